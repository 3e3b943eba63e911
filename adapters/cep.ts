import { Effect, Layer, Option } from 'effect'
import { ConsultaCep, type EnderecoPostal } from '../core/geral/cep.ts'
import { CEP_INDISPONIVEL } from '../core/shared/br/cep.ts'
import { ServicoIndisponivel } from '../core/shared/erros.ts'

export interface ConfigCep {
  /** URL with `{cep}` answering ViaCEP's JSON; `desligado` turns the lookup off. Default: ViaCEP. */
  readonly url?: string | undefined
  readonly timeoutMs?: number
}

export const URL_VIACEP = 'https://viacep.com.br/ws/{cep}/json/'
const MAXIMO_CACHE = 2000

const texto = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined)

/** ViaCEP's answer as an EnderecoPostal; `{ "erro": true }` (or "true") is an unknown CEP. */
export const lerRespostaViaCep = (j: unknown): Option.Option<EnderecoPostal> | undefined => {
  if (typeof j !== 'object' || j === null) return undefined
  const o = j as Record<string, unknown>
  if (o['erro'] === true || o['erro'] === 'true') return Option.none()
  const uf = texto(o['uf'])
  if (!uf || !/^[A-Za-z]{2}$/.test(uf)) return undefined
  const ibge = Number(o['ibge'])
  const campos = { logradouro: texto(o['logradouro']), complemento: texto(o['complemento']), bairro: texto(o['bairro']), cidade: texto(o['localidade']) }
  return Option.some({
    uf,
    ...Object.fromEntries(Object.entries(campos).filter(([, v]) => v !== undefined)),
    ...(Number.isInteger(ibge) && ibge > 0 ? { codigoIbge: ibge } : {}),
  })
}

/**
 * Postal-code lookup over HTTP (spec 000 §7: a public service called by GET with the 8 digits). Only the CEP
 * leaves the server. Answers (found or unknown) are kept in memory; failures and slow answers are not.
 */
export const criarConsultaCep = (cfg: ConfigCep = {}) => {
  const url = cfg.url ?? URL_VIACEP
  const timeoutMs = cfg.timeoutMs ?? 4000
  const cache = new Map<string, Option.Option<EnderecoPostal>>()
  const falha = (detalhe: string) => new ServicoIndisponivel({ message: CEP_INDISPONIVEL, detalhe })
  return {
    buscar: (cep: string) =>
      Effect.gen(function* () {
        if (url === 'desligado') return yield* falha('consulta de CEP desligada (CEP_URL=desligado)')
        const guardado = cache.get(cep)
        if (guardado) return guardado
        const corpo = yield* Effect.tryPromise({
          try: async () => {
            const r = await fetch(url.replace('{cep}', cep), { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } })
            // ViaCEP answers 400 to a malformed CEP; we only send 8 digits, so any non-2xx is the service's problem.
            if (!r.ok) throw new Error(`HTTP ${r.status}`)
            return (await r.json()) as unknown
          },
          catch: (e) => falha(e instanceof Error ? e.message : String(e)),
        })
        const lido = lerRespostaViaCep(corpo)
        if (!lido) return yield* falha('resposta inesperada')
        if (cache.size >= MAXIMO_CACHE) cache.delete(cache.keys().next().value!)
        cache.set(cep, lido)
        return lido
      }),
  }
}

export const camadaConsultaCep = (cfg: ConfigCep = { url: process.env['CEP_URL'] }) => Layer.succeed(ConsultaCep, criarConsultaCep(cfg))
