import { Either, ParseResult, Schema, type Effect } from 'effect'
import type { Ator } from './ator.ts'
import type { Campo, SchemaDeValor } from './campos.ts'
import { ValidacaoFalhou, type ErroCampo, type ErroDominio, type RegraViolada } from './erros.ts'
import type { Escopo, HashSenha, Relogio } from './ports.ts'

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

/**
 * A list filter beyond the generic field filters: validated with its field builder (its label and messages),
 * drawn by the staff list, documented in OpenAPI. `op` compares `coluna` (a field, a state field, a computed
 * column or `id`; default the filter's own name) with the value, after `valor` maps it (`undefined` = no
 * restriction: e.g. 'T' for "all"); `predicado` is a condition the module's adapter supplies under the filter's name;
 * `busca` searches the words typed in `coluna`, a field declared with `busca: true` (core/shared/busca.ts), and a
 * term made of digits also finds the records whose `prefixo` column (a CPF) starts with them; `vigente` (a date, on a
 * resource with `vigencia`) keeps the history rows in force on that date.
 */
export interface Filtro {
  readonly campo: Campo
  readonly op: 'eq' | 'gte' | 'lte' | 'like' | 'predicado' | 'busca' | 'vigente'
  readonly coluna?: string
  /** busca: a code column (CPF, matrícula) matched by prefix when the term is digits. */
  readonly prefixo?: string
  /** A method, so a declaration may take its field's value type (the value comes decoded by `campo`). */
  valor?(v: unknown): unknown
  /** Shown in the list's bar at once (the others behind 'Filtros'). */
  readonly destaque?: boolean
  /** An API-only key (used by other screens or kept for the spec's spelling): not drawn in the list's filters. */
  readonly oculto?: boolean
}

/** What an action receives: the route's id (for `:id` paths), the validated body and the raw query. */
export interface EntradaAcao<B> {
  readonly id: number
  readonly corpo: B
  readonly query: Readonly<Record<string, string>>
  /** The path's other parameters (`:id/anexos/:docId` → `docId`), positive integers like `id` (404 otherwise). */
  readonly parametros: Readonly<Record<string, number>>
  /**
   * The addresses links are built from: `links` for links sent by e-mail (the public address; undefined when it is
   * not configured, and such links are then not sent), `exibida` for a link shown to the signed-in user.
   */
  readonly origem: { readonly links: () => string | undefined; readonly exibida: () => string }
}

/** A file answer (PDF, XLSX…) of an action. */
export interface Arquivo {
  readonly bytes: Uint8Array
  readonly nomeArquivo: string
  readonly tipo: string
}

/**
 * An operation of a resource beyond create/read/update/delete (approve, suspend, clone, hire, upload a file…),
 * mounted by the generic routes at `/api/<resource>/<caminho>`, guarded by the resource's read or write authority
 * (and `autoridade`, when given), its body validated by `corpo` (400 with field messages) and documented in
 * OpenAPI with that body and its `resposta`. Requirements are left open (`unknown`): the app's runtime provides them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a resource's actions have bodies of every type, and B is invariant (corpo, executar)
export interface Acao<B = any, A = unknown> {
  readonly nome: string
  readonly metodo: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Relative to the resource: `:id/suspende`, `configuracao`, `candidato/:id`. `:id` is a positive integer. */
  readonly caminho: string
  readonly resumo: string
  readonly modo: 'ler' | 'escrever'
  readonly autoridade?: string
  /**
   * Guarded by `autoridade` alone, not by the resource's authority (self-service: a user's own employee record
   * under ROLE_CAD_INFO_PESSOAL); the use case decides which record.
   */
  readonly somenteAutoridade?: boolean
  /**
   * Body Schema (built with the field builders' value Schemas for the pt-BR messages); absent = no body read.
   * `EnvioDeArquivo` (core/shared/envio.ts): the body is a file upload.
   */
  readonly corpo?: SchemaDeValor<B>
  /** A missing body counts as `{}` (actions whose body fields are all optional). */
  readonly corpoOpcional?: boolean
  /**
   * The use case validates the body itself with `corpo` (it must find the record first: 404 before 400); the
   * route then passes the raw JSON and `corpo` only documents it.
   */
  readonly validadoNoCaso?: boolean
  readonly status?: 200 | 201
  /**
   * What the action answers, for OpenAPI and the typed client: `arquivo`, an `Arquivo` sent as a download;
   * `registro`, a record of this resource (as `GET …/{id}` answers it); a Schema, the JSON's shape (the use case's
   * result must be of its type; `esquemaDoRegistro` for another resource's records). Required: every action is
   * documented.
   */
  readonly resposta: 'arquivo' | 'registro' | (Schema.Schema.Any & { readonly Type: A })
  readonly executar: (ator: Ator, e: EntradaAcao<B>) => Effect.Effect<NoInfer<A>, ErroDominio, unknown>
}

/**
 * The resource with actions whose use cases live beside their rules (and import the resource): attached in
 * the module's manifest, so a declaration never imports its use cases.
 */
export const comAcoes = <R extends Resource>(r: R, ...grupos: ReadonlyArray<ReadonlyArray<Acao>>): R => ({ ...r, acoes: [...(r.acoes ?? []), ...grupos.flat()] })

/** Declares an action keeping its body and result types (for the typed client). */
export const defineAcao = <B, A>(a: Acao<B, A>): Acao<B, A> => a

/** What `validar` answers: the errors, or the errors and the input normalised for storing. */
export type ResultadoValidar = ReadonlyArray<ErroCampo> | { readonly erros: ReadonlyArray<ErroCampo>; readonly entrada: Record<string, unknown> }

/**
 * How a resource is copied from one company to another (Utilitários › Cópia de Cadastros,
 * core/utilitario/copia-cadastro.ts): the declarations sharing a `grupo` are one choice of the picker and are copied
 * together, in the order of their references; a record whose `chave` (its natural key: reference fields compared
 * after they are remapped to the target's records) is already in the target is reused, not duplicated. People
 * (candidates, employees, users and what belongs to them) are never copyable.
 */
export interface Copia {
  /** The picker's label ('Cargos e Faixas Salariais'). */
  readonly grupo: string
  readonly chave: ReadonlyArray<string>
  /** Fields not copied: they take their default in the copy (state fields always do). */
  readonly omitir?: ReadonlyArray<string>
}

export interface ContextoValidacao {
  readonly escopo: Escopo
  readonly ator?: Ator
  readonly modo: 'create' | 'update'
  readonly id?: number
  /** The stored record, on update. */
  readonly atual?: Registro
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
  /**
   * A list that may hold hundreds of thousands of rows (candidates, employees, histories): the database keeps its
   * count per company (`criarContagem` in adapters/db/busca.ts), so the unfiltered list never counts its rows.
   */
  readonly contagemPorEmpresa?: boolean
  /**
   * Dated history rows (an employee's positions, a salary range's values, an index's values): the rows with the
   * same `dono` (the owner's reference field, or `empresaId`: one history per company) follow each other, each in force from its `data` until the next
   * one's, which the repository keeps in the state field `dataFim` (declare it). One row per owner and date
   * (`dataRepetida` otherwise, on `data`). The list filter op `vigente` keeps the rows in force on a date.
   */
  readonly vigencia?: { readonly dono: string; readonly dataRepetida: string }
  readonly readOnly?: boolean
  readonly menu?: MenuPos
  /** Cross-field rules that a single field's Schema cannot express. */
  rules?(entrada: Entrada<F>): ReadonlyArray<ErroCampo>
  /**
   * Rules that need other data (the company's settings, related rows); run after the field and
   * cross-field checks, before storing. `id` is present on update. May answer the input as it is to be stored
   * too (sub-records with their item ids and the current names of the lookups they point at).
   */
  validar?(entrada: Entrada<F>, contexto: ContextoValidacao): Effect.Effect<ResultadoValidar, RegraViolada, unknown>
  /**
   * Turns the validated input into the stored columns (e.g. hashes a password into `senhaHash`).
   * Keys it adds that are not fields are stored but never returned.
   */
  prepare?(entrada: Partial<Entrada<F>>, modo: 'create' | 'update'): Effect.Effect<Record<string, unknown>, never, HashSenha | Relogio>
  /** Filters beyond the generic field ones (the spec's search keys); one named `q` replaces the generic search. */
  readonly filtros?: Readonly<Record<string, Filtro>>
  /** Cross-field rules of those filters (a final date before the initial one). */
  regrasFiltro?(f: Readonly<Record<string, unknown>>): ReadonlyArray<ErroCampo>
  /**
   * Computed read-only columns: returned, sortable and filterable; the module's adapter supplies their SQL by name
   * (in a list, the SQL may read the list's filter: a search excerpt).
   */
  readonly colunas?: Campos
  /** Fields and computed columns list rows leave out (photos, long texts): read with the record. */
  readonly omitirNaLista?: ReadonlyArray<string>
  /**
   * The keys a list row carries (besides id and empresaId), when a record is much wider than what lists and
   * pickers show (candidates, employees): the others are neither read nor sent; `GET …/{id}` has them all.
   */
  readonly colunasDaLista?: ReadonlyArray<string>
  /**
   * Server-owned stored fields (status, who approved, counters): returned, filterable, never taken from a client
   * body; they start at their default, or at what `inicial` says, and only actions change them (`alterar`).
   */
  readonly estado?: Campos
  inicial?(contexto: { readonly ator: Ator; readonly hoje: string }): Readonly<Record<string, unknown>>
  /**
   * Filters every row this actor reads must satisfy, fields or declared filters (a manager never sees a hidden
   * request; a company administrator sees only the users of their companies). Rows outside answer 404.
   */
  restringir?(ator: Ator): Readonly<Record<string, unknown>>
  /**
   * How the manager scope applies (`Ator.areasGeridas`): the organisational area a row belongs to, by the name
   * of a predicate filter, a field or computed column, or `id` (the areas themselves). List, get, update and
   * delete keep the rows within the actor's areas (404 outside); an actor without the scope reads them all.
   */
  readonly escopoGestor?: string
  /** Who may create, change or remove these records (403 otherwise), beyond the declaration's authority. */
  podeGravar?(ator: Ator, modo: 'create' | 'update' | 'delete'): boolean
  /** The record as this actor may see it (parts of a shared record that belong to companies they do not see left out). */
  lerComo?<T extends Registro>(registro: T, ator: Ator): T
  /** A body as stored for this actor: what they cannot see of the current record is kept as it was. */
  gravarComo?(entrada: Record<string, unknown>, ator: Ator, atual?: Registro): Record<string, unknown>
  /** What a write sets off in the same transaction once stored (a new password ends the user's sessions). */
  depoisDeGravar?(registro: Registro, entrada: Record<string, unknown>, ator: Ator, modo: 'create' | 'update'): Effect.Effect<void, never, unknown>
  /**
   * Reads that are recorded themselves (sensitive personal data, LGPD art. 11): called with the rows an actor read
   * through the one read path (`obter`, `listar`), as they read them.
   */
  aoLer?(registros: ReadonlyArray<Registro>, ator: Ator): Effect.Effect<void, never, unknown>
  /** The companies a change of a shared (global) record belongs to: its audit entries go to each of them. */
  empresasDoRegistro?(registro: Readonly<Record<string, unknown>>): ReadonlyArray<number>
  /**
   * What of a shared record belongs to this company: each company's log keeps only its part (and `lerComo` may show
   * only it). Also what of a record the log may keep at all (medical data stays out of it).
   */
  parteDe?(registro: Registro, empresaId: number): Registro
  /** Rules checked before a removal (the generic in-use check runs too). */
  antesDeRemover?(atual: Registro, ator: Ator): Effect.Effect<void, RegraViolada, unknown>
  /** Updates refused in the record's current state (a closed request is not edited). */
  antesDeAlterar?(atual: Registro, ator: Ator): Effect.Effect<void, RegraViolada, unknown>
  readonly acoes?: ReadonlyArray<Acao>
  /** Copyable to another company, and how (absent: never copied). */
  readonly copia?: Copia
}

export interface Resource<F extends Campos = Campos> extends ResourceDef<F> {
  // Decode to `Entrada<F>` (see `decodificar`); typed `unknown` so resources of every shape share the generic code.
  readonly createSchema: Schema.Schema<unknown, Record<string, unknown>>
  readonly updateSchema: Schema.Schema<unknown, Record<string, unknown>>
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

/** The body Schema of a set of fields (a resource's create/update bodies; an action's body made of declared fields). */
export const montar = (fields: Campos, modo: 'create' | 'update') =>
  Schema.Struct(Object.fromEntries(Object.entries(fields).map(([k, c]) => [k, propriedade(c, modo)]))) as unknown as Schema.Schema<
    unknown,
    Record<string, unknown>
  >

/** What a stored row of `R` looks like as the API returns it: its fields, state fields and computed columns, typed. */
export type RegistroDe<R> = R extends { readonly fields: infer F extends Campos }
  ? {
      readonly id: number
      readonly empresaId?: number
      readonly removedAt?: string | null
    } & { readonly [K in keyof F]: Valor<F[K]> | null } & (R extends { readonly estado?: infer S extends Campos } ? { readonly [K in keyof S]: Valor<S[K]> | null } : unknown) &
      (R extends { readonly colunas?: infer C extends Campos } ? { readonly [K in keyof C]: Valor<C[K]> | null } : unknown)
  : Registro

export const defineResource = <F extends Campos, S extends Campos = Record<never, never>, C extends Campos = Record<never, never>>(
  def: ResourceDef<F> & { readonly estado?: S; readonly colunas?: C },
): Resource<F> & { readonly estado?: S; readonly colunas?: C } => ({
  ...def,
  sort: def.sort ?? { field: 'id', order: 'ASC' },
  softDelete: def.softDelete ?? false,
  createSchema: montar(def.fields, 'create'),
  updateSchema: montar(def.fields, 'update'),
})

/**
 * A value derived from a declaration, computed once per declaration: declarations never change after
 * `defineResource`, and lists ask for these on every row.
 */
export const porRecurso = <A>(f: (r: Resource) => A) => {
  const vistos = new WeakMap<Resource, A>()
  return (r: Resource): A => {
    if (vistos.has(r)) return vistos.get(r)!
    const v = f(r)
    vistos.set(r, v)
    return v
  }
}

export const camposVisiveis: (r: Resource) => ReadonlyArray<string> = porRecurso((r) => Object.keys(r.fields).filter((k) => !r.fields[k]!.writeOnly))

/** Every key a record carries besides id/empresaId: visible fields, state fields and computed columns. */
export const camposLidos: (r: Resource) => ReadonlyArray<[string, Campo]> = porRecurso((r) => [
  ...camposVisiveis(r).map((k) => [k, r.fields[k]!] as [string, Campo]),
  ...Object.entries(r.estado ?? {}),
  ...Object.entries(r.colunas ?? {}),
])

/**
 * A record of `r` as the API returns it, as a Schema: what an action answering that resource's records (another
 * resource's, a list of them) declares in `resposta`. Named as OpenAPI names the record (its component).
 */
export const esquemaDoRegistro = <R extends Resource>(r: R): Schema.Schema<RegistroDe<R>> => registroComoSchema(r) as unknown as Schema.Schema<RegistroDe<R>>
const registroComoSchema = porRecurso((r) =>
  Schema.Struct({
    id: Schema.Number,
    ...(r.scope === 'empresa' ? { empresaId: Schema.optional(Schema.Number) } : {}),
    ...Object.fromEntries(camposLidos(r).map(([k, c]) => [k, Schema.optional(Schema.NullOr(c.value))])),
  }).annotations({ identifier: r.name.replace(/[/-]/g, '_') }),
)

/** `{id, nome}` of a record another one points at (a picker's option, a lookup's name). */
export const IdNome = Schema.Struct({ id: Schema.Number, nome: Schema.String })

/** The declaration of a key a record carries (field, state or computed column). */
export const campoLido = (r: Resource, k: string): Campo | undefined =>
  (Object.hasOwn(r.fields, k) ? r.fields[k] : undefined) ?? r.estado?.[k] ?? r.colunas?.[k]

/** The keys a list row leaves out: those outside `colunasDaLista`, or `omitirNaLista`. */
export const omitidosNaLista: (r: Resource) => ReadonlyArray<string> = porRecurso((r) =>
  r.colunasDaLista ? camposLidos(r).map(([k]) => k).filter((k) => !r.colunasDaLista!.includes(k)) : (r.omitirNaLista ?? []),
)

/** Keys stored in the resource's own table: the fields and the state fields (computed columns are not). */
export const camposArmazenados: (r: Resource) => ReadonlyArray<[string, Campo]> = porRecurso((r) => [...Object.entries(r.fields), ...Object.entries(r.estado ?? {})])

/** May this actor create, change or remove records of `r` (the declaration's `podeGravar`; the API answers 403 otherwise)? */
export const gravacaoPermitida = (r: Resource, ator: Ator, modo: 'create' | 'update' | 'delete') => r.podeGravar?.(ator, modo) ?? true

/** Initial state of a new record: each state field's default, then what the declaration's `inicial` says. */
export const estadoInicial = (r: Resource, ator: Ator, hoje: string): Record<string, unknown> => ({
  ...Object.fromEntries(Object.entries(r.estado ?? {}).map(([k, c]) => [k, c.default ?? null])),
  ...(r.inicial?.({ ator, hoje }) ?? {}),
})

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
    // Server-owned keys come back when a client echoes a record: ignored, never taken.
    if (CAMPOS_SISTEMA.has(k) || (r.estado && Object.hasOwn(r.estado, k)) || (r.colunas && Object.hasOwn(r.colunas, k))) continue
    if (!Object.hasOwn(r.fields, k)) {
      desconhecidos.push({ field: k, message: 'Campo desconhecido' })
      continue
    }
    if (!vazio(v)) limpo[k] = v
  }
  const schema = (modo === 'create' ? r.createSchema : r.updateSchema) as Schema.Schema<Entrada<F>, Record<string, unknown>>
  const res = Schema.decodeUnknownEither(schema, { errors: 'all', onExcessProperty: 'ignore' })(limpo)
  const erros = [...desconhecidos, ...(Either.isLeft(res) ? errosDoParse(res.left) : [])]
  // A ParseError always gives a message: Left here means erros is not empty.
  if (erros.length || Either.isLeft(res)) return Either.left(ValidacaoFalhou.campos(erros))
  const valor = res.right
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

/** Filter keys a list accepts: q, id, empresaId (company-owned rows), filterable fields and state fields, computed columns, declared filters. */
export const filtrosAceitos: (r: Resource) => ReadonlyArray<string> = porRecurso((r) => [
  'q',
  'id',
  ...(r.scope === 'empresa' ? ['empresaId'] : []),
  ...camposLidos(r)
    .filter(([, c]) => c.filter !== 'none')
    .map(([k]) => k),
  ...Object.keys(r.filtros ?? {}),
])

/**
 * A query-string value as its field expects it: numbers for integer and decimal storage, booleans from
 * 'true'/'false', comma-joined id lists for JSON (multi-choice) fields. Anything else is left for the field's
 * Schema to refuse with its message.
 */
export const doTextoDaConsulta = (c: Campo, v: unknown): unknown => {
  if (typeof v !== 'string') return v
  const t = v.trim()
  if (c.storage === 'integer' && /^-?\d+$/.test(t)) return Number(t)
  if (c.storage === 'number' && /^-?\d+(\.\d+)?$/.test(t)) return Number(t)
  if (c.storage === 'boolean' && (v === 'true' || v === 'false')) return v === 'true'
  if (c.storage === 'json') return v.split(',').filter((x) => x.trim() !== '').map((x) => (/^-?\d+$/.test(x.trim()) ? Number(x.trim()) : x))
  return v
}

/**
 * Validates the declared filters of a list query with their field builders (the same messages as a form) and
 * their cross-field rules. Absent or empty values are left out.
 */
export const decodificarFiltros = (
  r: Resource,
  bruto: Readonly<Record<string, unknown>>,
): Either.Either<Record<string, unknown>, ReadonlyArray<ErroCampo>> => {
  const out: Record<string, unknown> = {}
  const erros: ErroCampo[] = []
  for (const [k, f] of Object.entries(r.filtros ?? {})) {
    const v = bruto[k]
    if (vazio(v)) continue
    const res = Schema.decodeUnknownEither(f.campo.value as Schema.Schema<unknown, unknown>)(doTextoDaConsulta(f.campo, v))
    if (Either.isLeft(res)) erros.push({ field: k, message: errosDoParse(res.left)[0]?.message ?? `${f.campo.label} inválido` })
    else out[k] = res.right
  }
  if (erros.length) return Either.left(erros)
  const regras = r.regrasFiltro?.(out) ?? []
  return regras.length ? Either.left(regras) : Either.right(out)
}
