import { Alert, Box, Button } from '@mui/material'
import { useCreatePath, useGetList, useGetOne } from 'react-admin'
import { Link, Navigate, useParams } from 'react-router-dom'
import { entrevistasDesligamento, TALENTO_NAO_DESLIGADO } from '../../../../core/gestao-talentos/entrevistas-desligamento.ts'
import { Carregando } from '../../comum/Carregando.tsx'

/**
 * Spec 001's /gestao-talentos/talentos/{talentoId}/entrevista-desligamento: the exit interview of the employee's
 * dismissal in force, opened for editing when it was recorded, else a new one for that employee.
 */
export const EntrevistaDoTalento = () => {
  const { talentoId } = useParams()
  const id = Number(talentoId)
  const createPath = useCreatePath()
  const talento = useGetOne('cargo-salario/colaboradores', { id }, { enabled: Number.isSafeInteger(id) && id > 0 })
  const entrevistas = useGetList(entrevistasDesligamento.name, { filter: { colaboradorId: id }, pagination: { page: 1, perPage: 50 }, sort: { field: 'data', order: 'DESC' } }, { enabled: !!talento.data })
  if (talento.isPending || (talento.data && entrevistas.isPending)) return <Carregando />
  const voltar = (
    <Button component={Link} to={createPath({ resource: 'cargo-salario/colaboradores', type: 'edit', id })} sx={{ mt: 1 }}>
      Voltar ao talento
    </Button>
  )
  if (!talento.data || entrevistas.error) return <Alert severity="error">Talento não encontrado.</Alert>
  const desligamento = talento.data['dataDesligamento']
  if (typeof desligamento !== 'string')
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="warning">{TALENTO_NAO_DESLIGADO}</Alert>
        {voltar}
      </Box>
    )
  const feita = entrevistas.data?.find((e) => e['dataDesligamento'] === desligamento)
  return feita ? (
    <Navigate replace to={createPath({ resource: entrevistasDesligamento.name, type: 'edit', id: feita.id })} />
  ) : (
    <Navigate replace to={`${createPath({ resource: entrevistasDesligamento.name, type: 'create' })}?source=${encodeURIComponent(JSON.stringify({ colaboradorId: id }))}`} />
  )
}
