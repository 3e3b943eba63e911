import { Effect, ParseResult, Schema } from 'effect'
import { CandidatoIdioma, candidatos, validarCertificado, validarExperiencia, validarFormacao, validarIdioma } from '../captacao/candidatos.ts'
import { mensagemCampoObrigatorio } from '../captacao/qualificacaoCandidato.ts'
import { cidades, estados } from '../geral/localidades.ts'
import { ValidacaoFalhou } from '../shared/erros.ts'
import type { Kind } from '../shared/campos.ts'
import { Relogio, Repositorio } from '../shared/ports.ts'
import { CAMPOS_DO_RH } from './registrar.ts'

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

export const LISTAS_ITEM = ['experiencias', 'formacao', 'candidatoIdiomas', 'certificados', 'cursos'] as const
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
          : lista === 'certificados' || lista === 'cursos'
            ? validarCertificado(item, lista)
            : idiomaSemRef(item) ?? validarIdioma(item, outros)
    if (erros.length) return yield* ValidacaoFalhou.campos(erros)
    return { ok: true }
  })

/** '{label} é obrigatório' of each configurable required field, for the portal's check before sending. */
export const mensagensObrigatorias = (campos: ReadonlyArray<string>) => Object.fromEntries(campos.map((c) => [c, mensagemCampoObrigatorio(c)]))

/** Fields the portal's form renders with its own inputs (identity, contact, address, cargos, sub-lists, access). */
export const CAMPOS_EXPLICITOS: ReadonlySet<string> = new Set([
  'nome', 'cpf', 'email', 'dataNascimento', 'foto', 'dddCelular', 'foneCelular', 'ddd', 'foneFixo',
  'cep', 'logradouro', 'numero', 'complemento', 'bairro', 'ufId', 'cidadeId', 'cargos', 'camposExtras',
  'experiencias', 'primeiroEmprego', 'formacao', 'candidatoIdiomas', 'certificados', 'cursos', 'senha', 'confirmaSenha',
])

/** Kinds the portal renders generically; the others (JSON sub-objects, images, passwords, CPF) are not offered. */
const KINDS_GENERICOS: ReadonlySet<Kind> = new Set<Kind>(['texto', 'textoLongo', 'email', 'inteiro', 'dinheiro', 'booleano', 'data', 'opcoes', 'referencia', 'referencias', 'varias'])

export interface CampoPortal {
  readonly nome: string
  readonly label: string
  readonly kind: Kind
  readonly options?: ReadonlyArray<{ readonly id: string | number; readonly name: string }>
  readonly max?: number
  readonly obrigatorio: boolean
}

/**
 * The 'Outros dados' of the portal's form, derived from the candidate declaration: every field a candidate may
 * set that the form does not render explicitly, with the options of references taken from `opcoesReferencia`
 * (resource name → options: the company's lookups, the IBGE UFs). Staff-only fields (CAMPOS_DO_RH) and
 * references without options are left out. `obrigatorio` comes from the company's configuration.
 */
export const camposDoPortal = (
  obrigatorios: ReadonlyArray<string>,
  opcoesReferencia: Readonly<Record<string, ReadonlyArray<{ readonly id: string | number; readonly name: string }>>>,
): ReadonlyArray<CampoPortal> => {
  const rh: ReadonlySet<string> = new Set(CAMPOS_DO_RH)
  const r: CampoPortal[] = []
  for (const [nome, c] of Object.entries(candidatos.fields)) {
    if (CAMPOS_EXPLICITOS.has(nome) || rh.has(nome) || !KINDS_GENERICOS.has(c.kind) || c.writeOnly) continue
    const options = c.reference ? opcoesReferencia[c.reference] : c.options
    if ((c.kind === 'referencia' || c.kind === 'referencias') && !options) continue
    r.push({ nome, label: c.label, kind: c.kind, ...(options ? { options } : {}), ...(c.max !== undefined ? { max: c.max } : {}), obrigatorio: obrigatorios.includes(nome) })
  }
  return r
}
