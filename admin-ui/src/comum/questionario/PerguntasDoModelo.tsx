import { useEffect, useState } from 'react'
import { Alert, Box, LinearProgress, Typography } from '@mui/material'
import { useRecordContext } from 'react-admin'
import { useFormContext, useWatch } from 'react-hook-form'
import type { PerguntaQuestionario } from '../../../../core/shared/questionario.ts'
import { Questionario } from './Questionario.tsx'

type EstadoPerguntas = { readonly tipo: 'nenhum' } | { readonly tipo: 'carregando' } | { readonly tipo: 'erro'; readonly mensagem: string } | { readonly tipo: 'pronto'; readonly perguntas: ReadonlyArray<PerguntaQuestionario> }

/** How a form reads a model's questions (an action, a record's field). */
export type CarregarPerguntas = (modeloId: number) => Promise<ReadonlyArray<PerguntaQuestionario>>

/**
 * The questions to answer: the record's own copy while its model is unchanged (so a later edit of the model does
 * not alter it), else the chosen model's current questions.
 */
const usePerguntas = (modeloId: unknown, carregar: CarregarPerguntas): EstadoPerguntas => {
  const registro = useRecordContext()
  const [estado, setEstado] = useState<EstadoPerguntas>({ tipo: 'nenhum' })
  useEffect(() => {
    const id = Number(modeloId)
    if (!Number.isSafeInteger(id) || id <= 0) {
      setEstado({ tipo: 'nenhum' })
      return
    }
    if (registro && Number(registro['modeloId']) === id && Array.isArray(registro['perguntas'])) {
      setEstado({ tipo: 'pronto', perguntas: registro['perguntas'] as PerguntaQuestionario[] })
      return
    }
    let vivo = true
    setEstado({ tipo: 'carregando' })
    carregar(id).then(
      (perguntas) => vivo && setEstado({ tipo: 'pronto', perguntas }),
      (e: unknown) => vivo && setEstado({ tipo: 'erro', mensagem: e instanceof Error ? e.message : 'Erro' }),
    )
    return () => {
      vivo = false
    }
  }, [modeloId, registro, carregar])
  return estado
}

/** Keeps `respostas` as one entry per question, in order, keeping what was already answered. */
const AlinharRespostas = ({ perguntas }: { readonly perguntas: ReadonlyArray<PerguntaQuestionario> }) => {
  const { getValues, setValue } = useFormContext()
  useEffect(() => {
    const atuais = (getValues('respostas') ?? []) as Array<Record<string, unknown> | null>
    setValue(
      'respostas',
      perguntas.map((p) => {
        const r = atuais.find((x) => x?.['perguntaId'] === p.id)
        return r && r['tipoId'] === p.tipo ? r : { perguntaId: p.id, tipoId: p.tipo }
      }),
    )
  }, [perguntas, getValues, setValue])
  return null
}

/**
 * The questionnaire of the model chosen in the form's `modeloId` (any questionnaire of the engine: candidate
 * evaluations, exit interviews): loaded with `carregar`, answered at `respostas.{k}`; `aoCarregar` hands the questions
 * to the form's validation.
 */
export const PerguntasDoModelo = ({
  carregar,
  aoCarregar,
  escolhaOModelo,
  semPerguntas,
}: {
  readonly carregar: CarregarPerguntas
  readonly aoCarregar: (p: ReadonlyArray<PerguntaQuestionario> | undefined) => void
  readonly escolhaOModelo: string
  readonly semPerguntas: string
}) => {
  const modeloId = useWatch({ name: 'modeloId' })
  const estado = usePerguntas(modeloId, carregar)
  useEffect(() => aoCarregar(estado.tipo === 'pronto' ? estado.perguntas : undefined), [estado, aoCarregar])
  return (
    <Box sx={{ width: '100%', mt: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Questionário
      </Typography>
      {estado.tipo === 'nenhum' && <Alert severity="info">{escolhaOModelo}</Alert>}
      {estado.tipo === 'carregando' && <LinearProgress aria-label="Carregando perguntas" />}
      {estado.tipo === 'erro' && <Alert severity="warning">{estado.mensagem}</Alert>}
      {estado.tipo === 'pronto' && (
        <>
          <AlinharRespostas perguntas={estado.perguntas} />
          {estado.perguntas.length === 0 ? <Alert severity="warning">{semPerguntas}</Alert> : <Questionario perguntas={estado.perguntas} />}
        </>
      )}
    </Box>
  )
}
