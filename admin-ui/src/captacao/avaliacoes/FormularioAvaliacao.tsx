import { useCallback, useRef } from 'react'
import { Either, Schema } from 'effect'
import { Box, Button, Chip, Stack, Typography } from '@mui/material'
import {
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useCreatePath,
  useRecordContext,
} from 'react-admin'
import { Link } from 'react-router-dom'
import { CAMPOS_CALCULADOS, avaliacoes } from '../../../../core/captacao/avaliacoes.ts'
import type { ErroCampo } from '../../../../core/shared/erros.ts'
import { formatarDecimal, formatarPercentual } from '../../../../core/shared/formatos.ts'
import { Resposta, validarRespostas, type PerguntaQuestionario } from '../../../../core/shared/questionario.ts'
import { decodificar } from '../../../../core/shared/resource.ts'
import { chamarAcao } from '../../api/acoes.ts'
import { FocarPrimeiroErro, MODO_SUBMIT, aninharErros } from '../../comum/formulario.tsx'
import { BotaoRemover } from '../../generico/BotaoRemover.tsx'
import { DataInput } from '../../generico/entradas/DataInput.tsx'
import { PerguntasDoModelo, type CarregarPerguntas } from '../../comum/questionario/PerguntasDoModelo.tsx'

type Modo = 'create' | 'update'

const hoje = () => {
  const d = new Date()
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`
}

/** The model's questions, through the model's action. */
const carregarPerguntas: CarregarPerguntas = (id) => chamarAcao('captacao/modelos-avaliacao-candidato', 'perguntas', { id })

/** The stored score of an evaluation (computed by the server when it is saved). */
const Resultado = () => {
  const r = useRecordContext()
  if (!r || r['percentual'] === null || r['percentual'] === undefined) return null
  const aprovado = r['aprovado'] as boolean | null
  return (
    <Stack direction="row" gap={1} alignItems="center" sx={{ mb: 1 }} data-testid="resultado-avaliacao">
      <Typography variant="body2">
        Resultado: <strong>{formatarPercentual(Number(r['percentual']))}</strong> ({formatarDecimal(Number(r['pontuacao']))} de {formatarDecimal(Number(r['pontuacaoMaxima']))} pontos)
      </Typography>
      {aprovado !== null && <Chip size="small" color={aprovado ? 'success' : 'error'} label={aprovado ? 'Aprovado' : 'Reprovado'} />}
    </Stack>
  )
}

const Barra = ({ modo }: { readonly modo: Modo }) => {
  const createPath = useCreatePath()
  return (
    <Toolbar sx={{ gap: 1, bgcolor: 'grey.50', borderTop: 1, borderColor: 'divider' }}>
      <SaveButton label="Salvar" alwaysEnable />
      <Button component={Link} to={createPath({ resource: avaliacoes.name, type: 'list' })} color="inherit">
        Cancelar
      </Button>
      <Box sx={{ flex: 1 }} />
      {modo === 'update' && <BotaoRemover variante="botao" />}
    </Toolbar>
  )
}

const semCalculados = (v: Record<string, unknown>) => {
  const c = { ...v }
  for (const k of CAMPOS_CALCULADOS) delete c[k]
  return c
}

/**
 * Evaluation of a candidate in a selective stage: who, where, which model, then the model's questions. Checked
 * on submit with the server's own rules (fields, then the answers through the questionnaire engine).
 */
export const FormularioAvaliacao = ({ modo }: { readonly modo: Modo }) => {
  const perguntas = useRef<ReadonlyArray<PerguntaQuestionario> | undefined>(undefined)
  const aoCarregar = useCallback((p: ReadonlyArray<PerguntaQuestionario> | undefined) => {
    perguntas.current = p
  }, [])
  const validate = useCallback(
    (valores: Record<string, unknown>) => {
      const lido = decodificar(avaliacoes, semCalculados(valores), modo)
      const erros: ErroCampo[] = Either.isLeft(lido) ? lido.left.errors.filter((e, _, todos) => !todos.some((o) => o.field.startsWith(`${e.field}.`))) : []
      // The answers are judged even when another field is wrong, so every error shows at once.
      const respostas = Schema.decodeUnknownEither(Schema.Array(Resposta))(valores['respostas'] ?? [])
      if (perguntas.current && Either.isRight(respostas) && !erros.some((e) => e.field.startsWith('respostas'))) {
        erros.push(...validarRespostas(perguntas.current, respostas.right, { parcial: valores['respondidaParcialmente'] === true }).erros)
      }
      return aninharErros(erros)
    },
    [modo],
  )
  return (
    <SimpleForm
      {...MODO_SUBMIT}
      validate={validate}
      defaultValues={modo === 'create' ? { data: hoje(), respondidaParcialmente: false, respostas: [] } : undefined}
      toolbar={<Barra modo={modo} />}
      warnWhenUnsavedChanges={false}
    >
      <FocarPrimeiroErro />
      {modo === 'update' && <Resultado />}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, rowGap: 1, width: '100%', maxWidth: 980 }}>
        <ReferenceInput source="candidatoId" reference="captacao/candidatos">
          <AutocompleteInput label="Candidato" isRequired fullWidth />
        </ReferenceInput>
        <ReferenceInput source="solicitacaoId" reference="captacao/solicitacoes-pessoal">
          <AutocompleteInput label="Solicitação de Pessoal" fullWidth />
        </ReferenceInput>
        <ReferenceInput source="etapaSeletivaId" reference="captacao/etapas-seletivas" sort={{ field: 'ordem', order: 'ASC' }}>
          <AutocompleteInput label="Etapa Seletiva" isRequired fullWidth />
        </ReferenceInput>
        <ReferenceInput source="modeloId" reference="captacao/modelos-avaliacao-candidato" filter={modo === 'create' ? { ativo: true } : {}}>
          <AutocompleteInput label="Modelo de Avaliação" isRequired fullWidth />
        </ReferenceInput>
        <DataInput source="data" label="Data" isRequired sx={{ width: 220 }} />
        <BooleanInput source="respondidaParcialmente" label="Respondida parcialmente (rascunho)" helperText="Salva sem exigir as perguntas obrigatórias." />
      </Box>
      <TextInput source="observacao" label="Observação" multiline minRows={2} fullWidth sx={{ maxWidth: 980 }} />
      <PerguntasDoModelo
        carregar={carregarPerguntas}
        aoCarregar={aoCarregar}
        escolhaOModelo="Escolha o modelo de avaliação para responder às perguntas."
        semPerguntas="O modelo de avaliação não possui perguntas"
      />
    </SimpleForm>
  )
}
