import { PassThrough } from 'node:stream'
import ExcelJS from 'exceljs'
import { formatarDataHora } from '../../core/shared/formatos.ts'
import { corDaCelula } from '../../core/shared/consulta.ts'
import { rotuloTotal, type Coluna, type DocumentoRelatorio, type Linha } from '../../core/shared/relatorio.ts'

const FORMATOS: Record<Coluna['tipo'], string | undefined> = {
  texto: undefined,
  inteiro: '#,##0',
  decimal: '#,##0.00',
  dinheiro: '"R$" #,##0.00',
  data: 'dd/mm/yyyy',
  percentual: '0.00%',
}

/** Typed cell value: money in reais, percentages as fractions, dates as Date (UTC midnight). */
const valor = (c: Coluna, v: string | number | null | undefined): ExcelJS.CellValue => {
  if (v === null || v === undefined || v === '') return null
  switch (c.tipo) {
    case 'dinheiro':
      return Math.round(Number(v)) / 100
    case 'percentual':
      // 66.67 (%) → 0.6667 exactly, without binary noise (0.6667000000000001)
      return Number((Number(v) / 100).toFixed(8))
    case 'inteiro':
    case 'decimal':
      return Number(v)
    case 'data':
      return new Date(`${String(v).slice(0, 10)}T00:00:00Z`)
    default:
      return String(v)
  }
}

/** XLSX with a streaming writer: title block, frozen header row, typed cells, fitted widths. */
export const relatorioXlsx = async (doc: DocumentoRelatorio): Promise<Buffer> => {
  const saida = new PassThrough()
  const partes: Buffer[] = []
  saida.on('data', (b: Buffer) => partes.push(b))
  const fim = new Promise<void>((ok, erro) => {
    saida.on('end', ok)
    saida.on('error', erro)
  })
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: saida, useStyles: true, useSharedStrings: false })
  wb.creator = 'RH'
  const cabecalho = 5
  const ws = wb.addWorksheet(doc.titulo.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '), { views: [{ state: 'frozen', ySplit: cabecalho }] })
  // The streaming writer emits column widths with the first row: fit them from the data first.
  const larguras = doc.colunas.map((c) => Math.max(10, c.titulo.length + 2))
  for (const g of doc.grupos) {
    for (const l of g.linhas) {
      doc.colunas.forEach((c, i) => {
        const v = l[c.campo]
        const n = v == null ? 0 : String(v).length + (c.tipo === 'dinheiro' ? 6 : 2)
        if (n > larguras[i]!) larguras[i] = Math.min(60, n)
      })
    }
  }
  ws.columns = doc.colunas.map((c, i) => ({ key: c.campo, width: larguras[i]! }))
  ws.addRow([doc.titulo]).font = { bold: true, size: 14 }
  ws.addRow([doc.empresa]).commit()
  ws.addRow([doc.filtro]).commit()
  ws.addRow([`Emitido em ${formatarDataHora(doc.emitidoEm)} por ${doc.emitidoPor}`]).commit()
  const h = ws.addRow(doc.colunas.map((c) => c.titulo))
  h.font = { bold: true }
  h.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF3F3F3' } }
  h.commit()
  const escrever = (l: Linha, negrito = false) => {
    const r = ws.addRow(doc.colunas.map((c) => valor(c, l[c.campo])))
    doc.colunas.forEach((c, i) => {
      const f = FORMATOS[c.tipo]
      if (f) r.getCell(i + 1).numFmt = f
      const cor = corDaCelula(c, l[c.campo])
      if (cor) r.getCell(i + 1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${cor.slice(1)}` } }
    })
    if (negrito) r.font = { bold: true }
    r.commit()
  }
  const primeira = doc.colunas[0]!
  for (const g of doc.grupos) {
    if (g.titulo !== null) {
      const r = ws.addRow([g.titulo])
      r.font = { bold: true }
      r.commit()
    }
    for (const l of g.linhas) escrever(l)
    if (g.totais && g.titulo !== null) escrever({ ...g.totais, [primeira.campo]: rotuloTotal(primeira, g.totais, 'Subtotal') }, true)
  }
  if (doc.totais) escrever({ ...doc.totais, [primeira.campo]: rotuloTotal(primeira, doc.totais, 'Total') }, true)
  for (const r of doc.resumo) ws.addRow([r.rotulo, r.valor]).commit()
  ws.commit()
  await wb.commit()
  await fim
  return Buffer.concat(partes)
}
