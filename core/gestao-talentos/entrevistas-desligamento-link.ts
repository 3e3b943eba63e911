import { Context, Effect, Either, Schema } from 'effect'
import { colaboradores } from '../cargo-salario/colaboradores.ts'
import type { Ator } from '../shared/ator.ts'
import { booleano, referencia } from '../shared/campos.ts'
import { criar, obter } from '../shared/crud.ts'
import { diaEmSaoPaulo } from '../shared/datas.ts'
import { RegraViolada, ValidacaoFalhou } from '../shared/erros.ts'
import { formatarData } from '../shared/formatos.ts'
import { limitar } from '../externo/limitador.ts'
import { Correio, Relogio, type Escopo } from '../shared/ports.ts'
import type { PerguntaQuestionario } from '../shared/questionario.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, montar, type EntradaAcao, type Entrada } from '../shared/resource.ts'
import { emitirToken, formatoDeToken, hashDoToken } from '../shared/tokenUnico.ts'
import { empresas } from '../utilitario/empresas.ts'
import { AUTORIDADE_DESLIGAMENTOS, ENTREVISTA_JA_RESPONDIDA, entrevistasDesligamento, MODELO_ENTREVISTA_INATIVO, MODELO_ENTREVISTA_NAO_ENCONTRADO, MODELO_ENTREVISTA_SEM_PERGUNTAS, TALENTO_NAO_DESLIGADO } from './entrevistas-desligamento.ts'
import { modelosEntrevistaDesligamento } from './modelos-entrevista-desligamento.ts'

/**
 * The exit interview answered by the employee (issue 14 "Dismissals": "by the employee through a link, once"). HR
 * picks an active model for a dismissed employee and sends a one-time link (mailed to the employee's e-mail and shown
 * to HR to copy; an employee without e-mail gets it from HR). The link opens a public page of the candidate portal
 * (/externo/entrevista-desligamento) with the company's name, the person's first name and the model's questions; the
 * answers are judged by the same rules as HR's (the declaration's `validar`) and recorded as the same interview, marked
 * `respondidaPeloTalento`. The token is random, only its SHA-256 is stored (core/shared/tokenUnico.ts), valid for
 * VALIDADE_LINK_DIAS days and spent in the transaction that records the interview (a conditional update: a second
 * submission, even a simultaneous one, is refused). A newer link voids the earlier ones; cancelling the dismissal
 * voids them too, and a link whose dismissal changed or whose interview HR already recorded is refused.
 */

/** Days a link stays valid: the weeks after leaving in which the person still reads the company's mail. */
export const VALIDADE_LINK_DIAS = 30

export const SEM_EMAIL = 'O talento não possui e-mail cadastrado. Gere o link sem envio por e-mail, copie-o e entregue-o ao talento.'
export const LINK_INEXISTENTE = 'Link inválido. Confira o endereço recebido ou peça um novo link ao RH da empresa.'
export const LINK_USADO = 'Esta entrevista de desligamento já foi respondida por este link. Obrigado pela participação.'
export const LINK_EXPIRADO = `Este link expirou (validade de ${VALIDADE_LINK_DIAS} dias). Peça um novo link ao RH da empresa.`
export const LINK_SUBSTITUIDO = 'Este link foi substituído por outro mais recente. Use o último link recebido ou peça um novo ao RH da empresa.'
export const LINK_DESLIGAMENTO_CANCELADO = 'O desligamento a que este link se refere foi cancelado. Este link não pode mais ser usado.'
export const LINK_JA_REGISTRADA = 'A entrevista de desligamento já foi registrada pela empresa. Este link não pode mais ser usado.'
export const LINK_MODELO_INATIVO = 'O modelo desta entrevista foi desativado pela empresa. Peça um novo link ao RH da empresa.'
export const RESPOSTAS_REGISTRADAS = 'Obrigado! Suas respostas foram registradas.'
/** Who records the interview answered through a link (history and audit log: usuarioId 0). */
export const RESPONSAVEL_LINK = 'Talento, pelo link da entrevista de desligamento'

/** A link as stored (the token itself never is). */
export interface LinkEntrevista {
  readonly id: number
  readonly empresaId: number
  readonly colaboradorId: number
  readonly modeloId: number
  readonly dataDesligamento: string
  readonly expiraEm: string
  readonly usadoEm: string | null
  readonly invalidadoEm: string | null
}

export interface NovoLinkEntrevista extends Omit<LinkEntrevista, 'id' | 'usadoEm' | 'invalidadoEm'> {
  readonly tokenHash: string
  readonly criadoEm: string
  readonly usuarioId: number
  readonly email: string | null
}

/** Storage of the links (a system table, like the password-recovery tokens). */
export class LinksEntrevistaDesligamento extends Context.Tag('LinksEntrevistaDesligamento')<
  LinksEntrevistaDesligamento,
  {
    /** Stores a new link, voiding the employee's live ones. */
    readonly criar: (l: NovoLinkEntrevista) => Effect.Effect<void>
    readonly porHash: (tokenHash: string) => Effect.Effect<LinkEntrevista | undefined>
    /** Spends the link if nobody did yet (conditional update): true for the one caller that spent it. */
    readonly gastar: (id: number, agora: string) => Effect.Effect<boolean>
    /** Voids the employee's live links. */
    readonly invalidar: (colaboradorId: number, agora: string) => Effect.Effect<void>
  }
>() {}

export type SituacaoLink = 'valido' | 'inexistente' | 'usado' | 'cancelado' | 'registrada' | 'substituido' | 'expirado' | 'modelo-inativo'

export const MENSAGEM_SITUACAO: Readonly<Record<Exclude<SituacaoLink, 'valido'>, string>> = {
  inexistente: LINK_INEXISTENTE,
  usado: LINK_USADO,
  cancelado: LINK_DESLIGAMENTO_CANCELADO,
  registrada: LINK_JA_REGISTRADA,
  substituido: LINK_SUBSTITUIDO,
  expirado: LINK_EXPIRADO,
  'modelo-inativo': LINK_MODELO_INATIVO,
}

/** What decides whether a link may still be answered, read at the moment of use. */
export interface EstadoDoLink {
  readonly link: Pick<LinkEntrevista, 'dataDesligamento' | 'expiraEm' | 'usadoEm' | 'invalidadoEm'> | undefined
  /** The employee's dismissal date now (null: not dismissed, the dismissal was cancelled). */
  readonly dataDesligamento: string | null | undefined
  /** An interview of that dismissal is recorded (by HR, or through this link). */
  readonly entrevistaRegistrada: boolean
  readonly modeloAtivo: boolean
  /** ISO instant. */
  readonly agora: string
}

/**
 * The link's situation (pure). Spent first (the person who answered sees their thanks), then what happened to the
 * dismissal (cancelled or changed), an interview HR recorded, a newer link, the expiry, the model.
 */
export const situacaoDoLink = (e: EstadoDoLink): SituacaoLink => {
  const l = e.link
  if (!l) return 'inexistente'
  if (l.usadoEm) return 'usado'
  if (!e.dataDesligamento || e.dataDesligamento !== l.dataDesligamento) return 'cancelado'
  if (e.entrevistaRegistrada) return 'registrada'
  if (l.invalidadoEm) return 'substituido'
  if (l.expiraEm <= e.agora) return 'expirado'
  if (!e.modeloAtivo) return 'modelo-inativo'
  return 'valido'
}

/** The first name only: all the public page tells of the person. */
export const primeiroNome = (nome: string) => nome.trim().split(/\s+/)[0] ?? ''

/** A question as the public page shows it (no weights nor anything else of the model). */
export const perguntaPublica = (p: PerguntaQuestionario) => ({
  id: p.id,
  texto: p.texto,
  tipo: p.tipo,
  obrigatoria: p.obrigatoria,
  respostas: (p.respostas ?? []).map((o) => ({ id: o.id, texto: o.texto })),
  exigirComentario: p.exigirComentario,
  ...(p.comentario ? { comentario: p.comentario } : {}),
  notaMinima: p.notaMinima,
  notaMaxima: p.notaMaxima,
})

const escopoDaEmpresa = (empresaId: number): Escopo => ({ usuarioId: 0, empresaId, empresasVisiveis: [empresaId] })

/** The employee answering through the link: the link's company only, with the authority to record the interview. */
export const atorDoLink = (empresaId: number): Ator => ({
  escopo: escopoDaEmpresa(empresaId),
  usuario: { id: 0, nome: RESPONSAVEL_LINK },
  autoridades: [AUTORIDADE_DESLIGAMENTOS],
})

// ---- HR sends the link --------------------------------------------------------------------------------

const camposEnvio = {
  modeloId: referencia({ label: 'Modelo de Entrevista', resource: 'gestao-talentos/modelos-entrevista-desligamento', required: true }),
  /** false: only make the link, for HR to hand over (an employee without e-mail). */
  enviarEmail: booleano({ label: 'Enviar por e-mail', default: true }),
}
export type CorpoEnvioLink = Entrada<typeof camposEnvio>
export const CorpoEnvioLink = montar(camposEnvio, 'create') as unknown as Schema.Schema<CorpoEnvioLink, Record<string, unknown>>

export const LinkEnviado = Schema.Struct({
  link: Schema.String,
  /** The address it was mailed to; null when not mailed. */
  email: Schema.NullOr(Schema.String),
  expiraEm: Schema.String,
  message: Schema.String,
})

/** The interview of this dismissal, if one is recorded. */
const entrevistaDoDesligamento = (escopo: Escopo, colaboradorId: number, dataDesligamento: string) =>
  Effect.map(
    Effect.flatMap(Repositorio, (repo) => repo.list(entrevistasDesligamento, escopo, { filter: { colaboradorId, empresaId: escopo.empresaId }, range: { offset: 0, limit: 50 } })),
    (l) => l.rows.some((x) => x['dataDesligamento'] === dataDesligamento),
  )

/** The active model with questions (field errors on modeloId otherwise). */
const modeloParaLink = (escopo: Escopo, modeloId: number) =>
  Effect.gen(function* () {
    const lido = yield* Effect.either((yield* Repositorio).get(modelosEntrevistaDesligamento, escopo, modeloId))
    if (Either.isLeft(lido)) return yield* ValidacaoFalhou.campo('modeloId', MODELO_ENTREVISTA_NAO_ENCONTRADO)
    if (!lido.right.ativo) return yield* ValidacaoFalhou.campo('modeloId', MODELO_ENTREVISTA_INATIVO)
    if (!((lido.right.perguntas ?? []) as ReadonlyArray<unknown>).length) return yield* ValidacaoFalhou.campo('modeloId', MODELO_ENTREVISTA_SEM_PERGUNTAS)
    return lido.right
  })

export const caminhoDoLink = (base: string, empresaId: number, token: string) => `${base.replace(/\/+$/, '')}/externo/entrevista-desligamento?empresaId=${empresaId}&token=${token}`

/**
 * POST /api/cargo-salario/colaboradores/{id}/link-entrevista-desligamento: a new link for the dismissed employee
 * (voiding earlier ones), mailed to their e-mail unless `enviarEmail` is false, and answered to HR to copy.
 */
export const enviarLinkEntrevista = (ator: Ator, colaboradorId: number, corpo: CorpoEnvioLink, origem: EntradaAcao<unknown>['origem']) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(
      Effect.gen(function* () {
        const t = yield* obter(colaboradores, ator, colaboradorId)
        const empresaId = Number(t.empresaId)
        const escopo = escopoDaEmpresa(empresaId)
        const desligamento = typeof t.dataDesligamento === 'string' ? t.dataDesligamento : null
        if (!desligamento) return yield* new RegraViolada({ message: TALENTO_NAO_DESLIGADO })
        if (yield* entrevistaDoDesligamento(escopo, colaboradorId, desligamento)) return yield* new RegraViolada({ message: ENTREVISTA_JA_RESPONDIDA })
        const modelo = yield* modeloParaLink(escopo, corpo.modeloId)
        const email = typeof t.email === 'string' && t.email.trim() ? t.email.trim() : null
        const enviar = corpo.enviarEmail !== false
        if (enviar && !email) return yield* ValidacaoFalhou.campo('enviarEmail', SEM_EMAIL)
        const { token, hash, criadoEm, expiraEm } = yield* emitirToken(VALIDADE_LINK_DIAS * 24 * 60)
        yield* (yield* LinksEntrevistaDesligamento).criar({
          empresaId,
          colaboradorId,
          modeloId: modelo.id,
          dataDesligamento: desligamento,
          tokenHash: hash,
          criadoEm,
          expiraEm,
          usuarioId: ator.usuario.id,
          email: enviar ? email : null,
        })
        const ate = formatarData(diaEmSaoPaulo(Date.parse(expiraEm)))
        const publica = origem.links()
        const link = caminhoDoLink(publica ?? origem.exibida(), empresaId, token)
        if (!enviar || !email) return { link, email: null, expiraEm, message: `Link gerado, válido até ${ate}. Copie-o e entregue-o ao talento.` }
        // Without the public address (APP_URL) no mail carries a token: HR copies the link instead.
        if (!publica) return { link, email: null, expiraEm, message: `Link gerado, válido até ${ate}, mas o e-mail não foi enviado: o endereço público do sistema (APP_URL) não está configurado. Copie o link e entregue-o ao talento.` }
        const empresa = yield* (yield* Repositorio).get(empresas, escopo, empresaId)
        const enviado = yield* Effect.either(
          (yield* Correio).enviar({
            para: [email],
            assunto: `Entrevista de desligamento - ${empresa.nome}`,
            texto: `Olá, ${primeiroNome(String(t.nome))}.\n\nA ${empresa.nome} convida você a responder a entrevista de desligamento "${modelo.titulo}". Suas respostas ajudam a empresa a melhorar.\n\nAcesse o link abaixo (válido até ${ate}, para uma única resposta):\n\n${link}\n`,
            empresaId,
          }),
        )
        if (Either.isLeft(enviado)) return { link, email: null, expiraEm, message: `Link gerado, válido até ${ate}, mas o e-mail não pôde ser enviado (${enviado.left.message}). Copie o link e entregue-o ao talento.` }
        return { link, email, expiraEm, message: `Link enviado para ${email}, válido até ${ate}.` }
      }),
    ),
  )

// ---- The employee answers (public) --------------------------------------------------------------------

/** Uses of the public page per client address (the token space makes guessing hopeless; this keeps it cheap). */
export const LIMITE_LINK = { maximo: 30, janelaMin: 10 } as const

/** The link of a token and everything its situation depends on, read now. */
const lerLink = (token: unknown) =>
  Effect.gen(function* () {
    const agora = yield* (yield* Relogio).agora
    const link = formatoDeToken(token) ? yield* (yield* LinksEntrevistaDesligamento).porHash(yield* hashDoToken(token)) : undefined
    if (!link) return { situacao: situacaoDoLink({ link, dataDesligamento: null, entrevistaRegistrada: false, modeloAtivo: false, agora }), agora } as const
    const repo = yield* Repositorio
    const escopo = escopoDaEmpresa(link.empresaId)
    const talento = yield* Effect.either(repo.get(colaboradores, escopo, link.colaboradorId))
    const modelo = yield* Effect.either(repo.get(modelosEntrevistaDesligamento, escopo, link.modeloId))
    const t = Either.isRight(talento) ? talento.right : undefined
    const dataDesligamento = typeof t?.dataDesligamento === 'string' ? t.dataDesligamento : null
    const entrevistaRegistrada = dataDesligamento ? yield* entrevistaDoDesligamento(escopo, link.colaboradorId, dataDesligamento) : false
    const m = Either.isRight(modelo) ? modelo.right : undefined
    const situacao = situacaoDoLink({ link, dataDesligamento, entrevistaRegistrada, modeloAtivo: !!m?.ativo, agora })
    return { situacao, agora, link, talento: t, modelo: m } as const
  })

/**
 * GET /api/externo/entrevista-desligamento?token=: the page's content for a live link (company name, first name,
 * model title and questions), else its situation and the message to show. Nothing else about the person.
 */
export const consultarLinkEntrevista = (token: unknown, endereco: string) =>
  Effect.gen(function* () {
    yield* limitar(`entrevista-desligamento:${endereco}`, LIMITE_LINK)
    const l = yield* lerLink(token)
    if (l.situacao !== 'valido' || !l.link || !l.talento || !l.modelo) return { situacao: l.situacao, mensagem: MENSAGEM_SITUACAO[l.situacao === 'valido' ? 'inexistente' : l.situacao] }
    const empresa = yield* (yield* Repositorio).get(empresas, escopoDaEmpresa(l.link.empresaId), l.link.empresaId)
    return {
      situacao: l.situacao,
      empresa: String(empresa.nome),
      nome: primeiroNome(String(l.talento.nome)),
      titulo: String(l.modelo.titulo),
      perguntas: ((l.modelo.perguntas ?? []) as ReadonlyArray<PerguntaQuestionario>).map(perguntaPublica),
      expiraEm: l.link.expiraEm,
    }
  })

/**
 * POST /api/externo/entrevista-desligamento ({ token, respostas }): in one transaction, the link is checked, spent
 * (conditionally: the second of two simultaneous submissions finds it spent) and the interview recorded through the
 * one write path with the declaration's rules; wrong answers fail with their field errors and roll the spending back.
 */
export const responderLinkEntrevista = (corpo: unknown, endereco: string) =>
  Effect.gen(function* () {
    yield* limitar(`entrevista-desligamento:${endereco}`, LIMITE_LINK)
    const c = (typeof corpo === 'object' && corpo !== null ? corpo : {}) as { readonly token?: unknown; readonly respostas?: unknown }
    const repo = yield* Repositorio
    return yield* repo.transaction(
      Effect.gen(function* () {
        const l = yield* lerLink(c.token)
        if (l.situacao !== 'valido' || !l.link) return yield* ValidacaoFalhou.campo('token', MENSAGEM_SITUACAO[l.situacao === 'valido' ? 'inexistente' : l.situacao])
        if (!(yield* (yield* LinksEntrevistaDesligamento).gastar(l.link.id, l.agora))) return yield* ValidacaoFalhou.campo('token', LINK_USADO)
        const hoje = yield* (yield* Relogio).hoje
        yield* criar(
          entrevistasDesligamento,
          atorDoLink(l.link.empresaId),
          { colaboradorId: l.link.colaboradorId, modeloId: l.link.modeloId, data: hoje, respostas: c.respostas ?? [] },
          { estado: { respondidaPeloTalento: true } },
        )
        return { message: RESPOSTAS_REGISTRADAS }
      }),
    )
  })

/** HR's action on the employee (mounted on /cargo-salario/colaboradores with the dismissal's). */
export const ACAO_LINK_ENTREVISTA = defineAcao({
  nome: 'link-entrevista-desligamento',
  metodo: 'POST',
  caminho: ':id/link-entrevista-desligamento',
  resumo: 'Gera o link da entrevista de desligamento para o próprio talento responder (uma vez) e o envia por e-mail',
  modo: 'escrever',
  autoridade: AUTORIDADE_DESLIGAMENTOS,
  corpo: CorpoEnvioLink,
  resposta: LinkEnviado,
  executar: (ator, { id, corpo, origem }) => enviarLinkEntrevista(ator, id, corpo, origem),
})
