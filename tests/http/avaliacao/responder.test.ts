import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { arredondar } from '../../../core/shared/formatos.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../../core/shared/datas.ts'
import { pontuar, TIPO_NOTA, TIPO_OBJETIVA, TIPO_SUBJETIVA, type PerguntaQuestionario, type RespostaQuestionario } from '../../../core/shared/questionario.ts'
import { bancosHttp, inserirLinha } from '../../support/banco.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const PART = '/api/avaliacao/participante-avaliacao-desempenho'
const HR = '/api/avaliacao/avaliacoes-desempenhos-questionarios'
const FAIXA = '/api/cargo-salario/configuracoes-niveis-competencia-faixa-salarial'
const hoje = diaEmSaoPaulo(Date.now())
const SEGREDO = 'Comentário-secreto-da-avaliação-9c1e'

const cpf = (n: number) => {
  const corpo = String(610_000_000 + n * 7907).slice(0, 9)
  return corpo + calcularDvCpf(corpo)
}
const filtro = (f: Record<string, unknown>) => `unpaged=true&filter=${encodeURIComponent(JSON.stringify(f))}`

/**
 * Answering performance evaluations (issue 15): 'Minhas Avaliações' and the pair's questionnaire
 * (/api/avaliacao/participante-avaliacao-desempenho/minhas-avaliacoes, /{id}/questionario) by the evaluator linked
 * to an employee; HR's view of the answered questionnaires (/api/avaliacao/avaliacoes-desempenhos-questionarios),
 * its files and the removal of a pair's answers. Anonymous submissions go to the anonymous store. Both databases.
 */
describe.each(bancosHttp())('responder avaliações de desempenho ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  let rh: ReturnType<typeof cliente>
  let semPermissao: ReturnType<typeof cliente>
  const p = {} as Record<'ana' | 'bia' | 'caio', { id: number; c: ReturnType<typeof cliente> }>
  let perfil: number
  let posicao: Record<string, number>
  let nivel: Record<string, number>
  let comp: Record<string, number>
  let modelo: number
  let perguntas: Array<{ id: number; tipo: number; respostas: Array<{ id: number }> }>

  const admitir = async (n: number, nome: string, faixaSalarialId?: number) => {
    const id = await criarNaApi(adm, 'cargo-salario/colaboradores', {
      nome,
      cpf: cpf(n),
      dataNascimento: '1990-05-10',
      sexo: 'F',
      dataAdmissao: '2021-03-01',
      historico: { ...posicao, ...(faixaSalarialId ? { faixaSalarialId } : {}), tipoSalario: 3, salario: 300_000 },
    })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: `Usuário ${nome}`, cpf: cpf(n + 300), senha: 'segredo1', colaboradorId: id, acessos: [{ empresaId: 1, perfilId: perfil }] })
    const c = cliente(amb.app)
    await c.entrar(cpf(n + 300), 'segredo1', 1)
    return { id, c }
  }

  const novaAvaliacao = async (extra: Record<string, unknown>, pares: ReadonlyArray<readonly [number, number, string]>, liberar = true) => {
    const id = await criarNaApi(adm, 'avaliacao/avaliacoes-desempenho', {
      titulo: 'Desempenho 2026',
      dataIni: adicionarDias(hoje, -10),
      dataFim: adicionarDias(hoje, 20),
      tipo: '1.0',
      permiteAutoAvaliacao: true,
      anonima: false,
      modeloAvaliacaoId: modelo,
      ...extra,
    })
    const ids: number[] = []
    for (const [avaliadoId, avaliadorId, papel] of pares) ids.push(await criarNaApi(adm, 'avaliacao/participante-avaliacao-desempenho', { avaliacaoDesempenhoId: id, avaliadoId, avaliadorId, papel }))
    if (liberar) await amb.knex('avaliacoes_desempenho').where({ id }).update({ liberada: true })
    return { id, pares: ids }
  }

  const completas = () => [
    { perguntaId: perguntas[0]!.id, tipoId: TIPO_OBJETIVA, respostaId: perguntas[0]!.respostas[1]!.id },
    { perguntaId: perguntas[1]!.id, tipoId: TIPO_NOTA, nota: 8 },
    { perguntaId: perguntas[2]!.id, tipoId: TIPO_SUBJETIVA, comentario: SEGREDO },
  ]
  const niveisCompletos = () => [
    { competenciaId: comp['Comunicação']!, nivelCompetenciaId: nivel['Intermediário']!, comentario: 'Apresenta bem.' },
    { competenciaId: comp['Proatividade']!, nivelCompetenciaId: nivel['Avançado']! },
  ]

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `aval_responder_${process.pid}` } : {})
    adm = cliente(amb.app)
    await adm.entrar()
    nivel = Object.fromEntries((await amb.knex('niveis_competencia').where('empresaId', 1)).map((n: { descricao: string; id: number }) => [n.descricao, Number(n.id)]))
    comp = Object.fromEntries((await amb.knex('competencias').where('empresaId', 1)).map((c: { nome: string; id: number }) => [c.nome, Number(c.id)]))
    const h = await amb.knex('colaborador_historicos').where('empresaId', 1).first('estabelecimentoId', 'cargoId', 'areaOrganizacionalId')
    posicao = { estabelecimentoId: Number(h.estabelecimentoId), cargoId: Number(h.cargoId), areaOrganizacionalId: Number(h.areaOrganizacionalId) }
    const faixa = await inserirLinha(amb.knex, 'faixas_salariais', { empresaId: 1, cargoId: posicao['cargoId'], nome: 'Faixa Avaliada' })
    const f = await adm.post(FAIXA, {
      faixaSalarialId: faixa,
      data: adicionarDias(hoje, -100),
      configsNiveisCompetencias: [
        { competenciaId: comp['Comunicação'], competenciaPeso: 2, nivelCompetenciaId: nivel['Avançado'] },
        { competenciaId: comp['Proatividade'], competenciaPeso: 1, nivelCompetenciaId: nivel['Básico'] },
      ],
    })
    expect(f.status, JSON.stringify(f.body)).toBe(201)
    perfil = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Avaliador', autoridades: ['ROLE_MINHAS_AVALIACOES'] })
    const perfilRh = await criarNaApi(adm, 'utilitario/perfis', { nome: 'RH Avaliação', autoridades: ['ROLE_AVALIACAO'] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'RH da Avaliação', cpf: cpf(90), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilRh }] })
    rh = cliente(amb.app)
    await rh.entrar(cpf(90), 'segredo1', 1)
    // HR of the other company only.
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'RH da Empresa 2', cpf: cpf(92), senha: 'segredo1', acessos: [{ empresaId: 2, perfilId: perfilRh }] })
    const perfilNada = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Sem avaliação', autoridades: ['ROLE_MINHAS_PESQUISAS'] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'Sem Permissão', cpf: cpf(91), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilNada }] })
    semPermissao = cliente(amb.app)
    await semPermissao.entrar(cpf(91), 'segredo1', 1)
    p.ana = await admitir(1, 'Ana Avaliadora')
    p.bia = await admitir(2, 'Bia Avaliadora')
    p.caio = await admitir(3, 'Caio Avaliado', faixa)
    modelo = await criarNaApi(adm, 'avaliacao/modelos-avaliacao', {
      titulo: 'Modelo de Desempenho',
      tipo: 'D',
      aspectos: [{ nome: 'Entrega' }],
      perguntas: [
        { texto: 'Cumpre prazos', tipo: TIPO_OBJETIVA, obrigatoria: true, aspecto: 'Entrega', respostas: [{ texto: 'Nunca', peso: 0 }, { texto: 'Sempre', peso: 10 }] },
        { texto: 'Nota geral', tipo: TIPO_NOTA, obrigatoria: true, notaMinima: 0, notaMaxima: 10 },
        { texto: 'Comentários', tipo: TIPO_SUBJETIVA },
      ],
    })
    perguntas = (await adm.get(`/api/avaliacao/modelos-avaliacao/${modelo}`)).body.perguntas
    // A shared machine's PostgreSQL needs more than 120 s for the schema and this setup at times.
  }, 300_000)
  afterAll(() => amb?.fechar())

  it('Minhas Avaliações: só os pares do avaliador, de avaliações liberadas e no período; 401, 403, sem vínculo', async () => {
    const aberta = await novaAvaliacao({ titulo: 'Aberta' }, [
      [p.caio.id, p.ana.id, 'R'],
      [p.ana.id, p.ana.id, 'U'],
      [p.caio.id, p.bia.id, 'P'],
    ])
    await novaAvaliacao({ titulo: 'Não liberada' }, [[p.caio.id, p.ana.id, 'R']], false)
    await novaAvaliacao({ titulo: 'Encerrada', dataIni: adicionarDias(hoje, -40), dataFim: adicionarDias(hoje, -1) }, [[p.caio.id, p.ana.id, 'R']])
    const r = await p.ana.c.get(`${PART}/minhas-avaliacoes`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.vinculado).toBe(true)
    const minhas = r.body.avaliacoes.filter((x: { avaliacaoDesempenhoId: number }) => x.avaliacaoDesempenhoId === aberta.id)
    expect(minhas.map((x: Record<string, unknown>) => [x['nomeAvaliado'], x['nomePapel'], x['situacao']]).sort()).toEqual([
      ['Autoavaliação', 'Autoavaliação', 'N'],
      ['Caio Avaliado', 'Avaliador', 'N'],
    ])
    expect(r.body.avaliacoes.map((x: { titulo: string }) => x.titulo)).not.toContain('Não liberada')
    expect(r.body.avaliacoes.map((x: { titulo: string }) => x.titulo)).not.toContain('Encerrada')
    expect(minhas[0]).toMatchObject({ titulo: 'Aberta', dataIni: adicionarDias(hoje, -10), dataFim: adicionarDias(hoje, 20), anonima: false })
    // The admin user is not linked to an employee.
    expect((await adm.get(`${PART}/minhas-avaliacoes`)).body).toMatchObject({ vinculado: false, avaliacoes: [] })
    expect((await semPermissao.get(`${PART}/minhas-avaliacoes`)).status).toBe(403)
    expect((await rh.get(`${PART}/minhas-avaliacoes`)).status).toBe(403)
    expect((await cliente(amb.app).get(`${PART}/minhas-avaliacoes`)).status).toBe(401)
  })

  it('questionário do par: perguntas do modelo, competências da faixa com o nível exigido; 404 para outro avaliador, não liberada ou encerrada', async () => {
    const a = await novaAvaliacao({ titulo: 'Com competências', avaliarCompetenciasCargo: true, exibirNivelCompetenciaExigido: true }, [
      [p.caio.id, p.ana.id, 'R'],
      [p.caio.id, p.bia.id, 'P'],
    ])
    const r = await p.ana.c.get(`${PART}/${a.pares[0]}/questionario`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.participante).toMatchObject({ avaliadoId: p.caio.id, nomeAvaliado: 'Caio Avaliado', papel: 'R', nomePapel: 'Avaliador' })
    expect(r.body.perguntas.map((x: { texto: string }) => x.texto)).toEqual(['Cumpre prazos', 'Nota geral', 'Comentários'])
    expect(r.body.competencias.map((x: Record<string, unknown>) => [x['nome'], x['nivelExigidoId']])).toEqual([
      ['Comunicação', nivel['Avançado']],
      ['Proatividade', nivel['Básico']],
    ])
    expect(r.body.niveis.length).toBeGreaterThan(1)
    expect(r.body).toMatchObject({ situacao: 'N', respostas: [], niveisInformados: [] })
    // Bia evaluates the same evaluated, but this pair is Ana's.
    expect((await p.bia.c.get(`${PART}/${a.pares[0]}/questionario`)).status).toBe(404)
    expect((await p.bia.c.post(`${PART}/${a.pares[0]}/questionario`, { respostas: completas(), competencias: niveisCompletos() })).status).toBe(404)
    expect((await p.ana.c.get(`${PART}/999999/questionario`)).status).toBe(404)
    expect((await rh.get(`${PART}/${a.pares[0]}/questionario`)).status).toBe(403)
    expect((await cliente(amb.app).get(`${PART}/${a.pares[0]}/questionario`)).status).toBe(401)
    // Without exibirNivelCompetenciaExigido the required level is not shown.
    const sem = await novaAvaliacao({ titulo: 'Sem nível exigido', avaliarCompetenciasCargo: true }, [[p.caio.id, p.ana.id, 'R']])
    expect((await p.ana.c.get(`${PART}/${sem.pares[0]}/questionario`)).body.competencias.map((x: Record<string, unknown>) => x['nivelExigidoId'])).toEqual([null, null])
    // Only competencies: no questionnaire.
    const so = await novaAvaliacao({ titulo: 'Só competências', avaliarSomenteCompetencias: true, modeloAvaliacaoId: null }, [[p.caio.id, p.ana.id, 'R']])
    const rs = await p.ana.c.get(`${PART}/${so.pares[0]}/questionario`)
    expect(rs.status, JSON.stringify(rs.body)).toBe(200)
    expect(rs.body.perguntas).toEqual([])
    expect(rs.body.competencias).toHaveLength(2)
    const naoLiberada = await novaAvaliacao({ titulo: 'Bloqueada' }, [[p.caio.id, p.ana.id, 'R']], false)
    expect((await p.ana.c.get(`${PART}/${naoLiberada.pares[0]}/questionario`)).status).toBe(404)
    expect((await p.ana.c.post(`${PART}/${naoLiberada.pares[0]}/questionario`, { respostas: completas() })).status).toBe(404)
    const encerrada = await novaAvaliacao({ titulo: 'Passada', dataIni: adicionarDias(hoje, -40), dataFim: adicionarDias(hoje, -1) }, [[p.caio.id, p.ana.id, 'R']])
    expect((await p.ana.c.get(`${PART}/${encerrada.pares[0]}/questionario`)).status).toBe(404)
    const futura = await novaAvaliacao({ titulo: 'Futura', dataIni: adicionarDias(hoje, 1), dataFim: adicionarDias(hoje, 30) }, [[p.caio.id, p.ana.id, 'R']])
    const f = await p.ana.c.post(`${PART}/${futura.pares[0]}/questionario`, { respostas: completas() })
    expect(f.status).toBe(400)
    expect(f.body.message).toBe('Esta avaliação não está aberta para respostas.')
  })

  it('rascunho, envio com validação, uma vez só; o RH vê as respostas identificadas, imprime e exclui', async () => {
    const a = await novaAvaliacao({ titulo: 'Identificada', avaliarCompetenciasCargo: true }, [[p.caio.id, p.ana.id, 'R']])
    const par = a.pares[0]!
    // Draft: mandatory questions and competencies may wait.
    const rascunho = await p.ana.c.post(`${PART}/${par}/questionario`, { parcial: true, respostas: [completas()[1]], competencias: [niveisCompletos()[0]] })
    expect(rascunho.status, JSON.stringify(rascunho.body)).toBe(200)
    expect(rascunho.body.situacao).toBe('P')
    const volta = (await p.ana.c.get(`${PART}/${par}/questionario`)).body
    expect(volta.situacao).toBe('P')
    expect(volta.respostas.find((x: { perguntaId: number }) => x.perguntaId === perguntas[1]!.id)).toMatchObject({ nota: 8 })
    expect(volta.niveisInformados).toEqual([{ competenciaId: comp['Comunicação'], nivelCompetenciaId: nivel['Intermediário'], comentario: 'Apresenta bem.' }])
    // HR never reads a draft.
    expect((await rh.get(`${HR}/${par}`)).body).toMatchObject({ situacao: 'P', respostas: [], competencias: [] })
    // Submission: every mandatory question and every required competency.
    const falta = await p.ana.c.post(`${PART}/${par}/questionario`, { respostas: [completas()[1]], competencias: [niveisCompletos()[0]] })
    expect(falta.status).toBe(400)
    const campos = falta.body.errors.map((e: { field: string }) => e.field)
    expect(campos.some((c: string) => c.startsWith('respostas.'))).toBe(true)
    expect(falta.body.errors).toContainEqual({ field: 'competencias.1.nivelCompetenciaId', message: 'Informe o nível desta competência' })
    const nivelRuim = await p.ana.c.post(`${PART}/${par}/questionario`, { respostas: completas(), competencias: [{ competenciaId: comp['Comunicação'], nivelCompetenciaId: 999_999 }, niveisCompletos()[1]] })
    expect(nivelRuim.status).toBe(400)
    expect(nivelRuim.body.errors).toContainEqual({ field: 'competencias.0.nivelCompetenciaId', message: 'Nível de competência inválido' })
    const naoExigida = await p.ana.c.post(`${PART}/${par}/questionario`, { parcial: true, competencias: [{ competenciaId: comp['Negociação'], nivelCompetenciaId: nivel['Básico'] }] })
    expect(naoExigida.body.errors).toContainEqual({ field: 'competencias.0.competenciaId', message: 'Competência não exigida pela faixa salarial do avaliado' })
    const corpoRuim = await p.ana.c.post(`${PART}/${par}/questionario`, { respostas: 'muitas', parcial: 'sim' })
    expect(corpoRuim.status).toBe(400)
    expect(corpoRuim.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['respostas', 'parcial']))
    const envio = await p.ana.c.post(`${PART}/${par}/questionario`, { respostas: completas(), competencias: niveisCompletos() })
    expect(envio.status, JSON.stringify(envio.body)).toBe(200)
    expect(envio.body).toMatchObject({ situacao: 'R', message: 'Obrigado! Suas respostas foram registradas.' })
    // The questionnaire % is scored once, when sent; the results read it, and agree with scoring the answers again.
    const esperado = pontuar(perguntas as unknown as ReadonlyArray<PerguntaQuestionario>, completas() as ReadonlyArray<RespostaQuestionario>).percentual
    expect(esperado).not.toBeNull()
    expect(Number((await amb.knex('participantes_avaliacao_desempenho').where({ id: par }).first('percentualQuestionario')).percentualQuestionario)).toBe(esperado)
    const resultados = async () => (await rh.get(`/api/avaliacao/avaliacoes-desempenho/${a.id}/resultados`)).body
    const comPercentual = await resultados()
    expect(comPercentual.avaliados[0].questionario).toBe(esperado)
    await amb.knex('participantes_avaliacao_desempenho').where({ id: par }).update({ percentualQuestionario: null })
    expect(await resultados()).toEqual(comPercentual)
    await amb.knex('participantes_avaliacao_desempenho').where({ id: par }).update({ percentualQuestionario: esperado })
    const outra = await p.ana.c.post(`${PART}/${par}/questionario`, { respostas: completas(), competencias: niveisCompletos() })
    expect(outra.status).toBe(400)
    expect(outra.body.message).toBe('Você já respondeu esta avaliação. Obrigado pela participação.')
    expect((await p.ana.c.get(`${PART}/${par}/questionario`)).body).toMatchObject({ situacao: 'R', mensagem: 'Você já respondeu esta avaliação. Obrigado pela participação.' })
    // HR: the pair with its answers (identified), filters, files.
    const lido = await rh.get(`${HR}/${par}`)
    expect(lido.status).toBe(200)
    expect(lido.body).toMatchObject({ situacao: 'R', dataResposta: hoje, anonima: false, nomeAvaliado: 'Caio Avaliado', nomeAvaliador: 'Ana Avaliadora', tituloAvaliacao: 'Identificada' })
    expect(lido.body.respostas.find((x: { perguntaId: number }) => x.perguntaId === perguntas[2]!.id).comentario).toBe(SEGREDO)
    expect(lido.body.competencias).toHaveLength(2)
    const respondidas = await rh.get(`${HR}?${filtro({ avaliacaoDesempenhoId: a.id, filtro: 'RESPONDIDAS' })}`)
    expect(respondidas.status, JSON.stringify(respondidas.body)).toBe(200)
    expect(respondidas.body.map((x: { id: number }) => x.id)).toEqual([par])
    expect((await rh.get(`${HR}?${filtro({ avaliacaoDesempenhoId: a.id, filtro: 'NAO_RESPONDIDAS' })}`)).body).toEqual([])
    expect((await rh.get(`${HR}?${filtro({ avaliacaoDesempenhoId: a.id, filtro: 'TODAS' })}`)).body).toHaveLength(1)
    expect((await rh.get(`${HR}?${filtro({ filtro: 'QUALQUER' })}`)).status).toBe(400)
    const pdf = await rh.get(`${HR}/${par}/respondida/pdf`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toContain('application/pdf')
    const xls = await rh.get(`${HR}/${par}/respondida/xls`)
    expect(xls.status).toBe(200)
    expect(xls.headers.get('content-type')).toContain('spreadsheetml')
    expect((await p.ana.c.get(`${HR}/${par}`)).status).toBe(403)
    expect((await p.ana.c.get(`${HR}/${par}/respondida/pdf`)).status).toBe(403)
    expect((await cliente(amb.app).get(`${HR}/${par}/respondida/pdf`)).status).toBe(401)
    expect((await rh.get(`${HR}/999999/respondida/pdf`)).status).toBe(404)
    // Another company's session does not see the pair.
    const outraEmpresa = cliente(amb.app)
    await outraEmpresa.entrar(cpf(92), 'segredo1', 2)
    expect((await outraEmpresa.get(`${HR}/${par}`)).status).toBe(404)
    expect((await outraEmpresa.get(`${HR}/${par}/respondida/pdf`)).status).toBe(404)
    expect((await outraEmpresa.delete(`${HR}/${par}/respostas`)).status).toBe(404)
    expect((await outraEmpresa.get(`${HR}?${filtro({ avaliacaoDesempenhoId: a.id })}`)).body).toEqual([])
    // HR deletes the answers: back to 'N', the evaluator answers again.
    expect((await p.ana.c.delete(`${HR}/${par}/respostas`)).status).toBe(403)
    const exc = await rh.delete(`${HR}/${par}/respostas`)
    expect(exc.status, JSON.stringify(exc.body)).toBe(200)
    expect((await rh.get(`${HR}/${par}`)).body).toMatchObject({ situacao: 'N', dataResposta: null, respostas: [] })
    expect((await rh.delete(`${HR}/${par}/respostas`)).status).toBe(400)
    expect((await rh.get(`${HR}/${par}/respondida/pdf`)).body.message).toBe('Este avaliador ainda não enviou as respostas deste avaliado.')
    expect((await p.ana.c.post(`${PART}/${par}/questionario`, { respostas: completas(), competencias: niveisCompletos() })).status).toBe(200)
  })

  it('anônima: o rascunho fica com o avaliador; o envio vai para o repositório anônimo, e o RH não vê, imprime nem exclui', async () => {
    const a = await novaAvaliacao({ titulo: 'Anônima', anonima: true, avaliarCompetenciasCargo: true }, [
      [p.caio.id, p.ana.id, 'P'],
      [p.caio.id, p.bia.id, 'P'],
    ])
    const [parAna, parBia] = a.pares as [number, number]
    expect((await p.ana.c.post(`${PART}/${parAna}/questionario`, { parcial: true, respostas: [completas()[2]] })).body.situacao).toBe('P')
    expect((await p.ana.c.get(`${PART}/${parAna}/questionario`)).body.respostas.find((x: { perguntaId: number }) => x.perguntaId === perguntas[2]!.id).comentario).toBe(SEGREDO)
    const envio = await p.ana.c.post(`${PART}/${parAna}/questionario`, { respostas: completas(), competencias: niveisCompletos() })
    expect(envio.status, JSON.stringify(envio.body)).toBe(200)
    // On the pair only who and the day; the answers in the anonymous store, with the evaluated and the role.
    const linha = await amb.knex('participantes_avaliacao_desempenho').where({ id: parAna }).first()
    expect(linha).toMatchObject({ situacao: 'R', dataResposta: hoje })
    expect(Boolean(linha.anonima)).toBe(true)
    expect(JSON.stringify(linha)).not.toContain(SEGREDO)
    const anonimas = await amb.knex('avaliacoes_desempenho_respostas_anonimas').where({ avaliacaoDesempenhoId: a.id })
    expect(anonimas).toHaveLength(1)
    expect(anonimas[0]).toMatchObject({ avaliadoId: p.caio.id, papel: 'P' })
    expect(anonimas[0].respostas).toContain(SEGREDO)
    expect(Object.keys(anonimas[0]).sort()).toEqual(['avaliacaoDesempenhoId', 'avaliadoId', 'chaveCompetencias', 'competencias', 'empresaId', 'id', 'papel', 'percentualCompetencias', 'percentualQuestionario', 'respostas'].sort())
    // The % goes with the answers to the anonymous store, never on the pair.
    expect(anonimas[0].percentualQuestionario).not.toBeNull()
    expect(linha.percentualQuestionario).toBeNull()
    // The evaluator reads nothing back either.
    expect((await p.ana.c.get(`${PART}/${parAna}/questionario`)).body).toMatchObject({ situacao: 'R', respostas: [], niveisInformados: [] })
    expect((await rh.get(`${HR}/${parAna}`)).body).toMatchObject({ situacao: 'R', respostas: [], competencias: [] })
    const pdf = await rh.get(`${HR}/${parAna}/respondida/pdf`)
    expect(pdf.status).toBe(400)
    expect(pdf.body.message).toMatch(/^Avaliação anônima/)
    expect((await rh.get(`${HR}/${parAna}/respondida/xls`)).status).toBe(400)
    expect((await rh.delete(`${HR}/${parAna}/respostas`)).status).toBe(400)
    // A draft of an anonymous evaluation is the evaluator's: HR may clear it (back to 'N').
    expect((await p.bia.c.post(`${PART}/${parBia}/questionario`, { parcial: true, respostas: [completas()[1]] })).status).toBe(200)
    expect((await rh.delete(`${HR}/${parBia}/respostas`)).status).toBe(200)
    expect((await amb.knex('participantes_avaliacao_desempenho').where({ id: parBia }).first()).situacao).toBe('N')
  })

  it('dois envios ao mesmo tempo: um só é gravado', async () => {
    const a = await novaAvaliacao({ titulo: 'Concorrente', anonima: true }, [
      [p.caio.id, p.ana.id, 'P'],
      [p.caio.id, p.bia.id, 'P'],
    ])
    const corpo = { respostas: completas() }
    const rs = await Promise.all([p.ana.c.post(`${PART}/${a.pares[0]}/questionario`, corpo), p.ana.c.post(`${PART}/${a.pares[0]}/questionario`, corpo)])
    expect(rs.map((r) => r.status).sort()).toEqual([200, 400])
    expect(await amb.knex('avaliacoes_desempenho_respostas_anonimas').where({ avaliacaoDesempenhoId: a.id })).toHaveLength(1)
  })

  it('o % das competências é gravado no envio com a chave dos requisitos; os resultados o leem sem as respostas e pontuam de novo se a faixa mudar', async () => {
    // A range of its own (its requirements change below): Comunicação Avançado (weight 2), Proatividade Básico.
    const faixa = await inserirLinha(amb.knex, 'faixas_salariais', { empresaId: 1, cargoId: posicao['cargoId'], nome: 'Faixa da Chave' })
    const requer = async (data: string, comunicacao: string) =>
      criarNaApi(adm, 'cargo-salario/configuracoes-niveis-competencia-faixa-salarial', {
        faixaSalarialId: faixa,
        data,
        configsNiveisCompetencias: [
          { competenciaId: comp['Comunicação'], competenciaPeso: 2, nivelCompetenciaId: nivel[comunicacao] },
          { competenciaId: comp['Proatividade'], competenciaPeso: 1, nivelCompetenciaId: nivel['Básico'] },
        ],
      })
    await requer(adicionarDias(hoje, -100), 'Avançado')
    const dora = await admitir(4, 'Dora Avaliada', faixa)
    const ordem = Object.fromEntries((await amb.knex('niveis_competencia').where('empresaId', 1)).map((n: { descricao: string; ordem: number }) => [n.descricao, Number(n.ordem)]))
    // Given: Comunicação Intermediário, Proatividade Avançado (niveisCompletos).
    const aderencia = (exigidoComunicacao: string) =>
      arredondar(
        ((2 * Math.min(ordem['Intermediário']!, ordem[exigidoComunicacao]!) + Math.min(ordem['Avançado']!, ordem['Básico']!)) / (2 * ordem[exigidoComunicacao]! + ordem['Básico']!)) * 100,
        2,
      )
    const identificada = await novaAvaliacao({ titulo: 'Com chave', avaliarCompetenciasCargo: true }, [[dora.id, p.ana.id, 'R']])
    const anonima = await novaAvaliacao({ titulo: 'Com chave, anônima', anonima: true, avaliarCompetenciasCargo: true }, [
      [dora.id, p.ana.id, 'P'],
      [dora.id, p.bia.id, 'P'],
    ])
    for (const [quem, par] of [
      [p.ana, identificada.pares[0]!],
      [p.ana, anonima.pares[0]!],
      [p.bia, anonima.pares[1]!],
    ] as const)
      expect((await quem.c.post(`${PART}/${par}/questionario`, { respostas: completas(), competencias: niveisCompletos() })).status).toBe(200)
    const PARES = 'participantes_avaliacao_desempenho'
    const ANONIMAS = 'avaliacoes_desempenho_respostas_anonimas'
    const gravados = [
      ...(await amb.knex(PARES).where({ id: identificada.pares[0] }).select('percentualCompetencias', 'chaveCompetencias')),
      ...(await amb.knex(ANONIMAS).where({ avaliacaoDesempenhoId: anonima.id }).select('percentualCompetencias', 'chaveCompetencias')),
    ]
    expect(gravados).toHaveLength(3)
    for (const g of gravados) {
      expect(Number(g.percentualCompetencias)).toBe(aderencia('Avançado'))
      expect(g.chaveCompetencias).toMatch(/^[0-9a-f]{16}$/)
    }
    expect(new Set(gravados.map((g) => g.chaveCompetencias)).size).toBe(1)
    // The whole evaluation's results read the stored %s, never the answers' text or the levels given.
    const lidas: string[] = []
    const ouvir = (q: { sql: string }) => lidas.push(q.sql)
    const resultados = async (id: number) => {
      amb.knex.on('query', ouvir)
      try {
        return (await rh.get(`/api/avaliacao/avaliacoes-desempenho/${id}/resultados`)).body.avaliados[0]
      } finally {
        amb.knex.off('query', ouvir)
      }
    }
    for (const a of [identificada, anonima]) {
      lidas.length = 0
      expect(await resultados(a.id)).toMatchObject({ exibir: true, competencias: aderencia('Avançado') })
      const dasRespostas = lidas.filter((q) => q.includes(PARES) || q.includes(ANONIMAS))
      expect(dasRespostas.length).toBeGreaterThan(0)
      for (const q of dasRespostas) expect(q).not.toMatch(/["`]competencias["`]/)
    }
    // Levels given erased behind the results' back: the stored % still stands for them.
    await amb.knex(PARES).where({ id: identificada.pares[0] }).update({ competencias: '[]' })
    await amb.knex(ANONIMAS).where({ avaliacaoDesempenhoId: anonima.id }).update({ competencias: '[]' })
    for (const a of [identificada, anonima]) expect((await resultados(a.id)).competencias).toBe(aderencia('Avançado'))
    await amb.knex(PARES).where({ id: identificada.pares[0] }).update({ competencias: JSON.stringify(niveisCompletos()) })
    await amb.knex(ANONIMAS).where({ avaliacaoDesempenhoId: anonima.id }).update({ competencias: JSON.stringify(niveisCompletos()) })
    // The range now requires Comunicação Intermediário (on a date before the final date): the levels are scored again.
    await requer(adicionarDias(hoje, -1), 'Intermediário')
    expect(aderencia('Intermediário')).not.toBe(aderencia('Avançado'))
    for (const a of [identificada, anonima]) {
      expect((await resultados(a.id)).competencias).toBe(aderencia('Intermediário'))
      expect((await rh.get(`/api/avaliacao/avaliacoes-desempenho/${a.id}/resultados/${dora.id}`)).body.avaliado.competencias).toBe(aderencia('Intermediário'))
    }
    // Answers recorded without stored %s (before they existed) are scored from their content too.
    await amb.knex(PARES).where({ id: identificada.pares[0] }).update({ percentualCompetencias: null, chaveCompetencias: null, percentualQuestionario: null })
    expect((await resultados(identificada.id)).competencias).toBe(aderencia('Intermediário'))
  })
})
