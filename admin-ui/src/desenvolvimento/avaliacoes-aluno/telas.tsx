import { useEffect, useState } from 'react'
import { Alert, Box } from '@mui/material'
import { useDataProvider } from 'react-admin'
import { useFormContext, useWatch } from 'react-hook-form'
import type { PerguntaQuestionario } from '../../../../core/shared/questionario.ts'
import { Questionario } from '../../comum/questionario/Questionario.tsx'
import type { EntradaPersonalizadaProps } from '../../generico/entradas/tipos.ts'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'

/**
 * The answers of a student evaluation: the questions of the chosen model (or, editing, the copy the evaluation kept),
 * answered with the questionnaire form; the grade is computed by the server from the questions' weights.
 */
const RespostasDoModelo = (_: EntradaPersonalizadaProps) => {
  const modeloId = useWatch({ name: 'modeloId' }) as number | undefined
  const copia = useWatch({ name: 'perguntas' }) as ReadonlyArray<PerguntaQuestionario> | undefined
  const dp = useDataProvider()
  const [perguntas, setPerguntas] = useState<ReadonlyArray<PerguntaQuestionario>>([])
  useEffect(() => {
    if (!modeloId) return setPerguntas([])
    dp.getOne('desenvolvimento/modelos-avaliacao-aluno', { id: modeloId })
      .then((r) => setPerguntas((r.data['perguntas'] ?? []) as ReadonlyArray<PerguntaQuestionario>))
      .catch(() => setPerguntas([]))
  }, [dp, modeloId])
  const usar = copia?.length ? copia : perguntas
  const { getValues, setValue } = useFormContext()
  // Each answer names its question and type (the form only fills what is answered).
  useEffect(() => {
    usar.forEach((p, k) => {
      if (getValues(`respostas.${k}.perguntaId`) !== p.id) {
        setValue(`respostas.${k}.perguntaId`, p.id)
        setValue(`respostas.${k}.tipoId`, p.tipo)
      }
    })
  }, [usar, getValues, setValue])
  if (!modeloId) return <Alert severity="info">Escolha o modelo de avaliação para responder.</Alert>
  return (
    <Box sx={{ width: '100%', maxWidth: 980 }}>
      <Questionario perguntas={usar} />
    </Box>
  )
}

const telas: TelasPersonalizadas = { entradas: { respostas: RespostasDoModelo } }
export default telas
