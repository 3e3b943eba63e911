import { Layer } from 'effect'
import type { Knex } from 'knex'
import { tabelasReajustesColaboradores } from '../../core/cargo-salario/tabelas-reajustes-colaboradores.ts'
import { historicosColaborador } from '../../core/cargo-salario/colaboradores.ts'
import { ReajustesEmLote, type ParcelaFolha, type RecursoDeLinhas, type TabelaAlvo } from '../../core/cargo-salario/reajustesEmLote.ts'
import type { Escopo } from '../../core/shared/ports.ts'
import { consulta, type ExtensoesSql } from '../db/repositorio.ts'
import { reencadear, sqlVigenteEm } from '../db/vigencia.ts'
import {
  dataSql,
  juntarSalarioNaData,
  sqlSalarioDoHistorico,
  sqlSalarioJuntado,
  sqlValorFaixa,
  sqlValorIndice,
  sqlVezesQuantidade,
  vigenteEmData,
  vigenteNa,
  withSalarioNaData,
} from './sql.ts'

/**
 * Realignment tables' set-based work (core/cargo-salario/reajustesEmLote.ts): one statement per step whatever the
 * number of employees, in the caller's transaction (`consulta` runs in it). Each history row written or removed
 * gets its own audit entry, inserted by one statement too.
 */

const agora = () => new Date().toISOString()
const RC = 'reajustes_colaboradores'
const TABELA = 'tabelas_reajustes_colaboradores'
/** The date of a line's table, as SQL over the line's table alias. */
const dataDaTabela = (linhas: string) => `(select t.data from ${TABELA} t where t.id = ${linhas}.tabela_reajuste_colaborador_id)`

/** proposed − current and its percentage with 2 decimals (null over zero). */
const diferencas = (proposto: string, atual: string) => ({
  diferenca: () => `(${proposto} - ${atual})`,
  diferencaPercentual: () => `(case when ${atual} > 0 then round((${proposto} - ${atual}) * 100.0 / ${atual}, 2) end)`,
})

const salarioProposto = (db: Knex) => sqlSalarioDoHistorico(db, RC, vigenteNa(dataDaTabela(RC)))
const valorFaixaProposto = (db: Knex) =>
  `(case reajustes_faixas_salariais.tipo when 3 then reajustes_faixas_salariais.valor when 2 then (select ${sqlVezesQuantidade(db, 'ih.valor', 'reajustes_faixas_salariais.quantidade')}
    from indice_historicos ih where ih.indice_id = reajustes_faixas_salariais.indice_id and ${vigenteNa(dataDaTabela('reajustes_faixas_salariais'))('ih')}) end)`

/** The SQL of the declarations' computed columns. */
export const EXTENSOES_REAJUSTES: ExtensoesSql = {
  'cargo-salario/tabelas-reajustes-colaboradores': {
    colunas: {
      ehUltimo: () => `not exists (select 1 from ${TABELA} o where o.empresa_id = ${TABELA}.empresa_id and o.tipo_reajuste = ${TABELA}.tipo_reajuste and o.situacao = 'A'
        and o.id <> ${TABELA}.id and (o.data > ${TABELA}.data or (o.data = ${TABELA}.data and o.id > ${TABELA}.id)))`,
      quantidadeLinhas: () => `(case ${TABELA}.tipo_reajuste when 'C' then (select count(*) from ${RC} r where r.tabela_reajuste_colaborador_id = ${TABELA}.id)
        when 'F' then (select count(*) from reajustes_faixas_salariais r where r.tabela_reajuste_colaborador_id = ${TABELA}.id)
        else (select count(*) from reajustes_indices r where r.tabela_reajuste_colaborador_id = ${TABELA}.id) end)`,
    },
  },
  'cargo-salario/reajustes-colaboradores': {
    colunas: {
      nomeColaborador: () => `(select c.nome from colaboradores c where c.id = ${RC}.colaborador_id)`,
      salarioProposto,
      diferenca: (db) => diferencas(salarioProposto(db), `${RC}.salario_atual`).diferenca(),
      diferencaPercentual: (db) => diferencas(salarioProposto(db), `${RC}.salario_atual`).diferencaPercentual(),
      desligado: () => `exists (select 1 from colaboradores c where c.id = ${RC}.colaborador_id and c.data_desligamento is not null and c.data_desligamento <= ${dataDaTabela(RC)})`,
      duplicidade: () => `exists (select 1 from colaborador_historicos h where h.colaborador_id = ${RC}.colaborador_id and h.data = ${dataDaTabela(RC)}
        and (${RC}.historico_id is null or h.id <> ${RC}.historico_id))`,
    },
  },
  'cargo-salario/reajustes-faixas-salariais': {
    colunas: {
      nomeFaixa: () => `(select cg.nome || ' - ' || f.nome from faixas_salariais f join cargos cg on cg.id = f.cargo_id where f.id = reajustes_faixas_salariais.faixa_salarial_id)`,
      valorProposto: valorFaixaProposto,
      diferenca: (db) => diferencas(valorFaixaProposto(db), 'reajustes_faixas_salariais.valor_atual').diferenca(),
      diferencaPercentual: (db) => diferencas(valorFaixaProposto(db), 'reajustes_faixas_salariais.valor_atual').diferencaPercentual(),
    },
  },
  'cargo-salario/reajustes-indices': {
    colunas: {
      nomeIndice: () => '(select i.nome from indices i where i.id = reajustes_indices.indice_id)',
      ...diferencas('reajustes_indices.valor', 'reajustes_indices.valor_atual'),
    },
  },
}

const lista = (xs: ReadonlyArray<number>) => {
  const ok = xs.filter((x) => Number.isSafeInteger(x))
  return ok.length ? ok.join(', ') : 'null'
}

const auditarHistoricos = (db: Knex, t: TabelaAlvo, usuarioId: number, acao: 'criar' | 'remover') =>
  db.raw(
    `insert into auditoria (em, usuario_id, empresa_id, entidade, entidade_id, acao, depois)
     select ?, ?, r.empresa_id, ?, r.historico_id, ?, ? from ${RC} r where r.tabela_reajuste_colaborador_id = ? and r.historico_id is not null`,
    [agora(), usuarioId, historicosColaborador.name, acao, JSON.stringify({ origem: 'reajuste', tabelaReajusteColaboradorId: t.id }), t.id],
  )

const numero = (v: unknown) => (v == null ? null : Number(v))

export const criarReajustesEmLote = (knex: Knex) => {
  const q = <A>(f: (db: Knex) => PromiseLike<A>) => consulta(knex, f)
  const servico: typeof ReajustesEmLote.Service = {
    montarColaboradores: (t, s, usuarioId) =>
      q(async (db) => {
        const d = dataSql(t.data)
        const onde = `where h.empresa_id = ${Number(t.empresaId)} and ${sqlVigenteEm('h', t.data)}
            and h.estabelecimento_id in (${lista(s.estabelecimentosIds)}) and h.area_organizacional_id in (${lista(s.areasOrganizacionaisIds)})
            and c.data_admissao <= ${d} and (c.data_desligamento is null or c.data_desligamento > ${d}) and (c.status_folha is null or c.status_folha <> 'C')`
        const escolhidos = (juntar = '') => `from colaborador_historicos h join colaboradores c on c.id = h.colaborador_id ${juntar} ${onde}`
        await db.raw(`delete from ${RC} where tabela_reajuste_colaborador_id = ? and colaborador_id in (select h.colaborador_id ${escolhidos()})`, [t.id])
        const quantia = Math.round(s.quantia)
        // core's aplicarReajuste: a percentage rounded half away from zero (values are never negative here). With
        // atual = 100000·a + b, atual × q / 100000 = a·q + b·q / 100000 and only the second part is rounded: no
        // intermediate leaves 64 bits whatever the salary (2·atual·q would for the largest computed ones).
        const novo = s.tipo === 1 ? `x.atual + (x.atual / 100000) * ${quantia} + (2 * (x.atual % 100000) * ${quantia} + 100000) / 200000` : `x.atual + ${quantia}`
        const quando = agora()
        const res = await db.raw(
          `${withSalarioNaData(db, t.data)}
           insert into ${RC} (empresa_id, tabela_reajuste_colaborador_id, colaborador_id, estabelecimento_id, area_organizacional_id, ambiente_id, cargo_id,
             faixa_salarial_id, funcao_id, tipo_salario, indice_id, quantidade, salario, estabelecimento_id_atual, area_organizacional_id_atual, ambiente_id_atual,
             cargo_id_atual, faixa_salarial_id_atual, funcao_id_atual, tipo_salario_atual, indice_id_atual, quantidade_atual, salario_atual, criado_em, atualizado_em)
           select x.empresa_id, ?, x.colaborador_id, x.estabelecimento_id, x.area_organizacional_id, x.ambiente_id, x.cargo_id, x.faixa_salarial_id, x.funcao_id,
             3, null, null, ${novo}, x.estabelecimento_id, x.area_organizacional_id, x.ambiente_id, x.cargo_id, x.faixa_salarial_id, x.funcao_id,
             x.tipo_salario, x.indice_id, x.quantidade, x.atual, ?, ?
           from (select h.*, ${sqlSalarioJuntado(db, 'h')} as atual ${escolhidos(juntarSalarioNaData('h'))}) x where x.atual is not null`,
          [t.id, quando, quando],
        )
        const linhas = Number((res as { rowCount?: number; changes?: number }).rowCount ?? (res as { changes?: number }).changes ?? 0)
        await db('auditoria').insert({
          em: quando,
          usuarioId,
          empresaId: t.empresaId,
          entidade: tabelasReajustesColaboradores.name,
          entidadeId: t.id,
          acao: 'alterar',
          depois: JSON.stringify({ movimentacaoColetiva: { ...s, linhas } }),
        })
        return linhas
      }),
    fotografar: (recurso: RecursoDeLinhas, id) =>
      q(async (db) => {
        if (recurso === 'colaboradores') {
          const [l] = (await db('reajustes_colaboradores').where({ id }).select('colaboradorId', 'tabelaReajusteColaboradorId')) as Array<{ colaboradorId: number; tabelaReajusteColaboradorId: number }>
          const [t] = l ? ((await db(TABELA).where({ id: l.tabelaReajusteColaboradorId }).select('data')) as Array<{ data: string }>) : []
          if (!l || !t) return
          const [h] = (await db
            .select('h.*', db.raw(`${sqlSalarioDoHistorico(db, 'h', vigenteEmData(t.data))} as atual`))
            .from({ h: 'colaborador_historicos' })
            .where('h.colaboradorId', l.colaboradorId)
            .whereRaw(sqlVigenteEm('h', t.data))) as Array<Record<string, unknown>>
          if (!h) return
          await db('reajustes_colaboradores')
            .where({ id })
            .update({
              estabelecimentoIdAtual: h['estabelecimentoId'],
              areaOrganizacionalIdAtual: h['areaOrganizacionalId'],
              ambienteIdAtual: h['ambienteId'],
              cargoIdAtual: h['cargoId'],
              faixaSalarialIdAtual: h['faixaSalarialId'],
              funcaoIdAtual: h['funcaoId'],
              tipoSalarioAtual: h['tipoSalario'],
              indiceIdAtual: h['indiceId'],
              quantidadeAtual: h['quantidade'],
              salarioAtual: numero(h['atual']),
            })
          return
        }
        if (recurso === 'faixas') {
          const [l] = (await db('reajustes_faixas_salariais').where({ id }).select('faixaSalarialId', 'tabelaReajusteColaboradorId')) as Array<{ faixaSalarialId: number; tabelaReajusteColaboradorId: number }>
          const [t] = l ? ((await db(TABELA).where({ id: l.tabelaReajusteColaboradorId }).select('data')) as Array<{ data: string }>) : []
          if (!l || !t) return
          const [h] = (await db.select('tipo', 'indiceId', 'quantidade').from({ fh: 'faixa_salarial_historicos' }).where('fh.faixaSalarialId', l.faixaSalarialId).whereRaw(sqlVigenteEm('fh', t.data))) as Array<Record<string, unknown>>
          const [v] = (await db.raw(`select ${sqlValorFaixa(db, String(Number(l.faixaSalarialId)), t.data)} as valor`).then((r: unknown) => linhasDe(r))) as Array<Record<string, unknown>>
          await db('reajustes_faixas_salariais').where({ id }).update({ tipoAtual: h?.['tipo'] ?? null, indiceIdAtual: h?.['indiceId'] ?? null, quantidadeAtual: h?.['quantidade'] ?? null, valorAtual: numero(v?.['valor']) })
          return
        }
        const [l] = (await db('reajustes_indices').where({ id }).select('indiceId', 'tabelaReajusteColaboradorId')) as Array<{ indiceId: number; tabelaReajusteColaboradorId: number }>
        const [t] = l ? ((await db(TABELA).where({ id: l.tabelaReajusteColaboradorId }).select('data')) as Array<{ data: string }>) : []
        if (!l || !t) return
        const [v] = linhasDe(await db.raw(`select ${sqlValorIndice(String(Number(l.indiceId)), t.data)} as valor`))
        await db('reajustes_indices').where({ id }).update({ valorAtual: numero(v?.['valor']) })
      }),
    impedimentos: (t) =>
      q(async (db) => {
        const d = dataSql(t.data)
        const [n] = (await db('reajustes_colaboradores').where('tabelaReajusteColaboradorId', t.id).count({ n: '*' })) as Array<{ n: number | string }>
        const nomes = async (cond: string) =>
          ((await db.raw(`select c.nome from ${RC} r join colaboradores c on c.id = r.colaborador_id where r.tabela_reajuste_colaborador_id = ? and ${cond} order by c.nome limit 1000`, [t.id]).then(linhasDe)) as Array<{ nome: string }>).map(
            (x) => x.nome,
          )
        return {
          linhas: Number(n?.n ?? 0),
          duplicados: await nomes(`exists (select 1 from colaborador_historicos h where h.colaborador_id = r.colaborador_id and h.data = ${d})`),
          desligados: await nomes(`(c.data_admissao > ${d} or (c.data_desligamento is not null and c.data_desligamento < ${d}) or c.status_folha = 'C')`),
        }
      }),
    aplicarColaboradores: (t, motivo, usuarioId) =>
      q(async (db) => {
        const quando = agora()
        const res = await db.raw(
          `insert into colaborador_historicos (empresa_id, colaborador_id, data, motivo, estabelecimento_id, area_organizacional_id, cargo_id, faixa_salarial_id,
             funcao_id, ambiente_id, tipo_salario, indice_id, quantidade, salario, observacao, data_fim, criado_em, atualizado_em)
           select r.empresa_id, r.colaborador_id, ?, ?, r.estabelecimento_id, r.area_organizacional_id, r.cargo_id, r.faixa_salarial_id, r.funcao_id, r.ambiente_id,
             r.tipo_salario, case when r.tipo_salario = 2 then r.indice_id end, case when r.tipo_salario = 2 then r.quantidade end,
             case when r.tipo_salario = 3 then r.salario end, r.observacao,
             (select min(p.data) from colaborador_historicos p where p.colaborador_id = r.colaborador_id and p.data > ?), ?, ?
           from ${RC} r where r.tabela_reajuste_colaborador_id = ?`,
          [t.data, motivo, t.data, quando, quando, t.id],
        )
        // The row in force the day before now ends on the table's date (the vigencia chain, kept row by row).
        await db.raw(
          `update colaborador_historicos set data_fim = ? where colaborador_id in (select r.colaborador_id from ${RC} r where r.tabela_reajuste_colaborador_id = ?)
             and data < ? and (data_fim is null or data_fim > ?)`,
          [t.data, t.id, t.data, t.data],
        )
        await db.raw(
          `update ${RC} set historico_id = (select h.id from colaborador_historicos h where h.colaborador_id = ${RC}.colaborador_id and h.data = ?) where tabela_reajuste_colaborador_id = ?`,
          [t.data, t.id],
        )
        await auditarHistoricos(db, t, usuarioId, 'criar')
        return Number((res as { rowCount?: number }).rowCount ?? (res as { changes?: number }).changes ?? 0)
      }),
    cancelarColaboradores: (t, usuarioId) =>
      q(async (db) => {
        await auditarHistoricos(db, t, usuarioId, 'remover')
        // Rows moved by hand off the table's date: those employees' histories are re-chained whole (rare).
        const movidos = linhasDe(
          await db.raw(
            `select r.colaborador_id as id from ${RC} r left join colaborador_historicos x on x.id = r.historico_id
             where r.tabela_reajuste_colaborador_id = ? and r.historico_id is not null and (x.id is null or x.data <> ?)`,
            [t.id, t.data],
          ),
        ).map((x) => Number(x['id']))
        // The row that ended on the table's date ends where the removed one did.
        await db.raw(
          `update colaborador_historicos set data_fim = (select x.data_fim from colaborador_historicos x where x.colaborador_id = colaborador_historicos.colaborador_id and x.data = ?)
           where colaborador_id in (select r.colaborador_id from ${RC} r where r.tabela_reajuste_colaborador_id = ? and r.historico_id is not null)
             and data_fim = ? and data < ?`,
          [t.data, t.id, t.data, t.data],
        )
        const res = await db.raw(
          `delete from colaborador_historicos where id in (select r.historico_id from ${RC} r where r.tabela_reajuste_colaborador_id = ? and r.historico_id is not null)`,
          [t.id],
        )
        await db('reajustes_colaboradores').where('tabelaReajusteColaboradorId', t.id).update({ historicoId: null })
        if (movidos.length) await reencadear(db, 'colaborador_historicos', 'colaboradorId', movidos)
        return Number((res as { rowCount?: number }).rowCount ?? (res as { changes?: number }).changes ?? 0)
      }),
    removerLinhas: (tabelaId) =>
      q(async (db) => {
        await db('reajustes_colaboradores').where('tabelaReajusteColaboradorId', tabelaId).del()
        await db('reajustes_faixas_salariais').where('tabelaReajusteColaboradorId', tabelaId).del()
        await db('reajustes_indices').where('tabelaReajusteColaboradorId', tabelaId).del()
      }),
    somasFolha: (t, escopo) => somasFolha(knex, t, escopo),
  }
  return servico
}

/** Rows of a raw select on either database. */
const linhasDe = (r: unknown): Array<Record<string, unknown>> => (Array.isArray(r) ? r : ((r as { rows?: Array<Record<string, unknown>> }).rows ?? []))

/**
 * The rows the table's cost is summed over, one per employee: where they will be (proposed area and establishment),
 * what they earn on the date and what they will earn; the salaries on the date through `withSalarioNaData`'s
 * `vi` and `vf`. C: the lines. F: employees paid by a range of the table (type 1) on the date, at the range's
 * proposed value. I: employees whose salary follows an index of the table, paid by it (type 2) or by a range whose
 * value is the index × a quantity (type 1; core's `efeitoDoReajusteDeIndices`), at the proposed value × that
 * quantity. F and I count who is employed on the date as the company's total does.
 */
const baseDoCusto = (db: Knex, t: TabelaAlvo) => {
  const d = dataSql(t.data)
  // C: a collective movement's lines are values (type 3), read alone; only lines changed by hand to a range or an
  // index join their values (a plan that stays right while the statistics still ignore lines just written).
  if (t.tipoReajuste === 'C')
    return `select r.area_organizacional_id as area, r.estabelecimento_id as estab, r.salario_atual as atual, r.salario as proposto
      from ${RC} r where r.tabela_reajuste_colaborador_id = ${t.id} and r.tipo_salario = 3
      union all select r.area_organizacional_id, r.estabelecimento_id, r.salario_atual, ${sqlSalarioJuntado(db, 'r')}
      from ${RC} r ${juntarSalarioNaData('r')} where r.tabela_reajuste_colaborador_id = ${t.id} and r.tipo_salario <> 3`
  // Who is employed on the date, with the row in force then (`h`) and its salary's index and range values joined.
  const doDia = (juntar: string) => `from colaborador_historicos h ${juntar} join colaboradores c on c.id = h.colaborador_id ${juntarSalarioNaData('h')}
      where h.empresa_id = ${t.empresaId} and ${sqlVigenteEm('h', t.data)} and c.data_admissao <= ${d} and (c.data_desligamento is null or c.data_desligamento > ${d})
        and (c.status_folha is null or c.status_folha <> 'C')`
  const atual = `${sqlSalarioJuntado(db, 'h')} as atual`
  if (t.tipoReajuste === 'F')
    return `select h.area_organizacional_id as area, h.estabelecimento_id as estab, ${atual},
        (case rf.tipo when 3 then rf.valor when 2 then ${sqlVezesQuantidade(db, 'vr.valor', 'rf.quantidade')} end) as proposto
      ${doDia(`join reajustes_faixas_salariais rf on rf.tabela_reajuste_colaborador_id = ${t.id} and rf.faixa_salarial_id = h.faixa_salarial_id and h.tipo_salario = 1
        left join vi vr on rf.tipo = 2 and vr.indice_id = rf.indice_id`)}`
  return `select h.area_organizacional_id as area, h.estabelecimento_id as estab, ${atual},
      ${sqlVezesQuantidade(db, 'ri.valor', 'case h.tipo_salario when 2 then h.quantidade else vfi.quantidade end')} as proposto
    ${doDia(`left join vf vfi on h.tipo_salario = 1 and vfi.faixa_salarial_id = h.faixa_salarial_id
      join reajustes_indices ri on ri.tabela_reajuste_colaborador_id = ${t.id} and ri.indice_id = case when h.tipo_salario = 2 then h.indice_id when vfi.tipo = 2 then vfi.indice_id end`)}`
}

/** Each breakdown added up from the sums by (area, establishment). */
const somarPor = (linhas: ReadonlyArray<Record<string, unknown>>, chave: 'area' | 'estab', nome: 'nomeArea' | 'nomeEstab'): ReadonlyArray<ParcelaFolha> => {
  const m = new Map<number | null, { id: number | null; nome: string; quantidade: number; atual: number; proposto: number }>()
  for (const l of linhas) {
    const id = numero(l[chave])
    const p = m.get(id) ?? { id, nome: String(l[nome] ?? '—'), quantidade: 0, atual: 0, proposto: 0 }
    p.quantidade += Number(l['quantidade'])
    p.atual += Number(l['atual'])
    p.proposto += Number(l['proposto'])
    m.set(id, p)
  }
  return [...m.values()].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
}

/**
 * The table's sums by (area, establishment), added up before the names are joined, and the company's payroll on the
 * date: two statements, run side by side on two connections when not inside a transaction (a plain GET).
 */
const somasFolha = (knex: Knex, t: TabelaAlvo, escopo: Escopo) =>
  consulta(knex, async (db) => {
    const d = dataSql(t.data)
    const porGrupo = db.raw(
      `${withSalarioNaData(db, t.data)},
         g as (select b.area, b.estab, count(*) as quantidade, coalesce(sum(b.atual), 0) as atual, coalesce(sum(coalesce(b.proposto, b.atual)), 0) as proposto
           from (${baseDoCusto(db, t)}) b group by b.area, b.estab)
       select g.*, a.nome as nome_area, e.nome as nome_estab from g left join areas_organizacionais a on a.id = g.area left join estabelecimentos e on e.id = g.estab`,
    )
    // Everyone active on the date (as 'Salários em uma data'), summed in the database.
    const daEmpresa = db.raw(
      `${withSalarioNaData(db, t.data)}
       select count(*) as n, coalesce(sum(${sqlSalarioJuntado(db, 'h')}), 0) as total
       from colaboradores c join colaborador_historicos h on h.colaborador_id = c.id and ${sqlVigenteEm('h', t.data)} ${juntarSalarioNaData('h')}
       where c.empresa_id in (${lista(escopo.empresasVisiveis)}) and c.data_admissao <= ${d} and (c.data_desligamento is null or c.data_desligamento > ${d})
         and (c.status_folha is null or c.status_folha <> 'C')`,
    )
    const [g, e] = db === knex ? await Promise.all([porGrupo, daEmpresa]) : [await porGrupo, await daEmpresa]
    const grupos = linhasDe(g).map((l) => ({ ...l, nomeArea: l['nome_area'] ?? l['nomeArea'], nomeEstab: l['nome_estab'] ?? l['nomeEstab'] }))
    const [empresa] = linhasDe(e)
    return {
      porArea: somarPor(grupos, 'area', 'nomeArea'),
      porEstabelecimento: somarPor(grupos, 'estab', 'nomeEstab'),
      folhaEmpresa: Number(empresa?.['total'] ?? 0),
      talentosEmpresa: Number(empresa?.['n'] ?? 0),
    }
  })

export const camadaReajustes = (knex: Knex) => Layer.succeed(ReajustesEmLote, criarReajustesEmLote(knex))

