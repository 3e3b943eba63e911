import { useState } from 'react'
import { Autocomplete, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material'
import { Edit, useNotify, useRecordContext, useRefresh } from 'react-admin'
import { useController } from 'react-hook-form'
import { Link } from 'react-router-dom'
import type { AspectoQuestionario } from '../../../../core/shared/questionario.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { CopiarParaEmpresas, empresas } from '../../comum/CopiarParaEmpresas.tsx'
import { PerguntasInput } from '../../comum/questionario/PerguntasInput.tsx'
import type { EntradaPersonalizadaProps } from '../../generico/entradas/tipos.ts'
import { ExigirAcesso } from '../../generico/ExigirAcesso.tsx'
import { FormularioRecurso } from '../../generico/FormularioRecurso.tsx'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { useRecurso } from '../../generico/recurso.ts'

/**
 * The survey's aspects as chips (type the name and press Enter): ids kept for the names that stay, so the questions'
 * aspect keeps pointing at them; the questions choose their aspect by name.
 */
export const AspectosInput = ({ fonte, campo }: EntradaPersonalizadaProps) => {
  const { field, fieldState } = useController({ name: fonte })
  const atuais = (Array.isArray(field.value) ? field.value : []) as Array<Partial<AspectoQuestionario> & { nome: string }>
  const erro = fieldState.error?.message ?? (fieldState.error ? Object.values(fieldState.error).map((e) => (e as { nome?: { message?: string } })?.nome?.message).find(Boolean) : undefined)
  return (
    <Box sx={{ width: '100%', maxWidth: 980, mb: 2 }}>
      <Autocomplete
        multiple
        freeSolo
        options={[] as string[]}
        value={atuais.map((a) => a.nome)}
        onChange={(_, nomes) =>
          field.onChange((nomes as string[]).map((n) => n.trim()).filter(Boolean).map((nome) => atuais.find((a) => a.nome === nome) ?? { nome }))
        }
        renderTags={(v, props) => v.map((n, i) => <Chip {...props({ index: i })} key={n} label={n} size="small" />)}
        renderInput={(p) => <TextField {...p} label={campo.label} helperText={typeof erro === 'string' ? erro : 'Digite o nome do aspecto (até 100 caracteres) e tecle Enter; nas perguntas, informe o aspecto pelo nome.'} error={!!erro} />}
      />
    </Box>
  )
}

/** Copies the survey to other companies the user sees (questions, aspects, period, anonymity; blocked, no audience). */
const DialogoClone = ({ id, onFechar }: { readonly id: number; readonly onFechar: () => void }) => (
  <CopiarParaEmpresas
    titulo="Copiar pesquisa para outras empresas"
    copiar={(ids) => chamarAcao('pesquisa/pesquisas', 'clone', { id, corpo: { empresas: [...ids] } })}
    mensagem={(n) => `Pesquisa copiada para ${empresas(n)} (não liberada e sem público).`}
    onFechar={onFechar}
  />
)

/** Release, answers and reminder of the survey being edited. */
const AcoesDaPesquisa = () => {
  const p = useRecordContext()
  const notify = useNotify()
  const refresh = useRefresh()
  const [clonando, setClonando] = useState(false)
  if (!p) return null
  const liberada = p['liberada'] === true
  const falhou = (e: Error) => notify(e.message, { type: 'error' })
  const liberar = () =>
    chamarAcao('pesquisa/pesquisas', 'liberar', { id: Number(p.id), corpo: { liberada: !liberada } })
      .then(() => {
        notify(liberada ? 'Pesquisa bloqueada.' : 'Pesquisa liberada para as respostas do público.', { type: 'success' })
        refresh()
      })
      .catch(falhou)
  const lembrar = () =>
    chamarAcao('pesquisa/pesquisas', 'enviar-lembrete', { id: Number(p.id) })
      .then((r) => notify(r.message, { type: 'success' }))
      .catch(falhou)
  const embaralhar = () =>
    chamarAcao('pesquisa/pesquisas', 'ordem-aleatoria', { id: Number(p.id) })
      .then(() => {
        notify('Perguntas embaralhadas.', { type: 'success' })
        refresh()
      })
      .catch(falhou)
  return (
    <Stack direction="row" gap={1} sx={{ alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
      <Typography variant="body2" sx={{ mr: 1 }} data-testid="situacao-pesquisa">
        {liberada ? 'Liberada' : 'Não liberada'}
      </Typography>
      <Button variant={liberada ? 'outlined' : 'contained'} onClick={liberar}>
        {liberada ? 'Bloquear' : 'Liberar'}
      </Button>
      <Button variant="outlined" component={Link} to={`/pesquisa/colaborador-respostas?pesquisaId=${String(p.id)}`}>
        Respostas
      </Button>
      <Button variant="outlined" component={Link} to={`/pesquisa/pesquisas/${String(p.id)}/resultados`}>
        Resultados
      </Button>
      {liberada && (
        <Button variant="outlined" onClick={lembrar}>
          Enviar lembrete
        </Button>
      )}
      <Button variant="outlined" onClick={embaralhar}>
        Ordem aleatória
      </Button>
      <Button variant="outlined" onClick={() => setClonando(true)}>
        Copiar para empresas
      </Button>
      {clonando && <DialogoClone id={Number(p.id)} onFechar={() => setClonando(false)} />}
    </Stack>
  )
}

const Edicao = () => {
  const r = useRecurso()
  return (
    <Edit title={`Editar ${r.labelSingular}`} redirect="list" mutationMode="pessimistic" actions={<AcoesDaPesquisa />}>
      <FormularioRecurso recurso={r} modo="update" />
    </Edit>
  )
}

/** Surveys: the generic screens, with the question editor, the aspects' chips and the release and reminder buttons. */
const telas: TelasPersonalizadas = {
  edit: () => (
    <ExigirAcesso modo="alterar">
      <Edicao />
    </ExigirAcesso>
  ),
  entradas: { perguntas: PerguntasInput, aspectos: AspectosInput },
}
export default telas
