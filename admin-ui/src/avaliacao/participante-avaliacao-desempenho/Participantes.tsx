import { useEffect, useMemo, useState } from 'react'
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material'
import { AutocompleteArrayInput, Form, ReferenceArrayInput, useGetList, useNotify, type RaRecord } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { PAPEIS_AVALIADOR, PAPEL_AUTOAVALIACAO, PAPEL_GESTOR, PAPEL_LIDERADO, PAPEL_PAR, type PapelAvaliador } from '../../../../core/avaliacao/papeis.ts'
import { SITUACOES_PARTICIPANTE } from '../../../../core/avaliacao/participante-avaliacao-desempenho.ts'
import { ACOES_EM_LOTE } from '../../../../core/avaliacao/participantes.ts'
import { formatarData } from '../../../../core/shared/formatos.ts'
import { chamarAcao } from '../../api/acoes.ts'

const RECURSO = 'avaliacao/participante-avaliacao-desempenho'
const nomeDe = (opcoes: ReadonlyArray<{ readonly id: string; readonly name: string }>, id: unknown) => opcoes.find((o) => o.id === id)?.name ?? String(id ?? '')

type Proposto = { readonly avaliadoId: number; readonly nomeAvaliado: string; readonly avaliadorId: number; readonly nomeAvaliador: string; readonly papel: string }
type Opcao = { readonly id: number; readonly nome: string }

/** A multiple choice of options (areas, cargos, establishments) as checkboxes. */
const Escolha = ({ titulo, opcoes, valor, onChange }: { readonly titulo: string; readonly opcoes: ReadonlyArray<Opcao>; readonly valor: ReadonlyArray<number>; readonly onChange: (v: ReadonlyArray<number>) => void }) => (
  <Box sx={{ mb: 1 }}>
    <Typography variant="subtitle2">{titulo}</Typography>
    <FormGroup row>
      {opcoes.map((o) => (
        <FormControlLabel
          key={o.id}
          label={o.nome}
          control={<Checkbox size="small" checked={valor.includes(o.id)} onChange={(e) => onChange(e.target.checked ? [...valor, o.id] : valor.filter((x) => x !== o.id))} />}
        />
      ))}
    </FormGroup>
  </Box>
)

/** Reports the chosen talents of the proposal's form (react-admin's autocomplete lives in a form). */
const ObservarTalentos = ({ onChange }: { readonly onChange: (ids: ReadonlyArray<number>) => void }) => {
  const ids = useWatch({ name: 'avaliadosIds' }) as ReadonlyArray<number> | undefined
  useEffect(() => onChange(ids ?? []), [ids, onChange])
  return null
}

/**
 * 'Propor participantes': choose the evaluated (talents by name, areas, cargos, establishments; nothing = every active employee) and
 * the roles; the server proposes the pairs by area and hierarchy; HR unticks what it does not want and saves the list.
 */
const DialogoProposta = ({ avaliacaoId, onFechar }: { readonly avaliacaoId: number; readonly onFechar: (salvou: boolean) => void }) => {
  const notify = useNotify()
  const [papeis, setPapeis] = useState<ReadonlyArray<PapelAvaliador>>([PAPEL_GESTOR])
  const [areas, setAreas] = useState<ReadonlyArray<number>>([])
  const [cargos, setCargos] = useState<ReadonlyArray<number>>([])
  const [estabelecimentos, setEstabelecimentos] = useState<ReadonlyArray<number>>([])
  const [avaliados, setAvaliados] = useState<ReadonlyArray<number>>([])
  const [opcoes, setOpcoes] = useState<{ areas: ReadonlyArray<Opcao>; cargos: ReadonlyArray<Opcao>; estabelecimentos: ReadonlyArray<Opcao> } | undefined>()
  const [propostos, setPropostos] = useState<ReadonlyArray<Proposto> | undefined>()
  const [marcados, setMarcados] = useState<ReadonlySet<number>>(new Set())
  useEffect(() => {
    Promise.all([
      chamarAcao('avaliacao/avaliacoes-desempenho', 'participantes-areas'),
      chamarAcao('avaliacao/avaliacoes-desempenho', 'participantes-cargos'),
      chamarAcao('avaliacao/avaliacoes-desempenho', 'participantes-estabelecimentos'),
    ])
      .then(([a, c, e]) => setOpcoes({ areas: a, cargos: c, estabelecimentos: e }))
      .catch((e: Error) => notify(e.message, { type: 'error' }))
  }, [notify])
  const falhou = (e: Error & { body?: { errors?: ReadonlyArray<{ message: string }> } }) => notify(e.body?.errors?.[0]?.message ?? e.message, { type: 'error' })
  const propor = () =>
    chamarAcao(RECURSO, 'propor', { corpo: { avaliacaoDesempenhoId: avaliacaoId, papeis: [...papeis], avaliadosIds: [...avaliados], areasOrganizacionaisIds: [...areas], cargosIds: [...cargos], estabelecimentosIds: [...estabelecimentos] } })
      .then((r) => {
        setPropostos(r)
        setMarcados(new Set(r.map((_, i) => i)))
      })
      .catch(falhou)
  const salvar = () =>
    chamarAcao(RECURSO, 'pares', {
      corpo: {
        avaliacaoDesempenhoId: avaliacaoId,
        pares: (propostos ?? []).filter((_, i) => marcados.has(i)).map((p) => ({ avaliadoId: p.avaliadoId, avaliadorId: p.avaliadorId, papel: p.papel as PapelAvaliador })),
      },
    })
      .then((r) => {
        notify(r.message, { type: 'success' })
        onFechar(true)
      })
      .catch(falhou)
  const proponiveis = PAPEIS_AVALIADOR.filter((p) => [PAPEL_AUTOAVALIACAO, PAPEL_GESTOR, PAPEL_LIDERADO, PAPEL_PAR].includes(p.id as never))
  return (
    <Dialog open onClose={() => onFechar(false)} maxWidth="md" fullWidth>
      <DialogTitle>Propor participantes</DialogTitle>
      <DialogContent>
        {!propostos ? (
          <>
            <Typography variant="subtitle2">Papéis</Typography>
            <FormGroup row sx={{ mb: 1 }}>
              {proponiveis.map((p) => (
                <FormControlLabel
                  key={p.id}
                  label={p.name}
                  control={<Checkbox checked={papeis.includes(p.id)} onChange={(e) => setPapeis(e.target.checked ? [...papeis, p.id] : papeis.filter((x) => x !== p.id))} />}
                />
              ))}
            </FormGroup>
            <Typography variant="body2" sx={{ mb: 1 }}>
              Avaliados: os talentos escolhidos e os talentos ativos das áreas, cargos e estabelecimentos escolhidos (nada escolhido: todos os talentos ativos).
            </Typography>
            <Form>
              <ObservarTalentos onChange={setAvaliados} />
              <ReferenceArrayInput source="avaliadosIds" reference="cargo-salario/colaboradores">
                <AutocompleteArrayInput label="Talentos" fullWidth helperText={false} />
              </ReferenceArrayInput>
            </Form>
            <Escolha titulo="Áreas Organizacionais" opcoes={opcoes?.areas ?? []} valor={areas} onChange={setAreas} />
            <Escolha titulo="Cargos" opcoes={opcoes?.cargos ?? []} valor={cargos} onChange={setCargos} />
            <Escolha titulo="Estabelecimentos" opcoes={opcoes?.estabelecimentos ?? []} valor={estabelecimentos} onChange={setEstabelecimentos} />
          </>
        ) : propostos.length === 0 ? (
          <Typography>Nenhum par novo a propor para a escolha feita.</Typography>
        ) : (
          <Table size="small" data-testid="pares-propostos">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  {/* All or none: proposing for one person of an area starts from none. */}
                  <Checkbox
                    inputProps={{ 'aria-label': 'Selecionar todos' }}
                    checked={marcados.size === propostos.length}
                    indeterminate={marcados.size > 0 && marcados.size < propostos.length}
                    onChange={(e) => setMarcados(new Set(e.target.checked ? propostos.map((_, i) => i) : []))}
                  />
                </TableCell>
                <TableCell>Avaliado</TableCell>
                <TableCell>Avaliador</TableCell>
                <TableCell>Papel</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {propostos.map((p, i) => (
                <TableRow key={`${p.avaliadoId}:${p.avaliadorId}`}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={marcados.has(i)}
                      onChange={(e) => {
                        const m = new Set(marcados)
                        if (e.target.checked) m.add(i)
                        else m.delete(i)
                        setMarcados(m)
                      }}
                    />
                  </TableCell>
                  <TableCell>{p.nomeAvaliado}</TableCell>
                  <TableCell>{p.nomeAvaliador}</TableCell>
                  <TableCell>{nomeDe(PAPEIS_AVALIADOR, p.papel)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onFechar(false)}>Cancelar</Button>
        {!propostos ? (
          <Button variant="contained" onClick={propor} disabled={!papeis.length}>
            Propor
          </Button>
        ) : (
          <Button variant="contained" onClick={salvar} disabled={!marcados.size}>
            Adicionar selecionados
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}

/**
 * The evaluation's participants: one row per pair with the role and the status (never the answers), filters by role,
 * status and name, the bulk actions on the selected rows (their messages as notifications) and the proposal dialog.
 */
export const Participantes = ({ avaliacao }: { readonly avaliacao: RaRecord }) => {
  const avaliacaoId = Number(avaliacao.id)
  const notify = useNotify()
  const { data = [], refetch, isPending } = useGetList(RECURSO, { filter: { avaliacaoDesempenhoId: avaliacaoId }, pagination: { page: 1, perPage: 10_000 }, sort: { field: 'id', order: 'ASC' } })
  const [papel, setPapel] = useState('')
  const [situacao, setSituacao] = useState('')
  const [nome, setNome] = useState('')
  const [selecionados, setSelecionados] = useState<ReadonlySet<number>>(new Set())
  const [acao, setAcao] = useState<string>(ACOES_EM_LOTE[0].id)
  const [propondo, setPropondo] = useState(false)
  const visiveis = useMemo(() => {
    const termo = nome.trim().toLocaleLowerCase('pt-BR')
    return data.filter(
      (r) =>
        (!papel || r['papel'] === papel) &&
        (!situacao || r['situacao'] === situacao) &&
        (!termo || `${String(r['nomeAvaliado'] ?? '')} ${String(r['nomeAvaliador'] ?? '')}`.toLocaleLowerCase('pt-BR').includes(termo)),
    )
  }, [data, papel, situacao, nome])
  const todos = visiveis.length > 0 && visiveis.every((r) => selecionados.has(Number(r.id)))
  const executar = () =>
    chamarAcao(RECURSO, 'lote', { corpo: { avaliacaoDesempenhoId: avaliacaoId, acao, ids: [...selecionados] } })
      .then((r) => {
        notify(r.message, { type: 'success' })
        setSelecionados(new Set())
        void refetch()
      })
      .catch((e: Error) => notify(e.message, { type: 'error' }))
  return (
    <Box sx={{ p: 2 }} data-testid="participantes">
      <Stack direction="row" gap={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Button variant="contained" onClick={() => setPropondo(true)}>
          Propor participantes
        </Button>
        <TextField select size="small" label="Papel" value={papel} onChange={(e) => setPapel(e.target.value)} sx={{ minWidth: 160 }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
          <MenuItem value="">Todos</MenuItem>
          {PAPEIS_AVALIADOR.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Situação" value={situacao} onChange={(e) => setSituacao(e.target.value)} sx={{ minWidth: 200 }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
          <MenuItem value="">Todas</MenuItem>
          {SITUACOES_PARTICIPANTE.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label="Nome" value={nome} onChange={(e) => setNome(e.target.value)} />
      </Stack>
      {selecionados.size > 0 && (
        <Stack direction="row" gap={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="body2">{selecionados.size} selecionado(s)</Typography>
          <TextField select size="small" label="Ação" value={acao} onChange={(e) => setAcao(e.target.value)} sx={{ minWidth: 280 }}>
            {ACOES_EM_LOTE.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.name}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" onClick={executar}>
            Executar
          </Button>
        </Stack>
      )}
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={todos}
                onChange={(e) => setSelecionados(e.target.checked ? new Set(visiveis.map((r) => Number(r.id))) : new Set())}
                inputProps={{ 'aria-label': 'Selecionar todos' }}
              />
            </TableCell>
            <TableCell>Avaliado</TableCell>
            <TableCell>Avaliador</TableCell>
            <TableCell>Papel</TableCell>
            <TableCell>Situação</TableCell>
            <TableCell>Data da Resposta</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visiveis.map((r) => (
            <TableRow key={r.id}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selecionados.has(Number(r.id))}
                  onChange={(e) => {
                    const s = new Set(selecionados)
                    if (e.target.checked) s.add(Number(r.id))
                    else s.delete(Number(r.id))
                    setSelecionados(s)
                  }}
                />
              </TableCell>
              <TableCell>{String(r['nomeAvaliado'] ?? '')}</TableCell>
              <TableCell>{String(r['nomeAvaliador'] ?? '')}</TableCell>
              <TableCell>{nomeDe(PAPEIS_AVALIADOR, r['papel'])}</TableCell>
              <TableCell>{nomeDe(SITUACOES_PARTICIPANTE, r['situacao'])}</TableCell>
              <TableCell>{typeof r['dataResposta'] === 'string' ? formatarData(r['dataResposta']) : ''}</TableCell>
            </TableRow>
          ))}
          {!isPending && !visiveis.length && (
            <TableRow>
              <TableCell colSpan={6}>Nenhum participante.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {propondo && (
        <DialogoProposta
          avaliacaoId={avaliacaoId}
          onFechar={(salvou) => {
            setPropondo(false)
            if (salvou) void refetch()
          }}
        />
      )}
    </Box>
  )
}
