import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { camposPeriodo, descreverPeriodo, juntar, regrasPeriodo } from '../../shared/filtrosRelatorio.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { STATUS_HISTORICO_FAIXA } from '../faixas-salariais.ts'
import { AUTORIDADE_ESTRUTURA, aumento, campoCargos, formaDoValor, menuRelatorio, selecionados } from './comum.ts'

const campos = {
  cargosIds: campoCargos(true),
  ...camposPeriodo('Data'),
}

/** A change of a range's value: what it was the day before, what it became, the raise. */
export const completarHistoricoFaixa = (l: Linha): Linha => {
  const a = aumento(l['anterior'], l['valor'])
  return {
    ...l,
    alteracao: l['origem'] === 'I' ? 'Novo valor do índice' : 'Histórico da faixa',
    forma: formaDoValor(l['tipoValor'], l['quantidade'], l['indice']),
    status: l['origem'] === 'I' ? null : (STATUS_HISTORICO_FAIXA.find((s) => s.id === Number(l['status']))?.name ?? null),
    reajuste: a.valor,
    percentual: a.percentual,
  }
}

/**
 * Histórico de Faixas Salariais — how the value of each range of the chosen cargos changed in the period, and by how
 * much: every date in the period on which a range's value may change — a history row of the range, or, while the
 * range follows an index, a new value of that index — with the value in force the day before, the new value (both
 * as `calcularSalarioHistorico` values the range on those days), the raise in R$ and %, how the value is set and
 * the row's payroll status. Grouped by cargo; within it by range and date. The first row of a range has no previous value.
 */
export const consultaHistoricosFaixas = defineConsulta({
  nome: 'cargo-salario/historicos-faixas-salariais',
  autoridade: AUTORIDADE_ESTRUTURA,
  campos,
  regras: (f) => regrasPeriodo(f),
  colunas: () => [
    { campo: 'faixa', titulo: 'Faixa Salarial', tipo: 'texto', largura: 1.3 },
    { campo: 'data', titulo: 'Data', tipo: 'data', largura: 1.3 },
    { campo: 'alteracao', titulo: 'Alteração', tipo: 'texto', largura: 2.2 },
    { campo: 'forma', titulo: 'Forma do Valor', tipo: 'texto', largura: 2.2 },
    { campo: 'anterior', titulo: 'Valor Anterior', tipo: 'dinheiro', largura: 1.3 },
    { campo: 'valor', titulo: 'Novo Valor', tipo: 'dinheiro', largura: 1.3 },
    { campo: 'reajuste', titulo: 'Reajuste (R$)', tipo: 'dinheiro', largura: 1.3 },
    { campo: 'percentual', titulo: 'Reajuste (%)', tipo: 'percentual', largura: 1.1 },
    { campo: 'status', titulo: 'Status', tipo: 'texto', largura: 1.6 },
  ],
  agruparPor: () => 'cargo',
  completar: (linhas) => linhas.map(completarHistoricoFaixa),
})
export type FiltroHistoricosFaixas = FiltroSql<typeof consultaHistoricosFaixas>

export const relatorioHistoricosFaixas = defineRelatorio({
  consulta: consultaHistoricosFaixas,
  titulo: 'Histórico de Faixas Salariais',
  orientacao: 'paisagem',
  menu: menuRelatorio(7),
  descreverFiltro: (f) => juntar([descreverPeriodo('Período', f), selecionados('Cargos', f.cargosIds)]),
})
