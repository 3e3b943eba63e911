/**
 * Progressive input masks (presentation only): `#` takes the next typed character; literal characters appear
 * once there is something after them. Complete values are formatted with core's formatters by the callers.
 */
export const mascararParcial = (valor: string, mascara: string): string => {
  let i = 0
  let saida = ''
  for (const m of mascara) {
    if (i >= valor.length) break
    saida += m === '#' ? valor.charAt(i++) : m
  }
  return saida
}

export const tamanhoMascara = (mascara: string) => [...mascara].filter((c) => c === '#').length

export const MASCARA_CPF = '###.###.###-##'
export const MASCARA_CNPJ = '##.###.###/####-##'
export const MASCARA_DATA = '##/##/####'
