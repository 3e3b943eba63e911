import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { disposicaoAnexo, nomeSeguro, tipoDeDownload } from '../../http/arquivos.ts'

describe('nomes e tipos de download', () => {
  it('nunca leva pastas, aspas, caracteres de controle ou nome vazio; no máximo 150 caracteres', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (nome) => {
        const n = nomeSeguro(nome)
        expect(n.length).toBeGreaterThan(0)
        expect(n.length).toBeLessThanOrEqual(150)
        expect(n).not.toMatch(/[\\/"*:<>?|]/)
        expect([...n].every((ch) => ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) !== 127)).toBe(true)
        expect(n.startsWith('.')).toBe(false)
        // The header value is plain ASCII (no line breaks to split it).
        expect(disposicaoAnexo(nome)).toMatch(/^[\x20-\x7e]+$/)
      }),
    )
  })

  it('exemplos', () => {
    expect(nomeSeguro('../../x.html')).toBe('x.html')
    expect(nomeSeguro('C:\\Users\\ana\\Currículo final.pdf')).toBe('Currículo final.pdf')
    expect(nomeSeguro('...')).toBe('arquivo')
    expect(tipoDeDownload('text/html')).toBe('application/octet-stream')
    expect(tipoDeDownload('image/svg+xml')).toBe('application/octet-stream')
    expect(tipoDeDownload('application/pdf')).toBe('application/pdf')
  })
})

describe('cabeçalhos de segurança', () => {
  it('em toda resposta: CSP sem script inline, nosniff, referrer e frame-ancestors', async () => {
    const { criarAmbiente } = await import('../support/servidor.ts')
    const amb = await criarAmbiente({ demo: false })
    try {
      for (const caminho of ['/api/openapi.json', '/api/userinfo', '/api/nao-existe']) {
        const r = await amb.app.request(caminho)
        const csp = r.headers.get('content-security-policy') ?? ''
        expect(csp).toContain("script-src 'self'")
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
        expect(csp).toContain("frame-ancestors 'self'")
        expect(r.headers.get('x-content-type-options')).toBe('nosniff')
        expect(r.headers.get('referrer-policy')).toBe('same-origin')
      }
    } finally {
      await amb.fechar()
    }
  })
})
