import ExcelJS from 'exceljs'
import { extractText, getDocumentProxy } from 'unpdf'

/** Text of every page of a PDF (its text layer). */
export const textoPdf = async (bytes: Uint8Array): Promise<string> => {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { text } = await extractText(pdf, { mergePages: true })
  return text
}

/** The first worksheet as an array of rows of cell values. */
export const linhasXlsx = async (bytes: Uint8Array) => {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(Buffer.from(bytes) as any)
  const ws = wb.worksheets[0]!
  const linhas: Array<{ valores: unknown[]; formatos: Array<string | undefined> }> = []
  ws.eachRow({ includeEmpty: false }, (r) => {
    const valores: unknown[] = []
    const formatos: Array<string | undefined> = []
    r.eachCell({ includeEmpty: true }, (cel, i) => {
      valores[i - 1] = cel.value
      formatos[i - 1] = cel.numFmt
    })
    linhas.push({ valores, formatos })
  })
  return { ws, linhas }
}
