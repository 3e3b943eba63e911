// Generates core/sst/tabela24.ts (eSocial Tabela 24, harmful agents) from data-ref/esocial/tabela24_agentes_nocivos.json.
// When the shared reference data is available (RH_SHARED_DATA, default ../shared/data), it first copies the
// table's json and csv into data-ref/esocial/, so the repository carries its own copy.
// Usage: node scripts/gen-tabela24.mjs [--check]   (--check fails if core/sst/tabela24.ts is out of date)
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import process from 'node:process'

const root = resolve(import.meta.dirname, '..')
const shared = resolve(root, process.env.RH_SHARED_DATA ?? '../shared/data', 'esocial/tabelas')
const dataRef = join(root, 'data-ref/esocial')
const saida = join(root, 'core/sst/tabela24.ts')
const check = process.argv.includes('--check')
const nomes = ['tabela24_agentes_nocivos.json', 'tabela24_agentes_nocivos.csv']

if (!check && existsSync(join(shared, nomes[0]))) {
  mkdirSync(dataRef, { recursive: true })
  for (const n of nomes) {
    // the shared files are read-only; the copies must stay writable for the next refresh
    const destino = join(dataRef, n)
    if (existsSync(destino)) chmodSync(destino, 0o644)
    writeFileSync(destino, readFileSync(join(shared, n)))
    chmodSync(destino, 0o644)
  }
}

const linhas = JSON.parse(readFileSync(join(dataRef, nomes[0]), 'utf8'))
const falha = (msg) => {
  process.stderr.write(`gen-tabela24: ${msg}\n`)
  process.exit(1)
}
if (!Array.isArray(linhas) || linhas.length === 0) falha('tabela vazia ou em formato inesperado')
const vistos = new Set()
for (const l of linhas) {
  if (!/^\d{2}\.\d{2}\.\d{3}$/.test(l.codigo ?? '')) falha(`código inválido: ${JSON.stringify(l.codigo)}`)
  if (vistos.has(l.codigo)) falha(`código repetido: ${l.codigo}`)
  vistos.add(l.codigo)
  for (const k of ['descricao', 'grupo', 'subgrupo']) if (typeof l[k] !== 'string') falha(`${l.codigo}: ${k} ausente`)
}

const corpo = linhas
  .map(
    (l) =>
      `  { codigo: ${JSON.stringify(l.codigo)}, descricao: ${JSON.stringify(l.descricao)}, grupo: ${JSON.stringify(l.grupo)}, subgrupo: ${JSON.stringify(l.subgrupo)} },`,
  )
  .join('\n')

const texto = `// GERADO por scripts/gen-tabela24.mjs a partir de data-ref/esocial/tabela24_agentes_nocivos.json. Não edite.
// eSocial Tabela 24 (agentes nocivos), ${linhas.length} códigos; fonte: repositório de leiautes do eSocial, tabelas/24.txt.

export interface AgenteNocivoTabela24 {
  readonly codigo: string
  readonly descricao: string
  readonly grupo: string
  readonly subgrupo: string
}

export const TABELA_24: ReadonlyArray<AgenteNocivoTabela24> = [
${corpo}
]
`

if (check) {
  if (!existsSync(saida) || readFileSync(saida, 'utf8') !== texto) falha('core/sst/tabela24.ts desatualizado; rode node scripts/gen-tabela24.mjs')
  process.stdout.write('tabela24 ok\n')
} else {
  writeFileSync(saida, texto)
  process.stdout.write(`core/sst/tabela24.ts: ${linhas.length} agentes\n`)
}
