import { inteiro, texto } from '../shared/campos.ts'
import type { ErroCampo } from '../shared/erros.ts'
import { defineResource, type Campos } from '../shared/resource.ts'

export const ANO_FINAL_INFERIOR = 'Ano final inferior ao ano inicial.'

/** The generation's fields: its name and the birth years it spans (inclusive). Shared with the list at /geral/geracoes. */
export const camposGeracao = {
  descricao: texto({ label: 'Descrição', max: 60, required: true, list: true, feminino: true, unique: 'Já existe uma geração com esta descrição' }),
  anoInicial: inteiro({ label: 'Nascidos a partir de', min: 1800, max: 2999, required: true, list: true }),
  anoFinal: inteiro({ label: 'Nascidos até', min: 1800, max: 2999, required: true, list: true }),
} satisfies Campos

/** The birth-year range is not empty. */
export const regrasGeracao = (g: { readonly anoInicial: number; readonly anoFinal: number }): ReadonlyArray<ErroCampo> =>
  g.anoFinal < g.anoInicial ? [{ field: 'anoFinal', message: ANO_FINAL_INFERIOR }] : []

/**
 * A generation (route /gestao-talentos/geracao; Baby Boomers, X, Y, Z…): the name and the birth-year range, which
 * the generations report and chart group employees by ('Geração não possui descrição.' for the unclassified).
 */
export const geracao = defineResource({
  name: 'gestao-talentos/geracao',
  table: 'geracoes',
  copia: { grupo: 'Cadastros de Gestão de Talentos', chave: ['descricao'] },
  label: 'Gerações',
  labelSingular: 'Geração',
  scope: 'empresa',
  authority: 'ROLE_GESTAO_TALENTOS_CADASTROS',
  readAuthority: null,
  fields: camposGeracao,
  rules: regrasGeracao,
  sort: { field: 'anoInicial', order: 'ASC' },
  menu: { grupo: 'Gestão de Talentos', subgrupo: 'Cadastros', ordem: 5 },
})
