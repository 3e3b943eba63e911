import { useState } from 'react'
import { Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Tab, Tabs, Typography } from '@mui/material'
import { Edit, useNotify, useRecordContext, useRefresh } from 'react-admin'
import { Link, useNavigate } from 'react-router-dom'
import { chamarAcao } from '../../api/acoes.ts'
import { CopiarParaEmpresas, empresas } from '../../comum/CopiarParaEmpresas.tsx'
import { ExigirAcesso } from '../../generico/ExigirAcesso.tsx'
import { FormularioRecurso } from '../../generico/FormularioRecurso.tsx'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { useRecurso } from '../../generico/recurso.ts'
import { Participantes } from '../participante-avaliacao-desempenho/Participantes.tsx'

/** 'Copiar' in the same company: blocked, with or without its pairs (never with answers). */
const DialogoCopia = ({ id, onFechar }: { readonly id: number; readonly onFechar: () => void }) => {
  const notify = useNotify()
  const [comParticipantes, setComParticipantes] = useState(true)
  const copiar = () =>
    chamarAcao('avaliacao/avaliacoes-desempenho', 'clonar', { id, corpo: { clonarParticipantes: comParticipantes } })
      .then(() => {
        notify('Avaliação copiada (não liberada).', { type: 'success' })
        onFechar()
      })
      .catch((e: Error) => notify(e.message, { type: 'error' }))
  return (
    <Dialog open onClose={onFechar}>
      <DialogTitle>Copiar avaliação</DialogTitle>
      <DialogContent>
        <FormControlLabel control={<Checkbox checked={comParticipantes} onChange={(e) => setComParticipantes(e.target.checked)} />} label="Copiar também os participantes" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Cancelar</Button>
        <Button variant="contained" onClick={copiar}>
          Copiar
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** Release or block, the invitation e-mail and the copies of the evaluation being edited. */
const AcoesDaAvaliacao = () => {
  const a = useRecordContext()
  const notify = useNotify()
  const refresh = useRefresh()
  const navigate = useNavigate()
  const [copiando, setCopiando] = useState<'mesma' | 'outras' | undefined>()
  if (!a) return null
  const id = Number(a.id)
  const liberada = a['liberada'] === true
  const falhou = (e: Error) => notify(e.message, { type: 'error' })
  const liberar = () =>
    (liberada ? chamarAcao('avaliacao/avaliacoes-desempenho', 'bloquear', { id }) : chamarAcao('avaliacao/avaliacoes-desempenho', 'liberar', { id }))
      .then(() => {
        notify(liberada ? 'Avaliação bloqueada.' : 'Avaliação liberada para os avaliadores.', { type: 'success' })
        refresh()
      })
      .catch(falhou)
  // The evaluation's nine box when it has one (read-only chart), otherwise a new one for it.
  const nineBox = () =>
    chamarAcao('avaliacao/ninebox', 'exists', { query: { avaliacaoDesempenhoId: id } })
      .then((r) => navigate(r.id ? `/avaliacao/ninebox/${r.id}/chart` : `/avaliacao/ninebox/create?avaliacaoDesempenhoId=${id}`))
      .catch(falhou)
  const email = () =>
    chamarAcao('avaliacao/avaliacoes-desempenho', 'envia-email', { id })
      .then((r) => notify(r.message, { type: 'success' }))
      .catch(falhou)
  return (
    <Stack direction="row" gap={1} sx={{ alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
      <Typography variant="body2" sx={{ mr: 1 }} data-testid="situacao-avaliacao">
        {liberada ? 'Liberada' : 'Não liberada'}
        {a['possuiResposta'] === true ? ' · possui respostas' : ''}
      </Typography>
      <Button variant={liberada ? 'outlined' : 'contained'} onClick={liberar}>
        {liberada ? 'Bloquear' : 'Liberar'}
      </Button>
      {liberada && (
        <Button variant="outlined" onClick={email}>
          Enviar e-mail
        </Button>
      )}
      <Button variant="outlined" component={Link} to={`/avaliacao/avaliacoes-desempenho/${id}/resultados`}>
        Resultados
      </Button>
      <Button variant="outlined" onClick={nineBox}>
        Nine Box
      </Button>
      <Button variant="outlined" onClick={() => setCopiando('mesma')}>
        Copiar
      </Button>
      <Button variant="outlined" onClick={() => setCopiando('outras')}>
        Copiar para empresas
      </Button>
      {copiando === 'mesma' && <DialogoCopia id={id} onFechar={() => setCopiando(undefined)} />}
      {copiando === 'outras' && (
        <CopiarParaEmpresas
          titulo="Copiar avaliação para outras empresas"
          copiar={(ids) => chamarAcao('avaliacao/avaliacoes-desempenho', 'clonar', { id, corpo: { empresas: [...ids] } })}
          mensagem={(n) => `Avaliação copiada para ${empresas(n)} (não liberada, com o modelo e sem participantes).`}
          onFechar={() => setCopiando(undefined)}
        />
      )}
    </Stack>
  )
}

/** The evaluation's tabs: Dados (the declared form) and Participantes (the pairs' grid). */
const Abas = () => {
  const r = useRecurso()
  const a = useRecordContext()
  const [aba, setAba] = useState(0)
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={aba} onChange={(_, v: number) => setAba(v)} sx={{ px: 2 }}>
        <Tab label="Dados" />
        <Tab label="Participantes" />
      </Tabs>
      <Box sx={{ display: aba === 0 ? 'block' : 'none' }}>
        <FormularioRecurso recurso={r} modo="update" />
      </Box>
      {aba === 1 && a && <Participantes avaliacao={a} />}
    </Box>
  )
}

const Edicao = () => {
  const r = useRecurso()
  return (
    <Edit title={`Editar ${r.labelSingular}`} redirect="list" mutationMode="pessimistic" actions={<AcoesDaAvaliacao />}>
      <Abas />
    </Edit>
  )
}

/** Performance evaluations: the generic list and creation; the edit screen with its tabs and administration buttons. */
const telas: TelasPersonalizadas = {
  edit: () => (
    <ExigirAcesso modo="alterar">
      <Edicao />
    </ExigirAcesso>
  ),
}
export default telas
