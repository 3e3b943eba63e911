import { Box, Divider, Stack } from '@mui/material'
import { Create, Edit, useRecordContext } from 'react-admin'
import { anuncios } from '../../../../core/captacao/anuncios.ts'
import { FormularioRecurso } from '../../generico/FormularioRecurso.tsx'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { EnviarPorEmail } from './EnviarPorEmail.tsx'
import { LinkAcessoRapido } from './LinkAcessoRapido.tsx'

/** Above the ad's form: the copyable quick-access link and the send-by-e-mail dialog. */
const Divulgacao = () => {
  const anuncio = useRecordContext()
  if (!anuncio) return null
  return (
    <Box sx={{ px: 2, pt: 2 }} data-testid="divulgacao-anuncio">
      <Stack direction={{ xs: 'column', md: 'row' }} gap={2} alignItems={{ md: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <LinkAcessoRapido anuncioId={Number(anuncio.id)} />
        </Box>
        <Box sx={{ pt: { md: 3.5 } }}>
          <EnviarPorEmail anuncioId={Number(anuncio.id)} titulo={String(anuncio['titulo'] ?? '')} />
        </Box>
      </Stack>
      <Divider sx={{ mt: 2 }} />
    </Box>
  )
}

const Edicao = () => (
  <Edit title={`Editar ${anuncios.labelSingular}`} redirect="list" mutationMode="pessimistic" actions={false}>
    <Divulgacao />
    <FormularioRecurso recurso={anuncios} modo="update" />
  </Edit>
)

/** After creating, the ad opens for editing, where its link and the e-mail sending are. */
const Inclusao = () => (
  <Create title={`Incluir ${anuncios.labelSingular}`} redirect="edit" mutationMode="pessimistic">
    <FormularioRecurso recurso={anuncios} modo="create" />
  </Create>
)

/** Job ads: generic list; create and edit with the quick-access link and the e-mail dialog. */
const telas: TelasPersonalizadas = { create: Inclusao, edit: Edicao }
export default telas
