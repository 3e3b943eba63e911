import { Box, Button, Checkbox, FormControl, FormControlLabel, FormHelperText, FormLabel, IconButton, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Tooltip } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import { useInput } from 'react-admin'
import { useFormState, type FieldErrors } from 'react-hook-form'
import { CAMPOS_CONFIGURAVEIS } from '../../../../core/captacao/qualificacaoCandidato.ts'
import { CAMPOS_EXTRAS } from '../../../../core/geral/itensPessoa.ts'
import type { EntradaPersonalizadaProps } from '../../generico/entradas/tipos.ts'

/** The company's list of required candidate fields (spec 000 §5): checkboxes in columns. */
export const CamposObrigatoriosInput = ({ fonte, campo }: EntradaPersonalizadaProps) => {
  const { field, fieldState } = useInput({ source: fonte })
  const marcados = new Set<string>(Array.isArray(field.value) ? field.value : [])
  const alternar = (id: string, sim: boolean) => field.onChange(CAMPOS_CONFIGURAVEIS.map((c) => c.id).filter((c) => (c === id ? sim : marcados.has(c))))
  return (
    <FormControl component="fieldset" sx={{ mb: 2, width: '100%', maxWidth: 1000 }} error={!!fieldState.error}>
      <FormLabel component="legend">{campo.label}</FormLabel>
      <FormHelperText sx={{ mx: 0 }}>{fieldState.error?.message ?? campo.help}</FormHelperText>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
        {CAMPOS_CONFIGURAVEIS.map((c) => (
          <FormControlLabel key={c.id} control={<Checkbox size="small" checked={marcados.has(c.id)} onChange={(e) => alternar(c.id, e.target.checked)} />} label={c.name} />
        ))}
      </Box>
    </FormControl>
  )
}

const TIPOS: Record<string, string> = { texto: 'Texto', textoLongo: 'Texto longo', data: 'Data', dinheiro: 'Valor (R$)', inteiro: 'Número' }
const rotuloSlot = (id: string) => `${id} — ${TIPOS[CAMPOS_EXTRAS.find((c) => c.id === id)?.tipo ?? 'texto']}`

type Extra = { campo?: string; titulo?: string; ativo?: boolean; obrigatorio?: boolean }
/** The form's errors of this list, item by item (`camposExtras.0.titulo`). */
type ErrosExtras = FieldErrors<{ readonly itens: Extra[] }>['itens']

/** The candidate's extra fields of a company: which slot, its title, shown or not, required or not. */
export const CamposExtrasInput = ({ fonte, campo }: EntradaPersonalizadaProps) => {
  const { field } = useInput({ source: fonte })
  const { errors } = useFormState()
  const itens: Extra[] = Array.isArray(field.value) ? field.value : []
  const errosItens = (errors[fonte] as ErrosExtras) ?? []
  const mudar = (i: number, k: keyof Extra, v: unknown) => field.onChange(itens.map((x, j) => (j === i ? { ...x, [k]: v } : x)))
  const livres = CAMPOS_EXTRAS.map((c) => c.id).filter((id) => !itens.some((x) => x.campo === id))
  return (
    <FormControl component="fieldset" sx={{ mb: 2, width: '100%', maxWidth: 1000 }}>
      <FormLabel component="legend">{campo.label}</FormLabel>
      <FormHelperText sx={{ mx: 0 }}>Aparecem no cadastro de candidato quando "Campos extras no candidato" está marcado.</FormHelperText>
      <Table size="small" sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>Campo</TableCell>
            <TableCell>Título</TableCell>
            <TableCell>Ativo</TableCell>
            <TableCell>Obrigatório</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {itens.map((x, i) => (
            <TableRow key={i}>
              <TableCell sx={{ minWidth: 200 }}>
                <TextField select size="small" fullWidth value={x.campo ?? ''} onChange={(e) => mudar(i, 'campo', e.target.value)} error={!!errosItens[i]?.campo} helperText={errosItens[i]?.campo?.message} inputProps={{ 'aria-label': 'Campo' }}>
                  {CAMPOS_EXTRAS.filter((c) => c.id === x.campo || livres.includes(c.id)).map((c) => (
                    <MenuItem key={c.id} value={c.id}>
                      {rotuloSlot(c.id)}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell sx={{ minWidth: 240 }}>
                <TextField size="small" fullWidth value={x.titulo ?? ''} onChange={(e) => mudar(i, 'titulo', e.target.value)} error={!!errosItens[i]?.titulo} helperText={errosItens[i]?.titulo?.message} inputProps={{ maxLength: 60, 'aria-label': 'Título' }} />
              </TableCell>
              <TableCell>
                <Checkbox checked={x.ativo !== false} onChange={(e) => mudar(i, 'ativo', e.target.checked)} inputProps={{ 'aria-label': 'Ativo' }} />
              </TableCell>
              <TableCell>
                <Checkbox checked={x.obrigatorio === true} onChange={(e) => mudar(i, 'obrigatorio', e.target.checked)} inputProps={{ 'aria-label': 'Obrigatório' }} />
              </TableCell>
              <TableCell align="right">
                <Tooltip title="Remover">
                  <IconButton size="small" color="error" aria-label="Remover" onClick={() => field.onChange(itens.filter((_, j) => j !== i))}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ mt: 1 }}>
        <Button size="small" startIcon={<AddIcon />} disabled={!livres.length} onClick={() => field.onChange([...itens, { campo: livres[0], titulo: '', ativo: true, obrigatorio: false }])}>
          Adicionar campo extra
        </Button>
      </Box>
    </FormControl>
  )
}
