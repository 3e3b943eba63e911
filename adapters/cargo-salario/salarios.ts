import { Effect } from 'effect'
import type { Knex } from 'knex'
import { TIPOS_SALARIO } from '../../core/cargo-salario/colaboradores.ts'
import { consultaSalariosEmUmaData, type FiltroSalariosEmUmaData } from '../../core/cargo-salario/relatorios/salarios-em-uma-data.ts'
import type { Escopo } from '../../core/shared/ator.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { consulta } from '../db/repositorio.ts'
import { sqlVigenteEm } from '../db/vigencia.ts'
import { mapaSql, sql } from '../relatorios/consultas.ts'
import { nasAreasGeridas } from './relatorios-sql.ts'
import { sqlValorDoHistoricoFaixa, sqlVezesQuantidade } from './sql.ts'

const NOME_TIPO = new Map<number, string>(TIPOS_SALARIO.map((t) => [t.id, t.name]))

/**
 * The salary of every employee on a date, in one statement: the employee's history row in force (h), for type 1 the
 * range's row in force (fh) and its index's (ifx), for type 2 the employee's index row in force (ic); valued as
 * core's `calcularSalarioHistorico` (the contract test holds them equal). Indexed by (colaborador_id, data),
 * (faixa_salarial_id, data) and (indice_id, data): each join is a short range scan per employee.
 */
export const sqlSalariosEmUmaData = (knex: Knex, f: Pick<FiltroSalariosEmUmaData, 'data' | 'estabelecimentosIds' | 'areasOrganizacionaisIds' | 'cargosIds'> & { readonly areasGeridas?: ReadonlyArray<number> | undefined }, e: Escopo) =>
  consulta(knex, (db) => {
    const d = f.data
    const q = db
      .select({
        id: 'c.id',
        matricula: 'c.matricula',
        nome: 'c.nome',
        area: 'a.nome',
        cargo: 'cg.nome',
        faixa: 'fs.nome',
        tipo: 'h.tipo_salario',
      })
      .select(
        db.raw(`case h.tipo_salario when 3 then h.salario when 2 then ${sqlVezesQuantidade(db, 'ic.valor', 'h.quantidade')} when 1 then ${sqlValorDoHistoricoFaixa(db, 'fh', 'ifx')} end as salario`),
      )
      .from({ c: 'colaboradores' })
      .joinRaw(`join colaborador_historicos h on h.colaborador_id = c.id and ${sqlVigenteEm('h', d)}`)
      .join({ a: 'areas_organizacionais' }, 'a.id', 'h.area_organizacional_id')
      .join({ cg: 'cargos' }, 'cg.id', 'h.cargo_id')
      .leftJoin({ fs: 'faixas_salariais' }, 'fs.id', 'h.faixa_salarial_id')
      .joinRaw(`left join faixa_salarial_historicos fh on h.tipo_salario = 1 and fh.faixa_salarial_id = h.faixa_salarial_id and ${sqlVigenteEm('fh', d)}`)
      .joinRaw(`left join indice_historicos ifx on fh.tipo = 2 and ifx.indice_id = fh.indice_id and ${sqlVigenteEm('ifx', d)}`)
      .joinRaw(`left join indice_historicos ic on h.tipo_salario = 2 and ic.indice_id = h.indice_id and ${sqlVigenteEm('ic', d)}`)
      .whereIn('c.empresa_id', [...e.empresasVisiveis])
      .where('c.data_admissao', '<=', d)
      .where((w) => w.whereNull('c.data_desligamento').orWhere('c.data_desligamento', '>', d))
      // An admission the payroll cancelled never paid anyone.
      .where((w) => w.whereNull('c.status_folha').orWhereNot('c.status_folha', 'C'))
      .orderBy([{ column: 'c.nome_busca' }, { column: 'c.id' }])
    if (f.estabelecimentosIds?.length) q.whereIn('h.estabelecimento_id', [...f.estabelecimentosIds])
    if (f.areasOrganizacionaisIds?.length) q.whereIn('h.area_organizacional_id', [...f.areasOrganizacionaisIds])
    if (f.cargosIds?.length) q.whereIn('h.cargo_id', [...f.cargosIds])
    return nasAreasGeridas(q, ['h.area_organizacional_id'], f.areasGeridas)
  })

const linha = (l: Record<string, unknown>): Linha => ({
  id: Number(l['id']),
  matricula: l['matricula'] == null ? null : String(l['matricula']),
  nome: String(l['nome']),
  area: String(l['area']),
  cargo: String(l['cargo']),
  faixa: l['faixa'] == null ? null : String(l['faixa']),
  tipo: NOME_TIPO.get(Number(l['tipo'])) ?? String(l['tipo']),
  salario: l['salario'] == null ? null : Number(l['salario']),
})

export const SQL_CONSULTAS_SALARIOS = mapaSql(
  sql(consultaSalariosEmUmaData, (knex, f, e) => Effect.map(sqlSalariosEmUmaData(knex, f, e), (rows: Array<Record<string, unknown>>) => rows.map(linha))),
)
