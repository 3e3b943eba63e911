import type { ReactNode } from 'react'
import { Box, Card, CardContent, Typography } from '@mui/material'
import { Title } from 'react-admin'
import notas from '../../../CHANGELOG.md?raw'
import { version } from '../../../package.json'
import { COR_TEXTO_PRINCIPAL } from '../tema.ts'

export const VERSAO = version

type Bloco = { readonly tipo: 'h1' | 'h2' | 'h3' | 'p'; readonly texto: string } | { readonly tipo: 'lista'; readonly itens: ReadonlyArray<string> }

/** The few Markdown shapes CHANGELOG.md uses: headings, paragraphs and '- ' lists. */
export const blocosDoMarkdown = (md: string): ReadonlyArray<Bloco> => {
  const blocos: Bloco[] = []
  let lista: string[] | null = null
  for (const linha of md.split(/\r?\n/)) {
    const item = /^\s*-\s+(.*)$/.exec(linha)
    if (item) {
      if (!lista) blocos.push({ tipo: 'lista', itens: (lista = []) })
      lista.push(item[1]!)
      continue
    }
    lista = null
    const titulo = /^(#{1,3})\s+(.*)$/.exec(linha)
    if (titulo) blocos.push({ tipo: (['h1', 'h2', 'h3'] as const)[titulo[1]!.length - 1]!, texto: titulo[2]! })
    else if (linha.trim()) blocos.push({ tipo: 'p', texto: linha.trim() })
  }
  return blocos
}

/** `code` and **bold** as elements (no HTML is injected). */
const inline = (texto: string): ReactNode[] =>
  texto.split(/(`[^`]+`|\*\*[^*]+\*\*)/g).map((parte, i) =>
    parte.startsWith('`') && parte.endsWith('`') && parte.length > 1 ? (
      <code key={i}>{parte.slice(1, -1)}</code>
    ) : parte.startsWith('**') && parte.endsWith('**') && parte.length > 3 ? (
      <strong key={i}>{parte.slice(2, -2)}</strong>
    ) : (
      parte
    ),
  )

/** The version document the menu's version label opens (spec 000 §2: version label → version page). */
export const NotasVersao = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 3, px: 2 }} data-testid="notas-versao">
    <Title title="Notas da versão" />
    <Card variant="outlined" sx={{ maxWidth: 900, width: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 }, '& code': { fontFamily: 'monospace', fontSize: '0.9em', bgcolor: 'grey.100', px: 0.5, borderRadius: 0.5 } }}>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Versão instalada: {VERSAO}
        </Typography>
        {blocosDoMarkdown(notas).map((b, i) =>
          b.tipo === 'lista' ? (
            <Box component="ul" key={i} sx={{ mt: 0.5, mb: 2, pl: 3 }}>
              {b.itens.map((t, j) => (
                <Typography component="li" variant="body2" key={j} sx={{ mb: 0.5 }}>
                  {inline(t)}
                </Typography>
              ))}
            </Box>
          ) : b.tipo === 'p' ? (
            <Typography variant="body2" key={i} paragraph>
              {inline(b.texto)}
            </Typography>
          ) : (
            <Typography key={i} component={b.tipo} variant={b.tipo === 'h1' ? 'h5' : b.tipo === 'h2' ? 'h6' : 'subtitle1'} sx={{ mt: b.tipo === 'h1' ? 0 : 2, fontWeight: 600, color: b.tipo === 'h2' ? COR_TEXTO_PRINCIPAL : undefined }}>
              {inline(b.texto)}
            </Typography>
          ),
        )}
      </CardContent>
    </Card>
  </Box>
)
