import { defineConsulta, type FiltroSql } from '../../shared/consulta.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import {
  AUTORIDADE_RELATORIOS,
  campoAno,
  campoAreas,
  campoStatusSolicitacao,
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
}

/**
 * One row per request dated in the year with at least one linked (not removed) candidate: solicitacao
 * ('Nº 12 - descrição'), cargo, candidatos, qualificados, naoQualificados, dadosIncompletos, naoVerificados
 * (a candidate without a status counts as not verified); sorted by date, id.
 */
export const consultaQualificacaoCadastralSolicitacao = defineConsulta({
  nome: 'captacao/qualificacao-cadastral-solicitacao-pessoal',
  autoridade: AUTORIDADE_RELATORIOS,
  campos,
  regras: (f, hoje) => regrasAno(f.ano, hoje),
  colunas: () => [
    { campo: 'solicitacao', titulo: 'Solicitação', tipo: 'texto', largura: 4 },
    { campo: 'cargo', titulo: 'Cargo', tipo: 'texto', largura: 2.6 },
    { campo: 'candidatos', titulo: 'Candidatos', tipo: 'inteiro', largura: 1.3, total: 'soma' },
    { campo: 'qualificados', titulo: 'Qualificados', tipo: 'inteiro', largura: 1.3, total: 'soma' },
    { campo: 'naoQualificados', titulo: 'Não Qualificados', tipo: 'inteiro', largura: 1.4, total: 'soma' },
    { campo: 'dadosIncompletos', titulo: 'Dados Incompletos', tipo: 'inteiro', largura: 1.4, total: 'soma' },
    { campo: 'naoVerificados', titulo: 'Não Verificados', tipo: 'inteiro', largura: 1.4, total: 'soma' },
    { campo: 'percentualQualificado', titulo: '% Qualificados', tipo: 'percentual', largura: 1.4 },
  ],
  completar: (ls) => ls.map((l) => ({ ...l, percentualQualificado: percentual(Number(l['qualificados']), Number(l['candidatos'])) })),
})
export type FiltroRelatorioQualificacaoCadastralSolicitacao = FiltroSql<typeof consultaQualificacaoCadastralSolicitacao>

/**
 * Qualificação Cadastral por Solicitação de Pessoal — for each personnel request of the year, how many of its
 * candidates have a registration ready for hiring (eSocial qualification) and how many still need work, so the
 * recruiter chases the data before the hire. Rows: one per request with candidates; total: the counts;
 * summary: the overall qualified share.
 */
export const relatorioQualificacaoCadastralSolicitacao = defineRelatorio({
  consulta: consultaQualificacaoCadastralSolicitacao,
  titulo: 'Qualificação Cadastral por Solicitação de Pessoal',
  menu: menuRelatorio(10),
  descreverFiltro: (f) =>
    juntar([`Ano: ${f.ano}`, `Solicitações: ${nomeDe(STATUS_SOLICITACAO, f.statusSolicitacao).toLowerCase()}`, quantosSelecionados('Áreas', f.areasOrganizacionaisIds)]),
  orientacao: 'paisagem',
  resumo: (linhas) => [
    { rotulo: 'Candidatos qualificados no total', valor: textoPercentual(percentual(somaDe(linhas, 'qualificados'), somaDe(linhas, 'candidatos'))) },
  ],
})
