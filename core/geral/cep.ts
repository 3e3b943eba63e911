import { Context, Effect, Option } from 'effect'
import { CEP_INVALIDO, normalizarCep, validarCep } from '../shared/br/cep.ts'
import { ServicoIndisponivel, ValidacaoFalhou } from '../shared/erros.ts'
import { Repositorio } from '../shared/repositorio.ts'
import type { RegistroDe } from '../shared/resource.ts'
import { cidades, ESCOPO_GLOBAL, estados } from './localidades.ts'

/** What a postal-code service answers for one CEP (ViaCEP's fields). */
export interface EnderecoPostal {
  readonly logradouro?: string
  readonly complemento?: string
  readonly bairro?: string
  /** UF sigla ('SP'). */
  readonly uf: string
  readonly cidade?: string
  /** IBGE municipality code (7 digits). */
  readonly codigoIbge?: number
}

/** The public postal-code service of spec 000 §7 ("called by GET with the 8-digit code"); None = unknown CEP. */
export class ConsultaCep extends Context.Tag('ConsultaCep')<
  ConsultaCep,
  { readonly buscar: (cep: string) => Effect.Effect<Option.Option<EnderecoPostal>, ServicoIndisponivel> }
>() {}

export const CEP_NAO_ENCONTRADO = 'CEP não encontrado. Preencha o endereço.'

/** The address of a CEP in this system's terms: UF and cidade as ids of the IBGE tables, the cidade's DDD. */
export interface EnderecoDoCep {
  readonly cep: string
  readonly logradouro?: string
  readonly complemento?: string
  readonly bairro?: string
  readonly ufId?: number
  readonly cidadeId?: number
  readonly ddd?: number
}

const semAcento = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()

/**
 * Looks a CEP up (masked or not): 'Cep não pode ser nulo' unless it has 8 digits (spec 000 §5); an unknown CEP
 * answers on the field; a service that cannot answer fails with ServicoIndisponivel so the form is filled by hand.
 * The cidade is matched by its IBGE code, else by name within the UF.
 */
export const consultarCep = (texto: string) =>
  Effect.gen(function* () {
    if (!validarCep(texto)) return yield* ValidacaoFalhou.campo('cep', CEP_INVALIDO)
    const cep = normalizarCep(texto)
    const achado = yield* (yield* ConsultaCep).buscar(cep)
    if (Option.isNone(achado)) return yield* ValidacaoFalhou.campo('cep', CEP_NAO_ENCONTRADO)
    const e = achado.value
    const repo = yield* Repositorio
    const uf = (yield* repo.list(estados, ESCOPO_GLOBAL, { filter: { sigla: e.uf.toUpperCase() } })).rows[0]
    let cidade: RegistroDe<typeof cidades> | undefined
    if (uf && e.codigoIbge) cidade = (yield* repo.list(cidades, ESCOPO_GLOBAL, { filter: { codigoIbge: e.codigoIbge } })).rows[0]
    if (uf && !cidade && e.cidade) {
      const nome = semAcento(e.cidade)
      cidade = (yield* repo.list(cidades, ESCOPO_GLOBAL, { filter: { estadoId: uf.id, nome: e.cidade } })).rows.find((c) => semAcento(String(c.nome)) === nome)
    }
    const r: EnderecoDoCep = {
      cep,
      ...(e.logradouro ? { logradouro: e.logradouro } : {}),
      ...(e.complemento ? { complemento: e.complemento } : {}),
      ...(e.bairro ? { bairro: e.bairro } : {}),
      ...(uf ? { ufId: uf.id } : {}),
      ...(cidade ? { cidadeId: Number(cidade.id) } : {}),
      ...(typeof cidade?.ddd === 'number' ? { ddd: cidade.ddd } : {}),
    }
    return r
  })
