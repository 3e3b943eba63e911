import type { Command } from 'commander'
import { Either } from 'effect'
import type { comPlataforma } from '../adapters/plataforma.ts'
import { TODAS_AUTORIDADES } from '../core/modulos.ts'
import { RECURSOS } from '../core/recursos.ts'
import { atorSistema } from '../core/shared/ator.ts'
import type { ErroDominio } from '../core/shared/erros.ts'
import { copiarCadastros, gruposCopiaveis } from '../core/utilitario/copia-cadastro.ts'
import { segundos } from './backup.ts'

/** `rh empresa copiar --de ID --para ID [--cadastros a,b]`: the copy of Utilitários › Cópia de Cadastros. */
export const registrarEmpresa = (p: Command, comBanco: typeof comPlataforma, mensagemDe: (e: ErroDominio) => string, falhar: (m: string) => never) => {
  const empresa = p.command('empresa').description('empresas: cópia de cadastros entre empresas')
  empresa
    .command('copiar')
    .description('copia os cadastros de uma empresa para outra (numa transação; os que já existem no destino pelo nome são reaproveitados)')
    .addHelpText('after', () => `\nCadastros (--cadastros, separados por vírgula; sem a opção, todos):\n${gruposCopiaveis(RECURSOS).map((g) => `  ${g.grupo}: ${g.cadastros.join(', ')}`).join('\n')}`)
    .requiredOption('--de <id>', 'empresa de origem')
    .requiredOption('--para <id>', 'empresa de destino')
    .option('--cadastros <grupos>', 'grupos de cadastros a copiar, separados por vírgula (padrão: todos)')
    .action(async (o: { de: string; para: string; cadastros?: string }) => {
      const inicio = Date.now()
      const [origem, destino] = [Number(o.de), Number(o.para)]
      if (!Number.isSafeInteger(origem) || origem <= 0) falhar('Empresa de origem inválida')
      if (!Number.isSafeInteger(destino) || destino <= 0) falhar('Empresa de destino inválida')
      const cadastros = o.cadastros?.split(',').map((x) => x.trim()).filter((x) => x !== '')
      // The installation acting: it sees the two companies it is given (their existence is checked by the copy).
      const ator = atorSistema({ usuarioId: 0, empresaId: origem, empresasVisiveis: [origem, destino] }, TODAS_AUTORIDADES)
      const r = await comBanco((pl) => pl.executar(copiarCadastros(ator, { origem, destino, ...(cadastros ? { cadastros } : {}) }, RECURSOS)))
      if (Either.isLeft(r)) return falhar(mensagemDe(r.left))
      const linhas = r.right.recursos
      const largura = Math.max(8, ...linhas.map((l) => l.cadastro.length))
      console.log(`${'Cadastro'.padEnd(largura)}  Copiados  Reaproveitados  Ignorados`)
      for (const l of linhas) console.log(`${l.cadastro.padEnd(largura)}  ${String(l.copiados).padStart(8)}  ${String(l.reaproveitados).padStart(14)}  ${String(l.ignorados.length).padStart(9)}`)
      for (const l of linhas) for (const i of l.ignorados) console.log(`Ignorado em ${l.cadastro}: ${i.registro} (${i.motivo})`)
      const soma = (f: (l: (typeof linhas)[number]) => number) => linhas.reduce((a, l) => a + f(l), 0)
      console.log(
        `Cópia da empresa ${origem} para a empresa ${destino}: ${soma((l) => l.copiados)} copiado(s), ${soma((l) => l.reaproveitados)} reaproveitado(s), ${soma((l) => l.ignorados.length)} ignorado(s) (${segundos(inicio)})`,
      )
    })
}
