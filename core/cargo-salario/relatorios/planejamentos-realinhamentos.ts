import { varias } from '../../shared/campos.ts'
import { defineConsulta, type Coluna, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { adicionarMeses } from '../../shared/datas.ts'
import { camposPeriodo, descreverPeriodo, juntar, nomeDe, regrasPeriodo } from '../../shared/filtrosRelatorio.ts'
import { formatarData } from '../../shared/formatos.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { SITUACOES_TABELA, TIPOS_TABELA_REAJUSTE } from '../tabelas-reajustes-colaboradores.ts'
import { aumento, menuRelatorio, restringirAreasGeridas, somaOuNulo } from './comum.ts'

/** The tables' authority: who plans realignments reads their plans. */
export const AUTORIDADE_REAJUSTES = 'ROLE_CARGO_SALARIO_REAJUSTES'

const campos = {
  ...camposPeriodo('Data'),
  situacoes: varias({ label: 'Situações', default: ['R', 'A', 'X'], options: SITUACOES_TABELA }),
  tiposReajuste: varias({ label: 'Tipos de reajuste', default: ['C', 'F', 'I'], options: TIPOS_TABELA_REAJUSTE }),
}

/** The group a line is printed under: the table's title, date, type and situation (its number keeps namesakes apart). */
export const tituloDaTabela = (l: Linha): string =>
  `${String(l['tabela'])} — ${formatarData(String(l['data']))} — ${nomeDe(TIPOS_TABELA_REAJUSTE, String(l['tipoReajuste']))} — ${nomeDe(SITUACOES_TABELA, String(l['situacao']))}${
    l['dissidio'] === 1 ? ' (dissídio)' : ''
  } — nº ${String(l['tabelaId'])}`

/** A line: what the talent, range or index has on the table's date, what the table proposes, the difference in R$ and %. */
export const completarLinhaRealinhamento = (l: Linha): Linha => {
  const d = aumento(l['atual'], l['proposto'])
  return { ...l, grupo: tituloDaTabela(l), diferenca: d.valor, percentual: d.percentual }
}

/** Totals of some lines: how many, both sums, the difference and its percentage over the current sum. */
export const totalDoRealinhamento = (ls: ReadonlyArray<Linha>): Linha => {
  const atual = somaOuNulo(ls, 'atual')
  const proposto = somaOuNulo(ls, 'proposto')
  const d = aumento(atual, proposto)
  return { item: ls.length, atual, proposto, diferenca: d.valor, percentual: d.percentual }
}

const COLUNAS: ReadonlyArray<Coluna> = [
  { campo: 'item', titulo: 'Talento / Faixa Salarial / Índice', tipo: 'texto', largura: 3.2, total: 'contagem' },
  { campo: 'atual', titulo: 'Atual', tipo: 'dinheiro', largura: 1.4, total: 'soma' },
  { campo: 'proposto', titulo: 'Proposto', tipo: 'dinheiro', largura: 1.4, total: 'soma' },
  { campo: 'diferenca', titulo: 'Diferença (R$)', tipo: 'dinheiro', largura: 1.4, total: 'soma' },
  { campo: 'percentual', titulo: 'Diferença (%)', tipo: 'percentual', largura: 1.1 },
]

/**
 * Planejamento de Realinhamentos — which salary realignments were planned, applied or cancelled in the period, and
 * what each one changes? Every realignment table of the company dated in the period (in the chosen situations and
 * types), in date order, with its lines: the talent (type C), range (F: 'Cargo / Faixa') or index (I), the value in
 * force on the table's date when the line was built (`*_atual`), the proposed one (a line by range or index valued on
 * the table's date, as `total-folha` does), the difference in R$ and %; per table and overall the sums. A manager sees
 * only the talent lines of the areas they manage. The screen opens on the last six months (spec: default start six
 * months back).
 */
export const consultaPlanejamentosRealinhamentos = defineConsulta({
  nome: 'cargo-salario/planejamentos-realinhamentos',
  autoridade: AUTORIDADE_REAJUSTES,
  campos,
  restringir: restringirAreasGeridas,
  regras: (f) => regrasPeriodo(f),
  colunas: () => COLUNAS,
  agruparPor: () => 'grupo',
  completar: (linhas) => linhas.map(completarLinhaRealinhamento),
  totalizar: (linhas) => totalDoRealinhamento(linhas),
})
export type FiltroPlanejamentosRealinhamentos = FiltroSql<typeof consultaPlanejamentosRealinhamentos>

const escolhidas = (rotulo: string, lista: ReadonlyArray<{ readonly id: string; readonly name: string }>, ids: ReadonlyArray<string> | undefined, todas: string) =>
  !ids?.length || ids.length === lista.length ? `${rotulo}: ${todas}` : `${rotulo}: ${ids.map((i) => nomeDe(lista, i)).join(', ')}`

export const relatorioPlanejamentosRealinhamentos = defineRelatorio({
  consulta: consultaPlanejamentosRealinhamentos,
  titulo: 'Planejamento de Realinhamentos',
  orientacao: 'retrato',
  menu: menuRelatorio(7.2),
  filtroInicial: (hoje) => ({ dataIni: adicionarMeses(hoje, -6), dataFim: hoje }),
  descreverFiltro: (f) =>
    juntar([descreverPeriodo('Período', f), escolhidas('Situações', SITUACOES_TABELA, f.situacoes, 'todas'), escolhidas('Tipos', TIPOS_TABELA_REAJUSTE, f.tiposReajuste, 'todos')]),
})
