import { useResourceContext } from 'react-admin'
import { recursoPorNome } from '../../../core/recursos.ts'
import { podeAbrirTela, podeAcessar } from '../../../core/sessao/autoridades.ts'
import type { Campo } from '../../../core/shared/campos.ts'
import { atorDaSessao } from '../../../core/shared/ator.ts'
import { camposLidos, gravacaoPermitida, type Resource } from '../../../core/shared/resource.ts'
import { useAutoridades, useUserinfo } from '../sessao/estado.ts'

/** The core declaration behind the current react-admin resource (its name is the resource's `name`). */
export const useRecurso = (): Resource => {
  const nome = useResourceContext()
  const r = nome ? recursoPorNome(nome) : undefined
  if (!r) throw new Error(`Recurso não declarado em core/recursos.ts: ${nome}`)
  return r
}

/**
 * Screens need the managing authority; writing also needs a writable resource and the declaration's
 * `podeGravar` for this user (a company administrator edits their company but creates none; profiles are
 * the installation administrator's): the same rules the server applies, so no button leads to a 403.
 */
export const useAcesso = (r: Resource) => {
  const u = useUserinfo()
  const tem = useAutoridades()
  const ator = u ? atorDaSessao(u) : undefined
  const pode = (modo: 'create' | 'update' | 'delete') => !r.readOnly && podeAcessar(tem, r, 'escrever') && !!ator && gravacaoPermitida(r, ator, modo)
  const incluir = pode('create')
  const alterar = pode('update')
  return { abrir: podeAbrirTela(tem, r), incluir, alterar, remover: pode('delete'), escrever: incluir || alterar }
}

const PREFERIDOS = ['nome', 'titulo', 'descricao', 'sigla']

/** Field that names a record in selects and references: nome, titulo… or the first text field. */
export const campoRepresentativo = (r: Resource): string =>
  PREFERIDOS.find((k) => k in r.fields) ?? Object.keys(r.fields).find((k) => r.fields[k]!.kind === 'texto') ?? 'id'

/** Listed keys: fields, state fields and computed columns marked `list`. */
export const camposDaLista = (r: Resource): ReadonlyArray<[string, Campo]> => camposLidos(r).filter(([, c]) => c.list && !c.writeOnly)

export const camposDoFormulario = (r: Resource): ReadonlyArray<[string, Campo]> => Object.entries(r.fields)

export const valoresPadrao = (r: Resource): Record<string, unknown> =>
  Object.fromEntries(Object.entries(r.fields).flatMap(([k, c]) => (c.default === undefined ? [] : [[k, c.default]])))
