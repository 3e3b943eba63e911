import { Schema } from 'effect'
import type { ErroCampo } from './erros.ts'
import { arredondar } from './formatos.ts'

/**
 * The questionnaire engine (spec 002 §3 "Question", "Answer"; §4; §5 "Evaluation and questions"), written once
 * for every questionnaire of the product: candidate evaluation models, performance evaluations, surveys.
 *
 * - A questionnaire is an ordered list of questions; the array order is the order (`ordem` is rewritten 1..n).
 * - Question and option ids are assigned by `normalizarPerguntas` and never change once given, so answers can
 *   point at them (`perguntaId`, `respostaId`, `respostasIds`).
 * - Answers are judged against the questions they were given for (callers keep that snapshot), and normalised
 *   to exactly one entry per question, in question order; field errors are then `respostas.{k}.…` where `k` is
 *   the question's position. Answers that cannot be placed (unknown or repeated question, wrong type) are
 *   reported at the position they were sent.
 * - Score: each scored question contributes `peso × obtained / maximum`; `percentual` = 100 × Σ / Σ peso.
 */

export const TIPO_OBJETIVA = 1
export const TIPO_SUBJETIVA = 3
export const TIPO_NOTA = 4
export const TIPO_MULTIPLA_ESCOLHA = 5
export type TipoPergunta = typeof TIPO_OBJETIVA | typeof TIPO_SUBJETIVA | typeof TIPO_NOTA | typeof TIPO_MULTIPLA_ESCOLHA

export const TIPOS_PERGUNTA: ReadonlyArray<{ readonly id: TipoPergunta; readonly name: string }> = [
  { id: TIPO_OBJETIVA, name: 'Objetiva (uma opção)' },
  { id: TIPO_SUBJETIVA, name: 'Subjetiva' },
  { id: TIPO_NOTA, name: 'Nota' },
  { id: TIPO_MULTIPLA_ESCOLHA, name: 'Múltipla escolha' },
]

export const ehEscolha = (tipo: TipoPergunta) => tipo === TIPO_OBJETIVA || tipo === TIPO_MULTIPLA_ESCOLHA

// Question defaults (spec 002 §9).
export const NOTA_MINIMA_PADRAO = 1
export const NOTA_MAXIMA_PADRAO = 10
export const PESO_PADRAO = 1
export const COMENTARIO_PADRAO = 'Justifique a sua resposta:'

export const TEXTO_PERGUNTA_MAX = 1000
export const TEXTO_OPCAO_MAX = 250
export const TEXTO_COMENTARIO_MAX = 250
export const ASPECTO_MAX = 100
export const RESPOSTA_TEXTO_MAX = 4000
export const PESO_MAX = 99_999
export const NOTA_LIMITE = 1000
export const MAX_PERGUNTAS = 200
export const MAX_OPCOES = 50

// Messages. Quoted in spec 002 §5: 'Pergunta é obrigatória', labels 'Opção de resposta', 'Texto da solicitação'.
export const PERGUNTA_OBRIGATORIA = 'Pergunta é obrigatória'
export const TIPO_OBRIGATORIO = 'Tipo é obrigatório'
export const TIPO_INVALIDO = 'Tipo inválido'
export const OPCAO_OBRIGATORIA = 'Opção de resposta é obrigatória'
export const TEXTO_SOLICITACAO_OBRIGATORIO = 'Texto da solicitação é obrigatório'
export const NOTA_MAXIMA_MENOR = 'Nota máxima deve ser maior que a nota mínima'
export const PERGUNTA_REPETIDA = 'Pergunta repetida'
export const OPCAO_REPETIDA = 'Opção de resposta repetida'
export const SELECIONE_OPCAO = 'Selecione uma opção de resposta'
export const SELECIONE_OPCOES = 'Selecione ao menos uma opção de resposta'
export const NOTA_OBRIGATORIA = 'Nota é obrigatória'
export const RESPOSTA_OBRIGATORIA = 'Resposta é obrigatória'
export const COMENTARIO_OBRIGATORIO = 'Comentário é obrigatório'
export const OPCAO_INVALIDA = 'Opção de resposta inválida'
export const PERGUNTA_FORA_DO_QUESTIONARIO = 'Pergunta não pertence a este questionário'
export const PERGUNTA_RESPONDIDA_DUAS_VEZES = 'Pergunta respondida mais de uma vez'
export const TIPO_DIFERENTE = 'Tipo da resposta diferente do tipo da pergunta'
export const mensagemNotaFora = (min: number, max: number) => `A nota deve estar entre ${min} e ${max}`

// ---- Schemas ------------------------------------------------------------------------------------------

const maxTexto = (label: string, max: number) => `${label} deve ter no máximo ${max} caracteres`

/** Trimmed text; `obrigatorio` makes empty text fail with that message. */
const textoAparado = (o: { readonly label: string; readonly max: number; readonly obrigatorio?: string }) =>
  Schema.transform(Schema.String.annotations({ message: () => o.obrigatorio ?? `${o.label} inválido` }), Schema.String, {
    strict: true,
    decode: (s) => s.trim(),
    encode: (s) => s,
  }).pipe(
    Schema.minLength(o.obrigatorio ? 1 : 0, { message: () => o.obrigatorio ?? '' }),
    Schema.maxLength(o.max, { message: () => maxTexto(o.label, o.max) }),
  )

const inteiroEntre = (label: string, min: number, max: number) =>
  Schema.Number.annotations({ message: () => `${label} inválido` }).pipe(
    Schema.int({ message: () => `${label} deve ser um número inteiro` }),
    Schema.between(min, max, { message: () => `${label} deve estar entre ${min} e ${max}` }),
  )

const idPositivo = (mensagem: string) =>
  Schema.Number.annotations({ message: () => mensagem }).pipe(
    Schema.int({ message: () => mensagem }),
    Schema.between(1, 2_147_483_647, { message: () => mensagem }),
  )

const obrigatorio = <A, I>(s: Schema.Schema<A, I>, mensagem: string) =>
  Schema.propertySignature(s).annotations({ missingMessage: () => mensagem })

/** Optional; `null` (sent by forms for cleared inputs) and `undefined` (unset form inputs) count as absent. */
const opcional = <A, I>(s: Schema.Schema<A, I>) => Schema.optionalWith(s, { nullable: true })

const padrao = <A, I>(s: Schema.Schema<A, I>, valor: () => A) => Schema.optionalWith(s, { nullable: true, default: valor })

const IDS_TIPOS: ReadonlyArray<unknown> = TIPOS_PERGUNTA.map((t) => t.id)
export const TipoPerguntaSchema = Schema.Unknown.pipe(
  Schema.filter((v): v is TipoPergunta => IDS_TIPOS.includes(v), {
    message: (issue) => (issue.actual === null || issue.actual === undefined || issue.actual === '' ? TIPO_OBRIGATORIO : TIPO_INVALIDO),
  }),
) as unknown as Schema.Schema<TipoPergunta, unknown>

/** An answer option of a choice question (spec 002 §3 Question.respostas: texto, peso). */
export const OpcaoResposta = Schema.Struct({
  id: opcional(idPositivo(OPCAO_INVALIDA)),
  texto: obrigatorio(textoAparado({ label: 'Opção de resposta', max: TEXTO_OPCAO_MAX, obrigatorio: OPCAO_OBRIGATORIA }), OPCAO_OBRIGATORIA),
  peso: padrao(inteiroEntre('Peso', 0, PESO_MAX), () => 0),
})
export type OpcaoResposta = typeof OpcaoResposta.Type

/** A question as written by the person building the questionnaire. */
export const Pergunta = Schema.Struct({
  id: opcional(idPositivo('Pergunta inválida')),
  texto: obrigatorio(textoAparado({ label: 'Pergunta', max: TEXTO_PERGUNTA_MAX, obrigatorio: PERGUNTA_OBRIGATORIA }), PERGUNTA_OBRIGATORIA),
  tipo: obrigatorio(TipoPerguntaSchema, TIPO_OBRIGATORIO),
  respostas: padrao(Schema.Array(OpcaoResposta).pipe(Schema.maxItems(MAX_OPCOES, { message: () => `No máximo ${MAX_OPCOES} opções de resposta` })), () => []),
  exigirComentario: padrao(Schema.Boolean.annotations({ message: () => 'Exigir comentário inválido' }), () => false),
  comentario: opcional(textoAparado({ label: 'Texto da solicitação', max: TEXTO_COMENTARIO_MAX })),
  notaMinima: padrao(inteiroEntre('Nota mínima', 0, NOTA_LIMITE), () => NOTA_MINIMA_PADRAO),
  notaMaxima: padrao(inteiroEntre('Nota máxima', 0, NOTA_LIMITE), () => NOTA_MAXIMA_PADRAO),
  peso: padrao(inteiroEntre('Peso', 0, PESO_MAX), () => PESO_PADRAO),
  obrigatoria: padrao(Schema.Boolean.annotations({ message: () => 'Obrigatória inválido' }), () => false),
  ordem: opcional(inteiroEntre('Ordem', 1, 9999)),
  aspecto: opcional(textoAparado({ label: 'Aspecto', max: ASPECTO_MAX })),
})
export type PerguntaEntrada = typeof Pergunta.Type

/** An answer to one question (spec 002 §3 Answer). A subjective answer's text is `comentario`. */
export const Resposta = Schema.Struct({
  perguntaId: obrigatorio(idPositivo(PERGUNTA_OBRIGATORIA), PERGUNTA_OBRIGATORIA),
  tipoId: obrigatorio(TipoPerguntaSchema, TIPO_OBRIGATORIO),
  respostaId: opcional(idPositivo(OPCAO_INVALIDA)),
  respostasIds: opcional(Schema.Array(idPositivo(OPCAO_INVALIDA)).pipe(Schema.maxItems(MAX_OPCOES, { message: () => OPCAO_INVALIDA }))),
  nota: opcional(Schema.Number.annotations({ message: () => 'Nota inválida' }).pipe(Schema.finite({ message: () => 'Nota inválida' }))),
  comentario: opcional(Schema.String.annotations({ message: () => 'Comentário inválido' }).pipe(Schema.maxLength(RESPOSTA_TEXTO_MAX, { message: () => maxTexto('Comentário', RESPOSTA_TEXTO_MAX) }))),
  observacao: opcional(Schema.String.annotations({ message: () => 'Observação inválida' }).pipe(Schema.maxLength(RESPOSTA_TEXTO_MAX, { message: () => maxTexto('Observação', RESPOSTA_TEXTO_MAX) }))),
})
export type RespostaEntrada = typeof Resposta.Type

// ---- Questions ----------------------------------------------------------------------------------------

export interface Opcao {
  readonly id: number
  readonly texto: string
  readonly peso: number
}

/** A stored question: ids assigned, options only on choice questions, comment prompt only when required. */
export interface PerguntaQuestionario {
  readonly id: number
  readonly ordem: number
  readonly texto: string
  readonly tipo: TipoPergunta
  readonly respostas: ReadonlyArray<Opcao>
  readonly exigirComentario: boolean
  readonly comentario?: string
  readonly notaMinima: number
  readonly notaMaxima: number
  readonly peso: number
  readonly obrigatoria: boolean
  readonly aspecto?: string
}

const repetidos = <T>(xs: ReadonlyArray<T | undefined>): Set<number> => {
  const vistos = new Set<T>()
  const out = new Set<number>()
  xs.forEach((x, i) => {
    if (x === undefined) return
    if (vistos.has(x)) out.add(i)
    vistos.add(x)
  })
  return out
}

/**
 * Rules across a question's fields (spec 002 §5): options for types 1 and 5, the comment prompt when a
 * comment is demanded, a grade range that is a range, no repeated ids or option texts.
 */
export const validarPerguntas = (perguntas: ReadonlyArray<PerguntaEntrada>, campo = 'perguntas'): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  const idsRepetidos = repetidos(perguntas.map((p) => p.id))
  perguntas.forEach((p, i) => {
    const f = `${campo}.${i}`
    if (idsRepetidos.has(i)) erros.push({ field: `${f}.id`, message: PERGUNTA_REPETIDA })
    if (ehEscolha(p.tipo)) {
      if (p.respostas.length === 0) erros.push({ field: `${f}.respostas`, message: OPCAO_OBRIGATORIA })
      const opIds = repetidos(p.respostas.map((o) => o.id))
      const textos = repetidos(p.respostas.map((o) => o.texto.toLocaleLowerCase('pt-BR')))
      p.respostas.forEach((o, j) => {
        if (opIds.has(j)) erros.push({ field: `${f}.respostas.${j}.id`, message: OPCAO_REPETIDA })
        else if (textos.has(j)) erros.push({ field: `${f}.respostas.${j}.texto`, message: OPCAO_REPETIDA })
      })
    }
    if (p.tipo !== TIPO_SUBJETIVA && p.exigirComentario && !p.comentario?.trim()) {
      erros.push({ field: `${f}.comentario`, message: TEXTO_SOLICITACAO_OBRIGATORIO })
    }
    if (p.tipo === TIPO_NOTA && p.notaMaxima <= p.notaMinima) erros.push({ field: `${f}.notaMaxima`, message: NOTA_MAXIMA_MENOR })
  })
  if (perguntas.length > MAX_PERGUNTAS) erros.push({ field: campo, message: `No máximo ${MAX_PERGUNTAS} perguntas` })
  return erros
}

const proximo = (ids: ReadonlyArray<number | undefined>) => ids.reduce<number>((m, x) => (x !== undefined && x > m ? x : m), 0) + 1

/**
 * The stored shape of (already validated) questions: given ids kept, new ones numbered after the highest,
 * `ordem` = position, options kept only on choice questions, the comment prompt only when a comment is
 * demanded (never on subjective questions, whose answer is already text). Idempotent.
 */
export const normalizarPerguntas = (perguntas: ReadonlyArray<PerguntaEntrada | PerguntaQuestionario>): ReadonlyArray<PerguntaQuestionario> => {
  let prox = proximo(perguntas.map((p) => p.id))
  return perguntas.map((p, i) => {
    let proxOpcao = proximo(p.respostas.map((o) => o.id))
    const exigir = p.tipo !== TIPO_SUBJETIVA && p.exigirComentario
    const comentario = p.comentario?.trim()
    const aspecto = p.aspecto?.trim()
    return {
      id: p.id ?? prox++,
      ordem: i + 1,
      texto: p.texto.trim(),
      tipo: p.tipo,
      respostas: ehEscolha(p.tipo) ? p.respostas.map((o) => ({ id: o.id ?? proxOpcao++, texto: o.texto.trim(), peso: o.peso })) : [],
      exigirComentario: exigir,
      ...(exigir && comentario ? { comentario } : {}),
      notaMinima: p.notaMinima,
      notaMaxima: p.notaMaxima,
      peso: p.peso,
      obrigatoria: p.obrigatoria,
      ...(aspecto ? { aspecto } : {}),
    }
  })
}

// ---- Answers ------------------------------------------------------------------------------------------

/** An answer as stored: one per question, only the fields its type uses. */
export interface RespostaQuestionario {
  readonly perguntaId: number
  readonly tipoId: TipoPergunta
  readonly respostaId?: number
  readonly respostasIds?: ReadonlyArray<number>
  readonly nota?: number
  readonly comentario?: string
  readonly observacao?: string
}

type RespostaLida = Omit<RespostaEntrada, 'tipoId'> & { readonly tipoId: TipoPergunta }

/** Has this answer given what its question asks for? (A subjective answer needs non-blank text.) */
export const estaRespondida = (r: RespostaLida | RespostaQuestionario | undefined): boolean => {
  if (!r) return false
  switch (r.tipoId) {
    case TIPO_OBJETIVA:
      return r.respostaId !== undefined
    case TIPO_MULTIPLA_ESCOLHA:
      return (r.respostasIds?.length ?? 0) > 0
    case TIPO_NOTA:
      return r.nota !== undefined
    case TIPO_SUBJETIVA:
      return (r.comentario?.trim() ?? '') !== ''
  }
}

export interface ResultadoRespostas {
  readonly erros: ReadonlyArray<ErroCampo>
  /** One entry per question, in question order (meaningful only when there are no errors). */
  readonly respostas: ReadonlyArray<RespostaQuestionario>
  /** True when some question is unanswered (spec's `respondidoParcialmente`). */
  readonly parcial: boolean
}

const limparTexto = (s: string | undefined) => {
  const t = s?.trim()
  return t ? t : undefined
}

/**
 * Judges answers against their questions (spec 002 §4, §5): options must belong to the question, a grade
 * must be a whole number in the question's range; unless `parcial` (a draft), mandatory questions need their
 * answer (an option, at least one option, a grade, a text) and, when a comment is demanded, the comment.
 */
export const validarRespostas = (
  perguntas: ReadonlyArray<PerguntaQuestionario>,
  respostas: ReadonlyArray<RespostaLida>,
  o: { readonly parcial?: boolean; readonly campo?: string } = {},
): ResultadoRespostas => {
  const campo = o.campo ?? 'respostas'
  const porId = new Map(perguntas.map((p) => [p.id, p]))
  const estrutura: ErroCampo[] = []
  const dadas = new Map<number, RespostaLida>()
  respostas.forEach((r, i) => {
    const p = porId.get(r.perguntaId)
    if (!p) estrutura.push({ field: `${campo}.${i}.perguntaId`, message: PERGUNTA_FORA_DO_QUESTIONARIO })
    else if (dadas.has(r.perguntaId)) estrutura.push({ field: `${campo}.${i}.perguntaId`, message: PERGUNTA_RESPONDIDA_DUAS_VEZES })
    else if (r.tipoId !== p.tipo) estrutura.push({ field: `${campo}.${i}.tipoId`, message: TIPO_DIFERENTE })
    dadas.set(r.perguntaId, r)
  })
  if (estrutura.length) return { erros: estrutura, respostas: [], parcial: true }

  const erros: ErroCampo[] = []
  const exigir = !o.parcial
  const normalizadas = perguntas.map((p, k): RespostaQuestionario => {
    const f = `${campo}.${k}`
    const r = dadas.get(p.id)
    const comentario = limparTexto(r?.comentario)
    const observacao = limparTexto(r?.observacao)
    const base = { perguntaId: p.id, tipoId: p.tipo, ...(comentario ? { comentario } : {}), ...(observacao ? { observacao } : {}) }
    const opcoes = new Set(p.respostas.map((x) => x.id))
    switch (p.tipo) {
      case TIPO_OBJETIVA: {
        if (r?.respostaId !== undefined && !opcoes.has(r.respostaId)) erros.push({ field: `${f}.respostaId`, message: OPCAO_INVALIDA })
        else if (r?.respostaId === undefined && exigir && p.obrigatoria) erros.push({ field: `${f}.respostaId`, message: SELECIONE_OPCAO })
        return { ...base, ...(r?.respostaId !== undefined ? { respostaId: r.respostaId } : {}) }
      }
      case TIPO_MULTIPLA_ESCOLHA: {
        const ids = r?.respostasIds ?? []
        if (ids.some((x) => !opcoes.has(x)) || new Set(ids).size !== ids.length) erros.push({ field: `${f}.respostasIds`, message: OPCAO_INVALIDA })
        else if (ids.length === 0 && exigir && p.obrigatoria) erros.push({ field: `${f}.respostasIds`, message: SELECIONE_OPCOES })
        // Stored in the question's option order, whatever order they were ticked in.
        const ordenados = p.respostas.map((x) => x.id).filter((x) => ids.includes(x))
        return { ...base, ...(ordenados.length ? { respostasIds: ordenados } : {}) }
      }
      case TIPO_NOTA: {
        const nota = r?.nota
        if (nota !== undefined && (!Number.isInteger(nota) || nota < p.notaMinima || nota > p.notaMaxima)) {
          erros.push({ field: `${f}.nota`, message: mensagemNotaFora(p.notaMinima, p.notaMaxima) })
        } else if (nota === undefined && exigir && p.obrigatoria) erros.push({ field: `${f}.nota`, message: NOTA_OBRIGATORIA })
        return { ...base, ...(nota !== undefined ? { nota } : {}) }
      }
      case TIPO_SUBJETIVA: {
        if (!comentario && exigir && p.obrigatoria) erros.push({ field: `${f}.comentario`, message: RESPOSTA_OBRIGATORIA })
        return base
      }
    }
  })
  perguntas.forEach((p, k) => {
    if (p.tipo !== TIPO_SUBJETIVA && p.exigirComentario && exigir && p.obrigatoria && !normalizadas[k]!.comentario) {
      erros.push({ field: `${campo}.${k}.comentario`, message: COMENTARIO_OBRIGATORIO })
    }
  })
  return { erros, respostas: normalizadas, parcial: normalizadas.some((r) => !estaRespondida(r)) }
}

/** How many questions were answered (spec 002: a questionnaire counts as answered when this is > 0). */
export const contarRespondidas = (respostas: ReadonlyArray<RespostaQuestionario>) => respostas.filter(estaRespondida).length

// ---- Score --------------------------------------------------------------------------------------------

/** The most a question can yield: best option, all options, the top grade; subjective questions yield 0. */
export const pontuacaoMaximaDaPergunta = (p: PerguntaQuestionario): number => {
  switch (p.tipo) {
    case TIPO_OBJETIVA:
      return p.respostas.reduce((m, o) => Math.max(m, o.peso), 0)
    case TIPO_MULTIPLA_ESCOLHA:
      return p.respostas.reduce((s, o) => s + o.peso, 0)
    case TIPO_NOTA:
      return p.notaMaxima
    case TIPO_SUBJETIVA:
      return 0
  }
}

/** What an answer yields: the chosen option's weight, the sum of the chosen ones, the grade; 0 unanswered. */
export const pontuacaoDaResposta = (p: PerguntaQuestionario, r: RespostaQuestionario | undefined): number => {
  if (!r) return 0
  switch (p.tipo) {
    case TIPO_OBJETIVA:
      return p.respostas.find((o) => o.id === r.respostaId)?.peso ?? 0
    case TIPO_MULTIPLA_ESCOLHA:
      return p.respostas.filter((o) => r.respostasIds?.includes(o.id)).reduce((s, o) => s + o.peso, 0)
    case TIPO_NOTA:
      return r.nota ?? 0
    case TIPO_SUBJETIVA:
      return 0
  }
}

export interface Pontuacao {
  /** Σ peso × obtained / maximum over the scored questions, 2 decimals. */
  readonly pontuacao: number
  /** Σ peso of the scored questions (those with peso > 0 and something to score). */
  readonly pontuacaoMaxima: number
  /** 0–100 with 2 decimals; null when nothing in the questionnaire is scored. */
  readonly percentual: number | null
}

/**
 * Score of (valid) answers. Unanswered questions count as 0, so the percentage is always relative to the
 * whole questionnaire. A grade counts as grade / top grade ("7 de 10" = 70 %).
 */
export const pontuar = (perguntas: ReadonlyArray<PerguntaQuestionario>, respostas: ReadonlyArray<RespostaQuestionario>): Pontuacao => {
  const porPergunta = new Map(respostas.map((r) => [r.perguntaId, r]))
  let obtido = 0
  let maximo = 0
  for (const p of perguntas) {
    const max = pontuacaoMaximaDaPergunta(p)
    if (p.peso <= 0 || max <= 0) continue
    const fracao = Math.min(1, Math.max(0, pontuacaoDaResposta(p, porPergunta.get(p.id)) / max))
    obtido += p.peso * fracao
    maximo += p.peso
  }
  return {
    pontuacao: arredondar(obtido, 2),
    pontuacaoMaxima: maximo,
    percentual: maximo > 0 ? Math.min(100, arredondar((100 * obtido) / maximo, 2)) : null,
  }
}

/** Approved when the percentage reaches the minimum; null when either is unknown. */
export const aprovado = (percentual: number | null, minimo: number | null | undefined): boolean | null =>
  percentual === null || minimo === null || minimo === undefined ? null : percentual >= minimo

// ---- Aspects and order (surveys; spec 002 "Survey aspect: nome (max 100)", ordem-aleatoria, PATCH ordem) ----------

export const ASPECTO_REPETIDO = 'Aspecto repetido'
export const ASPECTO_NAO_CADASTRADO = 'Aspecto não cadastrado neste questionário'
export const ASPECTO_EM_USO = 'Aspecto usado por perguntas deste questionário'

/** A named group of questions (the survey's 'Clima', 'Liderança'…); questions point at it by `aspecto` (its name). */
export const Aspecto = Schema.Struct({
  id: opcional(idPositivo('Aspecto inválido')),
  nome: obrigatorio(textoAparado({ label: 'Nome', max: ASPECTO_MAX, obrigatorio: 'Nome é obrigatório' }), 'Nome é obrigatório'),
})
export type AspectoEntrada = typeof Aspecto.Type
export interface AspectoQuestionario {
  readonly id: number
  readonly nome: string
}

const chaveAspecto = (s: string) => s.trim().toLocaleLowerCase('pt-BR')

/** Aspect names are unique (case-insensitive) and a question's `aspecto`, when given, is one of them. */
export const validarAspectos = (
  aspectos: ReadonlyArray<AspectoEntrada>,
  perguntas: ReadonlyArray<Pick<PerguntaEntrada, 'aspecto'>>,
  o: { readonly campoAspectos?: string; readonly campoPerguntas?: string } = {},
): ReadonlyArray<ErroCampo> => {
  const ca = o.campoAspectos ?? 'aspectos'
  const cp = o.campoPerguntas ?? 'perguntas'
  const erros: ErroCampo[] = []
  repetidos(aspectos.map((a) => chaveAspecto(a.nome))).forEach((i) => erros.push({ field: `${ca}.${i}.nome`, message: ASPECTO_REPETIDO }))
  repetidos(aspectos.map((a) => a.id)).forEach((i) => erros.push({ field: `${ca}.${i}.id`, message: ASPECTO_REPETIDO }))
  const nomes = new Set(aspectos.map((a) => chaveAspecto(a.nome)))
  perguntas.forEach((p, i) => {
    if (p.aspecto?.trim() && !nomes.has(chaveAspecto(p.aspecto))) erros.push({ field: `${cp}.${i}.aspecto`, message: ASPECTO_NAO_CADASTRADO })
  })
  return erros
}

/** Aspects with stable ids (given ones kept, new ones after the highest), names trimmed. Idempotent. */
export const normalizarAspectos = (aspectos: ReadonlyArray<AspectoEntrada | AspectoQuestionario>): ReadonlyArray<AspectoQuestionario> => {
  let prox = proximo(aspectos.map((a) => a.id))
  return aspectos.map((a) => ({ id: a.id ?? prox++, nome: a.nome.trim() }))
}

/** A question's aspect written as the aspect is registered (the stored name's spelling). */
export const grafarAspectos = <P extends { readonly aspecto?: string | undefined }>(perguntas: ReadonlyArray<P>, aspectos: ReadonlyArray<AspectoQuestionario>): ReadonlyArray<P> => {
  const porChave = new Map(aspectos.map((a) => [chaveAspecto(a.nome), a.nome]))
  return perguntas.map((p) => (p.aspecto?.trim() ? { ...p, aspecto: porChave.get(chaveAspecto(p.aspecto)) ?? p.aspecto.trim() } : p))
}

/**
 * Moves a question to position `ordem` (1-based, clamped to the list), the others keeping their relative order
 * (PATCH …/perguntas/{perguntaId}/ordem); `ordem` is then rewritten 1..n.
 */
export const moverPergunta = (perguntas: ReadonlyArray<PerguntaQuestionario>, perguntaId: number, ordem: number): ReadonlyArray<PerguntaQuestionario> => {
  const i = perguntas.findIndex((p) => p.id === perguntaId)
  if (i < 0) return perguntas
  const resto = perguntas.filter((_, k) => k !== i)
  const destino = Math.min(Math.max(1, Math.trunc(ordem)), perguntas.length) - 1
  return [...resto.slice(0, destino), perguntas[i]!, ...resto.slice(destino)].map((p, k) => ({ ...p, ordem: k + 1 }))
}

/**
 * Shuffles the questions (POST …/ordem-aleatoria) with `aleatorio` (a number in [0, 1) per call; the use case gives
 * Effect's Random): Fisher–Yates, so every order is equally likely; `ordem` is rewritten 1..n.
 */
export const embaralharPerguntas = (perguntas: ReadonlyArray<PerguntaQuestionario>, aleatorio: () => number): ReadonlyArray<PerguntaQuestionario> => {
  const xs = [...perguntas]
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(aleatorio() * (i + 1)))
    ;[xs[i], xs[j]] = [xs[j]!, xs[i]!]
  }
  return xs.map((p, k) => ({ ...p, ordem: k + 1 }))
}

/**
 * The option lists already used by the questionnaire's choice questions, each once (GET …/respostas-sugeridas: "list
 * of suggested answers, id dropped"): offered when writing a new question ('Discordo … Concordo' typed once).
 */
export const respostasSugeridas = (perguntas: ReadonlyArray<PerguntaQuestionario>): ReadonlyArray<ReadonlyArray<{ readonly texto: string; readonly peso: number }>> => {
  const vistas = new Set<string>()
  const out: Array<ReadonlyArray<{ readonly texto: string; readonly peso: number }>> = []
  for (const p of perguntas) {
    if (!ehEscolha(p.tipo) || !p.respostas.length) continue
    const lista = p.respostas.map((o) => ({ texto: o.texto, peso: o.peso }))
    const chave = JSON.stringify(lista)
    if (vistas.has(chave)) continue
    vistas.add(chave)
    out.push(lista)
  }
  return out
}
