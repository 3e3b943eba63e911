import { aplicarMascara, removerMascara, schemaNormalizado, temDigitos } from './digitos.ts'

export const CEP_INVALIDO = 'Cep não pode ser nulo'

/** Strips the mask (`-`, `.`, spaces). */
export const normalizarCep = (input: string): string => removerMascara(input)

/** Exactly 8 digits after stripping the mask (the postal-code lookup needs all 8). */
export const validarCep = (input: string): boolean => temDigitos(normalizarCep(input), 8)

/** `00000-000`; the input is returned unchanged when it does not have 8 digits. */
export const formatarCep = (input: string): string => {
  const cep = normalizarCep(input)
  return temDigitos(cep, 8) ? aplicarMascara(cep, '#####-###') : input
}

/** Decodes a masked or bare CEP to its 8 digits; message 'Cep não pode ser nulo' (the spec's wording). */
export const CepSchema = /* @__PURE__ */ schemaNormalizado(normalizarCep, validarCep, CEP_INVALIDO)

export const BUSCANDO_CEP = 'Buscando endereço…'
export const CEP_INDISPONIVEL = 'Não foi possível consultar o CEP agora. Preencha o endereço.'

/**
 * What a CEP input runs on each change (staff and portal forms): asks once per complete CEP, ignores the answer
 * to a CEP no longer in the input, and reports a hint through `situacao` ('Buscando endereço…', the failure's
 * text, or null).
 */
export const buscadorDeCep = <E>(o: {
  readonly pedir: (cep: string) => Promise<E>
  readonly aoAchar: (e: E) => void
  readonly situacao: (s: string | null) => void
  readonly mensagemDoErro: (e: unknown) => string
}) => {
  let ultimo = ''
  return (texto: string) => {
    const cep = texto.replace(/\D/g, '')
    if (cep.length !== 8) {
      ultimo = ''
      return o.situacao(null)
    }
    if (cep === ultimo) return
    ultimo = cep
    o.situacao(BUSCANDO_CEP)
    o.pedir(cep).then(
      (e) => {
        if (ultimo !== cep) return
        o.situacao(null)
        o.aoAchar(e)
      },
      (x: unknown) => ultimo === cep && o.situacao(o.mensagemDoErro(x)),
    )
  }
}
