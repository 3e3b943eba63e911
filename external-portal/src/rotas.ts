/** The portal's routes (spec 000 §2.1, §2.4). */

export type Rota =
  | { readonly tipo: 'raiz' }
  | { readonly tipo: 'login' }
  | { readonly tipo: 'anuncios' }
  | { readonly tipo: 'tela'; readonly tela: Tela; readonly id?: number; readonly protegida: boolean }
  /** Registered, screen not in this version; protected ones go through the guard first. */
  | { readonly tipo: 'indisponivel'; readonly titulo: string; readonly protegida: boolean }
  | { readonly tipo: 'nao-encontrada' }

const INDISPONIVEIS: ReadonlyArray<readonly [RegExp, string, boolean]> = [
  [/^\/externo\/recuperar-senha$/, 'Recuperar Senha', false],
  [/^\/externo\/candidatos\/new$/, 'Cadastro de Candidato', false],
  [/^\/externo\/candidatos$/, 'Cadastro de Candidato', true],
  [/^\/externo\/candidatos\/\d+$/, 'Editar Cadastro', true],
  [/^\/externo\/candidatos\/\d+\/documentos-anexos(?:\/new|\/\d+)?$/, 'Anexar Documentos', true],
  [/^\/externo\/candidato-solicitacoes$/, 'Minhas Candidaturas', true],
  [/^\/externo\/solicitacao-avaliacao$/, 'Avaliação da Vaga', true],
  [/^\/externo\/avaliacoes$/, 'Avaliações', true],
  [/^\/externo\/historico-candidatos$/, 'Histórico de Candidaturas', true],
]

export type Tela = 'cadastro' | 'anexos' | 'candidaturas' | 'historico' | 'avaliacoes' | 'recuperar' | 'entrevista-desligamento' | 'verificar-certificado'

const TELAS: ReadonlyArray<readonly [RegExp, Tela, boolean]> = [
  [/^\/externo\/recuperar-senha$/, 'recuperar', false],
  /** The exit interview by HR's one-time link (issue 14): public, the token is the credential. */
  [/^\/externo\/entrevista-desligamento$/, 'entrevista-desligamento', false],
  /** A certificate's public verification by its QR code (issue 17): public, the code says which. */
  [/^\/externo\/verificar\/[A-Za-z0-9-]{1,40}$/, 'verificar-certificado', false],
  [/^\/externo\/candidatos\/new$/, 'cadastro', false],
  [/^\/externo\/candidatos\/(\d+)$/, 'cadastro', true],
  [/^\/externo\/candidatos\/(\d+)\/documentos-anexos(?:\/new)?$/, 'anexos', true],
  [/^\/externo\/candidato-solicitacoes$/, 'candidaturas', true],
  [/^\/externo\/historico-candidatos$/, 'historico', true],
  [/^\/externo\/(?:solicitacao-avaliacao|avaliacoes)$/, 'avaliacoes', true],
]

/** `caminho` has no trailing slash; `query` only refines titles (e.g. ?tab=senha). */
export const resolverRota = (caminho: string, query: URLSearchParams): Rota => {
  if (caminho === '/externo') return { tipo: 'raiz' }
  if (caminho === '/externo/login') return { tipo: 'login' }
  if (caminho === '/externo/anuncios') return { tipo: 'anuncios' }
  for (const [padrao, tela, protegida] of TELAS) {
    const m = padrao.exec(caminho)
    if (m) return { tipo: 'tela', tela, protegida, ...(m[1] ? { id: Number(m[1]) } : {}) }
  }
  for (const [padrao, titulo, protegida] of INDISPONIVEIS)
    if (padrao.test(caminho)) {
      const senha = titulo === 'Editar Cadastro' && query.get('tab') === 'senha'
      return { tipo: 'indisponivel', titulo: senha ? 'Alterar Senha' : titulo, protegida }
    }
  return { tipo: 'nao-encontrada' }
}
