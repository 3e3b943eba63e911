import { Effect } from 'effect'
import type { Knex } from 'knex'
import { consultaTalentosAreas } from '../../core/cargo-salario/relatorios/talentos-areas-organizacionais.ts'
import { consultaTalentosCargos } from '../../core/cargo-salario/relatorios/talentos-cargos.ts'
import { consultaTalentosGrupos } from '../../core/cargo-salario/relatorios/talentos-grupos-ocupacionais.ts'
import type { TalentosPor } from '../../core/cargo-salario/relatorios/talentos.ts'
import { consultaUltimasPromocoes, MOTIVOS_REAJUSTE_INDIVIDUAL } from '../../core/cargo-salario/relatorios/ultimas-promocoes.ts'
import type { Escopo } from '../../core/shared/ator.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { consulta } from '../db/repositorio.ts'
import { mapaSql, sql } from '../relatorios/consultas.ts'
import { colunasDoTalento, comCaminhoDaArea, entre, nasAreasGeridas, numeroOuNulo, talentosEm, textoOuNulo } from './relatorios-sql.ts'
import { dataSql, sqlSalarioNaPropriaData } from './sql.ts'

type Registro = Record<string, unknown>

interface FiltroTalentos {
  readonly data: string
  readonly estabelecimentosIds: ReadonlyArray<number>
  readonly cargosIds?: ReadonlyArray<number>
  readonly areasOrganizacionaisIds?: ReadonlyArray<number>
  readonly gruposOcupacionaisIds?: ReadonlyArray<number>
  readonly areasGeridas: ReadonlyArray<number> | undefined
}

/** The group first (cargo, area in tree order, occupational group), then the name. */
const ORDEM: Readonly<Record<TalentosPor, string>> = {
  cargo: 'rh_norm(cg.nome), cg.id',
  area: 'rh_norm(ar.caminho), ar.id',
  grupo: 'rh_norm(go.descricao), go.id',
}

/** The position columns of the people reports, filtered by the chosen lists and a manager's areas. */
const talentosFiltrados = (db: Knex, f: FiltroTalentos, e: Escopo) =>
  comCaminhoDaArea(db, talentosEm(db, f.data, e.empresaId), 'h.areaOrganizacionalId', e.empresaId)
    .select({
      ...colunasDoTalento,
      estabelecimento: 'es.nome',
      area: 'a.nome',
      areaCaminho: 'ar.caminho',
      cargo: 'cg.nome',
      faixa: 'fs.nome',
      grupo: 'go.descricao',
    })
    .modify((q) => entre(q, 'h.estabelecimentoId', f.estabelecimentosIds))
    .modify((q) => entre(q, 'h.cargoId', f.cargosIds))
    .modify((q) => entre(q, 'h.areaOrganizacionalId', f.areasOrganizacionaisIds))
    .modify((q) => entre(q, 'cg.grupoOcupacionalId', f.gruposOcupacionaisIds))
    .modify((q) => nasAreasGeridas(q, ['h.areaOrganizacionalId'], f.areasGeridas))

const talento = (l: Registro): Linha => ({
  colaboradorId: Number(l['colaboradorId']),
  matricula: textoOuNulo(l['matricula']),
  nome: String(l['nome']),
  admissao: textoOuNulo(l['admissao']),
  estabelecimento: textoOuNulo(l['estabelecimento']),
  area: textoOuNulo(l['area']),
  areaCaminho: textoOuNulo(l['areaCaminho']),
  cargo: textoOuNulo(l['cargo']),
  faixa: textoOuNulo(l['faixa']),
  grupo: textoOuNulo(l['grupo']),
  salario: numeroOuNulo(l['salario']),
})

/** One row per employee employed on the date (see core/cargo-salario/relatorios/talentos.ts), sorted by the group. */
export const sqlTalentosPor = (knex: Knex, f: FiltroTalentos, e: Escopo, por: TalentosPor) =>
  Effect.map(
    consulta(knex, (db) => talentosFiltrados(db, f, e).orderByRaw(`${ORDEM[por]}, c.nome_busca, c.id`)),
    (rows: Registro[]) => rows.map(talento),
  )

/**
 * The last individual raise of each employee up to the date: their latest history row by one of
 * MOTIVOS_REAJUSTE_INDIVIDUAL, else their first row (the admission), valued on its own date.
 */
const sqlUltimasPromocoes = sql(consultaUltimasPromocoes, (knex, f, e) =>
  Effect.map(
    consulta(knex, (db) => {
      const motivos = MOTIVOS_REAJUSTE_INDIVIDUAL.map((m) => `'${m}'`).join(', ')
      const ultima = `coalesce(
        (select x.id from colaborador_historicos x where x.colaborador_id = c.id and x.data <= ${dataSql(f.data)} and x.motivo in (${motivos}) order by x.data desc limit 1),
        (select x.id from colaborador_historicos x where x.colaborador_id = c.id order by x.data limit 1))`
      return talentosFiltrados(db, f, e)
        .select({ ultima: 'u.data', motivo: 'u.motivo' })
        .select(db.raw(`${sqlSalarioNaPropriaData(db, 'u')} as salario_entao`))
        .joinRaw(`join colaborador_historicos u on u.id = ${ultima}`)
        .orderByRaw(`${ORDEM.area}, u.data, c.nome_busca, c.id`)
    }),
    (rows: Registro[]) =>
      rows.map((l): Linha => ({ ...talento(l), ultima: textoOuNulo(l['ultima']), motivo: textoOuNulo(l['motivo']), salarioEntao: numeroOuNulo(l['salarioEntao']) })),
  ),
)

export const SQL_RELATORIOS_TALENTOS = mapaSql(
  sql(consultaTalentosCargos, (knex, f, e) => sqlTalentosPor(knex, f, e, 'cargo')),
  sql(consultaTalentosAreas, (knex, f, e) => sqlTalentosPor(knex, f, e, 'area')),
  sql(consultaTalentosGrupos, (knex, f, e) => sqlTalentosPor(knex, f, e, 'grupo')),
  sqlUltimasPromocoes,
)
