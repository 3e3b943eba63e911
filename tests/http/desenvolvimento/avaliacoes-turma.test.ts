import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cpfDeTeste } from '../../support/cpf.ts'
import { TIPO_NOTA, TIPO_OBJETIVA, TIPO_SUBJETIVA } from '../../../core/shared/questionario.ts'
import { bancosHttp } from '../../support/banco.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const API = '/api/desenvolvimento'
const PESQ = '/api/pesquisa'
const cpf = (n: number) => cpfDeTeste(640_000_000, n)
type Cliente = ReturnType<typeof cliente>
/** The class's day: a week ago (the participants must be employed then). */
const DIA = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10)
type Pergunta = { id: number; tipo: number; respostas: Array<{ id: number }> }

/**
 * Course and class evaluations (issues 16 and 17): models, release per class, the trainee answering from 'Minhas
 * Pesquisas' (draft, single submission), HR typing on a trainee's behalf, results and print, student evaluations with
 * their grade and the ranking report. Both databases.
 */
describe.each(bancosHttp())('avaliações de curso e de turma ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: Cliente
  let adm2: Cliente
  let rh: Cliente
  let semPermissao: Cliente
  let anonimo: Cliente
  let aluno: Cliente
  let foraDaTurma: Cliente
  let pessoas: number[]
  let curso: number
  let turma: number
  let avaliacao: { id: number; perguntas: Pergunta[] }
  let turmaOutra: number

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `avtur_${process.pid}` } : {})
    adm = cliente(amb.app)
    adm2 = cliente(amb.app)
    anonimo = cliente(amb.app)
    await adm.entrar()
    await adm2.entrar(undefined, undefined, 2)
    const perfilRh = await criarNaApi(adm, 'utilitario/perfis', { nome: 'RH Avaliações', autoridades: ['ROLE_DESENVOLVIMENTO', 'ROLE_PESQUISA', 'ROLE_VER_AREAS'] })
    const perfilOutro = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Só minhas pesquisas', autoridades: ['ROLE_MINHAS_PESQUISAS'] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'RH Avaliações', cpf: cpf(1), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilRh }] })
    rh = cliente(amb.app)
    await rh.entrar(cpf(1), 'segredo1', 1)
    const vinculados = ((await amb.knex('usuarios').whereNotNull('colaboradorId').select('colaboradorId')) as Array<{ colaboradorId: number }>).map((u) => Number(u.colaboradorId))
    pessoas = ((await amb.knex('colaboradores').where('empresaId', 1).whereNull('dataDesligamento').where('dataAdmissao', '<', DIA).whereNotIn('id', vinculados).orderBy('id').limit(3).select('id')) as Array<{ id: number }>).map((p) => Number(p.id))
    expect(pessoas.length).toBe(3)
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'Aluno', cpf: cpf(2), senha: 'segredo1', colaboradorId: pessoas[0], acessos: [{ empresaId: 1, perfilId: perfilOutro }] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'Fora', cpf: cpf(3), senha: 'segredo1', colaboradorId: pessoas[2], acessos: [{ empresaId: 1, perfilId: perfilOutro }] })
    aluno = cliente(amb.app)
    await aluno.entrar(cpf(2), 'segredo1', 1)
    foraDaTurma = cliente(amb.app)
    await foraDaTurma.entrar(cpf(3), 'segredo1', 1)
    semPermissao = aluno
  })
  afterAll(() => amb?.fechar())

  it('a demonstração: Avaliação de Reação liberada na turma de NR-35, respondida; notas de aluno no ranking', async () => {
    const ats = (await rh.get(`${PESQ}/avaliacoes-turma?unpaged=true`)).body as Array<{ id: number; tituloAvaliacao: string; descricaoTurma: string; liberada: boolean; qtdRespondidas: number }>
    const demo = ats.find((a) => a.tituloAvaliacao === 'Avaliação de Reação')!
    expect(demo).toMatchObject({ descricaoTurma: 'NR-35 — Turma 1', liberada: true, qtdRespondidas: 3 })
    const r = await rh.get(`${PESQ}/avaliacoes-turma/${demo.id}/resultados`)
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ participantes: 4, enviadas: 3, participacao: 75 })
    const nota = r.body.perguntas.find((p: { tipo: number }) => p.tipo === TIPO_NOTA)
    expect(nota.media).toBe(9)
    const ranking = await rh.post(`${API}/relatorios/ranking-avaliacao-aluno?formato=xlsx`, { dataIni: '2000-01-01', dataFim: '2100-12-31' })
    expect(ranking.status).toBe(200)
    const linhas = await rh.get(`${API}/consultas/ranking-avaliacao-aluno?dataIni=2000-01-01&dataFim=2100-12-31`)
    expect(linhas.status).toBe(200)
    const ls = linhas.body.linhas as Array<{ posicao: number; percentual: number; resultado: string }>
    expect(ls.length).toBe(4)
    expect(ls.map((l) => l.percentual)).toEqual([...ls.map((l) => l.percentual)].sort((a, b) => b - a))
    expect(ls[0]!.posicao).toBe(1)
  })

  it('modelos: avaliação de curso com aspectos e modelo de aluno (regras do motor); 400, 401, 403, outra empresa', async () => {
    const ruim = await rh.post(`${API}/avaliacao-curso`, { titulo: '', perguntas: [{ texto: 'Nota', tipo: TIPO_NOTA, notaMinima: 5, notaMaxima: 1 }] })
    expect(ruim.status).toBe(400)
    const campos = (ruim.body.errors as Array<{ field: string }>).map((e) => e.field)
    expect(campos).toContain('titulo')
    const ok = await rh.post(`${API}/avaliacao-curso`, {
      titulo: 'Reação — teste',
      aspectos: [{ nome: 'Geral' }],
      perguntas: [
        { texto: 'Gostou?', tipo: TIPO_OBJETIVA, obrigatoria: true, aspecto: 'Geral', respostas: [{ texto: 'Sim' }, { texto: 'Não' }] },
        { texto: 'Nota do curso', tipo: TIPO_NOTA, obrigatoria: true, notaMinima: 0, notaMaxima: 10 },
        { texto: 'Comentários', tipo: TIPO_SUBJETIVA },
      ],
    })
    expect(ok.status).toBe(201)
    avaliacao = ok.body
    expect((await rh.post(`${API}/modelos-avaliacao-aluno`, { titulo: 'Prático', percentualMinimoAprovacao: 101 })).status).toBe(400)
    expect((await anonimo.get(`${API}/avaliacao-curso`)).status).toBe(401)
    expect((await semPermissao.get(`${API}/avaliacao-curso`)).status).toBe(403)
    const daOutra = await criarNaApi(adm2, 'desenvolvimento/avaliacao-curso', { titulo: 'Da outra empresa' })
    expect((await rh.get(`${API}/avaliacao-curso/${daOutra}`)).status).toBe(404)
    const cursoOutra = await criarNaApi(adm2, 'desenvolvimento/cursos', { nome: 'Curso da outra', cargaHoraria: '1:00', avaliacaoCursos: [daOutra] })
    turmaOutra = await criarNaApi(adm2, 'desenvolvimento/turmas', { cursoId: cursoOutra, descricao: 'Outra', instrutor: 'X', custo: 0, dataPrevIni: '2026-01-10' })
  })

  it('libera-bloqueia: só avaliações do curso da turma; o talento responde em Minhas Pesquisas (rascunho, envio único)', async () => {
    curso = await criarNaApi(rh, 'desenvolvimento/cursos', { nome: 'Curso Avaliado', cargaHoraria: '4:00' })
    turma = await criarNaApi(rh, 'desenvolvimento/turmas', { cursoId: curso, descricao: 'Turma A', instrutor: 'Ana', custo: 0, dataPrevIni: DIA, dataPrevFim: DIA })
    for (const colaboradorId of pessoas.slice(0, 2)) await criarNaApi(rh, 'desenvolvimento/colaborador-turma', { turmaId: turma, colaboradorId })
    const fora = await rh.put(`${API}/turmas/${turma}/libera-bloqueia`, { avaliacaoCursoId: avaliacao.id, liberada: true })
    expect(fora.status).toBe(400)
    expect(fora.body.errors).toEqual([{ field: 'avaliacaoCursoId', message: 'A avaliação não está entre as avaliações do curso desta turma' }])
    expect((await rh.put(`${API}/turmas/${turma}/libera-bloqueia`, { liberada: 'x' })).status).toBe(400)
    const c = (await rh.get(`${API}/cursos/${curso}`)).body
    expect((await rh.put(`${API}/cursos/${curso}`, { ...c, avaliacaoCursos: [avaliacao.id] })).status).toBe(200)
    const porCurso = await rh.get(`${API}/avaliacao-curso/${curso}/por-curso`)
    expect(porCurso.body.map((a: { id: number }) => a.id)).toEqual([avaliacao.id])
    // Not released yet: not in Minhas Pesquisas, 404 on the questionnaire.
    const antes = (await aluno.get(`${PESQ}/colaborador-respostas/minhas-pesquisas`)).body.pesquisas as Array<{ turmaId?: number }>
    expect(antes.some((p) => p.turmaId === turma)).toBe(false)
    expect((await aluno.get(`${PESQ}/avaliacoes-turma/questionario/${avaliacao.id}?turmaId=${turma}`)).status).toBe(404)
    const lib = await rh.put(`${API}/turmas/${turma}/libera-bloqueia`, { avaliacaoCursoId: avaliacao.id, liberada: true })
    expect(lib.status).toBe(200)
    expect(lib.body).toEqual([expect.objectContaining({ avaliacaoCursoId: avaliacao.id, liberada: true, qtdRespondidas: 0 })])
    expect((await rh.put(`${API}/turmas/${turmaOutra}/libera-bloqueia`, { avaliacaoCursoId: avaliacao.id, liberada: false })).status).toBe(404)
    expect((await anonimo.put(`${API}/turmas/${turma}/libera-bloqueia`, { avaliacaoCursoId: avaliacao.id, liberada: false })).status).toBe(401)
    expect((await aluno.put(`${API}/turmas/${turma}/libera-bloqueia`, { avaliacaoCursoId: avaliacao.id, liberada: false })).status).toBe(403)

    const minhas = (await aluno.get(`${PESQ}/colaborador-respostas/minhas-pesquisas`)).body.pesquisas as Array<{ id: number; turmaId?: number; situacao: string; titulo: string }>
    expect(minhas.find((p) => p.turmaId === turma)).toMatchObject({ id: avaliacao.id, situacao: 'N', titulo: 'Reação — teste — Turma A' })
    // Someone outside the class does not see it.
    expect(((await foraDaTurma.get(`${PESQ}/colaborador-respostas/minhas-pesquisas`)).body.pesquisas as Array<{ turmaId?: number }>).some((p) => p.turmaId === turma)).toBe(false)
    expect((await foraDaTurma.get(`${PESQ}/avaliacoes-turma/questionario/${avaliacao.id}?turmaId=${turma}`)).status).toBe(404)

    const [p1, p2, p3] = avaliacao.perguntas
    const url = `${PESQ}/avaliacoes-turma/questionario/${avaliacao.id}?turmaId=${turma}`
    const incompleto = await aluno.post(url, { respostas: [{ perguntaId: p1!.id, tipoId: p1!.tipo, respostaId: p1!.respostas[0]!.id }] })
    expect(incompleto.status).toBe(400)
    expect(incompleto.body.errors.length).toBeGreaterThan(0)
    const rascunho = await aluno.post(url, { parcial: true, respostas: [{ perguntaId: p1!.id, tipoId: p1!.tipo, respostaId: p1!.respostas[0]!.id }] })
    expect(rascunho.body.situacao).toBe('P')
    expect((await aluno.get(url)).body).toMatchObject({ situacao: 'P', respostas: expect.arrayContaining([expect.objectContaining({ perguntaId: p1!.id, respostaId: p1!.respostas[0]!.id })]) })
    const envio = await aluno.post(url, {
      respostas: [
        { perguntaId: p1!.id, tipoId: p1!.tipo, respostaId: p1!.respostas[0]!.id },
        { perguntaId: p2!.id, tipoId: p2!.tipo, nota: 8 },
        { perguntaId: p3!.id, tipoId: p3!.tipo, comentario: 'Muito bom' },
      ],
    })
    expect(envio.body).toMatchObject({ situacao: 'R', message: 'Obrigado! Suas respostas foram registradas.' })
    const segundo = await aluno.post(url, { respostas: [{ perguntaId: p2!.id, tipoId: p2!.tipo, nota: 1 }] })
    expect(segundo.status).toBe(400)
    expect(segundo.body.message).toBe('Esta avaliação de turma já foi respondida por este talento.')
    expect((await aluno.post(`${PESQ}/avaliacoes-turma/questionario/${avaliacao.id}?turmaId=abc`, { respostas: [] })).status).toBe(404)
    expect((await rh.get(url)).status).toBe(403)
  })

  it('por-outro-usuario: o RH digita o formulário em papel de outro participante; resultados e impressão', async () => {
    const [p1, p2] = avaliacao.perguntas
    const base = `${PESQ}/colaborador-respostas/${avaliacao.id}/por-outro-usuario`
    const respostas = [
      { perguntaId: p1!.id, tipoId: p1!.tipo, respostaId: p1!.respostas[1]!.id },
      { perguntaId: p2!.id, tipoId: p2!.tipo, nota: 6 },
    ]
    const fora = await rh.post(`${base}/${pessoas[2]}/turma/${turma}`, { respostas })
    expect(fora.status).toBe(400)
    expect(fora.body.message).toBe('Este talento não participa da turma')
    expect((await rh.post(`${base}/${pessoas[1]}/turma/${turma}`, { respostas: 'x' })).status).toBe(400)
    expect((await aluno.post(`${base}/${pessoas[1]}/turma/${turma}`, { respostas })).status).toBe(403)
    expect((await anonimo.post(`${base}/${pessoas[1]}/turma/${turma}`, { respostas })).status).toBe(401)
    expect((await rh.post(`${base}/${pessoas[1]}/turma/${turmaOutra}`, { respostas })).status).toBe(404)
    const ok = await rh.post(`${base}/${pessoas[1]}/turma/${turma}`, { respostas })
    expect(ok.status).toBe(200)
    expect((await rh.get(`${base}/${pessoas[1]}/turma/${turma}`)).body.situacao).toBe('R')
    const at = (await rh.get(`${PESQ}/avaliacoes-turma?unpaged=true&turmaId=${turma}`)).body[0] as { id: number; qtdRespondidas: number }
    expect(at.qtdRespondidas).toBe(2)
    const r = await rh.get(`${PESQ}/avaliacoes-turma/${at.id}/resultados`)
    expect(r.body).toMatchObject({ participantes: 2, enviadas: 2, participacao: 100 })
    const digitada = r.body.respondentes.find((x: { colaboradorId: number }) => x.colaboradorId === pessoas[1])
    expect(digitada.digitadaPor).toBe('RH Avaliações')
    expect(r.body.perguntas.find((p: { tipo: number }) => p.tipo === TIPO_NOTA).media).toBe(7)
    // The audit log records who typed them.
    const quem = await amb.knex('usuarios').where('cpf', cpf(1)).first('id')
    const log = await amb.knex('auditoria').whereIn('entidade', ['pesquisa/avaliacoes-turma-respostas', 'avaliacoes_turma_respostas']).orderBy('id', 'desc').first()
    expect(Number(log.usuarioId)).toBe(Number(quem.id))
    const pdf = await rh.post(`${PESQ}/avaliacoes-turma/${at.id}/imprimir`, { imprimirFormaEconomica: true })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toContain('application/pdf')
    const pdf2 = await rh.post(`${API}/avaliacao-curso/${avaliacao.id}/imprimir`, { idTurma: turma })
    expect(pdf2.status).toBe(200)
    expect((await rh.post(`${API}/avaliacao-curso/${avaliacao.id}/imprimir`, {})).status).toBe(400)
    expect((await rh.get(`${PESQ}/avaliacoes-turma/999999/resultados`)).status).toBe(404)
    expect((await rh.post(`${API}/avaliacao-curso/${avaliacao.id}/imprimir`, { idTurma: turmaOutra })).status).toBe(404)
  })

  it('avaliação de aluno: nota pelos pesos do modelo, uma por modelo e turma; 400 para quem não participa', async () => {
    const modelo = await rh.post(`${API}/modelos-avaliacao-aluno`, {
      titulo: 'Prático',
      percentualMinimoAprovacao: 70,
      perguntas: [
        { texto: 'Técnica', tipo: TIPO_NOTA, obrigatoria: true, notaMinima: 0, notaMaxima: 10, peso: 1 },
        { texto: 'Segurança', tipo: TIPO_OBJETIVA, obrigatoria: true, peso: 3, respostas: [{ texto: 'Ruim', peso: 0 }, { texto: 'Boa', peso: 2 }] },
      ],
    })
    expect(modelo.status).toBe(201)
    const [n, o] = modelo.body.perguntas as Pergunta[]
    const corpo = (colaboradorId: number, nota: number, opcao: number) => ({ turmaId: turma, colaboradorId, modeloId: modelo.body.id, respostas: [{ perguntaId: n!.id, tipoId: n!.tipo, nota }, { perguntaId: o!.id, tipoId: o!.tipo, respostaId: o!.respostas[opcao]!.id }] })
    const a = await rh.post(`${API}/avaliacoes-aluno`, corpo(pessoas[0]!, 8, 1))
    expect(a.status).toBe(201)
    // (1 × 8/10 + 3 × 2/2) / 4 = 95 %
    expect(a.body).toMatchObject({ percentual: 95, aprovado: true })
    const b = await rh.post(`${API}/avaliacoes-aluno`, corpo(pessoas[1]!, 6, 0))
    expect(b.body).toMatchObject({ percentual: 15, aprovado: false })
    const repetida = await rh.post(`${API}/avaliacoes-aluno`, corpo(pessoas[0]!, 1, 0))
    expect(repetida.body.errors).toEqual([{ field: 'colaboradorId', message: 'Este talento já foi avaliado com este modelo nesta turma' }])
    const fora = await rh.post(`${API}/avaliacoes-aluno`, corpo(pessoas[2]!, 1, 0))
    expect(fora.body.errors).toEqual([{ field: 'colaboradorId', message: 'Este talento não participa da turma' }])
    const semResposta = await rh.post(`${API}/avaliacoes-aluno`, { turmaId: turma, colaboradorId: pessoas[2], modeloId: modelo.body.id })
    expect(semResposta.status).toBe(400)
    const rk = await rh.get(`${API}/consultas/ranking-avaliacao-aluno?dataIni=${DIA}&dataFim=${DIA}&turmaId=${turma}`)
    expect((rk.body.linhas as Array<{ posicao: number; percentual: number; resultado: string }>).map((l) => [l.posicao, l.percentual, l.resultado])).toEqual([
      [1, 95, 'Aprovado'],
      [2, 15, 'Reprovado'],
    ])
    const periodo = await rh.get(`${API}/consultas/ranking-avaliacao-aluno?dataIni=2026-02-01&dataFim=2026-01-01`)
    expect(periodo.status).toBe(400)
    expect((await rh.get(`${API}/avaliacoes-aluno/999999`)).status).toBe(404)
    expect((await rh.post(`${API}/avaliacoes-aluno`, { ...corpo(pessoas[1]!, 6, 0), turmaId: turmaOutra })).body.errors).toEqual([{ field: 'turmaId', message: 'Turma: registro não encontrado' }])
  })
})
