import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BAIXO_DESEMPENHO_MAIOR_OU_IGUAL, BOXES_PADRAO, mensagemCamposObrigatorios, mensagemTituloBoxMaximo, NINE_BOX_CNCC_SEM_QUESTIONARIO, NINE_BOX_SEM_DADOS } from '../../../core/avaliacao/nineBox.ts'
import { JA_EXISTE_NINE_BOX } from '../../../core/avaliacao/nineBoxRecurso.ts'
import { AVALIACAO_OBRIGATORIA, BOX_INVALIDO } from '../../../core/avaliacao/nineBoxCasos.ts'
import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { bancosHttp } from '../../support/banco.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { sessoesDeTeste } from '../../support/atores.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'
import { prepararCenario, type Cenario } from './resultadosCenario.ts'

const API = '/api/avaliacao/ninebox'
const cpf = (n: number) => {
  const corpo = String(650_000_000 + n * 7919).slice(0, 9)
  return corpo + calcularDvCpf(corpo)
}
const erros = (body: { errors?: Array<{ field: string; message: string }> }) => Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]))

/**
 * Nine box (issue 15; spec 002 /avaliacao/ninebox, §5, §7): CRUD with the §5 messages and the default boxes, the chart
 * placing each evaluated (questionnaire % = desempenho, competency % = potencial), exists, who has not answered, the
 * message for an evaluation with only competencies, NineBox.pdf; 401/403/404 and another company. Both databases.
 */
describe.each(bancosHttp())('avaliação: nine box ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  let so2: ReturnType<typeof cliente>
  let semPermissao: ReturnType<typeof cliente>
  let anonimo: ReturnType<typeof cliente>
  let c: Cenario
  let id: number
  let corpoNovo: (avaliacaoDesempenhoId: number) => Record<string, unknown>

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `aval_nb_${process.pid}` } : {})
    anonimo = cliente(amb.app)
    ;({ adm, outraEmpresa: so2, semPermissao } = await sessoesDeTeste(amb, { nome: 'Nine box', autoridades: ['ROLE_AVALIACAO'], cpf }))
    c = await prepararCenario(amb, adm)
  }, 240_000)
  afterAll(() => amb?.fechar())

  it('creates with the defaults (33/66, the nine default boxes); one per evaluation; §5 messages', async () => {
    const padrao = await adm.get(`${API}/padrao`)
    expect(padrao.body).toMatchObject({ invertido: false, mensagem: null, percentualBaixoPotencial: 33, percentualAltoDesempenho: 66 })
    expect(padrao.body.boxes).toEqual(BOXES_PADRAO)
    const novo = (avaliacaoDesempenhoId: number) => ({
      avaliacaoDesempenhoId,
      data: '2099-12-31',
      ...Object.fromEntries(['percentualBaixoPotencial', 'percentualAltoPotencial', 'percentualBaixoDesempenho', 'percentualAltoDesempenho'].map((k) => [k, padrao.body[k]])),
      ...Object.fromEntries(padrao.body.boxes.map((b: unknown, i: number) => [`box${i + 1}`, b])),
    })
    const vazio = await adm.post(API, { avaliacaoDesempenhoId: c.identificada, data: '2099-12-31' })
    expect(vazio.status).toBe(400)
    expect(erros(vazio.body)).toMatchObject({
      percentualBaixoPotencial: 'Os campos de baixo potencial, alto potencial, baixo desempenho e alto desempenho são obrigatórios.',
      'box1.nomeclatura': 'O título para o box 1 é obrigatório.',
      'box9.descricao': 'A descrição do box 9 é obrigatória.',
    })
    id = await criarNaApi(adm, 'avaliacao/ninebox', novo(c.identificada))
    corpoNovo = novo
    const lido = (await adm.get(`${API}/${id}`)).body
    expect(lido).toMatchObject({ percentualBaixoPotencial: 33, percentualAltoPotencial: 66, percentualBaixoDesempenho: 33, percentualAltoDesempenho: 66, box9: BOXES_PADRAO[8] })
    const dup = await adm.post(API, novo(c.identificada))
    expect(dup.status).toBe(400)
    expect(erros(dup.body)).toMatchObject({ avaliacaoDesempenhoId: JA_EXISTE_NINE_BOX })
    const ruim = await adm.put(`${API}/${id}`, {
      ...lido,
      percentualBaixoPotencial: null,
      percentualAltoPotencial: null,
      percentualBaixoDesempenho: 70,
      percentualAltoDesempenho: 70,
      box3: { nomeclatura: 'x'.repeat(25), descricao: 'd' },
    })
    expect(ruim.status).toBe(400)
    expect(erros(ruim.body)).toEqual({
      percentualBaixoPotencial: mensagemCamposObrigatorios(['baixo potencial', 'alto potencial']),
      percentualBaixoDesempenho: BAIXO_DESEMPENHO_MAIOR_OU_IGUAL,
      'box3.nomeclatura': mensagemTituloBoxMaximo(3),
    })
    expect(mensagemCamposObrigatorios(['baixo potencial', 'alto potencial'])).toBe('Os campos de baixo potencial e alto potencial são obrigatórios.')
  })

  it('chart: evaluated A (questionnaire 50 % = médio desempenho, competencies 100 % = alto potencial) in box 8; thresholds move it', async () => {
    const g = await adm.get(`${API}/chart/${id}`)
    expect(g.status, JSON.stringify(g.body)).toBe(200)
    expect(g.body).toMatchObject({ id, avaliacaoDesempenhoId: c.identificada, invertido: false, mensagem: null, naoClassificados: 1 })
    expect(g.body.boxes).toHaveLength(9)
    const b8 = g.body.boxes[7]
    expect(b8).toMatchObject({ box: 8, nomeclatura: BOXES_PADRAO[7]!.nomeclatura, quantidade: 1, colaboradorIds: [c.avaliadoA] })
    expect(b8.talentos[0]).toMatchObject({ colaboradorId: c.avaliadoA, percentualPotencial: 100, percentualDesempenho: 50, fotoUrl: null })
    expect(g.body.boxes.reduce((s: number, b: { quantidade: number }) => s + b.quantidade, 0)).toBe(1)
    const longa = 'Descrição longa. '.repeat(20)
    const lido = (await adm.get(`${API}/${id}`)).body
    expect((await adm.put(`${API}/${id}`, { ...lido, percentualBaixoDesempenho: 10, percentualAltoDesempenho: 50, box9: { nomeclatura: 'Estrela', descricao: longa } })).status).toBe(200)
    const g2 = (await adm.get(`${API}/chart/${id}`)).body
    expect(g2.boxes[8]).toMatchObject({ nomeclatura: 'Estrela', quantidade: 1, descricao: longa, descricaoResumida: `${longa.slice(0, 200)}...` })
  })

  it('exists, who has not answered, and the message for an evaluation with only competencies', async () => {
    expect((await adm.get(`${API}/exists?avaliacaoDesempenhoId=${c.identificada}`)).body).toEqual({ existe: true, id })
    expect((await adm.get(`${API}/exists?avaliacaoDesempenhoId=${c.anonima}`)).body).toEqual({ existe: false, id: null })
    const semParam = await adm.get(`${API}/exists`)
    expect(semParam.status).toBe(400)
    expect(erros(semParam.body)).toEqual({ avaliacaoDesempenhoId: AVALIACAO_OBRIGATORIA })
    expect((await adm.get(`${API}/avaliadores-nao-responderam?avaliacaoDesempenhoId=${c.identificada}`)).body).toEqual({
      avaliacaoDesempenhoId: c.identificada,
      avaliadoresIds: [c.avaliadorL],
      avaliadosIds: [c.avaliadoB],
    })
    expect((await adm.get(`${API}/padrao?avaliacaoDesempenhoId=${c.somenteCompetencias}`)).body.mensagem).toBe(NINE_BOX_SEM_DADOS)
    const so = await criarNaApi(adm, 'avaliacao/ninebox', corpoNovo(c.somenteCompetencias))
    const g = (await adm.get(`${API}/chart/${so}`)).body
    expect(g.mensagem).toBe(NINE_BOX_SEM_DADOS)
    expect(g.boxes.every((b: { quantidade: number }) => b.quantidade === 0)).toBe(true)
    // Its CNCC chart needs a questionnaire too (the performance).
    const gc = (await adm.get(`${API}/chart/cncc/${so}`)).body
    expect(gc.mensagem).toBe(NINE_BOX_CNCC_SEM_QUESTIONARIO)
    expect(gc.boxes.every((b: { quantidade: number }) => b.quantidade === 0)).toBe(true)
  })

  it('NineBox.pdf', async () => {
    const r = await adm.pedir('POST', `${API}/relatorio`, { id })
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toContain('application/pdf')
    expect(r.headers.get('content-disposition')).toContain('NineBox.pdf')
    expect(String(r.body).startsWith('%PDF')).toBe(true)
    const sem = await adm.post(`${API}/relatorio`, {})
    expect(sem.status).toBe(400)
  })

  it('chart/cncc: the potential from the talents\' recorded competency levels in force on the final date', async () => {
    const cfg = (await amb.knex('config_niveis_competencia_faixas').where({ empresaId: 1, faixaSalarialId: 4 }).orderBy('data', 'desc').first('configsNiveisCompetencias')) as { configsNiveisCompetencias: string }
    const basicos = (JSON.parse(cfg.configsNiveisCompetencias) as Array<{ competenciaId: number }>).map((x) => ({ competenciaId: x.competenciaId, nivelCompetenciaId: 1 }))
    const registro = await adm.post('/api/gestao-talentos/configuracoes-niveis-competencia-colaborador', { colaboradorId: c.avaliadoA, data: '2099-06-01', configsNiveisCompetencias: basicos })
    expect(registro.status, JSON.stringify(registro.body)).toBe(201)
    // A's self-evaluation gave the same basic levels: its competency % is what the record must give.
    const detalhe = (await adm.get(`/api/avaliacao/avaliacoes-desempenho/${c.identificada}/resultados/${c.avaliadoA}`)).body
    const doRegistro = detalhe.avaliado.papeis.find((p: { papel: string }) => p.papel === 'U').competencias as number
    expect(doRegistro).toBeLessThan(100)
    const g = await adm.get(`${API}/chart/cncc/${id}`)
    expect(g.status, JSON.stringify(g.body)).toBe(200)
    expect(g.body).toMatchObject({ id, mensagem: null })
    const a = g.body.boxes.flatMap((b: { talentos: Array<{ colaboradorId: number }> }) => b.talentos).find((t: { colaboradorId: number }) => t.colaboradorId === c.avaliadoA)
    expect(a).toMatchObject({ percentualPotencial: doRegistro, percentualDesempenho: 50 })
    // The evaluation's own chart still reads the levels given in it.
    const doGrafico = (await adm.get(`${API}/chart/${id}`)).body.boxes.flatMap((b: { talentos: Array<{ colaboradorId: number; percentualPotencial: number }> }) => b.talentos)
    expect(doGrafico.find((t: { colaboradorId: number }) => t.colaboradorId === c.avaliadoA).percentualPotencial).toBe(100)
    expect((await so2.get(`${API}/chart/cncc/${id}`)).status).toBe(404)
    expect((await semPermissao.get(`${API}/chart/cncc/${id}`)).status).toBe(403)
  })

  it('chart/pdi: the talents of a box with the competencies below what their range requires, largest gap first', async () => {
    const par = () => amb.knex('participantes_avaliacao_desempenho').where({ avaliacaoDesempenhoId: c.identificada, avaliadoId: c.avaliadoA, papel: 'L' })
    const antes = ((await par().first('competencias')) as { competencias: string }).competencias
    const basicos = (JSON.parse(antes) as Array<{ competenciaId: number }>).map((x) => ({ competenciaId: x.competenciaId, nivelCompetenciaId: 1 }))
    await par().update({ competencias: JSON.stringify(basicos) })
    try {
      const g = (await adm.get(`${API}/chart/${id}`)).body
      const box = g.boxes.find((b: { colaboradorIds: number[] }) => b.colaboradorIds.includes(c.avaliadoA)).box as number
      const r = await adm.get(`${API}/chart/pdi/${box}/${id}`)
      expect(r.status, JSON.stringify(r.body)).toBe(200)
      expect(r.body).toMatchObject({ id, box, avaliacaoDesempenhoId: c.identificada })
      const t = r.body.talentos.find((x: { colaboradorId: number }) => x.colaboradorId === c.avaliadoA)
      const detalhe = (await adm.get(`/api/avaliacao/avaliacoes-desempenho/${c.identificada}/resultados/${c.avaliadoA}`)).body
      const abaixo = detalhe.competencias.filter((x: { atende: boolean | null }) => x.atende === false).map((x: { competenciaId: number }) => x.competenciaId)
      expect(abaixo.length).toBeGreaterThan(0)
      expect(t.competencias.map((x: { competenciaId: number }) => x.competenciaId).sort()).toEqual([...abaixo].sort())
      const gaps = t.competencias.map((x: { ordemExigida: number; ordemMedia: number }) => x.ordemExigida - x.ordemMedia)
      expect(gaps.every((x: number) => x > 0)).toBe(true)
      expect([...gaps].sort((x: number, y: number) => y - x)).toEqual(gaps)
      // Another box lists its own talents (none here), and the box is 1 to 9.
      const outro = box === 1 ? 2 : 1
      expect((await adm.get(`${API}/chart/pdi/${outro}/${id}`)).body.talentos).toEqual([])
      const ruim = await adm.get(`${API}/chart/pdi/10/${id}`)
      expect(ruim.status).toBe(400)
      expect(ruim.body.errors).toEqual([{ field: 'box', message: BOX_INVALIDO }])
      expect((await so2.get(`${API}/chart/pdi/${box}/${id}`)).status).toBe(404)
      expect((await anonimo.get(`${API}/chart/pdi/${box}/${id}`)).status).toBe(401)
    } finally {
      await par().update({ competencias: antes })
    }
  })

  it('401 without session, 403 without the authority, 404 unknown and for another company', async () => {
    expect((await anonimo.get(`${API}/chart/${id}`)).status).toBe(401)
    expect((await semPermissao.get(`${API}/chart/${id}`)).status).toBe(403)
    expect((await semPermissao.get(`${API}/avaliadores-nao-responderam?avaliacaoDesempenhoId=${c.identificada}`)).status).toBe(403)
    expect((await adm.get(`${API}/chart/999999`)).status).toBe(404)
    expect((await so2.get(`${API}/chart/${id}`)).status).toBe(404)
    expect((await so2.get(`${API}/${id}`)).status).toBe(404)
    expect((await so2.get(`${API}/exists?avaliacaoDesempenhoId=${c.identificada}`)).status).toBe(404)
    expect((await so2.get(`${API}/avaliadores-nao-responderam?avaliacaoDesempenhoId=${c.identificada}`)).status).toBe(404)
    expect((await so2.pedir('POST', `${API}/relatorio`, { id })).status).toBe(404)
    const outra = await so2.post(API, corpoNovo(c.identificada))
    expect(outra.status).toBe(400)
  })
})
