import { Option, Schema, SchemaAST as AST } from 'effect'

/**
 * Field builders. Each returns the field's value Schema (with the spec's pt-BR messages) plus the
 * metadata the generic repository (storage), routes (filters) and admin screens (inputs) need.
 * The entity Schema is assembled from these in `defineResource`.
 */
export type Kind =
  | 'texto'
  | 'textoLongo'
  | 'inteiro'
  | 'dinheiro'
  | 'booleano'
  | 'data'
  | 'cor'
  | 'opcoes'
  | 'referencia'
  | 'referencias'
  | 'cpf'
  | 'cnpj'
  | 'email'
  | 'senha'
  | 'imagem'
  | 'lista'
  | 'grupo'
  | 'varias'

export type Storage = 'string' | 'integer' | 'boolean' | 'json'

export interface Opcao {
  readonly id: string | number
  readonly name: string
}

export interface Campo<A = any> {
  readonly kind: Kind
  readonly label: string
  readonly required: boolean
  readonly value: Schema.Schema<A, any>
  readonly default?: A
  readonly max?: number
  readonly options?: ReadonlyArray<Opcao>
  /** Resource name of the referenced entity (`cargo-salario/areas-organizacionais`). */
  readonly reference?: string
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

interface Comum<A> {
  readonly label: string
  readonly required?: boolean
  readonly default?: A
  /** Feminine agreement of the required message ('obrigatória'). */
  readonly feminino?: boolean
  readonly list?: boolean
  readonly unique?: string
  readonly help?: string
  /** Overrides the required message. */
  readonly obrigatorio?: string
}

export const mensagemObrigatorio = (label: string, feminino = false) =>
  `${label} é ${feminino ? 'obrigatória' : 'obrigatório'}`

export const mensagemMaximo = (label: string, max: number) => `${label} deve ter no máximo ${max} caracteres`

const invalido = (label: string, feminino = false) => `${label} ${feminino ? 'inválida' : 'inválido'}`
const inv = (o: { readonly label: string; readonly feminino?: boolean }) => invalido(o.label, o.feminino)

function campo<A>(
  kind: Kind,
  storage: Storage,
  value: Schema.Schema<A, any>,
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
  }
}

const stringBase = (label: string, feminino = false) => Schema.String.annotations({ message: () => invalido(label, feminino) })

const trimmed = (label: string, feminino = false) =>
  Schema.transform(stringBase(label, feminino), Schema.String, { strict: true, decode: (s) => s.trim(), encode: (s) => s })

export interface TextoOpts extends Comum<string> {
  readonly max: number
  readonly min?: number
  readonly maiusculas?: boolean
}

/** Trimmed single-line text; empty counts as missing. */
export const texto = (o: TextoOpts): Campo<string> => {
  const min = o.min ?? 1
  const value = trimmed(o.label, o.feminino).pipe(
    Schema.minLength(min, { message: () => (min <= 1 ? mensagemObrigatorio(o.label, o.feminino) : `${o.label} deve ter no mínimo ${min} caracteres`) }),
    Schema.maxLength(o.max, { message: () => mensagemMaximo(o.label, o.max) }),
  )
  return campo('texto', 'string', value, o, { max: o.max, filter: 'like' })
}

export const textoLongo = (o: Comum<string> & { readonly max?: number }): Campo<string> => {
  const max = o.max ?? 100_000
  const value = stringBase(o.label, o.feminino).pipe(Schema.maxLength(max, { message: () => mensagemMaximo(o.label, max) }))
  return campo('textoLongo', 'string', value, o, { max, filter: 'none' })
}

export interface InteiroOpts extends Comum<number> {
  readonly min?: number
  readonly max?: number
}

export const inteiro = (o: InteiroOpts): Campo<number> => {
  const min = o.min ?? 0
  const max = o.max ?? 2_147_483_647
  const value = Schema.Number.annotations({ message: () => inv(o) }).pipe(
    Schema.int({ message: () => `${o.label} deve ser um número inteiro` }),
    Schema.greaterThanOrEqualTo(min, { message: () => `${o.label} deve ser no mínimo ${min}` }),
    Schema.lessThanOrEqualTo(max, { message: () => `${o.label} deve ser no máximo ${max}` }),
  )
  return campo('inteiro', 'integer', value, o, { max })
}

/** Money in integer centavos. */
export const dinheiro = (o: Comum<number> & { readonly positivo?: string }): Campo<number> => {
  const value = Schema.Number.annotations({ message: () => inv(o) }).pipe(
    Schema.int({ message: () => inv(o) }),
    Schema.greaterThanOrEqualTo(0, { message: () => o.positivo ?? `${o.label} deve ser um número positivo` }),
    Schema.lessThanOrEqualTo(99_999_999_999, { message: () => inv(o) }),
  )
  return campo('dinheiro', 'integer', value, o, { filter: 'none' })
}

export const booleano = (o: Comum<boolean>): Campo<boolean> =>
  campo('booleano', 'boolean', Schema.Boolean.annotations({ message: () => inv(o) }), { ...o, default: o.default ?? false })

const DATA = /^\d{4}-\d{2}-\d{2}$/
export const ehDataIso = (s: string) => {
  if (!DATA.test(s)) return false
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}

/** Calendar date `YYYY-MM-DD`. */
export const data = (o: Comum<string>): Campo<string> =>
  campo('data', 'string', stringBase(o.label, true).pipe(Schema.filter(ehDataIso, { message: () => invalido(o.label, true) })), { ...o, feminino: o.feminino ?? true })

export const cor = (o: Comum<string>): Campo<string> =>
  campo('cor', 'string', stringBase(o.label, o.feminino).pipe(Schema.pattern(/^#[0-9A-Fa-f]{6}$/, { message: () => `${o.label} inválida` })), o)

export const opcoes = <const T extends string | number>(
  o: Comum<T> & { readonly options: ReadonlyArray<{ readonly id: T; readonly name: string }> },
): Campo<T> => {
  const ids = o.options.map((x) => x.id)
  const value = Schema.Unknown.pipe(
    Schema.filter((v): v is T => ids.includes(v as T), { message: () => inv(o) }),
  ) as unknown as Schema.Schema<T, any>
  return campo('opcoes', typeof ids[0] === 'number' ? 'integer' : 'string', value, o, { options: o.options })
}

const idSchema = (label: string, feminino = false) =>
  Schema.Number.annotations({ message: () => invalido(label, feminino) }).pipe(
    Schema.int({ message: () => invalido(label, feminino) }),
    Schema.positive({ message: () => invalido(label, feminino) }),
  )

/** Id of another resource's row (checked to exist in the same scope by the repository). */
export const referencia = (o: Comum<number> & { readonly resource: string }): Campo<number> =>
  campo('referencia', 'integer', idSchema(o.label, o.feminino), o, { reference: o.resource })

/** Ids of other rows, stored as a JSON array. `min` gives the "at least n" rule. */
export const referencias = (
  o: Comum<ReadonlyArray<number>> & { readonly resource: string; readonly min?: number; readonly minMessage?: string },
): Campo<ReadonlyArray<number>> => {
  const min = o.min ?? 0
  const base = Schema.Array(idSchema(o.label, o.feminino)).annotations({ message: () => inv(o) }).pipe(Schema.maxItems(10_000, { message: () => inv(o) }))
  const value = min > 0 ? base.pipe(Schema.minItems(min, { message: () => o.minMessage ?? `Selecione ao menos ${min} ${o.label}` })) : base
  const opts = min ? { ...o, required: true, obrigatorio: o.obrigatorio ?? o.minMessage } : { ...o, default: o.default ?? [] }
  return campo('referencias', 'json', value, opts, { reference: o.resource, filter: 'none' })
}

export const email = (o: Comum<string> & { readonly max?: number }): Campo<string> => {
  const max = o.max ?? 200
  const value = trimmed(o.label, o.feminino).pipe(
    Schema.maxLength(max, { message: () => mensagemMaximo(o.label, max) }),
    Schema.pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: () => 'E-mail inválido' }),
  )
  return campo('email', 'string', value, o, { max, filter: 'like' })
}

/** A field whose value Schema comes from elsewhere (identifiers of core/shared/br). */
export const especial = <A>(kind: Kind, storage: Storage, value: Schema.Schema<A, any>, o: Comum<A>, extra: Partial<Campo<A>> = {}) =>
  campo(kind, storage, value, o, extra)

/** Write-only secret (hashed before storage by the resource's `prepare`). */
export const senha = (o: Comum<string> & { readonly min?: number }): Campo<string> => {
  const min = o.min ?? 6
  const value = stringBase(o.label, o.feminino).pipe(
    Schema.minLength(min, { message: () => `${o.label} deve ter no mínimo ${min} caracteres` }),
    Schema.maxLength(128, { message: () => mensagemMaximo(o.label, 128) }),
  )
  return campo('senha', 'string', value, { ...o, feminino: o.feminino ?? true }, { writeOnly: true, filter: 'none' })
}

/** Image as a data URL (jpeg or png), size-limited. */
export const imagem = (o: Comum<string> & { readonly maxBytes?: number }): Campo<string> => {
  const maxBytes = o.maxBytes ?? 512 * 1024
  const value = stringBase(o.label, o.feminino).pipe(
    Schema.filter((s) => /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/.test(s), {
      message: () => 'O arquivo adicionado não é uma imagem',
    }),
    Schema.filter((s) => s.length <= Math.ceil((maxBytes * 4) / 3) + 40, {
      message: () => `O arquivo deve ser menor que ${Math.round(maxBytes / 1024)} KB`,
    }),
  )
  return campo('imagem', 'string', value, { ...o, feminino: true }, { filter: 'none' })
}

/** Structured list stored as JSON (sub-records without their own screen). */
export const lista = <A>(o: Comum<ReadonlyArray<A>> & { readonly item: Schema.Schema<A, any>; readonly max?: number }): Campo<ReadonlyArray<A>> => {
  const value = Schema.Array(o.item).annotations({ message: () => inv(o) }).pipe(Schema.maxItems(o.max ?? 1000, { message: () => inv(o) }))
  return campo('lista', 'json', value, { ...o, default: o.default ?? [] }, { filter: 'none' })
}

/** One structured sub-object stored as JSON (título de eleitor, CTPS); its properties come from `subcamposDe`. */
export const grupo = <A>(o: Comum<A> & { readonly value: Schema.Schema<A, any> }): Campo<A> =>
  campo('grupo', 'json', o.value, o, { filter: 'none', subcampos: subcamposDe(o.value) })

/** Several of a fixed set of options (stored as a JSON array). */
export const varias = <const T extends string>(
  o: Comum<ReadonlyArray<T>> & { readonly options: ReadonlyArray<{ readonly id: T; readonly name: string }> },
): Campo<ReadonlyArray<T>> => {
  const ids = o.options.map((x) => x.id)
  const item = Schema.Unknown.pipe(Schema.filter((v): v is T => ids.includes(v as T), { message: () => inv(o) })) as unknown as Schema.Schema<T, any>
  return campo('varias', 'json', Schema.Array(item).annotations({ message: () => inv(o) }), { ...o, default: o.default ?? [] }, { options: o.options, filter: 'none' })
}
