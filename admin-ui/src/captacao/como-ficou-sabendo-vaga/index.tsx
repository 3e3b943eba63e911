import { useEffect, useState } from 'react'
import { Alert, Box, Card, CardContent, CardHeader, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material'
import type { LinhaEstatistica } from '../../../../core/captacao/como-ficou-sabendo-vaga-estatistica.ts'
import { ehDataIso } from '../../../../core/shared/campos.ts'
import { formatarDecimal, lerDataDigitada, mostrarDataDigitada } from '../../../../core/shared/formatos.ts'
import { ResourceList } from '../../generico/ResourceList.tsx'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { estatisticaComoFicouSabendo } from '../candidatos/api.ts'

const Data = ({ label, valor, mudar }: { readonly label: string; readonly valor: string; readonly mudar: (v: string) => void }) => (
  <TextField
    size="small"
    label={label}
    placeholder="dd/mm/aaaa"
    value={mostrarDataDigitada(valor)}
    onChange={(e) => mudar(lerDataDigitada(e.target.value) ?? '')}
    inputProps={{ inputMode: 'numeric' }}
    sx={{ width: 160 }}
  />
)

/**
 * How many candidates chose each how-heard option (spec 000 §3.4 qtd, percentual), optionally limited to the
 * candidates registered in a period. Shown above the lookup's own list, which stays the generic one.
 */
const Estatistica = () => {
  const [dataIni, setDataIni] = useState('')
  const [dataFim, setDataFim] = useState('')
  const [linhas, setLinhas] = useState<ReadonlyArray<LinhaEstatistica> | null>(null)
  const [erro, setErro] = useState<string | null>(null)
  useEffect(() => {
    const ini = ehDataIso(dataIni) ? dataIni : undefined
    const fim = ehDataIso(dataFim) ? dataFim : undefined
    if ((dataIni && !ini) || (dataFim && !fim)) return
    let vivo = true
    estatisticaComoFicouSabendo({ dataIni: ini, dataFim: fim })
      .then((r) => vivo && (setLinhas(r), setErro(null)))
      .catch((e) => vivo && setErro((e?.body?.errors && Object.values(e.body.errors)[0]) || e?.message || 'Erro'))
    return () => {
      vivo = false
    }
  }, [dataIni, dataFim])
  const total = linhas?.reduce((a, l) => a + l.qtd, 0) ?? 0
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="estatistica-como-ficou-sabendo">
      <CardHeader title="Como os candidatos ficaram sabendo da vaga" titleTypographyProps={{ variant: 'subtitle1', fontWeight: 600 }} subheader="Candidatos cadastrados no período (vazio = todos)" />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction="row" gap={2} sx={{ mb: 2 }}>
          <Data label="Cadastro de" valor={dataIni} mudar={setDataIni} />
          <Data label="até" valor={dataFim} mudar={setDataFim} />
        </Stack>
        {erro && <Alert severity="warning" sx={{ mb: 2 }}>{String(erro)}</Alert>}
        <Table size="small" sx={{ maxWidth: 760 }}>
          <TableHead>
            <TableRow>
              <TableCell>Opção</TableCell>
              <TableCell align="right">Qtd</TableCell>
              <TableCell align="right">Percentual</TableCell>
              <TableCell sx={{ width: 220 }} />
            </TableRow>
          </TableHead>
          <TableBody>
            {linhas?.map((l) => (
              <TableRow key={l.id ?? 'nao-informado'}>
                <TableCell>{l.nome}</TableCell>
                <TableCell align="right">{l.qtd}</TableCell>
                <TableCell align="right">{formatarDecimal(l.percentual, 2, true)} %</TableCell>
                <TableCell>
                  <LinearProgress variant="determinate" value={Math.min(100, l.percentual)} aria-label={`${l.nome}: ${l.percentual}%`} sx={{ height: 8, borderRadius: 1 }} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {total} candidato(s) no total.
        </Typography>
      </CardContent>
    </Card>
  )
}

const Lista = () => (
  <Box>
    <Box sx={{ pt: 2 }}>
      <Estatistica />
    </Box>
    <ResourceList />
  </Box>
)

const telas: TelasPersonalizadas = { list: Lista }
export default telas
