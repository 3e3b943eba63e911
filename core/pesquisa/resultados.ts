import { Effect, Schema } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { referencia, referencias } from '../shared/campos.ts'
import { Consultas, defineConsulta, listaJson, type Linha } from '../shared/consulta.ts'
import { obter } from '../shared/crud.ts'
import { juntar } from '../shared/filtrosRelatorio.ts'
import { arredondar, compararTexto, formatarInteiro } from '../shared/formatos.ts'
import {
  TIPO_NOTA,
  TIPO_SUBJETIVA,
  TIPO_OBJETIVA,
  ehEscolha,
  type AspectoQuestionario,
  type PerguntaQuestionario,
  type RespostaQuestionario,
  type TipoPergunta,
} from '../shared/questionario.ts'
import { defineRelatorio } from '../shared/relatorio.ts'
import { defineAcao } from '../shared/resource.ts'
import { pesquisas, ROLE_PESQUISA } from './pesquisas.ts'

/**
 * Results of a survey (issue 16 part B; spec 002 `POST /relatorio`): participation, per question the distribution of
 * the answers, per aspect the average of its grade questions; segmented by the area and cargo the employee had when
 * they submitted (stored with each answer, in the anonymous store for anonymous surveys). Pure aggregation here; the
 * adapter's SQL only reads the survey, its submitted answers of the segment and the audience's positions.
 *
 * Group-size rule (decided): a result restricted to a segment (area or cargo filter) shows only with at least
 * `MINIMO_GRUPO` answers; the unfiltered results of an ANONYMOUS survey too (HR sees who took part: with one or two
 * answers they would read those persons' answers). An identified survey's unfiltered results always show (HR already
 * reads each identified answer in Respostas dos Talentos).
 */

export const MINIMO_GRUPO = 3
export const GRUPO_PEQUENO_RECORTE = `Este recorte tem menos de ${MINIMO_GRUPO} respostas: para proteger quem respondeu, resultados de grupos com menos de ${MINIMO_GRUPO} respostas não são exibidos.`
export const GRUPO_PEQUENO_ANONIMA = `Esta pesquisa anônima tem menos de ${MINIMO_GRUPO} respostas: para proteger quem respondeu, os resultados aparecem a partir de ${MINIMO_GRUPO} respostas.`
export const SEM_RESPOSTAS_PESQUISA = 'A pesquisa ainda não tem respostas enviadas.'

/** May these results be shown (the group-size rule)? The message otherwise. */
export const regraDoGrupo = (e: { readonly anonima: boolean; readonly filtrado: boolean; readonly respostas: number }): { readonly exibir: boolean; readonly mensagem?: string } => {
  if (e.filtrado && e.respostas < MINIMO_GRUPO) return { exibir: false, mensagem: GRUPO_PEQUENO_RECORTE }
  if (e.anonima && e.respostas < MINIMO_GRUPO) return { exibir: false, mensagem: GRUPO_PEQUENO_ANONIMA }
  if (e.respostas === 0) return { exibir: true, mensagem: SEM_RESPOSTAS_PESQUISA }
  return { exibir: true }
}

export interface ResultadoOpcao {
  readonly id: number
  readonly texto: string
  readonly quantidade: number
  /** Of the answers to the question (multiple choice may sum above 100). */
  readonly percentual: number
}

export interface ResultadoPergunta {
  readonly id: number
  readonly ordem: number
  readonly texto: string
  readonly tipo: TipoPergunta
  readonly aspecto: string | null
  /** How many answered this question. */
  readonly respondidas: number
  readonly opcoes: ReadonlyArray<ResultadoOpcao>
  readonly notaMinima: number | null
  readonly notaMaxima: number | null
  /** Mean grade (2 decimals), null without answers or for other types. */
  readonly media: number | null
  /** Every grade from notaMinima to notaMaxima with how many gave it (grades given outside the scale after an edit too). */
  readonly notas: ReadonlyArray<{ readonly nota: number; readonly quantidade: number }>
  /** Subjective answers and the comments asked, sorted (never in submission order). */
  readonly comentarios: ReadonlyArray<string>
}

export interface ResultadoAspecto {
  readonly nome: string
  /** Mean of the means of its grade questions that have answers (each question weighs the same; 2 decimals). */
  readonly media: number | null
  readonly perguntasNota: number
}

export interface Agregados {
  readonly perguntas: ReadonlyArray<ResultadoPergunta>
  readonly aspectos: ReadonlyArray<ResultadoAspecto>
}

/** One collator (localeCompare with a locale builds one per call: seconds for thousands of comments). */
const ordenarTextos = (xs: string[]) => xs.sort(compararTexto)

/** The aggregates of some submitted questionnaires (pure; each item the answers of one person). */
export const agregarPesquisa = (
  perguntas: ReadonlyArray<PerguntaQuestionario>,
  aspectos: ReadonlyArray<AspectoQuestionario>,
  enviadas: ReadonlyArray<ReadonlyArray<RespostaQuestionario>>,
): Agregados => {
  const indice = new Map(perguntas.map((p, i) => [p.id, i]))
  const respondidas = perguntas.map(() => 0)
  const porOpcao = perguntas.map(() => new Map<number, number>())
  const porNota = perguntas.map(() => new Map<number, number>())
  const somaNotas = perguntas.map(() => 0)
  const comentarios = perguntas.map((): string[] => [])
  const tipos = perguntas.map((p) => p.tipo)
  for (const questionario of enviadas) {
    for (const r of questionario) {
      const i = indice.get(r.perguntaId)
      if (i === undefined) continue
      const tipo = tipos[i]!
      if (r.tipoId !== tipo) continue
      const c = r.comentario
      const texto = c ? c.trim() : ''
      if (texto) comentarios[i]!.push(texto)
      // Answered? (the engine's `estaRespondida`, inlined: 800,000 answers in the benchmark)
      if (tipo === TIPO_NOTA) {
        if (r.nota === undefined || r.nota === null) continue
        respondidas[i]!++
        const n = r.nota
        somaNotas[i]! += n
        const m = porNota[i]!
        m.set(n, (m.get(n) ?? 0) + 1)
      } else if (tipo === TIPO_SUBJETIVA) {
        if (texto) respondidas[i]!++
      } else if (tipo === TIPO_OBJETIVA) {
        if (r.respostaId === undefined || r.respostaId === null) continue
        respondidas[i]!++
        const m = porOpcao[i]!
        m.set(r.respostaId, (m.get(r.respostaId) ?? 0) + 1)
      } else {
        const ids = r.respostasIds
        if (!ids || ids.length === 0) continue
        respondidas[i]!++
        const m = porOpcao[i]!
        // Each option once per person (the engine refuses repeated ids; a stored repeat would count once).
        for (let k = 0; k < ids.length; k++) if (ids.indexOf(ids[k]!) === k) m.set(ids[k]!, (m.get(ids[k]!) ?? 0) + 1)
      }
    }
  }
  const resultado: ResultadoPergunta[] = perguntas.map((p, i) => {
    const n = respondidas[i]!
    const nota = p.tipo === TIPO_NOTA
    const escalas = nota ? Array.from({ length: Math.max(0, p.notaMaxima - p.notaMinima + 1) }, (_, k) => p.notaMinima + k) : []
    const notas = [...new Set([...escalas, ...porNota[i]!.keys()])].sort((a, b) => a - b).map((v) => ({ nota: v, quantidade: porNota[i]!.get(v) ?? 0 }))
    const conhecidas = new Set(p.respostas.map((o) => o.id))
    const opcoes: ResultadoOpcao[] = ehEscolha(p.tipo)
      ? [
          ...p.respostas.map((o) => ({ id: o.id, texto: o.texto })),
          ...[...porOpcao[i]!.keys()].filter((id) => !conhecidas.has(id)).sort((a, b) => a - b).map((id) => ({ id, texto: `Opção ${id}` })),
        ].map((o) => {
          const q = porOpcao[i]!.get(o.id) ?? 0
          return { ...o, quantidade: q, percentual: n > 0 ? arredondar((100 * q) / n, 2) : 0 }
        })
      : []
    return {
      id: p.id,
      ordem: p.ordem,
      texto: p.texto,
      tipo: p.tipo,
      aspecto: p.aspecto ?? null,
      respondidas: n,
      opcoes,
      notaMinima: nota ? p.notaMinima : null,
      notaMaxima: nota ? p.notaMaxima : null,
      media: nota && n > 0 ? arredondar(somaNotas[i]! / n, 2) : null,
      notas,
      comentarios: ordenarTextos(comentarios[i]!),
    }
  })
  const aspectosR: ResultadoAspecto[] = aspectos.map((a) => {
    const deNota = resultado.filter((p) => p.aspecto === a.nome && p.tipo === TIPO_NOTA)
    const medias = deNota.flatMap((p) => (p.respondidas > 0 ? [somaNotas[indice.get(p.id)!]! / p.respondidas] : []))
    return { nome: a.nome, media: medias.length ? arredondar(medias.reduce((x, y) => x + y, 0) / medias.length, 2) : null, perguntasNota: deNota.length }
  })
  return { perguntas: resultado, aspectos: aspectosR }
}

// ---- The whole results: the SQL's rows → the screen's figures → the report's rows ---------------------------

export const ResultadosPesquisa = Schema.Struct({
  pesquisa: Schema.Struct({ id: Schema.Number, titulo: Schema.String, anonima: Schema.Boolean }),
  /** Audience today plus whoever took part and left it. */
  publico: Schema.Number,
  /** Submitted questionnaires of the whole survey. */
  enviadas: Schema.Number,
  /** enviadas / publico × 100 (2 decimals), null without audience. */
  participacao: Schema.NullOr(Schema.Number),
  filtrado: Schema.Boolean,
  /** Submitted questionnaires of the segment (= enviadas unfiltered). */
  respostas: Schema.Number,
  exibir: Schema.Boolean,
  mensagem: Schema.optional(Schema.String),
  perguntas: Schema.Array(Schema.Unknown),
  aspectos: Schema.Array(Schema.Unknown),
})
export type ResultadosPesquisa = Omit<typeof ResultadosPesquisa.Type, 'perguntas' | 'aspectos'> & Agregados

/**
 * The SQL gives one `tipo: 'pesquisa'` row (id, titulo, anonima, perguntas, aspectos as JSON, publico, enviadas) and one
 * `tipo: 'resposta'` row per submitted questionnaire of the segment (respostas as JSON); no row when the survey is
 * not the session company's.
 */
export const resultadosDasLinhas = (linhas: ReadonlyArray<Linha>, filtrado: boolean): ResultadosPesquisa | undefined => {
  const meta = linhas.find((l) => l['tipo'] === 'pesquisa')
  if (!meta) return undefined
  const respostas = linhas.filter((l) => l['tipo'] === 'resposta').map((l) => listaJson<RespostaQuestionario>(l['respostas']))
  const anonima = meta['anonima'] === 1 || meta['anonima'] === '1'
  const publico = Number(meta['publico'] ?? 0)
  const enviadas = Number(meta['enviadas'] ?? 0)
  const regra = regraDoGrupo({ anonima, filtrado, respostas: respostas.length })
  const perguntas = listaJson<PerguntaQuestionario>(meta['perguntas'])
  const aspectos = listaJson<AspectoQuestionario>(meta['aspectos'])
  const agregados = regra.exibir ? agregarPesquisa(perguntas, aspectos, respostas) : { perguntas: [], aspectos: [] }
  return {
    pesquisa: { id: Number(meta['id']), titulo: String(meta['titulo'] ?? ''), anonima },
    publico,
    enviadas,
    participacao: publico > 0 ? arredondar((100 * enviadas) / publico, 2) : null,
    filtrado,
    respostas: regra.exibir ? respostas.length : 0,
    exibir: regra.exibir,
    ...(regra.mensagem ? { mensagem: regra.mensagem } : {}),
    ...agregados,
  }
}

const GRUPO_PARTICIPACAO = 'Participação'
const GRUPO_ASPECTOS = 'Média por aspecto'
export const rotuloMediaNotas = (p: Pick<ResultadoPergunta, 'notaMinima' | 'notaMaxima'>) => `Média das notas (de ${p.notaMinima} a ${p.notaMaxima})`

/** The report's rows (grouped by `pergunta`): participation, the aspects' averages, then each question's figures. */
export const linhasDoRelatorio = (r: ResultadosPesquisa): ReadonlyArray<Linha> => {
  const linhas: Linha[] = []
  const add = (pergunta: string, resposta: string, quantidade: number | null, percentual: number | null, media: number | null) =>
    linhas.push({ pergunta, resposta, quantidade, percentual, media })
  add(GRUPO_PARTICIPACAO, `Pesquisa: ${r.pesquisa.titulo}${r.pesquisa.anonima ? ' (anônima)' : ''}`, null, null, null)
  add(GRUPO_PARTICIPACAO, 'Público-alvo', r.publico, null, null)
  add(GRUPO_PARTICIPACAO, 'Questionários enviados', r.enviadas, r.participacao, null)
  if (r.filtrado && r.exibir) add(GRUPO_PARTICIPACAO, 'Questionários enviados no recorte', r.respostas, null, null)
  if (r.mensagem) add(GRUPO_PARTICIPACAO, r.mensagem, null, null, null)
  if (!r.exibir) return linhas
  for (const a of r.aspectos) add(GRUPO_ASPECTOS, a.nome, null, null, a.media)
  for (const p of r.perguntas) {
    const g = `${p.ordem}. ${p.texto}${p.aspecto ? ` (${p.aspecto})` : ''}`
    if (ehEscolha(p.tipo)) for (const o of p.opcoes) add(g, o.texto, o.quantidade, o.percentual, null)
    else if (p.tipo === TIPO_NOTA) {
      add(g, rotuloMediaNotas(p), p.respondidas, null, p.media)
      for (const n of p.notas) add(g, `Nota ${n.nota}`, n.quantidade, p.respondidas > 0 ? arredondar((100 * n.quantidade) / p.respondidas, 2) : 0, null)
    }
    if (p.tipo === TIPO_SUBJETIVA && p.comentarios.length === 0) add(g, 'Sem respostas', 0, null, null)
    for (const c of p.comentarios) add(g, p.tipo === TIPO_SUBJETIVA ? c : `Comentário: ${c}`, null, null, null)
  }
  return linhas
}

// ---- The consulta (report and screen share it) ----------------------------------------------------------

export const consultaResultadosPesquisa = defineConsulta({
  nome: 'pesquisa/resultados',
  autoridade: ROLE_PESQUISA,
  campos: {
    questionarioId: referencia({ label: 'Pesquisa', resource: 'pesquisa/pesquisas', required: true, feminino: true }),
    areasOrganizacionaisIds: referencias({ label: 'Áreas Organizacionais', resource: 'cargo-salario/areas-organizacionais', feminino: true }),
    cargosIds: referencias({ label: 'Cargos', resource: 'cargo-salario/cargos' }),
  },
  colunas: () => [
    { campo: 'resposta', titulo: 'Resposta', tipo: 'texto', largura: 4 },
    { campo: 'quantidade', titulo: 'Quantidade', tipo: 'inteiro' },
    { campo: 'percentual', titulo: 'Percentual (%)', tipo: 'percentual' },
    { campo: 'media', titulo: 'Média', tipo: 'decimal' },
  ],
  agruparPor: () => 'pergunta',
  completar: (linhas, f) => {
    const r = resultadosDasLinhas(linhas, estaFiltrado(f))
    return r ? linhasDoRelatorio(r) : []
  },
})

const estaFiltrado = (f: { readonly areasOrganizacionaisIds?: ReadonlyArray<number> | null; readonly cargosIds?: ReadonlyArray<number> | null }) =>
  (f.areasOrganizacionaisIds?.length ?? 0) > 0 || (f.cargosIds?.length ?? 0) > 0

const tituloDe = (linhas: ReadonlyArray<Linha>) => {
  const l = linhas.find((x) => typeof x['resposta'] === 'string' && String(x['resposta']).startsWith('Pesquisa: '))
  return l ? String(l['resposta']).slice('Pesquisa: '.length) : ''
}

/** Resultados da Pesquisa (PDF and XLSX), printed from the survey's results screen. */
export const relatorioResultadosPesquisa = defineRelatorio({
  consulta: consultaResultadosPesquisa,
  titulo: 'Resultados da Pesquisa',
  caminho: 'pesquisa/pesquisas/resultados',
  descreverFiltro: (f) =>
    juntar([
      f.areasOrganizacionaisIds?.length ? `Áreas: ${f.areasOrganizacionaisIds.length} selecionada(s)` : 'Áreas: todas',
      f.cargosIds?.length ? `Cargos: ${f.cargosIds.length} selecionado(s)` : 'Cargos: todos',
    ]),
  resumo: (linhas) => [
    { rotulo: 'Pesquisa', valor: tituloDe(linhas) },
    { rotulo: 'Perguntas', valor: formatarInteiro(new Set(linhas.map((l) => l['pergunta'])).size - 1 - (linhas.some((l) => l['pergunta'] === GRUPO_ASPECTOS) ? 1 : 0)) },
  ],
})

/** The results screen's figures: the same consulta as the report, structured (404 for another company's survey). */
export const resultadosDaPesquisa = (ator: Ator, pesquisaId: number, filtro: { readonly areasOrganizacionaisIds: ReadonlyArray<number>; readonly cargosIds: ReadonlyArray<number> }) =>
  Effect.gen(function* () {
    const p = yield* obter(pesquisas, ator, pesquisaId)
    const escopo = { ...ator.escopo, empresaId: Number(p.empresaId), empresasVisiveis: [Number(p.empresaId)] }
    const linhas = yield* (yield* Consultas).linhas(consultaResultadosPesquisa.nome, { questionarioId: pesquisaId, ...filtro }, escopo)
    const r = resultadosDasLinhas(linhas, estaFiltrado(filtro))
    return r ?? resultadosDasLinhas([{ tipo: 'pesquisa', id: p.id, titulo: String(p.titulo), anonima: p.anonima === true ? 1 : 0, perguntas: '[]', aspectos: '[]', publico: 0, enviadas: 0 }], estaFiltrado(filtro))!
  })

const idsDaQuery = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((x) => Number(x.trim()))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647)

export const ACAO_RESULTADOS = defineAcao({
  nome: 'resultados',
  metodo: 'GET',
  caminho: ':id/resultados',
  resumo: 'Resultados da pesquisa: participação, distribuição por pergunta, médias por aspecto; filtros areasOrganizacionaisIds e cargosIds (ids separados por vírgula), grupos de pelo menos 3 respostas',
  modo: 'ler',
  autoridade: ROLE_PESQUISA,
  resposta: ResultadosPesquisa,
  executar: (ator, { id, query }) =>
    resultadosDaPesquisa(ator, id, { areasOrganizacionaisIds: idsDaQuery(query['areasOrganizacionaisIds']), cargosIds: idsDaQuery(query['cargosIds']) }),
})
