import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline'
import { useFormState } from 'react-hook-form'

export interface AbaDoFormulario {
  readonly rotulo: string
  readonly conteudo: ReactNode
  /** Kept mounted but not offered (a tab the company's configuration leaves empty). */
  readonly oculta?: boolean
}

/**
 * What marks a field in error in the page: MUI's inputs say `aria-invalid`; pieces without one input (chips, a
 * required sub-list) say `data-erro="true"` on their root.
 */
export const SELETOR_ERRO = '[aria-invalid="true"], [data-erro="true"]'

/** The accessible name of a tab whose panel holds a field in error. */
export const rotuloComErros = (rotulo: string) => `${rotulo} (contém erros)`

const FOCAVEL = 'input:not([type=hidden]):not([aria-hidden=true]), textarea, select, button, [tabindex]:not([tabindex="-1"])'

/** The element to focus for a mark of error: itself when it takes focus, else the first control inside it. */
const focavel = (el: HTMLElement): HTMLElement => (el.matches(FOCAVEL) ? el : (el.querySelector<HTMLElement>(FOCAVEL) ?? el))

const iguais = (a: ReadonlyArray<boolean>, b: ReadonlyArray<boolean>) => a.length === b.length && a.every((x, i) => x === b[i])

/**
 * The tabs of a long form (spec 000 §2.6), for every tabbed form of the staff UI. Render it inside the form:
 * - every panel stays mounted (values, errors and validation of hidden tabs are kept);
 * - after a failed submit (client validation or the server's field errors) the tab of the first field in error
 *   opens and that field takes the focus;
 * - every tab whose panel holds a field in error is marked: error colour, an error icon after the label and the
 *   accessible name '<Aba> (contém erros)'.
 * The marks follow what the page shows (the inputs' own error state), so any input in a panel counts.
 */
export const AbasFormulario = ({ abas }: { readonly abas: ReadonlyArray<AbaDoFormulario> }) => {
  const id = useId()
  const [atual, setAtual] = useState(0)
  const [comErro, setComErro] = useState<ReadonlyArray<boolean>>([])
  const paineis = useRef<HTMLDivElement>(null)
  const focar = useRef<HTMLElement | null>(null)
  const [pedidoFoco, setPedidoFoco] = useState(0)

  // The marks: recomputed whenever an input's error state changes in any panel.
  useEffect(() => {
    const raiz = paineis.current
    if (!raiz) return
    const conferir = () => {
      const marcas = [...raiz.children].map((p) => p.querySelector(SELETOR_ERRO) !== null)
      setComErro((antes) => (iguais(antes, marcas) ? antes : marcas))
    }
    conferir()
    const observador = new MutationObserver(conferir)
    observador.observe(raiz, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-invalid', 'data-erro'] })
    return () => observador.disconnect()
  }, [])

  // A failed submit: open the tab of the first field in error, then focus it. The form state's `errors` is
  // mutated in place by `setError` (the server's answer), so this runs on every render and keeps its own count.
  const { submitCount, errors } = useFormState()
  const tratado = useRef(0)
  const haErros = Object.keys(errors).length > 0
  useEffect(() => {
    if (submitCount === tratado.current || !haErros) return
    tratado.current = submitCount
    // after the inputs have rendered their error state
    requestAnimationFrame(() => {
      const alvo = paineis.current?.closest('form')?.querySelector<HTMLElement>(SELETOR_ERRO)
      if (!alvo) return
      const painel = alvo.closest<HTMLElement>('[data-aba]')
      focar.current = focavel(alvo)
      if (painel && paineis.current?.contains(painel)) setAtual(Number(painel.dataset['aba']))
      setPedidoFoco((n) => n + 1)
    })
  })
  useEffect(() => {
    focar.current?.focus()
    focar.current = null
  }, [pedidoFoco])

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={atual} onChange={(_, v: number) => setAtual(v)} variant="scrollable" scrollButtons="auto" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {abas.map((a, i) => {
          const erro = comErro[i] === true
          return (
            <Tab
              key={a.rotulo}
              value={i}
              id={`${id}-aba-${i}`}
              aria-controls={`${id}-painel-${i}`}
              label={a.rotulo}
              {...(erro ? { icon: <ErrorOutlineIcon fontSize="small" data-testid="aba-com-erro" />, iconPosition: 'end' as const, 'aria-label': rotuloComErros(a.rotulo) } : {})}
              sx={{
                minHeight: 48,
                ...(a.oculta ? { display: 'none' } : {}),
                ...(erro ? { color: 'error.main', '&.Mui-selected': { color: 'error.main' } } : {}),
              }}
            />
          )
        })}
      </Tabs>
      <div ref={paineis}>
        {abas.map((a, i) => (
          <Box key={a.rotulo} role="tabpanel" id={`${id}-painel-${i}`} aria-labelledby={`${id}-aba-${i}`} data-aba={i} hidden={i !== atual} sx={{ pt: 2, width: '100%' }}>
            {a.conteudo}
          </Box>
        ))}
      </div>
    </Box>
  )
}
