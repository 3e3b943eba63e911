import { Effect, Either } from 'effect'
import { AnunciosAbertos, ENVIO_FALHOU, ENVIO_SUCESSO, SEM_ENDERECO_PUBLICO, linkAcessoRapido, montarEmailAnuncio } from '../captacao/anuncios.ts'
import { NaoEncontrado, RegraViolada, ServicoIndisponivel, ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import { Correio, Relogio } from '../shared/ports.ts'
import { LIMITES, limitar } from './limitador.ts'
import { PortalDados, VerificadorRobo } from './ports.ts'

export const ROBO = 'Confirme que você não é um robô.'
export { ENVIO_FALHOU, ENVIO_SUCESSO }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export interface Compartilhamento {
  readonly nome: string
  readonly email: string
  readonly nomeAmigo: string
  readonly emailAmigo: string
  readonly recaptcha: string
}

/** Spec 000 §5 friend share: all required; names max 100, e-mails valid and max 50; the bot check required. */
export const lerCompartilhamento = (corpo: unknown): Either.Either<Compartilhamento, ValidacaoFalhou> => {
  const c = typeof corpo === 'object' && corpo !== null && !Array.isArray(corpo) ? (corpo as Record<string, unknown>) : {}
  const t = (k: string) => (typeof c[k] === 'string' ? (c[k] as string).trim() : '')
  const erros: ErroCampo[] = []
  const nome = (k: string, label: string) => {
    if (!t(k)) erros.push({ field: k, message: `${label} é obrigatório` })
    else if (t(k).length > 100) erros.push({ field: k, message: `${label} deve ter no máximo 100 caracteres` })
  }
  const email = (k: string, label: string) => {
    if (!t(k)) erros.push({ field: k, message: `${label} é obrigatório` })
    else if (t(k).length > 50) erros.push({ field: k, message: `${label} deve ter no máximo 50 caracteres` })
    else if (!EMAIL.test(t(k))) erros.push({ field: k, message: `${label} inválido` })
  }
  nome('nome', 'Nome')
  email('email', 'E-mail')
  nome('nomeAmigo', 'Nome do amigo')
  email('emailAmigo', 'E-mail do amigo')
  if (!t('recaptcha')) erros.push({ field: 'recaptcha', message: ROBO })
  return erros.length
    ? Either.left(ValidacaoFalhou.campos(erros))
    : Either.right({ nome: t('nome'), email: t('email'), nomeAmigo: t('nomeAmigo'), emailAmigo: t('emailAmigo'), recaptcha: t('recaptcha') })
}

/**
 * 'Enviar anúncio de vaga para um amigo' (spec 000 §7.4 POST anuncios/{id}/enviar-amigo): an open ad, a valid
 * and unspent proof-of-work solution, a rate limit per address; the friend gets the ad with the quick-access
 * link, replying to the sender. A mail failure answers 'Erro ao enviar e-mail. Por favor, tente novamente.'.
 */
export const enviarParaAmigo = (anuncioId: number, corpo: unknown, endereco: string, baseUrl: string | undefined) =>
  Effect.gen(function* () {
    const anuncio = yield* (yield* AnunciosAbertos).obter(anuncioId)
    if (!anuncio) return yield* new NaoEncontrado({ recurso: 'anuncios', id: anuncioId })
    const e = yield* Either.match(lerCompartilhamento(corpo), { onLeft: Effect.fail, onRight: Effect.succeed })
    const assinatura = yield* (yield* VerificadorRobo).verificar(e.recaptcha)
    const agora = yield* (yield* Relogio).agora
    if (!assinatura || !(yield* (yield* PortalDados).gastarDesafio(assinatura, agora))) return yield* ValidacaoFalhou.campo('recaptcha', ROBO)
    yield* limitar(`amigo:${endereco}`, LIMITES.amigo)
    if (!baseUrl) return yield* new ServicoIndisponivel({ message: SEM_ENDERECO_PUBLICO })
    const link = linkAcessoRapido(baseUrl, { solicitacaoId: anuncio.solicitacao.id, empresaId: anuncio.solicitacao.empresaId })
    const msg = montarEmailAnuncio(anuncio, link)
    const enviado = yield* Effect.either(
      (yield* Correio).enviar({
        para: [e.emailAmigo],
        assunto: `${e.nome} indicou uma vaga para você: ${anuncio.titulo}`.slice(0, 200),
        texto: `Olá, ${e.nomeAmigo}.\n\n${e.nome} (${e.email}) indicou esta vaga para você.\n\n${msg.texto}`,
        html: `<p>Olá, ${escapar(e.nomeAmigo)}.</p><p>${escapar(e.nome)} (${escapar(e.email)}) indicou esta vaga para você.</p>${msg.html}`,
        responderPara: e.email,
        empresaId: anuncio.solicitacao.empresaId,
      }),
    )
    if (Either.isLeft(enviado)) return yield* new RegraViolada({ message: ENVIO_FALHOU, code: 'ENVIO_FALHOU' })
    return { message: ENVIO_SUCESSO }
  })

const escapar = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
