import { Either } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sanitizarHtml, versaoPolitica } from '../../../core/externo/consentimento.ts'
import { lerCompartilhamento, ROBO } from '../../../core/externo/enviarAmigo.ts'
import { regrasNovaSenha, SENHA_NAO_CONFIRMADA } from '../../../core/externo/registrar.ts'

describe('termo de privacidade', () => {
  it('sanitizarHtml nunca deixa atributos, scripts nem tags fora da lista', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('<script>x</script>', '<img src=x onerror=alert(1)>', '<a href="javascript:1">y</a>', '<p onclick="z">t</p>', '<iframe>'), (a, b) => {
        const h = sanitizarHtml(a + b + a)
        expect(h).not.toMatch(/<(script|img|a|iframe)\b/i)
        expect(h).not.toMatch(/<[a-z0-9]+\s[^>]*>/i)
      }),
    )
    expect(sanitizarHtml('<p>Olá <b>mundo</b></p>')).toBe('<p>Olá <b>mundo</b></p>')
    expect(sanitizarHtml('Linha 1\nLinha 2\n\nOutro')).toBe('<p>Linha 1<br>Linha 2</p><p>Outro</p>')
  })
  it('versaoPolitica: mesma entrada, mesma versão; textos diferentes, versões diferentes', () => {
    // Versions are stored in the consent log, so a text keeps its version across releases.
    expect(versaoPolitica('')).toBe('0bdcb81aee8d83')
    expect(versaoPolitica('Tratamos seus dados com cuidado.')).toBe('1117b7a5d0d4e5')
    expect(versaoPolitica('Tratamos seus dados com cuidado!')).toBe('064a51f59bff09')
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => {
      expect(versaoPolitica(a)).toMatch(/^[0-9a-f]{14}$/)
      if (a !== b) expect(versaoPolitica(a)).not.toBe(versaoPolitica(b))
    }))
  })
})

describe('senha e compartilhamento', () => {
  it('nova senha: confirmação com a mensagem da especificação', () => {
    expect(regrasNovaSenha('abcdef', 'abcdeg')).toContainEqual({ field: 'confNovaSenha', message: SENHA_NAO_CONFIRMADA })
    fc.assert(fc.property(fc.string({ minLength: 6 }), (s) => regrasNovaSenha(s, s).length === 0))
  })
  it('compartilhamento: máximos e verificação obrigatória', () => {
    const ok = { nome: 'Ana', email: 'a@b.com', nomeAmigo: 'Beto', emailAmigo: 'b@c.com', recaptcha: 'x' }
    expect(Either.isRight(lerCompartilhamento(ok))).toBe(true)
    const sem = lerCompartilhamento({ ...ok, recaptcha: '' })
    expect(Either.isLeft(sem) && sem.left.errors).toEqual([{ field: 'recaptcha', message: ROBO }])
    const longo = lerCompartilhamento({ ...ok, nomeAmigo: 'x'.repeat(101), email: `${'a'.repeat(45)}@b.com` })
    expect(Either.isLeft(longo) && longo.left.errors.map((e) => e.field)).toEqual(['email', 'nomeAmigo'])
  })
})
