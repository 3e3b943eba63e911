import { Context, Effect } from 'effect'
import { limitar } from '../externo/limitador.ts'
import { formatarData } from '../shared/formatos.ts'
import { cargaParaTexto, normalizarCodigo } from './certificado.ts'

export const CERTIFICADO_NAO_ENCONTRADO = 'Certificado não encontrado. Confira o código informado: ele tem 10 letras e números.'
export const VALIDO = 'Válido'
export const REVOGADO = 'Revogado'
/** As the portal's other public forms: at most 60 look-ups per client address in 10 minutes. */
export const LIMITE_VERIFICACAO = { maximo: 60, janelaMin: 10 } as const

/** What the public page may know of a certificate, found by its code across companies. */
export interface CertificadoPublico {
  readonly nome: string
  readonly curso: string
  readonly cargaHoraria: string
  readonly conclusao: string
  readonly emitidoEm: string
  readonly empresa: string
  readonly revogado: boolean
}

/** Look-up by code without a session (SQL in adapters/desenvolvimento/certificados.ts). */
export class CertificadosPublicos extends Context.Tag('CertificadosPublicos')<
  CertificadosPublicos,
  { readonly porCodigo: (codigo: string) => Effect.Effect<CertificadoPublico | undefined> }
>() {}

/**
 * GET /api/desenvolvimento/verificar/{codigo} (public, rate-limited per client address): the talent's name, the
 * course, its workload, the completion date, the issuing company and 'Válido' or 'Revogado'; nothing else about
 * the person. Undefined for an unknown or malformed code (the route answers 404 with the message).
 */
export const verificarCertificado = (codigoInformado: unknown, endereco: string) =>
  Effect.gen(function* () {
    yield* limitar(`verificar-certificado:${endereco}`, LIMITE_VERIFICACAO)
    const codigo = normalizarCodigo(codigoInformado)
    const c = codigo ? yield* (yield* CertificadosPublicos).porCodigo(codigo) : undefined
    if (!codigo || !c) return undefined
    return {
      codigo,
      nome: c.nome,
      curso: c.curso,
      cargaHoraria: `${cargaParaTexto(c.cargaHoraria)} horas`,
      conclusao: formatarData(c.conclusao),
      emitidoEm: formatarData(c.emitidoEm),
      empresa: c.empresa,
      situacao: c.revogado ? REVOGADO : VALIDO,
    }
  })
