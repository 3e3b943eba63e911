import { cancelarDesligamento, CorpoDesligamento, desligarColaborador } from '../../../core/gestao-talentos/desligamentos.ts'
import type { Effect, Schema } from 'effect'
import type {
  alterarStatusSolicitacao,
  cancelarSolicitacao,
  clonarSolicitacao,
  CorpoCancela,
  CorpoEncerra,
  CorpoStatus,
  encerrarSolicitacao,
  liberarSolicitacao,
  reabrirSolicitacao,
  suspenderSolicitacao,
} from '../../../core/captacao/alterarSolicitacao.ts'
import type { areasMaes } from '../../../core/cargo-salario/areasConsultas.ts'
import type { organograma } from '../../../core/cargo-salario/organograma.ts'
import type { enviarCurriculo, gravarAnexo, listarAnexos, removerAnexo } from '../../../core/captacao/anexarDocumentoCandidato.ts'
import type { CorpoEmailAnuncio, enviarAnuncioPorEmail } from '../../../core/captacao/anuncios.ts'
import type { perguntasDoModelo } from '../../../core/captacao/avaliacoes.ts'
import type { listarSubstituiveis } from '../../../core/captacao/colaboradoresSubstituidos.ts'
import type { homonimos, validarCpfCandidato } from '../../../core/captacao/consultarCandidato.ts'
import type { CorpoHistorico, registrarResultado } from '../../../core/captacao/historico.ts'
import type { contratarCandidato, CorpoContratacao, propostaContratacao } from '../../../core/captacao/contratarCandidato.ts'
import type { CorpoMover, desvincularCandidato, moverCandidato, quadroDaSolicitacao } from '../../../core/captacao/pipeline.ts'
import type { removerCandidatosEmLote } from '../../../core/captacao/removerCandidato.ts'
import type { configDaEmpresa } from '../../../core/captacao/solicitacoes-pessoal.ts'
import type { IdsSchema, verificarPendenciasEmLote } from '../../../core/captacao/verificarPendenciasCandidato.ts'
import type { CorpoCandidatosDaSolicitacao, vincularCandidatosNaSolicitacao } from '../../../core/captacao/vincularSolicitacao.ts'
import type { estabilidadeDoColaborador } from '../../../core/cargo-salario/consultarColaborador.ts'
import type { salarioCalculado } from '../../../core/cargo-salario/salarioCalculado.ts'
import type { alterarMeusDados, CorpoMeusDados, lerMeusDados } from '../../../core/sessao/meusDados.ts'
import type { CorpoTransferirFaixas, transferirFaixasSalariais } from '../../../core/cargo-salario/transferirFaixasSalariais.ts'
import type { GradeFaixa, NiveisSemPercentual } from '../../../core/cargo-salario/configurarCompetencias.ts'
import type { configuracaoDeNiveis } from '../../../core/cargo-salario/niveisEmVigor.ts'
import type {
  aplicarColaboradores,
  aplicarFaixas,
  aplicarIndices,
  cancelarReajuste,
  CorpoMovimentacaoColaboradores,
  CorpoMovimentacaoFaixas,
  CorpoMovimentacaoIndices,
  movimentarColaboradores,
  movimentarFaixas,
  movimentarIndices,
  totalFolha,
} from '../../../core/cargo-salario/reajustes.ts'
import type { competenciasDoTalento, gradeDoTalento } from '../../../core/gestao-talentos/competenciasDoTalento.ts'
import type { CorpoEnvioLink, enviarLinkEntrevista } from '../../../core/gestao-talentos/entrevistas-desligamento-link.ts'
import type { enviarLembrete, situacaoDaPesquisa, CorpoIds } from '../../../core/pesquisa/acompanhamento.ts'
import type { clonarPesquisa, CorpoClone, CorpoLiberar } from '../../../core/pesquisa/estruturaDaPesquisa.ts'
import type { CorpoRespostas, lerQuestionario, minhasPesquisas, responderQuestionario } from '../../../core/pesquisa/responder.ts'
import type { resultadosDaPesquisa } from '../../../core/pesquisa/resultados.ts'
import type { comparativa, resultadoDoAvaliadoNaAvaliacao, resultadosDaAvaliacao } from '../../../core/avaliacao/resultadosCasos.ts'
import type { meuResultado, meusResultados } from '../../../core/avaliacao/meusResultados.ts'
import type { avaliadoresNaoResponderam, existeNineBox, graficoNineBox, padraoNineBox, pdiDoBox } from '../../../core/avaliacao/nineBoxCasos.ts'
import type { liberarNps, resultadoNps, tendenciaNps } from '../../../core/pesquisa/nps.ts'
import type { RegistroDe } from '../../../core/shared/resource.ts'
import type { CorpoRevogar, revogarCertificado } from '../../../core/desenvolvimento/certificado.ts'
import type { certificadoPadrao, adicionarImagem, removerImagem } from '../../../core/desenvolvimento/modelo-certificadoAcoes.ts'
import type { ImagemModelo } from '../../../core/desenvolvimento/modelo-certificado.ts'
import type { clonarCurso, CorpoCloneCurso } from '../../../core/desenvolvimento/cursosAcoes.ts'
import type { avaliarProposta, consolidacaoLnt, CorpoAvaliarProposta, CorpoGerarTurma, CorpoSituacaoLnt, gerarTurma, mudarSituacaoLnt } from '../../../core/desenvolvimento/lntAcoes.ts'
import type { clonarColaboradores, CorpoClonaColaboradores, CorpoDespesas, CorpoPresencas, frequenciaTurma, gravarDespesas, incluirDiasDoPeriodo, registrarPresencas } from '../../../core/desenvolvimento/turmasAcoes.ts'
import type { anexarDocumento, listarDocumentos, removerDocumento } from '../../../core/desenvolvimento/documentosTurma.ts'
import type { empresasParaParticipar } from '../../../core/desenvolvimento/empresasParticipantes.ts'
import type { CorpoPresencaQr, podeGerarQrCode, qrCodePresenca, registrarPresencaQr } from '../../../core/desenvolvimento/presencaQrCode.ts'
import type { meusTreinamentos, treinamentosDoColaborador } from '../../../core/desenvolvimento/treinamentos.ts'
import type { enviarAviso } from '../../../core/desenvolvimento/turmasAviso.ts'
import type { pesquisas } from '../../../core/pesquisa/pesquisas.ts'
import type { avaliacoesDaTurma, CorpoLiberaBloqueia, liberarBloquear } from '../../../core/desenvolvimento/avaliacoesTurma.ts'
import type { lerPorOutroUsuario, lerQuestionarioTurma, responderPorOutroUsuario, responderQuestionarioTurma, resultadosAvaliacaoTurma } from '../../../core/pesquisa/avaliacoes-turmaResponder.ts'
import type { excluirRespostas } from '../../../core/avaliacao/avaliacoes-desempenhos-questionarios.ts'
import type { CorpoAvaliacao, lerQuestionarioAvaliacao, minhasAvaliacoes, responderAvaliacao } from '../../../core/avaliacao/responder.ts'
import type { clonarModeloAvaliacao } from '../../../core/avaliacao/modelos-avaliacaoAcoes.ts'
import type { CorpoClone as CorpoCloneQuestionario } from '../../../core/shared/estruturaQuestionario.ts'
import type { clonar as clonarAvaliacao, CorpoClone as CorpoCloneAvaliacao, CorpoLiberacao, enviarEmail as enviarEmailAvaliacao, liberar as liberarAvaliacao, opcoesDosTalentos } from '../../../core/avaliacao/avaliacoes-desempenhoAcoes.ts'
import type { acompanhamentosDoColaborador, acompanhamentosPendentes } from '../../../core/avaliacao/acompanhamentosAcoes.ts'
import type { acaoEmLote, CorpoLote, CorpoPares, CorpoProposta, propor, salvarPares } from '../../../core/avaliacao/participantesAcoes.ts'
import { recursoPorNome } from '../../../core/recursos.ts'
import { API, enviarFormulario, httpClient } from './http.ts'

type CasoDeUso = (...a: never[]) => Effect.Effect<unknown, unknown, unknown>

/** A JSON action: the body as it travels (its Schema's encoded side) and what its use case answers. */
interface Tipos<Caso extends CasoDeUso, Corpo extends Schema.Schema.Any | undefined = undefined> {
  readonly corpo: Corpo extends Schema.Schema.Any ? Schema.Schema.Encoded<Corpo> : undefined
  readonly resultado: Effect.Effect.Success<ReturnType<Caso>>
}
/** An action whose use case is written inline in its declaration. */
interface Responde<R> {
  readonly corpo: undefined
  readonly resultado: R
}
/** A file answer: only its address is used (`urlAcao`). */
interface Download {
  readonly download: true
}
/** An upload (`corpo: EnvioDeArquivo`): a form with a file (`enviarArquivoAcao`), and what its use case answers. */
interface Envio<Caso extends CasoDeUso> {
  readonly envio: true
  readonly resultado: Effect.Effect.Success<ReturnType<Caso>>
}

/**
 * The declared actions the staff UI calls, by resource and action name (`defineAcao` in core), typed from core:
 * the route (method, path) is read from the declaration when called. `tests/admin-ui/acoes.test.ts` checks each
 * entry against the declared action and its body Schema.
 */
export interface AcoesDeclaradas {
  readonly 'avaliacao/avaliacoes-desempenho': {
    readonly resultados: Tipos<typeof resultadosDaAvaliacao>
    readonly 'resultado-avaliado': Tipos<typeof resultadoDoAvaliadoNaAvaliacao>
    readonly comparativa: Tipos<typeof comparativa>
    readonly 'comparativa-pdf': Download
    readonly liberar: Tipos<typeof liberarAvaliacao>
    readonly bloquear: Tipos<typeof liberarAvaliacao>
    readonly liberacao: { readonly corpo: Schema.Schema.Encoded<typeof CorpoLiberacao>; readonly resultado: { readonly message: string; readonly quantidade: number } }
    readonly 'envia-email': Tipos<typeof enviarEmailAvaliacao>
    readonly clonar: Tipos<typeof clonarAvaliacao, typeof CorpoCloneAvaliacao>
    readonly 'participantes-areas': Tipos<typeof opcoesDosTalentos>
    readonly 'participantes-cargos': Tipos<typeof opcoesDosTalentos>
    readonly 'participantes-estabelecimentos': Tipos<typeof opcoesDosTalentos>
  }
  readonly 'avaliacao/ninebox': {
    readonly chart: Tipos<typeof graficoNineBox>
    readonly 'chart-cncc': Tipos<typeof graficoNineBox>
    readonly 'chart-pdi': Tipos<typeof pdiDoBox>
    readonly exists: Tipos<typeof existeNineBox>
    readonly 'avaliadores-nao-responderam': Tipos<typeof avaliadoresNaoResponderam>
    readonly padrao: Tipos<typeof padraoNineBox>
    readonly relatorio: Download
  }
  readonly 'avaliacao/modelos-avaliacao': {
    readonly clone: Tipos<typeof clonarModeloAvaliacao, typeof CorpoCloneQuestionario>
    readonly relatorio: Download
    readonly 'ordem-aleatoria': Responde<ReadonlyArray<unknown>>
  }
  readonly 'cargo-salario/areas-organizacionais': {
    readonly 'areas-maes': Tipos<typeof areasMaes>
    readonly organogramas: Tipos<typeof organograma>
    readonly relatorio: Download
  }
  readonly 'captacao/solicitacoes-pessoal': {
    readonly configuracao: Tipos<typeof configDaEmpresa>
    readonly status: Tipos<typeof alterarStatusSolicitacao, typeof CorpoStatus>
    readonly suspende: Tipos<typeof suspenderSolicitacao>
    readonly libera: Tipos<typeof liberarSolicitacao>
    readonly cancela: Tipos<typeof cancelarSolicitacao, typeof CorpoCancela>
    readonly encerra: Tipos<typeof encerrarSolicitacao, typeof CorpoEncerra>
    readonly reabre: Tipos<typeof reabrirSolicitacao>
    readonly clone: Tipos<typeof clonarSolicitacao>
    readonly quadro: Tipos<typeof quadroDaSolicitacao>
    readonly 'possui-candidato': Responde<boolean>
    readonly 'vincular-candidatos': Tipos<typeof vincularCandidatosNaSolicitacao, typeof CorpoCandidatosDaSolicitacao>
    readonly pdf: Download
    readonly substituidos: Tipos<typeof listarSubstituiveis>
  }
  readonly 'captacao/candidato-solicitacao': {
    readonly etapa: Tipos<typeof moverCandidato, typeof CorpoMover>
    readonly contratacao: Tipos<typeof propostaContratacao>
    readonly contratar: Tipos<typeof contratarCandidato, typeof CorpoContratacao>
    readonly desvincular: Tipos<typeof desvincularCandidato>
  }
  readonly 'captacao/anuncios': {
    readonly 'link-acesso-rapido': Responde<{ readonly url: string }>
    readonly email: Tipos<typeof enviarAnuncioPorEmail, typeof CorpoEmailAnuncio>
  }
  readonly 'captacao/modelos-avaliacao-candidato': {
    readonly perguntas: Tipos<typeof perguntasDoModelo>
  }
  readonly 'captacao/historico': {
    readonly resultado: Tipos<typeof registrarResultado, typeof CorpoHistorico>
  }
  readonly 'captacao/candidatos': {
    readonly 'valida-cpf': Tipos<typeof validarCpfCandidato>
    readonly 'candidatos-homonimos': Tipos<typeof homonimos>
    readonly 'documentos-anexos': Tipos<typeof listarAnexos>
    readonly 'remove-documento-anexo': Tipos<typeof removerAnexo>
    readonly 'anexa-documento': Envio<typeof gravarAnexo>
    readonly 'altera-documento-anexo': Envio<typeof gravarAnexo>
    readonly 'envia-curriculo': Envio<typeof enviarCurriculo>
    readonly 'verificar-pendencias-em-lote': Tipos<typeof verificarPendenciasEmLote, typeof IdsSchema>
    readonly 'remove-candidato-em-lote': Tipos<typeof removerCandidatosEmLote, typeof IdsSchema>
  }
  readonly 'cargo-salario/faixas-salariais': {
    readonly 'transferir-faixas-salariais': Tipos<typeof transferirFaixasSalariais, typeof CorpoTransferirFaixas>
  }
  readonly 'cargo-salario/colaboradores': {
    readonly 'data-estabilidade': Tipos<typeof estabilidadeDoColaborador>
    readonly 'meus-dados': Tipos<typeof lerMeusDados>
    readonly 'altera-meus-dados': Tipos<typeof alterarMeusDados, typeof CorpoMeusDados>
    readonly foto: Download
    readonly 'salario-calculado': Tipos<typeof salarioCalculado>
    readonly desligar: Tipos<typeof desligarColaborador, typeof CorpoDesligamento>
    readonly 'cancelar-desligamento': Tipos<typeof cancelarDesligamento>
    readonly 'link-entrevista-desligamento': Tipos<typeof enviarLinkEntrevista, typeof CorpoEnvioLink>
  }
  readonly 'cargo-salario/niveis-competencia': {
    readonly 'competencias-sem-percentual': Responde<Schema.Schema.Type<typeof NiveisSemPercentual>>
    readonly 'config-faixa-info': Responde<Schema.Schema.Type<typeof GradeFaixa>>
  }
  readonly 'cargo-salario/niveis-competencia-historico': {
    readonly configuracao: Tipos<typeof configuracaoDeNiveis>
  }
  readonly 'cargo-salario/tabelas-reajustes-colaboradores': {
    readonly 'total-folha': Tipos<typeof totalFolha>
    readonly 'movimentacao-reajuste-coletivo-colaborador': Tipos<typeof movimentarColaboradores, typeof CorpoMovimentacaoColaboradores>
    readonly 'movimentacao-reajuste-coletivo-faixas-salariais': Tipos<typeof movimentarFaixas, typeof CorpoMovimentacaoFaixas>
    readonly 'movimentacao-reajuste-coletivo-indices': Tipos<typeof movimentarIndices, typeof CorpoMovimentacaoIndices>
    readonly 'aplicar-colaboradores': Tipos<typeof aplicarColaboradores>
    readonly 'aplicar-faixas-salariais': Tipos<typeof aplicarFaixas>
    readonly 'aplicar-indices': Tipos<typeof aplicarIndices>
    readonly 'cancelar-reajuste': Tipos<typeof cancelarReajuste>
  }
  readonly 'gestao-talentos/configuracoes-niveis-competencia-colaborador': {
    readonly radar: Tipos<typeof competenciasDoTalento>
    readonly info: Tipos<typeof gradeDoTalento>
  }
  readonly 'desenvolvimento/cursos': {
    readonly 'clone-curso': Tipos<typeof clonarCurso, typeof CorpoCloneCurso>
    readonly 'empresas-participantes': Tipos<typeof empresasParaParticipar>
  }
  readonly 'desenvolvimento/turmas': {
    readonly frequencia: Tipos<typeof frequenciaTurma>
    readonly 'dias-do-periodo': Tipos<typeof incluirDiasDoPeriodo>
    readonly 'clona-colaboradores': Tipos<typeof clonarColaboradores, typeof CorpoClonaColaboradores>
    readonly presencas: Tipos<typeof registrarPresencas, typeof CorpoPresencas>
    readonly despesas: Tipos<typeof gravarDespesas, typeof CorpoDespesas>
    readonly 'libera-bloqueia': Tipos<typeof liberarBloquear, typeof CorpoLiberaBloqueia>
    readonly avaliacoes: Tipos<typeof avaliacoesDaTurma>
    readonly 'pode-gerar-qrcode-presenca': Tipos<typeof podeGerarQrCode>
    readonly 'envia-aviso': Tipos<typeof enviarAviso>
    readonly 'documentos-anexos': Tipos<typeof listarDocumentos>
    readonly 'anexa-documento': Envio<typeof anexarDocumento>
    readonly 'remove-documento-anexo': Tipos<typeof removerDocumento>
    readonly 'download-documento-anexo': Download
    readonly 'imprimir-confirmacao-certificado': Download
  }
  readonly 'desenvolvimento/dias-turmas': {
    readonly 'qr-code-presenca': Tipos<typeof qrCodePresenca>
  }
  readonly 'desenvolvimento/colaborador-turma': {
    readonly 'meus-treinamentos': Tipos<typeof meusTreinamentos>
    readonly 'presenca-qrcode': Tipos<typeof registrarPresencaQr, typeof CorpoPresencaQr>
    readonly treinamentos: Tipos<typeof treinamentosDoColaborador>
  }
  readonly 'desenvolvimento/avaliacao-curso': {
    readonly imprimir: Download
  }
  readonly 'pesquisa/avaliacoes-turma': {
    readonly questionario: Tipos<typeof lerQuestionarioTurma>
    readonly 'responde-questionario': Tipos<typeof responderQuestionarioTurma, typeof CorpoRespostas>
    readonly resultados: Tipos<typeof resultadosAvaliacaoTurma>
    readonly imprimir: Download
  }
  readonly 'desenvolvimento/lnt': {
    readonly situacao: Tipos<typeof mudarSituacaoLnt, typeof CorpoSituacaoLnt>
    readonly consolidacao: Tipos<typeof consolidacaoLnt>
    readonly avaliar: Tipos<typeof avaliarProposta, typeof CorpoAvaliarProposta>
    readonly 'gerar-turma': Tipos<typeof gerarTurma, typeof CorpoGerarTurma>
  }
  readonly 'desenvolvimento/certificado': {
    readonly emitir: Download
    readonly pdf: Download
    readonly revogar: Tipos<typeof revogarCertificado, typeof CorpoRevogar>
  }
  readonly 'desenvolvimento/certificacao': {
    readonly relatorio: Download
  }
  readonly 'desenvolvimento/modelo-certificado': {
    readonly 'add-logo': Envio<typeof adicionarImagem>
    readonly 'add-moldura': Envio<typeof adicionarImagem>
    readonly 'remover-logo': Tipos<typeof removerImagem>
    readonly 'remover-moldura': Tipos<typeof removerImagem>
    readonly logos: Responde<ReadonlyArray<ImagemModelo>>
    readonly molduras: Responde<ReadonlyArray<ImagemModelo>>
    readonly imagem: Download
    readonly 'padrao-novo': Tipos<typeof certificadoPadrao>
    readonly padrao: Tipos<typeof certificadoPadrao>
  }
  readonly 'pesquisa/pesquisas': {
    readonly liberar: { readonly corpo: Schema.Schema.Encoded<typeof CorpoLiberar>; readonly resultado: RegistroDe<typeof pesquisas> }
    readonly 'enviar-lembrete': Tipos<typeof enviarLembrete>
    readonly clone: Tipos<typeof clonarPesquisa, typeof CorpoClone>
    readonly 'ordem-aleatoria': Responde<ReadonlyArray<unknown>>
    readonly resultados: Tipos<typeof resultadosDaPesquisa>
  }
  readonly 'pesquisa/nps': {
    readonly liberar: Tipos<typeof liberarNps, typeof CorpoLiberar>
    readonly resultado: Tipos<typeof resultadoNps>
    readonly tendencia: Tipos<typeof tendenciaNps>
    readonly 'enviar-lembrete': Tipos<typeof enviarLembrete>
  }
  readonly 'pesquisa/colaborador-respostas': {
    readonly 'minhas-pesquisas': Tipos<typeof minhasPesquisas>
    readonly questionario: Tipos<typeof lerQuestionario>
    readonly 'responde-questionario': Tipos<typeof responderQuestionario, typeof CorpoRespostas>
    readonly 'situacao-pesquisa': Tipos<typeof situacaoDaPesquisa>
    readonly 'remove-respostas': Responde<{ readonly removidos: number }>
    readonly 'remove-respostas-lote': { readonly corpo: Schema.Schema.Encoded<typeof CorpoIds>; readonly resultado: { readonly removidos: number } }
    readonly 'remove-respostas-pesquisa': Responde<{ readonly removidos: number }>
    readonly 'por-outro-usuario': Tipos<typeof lerPorOutroUsuario>
    readonly 'responde-por-outro-usuario': Tipos<typeof responderPorOutroUsuario, typeof CorpoRespostas>
  }
  readonly 'avaliacao/participante-avaliacao-desempenho': {
    readonly 'minhas-avaliacoes': Tipos<typeof minhasAvaliacoes>
    readonly 'meus-resultados': Tipos<typeof meusResultados>
    readonly 'meu-resultado': Tipos<typeof meuResultado>
    readonly questionario: Tipos<typeof lerQuestionarioAvaliacao>
    readonly 'responde-questionario': Tipos<typeof responderAvaliacao, typeof CorpoAvaliacao>
    readonly propor: Tipos<typeof propor, typeof CorpoProposta>
    readonly pares: Tipos<typeof salvarPares, typeof CorpoPares>
    readonly lote: Tipos<typeof acaoEmLote, typeof CorpoLote>
  }
  readonly 'avaliacao/colaboradores-questionarios': {
    readonly pendentes: Tipos<typeof acompanhamentosPendentes>
    readonly detail: Tipos<typeof acompanhamentosDoColaborador>
    readonly 'imprimir-avaliacao-respondida': Download
  }
  readonly 'avaliacao/avaliacoes-desempenhos-questionarios': {
    readonly 'respondida-pdf': Download
    readonly 'respondida-xls': Download
    readonly 'exclui-respostas': Tipos<typeof excluirRespostas>
  }
}

export type RecursoComAcoes = keyof AcoesDeclaradas
type AcaoDe<R extends RecursoComAcoes> = keyof AcoesDeclaradas[R] & string
type AcaoJson<R extends RecursoComAcoes> = { [N in AcaoDe<R>]: AcoesDeclaradas[R][N] extends Download | { readonly envio: true } ? never : N }[AcaoDe<R>]
type AcaoEnvio<R extends RecursoComAcoes> = { [N in AcaoDe<R>]: AcoesDeclaradas[R][N] extends { readonly envio: true } ? N : never }[AcaoDe<R>]

export type CorpoAcao<R extends RecursoComAcoes, N extends AcaoJson<R>> = AcoesDeclaradas[R][N] extends { readonly corpo: infer C } ? C : never
export type ResultadoAcao<R extends RecursoComAcoes, N extends AcaoJson<R>> = AcoesDeclaradas[R][N] extends { readonly resultado: infer T } ? T : never

/** The path's `:id` and other parameters (`:docId`), and the query string. */
export interface Endereco {
  readonly id?: number
  readonly parametros?: Readonly<Record<string, number>>
  readonly query?: Readonly<Record<string, string | number | undefined>>
}
type Entrada<C> = Endereco & (undefined extends C ? { readonly corpo?: C } : { readonly corpo: C })

const declarada = (recurso: string, nome: string) => {
  const a = recursoPorNome(recurso)?.acoes?.find((x) => x.nome === nome)
  if (!a) throw new Error(`Ação não declarada no core: ${recurso} ${nome}`)
  return a
}

const montarUrl = (recurso: string, caminho: string, { id, parametros = {}, query = {} }: Endereco) => {
  const partes = caminho.split('/').map((p) => {
    if (!p.startsWith(':')) return p
    const v = p === ':id' ? id : parametros[p.slice(1)]
    if (v === undefined) throw new Error(`Parâmetro ${p} ausente para ${recurso}/${caminho}`)
    return String(v)
  })
  const busca = Object.entries(query)
    .flatMap(([k, v]) => (v === undefined ? [] : [`${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`]))
    .join('&')
  return `${API}/${recurso}/${partes.join('/')}${busca ? `?${busca}` : ''}`
}

/** The address of a declared action (file downloads, links). */
export const urlAcao = <R extends RecursoComAcoes>(recurso: R, nome: AcaoDe<R>, endereco: Endereco = {}) => montarUrl(recurso, declarada(recurso, nome).caminho, endereco)

/**
 * Calls a declared action with the session cookie and the CSRF header (`httpClient`): method and path from its
 * declaration, the body typed by its Schema, the answer by its use case. Failures are `converterErro`'s HttpError.
 */
export const chamarAcao = async <R extends RecursoComAcoes, N extends AcaoJson<R>>(
  recurso: R,
  nome: N,
  ...[entrada]: undefined extends CorpoAcao<R, N> ? [Entrada<CorpoAcao<R, N>>?] : [Entrada<CorpoAcao<R, N>>]
): Promise<ResultadoAcao<R, N>> => {
  const { corpo, ...endereco }: Endereco & { readonly corpo?: unknown } = entrada ?? {}
  const a = declarada(recurso, nome)
  const { json } = await httpClient(montarUrl(recurso, a.caminho, endereco), {
    method: a.metodo,
    ...(corpo === undefined ? {} : { body: JSON.stringify(corpo) }),
  })
  return json as ResultadoAcao<R, N>
}

/** Sends a form with a file to a declared upload action (method and path from its declaration). */
export const enviarArquivoAcao = <R extends RecursoComAcoes, N extends AcaoEnvio<R>>(
  recurso: R,
  nome: N,
  endereco: Endereco,
  campos: Readonly<Record<string, string | undefined>>,
  arquivo?: File,
) => {
  const a = declarada(recurso, nome)
  type Resultado = AcoesDeclaradas[R][N] extends { readonly resultado: infer T extends object } ? T : object
  return enviarFormulario<Resultado>(montarUrl(recurso, a.caminho, endereco), a.metodo, campos, arquivo)
}
