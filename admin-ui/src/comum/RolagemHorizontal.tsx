import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { Box, IconButton, Stack, Tooltip, Typography, type SxProps, type Theme } from '@mui/material'
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'

/**
 * A row wider than the content area that scrolls sideways, made visibly so: overlay scrollbars (macOS, touch,
 * headless) hide until used, so when something is out of view a line says so, with buttons that scroll, and the
 * edge where more is hidden fades.
 */
export const RolagemHorizontal = ({
  rotulo,
  dica,
  children,
  sx,
  chave,
}: {
  /** The list's accessible name. */
  rotulo: string
  /** 'Role para o lado para ver todas as etapas'. */
  dica: string
  children: ReactNode
  sx?: SxProps<Theme>
  /** Changes when the content changes (the row's width is measured again). */
  chave?: unknown
}) => {
  const caixa = useRef<HTMLDivElement>(null)
  const [fora, setFora] = useState({ antes: false, depois: false })
  const medir = useCallback(() => {
    const el = caixa.current
    if (!el) return
    const antes = el.scrollLeft > 1
    const depois = el.scrollLeft + el.clientWidth < el.scrollWidth - 1
    setFora((x) => (x.antes === antes && x.depois === depois ? x : { antes, depois }))
  }, [])
  useEffect(() => {
    const el = caixa.current
    if (!el) return
    medir()
    const ro = new ResizeObserver(medir)
    ro.observe(el)
    for (const filho of el.children) ro.observe(filho)
    return () => ro.disconnect()
  }, [medir, chave])
  const rolar = (sentido: 1 | -1) => {
    const el = caixa.current
    el?.scrollBy({ left: sentido * Math.max(200, el.clientWidth * 0.8), behavior: 'smooth' })
  }
  const sombra = (lado: 'left' | 'right') => `linear-gradient(to ${lado === 'left' ? 'right' : 'left'}, rgba(0,0,0,0.12), rgba(0,0,0,0))`
  return (
    <Box sx={{ minWidth: 0 }}>
      {fora.antes || fora.depois ? (
        <Stack direction="row" alignItems="center" gap={0.5} sx={{ mb: 0.5 }} data-testid="rolagem-horizontal">
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
            {dica}
          </Typography>
          <Tooltip title="Voltar">
            <span>
              <IconButton size="small" aria-label="Rolar para a esquerda" disabled={!fora.antes} onClick={() => rolar(-1)}>
                <ChevronLeftIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Avançar">
            <span>
              <IconButton size="small" aria-label="Rolar para a direita" disabled={!fora.depois} onClick={() => rolar(1)}>
                <ChevronRightIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      ) : null}
      <Box sx={{ position: 'relative' }}>
        <Box
          ref={caixa}
          role="list"
          aria-label={rotulo}
          onScroll={medir}
          sx={[
            {
              display: 'flex',
              overflowX: 'auto',
              width: '100%',
              // A scrollbar that stays drawn where the system would hide it (Chromium, Safari).
              '&::-webkit-scrollbar': { height: 10 },
              '&::-webkit-scrollbar-thumb': { bgcolor: 'grey.400', borderRadius: 5 },
              '&::-webkit-scrollbar-track': { bgcolor: 'grey.100' },
            },
            ...(Array.isArray(sx) ? sx : [sx]),
          ]}
        >
          {children}
        </Box>
        {fora.antes ? <Box aria-hidden sx={{ position: 'absolute', left: 0, top: 0, bottom: 0, width: 24, pointerEvents: 'none', background: sombra('left') }} /> : null}
        {fora.depois ? <Box aria-hidden sx={{ position: 'absolute', right: 0, top: 0, bottom: 0, width: 24, pointerEvents: 'none', background: sombra('right') }} /> : null}
      </Box>
    </Box>
  )
}
