import { booleano, referencias } from '../../shared/campos.ts'
import { defineConsulta, type Coluna, type FiltroSql } from '../../shared/consulta.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import {
  AUTORIDADE_RELATORIOS,
  campoAno,
  campoSituacaoCandidato,
  campoStatusSolicitacao,
  campoTipo,
  juntar,
  menuRelatorio,
  nomeDe,
  percentual,
  regrasAno,
  SITUACAO_CANDIDATO,
  somaDe,
  STATUS_SOLICITACAO,
  textoTaxa,
} from './comum.ts'

const campos = {
  ano: campoAno(),
  etapasIds: referencias({
    label: 'Etapas Seletivas',
    resource: 'captacao/etapas-seletivas',
    min: 1,
    minMessage: 'Selecione ao menos uma etapa seletiva',
    feminino: true,
  }),
  statusSolicitacao: campoStatusSolicitacao(),
  situacaoCandidato: campoSituacaoCandidato(),
  imprimirObservacao: booleano({ label: 'Imprimir observação', required: true }),
  tipo: campoTipo('R'),
}

const RESUMIDO: ReadonlyArray<Coluna> = [
  { campo: 'etapa', titulo: 'Etapa Seletiva', tipo: 'texto', largura: 4 },
  { campo: 'candidatos', titulo: 'Candidatos na Etapa', tipo: 'inteiro', largura: 1.6, total: 'soma' },
  { campo: 'aptos', titulo: 'Aptos', tipo: 'inteiro', largura: 1.2, total: 'soma' },
  { campo: 'naoAptos', titulo: 'Não Aptos', tipo: 'inteiro', largura: 1.2, total: 'soma' },
  { campo: 'pendentes', titulo: 'Sem Resultado', tipo: 'inteiro', largura: 1.4, total: 'soma' },
  { campo: 'taxa', titulo: 'Taxa de Aprovação', tipo: 'percentual', largura: 1.6 },
]

const detalhado = (observacao: boolean): ReadonlyArray<Coluna> => [
  { campo: 'candidato', titulo: 'Candidato', tipo: 'texto', largura: 4, total: 'contagem' },
  { campo: 'data', titulo: 'Data', tipo: 'data', largura: 1.4 },
  { campo: 'solicitacao', titulo: 'Solicitação', tipo: 'texto', largura: 3.5 },
  { campo: 'responsavel', titulo: 'Responsável', tipo: 'texto', largura: 2.5 },
  { campo: 'resultado', titulo: 'Resultado', tipo: 'texto', largura: 1.4 },
  ...(observacao ? [{ campo: 'observacao', titulo: 'Observação', tipo: 'texto', largura: 4 } as const] : []),
]

/**
 * Resumido (`f.tipo` 'R'): one row per chosen stage, in stage order: etapa, candidatos (distinct
 * candidate-request links with a history record in the stage and year), aptos, naoAptos, pendentes (history
 * records by result), taxa (aptos / (aptos + não aptos), %).
 * Detalhado ('D'): one row per history record: etapa (group), data, candidato, solicitacao, responsavel,
 * resultado, observacao; sorted by stage order, date, candidate.
 */
export const consultaAnaliseEtapaSeletiva = defineConsulta({
  nome: 'captacao/analise-etapa-seletiva',
  autoridade: AUTORIDADE_RELATORIOS,
  campos,
  regras: (f, hoje) => regrasAno(f.ano, hoje),
  colunas: (f) => (f.tipo === 'D' ? detalhado(f.imprimirObservacao) : RESUMIDO),
  agruparPor: (f) => (f.tipo === 'D' ? 'etapa' : undefined),
})
export type FiltroRelatorioAnaliseEtapaSeletiva = FiltroSql<typeof consultaAnaliseEtapaSeletiva>

/**
 * Análise das Etapas Seletivas — how many candidates reached each selection stage in the year and how many
 * passed it: the pass rate per stage shows where the selection filters. The year is that of the stage's
 * history record; the request status narrows the requests; the candidate situation narrows the records by
 * result ('I' keeps every record, also those still without a result). Resumido: one row per stage with a
 * total of the counts and the overall pass rate in the summary. Detalhado: each history record grouped by
 * stage (with the observation when asked), a count per stage and in total.
 */
export const relatorioAnaliseEtapaSeletiva = defineRelatorio({
  consulta: consultaAnaliseEtapaSeletiva,
  titulo: 'Análise das Etapas Seletivas',
  menu: menuRelatorio(2),
  descreverFiltro: (f) =>
    juntar([
      `Ano: ${f.ano}`,
      `Etapas: ${f.etapasIds.length} selecionada(s)`,
      `Solicitações: ${nomeDe(STATUS_SOLICITACAO, f.statusSolicitacao).toLowerCase()}`,
      `Candidatos: ${nomeDe(SITUACAO_CANDIDATO, f.situacaoCandidato).toLowerCase()}`,
      f.tipo === 'D' ? 'Detalhado' : 'Resumido',
    ]),
  orientacao: 'paisagem',
  resumo: (linhas, f) => {
    if (f.tipo === 'D') {
      const aptos = linhas.filter((l) => l['resultado'] === 'Apto').length
      const nao = linhas.filter((l) => l['resultado'] === 'Não apto').length
      return [{ rotulo: 'Taxa de aprovação geral', valor: textoTaxa(aptos, aptos + nao) }]
    }
    const aptos = somaDe(linhas, 'aptos')
    return [{ rotulo: 'Taxa de aprovação geral', valor: textoTaxa(aptos, aptos + somaDe(linhas, 'naoAptos')) }]
  },
})

/** Pass rate of a stage (pure, used by the adapter); null while nobody has a result there. */
export const taxaAprovacao = (aptos: number, naoAptos: number) => (aptos + naoAptos ? percentual(aptos, aptos + naoAptos) : null)
