import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../../core/shared/datas.ts'
import { TIPO_NOTA, TIPO_SUBJETIVA } from '../../../core/shared/questionario.ts'
import { bancosHttp, inserirLinha } from '../../support/banco.ts'
import { cliente, criarNaApi, type Resposta } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const PART = '/api/avaliacao/participante-avaliacao-desempenho'
const hoje = diaEmSaoPaulo(Date.now())
const cpf = (n: number) => {
  const corpo = String(640_000_000 + n * 7877).slice(0, 9)
  return corpo + calcularDvCpf(corpo)
}

/** Keys that name or point at a person who evaluates (or acts). */
const CHAVES_AVALIADOR = new Set(['avaliadorId', 'nomeAvaliador', 'avaliador', 'usuario', 'usuarioId', 'nomeUsuario', 'autor'])

/** Every object of a JSON value (depth first). */
const objetos = (v: unknown, out: Array<Record<string, unknown>> = []): Array<Record<string, unknown>> => {
  if (Array.isArray(v)) v.forEach((x) => objetos(x, out))
  else if (v && typeof v === 'object') {
    out.push(v as Record<string, unknown>)
    Object.values(v).forEach((x) => objetos(x, out))
  }
  return out
}

/**
 * 'No route leaks an anonymous evaluator' (issue 15: anonymity is a guarantee). An anonymous evaluation with two
 * evaluators of one evaluated, each sending answers with their own secret text (in a question's answer, in a
 * comment and in a competency comment). Then every GET route of the avaliacao module the OpenAPI document lists
 * (generic lists and records, every action, whichever helper wrote it), each path parameter tried with every id of
 * the scenario, plus the audit log, is called by the administrator (every authority) and by each evaluator; no JSON
 * answer may hold a secret in an object that names or points at an evaluator, nor a secret and its evaluator's name
 * or id anywhere in the same answer. The answered-questionnaire files refuse the anonymous pairs.
 */
describe.each(bancosHttp())('nenhuma rota revela o avaliador de uma avaliação anônima ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  const ids = {} as Record<string, number>
  const avaliadores = {} as Record<'ana' | 'bia', { id: number; nome: string; segredo: string; c: ReturnType<typeof cliente>; par: number }>

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `aval_anonimato_${process.pid}` } : {})
    adm = cliente(amb.app)
    await adm.entrar()
    const nivel = Object.fromEntries((await amb.knex('niveis_competencia').where('empresaId', 1)).map((n: { descricao: string; id: number }) => [n.descricao, Number(n.id)]))
    const comp = Object.fromEntries((await amb.knex('competencias').where('empresaId', 1)).map((c: { nome: string; id: number }) => [c.nome, Number(c.id)]))
    const h = await amb.knex('colaborador_historicos').where('empresaId', 1).first('estabelecimentoId', 'cargoId', 'areaOrganizacionalId')
    const posicao = { estabelecimentoId: Number(h.estabelecimentoId), cargoId: Number(h.cargoId), areaOrganizacionalId: Number(h.areaOrganizacionalId) }
    const faixa = await inserirLinha(amb.knex, 'faixas_salariais', { empresaId: 1, cargoId: posicao.cargoId, nome: 'Faixa do Anonimato' })
    await criarNaApi(adm, 'cargo-salario/configuracoes-niveis-competencia-faixa-salarial', {
      faixaSalarialId: faixa,
      data: adicionarDias(hoje, -100),
      configsNiveisCompetencias: [{ competenciaId: comp['Comunicação'], competenciaPeso: 1, nivelCompetenciaId: nivel['Avançado'] }],
    })
    const perfil = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Avaliador anônimo', autoridades: ['ROLE_MINHAS_AVALIACOES'] })
    const admitir = async (n: number, nome: string) => {
      const id = await criarNaApi(adm, 'cargo-salario/colaboradores', {
        nome,
        cpf: cpf(n),
        dataNascimento: '1988-02-10',
        sexo: 'F',
        dataAdmissao: '2020-03-01',
        historico: { ...posicao, faixaSalarialId: faixa, tipoSalario: 3, salario: 300_000 },
      })
      await criarNaApi(adm, 'utilitario/usuarios', { nome: `Usuário ${nome}`, cpf: cpf(n + 300), senha: 'segredo1', colaboradorId: id, acessos: [{ empresaId: 1, perfilId: perfil }] })
      const c = cliente(amb.app)
      await c.entrar(cpf(n + 300), 'segredo1', 1)
      return { id, c }
    }
    const avaliado = await admitir(1, 'Dora Avaliada')
    const ana = await admitir(2, 'Ana Secreta')
    const bia = await admitir(3, 'Bia Secreta')
    const modelo = await criarNaApi(adm, 'avaliacao/modelos-avaliacao', {
      titulo: 'Modelo anônimo',
      tipo: 'D',
      perguntas: [
        { texto: 'Nota', tipo: TIPO_NOTA, obrigatoria: true, notaMinima: 0, notaMaxima: 10, exigirComentario: true, comentario: 'Por quê?' },
        { texto: 'Comentários', tipo: TIPO_SUBJETIVA, obrigatoria: true },
      ],
    })
    const perguntas = (await adm.get(`/api/avaliacao/modelos-avaliacao/${modelo}`)).body.perguntas as Array<{ id: number }>
    const av = await criarNaApi(adm, 'avaliacao/avaliacoes-desempenho', {
      titulo: 'Avaliação anônima de 360',
      dataIni: adicionarDias(hoje, -5),
      dataFim: adicionarDias(hoje, 5),
      tipo: '1.0',
      permiteAutoAvaliacao: false,
      anonima: true,
      avaliarCompetenciasCargo: true,
      modeloAvaliacaoId: modelo,
    })
    await amb.knex('avaliacoes_desempenho').where({ id: av }).update({ liberada: true })
    Object.assign(ids, { avaliacao: av, avaliado: avaliado.id, modelo, faixa })
    for (const [chave, quem, nome] of [['ana', ana, 'Ana Secreta'], ['bia', bia, 'Bia Secreta']] as const) {
      const par = await criarNaApi(adm, 'avaliacao/participante-avaliacao-desempenho', { avaliacaoDesempenhoId: av, avaliadoId: avaliado.id, avaliadorId: quem.id, papel: 'P' })
      const segredo = `segredo-de-${chave}-${par}-7d2f`
      avaliadores[chave] = { id: quem.id, nome, segredo, c: quem.c, par }
      ids[`par_${chave}`] = par
      ids[`avaliador_${chave}`] = quem.id
      // A draft first (the log then has two changes of the pair), then the submission.
      expect((await quem.c.post(`${PART}/${par}/questionario`, { parcial: true, respostas: [{ perguntaId: perguntas[1]!.id, tipoId: TIPO_SUBJETIVA, comentario: `rascunho ${segredo}` }] })).status).toBe(200)
      const r = await quem.c.post(`${PART}/${par}/questionario`, {
        respostas: [
          { perguntaId: perguntas[0]!.id, tipoId: TIPO_NOTA, nota: chave === 'ana' ? 3 : 9, comentario: `nota ${segredo}` },
          { perguntaId: perguntas[1]!.id, tipoId: TIPO_SUBJETIVA, comentario: segredo },
        ],
        competencias: [{ competenciaId: comp['Comunicação'], nivelCompetenciaId: nivel['Básico'], comentario: `competência ${segredo}` }],
      })
      expect(r.status, JSON.stringify(r.body)).toBe(200)
    }
    // The answers are stored (in the anonymous store): the sweep below has something to find.
    const guardadas = JSON.stringify(await amb.knex('avaliacoes_desempenho_respostas_anonimas').where({ avaliacaoDesempenhoId: av }))
    expect(guardadas).toContain(avaliadores.ana.segredo)
    expect(guardadas).toContain(avaliadores.bia.segredo)
  }, 120_000)
  afterAll(() => amb?.fechar())

  /** The GET paths of the avaliacao module in the OpenAPI document, each parameter filled with every id of the scenario. */
  const rotas = async () => {
    const doc = (await adm.get('/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> }
    const caminhos = Object.entries(doc.paths)
      .filter(([c, ops]) => c.startsWith('/api/avaliacao/') && 'get' in ops)
      .map(([c]) => c)
    expect(caminhos).toEqual(expect.arrayContaining([PART, `${PART}/{id}`, `${PART}/minhas-avaliacoes`, `${PART}/{id}/questionario`, '/api/avaliacao/avaliacoes-desempenhos-questionarios/{id}']))
    const valores = [...new Set(Object.values(ids))]
    const query = `avaliacaoDesempenhoId=${ids['avaliacao']}&avaliadoId=${ids['avaliado']}&unpaged=true&filter=${encodeURIComponent(JSON.stringify({ avaliacaoDesempenhoId: ids['avaliacao'] }))}`
    const urls: string[] = []
    for (const c of caminhos) {
      const params = c.match(/\{[^}]+\}/g) ?? []
      let atuais = [c]
      for (const p of params) atuais = atuais.flatMap((u) => valores.map((v) => u.replace(p, String(v))))
      urls.push(...atuais.map((u) => `${u}?${query}`))
    }
    return urls
  }

  const conferir = (url: string, r: Resposta) => {
    if (typeof r.body !== 'object' || r.body === null) return
    const texto = JSON.stringify(r.body)
    for (const a of Object.values(avaliadores)) {
      if (!texto.includes(a.segredo)) continue
      // The answer holds a secret: then nothing in it may name or point at that evaluator…
      expect(texto.includes(a.nome), `${url} liga ${a.nome} ao que respondeu`).toBe(false)
      // …and no object carrying an evaluator's key may hold a secret.
      for (const o of objetos(r.body)) {
        const comAvaliador = Object.keys(o).some((k) => CHAVES_AVALIADOR.has(k))
        if (comAvaliador) expect(JSON.stringify(o).includes(a.segredo), `${url}: ${JSON.stringify(o).slice(0, 300)}`).toBe(false)
      }
      for (const o of objetos(r.body)) if (o['avaliadorId'] === a.id || o['id'] === a.par) expect(JSON.stringify(o)).not.toContain(a.segredo)
    }
  }

  it('todas as rotas GET do módulo, pelo administrador e por cada avaliador', async () => {
    const urls = await rotas()
    let respondidas = 0
    for (const c of [adm, avaliadores.ana.c, avaliadores.bia.c]) {
      for (const url of urls) {
        const r = await c.get(url)
        expect(r.status, url).toBeLessThan(500)
        if (r.status === 200) respondidas++
        conferir(url, r)
      }
    }
    // The sweep read the pairs (it is not vacuous): both lists and both records answered.
    expect(respondidas).toBeGreaterThan(6)
    const lista = await adm.get(`${PART}?unpaged=true&filter=${encodeURIComponent(JSON.stringify({ avaliacaoDesempenhoId: ids['avaliacao'] }))}`)
    expect(lista.body.map((x: Record<string, unknown>) => [x['nomeAvaliador'], x['situacao']]).sort()).toEqual([
      ['Ana Secreta', 'R'],
      ['Bia Secreta', 'R'],
    ])
  })

  it('o log de auditoria não guarda as respostas', async () => {
    const r = await adm.get('/api/utilitario/log?unpaged=true')
    expect(r.status).toBe(200)
    const texto = JSON.stringify(r.body)
    expect(texto).toContain('participante-avaliacao-desempenho')
    for (const a of Object.values(avaliadores)) expect(texto).not.toContain(a.segredo)
  })

  it('os arquivos do questionário respondido recusam os pares anônimos', async () => {
    for (const a of Object.values(avaliadores)) {
      for (const f of ['pdf', 'xls']) {
        const r = await adm.get(`/api/avaliacao/avaliacoes-desempenhos-questionarios/${a.par}/respondida/${f}`)
        expect(r.status).toBe(400)
        expect(r.body.message).toMatch(/^Avaliação anônima/)
      }
    }
  })
})
