import { defineModulo } from '../shared/modulo.ts'
import { comAcoes, type Resource } from '../shared/resource.ts'
import { ACOES_ESTADO_SOLICITACAO } from './alterarSolicitacao.ts'
import { ACOES_AVALIACOES, ACOES_EXPIRACAO_HISTORICO, ACOES_MODELOS_AVALIACAO, avaliacoes, RECURSOS_AVALIACOES } from './avaliacoes.ts'
import { modelosAvaliacaoCandidato } from './modelos-avaliacao-candidato.ts'
import { CADASTROS_CAPTACAO, etapasSeletivas } from './cadastros.ts'
import { ACOES_ANEXOS_CANDIDATO } from './anexarDocumentoCandidato.ts'
import { ACOES_ANUNCIOS, anuncios } from './anuncios.ts'
import { candidatos } from './candidatos.ts'
import { ACOES_CONSULTA_CANDIDATO } from './consultarCandidato.ts'
import { ACOES_EXAMES_CANDIDATO, examesPalografico } from './exames-palografico.ts'
import { ACOES_REMOCAO_CANDIDATO } from './removerCandidato.ts'
import { ACOES_CADASTRO_CANDIDATO } from './salvarCandidato.ts'
import { ACOES_PENDENCIAS_CANDIDATO } from './verificarPendenciasCandidato.ts'
import { ACOES_CARGO_CAPTACAO, cargoCaptacao } from './cargo.ts'
import { ACOES_HISTORICO } from './historico.ts'
import { ACOES_IMPRIMIR_SOLICITACAO } from './imprimirSolicitacao.ts'
import { ACOES_CANDIDATO_SOLICITACAO, ACOES_ETAPAS_SELETIVAS, ACOES_PIPELINE_SOLICITACAO } from './pipeline.ts'
import { candidatoSolicitacao, historico, solicitacoesPessoal } from './solicitacoes-pessoal.ts'
import { ACOES_VINCULO_SOLICITACAO } from './vincularSolicitacao.ts'
import { ACOES_CONTRATACAO } from './contratarCandidato.ts'
import { ACOES_SUBSTITUIDOS } from './colaboradoresSubstituidos.ts'
import { RELATORIOS_CAPTACAO } from './relatorios/index.ts'

/** Recruitment and selection: its resources with their actions. */
export const RECURSOS_CAPTACAO: ReadonlyArray<Resource> = [
  ...CADASTROS_CAPTACAO.map((r) => (r === etapasSeletivas ? comAcoes(r, ACOES_ETAPAS_SELETIVAS) : r)),
  comAcoes(
    candidatos,
    ACOES_CADASTRO_CANDIDATO,
    ACOES_REMOCAO_CANDIDATO,
    ACOES_CONSULTA_CANDIDATO,
    ACOES_PENDENCIAS_CANDIDATO,
    ACOES_ANEXOS_CANDIDATO,
    ACOES_EXAMES_CANDIDATO,
  ),
  examesPalografico,
  comAcoes(solicitacoesPessoal, ACOES_ESTADO_SOLICITACAO, ACOES_VINCULO_SOLICITACAO, ACOES_PIPELINE_SOLICITACAO, ACOES_IMPRIMIR_SOLICITACAO, ACOES_SUBSTITUIDOS),
  comAcoes(candidatoSolicitacao, ACOES_CANDIDATO_SOLICITACAO, ACOES_CONTRATACAO),
  comAcoes(historico, ACOES_HISTORICO, ACOES_EXPIRACAO_HISTORICO),
  comAcoes(cargoCaptacao, ACOES_CARGO_CAPTACAO),
  ...RECURSOS_AVALIACOES.map((r) =>
    r === avaliacoes
      ? comAcoes(r, ACOES_AVALIACOES)
      : r === modelosAvaliacaoCandidato
        ? comAcoes(r, ACOES_MODELOS_AVALIACAO)
        : r === anuncios
          ? comAcoes(r, ACOES_ANUNCIOS)
          : r,
  ),
]

export const moduloCaptacao = defineModulo({
  nome: 'captacao',
  grupo: { nome: 'Captação e Seleção', ordem: 1 },
  autoridades: [
    { id: 'ROLE_CAPTACAO_CADASTROS', name: 'Captação e Seleção: cadastros auxiliares' },
    { id: 'ROLE_CAPTACAO_CANDIDATOS', name: 'Captação e Seleção: candidatos' },
    { id: 'ROLE_CAPTACAO_SOLICITACOES', name: 'Captação e Seleção: solicitações de pessoal, seleção e anúncios' },
    { id: 'ROLE_CAPTACAO_LIBERAR_SOLICITACAO', name: 'Captação e Seleção: aprovar ou reprovar solicitações de pessoal' },
    { id: 'ROLE_CAPTACAO_AVALIACOES', name: 'Captação e Seleção: modelos de avaliação e avaliações de candidatos' },
    { id: 'ROLE_CAPTACAO_RELATORIOS', name: 'Captação e Seleção: relatórios' },
  ],
  recursos: RECURSOS_CAPTACAO,
  relatorios: RELATORIOS_CAPTACAO,
})
