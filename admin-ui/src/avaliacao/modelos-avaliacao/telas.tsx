import { useEffect, useState } from 'react'
import { Button, Stack } from '@mui/material'
import { AutocompleteInput, Edit, ReferenceInput, useNotify, useRecordContext, useRefresh } from 'react-admin'
import { useFormContext, useWatch } from 'react-hook-form'
import { TIPO_MODELO_ACOMPANHAMENTO_EXPERIENCIA } from '../../../../core/avaliacao/modelos-avaliacao.ts'
import { chamarAcao, urlAcao } from '../../api/acoes.ts'
import { baixar } from '../../captacao/candidatos/api.ts'
import { CopiarParaEmpresas, empresas } from '../../comum/CopiarParaEmpresas.tsx'
import { PerguntasInput } from '../../comum/questionario/PerguntasInput.tsx'
import type { EntradaPersonalizadaProps } from '../../generico/entradas/tipos.ts'
import { ExigirAcesso } from '../../generico/ExigirAcesso.tsx'
import { FormularioRecurso } from '../../generico/FormularioRecurso.tsx'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { useRecurso } from '../../generico/recurso.ts'
import { AspectosInput } from '../../pesquisa/pesquisas/telas.tsx'

const NOME = 'avaliacao/modelos-avaliacao'

/** The experience period: only for the follow-up type (A), cleared when the type changes to another. */
const PeriodoInput = ({ fonte, campo }: EntradaPersonalizadaProps) => {
  const tipo = useWatch({ name: 'tipo' }) as string | undefined
  const { setValue, getValues } = useFormContext()
  const acompanhamento = tipo === TIPO_MODELO_ACOMPANHAMENTO_EXPERIENCIA
  useEffect(() => {
    if (!acompanhamento && getValues(fonte) != null) setValue(fonte, null, { shouldDirty: true })
  }, [acompanhamento, fonte, getValues, setValue])
  if (!acompanhamento) return null
  return (
    <ReferenceInput source={fonte} reference="avaliacao/periodos-experiencia" sort={{ field: 'dias', order: 'ASC' }}>
      <AutocompleteInput label={campo.label} optionText="nome" sx={{ minWidth: 360 }} />
    </ReferenceInput>
  )
}

/** Print, shuffle and copy of the model being edited. */
const AcoesDoModelo = () => {
  const m = useRecordContext()
  const notify = useNotify()
  const refresh = useRefresh()
  const [clonando, setClonando] = useState(false)
  if (!m) return null
  const id = Number(m.id)
  const falhou = (e: Error) => notify(e.message, { type: 'error' })
  const imprimir = () => baixar(urlAcao(NOME, 'relatorio'), 'POST', { avaliacaoId: id, agruparPorAspecto: true }).catch(falhou)
  const embaralhar = () =>
    chamarAcao(NOME, 'ordem-aleatoria', { id })
      .then(() => {
        notify('Perguntas embaralhadas.', { type: 'success' })
        refresh()
      })
      .catch(falhou)
  return (
    <Stack direction="row" gap={1} sx={{ alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
      <Button variant="outlined" onClick={imprimir}>
        Imprimir
      </Button>
      <Button variant="outlined" onClick={embaralhar}>
        Ordem aleatória
      </Button>
      <Button variant="outlined" onClick={() => setClonando(true)}>
        Copiar para empresas
      </Button>
      {clonando && (
        <CopiarParaEmpresas
          titulo="Copiar modelo de avaliação para outras empresas"
          copiar={(ids) => chamarAcao(NOME, 'clone', { id, corpo: { empresas: [...ids] } })}
          mensagem={(n) => `Modelo copiado para ${empresas(n)}.`}
          onFechar={() => setClonando(false)}
        />
      )}
    </Stack>
  )
}

const Edicao = () => {
  const r = useRecurso()
  return (
    <Edit title={`Editar ${r.labelSingular}`} redirect="list" mutationMode="pessimistic" actions={<AcoesDoModelo />}>
      <FormularioRecurso recurso={r} modo="update" />
    </Edit>
  )
}

/**
 * Evaluation models: the generic screens, with the questions editor (grouped by the aspects' chips), the period only
 * for the follow-up type, and print, shuffle and 'Copiar para empresas' on the edit screen.
 */
const telas: TelasPersonalizadas = {
  edit: () => (
    <ExigirAcesso modo="alterar">
      <Edicao />
    </ExigirAcesso>
  ),
  entradas: { perguntas: PerguntasInput, aspectos: AspectosInput, periodoExperienciaId: PeriodoInput },
}
export default telas
