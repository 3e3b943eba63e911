import type { Escopo } from '../../../core/shared/ator.ts'
import type { Linha } from '../../../core/shared/consulta.ts'

/**
 * SQL pieces of the talent lists (both dialects; dates are YYYY-MM-DD texts, so months and years are `substr`s):
 * the employee `c` with the history row `h` of a date and its establishment, area and cargo, and the filters they
 * share. Only checked ids and dates are written into the SQL.
 */

export interface Lotacao {
  readonly estabelecimentosIds: ReadonlyArray<number>
  readonly areasOrganizacionaisIds?: ReadonlyArray<number> | undefined
  readonly cargosIds?: ReadonlyArray<number> | undefined
  readonly areasGeridas?: ReadonlyArray<number> | undefined
}

export const lista = (ids: ReadonlyArray<number>) => ids.map(Number).filter(Number.isSafeInteger).join(', ') || '0'
export const em = (coluna: string, ids: ReadonlyArray<number> | undefined) => (ids?.length ? ` and ${coluna} in (${lista(ids)})` : '')

/** A checked date or month as an SQL text literal. */
export const literal = (v: string) => {
  if (!/^\d{4}-\d{2}(-\d{2})?$/.test(v)) throw new Error(`data inválida: ${v}`)
  return `'${v}'`
}

/** The companies asked for among those the session sees; none asked: the session's company. */
export const empresasDe = (pedidas: ReadonlyArray<number> | undefined, e: Escopo): ReadonlyArray<number> =>
  pedidas?.length ? pedidas.filter((id) => e.empresasVisiveis.includes(id)) : [e.empresaId]

/**
 * The history row `h` of the employee `c` on `quando` (an SQL date expression): the last one dated up to it, so a
 * dismissal that closes the history still finds the row it closed; with `es`, `a` and `cg`.
 */
export const comLotacaoEm = (quando: string) =>
  `join colaborador_historicos h on h.id = (select h2.id from colaborador_historicos h2 where h2.colaborador_id = c.id and h2.data <= ${quando} order by h2.data desc, h2.id desc limit 1)
   join estabelecimentos es on es.id = h.estabelecimento_id
   join areas_organizacionais a on a.id = h.area_organizacional_id
   join cargos cg on cg.id = h.cargo_id`

/** Never a payroll-cancelled admission; the chosen establishments, areas and cargos; a manager's areas. */
export const filtrosLotacao = (f: Lotacao) =>
  `(c.status_folha is null or c.status_folha <> 'C')${em('h.estabelecimento_id', f.estabelecimentosIds)}${em('h.area_organizacional_id', f.areasOrganizacionaisIds)}${em('h.cargo_id', f.cargosIds)}${
    f.areasGeridas === undefined ? '' : ` and h.area_organizacional_id in (${lista([...f.areasGeridas, 0])})`
  }`

/** Employed on `d` as core's `headcountEm`: admitted by then and not dismissed before it. */
export const empregadoEm = (d: string) => `c.data_admissao <= ${d} and (c.data_desligamento is null or c.data_desligamento >= ${d})`

/** The person's columns every list selects (lower-case aliases: PostgreSQL folds them). */
export const COLUNAS_PESSOA = 'c.id as colab, c.nome as nome, c.matricula as matricula, es.nome as estab, a.nome as area, cg.nome as cargo'

export const linhasDe = (r: unknown): ReadonlyArray<Record<string, unknown>> => (Array.isArray(r) ? r : ((r as { rows?: Array<Record<string, unknown>> }).rows ?? []))
export const texto = (v: unknown): string | null => (v == null ? null : String(v))
export const data = (v: unknown): string | null => (v == null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10))

/** The person's fields of a row selected with `COLUNAS_PESSOA`. */
export const pessoa = (l: Record<string, unknown>): Linha => ({
  colaboradorId: Number(l['colab']),
  nome: String(l['nome']),
  matricula: texto(l['matricula']),
  estabelecimento: texto(l['estab']),
  area: texto(l['area']),
  cargo: texto(l['cargo']),
})

/** A JSON list column (text on both databases; null or malformed = empty). */
export const listaJson = (v: unknown): ReadonlyArray<unknown> => {
  if (Array.isArray(v)) return v
  if (typeof v !== 'string' || !v) return []
  try {
    const x: unknown = JSON.parse(v)
    return Array.isArray(x) ? x : []
  } catch {
    return []
  }
}
