import { Effect } from 'effect'
import type { Knex } from 'knex'
import { consultaPlanejamentosRealinhamentos } from '../../core/cargo-salario/relatorios/planejamentos-realinhamentos.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { consulta } from '../db/repositorio.ts'
import { mapaSql, sql } from '../relatorios/consultas.ts'
import { entre, numeroOuNulo, textoOuNulo } from './relatorios-sql.ts'
import { sqlSalarioDoHistorico, sqlVezesQuantidade, vigenteNa } from './sql.ts'

/** The reports on realignment tables: their lines, current against proposed, valued on each table's date. */

const TABELA = 'tabelas_reajustes_colaboradores'
const naData = vigenteNa('tt.data')

/** A manager's areas as SQL (undefined = every area). */
const areas = (geridas: ReadonlyArray<number> | undefined) =>
  geridas === undefined ? '' : `and r.area_organizacional_id in (${[...geridas.filter((x) => Number.isSafeInteger(x)), 0].join(', ')})`

/**
 * Every line of every table, one row each: its table, what it names (talent, 'Cargo / Faixa' or index), the value
 * in force when it was built and the one proposed on the table's date.
 */
const sqlLinhas = (db: Knex, geridas: ReadonlyArray<number> | undefined) => `
  select r.tabela_reajuste_colaborador_id as tid, c.nome as item, r.id as lid, r.salario_atual as atual, ${sqlSalarioDoHistorico(db, 'r', naData)} as proposto
    from reajustes_colaboradores r join colaboradores c on c.id = r.colaborador_id join ${TABELA} tt on tt.id = r.tabela_reajuste_colaborador_id
    where 1 = 1 ${areas(geridas)}
  union all
  select rf.tabela_reajuste_colaborador_id, cg.nome || ' / ' || f.nome, rf.id, rf.valor_atual,
      (case rf.tipo when 3 then rf.valor when 2 then (select ${sqlVezesQuantidade(db, 'ih.valor', 'rf.quantidade')} from indice_historicos ih where ih.indice_id = rf.indice_id and ${naData('ih')}) end)
    from reajustes_faixas_salariais rf join faixas_salariais f on f.id = rf.faixa_salarial_id join cargos cg on cg.id = f.cargo_id
      join ${TABELA} tt on tt.id = rf.tabela_reajuste_colaborador_id
  union all
  select ri.tabela_reajuste_colaborador_id, i.nome, ri.id, ri.valor_atual, ri.valor from reajustes_indices ri join indices i on i.id = ri.indice_id`

const sqlPlanejamentos = sql(consultaPlanejamentosRealinhamentos, (knex, f, e) =>
  Effect.map(
    consulta(knex, (db) =>
      db
        .from({ t: TABELA })
        .select({ tabelaId: 't.id', tabela: 't.nome', data: 't.data', tipoReajuste: 't.tipoReajuste', situacao: 't.situacao', dissidio: 't.dissidio', item: 'x.item', atual: 'x.atual', proposto: 'x.proposto' })
        .joinRaw(`join (${sqlLinhas(db, f.areasGeridas)}) x on x.tid = t.id`)
        .where('t.empresaId', e.empresaId)
        .whereBetween('t.data', [f.dataIni, f.dataFim])
        .modify((q) => entre(entre(q, 't.situacao', f.situacoes), 't.tipoReajuste', f.tiposReajuste))
        .orderByRaw('t.data, t.id, rh_norm(x.item), x.lid'),
    ),
    (rows: Array<Record<string, unknown>>) =>
      rows.map(
        (l): Linha => ({
          tabelaId: Number(l['tabelaId']),
          tabela: String(l['tabela']),
          data: String(l['data']),
          tipoReajuste: String(l['tipoReajuste']),
          situacao: String(l['situacao']),
          dissidio: l['dissidio'] === true || Number(l['dissidio']) === 1 ? 1 : 0,
          item: textoOuNulo(l['item']),
          atual: numeroOuNulo(l['atual']),
          proposto: numeroOuNulo(l['proposto']),
        }),
      ),
  ),
)

export const SQL_RELATORIOS_REAJUSTES = mapaSql(sqlPlanejamentos)
