import { Context, Effect, Either, Schema } from 'effect'
import { booleano, comPadroes, data, inteiro, referencia, texto, textoLongo } from '../shared/campos.ts'
import { FalhaEnvio, ServicoIndisponivel, ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import { Correio, type Escopo } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, defineResource } from '../shared/resource.ts'

const campos = {
  titulo: texto({ label: 'Título', max: 100, required: true, list: true }),
  solicitacaoId: referencia({
    label: 'Solicitação de Pessoal',
    resource: 'captacao/solicitacoes-pessoal',
    required: true,
    feminino: true,
    list: true,
    unique: 'Já existe um anúncio para esta solicitação de pessoal',
  }),
  descricao: textoLongo({ label: 'Descrição', required: true, feminino: true, max: 20_000 }),
  exibirModuloExterno: booleano({ label: 'Exibir no módulo externo', required: true, default: false, list: true }),
  previsaoEncerramento: data({ label: 'Previsão de encerramento', list: true }),
  diasEsperaNovaAplicacao: inteiro({
    label: 'Dias de espera para nova aplicação',
    min: 0,
    max: 365,
    help: 'Dias que o candidato deve aguardar para se candidatar de novo a esta vaga.',
  }),
}

/**
 * Job ad (spec 000 §3.2, §5, §9): titulo required (max 100), descricao required, exibirModuloExterno required
 * (default false), linked to one personnel request (one live ad per request; soft removal, `removedAt`).
 * It is shown on the portal while `exibirModuloExterno` is on and the request is approved and open
 * (see `AnunciosAbertos`).
 */
export const anuncios = defineResource({
  name: 'captacao/anuncios',
  table: 'anuncios',
  label: 'Anúncios',
  labelSingular: 'Anúncio',
  scope: 'empresa',
  authority: 'ROLE_CAPTACAO_SOLICITACOES',
  fields: campos,
  softDelete: true,
  sort: { field: 'id', order: 'DESC' },
  menu: { grupo: 'Captação e Seleção', ordem: 3 },
  prepare: (a) => Effect.succeed(comPadroes(campos, a)),
})

/** The portal's quick-access link (spec 000 §2.4): base address + external ads path + solicitacaoId and empresaId. */
export const linkAcessoRapido = (base: string, a: { readonly solicitacaoId: number; readonly empresaId: number }) =>
  `${base.replace(/\/+$/, '')}/externo/anuncios?solicitacaoId=${a.solicitacaoId}&empresaId=${a.empresaId}`

// ---- E-mail of an ad (spec 000 §3.3 "E-mail send: assunto, emails", §5 both required, §7.4 POST {id}/email) ----

export const ASSUNTO_OBRIGATORIO = 'Assunto é obrigatório'
export const EMAILS_OBRIGATORIO = 'Informe ao menos um e-mail'
export const MAX_DESTINATARIOS = 100
export const ENVIO_SUCESSO = 'Anúncio de vaga enviado com sucesso.'
/** E-mailed links need the address the public reaches (APP_URL); the request's Host is the client's to forge. */
export const SEM_ENDERECO_PUBLICO = 'O endereço público do sistema (APP_URL) não está configurado: links não podem ser enviados por e-mail.'

export const ENVIO_FALHOU = 'Erro ao enviar e-mail. Por favor, tente novamente.'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The send form: `assunto` and `emails` required; `emails` is a list or one text with the addresses separated
 * by commas, semicolons, spaces or line breaks. Repeated addresses are sent once; at most 100.
 */
export const lerEnvioEmail = (corpo: unknown): Either.Either<{ readonly assunto: string; readonly emails: ReadonlyArray<string> }, ValidacaoFalhou> => {
  if (typeof corpo !== 'object' || corpo === null || Array.isArray(corpo)) return Either.left(ValidacaoFalhou.campo('', 'Corpo da requisição inválido'))
  const c = corpo as Record<string, unknown>
  const erros: ErroCampo[] = []
  const assunto = typeof c['assunto'] === 'string' ? c['assunto'].trim() : ''
  if (!assunto) erros.push({ field: 'assunto', message: c['assunto'] === undefined || c['assunto'] === null || typeof c['assunto'] === 'string' ? ASSUNTO_OBRIGATORIO : 'Assunto inválido' })
  else if (assunto.length > 200) erros.push({ field: 'assunto', message: 'Assunto deve ter no máximo 200 caracteres' })
  const bruto = c['emails']
  const lista = typeof bruto === 'string' ? [bruto] : Array.isArray(bruto) ? bruto : bruto === undefined || bruto === null ? [] : undefined
  if (!lista || lista.some((x) => typeof x !== 'string') || lista.length > 1000) {
    erros.push({ field: 'emails', message: 'E-mails inválidos' })
    return Either.left(ValidacaoFalhou.campos(erros))
  }
  const vistos = new Set<string>()
  const emails: string[] = []
  for (const x of (lista as string[]).flatMap((x) => x.split(/[\s,;]+/)).filter(Boolean)) {
    if (vistos.has(x.toLowerCase())) continue
    vistos.add(x.toLowerCase())
    emails.push(x)
  }
  const invalidos = emails.filter((x) => x.length > 200 || !EMAIL.test(x))
  if (!emails.length) erros.push({ field: 'emails', message: EMAILS_OBRIGATORIO })
  else if (invalidos.length) erros.push({ field: 'emails', message: `E-mail inválido: ${invalidos.slice(0, 3).join(', ')}` })
  else if (emails.length > MAX_DESTINATARIOS) erros.push({ field: 'emails', message: `Informe no máximo ${MAX_DESTINATARIOS} e-mails` })
  return erros.length ? Either.left(ValidacaoFalhou.campos(erros)) : Either.right({ assunto, emails })
}

const escaparHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The message of an ad: title, description and the quick-access link, as text and as simple HTML. */
export const montarEmailAnuncio = (a: { readonly titulo: string; readonly descricao: string }, link: string) => ({
  texto: `${a.titulo}\n\n${a.descricao}\n\nVeja a vaga e candidate-se: ${link}\n`,
  html:
    `<h2>${escaparHtml(a.titulo)}</h2>` +
    `<p>${escaparHtml(a.descricao).replace(/\r?\n/g, '<br>')}</p>` +
    `<p><a href="${escaparHtml(link)}">Veja a vaga e candidate-se</a></p>`,
})

/**
 * Sends the ad to each address through the mail port, one message per address (recipients never see each
 * other's address). A mail-server failure on any of them fails with FalhaEnvio after trying them all; every
 * message, sent or not, is in the outbox.
 */
export const enviarAnuncioPorEmail = (escopo: Escopo, id: number, corpo: unknown, baseUrl: string | undefined) =>
  Effect.gen(function* () {
    const anuncio = yield* (yield* Repositorio).get(anuncios, escopo, id)
    const envio = yield* Either.match(lerEnvioEmail(corpo), { onLeft: Effect.fail, onRight: Effect.succeed })
    if (!baseUrl) return yield* new ServicoIndisponivel({ message: SEM_ENDERECO_PUBLICO })
    const link = linkAcessoRapido(baseUrl, { solicitacaoId: Number(anuncio.solicitacaoId), empresaId: Number(anuncio.empresaId) })
    const msg = montarEmailAnuncio({ titulo: String(anuncio.titulo), descricao: String(anuncio.descricao) }, link)
    const correio = yield* Correio
    let falhas = 0
    for (const para of envio.emails) {
      const r = yield* Effect.either(correio.enviar({ para: [para], assunto: envio.assunto, ...msg, empresaId: Number(anuncio.empresaId) }))
      if (Either.isLeft(r)) falhas++
    }
    if (falhas) return yield* new FalhaEnvio({ message: `${falhas} de ${envio.emails.length} e-mails não foram enviados` })
    return { enviados: envio.emails.length, message: ENVIO_SUCESSO }
  })

/** The send form as it travels (what `lerEnvioEmail` reads): `emails` a list, or one text with the addresses. */
export const CorpoEmailAnuncio = Schema.Struct({ assunto: Schema.String, emails: Schema.Union(Schema.String, Schema.Array(Schema.String)) })

/** The ad's quick-access link and its e-mail (spec 000 §2.4, §7.4): both built from the address links point at. */
export const ACOES_ANUNCIOS = [
  defineAcao({
    nome: 'link-acesso-rapido',
    metodo: 'GET',
    caminho: ':id/link-acesso-rapido',
    resumo: 'Link de acesso rápido do anúncio no portal do candidato',
    modo: 'ler',
    resposta: Schema.Struct({ url: Schema.String }),
    executar: (ator, { id, origem }) =>
      Effect.map(Effect.flatMap(Repositorio, (r) => r.get(anuncios, ator.escopo, id)), (a) => ({
        url: linkAcessoRapido(origem.exibida(), { solicitacaoId: Number(a['solicitacaoId']), empresaId: Number(a.empresaId) }),
      })),
  }),
  defineAcao({
    nome: 'email',
    metodo: 'POST',
    caminho: ':id/email',
    resumo: 'Envia o anúncio por e-mail',
    modo: 'escrever',
    corpo: CorpoEmailAnuncio,
    // The ad is found first (404 before 400); `lerEnvioEmail` splits and checks the addresses.
    validadoNoCaso: true,
    resposta: Schema.Struct({ enviados: Schema.Number, message: Schema.String }),
    executar: (ator, { id, corpo, origem }) => enviarAnuncioPorEmail(ator.escopo, id, corpo, origem.links()),
  }),
]

// ---- The portal's open ads (spec 000 §2.4 /externo/anuncios) ------------------------------------------

/** An open ad as the public board shows it: no personal data. */
export interface AnuncioPublico {
  readonly id: number
  readonly titulo: string
  readonly descricao: string
  /** The ad's own closing forecast, else the request's. */
  readonly previsaoEncerramento: string | null
  readonly diasEsperaNovaAplicacao: number | null
  readonly solicitacao: { readonly id: number; readonly quantidade: number; readonly empresaId: number }
}

/**
 * Open ads: not removed, `exibirModuloExterno` on, and the request approved (status A) and neither
 * suspended, closed nor cancelled. Newest first.
 */
export class AnunciosAbertos extends Context.Tag('AnunciosAbertos')<
  AnunciosAbertos,
  {
    readonly listar: (empresaId: number) => Effect.Effect<ReadonlyArray<AnuncioPublico>>
    readonly obter: (id: number) => Effect.Effect<AnuncioPublico | undefined>
  }
>() {}
