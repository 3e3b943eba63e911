import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { Effect, Layer } from 'effect'
import { ExtratorTexto, OCR_INDISPONIVEL, type TipoArquivo } from '../../core/captacao/anexarDocumentoCandidato.ts'
import { extrairTextoPdf, LIMITES_PDF, type LimitesPdf } from './pdf.ts'

/** The OCR engine: `tesseract` on PATH, 30 s per image (its own process, killed past the limit). */
export const OCR_PADRAO = { comando: 'tesseract', tempoMs: 30_000 } as const

export interface OpcoesExtrator {
  /** Limits of one PDF's text reading in a worker thread (default LIMITES_PDF). */
  readonly pdf?: LimitesPdf
  /** The OCR command and how long one image may take (default OCR_PADRAO). */
  readonly ocr?: { readonly comando?: string; readonly tempoMs?: number }
}

/** The file is kept; only its text (for the résumé search) is given up. */
export const PDF_PESADO = 'O arquivo foi guardado, mas o texto do PDF não foi lido: ele é grande ou complexo demais para a busca.'
export const OCR_DEMORADO = 'O arquivo foi guardado, mas o texto da imagem não foi lido: o reconhecimento passou do tempo limite.'

const exec = promisify(execFile)

/** Is the OCR command installed, and with which of Portuguese/English? Checked once per process and command. */
const idiomas = new Map<string, Promise<string | null>>()
const idiomaTesseract = (comando: string) => {
  let r = idiomas.get(comando)
  if (!r) {
    r = exec(comando, ['--list-langs'], { timeout: 10_000 })
      .then(({ stdout, stderr }) => {
        const langs = `${stdout}\n${stderr}`.split(/\s+/)
        return langs.includes('por') ? 'por' : langs.includes('eng') ? 'eng' : null
      })
      .catch(() => null)
    idiomas.set(comando, r)
  }
  return r
}

const limparTexto = (s: string) =>
  s
    .replaceAll(String.fromCharCode(0), '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, 200_000)

/** PDF text layer through unpdf in a worker thread; images through `tesseract … -l por` (its own process) when installed. */
export const criarExtratorTexto = (o: OpcoesExtrator = {}): (typeof ExtratorTexto)['Service'] => {
  const limitesPdf = o.pdf ?? LIMITES_PDF
  const comando = o.ocr?.comando ?? OCR_PADRAO.comando
  const tempoOcrMs = o.ocr?.tempoMs ?? OCR_PADRAO.tempoMs
  return {
    extrair: (conteudo: Uint8Array, tipo: TipoArquivo) =>
      Effect.promise(async () => {
        if (tipo === 'application/pdf') {
          const r = await extrairTextoPdf(conteudo, limitesPdf)
          if (r.tipo === 'excedeu') return { texto: null, aviso: PDF_PESADO }
          if (r.tipo === 'ilegivel') return { texto: null, aviso: 'Não foi possível ler o texto do PDF.' }
          const t = limparTexto(r.texto)
          return t ? { texto: t, aviso: null } : { texto: null, aviso: 'O PDF não tem texto (é uma imagem digitalizada?).' }
        }
        const idioma = await idiomaTesseract(comando)
        if (!idioma) return { texto: null, aviso: OCR_INDISPONIVEL }
        const dir = await mkdtemp(join(tmpdir(), 'rh-ocr-'))
        try {
          const arquivo = join(dir, tipo === 'image/png' ? 'curriculo.png' : 'curriculo.jpg')
          await writeFile(arquivo, conteudo)
          const { stdout } = await exec(comando, [arquivo, 'stdout', '-l', idioma], { timeout: tempoOcrMs, maxBuffer: 10 * 1024 * 1024 })
          const t = limparTexto(stdout)
          return { texto: t || null, aviso: t ? null : 'Nenhum texto reconhecido na imagem.' }
        } catch (e) {
          // Past the limit execFile kills the process and says so.
          const passou = typeof e === 'object' && e !== null && 'killed' in e && e.killed === true
          return { texto: null, aviso: passou ? OCR_DEMORADO : 'Não foi possível reconhecer o texto da imagem.' }
        } finally {
          await rm(dir, { recursive: true, force: true })
        }
      }),
  }
}

export const extratorTexto = criarExtratorTexto()

/** The text extractor with other limits or another OCR command (tests; the defaults are the product's). */
export const camadaExtratorTexto = (o: OpcoesExtrator = {}) => Layer.succeed(ExtratorTexto, criarExtratorTexto(o))
