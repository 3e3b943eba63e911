import type { Knex } from 'knex'

/**
 * Dated histories (a resource's `vigencia`): each row is in force from `data` until the next row of the same
 * owner (`data_fim`, exclusive; null for the last). Kept by the repository on every write, so "in force on a
 * date" is an interval test any query can index (owner, data) — no scheduled job, nothing goes stale.
 */

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** Recomputes `data_fim` of every row of these owners: the next row's date. */
export const reencadear = (db: Knex, tabela: string, dono: string, donos: ReadonlyArray<number>) => {
  const col = snake(dono)
  const ids = [...new Set(donos)].filter((x) => Number.isSafeInteger(x))
  if (!ids.length) return Promise.resolve()
  return db.raw(
    `update ${tabela} set data_fim = (select min(p.data) from ${tabela} p where p.${col} = ${tabela}.${col} and p.data > ${tabela}.data)
     where ${col} in (${ids.map(() => '?').join(', ')})`,
    ids,
  )
}

/** The rows of `tabela` (or its alias) in force on `data`. */
export const vigenteEm = (qb: Knex.QueryBuilder, tabela: string, data: string) =>
  qb.where(`${tabela}.data`, '<=', data).where((w) => w.whereNull(`${tabela}.dataFim`).orWhere(`${tabela}.dataFim`, '>', data))

/** The same condition as SQL text over `alias` (for computed columns and joins); `data` must be a checked YYYY-MM-DD. */
export const sqlVigenteEm = (alias: string, data: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(data)) throw new Error(`data inválida: ${data}`)
  return `${alias}.data <= '${data}' and (${alias}.data_fim is null or ${alias}.data_fim > '${data}')`
}
