/**
 * Survey results at scale (issue 16 performance goal): an anonymous survey of 40 questions answered by 20,000
 * employees (800,000 answers): all its aggregates (participation, per question distribution and mean, per aspect
 * average, the comments) in < 1 s at the server, unfiltered and by area or cargo; and one employee submitting the 40
 * answers in < 50 ms at the server. Through the HTTP app in process (routing, session, SQL, JSON), on SQLite and
 * (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL. The answers are inserted straight into the tables
 * (participation on one side, the anonymous answers with area and cargo on the other, as the use case writes them);
 * the submissions go through the API, each by its own employee user. `BENCH_PESQUISA=n` changes the volume.
 */
import { randomInt } from 'node:crypto'
import { calcularDvCpf } from '../core/shared/br/cpf.ts'
import { TIPO_MULTIPLA_ESCOLHA, TIPO_NOTA, TIPO_OBJETIVA, TIPO_SUBJETIVA, type PerguntaQuestionario, type RespostaQuestionario } from '../core/shared/questionario.ts'
import { gerador } from './candidatos.ts'
import { bancos, comAppPovoada, cronometrar, estatisticas } from './povoar-colaboradores.ts'

const TOTAL = Number(process.env['BENCH_PESQUISA'] ?? 20_000)
/** Employees left out of the pre-filled answers: they submit through the API. */
const QUE_ENVIAM = 20
const META_RESULTADOS = 1000
const META_ENVIO = 50

const opcoes = (n: number) => Array.from({ length: n }, (_, i) => ({ texto: `Opção ${i + 1}`, peso: i }))
const ASPECTOS = ['Ambiente', 'Liderança', 'Comunicação', 'Reconhecimento']
/** 40 questions: 12 objective, 8 multiple choice, 16 grades (0–10), 4 subjective; 10 per aspect. */
const PERGUNTAS = Array.from({ length: 40 }, (_, i) => {
  const aspecto = ASPECTOS[i % 4]!
  const texto = `Pergunta ${i + 1} da pesquisa de clima`
  if (i < 12) return { texto, tipo: TIPO_OBJETIVA, obrigatoria: true, aspecto, respostas: opcoes(5) }
  if (i < 20) return { texto, tipo: TIPO_MULTIPLA_ESCOLHA, aspecto, respostas: opcoes(6) }
  if (i < 36) return { texto, tipo: TIPO_NOTA, obrigatoria: true, aspecto, notaMinima: 0, notaMaxima: 10 }
  return { texto, tipo: TIPO_SUBJETIVA, aspecto }
})

const COMENTARIOS = ['Mais reuniões de retorno.', 'Está bom assim.', 'Melhorar a comunicação entre as áreas.', 'Reconhecer as entregas da equipe.', 'Horário mais flexível.']

/** One person's 40 answers (subjective ones by 10 % of the people, as open questions are in practice). */
const respostasDe = (perguntas: ReadonlyArray<PerguntaQuestionario>, aleatorio: () => number) => {
  const n = (k: number) => Math.floor(aleatorio() * k)
  return perguntas.flatMap((p): ReadonlyArray<RespostaQuestionario> => {
    if (p.tipo === TIPO_OBJETIVA) return [{ perguntaId: p.id, tipoId: p.tipo, respostaId: p.respostas[n(p.respostas.length)]!.id }]
    if (p.tipo === TIPO_MULTIPLA_ESCOLHA) {
      const ids = p.respostas.filter(() => aleatorio() < 0.35).map((o) => o.id)
      return ids.length ? [{ perguntaId: p.id, tipoId: p.tipo, respostasIds: ids }] : []
    }
    if (p.tipo === TIPO_NOTA) return [{ perguntaId: p.id, tipoId: p.tipo, nota: n(11) }]
    return aleatorio() < 0.1 ? [{ perguntaId: p.id, tipoId: p.tipo, comentario: COMENTARIOS[n(COMENTARIOS.length)]! }] : []
  })
}

const cpf = (n: number) => {
  const corpo = String(610_000_000 + n * 7919).slice(0, 9)
  return corpo + calcularDvCpf(corpo)
}

export const benchPesquisas = async () => {
  for (const [rotulo, url] of bancos()) {
    await comAppPovoada(rotulo, url, { total: Math.ceil((TOTAL + QUE_ENVIAM) / 0.85), linhas: 2, areas: 50 }, async ({ requisitar, enviar, povoado, knex, app }) => {
      const json = async (r: Response | Promise<Response>, esperado = 200) => {
        const x = await r
        if (x.status !== esperado) throw new Error(`HTTP ${x.status}: ${await x.text()}`)
        return (await x.json()) as Record<string, unknown>
      }
      const pesquisa = await json(
        enviar('POST', '/api/pesquisa/pesquisas', {
          titulo: 'Pesquisa de Clima (bench)',
          dataInicio: '2020-01-01',
          dataFim: '2099-12-31',
          anonima: true,
          aspectos: ASPECTOS.map((nome) => ({ nome })),
          perguntas: PERGUNTAS,
        }),
        201,
      )
      const pesquisaId = Number(pesquisa['id'])
      const perguntas = pesquisa['perguntas'] as ReadonlyArray<PerguntaQuestionario>
      await json(enviar('PUT', `/api/pesquisa/pesquisas/${pesquisaId}/liberar`, {}))
      // The bench's employees (active ones) with their current area and cargo.
      const talentos = (await knex('colaboradores as c')
        .where('c.empresaId', povoado.empresaId)
        .whereNull('c.dataDesligamento')
        .whereIn('c.id', knex('colaborador_historicos').select('colaboradorId').whereIn('areaOrganizacionalId', [...povoado.areas]))
        .orderBy('c.id')
        .select('c.id')) as Array<{ id: number }>
      const ultimas = (await knex('colaborador_historicos').whereIn('areaOrganizacionalId', [...povoado.areas]).orderBy('data').select('colaboradorId', 'areaOrganizacionalId', 'cargoId')) as Array<{
        colaboradorId: number
        areaOrganizacionalId: number
        cargoId: number
      }>
      const posicao = new Map(ultimas.map((h) => [Number(h.colaboradorId), h]))
      // (some seeded employees are dismissed: more are seeded, and TOTAL of the active ones answer)
      const enviam = talentos.slice(-QUE_ENVIAM)
      const respondem = talentos.slice(0, -QUE_ENVIAM).slice(0, TOTAL)
      const aleatorio = gerador(16)
      const t0 = performance.now()
      const usados = new Set<number>()
      for (let i = 0; i < respondem.length; i += 500) {
        const lote = respondem.slice(i, i + 500)
        await knex.transaction(async (t) => {
          await t('colaborador_respostas').insert(
            lote.map((c) => ({ empresaId: povoado.empresaId, pesquisaId, colaboradorId: c.id, situacao: 'R', anonima: true, dataResposta: '2026-11-20', respostas: '[]' })),
          )
          await t('pesquisas_respostas_anonimas').insert(
            lote.map((c) => {
              let id = randomInt(1, 2 ** 31 - 1)
              while (usados.has(id)) id = randomInt(1, 2 ** 31 - 1)
              usados.add(id)
              const h = posicao.get(c.id)
              return {
                id,
                empresaId: povoado.empresaId,
                pesquisaId,
                respostas: JSON.stringify(respostasDe(perguntas, aleatorio)),
                areaOrganizacionalId: h?.areaOrganizacionalId ?? null,
                cargoId: h?.cargoId ?? null,
              }
            }),
          )
        })
      }
      console.log(`${rotulo}: ${respondem.length.toLocaleString('pt-BR')} questionários de ${perguntas.length} perguntas gravados em ${((performance.now() - t0) / 1000).toFixed(1)} s`)
      const area = posicao.get(respondem[0]!.id)!.areaOrganizacionalId
      const cargo = posicao.get(respondem[0]!.id)!.cargoId
      const base = `/api/pesquisa/pesquisas/${pesquisaId}/resultados`
      const r = await json(requisitar(base))
      if (r['respostas'] !== respondem.length || r['exibir'] !== true) throw new Error(`resultados inesperados: ${JSON.stringify(r).slice(0, 300)}`)
      console.log(`cenário | mediana | p95 | máx | meta`)
      for (const [nome, caminho] of [
        ['resultados (todos os agregados), sem filtro', base],
        ['resultados por área', `${base}?areasOrganizacionaisIds=${area}`],
        ['resultados por cargo', `${base}?cargosIds=${cargo}`],
      ] as const) {
        const e = await cronometrar(requisitar, () => caminho, 10, 2)
        console.log(`${nome} | ${e.mediana.toFixed(0)} ms | ${e.p95.toFixed(0)} ms | ${e.max.toFixed(0)} ms | < ${META_RESULTADOS} ms ${e.p95 < META_RESULTADOS ? 'ok' : 'ACIMA'}`)
      }
      // Submissions: each of the last employees through its own user (ROLE_MINHAS_PESQUISAS), 40 answers.
      const perfil = await json(enviar('POST', '/api/utilitario/perfis', { nome: 'Empregado (bench pesquisas)', autoridades: ['ROLE_MINHAS_PESQUISAS'] }), 201)
      const tempos: number[] = []
      for (const [i, c] of enviam.entries()) {
        await json(
          enviar('POST', '/api/utilitario/usuarios', { nome: `Usuário bench ${i}`, cpf: cpf(i), senha: 'segredo1', colaboradorId: c.id, acessos: [{ empresaId: povoado.empresaId, perfilId: perfil['id'] }] }),
          201,
        )
        const login = await app.request('/api/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: JSON.stringify({ username: cpf(i), password: 'segredo1', empresaId: povoado.empresaId }),
        })
        if (login.status !== 200) throw new Error(`login: HTTP ${login.status}`)
        const cookie = login.headers.get('set-cookie')!.split(';')[0]!
        const corpo = JSON.stringify({ respostas: respostasDe(perguntas, aleatorio) })
        const t = performance.now()
        const res = await app.request(`/api/pesquisa/colaborador-respostas/questionario/${pesquisaId}`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: corpo,
        })
        await res.arrayBuffer()
        if (res.status !== 200) throw new Error(`envio: HTTP ${res.status}`)
        if (i >= 2) tempos.push(performance.now() - t)
      }
      const e = estatisticas(tempos)
      console.log(`envio de um questionário (40 respostas) | ${e.mediana.toFixed(1)} ms | ${e.p95.toFixed(1)} ms | ${e.max.toFixed(1)} ms | < ${META_ENVIO} ms ${e.p95 < META_ENVIO ? 'ok' : 'ACIMA'}`)
    })
  }
}
