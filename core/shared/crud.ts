import { Effect, Either } from 'effect'
import type { Ator } from './ator.ts'
import { AcessoNegado, NaoEncontrado, ValidacaoFalhou, type ErroCampo } from './erros.ts'
import { Relogio } from './ports.ts'
import { Repositorio, type ListQuery } from './repositorio.ts'
import { decodificar, estadoInicial, gravacaoPermitida, type Registro, type RegistroDe, type Resource } from './resource.ts'

/**
 * The one read and write path of declared resources. HTTP, the CLI and the demo seeding call these; nothing
 * else writes a declared resource. A write is: decode the body (field Schemas, cross-field rules) → the
 * declaration's `validar` (rules that need other data) → `prepare` (hash a password…) → store → audit, all in
 * one transaction (the repository audits in the same transaction as the change).
 */

/**
 * Hooks and actions leave their requirements open (`unknown`): each module's ports are provided by the app's
 * runtime, which the composition test runs every declaration under.
 */
export const comPortasDoApp = <A, E>(e: Effect.Effect<A, E, unknown>) => e as Effect.Effect<A, E, never>

const restricao = (r: Resource, ator: Ator) => r.restringir?.(ator) ?? {}

/** The manager scope of this resource for this actor (undefined: not restricted). */
const areasDoAtor = (r: Resource, ator: Ator) => (r.escopoGestor && ator.areasGeridas ? { areas: ator.areasGeridas } : {})

const comoLido =
  (r: Resource, ator: Ator) =>
  <T extends Registro>(reg: T): T =>
    r.lerComo ? r.lerComo(reg, ator) : reg

const exigirGravacao = (r: Resource, ator: Ator, modo: 'create' | 'update' | 'delete') =>
  gravacaoPermitida(r, ator, modo) ? Effect.void : Effect.fail(new AcessoNegado({}))

/** The stored row, if the actor may read it: scoped to their companies and to the declaration's `restringir` (404 otherwise). */
const obterBruto = <R extends Resource>(r: R, ator: Ator, id: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const restr = restricao(r, ator)
    const areas = areasDoAtor(r, ator)
    if (Object.keys(restr).length || areas.areas) {
      const { total } = yield* repo.list(r, ator.escopo, { filter: { empresaId: [...ator.escopo.empresasVisiveis], ...restr, id }, range: { offset: 0, limit: 1 }, ...areas })
      if (!total) return yield* new NaoEncontrado({ recurso: r.name, id })
    }
    return yield* repo.get(r, ator.escopo, id)
  })

/** The declaration's record of a read (`aoLer`), if it keeps one. */
const registrarLeitura = (r: Resource, ator: Ator, registros: ReadonlyArray<Registro>) => (r.aoLer && registros.length ? comPortasDoApp(r.aoLer(registros, ator)) : Effect.void)

/** A row the actor may read, as they may see it. */
export const obter = <R extends Resource>(r: R, ator: Ator, id: number) =>
  Effect.tap(Effect.map(obterBruto(r, ator, id), comoLido(r, ator)), (reg) => registrarLeitura(r, ator, [reg]))

export const listar = <R extends Resource>(r: R, ator: Ator, query: ListQuery) =>
  Effect.flatMap(Repositorio, (repo) =>
    Effect.tap(
      Effect.map(repo.list(r, ator.escopo, { ...query, filter: { ...query.filter, ...restricao(r, ator) }, ...areasDoAtor(r, ator) }), (l) =>
        r.lerComo ? { ...l, rows: l.rows.map(comoLido(r, ator)) } : l,
      ),
      (l) => registrarLeitura(r, ator, l.rows),
    ),
  )

const decodificado = (r: Resource, corpo: unknown, modo: 'create' | 'update') =>
  Either.match(decodificar(r, corpo, modo), { onLeft: Effect.fail, onRight: Effect.succeed })

/**
 * The declaration's `validar` and the use case's own `regras`: fails with all their errors, or gives the input to
 * store (normalised when `validar` says so).
 */
const regrasComDados = (r: Resource, entrada: Record<string, unknown>, ator: Ator, modo: 'create' | 'update', o: OpcoesGravacao, atual?: Registro) =>
  Effect.gen(function* () {
    const res = r.validar
      ? yield* comPortasDoApp(r.validar(entrada as never, { escopo: ator.escopo, ator, modo, ...(atual ? { id: atual.id, atual } : {}) }))
      : []
    const [erros, normalizada] = Array.isArray(res) ? [res, entrada] : [(res as { erros: ReadonlyArray<ErroCampo> }).erros, (res as { entrada: Record<string, unknown> }).entrada]
    const todos = [...erros, ...(o.regras?.(entrada) ?? [])]
    if (todos.length) return yield* ValidacaoFalhou.campos(todos)
    return normalizada
  })

/**
 * What a use case adds to a client body's write: rules of its own variant on the decoded input (a résumé is
 * required when registering with one), judged with the declaration's; server-owned state it sets (a portal
 * registration's flags).
 */
export interface OpcoesGravacao {
  readonly regras?: (entrada: Record<string, unknown>) => ReadonlyArray<ErroCampo>
  readonly estado?: Readonly<Record<string, unknown>>
}

/**
 * Creates a record from a client body; its state fields start as the declaration says, then as the declaration's
 * `validar` or `prepare` derive them (a candidate's qualification), then as the use case's `estado` says.
 */
export const criar = <R extends Resource>(r: R, ator: Ator, corpo: unknown, o: OpcoesGravacao = {}) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(
      Effect.gen(function* () {
        yield* exigirGravacao(r, ator, 'create')
        const decodificada = yield* decodificado(r, corpo, 'create')
        const entrada = yield* regrasComDados(r, r.gravarComo ? r.gravarComo(decodificada, ator) : decodificada, ator, 'create', o)
        const dados = r.prepare ? yield* r.prepare(entrada, 'create') : entrada
        const estado = r.estado || r.inicial ? estadoInicial(r, ator, yield* (yield* Relogio).hoje) : {}
        const gravado = yield* repo.create(r, ator.escopo, { ...estado, ...dados, ...o.estado })
        if (r.depoisDeGravar) yield* comPortasDoApp(r.depoisDeGravar(gravado, entrada, ator, 'create'))
        return comoLido(r, ator)(gravado) as RegistroDe<R>
      }),
    ),
  )

/**
 * Replaces a record's fields from a client body (PUT); its state fields are kept, unless `validar` or `prepare`
 * derive them or the use case's `estado` sets them.
 */
export const atualizar = <R extends Resource>(r: R, ator: Ator, id: number, corpo: unknown, o: OpcoesGravacao = {}) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(
      Effect.gen(function* () {
        // An absent row answers 404 before its body is judged.
        const atual = yield* obterBruto(r, ator, id)
        yield* exigirGravacao(r, ator, 'update')
        if (r.antesDeAlterar) yield* comPortasDoApp(r.antesDeAlterar(atual, ator))
        const decodificada = yield* decodificado(r, corpo, 'update')
        const entrada = yield* regrasComDados(r, r.gravarComo ? r.gravarComo(decodificada, ator, atual) : decodificada, ator, 'update', o, atual)
        const dados = r.prepare ? yield* r.prepare(entrada, 'update') : entrada
        const gravado = yield* repo.update(r, ator.escopo, id, { ...dados, ...o.estado })
        if (r.depoisDeGravar) yield* comPortasDoApp(r.depoisDeGravar(gravado, entrada, ator, 'update'))
        return comoLido(r, ator)(gravado) as RegistroDe<R>
      }),
    ),
  )

/**
 * Changes some fields or state fields of a record the actor may read (what an action writes after its own
 * rules); the values are the action's, already validated.
 */
export const alterar = <R extends Resource>(r: R, ator: Ator, id: number, mudancas: Record<string, unknown>) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(
      Effect.gen(function* () {
        yield* obterBruto(r, ator, id)
        yield* exigirGravacao(r, ator, 'update')
        return comoLido(r, ator)(yield* repo.alterar(r, ator.escopo, id, mudancas))
      }),
    ),
  )

export const remover = <R extends Resource>(r: R, ator: Ator, id: number) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(
      Effect.gen(function* () {
        const atual = yield* obterBruto(r, ator, id)
        yield* exigirGravacao(r, ator, 'delete')
        if (r.antesDeRemover) yield* comPortasDoApp(r.antesDeRemover(atual, ator))
        yield* repo.remove(r, ator.escopo, id)
      }),
    ),
  )
