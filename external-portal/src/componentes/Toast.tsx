import { useEffect, useRef, useState } from 'react'

/** Toast life (spec 000 §9). */
export const VIDA_TOAST_MS = 3000

/** A status line that disappears after VIDA_TOAST_MS: `mostrar(texto)`, and `el` placed once in the page. */
export const useToast = () => {
  const [texto, setTexto] = useState<string | null>(null)
  const t = useRef<number>(undefined)
  useEffect(() => () => window.clearTimeout(t.current), [])
  const mostrar = (s: string) => {
    window.clearTimeout(t.current)
    setTexto(s)
    t.current = window.setTimeout(() => setTexto(null), VIDA_TOAST_MS)
  }
  const el = texto ? (
    <div className="toast" role="status">
      {texto}
    </div>
  ) : null
  return { mostrar, el }
}
