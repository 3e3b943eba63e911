import { useCallback, useEffect, useState } from 'react'
import { Alert, Box, Button, Checkbox, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, TextField, Typography } from '@mui/material'
import { Edit, Form, useNotify, useRecordContext, useRefresh } from 'react-admin'
import { SITUACOES_LNT, SITUACOES_PROPOSTA, PRIORIDADES, lnt, lntCursos, type SituacaoLnt } from '../../../../core/desenvolvimento/lnt.ts'
import { turmas } from '../../../../core/desenvolvimento/turmas.ts'
import type { Registro } from '../../../../core/shared/resource.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { MODO_SUBMIT } from '../../comum/formulario.tsx'
import { Entrada } from '../../generico/Entrada.tsx'
import { ExigirAcesso } from '../../generico/ExigirAcesso.tsx'
import { FormularioRecurso } from '../../generico/FormularioRecurso.tsx'
import { RegistrosRelacionados } from '../../generico/RegistrosRelacionados.tsx'
import { useAcesso } from '../../generico/recurso.ts'

type Consolidacao = Awaited<ReturnType<typeof chamarAcao<'desenvolvimento/lnt', 'consolidacao'>>>
type Proposta = Consolidacao['propostas'][number]

const nome = <T extends { readonly id: string; readonly name: string }>(lista: ReadonlyArray<T>, id: string) => lista.find((x) => x.id === id)?.name ?? id
const mensagem = (e: unknown) => {
  const corpo = (e as { body?: { errors?: ReadonlyArray<{ message: string }>; message?: string } }).body
  return corpo?.errors?.map((x) => x.message).join(' ') || corpo?.message || (e instanceof Error ? e.message : 'Erro')
}

/** The state buttons of the round (rules and messages from the server: core/desenvolvimento/lnt.ts). */
const Situacao = ({ r, aoMudar }: { readonly r: Registro; readonly aoMudar: () => void }) => {
  const notify = useNotify()
  const { alterar } = useAcesso(lnt)
  const atual = String(r['situacao']) as SituacaoLnt
  const mudar = (situacao: SituacaoLnt) =>
    chamarAcao('desenvolvimento/lnt', 'situacao', { id: r.id, corpo: { situacao } })
      .then(() => {
        notify(`LNT ${nome(SITUACOES_LNT, situacao).toLocaleLowerCase('pt-BR')}.`, { type: 'success' })
        aoMudar()
      })
      .catch((e: unknown) => notify(mensagem(e), { type: 'error' }))
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
      <Typography>Situação:</Typography>
      <Chip label={nome(SITUACOES_LNT, atual)} color={atual === 'FINALIZADA' ? 'default' : 'primary'} data-testid="situacao-lnt" />
      {alterar && atual === 'ABERTA' && <Button onClick={() => mudar('EM_CONSOLIDACAO')}>Encerrar propostas e consolidar</Button>}
      {alterar && atual === 'EM_CONSOLIDACAO' && <Button onClick={() => mudar('ABERTA')}>Reabrir para propostas</Button>}
      {alterar && atual === 'EM_CONSOLIDACAO' && <Button onClick={() => mudar('FINALIZADA')}>Finalizar LNT</Button>}
    </Stack>
  )
}

/** Turns the selected approved lines (one course) into a class: its description, instructor, cost and dates. */
const GerarTurma = ({ lntId, propostas, aoGerar, aoFechar }: { readonly lntId: number; readonly propostas: ReadonlyArray<number>; readonly aoGerar: (turmaId: number) => void; readonly aoFechar: () => void }) => {
  const notify = useNotify()
  const campos = ['descricao', 'instrutor', 'custo', 'dataPrevIni', 'dataPrevFim'] as const
  const enviar = async (v: Record<string, unknown>) => {
    try {
      const r = await chamarAcao('desenvolvimento/lnt', 'gerar-turma', {
        id: lntId,
        corpo: {
          cursosLntIds: [...propostas],
          descricao: String(v['descricao'] ?? ''),
          instrutor: String(v['instrutor'] ?? ''),
          custo: Number(v['custo'] ?? 0),
          dataPrevIni: String(v['dataPrevIni'] ?? ''),
          ...(v['dataPrevFim'] ? { dataPrevFim: String(v['dataPrevFim']) } : {}),
        },
      })
      notify(`Turma criada com ${r.participantes} ${r.participantes === 1 ? 'participante' : 'participantes'}.`, { type: 'success' })
      aoGerar(r.turmaId)
      return undefined
    } catch (e) {
      const erros = (e as { body?: { errors?: ReadonlyArray<{ field: string; message: string }> } }).body?.errors ?? []
      const doForm = Object.fromEntries(erros.filter((x) => (campos as ReadonlyArray<string>).includes(x.field)).map((x) => [x.field, x.message]))
      if (Object.keys(doForm).length < erros.length || !erros.length) notify(mensagem(e), { type: 'error' })
      return doForm
    }
  }
  return (
    <Dialog open onClose={aoFechar} maxWidth="sm" fullWidth aria-labelledby="titulo-gerar-turma">
      <DialogTitle id="titulo-gerar-turma">Gerar turma</DialogTitle>
      <Form {...MODO_SUBMIT} onSubmit={enviar} defaultValues={{ custo: 0 }}>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Os talentos das {propostas.length} {propostas.length === 1 ? 'proposta selecionada' : 'propostas selecionadas'} serão os participantes.
          </Typography>
          {campos.map((k) => (
            <Entrada key={k} recurso={turmas.name} fonte={k} campo={turmas.fields[k]} modo="create" />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={aoFechar}>Cancelar</Button>
          <Button type="submit" variant="contained">
            Gerar turma
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  )
}

/**
 * HR's consolidation: per course, the proposals and distinct employees; each line approved or rejected (a suggested
 * course asks for its workload and is created on approval); approved lines of one course selected become a class.
 */
const Consolidar = ({ r }: { readonly r: Registro }) => {
  const notify = useNotify()
  const refresh = useRefresh()
  const { alterar } = useAcesso(lnt)
  const [dados, setDados] = useState<Consolidacao | undefined>()
  const [cargas, setCargas] = useState<Record<number, string>>({})
  const [marcadas, setMarcadas] = useState<ReadonlyArray<number>>([])
  const [dialogo, setDialogo] = useState(false)
  const carregar = useCallback(() => {
    chamarAcao('desenvolvimento/lnt', 'consolidacao', { id: r.id }).then(setDados, () => setDados(undefined))
  }, [r.id])
  useEffect(carregar, [carregar])
  if (!dados) return null
  if (!dados.propostas.length) return <Typography color="text.secondary">Nenhuma proposta nesta LNT.</Typography>
  const emConsolidacao = alterar && r['situacao'] === 'EM_CONSOLIDACAO'
  const avaliar = (p: Proposta, aprovada: boolean) =>
    chamarAcao('desenvolvimento/lnt', 'avaliar', { id: r.id, corpo: { cursoLntId: p.id, aprovada, ...(cargas[p.id] ? { cargaHoraria: cargas[p.id] } : {}) } })
      .then(() => {
        notify(aprovada ? 'Proposta aprovada.' : 'Proposta reprovada.', { type: 'success' })
        carregar()
      })
      .catch((e: unknown) => notify(mensagem(e), { type: 'error' }))
  const porId = new Map(dados.propostas.map((p) => [p.id, p]))
  const podeMarcar = (p: Proposta) => emConsolidacao && p.situacao === 'APROVADA' && !p.turmaId
  const alternar = (id: number) => setMarcadas((m) => (m.includes(id) ? m.filter((x) => x !== id) : [...m, id]))
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        Por curso
      </Typography>
      <Table size="small" aria-label="Consolidação por curso" sx={{ mb: 3 }}>
        <TableHead>
          <TableRow>
            <TableCell>Curso</TableCell>
            <TableCell align="right">Propostas</TableCell>
            <TableCell align="right">Talentos</TableCell>
            <TableCell align="right">Pendentes</TableCell>
            <TableCell align="right">Aprovadas</TableCell>
            <TableCell align="right">Reprovadas</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {dados.cursos.map((g) => (
            <TableRow key={g.chave}>
              <TableCell>{g.nomeCurso}</TableCell>
              <TableCell align="right">{g.propostas}</TableCell>
              <TableCell align="right">{g.colaboradores}</TableCell>
              <TableCell align="right">{g.pendentes}</TableCell>
              <TableCell align="right">{g.aprovadas}</TableCell>
              <TableCell align="right">{g.reprovadas}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        Propostas
      </Typography>
      <Table size="small" aria-label="Propostas da LNT">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>Curso</TableCell>
            <TableCell align="right">Talentos</TableCell>
            <TableCell>Prioridade</TableCell>
            <TableCell>Justificativa</TableCell>
            <TableCell>Situação</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {dados.propostas.map((p) => {
            const curso = p.nomeCurso ?? p.cursoSugerido ?? ''
            return (
              <TableRow key={p.id} data-testid={`proposta-${curso}`}>
                <TableCell padding="checkbox">
                  {podeMarcar(p) && <Checkbox checked={marcadas.includes(p.id)} onChange={() => alternar(p.id)} slotProps={{ input: { 'aria-label': `Selecionar ${curso}` } }} />}
                </TableCell>
                <TableCell>
                  {curso}
                  {!p.cursoId && <Chip size="small" label="sugerido" sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell align="right">{p.colaboradoresIds.length}</TableCell>
                <TableCell>{nome(PRIORIDADES, p.prioridade)}</TableCell>
                <TableCell sx={{ maxWidth: 320 }}>{p.justificativa}</TableCell>
                <TableCell>{p.turmaId ? 'Virou turma' : nome(SITUACOES_PROPOSTA, p.situacao)}</TableCell>
                <TableCell>
                  {emConsolidacao && !p.turmaId && (
                    <Stack direction="row" spacing={1} alignItems="center">
                      {!p.cursoId && p.situacao !== 'APROVADA' && (
                        <TextField size="small" label="Carga horária" placeholder="8:00" value={cargas[p.id] ?? ''} onChange={(e) => setCargas((c) => ({ ...c, [p.id]: e.target.value }))} sx={{ width: 120 }} />
                      )}
                      {p.situacao !== 'APROVADA' && <Button size="small" onClick={() => avaliar(p, true)}>Aprovar</Button>}
                      {p.situacao !== 'REPROVADA' && <Button size="small" color="warning" onClick={() => avaliar(p, false)}>Reprovar</Button>}
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
      {emConsolidacao && (
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" disabled={!marcadas.length} onClick={() => setDialogo(true)}>
            Gerar turma com as selecionadas
          </Button>
          {marcadas.length > 0 && new Set(marcadas.map((id) => porId.get(id)?.cursoId)).size > 1 && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              As propostas de uma turma devem ser do mesmo curso
            </Alert>
          )}
        </Box>
      )}
      {dialogo && (
        <GerarTurma
          lntId={r.id}
          propostas={marcadas}
          aoFechar={() => setDialogo(false)}
          aoGerar={() => {
            setDialogo(false)
            setMarcadas([])
            carregar()
            refresh()
          }}
        />
      )}
    </Box>
  )
}

/** The round's state, its proposals (managers' lines, as each actor may see them) and HR's consolidation. */
const AbasDaLnt = () => {
  const r = useRecordContext<Registro>()
  const refresh = useRefresh()
  const [aba, setAba] = useState(0)
  if (!r) return null
  return (
    <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
      <Situacao r={r} aoMudar={refresh} />
      <Tabs value={aba} onChange={(_, v: number) => setAba(v)} aria-label="LNT" sx={{ mb: 2 }}>
        <Tab label="Propostas" />
        <Tab label="Consolidação" />
      </Tabs>
      {aba === 0 && <RegistrosRelacionados recurso={lntCursos} alvo="lntId" id={r.id} vazio="Nenhuma proposta." />}
      {aba === 1 && <Consolidar key={String(r['situacao'])} r={r} />}
    </Box>
  )
}

const Edicao = () => (
  <ExigirAcesso modo="abrir">
    <Edit title="Editar LNT" redirect={false} mutationMode="pessimistic">
      <FormularioRecurso recurso={lnt} modo="update" />
      <AbasDaLnt />
    </Edit>
  </ExigirAcesso>
)

const telas = { edit: Edicao }
export default telas
