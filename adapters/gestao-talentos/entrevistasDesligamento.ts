import { Effect } from 'effect'
import { consultaResultadosEntrevistas } from '../../core/gestao-talentos/relatorios/resultados-entrevistas-desligamentos.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { consulta } from '../db/transacao.ts'
import { mapaSql, sql } from '../relatorios/consultas.ts'

/**
 * The exit interviews of the people dismissed in the period, one row each with the stored questions and answers (JSON
 * text; core aggregates them). Each person counts by the history row in force on their dismissal date. The same SQL
 * on SQLite and PostgreSQL.
 */
const sqlResultadosEntrevistas = sql(consultaResultadosEntrevistas, (knex, f, e) => {
  const pedidas = f.empresasIds?.length ? f.empresasIds.filter((x) => e.empresasVisiveis.includes(x)) : [e.empresaId]
  return Effect.map(
    consulta(knex, (db) => {
      const q = db('entrevistas_desligamento as e')
        .join('colaboradores as c', 'c.id', 'e.colaborador_id')
        .join('modelos_entrevista_desligamento as m', 'm.id', 'e.modelo_id')
        .whereIn('e.empresa_id', pedidas.length ? pedidas : [0])
        .whereNotNull('c.data_desligamento')
        // the interview of the dismissal in force (a cancelled one removes it; this guards older rows)
        .whereRaw('e.data_desligamento = c.data_desligamento')
        .whereBetween('c.data_desligamento', [f.dataIni, f.dataFim])
      if (f.modeloId !== undefined) q.where('e.modelo_id', f.modeloId)
      const lotacao = f.estabelecimentosIds?.length || f.areasOrganizacionaisIds?.length || f.areasGeridas !== undefined
      if (lotacao) {
        q.join('colaborador_historicos as h', function () {
          this.on('h.colaborador_id', '=', 'c.id').andOn('h.data', '<=', 'c.data_desligamento')
        }).whereRaw('(h.data_fim is null or h.data_fim > c.data_desligamento)')
        if (f.estabelecimentosIds?.length) q.whereIn('h.estabelecimento_id', [...f.estabelecimentosIds])
        if (f.areasOrganizacionaisIds?.length) q.whereIn('h.area_organizacional_id', [...f.areasOrganizacionaisIds])
        if (f.areasGeridas !== undefined) q.whereIn('h.area_organizacional_id', [...f.areasGeridas, 0])
      }
      return q.orderBy('m.titulo').orderBy('e.id').select({ modeloId: 'e.modelo_id', tituloModelo: 'm.titulo', perguntas: 'e.perguntas', respostas: 'e.respostas' })
    }),
    (ls: ReadonlyArray<Record<string, unknown>>): ReadonlyArray<Linha> =>
      ls.map((l) => ({ modeloId: Number(l['modeloId']), tituloModelo: String(l['tituloModelo']), perguntas: String(l['perguntas']), respostas: String(l['respostas']) })),
  )
})

export const SQL_ENTREVISTAS_DESLIGAMENTO = mapaSql(sqlResultadosEntrevistas)
