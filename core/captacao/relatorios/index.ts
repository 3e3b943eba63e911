import type { Relatorio } from '../../shared/relatorio.ts'
import { relatorioComoFicouSabendo } from '../como-ficou-sabendo-vaga-estatistica.ts'
import { relatorioEstatisticasPreenchimento } from '../estatisticas-preenchimento-vaga.ts'
import { relatorioAnaliseEtapaSeletiva } from './analise-etapa-seletiva.ts'
import { relatorioAvaliacaoCandidato } from './avaliacao-candidato.ts'
import { relatorioCandidatoSelecao } from './candidato-selecao.ts'
import { relatorioCargo } from './cargo.ts'
import { relatorioDivulgacaoVaga } from './divulgacao-vaga.ts'
import { relatorioDuracaoVaga } from './duracao-vaga.ts'
import { relatorioIndicacaoCandidato } from './indicacao-candidato.ts'
import { relatorioQualificacaoCadastralCandidato } from './qualificacao-cadastral-candidato.ts'
import { relatorioQualificacaoCadastralSolicitacao } from './qualificacao-cadastral-solicitacao-pessoal.ts'
import { relatorioVagaMotivo } from './vaga-motivo.ts'

/** Recruitment's reports (spec 000 §2.5, under 'Relatórios') and its two statistics screens, printable the same way. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reports of every filter shape: Relatorio is invariant in its fields
export const RELATORIOS_CAPTACAO: ReadonlyArray<Relatorio<any, any>> = [
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
  relatorioEstatisticasPreenchimento,
  relatorioComoFicouSabendo,
]
