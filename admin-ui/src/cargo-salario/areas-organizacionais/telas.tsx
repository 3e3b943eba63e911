import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Box, Button, FormControlLabel, MenuItem, Paper, Switch, TextField, Tooltip, Typography } from '@mui/material'
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined'
import { AutocompleteInput, BooleanInput, TextInput, Title, useGetOne, useNotify, useRecordContext } from 'react-admin'
import {
  TEXTO_FILHAS_ATIVAS,
  TEXTO_INTEGRADA,
  TEXTO_MAE_INATIVA_ATIVAR,
  TEXTO_MAE_INATIVA_DESATIVAR,
  TEXTO_NAO_EDITAVEL,
} from '../../../../core/cargo-salario/areasRegras.ts'
import type { NoOrganograma } from '../../../../core/cargo-salario/organograma.ts'
import { chamarAcao, urlAcao, type ResultadoAcao } from '../../api/acoes.ts'
import { baixarArquivo, erroDe } from '../../captacao/solicitacoes-pessoal/api.ts'
import { ChipsTextoInput } from '../../generico/entradas/ChipsTextoInput.tsx'
import type { EntradaPersonalizadaProps } from '../../generico/entradas/tipos.ts'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'

/** The declaration's name, as the typed action client knows it. */
const NOME = 'cargo-salario/areas-organizacionais'
type AreaMae = ResultadoAcao<typeof NOME, 'areas-maes'>[number]

/** An input greyed out with the reason the server would refuse the change (spec 001: tooltips on areas). */
const ComDica = ({ dica, children }: { readonly dica: string | undefined; readonly children: React.ReactNode }) =>
  dica ? (
    <Tooltip title={dica} placement="top-start">
      <Box sx={{ display: 'inline-block' }}>{children}</Box>
    </Tooltip>
  ) : (
    <>{children}</>
  )

/** The area's company is integrated with the payroll system (which keeps the names, parents and codes of its areas). */
const useIntegrada = () => {
  const r = useRecordContext()
  const empresaId = r?.['empresaId'] ? Number(r['empresaId']) : undefined
  const { data } = useGetOne('utilitario/empresas', { id: empresaId ?? 0 }, { enabled: empresaId !== undefined })
  return data?.['acIntegra'] === true
}

/** Nome and Código no sistema de folha: the payroll's in an integrated company, greyed with the reason. */
const CampoDaFolhaInput = ({ fonte, campo, modo }: EntradaPersonalizadaProps) => {
  const bloqueado = useIntegrada() && modo === 'update'
  return (
    <ComDica dica={bloqueado ? TEXTO_INTEGRADA : undefined}>
      <TextInput source={fonte} label={campo.label} disabled={bloqueado} isRequired={campo.required} fullWidth sx={{ maxWidth: 640, minWidth: 320 }} />
    </ComDica>
  )
}

/**
 * Área Mãe: the areas that may be the parent (never the area itself nor one below it: `areas-maes`), by their
 * hierarchy; fixed when the area is in employees' histories or the company is integrated with the payroll.
 */
const AreaMaeInput = ({ fonte, campo, modo }: EntradaPersonalizadaProps) => {
  const r = useRecordContext()
  const [opcoes, setOpcoes] = useState<ReadonlyArray<AreaMae>>([])
  const id = modo === 'update' && r ? Number(r.id) : undefined
  const mae = r?.['areaMaeId'] ? Number(r['areaMaeId']) : undefined
  useEffect(() => {
    chamarAcao(NOME, 'areas-maes', { query: { areaId: id, areaMaeId: mae } })
      .then((l) => setOpcoes(l))
      .catch(() => setOpcoes([]))
  }, [id, mae])
  const integrada = useIntegrada()
  const bloqueada = modo === 'update' && r?.['podeEditar'] === false
  return (
    <ComDica dica={bloqueada ? (integrada ? TEXTO_INTEGRADA : TEXTO_NAO_EDITAVEL) : undefined}>
      <AutocompleteInput
        source={fonte}
        label={campo.label}
        choices={opcoes.map((o) => ({ id: o.id, name: o.descricaoHierarquia }))}
        disabled={bloqueada}
        fullWidth
        sx={{ maxWidth: 640, minWidth: 320 }}
      />
    </ComDica>
  )
}

/** Ativo: greyed out when §4 forbids switching it now, with the reason. */
const AtivoInput = ({ fonte, campo, modo }: EntradaPersonalizadaProps) => {
  const r = useRecordContext()
  const maeId = r?.['areaMaeId'] ? Number(r['areaMaeId']) : undefined
  const { data: mae } = useGetOne(NOME, { id: maeId ?? 0 }, { enabled: maeId !== undefined })
  const bloqueado = modo === 'update' && r?.['podeEditarStatusAtivo'] === false
  const dica = !bloqueado ? undefined : mae && mae['ativo'] === false ? (r?.['ativo'] ? TEXTO_MAE_INATIVA_DESATIVAR : TEXTO_MAE_INATIVA_ATIVAR) : TEXTO_FILHAS_ATIVAS
  return (
    <ComDica dica={dica}>
      <BooleanInput source={fonte} label={campo.label} disabled={bloqueado} />
    </ComDica>
  )
}

const EmailsInput = ({ fonte, campo }: EntradaPersonalizadaProps) => (
  <ChipsTextoInput source={fonte} label={campo.label} ajuda="Digite o e-mail e tecle Enter" sx={{ maxWidth: 640, mb: 2 }} />
)

/** The connectors of a box to its siblings and up to the parent; roots are separate trees (none). */
const LIGACOES = {
  '&::before, &::after': { content: '""', position: 'absolute', top: 0, borderTop: 1, borderColor: 'divider', width: '50%', height: 16 },
  '&::before': { right: '50%' },
  '&::after': { left: '50%', borderLeft: 1, borderLeftColor: 'divider' },
  '&:only-child::before, &:only-child::after': { display: 'none' },
  '&:only-child': { pt: 0 },
  '&:first-of-type::before, &:last-of-type::after': { border: 0 },
  '&:last-of-type::before': { borderRight: 1, borderColor: 'divider' },
} as const

/** One box of the chart: name, responsible people and headcount, its children drawn below with connectors. */
const Caixa = ({ no, raiz = false }: { readonly no: NoOrganograma; readonly raiz?: boolean }) => (
  <Box component="li" sx={{ listStyle: 'none', position: 'relative', px: raiz ? 2 : 1, pt: raiz ? 0 : 2, textAlign: 'center', ...(raiz ? {} : LIGACOES) }}>
    <Paper variant="outlined" sx={{ display: 'inline-block', p: 1.25, minWidth: 170, maxWidth: 240, borderTop: 4, borderTopColor: no.ativo ? 'primary.main' : 'grey.400', opacity: no.ativo ? 1 : 0.7 }} data-area={no.id}>
      <Typography variant="subtitle2">{no.nome}</Typography>
      {!no.ativo && <Typography variant="caption" color="text.secondary">Inativa</Typography>}
      <Typography variant="body2" color="text.secondary">
        {no.responsaveis.length ? no.responsaveis.map((p) => p.nome).join(', ') : 'Sem responsável'}
      </Typography>
      {no.coresponsaveis.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="div">
          Co-responsáveis: {no.coresponsaveis.map((p) => p.nome).join(', ')}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 0.5 }} title="Talentos ativos hoje: na área / com as áreas filhas">
        <strong>{no.talentos}</strong> {no.talentos === 1 ? 'talento' : 'talentos'} · {no.talentosComFilhas} com as filhas
      </Typography>
    </Paper>
    {no.filhas.length > 0 && <Ramos nos={no.filhas} />}
  </Box>
)

/** The children of a box (or the roots, without the line up to a parent). */
const Ramos = ({ nos, raiz = false }: { readonly nos: ReadonlyArray<NoOrganograma>; readonly raiz?: boolean }) => (
  <Box component="ul" sx={{ display: 'flex', justifyContent: 'center', p: 0, pt: raiz ? 0 : 2, m: 0, position: 'relative', '&::before': raiz ? { display: 'none' } : { content: '""', position: 'absolute', top: 0, left: '50%', borderLeft: 1, borderColor: 'divider', height: 16 } }}>
    {nos.map((n) => (
      <Caixa key={n.id} no={n} raiz={raiz} />
    ))}
  </Box>
)

/** The organisation chart (spec 001 §2) with its filters and the Print button (the same chart as a PDF). */
const Organograma = () => {
  const notify = useNotify()
  const [ativa, setAtiva] = useState<'' | 'true' | 'false'>('true')
  const [raiz, setRaiz] = useState<number | ''>('')
  const [areas, setAreas] = useState<ReadonlyArray<AreaMae>>([])
  const [nos, setNos] = useState<ReadonlyArray<NoOrganograma> | undefined>()
  const query = { ativa: ativa || undefined, areaOrganizacionalId: raiz || undefined }
  useEffect(() => {
    chamarAcao(NOME, 'areas-maes', { query: { resumido: 'true' } })
      .then((l) => setAreas(l))
      .catch(() => setAreas([]))
  }, [])
  useEffect(() => {
    setNos(undefined)
    chamarAcao(NOME, 'organogramas', { query })
      .then((n) => setNos(n))
      .catch((e) => (setNos([]), notify(erroDe(e).mensagem, { type: 'warning' })))
  }, [ativa, raiz])
  const imprimir = () => baixarArquivo(urlAcao(NOME, 'relatorio', { query })).catch((e) => notify(erroDe(e).mensagem, { type: 'warning' }))
  // A tree wider than the screen opens centred on its root (scrolls sideways), or shrinks to fit when asked.
  const moldura = useRef<HTMLDivElement>(null)
  const arvore = useRef<HTMLDivElement>(null)
  const [ajustar, setAjustar] = useState(false)
  const [escala, setEscala] = useState(1)
  const [medida, setMedida] = useState(0)
  // Measured at full size (a render at scale 1 first), then scaled, then centred.
  useLayoutEffect(() => {
    setEscala(1)
    setMedida((n) => n + 1)
  }, [nos, ajustar])
  useLayoutEffect(() => {
    const m = moldura.current
    const a = arvore.current
    if (!m || !a || !medida) return
    const disponivel = m.clientWidth - 32
    if (ajustar && a.scrollWidth > disponivel) setEscala(Math.max(0.3, disponivel / a.scrollWidth))
  }, [medida])
  useLayoutEffect(() => {
    const m = moldura.current
    if (m) m.scrollLeft = (m.scrollWidth - m.clientWidth) / 2
  }, [medida, escala])
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Organograma" />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <TextField select size="small" label="Situação" value={ativa} onChange={(e) => setAtiva(e.target.value as typeof ativa)} sx={{ width: 160 }}>
          <MenuItem value="true">Ativas</MenuItem>
          <MenuItem value="false">Inativas</MenuItem>
          <MenuItem value="">Todas</MenuItem>
        </TextField>
        <TextField select size="small" label="Área raiz" value={raiz} SelectProps={{ displayEmpty: true }} InputLabelProps={{ shrink: true }} onChange={(e) => setRaiz(e.target.value === '' ? '' : Number(e.target.value))} sx={{ minWidth: 280 }}>
          <MenuItem value="">Todas</MenuItem>
          {areas.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.descricaoHierarquia}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Switch checked={ajustar} onChange={(e) => setAjustar(e.target.checked)} />} label="Ajustar à tela" />
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" startIcon={<PrintOutlinedIcon />} onClick={imprimir} disabled={!nos?.length}>
          Imprimir
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        Em cada área: responsáveis e talentos ativos hoje na própria área e somados os das áreas filhas.
      </Typography>
      <Paper ref={moldura} variant="outlined" sx={{ p: 2, overflowX: 'auto' }} data-testid="organograma">
        {nos === undefined ? (
          <Typography color="text.secondary">Carregando…</Typography>
        ) : nos.length ? (
          <Box ref={arvore} sx={{ minWidth: 'max-content', zoom: escala }}>
            <Ramos nos={nos} raiz />
          </Box>
        ) : (
          <Typography color="text.secondary">Não existem dados para o filtro informado.</Typography>
        )}
      </Paper>
    </Box>
  )
}

const telas: TelasPersonalizadas = {
  rotas: [{ caminho: 'organograma', tela: Organograma }],
  entradas: { nome: CampoDaFolhaInput, codigoAC: CampoDaFolhaInput, areaMaeId: AreaMaeInput, ativo: AtivoInput, emailsNotificacoes: EmailsInput },
}
export default telas
