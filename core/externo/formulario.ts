import { Effect, ParseResult, Schema } from 'effect'
import { CandidatoIdioma, validarExperiencia, validarFormacao, validarIdioma } from '../captacao/candidatos.ts'
import { mensagemCampoObrigatorio } from '../captacao/qualificacaoCandidato.ts'
import { cidades, estados } from '../geral/localidades.ts'
import { ValidacaoFalhou } from '../shared/erros.ts'
import { Relogio, Repositorio } from '../shared/ports.ts'

/** IBGE data is global; the scope only satisfies the repository's signature (no company row is read). */
const ESCOPO_GLOBAL = { usuarioId: 0, empresaId: 0, empresasVisiveis: [] } as const

/** Public UF list of the address form (spec 000 §7.7 'estados'): id, sigla, nome. */
export const listarEstados = Effect.gen(function* () {
  const repo = yield* Repositorio
  const p = yield* repo.list(estados, ESCOPO_GLOBAL, { filter: {}, sort: { field: 'nome', order: 'ASC' } })
  return p.rows.map((r) => ({ id: r.id, sigla: String(r['sigla']), nome: String(r['nome']) }))
})

/** Cities of one UF (spec 000 §7.7 'estados/{id}/cidades'); an unknown UF has none. */
export const listarCidades = (estadoId: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const p = yield* repo.list(cidades, ESCOPO_GLOBAL, { filter: { estadoId }, sort: { field: 'nome', order: 'ASC' } })
    return p.rows.map((r) => ({ id: r.id, nome: String(r['nome']) }))
  })

/**
 * validarIdioma runs its duplicate rule on the raw item and reads `idioma.id` unguarded, so an item without a
 * language is answered here with the Schema's own messages (same texts, no crash).
 */
const idiomaSemRef = (item: unknown) => {
  const i = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {}
  if (typeof i['idioma'] === 'object' && i['idioma'] !== null) return undefined
  const r = Schema.decodeUnknownEither(CandidatoIdioma, { errors: 'all' })(item)
  if (r._tag === 'Right') return []
  const vistos = new Set<string>()
  return ParseResult.ArrayFormatter.formatErrorSync(r.left).flatMap((x) => {
    const field = x.path.map(String).join('.')
    if (vistos.has(field)) return []
    vistos.add(field)
    return [{ field, message: x.message }]
  })
}

export const LISTAS_ITEM = ['experiencias', 'formacao', 'candidatoIdiomas'] as const
export type ListaItem = (typeof LISTAS_ITEM)[number]

/**
 * One sub-record as the portal's dialog checks it before keeping it in memory: the same Schemas and
 * cross-field rules as the candidate's save (core/captacao/candidatos.ts), so the light portal carries no
 * copy of them. `outros` (languages only): the other language ids already in the list.
 */
export const validarItemPortal = (lista: ListaItem, corpo: unknown) =>
  Effect.gen(function* () {
    const o = typeof corpo === 'object' && corpo !== null && !Array.isArray(corpo) ? (corpo as Record<string, unknown>) : {}
    const item = o['item']
    const outros = Array.isArray(o['outros']) ? o['outros'].filter((x): x is number => typeof x === 'number') : []
    const erros =
      lista === 'experiencias'
        ? validarExperiencia(item, yield* (yield* Relogio).hoje)
        : lista === 'formacao'
          ? validarFormacao(item)
          : idiomaSemRef(item) ?? validarIdioma(item, outros)
    if (erros.length) return yield* ValidacaoFalhou.campos(erros)
    return { ok: true }
  })

/** '{label} é obrigatório' of each configurable required field, for the portal's check before sending. */
export const mensagensObrigatorias = (campos: ReadonlyArray<string>) => Object.fromEntries(campos.map((c) => [c, mensagemCampoObrigatorio(c)]))
