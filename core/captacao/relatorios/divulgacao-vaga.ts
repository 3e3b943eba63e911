import { Context, Effect } from 'effect'
import type { Escopo } from '../../shared/ports.ts'
import { defineRelatorio, type Linha } from '../../shared/relatorio.ts'
import type { Entrada } from '../../shared/resource.ts'
import { AUTORIDADE_RELATORIOS, campoCargos, camposPeriodo, descreverPeriodo, juntar, menuRelatorio, percentual, quantosSelecionados, regrasPeriodo, somaDe, textoPercentual } from './comum.ts'

const campos = {
  ...camposPeriodo('Data de cadastro'),
  cargosIds: campoCargos(),
}
export type FiltroRelatorioDivulgacaoVaga = Entrada<typeof campos>

/** Counts per how-heard option of the candidates registered in the period: meio (null = not said), candidatos, contratados. */
export interface ContagemDivulgacao {
  readonly meio: string | null
  readonly candidatos: number
  readonly contratados: number
}

export class ConsultaRelatorioDivulgacaoVaga extends Context.Tag('ConsultaRelatorioDivulgacaoVaga')<
  ConsultaRelatorioDivulgacaoVaga,
  { readonly contagens: (f: FiltroRelatorioDivulgacaoVaga, escopo: Escopo) => Effect.Effect<ReadonlyArray<ContagemDivulgacao>> }
>() {}

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
 * Divulgação de Vagas — where the candidates registered in the period heard about the vacancies, with the
 * share of each channel and how many of them were hired (so the channels that bring hires stand out). Rows:
 * every how-heard option of the company (also with 0) and 'Não informado'; total: candidates and hires;
 * summary: the overall hire rate. The cargo filter keeps candidates who applied for one of the cargos.
 */
export const relatorioDivulgacaoVaga = defineRelatorio({
  modulo: 'captacao',
  nome: 'divulgacao-vaga',
  titulo: 'Divulgação de Vagas',
  autoridade: AUTORIDADE_RELATORIOS,
  menu: menuRelatorio(5),
  campos,
  regras: (f) => regrasPeriodo(f),
  descreverFiltro: (f) => juntar([descreverPeriodo('Cadastro', f), quantosSelecionados('Cargos', f.cargosIds)]),
  colunas: () => [
    { campo: 'meio', titulo: 'Como Ficou Sabendo da Vaga', tipo: 'texto', largura: 4 },
    { campo: 'candidatos', titulo: 'Candidatos', tipo: 'inteiro', largura: 1.4, total: 'soma' },
    { campo: 'percentual', titulo: '% dos Candidatos', tipo: 'percentual', largura: 1.6, total: 'soma' },
    { campo: 'contratados', titulo: 'Contratados', tipo: 'inteiro', largura: 1.4, total: 'soma' },
    { campo: 'taxaContratacao', titulo: 'Taxa de Contratação', tipo: 'percentual', largura: 1.6 },
  ],
  linhas: (f, escopo) => Effect.map(Effect.flatMap(ConsultaRelatorioDivulgacaoVaga, (c) => c.contagens(f, escopo)), linhasDivulgacao),
  resumo: (linhas) => [
    { rotulo: 'Taxa de contratação geral', valor: textoPercentual(percentual(somaDe(linhas, 'contratados'), somaDe(linhas, 'candidatos'))) },
  ],
})
