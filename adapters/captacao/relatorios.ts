import { Effect, Layer } from 'effect'
import type { Knex } from 'knex'
import { ConsultaRelatorioCargo, type FiltroRelatorioCargo } from '../../core/captacao/relatorios/cargo.ts'
import type { Escopo } from '../../core/shared/ports.ts'
import type { Linha } from '../../core/shared/relatorio.ts'
import { consulta } from '../db/repositorio.ts'
import { ehPostgres } from '../db/knex.ts'
import { camadaRelatoriosCandidatos } from './relatorios-candidatos.ts'
import { camadaRelatoriosSelecao } from './relatorios-selecao.ts'
import { camadaRelatoriosSolicitacoes } from './relatorios-solicitacoes.ts'

/** SQL of the recruitment reports: aggregation happens in the database (cargo here, the others in relatorios-*.ts). */
export const camadaRelatoriosCaptacao = (knex: Knex) => {
  const pg = ehPostgres(knex)
  // cargos.areas_organizacionais is a JSON array of ids.
  const areasDoCargo = pg
    ? 'cross join lateral json_array_elements_text(c.areas_organizacionais::json) as ca(area_id)'
    : 'join json_each(c.areas_organizacionais) as ca'
  const areaId = pg ? 'ca.area_id::int' : 'ca.value'
  const cargo = Layer.succeed(ConsultaRelatorioCargo, {
    linhas: (f: FiltroRelatorioCargo, e: Escopo) =>
      Effect.map(
        consulta(knex, (db) => {
          const q = db
            .select({ area: 'a.nome', cargo: 'c.nome', nomeMercado: 'c.nome_mercado', ativa: 'c.ativa', moduloExterno: 'c.exibir_modulo_externo' })
            .from({ c: 'cargos' })
            .joinRaw(areasDoCargo)
            .join({ a: 'areas_organizacionais' }, 'a.id', db.raw(areaId))
            .where('c.empresa_id', e.empresaId)
            .orderByRaw('rh_norm(a.nome), a.id, rh_norm(c.nome)')
          if (f.situacao !== 'T') q.where('c.ativa', f.situacao === 'A')
          if (f.areasOrganizacionaisIds?.length) q.whereIn('a.id', [...f.areasOrganizacionaisIds])
          if (f.exibirModuloExterno) q.where('c.exibir_modulo_externo', true)
          return q
        }),
        (linhas: Array<Record<string, unknown>>): ReadonlyArray<Linha> =>
          linhas.map((l) => ({
            area: String(l['area']),
            cargo: String(l['cargo']),
            nomeMercado: String(l['nomeMercado']),
            situacao: l['ativa'] === true || l['ativa'] === 1 ? 'Ativo' : 'Inativo',
            moduloExterno: l['moduloExterno'] === true || l['moduloExterno'] === 1 ? 'Sim' : 'Não',
          })),
      ),
  })
  return Layer.mergeAll(cargo, camadaRelatoriosSelecao(knex), camadaRelatoriosSolicitacoes(knex), camadaRelatoriosCandidatos(knex))
}
