import { useMemo, type ReactNode } from 'react'
import { Box, Button } from '@mui/material'
import { SaveButton, SimpleForm, Toolbar, useResourceContext, useCreatePath } from 'react-admin'
import { Link } from 'react-router-dom'
import { decodificar, type Resource } from '../../../core/shared/resource.ts'
import { FocarPrimeiroErro, MODO_SUBMIT, validadorCore } from '../comum/formulario.tsx'
import { BotaoRemover } from './BotaoRemover.tsx'
import { Entrada } from './Entrada.tsx'
import { camposDoFormulario, useAcesso, valoresPadrao } from './recurso.ts'

type Modo = 'create' | 'update'

const Barra = ({ modo, remover }: { readonly modo: Modo; readonly remover: boolean }) => {
  const resource = useResourceContext()
  const createPath = useCreatePath()
  return (
    <Toolbar sx={{ gap: 1, bgcolor: 'grey.50', borderTop: 1, borderColor: 'divider' }}>
      <SaveButton label="Salvar" alwaysEnable />
      <Button component={Link} to={createPath({ resource, type: 'list' })} color="inherit">
        Cancelar
      </Button>
      <Box sx={{ flex: 1 }} />
      {modo === 'update' && remover && <BotaoRemover variante="botao" />}
    </Toolbar>
  )
}

/** The inputs of the fields `useVisivel` (a hook reading the form) shows: all when absent. */
const Campos = ({ recurso, modo, useVisivel }: { readonly recurso: Resource; readonly modo: Modo; readonly useVisivel: () => (fonte: string) => boolean }) => {
  const visivel = useVisivel()
  return (
    <>
      {camposDoFormulario(recurso)
        .filter(([k]) => visivel(k))
        .map(([k, c]) => (
          <Entrada key={k} recurso={recurso.name} fonte={k} campo={c} modo={modo} />
        ))}
    </>
  )
}

const todos = () => () => true

/**
 * The form of any declared resource: one input per field (by kind), validated on submit with core's
 * `decodificar`, so the messages are the server's; the server's field errors land on the same fields.
 * `useVisivel`: which fields show given what is typed (an absence's class-dependent fields); hidden ones are not sent
 * as typed (the server clears them).
 */
export const FormularioRecurso = ({
  recurso,
  modo,
  useVisivel = todos,
  children,
}: {
  readonly recurso: Resource
  readonly modo: Modo
  readonly useVisivel?: () => (fonte: string) => boolean
  /** Shown under the fields, inside the form (reads what is typed: a live preview). */
  readonly children?: ReactNode
}) => {
  const validate = useMemo(() => validadorCore((v) => decodificar(recurso, v, modo)), [recurso, modo])
  const padrao = useMemo(() => (modo === 'create' ? valoresPadrao(recurso) : undefined), [recurso, modo])
  const { remover } = useAcesso(recurso)
  return (
    <SimpleForm {...MODO_SUBMIT} validate={validate} defaultValues={padrao} toolbar={<Barra modo={modo} remover={remover} />} warnWhenUnsavedChanges={false}>
      <FocarPrimeiroErro />
      <Campos recurso={recurso} modo={modo} useVisivel={useVisivel} />
      {children}
    </SimpleForm>
  )
}
