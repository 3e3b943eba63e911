import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Bloco, Documento, LinhaTabela } from '../core/shared/documento.ts'

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

// The product's look, in one place: every printed document goes through `renderizarPdf`.
const COR = '#FF850A'
const CINZA = '#555'
const MARGEM = 36
/** Usable width of an A4 page (595 × 842 pt) between the side margins. */
const largura = (d: Documento) => (d.orientacao === 'paisagem' ? 842 : 595) - 2 * MARGEM

const linhaTabela = (l: LinhaTabela, n: number, alinhar: ReadonlyArray<string>, cores: ReadonlyArray<Readonly<Record<string, string>> | undefined>): unknown[] => {
  // A plain string is a left-aligned cell, and much cheaper for pdfmake to lay out than an object (long tables).
  if (!('celulas' in l))
    return l.map((t, i) => {
      const cor = cores[i] && Object.hasOwn(cores[i], t) ? cores[i][t] : undefined
      return alinhar[i] === 'left' && !cor ? t : { text: t, alignment: alinhar[i], ...(cor ? { fillColor: cor } : {}) }
    })
  if (l.destaque === 'grupo') return [{ text: l.celulas[0] ?? '', colSpan: n, style: 'grupo' }, ...Array(n - 1).fill('')]
  return l.celulas.map((t, i) => ({ text: t, bold: true, alignment: alinhar[i] }))
}

/** The section title of a block that has one. */
const secaoDe = (b: Bloco) => (b.tipo === 'campos' || b.tipo === 'tabela' || b.tipo === 'texto' ? b.titulo : undefined)

const bloco = (b: Bloco): unknown[] => {
  const secao = secaoDe(b)
  const titulo = secao ? [{ text: secao, style: 'secao' }] : []
  switch (b.tipo) {
    case 'titulo': {
      const texto = { text: b.texto, style: 'titulo' }
      return [b.imagem ? { columns: [{ stack: [texto], width: '*' }, { image: b.imagem, fit: [70, 90], width: 70 }] } : texto]
    }
    case 'campos':
      return [...titulo, { table: { widths: [150, '*'], body: b.campos.map((c) => [{ text: c.rotulo, bold: true, color: '#444' }, c.valor]) }, layout: 'noBorders' }]
    case 'texto':
      return [...titulo, { text: b.texto, alignment: 'justify' }]
    case 'assinaturas':
      return [
        {
          margin: [0, 50, 0, 0],
          unbreakable: true,
          columns: b.nomes.map((a) => ({
            stack: [{ canvas: [{ type: 'line', x1: 10, y1: 0, x2: 150, y2: 0, lineWidth: 0.5 }] }, { text: a, alignment: 'center', margin: [0, 4, 0, 0] }],
          })),
        },
      ]
    case 'tabela': {
      if (!b.linhas.length) return [...titulo, { text: b.vazia ?? '', italics: true, color: CINZA }]
      const n = b.colunas.length
      const alinhar = b.colunas.map((c) => (c.alinhamento === 'direita' ? 'right' : 'left'))
      const cores = b.colunas.map((c) => c.cores)
      const pesos = b.colunas.map((c) => c.largura ?? 1)
      const soma = pesos.reduce((a, p) => a + p, 0)
      return [
        ...titulo,
        {
          table: {
            headerRows: 1,
            dontBreakRows: true,
            widths: pesos.map((p) => `${((p / soma) * 100).toFixed(2)}%`),
            body: [b.colunas.map((c, i) => ({ text: c.titulo, style: 'cabecalhoTabela', alignment: alinhar[i] })), ...b.linhas.map((l) => linhaTabela(l, n, alinhar, cores))],
          },
          layout: {
            hLineWidth: (i: number) => (i <= 1 ? 0.8 : 0.3),
            vLineWidth: () => 0,
            hLineColor: () => '#bbb',
            fillColor: (i: number) => (i === 0 ? '#f3f3f3' : null),
            paddingTop: () => 3,
            paddingBottom: () => 3,
          },
        },
      ]
    }
  }
}

/**
 * The one renderer of printable documents (reports, personnel request, résumé, LGPD export): A4, the header and
 * footer repeated on every page, blocks one under the other, pt-BR text as core formatted it.
 */
export const renderizarPdf = (d: Documento): Promise<Buffer> => {
  const cab = d.cabecalho
  const altoCabecalho = !cab ? 0 : (cab.titulo ? 56 : 30) + (cab.subtitulo ? 10 : 0) + (cab.logo ? 10 : 0)
  const conteudo = d.blocos.flatMap((b, i) => {
    const partes = bloco(b)
    // Consecutive blocks breathe a little; the section titles carry their own space.
    return i > 0 && b.tipo !== 'assinaturas' && !secaoDe(b) ? [{ text: '', margin: [0, 4, 0, 0] }, ...partes] : partes
  })
  return gerarPdf({
    pageOrientation: d.orientacao === 'paisagem' ? 'landscape' : 'portrait',
    pageMargins: [MARGEM, MARGEM + altoCabecalho, MARGEM, 40],
    info: { title: d.titulo, creator: 'RH', ...(d.autor ? { author: d.autor } : {}) },
    ...(cab
      ? {
          header: () => ({
            margin: [MARGEM, 24, MARGEM, 0],
            stack: [
              {
                columns: [
                  ...(cab.logo ? [{ image: cab.logo, fit: [90, 36], width: 100 }] : []),
                  { text: cab.empresa, bold: true, fontSize: 10, ...(cab.logo ? { margin: [8, 8, 0, 0] } : {}) },
                  { text: cab.emitido ?? '', alignment: 'right', fontSize: 8, color: CINZA, ...(cab.logo ? { margin: [0, 10, 0, 0] } : {}) },
                ],
              },
              ...(cab.titulo ? [{ text: cab.titulo, fontSize: 14, bold: true, color: COR, margin: [0, 4, 0, 2] }] : []),
              ...(cab.subtitulo ? [{ text: cab.subtitulo, fontSize: 8, color: '#333' }] : []),
              ...(cab.titulo ? [{ canvas: [{ type: 'line', x1: 0, y1: 4, x2: largura(d), y2: 4, lineWidth: 0.5, lineColor: '#999' }] }] : []),
            ],
          }),
        }
      : {}),
    ...(d.rodape
      ? {
          footer: (pagina: number, total: number) => ({
            margin: [MARGEM, 12, MARGEM, 0],
            columns: [
              { text: d.rodape?.texto ?? '', fontSize: 8, color: CINZA },
              { text: d.rodape?.paginas ? `Página ${pagina} de ${total}` : '', alignment: 'right', fontSize: 8, color: CINZA },
            ],
          }),
        }
      : {}),
    content: conteudo,
    styles: {
      titulo: { fontSize: 16, bold: true, color: COR, margin: [0, 0, 0, 8] },
      secao: { fontSize: 11, bold: true, color: COR, margin: [0, 12, 0, 4] },
      cabecalhoTabela: { bold: true, fontSize: 8.5 },
      grupo: { bold: true, fillColor: '#fff3e6', margin: [0, 2, 0, 2] },
    },
  })
}
