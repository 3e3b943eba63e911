import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { respostasDoModelo } from '../../../core/avaliacao/modelosAvaliacaoUso.ts'
import { acompanhamentosDoModelo } from '../../../core/avaliacao/colaboradores-questionarios.ts'
import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { adicionarDias, diaEmSaoPaulo, diasEntre } from '../../../core/shared/datas.ts'
import { TIPO_NOTA, TIPO_OBJETIVA } from '../../../core/shared/questionario.ts'
import { bancosHttp } from '../../support/banco.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const API = '/api/avaliacao'
const CQ = `${API}/colaboradores-questionarios`
const cpf = (n: number) => {
  const corpo = String(730_000_000 + n * 7919).slice(0, 9)
  return corpo + calcularDvCpf(corpo)
}
type Cliente = ReturnType<typeof cliente>
type Pergunta = { id: number; tipo: number; respostas: Array<{ id: number; peso: number }> }
type Previsto = { colaboradorId: number; periodoExperienciaId: number; situacao: string; prazo: string; modelos: Array<{ id: number }>; colaboradorQuestionarioId: number | null; cargoId?: number | null }

/**
 * Experience-period follow-ups (issue 15): the manager's due and overdue list of their areas' people, answering one
 * (engine rules, score, approval, the evaluator recorded), one employee's detail, print, the model of each period,
 * reminders by e-mail once a day, and the guards (400, 401, 403, 404, the other company). Both databases.
 */
describe.each(bancosHttp())('acompanhamentos do período de experiência ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm2: Cliente
  let rh: Cliente
  let gestor: Cliente
  let semPermissao: Cliente
  let anonimo: Cliente
  const hoje = diaEmSaoPaulo(Date.now())
  let talento: { id: number; nome: string; dataAdmissao: string }
  let foraDaArea: number
  let cargoDoTalento: unknown
  let gestorId: number
  let p1: number
  let p2: number
  let modelo: { id: number; perguntas: Pergunta[] }
  let respondido: number

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `acomp_${process.pid}` } : {})
    const adm = cliente(amb.app)
    await adm.entrar()
    const adm2Adm = cliente(amb.app)
    await adm2Adm.entrar(undefined, undefined, 2)
    // Someone of company 2 only (user 1 sees every company).
    const perfil2 = await criarNaApi(adm2Adm, 'utilitario/perfis', { nome: 'RH 2', autoridades: ['ROLE_AVALIACAO', 'ROLE_ACOMPANHAMENTO_EXPERIENCIA', 'ROLE_VER_AREAS'] })
    await criarNaApi(adm2Adm, 'utilitario/usuarios', { nome: 'RH Outra', cpf: cpf(4), senha: 'segredo1', acessos: [{ empresaId: 2, perfilId: perfil2 }] })
    adm2 = cliente(amb.app)
    await adm2.entrar(cpf(4), 'segredo1', 2)
    anonimo = cliente(amb.app)
    const perfilRh = await criarNaApi(adm, 'utilitario/perfis', { nome: 'RH Acompanhamentos', autoridades: ['ROLE_AVALIACAO', 'ROLE_ACOMPANHAMENTO_EXPERIENCIA', 'ROLE_VER_AREAS'] })
    const perfilGestor = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Gestor Acompanhamentos', autoridades: ['ROLE_ACOMPANHAMENTO_EXPERIENCIA'] })
    const perfilNada = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Sem acompanhamentos', autoridades: ['ROLE_MINHAS_AVALIACOES'] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'RH Acomp', cpf: cpf(1), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilRh }] })
    rh = cliente(amb.app)
    await rh.entrar(cpf(1), 'segredo1', 1)

    // The most recently admitted employee in force, their area today, a manager for it and someone of another branch.
    const vinculados = ((await amb.knex('usuarios').whereNotNull('colaboradorId').select('colaboradorId')) as Array<{ colaboradorId: number }>).map((u) => Number(u.colaboradorId))
    const ativos = (await amb.knex('colaboradores').where('empresaId', 1).whereNull('dataDesligamento').where('dataAdmissao', '<', adicionarDias(hoje, -20)).whereNotIn('id', vinculados).orderBy('dataAdmissao', 'desc').select('id', 'nome', 'dataAdmissao')) as Array<{ id: number; nome: string; dataAdmissao: string }>
    const areaDe = async (id: number) => Number((await adm.get(`/api/cargo-salario/colaboradores/${id}`)).body.areaOrganizacionalId)
    talento = { ...ativos[0]!, id: Number(ativos[0]!.id) }
    cargoDoTalento = (await adm.get(`/api/cargo-salario/colaboradores/${talento.id}`)).body.cargoId
    const area = await areaDe(talento.id)
    const areas = (await amb.knex('areas_organizacionais').where('empresaId', 1).select('id', 'areaMaeId')) as Array<{ id: number; areaMaeId: number | null }>
    const abaixo = (id: number): boolean => {
      let a: number | null = id
      while (a !== null) {
        if (a === area) return true
        a = areas.find((x) => Number(x.id) === a)?.areaMaeId ?? null
        a = a === null ? null : Number(a)
      }
      return false
    }
    for (const o of ativos.slice(1)) if (!abaixo(await areaDe(Number(o.id)))) {
      foraDaArea = Number(o.id)
      break
    }
    expect(foraDaArea).toBeGreaterThan(0)
    gestorId = Number(ativos.find((o) => Number(o.id) !== talento.id && Number(o.id) !== foraDaArea)!.id)
    await amb.knex('areas_organizacionais').where({ id: area }).update({ responsaveis: JSON.stringify([gestorId]), coresponsaveis: '[]' })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'Gestora', cpf: cpf(2), senha: 'segredo1', colaboradorId: gestorId, acessos: [{ empresaId: 1, perfilId: perfilGestor }] })
    gestor = cliente(amb.app)
    await gestor.entrar(cpf(2), 'segredo1', 1)
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'Sem', cpf: cpf(3), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilNada }] })
    semPermissao = cliente(amb.app)
    await semPermissao.entrar(cpf(3), 'segredo1', 1)

    // Day 1 is the admission: a period of d days is due on admission + d − 1. p1 due in 3 days, p2 five days ago.
    const decorridos = diasEntre(talento.dataAdmissao, hoje)
    p1 = await criarNaApi(rh, 'avaliacao/periodos-experiencia', { nome: 'Teste A vencer', dias: decorridos + 1 + 3 })
    p2 = await criarNaApi(rh, 'avaliacao/periodos-experiencia', { nome: 'Teste atrasado', dias: decorridos + 1 - 5 })
    const m = await rh.post(`${API}/modelos-avaliacao`, {
      titulo: 'Acompanhamento — teste',
      tipo: 'A',
      periodoExperienciaId: p1,
      percentualMinimoAprovacao: 60,
      perguntas: [
        { texto: 'Adaptou-se à equipe?', tipo: TIPO_OBJETIVA, obrigatoria: true, peso: 1, respostas: [{ texto: 'Sim', peso: 10 }, { texto: 'Não', peso: 0 }] },
        { texto: 'Nota geral', tipo: TIPO_NOTA, obrigatoria: true, peso: 1, notaMinima: 0, notaMaxima: 10 },
      ],
    })
    expect(m.status, JSON.stringify(m.body)).toBe(201)
    modelo = m.body
  }, 120_000)
  afterAll(() => amb?.fechar())

  it('pendentes: o gestor vê os acompanhamentos a vencer e atrasados das suas áreas; 401, 403, data inválida', async () => {
    const r = await gestor.get(`${CQ}/pendentes`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const meus = (r.body as Previsto[]).filter((a) => a.colaboradorId === talento.id)
    expect(meus.find((a) => a.periodoExperienciaId === p1)).toMatchObject({ situacao: 'V', prazo: adicionarDias(hoje, 3), modelos: [{ id: modelo.id }] })
    expect(meus.find((a) => a.periodoExperienciaId === p2)).toMatchObject({ situacao: 'A', prazo: adicionarDias(hoje, -5), modelos: [] })
    expect((r.body as Previsto[]).some((a) => a.colaboradorId === foraDaArea)).toBe(false)
    // The position in force (the list's 'Cargo' column).
    expect(cargoDoTalento).toEqual(expect.any(Number))
    expect(meus.length).toBeGreaterThan(0)
    expect(meus.every((a) => a.cargoId === cargoDoTalento)).toBe(true)
    // On its last day a follow-up is still due; the day after, overdue.
    const noPrazo = await gestor.get(`${CQ}/pendentes?data=${adicionarDias(hoje, 3)}`)
    expect((noPrazo.body as Previsto[]).find((a) => a.colaboradorId === talento.id && a.periodoExperienciaId === p1)?.situacao).toBe('V')
    const depois = await gestor.get(`${CQ}/pendentes?data=${adicionarDias(hoje, 4)}`)
    expect((depois.body as Previsto[]).find((a) => a.colaboradorId === talento.id && a.periodoExperienciaId === p1)?.situacao).toBe('A')
    expect((await gestor.get(`${CQ}/pendentes?data=31-12-2026`)).status).toBe(400)
    expect((await anonimo.get(`${CQ}/pendentes`)).status).toBe(401)
    expect((await semPermissao.get(`${CQ}/pendentes`)).status).toBe(403)
  })

  it('responder: regras do motor, talento fora da área, nota e aprovação, avaliador, uma vez por modelo', async () => {
    const [q1, q2] = modelo.perguntas
    const sim = q1!.respostas.find((o) => o.peso === 10)!.id
    const fora = await gestor.post(CQ, { colaboradorId: foraDaArea, modeloAvaliacaoId: modelo.id, data: hoje, respostas: [] })
    expect(fora.status).toBe(400)
    expect(fora.body.errors).toEqual([{ field: 'colaboradorId', message: 'Talento: registro não encontrado' }])
    const vazio = await gestor.post(CQ, {})
    expect(vazio.status).toBe(400)
    expect((vazio.body.errors as Array<{ field: string }>).map((e) => e.field).sort()).toEqual(['colaboradorId', 'data', 'modeloAvaliacaoId'])
    const incompleto = await gestor.post(CQ, { colaboradorId: talento.id, modeloAvaliacaoId: modelo.id, data: hoje, respostas: [{ perguntaId: q1!.id, tipoId: q1!.tipo, respostaId: sim }] })
    expect(incompleto.status).toBe(400)
    expect(incompleto.body.errors).toEqual([{ field: 'respostas.1.nota', message: 'Nota é obrigatória' }])
    const futuro = await gestor.post(CQ, { colaboradorId: talento.id, modeloAvaliacaoId: modelo.id, data: adicionarDias(hoje, 1), respostas: [] })
    expect(futuro.body.errors).toEqual([{ field: 'data', message: 'A data não pode ser posterior à data atual' }])
    const ok = await gestor.post(CQ, {
      colaboradorId: talento.id,
      modeloAvaliacaoId: modelo.id,
      data: hoje,
      observacao: 'Bom início',
      respostas: [
        { perguntaId: q1!.id, tipoId: q1!.tipo, respostaId: sim },
        { perguntaId: q2!.id, tipoId: q2!.tipo, nota: 4 },
      ],
    })
    expect(ok.status, JSON.stringify(ok.body)).toBe(201)
    // (10/10 + 4/10) / 2 = 70 % ≥ 60 %.
    expect(ok.body).toMatchObject({ percentual: 70, aprovado: true, periodoExperienciaId: p1, avaliadorId: gestorId, nomeColaborador: talento.nome })
    respondido = ok.body.id
    const denovo = await gestor.post(CQ, { colaboradorId: talento.id, modeloAvaliacaoId: modelo.id, data: hoje, respostas: ok.body.respostas })
    expect(denovo.body.errors).toEqual([{ field: 'modeloAvaliacaoId', message: 'Este acompanhamento já foi respondido para este talento com este modelo' }])
    const editado = await gestor.put(`${CQ}/${respondido}`, { ...ok.body, respostas: [{ perguntaId: q1!.id, tipoId: q1!.tipo, respostaId: sim }, { perguntaId: q2!.id, tipoId: q2!.tipo, nota: 0 }] })
    expect(editado.status, JSON.stringify(editado.body)).toBe(200)
    expect(editado.body).toMatchObject({ percentual: 50, aprovado: false, avaliadorId: gestorId })
    expect(await amb.runtime.runPromise(acompanhamentosDoModelo(1, modelo.id))).toBe(1)

    const pend = (await gestor.get(`${CQ}/pendentes`)).body as Previsto[]
    expect(pend.some((a) => a.colaboradorId === talento.id && a.periodoExperienciaId === p1)).toBe(false)
    const det = await gestor.get(`${CQ}/talentos/${talento.id}/detail`)
    expect(det.status).toBe(200)
    expect((det.body as Previsto[]).find((a) => a.periodoExperienciaId === p1)).toMatchObject({ situacao: 'R', colaboradorQuestionarioId: respondido })
    expect((await gestor.get(`${CQ}/talentos/${foraDaArea}/detail`)).status).toBe(404)
    const lista = await gestor.get(`${CQ}?colaboradorId=${talento.id}&unpaged=true`)
    expect(lista.body.map((x: { id: number }) => x.id)).toEqual([respondido])
  })

  it('imprimir-avaliacao-respondida: PDF; 400, 404 fora do escopo e de outra empresa, 403', async () => {
    const pdf = await gestor.post(`${CQ}/imprimir-avaliacao-respondida`, { colaboradorQuestionarioId: respondido, agruparPorAspecto: true, modoEconomico: true })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toContain('application/pdf')
    expect(String(pdf.body).startsWith('%PDF')).toBe(true)
    expect((await rh.post(`${CQ}/imprimir-avaliacao-respondida`, { colaboradorQuestionarioId: respondido })).status).toBe(200)
    const ruim = await gestor.post(`${CQ}/imprimir-avaliacao-respondida`, { modoEconomico: 'x' })
    expect(ruim.status).toBe(400)
    expect((ruim.body.errors as Array<{ field: string }>).map((e) => e.field).sort()).toEqual(['colaboradorQuestionarioId', 'modoEconomico'])
    expect((await adm2.post(`${CQ}/imprimir-avaliacao-respondida`, { colaboradorQuestionarioId: respondido })).status).toBe(404)
    expect((await adm2.get(`${CQ}/${respondido}`)).status).toBe(404)
    expect((await semPermissao.post(`${CQ}/imprimir-avaliacao-respondida`, { colaboradorQuestionarioId: respondido })).status).toBe(403)
  })

  it('modelos por período: GET e PUT (RH), 400 modelo que não é de acompanhamento, 403 ao gestor', async () => {
    const r = await rh.get(`${CQ}/modelos-acompanhamentos-periodo-experiencias`)
    expect(r.status).toBe(200)
    expect(r.body.find((c: { periodoExperienciaId: number }) => c.periodoExperienciaId === p1).modelos).toEqual([{ id: modelo.id, titulo: 'Acompanhamento — teste' }])
    const desempenho = await criarNaApi(rh, 'avaliacao/modelos-avaliacao', { titulo: 'Desempenho — teste', tipo: 'D' })
    const ruim = await rh.put(`${CQ}/modelos-acompanhamentos-periodo-experiencias`, { config: [{ periodoExperienciaId: p2, modeloAvaliacaoId: desempenho }] })
    expect(ruim.status).toBe(400)
    expect(ruim.body.errors).toEqual([{ field: 'config.0.modeloAvaliacaoId', message: 'O modelo não é de acompanhamento do período de experiência' }])
    expect((await gestor.put(`${CQ}/modelos-acompanhamentos-periodo-experiencias`, { config: [] })).status).toBe(403)
    const ok = await rh.put(`${CQ}/modelos-acompanhamentos-periodo-experiencias`, { config: [{ periodoExperienciaId: p2, modeloAvaliacaoId: modelo.id }] })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body.find((c: { periodoExperienciaId: number }) => c.periodoExperienciaId === p2).modelos.map((m: { id: number }) => m.id)).toEqual([modelo.id])
    // The answered one keeps the period it was answered for.
    expect((await rh.get(`${CQ}/${respondido}`)).body.periodoExperienciaId).toBe(p1)
    const outra = await adm2.get(`${CQ}/modelos-acompanhamentos-periodo-experiencias`)
    expect(outra.body.some((c: { periodoExperienciaId: number }) => c.periodoExperienciaId === p1)).toBe(false)
  })

  it('lembrar-acompanhamentos: um e-mail por gestor e dia; 403 ao gestor', async () => {
    await amb.knex('colaboradores').where({ id: gestorId }).update({ email: 'gestora@exemplo.com.br' })
    expect((await gestor.post(`${CQ}/lembrar-acompanhamentos`)).status).toBe(403)
    const antes = Number((await amb.knex('caixa_saida').count({ n: '*' }).first())!.n)
    const l = await rh.post(`${CQ}/lembrar-acompanhamentos`)
    expect(l.status, JSON.stringify(l.body)).toBe(200)
    expect(l.body.enviados).toBeGreaterThanOrEqual(1)
    const msgs = (await amb.knex('caixa_saida').orderBy('id').select('para', 'texto')).slice(antes) as Array<{ para: string; texto: string }>
    const paraGestora = msgs.filter((m) => JSON.parse(m.para)[0] === 'gestora@exemplo.com.br')
    expect(paraGestora.length).toBe(1)
    expect(paraGestora[0]!.texto).toContain(talento.nome)
    expect(paraGestora[0]!.texto).toContain('Teste atrasado')
    const l2 = await rh.post(`${CQ}/lembrar-acompanhamentos`)
    expect(l2.body.enviados).toBe(0)
    expect(l2.body.jaLembrados).toBe(l.body.enviados)
  })

  it('excluir: o gestor exclui; depois 404; outra empresa 404', async () => {
    expect((await adm2.delete(`${CQ}/${respondido}`)).status).toBe(404)
    const d = await gestor.delete(`${CQ}/${respondido}`)
    expect([200, 204]).toContain(d.status)
    expect((await gestor.get(`${CQ}/${respondido}`)).status).toBe(404)
  })

  it('demonstração: acompanhamentos respondidos no modelo de 45 dias, notas diferentes, contados no uso do modelo', async () => {
    const m45 = (await amb.knex('modelos_avaliacao').where({ empresaId: 1, titulo: 'Acompanhamento de Experiência — 45 dias' }).first('id', 'periodoExperienciaId')) as { id: number; periodoExperienciaId: number }
    expect(m45).toBeDefined()
    const rows = (await amb.knex('colaboradores_questionarios').where({ modeloAvaliacaoId: m45.id }).select('percentual', 'data', 'periodoExperienciaId')) as Array<{ percentual: number; periodoExperienciaId: number; data: string }>
    expect(rows.length).toBe(3)
    expect(new Set(rows.map((r) => Number(r.percentual))).size).toBe(3)
    expect(rows.every((r) => Number(r.periodoExperienciaId) === Number(m45.periodoExperienciaId) && r.data <= hoje)).toBe(true)
    expect(await amb.runtime.runPromise(acompanhamentosDoModelo(1, m45.id))).toBe(3)
    expect(await amb.runtime.runPromise(respostasDoModelo(1, m45.id))).toBe(3)
  })
})
