import { useResourceContext } from 'react-admin'
import { recursoPorNome } from '../../../core/recursos.ts'
import { podeAbrirTela, podeAcessar } from '../../../core/sessao/autoridades.ts'
import type { Campo } from '../../../core/shared/campos.ts'
import { camposLidos, type Resource } from '../../../core/shared/resource.ts'
import { useAutoridades } from '../sessao/estado.ts'

/** The core declaration behind the current react-admin resource (its name is the resource's `name`). */
export const useRecurso = (): Resource => {
  const nome = useResourceContext()
  const r = nome ? recursoPorNome(nome) : undefined
  if (!r) throw new Error(`Recurso não declarado em core/recursos.ts: ${nome}`)
  return r
}

/** Screens need the managing authority; writing also needs a writable resource. */
export const useAcesso = (r: Resource) => {
  const tem = useAutoridades()
  return {
    abrir: podeAbrirTela(tem, r),
    escrever: !r.readOnly && podeAcessar(tem, r, 'escrever'),
  }
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
