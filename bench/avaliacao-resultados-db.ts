/**
 * Performance-evaluation results at scale through the HTTP app in process (issue 15 goal): an evaluation of 5,000
 * evaluated × 6 evaluators (self, manager, 2 peers, 2 subordinates) × 30 questions, every evaluated's salary range
 * requiring 6 competencies. Goals at the server: the results of all evaluated < 2 s, one evaluated's page < 50 ms,
 * the nine box chart < 500 ms; on SQLite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL, for an
 * identified and an anonymous variant. Models, evaluations and nine boxes are created through the API; the 30,000
 * pairs (and the anonymous answers) are inserted straight into the tables, with the %s the answering use case stores
 * when an answer is sent (figurasDoEnvio, on what it evaluates: oQueAvaliar).
 * Results and nine box are timed after a write (what was remembered is forgotten: the worst case) and remembered;
 * also the process's CPU, the SQL statements per request and the peak RSS. `BENCH_AVALIACAO=n` changes the number
 * of evaluated.
 */
import { randomInt } from 'node:crypto'
import type { Effect } from 'effect'
import type { Knex } from 'knex'
import { reencadear } from '../adapters/db/vigencia.ts'
import { atorDemo } from '../adapters/gestao-talentos/demo.ts'
import { avaliacoesDesempenho } from '../core/avaliacao/avaliacoes-desempenho.ts'
import { figurasDoEnvio, oQueAvaliar } from '../core/avaliacao/responder.ts'
import { obter } from '../core/shared/crud.ts'
import { TIPO_NOTA, TIPO_OBJETIVA, type PerguntaQuestionario, type RespostaQuestionario } from '../core/shared/questionario.ts'
import { gerador } from './candidatos.ts'
import { bancos, comAppPovoada, estatisticas, type Povoado } from './povoar-colaboradores.ts'

const TOTAL = Number(process.env['BENCH_AVALIACAO'] ?? 5000)
const PAPEIS = ['U', 'L', 'P', 'P', 'A', 'A'] as const
/** One pair in twenty not sent yet (pending pairs are read too). */
const PENDENTE_A_CADA = 20
const METAS = { todos: 2000, um: 50, nineBox: 500 }
const ASPECTOS = ['Entrega', 'Qualidade', 'Colaboração', 'Comunicação', 'Iniciativa']

const PERGUNTAS = Array.from({ length: 30 }, (_, i) => ({
  texto: `Pergunta ${i + 1} da avaliação`,
  aspecto: ASPECTOS[i % ASPECTOS.length],
  peso: 1 + (i % 2),
  obrigatoria: true,
  ...(i % 3 ? { tipo: TIPO_NOTA, notaMinima: 0, notaMaxima: 10 } : { tipo: TIPO_OBJETIVA, respostas: [0, 1, 2, 3].map((p) => ({ texto: `Opção ${p}`, peso: p })) }),
}))

type Rodar = Parameters<Parameters<typeof comAppPovoada>[3]>[0]['rodar']

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`

const json = async (r: Promise<Response>, esperado = 200) => {
  const x = await r
  if (x.status !== esperado) throw new Error(`HTTP ${x.status}: ${(await x.text()).slice(0, 500)}`)
  return (await x.json()) as Record<string, unknown>
}

/** Seeds the identified and the anonymous evaluation (with their nine boxes) over `povoado`'s employees. */
export const povoarAvaliacoes = async (
  knex: Knex,
  povoado: Povoado,
  enviar: (metodo: string, caminho: string, corpo?: unknown) => Promise<Response>,
  rodar: Rodar,
  total = TOTAL,
) => {
  const empresaId = povoado.empresaId
  const ator = (await atorDemo(knex))!
  // Every bench history row gets a salary range of its cargo; each range requires 6 of the company's competencies.
  await knex('colaborador_historicos')
    .whereNull('faixaSalarialId')
    .whereIn('areaOrganizacionalId', [...povoado.areas])
    .update({ faixaSalarialId: knex.raw('(select min(f.id) from faixas_salariais f where f.cargo_id = colaborador_historicos.cargo_id)') })
  const cargosBench = knex('cargos').where('empresaId', empresaId).where('nome', 'like', 'Cargo %').select('id')
  const faixas = ((await knex('faixas_salariais').whereIn('cargoId', cargosBench).select('id')) as Array<{ id: number }>).map((f) => Number(f.id))
  const competencias = ((await knex('competencias').where('empresaId', empresaId).orderBy('id').limit(6).select('id')) as Array<{ id: number }>).map((c) => Number(c.id))
  const niveis = ((await knex('niveis_competencia').where('empresaId', empresaId).orderBy('id').select('id')) as Array<{ id: number }>).map((n) => Number(n.id))
  if (competencias.length < 6 || niveis.length < 4) throw new Error('a empresa de demonstração não tem competências e níveis')
  await knex('config_niveis_competencia_faixas').insert(
    faixas.map((faixaSalarialId, i) => ({
      empresaId,
      faixaSalarialId,
      data: '2015-01-01',
      configsNiveisCompetencias: JSON.stringify(competencias.map((competenciaId, j) => ({ competenciaId, competenciaPeso: 1 + (j % 3), nivelCompetenciaId: niveis[(i + j) % niveis.length] }))),
    })),
  )
  const modelo = await json(
    enviar('POST', '/api/avaliacao/modelos-avaliacao', { titulo: 'Desempenho (bench)', tipo: 'D', aspectos: ASPECTOS.map((nome) => ({ nome })), perguntas: PERGUNTAS }),
    201,
  )
  const perguntas = modelo['perguntas'] as ReadonlyArray<PerguntaQuestionario>
  // The evaluated: active bench employees; the evaluators: others taken in turn (never the evaluated, except self).
  const talentos = (
    (await knex('colaboradores')
      .where('empresaId', empresaId)
      .whereNull('dataDesligamento')
      .whereIn('id', knex('colaborador_historicos').select('colaboradorId').whereIn('areaOrganizacionalId', [...povoado.areas]))
      .orderBy('id')
      .select('id')) as Array<{ id: number }>
  ).map((c) => Number(c.id))
  if (talentos.length < total + 6) throw new Error(`talentos insuficientes: ${talentos.length}`)
  const avaliados = talentos.slice(0, total)
  const aleatorio = gerador(15)
  const n = (k: number) => Math.floor(aleatorio() * k)
  const respostasDe = (): ReadonlyArray<RespostaQuestionario> =>
    perguntas.map((p) => (p.tipo === TIPO_NOTA ? { perguntaId: p.id, tipoId: TIPO_NOTA, nota: n(11) } : { perguntaId: p.id, tipoId: TIPO_OBJETIVA, respostaId: p.respostas[n(p.respostas.length)]!.id }))
  const niveisDe = () => competencias.map((competenciaId) => ({ competenciaId, nivelCompetenciaId: niveis[n(niveis.length)]! }))
  const usados = new Set<number>()
  const idSorteado = () => {
    let id = randomInt(1, 2 ** 31 - 1)
    while (usados.has(id)) id = randomInt(1, 2 ** 31 - 1)
    usados.add(id)
    return id
  }
  const avaliacoes: Array<{ nome: string; id: number; nineBox: number }> = []
  for (const anonima of [false, true]) {
    const avaliacao = await json(
      enviar('POST', '/api/avaliacao/avaliacoes-desempenho', {
        titulo: `Avaliação ${anonima ? 'anônima' : 'identificada'} (bench)`,
        dataIni: '2026-01-01',
        dataFim: '2026-10-31',
        tipo: '1.0',
        modeloAvaliacaoId: modelo['id'],
        permiteAutoAvaliacao: true,
        anonima,
        avaliarCompetenciasCargo: true,
        pesosPapeis: [
          { papel: 'U', peso: 10 },
          { papel: 'L', peso: 50 },
          { papel: 'P', peso: 20 },
          { papel: 'A', peso: 20 },
        ],
      }),
      201,
    )
    const avaliacaoDesempenhoId = Number(avaliacao['id'])
    // What each evaluated is evaluated on, once per salary range (their range on the final date: the last history row).
    const registro = await rodar(obter(avaliacoesDesempenho, ator, avaliacaoDesempenhoId))
    const faixaDe = new Map<number, number | null>()
    for (const h of (await knex('colaborador_historicos')
      .whereIn('colaboradorId', avaliados)
      .where('data', '<=', String(registro.dataFim))
      .orderBy([{ column: 'colaboradorId' }, { column: 'data' }, { column: 'id' }])
      .select('colaboradorId', 'faixaSalarialId')) as Array<{ colaboradorId: number; faixaSalarialId: number | null }>)
      faixaDe.set(Number(h.colaboradorId), h.faixaSalarialId == null ? null : Number(h.faixaSalarialId))
    const porFaixa = new Map<number | null, Promise<Effect.Effect.Success<ReturnType<typeof oQueAvaliar>>>>()
    const avaliarDe = (avaliadoId: number) => {
      const f = faixaDe.get(avaliadoId) ?? null
      let o = porFaixa.get(f)
      if (!o) porFaixa.set(f, (o = rodar(oQueAvaliar(ator.escopo, registro, avaliadoId))))
      return o
    }
    let par = 0
    for (let i = 0; i < avaliados.length; i += 500) {
      const pares: Record<string, unknown>[] = []
      const anonimas: Record<string, unknown>[] = []
      for (const [j, avaliadoId] of avaliados.slice(i, i + 500).entries()) {
        for (const [k, papel] of PAPEIS.entries()) {
          const avaliadorId = papel === 'U' ? avaliadoId : talentos[(total + (i + j) * 5 + k) % talentos.length]!
          const enviado = ++par % PENDENTE_A_CADA !== 0
          const respostas = enviado ? respostasDe() : []
          const niveisDados = enviado ? niveisDe() : []
          // Scored when sent, as the answering use case does (core/avaliacao/responder.ts).
          const figuras = enviado
            ? await rodar(figurasDoEnvio(await avaliarDe(avaliadoId), { respostas, competencias: niveisDados }))
            : { percentualQuestionario: null, percentualCompetencias: null, chaveCompetencias: null }
          pares.push({
            empresaId,
            avaliacaoDesempenhoId,
            avaliadoId,
            avaliadorId: avaliadorId === avaliadoId && papel !== 'U' ? talentos[talentos.length - 1 - k] : avaliadorId,
            papel,
            situacao: enviado ? 'R' : 'N',
            anonima,
            dataResposta: enviado ? '2026-10-15' : null,
            respostas: JSON.stringify(anonima ? [] : respostas),
            competencias: JSON.stringify(anonima ? [] : niveisDados),
            ...(anonima ? { percentualQuestionario: null } : figuras),
          })
          if (anonima && enviado)
            anonimas.push({ id: idSorteado(), empresaId, avaliacaoDesempenhoId, avaliadoId, papel, respostas: JSON.stringify(respostas), competencias: JSON.stringify(niveisDados), ...figuras })
        }
      }
      await knex.transaction(async (t) => {
        for (let x = 0; x < pares.length; x += 250) await t('participantes_avaliacao_desempenho').insert(pares.slice(x, x + 250))
        for (let x = 0; x < anonimas.length; x += 250) await t('avaliacoes_desempenho_respostas_anonimas').insert(anonimas.slice(x, x + 250))
      })
    }
    const padrao = await json(enviar('GET', `/api/avaliacao/ninebox/padrao?avaliacaoDesempenhoId=${avaliacaoDesempenhoId}`))
    const nb = await json(
      enviar('POST', '/api/avaliacao/ninebox', {
        avaliacaoDesempenhoId,
        data: '2026-11-01',
        ...Object.fromEntries(['percentualBaixoPotencial', 'percentualAltoPotencial', 'percentualBaixoDesempenho', 'percentualAltoDesempenho'].map((c) => [c, padrao[c]])),
        ...Object.fromEntries((padrao['boxes'] as ReadonlyArray<unknown>).map((b, i) => [`box${i + 1}`, b])),
      }),
      201,
    )
    avaliacoes.push({ nome: anonima ? 'anônima' : 'identificada', id: avaliacaoDesempenhoId, nineBox: Number(nb['id']) })
  }
  await knex.raw(knex.client.config.client === 'pg' ? 'vacuum analyze' : 'pragma optimize = 0x10002')
  return { avaliacoes, avaliados, perguntas: perguntas.length }
}

export const benchResultadosAvaliacaoBanco = async () => {
  for (const [rotulo, url] of bancos()) {
    await comAppPovoada(rotulo, url, { total: Math.ceil((TOTAL + 50) / 0.9), linhas: 2, areas: 50 }, async ({ requisitar, enviar, povoado, knex, rodar }) => {
      const t0 = performance.now()
      const { avaliacoes, avaliados, perguntas } = await povoarAvaliacoes(knex, povoado, enviar, rodar)
      const aleatorio = gerador(16)
      const n = (k: number) => Math.floor(aleatorio() * k)
      console.log(`${rotulo}: 2 avaliações de ${TOTAL.toLocaleString('pt-BR')} avaliados × ${PAPEIS.length} avaliadores × ${perguntas} perguntas gravadas em ${((performance.now() - t0) / 1000).toFixed(1)} s`)

      let consultas = 0
      knex.on('query', () => consultas++)
      /** Any write forgets the remembered results (core/shared/ports.ts Lembrancas): the next request reads and scores again. */
      const escrever = () => knex('avaliacoes_desempenho').where('id', avaliacoes[0]!.id).update({ observacao: null })
      /** `vezes` requests (after 2 warm-ups), each after a write when `aposEscrita`; the process's CPU and RSS sampled meanwhile. */
      const medir = async (caminho: () => string, vezes: number, aposEscrita: boolean) => {
        const tempos: number[] = []
        let sqls = 0
        let cpu = 0
        let rss = process.memoryUsage().rss
        const amostra = setInterval(() => (rss = Math.max(rss, process.memoryUsage().rss)), 5)
        try {
          for (let i = 0; i < vezes + 2; i++) {
            if (aposEscrita) await escrever()
            const c = caminho()
            const q0 = consultas
            const c0 = process.cpuUsage()
            const t = performance.now()
            const r = await requisitar(c)
            await r.arrayBuffer()
            const ms = performance.now() - t
            const u = process.cpuUsage(c0)
            if (r.status !== 200) throw new Error(`${c}: HTTP ${r.status}`)
            if (i < 2) continue
            tempos.push(ms)
            cpu += (u.user + u.system) / 1000
            sqls = Math.max(sqls, consultas - q0)
          }
        } finally {
          clearInterval(amostra)
        }
        return { ...estatisticas(tempos), cpu: cpu / vezes, sqls, rss: Math.max(rss, process.memoryUsage().rss) }
      }
      console.log('cenário | mediana | p95 | máx | CPU do processo (média) | comandos SQL | pico de RSS | meta')
      for (const a of avaliacoes) {
        const base = `/api/avaliacao/avaliacoes-desempenho/${a.id}/resultados`
        const todos = await json(requisitar(base))
        const lista = todos['avaliados'] as ReadonlyArray<{ avaliadoId: number; exibir: boolean }>
        const nine = await json(requisitar(`/api/avaliacao/ninebox/chart/${a.nineBox}`))
        const classificados = (nine['boxes'] as ReadonlyArray<{ quantidade: number }>).reduce((s, b) => s + b.quantidade, 0)
        if (lista.length !== TOTAL || classificados === 0) throw new Error(`resultados inesperados: ${lista.length} avaliados, ${classificados} no nine box`)
        console.log(`(${a.nome}: ${lista.filter((x) => x.exibir).length} avaliados com resultado, ${classificados} no nine box)`)
        const nineBox = () => `/api/avaliacao/ninebox/chart/${a.nineBox}`
        const casos: ReadonlyArray<readonly [string, () => string, number, boolean, number]> = [
          [`resultados de todos, após uma escrita (${a.nome})`, () => base, 7, true, METAS.todos],
          [`resultados de todos, lembrados (${a.nome})`, () => base, 10, false, METAS.todos],
          [`resultado de um avaliado (${a.nome})`, () => `${base}/${avaliados[n(avaliados.length)]}`, 30, true, METAS.um],
          [`nine box, após uma escrita (${a.nome})`, nineBox, 7, true, METAS.nineBox],
          [`nine box, lembrado (${a.nome})`, nineBox, 10, false, METAS.nineBox],
        ]
        for (const [nome, caminho, vezes, aposEscrita, meta] of casos) {
          const e = await medir(caminho, vezes, aposEscrita)
          console.log(
            `${nome} | ${e.mediana.toFixed(1)} ms | ${e.p95.toFixed(1)} ms | ${e.max.toFixed(1)} ms | ${e.cpu.toFixed(1)} ms | ${e.sqls} | ${mb(e.rss / 1024)} | < ${meta} ms ${e.p95 < meta ? 'ok' : 'ACIMA'}`,
          )
        }
      }
      // Every range now requires other levels from a date before the final date: no stored competency % stands, and
      // the results score every answer's levels again on each reading (not a goal: the cost of that case).
      const configs = (await knex('config_niveis_competencia_faixas').where({ empresaId: povoado.empresaId, data: '2015-01-01' }).select('faixaSalarialId', 'configsNiveisCompetencias')) as Array<{
        faixaSalarialId: number
        configsNiveisCompetencias: string | ReadonlyArray<{ competenciaPeso: number }>
      }>
      await knex('config_niveis_competencia_faixas').insert(
        configs.map((c) => {
          const xs = (typeof c.configsNiveisCompetencias === 'string' ? JSON.parse(c.configsNiveisCompetencias) : c.configsNiveisCompetencias) as Array<{ competenciaPeso: number }>
          return { empresaId: povoado.empresaId, faixaSalarialId: c.faixaSalarialId, data: '2026-06-01', configsNiveisCompetencias: JSON.stringify(xs.map((x) => ({ ...x, competenciaPeso: x.competenciaPeso + 1 }))) }
        }),
      )
      await reencadear(knex, 'config_niveis_competencia_faixas', 'faixaSalarialId', configs.map((c) => Number(c.faixaSalarialId)))
      for (const a of avaliacoes) {
        const e = await medir(() => `/api/avaliacao/ninebox/chart/${a.nineBox}`, 5, true)
        console.log(
          `nine box, após uma escrita, com os requisitos das faixas mudados depois das respostas (${a.nome}) | ${e.mediana.toFixed(1)} ms | ${e.p95.toFixed(1)} ms | ${e.max.toFixed(1)} ms | ${e.cpu.toFixed(1)} ms | ${e.sqls} | ${mb(e.rss / 1024)} | —`,
        )
      }
      console.log(`pico de RSS do processo (povoamento incluído): ${mb(process.resourceUsage().maxRSS)}`)
    })
  }
}
