import { useEffect, useMemo, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import HistoryIcon from '@mui/icons-material/History'
import { BooleanInput, Create, Edit, SaveButton, SimpleForm, Title, Toolbar, useGetList, useRecordContext } from 'react-admin'
import { Link } from 'react-router-dom'
import { HISTORICO_EM_USO, type Nivel } from '../../../../core/cargo-salario/competenciasRegras.ts'
import { niveisCompetenciaHistorico } from '../../../../core/cargo-salario/niveis-competencia-historico.ts'
import { diaEmSaoPaulo } from '../../../../core/shared/datas.ts'
import { formatarData, formatarDecimal, lerDataDigitada, mostrarDataDigitada } from '../../../../core/shared/formatos.ts'
import { decodificar } from '../../../../core/shared/resource.ts'
import { chamarAcao, type ResultadoAcao } from '../../api/acoes.ts'
import { Carregando } from '../../comum/Carregando.tsx'
import { FocarPrimeiroErro, MODO_SUBMIT, validadorCore } from '../../comum/formulario.tsx'
import { BotaoRemover } from '../../generico/BotaoRemover.tsx'
import { DataInput } from '../../generico/entradas/DataInput.tsx'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { GradeNiveisInput } from '../competencias/Grades.tsx'

type Configuracao = ResultadoAcao<'cargo-salario/niveis-competencia-historico', 'configuracao'>
const NOME = 'cargo-salario/niveis-competencia-historico'
const hoje = () => diaEmSaoPaulo(Date.now())

/** The configuration of the levels on a date (the grid's data: every level, whether it takes part then, its values). */
const useConfiguracao = (data: string | undefined) => {
  const [c, setC] = useState<Configuracao>()
  useEffect(() => {
    let vivo = true
    if (data) chamarAcao(NOME, 'configuracao', { query: { data } }).then((x) => vivo && setC(x)).catch(() => undefined)
    return () => {
      vivo = false
    }
  }, [data])
  return c
}

/** The registered levels, by weight. */
const useNiveis = (): ReadonlyArray<Nivel> | undefined => {
  const { data } = useGetList('cargo-salario/niveis-competencia', { pagination: { page: 1, perPage: 500 }, sort: { field: 'ordem', order: 'ASC' } })
  return useMemo(() => data?.map((n) => ({ id: Number(n.id), descricao: String(n['descricao']), ordem: Number(n['ordem']), percentual: n['percentual'] == null ? null : Number(n['percentual']) })), [data])
}

const Barra = ({ modo, bloqueado }: { readonly modo: 'create' | 'update'; readonly bloqueado: boolean }) => (
  <Toolbar sx={{ gap: 1, bgcolor: 'grey.50', borderTop: 1, borderColor: 'divider' }}>
    <SaveButton label="Salvar" alwaysEnable disabled={bloqueado} />
    <Button component={Link} to={`/${NOME}`} color="inherit">
      Cancelar
    </Button>
    <Box sx={{ flex: 1 }} />
    {modo === 'update' && !bloqueado && <BotaoRemover variante="botao" />}
  </Toolbar>
)

/**
 * A dated configuration of the levels (spec 001 §2 'Competency-level configuration grid'): from its date, the levels
 * that take part with their weight and minimum percentage. One that governs recorded configurations is shown, not
 * changed (the server refuses it too): a later one is created instead.
 */
const Formulario = ({ modo, padrao }: { readonly modo: 'create' | 'update'; readonly padrao?: Record<string, unknown> }) => {
  const registro = useRecordContext()
  const niveis = useNiveis()
  const cfg = useConfiguracao(hoje())
  const validate = useMemo(() => validadorCore((v) => decodificar(niveisCompetenciaHistorico, v, modo)), [modo])
  const bloqueado = modo === 'update' && registro?.['podeEditar'] === false
  if (!niveis || !cfg) return <Carregando />
  return (
    <SimpleForm {...MODO_SUBMIT} validate={validate} defaultValues={padrao} toolbar={<Barra modo={modo} bloqueado={bloqueado} />} warnWhenUnsavedChanges={false}>
      <FocarPrimeiroErro />
      {bloqueado && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {HISTORICO_EM_USO}
        </Alert>
      )}
      <DataInput source="data" label="Data" isRequired disabled={bloqueado} sx={{ width: 340 }} helperText="A configuração vale desta data até a próxima." />
      <BooleanInput source="considerarPercentualMinimo" label="Considerar percentual mínimo" disabled={bloqueado} />
      <GradeNiveisInput niveis={niveis} obrigarPercentual={cfg.obrigarPercentual} somenteLeitura={bloqueado} />
    </SimpleForm>
  )
}

/** A new dated configuration, starting from the one in force today. */
const Inclusao = () => {
  const cfg = useConfiguracao(hoje())
  if (!cfg) return <Carregando />
  const padrao = {
    data: '',
    considerarPercentualMinimo: cfg.considerarPercentualMinimo,
    configHistoricosNiveis: cfg.niveis.filter((n) => n.selecionado).map((n) => ({ nivelCompetenciaId: n.nivelCompetenciaId, ordem: n.ordem, percentual: n.percentual })),
  }
  return (
    <Create title="Nova configuração dos níveis de competência" redirect="list" mutationMode="pessimistic">
      <Formulario modo="create" padrao={padrao} />
    </Create>
  )
}

const Edicao = () => (
  <Edit title="Configuração dos níveis de competência" redirect="list" mutationMode="pessimistic" actions={false}>
    <Formulario modo="update" />
  </Edit>
)

/**
 * /cargo-salario/configuracoes-niveis-competencia (spec 001 §2): the levels as configured on a date (today by
 * default) — which take part, their weight and minimum percentage — and the way to change them: edit that dated
 * configuration while nothing depends on it, or create a new one from a date.
 */
const ConfiguracaoEmVigor = () => {
  const [texto, setTexto] = useState(mostrarDataDigitada(hoje()))
  const data = lerDataDigitada(texto)
  const cfg = useConfiguracao(data)
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Title title="Configuração dos Níveis de Competência" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Configuração dos Níveis de Competência
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2, flexWrap: 'wrap' }}>
        <TextField size="small" label="Em vigor em" placeholder="dd/mm/aaaa" value={texto} onChange={(e) => setTexto(e.target.value)} error={!data} helperText={data ? ' ' : 'Data inválida'} sx={{ width: 180 }} inputProps={{ inputMode: 'numeric' }} />
        <Button component={Link} to={`/${NOME}/create`} startIcon={<AddIcon />} variant="contained">
          Nova configuração
        </Button>
        {cfg?.historicoId != null && cfg.podeEditar && (
          <Button component={Link} to={`/${NOME}/${cfg.historicoId}`} startIcon={<EditOutlinedIcon />} variant="outlined">
            Editar esta configuração
          </Button>
        )}
        <Button component={Link} to={`/${NOME}`} startIcon={<HistoryIcon />} color="inherit">
          Histórico
        </Button>
      </Stack>
      {cfg && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {cfg.historicoId == null
                ? 'Nenhuma configuração datada até esta data: valem os níveis cadastrados, com os seus pesos e percentuais.'
                : `Configuração em vigor em ${formatarData(cfg.data)}. Percentual mínimo ${cfg.considerarPercentualMinimo ? 'considerado' : 'não considerado'}.`}
              {cfg.obrigarPercentual ? ' Há competências com comportamentos: o percentual mínimo de cada nível é obrigatório.' : ''}
            </Typography>
            {!cfg.podeEditar && (
              <Alert severity="info" sx={{ mb: 1 }}>
                {HISTORICO_EM_USO}
              </Alert>
            )}
            <Table size="small" aria-label="Níveis em vigor">
              <TableHead>
                <TableRow>
                  <TableCell>Nível</TableCell>
                  <TableCell>Participa</TableCell>
                  <TableCell align="right">Peso</TableCell>
                  <TableCell align="right">Percentual mínimo</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {cfg.niveis.map((n) => (
                  <TableRow key={n.nivelCompetenciaId} sx={n.selecionado ? {} : { '& td': { color: 'text.disabled' } }}>
                    <TableCell>{n.descricao}</TableCell>
                    <TableCell>{n.selecionado ? 'Sim' : 'Não'}</TableCell>
                    <TableCell align="right">{n.ordem}</TableCell>
                    <TableCell align="right">{n.percentual == null ? '—' : `${formatarDecimal(n.percentual, 2, true)}%`}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
    </Box>
  )
}

const telas: TelasPersonalizadas = { create: Inclusao, edit: Edicao, rotas: [{ caminho: 'configuracao', tela: ConfiguracaoEmVigor }] }
export default telas
