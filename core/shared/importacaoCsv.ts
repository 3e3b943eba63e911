import { Effect, Either } from 'effect'
import { normalizarTermo } from './busca.ts'
import type { Campo } from './campos.ts'
import type { ErroCampo } from './erros.ts'
import { parseData, parseDinheiro } from './formatos.ts'

/**
 * The machinery every CSV import shares (`rh candidatos importar`, `rh colaboradores importar`): reading the file,
 * the header by field names or labels, pt-BR cell values, every row validated with its line and reasons, and the
 * answer the command prints. What a row becomes and how the valid rows are stored is each import's.
 */

/** Splits CSV text (RFC 4180 quoting, `;` or `,` chosen from the header line, CRLF or LF, UTF-8 BOM) into rows. */
export const lerCsv = (texto: string): ReadonlyArray<ReadonlyArray<string>> => {
  const t = texto.replace(/^\uFEFF/, '')
  const primeira = t.slice(0, t.search(/\r?\n|$/))
  const sep = (primeira.match(/;/g)?.length ?? 0) >= (primeira.match(/,/g)?.length ?? 0) ? ';' : ','
  const linhas: string[][] = []
  let linha: string[] = []
  let celula = ''
  let aspas = false
  for (let i = 0; i < t.length; i++) {
    const ch = t[i]!
    if (aspas) {
      if (ch === '"' && t[i + 1] === '"') {
        celula += '"'
        i++
      } else if (ch === '"') aspas = false
      else celula += ch
    } else if (ch === '"' && celula === '') aspas = true
    else if (ch === sep) {
      linha.push(celula)
      celula = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && t[i + 1] === '\n') i++
      linha.push(celula)
      linhas.push(linha)
      linha = []
      celula = ''
    } else celula += ch
  }
  if (celula !== '' || linha.length) {
    linha.push(celula)
    linhas.push(linha)
  }
  return linhas
}

/** A header cell or a looked-up name as compared: accents, case, spaces and punctuation ignored. */
export const chaveCsv = (s: string) => normalizarTermo(s).replace(/[^a-z0-9]/g, '')

/**
 * Header cells → keys: `colunas` maps each accepted spelling (already `chaveCsv`'d) to its key. Unknown, unnamed
 * and repeated columns and missing `obrigatorias` are the file's errors (nothing is read then).
 */
export const mapearColunas = (
  cabecalho: ReadonlyArray<string>,
  colunas: ReadonlyMap<string, string>,
  obrigatorias: ReadonlyArray<{ readonly chave: string; readonly mensagem: string }> = [],
): Either.Either<ReadonlyArray<string>, ReadonlyArray<string>> => {
  const erros: string[] = []
  const campos = cabecalho.map((h) => {
    const k = colunas.get(chaveCsv(h))
    if (!k) erros.push(h.trim() === '' ? 'Coluna sem nome no cabeçalho' : `Coluna desconhecida: ${h.trim()}`)
    return k ?? ''
  })
  for (const r of new Set(campos.filter((c, i) => c && campos.indexOf(c) !== i))) erros.push(`Coluna repetida: ${r}`)
  for (const o of obrigatorias) if (!campos.includes(o.chave)) erros.push(o.mensagem)
  return erros.length ? Either.left(erros) : Either.right(campos)
}

/** The spellings of declared fields: each field's name and label. */
export const colunasDosCampos = (campos: Readonly<Record<string, Campo>>, excluidos: ReadonlySet<string> = new Set()) => {
  const m = new Map<string, string>()
  for (const [k, c] of Object.entries(campos)) {
    if (excluidos.has(k)) continue
    m.set(chaveCsv(k), k)
    m.set(chaveCsv(c.label), k)
  }
  return m
}

const SIM = new Set(['sim', 's', 'true', '1', 'x', 'verdadeiro'])
const NAO = new Set(['nao', 'n', 'false', '0', 'falso'])

/**
 * A cell as its field's value: pt-BR dates (dd/mm/aaaa, or ISO) and money ('R$ 1.234,56'), Sim/Não, options by
 * code or name, whole numbers, lists split by `|`. A value it cannot read is left as typed, so the field's
 * Schema refuses it with its own message.
 */
export const valorDaCelula = (c: Campo, v: string): unknown => {
  if (c.kind === 'data') return /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : (parseData(v) ?? v)
  if (c.kind === 'dinheiro') return parseDinheiro(v) ?? v
  if (c.kind === 'booleano') return SIM.has(chaveCsv(v)) ? true : NAO.has(chaveCsv(v)) ? false : v
  if (c.kind === 'inteiro' || c.kind === 'referencia') return /^-?\d+$/.test(v) ? Number(v) : v
  if (c.kind === 'decimal') return /^-?\d+(,\d+)?$/.test(v) ? Number(v.replace(',', '.')) : /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v
  if (c.kind === 'opcoes') {
    const o = c.options?.find((x) => String(x.id) === v || chaveCsv(x.name) === chaveCsv(v) || (v.length === 1 && String(x.id) === `0${v}`))
    return o ? o.id : v
  }
  if (c.kind === 'lista') return v.split('|').map((x) => x.trim()).filter(Boolean)
  return v
}

/** Name → id of looked-up rows (several spellings per row), for cells that name a record. */
export const mapaDeNomes = (rows: ReadonlyArray<Readonly<Record<string, unknown>>>, ...campos: string[]) => {
  const m = new Map<string, number>()
  for (const r of rows) for (const c of campos) if (typeof r[c] === 'string') m.set(chaveCsv(r[c] as string), Number(r['id']))
  return m
}

export interface Rejeicao {
  /** Line in the file (the header is line 1). */
  readonly linha: number
  readonly erros: ReadonlyArray<ErroCampo>
}

export interface ResultadoImportacao {
  readonly linhas: number
  readonly importados: number
  readonly rejeitadas: ReadonlyArray<Rejeicao>
  /** Problems of the file as a whole (header): nothing was read. */
  readonly errosArquivo: ReadonlyArray<string>
}

export const resultadoVazio: ResultadoImportacao = { linhas: 0, importados: 0, rejeitadas: [], errosArquivo: [] }

/** `progresso(feitos, total)`: validating is the first half of the bar, storing the second. */
export type Progresso = (feitos: number, total: number) => void

/**
 * Validates every data row (after the header; blank rows skipped): `validarLinha` answers the row's value or its
 * errors. Progress goes from 0 to half of the bar.
 */
export const validarLinhas = <T, E, R>(
  linhas: ReadonlyArray<ReadonlyArray<string>>,
  validarLinha: (celulas: ReadonlyArray<string>, linha: number) => Effect.Effect<Either.Either<T, ReadonlyArray<ErroCampo>>, E, R>,
  progresso?: Progresso,
) =>
  Effect.gen(function* () {
    const corpo = linhas.slice(1)
    const total = corpo.length
    const validas: Array<{ readonly linha: number; readonly valor: T }> = []
    const rejeitadas: Rejeicao[] = []
    let lidas = 0
    for (let i = 0; i < total; i++) {
      const celulas = corpo[i]!
      const linha = i + 2
      if (!celulas.every((c) => c.trim() === '')) {
        lidas++
        const r = yield* validarLinha(celulas, linha)
        if (Either.isLeft(r)) rejeitadas.push({ linha, erros: r.left })
        else validas.push({ linha, valor: r.right })
      }
      if (progresso && (i % 500 === 0 || i === total - 1)) yield* Effect.sync(() => progresso(i + 1, total * 2))
    }
    return { lidas, total, validas, rejeitadas }
  })

/** Rejections in line order, one entry per line (its reasons joined). */
export const ordenarRejeicoes = (rs: ReadonlyArray<Rejeicao>): ReadonlyArray<Rejeicao> => {
  const por = new Map<number, ErroCampo[]>()
  for (const r of rs) por.set(r.linha, [...(por.get(r.linha) ?? []), ...r.erros])
  return [...por.entries()].sort((a, b) => a[0] - b[0]).map(([linha, erros]) => ({ linha, erros }))
}
