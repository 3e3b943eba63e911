import { Context, Effect, Either, type Schema } from 'effect'
import type { Ator, Escopo } from './ator.ts'
import { AcessoNegado, ValidacaoFalhou, type ErroCampo, type ErroDominio } from './erros.ts'
import { Relogio } from './ports.ts'
import { defineResource, doTextoDaConsulta, validar, type Campos, type Entrada, type Resource } from './resource.ts'

/**
 * A consulta: a named query (`captacao/cargo`) with a filter declared like a resource's fields, the columns of
 * its rows, optional grouping and totals. Its SQL lives in the module's adapter map under the same name and is
 * reached through the one `Consultas` port; the same result feeds a screen table or chart, a report's PDF and
 * XLSX, and a dashboard.
 */

export type TipoColuna = 'texto' | 'inteiro' | 'decimal' | 'dinheiro' | 'data' | 'percentual'

export interface Coluna {
  readonly campo: string
  readonly titulo: string
  readonly tipo: TipoColuna
  /** Relative width in the PDF (default 1). */
  readonly largura?: number
  /** How the column totals in group and grand totals. */
  readonly total?: 'soma' | 'media' | 'contagem'
  /** A cell's colour by its value ('Vencido' in red): the same on screen, in the PDF and in the XLSX. */
  readonly cores?: Readonly<Record<string, CorCelula>>
}

export type CorCelula = 'vermelho' | 'amarelo' | 'verde'
/** The fill of each cell colour (light, so the text stays readable; printed too). */
export const CORES_CELULA: Readonly<Record<CorCelula, string>> = { vermelho: '#F8C9C9', amarelo: '#FFF0A8', verde: '#D3EFD3' }

/** The fill of a cell of `c` showing `v` (undefined: none). */
export const corDaCelula = (c: Pick<Coluna, 'cores'>, v: unknown): string | undefined => {
  const cor = c.cores && typeof v === 'string' && Object.hasOwn(c.cores, v) ? c.cores[v] : undefined
  return cor ? CORES_CELULA[cor] : undefined
}

/** One row: dinheiro in centavos, percentual as a number like 12.5 (%), data as YYYY-MM-DD. */
export type Linha = Readonly<Record<string, string | number | null>>

/** What a chart shows without rows (spec 001 §8). */
export const SEM_DADOS_GRAFICO = 'Não existem dados para o gráfico.'

/** A bar chart of the rows: one bar group per `categoria`, one bar per field of `valores`. */
export interface Grafico {
  readonly categoria: string
  readonly valores: ReadonlyArray<string>
}

/**
 * Rows a use case computes with what printing them needs besides (column titles that are names, summary lines): the
 * columns and the report's summary receive it; the JSON answer carries it as `contexto`.
 */
export interface LinhasComContexto {
  readonly linhas: ReadonlyArray<Linha>
  readonly contexto: Readonly<Record<string, unknown>>
}

/** A consulta whose SQL takes nothing from who asks. */
export type SemRestricao = Record<never, never>

export interface DefinicaoConsulta<C extends Campos, X extends object = SemRestricao> {
  /** `modulo/nome`: the key of its SQL in the module's adapter map. */
  readonly nome: string
  /** Who may run it: the authority, or any of several. */
  readonly autoridade: string | ReadonlyArray<string>
  /** The filter's fields, declared like a resource's (labels, defaults, the spec's messages). */
  readonly campos: C
  /** Cross-field rules of the filter; `hoje` (YYYY-MM-DD, São Paulo); `escopo` absent when a screen pre-validates. */
  readonly regras?: (f: Entrada<C>, hoje: string, escopo: Escopo | undefined) => ReadonlyArray<ErroCampo>
  /** Values the SQL takes from who asks, never from the filter (a manager sees fewer requests). */
  readonly restringir?: (ator: Ator) => X
  /**
   * Columns: may depend on the filter (the Detalhado/Resumido variant) and on the rows found (a matrix whose columns
   * are values of the rows, such as competencies); `linhas` is absent where only the filter is known.
   */
  readonly colunas: (f: Entrada<C>, linhas?: ReadonlyArray<Linha>, contexto?: Readonly<Record<string, unknown>>) => ReadonlyArray<Coluna>
  /** Field whose value starts a new group (with subtotals); the SQL sorts by it. */
  readonly agruparPor?: (f: Entrada<C>) => string | undefined
  /**
   * Rows computed by a use case instead of the module's SQL (an evaluation's results, whose scoring and anonymity
   * rules live in core): the validated filter and the asker (who restricts by themselves). One or the other.
   */
  readonly fonte?: (f: Entrada<C>, ator: Ator) => Effect.Effect<ReadonlyArray<Linha> | LinhasComContexto, ErroDominio, unknown>
  /** Pure step over the SQL's rows (shares, rates, order). */
  readonly completar?: (linhas: ReadonlyArray<Linha>, f: Entrada<C>) => ReadonlyArray<Linha>
  /** Totals that are not a column's sum, mean or count (a ratio of sums); used for groups and the grand total. */
  readonly totalizar?: (linhas: ReadonlyArray<Linha>, f: Entrada<C>) => Linha
  /** API path of its rows as JSON (GET, filter in the query); default `<modulo>/consultas/<nome>`. */
  readonly caminho?: string
  /** The JSON answer: `resultado` (filter, columns, rows, totals; default) or the bare rows (`linhas`). */
  readonly resposta?: 'resultado' | 'linhas'
  readonly grafico?: Grafico
}

export interface Consulta<C extends Campos = Campos, X extends object = SemRestricao> extends DefinicaoConsulta<C, X> {
  readonly modulo: string
  /** The name within the module: `cargo`. */
  readonly nomeLocal: string
  readonly caminho: string
  /** The filter as a resource-shaped declaration: validated and drawn by the same generic code as a form. */
  readonly filtro: Resource<C>
}

/** What the SQL of a consulta receives: the validated filter plus the restrictions of who asks. */
export type FiltroSql<Q> = Q extends Consulta<infer C, infer X> ? Entrada<C> & X : never

export const defineConsulta = <C extends Campos, X extends object = SemRestricao>(d: DefinicaoConsulta<C, X>): Consulta<C, X> => {
  const [modulo = '', ...resto] = d.nome.split('/')
  const nomeLocal = resto.join('/')
  if (!modulo || !nomeLocal) throw new Error(`Consulta ${d.nome}: o nome é modulo/nome`)
  return {
    ...d,
    modulo,
    nomeLocal,
    caminho: d.caminho ?? `${modulo}/consultas/${nomeLocal}`,
    filtro: defineResource({
      name: d.nome,
      table: '',
      label: d.nome,
      labelSingular: d.nome,
      scope: 'global',
      authority: typeof d.autoridade === 'string' ? d.autoridade : (d.autoridade[0] ?? null),
      fields: d.campos,
    }),
  }
}

/** Rows of a consulta by its name, scoped to the session's companies (one adapter map per module). */
export class Consultas extends Context.Tag('Consultas')<
  Consultas,
  { readonly linhas: (nome: string, filtro: Readonly<Record<string, unknown>>, escopo: Escopo) => Effect.Effect<ReadonlyArray<Linha>> }
>() {}

export const podeConsultar = (autoridades: ReadonlyArray<string>, q: { readonly autoridade: string | ReadonlyArray<string> }) =>
  (typeof q.autoridade === 'string' ? [q.autoridade] : q.autoridade).some((a) => autoridades.includes(a))

/**
 * The filter's fields (a key it does not declare is refused), then its cross-field rules (server and staff screens
 * alike). Unlike a record's body, every declared key is the filter's own: `empresaId` here is the company asked for.
 */
export const validarFiltro = <C extends Campos>(
  q: Consulta<C, object>,
  entrada: unknown,
  hoje: string,
  escopo?: Escopo,
): Either.Either<Entrada<C>, ValidacaoFalhou> => {
  const corpo = entrada ?? {}
  if (typeof corpo !== 'object' || Array.isArray(corpo)) return Either.left(ValidacaoFalhou.campo('', 'Corpo da requisição inválido'))
  const desconhecidos: ErroCampo[] = Object.keys(corpo)
    .filter((k) => !Object.hasOwn(q.campos, k))
    .map((field) => ({ field, message: 'Campo desconhecido' }))
  const campos = validar(q.filtro.createSchema as Schema.Schema<Entrada<C>, Record<string, unknown>>, Object.fromEntries(Object.entries(corpo).filter(([k]) => Object.hasOwn(q.campos, k))))
  if (desconhecidos.length || Either.isLeft(campos)) return Either.left(ValidacaoFalhou.campos([...desconhecidos, ...(Either.isLeft(campos) ? campos.left.errors : [])]))
  const erros = q.regras?.(campos.right, hoje, escopo) ?? []
  return erros.length ? Either.left(ValidacaoFalhou.campos(erros)) : campos
}

/** A GET query as the filter expects it (see `doTextoDaConsulta`); keys it does not declare are left out. */
export const filtroDaQuery = (campos: Campos, query: Readonly<Record<string, string>>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (Object.hasOwn(campos, k) ? [[k, doTextoDaConsulta(campos[k]!, v)]] : [])))

const somar = (linhas: ReadonlyArray<Linha>, c: Coluna): number | null => {
  const valores = linhas.map((l) => l[c.campo]).filter((v): v is number => typeof v === 'number')
  if (c.total === 'contagem') return linhas.length
  if (!valores.length) return null
  const soma = valores.reduce((a, b) => a + b, 0)
  return c.total === 'media' ? soma / valores.length : soma
}

/** Totals of some rows: the consulta's own rule, else each column's sum/mean/count (null when no column totals). */
export const totaisDe = <C extends Campos>(q: DefinicaoConsulta<C, object>, linhas: ReadonlyArray<Linha>, f: Entrada<C>, colunas: ReadonlyArray<Coluna>): Linha | null => {
  if (q.totalizar) return q.totalizar(linhas, f)
  if (!colunas.some((c) => c.total)) return null
  return Object.fromEntries(colunas.map((c) => [c.campo, c.total ? somar(linhas, c) : null]))
}

export interface ResultadoConsulta<F = Record<string, unknown>> {
  readonly filtro: F
  readonly colunas: ReadonlyArray<Coluna>
  readonly linhas: ReadonlyArray<Linha>
  readonly totais: Linha | null
  /** What a use case's rows come with (LinhasComContexto). */
  readonly contexto?: Readonly<Record<string, unknown>>
}

/** Columns and totals of some rows (pure): what a screen, a PDF and an XLSX of the consulta show. */
export const resultadoDe = <C extends Campos>(
  q: DefinicaoConsulta<C, object>,
  f: Entrada<C>,
  linhas: ReadonlyArray<Linha>,
  contexto?: Readonly<Record<string, unknown>>,
): ResultadoConsulta<Entrada<C>> => {
  const colunas = q.colunas(f, linhas, contexto)
  return { filtro: f, colunas, linhas, totais: totaisDe(q, linhas, f, colunas), ...(contexto ? { contexto } : {}) }
}

const lerConsulta = <C extends Campos, X extends object>(q: Consulta<C, X>, f: Entrada<C>, ator: Ator) =>
  Effect.gen(function* () {
    // Ports of a use case's rows are provided by the app's runtime, as for actions (core/shared/crud.ts comPortasDoApp).
    const lidas = q.fonte
      ? yield* (q.fonte(f, ator) as Effect.Effect<ReadonlyArray<Linha> | LinhasComContexto, ErroDominio, never>)
      : yield* (yield* Consultas).linhas(q.nome, { ...f, ...q.restringir?.(ator) }, ator.escopo)
    const { linhas, contexto } = Array.isArray(lidas) ? { linhas: lidas as ReadonlyArray<Linha>, contexto: undefined } : (lidas as LinhasComContexto)
    return { linhas: q.completar ? q.completar(linhas, f) : linhas, contexto }
  })

/** Rows of an already validated filter: the SQL or the use case (with the asker's restrictions), then the pure step. */
export const linhasDaConsulta = <C extends Campos, X extends object>(q: Consulta<C, X>, f: Entrada<C>, ator: Ator) => Effect.map(lerConsulta(q, f, ator), (r) => r.linhas)

/** Runs a consulta for someone: authority (403), filter (400 with the spec's messages), rows, columns, totals. */
export const consultar = <C extends Campos, X extends object>(q: Consulta<C, X>, entrada: unknown, ator: Ator) =>
  Effect.gen(function* () {
    if (!podeConsultar(ator.autoridades, q)) return yield* new AcessoNegado({})
    const hoje = yield* Effect.flatMap(Relogio, (r) => r.hoje)
    const f = yield* Either.match(validarFiltro(q, entrada, hoje, ator.escopo), { onLeft: Effect.fail, onRight: Effect.succeed })
    const { linhas, contexto } = yield* lerConsulta(q, f, ator)
    return resultadoDe(q, f, linhas, contexto)
  })

/** The JSON a consulta answers: its whole result, or the bare rows when the spec says so. */
export const respostaDaConsulta = (q: Consulta, r: ResultadoConsulta<unknown>) => (q.resposta === 'linhas' ? r.linhas : r)

/** A JSON list kept in a row's column (text on both databases, or already parsed): [] when it is none. */
export const listaJson = <T>(v: unknown): ReadonlyArray<T> => {
  if (Array.isArray(v)) return v as ReadonlyArray<T>
  if (typeof v !== 'string') return []
  try {
    const x: unknown = JSON.parse(v)
    return Array.isArray(x) ? (x as ReadonlyArray<T>) : []
  } catch {
    return []
  }
}
