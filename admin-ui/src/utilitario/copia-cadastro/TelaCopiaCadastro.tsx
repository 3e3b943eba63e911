import { useEffect, useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { Title, useNotify } from 'react-admin'
import type { GrupoCopia, ResultadoCopia } from '../../../../core/utilitario/copia-cadastro.ts'
import { API, ErroApi, errosPorCampo, requisitar } from '../../api/requisicao.ts'

const URL = `${API}/utilitario/copia-cadastro`

interface Empresa {
  readonly id: number
  readonly nome: string
}

/**
 * Utilitários › Cópia de Cadastros (spec 001 'Company copy'; issue 18): the source and target companies, the groups
 * of registers the server says are copyable (the declarations' `copia`), and what the copy did per register.
 */
export const TelaCopiaCadastro = () => {
  const notify = useNotify()
  const [grupos, setGrupos] = useState<ReadonlyArray<GrupoCopia>>()
  const [empresas, setEmpresas] = useState<ReadonlyArray<Empresa>>([])
  const [erro, setErro] = useState<string>()
  const [origem, setOrigem] = useState<number | ''>('')
  const [destino, setDestino] = useState<number | ''>('')
  const [escolhidos, setEscolhidos] = useState<ReadonlyArray<string>>([])
  const [erros, setErros] = useState<Record<string, string>>({})
  const [copiando, setCopiando] = useState(false)
  const [resultado, setResultado] = useState<ResultadoCopia>()

  useEffect(() => {
    requisitar<ReadonlyArray<GrupoCopia>>(URL).then(
      (g) => {
        setGrupos(g)
        setEscolhidos(g.map((x) => x.grupo))
      },
      (e: Error) => setErro(e.message),
    )
    requisitar<ReadonlyArray<Empresa>>(`${API}/utilitario/empresas?unpaged=true`).then(setEmpresas, () => undefined)
  }, [])

  const alternar = (g: string) => setEscolhidos((x) => (x.includes(g) ? x.filter((y) => y !== g) : [...x, g]))
  const nomeDa = (id: number) => empresas.find((e) => e.id === id)?.nome ?? String(id)

  const copiar = async () => {
    setCopiando(true)
    setErros({})
    setResultado(undefined)
    try {
      const r = await requisitar<ResultadoCopia>(URL, 'POST', { origem: origem === '' ? undefined : origem, destino: destino === '' ? undefined : destino, cadastros: escolhidos })
      setResultado(r)
      notify('Cópia concluída', { type: 'success' })
    } catch (e) {
      if (e instanceof ErroApi && e.corpo.errors?.length) setErros(errosPorCampo(e.corpo.errors))
      notify(e instanceof Error ? e.message : 'Erro', { type: 'error' })
    } finally {
      setCopiando(false)
    }
  }

  const seletor = (campo: 'origem' | 'destino', rotulo: string, valor: number | '', mudar: (v: number | '') => void) => (
    <FormControl size="small" sx={{ minWidth: 280 }} error={!!erros[campo]}>
      <InputLabel id={`copia-${campo}`}>{rotulo}</InputLabel>
      <Select
        labelId={`copia-${campo}`}
        label={rotulo}
        value={valor}
        onChange={(e) => mudar(String(e.target.value) === '' ? '' : Number(e.target.value))}
        data-testid={`copia-${campo}`}
      >
        {empresas.map((e) => (
          <MenuItem key={e.id} value={e.id}>
            {e.nome}
          </MenuItem>
        ))}
      </Select>
      {erros[campo] && <FormHelperText>{erros[campo]}</FormHelperText>}
    </FormControl>
  )

  return (
    <Box sx={{ p: 2 }} data-testid="tela-copia-cadastro">
      <Title title="Cópia de Cadastros" />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Copia os cadastros escolhidos de uma empresa para outra, numa só operação (tudo ou nada). As referências passam a apontar para as
            cópias; o que já existe na empresa de destino com o mesmo nome é reaproveitado, não duplicado. Pessoas (candidatos, talentos,
            usuários) nunca são copiadas.
          </Typography>
          {erro ? (
            <Alert severity="warning">{erro}</Alert>
          ) : (
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                {seletor('origem', 'Empresa de Origem', origem, setOrigem)}
                {seletor('destino', 'Empresa de Destino', destino, setDestino)}
              </Stack>
              <FormControl component="fieldset" error={Object.keys(erros).some((k) => k.startsWith('cadastros'))}>
                <FormLabel component="legend">Cadastros a copiar</FormLabel>
                <FormGroup>
                  {grupos?.map((g) => (
                    <FormControlLabel
                      key={g.grupo}
                      control={<Checkbox checked={escolhidos.includes(g.grupo)} onChange={() => alternar(g.grupo)} />}
                      label={
                        <span>
                          {g.grupo}{' '}
                          <Typography component="span" variant="caption" color="text.secondary">
                            ({g.cadastros.join(', ')})
                          </Typography>
                        </span>
                      }
                    />
                  ))}
                </FormGroup>
              </FormControl>
              <Box>
                <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copiar} disabled={copiando || !grupos || !escolhidos.length}>
                  {copiando ? 'Copiando…' : 'Copiar'}
                </Button>
              </Box>
              {resultado && (
                <Box data-testid="resultado-copia">
                  <Typography variant="subtitle1" sx={{ mt: 1 }}>
                    De {nomeDa(resultado.origem)} para {nomeDa(resultado.destino)}
                  </Typography>
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>Cadastro</TableCell>
                        <TableCell align="right">Copiados</TableCell>
                        <TableCell align="right">Reaproveitados</TableCell>
                        <TableCell>Ignorados</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {resultado.recursos.map((l) => (
                        <TableRow key={l.recurso}>
                          <TableCell>{l.cadastro}</TableCell>
                          <TableCell align="right">{l.copiados}</TableCell>
                          <TableCell align="right">{l.reaproveitados}</TableCell>
                          <TableCell>
                            {l.ignorados.length === 0
                              ? '0'
                              : l.ignorados.map((i) => (
                                  <div key={`${i.registro}-${i.motivo}`}>
                                    {i.registro}: {i.motivo}
                                  </div>
                                ))}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
              )}
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  )
}
