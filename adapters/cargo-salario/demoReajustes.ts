import { Effect } from 'effect'
import type { Knex } from 'knex'
import { aplicarColaboradores, movimentarColaboradores } from '../../core/cargo-salario/reajustes.ts'
import { reajustesColaboradores, tabelasReajustesColaboradores } from '../../core/cargo-salario/tabelas-reajustes-colaboradores.ts'
import { TODAS_AUTORIDADES } from '../../core/modulos.ts'
import { atorSistema } from '../../core/shared/ator.ts'
import { listar, remover } from '../../core/shared/crud.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { criarNaDemo, type RodarDemo } from '../modulo.ts'

/**
 * Demo realignments: a merit realignment of 4 % for Recursos Humanos applied 45 days ago (its rows in the histories)
 * and next month's 6 % dissídio for everyone, still a draft — what an analyst opens to read the cost before applying.
 */
export const semearDemoReajustes = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const empresa = await knex('empresas').where('nome', 'Empresa Demonstração').first('id')
  if (!empresa) return
  const empresaId = Number(empresa.id)
  const ator = atorSistema({ usuarioId: 0, empresaId, empresasVisiveis: [empresaId] }, TODAS_AUTORIDADES)
  const estabelecimentos = ((await knex('estabelecimentos').where('empresaId', empresaId).select('id')) as Array<{ id: number }>).map((e) => Number(e.id))
  const areas = (await knex('areasOrganizacionais').where('empresaId', empresaId).select('id', 'nome')) as Array<{ id: number; nome: string }>
  const rh = areas.filter((a) => a.nome === 'Recursos Humanos').map((a) => Number(a.id))
  const hoje = diaEmSaoPaulo(Date.now())
  if (!rh.length || !estabelecimentos.length) return

  const merito = await rodar(criarNaDemo(tabelasReajustesColaboradores, ator, { nome: 'Reajuste por mérito — Recursos Humanos', data: adicionarDias(hoje, -45), tipoReajuste: 'C', observacao: 'Aprovado pela diretoria.' }))
  await rodar(
    Effect.gen(function* () {
      yield* movimentarColaboradores(ator, merito.id, { estabelecimentosIds: estabelecimentos, areasOrganizacionaisIds: rh, reajustarPor: 1, valorDissidio: 4 })
      // Someone with another change on that very day keeps it (a history has one row per date).
      for (const l of (yield* listar(reajustesColaboradores, ator, { filter: { tabelaReajusteColaboradorId: merito.id, duplicidade: true } })).rows) yield* remover(reajustesColaboradores, ator, l.id)
      yield* aplicarColaboradores(ator, merito.id)
    }),
  )

  const proximoMes = `${adicionarDias(`${hoje.slice(0, 8)}28`, 7).slice(0, 8)}01`
  const dissidio = await rodar(criarNaDemo(tabelasReajustesColaboradores, ator, {
    nome: `Dissídio ${proximoMes.slice(0, 4)} — convenção coletiva`,
    data: proximoMes,
    tipoReajuste: 'C',
    dissidio: true,
    observacao: 'Proposta do sindicato: 6 % para todos.',
  }))
  await rodar(movimentarColaboradores(ator, dissidio.id, { estabelecimentosIds: estabelecimentos, areasOrganizacionaisIds: areas.map((a) => Number(a.id)), reajustarPor: 1, valorDissidio: 6 }))
}
