import { Effect } from 'effect'
import { candidatos } from '../captacao/candidatos.ts'
import { alterar } from '../shared/crud.ts'
import { RegraViolada } from '../shared/erros.ts'
import { Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { empresas } from '../utilitario/empresas.ts'
import { PortalDados } from './ports.ts'
import { atorPortal, escopoDe, type SessaoCandidato } from './sessao.ts'

export const TERMO_ACEITE = 'Li e aceito o Termo de Privacidade e Política de Segurança'
export const ACEITE_OBRIGATORIO = 'É necessário aceitar o Termo de Privacidade e Política de Segurança'

/**
 * The policy version recorded with each acceptance: a 53-bit hash (cyrb53) of the policy text, in hex. Any
 * edit of the text gives a new version; the same text always the same one.
 */
export const versaoPolitica = (texto: string): string => {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < texto.length; i++) {
    const c = texto.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0')
}

const PERMITIDAS = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote'])
const escapar = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * The policy as safe HTML: only simple formatting tags, always without attributes; everything else is text.
 * Plain text (no tags) keeps its line breaks as paragraphs.
 */
export const sanitizarHtml = (bruto: string): string => {
  const texto = bruto.replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, '')
  if (!/<[a-z/]/i.test(texto)) {
    return texto
      .split(/\r?\n\s*\r?\n/)
      .map((p) => `<p>${escapar(p.trim()).replace(/\r?\n/g, '<br>')}</p>`)
      .join('')
  }
  let saida = ''
  let ultimo = 0
  for (const m of texto.matchAll(/<\s*(\/?)\s*([a-zA-Z0-9]+)[^>]*>/g)) {
    saida += escapar(texto.slice(ultimo, m.index))
    const tag = m[2]!.toLowerCase()
    if (PERMITIDAS.has(tag)) saida += tag === 'br' ? '<br>' : `<${m[1] ? '/' : ''}${tag}>`
    ultimo = m.index + m[0].length
  }
  return saida + escapar(texto.slice(ultimo))
}

/** Reads the company's term: whether acceptance is required, its safe HTML and its version. */
export const termoDaEmpresa = (empresaId: number) =>
  Effect.gen(function* () {
    const e = yield* (yield* Repositorio).get(empresas, escopoDe({ empresaId }), empresaId)
    const texto = typeof e.politicaSeguranca === 'string' ? e.politicaSeguranca : ''
    return { exigirAceitePsi: e.exigirAceitePsi === true, html: texto ? sanitizarHtml(texto) : '', versao: versaoPolitica(texto), texto }
  })

/**
 * Records one acceptance in the LGPD consent log (its own table, not a declared resource: the proof of consent kept
 * after an account's erasure). A registration creates the candidate already marked; an acceptance marks them then.
 */
export const registrarConsentimento = (s: SessaoCandidato, origem: 'cadastro' | 'aceite') =>
  Effect.gen(function* () {
    const termo = yield* termoDaEmpresa(s.empresaId)
    const agora = yield* (yield* Relogio).agora
    return yield* (yield* PortalDados).registrarConsentimento({ empresaId: s.empresaId, candidatoId: s.candidatoId, versaoPolitica: termo.versao, aceitoEm: agora, origem })
  })

/** PATCH /candidatos/{id}/aceita-termo: the dialog's Continuar (a company without a term has nothing to accept). */
export const aceitarTermo = (s: SessaoCandidato) =>
  Effect.gen(function* () {
    const termo = yield* termoDaEmpresa(s.empresaId)
    if (!termo.texto) return yield* new RegraViolada({ message: 'A empresa não possui Termo de Privacidade cadastrado.', code: 'SEM_TERMO' })
    return yield* (yield* Repositorio).transaction(
      Effect.gen(function* () {
        const c = yield* registrarConsentimento(s, 'aceite')
        // The candidate's server-owned flag, changed (and logged) through the write path.
        yield* alterar(candidatos, atorPortal(s), s.candidatoId, { aceitoPoliticaSeguranca: true })
        return c
      }),
    )
  })
