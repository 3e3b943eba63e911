import { Either } from 'effect'
import { Hono, type Context } from 'hono'
import {
  alterarStatusSolicitacao,
  cancelarSolicitacao,
  clonarSolicitacao,
  criarSolicitacao,
  editarSolicitacao,
  encerrarSolicitacao,
  liberarSolicitacao,
  obterSolicitacao,
  reabrirSolicitacao,
  removerSolicitacao,
  suspenderSolicitacao,
  type Ator,
} from '../../core/captacao/alterarSolicitacao.ts'
import { alterarCargoCaptacao } from '../../core/captacao/cargo.ts'
import { estatisticasPreenchimentoVaga } from '../../core/captacao/estatisticas-preenchimento-vaga.ts'
import { registrarResultado } from '../../core/captacao/historico.ts'
import { imprimirSolicitacao } from '../../core/captacao/imprimirSolicitacao.ts'
import { listarSolicitacoes } from '../../core/captacao/listarSolicitacoes.ts'
import {
  candidatosDaSolicitacao,
  contratarCandidato,
  desvincularCandidato,
  moverCandidato,
  proximaOrdemEtapa,
  quadroDaSolicitacao,
} from '../../core/captacao/pipeline.ts'
import { CHAVES_FILTRO_SOLICITACOES, configDaEmpresa, solicitacoesPessoal } from '../../core/captacao/solicitacoes-pessoal.ts'
import { validarLimiteCargo, vincularCandidatoASolicitacoes, vincularCandidatosNaSolicitacao } from '../../core/captacao/vincularSolicitacao.ts'
import { podeAcessar } from '../../core/sessao/autoridades.ts'
import { lerJson } from '../corpo.ts'
import { idDaRota, lerListagem, responderLista } from '../crud.ts'
import { executar, invalido, naoAutorizado, naoEncontrado, type Env } from '../executar.ts'
import { documentar } from '../openapi.ts'

const BASE = '/captacao/solicitacoes-pessoal'

const ator = (c: Context<Env>): Ator => {
  const ctx = c.get('ctx')
  return { escopo: ctx.escopo, usuario: { id: ctx.usuario.id, nome: ctx.usuario.nome }, autoridades: ctx.autoridades }
}

const pode = (c: Context<Env>, modo: 'ler' | 'escrever') => podeAcessar(c.get('ctx').autoridades, solicitacoesPessoal, modo)

/** Splits the spec's search keys (§3.9) from the generic list parameters, in the query and in `filter={…}`. */
const separarFiltros = (qs: Record<string, string>) => {
  const especiais: Record<string, unknown> = {}
  const resto: Record<string, string> = {}
  for (const [k, v] of Object.entries(qs)) {
    if (CHAVES_FILTRO_SOLICITACOES.includes(k)) {
      if (v !== '') especiais[k] = v
    } else resto[k] = v
  }
  if (resto['filter'] !== undefined) {
    try {
      const f = JSON.parse(resto['filter']) as unknown
      if (f && typeof f === 'object' && !Array.isArray(f)) {
        const generico: Record<string, unknown> = {}
        for (const [k, v] of Object.entries(f)) {
          if (CHAVES_FILTRO_SOLICITACOES.includes(k)) {
            if (v !== '' && v !== null && v !== undefined) especiais[k] = v
          } else generico[k] = v
        }
        resto['filter'] = JSON.stringify(generico)
      }
    } catch {
      // left as is: the list parser answers 'Filtro inválido'
    }
  }
  return { especiais, resto }
}

type Handler = (c: Context<Env>, id: number) => Response | Promise<Response>

/** A route on `/:id` that needs the write authority (or read) and a valid id. */
const comId =
  (modo: 'ler' | 'escrever', h: Handler) =>
  (c: Context<Env>) => {
    if (!pode(c, modo)) return naoAutorizado(c)
    const id = idDaRota(c)
    if (id === undefined) return naoEncontrado(c)
    return h(c, id)
  }

/** Same, reading a JSON body first (415/400 for a non-JSON body). */
const comIdECorpo =
  (h: (c: Context<Env>, id: number, corpo: unknown) => Response | Promise<Response>, corpoOpcional = false) =>
  async (c: Context<Env>) => {
    if (!pode(c, 'escrever')) return naoAutorizado(c)
    const id = idDaRota(c)
    if (id === undefined) return naoEncontrado(c)
    if (corpoOpcional && !c.req.header('content-type')) return h(c, id, {})
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    return h(c, id, corpo)
  }

/**
 * Routes of the personnel requests, their candidates, the pipeline, the history, the fill statistics and the
 * recruitment view of a cargo (mounted under /api before the generic CRUD, so these paths win).
 */
export const rotasSolicitacoes = () => {
  const app = new Hono<Env>()

  // ---- list (spec filters), settings, candidate-side link -------------------------------------------------
  app.get(BASE, documentar('Lista as solicitações de pessoal (com os filtros da pesquisa)'), (c) => {
    if (!pode(c, 'ler')) return naoAutorizado(c)
    const { especiais, resto } = separarFiltros(c.req.query())
    const lido = lerListagem(solicitacoesPessoal, resto)
    if (Either.isLeft(lido)) return invalido(c, lido.left, 'Parâmetros de consulta inválidos')
    const { dialeto, query } = lido.right
    return executar(
      c,
      listarSolicitacoes(ator(c), { campos: query.filter, especiais, ...(query.sort ? { sort: query.sort } : {}), ...(query.range ? { range: query.range } : {}) }),
      ({ rows, total }) => responderLista(c, dialeto, 'solicitacoes-pessoal', rows, total),
    )
  })

  app.get(`${BASE}/configuracao`, documentar('Configuração de solicitação de pessoal da empresa atual'), (c) => {
    if (!pode(c, 'ler')) return naoAutorizado(c)
    const ctx = c.get('ctx')
    return executar(c, configDaEmpresa(ctx.escopo, ctx.escopo.empresaId), (cfg) => c.json(cfg))
  })

  // 'Solicitações disponíveis' for a candidate: approved, open, not yet linked to them.
  const disponiveis = (c: Context<Env>, empresaId: number) => {
    if (!pode(c, 'ler')) return naoAutorizado(c)
    if (!c.get('ctx').escopo.empresasVisiveis.includes(empresaId)) return naoEncontrado(c)
    const candidatoId = c.req.query('candidatoId')
    const especiais: Record<string, unknown> = { visualizar: 'A' }
    if (candidatoId) especiais['semCandidatoId'] = candidatoId
    return executar(c, listarSolicitacoes(ator(c), { campos: { empresaId, status: 'A' }, especiais, sort: { field: 'descricao', order: 'ASC' } }), (p) =>
      c.json(p.rows),
    )
  }
  app.get(`${BASE}/candidato`, documentar('Solicitações disponíveis para vincular um candidato (empresa atual)'), (c) => disponiveis(c, c.get('ctx').escopo.empresaId))
  app.get(`${BASE}/candidato/:id`, documentar('Solicitações disponíveis para vincular um candidato, da empresa {id}'), comId('ler', (c, empresaId) => disponiveis(c, empresaId)))
  app.post(
    `${BASE}/candidato/:id`,
    documentar('Vincula o candidato a várias solicitações'),
    comIdECorpo((c, candidatoId, corpo) => executar(c, vincularCandidatoASolicitacoes(ator(c), candidatoId, corpo), (r) => c.json(r, 201))),
  )
  app.post(
    `${BASE}/validarLimiteCargo/:id`,
    documentar('Verifica o limite de candidaturas por cargo antes de vincular'),
    comIdECorpo((c, id, corpo) => executar(c, validarLimiteCargo(ator(c), id, corpo), (r) => c.json(r))),
  )

  // ---- one request ------------------------------------------------------------------------------------------
  app.get(`${BASE}/:id`, documentar('Solicitação de pessoal por id'), comId('ler', (c, id) => executar(c, obterSolicitacao(ator(c), id), (r) => c.json(r))))
  app.post(BASE, documentar('Cria solicitação de pessoal'), async (c) => {
    if (!pode(c, 'escrever')) return naoAutorizado(c)
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    return executar(c, criarSolicitacao(ator(c), corpo), (r) => c.json(r, 201))
  })
  app.put(`${BASE}/:id`, documentar('Altera solicitação de pessoal'), comIdECorpo((c, id, corpo) => executar(c, editarSolicitacao(ator(c), id, corpo), (r) => c.json(r))))
  app.delete(`${BASE}/:id`, documentar('Remove solicitação de pessoal (só se nunca teve candidatos)'), comId('escrever', (c, id) => executar(c, removerSolicitacao(ator(c), id), () => c.json({ id }))))

  app.put(`${BASE}/:id/status`, documentar('Aprova, reprova ou devolve a solicitação para análise'), comIdECorpo((c, id, corpo) => executar(c, alterarStatusSolicitacao(ator(c), id, corpo), (r) => c.json(r))))
  app.put(`${BASE}/:id/suspende`, documentar('Suspende a solicitação'), comIdECorpo((c, id) => executar(c, suspenderSolicitacao(ator(c), id), (r) => c.json(r)), true))
  app.put(`${BASE}/:id/libera`, documentar('Libera a solicitação suspensa'), comIdECorpo((c, id) => executar(c, liberarSolicitacao(ator(c), id), (r) => c.json(r)), true))
  app.put(`${BASE}/:id/cancela`, documentar('Cancela a solicitação (com observação)'), comIdECorpo((c, id, corpo) => executar(c, cancelarSolicitacao(ator(c), id, corpo), (r) => c.json(r))))
  app.put(`${BASE}/:id/encerra`, documentar('Encerra a solicitação (data de encerramento)'), comIdECorpo((c, id, corpo) => executar(c, encerrarSolicitacao(ator(c), id, corpo), (r) => c.json(r))))
  app.put(`${BASE}/:id/reabre`, documentar('Reabre a solicitação encerrada'), comIdECorpo((c, id) => executar(c, reabrirSolicitacao(ator(c), id), (r) => c.json(r)), true))

  app.get(`${BASE}/:id/clone`, documentar('Dados da solicitação para criar uma nova (clonar)'), comId('escrever', (c, id) => executar(c, clonarSolicitacao(ator(c), id), (r) => c.json(r))))
  app.get(
    `${BASE}/:id/pdf`,
    documentar('Baixa o PDF da solicitação'),
    comId('ler', (c, id) =>
      executar(c, imprimirSolicitacao(ator(c), id, c.get('ctx').empresa.nome), ({ bytes, nomeArquivo }) =>
        c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${nomeArquivo}"`,
          'Access-Control-Expose-Headers': 'Content-Disposition',
        }),
      ),
    ),
  )
  app.get(`${BASE}/:id/bairros`, documentar('Bairros da solicitação'), comId('ler', (c, id) => executar(c, obterSolicitacao(ator(c), id), (r) => c.json(r['bairros'] ?? []))))
  app.get(
    `${BASE}/:id/possui-candidato`,
    documentar('Diz se a solicitação tem candidatos'),
    comId('ler', (c, id) => executar(c, candidatosDaSolicitacao(ator(c), id), (l) => c.json(l.length > 0))),
  )
  app.get(`${BASE}/:id/candidatos`, documentar('Candidatos da solicitação'), comId('ler', (c, id) => executar(c, candidatosDaSolicitacao(ator(c), id), (l) => c.json(l))))
  app.post(
    `${BASE}/:id/candidatos`,
    documentar('Vincula candidatos à solicitação'),
    comIdECorpo((c, id, corpo) => executar(c, vincularCandidatosNaSolicitacao(ator(c), id, corpo), (r) => c.json(r, 201))),
  )
  app.get(`${BASE}/:id/quadro`, documentar('Quadro da solicitação: candidatos por etapa seletiva'), comId('ler', (c, id) => executar(c, quadroDaSolicitacao(ator(c), id), (q) => c.json(q))))

  // ---- candidates in a request: moves, hiring, removal -------------------------------------------------------
  app.put(
    '/captacao/candidato-solicitacao/:id/etapa',
    documentar('Move o candidato para outra etapa seletiva da solicitação'),
    comIdECorpo((c, id, corpo) => executar(c, moverCandidato(ator(c), id, corpo), (r) => c.json(r))),
  )
  app.post(
    '/captacao/candidato-solicitacao/:id/contratar',
    documentar('Contrata o candidato da solicitação'),
    comIdECorpo((c, id) => executar(c, contratarCandidato(ator(c), id), (r) => c.json(r)), true),
  )
  app.delete('/captacao/candidato-solicitacao/:id', documentar('Desvincula o candidato da solicitação'), comId('escrever', (c, id) => executar(c, desvincularCandidato(ator(c), id), (r) => c.json(r))))

  // ---- history, statistics, cargo view, stage order ---------------------------------------------------------
  app.put('/captacao/historico/:id', documentar('Registra o resultado do candidato na etapa (histórico)'), comIdECorpo((c, id, corpo) => executar(c, registrarResultado(ator(c), id, corpo), (r) => c.json(r))))

  app.get('/captacao/estatisticas-preenchimento-vaga', documentar('Estatísticas de preenchimento de vagas por cargo'), (c) => {
    if (!pode(c, 'ler')) return naoAutorizado(c)
    return executar(c, estatisticasPreenchimentoVaga(ator(c), c.req.query()), (r) => c.json(r))
  })

  app.all('/captacao/estatisticas-preenchimento-vaga/:id', documentar('Estatísticas não têm consulta por id (sempre 404)'), (c) => naoEncontrado(c))

  app.put(
    '/captacao/cargo/:id',
    documentar('Altera os dados de recrutamento do cargo'),
    comIdECorpo((c, id, corpo) => executar(c, alterarCargoCaptacao(c.get('ctx').escopo, id, corpo), (r) => c.json(r))),
  )

  app.get('/captacao/etapas-seletivas/proxima-ordem', documentar('Próxima ordem para uma nova etapa seletiva'), (c) => executar(c, proximaOrdemEtapa(c.get('ctx').escopo), (n) => c.json(n)))

  return app
}
