import { useState } from 'react'
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Typography } from '@mui/material'
import { Edit, useNotify, useRecordContext } from 'react-admin'
import { cursos } from '../../../../core/desenvolvimento/cursos.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { ExigirAcesso } from '../../generico/ExigirAcesso.tsx'
import { FormularioRecurso } from '../../generico/FormularioRecurso.tsx'
import { useAcesso } from '../../generico/recurso.ts'
import { useUserinfo } from '../../sessao/estado.ts'

/** Copies the course to other companies the user sees (`POST {id}/clone-curso`; the category of the same description there). */
const DialogoClone = ({ id, onFechar }: { readonly id: number; readonly onFechar: () => void }) => {
  const u = useUserinfo()
  const notify = useNotify()
  const [escolhidas, setEscolhidas] = useState<ReadonlyArray<number>>([])
  const outras = (u?.empresas ?? []).filter((e) => e.id !== u?.empresa.id)
  const copiar = () =>
    chamarAcao('desenvolvimento/cursos', 'clone-curso', { id, corpo: { empresas: [...escolhidas] } })
      .then((r) => {
        notify(`Curso copiado para ${r.length} ${r.length === 1 ? 'empresa' : 'empresas'}.`, { type: 'success' })
        onFechar()
      })
      .catch((e: Error) => notify(e.message, { type: 'error' }))
  return (
    <Dialog open onClose={onFechar} aria-labelledby="titulo-clone-curso">
      <DialogTitle id="titulo-clone-curso">Copiar curso para outras empresas</DialogTitle>
      <DialogContent>
        {!outras.length && <Typography>Você não tem acesso a outras empresas.</Typography>}
        {outras.map((e) => (
          <FormControlLabel
            key={e.id}
            sx={{ display: 'flex' }}
            label={e.nome}
            control={<Checkbox checked={escolhidas.includes(e.id)} onChange={(ev) => setEscolhidas(ev.target.checked ? [...escolhidas, e.id] : escolhidas.filter((x) => x !== e.id))} />}
          />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar} color="inherit">
          Cancelar
        </Button>
        <Button variant="contained" onClick={copiar} disabled={!escolhidas.length}>
          Copiar
        </Button>
      </DialogActions>
    </Dialog>
  )
}

const AcoesDoCurso = () => {
  const c = useRecordContext()
  const { incluir } = useAcesso(cursos)
  const [clonando, setClonando] = useState(false)
  if (!c || !incluir) return null
  return (
    <Stack direction="row" gap={1} sx={{ my: 1 }}>
      <Button variant="outlined" onClick={() => setClonando(true)}>
        Copiar para empresas
      </Button>
      {clonando && <DialogoClone id={Number(c.id)} onFechar={() => setClonando(false)} />}
    </Stack>
  )
}

const Edicao = () => (
  <ExigirAcesso modo="abrir">
    <Edit title="Editar Curso" redirect="list" mutationMode="pessimistic" actions={<AcoesDoCurso />}>
      <FormularioRecurso recurso={cursos} modo="update" />
    </Edit>
  </ExigirAcesso>
)

const telas = { edit: Edicao }
export default telas
