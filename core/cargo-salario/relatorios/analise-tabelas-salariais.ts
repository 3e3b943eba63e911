import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { juntar } from '../../shared/filtrosRelatorio.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { agruparLinhas, AUTORIDADE_ESTRUTURA, aumento, campoCargos, campoDataReferencia, descreverData, formaDoValor, menuRelatorio, restringirAreasGeridas, selecionados } from './comum.ts'

const campos = {
  data: campoDataReferencia(),
  cargosIds: campoCargos(true),
}

/** The original's note on a range without a value on the date. */
export const SEM_HISTORICO_NA_DATA = 'Não existe histórico para a faixa na data informada.'

/**
 * One cargo's ranges as a salary table: from the lowest value to the highest (ranges without a value on the date
 * last, by name), each with the step from the range below it in % — the progression between ranges — and how far
 * the mean salary of its people is from its value (in %; 0 = they earn the table). Pure: the rows of one cargo.
 */
export const analisarTabela = (faixas: ReadonlyArray<Linha>): ReadonlyArray<Linha> => {
  const comValor = faixas.filter((l) => typeof l['valor'] === 'number').sort((a, b) => Number(a['valor']) - Number(b['valor']) || String(a['faixa']).localeCompare(String(b['faixa']), 'pt-BR'))
  const semValor = faixas.filter((l) => typeof l['valor'] !== 'number')
  return [
    ...comValor.map((l, i): Linha => ({
      ...l,
      forma: formaDoValor(l['tipoValor'], l['quantidade'], l['indice']),
      progressao: i === 0 ? null : aumento(comValor[i - 1]!['valor'], l['valor']).percentual,
      desvio: aumento(l['valor'], l['media']).percentual,
      observacao: null,
    })),
    ...semValor.map((l): Linha => ({ ...l, forma: null, progressao: null, desvio: null, observacao: SEM_HISTORICO_NA_DATA })),
  ]
}

/**
 * Análise de Tabelas Salariais — is each chosen cargo's salary table coherent on the reference date, and do its
 * people earn it? For each cargo (grouped), its salary ranges ordered by their value on the date (the range's
 * history row in force, valued as `calcularSalarioHistorico`), with how the value is set (a value, or an index ×
 * quantity), the progression from the range below (%), the amplitude of the table in the cargo's subtotal (highest
 * over lowest value, %), how many people hold the range then and their mean salary, and how far that mean is from
 * the range's value (%). A range without a value on the date says so, as the original: 'Não existe histórico para a
 * faixa na data informada.'. Cargos without ranges do not print (there is no table to analyse). A manager counts
 * only the people of the areas they manage. The preview is the same consulta as JSON
 * (GET /api/cargo-salario/relatorios/analise-tabelas-salariais-previa), drawn on the report's screen.
 */
export const consultaAnaliseTabelasSalariais = defineConsulta({
  nome: 'cargo-salario/analise-tabelas-salariais',
  caminho: 'cargo-salario/relatorios/analise-tabelas-salariais-previa',
  autoridade: AUTORIDADE_ESTRUTURA,
  campos,
  restringir: restringirAreasGeridas,
  colunas: () => [
    { campo: 'faixa', titulo: 'Faixa Salarial', tipo: 'texto', largura: 1.4 },
    { campo: 'forma', titulo: 'Forma do Valor', tipo: 'texto', largura: 2.4 },
    { campo: 'valor', titulo: 'Valor na Data', tipo: 'dinheiro', largura: 1.4 },
    { campo: 'progressao', titulo: 'Progressão (%)', tipo: 'percentual', largura: 1.2 },
    { campo: 'talentos', titulo: 'Talentos', tipo: 'inteiro', largura: 1, total: 'soma' },
    { campo: 'media', titulo: 'Salário Médio', tipo: 'dinheiro', largura: 1.4 },
    { campo: 'desvio', titulo: 'Média x Faixa (%)', tipo: 'percentual', largura: 1.3 },
    { campo: 'observacao', titulo: 'Obs.', tipo: 'texto', largura: 2.6 },
  ],
  agruparPor: () => 'cargo',
  completar: (linhas) => agruparLinhas(linhas, 'cargoId').flatMap(([, ls]) => analisarTabela(ls)),
  totalizar: (linhas) => {
    const valores = linhas.map((l) => l['valor']).filter((v): v is number => typeof v === 'number')
    const talentos = linhas.reduce((a, l) => a + Number(l['talentos'] ?? 0), 0)
    const somaSalarios = linhas.reduce((a, l) => a + Number(l['somaSalarios'] ?? 0), 0)
    const comSalario = linhas.reduce((a, l) => a + Number(l['comSalario'] ?? 0), 0)
    // The amplitude: from the lowest value to the highest of the rows totalled (a cargo's table, or all of them).
    return {
      faixa: null,
      forma: valores.length > 1 ? 'Amplitude' : null,
      valor: null,
      progressao: valores.length > 1 ? aumento(Math.min(...valores), Math.max(...valores)).percentual : null,
      talentos,
      media: comSalario ? Math.round(somaSalarios / comSalario) : null,
      desvio: null,
      observacao: null,
    }
  },
})
export type FiltroAnaliseTabelasSalariais = FiltroSql<typeof consultaAnaliseTabelasSalariais>

export const relatorioAnaliseTabelasSalariais = defineRelatorio({
  consulta: consultaAnaliseTabelasSalariais,
  titulo: 'Análise de Tabelas Salariais',
  orientacao: 'paisagem',
  menu: menuRelatorio(7.5),
  tela: 'tabela',
  descreverFiltro: (f) => juntar([descreverData(f.data), selecionados('Cargos', f.cargosIds)]),
})
