/**
 * Absenteísmo and Indicador de Turnover at scale (issue 14): 5 companies × 20,000 employees, admissions spread over
 * 2016–2024 and one in five dismissed, up to 5 history rows each, 5 occurrences each in 2023–2024 (4 of a type that
 * counts, 1–3 days), a leave for one in five (1–40 days, one in 25 open; half of a reason that counts), on SQLite and
 * (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL. Seeded with set-based SQL; the database triggers mark
 * every person and the stored facts are then built once (timed: what a bulk import or a restore costs the first report).
 * Each report's data (through the consulta port: bringing marked people up to date, reading the facts' sums, the core's
 * steps) over 24 months for one company, measured in the same run against two hand-written SQLs of the same figures:
 * one over the stored facts (the goal's comparison: at most 2×) and one over the raw tables (the floor without stored
 * facts; its figures must be equal). Also: one person changed, then the report (the facts brought up to date on read).
 * Goal: 100 ms each. `BENCH_COLABORADORES=n` changes the employees per company.
 */
import { Either, ManagedRuntime } from 'effect'
import type { Knex } from 'knex'
import { migrar } from '../adapters/db/migrar.ts'
import { ehPostgres } from '../adapters/db/knex.ts'
import { MODULOS_ADAPTADORES } from '../adapters/modulos.ts'
import { camadaConsultas } from '../adapters/relatorios/consultas.ts'
import { mesesDoPeriodo } from '../core/gestao-talentos/relatorios/comum.ts'
import { TODAS_AUTORIDADES } from '../core/modulos.ts'
import { CONSULTAS } from '../core/relatorios.ts'
import { atorSistema } from '../core/shared/ator.ts'
import { linhasDaConsulta, validarFiltro, type Linha } from '../core/shared/consulta.ts'
import { adicionarDias, diasEntre, limitesDoMes } from '../core/shared/datas.ts'
import { atualizarFatosAgora } from '../adapters/gestao-talentos/fatosIndicadores.ts'
import { emCadaBanco, estatisticas } from './povoar-colaboradores.ts'

const TOTAL = Number(process.env['BENCH_COLABORADORES'] ?? 20_000)
const EMPRESAS = 5
const REPETICOES = 9
const BASE = '2015-01-01'
const ULTIMO = '2025-12-31'
const N2016 = diasEntre(BASE, '2016-01-01')
const N2023 = diasEntre(BASE, '2023-01-01')

const idDe = (r: unknown) => Number(typeof r === 'object' && r !== null ? (r as { id: number }).id : r)
const inserir = async (k: Knex, t: string, l: Record<string, unknown>) => idDe((await k(t).insert(l).returning('id'))[0])
const linhasDe = (r: unknown): ReadonlyArray<Record<string, unknown>> => (Array.isArray(r) ? r : ((r as { rows?: Array<Record<string, unknown>> }).rows ?? []))

/** Employee `i` of a company (number in `matricula` 'B<i>'): admission day (from BASE), dismissal for one in five. */
const I = 'cast(substr(c.matricula, 2) as integer)'
const ADM = (i: string) => `${N2016} + (${i} * 37) % 3200`

export const povoarIndicadores = async (k: Knex) => {
  await k.schema.createTable('bench_dias', (t) => {
    t.integer('n').primary()
    t.string('d', 10)
  })
  const dias = Array.from({ length: diasEntre(BASE, ULTIMO) + 1 }, (_, n) => ({ n, d: adicionarDias(BASE, n) }))
  for (let i = 0; i < dias.length; i += 500) await k('bench_dias').insert(dias.slice(i, i + 500))
  await k.schema.createTable('bench_n', (t) => t.integer('i').primary())
  await k.raw(`insert into bench_n (i) with recursive s(i) as (select 0 union all select i + 1 from s where i < ${TOTAL - 1}) select i from s`)
  await k.schema.createTable('bench_lot', (t) => {
    t.integer('empresa_id')
    t.integer('n')
    t.integer('estab')
    t.integer('area')
    t.integer('cargo')
    t.primary(['empresa_id', 'n'])
  })
  const empresas: number[] = []
  for (let e = 1; e <= EMPRESAS; e++) {
    const empresaId = await inserir(k, 'empresas', { nome: `Bench ${e}` })
    empresas.push(empresaId)
    const estabs = [await inserir(k, 'estabelecimentos', { empresaId, nome: 'Matriz' }), await inserir(k, 'estabelecimentos', { empresaId, nome: 'Filial' })]
    const cargos: number[] = []
    for (let c = 0; c < 10; c++) cargos.push(await inserir(k, 'cargos', { empresaId, nome: `Cargo ${c}`, nomeMercado: `Cargo ${c}` }))
    for (let n = 0; n < 20; n++) await k('bench_lot').insert({ empresa_id: empresaId, n, estab: estabs[n % 2], area: await inserir(k, 'areas_organizacionais', { empresaId, nome: `Área ${n}` }), cargo: cargos[n % 10] })
    const falta = await inserir(k, 'tipos_ocorrencia', { empresaId, descricao: 'Falta (bench)', absenteismo: true })
    const atraso = await inserir(k, 'tipos_ocorrencia', { empresaId, descricao: 'Atraso (bench)', absenteismo: false })
    const doenca = await inserir(k, 'afastamentos', { empresaId, descricao: 'Doença (bench)', absenteismo: true })
    const licenca = await inserir(k, 'afastamentos', { empresaId, descricao: 'Licença (bench)', absenteismo: false })
    await k.raw(`insert into colaboradores (empresa_id, matricula, nome, nome_busca, cpf, data_nascimento, sexo, data_admissao, data_desligamento)
      select ${empresaId}, 'B' || s.i, 'Talento ' || s.i, 'talento ' || s.i, '52998224725', '1990-01-01', 'F', a.d, dd.d
      from bench_n s join bench_dias a on a.n = ${ADM('s.i')}
      left join bench_dias dd on s.i % 5 = 0 and dd.n = ${ADM('s.i')} + 60 + (s.i * 13) % 1500`)
    // History rows every 400 days from the admission, chained (data_fim = the next row's date), none after the dismissal.
    await k.raw(`insert into colaborador_historicos (empresa_id, colaborador_id, data, data_fim, motivo, estabelecimento_id, area_organizacional_id, cargo_id, tipo_salario, salario)
      select c.empresa_id, c.id, d0.d, d1.d, case when k.i = 0 then 'AD' else 'RE' end, l.estab, l.area, l.cargo, 3, 150000 + k.i * 1000
      from colaboradores c join bench_n k on k.i < 5
      join bench_dias d0 on d0.n = ${ADM(I)} + k.i * 400
      left join bench_dias d1 on k.i < 4 and d1.n = d0.n + 400 and (c.data_desligamento is null or d1.d <= c.data_desligamento)
      join bench_lot l on l.empresa_id = c.empresa_id and l.n = (${I} + k.i) % 20
      where c.empresa_id = ${empresaId} and (c.data_desligamento is null or d0.d <= c.data_desligamento)`)
    await k.raw(`insert into ocorrencias (empresa_id, colaborador_id, tipo_ocorrencia_id, data_inicio, data_fim)
      select c.empresa_id, c.id, case when m.i < 4 then ${falta} else ${atraso} end, d0.d, d1.d
      from colaboradores c join bench_n m on m.i < 5
      join bench_dias d0 on d0.n = ${N2023} + (${I} * 7 + m.i * 151) % 730
      left join bench_dias d1 on (${I} + m.i) % 3 > 0 and d1.n = d0.n + (${I} + m.i) % 3
      where c.empresa_id = ${empresaId} and d0.d >= c.data_admissao and (c.data_desligamento is null or coalesce(d1.d, d0.d) <= c.data_desligamento)`)
    await k.raw(`insert into colaborador_afastamentos (empresa_id, colaborador_id, afastamento_id, data_inicio, data_fim)
      select c.empresa_id, c.id, case when ${I} % 10 = 1 then ${doenca} else ${licenca} end, d0.d, d1.d
      from colaboradores c join bench_dias d0 on d0.n = ${N2023} + (${I} * 11) % 700
      left join bench_dias d1 on ${I} % 25 <> 1 and d1.n = d0.n + 1 + ${I} % 40
      where c.empresa_id = ${empresaId} and ${I} % 5 = 1 and d0.d >= c.data_admissao`)
  }
  for (const t of ['bench_dias', 'bench_n', 'bench_lot']) await k.schema.dropTable(t)
  await k.raw(ehPostgres(k) ? 'vacuum analyze' : 'pragma optimize = 0x10002')
  return empresas
}

/** Day number of a `YYYY-MM-DD` text column, Monday-aligned (1970-01-01 was a Thursday). */
const diaN = (k: Knex, x: string) => (ehPostgres(k) ? `(cast(${x} as date) - date '1970-01-01' + 3)` : `(cast(julianday(${x}) - 2440587.5 as integer) + 3)`)
/** Weekdays among the day numbers [0, n): closed form of Mon–Fri. */
const uteisAntes = (n: string) => `((${n}) / 7 * 5 + case when (${n}) % 7 < 5 then (${n}) % 7 else 5 end)`

/**
 * Hand-written over the raw tables: the month's active people = admitted by its 1st − dismissed before it (a running sum over the
 * company's people); absences = occurrences and leaves that count, each person's overlaps cut (running max of the ends),
 * clipped to the dismissal and to the months they touch and counted Mon–Fri in closed form. The bench's people all have
 * a history row in force from the admission to the dismissal and every establishment is asked, so these are the
 * report's figures.
 */
const manualAbsenteismo = (k: Knex, e: number, meses: ReadonlyArray<string>) => {
  const ini = limitesDoMes(meses[0]!).inicio
  const fim = limitesDoMes(meses[meses.length - 1]!).fim
  const n = (d: string) => diasEntre('1970-01-01', d) + 3
  const ms = meses.map((m) => `('${m}', '${limitesDoMes(m).inicio}', ${n(limitesDoMes(m).inicio)}, ${n(limitesDoMes(m).fim)})`).join(', ')
  return `with meses(m, ini, n0, n1) as (values ${ms}),
  passos as (
    select data_admissao as d, 0 as o, count(*) as v from colaboradores where empresa_id = ${e} and data_admissao <= '${fim}' group by data_admissao
    union all select data_desligamento, 2, -count(*) from colaboradores where empresa_id = ${e} and data_desligamento < '${fim}' group by data_desligamento
    union all select ini, 1, 0 from meses
  ),
  ativos as (select d, o, sum(v) over (order by d, o rows between unbounded preceding and current row) as n from passos),
  periodos as (
    select o.colaborador_id as colab, o.data_inicio as a, coalesce(o.data_fim, o.data_inicio) as b from ocorrencias o join tipos_ocorrencia t on t.id = o.tipo_ocorrencia_id
    where o.empresa_id = ${e} and t.absenteismo and o.data_inicio <= '${fim}' and coalesce(o.data_fim, o.data_inicio) >= '${ini}'
    union all select a.colaborador_id, a.data_inicio, case when c.data_desligamento < coalesce(a.data_fim, '${fim}') then c.data_desligamento else coalesce(a.data_fim, '${fim}') end
    from colaborador_afastamentos a join afastamentos m on m.id = a.afastamento_id join colaboradores c on c.id = a.colaborador_id
    where a.empresa_id = ${e} and m.absenteismo and a.data_inicio <= '${fim}' and coalesce(a.data_fim, c.data_desligamento, '${fim}') >= '${ini}'
  ),
  dn as (select colab, ${diaN(k, 'a')} as a, ${diaN(k, 'b')} as b from periodos),
  cortados as (select a, b, max(b) over (partition by colab order by a, b rows between unbounded preceding and 1 preceding) as antes from dn),
  novos as (select case when antes >= a then antes + 1 else a end as a, b from cortados where antes is null or antes < b),
  faltas as (
    select m.m, sum(${uteisAntes('case when n.b < m.n1 then n.b else m.n1 end + 1')} - ${uteisAntes('case when n.a > m.n0 then n.a else m.n0 end')}) as n
    from novos n join meses m on n.a <= m.n1 and n.b >= m.n0 group by m.m
  )
  select m.m as mes, a.n as ativos, coalesce(f.n, 0) as faltas from meses m join ativos a on a.d = m.ini and a.o = 1 left join faltas f on f.m = m.m order by m.m`
}

/** Hand-written turnover by month of a whole year-pair: headcount on each month's first and last days (running sum), admissions, dismissals. */
const manualTurnover = (e: number, meses: ReadonlyArray<string>) => {
  const fim = limitesDoMes(meses[meses.length - 1]!).fim
  const ini = limitesDoMes(meses[0]!).inicio
  const alvos = meses.flatMap((m) => [limitesDoMes(m).inicio, limitesDoMes(m).fim])
  return `with passos as (
    select data_admissao as d, 0 as o, count(*) as v from colaboradores where empresa_id = ${e} and data_admissao <= '${fim}' group by data_admissao
    union all select data_desligamento, 2, -count(*) from colaboradores where empresa_id = ${e} and data_desligamento < '${fim}' group by data_desligamento
    union all select d, 1, 0 from (select '${alvos.join("' as d union all select '")}') x
  ),
  hc as (select d, o, sum(v) over (order by d, o rows between unbounded preceding and current row) as n from passos),
  mov as (
    select substr(data_admissao, 1, 7) as m, count(*) as adm, 0 as dem from colaboradores where empresa_id = ${e} and data_admissao between '${ini}' and '${fim}' group by substr(data_admissao, 1, 7)
    union all select substr(data_desligamento, 1, 7), 0, count(*) from colaboradores where empresa_id = ${e} and data_desligamento between '${ini}' and '${fim}' group by substr(data_desligamento, 1, 7)
  ),
  porMes as (select m, sum(adm) as adm, sum(dem) as dem from mov group by m)
  select substr(h.d, 1, 7) as mes, max(case when substr(h.d, 9, 2) = '01' then h.n end) as hcini, max(case when substr(h.d, 9, 2) <> '01' then h.n end) as hcfim,
    max(p.adm) as adm, max(p.dem) as dem
  from hc h left join porMes p on p.m = substr(h.d, 1, 7) where h.o = 1 group by substr(h.d, 1, 7) order by 1`
}

/** The months of the period with their first and last day numbers (Monday-aligned, as `diaN`). */
const valoresMeses = (meses: ReadonlyArray<string>) => {
  const n = (d: string) => diasEntre('1970-01-01', d) + 3
  return meses.map((m) => `('${m}', ${n(limitesDoMes(m).inicio)}, ${n(limitesDoMes(m).fim)})`).join(', ')
}

/**
 * Hand-written over the stored facts (migration 074): headcount on the 1st = balance − steps of the month and later +
 * steps on the 1st; absences = the months' counted days + the open absences' weekdays in each month (closed form).
 */
const fatosAbsenteismo = (k: Knex, e: number, estabs: ReadonlyArray<number>, meses: ReadonlyArray<string>) => {
  const fim = limitesDoMes(meses[meses.length - 1]!).fim
  const w = `estabelecimento_id in (${estabs.join(', ')})`
  return `with meses(m, n0, n1) as (values ${valoresMeses(meses)}),
  saldo as (select coalesce(sum(v), 0) as s from indicadores_saldos where empresa_id = ${e} and ${w}),
  somas as (select mes, sum(v) as v, sum(v1) as v1, sum(faltas) as f from indicadores_meses where empresa_id = ${e} and mes >= '${meses[0]}' and ${w} group by mes),
  depois as (select mes, v1, f, sum(v) over (order by mes desc rows between unbounded preceding and current row) as suf from somas),
  abertas as (select ${diaN(k, 'inicio')} as a, sum(n) as n from indicadores_abertas where empresa_id = ${e} and inicio <= '${fim}' and ${w} group by inicio),
  abertasMes as (
    select m.m, sum(a.n * (${uteisAntes('m.n1 + 1')} - ${uteisAntes('case when a.a > m.n0 then a.a else m.n0 end')})) as f
    from abertas a join meses m on a.a <= m.n1 group by m.m
  )
  select m.m as mes, (select s from saldo) - coalesce(d.suf, (select coalesce(sum(v), 0) from somas where mes > m.m)) + coalesce(d.v1, 0) as ativos,
    coalesce(d.f, 0) + coalesce(x.f, 0) as faltas
  from meses m left join depois d on d.mes = m.m left join abertasMes x on x.m = m.m order by m.m`
}

/** Hand-written over the stored facts: headcount at the month's end = balance − steps of later months; movements by month. */
const fatosTurnover = (e: number, estabs: ReadonlyArray<number>, meses: ReadonlyArray<string>) => {
  const w = `estabelecimento_id in (${estabs.join(', ')})`
  return `with meses(m) as (values ${meses.map((m) => `('${m}')`).join(', ')}),
  saldo as (select coalesce(sum(v), 0) as s from indicadores_saldos where empresa_id = ${e} and ${w}),
  somas as (select mes, sum(v) as v, sum(v1) as v1, sum(adm) as adm, sum(dem) as dem from indicadores_meses where empresa_id = ${e} and mes >= '${meses[0]}' and ${w} group by mes),
  depois as (select mes, v, v1, adm, dem, sum(v) over (order by mes desc rows between unbounded preceding and current row) as suf from somas)
  select m.m as mes, (select s from saldo) - coalesce(d.suf, (select coalesce(sum(v), 0) from somas where mes > m.m)) + coalesce(d.v1, 0) as hcini,
    (select s from saldo) - coalesce(d.suf - d.v, (select coalesce(sum(v), 0) from somas where mes > m.m)) as hcfim, coalesce(d.adm, 0) as adm, coalesce(d.dem, 0) as dem
  from meses m left join depois d on d.mes = m.m order by m.m`
}

const tempo = async (f: () => Promise<unknown>) => {
  for (let i = 0; i < 2; i++) await f()
  const ms: number[] = []
  for (let i = 0; i < REPETICOES; i++) {
    const t = performance.now()
    await f()
    ms.push(performance.now() - t)
  }
  return estatisticas(ms)
}

const medir = async (rotulo: string, k: Knex) => {
  await migrar(k)
  const t0 = performance.now()
  const empresas = await povoarIndicadores(k)
  const contar = async (t: string) => Number(Object.values((await k(t).count({ n: '*' }))[0] as object)[0])
  const [c, h, o, a] = await Promise.all(['colaboradores', 'colaborador_historicos', 'ocorrencias', 'colaborador_afastamentos'].map(contar))
  const n = (x: number | undefined) => (x ?? 0).toLocaleString('pt-BR')
  console.log(`${rotulo}: ${EMPRESAS} empresas, ${n(c)} talentos, ${n(h)} históricos, ${n(o)} ocorrências, ${n(a)} afastamentos, em ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  const t1 = performance.now()
  const feitos = await atualizarFatosAgora(k)
  console.log(`  fatos guardados de ${n(feitos)} talentos (marcados pelos gatilhos na carga) em ${((performance.now() - t1) / 1000).toFixed(1)} s`)
  // What autovacuum does within a minute of such a load (the marks table emptied, the sums rewritten many times).
  if (ehPostgres(k)) await k.raw('vacuum analyze indicadores_pendentes, indicadores_talentos, indicadores_dias, indicadores_meses, indicadores_abertas, indicadores_saldos')
  const empresaId = empresas[2]!
  const estabelecimentosIds = ((await k('estabelecimentos').where('empresaId', empresaId).select('id')) as Array<{ id: number }>).map((r) => Number(r.id))
  // Built once, as the server's runtime is.
  const runtime = ManagedRuntime.make(camadaConsultas(k, MODULOS_ADAPTADORES.map((m) => m.consultas ?? {})))
  const ator = atorSistema({ usuarioId: 1, empresaId, empresasVisiveis: [empresaId] }, TODAS_AUTORIDADES)
  const meses = mesesDoPeriodo('2023-01', '2024-12')
  const relatorio = (nome: string, amostra: Record<string, unknown>) => {
    const q = CONSULTAS.find((x) => x.nome === `gestao-talentos/${nome}`)!
    const f = Either.getOrThrow(validarFiltro(q, amostra, '2026-01-01'))
    return () => runtime.runPromise(linhasDaConsulta(q, f, ator))
  }
  const casos: ReadonlyArray<readonly [string, () => Promise<ReadonlyArray<Linha>>, string, string, (r: ReadonlyArray<Linha>) => unknown, (r: ReadonlyArray<Record<string, unknown>>) => unknown]> = [
    [
      'absenteismo',
      relatorio('absenteismo', { mesIni: '2023-01', mesFim: '2024-12', estabelecimentosIds }),
      fatosAbsenteismo(k, empresaId, estabelecimentosIds, meses),
      manualAbsenteismo(k, empresaId, meses),
      (r) => r.map((l) => [l['mesAno'], l['qtdTalentosAtivos'], l['qtdFaltas']]),
      (r) => r.map((l) => [l['mes'], Number(l['ativos']), Number(l['faltas'])]),
    ],
    [
      'indicador-turnover',
      relatorio('indicador-turnover', { dataIni: '2023-01-01', dataFim: '2024-12-31', estabelecimentosIds }),
      fatosTurnover(empresaId, estabelecimentosIds, meses),
      manualTurnover(empresaId, meses),
      (r) => r.map((l) => [l['mesAno'], l['headcountInicio'], l['headcountFim'], l['qtdAdmitidos'], l['qtdDemitidos']]),
      (r) => r.map((l) => [l['mes'], Number(l['hcini']), Number(l['hcfim']), Number(l['adm'] ?? 0), Number(l['dem'] ?? 0)]),
    ],
  ]
  for (const [nome, rodar, sobreFatos, manual, figuras, figurasManual] of casos) {
    const doRelatorio = JSON.stringify(figuras(await rodar()))
    const dosFatos = JSON.stringify(figurasManual(linhasDe(await k.raw(sobreFatos))))
    const aMao = JSON.stringify(figurasManual(linhasDe(await k.raw(manual))))
    const r = await tempo(rodar)
    const f = await tempo(() => k.raw(sobreFatos))
    const m = await tempo(() => k.raw(manual))
    console.log(
      `  ${nome}: ${meses.length} meses, mediana ${r.mediana.toFixed(1)} ms (máx ${r.max.toFixed(1)}); SQL à mão sobre os fatos ${f.mediana.toFixed(1)} ms, razão ${(r.mediana / f.mediana).toFixed(2)}× (meta 100 ms e 2×); SQL à mão sobre as tabelas ${m.mediana.toFixed(0)} ms${
        doRelatorio === aMao && dosFatos === aMao ? '' : ' — NÚMEROS DIFERENTES'
      }`,
    )
    if (doRelatorio !== aMao || dosFatos !== aMao) console.log(`    relatório ${doRelatorio.slice(0, 300)}\n    fatos     ${dosFatos.slice(0, 300)}\n    à mão     ${aMao.slice(0, 300)}`)
  }
  // One person changes (a new occurrence that counts), then each report: the facts are brought up to date on read.
  const falta = Number(((await k('tipos_ocorrencia').where({ empresaId, absenteismo: true }).first('id')) as { id: number }).id)
  const pessoas = ((await k('colaboradores').where({ empresaId }).whereNull('dataDesligamento').limit(50).select('id')) as Array<{ id: number }>).map((p) => Number(p.id))
  for (const [nome, rodar] of casos) {
    let i = 0
    const r = await tempo(async () => {
      const colaboradorId = pessoas[i++ % pessoas.length]!
      await k('ocorrencias').insert({ empresaId, colaboradorId, tipoOcorrenciaId: falta, dataInicio: '2024-06-03', dataFim: null })
      return rodar()
    })
    console.log(`  ${nome} logo após gravar uma ocorrência: mediana ${r.mediana.toFixed(1)} ms (máx ${r.max.toFixed(1)}), a gravação incluída`)
  }
  await runtime.dispose()
}

export const benchIndicadoresGestaoTalentos = () => emCadaBanco('bench-indgt', medir)
