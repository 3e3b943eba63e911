import type { Command } from 'commander'
import { Either } from 'effect'
import { comPlataforma } from '../adapters/plataforma.ts'
import { importarCandidatos } from '../core/captacao/importarCandidatos.ts'
import { expurgarCandidatos } from '../core/captacao/removerCandidato.ts'
import { formatarDataHora } from '../core/shared/formatos.ts'
import { barra, decodificarTexto, empresaDe, falhar, imprimirRelatorio, lerArquivo } from './importacao.ts'

export { decodificarTexto }

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
      const texto = await lerArquivo(arquivo)
      if (texto === undefined) return
      await comPlataforma(async (pl) => {
        const r = await pl.executar(importarCandidatos(empresaId, texto, { parcial: o.parcial === true, progresso: barra('Importando') }))
        if (Either.isLeft(r)) return falhar(`Empresa ${empresaId} não encontrada`)
        imprimirRelatorio(r.right, o.parcial === true)
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
