import { campoDataReferencia } from '../../cargo-salario/relatorios/comum.ts'
import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { juntar, somaDe } from '../../shared/filtrosRelatorio.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { AUTORIDADES_INDICADORES, camposLotacao, descreverLotacao, menuRelatorioTalentos, restringirAreasGeridas } from './comum.ts'
import { contarPorGeracao, descreverDataReferencia, type GeracaoFaixa } from './pessoas.ts'

/**
 * The SQL's rows: the company's generations (`tipo` 'geracao': `id`, `descricao`, `anoInicial`, `anoFinal`) and
 * how many employees were born in each year (`tipo` 'ano': `ano`, `quantidade`).
 */
export const completarGeracoes = (linhas: ReadonlyArray<Linha>): ReadonlyArray<Linha> => {
  const geracoes: GeracaoFaixa[] = linhas
    .filter((l) => l['tipo'] === 'geracao')
    .map((l) => ({ id: Number(l['id']), descricao: l['descricao'] == null ? null : String(l['descricao']), anoInicial: Number(l['anoInicial']), anoFinal: Number(l['anoFinal']) }))
  const anos = linhas.filter((l) => l['tipo'] === 'ano').flatMap((l) => Array.from({ length: Number(l['quantidade']) }, () => Number(l['ano'])))
  return contarPorGeracao(geracoes, anos)
}

/** All employees: 100 % of them. */
export const totalGeracoes = (linhas: ReadonlyArray<Linha>): Linha => {
  const quantidade = somaDe(linhas, 'quantidade')
  return { geracao: null, nascidos: null, quantidade, percentual: quantidade ? 100 : 0 }
}

/**
 * Gerações (spec 001 §7 Talent reports, §8 'Generation chart') — how many employees of each generation work on
 * the reference date: each person counts in the company's generation (`/gestao-talentos/geracao`) whose birth-year
 * range holds their birth year (overlapping ranges: the one starting first); those outside every range are shown
 * as 'Geração não possui descrição.'. Every generation of the company is listed, with 0 when empty, and its share
 * of the employees; the chart shows the same counts ('Não existem dados para o gráfico.' without employees).
 * Employed on the date = admitted by then and not dismissed before it; each counts by the history row in force then.
 */
export const consultaGeracoes = defineConsulta({
  nome: 'gestao-talentos/geracoes',
  autoridade: AUTORIDADES_INDICADORES,
  campos: { data: campoDataReferencia(), ...camposLotacao() },
  restringir: restringirAreasGeridas,
  colunas: () => [
    { campo: 'geracao', titulo: 'Geração', tipo: 'texto', largura: 2.2 },
    { campo: 'nascidos', titulo: 'Nascidos entre', tipo: 'texto' },
    { campo: 'quantidade', titulo: 'Talentos', tipo: 'inteiro' },
    { campo: 'percentual', titulo: 'Percentual (%)', tipo: 'percentual' },
  ],
  completar: completarGeracoes,
  totalizar: totalGeracoes,
  grafico: { categoria: 'geracao', valores: ['quantidade'] },
})
export type FiltroGeracoes = FiltroSql<typeof consultaGeracoes>

export const relatorioGeracoes = defineRelatorio({
  consulta: consultaGeracoes,
  titulo: 'Talentos por Geração',
  menu: menuRelatorioTalentos(7),
  tela: 'tabela',
  filtroInicial: (hoje) => ({ data: hoje }),
  descreverFiltro: (f) => juntar([descreverDataReferencia(f.data), ...descreverLotacao(f)]),
})
