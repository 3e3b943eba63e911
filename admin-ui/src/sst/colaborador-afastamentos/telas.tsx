import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { Create, Edit, useGetList, useGetOne, useRecordContext } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { formatarData } from '../../../../core/shared/formatos.ts'
import type { Registro } from '../../../../core/shared/resource.ts'
import { CAMPOS_DA_CLASSE, CAMPOS_DE_CLASSE, type ClasseAfastamento } from '../../../../core/sst/afastamentosRegras.ts'
import { atestados } from '../../../../core/sst/atestados.ts'
import { formatarCid } from '../../../../core/sst/cids.ts'
import { colaboradorAfastamentos } from '../../../../core/sst/colaborador-afastamentos.ts'
import { FormularioRecurso } from '../../generico/FormularioRecurso.tsx'
import { useAcesso } from '../../generico/recurso.ts'

/** The class-dependent fields show only for the chosen reason's class (core/sst/afastamentosRegras.ts). */
const useCamposDaClasse = () => {
  const afastamentoId = useWatch({ name: 'afastamentoId' })
  const { data } = useGetOne<Registro>('sst/afastamentos', { id: afastamentoId }, { enabled: typeof afastamentoId === 'number' })
  const proprios = data?.['classe'] ? CAMPOS_DA_CLASSE[data['classe'] as ClasseAfastamento] : {}
  return (fonte: string) => !CAMPOS_DE_CLASSE.includes(fonte) || Object.hasOwn(proprios, fonte)
}

/**
 * The absence's medical certificates (health data): shown only to who holds the authority (reading them is logged by
 * the server), with the CID; 'Incluir atestado' opens the certificate's form for this absence.
 */
const Atestados = () => {
  const r = useRecordContext<Registro>()
  const { abrir, incluir } = useAcesso(atestados)
  const { data } = useGetList<Registro>(atestados.name, { filter: { colaboradorAfastamentoId: r?.id }, pagination: { page: 1, perPage: 100 }, sort: { field: 'data', order: 'ASC' } }, { enabled: !!r && abrir })
  if (!r || !abrir) return null
  return (
    <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Atestados médicos
        </Typography>
        {incluir && (
          <Button component={Link} to={`/${atestados.name}/create`} state={{ record: { colaboradorAfastamentoId: r.id, data: r['dataInicio'] } }} variant="outlined">
            Incluir atestado
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Dado de saúde (LGPD art. 11): cada consulta fica registrada no log.
      </Typography>
      {data?.length ? (
        <Table size="small" aria-label="Atestados médicos">
          <TableHead>
            <TableRow>
              <TableCell>Data</TableCell>
              <TableCell>Dias</TableCell>
              <TableCell>CID</TableCell>
              <TableCell>Médico</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((a) => (
              <TableRow key={a.id} hover component={Link} to={`/${atestados.name}/${a.id}`} sx={{ textDecoration: 'none' }}>
                <TableCell>{formatarData(String(a['data']))}</TableCell>
                <TableCell>{String(a['dias'])}</TableCell>
                <TableCell>{a['codigoCid'] ? `${formatarCid(String(a['codigoCid']))} — ${String(a['descricaoCid'])}` : 'Sem CID'}</TableCell>
                <TableCell>{String(a['medico'] ?? '')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography color="text.secondary">Nenhum atestado registrado.</Typography>
      )}
    </Box>
  )
}

const CriarAfastamento = () => (
  <Create title="Novo Afastamento" redirect="edit" mutationMode="pessimistic">
    <FormularioRecurso recurso={colaboradorAfastamentos} modo="create" useVisivel={useCamposDaClasse} />
  </Create>
)

/** The absence (its class's fields only) and, for who may read them, its certificates. */
const EditarAfastamento = () => (
  <Edit title="Editar Afastamento" redirect="list" mutationMode="pessimistic" actions={false}>
    <FormularioRecurso recurso={colaboradorAfastamentos} modo="update" useVisivel={useCamposDaClasse} />
    <Atestados />
  </Edit>
)

const telas = { create: CriarAfastamento, edit: EditarAfastamento }
export default telas
