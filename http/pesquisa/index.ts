import { Hono } from 'hono'
import { Effect, Schema } from 'effect'
import {
  clonarModeloEntrevista,
  imprimirModeloEntrevista,
  lerEmpresasDoClone,
  lerQuestionarioId,
  listarModelosEntrevista,
  ModeloEntrevista,
  obterModeloEntrevista,
  respostasModeloEntrevista,
  RespostasEntrevista,
} from '../../core/pesquisa/entrevistas.ts'
import { filtroDaQuery, ListaQuestionarios, listarQuestionarios } from '../../core/pesquisa/questionarios.ts'
import { sincronizarColabore, statusSincronizacaoColabore } from '../../core/pesquisa/sincronizacao-colabore.ts'
import { responderArquivo } from '../arquivos.ts'
import { lerJson } from '../corpo.ts'
import { atorDe, idDaRota } from '../crud.ts'
import { executar, naoEncontrado, type Env } from '../executar.ts'
import { defineRotas } from '../modulo.ts'
import { documentar } from '../openapi.ts'

const BASE = '/pesquisa/sincronizacao-colabore'

/** The external collaboration service's sync (spec 002 `sincronizacao-colabore`): its status, and the sync refused while not configured. */
const rotasSincronizacaoColabore = () => {
  const app = new Hono<Env>()
  app.get(`${BASE}/status`, documentar('Situação da integração com o serviço externo de colaboração (Colabore): não configurada por padrão'), (c) =>
    executar(c, statusSincronizacaoColabore(atorDe(c)), (r) => c.json(r)),
  )
  app.post(BASE, documentar('Sincroniza as pesquisas com o serviço externo de colaboração (400 com a mensagem enquanto a integração não estiver configurada)'), (c) =>
    executar(c, sincronizarColabore(atorDe(c)), (r) => c.json(r)),
  )
  app.get('/pesquisa/questionarios', documentar('Todos os questionários da empresa com o tipo (pesquisas, NPS, entrevistas): filtros titulo, tipo, liberado; pagina e porPagina', { resposta: ListaQuestionarios }), (c) =>
    executar(c, listarQuestionarios(atorDe(c), filtroDaQuery(c.req.query())), (r) => c.json(r)),
  )
  return app
}

const ENTREVISTAS = '/pesquisa/entrevistas'
const Modelos = Schema.Array(ModeloEntrevista)

/** Interview models (spec 002 "Interviews"): the exit-interview models' records, listed, copied, their answers and the blank print. */
const rotasEntrevistas = () => {
  const app = new Hono<Env>()
  app.get(`${ENTREVISTAS}/questionarios`, documentar('Modelos de entrevista de uma empresa visível (empresaId, a da sessão por padrão), filtro ativa', { resposta: Modelos }), (c) => {
    const q = c.req.query()
    const empresaId = q['empresaId'] ? Number(q['empresaId']) : undefined
    if (empresaId !== undefined && !(Number.isInteger(empresaId) && empresaId > 0 && empresaId <= 2_147_483_647)) return naoEncontrado(c)
    const ativa = q['ativa'] === 'true' ? true : q['ativa'] === 'false' ? false : undefined
    return executar(c, listarModelosEntrevista(atorDe(c), { empresaId, ativa }), (r) => c.json(r))
  })
  app.post(`${ENTREVISTAS}/respostas`, documentar('Respostas das entrevistas registradas com o modelo (questionarioId), agregadas por pergunta como no relatório de entrevistas de desligamento, sem nomes', { resposta: RespostasEntrevista }), async (c) => {
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    return executar(c, Effect.flatMap(lerQuestionarioId(corpo), (id) => respostasModeloEntrevista(atorDe(c), id)), (r) => c.json(r))
  })
  app.post(`${ENTREVISTAS}/print`, documentar('PDF do questionário em branco do modelo (questionarioId): perguntas, opções e linhas para escrever', { resposta: 'arquivo' }), async (c) => {
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    const ator = atorDe(c)
    return executar(c, Effect.flatMap(lerQuestionarioId(corpo), (id) => imprimirModeloEntrevista(ator, id, ator.empresa?.nome ?? '')), (a) => responderArquivo(c, a))
  })
  app.get(`${ENTREVISTAS}/:id`, documentar('Um modelo de entrevista', { resposta: ModeloEntrevista }), (c) => {
    const id = idDaRota(c)
    return id === undefined ? naoEncontrado(c) : executar(c, obterModeloEntrevista(atorDe(c), id), (r) => c.json(r))
  })
  app.post(`${ENTREVISTAS}/:id/clone`, documentar('Copia o modelo de entrevista para as empresas dadas (empresas)', { resposta: Modelos, status: 201 }), async (c) => {
    const id = idDaRota(c)
    if (id === undefined) return naoEncontrado(c)
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    return executar(c, Effect.flatMap(lerEmpresasDoClone(corpo), (empresas) => clonarModeloEntrevista(atorDe(c), id, empresas)), (r) => c.json(r, 201))
  })
  return app
}

/** Survey routes beyond their declarations: the external sync, the questionnaires of every type. */
export const rotasPesquisa = defineRotas({ nome: 'pesquisa', internas: () => rotasSincronizacaoColabore().route('/', rotasEntrevistas()) })
