import { Box, Button, Typography } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { ArrayInput, BooleanInput, FormDataConsumer, NumberInput, SelectInput, SimpleFormIterator, TextInput, useSimpleFormIterator } from 'react-admin'
import {
  COMENTARIO_PADRAO,
  NOTA_MAXIMA_PADRAO,
  NOTA_MINIMA_PADRAO,
  PESO_PADRAO,
  TIPOS_PERGUNTA,
  TIPO_NOTA,
  TIPO_SUBJETIVA,
  ehEscolha,
  type TipoPergunta,
} from '../../../../core/shared/questionario.ts'
import type { EntradaPersonalizadaProps } from '../../generico/entradas/tipos.ts'

/**
 * The questions of an evaluation model (spec 002 §2 "Question form for evaluation models"): text, type
 * (objetiva, subjetiva, nota, múltipla escolha), mandatory tag, weight; answer options with weights for the
 * choice types; the grade range for 'Nota'; the comment prompt when a comment is demanded. The list order is
 * the question order (move with the arrows). Validation is the server's, run on submit by the generic form.
 */
const Adicionar = ({ rotulo }: { readonly rotulo: string }) => {
  const { add } = useSimpleFormIterator()
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()}>
      {rotulo}
    </Button>
  )
}

export const PerguntasInput = ({ fonte, campo }: EntradaPersonalizadaProps) => (
  <Box sx={{ width: '100%', maxWidth: 980 }}>
    <Typography variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
      {campo.label}
    </Typography>
    <ArrayInput source={fonte} label={false}>
      <SimpleFormIterator
        fullWidth
        disableClear
        getItemLabel={(i) => `${i + 1}.`}
        addButton={<Adicionar rotulo="Adicionar pergunta" />}
        sx={{
          '& > ul > li.RaSimpleFormIterator-line': { border: 1, borderColor: 'divider', borderRadius: 1, p: 2, pl: 1, mb: 2, bgcolor: 'grey.50' },
          '& > ul > li > .RaSimpleFormIterator-action': { visibility: 'visible' },
          '& > ul > li > .RaSimpleFormIterator-index': { fontWeight: 600, pt: 1 },
        }}
      >
        <TextInput source="texto" label="Pergunta" multiline fullWidth isRequired />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <SelectInput source="tipo" label="Tipo" choices={[...TIPOS_PERGUNTA]} isRequired sx={{ minWidth: 220 }} emptyText="" />
          <NumberInput source="peso" label="Peso" step={1} min={0} defaultValue={PESO_PADRAO} sx={{ width: 120 }} />
          <BooleanInput source="obrigatoria" label="Obrigatória" defaultValue={false} />
        </Box>
        <FormDataConsumer>
          {({ scopedFormData }) => {
            const tipo = scopedFormData?.tipo as TipoPergunta | undefined
            if (tipo === undefined) return null
            return (
              <Box sx={{ width: '100%' }}>
                {ehEscolha(tipo) && (
                  <ArrayInput source="respostas" label="Opções de resposta" isRequired>
                    <SimpleFormIterator inline fullWidth disableClear addButton={<Adicionar rotulo="Adicionar opção" />}>
                      <TextInput source="texto" label="Opção de resposta" sx={{ minWidth: 360 }} />
                      <NumberInput source="peso" label="Peso" step={1} min={0} defaultValue={0} sx={{ width: 110 }} />
                    </SimpleFormIterator>
                  </ArrayInput>
                )}
                {tipo === TIPO_NOTA && (
                  <Box sx={{ display: 'flex', gap: 2 }}>
                    <NumberInput source="notaMinima" label="Nota mínima" step={1} min={0} defaultValue={NOTA_MINIMA_PADRAO} sx={{ width: 140 }} />
                    <NumberInput source="notaMaxima" label="Nota máxima" step={1} min={0} defaultValue={NOTA_MAXIMA_PADRAO} sx={{ width: 140 }} />
                  </Box>
                )}
                {tipo !== TIPO_SUBJETIVA && <BooleanInput source="exigirComentario" label="Solicitar comentário" defaultValue={false} />}
                {tipo !== TIPO_SUBJETIVA && scopedFormData?.exigirComentario && (
                  <TextInput source="comentario" label="Texto da solicitação" defaultValue={COMENTARIO_PADRAO} fullWidth isRequired />
                )}
                <TextInput source="aspecto" label="Aspecto (agrupamento, opcional)" sx={{ minWidth: 320 }} />
              </Box>
            )
          }}
        </FormDataConsumer>
      </SimpleFormIterator>
    </ArrayInput>
  </Box>
)
