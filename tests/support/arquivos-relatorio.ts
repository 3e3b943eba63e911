import { expect } from 'vitest'
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

/**
 * Calls a report of the API as a logged-in user: `gerar` returns both formats of one filter (the XLSX rows as
 * 'a | b | c' texts with their number formats, and the PDF text); `erros` the 400 field errors; `semDados`
 * checks the 422 answer.
 */
export const clienteRelatorios = (app: { request: (url: string, init: RequestInit) => Response | Promise<Response> }, cookie: () => string, modulo = 'captacao') => {
  const pedir = (nome: string, corpo: unknown, formato = 'pdf') =>
    app.request(`/api/${modulo}/relatorios/${nome}?formato=${formato}`, {
      method: 'POST',
      headers: { cookie: cookie(), 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      body: JSON.stringify(corpo),
    })
  const gerar = async (nome: string, corpo: unknown) => {
    const x = await pedir(nome, corpo, 'xlsx')
    expect(x.status).toBe(200)
    const { linhas } = await linhasXlsx(new Uint8Array(await x.arrayBuffer()))
    const p = await pedir(nome, corpo, 'pdf')
    expect(p.status).toBe(200)
    expect(p.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${nome}_\\d{4}-\\d{2}-\\d{2}\\.pdf"; `))
    return {
      xlsx: linhas.map((l) =>
        l.valores
          .map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'number' ? Number(v.toFixed(10)) : (v ?? '')))
          .join(' | ')
          .replace(/( \| )+$/, ''),
      ),
      formatos: linhas.map((l) => l.formatos),
      pdf: (await textoPdf(new Uint8Array(await p.arrayBuffer()))).replace(/\s+/g, ' '),
    }
  }
  const erros = async (nome: string, corpo: unknown) => {
    const r = await pedir(nome, corpo)
    expect(r.status).toBe(400)
    return ((await r.json()) as { errors: Array<{ field: string; message: string }> }).errors
  }
  const semDados = async (nome: string, corpo: unknown) => {
    const r = await pedir(nome, corpo)
    expect(r.status).toBe(422)
    expect(await r.json()).toMatchObject({ code: 'SEM_DADOS', message: 'Não existem dados para o filtro informado.' })
  }
  return { pedir, gerar, erros, semDados }
}
