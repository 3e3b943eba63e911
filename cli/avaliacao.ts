import type { Command } from 'commander'
import { Either } from 'effect'
import type { comPlataforma } from '../adapters/plataforma.ts'
import { lembrarAcompanhamentos } from '../core/avaliacao/acompanhamentosAcoes.ts'
import { TODAS_AUTORIDADES } from '../core/modulos.ts'
import { atorSistema } from '../core/shared/ator.ts'
import type { ErroDominio } from '../core/shared/erros.ts'

/**
 * `rh avaliacao lembrar-acompanhamentos --empresa ID`: the reminder e-mails of the experience follow-ups pending today
 * to the managers (the same use case as HR's action; at most one per manager and day, so a daily cron may run it
 * any number of times).
 */
export const registrarAvaliacao = (p: Command, comBanco: typeof comPlataforma, mensagemDe: (e: ErroDominio) => string, falhar: (m: string) => never) => {
  const avaliacao = p.command('avaliacao').description('avaliação: acompanhamentos do período de experiência')
  avaliacao
    .command('lembrar-acompanhamentos')
    .description('envia por e-mail aos gestores os acompanhamentos do período de experiência pendentes (no máximo um por gestor e dia)')
    .requiredOption('--empresa <id>', 'empresa')
    .action(async (o: { empresa: string }) => {
      const empresaId = Number(o.empresa)
      if (!Number.isSafeInteger(empresaId) || empresaId <= 0) falhar('Empresa inválida')
      const ator = atorSistema({ usuarioId: 0, empresaId, empresasVisiveis: [empresaId] }, TODAS_AUTORIDADES)
      const r = await comBanco((pl) => pl.executar(lembrarAcompanhamentos(ator)))
      if (Either.isLeft(r)) return falhar(mensagemDe(r.left))
      console.log(r.right.message)
      if (r.right.semGestor.length) console.log(`Sem gestor na área: ${r.right.semGestor.join(', ')}.`)
    })
}
