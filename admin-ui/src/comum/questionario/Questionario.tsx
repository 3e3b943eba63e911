import type { ReactNode } from 'react'
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material'
import { ValidationError, type ValidationErrorMessage } from 'react-admin'
import { useController, type FieldError } from 'react-hook-form'
import {
  COMENTARIO_PADRAO,
  TIPO_MULTIPLA_ESCOLHA,
  TIPO_NOTA,
  TIPO_OBJETIVA,
  TIPO_SUBJETIVA,
  type PerguntaQuestionario,
} from '../../../../core/shared/questionario.ts'

const vazioParaNulo = (v: string) => (v.trim() === '' ? null : v)

/** The form's messages arrive wrapped by react-admin's validation (a string or {message, args}). */
const Mensagem = ({ erro }: { readonly erro: FieldError | undefined }) =>
  erro?.message ? <ValidationError error={erro.message as unknown as ValidationErrorMessage} /> : null

/** One option among the question's (radio buttons). */
const Objetiva = ({ nome, p }: { readonly nome: string; readonly p: PerguntaQuestionario }) => {
  const { field, fieldState } = useController({ name: `${nome}.respostaId` })
  return (
    <FormControl error={fieldState.invalid}>
      <RadioGroup value={field.value == null ? '' : String(field.value)} onChange={(_, v) => field.onChange(Number(v))} name={field.name}>
        {p.respostas.map((o) => (
          <FormControlLabel key={o.id} value={String(o.id)} control={<Radio inputRef={o.id === p.respostas[0]?.id ? field.ref : undefined} />} label={o.texto} />
        ))}
      </RadioGroup>
      {fieldState.error && (
        <FormHelperText>
          <Mensagem erro={fieldState.error} />
        </FormHelperText>
      )}
    </FormControl>
  )
}

/** Any number of the question's options (checkboxes). */
const Multipla = ({ nome, p }: { readonly nome: string; readonly p: PerguntaQuestionario }) => {
  const { field, fieldState } = useController({ name: `${nome}.respostasIds` })
  const marcados: number[] = Array.isArray(field.value) ? field.value : []
  return (
    <FormControl error={fieldState.invalid} component="fieldset">
      <FormGroup>
        {p.respostas.map((o) => (
          <FormControlLabel
            key={o.id}
            label={o.texto}
            control={
              <Checkbox
                inputRef={o.id === p.respostas[0]?.id ? field.ref : undefined}
                checked={marcados.includes(o.id)}
                onChange={(e) => field.onChange(e.target.checked ? [...marcados, o.id] : marcados.filter((x) => x !== o.id))}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && (
        <FormHelperText>
          <Mensagem erro={fieldState.error} />
        </FormHelperText>
      )}
    </FormControl>
  )
}

/** A grade from the question's minimum to its maximum: buttons for short ranges, a number field otherwise. */
const Nota = ({ nome, p }: { readonly nome: string; readonly p: PerguntaQuestionario }) => {
  const { field, fieldState } = useController({ name: `${nome}.nota` })
  const curta = p.notaMaxima - p.notaMinima <= 20
  return (
    <FormControl error={fieldState.invalid}>
      {curta ? (
        <ToggleButtonGroup
          exclusive
          color="primary"
          size="small"
          value={field.value ?? null}
          onChange={(_, v: number | null) => field.onChange(v)}
          aria-label={`Nota de ${p.notaMinima} a ${p.notaMaxima}`}
          sx={{ flexWrap: 'wrap' }}
        >
          {Array.from({ length: p.notaMaxima - p.notaMinima + 1 }, (_, i) => p.notaMinima + i).map((n) => (
            <ToggleButton key={n} value={n} ref={n === p.notaMinima ? field.ref : undefined} sx={{ minWidth: 40 }}>
              {n}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : (
        <TextField
          type="number"
          size="small"
          label={`Nota (${p.notaMinima} a ${p.notaMaxima})`}
          value={field.value ?? ''}
          inputRef={field.ref}
          onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
          error={fieldState.invalid}
          sx={{ width: 200 }}
          slotProps={{ htmlInput: { min: p.notaMinima, max: p.notaMaxima, step: 1 } }}
        />
      )}
      {fieldState.error && (
        <FormHelperText>
          <Mensagem erro={fieldState.error} />
        </FormHelperText>
      )}
    </FormControl>
  )
}

/** Free text: the answer of a subjective question, or the comment a question demands. */
const Texto = ({ nome, rotulo, obrigatorio }: { readonly nome: string; readonly rotulo: string; readonly obrigatorio: boolean }) => {
  const { field, fieldState } = useController({ name: `${nome}.comentario` })
  return (
    <TextField
      label={rotulo}
      multiline
      minRows={2}
      fullWidth
      value={field.value ?? ''}
      onChange={(e) => field.onChange(vazioParaNulo(e.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={<Mensagem erro={fieldState.error} />}
      sx={{ mt: 1, maxWidth: 900 }}
      // the asterisk only: the browser's own required check would pre-empt the form's
      slotProps={{ inputLabel: { required: obrigatorio } }}
    />
  )
}

const Cartao = ({ numero, p, children }: { readonly numero: number; readonly p: PerguntaQuestionario; readonly children: ReactNode }) => (
  <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid={`pergunta-${p.id}`}>
    <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600, mb: 1, display: 'block' }}>
      {numero}. {p.texto}
      {p.obrigatoria && (
        <Box component="span" sx={{ color: 'error.main' }} aria-label="obrigatória">
          {' '}*
        </Box>
      )}
    </FormLabel>
    {p.aspecto && (
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -0.5, mb: 1 }}>
        {p.aspecto}
      </Typography>
    )}
    {children}
  </Paper>
)

/**
 * The questions of a model rendered as a form (spec 002 question form: single choice, multiple choice, grade
 * selector, subjective text; mandatory tag; comment field). The answers live at `respostas.{k}`, one per
 * question in order, as the server expects them and reports its errors.
 */
export const Questionario = ({ perguntas }: { readonly perguntas: ReadonlyArray<PerguntaQuestionario> }) => (
  <Box sx={{ width: '100%' }}>
    {perguntas.map((p, k) => {
      const nome = `respostas.${k}`
      return (
        <Cartao key={p.id} numero={k + 1} p={p}>
          {p.tipo === TIPO_OBJETIVA && <Objetiva nome={nome} p={p} />}
          {p.tipo === TIPO_MULTIPLA_ESCOLHA && <Multipla nome={nome} p={p} />}
          {p.tipo === TIPO_NOTA && <Nota nome={nome} p={p} />}
          {p.tipo === TIPO_SUBJETIVA && <Texto nome={nome} rotulo="Resposta" obrigatorio={p.obrigatoria} />}
          {p.tipo !== TIPO_SUBJETIVA && p.exigirComentario && <Texto nome={nome} rotulo={p.comentario ?? COMENTARIO_PADRAO} obrigatorio={p.obrigatoria} />}
        </Cartao>
      )
    })}
  </Box>
)
