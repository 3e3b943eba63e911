import type { Schema } from 'effect'
import { HttpError } from 'react-admin'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chamarAcao, enviarArquivoAcao, urlAcao, type AcoesDeclaradas, type RecursoComAcoes } from '../../admin-ui/src/api/acoes.ts'
import { CorpoCancela, CorpoEncerra, CorpoStatus } from '../../core/captacao/alterarSolicitacao.ts'
import { CorpoEmailAnuncio } from '../../core/captacao/anuncios.ts'
import { CorpoHistorico } from '../../core/captacao/historico.ts'
import { CorpoContratacao } from '../../core/captacao/contratarCandidato.ts'
import { CorpoMover } from '../../core/captacao/pipeline.ts'
import { IdsSchema } from '../../core/captacao/verificarPendenciasCandidato.ts'
import { CorpoCandidatosDaSolicitacao } from '../../core/captacao/vincularSolicitacao.ts'
import { CorpoIds } from '../../core/pesquisa/acompanhamento.ts'
import { CorpoRevogar } from '../../core/desenvolvimento/certificado.ts'
import { CorpoCloneCurso } from '../../core/desenvolvimento/cursosAcoes.ts'
import { CorpoClonaColaboradores, CorpoDespesas, CorpoPresencas } from '../../core/desenvolvimento/turmasAcoes.ts'
import { CorpoPresencaQr } from '../../core/desenvolvimento/presencaQrCode.ts'
import { CorpoAvaliarProposta, CorpoGerarTurma, CorpoSituacaoLnt } from '../../core/desenvolvimento/lntAcoes.ts'
import { CorpoClone, CorpoLiberar } from '../../core/pesquisa/estruturaDaPesquisa.ts'
import { CorpoRespostas } from '../../core/pesquisa/responder.ts'
import { CorpoAvaliacao } from '../../core/avaliacao/responder.ts'
import { CorpoLiberaBloqueia } from '../../core/desenvolvimento/avaliacoesTurma.ts'
import { CorpoClone as CorpoCloneAvaliacao, CorpoLiberacao } from '../../core/avaliacao/avaliacoes-desempenhoAcoes.ts'
import { CorpoLote, CorpoPares, CorpoProposta } from '../../core/avaliacao/participantesAcoes.ts'
import { recursoPorNome } from '../../core/recursos.ts'
import { EnvioDeArquivo } from '../../core/shared/envio.ts'
import { CorpoMeusDados } from '../../core/sessao/meusDados.ts'
import { CorpoDesligamento } from '../../core/gestao-talentos/desligamentos.ts'
import { CorpoEnvioLink } from '../../core/gestao-talentos/entrevistas-desligamento-link.ts'
import { CorpoTransferirFaixas } from '../../core/cargo-salario/transferirFaixasSalariais.ts'
import { CorpoMovimentacaoColaboradores, CorpoMovimentacaoFaixas, CorpoMovimentacaoIndices } from '../../core/cargo-salario/reajustes.ts'

/**
 * Per entry of the client's table: the body Schema whose encoded side types the call (null: no body),
 * 'arquivo' for a download, or 'envio' for an upload. The type makes this list name every entry, with a Schema of
 * the very body type the table gives; the test then finds each one among core's declared actions with that same Schema.
 */
type Esperado = {
  readonly [R in RecursoComAcoes]: {
    readonly [N in keyof AcoesDeclaradas[R]]: AcoesDeclaradas[R][N] extends { readonly download: true }
      ? 'arquivo'
      : AcoesDeclaradas[R][N] extends { readonly envio: true }
        ? 'envio'
        : AcoesDeclaradas[R][N] extends { readonly corpo: infer C }
          ? undefined extends C
            ? null
            : Schema.Schema<any, C, never>
          : never
  }
}
const ESPERADO: Esperado = {
  'avaliacao/avaliacoes-desempenho': {
    resultados: null,
    'resultado-avaliado': null,
    comparativa: null,
    'comparativa-pdf': 'arquivo',
    liberar: null,
    bloquear: null,
    liberacao: CorpoLiberacao,
    'envia-email': null,
    clonar: CorpoCloneAvaliacao,
    'participantes-areas': null,
    'participantes-cargos': null,
    'participantes-estabelecimentos': null,
  },
  'avaliacao/ninebox': { chart: null, 'chart-cncc': null, 'chart-pdi': null, exists: null, 'avaliadores-nao-responderam': null, padrao: null, relatorio: 'arquivo' },
  'avaliacao/modelos-avaliacao': { clone: CorpoClone, relatorio: 'arquivo', 'ordem-aleatoria': null },
  'cargo-salario/areas-organizacionais': { 'areas-maes': null, organogramas: null, relatorio: 'arquivo' },
  'captacao/solicitacoes-pessoal': {
    configuracao: null,
    status: CorpoStatus,
    suspende: null,
    libera: null,
    cancela: CorpoCancela,
    encerra: CorpoEncerra,
    reabre: null,
    clone: null,
    quadro: null,
    'possui-candidato': null,
    'vincular-candidatos': CorpoCandidatosDaSolicitacao,
    pdf: 'arquivo',
    substituidos: null,
  },
  'captacao/candidato-solicitacao': { etapa: CorpoMover, contratacao: null, contratar: CorpoContratacao, desvincular: null },
  'captacao/anuncios': { 'link-acesso-rapido': null, email: CorpoEmailAnuncio },
  'captacao/modelos-avaliacao-candidato': { perguntas: null },
  'captacao/historico': { resultado: CorpoHistorico },
  'captacao/candidatos': {
    'valida-cpf': null,
    'candidatos-homonimos': null,
    'documentos-anexos': null,
    'remove-documento-anexo': null,
    'anexa-documento': 'envio',
    'altera-documento-anexo': 'envio',
    'envia-curriculo': 'envio',
    'verificar-pendencias-em-lote': IdsSchema,
    'remove-candidato-em-lote': IdsSchema,
  },
  'cargo-salario/faixas-salariais': { 'transferir-faixas-salariais': CorpoTransferirFaixas },
  'cargo-salario/colaboradores': { 'data-estabilidade': null, 'meus-dados': null, 'altera-meus-dados': CorpoMeusDados, foto: 'arquivo', 'salario-calculado': null, desligar: CorpoDesligamento, 'cancelar-desligamento': null, 'link-entrevista-desligamento': CorpoEnvioLink },
  'cargo-salario/niveis-competencia': { 'competencias-sem-percentual': null, 'config-faixa-info': null },
  'cargo-salario/niveis-competencia-historico': { configuracao: null },
  'gestao-talentos/configuracoes-niveis-competencia-colaborador': { radar: null, info: null },
  'desenvolvimento/cursos': { 'clone-curso': CorpoCloneCurso, 'empresas-participantes': null },
  'desenvolvimento/turmas': {
    frequencia: null,
    'dias-do-periodo': null,
    'clona-colaboradores': CorpoClonaColaboradores,
    presencas: CorpoPresencas,
    despesas: CorpoDespesas,
    'pode-gerar-qrcode-presenca': null,
    'envia-aviso': null,
    'documentos-anexos': null,
    'anexa-documento': 'envio',
    'remove-documento-anexo': null,
    'download-documento-anexo': 'arquivo',
    'libera-bloqueia': CorpoLiberaBloqueia,
    avaliacoes: null,
    'imprimir-confirmacao-certificado': 'arquivo',
  },
  'desenvolvimento/dias-turmas': { 'qr-code-presenca': null },
  'desenvolvimento/colaborador-turma': { 'meus-treinamentos': null, 'presenca-qrcode': CorpoPresencaQr, treinamentos: null },
  'desenvolvimento/avaliacao-curso': { imprimir: 'arquivo' },
  'pesquisa/avaliacoes-turma': { questionario: null, 'responde-questionario': CorpoRespostas, resultados: null, imprimir: 'arquivo' },
  'desenvolvimento/lnt': { situacao: CorpoSituacaoLnt, consolidacao: null, avaliar: CorpoAvaliarProposta, 'gerar-turma': CorpoGerarTurma },
  'desenvolvimento/certificado': { emitir: 'arquivo', pdf: 'arquivo', revogar: CorpoRevogar },
  'desenvolvimento/certificacao': { relatorio: 'arquivo' },
  'desenvolvimento/modelo-certificado': {
    'add-logo': 'envio',
    'add-moldura': 'envio',
    'remover-logo': null,
    'remover-moldura': null,
    logos: null,
    molduras: null,
    imagem: 'arquivo',
    'padrao-novo': null,
    padrao: null,
  },
  'pesquisa/pesquisas': { liberar: CorpoLiberar, 'enviar-lembrete': null, clone: CorpoClone, 'ordem-aleatoria': null, resultados: null },
  'pesquisa/nps': { liberar: CorpoLiberar, resultado: null, tendencia: null, 'enviar-lembrete': null },
  'pesquisa/colaborador-respostas': {
    'minhas-pesquisas': null,
    questionario: null,
    'responde-questionario': CorpoRespostas,
    'situacao-pesquisa': null,
    'remove-respostas': null,
    'remove-respostas-lote': CorpoIds,
    'remove-respostas-pesquisa': null,
    'por-outro-usuario': null,
    'responde-por-outro-usuario': CorpoRespostas,
  },
  'cargo-salario/tabelas-reajustes-colaboradores': {
    'total-folha': null,
    'movimentacao-reajuste-coletivo-colaborador': CorpoMovimentacaoColaboradores,
    'movimentacao-reajuste-coletivo-faixas-salariais': CorpoMovimentacaoFaixas,
    'movimentacao-reajuste-coletivo-indices': CorpoMovimentacaoIndices,
    'aplicar-colaboradores': null,
    'aplicar-faixas-salariais': null,
    'aplicar-indices': null,
    'cancelar-reajuste': null,
  },
  'avaliacao/participante-avaliacao-desempenho': { 'minhas-avaliacoes': null, 'meus-resultados': null, 'meu-resultado': null, questionario: null, 'responde-questionario': CorpoAvaliacao, propor: CorpoProposta, pares: CorpoPares, lote: CorpoLote },
  'avaliacao/colaboradores-questionarios': { pendentes: null, detail: null, 'imprimir-avaliacao-respondida': 'arquivo' },
  'avaliacao/avaliacoes-desempenhos-questionarios': { 'respondida-pdf': 'arquivo', 'respondida-xls': 'arquivo', 'exclui-respostas': null },
}

describe('o cliente tipado das ações declaradas', () => {
  afterEach(() => vi.unstubAllGlobals())

  for (const [recurso, acoes] of Object.entries(ESPERADO)) {
    for (const [nome, corpo] of Object.entries(acoes as Record<string, unknown>)) {
      it(`${recurso} ${nome}: declarada no core, com o corpo que o cliente tipa`, () => {
        const a = recursoPorNome(recurso)?.acoes?.find((x) => x.nome === nome)
        expect(a).toBeDefined()
        if (corpo === 'arquivo') expect(a!.resposta).toBe('arquivo')
        else if (corpo === 'envio') expect(a!.corpo).toBe(EnvioDeArquivo)
        else {
          expect(a!.resposta).not.toBe('arquivo')
          expect(a!.corpo ?? null).toBe(corpo)
        }
      })
    }
  }

  it('endereços saem da declaração: :id, outros parâmetros e a consulta', () => {
    expect(urlAcao('captacao/solicitacoes-pessoal', 'pdf', { id: 7 })).toBe('/api/captacao/solicitacoes-pessoal/7/pdf')
    expect(urlAcao('captacao/candidatos', 'remove-documento-anexo', { id: 3, parametros: { docId: 9 } })).toBe('/api/captacao/candidatos/3/documentos-anexos/9')
    expect(urlAcao('captacao/candidatos', 'candidatos-homonimos', { query: { nome: 'Ana Maria', candidatoId: undefined } })).toBe('/api/captacao/candidatos/candidatos-homonimos?nome=Ana%20Maria')
    expect(() => urlAcao('captacao/solicitacoes-pessoal', 'pdf')).toThrow(':id')
  })

  it('envio de arquivo: método e caminho da declaração, formulário multipart com o arquivo em "anexo" e o cabeçalho CSRF', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 9, aviso: null }), { status: 200, headers: { 'Content-Type': 'application/json' } }))
    vi.stubGlobal('fetch', fetch)
    const arquivo = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'cv.pdf')
    const r = await enviarArquivoAcao('captacao/candidatos', 'altera-documento-anexo', { id: 3, parametros: { docId: 9 } }, { descricao: 'RG', data: '' }, arquivo)
    expect(r).toEqual({ id: 9, aviso: null })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect([url, init.method, new Headers(init.headers).get('X-Requested-With')]).toEqual(['/api/captacao/candidatos/3/documentos-anexos/9', 'PUT', 'XMLHttpRequest'])
    const form = init.body as FormData
    expect([form.get('descricao'), form.has('data'), (form.get('anexo') as File).name]).toEqual(['RG', false, 'cv.pdf'])
  })

  it('chama com o método declarado, o cabeçalho CSRF e o corpo em JSON; a falha chega com a mensagem do servidor', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 5, cancelada: true }), { status: 200, headers: { 'Content-Type': 'application/json' } }))
    vi.stubGlobal('fetch', fetch)
    expect(await chamarAcao('captacao/solicitacoes-pessoal', 'cancela', { id: 5, corpo: { obsCancelamento: 'Sem verba' } })).toEqual({ id: 5, cancelada: true })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect([url, init.method, init.body, new Headers(init.headers).get('X-Requested-With')]).toEqual([
      '/api/captacao/solicitacoes-pessoal/5/cancela',
      'PUT',
      '{"obsCancelamento":"Sem verba"}',
      'XMLHttpRequest',
    ])

    fetch.mockImplementation(async () => new Response(JSON.stringify({ code: 'TRANSICAO_INVALIDA', message: 'Solicitação encerrada' }), { status: 422, headers: { 'Content-Type': 'application/json' } }))
    const erro = await chamarAcao('captacao/solicitacoes-pessoal', 'suspende', { id: 5 }).catch((e: unknown) => e)
    expect(erro).toBeInstanceOf(HttpError)
    expect([(erro as HttpError).status, (erro as HttpError).message]).toEqual([422, 'Solicitação encerrada'])
    expect((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body).toBeUndefined()
  })
})
