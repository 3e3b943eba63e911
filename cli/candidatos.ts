import { readFile } from 'node:fs/promises'
import type { Command } from 'commander'
import { Either } from 'effect'
import { comPlataforma } from '../adapters/plataforma.ts'
import { importarCandidatos, type ResultadoImportacao } from '../core/captacao/importarCandidatos.ts'
import { expurgarCandidatos } from '../core/captacao/removerCandidato.ts'
import { formatarDataHora } from '../core/shared/formatos.ts'

/** Expected failure: message on stderr, exit code 1 (the program's own error path is for the unexpected). */
const falhar = (mensagem: string) => {
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

/** A progress bar on a terminal; on a pipe, a line per quarter for large files only. */
const barra = (rotulo: string) => {
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
    for (const x of r.rejeitadas) linhas.push(`  Linha ${x.linha}: ${x.erros.map((e) => `${e.field}: ${e.message}`).join('; ')}`)
    if (!parcial) linhas.push('Nada foi importado. Corrija as linhas acima, ou use --parcial para importar só as válidas.')
  }
  return { texto: linhas.join('\n'), ok: r.rejeitadas.length === 0 || parcial }
}

const empresaDe = (s: string | undefined) => {
  const n = Number(s ?? '1')
  return Number.isInteger(n) && n > 0 ? n : undefined
}

/** `rh candidatos …` (import, purge): registered by the candidates slice. */
export const registrarCandidatos = (programa: Command) => {
  const g = programa.command('candidatos').description('candidatos: importação em lote e expurgo (LGPD)')

  g.command('importar')
    .description('importa candidatos de um CSV (cabeçalho com os nomes ou rótulos dos campos; ; ou , como separador)')
    .argument('<arquivo>', 'arquivo .csv')
    .option('--empresa <id>', 'empresa dos candidatos', '1')
    .option('--parcial', 'importa as linhas válidas mesmo havendo linhas recusadas')
    .action(async (arquivo: string, o: { empresa?: string; parcial?: boolean }) => {
      const empresaId = empresaDe(o.empresa)
      if (empresaId === undefined) return falhar(`Empresa inválida: ${o.empresa}`)
      let bytes: Uint8Array
      try {
        bytes = new Uint8Array(await readFile(arquivo))
      } catch {
        return falhar(`Não foi possível ler o arquivo ${arquivo}`)
      }
      await comPlataforma(async (pl) => {
        const r = await pl.executar(importarCandidatos(empresaId, decodificarTexto(bytes), { parcial: o.parcial === true, progresso: barra('Importando') }))
        if (Either.isLeft(r)) return falhar(`Empresa ${empresaId} não encontrada`)
        const { texto, ok } = relatorioImportacao(r.right, o.parcial === true)
        if (ok) console.log(texto)
        else {
          console.error(texto)
          process.exitCode = 1
        }
      })
    })

  g.command('expurgar')
    .description('remove candidatos sem atualização há mais meses que o "tempoExclusaoCandidato" de cada empresa (LGPD)')
    .option('--simular', 'apenas lista o que seria removido')
    .option('--empresa <id>', 'somente esta empresa')
    .action(async (o: { simular?: boolean; empresa?: string }) => {
      const empresaId = o.empresa === undefined ? undefined : empresaDe(o.empresa)
      if (o.empresa !== undefined && empresaId === undefined) return falhar(`Empresa inválida: ${o.empresa}`)
      await comPlataforma(async (pl) => {
        const exp = await pl.executar(expurgarCandidatos({ simular: o.simular === true, empresaId }))
        if (Either.isLeft(exp)) return falhar(String(exp.left))
        const r = exp.right
        const linha = (x: { empresa: string; id: number; nome: string; atualizadoEm: string | null; motivo?: string }) =>
          `  ${x.empresa} | ${x.id} | ${x.nome} | última atualização ${x.atualizadoEm ? formatarDataHora(x.atualizadoEm) : '—'}${x.motivo ? ` | ${x.motivo}` : ''}`
        if (r.simulacao) {
          console.log(r.removidos.length ? `Seriam removidos ${r.removidos.length} candidato(s):` : 'Nenhum candidato a remover.')
        } else console.log(r.removidos.length ? `Removidos ${r.removidos.length} candidato(s):` : 'Nenhum candidato removido.')
        for (const x of r.removidos) console.log(linha(x))
        if (r.mantidos.length) {
          console.log(`Mantidos ${r.mantidos.length} candidato(s) ainda em uso:`)
          for (const x of r.mantidos) console.log(linha(x))
        }
      })
    })
}
