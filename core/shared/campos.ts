import { Option, Schema, SchemaAST as AST } from 'effect'
import { CepSchema } from './br/cep.ts'
import { CnpjSchema } from './br/cnpj.ts'
import { CpfSchema } from './br/cpf.ts'
import { schemaNormalizado } from './br/digitos.ts'
import { PisSchema } from './br/pis.ts'
import {
  normalizarTelefone,
  TELEFONE_FORMATADO_INVALIDO,
  TELEFONE_PARTE_INVALIDA,
  validarCelular,
  validarDdd,
  validarFoneFixo,
  validarTelefone,
} from './br/telefone.ts'
import { ehDataValida, ehHoraValida, ehMesValido, instanteUtc } from './datas.ts'
import { formatarDecimal, temNoMaximoCasas } from './formatos.ts'

/**
 * Field builders. Each returns the field's value Schema (with the spec's pt-BR messages) plus the
 * metadata the generic repository (storage), routes (filters) and admin screens (inputs) need.
 * The entity Schema is assembled from these in `defineResource`. The value Schemas are exported too
 * (`valorTexto`, `valorData`, `valorOpcoes`…): sub-records inside a `lista` or `grupo` are built with them,
 * so a rule and its message exist once.
 */
export type Kind =
  | 'texto'
  | 'textoLongo'
  | 'inteiro'
  | 'decimal'
  | 'percentual'
  | 'dinheiro'
  | 'booleano'
  | 'data'
  | 'dataHora'
  | 'mes'
  | 'hora'
  | 'cor'
  | 'opcoes'
  | 'referencia'
  | 'referencias'
  | 'cpf'
  | 'cnpj'
  | 'pis'
  | 'cep'
  | 'telefone'
  | 'email'
  | 'senha'
  | 'imagem'
  | 'lista'
  | 'grupo'
  | 'varias'

/** How a value is stored: text, whole number, decimal number (a `decimal(p, s)` column), boolean, JSON text. */
export type Storage = 'string' | 'integer' | 'number' | 'boolean' | 'json'

/** Which part of a phone a `telefone` field holds: the DDD, a landline or mobile number without DDD, or the whole phone. */
export type ParteTelefone = 'ddd' | 'fixo' | 'celular' | 'completo'

export interface Opcao {
  readonly id: string | number
  readonly name: string
}

/** A Schema decoding to `A` from whatever its encoded side is. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Schema is invariant in Encoded: only any takes every encoded side
export type SchemaDeValor<A> = Schema.Schema<A, any>

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- `Campos` holds fields of every value type, and `value` is invariant in A
export interface Campo<A = any> {
  readonly kind: Kind
  readonly label: string
  readonly required: boolean
  readonly value: SchemaDeValor<A>
  readonly default?: A
  /** Longest text (characters stored) or largest number accepted. */
  readonly max?: number
  /** Smallest number accepted (inteiro, decimal, percentual). */
  readonly min?: number
  /** decimal, percentual: total digits and decimals, i.e. the precision and scale of the `decimal` column. */
  readonly digitos?: number
  readonly casas?: number
  /** telefone: the part of the phone held. */
  readonly telefone?: ParteTelefone
  readonly options?: ReadonlyArray<Opcao>
  /** Resource name of the referenced entity (`cargo-salario/areas-organizacionais`). */
  readonly reference?: string
  /** referencia: the list filter its picker offers the options under (`{ situacao: 'R' }`: drafts only). */
  readonly filtroReferencia?: Readonly<Record<string, string | number | boolean>>
  /** A reference to a row of another of the visible companies (a course's participating companies' employees), not only the row's own. */
  readonly referenciaOutrasEmpresas?: boolean
  readonly storage: Storage
  /** Accepted on input, never returned (passwords). */
  readonly writeOnly?: boolean
  /** List filter: exact match, case/accent-insensitive substring, or membership. */
  readonly filter: 'eq' | 'like' | 'none'
  /** Message when another row of the same scope already has this value. */
  readonly unique?: string
  /** Shown in the generic list. */
  readonly list: boolean
  readonly missingMessage: string
  readonly help?: string
  /** Properties of a `grupo` (one JSON sub-object such as the CTPS), as forms draw them. */
  readonly subcampos?: ReadonlyArray<Subcampo>
  /** texto: searched and sorted through a normalised copy with a substring index (core/shared/busca.ts). */
  readonly busca?: boolean
}

/** One property of a `grupo`: read from the annotation its Schema carries (see `comoSubcampo`). */
export interface Subcampo {
  readonly nome: string
  readonly kind: 'texto' | 'textoLongo' | 'inteiro' | 'dinheiro' | 'data' | 'referencia'
  readonly label: string
  readonly max?: number
  readonly reference?: string
}
type DescricaoSubcampo = Omit<Subcampo, 'nome'>

const SUBCAMPO = Symbol.for('rh/subcampo')

/** Annotates a property Schema with how a form draws it; a second call merges into the first (short label, reference). */
export const comoSubcampo = <S extends Schema.Schema.Any>(s: S, d: Partial<DescricaoSubcampo>): S => {
  const antes = AST.getAnnotation<DescricaoSubcampo>(SUBCAMPO)(s.ast).pipe(Option.getOrElse(() => ({}) as Partial<DescricaoSubcampo>))
  return s.annotations({ [SUBCAMPO]: { ...antes, ...d } }) as S
}

/** The annotated properties of a Struct (possibly behind transformations), in declaration order. */
export const subcamposDe = (s: Schema.Schema.Any): ReadonlyArray<Subcampo> => {
  let ast = s.ast
  while (ast._tag === 'Transformation' || ast._tag === 'Refinement') ast = ast._tag === 'Transformation' ? ast.to : ast.from
  if (ast._tag !== 'TypeLiteral') return []
  return ast.propertySignatures.flatMap((p) => {
    // Schema.optional(X) types the property as X | undefined
    const tipo = AST.isUnion(p.type) ? (p.type.types.find((t) => !AST.isUndefinedKeyword(t)) ?? p.type) : p.type
    const d = AST.getAnnotation<Partial<DescricaoSubcampo>>(SUBCAMPO)(tipo).pipe(Option.getOrUndefined)
    return typeof p.name === 'string' && d?.kind && d.label ? [{ ...d, kind: d.kind, label: d.label, nome: p.name }] : []
  })
}

interface Rotulo {
  readonly label: string
  /** Feminine agreement of the messages ('inválida', 'obrigatória'). */
  readonly feminino?: boolean
}

interface Comum<A> extends Rotulo {
  readonly required?: boolean
  readonly default?: A
  readonly list?: boolean
  readonly unique?: string
  readonly help?: string
  /** Overrides the required message. */
  readonly obrigatorio?: string
  /** Overrides the builder's list filter ('none' keeps a computed value out of the filters). */
  readonly filtro?: 'eq' | 'like' | 'none'
}

export const mensagemObrigatorio = (label: string, feminino = false) =>
  `${label} é ${feminino ? 'obrigatória' : 'obrigatório'}`

export const mensagemMaximo = (label: string, max: number) => `${label} deve ter no máximo ${max} caracteres`

export const mensagemCasas = (label: string, casas: number) => `${label} deve ter no máximo ${casas} casas decimais`

const invalido = (label: string, feminino = false) => `${label} ${feminino ? 'inválida' : 'inválido'}`
const inv = (o: Rotulo) => invalido(o.label, o.feminino)

function campo<A>(
  kind: Kind,
  storage: Storage,
  value: SchemaDeValor<A>,
  o: Comum<A>,
  extra: Partial<Campo<A>> = {},
): Campo<A> {
  return {
    kind,
    storage,
    value,
    label: o.label,
    required: o.required ?? false,
    ...(o.default !== undefined ? { default: o.default } : {}),
    ...(o.unique ? { unique: o.unique } : {}),
    ...(o.help ? { help: o.help } : {}),
    list: o.list ?? false,
    filter: 'eq',
    missingMessage: o.obrigatorio ?? mensagemObrigatorio(o.label, o.feminino),
    ...extra,
    ...(o.filtro ? { filter: o.filtro } : {}),
  }
}

const stringBase = (label: string, feminino = false) => Schema.String.annotations({ message: () => invalido(label, feminino) })

const trimmed = (label: string, feminino = false) =>
  Schema.transform(stringBase(label, feminino), Schema.String, { strict: true, decode: (s) => s.trim(), encode: (s) => s })

// ---------------------------------------------------------------------------------------------------------
// Value Schemas: what a builder validates, reusable in sub-records (items of a `lista`, properties of a `grupo`).

/** A fixed shape a text must have, with its own message (a CNPJ complement of 4 characters). */
export interface FormatoTexto {
  readonly padrao: RegExp
  readonly mensagem: string
}

export interface ValorTextoOpts extends Rotulo {
  readonly max: number
  /** 1 by default: an empty (or blank) text counts as missing. */
  readonly min?: number
  readonly formato?: FormatoTexto
}

/** Trimmed single-line text: '{label} é obrigatório' when blank, '{label} deve ter no máximo {max} caracteres'. */
export const valorTexto = (o: ValorTextoOpts): Schema.Schema<string, string> => {
  const min = o.min ?? 1
  const base = trimmed(o.label, o.feminino).pipe(
    Schema.minLength(min, { message: () => (min <= 1 ? mensagemObrigatorio(o.label, o.feminino) : `${o.label} deve ter no mínimo ${min} caracteres`) }),
  )
  const formato = o.formato
  const comFormato: Schema.Schema<string, string> = formato ? base.pipe(Schema.pattern(formato.padrao, { message: () => formato.mensagem })) : base
  return comFormato.pipe(Schema.maxLength(o.max, { message: () => mensagemMaximo(o.label, o.max) }))
}

/** Text kept as typed (line breaks, surrounding spaces), up to `max` characters. */
export const valorTextoLongo = (o: Rotulo & { readonly max: number }): Schema.Schema<string, string> =>
  stringBase(o.label, o.feminino).pipe(Schema.maxLength(o.max, { message: () => mensagemMaximo(o.label, o.max) }))

export interface ValorInteiroOpts extends Rotulo {
  readonly min?: number
  readonly max?: number
  /** One message for a number that is not whole or out of range (sub-records whose form says just 'inválido'). */
  readonly foraDaFaixa?: string
  /**
   * The resource's `rules` check whole/range/decimals with their own messages (a rule shared with another
   * screen, as the competency levels' grid): the value Schema then only checks that it is a number, so those
   * rules run and report; `min`/`max` stay as metadata for inputs and storage.
   */
  readonly conferidoNasRegras?: boolean
}

const numeroBase = (o: Rotulo) => Schema.Number.annotations({ message: () => inv(o) }).pipe(Schema.finite({ message: () => inv(o) }))

/** Whole number from `min` (0) to `max` (2 147 483 647). */
export const valorInteiro = (o: ValorInteiroOpts): Schema.Schema<number, number> => {
  if (o.conferidoNasRegras) return Schema.Number.annotations({ message: () => inv(o) })
  const min = o.min ?? 0
  const max = o.max ?? 2_147_483_647
  return Schema.Number.annotations({ message: () => inv(o) }).pipe(
    Schema.int({ message: () => o.foraDaFaixa ?? `${o.label} deve ser um número inteiro` }),
    Schema.greaterThanOrEqualTo(min, { message: () => o.foraDaFaixa ?? `${o.label} deve ser no mínimo ${min}` }),
    Schema.lessThanOrEqualTo(max, { message: () => o.foraDaFaixa ?? `${o.label} deve ser no máximo ${max}` }),
  )
}

export interface MensagensDecimal {
  /** One message for both ends of the range ('{label} deve estar entre 0 e 100'). */
  readonly faixa?: string
  readonly minimo?: string
  readonly maximo?: string
  readonly casas?: string
}

export interface ValorDecimalOpts extends Rotulo {
  /** Total digits and decimals: `{digitos: 5, casas: 2}` holds up to 999.99 (a `decimal(5,2)` column). */
  readonly digitos: number
  readonly casas: number
  /** 0 by default. */
  readonly min?: number
  /** The largest the digits hold by default (999.99 for 5 digits, 2 decimals). */
  readonly max?: number
  readonly mensagens?: MensagensDecimal
  /** See `ValorInteiroOpts.conferidoNasRegras`. */
  readonly conferidoNasRegras?: boolean
}

/** The largest number `digitos` digits with `casas` decimals hold: (5, 2) → 999.99. */
export const maiorDecimal = (digitos: number, casas: number): number => Number(`${'9'.repeat(Math.max(0, digitos - casas)) || '0'}.${'9'.repeat(casas) || '0'}`)

/**
 * A decimal number stored as is (never rounded): more decimals than `casas` are refused with
 * '{label} deve ter no máximo {casas} casas decimais' (checked on the decimal text, so 0.1 + 0.2 is refused).
 */
export const valorDecimal = (o: ValorDecimalOpts): Schema.Schema<number, number> => {
  if (o.conferidoNasRegras) return numeroBase(o)
  const min = o.min ?? 0
  const max = o.max ?? maiorDecimal(o.digitos, o.casas)
  const m = o.mensagens ?? {}
  return numeroBase(o).pipe(
    Schema.greaterThanOrEqualTo(min, { message: () => m.minimo ?? m.faixa ?? `${o.label} deve ser no mínimo ${formatarDecimal(min, o.casas)}` }),
    Schema.lessThanOrEqualTo(max, { message: () => m.maximo ?? m.faixa ?? `${o.label} deve ser no máximo ${formatarDecimal(max, o.casas)}` }),
    Schema.filter((n) => temNoMaximoCasas(n, o.casas), { message: () => m.casas ?? mensagemCasas(o.label, o.casas) }),
  )
}

export interface ValorPercentualOpts extends Rotulo {
  /** 2 by default. */
  readonly casas?: number
  /** 0 and 100 by default. */
  readonly min?: number
  readonly max?: number
  readonly mensagens?: MensagensDecimal
  readonly conferidoNasRegras?: boolean
}

/** Digits and decimals of a percentage column: 0–100 with 2 decimals → decimal(5,2). */
const faixaPercentual = (o: ValorPercentualOpts) => {
  const casas = o.casas ?? 2
  const min = o.min ?? 0
  const max = o.max ?? 100
  const inteiros = String(Math.trunc(Math.max(Math.abs(min), Math.abs(max)))).length
  return { casas, min, max, digitos: inteiros + casas }
}

/** A percentage, 0 to 100 with 2 decimals by default; out of range: '{label} deve estar entre 0 e 100'. */
export const valorPercentual = (o: ValorPercentualOpts): Schema.Schema<number, number> => {
  const f = faixaPercentual(o)
  return valorDecimal({
    ...o,
    ...f,
    mensagens: { faixa: `${o.label} deve estar entre ${formatarDecimal(f.min, f.casas)} e ${formatarDecimal(f.max, f.casas)}`, ...o.mensagens },
  })
}

/** Money in integer centavos, from 0 to R$ 999.999.999,99. */
export const valorDinheiro = (o: Rotulo & { readonly positivo?: string }): Schema.Schema<number, number> =>
  Schema.Number.annotations({ message: () => inv(o) }).pipe(
    Schema.int({ message: () => inv(o) }),
    Schema.greaterThanOrEqualTo(0, { message: () => o.positivo ?? `${o.label} deve ser um número positivo` }),
    Schema.lessThanOrEqualTo(99_999_999_999, { message: () => inv(o) }),
  )

export const valorBooleano = (o: Rotulo): Schema.Schema<boolean, boolean> => Schema.Boolean.annotations({ message: () => inv(o) })

/** Calendar date `YYYY-MM-DD` (a real day: 2026-02-30 is refused); message '{label} inválida'. */
export const valorData = (o: Rotulo): Schema.Schema<string, string> =>
  stringBase(o.label, true).pipe(Schema.filter(ehDataValida, { message: () => invalido(o.label, true) }))

/**
 * An instant `YYYY-MM-DDTHH:mm[:ss][Z|±hh:mm]` (a time without a zone is São Paulo's), kept as its UTC ISO string;
 * message '{label} inválida'.
 */
export const valorDataHora = (o: Rotulo): Schema.Schema<string, string> =>
  Schema.transform(
    stringBase(o.label, o.feminino ?? true).pipe(Schema.filter((s) => instanteUtc(s) !== undefined, { message: () => invalido(o.label, o.feminino ?? true) })),
    Schema.String,
    { strict: true, decode: (s) => instanteUtc(s) ?? s, encode: (s) => s },
  )

/** Month `YYYY-MM` (typed mm/aaaa); message '{label} inválido'. */
export const valorMes = (o: Rotulo): Schema.Schema<string, string> => stringBase(o.label, o.feminino).pipe(Schema.filter(ehMesValido, { message: () => inv(o) }))

/** Time of day `HH:MM` (00:00–23:59; '8:30' is read as '08:30'); message '{label} inválido'. */
export const valorHora = (o: Rotulo): Schema.Schema<string, string> =>
  Schema.transform(stringBase(o.label, o.feminino), Schema.String, { strict: true, decode: (s) => s.trim().replace(/^(\d):/, '0$1:'), encode: (s) => s }).pipe(
    Schema.filter(ehHoraValida, { message: () => inv(o) }),
  )

/**
 * One of fixed values, with a single message '{label} inválido' (a Literal union would report each member).
 * `ids` may be a function when the values are known only after every module has loaded.
 */
export const valorOpcoes = <const T extends string | number>(ids: ReadonlyArray<T> | (() => ReadonlyArray<T>), o: Rotulo): Schema.Schema<T, T> =>
  Schema.Unknown.pipe(
    Schema.filter((v): v is T => (typeof ids === 'function' ? ids() : ids).includes(v as T), { message: () => inv(o) }),
  ) as unknown as Schema.Schema<T, T>

/** Id of a row (a positive whole number); message '{label} inválido'. */
export const valorReferencia = (o: Rotulo): Schema.Schema<number, number> =>
  Schema.Number.annotations({ message: () => inv(o) }).pipe(Schema.int({ message: () => inv(o) }), Schema.positive({ message: () => inv(o) }))

/** Trimmed e-mail address, up to `max` (200) characters; message 'E-mail inválido'. */
export const valorEmail = (o: Rotulo & { readonly max?: number }): Schema.Schema<string, string> => {
  const max = o.max ?? 200
  return trimmed(o.label, o.feminino).pipe(
    Schema.maxLength(max, { message: () => mensagemMaximo(o.label, max) }),
    Schema.pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: () => 'E-mail inválido' }),
  )
}

const TELEFONE: Record<ParteTelefone, { readonly validar: (s: string) => boolean; readonly mensagem: string; readonly tamanho: number }> = {
  ddd: { validar: validarDdd, mensagem: TELEFONE_PARTE_INVALIDA, tamanho: 2 },
  fixo: { validar: validarFoneFixo, mensagem: TELEFONE_PARTE_INVALIDA, tamanho: 9 },
  celular: { validar: validarCelular, mensagem: TELEFONE_PARTE_INVALIDA, tamanho: 9 },
  completo: { validar: validarTelefone, mensagem: TELEFONE_FORMATADO_INVALIDO, tamanho: 11 },
}

/**
 * A phone or a part of one, decoded to its digits (mask optional). Messages: 'Inválido' for a DDD, landline
 * (8–9 digits) or mobile (9 digits); 'Número inválido' for a whole phone (DDD + 8 or 9 digits); `mensagem` overrides.
 */
export const valorTelefone = (o: { readonly parte?: ParteTelefone; readonly mensagem?: string } = {}): Schema.Schema<string, string> => {
  const t = TELEFONE[o.parte ?? 'completo']
  return schemaNormalizado(normalizarTelefone, t.validar, o.mensagem ?? t.mensagem)
}

// ---------------------------------------------------------------------------------------------------------
// Field builders.

export interface TextoOpts extends Comum<string> {
  readonly max: number
  readonly min?: number
  readonly maiusculas?: boolean
  /** A fixed shape (pattern) with its message, checked before the length. */
  readonly formato?: FormatoTexto
  /**
   * A name the lists search by words and sort on (candidates, employees): the table keeps a normalised copy
   * `<campo>_busca` (same length) with a substring index (see `criarIndiceBusca` in adapters/db/busca.ts).
   */
  readonly busca?: boolean
}

/** Trimmed single-line text; empty counts as missing. */
export const texto = (o: TextoOpts): Campo<string> =>
  campo('texto', 'string', valorTexto(o), o, { max: o.max, filter: 'like', ...(o.busca ? { busca: true } : {}) })

export const textoLongo = (o: Comum<string> & { readonly max?: number }): Campo<string> => {
  const max = o.max ?? 100_000
  return campo('textoLongo', 'string', valorTextoLongo({ ...o, max }), o, { max, filter: 'none' })
}

export interface InteiroOpts extends Comum<number>, Omit<ValorInteiroOpts, keyof Rotulo> {}

export const inteiro = (o: InteiroOpts): Campo<number> => {
  const min = o.min ?? 0
  const max = o.max ?? 2_147_483_647
  return campo('inteiro', 'integer', valorInteiro(o), o, { min, max })
}

export interface DecimalOpts extends Comum<number>, Omit<ValorDecimalOpts, keyof Rotulo> {}

/** Decimal number with its precision (`digitos`) and scale (`casas`): a `decimal(digitos, casas)` column. */
export const decimal = (o: DecimalOpts): Campo<number> =>
  campo('decimal', 'number', valorDecimal(o), o, { min: o.min ?? 0, max: o.max ?? maiorDecimal(o.digitos, o.casas), digitos: o.digitos, casas: o.casas, filter: 'none' })

export interface PercentualOpts extends Comum<number>, Omit<ValorPercentualOpts, keyof Rotulo> {}

/** Percentage, 0–100 with 2 decimals unless said otherwise (a `decimal(5,2)` column). */
export const percentual = (o: PercentualOpts): Campo<number> => {
  const f = faixaPercentual(o)
  return campo('percentual', 'number', valorPercentual(o), o, { min: f.min, max: f.max, digitos: f.digitos, casas: f.casas, filter: 'none' })
}

/** Money in integer centavos. */
export const dinheiro = (o: Comum<number> & { readonly positivo?: string }): Campo<number> =>
  campo('dinheiro', 'integer', valorDinheiro(o), o, { filter: 'none' })

/** Yes/no, false by default; `semPadrao` keeps null as "not known" (an approval without a minimum to compare). */
export const booleano = (o: Comum<boolean> & { readonly semPadrao?: boolean }): Campo<boolean> =>
  campo('booleano', 'boolean', valorBooleano(o), o.semPadrao ? o : { ...o, default: o.default ?? false })

/** Calendar date `YYYY-MM-DD` (typed dd/mm/aaaa). */
export const data = (o: Comum<string>): Campo<string> => campo('data', 'string', valorData(o), { ...o, feminino: o.feminino ?? true }, { max: 10 })

/** An instant the server records (ISO 8601 in UTC, e.g. when a change happened): shown as dd/mm/aaaa hh:mm in São Paulo. */
export const dataHora = (o: Comum<string>): Campo<string> => campo('dataHora', 'string', valorDataHora(o), o, { max: 30 })

/** Month `YYYY-MM` (typed mm/aaaa). */
export const mes = (o: Comum<string>): Campo<string> => campo('mes', 'string', valorMes(o), o, { max: 7 })

/** Time of day `HH:MM`. */
export const hora = (o: Comum<string>): Campo<string> => campo('hora', 'string', valorHora(o), o, { max: 5 })

export const cor = (o: Comum<string>): Campo<string> =>
  campo('cor', 'string', stringBase(o.label, o.feminino).pipe(Schema.pattern(/^#[0-9A-Fa-f]{6}$/, { message: () => `${o.label} inválida` })), o, { max: 7 })

/** One of fixed options with their labels (stored as the option's id). */
export const opcoes = <const T extends string | number>(
  o: Comum<T> & {
    /** A function when the options are only known after every module has loaded (text ids then). */
    readonly options: ReadonlyArray<{ readonly id: T; readonly name: string }> | (() => ReadonlyArray<{ readonly id: T; readonly name: string }>)
  },
): Campo<T> => {
  if (typeof o.options === 'function') {
    const opcoesDe = o.options
    const c = campo('opcoes', 'string', valorOpcoes(() => opcoesDe().map((x) => x.id), o), o, {})
    return Object.defineProperty(c, 'options', { get: opcoesDe, enumerable: true })
  }
  const ids = o.options.map((x) => x.id)
  return campo('opcoes', typeof ids[0] === 'number' ? 'integer' : 'string', valorOpcoes(ids, o), o, { options: o.options })
}

/** Id of another resource's row (checked to exist in the same scope by the repository). */
export const referencia = (
  o: Comum<number> & { readonly resource: string; readonly filtroOpcoes?: Readonly<Record<string, string | number | boolean>>; readonly outrasEmpresas?: boolean },
): Campo<number> =>
  campo('referencia', 'integer', valorReferencia(o), o, {
    reference: o.resource,
    ...(o.filtroOpcoes ? { filtroReferencia: o.filtroOpcoes } : {}),
    ...(o.outrasEmpresas ? { referenciaOutrasEmpresas: true } : {}),
  })

/** Ids of other rows, stored as a JSON array. `min` gives the "at least n" rule. */
export const referencias = (
  o: Comum<ReadonlyArray<number>> & { readonly resource: string; readonly min?: number; readonly minMessage?: string },
): Campo<ReadonlyArray<number>> => {
  const min = o.min ?? 0
  const base = Schema.Array(valorReferencia(o)).annotations({ message: () => inv(o) }).pipe(Schema.maxItems(10_000, { message: () => inv(o) }))
  const value = min > 0 ? base.pipe(Schema.minItems(min, { message: () => o.minMessage ?? `Selecione ao menos ${min} ${o.label}` })) : base
  const opts = min ? { ...o, required: true, obrigatorio: o.obrigatorio ?? o.minMessage } : { ...o, default: o.default ?? [] }
  return campo('referencias', 'json', value, opts, { reference: o.resource, filter: 'none' })
}

export const email = (o: Comum<string> & { readonly max?: number }): Campo<string> => {
  const max = o.max ?? 200
  return campo('email', 'string', valorEmail({ ...o, max }), o, { max, filter: 'like' })
}

/** CPF, masked or not, stored as its 11 digits; message 'CPF inválido'. */
export const cpf = (o: Comum<string>): Campo<string> => campo('cpf', 'string', CpfSchema, o, { max: 11 })

/** CNPJ, numeric or alphanumeric, masked or not, stored as its 14 upper-case characters; message 'CNPJ inválido'. */
export const cnpj = (o: Comum<string>): Campo<string> => campo('cnpj', 'string', CnpjSchema, o, { max: 14 })

/** PIS/PASEP/NIT, masked or not, stored as its 11 digits; message 'O número PIS é inválido'. */
export const pis = (o: Comum<string>): Campo<string> => campo('pis', 'string', PisSchema, o, { max: 11 })

/** CEP, masked or not, stored as its 8 digits; message 'Cep não pode ser nulo' (the spec's). */
export const cep = (o: Comum<string>): Campo<string> => campo('cep', 'string', CepSchema, o, { max: 8 })

/** A phone or a part of one (`parte`: ddd, fixo, celular, completo), stored as digits; see `valorTelefone`. */
export const telefone = (o: Comum<string> & { readonly parte?: ParteTelefone; readonly mensagem?: string }): Campo<string> => {
  const parte = o.parte ?? 'completo'
  return campo('telefone', 'string', valorTelefone(o), o, { max: TELEFONE[parte].tamanho, telefone: parte })
}

/** Write-only secret (hashed before storage by the resource's `prepare`). */
export const senha = (o: Comum<string> & { readonly min?: number }): Campo<string> => {
  const min = o.min ?? 6
  const value = stringBase(o.label, o.feminino).pipe(
    Schema.minLength(min, { message: () => `${o.label} deve ter no mínimo ${min} caracteres` }),
    Schema.maxLength(128, { message: () => mensagemMaximo(o.label, 128) }),
  )
  return campo('senha', 'string', value, { ...o, feminino: o.feminino ?? true }, { writeOnly: true, filter: 'none' })
}

/** A png or jpeg data URL with well-formed base64 (whole groups of four, padding only at the end). */
const DATA_URL_IMAGEM = /^data:(image\/(?:png|jpeg));base64,((?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?)$/

/** The bytes of an image field's data URL (a person's photo as a file), or undefined when there is none or it is malformed. */
export const imagemDeDataUrl = (v: unknown): { readonly bytes: Uint8Array; readonly tipo: string; readonly extensao: 'png' | 'jpg' } | undefined => {
  const m = typeof v === 'string' ? DATA_URL_IMAGEM.exec(v) : null
  if (!m || !m[2]) return undefined
  return { bytes: Uint8Array.from(atob(m[2]), (c) => c.charCodeAt(0)), tipo: m[1]!, extensao: m[1] === 'image/png' ? 'png' : 'jpg' }
}

/** Image as a data URL (jpeg or png), size-limited. */
export const imagem = (o: Comum<string> & { readonly maxBytes?: number }): Campo<string> => {
  const maxBytes = o.maxBytes ?? 512 * 1024
  const value = stringBase(o.label, o.feminino).pipe(
    Schema.filter((s) => DATA_URL_IMAGEM.test(s), {
      message: () => 'O arquivo adicionado não é uma imagem',
    }),
    Schema.filter((s) => s.length <= Math.ceil((maxBytes * 4) / 3) + 40, {
      message: () => `O arquivo deve ser menor que ${Math.round(maxBytes / 1024)} KB`,
    }),
  )
  return campo('imagem', 'string', value, { ...o, feminino: true }, { filter: 'none' })
}

/**
 * Structured list stored as JSON (sub-records without their own screen), [] by default; `semPadrao` leaves an
 * absent list absent (a use case that keeps the stored one).
 */
export const lista = <A, I>(
  o: Comum<ReadonlyArray<A>> & { readonly item: Schema.Schema<A, I>; readonly max?: number; readonly semPadrao?: boolean },
): Campo<ReadonlyArray<A>> => {
  const value = Schema.Array(o.item).annotations({ message: () => inv(o) }).pipe(Schema.maxItems(o.max ?? 1000, { message: () => inv(o) }))
  return campo('lista', 'json', value, o.semPadrao ? o : { ...o, default: o.default ?? [] }, { filter: 'none' })
}

/** One structured sub-object stored as JSON (título de eleitor, CTPS); its properties come from `subcamposDe`. */
export const grupo = <A, I>(o: Comum<A> & { readonly value: Schema.Schema<A, I> }): Campo<A> =>
  campo('grupo', 'json', o.value, o, { filter: 'none', subcampos: subcamposDe(o.value) })

/** Several of a fixed set of options (stored as a JSON array). */
export const varias = <const T extends string>(
  o: Comum<ReadonlyArray<T>> & {
    /** A function when the options are only known after every module has loaded (the authority catalogue). */
    readonly options: ReadonlyArray<{ readonly id: T; readonly name: string }> | (() => ReadonlyArray<{ readonly id: T; readonly name: string }>)
  },
): Campo<ReadonlyArray<T>> => {
  const opcoesDe = () => (typeof o.options === 'function' ? o.options() : o.options)
  const item = valorOpcoes(() => opcoesDe().map((x) => x.id), o)
  const c = campo('varias', 'json', Schema.Array(item).annotations({ message: () => inv(o) }), { ...o, default: o.default ?? [] }, { filter: 'none' })
  return Object.defineProperty(c, 'options', { get: opcoesDe, enumerable: true })
}

// ---------------------------------------------------------------------------------------------------------
// Storage: the column a stored field needs (checked against the migrations by a contract test).

export interface ColunaEsperada {
  readonly tipo: Storage
  /** The varchar(n) of a text with a length (texto, e-mail, CPF, date…); a string without either lives in `text`. */
  readonly tamanho?: number
  /** Options: the shortest varchar that holds the longest id. */
  readonly tamanhoMinimo?: number
  /** `decimal(digitos, casas)`. */
  readonly digitos?: number
  readonly casas?: number
  /** Every write carries a value (required, or a default fills it): a NOT NULL column is possible. */
  readonly sempreGravado: boolean
}

/** What column a stored field needs; `undefined` for a write-only field (stored by `prepare` under another name). */
export const colunaEsperada = (c: Campo): ColunaEsperada | undefined => {
  if (c.writeOnly) return undefined
  const sempreGravado = c.required || c.default !== undefined
  const base = { tipo: c.storage, sempreGravado }
  if (c.storage === 'number') return { ...base, ...(c.digitos !== undefined ? { digitos: c.digitos } : {}), ...(c.casas !== undefined ? { casas: c.casas } : {}) }
  if (c.storage !== 'string') return base
  if (c.kind === 'opcoes') return { ...base, tamanhoMinimo: Math.max(1, ...(c.options ?? []).map((x) => String(x.id).length)) }
  // long text and images live in an unbounded `text` column (the API enforces their maximum)
  if (c.kind === 'textoLongo' || c.kind === 'imagem' || c.max === undefined) return base
  return { ...base, tamanho: c.max }
}

/**
 * Fields left out of a PUT are cleared by the generic repository; for fields with a default (booleans,
 * lists) the column is NOT NULL, so an absent value takes the default instead.
 */
export const comPadroes = (fields: Readonly<Record<string, Campo>>, entrada: Record<string, unknown>): Record<string, unknown> => {
  const out = { ...entrada }
  for (const [k, c] of Object.entries(fields)) if (out[k] === undefined && c.default !== undefined) out[k] = c.default
  return out
}
