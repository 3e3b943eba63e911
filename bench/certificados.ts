/**
 * Certificates at scale (issue 17 performance goal): a batch of 500 certificates as one PDF (landscape A4, a frame
 * over each page, two logos, the title and text filled in, a QR code and the code) in < 20 s and < 500 MB RSS. The
 * same renderer the API's `POST /desenvolvimento/certificado/emitir` uses (adapters/desenvolvimento/certificados.ts),
 * with images made here (PNG, 1600×1130 frame, 400×200 logos). `BENCH_CERTIFICADOS=n` changes the count.
 */
import { PNG } from 'pngjs'
import { renderizarCertificados } from '../adapters/desenvolvimento/certificados.ts'
import { codigoDoToken, urlDeVerificacao } from '../core/desenvolvimento/certificado.ts'
import { preencherMarcadores, TEXTO_PADRAO } from '../core/desenvolvimento/modelo-certificado.ts'
import { randomBytes } from 'node:crypto'

const TOTAL = Number(process.env['BENCH_CERTIFICADOS'] ?? 500)
const META_MS = 20_000
const META_MB = 500

const imagem = (largura: number, altura: number, cor: readonly [number, number, number]) => {
  const png = new PNG({ width: largura, height: altura })
  for (let y = 0; y < altura; y++)
    for (let x = 0; x < largura; x++) {
      const i = (y * largura + x) * 4
      const borda = x < 40 || y < 40 || x >= largura - 40 || y >= altura - 40
      png.data[i] = borda ? cor[0] : 255
      png.data[i + 1] = borda ? cor[1] : 255
      png.data[i + 2] = borda ? cor[2] : 255
      png.data[i + 3] = 255
    }
  return new Uint8Array(PNG.sync.write(png))
}

export const benchCertificados = async () => {
  const moldura = { bytes: imagem(1600, 1130, [255, 133, 10]), tipo: 'image/png', x: 0, y: 0 }
  const logos = [
    { bytes: imagem(400, 200, [40, 90, 160]), tipo: 'image/png', x: 60, y: 40 },
    { bytes: imagem(400, 200, [20, 120, 60]), tipo: 'image/png', x: 650, y: 40 },
  ]
  const paginas = Array.from({ length: TOTAL }, (_, i) => {
    const codigo = codigoDoToken(randomBytes(32).toString('base64url'))
    const valores = { curso: 'NR-35 Trabalho em Altura', talento: `Talento de Teste Número ${i + 1}`, cargaHoraria: '8' }
    return { titulo: valores.curso, texto: preencherMarcadores(TEXTO_PADRAO, valores), local: 'Empresa Demonstração, 27/11/2026', codigo, url: urlDeVerificacao('https://rh.exemplo.com.br', codigo), revogado: false }
  })
  let pico = process.memoryUsage().rss
  const amostra = setInterval(() => (pico = Math.max(pico, process.memoryUsage().rss)), 25)
  const inicio = performance.now()
  const pdf = await renderizarCertificados({ empresa: 'Empresa Demonstração', logos, moldura, paginas })
  const ms = performance.now() - inicio
  clearInterval(amostra)
  pico = Math.max(pico, process.memoryUsage().rss)
  const mb = pico / 1024 / 1024
  console.log(`${TOTAL} certificados num PDF: ${(ms / 1000).toFixed(1)} s (meta ${META_MS / 1000} s), ${(pdf.length / 1024 / 1024).toFixed(1)} MB; pico de RSS ${mb.toFixed(0)} MB (meta ${META_MB} MB) ${ms < META_MS && mb < META_MB ? 'OK' : 'ACIMA DA META'}`)
}
