import { readFile } from 'node:fs/promises'
import type { ResultadoImportacao } from '../core/shared/importacaoCsv.ts'

/**
 * What every `rh … importar` command shares (core/shared/importacaoCsv.ts is the core side): reading the file in
 * the encoding pt-BR spreadsheets save, the progress bar on stderr, the report of the refused lines.
 */

/** Expected failure: message on stderr, exit code 1 (the program's own error path is for the unexpected). */
export const falhar = (mensagem: string) => {
  console.error(`Erro: ${mensagem}`)
  process.exitCode = 1
}

/** pt-BR spreadsheets often save CSV as Windows-1252: read UTF-8 when valid, else Latin-1. */
export const decodificarTexto = (b: Uint8Array) => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(b)
  } catch {
    return new TextDecoder('windows-1252').decode(b)
  }
}

/** The file's text, or undefined (the failure already reported). */
export const lerArquivo = async (arquivo: string) => {
  try {
    return decodificarTexto(new Uint8Array(await readFile(arquivo)))
  } catch {
    falhar(`Não foi possível ler o arquivo ${arquivo}`)
    return undefined
  }
}

/** A progress bar on a terminal; on a pipe, a line per quarter for large files only. */
export const barra = (rotulo: string) => {
  const tty = process.stderr.isTTY
  let ultimo = -1
  return (feitos: number, total: number) => {
    const pct = total ? Math.floor((feitos / total) * 100) : 100
    if (tty) {
      if (pct === ultimo) return
      ultimo = pct
      const cheio = Math.round(pct / 4)
      process.stderr.write(`\r${rotulo} [${'#'.repeat(cheio)}${'.'.repeat(25 - cheio)}] ${pct}%`)
      if (pct >= 100) process.stderr.write('\n')
    } else if (total >= 2000 && Math.floor(pct / 25) !== ultimo) {
      ultimo = Math.floor(pct / 25)
      process.stderr.write(`${rotulo}: ${pct}%\n`)
    }
  }
}

export const relatorioImportacao = (r: ResultadoImportacao, parcial: boolean): { texto: string; ok: boolean } => {
  if (r.errosArquivo.length) return { texto: `Arquivo recusado:\n${r.errosArquivo.map((e) => `  - ${e}`).join('\n')}`, ok: false }
  const linhas = [`Linhas lidas: ${r.linhas}. Importados: ${r.importados}. Recusadas: ${r.rejeitadas.length}.`]
  if (r.rejeitadas.length) {
    linhas.push('Linhas recusadas:')
    for (const x of r.rejeitadas) linhas.push(`  Linha ${x.linha}: ${x.erros.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join('; ')}`)
    if (!parcial) linhas.push('Nada foi importado. Corrija as linhas acima, ou use --parcial para importar só as válidas.')
  }
  return { texto: linhas.join('\n'), ok: r.rejeitadas.length === 0 || parcial }
}

/** Prints the report: on stdout when it went through, on stderr with exit code 1 otherwise. */
export const imprimirRelatorio = (r: ResultadoImportacao, parcial: boolean) => {
  const { texto, ok } = relatorioImportacao(r, parcial)
  if (ok) console.log(texto)
  else {
    console.error(texto)
    process.exitCode = 1
  }
}

/** `--empresa` (default 1): a positive integer, else undefined. */
export const empresaDe = (s: string | undefined) => {
  const n = Number(s ?? '1')
  return Number.isInteger(n) && n > 0 ? n : undefined
}
