import { calcularDvCpf } from '../../core/shared/br/cpf.ts'

/**
 * A valid CPF per test person: the first 9 digits of `base + n * passo` and their check digits. Each file has its
 * own `base`, so the people of different files (and of the demo) never share a CPF.
 */
export const cpfDeTeste = (base: number, n: number, passo = 7919) => {
  const corpo = String(base + n * passo).slice(0, 9)
  return corpo + calcularDvCpf(corpo)
}
