import { describe, expect, it } from 'vitest'
import { extrairTextoPdf } from '../../adapters/extracao/pdf.ts'
import { deflateRepetido, pdfBomba, pdfComFluxo } from '../support/bomba.ts'

describe('texto de PDF fora do caminho da requisição (issue 11 #6)', () => {
  it('um PDF comum: o texto', async () => {
    const fluxo = await deflateRepetido(Buffer.from('BT /F1 12 Tf 72 700 Td (Curriculo de Ana Souza) Tj ET\n'), 60)
    const r = await extrairTextoPdf(pdfComFluxo(fluxo))
    expect(r).toEqual({ tipo: 'texto', texto: expect.stringContaining('Curriculo de Ana Souza') })
  })

  it('uma bomba de compressão: cortada no limite, e o servidor segue respondendo enquanto isso', async () => {
    // ~400 MB of text operators once inflated, from a file of a few hundred KB.
    const arquivo = await pdfBomba()
    expect(arquivo.length).toBeLessThan(3 * 1024 * 1024)
    let voltas = 0
    let girando = true
    const laco = (async () => {
      while (girando) {
        await new Promise((ok) => setImmediate(ok))
        voltas++
      }
    })()
    const r = await extrairTextoPdf(arquivo, { tempoMs: 3_000, memoriaMb: 64, memoriaExternaMb: 64 })
    girando = false
    await laco
    expect(r.tipo).toBe('excedeu')
    // The main thread kept turning while the worker chewed on the file (on the main thread it would be ~0).
    expect(voltas).toBeGreaterThan(100)
  }, 60_000)
})
