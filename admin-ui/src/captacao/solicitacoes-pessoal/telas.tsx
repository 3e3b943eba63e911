import { useEffect, useState } from 'react'
import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material'
import ViewKanbanOutlinedIcon from '@mui/icons-material/ViewKanbanOutlined'
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { Create, Edit, useNotify, useRecordContext, useRefresh } from 'react-admin'
import { Link, useNavigate } from 'react-router-dom'
import { estadoDe, situacao } from '../../../../core/captacao/alterarSolicitacao.ts'
import { solicitacoesPessoal } from '../../../../core/captacao/solicitacoes-pessoal.ts'
import { formatarData } from '../../../../core/shared/formatos.ts'
import type { Registro } from '../../../../core/shared/resource.ts'
import { chamarAcao, urlAcao } from '../../api/acoes.ts'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { AcoesSolicitacao, SituacaoChips } from './Acoes.tsx'
import { baixarArquivo, erroDe } from './api.ts'
import { FormularioSolicitacao } from './Formulario.tsx'
import { ListaSolicitacoes } from './Lista.tsx'
import { Quadro } from './Quadro.tsx'

const NOME = solicitacoesPessoal.name

/** Above the edit form: the state, who asked and who approved, the actions, the board, PDF and clone. */
const Painel = () => {
  const r = useRecordContext<Registro>()
  const refresh = useRefresh()
  const notify = useNotify()
  const navigate = useNavigate()
  const [temCandidatos, setTemCandidatos] = useState(false)
  useEffect(() => {
    if (r?.id) chamarAcao('captacao/solicitacoes-pessoal', 'possui-candidato', { id: Number(r.id) }).then((tem) => setTemCandidatos(tem === true), () => undefined)
  }, [r?.id])
  if (!r) return null
  const s = situacao(estadoDe(r))
  const linha = (rotulo: string, valor: unknown) =>
    valor ? (
      <Typography variant="body2">
        <Typography component="span" variant="body2" color="text.secondary">
          {rotulo}:{' '}
        </Typography>
        {String(valor)}
      </Typography>
    ) : null
  return (
    <Box sx={{ px: 2, pt: 2 }} data-testid="painel-solicitacao">
      <Stack direction={{ xs: 'column', md: 'row' }} gap={2} alignItems={{ md: 'flex-start' }}>
        <Stack gap={0.5} sx={{ flex: 1 }}>
          <SituacaoChips registro={r} />
          {linha('Solicitante', r['solicitanteNome'])}
          {linha('Liberador', r['liberadorNome'] ? `${String(r['liberadorNome'])}${r['dataStatus'] ? ` em ${formatarData(String(r['dataStatus']))}` : ''}` : null)}
          {linha('Observação do liberador', r['observacaoLiberador'])}
          {linha('Vagas preenchidas', `${String(r['qtdVagasPreenchidas'] ?? 0)} de ${String(r['quantidade'] ?? 0)}`)}
          {s === 'encerrada' && linha('Encerrada em', `${formatarData(String(r['dataEncerramento'] ?? ''))}${r['obsEncerra'] ? ` — ${String(r['obsEncerra'])}` : ''}`)}
          {s === 'cancelada' && linha('Cancelamento', r['obsCancelamento'])}
        </Stack>
        <Stack direction="row" gap={1} flexWrap="wrap">
          <Button component={Link} to={`/${NOME}/${r.id}/quadro`} variant="outlined" startIcon={<ViewKanbanOutlinedIcon />}>
            Quadro de seleção
          </Button>
          <Button variant="outlined" startIcon={<PictureAsPdfOutlinedIcon />} onClick={() => baixarArquivo(urlAcao('captacao/solicitacoes-pessoal', 'pdf', { id: Number(r.id) })).catch((e) => notify(erroDe(e).mensagem, { type: 'warning' }))}>
            PDF
          </Button>
          <Button
            variant="outlined"
            startIcon={<ContentCopyIcon />}
            onClick={async () => {
              try {
                navigate(`/${NOME}/create`, { state: { record: await chamarAcao('captacao/solicitacoes-pessoal', 'clone', { id: Number(r.id) }) } })
              } catch (e) {
                notify(erroDe(e).mensagem, { type: 'warning' })
              }
            }}
          >
            Clonar
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ mt: 1.5 }}>
        <AcoesSolicitacao registro={r} variante="botoes" aoConcluir={() => refresh()} temCandidatos={temCandidatos} />
      </Box>
      {(s === 'encerrada' || s === 'cancelada') && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          Solicitação {s}: seus dados não podem mais ser alterados.
        </Alert>
      )}
      <Divider sx={{ mt: 2 }} />
    </Box>
  )
}

const FormularioEdicao = () => {
  const r = useRecordContext<Registro>()
  const s = r ? situacao(estadoDe(r)) : 'aberta'
  return <FormularioSolicitacao modo="update" somenteLeitura={s === 'encerrada' || s === 'cancelada'} />
}

const Edicao = () => (
  <Edit title={`Editar ${solicitacoesPessoal.labelSingular}`} redirect={false} mutationMode="pessimistic" actions={false}>
    <Painel />
    <FormularioEdicao />
  </Edit>
)

/** A new request (or a clone, whose data arrive as the location's record) opens on its board after saving. */
const Inclusao = () => (
  <Create title={`Incluir ${solicitacoesPessoal.labelSingular}`} redirect={(_r?: string, id?: unknown) => `/${NOME}/${String(id)}/quadro`} mutationMode="pessimistic">
    <FormularioSolicitacao modo="create" />
  </Create>
)

/** Personnel requests: list with the spec's filters, form by sections, state actions, and the selection board. */
const telas: TelasPersonalizadas = {
  list: ListaSolicitacoes,
  create: Inclusao,
  edit: Edicao,
  rotas: [{ caminho: ':id/quadro', tela: Quadro }],
}
export default telas
