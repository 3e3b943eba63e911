import { Resource } from 'react-admin'
import { Navigate, Route } from 'react-router-dom'
import { RECURSOS } from '../../../core/recursos.ts'
import { TELAS_PERSONALIZADAS } from './personalizadas.ts'
import { campoRepresentativo } from './recurso.ts'
import { ExigirAcesso } from './ExigirAcesso.tsx'
import { lazy, Suspense, type ComponentType } from 'react'
import { Carregando } from '../comum/Carregando.tsx'

/** A generic screen loaded when first shown: the login page and the shell carry no list or form code. */
const tardia = (carregar: () => Promise<ComponentType>) => {
  const Tela = lazy(async () => ({ default: await carregar() }))
  return () => (
    <Suspense fallback={<Carregando />}>
      <Tela />
    </Suspense>
  )
}
const ResourceList = tardia(async () => (await import('./ResourceList.tsx')).ResourceList)
const ResourceCreate = tardia(async () => (await import('./ResourceCreate.tsx')).ResourceCreate)
const ResourceEdit = tardia(async () => (await import('./ResourceEdit.tsx')).ResourceEdit)

/**
 * One react-admin <Resource> per core declaration, named as the declaration (so routes are
 * `/captacao/etapas-seletivas`, `/…/create`, `/…/:id`, and `/…/new` redirects to create). Read-only resources
 * get no create/edit screens. Declaring a resource in core is enough for its screens to exist; a rule-heavy
 * resource may replace one of them through `TELAS_PERSONALIZADAS`.
 */
/** A custom screen gets the same guard as the generic ones. */
const guardada = (Tela: ComponentType | undefined, modo: 'abrir' | 'incluir' | 'alterar') =>
  Tela
    ? () => (
        <ExigirAcesso modo={modo}>
          <Tela />
        </ExigirAcesso>
      )
    : undefined

export const recursosAdmin = () =>
  RECURSOS.map((r) => {
    const telas = TELAS_PERSONALIZADAS[r.name] ?? {}
    return (
      <Resource
        key={r.name}
        name={r.name}
        list={guardada(telas.list, 'abrir') ?? ResourceList}
        create={r.readOnly ? undefined : (guardada(telas.create, 'incluir') ?? ResourceCreate)}
        edit={r.readOnly ? undefined : (guardada(telas.edit, 'alterar') ?? ResourceEdit)}
        show={guardada(telas.show, 'abrir')}
        options={{ label: r.label }}
        recordRepresentation={campoRepresentativo(r)}
      >
        {!r.readOnly && <Route path="new" element={<Navigate to={`/${r.name}/create`} replace />} />}
        {telas.rotas?.map(({ caminho, tela: Tela }) => (
          <Route
            key={caminho}
            path={caminho}
            element={
              <ExigirAcesso modo="abrir">
                <Tela />
              </ExigirAcesso>
            }
          />
        ))}
      </Resource>
    )
  })
