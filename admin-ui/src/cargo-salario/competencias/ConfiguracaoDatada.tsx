import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { Box, Button } from '@mui/material'
import { SaveButton, SimpleForm, Toolbar } from 'react-admin'
import { useFormContext } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { diaEmSaoPaulo, ehDataValida } from '../../../../core/shared/datas.ts'
import { decodificar, type Resource } from '../../../../core/shared/resource.ts'
import { FocarPrimeiroErro, MODO_SUBMIT, validadorCore } from '../../comum/formulario.tsx'
import { BotaoRemover } from '../../generico/BotaoRemover.tsx'
import { DataInput } from '../../generico/entradas/DataInput.tsx'

type Modo = 'create' | 'update'

/**
 * A dated competency configuration (of a salary range or of an employee): the grid the server computes for the chosen
 * owner on the chosen date, asked again whenever either changes (the levels in force depend on the date).
 */
export const useGradeNaData = <G,>(dono: unknown, data: unknown, buscar: (dono: number, data: string) => Promise<G>) => {
  const [g, setG] = useState<G>()
  const pronto = typeof dono === 'number' && typeof data === 'string' && ehDataValida(data)
  useEffect(() => {
    let vivo = true
    setG(undefined)
    if (pronto) buscar(dono, data).then((x) => vivo && setG(x)).catch(() => undefined)
    return () => {
      vivo = false
    }
    // `buscar` is a module-level function of each screen: not a dependency.
  }, [pronto, dono, data])
  return { grade: g, pronto }
}

type ComConfiguracao = { readonly configuracao: { readonly data: string; readonly configsNiveisCompetencias: ReadonlyArray<unknown> } | null }

/** A new record starts from the configuration in force on its date; the date it was copied from (for the notice). */
export const useComecarDaAnterior = (grade: ComConfiguracao | undefined, modo: Modo): string | undefined => {
  const { setValue, getValues } = useFormContext()
  const [copiada, setCopiada] = useState<string>()
  useEffect(() => {
    const atual = getValues('configsNiveisCompetencias')
    if (modo === 'create' && grade?.configuracao && (!Array.isArray(atual) || atual.length === 0)) {
      setValue('configsNiveisCompetencias', grade.configuracao.configsNiveisCompetencias, { shouldDirty: true })
      setCopiada(grade.configuracao.data)
    }
  }, [grade, modo, getValues, setValue])
  return copiada
}

const Barra = ({ modo, recurso }: { readonly modo: Modo; readonly recurso: string }) => (
  <Toolbar sx={{ gap: 1, bgcolor: 'grey.50', borderTop: 1, borderColor: 'divider' }}>
    <SaveButton label="Salvar" alwaysEnable />
    <Button component={Link} to={`/${recurso}`} color="inherit">
      Cancelar
    </Button>
    <Box sx={{ flex: 1 }} />
    {modo === 'update' && <BotaoRemover variante="botao" />}
  </Toolbar>
)

/** The form of a dated configuration: its owner (fixed once saved), the date, then the grid. */
export const FormularioConfiguracaoDatada = ({ recurso, modo, dono, ajudaData, children }: {
  readonly recurso: Resource
  readonly modo: Modo
  readonly dono: ReactNode
  readonly ajudaData: string
  readonly children: ReactNode
}) => {
  const validate = useMemo(() => validadorCore((v) => decodificar(recurso, v, modo)), [recurso, modo])
  return (
    <SimpleForm {...MODO_SUBMIT} validate={validate} defaultValues={modo === 'create' ? { data: diaEmSaoPaulo(Date.now()), configsNiveisCompetencias: [] } : undefined} toolbar={<Barra modo={modo} recurso={recurso.name} />} warnWhenUnsavedChanges={false}>
      <FocarPrimeiroErro />
      {dono}
      <DataInput source="data" label="Data" isRequired sx={{ width: 340 }} helperText={ajudaData} />
      {children}
    </SimpleForm>
  )
}
