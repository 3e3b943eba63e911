import { Effect } from 'effect'
import type { Knex } from 'knex'
import { faturamentosMensais, somarMeses } from '../../core/cargo-salario/faturamentos-mensais.ts'
import { TODAS_AUTORIDADES } from '../../core/modulos.ts'
import { atorSistema } from '../../core/shared/ator.ts'
import { criar } from '../../core/shared/crud.ts'
import { diaEmSaoPaulo } from '../../core/shared/datas.ts'
import type { RodarDemo } from '../modulo.ts'
import { talentosEm } from './relatorios-sql.ts'

/** Billing of a month against the payroll: retail-like seasonality (weak January and February, strong November and December). */
const SAZONALIDADE = [0.88, 0.9, 0.97, 0.99, 1.01, 0.98, 1.0, 1.02, 1.0, 1.04, 1.08, 1.18] as const
/** The payroll is about 28 % of the billing in an ordinary month (a services-and-industry mix). */
const PARTICIPACAO_DA_FOLHA = 0.28


/**
 * The billing of 'Empresa Demonstração' for the 12 closed months before the current one: the payroll of the 15th
 * of each month (the demo's own people and salaries) over 28 %, times the month's seasonality, in whole reais — so
 * the payroll-over-billing figure reads between 23 % and 32 %, as in a real company.
 */
export const semearDemoFaturamentos = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const empresa = await knex('empresas').where('nome', 'Empresa Demonstração').first('id')
  if (!empresa) return
  const empresaId = Number(empresa.id)
  const ator = atorSistema({ usuarioId: 0, empresaId, empresasVisiveis: [empresaId] }, TODAS_AUTORIDADES)
  const hoje = diaEmSaoPaulo(Date.now())
  for (let n = 12; n >= 1; n--) {
    const mesAno = somarMeses(hoje.slice(0, 7), -n)
    const folha = await knex.from(talentosEm(knex, `${mesAno}-15`, empresaId).as('t')).sum({ total: 'salario' }).first()
    const valor = Math.round(((Number(folha?.total ?? 0) / PARTICIPACAO_DA_FOLHA) * SAZONALIDADE[Number(mesAno.slice(5)) - 1]!) / 100) * 100
    if (valor > 0) await rodar(Effect.orDie(criar(faturamentosMensais, ator, { mesAno, valor })))
  }
}
