import { Effect, Random, Schema } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { alterar, atualizar, criar, obter } from '../shared/crud.ts'
import { AcessoNegado, NaoEncontrado, RegraViolada, ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import {
  Aspecto,
  ASPECTO_EM_USO,
  embaralharPerguntas,
  moverPergunta,
  Pergunta,
  respostasSugeridas,
  validarPerguntas,
  type AspectoQuestionario,
  type PerguntaEntrada,
  type PerguntaQuestionario,
} from '../shared/questionario.ts'
import { normalizarTermo as normalizarBusca } from '../shared/busca.ts'
import { defineAcao, esquemaDoRegistro, type RegistroDe } from '../shared/resource.ts'
import { camposPesquisa, PESQUISA_SEM_PERGUNTAS, pesquisas, ROLE_PESQUISA } from './pesquisas.ts'

/**
 * The survey's sub-routes of the spec (002 "Surveys: aspectos and perguntas CRUD under /{id}/aspectos and
 * /{id}/perguntas; POST clone (empresas); PUT questionarios/{id}/liberar"; the evaluation question API's
 * ordem-aleatoria, PATCH ordem, proxima-ordem, respostas-sugeridas). Every change rewrites the survey through the one
 * write path (`atualizar`): the same rules (the engine's, the lock once answered) and the same audit as the form.
 */

type Pesquisa = RegistroDe<typeof pesquisas>

const perguntasDe = (p: Pesquisa) => (p.perguntas ?? []) as ReadonlyArray<PerguntaQuestionario>
const aspectosDe = (p: Pesquisa) => (p.aspectos ?? []) as ReadonlyArray<AspectoQuestionario>

/** The survey's fields as a body (what PUT takes), with some replaced. */
const corpoDe = (p: Pesquisa, mudancas: Record<string, unknown>) => ({
  ...Object.fromEntries(Object.keys(camposPesquisa).map((k) => [k, (p as Record<string, unknown>)[k] ?? null])),
  ...mudancas,
})

const regravar = (ator: Ator, p: Pesquisa, mudancas: Record<string, unknown>) => atualizar(pesquisas, ator, p.id, corpoDe(p, mudancas))

const perguntaDe = (p: Pesquisa, perguntaId: number) =>
  Effect.fromNullable(perguntasDe(p).find((x) => x.id === perguntaId)).pipe(Effect.mapError(() => new NaoEncontrado({ recurso: 'pesquisa/pesquisas/perguntas', id: perguntaId })))

/** The engine's rules on one question sent alone: errors at its own fields ('texto', 'respostas.0.texto'). */
const validarUma = (q: PerguntaEntrada) => {
  const erros = validarPerguntas([q]).map((e): ErroCampo => ({ field: e.field.replace(/^perguntas\.0\.?/, ''), message: e.message }))
  return erros.length ? ValidacaoFalhou.campos(erros) : Effect.void
}

/** A question of the survey as stored after a change (errors of the whole survey keep their `perguntas.{k}.x` fields). */
const aPergunta = (id: number) => (p: Pesquisa) => perguntasDe(p).find((x) => x.id === id)!

const AspectoResposta = Schema.Struct({ id: Schema.Number, nome: Schema.String })
const PerguntaResposta = Schema.Unknown
const Pesquisas = Schema.Array(esquemaDoRegistro(pesquisas))

export const CorpoOrdem = Schema.Struct({
  ordem: Schema.Number.annotations({ message: () => 'Ordem inválida' }).pipe(
    Schema.int({ message: () => 'Ordem deve ser um número inteiro' }),
    Schema.between(1, 9999, { message: () => 'Ordem deve estar entre 1 e 9999' }),
  ),
})
export const CorpoLiberar = Schema.Struct({ liberada: Schema.optionalWith(Schema.Boolean.annotations({ message: () => 'Liberada inválida' }), { default: () => true, nullable: true }) })
export const CorpoClone = Schema.Struct({
  empresas: Schema.Array(Schema.Number.pipe(Schema.int(), Schema.positive()).annotations({ message: () => 'Empresa inválida' }))
    .annotations({ message: () => 'Empresas inválidas' })
    .pipe(Schema.minItems(1, { message: () => 'Selecione ao menos uma empresa' })),
})

/** Clone to other companies: the questions, aspects and settings; not released, no answers, no audience (its areas, cargos and people are the source company's). */
export const clonarPesquisa = (ator: Ator, id: number, empresas: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const p = yield* obter(pesquisas, ator, id)
    const fora = empresas.filter((e) => !ator.escopo.empresasVisiveis.includes(e))
    if (fora.length) return yield* new AcessoNegado({})
    const copias: Pesquisa[] = []
    for (const empresaId of [...new Set(empresas)]) {
      const naEmpresa: Ator = { ...ator, escopo: { ...ator.escopo, empresaId } }
      const corpo = corpoDe(p, { estabelecimentosIds: [], areasOrganizacionaisIds: [], cargosIds: [], colaboradoresIds: [] })
      copias.push(yield* criar(pesquisas, naEmpresa, corpo))
    }
    return copias
  })

export const ACOES_ESTRUTURA_PESQUISA = [
  defineAcao({
    nome: 'aspectos',
    metodo: 'GET',
    caminho: ':id/aspectos',
    resumo: 'Aspectos da pesquisa (filtro nome)',
    modo: 'ler',
    resposta: Schema.Array(AspectoResposta),
    executar: (ator, { id, query }) =>
      Effect.map(obter(pesquisas, ator, id), (p) => {
        const termo = normalizarBusca(query['nome'] ?? '')
        return aspectosDe(p).filter((a) => !termo || normalizarBusca(a.nome).includes(termo))
      }),
  }),
  defineAcao({
    nome: 'cria-aspecto',
    metodo: 'POST',
    caminho: ':id/aspectos',
    resumo: 'Cadastra um aspecto na pesquisa (nome, no máximo 100 caracteres)',
    modo: 'escrever',
    corpo: Aspecto,
    status: 201,
    resposta: AspectoResposta,
    executar: (ator, { id, corpo }) =>
      Effect.gen(function* () {
        const p = yield* obter(pesquisas, ator, id)
        const novo = yield* regravar(ator, p, { aspectos: [...aspectosDe(p), { nome: corpo.nome }] })
        return aspectosDe(novo).at(-1)!
      }),
  }),
  defineAcao({
    nome: 'remove-aspecto',
    metodo: 'DELETE',
    caminho: ':id/aspectos/:aspectoId',
    resumo: 'Exclui um aspecto da pesquisa (recusado se alguma pergunta o usa)',
    modo: 'escrever',
    resposta: Schema.Struct({ id: Schema.Number }),
    executar: (ator, { id, parametros }) =>
      Effect.gen(function* () {
        const p = yield* obter(pesquisas, ator, id)
        const a = aspectosDe(p).find((x) => x.id === parametros['aspectoId'])
        if (!a) return yield* new NaoEncontrado({ recurso: 'pesquisa/pesquisas/aspectos', id: parametros['aspectoId'] })
        if (perguntasDe(p).some((q) => q.aspecto === a.nome)) return yield* new RegraViolada({ message: ASPECTO_EM_USO })
        yield* regravar(ator, p, { aspectos: aspectosDe(p).filter((x) => x.id !== a.id) })
        return { id: a.id }
      }),
  }),
  defineAcao({
    nome: 'perguntas',
    metodo: 'GET',
    caminho: ':id/perguntas',
    resumo: 'Perguntas da pesquisa, em ordem (filtro aspecto)',
    modo: 'ler',
    resposta: Schema.Array(PerguntaResposta),
    executar: (ator, { id, query }) =>
      Effect.map(obter(pesquisas, ator, id), (p) => perguntasDe(p).filter((q) => !query['aspecto'] || normalizarBusca(q.aspecto ?? '') === normalizarBusca(query['aspecto']))),
  }),
  defineAcao({
    nome: 'proxima-ordem',
    metodo: 'GET',
    caminho: ':id/perguntas/proxima-ordem',
    resumo: 'A ordem que a próxima pergunta cadastrada terá',
    modo: 'ler',
    resposta: Schema.Number,
    executar: (ator, { id }) => Effect.map(obter(pesquisas, ator, id), (p) => perguntasDe(p).length + 1),
  }),
  defineAcao({
    nome: 'respostas-sugeridas',
    metodo: 'GET',
    caminho: ':id/perguntas/respostas-sugeridas',
    resumo: 'Listas de opções de resposta já usadas na pesquisa (sem ids), para reaproveitar numa nova pergunta',
    modo: 'ler',
    resposta: Schema.Array(Schema.Array(Schema.Struct({ texto: Schema.String, peso: Schema.Number }))),
    executar: (ator, { id }) => Effect.map(obter(pesquisas, ator, id), (p) => respostasSugeridas(perguntasDe(p))),
  }),
  defineAcao({
    nome: 'pergunta',
    metodo: 'GET',
    caminho: ':id/perguntas/:perguntaId',
    resumo: 'Uma pergunta da pesquisa',
    modo: 'ler',
    resposta: PerguntaResposta,
    executar: (ator, { id, parametros }) => Effect.flatMap(obter(pesquisas, ator, id), (p) => perguntaDe(p, parametros['perguntaId']!)),
  }),
  defineAcao({
    nome: 'cria-pergunta',
    metodo: 'POST',
    caminho: ':id/perguntas',
    resumo: 'Cadastra uma pergunta (tipos e regras do motor de questionários) no fim da pesquisa, ou na `ordem` dada',
    modo: 'escrever',
    corpo: Pergunta,
    status: 201,
    resposta: PerguntaResposta,
    executar: (ator, { id, corpo }) =>
      Effect.gen(function* () {
        const p = yield* obter(pesquisas, ator, id)
        yield* validarUma(corpo)
        const { id: _, ...sem } = corpo
        const atuais = perguntasDe(p)
        const novo = yield* regravar(ator, p, { perguntas: [...atuais, sem] })
        const criada = perguntasDe(novo).at(-1)!
        if (corpo.ordem && corpo.ordem <= atuais.length) {
          const reordenado = yield* regravar(ator, novo, { perguntas: moverPergunta(perguntasDe(novo), criada.id, corpo.ordem) })
          return aPergunta(criada.id)(reordenado)
        }
        return criada
      }),
  }),
  defineAcao({
    nome: 'altera-pergunta',
    metodo: 'PUT',
    caminho: ':id/perguntas/:perguntaId',
    resumo: 'Altera uma pergunta da pesquisa (mantém o seu id e o dos opções que continuam)',
    modo: 'escrever',
    corpo: Pergunta,
    resposta: PerguntaResposta,
    executar: (ator, { id, corpo, parametros }) =>
      Effect.gen(function* () {
        const p = yield* obter(pesquisas, ator, id)
        const perguntaId = parametros['perguntaId']!
        yield* perguntaDe(p, perguntaId)
        yield* validarUma(corpo)
        const novo = yield* regravar(ator, p, { perguntas: perguntasDe(p).map((q) => (q.id === perguntaId ? { ...corpo, id: perguntaId } : q)) })
        return aPergunta(perguntaId)(novo)
      }),
  }),
  defineAcao({
    nome: 'remove-pergunta',
    metodo: 'DELETE',
    caminho: ':id/perguntas/:perguntaId',
    resumo: 'Exclui uma pergunta da pesquisa',
    modo: 'escrever',
    resposta: Schema.Struct({ id: Schema.Number }),
    executar: (ator, { id, parametros }) =>
      Effect.gen(function* () {
        const p = yield* obter(pesquisas, ator, id)
        const perguntaId = parametros['perguntaId']!
        yield* perguntaDe(p, perguntaId)
        yield* regravar(ator, p, { perguntas: perguntasDe(p).filter((q) => q.id !== perguntaId) })
        return { id: perguntaId }
      }),
  }),
  defineAcao({
    nome: 'ordem-pergunta',
    metodo: 'PATCH',
    caminho: ':id/perguntas/:perguntaId/ordem',
    resumo: 'Move a pergunta para a ordem dada; as outras mantêm a sua sequência',
    modo: 'escrever',
    corpo: CorpoOrdem,
    resposta: Schema.Array(PerguntaResposta),
    executar: (ator, { id, corpo, parametros }) =>
      Effect.gen(function* () {
        const p = yield* obter(pesquisas, ator, id)
        yield* perguntaDe(p, parametros['perguntaId']!)
        return perguntasDe(yield* regravar(ator, p, { perguntas: moverPergunta(perguntasDe(p), parametros['perguntaId']!, corpo.ordem) }))
      }),
  }),
  defineAcao({
    nome: 'ordem-aleatoria',
    metodo: 'POST',
    caminho: ':id/ordem-aleatoria',
    resumo: 'Embaralha a ordem das perguntas da pesquisa',
    modo: 'escrever',
    resposta: Schema.Array(PerguntaResposta),
    executar: (ator, { id }) =>
      Effect.gen(function* () {
        const p = yield* obter(pesquisas, ator, id)
        const sorteios: number[] = []
        for (let i = 0; i < perguntasDe(p).length; i++) sorteios.push(yield* Random.next)
        let k = 0
        return perguntasDe(yield* regravar(ator, p, { perguntas: embaralharPerguntas(perguntasDe(p), () => sorteios[k++] ?? 0) }))
      }),
  }),
  defineAcao({
    nome: 'liberar',
    metodo: 'PUT',
    caminho: ':id/liberar',
    resumo: 'Libera a pesquisa para as respostas do público (liberada: false a bloqueia de novo)',
    modo: 'escrever',
    autoridade: ROLE_PESQUISA,
    corpo: CorpoLiberar,
    corpoOpcional: true,
    resposta: 'registro',
    executar: (ator, { id, corpo }) =>
      Effect.gen(function* () {
        const p = yield* obter(pesquisas, ator, id)
        if (corpo.liberada && !perguntasDe(p).length) return yield* new RegraViolada({ message: PESQUISA_SEM_PERGUNTAS })
        return yield* alterar(pesquisas, ator, id, { liberada: corpo.liberada })
      }),
  }),
  defineAcao({
    nome: 'clone',
    metodo: 'POST',
    caminho: ':id/clone',
    resumo: 'Copia a pesquisa (perguntas, aspectos, período e anonimato) para as empresas dadas, bloqueada e sem público',
    modo: 'escrever',
    corpo: CorpoClone,
    status: 201,
    resposta: Pesquisas,
    executar: (ator, { id, corpo }) => clonarPesquisa(ator, id, corpo.empresas),
  }),
]
