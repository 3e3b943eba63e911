import { createDeflate } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { extrairTextoPdf } from '../../adapters/extracao/pdf.ts'

/** A one-page PDF whose content stream is `conteudo`, Flate-compressed (pdf.js rebuilds the missing xref). */
const pdf = (fluxo: Buffer) =>
  Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
        '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj\n' +
        '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\n' +
        `4 0 obj << /Length ${fluxo.length} /Filter /FlateDecode >> stream\n`,
    ),
    fluxo,
    Buffer.from('\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ])

/** Deflates `total` bytes of repeated `pedaco` without holding them in memory: a few hundred KB for hundreds of MB. */
const bomba = (pedaco: Buffer, total: number) =>
  new Promise<Buffer>((ok, falhar) => {
    const d = createDeflate({ level: 9 })
    const partes: Buffer[] = []
    d.on('data', (b: Buffer) => partes.push(b))
    d.on('end', () => ok(Buffer.concat(partes)))
    d.on('error', falhar)
    let escrito = 0
    const escrever = () => {
      while (escrito < total) {
        escrito += pedaco.length
        if (!d.write(pedaco)) return void d.once('drain', escrever)
      }
      d.end()
    }
    escrever()
  })

describe('texto de PDF fora do caminho da requisição (issue 11 #6)', () => {
  it('um PDF comum: o texto', async () => {
    const fluxo = await bomba(Buffer.from('BT /F1 12 Tf 72 700 Td (Curriculo de Ana Souza) Tj ET\n'), 60)
    const r = await extrairTextoPdf(pdf(fluxo))
    expect(r).toEqual({ tipo: 'texto', texto: expect.stringContaining('Curriculo de Ana Souza') })
  })

  it('uma bomba de compressão: cortada no limite, e o servidor segue respondendo enquanto isso', async () => {
    // ~400 MB of text operators once inflated, from a file of a few hundred KB.
    const fluxo = await bomba(Buffer.from('BT /F1 12 Tf 72 700 Td (aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa) Tj ET\n'.repeat(16_384)), 400 * 1024 * 1024)
    expect(fluxo.length).toBeLessThan(3 * 1024 * 1024)
    let voltas = 0
    let girando = true
    const laco = (async () => {
      while (girando) {
        await new Promise((ok) => setImmediate(ok))
        voltas++
      }
    })()
    const r = await extrairTextoPdf(pdf(fluxo), { tempoMs: 3_000, memoriaMb: 64, memoriaExternaMb: 64 })
    girando = false
    await laco
    expect(r.tipo).toBe('excedeu')
    // The main thread kept turning while the worker chewed on the file (on the main thread it would be ~0).
    expect(voltas).toBeGreaterThan(100)
  }, 60_000)
})
