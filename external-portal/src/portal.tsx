import { createContext, useContext } from 'react'
import type { Candidato } from './sessao.tsx'

/** What every screen of the portal needs: the company in effect, the candidate (when logged in) and logout. */
export interface ValorPortal {
  /** From the URL, else from the candidate's session. */
  readonly empresaId: number | undefined
  /** The link's empresaId is not numeric: the portal only shows the error. */
  readonly empresaInvalida: boolean
  /** The logged-in candidate of this company, else undefined. */
  readonly candidato: Candidato | undefined
  /** True while the session is being read (the header waits, the guards wait). */
  readonly sessaoCarregando: boolean
  readonly saindo: boolean
  readonly sair: () => void
}

export const ContextoPortal = createContext<ValorPortal>({
  empresaId: undefined,
  empresaInvalida: false,
  candidato: undefined,
  sessaoCarregando: true,
  saindo: false,
  sair: () => undefined,
})

export const usePortal = () => useContext(ContextoPortal)
