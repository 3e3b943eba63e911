import type { ReactNode } from 'react'
import { AcessoNegado } from '../paginas/AcessoNegado.tsx'
import { useAcesso, useRecurso } from './recurso.ts'

/** Route guard of spec 000 §2.2: renders the access-denied page in place when the authority is missing. */
export const ExigirAcesso = ({ modo, children }: { readonly modo: 'abrir' | 'escrever' | 'incluir' | 'alterar'; readonly children: ReactNode }) => {
  const acesso = useAcesso(useRecurso())
  return acesso[modo] ? children : <AcessoNegado />
}
