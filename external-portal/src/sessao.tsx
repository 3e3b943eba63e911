import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { ErroApi, requisitar } from './api.ts'

/** GET /api/externo/userinfo (spec 000 §7.2). */
interface UserinfoExterno {
  readonly authenticated: boolean
  readonly empresaId?: number
  readonly candidato?: { readonly id: number; readonly nome: string; readonly cpf: string | null }
  readonly horaExpiracao?: string
}

export interface Candidato {
  readonly id: number
  readonly nome: string
  readonly cpf: string
}

export type EstadoSessao =
  | { readonly estado: 'carregando' }
  | { readonly estado: 'anonimo'; readonly erro?: ErroApi }
  | { readonly estado: 'logado'; readonly empresaId: number; readonly candidato: Candidato; readonly horaExpiracao?: string }

interface ValorSessao {
  readonly sessao: EstadoSessao
  /** Reloads the candidate session from the server (after login). */
  readonly recarregar: () => Promise<EstadoSessao>
  /** Forgets the session locally (after logout). */
  readonly esquecer: () => void
}

const ContextoSessao = createContext<ValorSessao | null>(null)

const carregar = async (): Promise<EstadoSessao> => {
  try {
    const u = await requisitar<UserinfoExterno>('/externo/userinfo')
    if (!u?.authenticated || !u.candidato || typeof u.empresaId !== 'number') return { estado: 'anonimo' }
    return {
      estado: 'logado',
      empresaId: u.empresaId,
      candidato: { id: u.candidato.id, nome: u.candidato.nome ?? '', cpf: u.candidato.cpf ?? '' },
      ...(u.horaExpiracao ? { horaExpiracao: u.horaExpiracao } : {}),
    }
  } catch (e) {
    return e instanceof ErroApi ? { estado: 'anonimo', erro: e } : { estado: 'anonimo' }
  }
}

/** Longest timer a browser honours (~24.8 days). */
const MAX_TIMER = 2_147_483_647

export const ProvedorSessao = ({ children }: { children: ReactNode }) => {
  const [sessao, setSessao] = useState<EstadoSessao>({ estado: 'carregando' })

  const recarregar = useCallback(async () => {
    const s = await carregar()
    setSessao(s)
    return s
  }, [])
  const esquecer = useCallback(() => setSessao({ estado: 'anonimo' }), [])

  useEffect(() => {
    void recarregar()
  }, [recarregar])

  // When the session expires, ask the server again: the guards then send the candidate to the login.
  const expira = sessao.estado === 'logado' ? sessao.horaExpiracao : undefined
  useEffect(() => {
    if (!expira) return
    const ms = Date.parse(expira) - Date.now()
    if (Number.isNaN(ms)) return
    const t = window.setTimeout(() => void recarregar(), Math.min(Math.max(ms + 1000, 1000), MAX_TIMER))
    return () => window.clearTimeout(t)
  }, [expira, recarregar])

  const valor = useMemo(() => ({ sessao, recarregar, esquecer }), [sessao, recarregar, esquecer])
  return <ContextoSessao.Provider value={valor}>{children}</ContextoSessao.Provider>
}

export const useSessao = (): ValorSessao => {
  const v = useContext(ContextoSessao)
  if (!v) throw new Error('useSessao fora de ProvedorSessao')
  return v
}
