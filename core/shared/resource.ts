import { Either, ParseResult, Schema, type Effect } from 'effect'
import type { Campo } from './campos.ts'
import { ValidacaoFalhou, type ErroCampo } from './erros.ts'
import type { Escopo, HashSenha, Relogio, Repositorio } from './ports.ts'

export type Campos = Record<string, Campo>

export type Valor<C> = C extends Campo<infer A> ? A : never
export type Entrada<F extends Campos> = { -readonly [K in keyof F]: Valor<F[K]> }

/** A stored row as the API returns it. */
export type Registro = { readonly id: number; readonly empresaId?: number; readonly removedAt?: string | null } & Record<string, unknown>

export interface MenuPos {
  /** Top menu group ('Captação e Seleção') and optional sub-group ('Cadastros'). */
  readonly grupo: string
  readonly subgrupo?: string
  /** Position inside its group. */
  readonly ordem?: number
}

export interface ResourceDef<F extends Campos> {
  /** Module path = route = API path: `captacao/etapas-seletivas`. */
  readonly name: string
  readonly table: string
  /** Plural title ('Etapas Seletivas') and singular ('Etapa Seletiva'). */
  readonly label: string
  readonly labelSingular: string
  /**
   * `empresa`: every row belongs to one company and every query is scoped to the visible companies;
   * `propria`: the row is a company (its id is the scope); `global`: shared rows.
   */
  readonly scope: 'empresa' | 'propria' | 'global'
  /** Authority needed to read and write; `null` = any authenticated staff user. */
  readonly authority: string | null
  /** Authority needed only to read (defaults to `authority`). Reading is also allowed with the write authority. */
  readonly readAuthority?: string | null
  readonly fields: F
  readonly sort?: { readonly field: string; readonly order: 'ASC' | 'DESC' }
  readonly softDelete?: boolean
  readonly readOnly?: boolean
  readonly menu?: MenuPos
  /** Cross-field rules that a single field's Schema cannot express. */
  rules?(entrada: Entrada<F>): ReadonlyArray<ErroCampo>
  /**
   * Rules that need other data (the company's settings, related rows); run after the field and
   * cross-field checks, before storing. `id` is present on update.
   */
  validar?(
    entrada: Entrada<F>,
    contexto: { readonly escopo: Escopo; readonly modo: 'create' | 'update'; readonly id?: number },
  ): Effect.Effect<ReadonlyArray<ErroCampo>, never, Repositorio | Relogio>
  /**
   * Turns the validated input into the stored columns (e.g. hashes a password into `senhaHash`).
   * Keys it adds that are not fields are stored but never returned.
   */
  prepare?(entrada: Partial<Entrada<F>>, modo: 'create' | 'update'): Effect.Effect<Record<string, unknown>, never, HashSenha | Relogio>
}

export interface Resource<F extends Campos = Campos> extends ResourceDef<F> {
  // Loosely typed on purpose: resources of any shape are handled by the same generic code.
  readonly createSchema: Schema.Schema<any, Record<string, unknown>>
  readonly updateSchema: Schema.Schema<any, Record<string, unknown>>
  readonly sort: { readonly field: string; readonly order: 'ASC' | 'DESC' }
  readonly softDelete: boolean
}

/** Keys the server owns: sent back by clients (react-admin echoes the record), ignored on input. */
export const CAMPOS_SISTEMA = new Set(['id', 'empresaId', 'removedAt', 'criadoEm', 'atualizadoEm'])

const propriedade = (c: Campo, modo: 'create' | 'update') => {
  // PUT replaces the record: a field left out takes its default there too (never a NULL in a NOT NULL column).
  if (c.default !== undefined) return Schema.optionalWith(c.value, { exact: true, default: () => c.default })
  if (c.required && !(modo === 'update' && c.writeOnly)) {
    return Schema.propertySignature(c.value).annotations({ missingMessage: () => c.missingMessage })
  }
  return Schema.optionalWith(c.value, { exact: true })
}

const montar = <F extends Campos>(fields: F, modo: 'create' | 'update') =>
  Schema.Struct(Object.fromEntries(Object.entries(fields).map(([k, c]) => [k, propriedade(c, modo)]))) as unknown as Schema.Schema<
    any,
    Record<string, unknown>
  >

export const defineResource = <F extends Campos>(def: ResourceDef<F>): Resource<F> => ({
  ...def,
  sort: def.sort ?? { field: 'id', order: 'ASC' },
  softDelete: def.softDelete ?? false,
  createSchema: montar(def.fields, 'create'),
  updateSchema: montar(def.fields, 'update'),
})

export const camposVisiveis = (r: Resource) => Object.keys(r.fields).filter((k) => !r.fields[k]!.writeOnly)

const vazio = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '')

/** Turns a ParseError into per-field messages (first message per field, in field order). */
export const errosDoParse = (e: ParseResult.ParseError): ReadonlyArray<ErroCampo> => {
  const vistos = new Set<string>()
  const todos: ErroCampo[] = []
  for (const i of ParseResult.ArrayFormatter.formatErrorSync(e)) {
    const field = i.path.map(String).join('.')
    if (vistos.has(field)) continue
    vistos.add(field)
    todos.push({ field, message: i.message })
  }
  // A failing item also fails its list through the other branch of an optional union: keep the item's message.
  return todos.filter((x) => !todos.some((y) => y.field.startsWith(`${x.field}.`)))
}

/**
 * Validates an incoming body against a resource: unknown keys are rejected, null/empty values count as
 * absent (so required fields give their pt-BR message), defaults fill in on create, then the cross-field rules run.
 */
export const decodificar = <F extends Campos>(
  r: Resource<F>,
  corpo: unknown,
  modo: 'create' | 'update',
): Either.Either<Entrada<F>, ValidacaoFalhou> => {
  if (typeof corpo !== 'object' || corpo === null || Array.isArray(corpo)) {
    return Either.left(ValidacaoFalhou.campo('', 'Corpo da requisição inválido'))
  }
  const limpo: Record<string, unknown> = {}
  const desconhecidos: ErroCampo[] = []
  for (const [k, v] of Object.entries(corpo)) {
    if (CAMPOS_SISTEMA.has(k)) continue
    if (!Object.hasOwn(r.fields, k)) {
      desconhecidos.push({ field: k, message: 'Campo desconhecido' })
      continue
    }
    if (!vazio(v)) limpo[k] = v
  }
  const schema = (modo === 'create' ? r.createSchema : r.updateSchema) as Schema.Schema<Entrada<F>, Record<string, unknown>>
  const res = Schema.decodeUnknownEither(schema, { errors: 'all', onExcessProperty: 'ignore' })(limpo)
  const erros = [...desconhecidos, ...(Either.isLeft(res) ? errosDoParse(res.left) : [])]
  if (erros.length) return Either.left(ValidacaoFalhou.campos(erros))
  const valor = (res as Either.Right<any, Entrada<F>>).right
  const regras = r.rules?.(valor) ?? []
  if (regras.length) return Either.left(ValidacaoFalhou.campos(regras))
  return Either.right(valor)
}

/** Validates a plain Struct (login forms, filters…) with the same per-field error shape. */
export const validar = <A, I>(schema: Schema.Schema<A, I>, entrada: unknown): Either.Either<A, ValidacaoFalhou> => {
  const limpo =
    typeof entrada === 'object' && entrada !== null && !Array.isArray(entrada)
      ? Object.fromEntries(Object.entries(entrada).filter(([, v]) => !vazio(v)))
      : entrada
  return Either.mapLeft(Schema.decodeUnknownEither(schema, { errors: 'all' })(limpo), (e) => ValidacaoFalhou.campos(errosDoParse(e)))
}
