import { opcoes, referencias } from '../../shared/campos.ts'
import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { formatarInteiro } from '../../shared/formatos.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import {
  AUTORIDADE_RELATORIOS,
  campoCargos,
  campoSituacaoCandidato,
  campoStatusSolicitacao,
  juntar,
  menuRelatorio,
  nomeDe,
  quantosSelecionados,
  SITUACAO_CANDIDATO,
  STATUS_SOLICITACAO,
} from './comum.ts'

const ORDENS = [
  { id: 'A', name: 'Alfabética (nome do candidato)' },
  { id: 'E', name: 'Etapa seletiva atual' },
] as const

const campos = {
  statusSolicitacao: campoStatusSolicitacao(),
  situacaoCandidato: campoSituacaoCandidato(),
  ordem: opcoes({ label: 'Ordenação', feminino: true, required: true, default: 'A', options: ORDENS }),
  solicitacoesIds: referencias({ label: 'Solicitações de Pessoal', resource: 'captacao/solicitacoes-pessoal' }),
  cargosIds: campoCargos(),
}

/**
 * Rows: one per candidate linked (not removed) to a request of the company, with the request's group title
 * (`solicitacao`), sorted by request then by the chosen order. Fields: candidato, cpf, etapa, desde, resultado,
 * contratado.
 */
export const consultaCandidatoSelecao = defineConsulta({
  nome: 'captacao/candidato-selecao',
  autoridade: AUTORIDADE_RELATORIOS,
  campos,
  colunas: () => [
    { campo: 'candidato', titulo: 'Candidato', tipo: 'texto', largura: 4, total: 'contagem' },
    { campo: 'cpf', titulo: 'CPF', tipo: 'texto', largura: 2 },
    { campo: 'etapa', titulo: 'Etapa Atual', tipo: 'texto', largura: 3 },
    { campo: 'desde', titulo: 'Desde', tipo: 'data', largura: 1.5 },
    { campo: 'resultado', titulo: 'Resultado', tipo: 'texto', largura: 1.5 },
    { campo: 'contratado', titulo: 'Contratado', tipo: 'texto', largura: 1.3 },
  ],
  agruparPor: () => 'solicitacao',
})
export type FiltroRelatorioCandidatoSelecao = FiltroSql<typeof consultaCandidatoSelecao>

const conta = (linhas: ReadonlyArray<Linha>, campo: string, valor: string) => linhas.filter((l) => l[campo] === valor).length

/**
 * Candidatos em Seleção — who is in which selection right now: per personnel request, each linked candidate
 * with the current stage, since when, the result in it (Apto, Não apto, Pendente) and whether hired.
 * Situação 'I' lists everyone in selection (aptos, não aptos and those still without a result).
 * Groups: one per request with its candidate count; total: candidates; summary: aptos, não aptos, hired.
 */
export const relatorioCandidatoSelecao = defineRelatorio({
  consulta: consultaCandidatoSelecao,
  titulo: 'Candidatos em Seleção',
  menu: menuRelatorio(1),
  descreverFiltro: (f) =>
    juntar([
      `Solicitações: ${nomeDe(STATUS_SOLICITACAO, f.statusSolicitacao).toLowerCase()}`,
      `Candidatos: ${nomeDe(SITUACAO_CANDIDATO, f.situacaoCandidato).toLowerCase()}`,
      `Ordem: ${nomeDe(ORDENS, f.ordem).toLowerCase()}`,
      quantosSelecionados('Solicitações', f.solicitacoesIds),
      quantosSelecionados('Cargos', f.cargosIds),
    ]),
  orientacao: 'paisagem',
  resumo: (linhas) => [
    { rotulo: 'Candidatos em seleção', valor: formatarInteiro(linhas.length) },
    { rotulo: 'Aptos', valor: formatarInteiro(conta(linhas, 'resultado', 'Apto')) },
    { rotulo: 'Não aptos', valor: formatarInteiro(conta(linhas, 'resultado', 'Não apto')) },
    { rotulo: 'Pendentes', valor: formatarInteiro(conta(linhas, 'resultado', 'Pendente')) },
    { rotulo: 'Contratados', valor: formatarInteiro(conta(linhas, 'contratado', 'Sim')) },
  ],
})
