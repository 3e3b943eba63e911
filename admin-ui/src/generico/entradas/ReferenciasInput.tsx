import { useState } from 'react'
import { Box, Button, Stack } from '@mui/material'
import DoneAllIcon from '@mui/icons-material/DoneAll'
import { AutocompleteArrayInput, ReferenceArrayInput, useNotify } from 'react-admin'
import { useFormContext } from 'react-hook-form'
import { API, httpClient } from '../../api/http.ts'

/**
 * Several records of another resource (spec 001 §2 'Pickers'): the autocomplete of react-admin and 'Selecionar
 * todos', which fills the field with every record the user may see (the list answers within their companies and,
 * for a manager, their areas).
 */
export const ReferenciasInput = ({
  fonte,
  referencia,
  rotulo,
  obrigatorio,
  ajuda,
}: {
  readonly fonte: string
  readonly referencia: string
  readonly rotulo: string
  readonly obrigatorio: boolean
  readonly ajuda?: string | undefined
}) => {
  const { setValue } = useFormContext()
  const notify = useNotify()
  const [ocupado, setOcupado] = useState(false)
  const selecionarTodos = async () => {
    setOcupado(true)
    try {
      const todos = (await httpClient(`${API}/${referencia}?unpaged=true`)).json as ReadonlyArray<{ readonly id: number }>
      setValue(fonte, todos.map((r) => r.id), { shouldDirty: true, shouldValidate: false })
    } catch {
      notify('Não foi possível carregar a lista.', { type: 'error' })
    } finally {
      setOcupado(false)
    }
  }
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ maxWidth: 820 }}>
      <Box sx={{ flex: 1, maxWidth: 640 }}>
        <ReferenceArrayInput source={fonte} reference={referencia}>
          <AutocompleteArrayInput id={`referencias-${fonte}`} label={rotulo} isRequired={obrigatorio} helperText={ajuda} fullWidth />
        </ReferenceArrayInput>
      </Box>
      {/* Named by its text and described by the field's label (a label of its own would make two elements answer to the field's name). */}
      <Button
        size="small"
        startIcon={<DoneAllIcon />}
        onClick={selecionarTodos}
        disabled={ocupado}
        aria-describedby={`referencias-${fonte}-label`}
        data-testid={`selecionar-todos-${fonte}`}
        sx={{ mt: 1.5, whiteSpace: 'nowrap' }}
      >
        Selecionar todos
      </Button>
    </Stack>
  )
}
