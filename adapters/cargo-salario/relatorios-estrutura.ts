import { Effect } from 'effect'
import type { Knex } from 'knex'
import { consultaCargos } from '../../core/cargo-salario/relatorios/cargos.ts'
import { consultaCargosResumidos } from '../../core/cargo-salario/relatorios/cargos-resumidos.ts'
import { consultaHistoricosFaixas } from '../../core/cargo-salario/relatorios/historicos-faixas-salariais.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { consulta } from '../db/repositorio.ts'
import { sqlVigenteEm } from '../db/vigencia.ts'
import { mapaSql, sql } from '../relatorios/consultas.ts'
import { nasAreasGeridas, numeroOuNulo, sqlTalentosNaFaixa, talentosEm, textoOuNulo } from './relatorios-sql.ts'
import { sqlNomesDaLista, sqlValorDoHistoricoFaixa, sqlValorFaixaQuando, sqlValorNaPropriaData, sqlVezesQuantidade, vigenteNaVespera } from './sql.ts'

/** The reports on the structure: cargos and their ranges on a date, the ranges' values over a period. */

type Registro = Record<string, unknown>

/** Each range of the cargos (a cargo without ranges: one row) with its history row in force on `d` and that value. */
export const faixasDosCargos = (db: Knex, d: string, cargosIds: ReadonlyArray<number>, empresaId: number) =>
  db
    .from({ c: 'cargos' })
    .select({
      cargoId: 'c.id',
      cargo: 'c.nome',
      grupo: 'g.descricao',
      faixa: 'f.nome',
      cbo: 'o.codigo',
      cboTitulo: 'o.titulo',
      tipoValor: 'fh.tipo',
      quantidade: 'fh.quantidade',
      indice: 'i.nome',
    })
    .select(db.raw(`${sqlValorDoHistoricoFaixa(db, 'fh', 'ih')} as valor`))
    .leftJoin({ g: 'grupos_ocupacionais' }, 'g.id', 'c.grupoOcupacionalId')
    .leftJoin({ f: 'faixas_salariais' }, 'f.cargoId', 'c.id')
    .leftJoin({ o: 'cbo_ocupacoes' }, 'o.id', 'f.cboId')
    .joinRaw(`left join faixa_salarial_historicos fh on fh.faixa_salarial_id = f.id and ${sqlVigenteEm('fh', d)}`)
    .joinRaw('left join indices i on fh.tipo = 2 and i.id = fh.indice_id')
    .joinRaw(`left join indice_historicos ih on fh.tipo = 2 and ih.indice_id = fh.indice_id and ${sqlVigenteEm('ih', d)}`)
    .where('c.empresaId', empresaId)
    .whereIn('c.id', [...cargosIds])

export const faixa = (l: Registro): Linha => ({
  cargoId: Number(l['cargoId']),
  cargo: String(l['cargo']),
  grupo: textoOuNulo(l['grupo']),
  faixa: textoOuNulo(l['faixa']),
  cbo: textoOuNulo(l['cbo']),
  cboTitulo: textoOuNulo(l['cboTitulo']),
  tipoValor: numeroOuNulo(l['tipoValor']),
  quantidade: numeroOuNulo(l['quantidade']),
  indice: textoOuNulo(l['indice']),
  valor: numeroOuNulo(l['valor']),
})

/**
 * The ranges with their headcount on the date, and one more row per cargo for its employees whose history row has
 * no range (when there are any).
 */
const sqlCargosResumidos = sql(consultaCargosResumidos, (knex, f, e) =>
  Effect.map(
    consulta(knex, (db) => {
      const faixas = faixasDosCargos(db, f.data, f.cargosIds, e.empresaId)
        .select(db.raw(`${sqlTalentosNaFaixa('f.id', f.data, f.areasGeridas)} as talentos`))
        .select(db.raw('0 as sem_faixa'))
      const semFaixa = talentosEm(db, f.data, e.empresaId)
        .clearSelect()
        .select({ cargoId: 'cg.id', cargo: 'cg.nome', grupo: 'go.descricao' })
        .select(db.raw('null as faixa, null as cbo, null as cbo_titulo, null as tipo_valor, null as quantidade, null as indice, null as valor, count(*) as talentos, 1 as sem_faixa'))
        .whereNull('h.faixaSalarialId')
        .whereIn('h.cargoId', [...f.cargosIds])
        .modify((q) => nasAreasGeridas(q, ['h.areaOrganizacionalId'], f.areasGeridas))
        .groupBy('cg.id', 'cg.nome', 'go.descricao')
      return db
        .select('*')
        .from(faixas.unionAll(semFaixa).as('x'))
        .orderByRaw('rh_norm(x.cargo), x.cargo_id, x.sem_faixa, rh_norm(x.faixa)')
    }),
    (rows: Registro[]) => rows.map((l): Linha => ({ ...faixa(l), talentos: Number(l['talentos'] ?? 0), semFaixa: Number(l['semFaixa']) })),
  ),
)

/** The cargo's description columns repeated on each of its ranges. */
const sqlCargos = sql(consultaCargos, (knex, f, e) =>
  Effect.map(
    consulta(knex, (db) =>
      faixasDosCargos(db, f.data, f.cargosIds, e.empresaId)
        .select({
          nomeMercado: 'c.nomeMercado',
          ativa: 'c.ativa',
          missao: 'c.missao',
          responsabilidades: 'c.responsabilidades',
          escolaridade: 'c.escolaridade',
          experiencia: 'c.experiencia',
          observacao: 'c.observacao',
        })
        .select(db.raw(`${sqlNomesDaLista(db, 'c.areas_organizacionais', 'areas_organizacionais')} as areas`))
        .select(db.raw(`${sqlNomesDaLista(db, 'c.areas_formacao_relacionadas', 'areas_formacao')} as formacao`))
        .orderByRaw('rh_norm(c.nome), c.id, rh_norm(f.nome), f.id'),
    ),
    (rows: Registro[]) =>
      rows.map(
        (l): Linha => ({
          ...faixa(l),
          nomeMercado: textoOuNulo(l['nomeMercado']),
          ativa: l['ativa'] === true || l['ativa'] === 1 ? 1 : 0,
          missao: textoOuNulo(l['missao']),
          responsabilidades: textoOuNulo(l['responsabilidades']),
          escolaridade: textoOuNulo(l['escolaridade']),
          experiencia: textoOuNulo(l['experiencia']),
          observacao: textoOuNulo(l['observacao']),
          areas: textoOuNulo(l['areas']),
          formacao: textoOuNulo(l['formacao']),
        }),
      ),
  ),
)

/**
 * The dates a range's value may change in the period: its own history rows (origem F, valued on their date), and
 * the new values of the index an index-valued row follows while it is in force (origem I); each with the range's
 * value on the day before.
 */
const sqlHistoricosFaixas = sql(consultaHistoricosFaixas, (knex, f, e) =>
  Effect.map(
    consulta(knex, (db) => {
      const base = (q: Knex.QueryBuilder) =>
        q
          .join({ fx: 'faixas_salariais' }, 'fx.id', 'fh.faixaSalarialId')
          .join({ c: 'cargos' }, 'c.id', 'fx.cargoId')
          .leftJoin({ i: 'indices' }, 'i.id', 'fh.indiceId')
          .select({ cargoId: 'c.id', cargo: 'c.nome', faixaId: 'fx.id', faixa: 'fx.nome', tipoValor: 'fh.tipo', quantidade: 'fh.quantidade', indice: 'i.nome' })
          .where('c.empresaId', e.empresaId)
          .whereIn('c.id', [...f.cargosIds])
      const proprias = base(db.from({ fh: 'faixa_salarial_historicos' }))
        .select({ data: 'fh.data', status: 'fh.status' })
        .select(db.raw(`'F' as origem, ${sqlValorNaPropriaData(db, 'fh')} as valor, ${sqlValorFaixaQuando(db, 'fx.id', vigenteNaVespera('fh.data'))} as anterior`))
        .whereBetween('fh.data', [f.dataIni, f.dataFim])
      const doIndice = base(db.from({ fh: 'faixa_salarial_historicos' }))
        .joinRaw('join indice_historicos ix on ix.indice_id = fh.indice_id and ix.data > fh.data and (fh.data_fim is null or ix.data < fh.data_fim)')
        .select({ data: 'ix.data' })
        .select(
          db.raw(
            `null as status, 'I' as origem, ${sqlVezesQuantidade(db, 'ix.valor', 'fh.quantidade')} as valor, ${sqlValorFaixaQuando(db, 'fx.id', vigenteNaVespera('ix.data'))} as anterior`,
          ),
        )
        .where('fh.tipo', 2)
        .whereBetween('ix.data', [f.dataIni, f.dataFim])
      return db
        .select('*')
        .from(proprias.unionAll(doIndice).as('x'))
        .orderByRaw('rh_norm(x.cargo), x.cargo_id, rh_norm(x.faixa), x.faixa_id, x.data, x.origem')
    }),
    (rows: Registro[]) =>
      rows.map(
        (l): Linha => ({
          cargoId: Number(l['cargoId']),
          cargo: String(l['cargo']),
          faixa: String(l['faixa']),
          data: String(l['data']),
          origem: String(l['origem']),
          tipoValor: numeroOuNulo(l['tipoValor']),
          quantidade: numeroOuNulo(l['quantidade']),
          indice: textoOuNulo(l['indice']),
          status: numeroOuNulo(l['status']),
          valor: numeroOuNulo(l['valor']),
          anterior: numeroOuNulo(l['anterior']),
        }),
      ),
  ),
)

export const SQL_RELATORIOS_ESTRUTURA = mapaSql(sqlCargosResumidos, sqlCargos, sqlHistoricosFaixas)
