import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)

// pdfmake is a process-wide singleton: configured once here, used by every PDF the product makes.
const pdfmake = require('pdfmake') as {
  setFonts(f: object): void
  setUrlAccessPolicy(f: (url: string) => boolean): void
  setLocalAccessPolicy(f: (path: string) => boolean): void
  createPdf(doc: object): { getBuffer(): Promise<Buffer> }
}
const pastaFontes = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto')

pdfmake.setFonts({
  Roboto: {
    normal: join(pastaFontes, 'Roboto-Regular.ttf'),
    bold: join(pastaFontes, 'Roboto-Medium.ttf'),
    italics: join(pastaFontes, 'Roboto-Italic.ttf'),
    bolditalics: join(pastaFontes, 'Roboto-MediumItalic.ttf'),
  },
})
// Documents never fetch anything: no URLs, and only the bundled fonts from disk.
pdfmake.setUrlAccessPolicy(() => false)
pdfmake.setLocalAccessPolicy((p) => p.startsWith(pastaFontes))

/** Renders a pdfmake document definition (A4 unless it says otherwise) to bytes. */
export const gerarPdf = (definicao: Record<string, unknown>): Promise<Buffer> =>
  pdfmake.createPdf({ pageSize: 'A4', defaultStyle: { font: 'Roboto', fontSize: 9 }, ...definicao }).getBuffer()
