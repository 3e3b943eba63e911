import { Effect } from 'effect'
import { Hono, type Context } from 'hono'
import { setCookie } from 'hono/cookie'
import {
  ARQUIVO_GRANDE,
  TAMANHO_MAXIMO_ARQUIVO,
  baixarAnexo,
  gravarAnexo,
  listarAnexos,
  removerAnexo,
  type ArquivoEnviado,
} from '../../core/captacao/anexarDocumentoCandidato.ts'
import { aplicar, avaliacoesDaCandidatura, desistir, minhaAvaliacao, minhasCandidaturas, responderAvaliacao } from '../../core/externo/aplicar.ts'
import { aceitarTermo } from '../../core/externo/consentimento.ts'
import { enviarParaAmigo } from '../../core/externo/enviarAmigo.ts'
import { consultarCepPortal, formularioDoPortal, LISTAS_ITEM, listarCidades, listarEstados, validarItemPortal, type ListaItem } from '../../core/externo/formulario.ts'
import { excluirConta, exportarDados, exportarDadosPdf } from '../../core/externo/excluirConta.ts'
import { PortalDados, VerificadorRobo } from '../../core/externo/ports.ts'
import { redefinirSenha, solicitarRecuperacao } from '../../core/externo/recuperarSenha.ts'
import { alterarSenha, atualizarCadastro, obterCadastro, registrarCandidato } from '../../core/externo/registrar.ts'
import { atorPortal, escopoDe, type SessaoCandidato } from '../../core/externo/sessao.ts'
import { DURACAO_SESSAO_MIN } from '../../core/sessao/login.ts'
import { NaoEncontrado } from '../../core/shared/erros.ts'
import type { Sessao } from '../../core/shared/ports.ts'
import { disposicaoAnexo, tipoDeDownload } from '../arquivos.ts'
import { lerJson } from '../corpo.ts'
import { origemDosLinks } from '../origem.ts'
import { erro, executar, invalido, naoEncontrado, type Env } from '../executar.ts'
import { COOKIE_EXTERNO } from '../sessao.ts'
import { documentar } from '../openapi.ts'
import { candidatoDa, enderecoDe, exigirCandidato } from './sessao.ts'

type C = Context<Env>

const idParam = (c: C, nome: string) => {
  const s = c.req.param(nome) ?? ''
  return /^[1-9]\d{0,9}$/.test(s) && Number(s) <= 2_147_483_647 ? Number(s) : undefined
}
const inteiro = (v: string | undefined) => (v && /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647 ? Number(v) : undefined)

const gravarCookie = (c: C, s: Sessao) =>
  setCookie(c, COOKIE_EXTERNO, s.token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: process.env['COOKIE_SECURE'] === 'true' || c.req.header('x-forwarded-proto') === 'https',
    maxAge: DURACAO_SESSAO_MIN * 60,
  })


/** Only the metadata a candidate may set on their own attachment. */
const CAMPOS_ANEXO = ['descricao', 'data', 'tipoDocumento', 'observacao'] as const

const lerUpload = async (c: C): Promise<{ campos: Record<string, unknown>; arquivo?: ArquivoEnviado } | Response> => {
  if (Number(c.req.header('content-length') ?? 0) > TAMANHO_MAXIMO_ARQUIVO * 1.4 + 64 * 1024) return erro(c, 413, 'CORPO_GRANDE', ARQUIVO_GRANDE)
  if (!(c.req.header('content-type') ?? '').includes('multipart/form-data')) return erro(c, 415, 'TIPO_NAO_SUPORTADO', 'Envie o arquivo como multipart/form-data')
  let form: Record<string, string | File | (string | File)[]>
  try {
    form = await c.req.parseBody()
  } catch {
    return erro(c, 400, 'CORPO_INVALIDO', 'Corpo da requisição inválido')
  }
  const campos: Record<string, unknown> = {}
  let arquivo: ArquivoEnviado | undefined
  for (const [k, v] of Object.entries(form)) {
    const x = Array.isArray(v) ? v[0] : v
    if (typeof x === 'string' && (CAMPOS_ANEXO as ReadonlyArray<string>).includes(k)) campos[k] = x
    else if (x && typeof x !== 'string' && (k === 'anexo' || k === 'arquivo') && x.size > 0) arquivo = { nome: x.name || 'arquivo', conteudo: new Uint8Array(await x.arrayBuffer()) }
  }
  return { campos, ...(arquivo ? { arquivo } : {}) }
}

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

/** The candidate portal's own API under /api/externo (registration, recovery, applications, …). */
export const rotasPortal = () => {
  const app = new Hono<Env>()

  // ---- public -------------------------------------------------------------------------------------
  app.get('/formulario', documentar('Dados do formulário de cadastro da empresa (público)'), (c) => {
    const empresaId = inteiro(c.req.query('empresaId'))
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
  app.get('/cep/:cep', documentar('Endereço de um CEP (público)'), (c) => executar(c, consultarCepPortal(c.req.param('cep'), enderecoDe(c)), (r) => c.json(r)))
  // A sub-record checked by the core before the portal keeps it in memory (the same rules as the save).
  app.post('/candidatos/validar-item/:lista', documentar('Valida um item do cadastro (experiência, formação, idioma…) (público)'), (c) => {
    const lista = c.req.param('lista') as ListaItem
    if (!LISTAS_ITEM.includes(lista)) return naoEncontrado(c)
    return comCorpo(c, (corpo) => executar(c, validarItemPortal(lista, corpo), (r) => c.json(r)))
  })
  app.post('/candidatos', documentar('Cadastra o candidato e abre a sessão (público)'), (c) =>
    comCorpo(c, (corpo) =>
      executar(c, registrarCandidato(corpo, enderecoDe(c)), (r) => {
        gravarCookie(c, r.sessao)
        return c.json(r.candidato, 201)
      }),
    ),
  )
  app.put('/candidatos/recuperar-senha', documentar('Envia o link de recuperação de senha por e-mail (público)'), (c) => comCorpo(c, (corpo) => executar(c, solicitarRecuperacao(corpo, enderecoDe(c), origemDosLinks(c)), (r) => c.json(r))))
  app.post('/candidatos/redefinir-senha', documentar('Redefine a senha pelo link de recuperação (público)'), (c) => comCorpo(c, (corpo) => executar(c, redefinirSenha(corpo), (r) => c.json(r))))
  app.get('/desafio', documentar('Desafio anti-robô (prova de trabalho) (público)'), (c) => executar(c, Effect.flatMap(VerificadorRobo, (v) => v.desafio), (r) => c.json(r)))
  app.post('/anuncios/:id/enviar-amigo', documentar('Envia o anúncio da vaga para um amigo (público)'), (c) => {
    const id = idParam(c, 'id')
    if (id === undefined) return naoEncontrado(c)
    return comCorpo(c, (corpo) => executar(c, enviarParaAmigo(id, corpo, enderecoDe(c), origemDosLinks(c)), (r) => c.json(r)))
  })

  // ---- the logged-in candidate's own data ------------------------------------------------------------
  for (const p of ['/candidatos/*', '/candidato-solicitacao', '/candidato-solicitacao/*', '/historico-candidatos', '/avaliacoes/*', '/consentimentos']) app.use(p, exigirCandidato)

  app.get('/candidatos/:id', documentar('Cadastro do candidato logado'), (c) => proprio(c, (s, id) => executar(c, obterCadastro(s, id), (r) => c.json(r))))
  app.put('/candidatos/:id', documentar('Altera o cadastro do candidato logado'), (c) => proprio(c, (s, id) => comCorpo(c, (corpo) => executar(c, atualizarCadastro(s, id, corpo), (r) => c.json(r)))))
  app.delete('/candidatos/:id', documentar('Exclui a conta do candidato (LGPD)'), (c) => proprio(c, (s, id) => executar(c, excluirConta(s, id), (r) => c.json(r))))
  app.get('/candidatos/:id/exportar', documentar('Exporta os dados do candidato em JSON ou, com formato=pdf, em PDF (LGPD)'), (c) =>
    proprio(c, (s, id) =>
      c.req.query('formato') === 'pdf'
        ? executar(c, exportarDadosPdf(s, id), (r) =>
            c.body(r.conteudo as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': disposicaoAnexo(r.nome), 'Cache-Control': 'private, no-store' }),
          )
        : executar(c, exportarDados(s, id), (r) =>
            c.body(JSON.stringify(r, null, 2), 200, {
              'Content-Type': 'application/json; charset=utf-8',
              'Content-Disposition': disposicaoAnexo(`meus-dados-${id}.json`),
              'Cache-Control': 'private, no-store',
            }),
          ),
    ),
  )
  app.patch('/candidatos/:id/alterar-senha', documentar('Altera a senha do candidato'), (c) => proprio(c, (s, id) => comCorpo(c, (corpo) => executar(c, alterarSenha(s, id, corpo), (r) => c.json(r)))))
  app.patch('/candidatos/:id/aceita-termo', documentar('Aceita o termo de privacidade da empresa'), (c) => proprio(c, (s) => executar(c, aceitarTermo(s), (r) => c.json(r))))
  app.get('/consentimentos', documentar('Consentimentos registrados do candidato'), (c) => executar(c, Effect.flatMap(PortalDados, (d) => d.consentimentos(candidatoDa(c).candidatoId)), (r) => c.json(r)))

  const ANEXOS = '/candidatos/:id/documentos-anexos'
  app.get(ANEXOS, documentar('Lista os anexos do candidato'), (c) => proprio(c, (s, id) => executar(c, listarAnexos(escopoDe(s), id), (r) => c.json(r))))
  app.post(ANEXOS, documentar('Anexa um documento ao cadastro do candidato'), (c) =>
    proprio(c, async (s, id) => {
      const up = await lerUpload(c)
      if (up instanceof Response) return up
      return executar(c, gravarAnexo(atorPortal(s), id, up.campos, up.arquivo), (r) => c.json(r, 201))
    }),
  )
  const comDoc = (c: C, f: (s: SessaoCandidato, id: number, docId: number) => Response | Promise<Response>) =>
    proprio(c, (s, id) => {
      const docId = idParam(c, 'docId')
      return docId === undefined ? naoEncontrado(c) : f(s, id, docId)
    })
  app.delete(`${ANEXOS}/:docId`, documentar('Remove um anexo do candidato'), (c) => comDoc(c, (s, id, docId) => executar(c, removerAnexo(escopoDe(s), id, docId), (r) => c.json(r))))
  app.get(`${ANEXOS}/:docId/download`, documentar('Baixa o arquivo de um anexo do candidato'), (c) =>
    comDoc(c, (s, id, docId) =>
      executar(c, baixarAnexo(escopoDe(s), id, docId), (a) =>
        c.body(a.conteudo as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': tipoDeDownload(a.tipo), 'Content-Disposition': disposicaoAnexo(a.nome), 'Cache-Control': 'private, no-store' }),
      ),
    ),
  )

  // Applications (spec 000 §7.4 candidato-solicitacao).
  app.get('/candidato-solicitacao', documentar('Candidaturas do candidato'), (c) => executar(c, minhasCandidaturas(candidatoDa(c)), (r) => c.json(r)))
  app.post('/candidato-solicitacao', documentar('Candidata-se à vaga de uma solicitação'), (c) => {
    const sid = inteiro(c.req.query('solicitacaoId'))
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
      const sid = inteiro(c.req.query('solicitacaoId'))
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
