import { mes } from '../../shared/campos.ts'
import { campoAreas, campoCargos, campoEstabelecimentos, restringirAreasGeridas, selecionados, AUTORIDADE_TALENTOS } from '../../cargo-salario/relatorios/comum.ts'
import { adicionarDias, limitesDoMes, mesDe } from '../../shared/datas.ts'
import type { MenuPos } from '../../shared/resource.ts'
import { ROLE_OCORRENCIAS } from '../ocorrencias.ts'

/**
 * Filter pieces of the talent indicators (spec 001 §5 'Reports': establishments at least 1; areas and cargos
 * optional). Each person counts by the history row in force on the date counted (headcount, admission, dismissal,
 * start of an absence). A manager sees the people of the areas they manage only.
 */
export const AUTORIDADES_INDICADORES = [AUTORIDADE_TALENTOS, ROLE_OCORRENCIAS]
export const menuRelatorioTalentos = (ordem: number): MenuPos => ({ grupo: 'Gestão de Talentos', subgrupo: 'Relatórios', ordem })
export { restringirAreasGeridas }

/** At most three years per report (one row per month). */
export const MAXIMO_MESES = 36
export const MES_FINAL_ANTERIOR = 'Mês final inferior ao mês inicial.'
export const PERIODO_LONGO = `O período deve ter no máximo ${MAXIMO_MESES} meses.`

export const camposLotacao = () => ({
  estabelecimentosIds: campoEstabelecimentos(),
  areasOrganizacionaisIds: campoAreas(false),
  cargosIds: campoCargos(false),
})
export const camposMeses = () => ({ mesIni: mes({ label: 'Mês inicial', required: true }), mesFim: mes({ label: 'Mês final', required: true }) })

export const descreverLotacao = (f: { readonly estabelecimentosIds: ReadonlyArray<number>; readonly areasOrganizacionaisIds?: ReadonlyArray<number> | undefined; readonly cargosIds?: ReadonlyArray<number> | undefined }) => [
  selecionados('Estabelecimentos', f.estabelecimentosIds),
  selecionados('Áreas', f.areasOrganizacionaisIds, 'todas'),
  selecionados('Cargos', f.cargosIds),
]

/** `YYYY-MM` months from `ini` to `fim` (inclusive; empty when fim < ini). */
export const mesesDoPeriodo = (ini: string, fim: string): ReadonlyArray<string> => {
  const meses: string[] = []
  for (let m = ini; m <= fim && meses.length <= 1200; m = mesDe(adicionarDias(limitesDoMes(m).fim, 1))) meses.push(m)
  return meses
}

/** The months of [dataIni, dataFim] each clipped to the period: the first and last may be partial (exact days). */
export const trechosMensais = (dataIni: string, dataFim: string): ReadonlyArray<{ readonly mes: string; readonly inicio: string; readonly fim: string }> =>
  mesesDoPeriodo(mesDe(dataIni), mesDe(dataFim)).map((m) => {
    const l = limitesDoMes(m)
    return { mes: m, inicio: l.inicio > dataIni ? l.inicio : dataIni, fim: l.fim < dataFim ? l.fim : dataFim }
  })

export const regrasMeses = (f: { readonly mesIni: string; readonly mesFim: string }) =>
  f.mesFim < f.mesIni ? [{ field: 'mesFim', message: MES_FINAL_ANTERIOR }] : mesesDoPeriodo(f.mesIni, f.mesFim).length > MAXIMO_MESES ? [{ field: 'mesFim', message: PERIODO_LONGO }] : []
