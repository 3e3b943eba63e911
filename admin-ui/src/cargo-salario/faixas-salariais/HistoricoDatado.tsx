import { useMemo, useState } from 'react'
import { Button, Card, CardContent, CardHeader, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import { CreateBase, DataTable, DeleteWithConfirmButton, EditBase, ReferenceManyField, SaveButton, SimpleForm, Toolbar, useRecordContext, useRefresh } from 'react-admin'
import { camposLidos, decodificar, type Registro, type Resource } from '../../../../core/shared/resource.ts'
import { FocarPrimeiroErro, MODO_SUBMIT, validadorCore } from '../../comum/formulario.tsx'
import { AcaoLinha } from '../../comum/TabelaEditavel.tsx'
import { CONFIRMAR_REMOCAO } from '../../generico/BotaoRemover.tsx'
import { Entrada } from '../../generico/Entrada.tsx'
import { Vazio } from '../../generico/Rodape.tsx'
import { Valor } from '../../generico/Valor.tsx'
import { valoresPadrao } from '../../generico/recurso.ts'

/**
 * The dated history of a record (a salary range's or an index's values) as a sub-list of its screen: one row per
 * date, newest first, with 'Vigente até' (the next row's date, kept by the server); a row is added or changed in a
 * dialog with the declaration's inputs and messages, so a change of value is always a new dated row.
 */
export const HistoricoDatado = ({ recurso, dono, donoId, colunas, campos, titulo }: {
  readonly recurso: Resource
  /** The owner's reference field (`faixaSalarialId`). */
  readonly dono: string
  readonly donoId: number
  /** Keys shown in the table (fields, state fields, computed columns). */
  readonly colunas: ReadonlyArray<string>
  /** Keys edited in the dialog. */
  readonly campos: ReadonlyArray<string>
  readonly titulo: string
}) => {
  const [dialogo, setDialogo] = useState<{ readonly id: number | null } | null>(null)
  const refresh = useRefresh()
  const lidos = useMemo(() => new Map(camposLidos(recurso)), [recurso])
  const fechar = () => (setDialogo(null), refresh())
  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid={`historico-${recurso.name}`}>
      <CardHeader
        title={titulo}
        titleTypographyProps={{ variant: 'subtitle1', fontWeight: 600 }}
        action={
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setDialogo({ id: null })}>
            Adicionar
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <ReferenceManyField reference={recurso.name} target={dono} record={{ id: donoId }} source="id" sort={{ field: 'data', order: 'DESC' }} perPage={200}>
          <DataTable bulkActionButtons={false} rowClick={false} empty={<Vazio />}>
            {colunas.map((k) => (
              <DataTable.Col key={k} source={k} label={lidos.get(k)?.label ?? k} disableSort>
                <Valor fonte={k} campo={lidos.get(k)!} />
              </DataTable.Col>
            ))}
            <DataTable.Col label="Ações" align="right" sx={{ width: 90 }}>
              <AcoesLinha recurso={recurso} aoEditar={(id) => setDialogo({ id })} />
            </DataTable.Col>
          </DataTable>
        </ReferenceManyField>
      </CardContent>
      <Dialog open={!!dialogo} onClose={() => setDialogo(null)} maxWidth="sm" fullWidth>
        <DialogTitle>{dialogo?.id ? 'Editar histórico' : 'Inserir histórico'}</DialogTitle>
        <DialogContent>
          {dialogo &&
            (dialogo.id ? (
              <EditBase resource={recurso.name} id={dialogo.id} mutationMode="pessimistic" redirect={false} mutationOptions={{ onSuccess: fechar }}>
                <FormularioHistorico recurso={recurso} campos={campos} modo="update" aoCancelar={() => setDialogo(null)} />
              </EditBase>
            ) : (
              <CreateBase resource={recurso.name} record={{ ...valoresPadrao(recurso), [dono]: donoId }} redirect={false} mutationOptions={{ onSuccess: fechar }}>
                <FormularioHistorico recurso={recurso} campos={campos} modo="create" aoCancelar={() => setDialogo(null)} />
              </CreateBase>
            ))}
        </DialogContent>
      </Dialog>
    </Card>
  )
}

const AcoesLinha = ({ recurso, aoEditar }: { readonly recurso: Resource; readonly aoEditar: (id: number) => void }) => {
  const r = useRecordContext<Registro>()
  if (!r) return null
  return (
    <>
      <AcaoLinha titulo="Editar" icone={<EditOutlinedIcon fontSize="small" />} aoClicar={() => aoEditar(r.id)} />
      <DeleteWithConfirmButton resource={recurso.name} record={r} label="" confirmTitle="Remover" confirmContent={CONFIRMAR_REMOCAO} mutationMode="pessimistic" redirect={false} />
    </>
  )
}

const FormularioHistorico = ({ recurso, campos, modo, aoCancelar }: { readonly recurso: Resource; readonly campos: ReadonlyArray<string>; readonly modo: 'create' | 'update'; readonly aoCancelar: () => void }) => {
  const validate = useMemo(() => validadorCore((v) => decodificar(recurso, v, modo)), [recurso, modo])
  return (
    <SimpleForm
      {...MODO_SUBMIT}
      validate={validate}
      warnWhenUnsavedChanges={false}
      toolbar={
        <Toolbar sx={{ gap: 1 }}>
          <SaveButton label="Salvar" alwaysEnable />
          <Button color="inherit" onClick={aoCancelar}>
            Cancelar
          </Button>
        </Toolbar>
      }
    >
      <FocarPrimeiroErro />
      {campos.map((k) => (
        <Entrada key={k} recurso={recurso.name} fonte={k} campo={recurso.fields[k]!} modo={modo} />
      ))}
      <Typography variant="caption" color="text.secondary">
        Cada mudança de valor é uma nova linha datada; a anterior fica vigente até a data desta.
      </Typography>
    </SimpleForm>
  )
}
