import { useEffect, useRef, useState } from 'react'
import { Alert, Box, Button, InputAdornment, TextField, Typography } from '@mui/material'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { useNotify } from 'react-admin'
import { chamarAcao } from '../../api/acoes.ts'

export const LINK_COPIADO = 'Link copiado para a área de transferência.'

/** Copies text: the Clipboard API where allowed (HTTPS, localhost), else the selected input and execCommand. */
const copiar = async (texto: string, campo: HTMLInputElement | null) => {
  try {
    await navigator.clipboard.writeText(texto)
    return true
  } catch {
    campo?.focus()
    campo?.select()
    return document.execCommand?.('copy') ?? false
  }
}

/**
 * The ad's quick-access link to the portal (spec 000 §2.4), built by the server from the system's base address
 * (APP_URL) or this page's address; shown read-only with a copy button.
 */
export const LinkAcessoRapido = ({ anuncioId }: { readonly anuncioId: number }) => {
  const [url, setUrl] = useState<string>()
  const [erro, setErro] = useState<string>()
  const campo = useRef<HTMLInputElement>(null)
  const notify = useNotify()
  useEffect(() => {
    let vivo = true
    chamarAcao('captacao/anuncios', 'link-acesso-rapido', { id: anuncioId }).then(
      (r) => vivo && setUrl(r.url),
      (e: unknown) => vivo && setErro(e instanceof Error ? e.message : 'Erro'),
    )
    return () => {
      vivo = false
    }
  }, [anuncioId])

  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Link de acesso rápido ao portal de vagas
      </Typography>
      {erro ? (
        <Alert severity="warning">{erro}</Alert>
      ) : (
        <TextField
          value={url ?? ''}
          placeholder="Carregando…"
          inputRef={campo}
          fullWidth
          size="small"
          sx={{ maxWidth: 760 }}
          slotProps={{
            htmlInput: { readOnly: true, 'aria-label': 'Link de acesso rápido', 'data-testid': 'link-acesso-rapido' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Button
                    size="small"
                    startIcon={<ContentCopyIcon fontSize="small" />}
                    disabled={!url}
                    onClick={async () => {
                      if (url && (await copiar(url, campo.current))) notify(LINK_COPIADO, { type: 'info' })
                    }}
                  >
                    Copiar
                  </Button>
                </InputAdornment>
              ),
            },
          }}
          onFocus={(e) => e.target.select()}
        />
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        O candidato que abrir este link vê as vagas abertas da empresa com esta em destaque.
      </Typography>
    </Box>
  )
}
