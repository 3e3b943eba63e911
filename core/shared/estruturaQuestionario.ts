import { Effect, Random, Schema } from 'effect'
import type { Ator } from './ator.ts'
import { normalizarTermo as normalizarBusca } from './busca.ts'
import { atualizar, criar, obter } from './crud.ts'
import { AcessoNegado, NaoEncontrado, RegraViolada, ValidacaoFalhou, type ErroCampo } from './erros.ts'
import {
  Aspecto,
  ASPECTO_EM_USO,
  embaralharPerguntas,
  MAX_PERGUNTAS,
  moverPergunta,
  Pergunta,
  respostasSugeridas,
  validarPerguntas,
  type AspectoQuestionario,
  type PerguntaEntrada,
  type PerguntaQuestionario,
} from './questionario.ts'
import { defineAcao, type Acao, type Campos, type Registro, type RegistroDe, type Resource } from './resource.ts'

/**
 * The sub-routes of a questionnaire resource with aspects (spec 002 "Evaluation question API (prefixed by the
 * evaluation id)", and surveys' aspectos and perguntas): aspects, questions, order, shuffle, next order, suggested
 * answers, several questions at once, how many answered. Every change rewrites the record through the one write path
 * (`atualizar`): the declaration's rules (the engine's, the lock once answered) and its audit, as the form.
 */
export interface EstruturaQuestionario {
  readonly recurso: Resource
  /** The declaration's writable fields (what PUT takes). */
  readonly campos: Campos
  /** 'da pesquisa', 'do modelo': the summaries' words. */
  readonly de: string
  /** 'na pesquisa', 'no modelo'. */
  readonly em: string
  /** The body key naming the questionnaire in `POST perguntas/batch` ('pesquisaId', 'avaliacaoId'). */
  readonly chaveLote: string
  /** How many answered it (sent or partially saved): `GET :id/perguntas/quantidade-perguntas-respondidas`. */
  readonly respondidas: (registro: Registro) => Effect.Effect<number, never, unknown>
}

const perguntasDe = (p: Registro) => (p['perguntas'] ?? []) as ReadonlyArray<PerguntaQuestionario>
const aspectosDe = (p: Registro) => (p['aspectos'] ?? []) as ReadonlyArray<AspectoQuestionario>

/** The record's fields as a body (what PUT takes), with some replaced. */
export const corpoDoRegistro = (campos: Campos, p: Registro, mudancas: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(Object.keys(campos).map((k) => [k, p[k] ?? null])),
  ...mudancas,
})

/** The engine's rules on one question sent alone: errors at its own fields ('texto', 'respostas.0.texto'), or under `prefixo`. */
const validarUma = (q: PerguntaEntrada, prefixo = '') => {
  const erros = validarPerguntas([q]).map((e): ErroCampo => ({ field: prefixo + e.field.replace(/^perguntas\.0\.?/, ''), message: e.message }))
  return erros
}

const AspectoResposta = Schema.Struct({ id: Schema.Number, nome: Schema.String })
const PerguntaResposta = Schema.Unknown

export const CorpoOrdem = Schema.Struct({
  ordem: Schema.Number.annotations({ message: () => 'Ordem inválida' }).pipe(
    Schema.int({ message: () => 'Ordem deve ser um número inteiro' }),
    Schema.between(1, 9999, { message: () => 'Ordem deve estar entre 1 e 9999' }),
  ),
})

export const CorpoClone = Schema.Struct({
  empresas: Schema.Array(Schema.Number.pipe(Schema.int(), Schema.positive()).annotations({ message: () => 'Empresa inválida' }))
    .annotations({ message: () => 'Empresas inválidas' })
    .pipe(Schema.minItems(1, { message: () => 'Selecione ao menos uma empresa' })),
})

/**
 * Copies a record to other companies of the user, through the one write path in each (its rules, its audit).
 * `ajustar` gives the body in the target company (references of the source company remapped or cleared).
 */
export const clonarParaEmpresas = <Rc extends Resource, E, R>(
  recurso: Rc,
  ator: Ator,
  id: number,
  empresas: ReadonlyArray<number>,
  ajustar: (original: RegistroDe<Rc>, naEmpresa: Ator) => Effect.Effect<Record<string, unknown>, E, R>,
) =>
  Effect.gen(function* () {
    const p = yield* obter(recurso, ator, id)
    if (empresas.some((e) => !ator.escopo.empresasVisiveis.includes(e))) return yield* new AcessoNegado({})
    const copias: Array<RegistroDe<Rc>> = []
    for (const empresaId of [...new Set(empresas)]) {
      const naEmpresa: Ator = { ...ator, escopo: { ...ator.escopo, empresaId } }
      copias.push(yield* criar(recurso, naEmpresa, yield* ajustar(p, naEmpresa)))
    }
    return copias
  })

/** The body of `POST perguntas/batch`: the questionnaire's id under `chave` and its new questions. */
const corpoLote = (chave: string) =>
  Schema.Struct({
    [chave]: Schema.propertySignature(Schema.Number.pipe(Schema.int(), Schema.positive()).annotations({ message: () => 'Questionário inválido' })).annotations({
      missingMessage: () => 'Questionário é obrigatório',
    }),
    perguntas: Schema.Array(Pergunta)
      .annotations({ message: () => 'Perguntas inválidas' })
      .pipe(Schema.minItems(1, { message: () => 'Informe ao menos uma pergunta' }), Schema.maxItems(MAX_PERGUNTAS, { message: () => `No máximo ${MAX_PERGUNTAS} perguntas` })),
  }) as unknown as Schema.Schema<{ readonly perguntas: ReadonlyArray<PerguntaEntrada> } & Record<string, number>, unknown>

/** The sub-routes (actions) of one questionnaire resource with aspects. */
export const acoesEstruturaQuestionario = (o: EstruturaQuestionario): ReadonlyArray<Acao> => {
  const { recurso, de, em } = o
  const regravar = (ator: Ator, p: Registro, mudancas: Record<string, unknown>) => atualizar(recurso, ator, p.id, corpoDoRegistro(o.campos, p, mudancas))
  const perguntaDe = (p: Registro, perguntaId: number) =>
    Effect.fromNullable(perguntasDe(p).find((x) => x.id === perguntaId)).pipe(Effect.mapError(() => new NaoEncontrado({ recurso: `${recurso.name}/perguntas`, id: perguntaId })))
  const aPergunta = (id: number) => (p: Registro) => perguntasDe(p).find((x) => x.id === id)!
  const exigirValida = (erros: ReadonlyArray<ErroCampo>) => (erros.length ? ValidacaoFalhou.campos(erros) : Effect.void)
  return [
    defineAcao({
      nome: 'aspectos',
      metodo: 'GET',
      caminho: ':id/aspectos',
      resumo: `Aspectos ${de} (filtro nome)`,
      modo: 'ler',
      resposta: Schema.Array(AspectoResposta),
      executar: (ator, { id, query }) =>
        Effect.map(obter(recurso, ator, id), (p) => {
          const termo = normalizarBusca(query['nome'] ?? '')
          return aspectosDe(p).filter((a) => !termo || normalizarBusca(a.nome).includes(termo))
        }),
    }),
    defineAcao({
      nome: 'cria-aspecto',
      metodo: 'POST',
      caminho: ':id/aspectos',
      resumo: `Cadastra um aspecto ${em} (nome, no máximo 100 caracteres)`,
      modo: 'escrever',
      corpo: Aspecto,
      status: 201,
      resposta: AspectoResposta,
      executar: (ator, { id, corpo }) =>
        Effect.gen(function* () {
          const p = yield* obter(recurso, ator, id)
          const novo = yield* regravar(ator, p, { aspectos: [...aspectosDe(p), { nome: corpo.nome }] })
          return aspectosDe(novo).at(-1)!
        }),
    }),
    defineAcao({
      nome: 'remove-aspecto',
      metodo: 'DELETE',
      caminho: ':id/aspectos/:aspectoId',
      resumo: `Exclui um aspecto ${de} (recusado se alguma pergunta o usa)`,
      modo: 'escrever',
      resposta: Schema.Struct({ id: Schema.Number }),
      executar: (ator, { id, parametros }) =>
        Effect.gen(function* () {
          const p = yield* obter(recurso, ator, id)
          const a = aspectosDe(p).find((x) => x.id === parametros['aspectoId'])
          if (!a) return yield* new NaoEncontrado({ recurso: `${recurso.name}/aspectos`, id: parametros['aspectoId'] })
          if (perguntasDe(p).some((q) => q.aspecto === a.nome)) return yield* new RegraViolada({ message: ASPECTO_EM_USO })
          yield* regravar(ator, p, { aspectos: aspectosDe(p).filter((x) => x.id !== a.id) })
          return { id: a.id }
        }),
    }),
    defineAcao({
      nome: 'perguntas',
      metodo: 'GET',
      caminho: ':id/perguntas',
      resumo: `Perguntas ${de}, em ordem (filtro aspecto)`,
      modo: 'ler',
      resposta: Schema.Array(PerguntaResposta),
      executar: (ator, { id, query }) =>
        Effect.map(obter(recurso, ator, id), (p) => perguntasDe(p).filter((q) => !query['aspecto'] || normalizarBusca(q.aspecto ?? '') === normalizarBusca(query['aspecto']))),
    }),
    defineAcao({
      nome: 'proxima-ordem',
      metodo: 'GET',
      caminho: ':id/perguntas/proxima-ordem',
      resumo: 'A ordem que a próxima pergunta cadastrada terá',
      modo: 'ler',
      resposta: Schema.Number,
      executar: (ator, { id }) => Effect.map(obter(recurso, ator, id), (p) => perguntasDe(p).length + 1),
    }),
    defineAcao({
      nome: 'respostas-sugeridas',
      metodo: 'GET',
      caminho: ':id/perguntas/respostas-sugeridas',
      resumo: `Listas de opções de resposta já usadas ${em} (sem ids), para reaproveitar numa nova pergunta`,
      modo: 'ler',
      resposta: Schema.Array(Schema.Array(Schema.Struct({ texto: Schema.String, peso: Schema.Number }))),
      executar: (ator, { id }) => Effect.map(obter(recurso, ator, id), (p) => respostasSugeridas(perguntasDe(p))),
    }),
    defineAcao({
      nome: 'quantidade-perguntas-respondidas',
      metodo: 'GET',
      caminho: ':id/perguntas/quantidade-perguntas-respondidas',
      resumo: `Quantas respostas (enviadas ou parciais) usam as perguntas ${de}: acima de zero, perguntas e aspectos não mudam mais`,
      modo: 'ler',
      resposta: Schema.Number,
      executar: (ator, { id }) => Effect.flatMap(obter(recurso, ator, id), o.respondidas),
    }),
    defineAcao({
      nome: 'pergunta',
      metodo: 'GET',
      caminho: ':id/perguntas/:perguntaId',
      resumo: `Uma pergunta ${de}`,
      modo: 'ler',
      resposta: PerguntaResposta,
      executar: (ator, { id, parametros }) => Effect.flatMap(obter(recurso, ator, id), (p) => perguntaDe(p, parametros['perguntaId']!)),
    }),
    defineAcao({
      nome: 'cria-pergunta',
      metodo: 'POST',
      caminho: ':id/perguntas',
      resumo: `Cadastra uma pergunta (tipos e regras do motor de questionários) no fim ${de}, ou na \`ordem\` dada`,
      modo: 'escrever',
      corpo: Pergunta,
      status: 201,
      resposta: PerguntaResposta,
      executar: (ator, { id, corpo }) =>
        Effect.gen(function* () {
          const p = yield* obter(recurso, ator, id)
          yield* exigirValida(validarUma(corpo))
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
      nome: 'cria-perguntas-lote',
      metodo: 'POST',
      caminho: 'perguntas/batch',
      resumo: `Cadastra várias perguntas no fim ${de} de uma vez (todas ou nenhuma); corpo { ${o.chaveLote}, perguntas }`,
      modo: 'escrever',
      corpo: corpoLote(o.chaveLote),
      status: 201,
      resposta: Schema.Array(PerguntaResposta),
      executar: (ator, { corpo }) =>
        Effect.gen(function* () {
          const p = yield* obter(recurso, ator, corpo[o.chaveLote]!)
          yield* exigirValida(corpo.perguntas.flatMap((q, k) => validarUma(q, `perguntas.${k}.`)))
          const atuais = perguntasDe(p)
          // One rewrite: the questions are stored together or not at all.
          const novo = yield* regravar(ator, p, { perguntas: [...atuais, ...corpo.perguntas.map(({ id: _, ordem: _o, ...sem }) => sem)] })
          return perguntasDe(novo).slice(atuais.length)
        }),
    }),
    defineAcao({
      nome: 'altera-pergunta',
      metodo: 'PUT',
      caminho: ':id/perguntas/:perguntaId',
      resumo: `Altera uma pergunta ${de} (mantém o seu id e o das opções que continuam)`,
      modo: 'escrever',
      corpo: Pergunta,
      resposta: PerguntaResposta,
      executar: (ator, { id, corpo, parametros }) =>
        Effect.gen(function* () {
          const p = yield* obter(recurso, ator, id)
          const perguntaId = parametros['perguntaId']!
          yield* perguntaDe(p, perguntaId)
          yield* exigirValida(validarUma(corpo))
          const novo = yield* regravar(ator, p, { perguntas: perguntasDe(p).map((q) => (q.id === perguntaId ? { ...corpo, id: perguntaId } : q)) })
          return aPergunta(perguntaId)(novo)
        }),
    }),
    defineAcao({
      nome: 'remove-pergunta',
      metodo: 'DELETE',
      caminho: ':id/perguntas/:perguntaId',
      resumo: `Exclui uma pergunta ${de}`,
      modo: 'escrever',
      resposta: Schema.Struct({ id: Schema.Number }),
      executar: (ator, { id, parametros }) =>
        Effect.gen(function* () {
          const p = yield* obter(recurso, ator, id)
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
          const p = yield* obter(recurso, ator, id)
          yield* perguntaDe(p, parametros['perguntaId']!)
          return perguntasDe(yield* regravar(ator, p, { perguntas: moverPergunta(perguntasDe(p), parametros['perguntaId']!, corpo.ordem) }))
        }),
    }),
    defineAcao({
      nome: 'ordem-aleatoria',
      metodo: 'POST',
      caminho: ':id/ordem-aleatoria',
      resumo: `Embaralha a ordem das perguntas ${de}`,
      modo: 'escrever',
      resposta: Schema.Array(PerguntaResposta),
      executar: (ator, { id }) =>
        Effect.gen(function* () {
          const p = yield* obter(recurso, ator, id)
          const sorteios: number[] = []
          for (let i = 0; i < perguntasDe(p).length; i++) sorteios.push(yield* Random.next)
          let k = 0
          return perguntasDe(yield* regravar(ator, p, { perguntas: embaralharPerguntas(perguntasDe(p), () => sorteios[k++] ?? 0) }))
        }),
    }),
  ]
}

const igual = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * Once answered, the stored keys `travados` (with the value an absent input takes) keep the value they were answered
 * with: answers point at question and option ids. `preparado` is the input as it would be stored.
 */
export const errosTravados = <R>(
  preparado: Readonly<Record<string, unknown>>,
  atual: Registro,
  travados: Readonly<Record<string, unknown>>,
  mensagem: string,
  respondidas: () => Effect.Effect<number, never, R>,
) =>
  Effect.gen(function* () {
    const mudou = Object.entries(travados).filter(([k, padrao]) => !igual(preparado[k] ?? padrao, atual[k] ?? padrao))
    if (!mudou.length || (yield* respondidas()) === 0) return [] as ReadonlyArray<ErroCampo>
    return mudou.map(([field]): ErroCampo => ({ field, message: mensagem }))
  })
