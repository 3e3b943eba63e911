import { defineConsulta, type Coluna, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { campoTipo, camposPeriodo, descreverPeriodo, juntar, nomeDe, regrasPeriodo } from '../../shared/filtrosRelatorio.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import {
  AGRUPAMENTOS,
  agruparLinhas,
  aumento,
  AUTORIDADE_TALENTOS,
  CAMPO_DO_AGRUPAMENTO,
  campoAgrupamento,
  campoAreas,
  campoEstabelecimentos,
  cargoEFaixa,
  comChavesDeGrupo,
  menuRelatorio,
  restringirAreasGeridas,
  selecionados,
  somaOuNulo,
  type Agrupamento,
} from './comum.ts'

const campos = {
  ...camposPeriodo('Data'),
  estabelecimentosIds: campoEstabelecimentos(),
  areasOrganizacionaisIds: campoAreas(false),
  agrupamento: campoAgrupamento(),
  tipo: campoTipo('D'),
}

/** Reasons of a history row that are promotions: horizontal (another range of the same cargo) and vertical (another cargo). */
export const MOTIVOS_PROMOCAO = ['PH', 'PV'] as const

const DETALHADO: ReadonlyArray<Coluna> = [
  { campo: 'talento', titulo: 'Talento', tipo: 'texto', largura: 2.6, total: 'contagem' },
  { campo: 'data', titulo: 'Data', tipo: 'data', largura: 1.3 },
  { campo: 'promocao', titulo: 'Promoção', tipo: 'texto', largura: 1.2 },
  { campo: 'de', titulo: 'De (Cargo / Faixa)', tipo: 'texto', largura: 2.4 },
  { campo: 'para', titulo: 'Para (Cargo / Faixa)', tipo: 'texto', largura: 2.4 },
  { campo: 'salarioAnterior', titulo: 'Salário Anterior', tipo: 'dinheiro', largura: 1.3 },
  { campo: 'salarioNovo', titulo: 'Salário Novo', tipo: 'dinheiro', largura: 1.3 },
  { campo: 'aumento', titulo: 'Aumento (R$)', tipo: 'dinheiro', largura: 1.3, total: 'soma' },
  { campo: 'percentual', titulo: 'Aumento (%)', tipo: 'percentual', largura: 1.1 },
]

const resumido = (a: Agrupamento): ReadonlyArray<Coluna> => [
  { campo: 'grupo', titulo: nomeDe(AGRUPAMENTOS, a), tipo: 'texto', largura: 4 },
  { campo: 'horizontais', titulo: 'Horizontais', tipo: 'inteiro', largura: 1.2, total: 'soma' },
  { campo: 'verticais', titulo: 'Verticais', tipo: 'inteiro', largura: 1.2, total: 'soma' },
  { campo: 'promocoes', titulo: 'Promoções', tipo: 'inteiro', largura: 1.2, total: 'soma' },
  { campo: 'aumento', titulo: 'Aumento Mensal (R$)', tipo: 'dinheiro', largura: 1.6, total: 'soma' },
]

/** A promotion row of the SQL in words and figures: from/to, the raise. */
export const completarPromocao = (l: Linha): Linha => {
  const a = aumento(l['salarioAnterior'], l['salarioNovo'])
  return {
    ...comChavesDeGrupo(l),
    promocao: l['motivo'] === 'PV' ? 'Vertical' : 'Horizontal',
    de: cargoEFaixa(l['cargoAnterior'], l['faixaAnterior']),
    para: cargoEFaixa(l['cargo'], l['faixa']),
    aumento: a.valor,
    percentual: a.percentual,
  }
}

/** Per group: horizontal and vertical promotions and the monthly raise they gave. */
export const resumirPromocoes = (linhas: ReadonlyArray<Linha>, campo: string): ReadonlyArray<Linha> =>
  agruparLinhas(linhas, campo).map(([grupo, ls]) => ({
    grupo,
    horizontais: ls.filter((l) => l['motivo'] === 'PH').length,
    verticais: ls.filter((l) => l['motivo'] === 'PV').length,
    promocoes: ls.length,
    aumento: somaOuNulo(ls, 'aumento'),
  }))

/**
 * Promoções — who was promoted in the period, from which cargo/range to which, and with what raise: every history
 * row dated in the period whose reason is a horizontal (PH) or vertical (PV) promotion, in the chosen establishments
 * (and areas: of the new position); the salary before is the previous row's on the day before, the salary after the
 * new row's on its date (`calcularSalarioHistorico`). A manager sees only rows of the areas they manage. Grouped by
 * area, month/year or talent (spec 001 §3). Detalhado: each promotion, with count and total raise per group;
 * Resumido: per group the horizontal and vertical promotions and the monthly raise.
 */
export const consultaPromocoes = defineConsulta({
  nome: 'cargo-salario/promocoes',
  autoridade: AUTORIDADE_TALENTOS,
  campos,
  restringir: restringirAreasGeridas,
  regras: (f) => regrasPeriodo(f),
  colunas: (f) => (f.tipo === 'R' ? resumido(f.agrupamento) : DETALHADO),
  agruparPor: (f) => (f.tipo === 'R' ? undefined : CAMPO_DO_AGRUPAMENTO[f.agrupamento]),
  completar: (linhas, f) => {
    const completas = linhas.map(completarPromocao)
    return f.tipo === 'R' ? resumirPromocoes(completas, CAMPO_DO_AGRUPAMENTO[f.agrupamento]) : completas
  },
})
export type FiltroPromocoes = FiltroSql<typeof consultaPromocoes>

export const relatorioPromocoes = defineRelatorio({
  consulta: consultaPromocoes,
  titulo: 'Promoções',
  orientacao: 'paisagem',
  menu: menuRelatorio(8),
  descreverFiltro: (f) =>
    juntar([
      descreverPeriodo('Período', f),
      selecionados('Estabelecimentos', f.estabelecimentosIds),
      selecionados('Áreas', f.areasOrganizacionaisIds, 'todas'),
      `Agrupado por ${nomeDe(AGRUPAMENTOS, f.agrupamento).toLowerCase()}`,
      f.tipo === 'R' ? 'Resumido' : 'Detalhado',
    ]),
})
