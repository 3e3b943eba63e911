import type { Command } from 'commander'
import { RECURSOS, recursoPorNome } from '../core/recursos.ts'
import { chaveDeBusca } from '../core/shared/busca.ts'
import { colunaEsperada, type Campo } from '../core/shared/campos.ts'
import type { Resource } from '../core/shared/resource.ts'

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

const literal = (v: unknown): string => (typeof v === 'string' ? `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : Array.isArray(v) || (typeof v === 'object' && v !== null) ? literal(JSON.stringify(v)) : String(v))

/** The knex column of one stored field, as the declarations contract test expects it. */
const coluna = (k: string, c: Campo): string | undefined => {
  const e = colunaEsperada(c)
  if (!e) return undefined
  const nome = `'${snake(k)}'`
  const tipo =
    e.tipo === 'string'
      ? e.tamanho !== undefined || e.tamanhoMinimo !== undefined
        ? `t.string(${nome}, ${e.tamanho ?? e.tamanhoMinimo})`
        : `t.text(${nome})`
      : e.tipo === 'integer'
        ? `t.integer(${nome})`
        : e.tipo === 'number'
          ? `t.decimal(${nome}, ${e.digitos ?? 14}, ${e.casas ?? 2})`
          : e.tipo === 'boolean'
            ? `t.boolean(${nome})`
            : `t.text(${nome})`
  const alvo = c.storage === 'integer' && c.reference ? recursoPorNome(c.reference)?.table : undefined
  return [
    tipo,
    e.sempreGravado ? '.notNullable()' : '',
    c.default !== undefined ? `.defaultTo(${literal(c.default)})` : '',
    alvo ? `.references('id').inTable('${alvo}').onDelete('RESTRICT')` : '',
  ].join('')
}

/**
 * A migration that creates a declared resource's table: id, the company column of company-owned rows, one column
 * per stored field (type, varchar length, decimal precision, NOT NULL and default from the field builder),
 * `removed_at` when soft-removed, the audit times, indexes on the company and the references. To review and number
 * by hand as a new file `migrations/NNN_….ts` (the folder is read in name order); a shipped migration is never edited.
 */
export const migracaoDe = (r: Resource): string => {
  const linhas: string[] = ["t.increments('id')"]
  if (r.scope === 'empresa') linhas.push("t.integer('empresa_id').notNullable().references('id').inTable('empresas').onDelete('RESTRICT')")
  const indices = r.scope === 'empresa' ? ["t.index(['empresa_id'])"] : []
  for (const [k, c] of [...Object.entries(r.fields), ...Object.entries(r.estado ?? {})]) {
    const l = coluna(k, c)
    if (!l) {
      linhas.push(`// ${k}: write-only, stored by the declaration's prepare under another name`)
      continue
    }
    linhas.push(l)
    if (c.storage === 'integer' && c.reference) indices.push(`t.index(['${snake(k)}'])`)
    // A searchable name: its normalised copy, sorted through an index, searched through a trigram index.
    if (c.busca) {
      const copia = snake(chaveDeBusca(k))
      linhas.push(`t.string('${copia}', ${c.max})`)
      indices.push(r.scope === 'empresa' ? `t.index(['empresa_id', '${copia}'])` : `t.index(['${copia}'])`)
    }
  }
  if (r.softDelete) linhas.push("t.string('removed_at', 30)")
  const declarados = new Set([...Object.keys(r.fields), ...Object.keys(r.estado ?? {})])
  for (const k of ['criadoEm', 'atualizadoEm']) if (!declarados.has(k)) linhas.push(`t.string('${snake(k)}', 30)`)
  linhas.push(...indices)
  const opcoes = `{ empresa: ${r.scope === 'empresa'}, removido: ${r.softDelete} }`
  const buscas = Object.entries(r.fields).filter(([, c]) => c.busca).map(([k]) => `'${chaveDeBusca(k)}'`)
  const extras = [
    ...buscas.map((b) => `  await criarIndiceBusca(knex, '${r.table}', ${b}, ${opcoes})`),
    ...(r.contagemPorEmpresa ? [`  await criarContagem(knex, '${r.table}', { removido: ${r.softDelete} })`] : []),
  ]
  const desfazer = [
    ...buscas.map((b) => `  await removerIndiceBusca(knex, '${r.table}', ${b})`),
    ...(r.contagemPorEmpresa ? [`  await removerContagem(knex, '${r.table}')`] : []),
  ]
  const usados = [...(buscas.length ? ['criarIndiceBusca', 'removerIndiceBusca'] : []), ...(r.contagemPorEmpresa ? ['criarContagem', 'removerContagem'] : [])]
  return `import type { Knex } from 'knex'
${usados.length ? `import { ${usados.join(', ')} } from '../adapters/db/busca.ts'\n` : ''}
// ${r.label} (${r.name}): written by \`rh dev migracao ${r.name}\` from its declaration.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('${r.table}', (t) => {
${linhas.map((l) => `    ${l}`).join('\n')}
  })
${extras.map((l) => `${l}\n`).join('')}}

export async function down(knex: Knex): Promise<void> {
${desfazer.map((l) => `${l}\n`).join('')}  await knex.schema.dropTableIfExists('${r.table}')
}
`
}

/** `rh dev …`: developer helpers that read the declarations only (no database). */
export const registrarDev = (p: Command, falhar: (mensagem: string) => never) => {
  const dev = p.command('dev').description('ajudas para quem desenvolve (não tocam no banco)')
  dev
    .command('migracao')
    .description('escreve na saída uma migração que cria a tabela de um recurso declarado')
    .argument('<recurso>', 'nome do recurso, por exemplo captacao/idiomas')
    .action((nome: string) => {
      const r = recursoPorNome(nome)
      if (!r) falhar(`Recurso desconhecido: ${nome}. Recursos: ${RECURSOS.map((x) => x.name).join(', ')}`)
      else process.stdout.write(migracaoDe(r))
    })
}
