import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { AUTORIDADE_RELATORIOS, campoCargos, camposPeriodo, descreverPeriodo, juntar, menuRelatorio, percentual, quantosSelecionados, regrasPeriodo, somaDe, textoPercentual } from './comum.ts'

const campos = {
  ...camposPeriodo('Data de cadastro'),
  cargosIds: campoCargos(),
}

/** Counts per how-heard option of the candidates registered in the period: meio (null = not said), candidatos, contratados. */
export type ContagemDivulgacao = {
  readonly meio: string | null
  readonly candidatos: number
  readonly contratados: number
}

/** Shares in hundredths of a percent that add up to exactly 100 % (largest remainders get the leftover). */
export const repartir = (valores: ReadonlyArray<number>): ReadonlyArray<number> => {
  const total = valores.reduce((a, b) => a + b, 0)
  if (!total) return valores.map(() => 0)
  const brutos = valores.map((v) => (v * 10_000) / total)
  const base = brutos.map(Math.floor)
  let sobra = 10_000 - base.reduce((a, b) => a + b, 0)
  for (const i of brutos.map((b, i) => [b - Math.floor(b), i] as const).sort((a, b) => b[0] - a[0]).map(([, i]) => i)) {
    if (sobra-- <= 0) break
    base[i]! += 1
  }
  return base.map((b) => b / 100)
}

/** Rows from the counts (pure): share of the candidates and hire rate per channel, largest first; none when nobody registered. */
export const linhasDivulgacao = (contagens: ReadonlyArray<ContagemDivulgacao>): ReadonlyArray<Linha> => {
  const total = contagens.reduce((a, c) => a + c.candidatos, 0)
  if (!total) return []
  const partes = repartir(contagens.map((c) => c.candidatos))
  return contagens
    .map((c, i) => ({
      meio: c.meio ?? 'Não informado',
      candidatos: c.candidatos,
      percentual: partes[i]!,
      contratados: c.contratados,
      taxaContratacao: c.candidatos ? percentual(c.contratados, c.candidatos) : null,
    }))
    .sort((a, b) => b.candidatos - a.candidatos || a.meio.localeCompare(b.meio, 'pt-BR'))
}

/**
 * The SQL answers one row per how-heard option of the company (also with 0) and one `meio: null` row for the
 * candidates who did not say: meio, candidatos, contratados; `linhasDivulgacao` makes the shares and rates.
 */
export const consultaDivulgacaoVaga = defineConsulta({
  nome: 'captacao/divulgacao-vaga',
  autoridade: AUTORIDADE_RELATORIOS,
  campos,
  regras: (f) => regrasPeriodo(f),
  completar: (linhas) =>
    linhasDivulgacao(linhas.map((l) => ({ meio: l['meio'] == null ? null : String(l['meio']), candidatos: Number(l['candidatos']), contratados: Number(l['contratados']) }))),
  colunas: () => [
    { campo: 'meio', titulo: 'Como Ficou Sabendo da Vaga', tipo: 'texto', largura: 4 },
    { campo: 'candidatos', titulo: 'Candidatos', tipo: 'inteiro', largura: 1.4, total: 'soma' },
    { campo: 'percentual', titulo: '% dos Candidatos', tipo: 'percentual', largura: 1.6, total: 'soma' },
    { campo: 'contratados', titulo: 'Contratados', tipo: 'inteiro', largura: 1.4, total: 'soma' },
    { campo: 'taxaContratacao', titulo: 'Taxa de Contratação', tipo: 'percentual', largura: 1.6 },
  ],
})
export type FiltroRelatorioDivulgacaoVaga = FiltroSql<typeof consultaDivulgacaoVaga>

/**
 * Divulgação de Vagas — where the candidates registered in the period heard about the vacancies, with the
 * share of each channel and how many of them were hired (so the channels that bring hires stand out). Rows:
 * every how-heard option of the company (also with 0) and 'Não informado'; total: candidates and hires;
 * summary: the overall hire rate. The cargo filter keeps candidates who applied for one of the cargos.
 */
export const relatorioDivulgacaoVaga = defineRelatorio({
  consulta: consultaDivulgacaoVaga,
  titulo: 'Divulgação de Vagas',
  menu: menuRelatorio(5),
  descreverFiltro: (f) => juntar([descreverPeriodo('Cadastro', f), quantosSelecionados('Cargos', f.cargosIds)]),
  resumo: (linhas) => [
    { rotulo: 'Taxa de contratação geral', valor: textoPercentual(percentual(somaDe(linhas, 'contratados'), somaDe(linhas, 'candidatos'))) },
  ],
})
