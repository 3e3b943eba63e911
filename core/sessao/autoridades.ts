/**
 * The authority catalogue: one ROLE_* per screen group. API guards (resource.authority), the staff menu
 * and the profile editor all read this list, so a screen and its endpoints are always guarded alike.
 */
export const AUTORIDADES = [
  { id: 'ROLE_CAPTACAO_CADASTROS', name: 'Captação e Seleção: cadastros auxiliares' },
  { id: 'ROLE_CAPTACAO_CANDIDATOS', name: 'Captação e Seleção: candidatos' },
  { id: 'ROLE_CAPTACAO_SOLICITACOES', name: 'Captação e Seleção: solicitações de pessoal, seleção e anúncios' },
  { id: 'ROLE_CAPTACAO_LIBERAR_SOLICITACAO', name: 'Captação e Seleção: aprovar ou reprovar solicitações de pessoal' },
  { id: 'ROLE_CAPTACAO_AVALIACOES', name: 'Captação e Seleção: modelos de avaliação e avaliações de candidatos' },
  { id: 'ROLE_CAPTACAO_RELATORIOS', name: 'Captação e Seleção: relatórios' },
  { id: 'ROLE_UTILITARIO_CAIXA_SAIDA', name: 'Utilitários: caixa de saída de e-mails' },
  { id: 'ROLE_CARGO_SALARIO_CADASTROS', name: 'Cargos e Salários: áreas organizacionais e cargos' },
  { id: 'ROLE_UTILITARIO_EMPRESAS', name: 'Utilitários: empresas e estabelecimentos' },
  { id: 'ROLE_UTILITARIO_USUARIOS', name: 'Utilitários: usuários e perfis' },
  { id: 'ROLE_UTILITARIO_LOG', name: 'Utilitários: log de alterações' },
  { id: 'ROLE_CAD_INFO_PESSOAL', name: 'Atualizar Meus Dados' },
] as const

export type Autoridade = (typeof AUTORIDADES)[number]['id']

export const TODAS_AUTORIDADES: ReadonlyArray<Autoridade> = AUTORIDADES.map((a) => a.id)

/** Checks of spec 000 §6: one, any of, all of. */
export const temAutoridade = (tem: ReadonlyArray<string>, a: string) => tem.includes(a)
export const temAlguma = (tem: ReadonlyArray<string>, as: ReadonlyArray<string>) => as.some((a) => tem.includes(a))
export const temTodas = (tem: ReadonlyArray<string>, as: ReadonlyArray<string>) => as.every((a) => tem.includes(a))

/** May the holder of `tem` read (or write) resource `r`? `null` authority = any staff user. */
export const podeAcessar = (
  tem: ReadonlyArray<string>,
  r: { readonly authority: string | null; readonly readAuthority?: string | null },
  modo: 'ler' | 'escrever',
) => {
  if (modo === 'ler' && r.readAuthority !== undefined) {
    if (r.readAuthority === null || tem.includes(r.readAuthority)) return true
  }
  return r.authority === null || tem.includes(r.authority)
}

/**
 * May the user open the resource's screen (menu entry and route guard)? Screens need the managing
 * authority; the broader read access (`readAuthority`) only serves selects in other screens.
 */
export const podeAbrirTela = (tem: ReadonlyArray<string>, r: { readonly authority: string | null }) =>
  r.authority === null || tem.includes(r.authority)
