import { useEffect, useState } from 'react'
import { Alert, Box, Button, Checkbox, Chip, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, TextField, Typography } from '@mui/material'
import { Edit, useGetList, useNotify, useRecordContext, useRefresh } from 'react-admin'
import { colaboradorTurma } from '../../../../core/desenvolvimento/colaborador-turma.ts'
import { diasTurmas } from '../../../../core/desenvolvimento/dias-turmas.ts'
import { TURNOS } from '../../../../core/desenvolvimento/frequencia.ts'
import { turmas } from '../../../../core/desenvolvimento/turmas.ts'
import { formatarData, formatarDinheiro } from '../../../../core/shared/formatos.ts'
import type { Registro } from '../../../../core/shared/resource.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { AvaliacoesDaTurma } from '../avaliacao-curso/AvaliacoesDaTurma.tsx'
import { ExigirAcesso } from '../../generico/ExigirAcesso.tsx'
import { FormularioRecurso } from '../../generico/FormularioRecurso.tsx'
import { RegistrosRelacionados } from '../../generico/RegistrosRelacionados.tsx'
import { useAcesso } from '../../generico/recurso.ts'
import { BotoesOperacoesTurma, DocumentosTurma } from './OperacoesTurma.tsx'

type Frequencia = Awaited<ReturnType<typeof chamarAcao<'desenvolvimento/turmas', 'frequencia'>>>

const nomeDoDia = (d: Registro) => `${formatarData(String(d['dia']))}${d['turno'] ? ` (${TURNOS.find((t) => t.id === d['turno'])?.name ?? ''})` : ''}`

/**
 * HR ticks who was present on each class day and saves the grid (one transaction); each participant's attendance %
 * and approval against the course's minimum come from the server (core/desenvolvimento/frequencia.ts).
 */
const Presencas = ({ turmaId }: { readonly turmaId: number }) => {
  const notify = useNotify()
  const { alterar } = useAcesso(turmas)
  const dias = useGetList<Registro>(diasTurmas.name, { filter: { turmaId }, pagination: { page: 1, perPage: 500 }, sort: { field: 'dia', order: 'ASC' } })
  const parts = useGetList<Registro>(colaboradorTurma.name, { filter: { turmaId }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'nomeColaborador', order: 'ASC' } })
  const [marcas, setMarcas] = useState<Record<number, ReadonlyArray<number>>>({})
  const [freq, setFreq] = useState<Frequencia | undefined>()
  useEffect(() => {
    if (!parts.data || !dias.data) return
    const existentes = new Set(dias.data.map((d) => d.id))
    setMarcas(Object.fromEntries(parts.data.map((p) => [p.id, ((p['diasPresentesIds'] as number[] | null) ?? []).filter((d) => existentes.has(d))])))
  }, [parts.data, dias.data])
  useEffect(() => {
    chamarAcao('desenvolvimento/turmas', 'frequencia', { id: turmaId }).then(setFreq, () => setFreq(undefined))
  }, [turmaId, parts.data])
  if (!dias.data || !parts.data) return null
  if (!dias.data.length || !parts.data.length) return <Typography color="text.secondary">Cadastre os dias e os participantes da turma para marcar as presenças.</Typography>
  const alternar = (p: number, d: number) => setMarcas((m) => ({ ...m, [p]: (m[p] ?? []).includes(d) ? (m[p] ?? []).filter((x) => x !== d) : [...(m[p] ?? []), d] }))
  const salvar = () =>
    chamarAcao('desenvolvimento/turmas', 'presencas', { id: turmaId, corpo: { presencas: parts.data!.map((p) => ({ colaboradorTurmaId: p.id, diasPresentesIds: [...(marcas[p.id] ?? [])] })) } })
      .then((f) => {
        setFreq(f)
        notify('Presenças gravadas.', { type: 'success' })
      })
      .catch((e: Error) => notify(e.message, { type: 'error' }))
  const porParticipante = new Map((freq?.participantes ?? []).map((f) => [f.colaboradorTurmaId, f]))
  return (
    <Box>
      {freq && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          Frequência mínima do curso: {String(freq.percentualMinimo).replace('.', ',')}% de {freq.totalDias} {freq.totalDias === 1 ? 'dia' : 'dias'}.
        </Typography>
      )}
      <Table size="small" aria-label="Presenças">
        <TableHead>
          <TableRow>
            <TableCell>Participante</TableCell>
            {dias.data.map((d) => (
              <TableCell key={d.id} align="center">
                {nomeDoDia(d)}
              </TableCell>
            ))}
            <TableCell align="right">Frequência</TableCell>
            <TableCell>Situação</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {parts.data.map((p) => {
            const f = porParticipante.get(p.id)
            const nome = String(p['nomeColaborador'] ?? '')
            return (
              <TableRow key={p.id} data-testid={`presenca-${nome}`}>
                <TableCell>{nome}</TableCell>
                {dias.data!.map((d) => (
                  <TableCell key={d.id} align="center" padding="checkbox">
                    <Checkbox
                      checked={(marcas[p.id] ?? []).includes(d.id)}
                      onChange={() => alternar(p.id, d.id)}
                      disabled={!alterar}
                      slotProps={{ input: { 'aria-label': `${nome} presente em ${nomeDoDia(d)}` } }}
                    />
                  </TableCell>
                ))}
                <TableCell align="right">{f ? `${String(f.percentual).replace('.', ',')}%` : ''}</TableCell>
                <TableCell>{f && <Chip size="small" color={f.aprovado ? 'success' : 'default'} label={f.aprovado ? 'Aprovado' : 'Reprovado'} />}</TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
      {alterar && (
        <Button variant="contained" sx={{ mt: 2 }} onClick={salvar}>
          Gravar presenças
        </Button>
      )}
    </Box>
  )
}

/** The class's expenses by type (R$): one amount per expense type of the company; empty or zero lines are not kept. */
const Despesas = ({ turmaId }: { readonly turmaId: number }) => {
  const notify = useNotify()
  const r = useRecordContext<Registro>()
  const { alterar } = useAcesso(turmas)
  const tipos = useGetList<Registro>('desenvolvimento/tipo-despesa', { pagination: { page: 1, perPage: 500 }, sort: { field: 'descricao', order: 'ASC' } })
  const [valores, setValores] = useState<Record<number, string>>({})
  useEffect(() => {
    const atuais = (r?.['despesas'] as Array<{ tipoDespesaId: number; valor: number }> | null) ?? []
    setValores(Object.fromEntries(atuais.map((d) => [d.tipoDespesaId, formatarDinheiro(d.valor).replace(/^R\$\s*/, '')])))
  }, [r])
  if (!tipos.data) return null
  if (!tipos.data.length) return <Typography color="text.secondary">Cadastre os tipos de despesa em Desenvolvimento › Cadastros.</Typography>
  const centavos = (t: string) => Math.round(Number(t.replace(/\./g, '').replace(',', '.')) * 100)
  const linhas = tipos.data.map((t) => ({ tipo: t, texto: valores[t.id] ?? '' }))
  const invalido = linhas.some((l) => l.texto.trim() !== '' && !(centavos(l.texto) >= 0))
  const total = linhas.reduce((s, l) => s + (l.texto.trim() && centavos(l.texto) >= 0 ? centavos(l.texto) : 0), 0)
  const salvar = () =>
    chamarAcao('desenvolvimento/turmas', 'despesas', {
      id: turmaId,
      corpo: { despesas: linhas.filter((l) => l.texto.trim() !== '').map((l) => ({ tipoDespesaId: l.tipo.id, valor: centavos(l.texto) })) },
    })
      .then(() => notify('Despesas gravadas.', { type: 'success' }))
      .catch((e: Error) => notify(e.message, { type: 'error' }))
  return (
    <Box sx={{ maxWidth: 520 }} data-testid="despesas-turma">
      {linhas.map((l) => (
        <TextField
          key={l.tipo.id}
          label={String(l.tipo['descricao'])}
          value={l.texto}
          onChange={(e) => setValores((v) => ({ ...v, [l.tipo.id]: e.target.value.replace(/[^\d.,]/g, '') }))}
          slotProps={{ input: { startAdornment: <Typography sx={{ mr: 1 }}>R$</Typography> } }}
          disabled={!alterar}
          fullWidth
          sx={{ mb: 1 }}
        />
      ))}
      {invalido && <Alert severity="warning">Valor inválido.</Alert>}
      <Typography sx={{ my: 1 }}>Total das despesas: {formatarDinheiro(total)} (custo da turma: {formatarDinheiro(Number(r?.['custo'] ?? 0))})</Typography>
      {alterar && (
        <Button variant="contained" onClick={salvar} disabled={invalido}>
          Gravar despesas
        </Button>
      )}
    </Box>
  )
}

/** The class's days, and a button that includes every day of its period at once (each shift, for a class by shift). */
const Dias = ({ turmaId }: { readonly turmaId: number }) => {
  const notify = useNotify()
  const refresh = useRefresh()
  const { incluir } = useAcesso(diasTurmas)
  const gerar = () =>
    chamarAcao('desenvolvimento/turmas', 'dias-do-periodo', { id: turmaId })
      .then((r) => {
        notify(r.incluidos ? `${r.incluidos} ${r.incluidos === 1 ? 'dia incluído' : 'dias incluídos'}.` : 'Todos os dias do período já estão cadastrados.', { type: 'success' })
        refresh()
      })
      .catch((e: Error) => notify(e.message, { type: 'error' }))
  return (
    <Box>
      {incluir && (
        <Button variant="outlined" onClick={gerar} sx={{ mb: 1 }}>
          Incluir os dias do período
        </Button>
      )}
      <RegistrosRelacionados recurso={diasTurmas} alvo="turmaId" id={turmaId} vazio="Nenhum dia cadastrado." />
    </Box>
  )
}

/** The participants, and 'Incluir participantes de outra turma' (`clona-colaboradores`: those not yet here, without attendance). */
const Participantes = ({ turmaId }: { readonly turmaId: number }) => {
  const notify = useNotify()
  const refresh = useRefresh()
  const { incluir } = useAcesso(colaboradorTurma)
  const [origem, setOrigem] = useState<number | ''>('')
  const outras = useGetList<Registro>(turmas.name, { pagination: { page: 1, perPage: 200 }, sort: { field: 'dataPrevIni', order: 'DESC' } }, { enabled: incluir })
  const clonar = () =>
    origem !== '' &&
    chamarAcao('desenvolvimento/turmas', 'clona-colaboradores', { id: turmaId, corpo: { turmaOrigemId: origem } })
      .then((r) => {
        notify(r.incluidos ? `${r.incluidos} ${r.incluidos === 1 ? 'participante incluído' : 'participantes incluídos'}.` : 'Todos os participantes dessa turma já estão nesta.', { type: 'success' })
        refresh()
      })
      .catch((e: Error) => notify(e.message, { type: 'error' }))
  const opcoes = (outras.data ?? []).filter((t) => t.id !== turmaId)
  return (
    <Box>
      {incluir && opcoes.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
          <TextField select size="small" label="Participantes de outra turma" value={origem} onChange={(e) => setOrigem(e.target.value === '' ? '' : Number(e.target.value))} sx={{ minWidth: 360 }} slotProps={{ select: { native: true } }}>
            <option value="" />
            {opcoes.map((t) => (
              <option key={t.id} value={t.id}>{`${String(t['descricao'])} — ${formatarData(String(t['dataPrevIni']))}`}</option>
            ))}
          </TextField>
          <Button variant="outlined" onClick={clonar} disabled={origem === ''}>
            Incluir
          </Button>
        </Box>
      )}
      <RegistrosRelacionados recurso={colaboradorTurma} alvo="turmaId" id={turmaId} vazio="Nenhum participante." />
    </Box>
  )
}

/** The class's days, participants, attendance and expenses, below its form. */
const AbasDaTurma = () => {
  const r = useRecordContext<Registro>()
  const [aba, setAba] = useState(0)
  if (!r) return null
  const id = r.id
  return (
    <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
      <BotoesOperacoesTurma turmaId={id} />
      <Tabs value={aba} onChange={(_, v: number) => setAba(v)} aria-label="Turma" sx={{ mb: 2 }}>
        <Tab label="Dias" />
        <Tab label="Participantes" />
        <Tab label="Presença" />
        <Tab label="Despesas" />
        <Tab label="Documentos" />
        <Tab label="Avaliações" />
      </Tabs>
      {aba === 0 && <Dias turmaId={id} />}
      {aba === 1 && <Participantes turmaId={id} />}
      {aba === 2 && <Presencas turmaId={id} />}
      {aba === 3 && <Despesas turmaId={id} />}
      {aba === 4 && <DocumentosTurma turmaId={id} />}
      {aba === 5 && <AvaliacoesDaTurma turmaId={id} />}
    </Box>
  )
}

const Edicao = () => (
  <ExigirAcesso modo="abrir">
    <Edit title="Editar Turma" redirect={false} mutationMode="pessimistic">
      <FormularioRecurso recurso={turmas} modo="update" />
      <AbasDaTurma />
    </Edit>
  </ExigirAcesso>
)

const telas = { edit: Edicao }
export default telas
