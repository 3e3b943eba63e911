import { useState } from 'react'
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import { Form, ReferenceField, SaveButton, TextField, useCreate, useDelete, useGetList, useNotify, useUpdate, type RaRecord } from 'react-admin'
import { Either } from 'effect'
import { historicosColaborador, MOTIVOS_HISTORICO, SITUACOES_HISTORICO } from '../../../../core/cargo-salario/colaboradores.ts'
import type { Campo } from '../../../../core/shared/campos.ts'
import { formatarData, formatarDecimal, formatarDinheiro } from '../../../../core/shared/formatos.ts'
import { decodificar } from '../../../../core/shared/resource.ts'
import { Confirmacao } from '../../comum/Confirmacao.tsx'
import { aninharErros, MODO_SUBMIT } from '../../comum/formulario.tsx'
import { CONFIRMAR_REMOCAO } from '../../generico/BotaoRemover.tsx'
import { Entrada } from '../../generico/Entrada.tsx'
import { Posicao } from './Posicao.tsx'

const NOME = historicosColaborador.name
const H = historicosColaborador.fields as Record<string, Campo>
const COR: Record<string, 'success' | 'info' | 'default'> = { VIGENTE: 'success', AGENDADO: 'info', ANTERIOR: 'default' }
const nomeDe = (opcoes: ReadonlyArray<{ readonly id: string | number; readonly name: string }>, v: unknown) => opcoes.find((o) => o.id === v)?.name ?? ''

/** What the row paid on its own date in R$ (`salarioCalculado`), and how: by range, by index × quantity or a value. */
const Salario = ({ h }: { readonly h: RaRecord }) => {
  const valor = typeof h['salarioCalculado'] === 'number' ? formatarDinheiro(h['salarioCalculado']) : '—'
  return (
    <>
      <strong>{valor}</strong>
      <br />
      <Typography component="span" variant="caption" color="text.secondary">
        {h['tipoSalario'] === 2 ? (
          <>
            {formatarDecimal(Number(h['quantidade'] ?? 0), 4)} × <ReferenceField record={h} source="indiceId" reference="cargo-salario/indices" link={false}><TextField source="nome" variant="caption" /></ReferenceField>
          </>
        ) : h['tipoSalario'] === 1 ? (
          'pela faixa salarial'
        ) : (
          'valor'
        )}
      </Typography>
    </>
  )
}

/** The client check of a row: the declaration's fields and rules (the server adds the dates and the range's cargo). */
const validar = (modo: 'create' | 'update') => (v: Record<string, unknown>) => {
  const d = decodificar(historicosColaborador, v, modo)
  return Either.isLeft(d) ? aninharErros(d.left.errors) : {}
}

/** What a history row says of the position (establishment, area, cargo, range, function, environment, salary): all but date, reason and note. */
const POSICAO = ['estabelecimentoId', 'areaOrganizacionalId', 'cargoId', 'faixaSalarialId', 'funcaoId', 'ambienteId', 'tipoSalario', 'indiceId', 'quantidade', 'salario'] as const

/**
 * 'Nova posição' and the edit of a row: date, reason, the position, an observation. A new position starts from
 * the latest row's (a promotion or a raise changes one thing; HR does not retype the rest).
 */
const Dialogo = ({
  colaboradorId,
  linha,
  ultima,
  fechar,
}: {
  readonly colaboradorId: number
  readonly linha: RaRecord | 'nova'
  readonly ultima: RaRecord | undefined
  readonly fechar: () => void
}) => {
  const [create] = useCreate()
  const [update] = useUpdate()
  const notify = useNotify()
  const nova = linha === 'nova'
  const modo = nova ? 'create' : 'update'
  const admissao = !nova && linha['motivo'] === 'AD'
  const enviar = async (valores: Record<string, unknown>) => {
    const { id: _i, situacao: _s, dataFim: _f, empresaId: _e, ...dados } = valores
    try {
      if (nova) await create(NOME, { data: { ...dados, colaboradorId } }, { returnPromise: true })
      else await update(NOME, { id: linha.id, data: dados, previousData: linha }, { returnPromise: true })
      notify(nova ? 'Posição incluída com sucesso.' : 'Histórico alterado com sucesso.', { type: 'success' })
      fechar()
      return undefined
    } catch (e) {
      const corpo = (e as { body?: { errors?: Record<string, string>; message?: string } }).body
      if (corpo?.errors) return corpo.errors
      notify((e as Error).message, { type: 'error' })
      return undefined
    }
  }
  return (
    <Dialog open onClose={fechar} maxWidth="md" fullWidth aria-labelledby="titulo-historico">
      <Form {...MODO_SUBMIT} record={nova ? { colaboradorId, tipoSalario: 3, ...(ultima ? Object.fromEntries(POSICAO.filter((k) => ultima[k] != null).map((k) => [k, ultima[k]])) : {}) } : linha} onSubmit={enviar} validate={validar(modo)}>
        <DialogTitle id="titulo-historico">{nova ? 'Nova posição' : admissao ? 'Histórico de admissão' : 'Editar histórico'}</DialogTitle>
        <DialogContent sx={{ '&&': { pt: 1 } }}>
          {admissao && (
            <Alert severity="info" sx={{ mb: 2 }}>
              A data do histórico de admissão é a data de admissão do talento; para mudá-la, altere o cadastro do talento.
            </Alert>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3, maxWidth: 1000 }}>
            <Entrada recurso={NOME} fonte="data" campo={H['data']!} modo={modo} />
            <Entrada recurso={NOME} fonte="motivo" campo={H['motivo']!} modo={modo} />
          </Box>
          <Posicao modo={modo} />
          <Entrada recurso={NOME} fonte="observacao" campo={H['observacao']!} modo={modo} />
        </DialogContent>
        <DialogActions>
          <Button onClick={fechar} color="inherit">
            Cancelar
          </Button>
          <SaveButton label="Salvar" alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  )
}

/**
 * The 'Histórico' tab: the employee's dated positions, newest first, each in force, scheduled or past; 'Nova
 * posição' adds a row (promotion, transfer, raise…), each row is edited or removed in place (the admission row
 * only goes with the employee).
 */
export const Historico = ({ colaboradorId }: { readonly colaboradorId: number }) => {
  const { data = [], isPending, refetch } = useGetList(NOME, { filter: { colaboradorId }, sort: { field: 'data', order: 'DESC' }, pagination: { page: 1, perPage: 500 } })
  const [aberto, setAberto] = useState<RaRecord | 'nova' | null>(null)
  const [removendo, setRemovendo] = useState<RaRecord | null>(null)
  const [remover] = useDelete()
  const notify = useNotify()
  return (
    <Box data-testid="historico-talento">
      <Stack direction="row" alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
          Histórico
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAberto('nova')}>
          Nova posição
        </Button>
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Histórico do talento">
          <TableHead>
            <TableRow>
              {['Data', 'Situação', 'Motivo', 'Estabelecimento', 'Área Organizacional', 'Cargo', 'Faixa Salarial', 'Função', 'Ambiente', 'Salário', 'Ações'].map((t) => (
                <TableCell key={t}>{t}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {!isPending && data.length === 0 && (
              <TableRow>
                <TableCell colSpan={11}>Nenhum histórico.</TableCell>
              </TableRow>
            )}
            {data.map((h) => (
              <TableRow key={h.id} hover>
                <TableCell>{formatarData(String(h['data']))}</TableCell>
                <TableCell>
                  <Chip size="small" label={nomeDe(SITUACOES_HISTORICO, h['situacao'])} color={COR[String(h['situacao'])] ?? 'default'} variant={h['situacao'] === 'ANTERIOR' ? 'outlined' : 'filled'} />
                </TableCell>
                <TableCell>{nomeDe(MOTIVOS_HISTORICO, h['motivo'])}</TableCell>
                {(['estabelecimentoId', 'areaOrganizacionalId', 'cargoId', 'faixaSalarialId', 'funcaoId', 'ambienteId'] as const).map((f) => (
                  <TableCell key={f}>
                    <ReferenceField record={h} source={f} reference={H[f]!.reference!} link={false}>
                      <TextField source="nome" />
                    </ReferenceField>
                  </TableCell>
                ))}
                <TableCell>
                  <Salario h={h} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="Editar">
                    <IconButton size="small" color="primary" aria-label={`Editar histórico de ${formatarData(String(h['data']))}`} onClick={() => setAberto(h)}>
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  {h['motivo'] !== 'AD' && (
                    <Tooltip title="Remover">
                      <IconButton size="small" color="error" aria-label={`Remover histórico de ${formatarData(String(h['data']))}`} onClick={() => setRemovendo(h)}>
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {aberto && (
        <Dialogo
          colaboradorId={colaboradorId}
          linha={aberto}
          ultima={data[0]}
          fechar={() => {
            setAberto(null)
            void refetch()
          }}
        />
      )}
      <Confirmacao
        aberto={!!removendo}
        titulo="Remover"
        mensagem={CONFIRMAR_REMOCAO}
        aoCancelar={() => setRemovendo(null)}
        aoConfirmar={() => {
          const h = removendo
          setRemovendo(null)
          if (!h) return
          remover(NOME, { id: h.id, previousData: h }, {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify('Histórico removido com sucesso.', { type: 'success' })
              void refetch()
            },
            onError: (e) => notify((e as Error).message, { type: 'error' }),
          })
        }}
      />
    </Box>
  )
}
