import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OCR_DEMORADO, PDF_PESADO } from '../../adapters/extracao/texto.ts'
import { pdfBomba } from '../support/bomba.ts'
import { cliente } from '../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../support/servidor.ts'

/**
 * Issue 11 #6 at the routes: a hostile résumé (a PDF compression bomb, an image the OCR engine chews on forever)
 * uploaded by a portal candidate or through the staff routes is stored, answered with a clear message, and the
 * server keeps answering other requests meanwhile. Limits lowered for the test; the product's are 20 s / 256 MB
 * per PDF and 30 s per image.
 */

const CPF_PORTAL = '12345678909'
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89])

let amb: AmbienteTeste
let bomba: Buffer
let admin: ReturnType<typeof cliente>
let portal: ReturnType<typeof cliente>
let candidatoPortal: number
let candidatoRh: number
// A fake `tesseract`, given to the extractor as its OCR command: it knows Portuguese and never finishes an image. Not
// put first on PATH: the product remembers per process what the command 'tesseract' offers (adapters/extracao/
// texto.ts), and the next test file of this worker would get the fake's answer for the real one.
const bin = mkdtempSync(join(tmpdir(), 'rh-tesseract-'))
const tesseract = join(bin, 'tesseract')

beforeAll(async () => {
  writeFileSync(tesseract, '#!/bin/sh\nif [ "$1" = "--list-langs" ]; then echo "List of available languages (2):"; echo eng; echo por; exit 0; fi\nexec sleep 60\n')
  chmodSync(tesseract, 0o755)
  ;[amb, bomba] = await Promise.all([criarAmbiente({ extrator: { pdf: { tempoMs: 5_000, memoriaMb: 64, memoriaExternaMb: 64 }, ocr: { comando: tesseract, tempoMs: 1_000 } } }), pdfBomba()])
  admin = cliente(amb.app)
  await admin.entrar()
  portal = cliente(amb.app)
  expect((await portal.post('/api/externo/login', `username=${CPF_PORTAL}&password=demo123&empresaId=1`, { tipo: 'application/x-www-form-urlencoded' })).status).toBe(200)
  candidatoPortal = (await portal.get('/api/externo/userinfo')).body.candidato.id
  candidatoRh = Number((await amb.knex('candidatos').where({ empresaId: 1 }).whereNot({ id: candidatoPortal }).first('id')).id)
}, 60_000)
afterAll(async () => {
  rmSync(bin, { recursive: true, force: true })
  await amb?.fechar()
})

const enviar = async (cli: ReturnType<typeof cliente>, metodo: string, url: string, campos: Record<string, string>, arquivo: { nome: string; bytes: Uint8Array }) => {
  const form = new FormData()
  for (const [k, v] of Object.entries(campos)) form.append(k, v)
  form.append('anexo', new File([arquivo.bytes as Uint8Array<ArrayBuffer>], arquivo.nome))
  const res = await amb.app.request(url, { method: metodo, body: form, headers: { cookie: cli.cookie, 'x-requested-with': 'XMLHttpRequest' } })
  return { status: res.status, body: (await res.json()) as any }
}

/**
 * Runs `upload` and, once its attachment row is stored (the text is read right after), keeps asking `outra`: the
 * answers that arrive while the upload still waits for its text. With the text read in a worker they are
 * hundreds; read on the request path, only the few between the end of the reading and the upload's answer.
 */
const enquantoLe = async <T,>(upload: Promise<T>, candidatoId: number, descricao: string, outra: () => Promise<number>) => {
  let pendente = true
  const fim = upload.finally(() => {
    pendente = false
  })
  const status: number[] = []
  while (pendente) {
    const lendo = !!(await amb.knex('documentosAnexos').where({ candidatoId, descricao }).first('id'))
    const s = await outra()
    if (lendo && pendente) status.push(s)
    // app.request and the SQLite driver may resolve without I/O: give the timers and the worker's messages a turn.
    await new Promise((ok) => setTimeout(ok, lendo ? 0 : 5))
  }
  return { resposta: await fim, status }
}

describe('arquivos hostis nas rotas de anexo e currículo', () => {
  it('portal: uma bomba de compressão como currículo anexado é guardada com o aviso, e o servidor segue respondendo', async () => {
    const { resposta, status } = await enquantoLe(
      enviar(portal, 'POST', `/api/externo/candidatos/${candidatoPortal}/documentos-anexos`, { descricao: 'Currículo bomba', data: '2025-01-10', tipoDocumento: 'CURRICULO' }, { nome: 'cv.pdf', bytes: bomba }),
      candidatoPortal,
      'Currículo bomba',
      async () => (await cliente(amb.app).get('/api/externo/anuncios?empresaId=1')).status,
    )
    expect(resposta.status).toBe(201)
    expect(resposta.body).toMatchObject({ descricao: 'Currículo bomba', anexo: { nome: 'cv.pdf', tipo: 'application/pdf' }, aviso: PDF_PESADO })
    expect(status.length).toBeGreaterThan(50)
    expect(new Set(status)).toEqual(new Set([200]))
    expect((await portal.get(`/api/externo/candidatos/${candidatoPortal}/documentos-anexos`)).body).toContainEqual(expect.objectContaining({ descricao: 'Currículo bomba' }))
  }, 60_000)

  it('RH: a mesma bomba anexada como currículo e enviada na rota do currículo (OCR) responde o aviso; o servidor segue respondendo', async () => {
    const textoAntes = (await admin.get(`/api/captacao/candidatos/${candidatoRh}`)).body.ocrTexto
    const { resposta, status } = await enquantoLe(
      enviar(admin, 'POST', `/api/captacao/candidatos/${candidatoRh}/documentos-anexos`, { descricao: 'Bomba no RH', data: '2025-01-10', tipoDocumento: 'CURRICULO' }, { nome: 'cv.pdf', bytes: bomba }),
      candidatoRh,
      'Bomba no RH',
      async () => (await admin.get('/api/captacao/candidatos?page=0&size=1')).status,
    )
    expect(resposta.status).toBe(201)
    expect(resposta.body.aviso).toBe(PDF_PESADO)
    expect(new Set(status)).toEqual(new Set([200]))
    expect(status.length).toBeGreaterThan(50)
    const ocr = await enviar(admin, 'PUT', `/api/captacao/candidatos/${candidatoRh}/ocr`, {}, { nome: 'cv.pdf', bytes: bomba })
    expect(ocr).toEqual({ status: 200, body: { ocrTexto: null, aviso: PDF_PESADO } })
    // The file is kept (downloadable); only its text is given up (the text the candidate had stays).
    expect((await admin.get(`/api/captacao/candidatos/${candidatoRh}/curriculo`)).status).toBe(200)
    expect((await admin.get(`/api/captacao/candidatos/${candidatoRh}`)).body.ocrTexto).toBe(textoAntes)
  }, 60_000)

  it('OCR que passa do tempo: o tesseract é encerrado no limite e o aviso diz por quê', async () => {
    const r = await enviar(admin, 'PUT', `/api/captacao/candidatos/${candidatoRh}/ocr`, {}, { nome: 'cv.png', bytes: PNG })
    expect(r).toEqual({ status: 200, body: { ocrTexto: null, aviso: OCR_DEMORADO } })
    expect(OCR_DEMORADO).toBe('O arquivo foi guardado, mas o texto da imagem não foi lido: o reconhecimento passou do tempo limite.')
    expect((await admin.get('/api/captacao/candidatos?page=0&size=1')).status).toBe(200)
  }, 30_000)
})
