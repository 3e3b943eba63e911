import { useLayoutEffect, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react'

/**
 * A tiny router over the History API (the portal has a dozen flat routes; no dependency needed).
 * The location is an external store read with useSyncExternalStore.
 */

const ouvintes = new Set<() => void>()
const avisar = () => ouvintes.forEach((f) => f())

if (typeof window !== 'undefined') window.addEventListener('popstate', avisar)

const assinar = (f: () => void) => {
  ouvintes.add(f)
  return () => void ouvintes.delete(f)
}

const instantaneo = () => window.location.pathname + window.location.search

export interface Localizacao {
  /** Path without trailing slash ('/externo/login'). */
  readonly caminho: string
  readonly query: URLSearchParams
  /** pathname + search, as typed. */
  readonly href: string
}

const cache = new Map<string, Localizacao>()

const ler = (href: string): Localizacao => {
  let l = cache.get(href)
  if (!l) {
    const u = new URL(href, 'http://x')
    l = { caminho: u.pathname.replace(/\/+$/, '') || '/', query: u.searchParams, href }
    cache.clear()
    cache.set(href, l)
  }
  return l
}

export const useLocalizacao = (): Localizacao => ler(useSyncExternalStore(assinar, instantaneo))

export const navegar = (para: string, o: { substituir?: boolean } = {}) => {
  if (para === instantaneo()) return
  window.history[o.substituir ? 'replaceState' : 'pushState'](null, '', para)
  avisar()
  if (!o.substituir) window.scrollTo(0, 0)
}

/** Redirects while rendering (replace), before the browser paints. */
export const Redirecionar = ({ para }: { para: string }) => {
  useLayoutEffect(() => navegar(para, { substituir: true }), [para])
  return null
}

/** An anchor that navigates inside the app (modified clicks keep their browser meaning). */
export const Link = ({ para, onClick, ...resto }: { para: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) => {
  const clicar = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e)
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || resto.target) return
    e.preventDefault()
    navegar(para)
  }
  return <a href={para} onClick={clicar} {...resto} />
}
