import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { juntar } from '../../shared/filtrosRelatorio.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { AUTORIDADE_ESTRUTURA, campoCargos, campoDataReferencia, descreverData, formaDoValor, formatarCbo, menuRelatorio, restringirAreasGeridas, selecionados } from './comum.ts'

const campos = {
  data: campoDataReferencia(),
  cargosIds: campoCargos(true),
}

/**
 * Cargos Resumidos — the salary structure on the reference date, one line per range: for each chosen cargo (grouped,
 * with its occupational group) each salary range with its CBO occupation, how its value is set then (a value, or
 * an index × quantity), its value on that date (the range's history row in force, valued as
 * `calcularSalarioHistorico`) and how many employees hold it then (history rows in force; a manager counts only
 * the areas they manage). A cargo without ranges prints one line; employees of a cargo without a range in their
 * history are counted on a line of their own. Subtotal and total of employees.
 */
export const consultaCargosResumidos = defineConsulta({
  nome: 'cargo-salario/cargos-resumidos',
  autoridade: AUTORIDADE_ESTRUTURA,
  campos,
  restringir: restringirAreasGeridas,
  colunas: () => [
    { campo: 'faixa', titulo: 'Faixa Salarial', tipo: 'texto', largura: 1.6 },
    { campo: 'cbo', titulo: 'CBO', tipo: 'texto', largura: 3 },
    { campo: 'forma', titulo: 'Forma do Valor', tipo: 'texto', largura: 2.6 },
    { campo: 'valor', titulo: 'Valor na Data', tipo: 'dinheiro', largura: 1.4 },
    { campo: 'talentos', titulo: 'Talentos', tipo: 'inteiro', largura: 1, total: 'soma' },
  ],
  agruparPor: () => 'cargo',
  completar: (linhas) => {
    // A cargo without ranges whose people have none either: their line says it, not an empty range line besides.
    const comSemFaixa = new Set(linhas.filter((l) => l['semFaixa']).map((l) => l['cargoId']))
    return linhas
      .filter((l) => l['faixa'] != null || l['semFaixa'] || !comSemFaixa.has(l['cargoId']))
      .map((l): Linha => ({
      ...l,
      faixa: l['faixa'] ?? (l['semFaixa'] ? 'Sem faixa salarial' : 'Cargo sem faixas'),
      cbo: formatarCbo(l['cbo'], l['cboTitulo']),
      forma: l['faixa'] == null ? null : formaDoValor(l['tipoValor'], l['quantidade'], l['indice']),
    }))
  },
})
export type FiltroCargosResumidos = FiltroSql<typeof consultaCargosResumidos>

export const relatorioCargosResumidos = defineRelatorio({
  consulta: consultaCargosResumidos,
  titulo: 'Cargos Resumidos',
  orientacao: 'paisagem',
  menu: menuRelatorio(2),
  descreverFiltro: (f) => juntar([descreverData(f.data), selecionados('Cargos', f.cargosIds)]),
})
