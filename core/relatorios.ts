import { relatorioAnaliseEtapaSeletiva, type ConsultaRelatorioAnaliseEtapaSeletiva } from './captacao/relatorios/analise-etapa-seletiva.ts'
import { relatorioAvaliacaoCandidato, type ConsultaRelatorioAvaliacaoCandidato } from './captacao/relatorios/avaliacao-candidato.ts'
import { relatorioCandidatoSelecao, type ConsultaRelatorioCandidatoSelecao } from './captacao/relatorios/candidato-selecao.ts'
import { relatorioCargo, type ConsultaRelatorioCargo } from './captacao/relatorios/cargo.ts'
import { relatorioDivulgacaoVaga, type ConsultaRelatorioDivulgacaoVaga } from './captacao/relatorios/divulgacao-vaga.ts'
import { relatorioDuracaoVaga, type ConsultaRelatorioDuracaoVaga } from './captacao/relatorios/duracao-vaga.ts'
import { relatorioIndicacaoCandidato, type ConsultaRelatorioIndicacaoCandidato } from './captacao/relatorios/indicacao-candidato.ts'
import {
  relatorioQualificacaoCadastralCandidato,
  type ConsultaRelatorioQualificacaoCadastralCandidato,
} from './captacao/relatorios/qualificacao-cadastral-candidato.ts'
import {
  relatorioQualificacaoCadastralSolicitacao,
  type ConsultaRelatorioQualificacaoCadastralSolicitacao,
} from './captacao/relatorios/qualificacao-cadastral-solicitacao-pessoal.ts'
import { relatorioVagaMotivo, type ConsultaRelatorioVagaMotivo } from './captacao/relatorios/vaga-motivo.ts'
import type { Relatorio } from './shared/relatorio.ts'

/** The ports the declared reports read their rows through (each implemented by an adapter layer). */
export type PortasRelatorios =
  | ConsultaRelatorioCargo
  | ConsultaRelatorioCandidatoSelecao
  | ConsultaRelatorioAnaliseEtapaSeletiva
  | ConsultaRelatorioAvaliacaoCandidato
  | ConsultaRelatorioDivulgacaoVaga
  | ConsultaRelatorioVagaMotivo
  | ConsultaRelatorioDuracaoVaga
  | ConsultaRelatorioIndicacaoCandidato
  | ConsultaRelatorioQualificacaoCadastralCandidato
  | ConsultaRelatorioQualificacaoCadastralSolicitacao

/** Every declared report: POST /api/<modulo>/relatorios/<nome>, the CLI `rh relatorio <modulo>/<nome>`. */
export const RELATORIOS: ReadonlyArray<Relatorio<any, PortasRelatorios>> = [
  relatorioCandidatoSelecao,
  relatorioAnaliseEtapaSeletiva,
  relatorioCargo,
  relatorioAvaliacaoCandidato,
  relatorioDivulgacaoVaga,
  relatorioVagaMotivo,
  relatorioDuracaoVaga,
  relatorioIndicacaoCandidato,
  relatorioQualificacaoCadastralCandidato,
  relatorioQualificacaoCadastralSolicitacao,
]

/** Spec 000 names one report two ways (§2.5 `analise-etapa-seletiva`, §7.6 `analise-etapas-seletivas`). */
const APELIDOS: Readonly<Record<string, string>> = { 'captacao/analise-etapas-seletivas': 'analise-etapa-seletiva' }

export const relatorioPorNome = (modulo: string, nome: string) => {
  const real = APELIDOS[`${modulo}/${nome}`] ?? nome
  return RELATORIOS.find((r) => r.modulo === modulo && r.nome === real)
}
