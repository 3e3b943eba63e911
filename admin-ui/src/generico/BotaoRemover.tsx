import { useState, type MouseEvent } from 'react'
import { Button, IconButton, Tooltip } from '@mui/material'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import { useDelete, useNotify, useRecordContext, useRedirect, useResourceContext } from 'react-admin'
import { Confirmacao } from '../comum/Confirmacao.tsx'

export const CONFIRMAR_REMOCAO = 'Tem certeza que deseja remover?'

/** Removes the current record after the shared confirmation (spec 000 §8 'Tem certeza que deseja remover?'). */
export const BotaoRemover = ({ variante }: { readonly variante: 'icone' | 'botao' }) => {
  const record = useRecordContext()
  const resource = useResourceContext()
  const [aberto, setAberto] = useState(false)
  const [remover, { isPending }] = useDelete()
  const notify = useNotify()
  const redirect = useRedirect()
  if (!record || !resource) return null

  const abrir = (e: MouseEvent) => {
    e.stopPropagation()
    setAberto(true)
  }
  const confirmar = () =>
    remover(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAberto(false)
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } })
          if (variante === 'botao') redirect('list', resource)
        },
        onError: (e: unknown) => {
          setAberto(false)
          notify(e instanceof Error && e.message ? e.message : 'Erro', { type: 'error' })
        },
      },
    )

  return (
    <>
      {variante === 'icone' ? (
        <Tooltip title="Remover">
          <IconButton aria-label="Remover" size="small" color="error" onClick={abrir} sx={{ width: 30, height: 30 }}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={abrir}>
          Remover
        </Button>
      )}
      <span onClick={(e) => e.stopPropagation()}>
        <Confirmacao aberto={aberto} mensagem={CONFIRMAR_REMOCAO} aoConfirmar={confirmar} aoCancelar={() => setAberto(false)} ocupado={isPending} />
      </span>
    </>
  )
}
