import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

/**
 * Finds the writes a source file makes outside the write path (core/shared/crud.ts): calls of the generic
 * repository's writes (`.create(`, `.update(`, `.alterar(`, `.remove(`) and knex writes (`.insert(`, `.update(`,
 * `.del()`, `.delete()`, raw `insert into` / `update … set` / `delete from`). Each is named by what it writes: the
 * declaration passed to the repository, or the table knex writes (`?` when it is not a literal).
 */
export interface Gravacao {
  readonly linha: number
  /** `repo.alterar colaboradores`, `knex.update candidatos`, `sql tentativas_login`. */
  readonly alvo: string
}

const TABELA = /(?:\b(?:db|knex|trx)\s*(?:<[^>]*>)?\(\s*(?:'([\w]+)'|"([\w]+)"|([^)]*))\))/g

/** The table of the knex query a write ends: the last `db('x')` / `knex('x')` / `trx('x')` of its statement. */
const tabelaAntes = (fonte: string, pos: number) => {
  const inicio = Math.max(fonte.lastIndexOf(';', pos), fonte.lastIndexOf('{\n', pos) - 400, pos - 600, 0)
  let tabela: string | undefined
  for (const m of fonte.slice(inicio, pos).matchAll(TABELA)) tabela = m[1] ?? m[2] ?? '?'
  return tabela
}

const semComentarios = (fonte: string) =>
  fonte.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/[^\n]*/g, (c, p: string) => p + ' '.repeat(c.length - p.length))

export const gravacoesEm = (bruta: string): ReadonlyArray<Gravacao> => {
  const fonte = semComentarios(bruta)
  const linhaDe = (pos: number) => fonte.slice(0, pos).split('\n').length
  const achadas: Gravacao[] = []
  for (const m of fonte.matchAll(/\.(create|update|alterar|remove|insert|del|delete)\(\s*([^\s,)]*)/g)) {
    const [, metodo, arg] = m
    const pos = m.index
    const antes = fonte.slice(fonte.lastIndexOf('\n', pos) + 1, pos)
    // Not database writes: a hash's update, a Map's or Set's delete, a route's delete, Object.create.
    if (metodo === 'update' && /createHash\(/.test(antes)) continue
    if ((metodo === 'delete' || metodo === 'del') && arg !== '' && !arg!.startsWith(')')) continue
    if (metodo === 'create' && /\bObject$/.test(antes)) continue
    const tabela = tabelaAntes(fonte, pos)
    const knex = metodo === 'insert' || metodo === 'del' || metodo === 'delete' || (metodo === 'update' && tabela !== undefined)
    const alvo = knex ? `knex.${metodo === 'del' ? 'delete' : metodo} ${tabela ?? '?'}` : `repo.${metodo} ${/^\w+$/.test(arg!) ? arg : '?'}`
    achadas.push({ linha: linhaDe(pos), alvo })
  }
  for (const m of fonte.matchAll(/\b(insert\s+into|delete\s+from|update)\s+(\w+)(\s+set\b)?/gi)) {
    if (/^update$/i.test(m[1]!) && !m[3]) continue
    // Only inside string literals (SQL), not an identifier named `update`.
    const linha = fonte.slice(fonte.lastIndexOf('\n', m.index) + 1, m.index)
    if (!/['"`]/.test(linha) && !/^\s/.test(linha)) continue
    if (!/['"`][^'"`]*$/.test(fonte.slice(Math.max(0, m.index - 200), m.index))) continue
    achadas.push({ linha: linhaDe(m.index), alvo: `sql ${m[2]}` })
  }
  return achadas.sort((a, b) => a.linha - b.linha)
}

/** Every `.ts` file under these folders of the project, by its path from the project's root. */
export const fontes = (raiz: string, pastas: ReadonlyArray<string>): ReadonlyMap<string, string> => {
  const out = new Map<string, string>()
  const andar = (dir: string) => {
    for (const nome of readdirSync(dir)) {
      const p = join(dir, nome)
      if (statSync(p).isDirectory()) andar(p)
      else if (/\.tsx?$/.test(nome)) out.set(relative(raiz, p), readFileSync(p, 'utf8'))
    }
  }
  for (const pasta of pastas) andar(resolve(raiz, pasta))
  return out
}

export interface Permitida {
  readonly arquivo: string
  /** The writes allowed in that file (`*`: every write of the file). */
  readonly alvos: ReadonlyArray<string>
  readonly motivo: string
}

/** The writes no entry allows, and the entries' targets no write uses any more (a stale entry hides the next bypass). */
export const conferir = (arquivos: ReadonlyMap<string, string>, permitidas: ReadonlyArray<Permitida>) => {
  const usadas = new Set<string>()
  const proibidas: string[] = []
  for (const [arquivo, fonte] of arquivos) {
    for (const g of gravacoesEm(fonte)) {
      const p = permitidas.find((x) => x.arquivo === arquivo && (x.alvos.includes(g.alvo) || x.alvos.includes('*')))
      if (p) usadas.add(`${arquivo} ${p.alvos.includes(g.alvo) ? g.alvo : '*'}`)
      else proibidas.push(`${arquivo}:${g.linha} ${g.alvo}`)
    }
  }
  const sobrando = permitidas.flatMap((p) => p.alvos.map((a) => `${p.arquivo} ${a}`)).filter((k) => !usadas.has(k))
  return { proibidas, sobrando }
}
