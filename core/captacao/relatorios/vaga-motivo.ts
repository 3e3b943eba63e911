import { defineConsulta, type Coluna, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import {
  AUTORIDADE_RELATORIOS,
  campoAno,
  campoAreas,
  campoStatusSolicitacao,
  campoTipo,
  juntar,
  menuRelatorio,
  nomeDe,
  percentual,
  quantosSelecionados,
  regrasAno,
  somaDe,
  STATUS_SOLICITACAO,
  textoPercentual,
} from './comum.ts'

const campos = {
  ano: campoAno(),
  statusSolicitacao: campoStatusSolicitacao(),
  areasOrganizacionaisIds: campoAreas(),
  tipo: campoTipo('R'),
}

/** Adds the percentages to the summary rows (pure): filled share of the reason, and its share of all vacancies. */
export const completarResumido = (linhas: ReadonlyArray<Linha>): ReadonlyArray<Linha> => {
  const vagas = somaDe(linhas, 'vagas')
  return linhas.map((l) => ({
    ...l,
    percentualPreenchido: percentual(Number(l['preenchidas']), Number(l['vagas'])),
    participacao: percentual(Number(l['vagas']), vagas),
  }))
}

const RESUMIDO: ReadonlyArray<Coluna> = [
  { campo: 'motivo', titulo: 'Motivo da Solicitação', tipo: 'texto', largura: 4 },
  { campo: 'solicitacoes', titulo: 'Solicitações', tipo: 'inteiro', largura: 1.4, total: 'soma' },
  { campo: 'vagas', titulo: 'Vagas', tipo: 'inteiro', largura: 1.2, total: 'soma' },
  { campo: 'preenchidas', titulo: 'Vagas Preenchidas', tipo: 'inteiro', largura: 1.5, total: 'soma' },
  { campo: 'percentualPreenchido', titulo: '% Preenchido', tipo: 'percentual', largura: 1.4 },
  { campo: 'participacao', titulo: '% das Vagas', tipo: 'percentual', largura: 1.4 },
]

const DETALHADO: ReadonlyArray<Coluna> = [
  { campo: 'solicitacao', titulo: 'Solicitação', tipo: 'texto', largura: 4, total: 'contagem' },
  { campo: 'data', titulo: 'Data', tipo: 'data', largura: 1.3 },
  { campo: 'cargo', titulo: 'Cargo', tipo: 'texto', largura: 2.6 },
  { campo: 'area', titulo: 'Área Organizacional', tipo: 'texto', largura: 2.4 },
  { campo: 'situacao', titulo: 'Situação', tipo: 'texto', largura: 1.6 },
  { campo: 'vagas', titulo: 'Vagas', tipo: 'inteiro', largura: 1, total: 'soma' },
  { campo: 'preenchidas', titulo: 'Preenchidas', tipo: 'inteiro', largura: 1.2, total: 'soma' },
]

/**
 * Resumido: one row per reason (motivo; null = without a reason) of the requests dated in the year:
 * solicitacoes, vagas (sum of quantidade), preenchidas (sum of qtdVagasPreenchidas); sorted by vacancies, desc.
 * Detalhado: one row per request: motivo (group), solicitacao ('Nº 12 - descrição'), data, cargo, area,
 * situacao, vagas, preenchidas; sorted by reason, date, id.
 */
export const consultaVagaMotivo = defineConsulta({
  nome: 'captacao/vaga-motivo',
  autoridade: AUTORIDADE_RELATORIOS,
  campos,
  regras: (f, hoje) => regrasAno(f.ano, hoje),
  colunas: (f) => (f.tipo === 'D' ? DETALHADO : RESUMIDO),
  agruparPor: (f) => (f.tipo === 'D' ? 'motivo' : undefined),
  completar: (l, f) => (f.tipo === 'D' ? l : completarResumido(l)),
})
export type FiltroRelatorioVagaMotivo = FiltroSql<typeof consultaVagaMotivo>

/**
 * Vagas por Motivo — why the company opened vacancies in the year (growth, replacement, …) and how many of
 * them were filled. Resumido: one row per reason with requests, vacancies, filled vacancies, the filled share
 * and the reason's share of all vacancies, totals of the counts and the overall filled share. Detalhado: the
 * requests grouped by reason with subtotals of vacancies and filled vacancies.
 */
export const relatorioVagaMotivo = defineRelatorio({
  consulta: consultaVagaMotivo,
  titulo: 'Vagas por Motivo',
  menu: menuRelatorio(6),
  descreverFiltro: (f) =>
    juntar([
      `Ano: ${f.ano}`,
      `Solicitações: ${nomeDe(STATUS_SOLICITACAO, f.statusSolicitacao).toLowerCase()}`,
      quantosSelecionados('Áreas', f.areasOrganizacionaisIds),
      f.tipo === 'D' ? 'Detalhado' : 'Resumido',
    ]),
  orientacao: 'paisagem',
  resumo: (linhas) => [
    { rotulo: 'Vagas preenchidas no total', valor: textoPercentual(percentual(somaDe(linhas, 'preenchidas'), somaDe(linhas, 'vagas'))) },
  ],
})
