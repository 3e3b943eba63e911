import { statSync } from 'node:fs'
import type { Command } from 'commander'
import { abrirPlataforma, ErroBackup, type Plataforma, type Progresso } from '../adapters/plataforma.ts'
import { carimboEmSaoPaulo } from '../core/shared/datas.ts'

/** A progress bar on stderr when it is a terminal (stdout stays for the summary); nothing otherwise. */
export const barraDeProgresso = (titulo: string): { readonly progresso: Progresso | undefined; readonly fim: () => void } => {
  if (!process.stderr.isTTY) return { progresso: undefined, fim: () => undefined }
  let ultimo = -1
  return {
    progresso: (feito, total, etapa) => {
      const pct = total ? Math.min(100, Math.floor((feito / total) * 100)) : 100
      if (pct === ultimo) return
      ultimo = pct
      const cheio = Math.round(pct / 4)
      process.stderr.write(`\r\x1b[K${titulo} [${'#'.repeat(cheio)}${'.'.repeat(25 - cheio)}] ${pct}% ${etapa}`)
    },
    fim: () => void process.stderr.write('\r\x1b[K'),
  }
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1).replace('.', ',')} MB`
export const segundos = (inicio: number) => `${((Date.now() - inicio) / 1000).toFixed(1).replace('.', ',')} s`

/** `rh backup` and `rh restore`. */
export const registrarBackup = (p: Command, falhar: (m: string) => never) => {
  const comBanco = async <A>(f: (pl: Plataforma) => Promise<A>) => {
    const pl = abrirPlataforma()
    try {
      return await f(pl)
    } catch (e) {
      if (e instanceof ErroBackup) return falhar(e.message)
      throw e
    } finally {
      await pl.fechar()
    }
  }

  p.command('backup')
    .description('grava num arquivo o banco inteiro e os arquivos guardados (pode rodar com o servidor no ar)')
    .option('--saida <arquivo>', 'arquivo a gravar (padrão: rh-backup-<data e hora>.tar)')
    .action(async (o: { saida?: string }) => {
      const saida = o.saida ?? `rh-backup-${carimboEmSaoPaulo(Date.now())}.tar`
      const inicio = Date.now()
      const barra = barraDeProgresso('Backup')
      const m = await comBanco((pl) => pl.backup(saida, barra.progresso)).finally(barra.fim)
      const linhas = m.tabelas.reduce((a, t) => a + t.linhas, 0)
      const { size } = statSync(saida)
      console.log(`Backup gravado em ${saida}: ${m.tabelas.length} tabelas, ${linhas} linhas, ${m.arquivos.length} arquivo(s), ${mb(size)} (${segundos(inicio)})`)
    })

  p.command('restore')
    .description('restaura um backup: num banco vazio, ou sobre um com dados só com --substituir (tudo ou nada)')
    .argument('<arquivo>', 'arquivo gerado por rh backup')
    .option('--substituir', 'apaga os dados atuais do banco e os arquivos guardados antes de restaurar')
    .action(async (arquivo: string, o: { substituir?: boolean }) => {
      const inicio = Date.now()
      const barra = barraDeProgresso('Restauração')
      const r = await comBanco((pl) => pl.restaurar(arquivo, { substituir: o.substituir === true, progresso: barra.progresso })).finally(barra.fim)
      const migradas = r.migradas.length ? `; migrado para a versão atual (${r.migradas.join(', ')})` : ''
      console.log(`Backup de ${r.manifesto.criadoEm.slice(0, 10)} (versão ${r.manifesto.versao}) restaurado: ${r.manifesto.tabelas.length} tabelas, ${r.linhas} linhas, ${r.arquivos} arquivo(s)${migradas} (${segundos(inicio)})`)
    })
}
