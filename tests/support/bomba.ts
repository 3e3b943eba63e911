import { createDeflate } from 'node:zlib'

/** A one-page PDF whose content stream is `fluxo`, Flate-compressed (pdf.js rebuilds the missing xref). */
export const pdfComFluxo = (fluxo: Buffer) =>
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
export const deflateRepetido = (pedaco: Buffer, total: number) =>
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

/** A PDF compression bomb: ~400 MB of text operators once inflated, from a file of a few hundred KB. */
export const pdfBomba = async () =>
  pdfComFluxo(await deflateRepetido(Buffer.from('BT /F1 12 Tf 72 700 Td (aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa) Tj ET\n'.repeat(16_384)), 400 * 1024 * 1024))
