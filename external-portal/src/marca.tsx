import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { requisitar } from './api.ts'

/** GET /api/externo/empresas/{id}/configuracao (spec 000 §2.4, §7.7). */
export interface ConfiguracaoEmpresa {
  readonly id: number
  readonly nome: string
  readonly corPrincipal: string | null
  readonly corSecundaria: string | null
  readonly logoEmpresa: string | null
  readonly exigirAceitePsi: boolean
}

/** Default theme colour (spec 000 §9). */
export const COR_PADRAO = '#FF850A'
export const COR_SECUNDARIA_PADRAO = '#5C5C5C'

const HEX = /^#[0-9a-f]{6}$/i
const LOGO = /^data:image\/(png|jpeg|svg\+xml|webp|gif);base64,[A-Za-z0-9+/=]+$/

/** Only `#rrggbb` reaches the style sheet. */
export const corValida = (c: unknown, padrao: string): string => (typeof c === 'string' && HEX.test(c) ? c.toUpperCase() : padrao)

const luminancia = (hex: string): number => {
  const canal = (i: number) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * canal(1) + 0.7152 * canal(3) + 0.0722 * canal(5)
}

/** White or near-black, whichever contrasts more with the background colour (WCAG ratio). */
export const corDoTexto = (fundo: string): string => {
  const l = luminancia(fundo)
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#FFFFFF' : '#1F1F1F'
}

export type EstadoMarca =
  | { readonly estado: 'sem-empresa' }
  | { readonly estado: 'carregando'; readonly empresaId: number }
  | { readonly estado: 'pronta'; readonly empresaId: number; readonly config: ConfiguracaoEmpresa }
  /** Unknown company (404) or failure: default theme, no logo. */
  | { readonly estado: 'indisponivel'; readonly empresaId: number }

const ContextoMarca = createContext<EstadoMarca>({ estado: 'sem-empresa' })

const aplicarTema = (principal: string, secundaria: string) => {
  const raiz = document.documentElement.style
  raiz.setProperty('--cor-principal', principal)
  raiz.setProperty('--cor-principal-texto', corDoTexto(principal))
  raiz.setProperty('--cor-secundaria', secundaria)
  raiz.setProperty('--cor-secundaria-texto', corDoTexto(secundaria))
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', principal)
}

export const ProvedorMarca = ({ empresaId, children }: { empresaId: number | undefined; children: ReactNode }) => {
  const [estado, setEstado] = useState<EstadoMarca>(empresaId === undefined ? { estado: 'sem-empresa' } : { estado: 'carregando', empresaId })

  useEffect(() => {
    if (empresaId === undefined) {
      setEstado({ estado: 'sem-empresa' })
      return
    }
    const ctrl = new AbortController()
    setEstado((e) => (e.estado !== 'sem-empresa' && e.empresaId === empresaId ? e : { estado: 'carregando', empresaId }))
    requisitar<ConfiguracaoEmpresa>(`/externo/empresas/${empresaId}/configuracao`, { signal: ctrl.signal }).then(
      (config) => setEstado({ estado: 'pronta', empresaId, config }),
      (e) => {
        if ((e as Error)?.name !== 'AbortError') setEstado({ estado: 'indisponivel', empresaId })
      },
    )
    return () => ctrl.abort()
  }, [empresaId])

  const config = estado.estado === 'pronta' ? estado.config : undefined
  const principal = corValida(config?.corPrincipal, COR_PADRAO)
  const secundaria = corValida(config?.corSecundaria, COR_SECUNDARIA_PADRAO)
  useEffect(() => aplicarTema(principal, secundaria), [principal, secundaria])

  return <ContextoMarca.Provider value={estado}>{children}</ContextoMarca.Provider>
}

export const useMarca = (): EstadoMarca => useContext(ContextoMarca)

/** The company's logo as a safe data URL, else undefined. */
export const logoSeguro = (config: ConfiguracaoEmpresa | undefined): string | undefined =>
  typeof config?.logoEmpresa === 'string' && LOGO.test(config.logoEmpresa) ? config.logoEmpresa : undefined
