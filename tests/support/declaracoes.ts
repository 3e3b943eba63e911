import type { Knex } from 'knex'
import { atorSistema } from '../../core/shared/ator.ts'
import { tabelaTrigramas } from '../../adapters/db/busca.ts'
import { chaveDeBusca } from '../../core/shared/busca.ts'
import { colunaEsperada, type Storage } from '../../core/shared/campos.ts'
import type { Resource } from '../../core/shared/resource.ts'

/**
 * Every declared resource (core/recursos.ts; report and consulta filters are not tables) against the columns of a
 * freshly migrated database: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. Rules, for each stored
 * field (fields and state fields; write-only fields are stored by `prepare` under another name and skipped):
 * - it has a column (named in snake_case; `columnInfo()` answers camelCase through the knex config);
 * - the column's type belongs to the field's storage: string → varchar/text, integer → integer/bigint,
 *   number → decimal/numeric (SQLite reports float), boolean → boolean, json → text/json/jsonb;
 * - a text with a length (`max` of texto/e-mail, 11 for a CPF, 10 for a date…) lives in a varchar of exactly that
 *   length (shorter fails or truncates on PostgreSQL, longer means the two disagree); an options field in a varchar
 *   that holds its longest id; long text, images and JSON in `text` (their maximum is the API's), never a varchar;
 * - on PostgreSQL a decimal column has the field's precision and scale (`digitos`, `casas`);
 * - nullability: a NOT NULL column needs a field that every write fills: required, with a default, or (state
 *   fields) set by `inicial`; otherwise a create without it, or a PUT that leaves it out (the repository clears
 *   absent fields), is a database error. A required field on a nullable column is fine: the API enforces it and
 *   rows written before the field existed stay readable.
 * Also: a company-owned resource has `empresa_id`, a soft-removed one `removed_at`.
 */

export interface Coluna {
  readonly type: string
  readonly maxLength: number | string | null
  readonly nullable: boolean
}

const FAMILIAS: Record<Storage, RegExp> = {
  string: /^(varchar|character varying|text|char|character)$/i,
  integer: /^(integer|int|int4|int8|bigint|smallint)$/i,
  number: /^(float|double|double precision|real|decimal|numeric)$/i,
  boolean: /^(boolean|bool)$/i,
  json: /^(text|json|jsonb)$/i,
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** Keys `inicial` sets on a new record (state fields that start with a value). */
const iniciais = (r: Resource): ReadonlySet<string> =>
  new Set(Object.keys(r.inicial?.({ ator: atorSistema({ usuarioId: 1, empresaId: 1, empresasVisiveis: [1] }), hoje: '2026-01-01' }) ?? {}))

/** The disagreements between a declaration and its table (empty when they agree). */
export const divergencias = (
  r: Resource,
  colunas: Readonly<Record<string, Coluna>>,
  precisao: Readonly<Record<string, { readonly digitos: number | null; readonly casas: number | null }>> = {},
): ReadonlyArray<string> => {
  const erros: string[] = []
  const lugar = (k: string) => `${r.name}.${k} (${r.table}.${snake(k)})`
  if (Object.keys(colunas).length === 0) return [`${r.name}: a tabela ${r.table} não existe`]
  if (r.scope === 'empresa' && !colunas['empresaId']) erros.push(`${r.name}: sem a coluna empresa_id`)
  if (r.softDelete && !colunas['removedAt']) erros.push(`${r.name}: sem a coluna removed_at`)
  const iniciadas = iniciais(r)
  const estado = new Set(Object.keys(r.estado ?? {}))
  for (const [k, c] of [...Object.entries(r.fields), ...Object.entries(r.estado ?? {})]) {
    const esperada = colunaEsperada(c)
    if (!esperada) continue
    const col = colunas[k]
    if (!col) {
      erros.push(`${lugar(k)}: campo sem coluna`)
      continue
    }
    if (!FAMILIAS[esperada.tipo].test(col.type)) {
      erros.push(`${lugar(k)}: coluna ${col.type} para um campo ${esperada.tipo}`)
      continue
    }
    const varchar = /^(varchar|character varying)$/i.test(col.type)
    const tamanho = Number(col.maxLength)
    if (esperada.tamanho !== undefined) {
      if (!varchar || tamanho !== esperada.tamanho) erros.push(`${lugar(k)}: ${varchar ? `varchar(${tamanho})` : col.type}, o campo aceita até ${esperada.tamanho} caracteres`)
    } else if (esperada.tamanhoMinimo !== undefined) {
      if (!varchar || tamanho < esperada.tamanhoMinimo) erros.push(`${lugar(k)}: ${varchar ? `varchar(${tamanho})` : col.type}, a opção mais longa tem ${esperada.tamanhoMinimo} caracteres`)
    } else if (varchar) erros.push(`${lugar(k)}: varchar(${tamanho}) para um campo sem tamanho (text)`)
    const p = precisao[k]
    if (esperada.tipo === 'number' && p && (p.digitos !== (esperada.digitos ?? null) || p.casas !== (esperada.casas ?? null)))
      erros.push(`${lugar(k)}: decimal(${p.digitos}, ${p.casas}), o campo declara (${esperada.digitos}, ${esperada.casas})`)
    const gravadoSempre = esperada.sempreGravado || (estado.has(k) && iniciadas.has(k))
    if (!col.nullable && !gravadoSempre) erros.push(`${lugar(k)}: NOT NULL, mas o campo é opcional e sem padrão`)
    if (c.busca) {
      const copia = colunas[chaveDeBusca(k)]
      if (!copia) erros.push(`${lugar(chaveDeBusca(k))}: campo com busca sem a cópia normalizada`)
      else if (Number(copia.maxLength) !== c.max) erros.push(`${lugar(chaveDeBusca(k))}: a cópia normalizada deve ter o tamanho do campo (${c.max})`)
    }
  }
  return erros
}

/**
 * What a big list needs besides its columns: the trigram index of each searchable field (the FTS5 table on
 * SQLite; the GIN index on PostgreSQL) and, with `contagemPorEmpresa`, the triggers that keep `contagens`.
 */
export const indicesFaltando = async (knex: Knex, r: Resource, pg: boolean): Promise<ReadonlyArray<string>> => {
  const erros: string[] = []
  const existe = async (tipo: 'indice' | 'gatilho', nome: string) => {
    if (!pg) return (await knex('sqlite_master').where({ type: tipo === 'indice' ? 'table' : 'trigger', name: nome }).first()) !== undefined
    const r = tipo === 'indice' ? await knex.raw('select 1 from pg_indexes where schemaname = current_schema() and indexname = ?', [nome]) : await knex.raw('select 1 from pg_trigger where tgname = ?', [nome])
    return r.rows.length > 0
  }
  for (const [k, c] of Object.entries(r.fields)) {
    const nome = tabelaTrigramas(r.table, chaveDeBusca(k))
    if (c.busca && !(await existe('indice', nome))) erros.push(`${r.name}.${k}: sem o índice de trechos ${nome}`)
  }
  if (r.contagemPorEmpresa) {
    const nomes = ['ai', 'ad', 'au'].map((s) => `contagens_${r.table}_${s}`)
    for (const n of nomes) if (!(await existe('gatilho', n))) return [...erros, `${r.name}: sem os gatilhos da contagem por empresa`]
  }
  return erros
}

export const lerColunas = async (knex: Knex, tabela: string, pg: boolean) => {
  const colunas = (await knex(tabela).columnInfo()) as unknown as Record<string, Coluna>
  const precisao: Record<string, { digitos: number | null; casas: number | null }> = {}
  if (pg) {
    const linhas = (await knex
      .select('column_name', 'numeric_precision', 'numeric_scale')
      .from('information_schema.columns')
      .whereRaw('table_schema = current_schema()')
      .andWhere('table_name', tabela)
      .andWhere('data_type', 'numeric')) as Array<Record<string, unknown>>
    for (const l of linhas) {
      const nome = String(l['columnName']).replace(/_([a-z0-9])/g, (_, x: string) => x.toUpperCase())
      precisao[nome] = { digitos: l['numericPrecision'] === null ? null : Number(l['numericPrecision']), casas: l['numericScale'] === null ? null : Number(l['numericScale']) }
    }
  }
  return { colunas, precisao }
}

