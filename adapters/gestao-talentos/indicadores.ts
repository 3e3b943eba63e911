import { Effect } from 'effect'
import { figurasDosFatos } from '../../core/gestao-talentos/fatosIndicadores.ts'
import { consultaAbsenteismo } from '../../core/gestao-talentos/relatorios/absenteismo.ts'
import { mesesDoPeriodo, trechosMensais } from '../../core/gestao-talentos/relatorios/comum.ts'
import { consultaTurnover } from '../../core/gestao-talentos/relatorios/indicador-turnover.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { limitesDoMes, mesDe } from '../../core/shared/datas.ts'
import { sql } from '../relatorios/consultas.ts'
import { lerSomas } from './fatosIndicadores.ts'

/**
 * The talent indicators (absenteeism and turnover) read the stored facts' sums of the months shown
 * (adapters/gestao-talentos/fatosIndicadores.ts; definitions in core/gestao-talentos/fatosIndicadores.ts), never the
 * people: a report costs the same for 200 or 20,000 employees. Core turns the sums into the figures.
 */

/**
 * Rows: one per month (`tipo` 'mes': `mes`, `ativos` on its 1st, `faltas` = absence working days of the closed
 * absences) and the open absences (`tipo` 'entra': on `dia`, `n` people start an absence with no end), which core
 * counts up to the last month shown (`faltasDoPerfil`).
 */
const sqlAbsenteismo = sql(consultaAbsenteismo, (knex, f, e) => {
  const meses = mesesDoPeriodo(f.mesIni, f.mesFim)
  return Effect.map(lerSomas(knex, Number(e.empresaId), f, { mesIni: f.mesIni, mesFim: f.mesFim, mesesPorDia: [], abertasAte: limitesDoMes(f.mesFim).fim }), (s): ReadonlyArray<Linha> => {
    const figuras = figurasDosFatos(s)
    return [
      ...meses.map((m): Linha => ({ tipo: 'mes', mes: m, ativos: figuras.headcountEm(limitesDoMes(m).inicio), faltas: figuras.faltasDoMes(m) })),
      ...s.abertas.map((a): Linha => ({ tipo: 'entra', dia: a.inicio, n: a.n })),
    ]
  })
})

/** One row per month of the period clipped to its dates: headcount on the stretch's first and last days, admissions and dismissals. */
const sqlTurnover = sql(consultaTurnover, (knex, f, e) => {
  const trechos = trechosMensais(f.dataIni, f.dataFim)
  const parciais = trechos.filter((t) => t.inicio !== limitesDoMes(t.mes).inicio || t.fim !== limitesDoMes(t.mes).fim).map((t) => t.mes)
  return Effect.map(lerSomas(knex, Number(e.empresaId), f, { mesIni: mesDe(f.dataIni), mesFim: mesDe(f.dataFim), mesesPorDia: parciais }), (s): ReadonlyArray<Linha> => {
    const figuras = figurasDosFatos(s)
    return trechos.map((t) => {
      const m = figuras.movimentos(t.inicio, t.fim)
      return {
        mesAno: t.mes,
        inicio: t.inicio,
        fim: t.fim,
        headcountInicio: figuras.headcountEm(t.inicio),
        headcountFim: figuras.headcountEm(t.fim),
        qtdAdmitidos: m.adm,
        qtdDemitidos: m.dem,
      }
    })
  })
})

/** The indicators' SQL, bound in relatorios.ts. */
export const SQL_INDICADORES_GESTAO_TALENTOS = [sqlAbsenteismo, sqlTurnover] as const
