import { useState } from 'react'
import { Button, Stack } from '@mui/material'
import { Edit, useRecordContext } from 'react-admin'
import { cursos } from '../../../../core/desenvolvimento/cursos.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { CopiarParaEmpresas, empresas } from '../../comum/CopiarParaEmpresas.tsx'
import { ExigirAcesso } from '../../generico/ExigirAcesso.tsx'
import { FormularioRecurso } from '../../generico/FormularioRecurso.tsx'
import { useAcesso } from '../../generico/recurso.ts'

/** Copies the course to other companies the user sees (`POST {id}/clone-curso`; the category of the same description there). */
const DialogoClone = ({ id, onFechar }: { readonly id: number; readonly onFechar: () => void }) => (
  <CopiarParaEmpresas
    titulo="Copiar curso para outras empresas"
    copiar={(ids) => chamarAcao('desenvolvimento/cursos', 'clone-curso', { id, corpo: { empresas: [...ids] } })}
    mensagem={(n) => `Curso copiado para ${empresas(n)}.`}
    onFechar={onFechar}
  />
)

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
