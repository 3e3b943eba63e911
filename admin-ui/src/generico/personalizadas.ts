import { createElement, type ComponentType } from 'react'
import type { EntradaPersonalizadaProps } from './entradas/tipos.ts'
import { FaixaSalarialInput } from '../cargo-salario/faixas-salariais/FaixaSalarialInput.tsx'
import { AcessosInput } from '../utilitario/usuarios/AcessosInput.tsx'
import { CepInput } from './entradas/CepInput.tsx'

export type { EntradaPersonalizadaProps }

/**
 * Inputs that a field's kind cannot describe (structured `lista` fields), keyed `<resource>.<field>`.
 * Everything else is rendered from the kind alone.
 */
export const ENTRADAS_PERSONALIZADAS: Record<string, ComponentType<EntradaPersonalizadaProps>> = {
  'utilitario/usuarios.acessos': AcessosInput,
  // The competency reports' range: named with its cargo.
  'cargo-salario/relatorios/talentos-competencias.faixaSalarialId': FaixaSalarialInput,
  'cargo-salario/relatorios/matriz-talentos-competencias.faixaSalarialId': FaixaSalarialInput,
  'utilitario/estabelecimentos.cep': ({ fonte, campo }) =>
    createElement(CepInput, { source: fonte, label: campo.label, destinos: { logradouro: 'logradouro', complemento: 'complemento', bairro: 'bairro', uf: 'estadoId', cidade: 'cidadeId' } }),
}

export interface TelasPersonalizadas {
  readonly list?: ComponentType
  readonly create?: ComponentType
  readonly edit?: ComponentType
  readonly show?: ComponentType
  /** Extra pages under the resource route, e.g. `{ caminho: ':id/quadro', tela: Quadro }`. */
  readonly rotas?: ReadonlyArray<{ readonly caminho: string; readonly tela: ComponentType }>
  /** Custom inputs of this resource's fields, keyed by field name. */
  readonly entradas?: Record<string, ComponentType<EntradaPersonalizadaProps>>
}

/**
 * Screens of rule-heavy resources: a folder `admin-ui/src/<modulo>/<recurso>/index.tsx` whose default export
 * is a `TelasPersonalizadas` replaces the generic screens of resource `<modulo>/<recurso>` (found at build time;
 * no registration elsewhere). Screens not given stay generic; every screen is guarded the same way.
 */
const pastas = import.meta.glob<{ default: TelasPersonalizadas }>('../*/*/index.tsx', { eager: true })

export const TELAS_PERSONALIZADAS: Record<string, TelasPersonalizadas> = Object.fromEntries(
  Object.entries(pastas).map(([arquivo, m]) => [arquivo.replace(/^\.\.\//, '').replace(/\/index\.tsx$/, ''), m.default]),
)

for (const [recurso, telas] of Object.entries(TELAS_PERSONALIZADAS)) {
  for (const [campo, entrada] of Object.entries(telas.entradas ?? {})) ENTRADAS_PERSONALIZADAS[`${recurso}.${campo}`] = entrada
}
