import { useEffect, useRef, type KeyboardEvent } from 'react'

const FOCAVEIS = 'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keyboard behaviour of a modal dialog: focus goes to its first field on open and back to what had it on close;
 * Tab and Shift+Tab stay inside; Escape closes (only the top dialog: the key is handled where the focus is).
 * Put `ref` on the dialog box and `onKeyDown` on the dialog element.
 */
export const useFocoDoDialogo = <T extends HTMLElement>(onFechar: () => void) => {
  const ref = useRef<T>(null)
  useEffect(() => {
    const antes = document.activeElement instanceof HTMLElement ? document.activeElement : null
    ref.current?.querySelector<HTMLElement>(FOCAVEIS)?.focus()
    return () => {
      if (antes?.isConnected) antes.focus()
    }
  }, [])
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation()
      onFechar()
      return
    }
    if (e.key !== 'Tab' || !ref.current) return
    const focaveis = [...ref.current.querySelectorAll<HTMLElement>(FOCAVEIS)].filter((el) => el.getClientRects().length > 0)
    const primeiro = focaveis[0]
    const ultimo = focaveis[focaveis.length - 1]
    if (!primeiro || !ultimo) return
    if (e.shiftKey && document.activeElement === primeiro) {
      e.preventDefault()
      ultimo.focus()
    } else if (!e.shiftKey && document.activeElement === ultimo) {
      e.preventDefault()
      primeiro.focus()
    }
  }
  return { ref, onKeyDown }
}
