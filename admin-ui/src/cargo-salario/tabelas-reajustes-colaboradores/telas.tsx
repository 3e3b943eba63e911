import { useMemo, useState } from 'react'
import { Alert, Autocomplete, Box, Button, Card, CardContent, CardHeader, Chip, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material'
import BarChartIcon from '@mui/icons-material/BarChart'
import GroupAddIcon from '@mui/icons-material/GroupAdd'
import PlayArrowIcon from '@mui/icons-material/PlayArrow'
import UndoIcon from '@mui/icons-material/Undo'
import { Create, DataTable, Edit, Pagination, ReferenceManyField, useGetList, useNotify, useRecordContext, useRefresh } from 'react-admin'
import { Link } from 'react-router-dom'
import { REAJUSTAR_POR } from '../../../../core/cargo-salario/reajustes.ts'
import {
  reajustesColaboradores,
  reajustesFaixasSalariais,
  reajustesIndices,
  SITUACOES_TABELA,
  tabelasReajustesColaboradores,
  transicao,
  type SituacaoTabela,
} from '../../../../core/cargo-salario/tabelas-reajustes-colaboradores.ts'
import { formatarDataHora } from '../../../../core/shared/formatos.ts'
import { camposLidos, type Registro, type Resource } from '../../../../core/shared/resource.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { erroDe } from '../../api/http.ts'
import { Confirmacao } from '../../comum/Confirmacao.tsx'
import { useEnvioDoDialogo } from '../../comum/envioDoDialogo.ts'
import { FormularioRecurso } from '../../generico/FormularioRecurso.tsx'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { Vazio } from '../../generico/Rodape.tsx'
import { Valor } from '../../generico/Valor.tsx'
import { TotalFolha } from './TotalFolha.tsx'

const NOME = 'cargo-salario/tabelas-reajustes-colaboradores'

/** By the table's type: its lines, the columns shown (current against proposed) and its actions. */
const TIPOS = {
  C: {
    linhas: reajustesColaboradores,
    colunas: ['nomeColaborador', 'areaOrganizacionalId', 'cargoId', 'salarioAtual', 'salarioProposto', 'diferenca', 'diferencaPercentual', 'duplicidade', 'desligado'],
    movimentacao: 'movimentacao-reajuste-coletivo-colaborador',
    aplicar: 'aplicar-colaboradores',
  },
  F: { linhas: reajustesFaixasSalariais, colunas: ['nomeFaixa', 'valorAtual', 'valorProposto', 'diferenca', 'diferencaPercentual'], movimentacao: 'movimentacao-reajuste-coletivo-faixas-salariais', aplicar: 'aplicar-faixas-salariais' },
  I: { linhas: reajustesIndices, colunas: ['nomeIndice', 'valorAtual', 'valor', 'diferenca', 'diferencaPercentual'], movimentacao: 'movimentacao-reajuste-coletivo-indices', aplicar: 'aplicar-indices' },
} as const
type Tipo = keyof typeof TIPOS

const situacaoDe = (r: Registro): SituacaoTabela => (r['situacao'] === 'A' || r['situacao'] === 'X' ? r['situacao'] : 'R')
const pode = (r: Registro, op: Parameters<typeof transicao>[1]) => 'para' in transicao(situacaoDe(r), op)

/** 6,5 → 6.5; 'R$ 1.500,00' → 150000 (centavos). */
const lerNumero = (texto: string) => {
  const t = texto.replace(/[^\d,.-]/g, '')
  return t.includes(',') ? Number(t.replace(/\./g, '').replace(',', '.')) : Number(t)
}

type Opcao = { readonly id: number; readonly nome: string }
const Multipla = ({ rotulo, recurso, valor, aoMudar, erro, campoNome = 'nome' }: { readonly rotulo: string; readonly recurso: string; readonly valor: ReadonlyArray<number>; readonly aoMudar: (v: number[]) => void; readonly erro?: string | undefined; readonly campoNome?: string }) => {
  const { data = [] } = useGetList(recurso, { pagination: { page: 1, perPage: 1000 }, sort: { field: 'nome', order: 'ASC' } })
  const opcoes: Opcao[] = data.map((x) => ({ id: Number(x.id), nome: String(x[campoNome] ?? x['nome']) }))
  return (
    <Autocomplete
      multiple
      size="small"
      options={opcoes}
      getOptionLabel={(o) => o.nome}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={opcoes.filter((o) => valor.includes(o.id))}
      onChange={(_e, v) => aoMudar(v.map((o) => o.id))}
      renderInput={(p) => <TextField {...p} label={rotulo} error={!!erro} helperText={erro ?? ' '} />}
    />
  )
}

/**
 * The collective movement (spec 001 §5 "Bulk realignment"): who (establishments and areas; cargos for ranges;
 * indices), by percentage or amount, and the value; the server answers its messages by field.
 */
const Movimentacao = ({ tabela, onFechar }: { readonly tabela: Registro; readonly onFechar: () => void }) => {
  const tipo = String(tabela['tipoReajuste']) as Tipo
  const [sel, setSel] = useState<Record<string, number[]>>({ estabelecimentosIds: [], areasOrganizacionaisIds: [], cargosIds: [], indicesIds: [] })
  const [por, setPor] = useState<1 | 2>(1)
  const [valor, setValor] = useState('')
  const { erros, enviando, enviar: enviarChamada } = useEnvioDoDialogo(onFechar)
  const muda = (k: string) => (v: number[]) => setSel((s) => ({ ...s, [k]: v }))
  const enviar = () => {
    const n = valor.trim() === '' ? undefined : lerNumero(valor)
    const quantia = n === undefined || Number.isNaN(n) ? undefined : por === 2 ? Math.round(n * 100) : n
    const comum = { reajustarPor: por, ...(quantia === undefined ? {} : { valorDissidio: quantia }) }
    const corpo =
      tipo === 'C' ? { ...comum, estabelecimentosIds: sel['estabelecimentosIds']!, areasOrganizacionaisIds: sel['areasOrganizacionaisIds']! } : tipo === 'F' ? { ...comum, cargosIds: sel['cargosIds']! } : { ...comum, indicesIds: sel['indicesIds']! }
    return enviarChamada(async () => {
      const r = await chamarAcao(NOME, TIPOS[tipo].movimentacao, { id: tabela.id, corpo: corpo as never })
      return `Movimentação coletiva: ${r.linhas} linha(s) na tabela.`
    })
  }
  return (
    <Dialog open onClose={onFechar} maxWidth="sm" fullWidth>
      <DialogTitle>Movimentação coletiva</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ mt: 1 }}>
          {tipo === 'C' && (
            <>
              <Multipla rotulo="Estabelecimentos" recurso="utilitario/estabelecimentos" valor={sel['estabelecimentosIds']!} aoMudar={muda('estabelecimentosIds')} erro={erros['estabelecimentosIds']} />
              <Multipla rotulo="Áreas Organizacionais" recurso="cargo-salario/areas-organizacionais" campoNome="descricaoHierarquia" valor={sel['areasOrganizacionaisIds']!} aoMudar={muda('areasOrganizacionaisIds')} erro={erros['areasOrganizacionaisIds']} />
            </>
          )}
          {tipo === 'F' && <Multipla rotulo="Cargos" recurso="cargo-salario/cargos" valor={sel['cargosIds']!} aoMudar={muda('cargosIds')} erro={erros['cargosIds']} />}
          {tipo === 'I' && <Multipla rotulo="Índices" recurso="cargo-salario/indices" valor={sel['indicesIds']!} aoMudar={muda('indicesIds')} erro={erros['indicesIds']} />}
          <RadioGroup row aria-label="Reajustar por" value={por} onChange={(e) => setPor(Number(e.target.value) as 1 | 2)}>
            {REAJUSTAR_POR.map((o) => (
              <FormControlLabel key={o.id} value={o.id} control={<Radio />} label={o.name} />
            ))}
          </RadioGroup>
          <TextField
            size="small"
            label={por === 1 ? 'Percentual (%)' : 'Valor (R$)'}
            value={valor}
            onChange={(e) => setValor(e.target.value)}
            error={!!(erros['valorDissidio'] ?? erros['reajustarPor'])}
            helperText={erros['valorDissidio'] ?? erros['reajustarPor'] ?? (por === 1 ? 'Até 3 casas decimais, por exemplo 6 ou 6,5' : 'Somado ao salário de cada um, por exemplo 150,00')}
            inputProps={{ inputMode: 'decimal' }}
          />
          {tipo !== 'I' && (
            <Alert severity="info">
              {tipo === 'C'
                ? 'Cada talento ativo na data recebe uma linha com o salário atual reajustado (tipo Valor); quem recebe pela faixa ou pelo índice pode ser reajustado numa tabela de faixas ou de índices.'
                : 'Entram as faixas cujo valor na data é um valor; as faixas por índice acompanham o índice.'}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar} color="inherit">
          Cancelar
        </Button>
        <Button variant="contained" onClick={enviar} disabled={enviando}>
          Incluir na tabela
        </Button>
      </DialogActions>
    </Dialog>
  )
}

const Coluna = ({ recurso, k }: { readonly recurso: Resource; readonly k: string }) => {
  const campo = useMemo(() => new Map(camposLidos(recurso)).get(k)!, [recurso, k])
  return <Valor fonte={k} campo={campo} />
}

/** The table's lines (current against proposed, difference in R$ and %), its movement, its cost, apply and cancel. */
const Linhas = () => {
  const t = useRecordContext<Registro>()
  const notify = useNotify()
  const refresh = useRefresh()
  const [movendo, setMovendo] = useState(false)
  const [confirmar, setConfirmar] = useState<'aplicar' | 'cancelar' | null>(null)
  const [ocupado, setOcupado] = useState(false)
  if (!t) return null
  const tipo = String(t['tipoReajuste']) as Tipo
  const def = TIPOS[tipo] ?? TIPOS.C
  const lidos = new Map(camposLidos(def.linhas))
  const agir = async () => {
    const acao = confirmar
    setOcupado(true)
    try {
      if (acao === 'aplicar') await chamarAcao(NOME, def.aplicar, { id: t.id })
      else await chamarAcao(NOME, 'cancelar-reajuste', { id: t.id })
      notify(acao === 'aplicar' ? 'Reajuste aplicado.' : 'Reajuste cancelado.', { type: 'success' })
      refresh()
    } catch (e) {
      notify(erroDe(e).mensagem, { type: 'error', multiLine: true })
    } finally {
      setOcupado(false)
      setConfirmar(null)
    }
  }
  const situacao = situacaoDe(t)
  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="linhas-reajuste">
      <CardHeader
        title="Linhas da tabela"
        titleTypographyProps={{ variant: 'subtitle1', fontWeight: 600 }}
        subheader={
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 0.5 }}>
            <Chip size="small" label={SITUACOES_TABELA.find((s) => s.id === situacao)?.name} color={situacao === 'A' ? 'success' : situacao === 'X' ? 'warning' : 'default'} data-testid="situacao-tabela" />
            {t['aplicadaEm'] ? <span>Aplicada em {formatarDataHora(String(t['aplicadaEm']))}</span> : null}
          </Stack>
        }
        action={
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {pode(t, 'editarLinhas') && (
              <Button startIcon={<GroupAddIcon />} variant="outlined" onClick={() => setMovendo(true)}>
                Movimentação coletiva
              </Button>
            )}
            <Button startIcon={<BarChartIcon />} variant="outlined" component={Link} to={`/${NOME}/${t.id}/total-folha`}>
              Custo da folha
            </Button>
            {pode(t, 'aplicar') && (
              <Button startIcon={<PlayArrowIcon />} variant="contained" onClick={() => setConfirmar('aplicar')}>
                Aplicar reajuste
              </Button>
            )}
            {pode(t, 'cancelar') && (
              <Button startIcon={<UndoIcon />} color="warning" variant="contained" onClick={() => setConfirmar('cancelar')}>
                Cancelar reajuste
              </Button>
            )}
          </Stack>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {situacao === 'A' && <Alert severity="info" sx={{ mb: 1 }}>A tabela aplicada não muda: para corrigi-la, cancele o reajuste (os históricos que ela gravou são removidos) e aplique de novo.</Alert>}
        {/* Amounts never break across lines; a wide table scrolls sideways inside the card. */}
        <Box sx={{ overflowX: 'auto', '& td': { whiteSpace: 'nowrap' } }}>
        <ReferenceManyField reference={def.linhas.name} target="tabelaReajusteColaboradorId" record={{ id: t.id }} source="id" perPage={25} pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}>
          <DataTable bulkActionButtons={false} rowClick={false} empty={<Vazio />}>
            {def.colunas.map((k) => (
              <DataTable.Col key={k} source={k} label={lidos.get(k)?.label ?? k} disableSort>
                <Coluna recurso={def.linhas} k={k} />
              </DataTable.Col>
            ))}
          </DataTable>
        </ReferenceManyField>
        </Box>
      </CardContent>
      {movendo && <Movimentacao tabela={t} onFechar={() => setMovendo(false)} />}
      <Confirmacao
        aberto={!!confirmar}
        titulo={confirmar === 'aplicar' ? 'Aplicar reajuste' : 'Cancelar reajuste'}
        mensagem={
          confirmar === 'aplicar'
            ? `Aplicar a tabela "${String(t['nome'])}"? Cada linha vira um histórico na data da tabela, numa só operação.`
            : `Cancelar o reajuste da tabela "${String(t['nome'])}"? Os históricos que ela gravou serão removidos e os salários voltam ao que eram.`
        }
        rotuloConfirmar={confirmar === 'aplicar' ? 'Aplicar' : 'Cancelar reajuste'}
        rotuloCancelar="Voltar"
        ocupado={ocupado}
        aoConfirmar={() => void agir()}
        aoCancelar={() => setConfirmar(null)}
      />
    </Card>
  )
}

const Criar = () => (
  <Create title="Nova Tabela de Reajuste" redirect="edit">
    <FormularioRecurso recurso={tabelasReajustesColaboradores} modo="create" />
  </Create>
)

/** The table (title, date, type, dissídio) and its lines. */
const Editar = () => (
  <Edit title="Tabela de Reajuste" redirect={false} mutationMode="pessimistic" actions={false}>
    <Box>
      <FormularioRecurso recurso={tabelasReajustesColaboradores} modo="update" />
      <Linhas />
    </Box>
  </Edit>
)

const telas: TelasPersonalizadas = { create: Criar, edit: Editar, rotas: [{ caminho: ':id/total-folha', tela: TotalFolha }] }
export default telas
