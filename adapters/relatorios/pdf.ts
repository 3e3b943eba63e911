import { formatarDataHora } from '../../core/shared/formatos.ts'
import { formatarCelula, rotuloTotal, type Coluna, type DocumentoRelatorio, type Linha } from '../../core/shared/relatorio.ts'
import { gerarPdf } from '../pdf.ts'

const NUMERICOS = new Set(['inteiro', 'decimal', 'dinheiro', 'percentual'])
const COR = '#FF850A'

const celula = (c: Coluna, l: Linha, estilo?: Record<string, unknown>) => ({
  text: formatarCelula(c.tipo, l[c.campo]),
  alignment: NUMERICOS.has(c.tipo) ? 'right' : 'left',
  ...estilo,
})

const linhaTotal = (colunas: ReadonlyArray<Coluna>, t: Linha, rotulo: string) =>
  colunas.map((c, i) => (i === 0 ? { text: rotuloTotal(c, t, rotulo), bold: true } : celula(c, t, { bold: true })))

/** A4 report: header with company, title, filter, who and when; 'Página x de y'; pt-BR formats. */
export const relatorioPdf = (doc: DocumentoRelatorio) => {
  const n = doc.colunas.length
  const corpo: unknown[][] = [doc.colunas.map((c) => ({ text: c.titulo, style: 'cabecalhoTabela', alignment: NUMERICOS.has(c.tipo) ? 'right' : 'left' }))]
  for (const g of doc.grupos) {
    if (g.titulo !== null) corpo.push([{ text: g.titulo, colSpan: n, style: 'grupo' }, ...Array(n - 1).fill('')])
    for (const l of g.linhas) corpo.push(doc.colunas.map((c) => celula(c, l)))
    if (g.totais && g.titulo !== null) corpo.push(linhaTotal(doc.colunas, g.totais, 'Subtotal'))
  }
  if (doc.totais) corpo.push(linhaTotal(doc.colunas, doc.totais, 'Total'))
  const larguras = doc.colunas.map((c) => (c.largura ?? 1) * 10)
  const soma = larguras.reduce((a, b) => a + b, 0)
  return gerarPdf({
    pageOrientation: doc.orientacao === 'paisagem' ? 'landscape' : 'portrait',
    pageMargins: [36, 92, 36, 40],
    info: { title: doc.titulo, author: doc.empresa, creator: 'RH' },
    header: () => ({
      margin: [36, 24, 36, 0],
      stack: [
        { columns: [{ text: doc.empresa, bold: true, fontSize: 10 }, { text: `Emitido em ${formatarDataHora(doc.emitidoEm)} por ${doc.emitidoPor}`, alignment: 'right', fontSize: 8, color: '#555' }] },
        { text: doc.titulo, fontSize: 14, bold: true, color: COR, margin: [0, 4, 0, 2] },
        { text: doc.filtro, fontSize: 8, color: '#333' },
        { canvas: [{ type: 'line', x1: 0, y1: 4, x2: doc.orientacao === 'paisagem' ? 770 : 523, y2: 4, lineWidth: 0.5, lineColor: '#999' }] },
      ],
    }),
    footer: (pagina: number, total: number) => ({
      margin: [36, 12, 36, 0],
      columns: [
        { text: `${doc.quantidade} registro(s)`, fontSize: 8, color: '#555' },
        { text: `Página ${pagina} de ${total}`, alignment: 'right', fontSize: 8, color: '#555' },
      ],
    }),
    content: [
      {
        table: { headerRows: 1, widths: larguras.map((w) => `${((w / soma) * 100).toFixed(2)}%`), body: corpo, dontBreakRows: true },
        layout: {
          hLineWidth: (i: number) => (i <= 1 ? 0.8 : 0.3),
          vLineWidth: () => 0,
          hLineColor: () => '#bbb',
          fillColor: (i: number) => (i === 0 ? '#f3f3f3' : null),
          paddingTop: () => 3,
          paddingBottom: () => 3,
        },
      },
      ...(doc.resumo.length
        ? [{ margin: [0, 12, 0, 0], table: { widths: ['auto', '*'], body: doc.resumo.map((r) => [{ text: r.rotulo, bold: true }, r.valor]) }, layout: 'noBorders' }]
        : []),
    ],
    styles: {
      cabecalhoTabela: { bold: true, fontSize: 8.5 },
      grupo: { bold: true, fillColor: '#fff3e6', margin: [0, 2, 0, 2] },
    },
  })
}
