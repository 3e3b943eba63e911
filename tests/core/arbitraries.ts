/**
 * fast-check arbitraries for Brazilian identifiers and dates, shared by the test suites.
 * Valid values are built with textbook check-digit formulas written independently of core/ (or with the
 * oracles), so "generated valid values pass" is not core checking itself.
 */
import fc from 'fast-check'
import { cnpj as oraculoCnpj } from 'cpf-cnpj-validator'

const DIGITOS = [...'0123456789']
const ALFANUMERICOS = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ']

/** A string of exactly `n` characters drawn from `chars`. */
export const cadeia = (chars: ReadonlyArray<string>, min: number, max = min) =>
  fc.string({ unit: fc.constantFrom(...chars), minLength: min, maxLength: max })

/** Exactly `n` digits (or between `n` and `max`). */
export const digitos = (n: number, max = n) => cadeia(DIGITOS, n, max)

const todosIguais = (s: string) => [...s].every((c) => c === s[0])
const d = (s: string, i: number) => Number(s.charAt(i))

// CPF, classic formulation: dv = (Σ d_i × peso_i × 10) mod 11, and 10 becomes 0.
const dvCpf = (s: string) => {
  let soma = 0
  for (let i = 0; i < s.length; i++) soma += d(s, i) * (s.length + 1 - i)
  return ((soma * 10) % 11) % 10
}
export const cpfValido = digitos(9)
  .map((b) => b + dvCpf(b))
  .map((b) => b + dvCpf(b))
  .filter((c) => !todosIguais(c))

/** Numeric CNPJ; check digits from the oracle (cpf-cnpj-validator). */
export const cnpjNumericoValido = digitos(12)
  .map((b) => b + oraculoCnpj.verifierDigit(b))
  .map((b) => b + oraculoCnpj.verifierDigit(b))
  .filter((c) => !todosIguais(c))

/** Alphanumeric CNPJ (IN RFB 2.229/2024): 12 characters 0-9/A-Z, numeric check digits from the oracle. */
export const cnpjAlfanumericoValido = cadeia(ALFANUMERICOS, 12)
  .map((b) => b + oraculoCnpj.verifierDigit(b))
  .map((b) => b + oraculoCnpj.verifierDigit(b))
  .filter((c) => !todosIguais(c))

export const cnpjValido = fc.oneof(cnpjNumericoValido, cnpjAlfanumericoValido)

// PIS: dv = (11 - Σ mod 11) mod 11 mod 10 (10 and 11 become 0).
const PESOS_PIS = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
export const pisValido = digitos(10)
  .map((b) => b + (((11 - (PESOS_PIS.reduce((s, p, i) => s + p * d(b, i), 0) % 11)) % 11) % 10))
  .filter((c) => !todosIguais(c))

// CNO/CEI: units + tens digits of the weighted sum, as text.
const PESOS_CNO = [7, 4, 1, 8, 5, 2, 1, 6, 3, 7, 4]
export const dvCnoReferencia = (b: string) => {
  const soma = String(PESOS_CNO.reduce((s, p, i) => s + p * d(b, i), 0)).padStart(2, '0')
  const t = (Number(soma.at(-1)) + Number(soma.at(-2))) % 10
  return (10 - t) % 10
}
export const cnoValido = digitos(11)
  .map((b) => b + dvCnoReferencia(b))
  .filter((c) => !todosIguais(c))

// CAEPF in validation-br's formulation: weights 6..9,2..9 with dv = resto (10 → 0), then + 12 mod 100.
const restoOuZero = (s: number) => (s % 11 === 10 ? 0 : s % 11)
export const dvCaepfReferencia = (b: string) => {
  const dv1 = restoOuZero([6, 7, 8, 9, 2, 3, 4, 5, 6, 7, 8, 9].reduce((s, p, i) => s + p * d(b, i), 0))
  const dv2 = restoOuZero([5, 6, 7, 8, 9, 2, 3, 4, 5, 6, 7, 8, 9].reduce((s, p, i) => s + p * d(b + dv1, i), 0))
  return String((dv1 * 10 + dv2 + 12) % 100).padStart(2, '0')
}
export const caepfValido = digitos(12)
  .map((b) => b + dvCaepfReferencia(b))
  .filter((c) => !todosIguais(c))

export const cepValido = digitos(8)
export const telefoneValido = fc.oneof(digitos(10), digitos(11))
export const processoValido = fc.oneof(digitos(17), digitos(20))

/** Replaces the character at `i` with a different digit chosen by `k` (1-9 steps away). */
export const trocarDigito = (s: string, i: number, k: number): string =>
  s.slice(0, i) + String((d(s, i) + k) % 10) + s.slice(i + 1)

/** A real calendar date `YYYY-MM-DD` between 1900 and 2100. */
export const dataIso = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((x) => x.toISOString().slice(0, 10))

/** A month `YYYY-MM` between 1900 and 2100. */
export const mesIso = dataIso.map((x) => x.slice(0, 7))

/** Pragmatic valid e-mail addresses (ASCII local part and domain). */
export const emailValido = fc
  .tuple(
    cadeia([...'abcdefghijklmnopqrstuvwxyz0123456789_+'], 1, 20),
    fc.array(cadeia([...'abcdefghijklmnopqrstuvwxyz0123456789'], 1, 15), { minLength: 1, maxLength: 3 }),
    cadeia([...'abcdefghijklmnopqrstuvwxyz'], 2, 6),
  )
  .map(([local, rotulos, tld]) => `${local}@${rotulos.join('.')}.${tld}`)
