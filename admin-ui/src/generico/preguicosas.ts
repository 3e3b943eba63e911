import { createElement, lazy, Suspense, type ComponentType } from 'react'
import { Carregando } from '../comum/Carregando.tsx'
import type { EntradaPersonalizadaProps } from './entradas/tipos.ts'
import type { TelasPersonalizadas } from './personalizadas.ts'

/** Which screens a module's `telas.tsx` provides, said without loading it. */
export interface FormaTelas {
  readonly list?: true
  readonly create?: true
  readonly edit?: true
  readonly show?: true
  readonly rotas?: ReadonlyArray<string>
  readonly entradas?: ReadonlyArray<string>
}

/**
 * A module's custom screens, each loaded the first time it is shown (with its module's code: forms, boards,
 * charts), so that the login page and the shell carry none of them whatever the number of modules.
 */
export const preguicosas = (carregar: () => Promise<{ readonly default: TelasPersonalizadas }>, forma: FormaTelas): TelasPersonalizadas => {
  let modulo: Promise<TelasPersonalizadas> | undefined
  const telas = () => (modulo ??= carregar().then((m) => m.default))
  const tardia = <P extends object>(nome: string, escolher: (t: TelasPersonalizadas) => ComponentType<P> | undefined): ComponentType<P> => {
    const Tardia = lazy(async () => {
      const c = escolher(await telas())
      if (!c) throw new Error(`Tela ${nome} não encontrada em telas.tsx`)
      return { default: c }
    })
    return (props: P) => createElement(Suspense, { fallback: createElement(Carregando) }, createElement(Tardia as ComponentType<P>, props))
  }
  return {
    ...(forma.list ? { list: tardia('list', (t) => t.list) } : {}),
    ...(forma.create ? { create: tardia('create', (t) => t.create) } : {}),
    ...(forma.edit ? { edit: tardia('edit', (t) => t.edit) } : {}),
    ...(forma.show ? { show: tardia('show', (t) => t.show) } : {}),
    ...(forma.rotas ? { rotas: forma.rotas.map((caminho) => ({ caminho, tela: tardia(caminho, (t) => t.rotas?.find((r) => r.caminho === caminho)?.tela) })) } : {}),
    ...(forma.entradas
      ? { entradas: Object.fromEntries(forma.entradas.map((campo) => [campo, tardia<EntradaPersonalizadaProps>(campo, (t) => t.entradas?.[campo])])) }
      : {}),
  }
}

