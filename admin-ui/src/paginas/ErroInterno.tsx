import { useMemo, useState, type ErrorInfo } from 'react'
import { Box, Button, Collapse } from '@mui/material'
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined'
import { PaginaAviso } from './PaginaAviso.tsx'

export interface ErroInternoProps {
  readonly error?: Error
  readonly errorInfo?: ErrorInfo
  readonly resetErrorBoundary?: (...args: unknown[]) => void
}

/** The problem report: where, when, which browser, and the error with its stacks. */
const montarRelatorio = (error?: Error, errorInfo?: ErrorInfo) =>
  [
    `Página: ${window.location.href}`,
    `Data: ${new Date().toISOString()}`,
    `Navegador: ${navigator.userAgent}`,
    `Erro: ${error ? `${error.name}: ${error.message}` : 'ERRO 500 - ERRO INTERNO DO SERVIDOR'}`,
    ...(error?.stack?.split('\n').slice(1) ?? []),
    ...(errorInfo?.componentStack?.split('\n').filter((l) => l.trim()) ?? []),
  ].map((l) => l.trim())

/**
 * Spec 000 §2.1: 'ERRO 500 - ERRO INTERNO DO SERVIDOR', send the problem report, view the details as numbered
 * lines. Shown at /500 and for any uncaught rendering error (react-admin's error boundary).
 */
export const ErroInterno = ({ error, errorInfo, resetErrorBoundary }: ErroInternoProps) => {
  const [detalhes, setDetalhes] = useState(false)
  const [copiado, setCopiado] = useState(false)
  const linhas = useMemo(() => montarRelatorio(error, errorInfo), [error, errorInfo])
  const texto = linhas.join('\n')
  const mailto = `mailto:?subject=${encodeURIComponent('RH - Relatório de problema')}&body=${encodeURIComponent(texto)}`
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(texto)
      setCopiado(true)
    } catch {
      setDetalhes(true)
    }
  }
  const inicio = () => {
    resetErrorBoundary?.()
    window.location.assign('/')
  }
  return (
    <PaginaAviso testid="erro-interno" icone={<ReportProblemOutlinedIcon />} titulo="Erro interno" texto="ERRO 500 - ERRO INTERNO DO SERVIDOR">
      <Button variant="contained" href={mailto}>
        Enviar relatório do problema
      </Button>
      <Button variant="outlined" onClick={copiar}>
        {copiado ? 'Relatório copiado' : 'Copiar relatório'}
      </Button>
      <Button color="inherit" onClick={() => setDetalhes((d) => !d)} aria-expanded={detalhes} aria-controls="detalhes-erro">
        {detalhes ? 'Ocultar detalhes do erro' : 'Ver detalhes do erro'}
      </Button>
      <Button color="inherit" onClick={inicio}>
        Voltar para a página inicial
      </Button>
      <Collapse in={detalhes} sx={{ width: '100%' }}>
        <Box
          component="ol"
          id="detalhes-erro"
          data-testid="detalhes-erro"
          sx={{ textAlign: 'left', fontFamily: 'monospace', fontSize: 12, bgcolor: 'grey.100', borderRadius: 1, py: 1.5, pr: 1.5, pl: 5, m: 0, maxHeight: 320, overflow: 'auto', wordBreak: 'break-all' }}
        >
          {linhas.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </Box>
      </Collapse>
    </PaginaAviso>
  )
}
