import { Effect } from 'effect'
import type { Knex } from 'knex'
import { consultaAnaliseTabelasSalariais } from '../../core/cargo-salario/relatorios/analise-tabelas-salariais.ts'
import { consultaFolhaFaturamento } from '../../core/cargo-salario/relatorios/folha-faturamento.ts'
import { mesesEntre, ultimoDiaDoMes } from '../../core/cargo-salario/faturamentos-mensais.ts'
import { consultaProjecoesSalariais } from '../../core/cargo-salario/relatorios/projecoes-salariais-talentos.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { consulta } from '../db/repositorio.ts'
import { mapaSql, sql } from '../relatorios/consultas.ts'
import { faixa, faixasDosCargos } from './relatorios-estrutura.ts'
import { colunasDoTalento, comCaminhoDaArea, entre, nasAreasGeridas, numeroOuNulo, talentosEm, textoOuNulo } from './relatorios-sql.ts'
import { dataSql, sqlSalarioDoHistorico, vigenteEmData } from './sql.ts'
import { sqlVigenteEm } from '../db/vigencia.ts'

/** The reports on salary tables: the ranges' values against what their people earn; the payroll projected to a date. */

type Registro = Record<string, unknown>

/** Per range: its people on `d` (within a manager's areas), the sum of their known salaries and how many are known. */
const pessoasPorFaixa = (db: Knex, d: string, empresaId: number, geridas: ReadonlyArray<number> | undefined) =>
  db
    .from(
      talentosEm(db, d, empresaId)
        .select({ faixaId: 'h.faixaSalarialId' })
        .whereNotNull('h.faixaSalarialId')
        .modify((q) => nasAreasGeridas(q, ['h.areaOrganizacionalId'], geridas))
        .as('p'),
    )
    .select('p.faixaId')
    .count({ talentos: '*' })
    .count({ comSalario: 'p.salario' })
    .sum({ somaSalarios: 'p.salario' })
    .groupBy('p.faixaId')

/** Each range of the chosen cargos (a cargo without ranges stays out) with its value on the date and its people. */
const sqlAnaliseTabelas = sql(consultaAnaliseTabelasSalariais, (knex, f, e) =>
  Effect.map(
    consulta(knex, (db) =>
      faixasDosCargos(db, f.data, f.cargosIds, e.empresaId)
        .select({ faixaId: 'f.id', talentos: 'pf.talentos', comSalario: 'pf.comSalario', somaSalarios: 'pf.somaSalarios' })
        .leftJoin(pessoasPorFaixa(db, f.data, e.empresaId, f.areasGeridas).as('pf'), 'pf.faixaId', 'f.id')
        .whereNotNull('f.id')
        .orderByRaw('rh_norm(c.nome), c.id, rh_norm(f.nome), f.id'),
    ),
    (rows: Registro[]) =>
      rows.map((l): Linha => {
        const comSalario = Number(l['comSalario'] ?? 0)
        const soma = numeroOuNulo(l['somaSalarios'])
        return {
          ...faixa(l),
          faixaId: Number(l['faixaId']),
          talentos: Number(l['talentos'] ?? 0),
          comSalario,
          somaSalarios: soma ?? 0,
          media: comSalario && soma !== null ? Math.round(soma / comSalario) : null,
        }
      }),
  ),
)

/** The billing of the month of `d` or, not billed yet, of the last month billed before it: value and month. */
const sqlFaturamentoAte = (d: string, empresaId: number, coluna: 'valor' | 'mes_ano') =>
  `(select fm.${coluna} from faturamentos_mensais fm where fm.empresa_id = ${Number(empresaId)} and fm.mes_ano <= '${dataSql(d).slice(1, 8)}' order by fm.mes_ano desc limit 1)`

/**
 * The person's line (`rl`) in the realignment table `tabelaId` when it is of talents, of the company, still planned (R) and
 * dated on or before the projection date `d`: the line valued on `d` and the table's date.
 */
const comLinhaPlanejada = (db: Knex, q: Knex.QueryBuilder, tabelaId: number, d: string, empresaId: number) =>
  q
    .joinRaw(
      `left join tabelas_reajustes_colaboradores tp on tp.id = ${Number(tabelaId)} and tp.empresa_id = ${Number(empresaId)} and tp.tipo_reajuste = 'C' and tp.situacao = 'R' and tp.data <= ${dataSql(d)}
       left join reajustes_colaboradores rl on rl.tabela_reajuste_colaborador_id = tp.id and rl.colaborador_id = c.id`,
    )
    .select({ linhaPlanejada: 'rl.id', reajustePlanejado: 'tp.data' })
    .select(db.raw(`${sqlSalarioDoHistorico(db, 'rl', vigenteEmData(d))} as salario_planejado`))

/**
 * Everyone employed on the projection date with the row in force then (`h`, its salary as `salario`) and the row in
 * force on the reference date (`r`, absent before the admission) valued on that date; the billing for the figure.
 */
const sqlProjecoes = sql(consultaProjecoesSalariais, (knex, f, e) =>
  Effect.map(
    consulta(knex, (db) =>
      comCaminhoDaArea(db, talentosEm(db, f.data, e.empresaId), 'h.areaOrganizacionalId', e.empresaId)
        .select({ ...colunasDoTalento, estabelecimento: 'es.nome', areaCaminho: 'ar.caminho', cargo: 'cg.nome', faixa: 'fs.nome', tipoSalario: 'h.tipoSalario', desde: 'h.data', motivo: 'h.motivo' })
        .select(db.raw(`${sqlSalarioDoHistorico(db, 'r', vigenteEmData(f.dataReferencia))} as salario_referencia`))
        .select(db.raw(`${sqlFaturamentoAte(f.data, e.empresaId, 'valor')} as faturamento, ${sqlFaturamentoAte(f.data, e.empresaId, 'mes_ano')} as faturamento_mes`))
        .joinRaw(`left join colaborador_historicos r on r.colaborador_id = c.id and ${sqlVigenteEm('r', f.dataReferencia)}`)
        .modify((q) => entre(q, 'h.estabelecimentoId', f.estabelecimentosIds))
        .modify((q) =>
          f.filtrarPor === '1'
            ? entre(q, 'h.areaOrganizacionalId', f.areasOrganizacionaisIds)
            : entre(entre(q, 'cg.grupoOcupacionalId', f.gruposOcupacionaisIds), 'h.cargoId', f.cargosIds),
        )
        .modify((q) => nasAreasGeridas(q, ['h.areaOrganizacionalId'], f.areasGeridas))
        .modify((q) => (f.tabelaReajusteColaboradorId === undefined ? q : comLinhaPlanejada(db, q, f.tabelaReajusteColaboradorId, f.data, e.empresaId)))
        .orderByRaw('rh_norm(ar.caminho), ar.id, c.nome_busca, c.id'),
    ),
    (rows: Registro[]) =>
      rows.map(
        (l): Linha => ({
          colaboradorId: Number(l['colaboradorId']),
          matricula: textoOuNulo(l['matricula']),
          nome: String(l['nome']),
          estabelecimento: textoOuNulo(l['estabelecimento']),
          areaCaminho: textoOuNulo(l['areaCaminho']),
          cargo: textoOuNulo(l['cargo']),
          faixa: textoOuNulo(l['faixa']),
          tipoSalario: numeroOuNulo(l['tipoSalario']),
          desde: textoOuNulo(l['desde']),
          motivo: textoOuNulo(l['motivo']),
          salarioReferencia: numeroOuNulo(l['salarioReferencia']),
          salarioProjetado: l['linhaPlanejada'] == null ? numeroOuNulo(l['salario']) : numeroOuNulo(l['salarioPlanejado']),
          reajustePlanejado: l['linhaPlanejada'] == null ? null : textoOuNulo(l['reajustePlanejado']),
          faturamento: numeroOuNulo(l['faturamento']),
          faturamentoMes: textoOuNulo(l['faturamentoMes']),
        }),
      ),
  ),
)

/**
 * One row per month of the period: the people employed on its last day and their payroll then (one aggregate per
 * month, all in one statement), with the month's billing.
 */
const sqlFolhaFaturamento = sql(consultaFolhaFaturamento, (knex, f, e) =>
  Effect.map(
    consulta(knex, (db) => {
      const [primeiro, ...resto] = mesesEntre(f.mesIni, f.mesFim).map((m) =>
        db
          .from(talentosEm(db, ultimoDiaDoMes(m), e.empresaId).modify((q) => nasAreasGeridas(q, ['h.areaOrganizacionalId'], f.areasGeridas)).as('t'))
          .select(db.raw(`'${m}' as mes_ano`))
          .count({ talentos: '*' })
          .sum({ folha: 't.salario' }),
      )
      return db
        .select('m.mesAno', 'm.talentos', 'm.folha', 'fm.valor as faturamento')
        .from((resto.length ? primeiro!.unionAll(resto) : primeiro!).as('m'))
        .leftJoin({ fm: 'faturamentos_mensais' }, (j) => j.on('fm.mesAno', 'm.mesAno').andOnVal('fm.empresaId', e.empresaId))
        .orderBy('m.mesAno')
    }),
    (rows: Registro[]) =>
      rows.map((l): Linha => ({ mesAno: String(l['mesAno']), talentos: Number(l['talentos'] ?? 0), folha: Number(l['folha'] ?? 0), faturamento: numeroOuNulo(l['faturamento']) })),
  ),
)

export const SQL_RELATORIOS_TABELAS = mapaSql(sqlAnaliseTabelas, sqlProjecoes, sqlFolhaFaturamento)
