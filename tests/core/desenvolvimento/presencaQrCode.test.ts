import { createHmac } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CODIGO_EXPIRADO, CODIGO_INVALIDO, conferirCodigoPresenca, emitirCodigoPresenca, ROTACAO_MS, VALIDADE_MS } from '../../../core/desenvolvimento/presencaQrCode.ts'

const assinador = (chave: string) => (m: string) => createHmac('sha256', chave).update(m).digest('base64url')
const chave = fc.string({ minLength: 16, maxLength: 64 })
/** Instants from 2020 to 2100. */
const instante = fc.integer({ min: 1_577_836_800_000, max: 4_102_444_800_000 })
const dia = fc.integer({ min: 1, max: 2_000_000_000 })

/** The attendance QR code (core/desenvolvimento/presencaQrCode.ts): signed, bound to its day, rotating and expiring. */
describe('código de presença por QR code', () => {
  it('aceito do início da sua janela até VALIDADE_MS depois, para o dia que nomeia', () => {
    fc.assert(
      fc.property(chave, dia, instante, fc.integer({ min: 0, max: VALIDADE_MS - 1 }), (k, d, t, depois) => {
        const a = assinador(k)
        const { token } = emitirCodigoPresenca(d, t, a)
        const inicio = Math.floor(t / ROTACAO_MS) * ROTACAO_MS
        expect(conferirCodigoPresenca(token, inicio + depois, a)).toEqual({ ok: true, diaTurmaId: d })
      }),
    )
  })

  it('recusado como expirado a partir de VALIDADE_MS depois do início da janela (a foto mandada depois não vale)', () => {
    fc.assert(
      fc.property(chave, dia, instante, fc.integer({ min: 0, max: 10 * 365 * 86_400_000 }), (k, d, t, atraso) => {
        const a = assinador(k)
        const { token, expiraEmMs } = emitirCodigoPresenca(d, t, a)
        expect(conferirCodigoPresenca(token, expiraEmMs + atraso, a)).toEqual({ ok: false, motivo: CODIGO_EXPIRADO })
      }),
    )
  })

  it('um código novo a cada ROTACAO_MS; o anterior ainda vale, o de uma janela futura não', () => {
    fc.assert(
      fc.property(chave, dia, instante, (k, d, t) => {
        const a = assinador(k)
        const atual = emitirCodigoPresenca(d, t, a)
        const proximo = emitirCodigoPresenca(d, t + ROTACAO_MS, a)
        expect(proximo.token).not.toBe(atual.token)
        expect(atual.trocaEmMs - t).toBeLessThanOrEqual(ROTACAO_MS)
        expect(conferirCodigoPresenca(atual.token, t + ROTACAO_MS, a).ok).toBe(true)
        expect(conferirCodigoPresenca(proximo.token, t, a)).toEqual({ ok: false, motivo: CODIGO_INVALIDO })
      }),
    )
  })

  it('de outro dia, assinatura adulterada ou outra chave: inválido', () => {
    fc.assert(
      fc.property(chave, chave, dia, dia, instante, fc.nat(42), (k, outra, d, e, t, pos) => {
        const a = assinador(k)
        const { token } = emitirCodigoPresenca(d, t, a)
        const [, janela, assinatura] = token.split('.') as [string, string, string]
        if (e !== d) expect(conferirCodigoPresenca(`${e}.${janela}.${assinatura}`, t, a)).toEqual({ ok: false, motivo: CODIGO_INVALIDO })
        const c = assinatura[pos]!
        const trocado = assinatura.slice(0, pos) + (c === 'A' ? 'B' : 'A') + assinatura.slice(pos + 1)
        expect(conferirCodigoPresenca(`${d}.${janela}.${trocado}`, t, a)).toEqual({ ok: false, motivo: CODIGO_INVALIDO })
        if (outra !== k) expect(conferirCodigoPresenca(token, t, assinador(outra))).toEqual({ ok: false, motivo: CODIGO_INVALIDO })
      }),
    )
  })

  it('qualquer outra entrada: inválido, sem exceção', () => {
    fc.assert(
      fc.property(fc.anything(), instante, (x, t) => {
        expect(conferirCodigoPresenca(x, t, assinador('k'.repeat(32))).ok).toBe(false)
      }),
    )
  })
})
