import { Effect } from 'effect'
import type { Knex } from 'knex'
import { consultaAlteracoes } from '../../core/cargo-salario/relatorios/alteracoes-cargos-e-ou-areas.ts'
import type { Agrupamento } from '../../core/cargo-salario/relatorios/comum.ts'
import { consultaPromocoes, MOTIVOS_PROMOCAO } from '../../core/cargo-salario/relatorios/promocoes.ts'
import { consultaSituacoes } from '../../core/cargo-salario/relatorios/situacoes.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { consulta } from '../db/repositorio.ts'
import { mapaSql, sql } from '../relatorios/consultas.ts'
import { comCaminhoDaArea, entre, nasAreasGeridas, numeroOuNulo, semCancelados, textoOuNulo } from './relatorios-sql.ts'
import { sqlSalarioDoHistorico, sqlSalarioNaPropriaData, vigenteNa, vigenteNaVespera } from './sql.ts'

/**
 * The reports on movements: history rows dated in a period (`h`), with the person's previous row (`p`: the one
 * whose validity ends on h's date, as the repository chains them) where a change is measured.
 */

type Registro = Record<string, unknown>

/** The group first (spec 001 §3 grouping), then the date and the name. */
const ORDEM: Readonly<Record<Agrupamento, string>> = {
  AREA_ORGANIZACIONAL: 'rh_norm(ar.caminho), ar.id, h.data, c.nome_busca, c.id',
  MES_ANO: 'h.data, c.nome_busca, c.id',
  TALENTO: 'c.nome_busca, c.id, h.data',
}

/** History rows of the session's company dated in the period, with the person, the row's area (and its path), cargo and range. */
const movimentos = (db: Knex, f: { readonly dataIni: string; readonly dataFim: string; readonly estabelecimentosIds: ReadonlyArray<number> }, empresaId: number) =>
  comCaminhoDaArea(db, db.from({ h: 'colaborador_historicos' }), 'h.areaOrganizacionalId', empresaId)
    .select({
      colaboradorId: 'c.id',
      matricula: 'c.matricula',
      nome: 'c.nome',
      data: 'h.data',
      motivo: 'h.motivo',
      areaId: 'h.areaOrganizacionalId',
      area: 'a.nome',
      areaCaminho: 'ar.caminho',
      cargoId: 'h.cargoId',
      cargo: 'cg.nome',
      faixa: 'fs.nome',
    })
    .join({ c: 'colaboradores' }, 'c.id', 'h.colaboradorId')
    .join({ a: 'areas_organizacionais' }, 'a.id', 'h.areaOrganizacionalId')
    .join({ cg: 'cargos' }, 'cg.id', 'h.cargoId')
    .leftJoin({ fs: 'faixas_salariais' }, 'fs.id', 'h.faixaSalarialId')
    .where('h.empresaId', empresaId)
    .whereBetween('h.data', [f.dataIni, f.dataFim])
    .modify((q) => semCancelados(q))
    .modify((q) => entre(q, 'h.estabelecimentoId', f.estabelecimentosIds))

/** The previous row of the same person (`p`), its cargo (`pc`), range (`pf`) and area (`pa`). */
const comAnterior = (q: Knex.QueryBuilder, interna: boolean) => {
  const anterior = (j: Knex.JoinClause) => j.on('p.colaboradorId', 'h.colaboradorId').andOn('p.dataFim', 'h.data')
  if (interna) q.join({ p: 'colaborador_historicos' }, anterior)
  else q.leftJoin({ p: 'colaborador_historicos' }, anterior)
  return q
    .leftJoin({ pc: 'cargos' }, 'pc.id', 'p.cargoId')
    .leftJoin({ pf: 'faixas_salariais' }, 'pf.id', 'p.faixaSalarialId')
    .leftJoin({ pa: 'areas_organizacionais' }, 'pa.id', 'p.areaOrganizacionalId')
    .select({ cargoAnteriorId: 'p.cargoId', cargoAnterior: 'pc.nome', faixaAnterior: 'pf.nome', areaAnteriorId: 'p.areaOrganizacionalId', areaAnterior: 'pa.nome' })
}

const movimento = (l: Registro): Linha => ({
  colaboradorId: Number(l['colaboradorId']),
  matricula: textoOuNulo(l['matricula']),
  nome: String(l['nome']),
  data: String(l['data']),
  motivo: textoOuNulo(l['motivo']),
  areaId: numeroOuNulo(l['areaId']),
  area: textoOuNulo(l['area']),
  areaCaminho: textoOuNulo(l['areaCaminho']),
  cargoId: numeroOuNulo(l['cargoId']),
  cargo: textoOuNulo(l['cargo']),
  faixa: textoOuNulo(l['faixa']),
})

const anterior = (l: Registro): Linha => ({
  cargoAnteriorId: numeroOuNulo(l['cargoAnteriorId']),
  cargoAnterior: textoOuNulo(l['cargoAnterior']),
  faixaAnterior: textoOuNulo(l['faixaAnterior']),
  areaAnteriorId: numeroOuNulo(l['areaAnteriorId']),
  areaAnterior: textoOuNulo(l['areaAnterior']),
})

/** Promotions: the salary before is the previous row on the day before, the salary after the new row on its date. */
const sqlPromocoes = sql(consultaPromocoes, (knex, f, e) =>
  Effect.map(
    consulta(knex, (db) =>
      movimentos(db, f, e.empresaId)
        .modify((q) => comAnterior(q, false))
        .select(db.raw(`${sqlSalarioDoHistorico(db, 'p', vigenteNaVespera('h.data'))} as salario_anterior`))
        .select(db.raw(`${sqlSalarioDoHistorico(db, 'h', vigenteNa('h.data'))} as salario_novo`))
        .whereIn('h.motivo', [...MOTIVOS_PROMOCAO])
        .modify((q) => entre(q, 'h.areaOrganizacionalId', f.areasOrganizacionaisIds))
        .modify((q) => nasAreasGeridas(q, ['h.areaOrganizacionalId'], f.areasGeridas))
        .orderByRaw(ORDEM[f.agrupamento]),
    ),
    (rows: Registro[]) =>
      rows.map((l): Linha => ({ ...movimento(l), ...anterior(l), salarioAnterior: numeroOuNulo(l['salarioAnterior']), salarioNovo: numeroOuNulo(l['salarioNovo']) })),
  ),
)

/** Every movement; no payroll integration writes history rows yet, so the payroll's origin has none. */
const sqlSituacoes = sql(consultaSituacoes, (knex, f, e) =>
  Effect.map(
    consulta(knex, (db) =>
      movimentos(db, f, e.empresaId)
        .select({ estabelecimento: 'es.nome', tipoSalario: 'h.tipoSalario' })
        .select(db.raw(`${sqlSalarioNaPropriaData(db, 'h')} as salario`))
        .join({ es: 'estabelecimentos' }, 'es.id', 'h.estabelecimentoId')
        .modify((q) => entre(q, 'h.areaOrganizacionalId', f.areasOrganizacionaisIds))
        .modify((q) => entre(q, 'h.motivo', f.motivos))
        .modify((q) => nasAreasGeridas(q, ['h.areaOrganizacionalId'], f.areasGeridas))
        .modify((q) => (f.origem === 'FORTES_PESSOAL' ? q.whereRaw('1 = 0') : q))
        .orderByRaw(ORDEM[f.agrupamento]),
    ),
    (rows: Registro[]) =>
      rows.map((l): Linha => ({ ...movimento(l), estabelecimento: textoOuNulo(l['estabelecimento']), tipoSalario: numeroOuNulo(l['tipoSalario']), salario: numeroOuNulo(l['salario']) })),
  ),
)

/** Rows whose cargo and/or area differ from the previous row's (the filter says which), into or out of the chosen areas. */
const sqlAlteracoes = sql(consultaAlteracoes, (knex, f, e) =>
  Effect.map(
    consulta(knex, (db) =>
      movimentos(db, f, e.empresaId)
        .modify((q) => comAnterior(q, true))
        .where((w) => {
          if (f.alteracoes.includes('CARGO')) w.orWhereRaw('p.cargo_id <> h.cargo_id')
          if (f.alteracoes.includes('AREA_ORGANIZACIONAL')) w.orWhereRaw('p.area_organizacional_id <> h.area_organizacional_id')
          if (!f.alteracoes.length) w.whereRaw('1 = 0')
        })
        .modify((q) =>
          f.areasOrganizacionaisIds.length ? q.where((w) => w.whereIn('h.areaOrganizacionalId', [...f.areasOrganizacionaisIds]).orWhereIn('p.areaOrganizacionalId', [...f.areasOrganizacionaisIds])) : q,
        )
        .modify((q) => nasAreasGeridas(q, ['h.areaOrganizacionalId', 'p.areaOrganizacionalId'], f.areasGeridas))
        .orderByRaw(ORDEM.MES_ANO),
    ),
    (rows: Registro[]) => rows.map((l): Linha => ({ ...movimento(l), ...anterior(l) })),
  ),
)

export const SQL_RELATORIOS_MOVIMENTACOES = mapaSql(sqlPromocoes, sqlSituacoes, sqlAlteracoes)
