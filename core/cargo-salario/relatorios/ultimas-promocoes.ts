import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { mesesCompletosEntre } from '../../shared/datas.ts'
import { juntar } from '../../shared/filtrosRelatorio.ts'
import { formatarInteiro } from '../../shared/formatos.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { MOTIVOS_HISTORICO } from '../colaboradores.ts'
import {
  AUTORIDADE_TALENTOS,
  campoAreas,
  campoCargos,
  campoDataReferencia,
  campoEstabelecimentos,
  campoMesesSemReajuste,
  descreverData,
  menuRelatorio,
  restringirAreasGeridas,
  selecionados,
} from './comum.ts'

const campos = {
  data: campoDataReferencia(),
  estabelecimentosIds: campoEstabelecimentos(),
  areasOrganizacionaisIds: campoAreas(false),
  cargosIds: campoCargos(false),
  mesesSemReajuste: campoMesesSemReajuste(),
}

/**
 * The movements that count as an individual raise: horizontal and vertical promotions and adjustments (a
 * realignment). The yearly collective agreement (dissídio) raises everyone alike and the range's own new values are
 * not the person's, so neither resets the count; without any of these, the admission is the starting point.
 */
export const MOTIVOS_REAJUSTE_INDIVIDUAL = ['PH', 'PV', 'RE'] as const

/** Months since the last individual raise on the reference date; only those at least `minimo` months without one. */
export const completarUltimasPromocoes = (linhas: ReadonlyArray<Linha>, data: string, minimo: number): ReadonlyArray<Linha> =>
  linhas
    .map((l) => ({
      ...l,
      motivo: MOTIVOS_HISTORICO.find((m) => m.id === l['motivo'])?.name ?? null,
      meses: typeof l['ultima'] === 'string' ? mesesCompletosEntre(l['ultima'], data) : null,
    }))
    .filter((l) => (l.meses ?? 0) >= minimo)

/**
 * Últimas Promoções — how long each employee has gone without a promotion or individual raise, to find who is due a
 * merit review: every employee employed on the reference date in the chosen establishments (areas, cargos) with the
 * position and salary of the history row in force then, their last promotion or adjustment up to that date (or the
 * admission, when none), what it paid on its date, and the whole months since (`mesesCompletosEntre`); with 'Meses
 * sem Reajuste' N (default 0 = everyone), only those N months or more without one. A manager sees only the areas
 * they manage. Grouped by area (in tree order), longest without a raise first; count and mean months per area.
 */
export const consultaUltimasPromocoes = defineConsulta({
  nome: 'cargo-salario/ultimas-promocoes',
  autoridade: AUTORIDADE_TALENTOS,
  campos,
  restringir: restringirAreasGeridas,
  colunas: () => [
    { campo: 'nome', titulo: 'Nome', tipo: 'texto', largura: 2.8, total: 'contagem' },
    { campo: 'matricula', titulo: 'Matrícula', tipo: 'texto', largura: 1 },
    { campo: 'cargo', titulo: 'Cargo', tipo: 'texto', largura: 2.2 },
    { campo: 'faixa', titulo: 'Faixa', tipo: 'texto', largura: 1 },
    { campo: 'admissao', titulo: 'Admissão', tipo: 'data', largura: 1.1 },
    { campo: 'ultima', titulo: 'Última Promoção', tipo: 'data', largura: 1.2 },
    { campo: 'motivo', titulo: 'Motivo', tipo: 'texto', largura: 1.6 },
    { campo: 'salarioEntao', titulo: 'Salário na Promoção', tipo: 'dinheiro', largura: 1.4 },
    { campo: 'salario', titulo: 'Salário na Data', tipo: 'dinheiro', largura: 1.3 },
    { campo: 'meses', titulo: 'Meses sem Reajuste', tipo: 'inteiro', largura: 1.2, total: 'media' },
  ],
  agruparPor: () => 'areaCaminho',
  completar: (linhas, f) => completarUltimasPromocoes(linhas, f.data, f.mesesSemReajuste),
})
export type FiltroUltimasPromocoes = FiltroSql<typeof consultaUltimasPromocoes>

export const relatorioUltimasPromocoes = defineRelatorio({
  consulta: consultaUltimasPromocoes,
  titulo: 'Últimas Promoções',
  orientacao: 'paisagem',
  menu: menuRelatorio(10),
  descreverFiltro: (f) =>
    juntar([
      descreverData(f.data),
      selecionados('Estabelecimentos', f.estabelecimentosIds),
      selecionados('Áreas', f.areasOrganizacionaisIds, 'todas'),
      selecionados('Cargos', f.cargosIds),
      f.mesesSemReajuste ? `Há ${formatarInteiro(f.mesesSemReajuste)} meses ou mais sem reajuste` : 'Todos os talentos',
    ]),
})
