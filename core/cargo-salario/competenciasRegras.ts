import { Schema } from 'effect'
import type { ErroCampo } from '../shared/erros.ts'
import { eixoRadar, validarNivelCompetencia, valorGrafico } from './niveisCompetencia.ts'

/**
 * The rules of competencies (spec 001 §2 'Competency-level configuration grid', §3, §4, §5, §9), pure: the levels in
 * force on a date, what a level configuration and a competency configuration must hold, how an employee's levels
 * compare with what their salary range requires, the radar's data and the matrix of talents × competencies. The
 * declarations (competencias.ts, niveis-competencia-historico.ts, configuracoes-niveis-competencia-*.ts) and the
 * reports read the stored rows and call these.
 */

/** Who maintains competencies, levels and the ranges' requirements; who records employees' levels. */
export const ROLE_COMPETENCIAS = 'ROLE_CARGO_SALARIO_COMPETENCIAS'
export const ROLE_COMPETENCIAS_TALENTOS = 'ROLE_GESTAO_TALENTOS_COMPETENCIAS'

export type TipoCompetencia = 'C' | 'H' | 'A'

/** The kinds of a CHA item (conhecimento, habilidade, atitude), as `tipo-competencia` answers them. */
export const TIPOS_COMPETENCIA = [
  { id: 'C', name: 'Conhecimento' },
  { id: 'H', name: 'Habilidade' },
  { id: 'A', name: 'Atitude' },
] as const satisfies ReadonlyArray<{ readonly id: TipoCompetencia; readonly name: string }>

export const nomeDoTipo = (t: string): string => TIPOS_COMPETENCIA.find((x) => x.id === t)?.name ?? t

// ---------------------------------------------------------------------------------------------------------
// Levels in force.

/** A competency level as registered (niveis-competencia): its own weight and minimum percentage. */
export interface Nivel {
  readonly id: number
  readonly descricao: string
  readonly ordem: number
  readonly percentual: number | null
}

/** One row of a level history (`configHistoricosNiveis`): a level taking part, with its weight and minimum % then. */
export interface ConfigNivel {
  readonly nivelCompetenciaId: number
  readonly ordem?: number | null | undefined
  readonly percentual?: number | null | undefined
}

/**
 * The levels in force: those of the level history in force (each with the weight and percentage it gives them),
 * or, with no history yet, every registered level with its own; ordered by weight, then description.
 */
export const niveisEmVigor = (niveis: ReadonlyArray<Nivel>, historico?: { readonly configHistoricosNiveis: ReadonlyArray<ConfigNivel> } | null): ReadonlyArray<Nivel> => {
  const porId = new Map(niveis.map((n) => [n.id, n]))
  const lista: Nivel[] = historico
    ? historico.configHistoricosNiveis.flatMap((c) => {
        const n = porId.get(c.nivelCompetenciaId)
        return n ? [{ id: n.id, descricao: n.descricao, ordem: c.ordem ?? n.ordem, percentual: c.percentual ?? null }] : []
      })
    : [...niveis]
  return lista.sort((a, b) => a.ordem - b.ordem || a.descricao.localeCompare(b.descricao, 'pt-BR') || a.id - b.id)
}

/** Levels without a minimum percentage (they block behaviours, §4). */
export const niveisSemPercentual = (niveis: ReadonlyArray<Nivel>): ReadonlyArray<Nivel> => niveis.filter((n) => n.percentual === null || n.percentual === undefined)

/** §4: 'a behaviour cannot be added while some competency levels lack a minimum percentage' (the spec gives no text). */
export const mensagemNiveisSemPercentual = (sem: ReadonlyArray<{ readonly descricao: string }>): string =>
  `Não é possível adicionar comportamentos enquanto houver nível de competência sem percentual mínimo (${sem.map((n) => n.descricao).join(', ')}). Informe o percentual mínimo de todos os níveis em Níveis de Competência.`

// ---------------------------------------------------------------------------------------------------------
// Level configuration (the grid of §2: one selectable row per level).

export const SELECIONE_NIVEL = 'Selecione ao menos um nível de competência'
export const NIVEL_REPETIDO = 'Nível de competência já informado'

/**
 * A level configuration (a level history): at least one level selected, each once; each row's weight required
 * with up to 5 digits; the minimum percentage (0–100, 2 decimals) required when the configuration considers it or
 * the company demands it (`obrigarPercentual`: some competency has behaviours). Fields `configHistoricosNiveis.<i>.<campo>`.
 */
export const validarConfigNiveis = (
  c: { readonly considerarPercentualMinimo?: boolean | null; readonly configHistoricosNiveis?: ReadonlyArray<ConfigNivel> | null },
  obrigarPercentual = false,
): ReadonlyArray<ErroCampo> => {
  const linhas = c.configHistoricosNiveis ?? []
  if (!linhas.length) return [{ field: 'configHistoricosNiveis', message: SELECIONE_NIVEL }]
  const exigir = c.considerarPercentualMinimo === true || obrigarPercentual
  const vistos = new Set<number>()
  return linhas.flatMap((l, i) => {
    const repetido = vistos.has(l.nivelCompetenciaId)
    vistos.add(l.nivelCompetenciaId)
    return [
      ...(repetido ? [{ field: `configHistoricosNiveis.${i}.nivelCompetenciaId`, message: NIVEL_REPETIDO }] : []),
      ...validarNivelCompetencia(l, { considerarPercentualMinimo: exigir, exigirDescricao: false, prefixo: `configHistoricosNiveis.${i}.` }),
    ]
  })
}

/** Of dated rows (level histories), the date of the one in force on `dia`: the latest not after it. */
export const dataEmVigor = (datas: ReadonlyArray<string>, dia: string): string | undefined => datas.filter((d) => d <= dia).sort().at(-1)

/**
 * A dated level history governs the configurations dated from its date until the next history's (exclusive; open
 * when none): weights of configurations already recorded never change behind them, so a history whose period holds
 * some is not changed, removed, nor created over them.
 */
export const periodoDoHistorico = (data: string, outrosHistoricos: ReadonlyArray<string>): { readonly de: string; readonly ate: string | undefined } => ({
  de: data,
  ate: outrosHistoricos.filter((d) => d > data).sort()[0],
})

export const HISTORICO_EM_USO =
  'Existem configurações de competências (faixas salariais ou talentos) no período deste histórico: os pesos e percentuais delas não podem mudar. Crie um novo histórico com data posterior.'

// ---------------------------------------------------------------------------------------------------------
// Competency configurations (the second grid: competencies × levels, one radio per level).

/** A competency row of a salary range's configuration: the level the range requires and the competency's weight. */
export interface ConfigCompetenciaFaixa {
  readonly competenciaId: number
  readonly competenciaPeso: number
  readonly nivelCompetenciaId: number
}

/** A competency row of an employee's configuration: the level they show (and the evaluator's comment). */
export interface ConfigCompetenciaColaborador {
  readonly competenciaId: number
  readonly nivelCompetenciaId: number
  readonly comentario?: string | null | undefined
}

/** A required property of a grid row, with its own message when absent. */
export const exigido = <A, I>(s: Schema.Schema<A, I>, mensagem: string) => Schema.propertySignature(s).annotations({ missingMessage: () => mensagem })

export const COMPETENCIA_OBRIGATORIA = 'Competência é obrigatória'
export const PESO_COMPETENCIA_OBRIGATORIO = 'Peso é obrigatório'
export const NIVEL_OBRIGATORIO = 'Nível de competência é obrigatório'
export const SELECIONE_COMPETENCIA = 'Selecione ao menos uma competência'
export const COMPETENCIA_REPETIDA = 'Competência já informada'
export const NIVEL_FORA_DA_CONFIGURACAO = 'O nível não faz parte da configuração de níveis em vigor na data'
export const COMPETENCIA_NAO_ENCONTRADA = 'Competência: registro não encontrado'

/**
 * Spec 001 §5 'Competency weights and levels per item required' (their Schemas check presence): at least one
 * competency, each once, each level among the levels in force on the configuration's date (when known).
 */
export const validarConfigCompetencias = (
  linhas: ReadonlyArray<{ readonly competenciaId: number; readonly nivelCompetenciaId: number }>,
  niveis?: ReadonlyArray<Nivel>,
  campo = 'configsNiveisCompetencias',
): ReadonlyArray<ErroCampo> => {
  if (!linhas.length) return [{ field: campo, message: SELECIONE_COMPETENCIA }]
  const validos = niveis ? new Set(niveis.map((n) => n.id)) : undefined
  const vistos = new Set<number>()
  return linhas.flatMap((l, i) => {
    const erros: ErroCampo[] = []
    if (vistos.has(l.competenciaId)) erros.push({ field: `${campo}.${i}.competenciaId`, message: COMPETENCIA_REPETIDA })
    vistos.add(l.competenciaId)
    if (validos && !validos.has(l.nivelCompetenciaId)) erros.push({ field: `${campo}.${i}.nivelCompetenciaId`, message: NIVEL_FORA_DA_CONFIGURACAO })
    return erros
  })
}

// ---------------------------------------------------------------------------------------------------------
// Talent versus required.

export type Situacao = 'ATENDE' | 'ABAIXO' | 'NAO_AVALIADO' | 'NAO_EXIGIDO'
export const SITUACOES_COMPETENCIA: ReadonlyArray<{ readonly id: Situacao; readonly name: string }> = [
  { id: 'ATENDE', name: 'Atende' },
  { id: 'ABAIXO', name: 'Abaixo do exigido' },
  { id: 'NAO_AVALIADO', name: 'Não avaliado' },
  { id: 'NAO_EXIGIDO', name: 'Não exigido' },
]
export const nomeDaSituacao = (s: Situacao) => SITUACOES_COMPETENCIA.find((x) => x.id === s)!.name

export interface Comparacao {
  readonly competenciaId: number
  readonly peso: number | null
  /** The level required by the range and its weight (order) then; null when the range does not require it. */
  readonly nivelExigidoId: number | null
  readonly ordemExigida: number | null
  /** The level the employee shows and its weight; null when not recorded. */
  readonly nivelTalentoId: number | null
  readonly ordemTalento: number | null
  readonly situacao: Situacao
}

// An evaluation's results compare thousands of answers against the same levels: their orders are indexed once.
const ordensIndexadas = new WeakMap<ReadonlyArray<Nivel>, ReadonlyMap<number, number>>()
const ordensDe = (niveis: ReadonlyArray<Nivel>): ReadonlyMap<number, number> => {
  let m = ordensIndexadas.get(niveis)
  if (!m) {
    m = new Map(niveis.map((n) => [n.id, n.ordem]))
    ordensIndexadas.set(niveis, m)
  }
  return m
}

/**
 * Each competency of the range's configuration (in its order), then those only the employee has: the employee
 * meets a requirement when the weight (order) of their level is at least that of the required level. Orders come
 * from the levels in force on each configuration's date (`niveisFaixa`, `niveisTalento`).
 */
export const compararCompetencias = (e: {
  readonly exigidas: ReadonlyArray<ConfigCompetenciaFaixa>
  readonly niveisFaixa: ReadonlyArray<Nivel>
  readonly talento: ReadonlyArray<ConfigCompetenciaColaborador>
  readonly niveisTalento: ReadonlyArray<Nivel>
}): ReadonlyArray<Comparacao> => {
  const ordemFaixa = ordensDe(e.niveisFaixa)
  const ordemTalento = ordensDe(e.niveisTalento)
  const doTalento = new Map(e.talento.map((t) => [t.competenciaId, t]))
  const exigidas = new Set(e.exigidas.map((x) => x.competenciaId))
  const linha = (competenciaId: number, x: ConfigCompetenciaFaixa | undefined): Comparacao => {
    const t = doTalento.get(competenciaId)
    const oe = x ? (ordemFaixa.get(x.nivelCompetenciaId) ?? null) : null
    const ot = t ? (ordemTalento.get(t.nivelCompetenciaId) ?? null) : null
    const situacao: Situacao = !x ? 'NAO_EXIGIDO' : ot === null ? 'NAO_AVALIADO' : oe === null || ot >= oe ? 'ATENDE' : 'ABAIXO'
    return {
      competenciaId,
      peso: x ? x.competenciaPeso : null,
      nivelExigidoId: x ? x.nivelCompetenciaId : null,
      ordemExigida: oe,
      nivelTalentoId: t ? t.nivelCompetenciaId : null,
      ordemTalento: ot,
      situacao,
    }
  }
  return [...e.exigidas.map((x) => linha(x.competenciaId, x)), ...e.talento.filter((t) => !exigidas.has(t.competenciaId)).map((t) => linha(t.competenciaId, undefined))]
}

/**
 * Adherence to the range (the configuration's `exibirPerformance`): Σ weight × min(employee's order, required order)
 * ÷ Σ weight × required order, in %, 2 decimals; exceeding one requirement does not make up for another. Null when
 * nothing is required (or every required order is 0).
 */
export const aderencia = (comparacoes: ReadonlyArray<Comparacao>): number | null => {
  let feito = 0
  let exigido = 0
  for (const c of comparacoes) {
    if (c.situacao === 'NAO_EXIGIDO' || c.ordemExigida === null) continue
    const peso = c.peso ?? 1
    exigido += peso * c.ordemExigida
    feito += peso * Math.min(c.ordemTalento ?? 0, c.ordemExigida)
  }
  return exigido > 0 ? valorGrafico((feito / exigido) * 100) : null
}

/**
 * `aderencia(compararCompetencias(…))` without building the comparison (an evaluation's results score thousands of
 * answers): the same sums over the required competencies.
 */
export const aderenciaDireta = (e: {
  readonly exigidas: ReadonlyArray<ConfigCompetenciaFaixa>
  readonly niveisFaixa: ReadonlyArray<Nivel>
  readonly talento: ReadonlyArray<ConfigCompetenciaColaborador>
  readonly niveisTalento: ReadonlyArray<Nivel>
}): number | null => {
  const ordemFaixa = ordensDe(e.niveisFaixa)
  const ordemTalento = ordensDe(e.niveisTalento)
  let feito = 0
  let exigido = 0
  for (const x of e.exigidas) {
    const oe = ordemFaixa.get(x.nivelCompetenciaId)
    if (oe === undefined) continue
    // The last level given for the competency counts, as in compararCompetencias.
    let ot = 0
    for (const t of e.talento) if (t.competenciaId === x.competenciaId) ot = ordemTalento.get(t.nivelCompetenciaId) ?? 0
    const peso = x.competenciaPeso ?? 1
    exigido += peso * oe
    feito += peso * Math.min(ot, oe)
  }
  return exigido > 0 ? valorGrafico((feito / exigido) * 100) : null
}

// ---------------------------------------------------------------------------------------------------------
// Radar (spec 001 §3 'Radar data', §9: axis 0 to the maximum order, step 1; values rounded to 2 decimals).

export interface DadosRadar {
  readonly labels: ReadonlyArray<string>
  readonly competenciasColaborador: ReadonlyArray<number>
  readonly competenciasFaixaSalariais: ReadonlyArray<number>
  readonly eixo: { readonly min: 0; readonly max: number; readonly passo: 1 }
}

/**
 * The radar of an employee against their range: one axis per compared competency (named by `nomes`), the order of
 * the employee's level and of the required one (0 where there is none). A side with nothing recorded (no levels of
 * the employee, no configuration of the range) is an empty data set, and then nothing is drawn.
 */
export const dadosRadar = (comparacoes: ReadonlyArray<Comparacao>, nomes: ReadonlyMap<number, string>, niveis: ReadonlyArray<Nivel>): DadosRadar => {
  const temTalento = comparacoes.some((c) => c.nivelTalentoId !== null)
  const temFaixa = comparacoes.some((c) => c.nivelExigidoId !== null)
  return {
    labels: comparacoes.map((c) => nomes.get(c.competenciaId) ?? `#${c.competenciaId}`),
    competenciasColaborador: temTalento ? comparacoes.map((c) => valorGrafico(c.ordemTalento ?? 0)) : [],
    competenciasFaixaSalariais: temFaixa ? comparacoes.map((c) => valorGrafico(c.ordemExigida ?? 0)) : [],
    eixo: eixoRadar([...niveis.map((n) => n.ordem), ...comparacoes.flatMap((c) => [c.ordemTalento ?? 0, c.ordemExigida ?? 0])]),
  }
}

// ---------------------------------------------------------------------------------------------------------
// The matrix of talents × competencies (a report whose columns are the competencies).

/** One cell of the matrix before pivoting: an employee's level in one competency against the required one. */
export interface CelulaMatriz {
  readonly colaboradorId: number
  readonly competenciaId: number
  readonly competencia: string
  readonly tipo: string
  readonly nivelTalento: string | null
  readonly nivelExigido: string | null
  readonly situacao: Situacao
}

/** The column of a competency in the matrix: 'Liderança (H)', with the id when two share a name and kind. */
export const colunasDaMatriz = (celulas: ReadonlyArray<CelulaMatriz>): ReadonlyArray<{ readonly competenciaId: number; readonly titulo: string }> => {
  const vistos = new Map<number, { competencia: string; tipo: string }>()
  for (const c of celulas) if (!vistos.has(c.competenciaId)) vistos.set(c.competenciaId, { competencia: c.competencia, tipo: c.tipo })
  const ordenadas = [...vistos.entries()].sort(
    ([ia, a], [ib, b]) => 'CHA'.indexOf(a.tipo) - 'CHA'.indexOf(b.tipo) || a.competencia.localeCompare(b.competencia, 'pt-BR') || ia - ib,
  )
  const base = (x: { competencia: string; tipo: string }) => `${x.competencia} (${x.tipo})`
  const contagem = new Map<string, number>()
  for (const [, x] of ordenadas) contagem.set(base(x), (contagem.get(base(x)) ?? 0) + 1)
  return ordenadas.map(([id, x]) => ({ competenciaId: id, titulo: contagem.get(base(x))! > 1 ? `${base(x)} #${id}` : base(x) }))
}

/** A cell as the matrix prints it: the employee's level, '!' when below the required, '–' when not recorded. */
export const textoCelula = (c: CelulaMatriz): string =>
  c.situacao === 'NAO_AVALIADO' ? `– (exige ${c.nivelExigido ?? '?'})` : c.situacao === 'ABAIXO' ? `${c.nivelTalento} ! (exige ${c.nivelExigido})` : (c.nivelTalento ?? '')
