import { Effect } from 'effect'
import { Hono, type Context } from 'hono'
import { AnunciosAbertos } from '../../core/captacao/anuncios.ts'
import { baixarAnexo, comoDownload, gravarAnexo, listarAnexos, removerAnexo } from '../../core/captacao/anexarDocumentoCandidato.ts'
import { aplicar, avaliacoesDaCandidatura, desistir, minhaAvaliacao, minhasCandidaturas, responderAvaliacao } from '../../core/externo/aplicar.ts'
import { aceitarTermo } from '../../core/externo/consentimento.ts'
import { enviarParaAmigo } from '../../core/externo/enviarAmigo.ts'
import { consultarCepPortal, formularioDoPortal, LISTAS_ITEM, listarCidades, listarEstados, validarItemPortal, type ListaItem } from '../../core/externo/formulario.ts'
import { excluirConta, exportarDados, exportarDadosPdf } from '../../core/externo/excluirConta.ts'
import { PortalDados, VerificadorRobo } from '../../core/externo/ports.ts'
import { redefinirSenha, solicitarRecuperacao } from '../../core/externo/recuperarSenha.ts'
import { alterarSenha, atualizarCadastro, obterCadastro, registrarCandidato } from '../../core/externo/registrar.ts'
import { atorPortal, escopoDe, type SessaoCandidato } from '../../core/externo/sessao.ts'
import { EnvioDeArquivo } from '../../core/shared/envio.ts'
import { NaoEncontrado } from '../../core/shared/erros.ts'
import { Repositorio } from '../../core/shared/repositorio.ts'
import { configuracaoPublica, empresas } from '../../core/utilitario/empresas.ts'
import { responderArquivo } from '../arquivos.ts'
import { lerEnvio, lerJson } from '../corpo.ts'
import { idDe } from '../crud.ts'
import { executar, invalido, naoEncontrado, type Env } from '../executar.ts'
import { documentar } from '../openapi.ts'
import { enderecoDoCliente, origemDosLinks } from '../origem.ts'
import { COOKIE_EXTERNO, gravarCookie } from '../sessao.ts'
import { candidatoDa, exigirCandidato } from './sessao.ts'

type C = Context<Env>

const idParam = (c: C, nome: string) => idDe(c.req.param(nome))

/** Only the metadata a candidate may set on their own attachment. */
const CAMPOS_ANEXO = ['descricao', 'data', 'tipoDocumento', 'observacao']

const escopoPublico = (empresaId: number) => ({ usuarioId: 0, empresaId, empresasVisiveis: [empresaId] })

/** The route's candidate id must be the session's own (another candidate's → 404, as if it did not exist). */
const proprio = (c: C, f: (s: SessaoCandidato, id: number) => Response | Promise<Response>) => {
  const id = idParam(c, 'id')
  const s = candidatoDa(c)
  return id === undefined || id !== s.candidatoId ? naoEncontrado(c) : f(s, id)
}

const comCorpo = async (c: C, f: (corpo: unknown) => Response | Promise<Response>) => {
  const corpo = await lerJson(c)
  return corpo instanceof Response ? corpo : f(corpo)
}

/** The candidate portal's own API under /api/externo (company branding, open ads, registration, recovery, applications, …). */
export const rotasPortal = () => {
  const app = new Hono<Env>()

  // ---- public -------------------------------------------------------------------------------------
  app.get('/empresas/:id/configuracao', documentar('Configuração pública da empresa no portal (público)'), (c) => {
    const id = idParam(c, 'id')
    if (id === undefined) return naoEncontrado(c)
    return executar(
      c,
      Effect.flatMap(Repositorio, (r) => r.get(empresas, escopoPublico(id), id)),
      (e) => c.json(configuracaoPublica(e)),
    )
  })
  /** Open ads of a company (see AnunciosAbertos); a non-numeric empresaId gives an empty board. */
  app.get('/anuncios', documentar('Anúncios abertos da empresa (público)'), (c) => {
    const id = idDe(c.req.query('empresaId'))
    if (id === undefined) return c.json([])
    return executar(
      c,
      Effect.flatMap(Repositorio, (r) => r.get(empresas, escopoPublico(id), id)).pipe(Effect.zipRight(Effect.flatMap(AnunciosAbertos, (a) => a.listar(id)))),
      (lista) => c.json(lista),
    )
  })
  /** One open ad (404 when it is not open, or not of the given `empresaId`). */
  app.get('/anuncios/:id', documentar('Anúncio aberto por id (público)'), (c) => {
    const id = idParam(c, 'id')
    if (id === undefined) return naoEncontrado(c)
    const empresaId = c.req.query('empresaId')
    return executar(
      c,
      Effect.flatMap(AnunciosAbertos, (a) => a.obter(id)),
      (anuncio) => (!anuncio || (empresaId !== undefined && String(anuncio.solicitacao.empresaId) !== empresaId) ? naoEncontrado(c) : c.json(anuncio)),
    )
  })
  app.get('/formulario', documentar('Dados do formulário de cadastro da empresa (público)'), (c) => {
    const empresaId = idDe(c.req.query('empresaId'))
    if (empresaId === undefined) return naoEncontrado(c)
    return executar(c, formularioDoPortal(empresaId), (r) => c.json(r))
  })
  // IBGE lookups of the address (spec 000 §7.7): reference data only, no personal data.
  app.get('/estados', documentar('Estados do IBGE (público)'), (c) => executar(c, listarEstados, (r) => c.json(r)))
  app.get('/estados/:id/cidades', documentar('Cidades do estado, do IBGE (público)'), (c) => {
    const id = idParam(c, 'id')
    return id === undefined ? c.json([]) : executar(c, listarCidades(id), (r) => c.json(r))
  })
  // Postal-code lookup (spec 000 §7): fills the address; the candidate may still type it by hand.
  app.get('/cep/:cep', documentar('Endereço de um CEP (público)'), (c) => executar(c, consultarCepPortal(c.req.param('cep'), enderecoDoCliente(c)), (r) => c.json(r)))
  // A sub-record checked by the core before the portal keeps it in memory (the same rules as the save).
  app.post('/candidatos/validar-item/:lista', documentar('Valida um item do cadastro (experiência, formação, idioma…) (público)'), (c) => {
    const lista = c.req.param('lista') as ListaItem
    if (!LISTAS_ITEM.includes(lista)) return naoEncontrado(c)
    return comCorpo(c, (corpo) => executar(c, validarItemPortal(lista, corpo), (r) => c.json(r)))
  })
  app.post('/candidatos', documentar('Cadastra o candidato e abre a sessão (público)'), (c) =>
    comCorpo(c, (corpo) =>
      executar(c, registrarCandidato(corpo, enderecoDoCliente(c)), (r) => {
        gravarCookie(c, COOKIE_EXTERNO, r.sessao)
        return c.json(r.candidato, 201)
      }),
    ),
  )
  app.put('/candidatos/recuperar-senha', documentar('Envia o link de recuperação de senha por e-mail (público)'), (c) => comCorpo(c, (corpo) => executar(c, solicitarRecuperacao(corpo, enderecoDoCliente(c), origemDosLinks(c)), (r) => c.json(r))))
  app.post('/candidatos/redefinir-senha', documentar('Redefine a senha pelo link de recuperação (público)'), (c) => comCorpo(c, (corpo) => executar(c, redefinirSenha(corpo), (r) => c.json(r))))
  app.get('/desafio', documentar('Desafio anti-robô (prova de trabalho) (público)'), (c) => executar(c, Effect.flatMap(VerificadorRobo, (v) => v.desafio), (r) => c.json(r)))
  app.post('/anuncios/:id/enviar-amigo', documentar('Envia o anúncio da vaga para um amigo (público)'), (c) => {
    const id = idParam(c, 'id')
    if (id === undefined) return naoEncontrado(c)
    return comCorpo(c, (corpo) => executar(c, enviarParaAmigo(id, corpo, enderecoDoCliente(c), origemDosLinks(c)), (r) => c.json(r)))
  })

  // ---- the logged-in candidate's own data ------------------------------------------------------------
  for (const p of ['/candidatos/*', '/candidato-solicitacao', '/candidato-solicitacao/*', '/historico-candidatos', '/avaliacoes/*', '/consentimentos']) app.use(p, exigirCandidato)

  app.get('/candidatos/:id', documentar('Cadastro do candidato logado'), (c) => proprio(c, (s, id) => executar(c, obterCadastro(s, id), (r) => c.json(r))))
  app.put('/candidatos/:id', documentar('Altera o cadastro do candidato logado'), (c) => proprio(c, (s, id) => comCorpo(c, (corpo) => executar(c, atualizarCadastro(s, id, corpo), (r) => c.json(r)))))
  app.delete('/candidatos/:id', documentar('Exclui a conta do candidato (LGPD)'), (c) => proprio(c, (s, id) => executar(c, excluirConta(s, id), (r) => c.json(r))))
  app.get('/candidatos/:id/exportar', documentar('Exporta os dados do candidato em JSON ou, com formato=pdf, em PDF (LGPD)'), (c) =>
    proprio(c, (s, id) =>
      c.req.query('formato') === 'pdf'
        ? executar(c, exportarDadosPdf(s, id), (r) => responderArquivo(c, { bytes: r.conteudo, nomeArquivo: r.nome, tipo: 'application/pdf' }))
        : executar(c, exportarDados(s, id), (r) =>
            responderArquivo(c, { bytes: new TextEncoder().encode(JSON.stringify(r, null, 2)), nomeArquivo: `meus-dados-${id}.json`, tipo: 'application/json' }),
          ),
    ),
  )
  app.patch('/candidatos/:id/alterar-senha', documentar('Altera a senha do candidato'), (c) => proprio(c, (s, id) => comCorpo(c, (corpo) => executar(c, alterarSenha(s, id, corpo), (r) => c.json(r)))))
  app.patch('/candidatos/:id/aceita-termo', documentar('Aceita o termo de privacidade da empresa'), (c) => proprio(c, (s) => executar(c, aceitarTermo(s), (r) => c.json(r))))
  app.get('/consentimentos', documentar('Consentimentos registrados do candidato'), (c) => executar(c, Effect.flatMap(PortalDados, (d) => d.consentimentos(candidatoDa(c).candidatoId)), (r) => c.json(r)))

  const ANEXOS = '/candidatos/:id/documentos-anexos'
  app.get(ANEXOS, documentar('Lista os anexos do candidato'), (c) => proprio(c, (s, id) => executar(c, listarAnexos(escopoDe(s), id), (r) => c.json(r))))
  app.post(ANEXOS, documentar('Anexa um documento ao cadastro do candidato', { corpo: EnvioDeArquivo, status: 201 }), (c) =>
    proprio(c, async (s, id) => {
      const envio = await lerEnvio(c, { campos: CAMPOS_ANEXO })
      if (envio instanceof Response) return envio
      return executar(c, gravarAnexo(atorPortal(s), id, envio.campos, envio.arquivo), (r) => c.json(r, 201))
    }),
  )
  const comDoc = (c: C, f: (s: SessaoCandidato, id: number, docId: number) => Response | Promise<Response>) =>
    proprio(c, (s, id) => {
      const docId = idParam(c, 'docId')
      return docId === undefined ? naoEncontrado(c) : f(s, id, docId)
    })
  app.delete(`${ANEXOS}/:docId`, documentar('Remove um anexo do candidato'), (c) => comDoc(c, (s, id, docId) => executar(c, removerAnexo(escopoDe(s), id, docId), (r) => c.json(r))))
  app.get(`${ANEXOS}/:docId/download`, documentar('Baixa o arquivo de um anexo do candidato', { resposta: 'arquivo' }), (c) =>
    comDoc(c, (s, id, docId) => executar(c, baixarAnexo(escopoDe(s), id, docId), (a) => responderArquivo(c, comoDownload(a)))),
  )

  // Applications (spec 000 §7.4 candidato-solicitacao).
  app.get('/candidato-solicitacao', documentar('Candidaturas do candidato'), (c) => executar(c, minhasCandidaturas(candidatoDa(c)), (r) => c.json(r)))
  app.post('/candidato-solicitacao', documentar('Candidata-se à vaga de uma solicitação'), (c) => {
    const sid = idDe(c.req.query('solicitacaoId'))
    if (sid === undefined) return invalido(c, [{ field: 'solicitacaoId', message: 'Solicitação é obrigatória' }])
    return executar(c, aplicar(candidatoDa(c), sid), (r) => c.json(r, 201))
  })
  app.delete('/candidato-solicitacao/:id', documentar('Desiste da candidatura'), (c) => {
    const id = idParam(c, 'id')
    return id === undefined ? naoEncontrado(c) : executar(c, desistir(candidatoDa(c), id), (r) => c.json(r))
  })
  app.get('/candidato-solicitacao/:id/avaliacoes', documentar('Avaliações pedidas na candidatura'), (c) => {
    const id = idParam(c, 'id')
    return id === undefined ? naoEncontrado(c) : executar(c, avaliacoesDaCandidatura(candidatoDa(c), id), (r) => c.json(r))
  })
  /** Spec 000 §7.3 POST /{id}/avaliacoes/{avaliacaoId}?solicitacaoId: the answers of one evaluation model. */
  app.post('/candidatos/:id/avaliacoes/:modeloId', documentar('Responde uma avaliação da candidatura'), (c) =>
    proprio(c, (s) => {
      const modeloId = idParam(c, 'modeloId')
      const sid = idDe(c.req.query('solicitacaoId'))
      if (modeloId === undefined || sid === undefined) return naoEncontrado(c)
      return comCorpo(c, (corpo) =>
        executar(
          c,
          Effect.gen(function* () {
            const lista = yield* minhasCandidaturas(s)
            const link = lista.find((l) => l.solicitacaoId === sid && l.removedAt === null)
            if (!link) return yield* new NaoEncontrado({ recurso: 'candidato-solicitacao', id: sid })
            return yield* responderAvaliacao(s, link.id, modeloId, corpo)
          }),
          (r) => c.json(r, 201),
        ),
      )
    }),
  )
  app.get('/avaliacoes/:id', documentar('Respostas do candidato a uma avaliação'), (c) => {
    const id = idParam(c, 'id')
    return id === undefined ? naoEncontrado(c) : executar(c, minhaAvaliacao(candidatoDa(c), id), (r) => c.json(r))
  })
  app.get('/historico-candidatos', documentar('Histórico das etapas seletivas do candidato'), (c) => executar(c, Effect.flatMap(PortalDados, (d) => d.historico(candidatoDa(c).candidatoId)), (r) => c.json(r)))
  return app
}
