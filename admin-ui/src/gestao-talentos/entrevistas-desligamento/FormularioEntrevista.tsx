import { useCallback, useRef, useState } from 'react'
import { Either, Schema } from 'effect'
import { Alert, Box, Button } from '@mui/material'
import { AutocompleteInput, ReferenceInput, SaveButton, SimpleForm, TextInput, Toolbar, useCreatePath, useDataProvider, useGetOne } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { entrevistasDesligamento } from '../../../../core/gestao-talentos/entrevistas-desligamento.ts'
import type { ErroCampo } from '../../../../core/shared/erros.ts'
import { diaEmSaoPaulo } from '../../../../core/shared/datas.ts'
import { formatarData } from '../../../../core/shared/formatos.ts'
import { Resposta, validarRespostas, type PerguntaQuestionario } from '../../../../core/shared/questionario.ts'
import { decodificar } from '../../../../core/shared/resource.ts'
import { FocarPrimeiroErro, MODO_SUBMIT, aninharErros } from '../../comum/formulario.tsx'
import { PerguntasDoModelo, type CarregarPerguntas } from '../../comum/questionario/PerguntasDoModelo.tsx'
import { BotaoRemover } from '../../generico/BotaoRemover.tsx'
import { DataInput } from '../../generico/entradas/DataInput.tsx'
import { DialogoLinkEntrevista } from './LinkEntrevista.tsx'

type Modo = 'create' | 'update'
const MODELOS = 'gestao-talentos/modelos-entrevista-desligamento'

const Barra = ({ modo }: { readonly modo: Modo }) => {
  const createPath = useCreatePath()
  return (
    <Toolbar sx={{ gap: 1, bgcolor: 'grey.50', borderTop: 1, borderColor: 'divider' }}>
      <SaveButton label="Salvar" alwaysEnable />
      <Button component={Link} to={createPath({ resource: entrevistasDesligamento.name, type: 'list' })} color="inherit">
        Cancelar
      </Button>
      <Box sx={{ flex: 1 }} />
      {modo === 'update' && <BotaoRemover variante="botao" />}
    </Toolbar>
  )
}

/**
 * Whose dismissal is being interviewed: name and dismissal date (or the warning that they are not dismissed); while
 * the interview is not recorded, HR may instead send the employee the link to answer it themselves.
 */
const Talento = ({ modo }: { readonly modo: Modo }) => {
  const colaboradorId = useWatch({ name: 'colaboradorId' }) as number | null | undefined
  const respondida = useWatch({ name: 'respondidaPeloTalento' }) === true
  const [enviandoLink, setEnviandoLink] = useState(false)
  const { data } = useGetOne('cargo-salario/colaboradores', { id: colaboradorId ?? 0 }, { enabled: !!colaboradorId })
  if (!data) return null
  const desligamento = typeof data['dataDesligamento'] === 'string' ? data['dataDesligamento'] : null
  return desligamento ? (
    <Alert
      severity="info"
      sx={{ mb: 1, maxWidth: 980 }}
      data-testid="talento-entrevistado"
      action={
        modo === 'create' ? (
          <Button color="inherit" size="small" onClick={() => setEnviandoLink(true)}>
            Enviar link ao talento
          </Button>
        ) : undefined
      }
    >
      {String(data['nome'])}, desligado em {formatarData(desligamento)}.{respondida ? ' Entrevista respondida pelo próprio talento, pelo link.' : ''}
      {enviandoLink && <DialogoLinkEntrevista colaboradorId={Number(colaboradorId)} onFechar={() => setEnviandoLink(false)} />}
    </Alert>
  ) : (
    <Alert severity="warning" sx={{ mb: 1, maxWidth: 980 }}>
      {String(data['nome'])} não está desligado: registre o desligamento no cadastro do talento antes da entrevista.
    </Alert>
  )
}

/**
 * The exit interview, answered by HR on the employee's behalf: who (a dismissed employee), the model, the date, then
 * the model's questions (the shared questionnaire form). Checked on submit with the server's rules (fields, then the
 * answers through the questionnaire engine).
 */
export const FormularioEntrevista = ({ modo }: { readonly modo: Modo }) => {
  const dataProvider = useDataProvider()
  const perguntas = useRef<ReadonlyArray<PerguntaQuestionario> | undefined>(undefined)
  const carregar = useCallback<CarregarPerguntas>(
    (id) => dataProvider.getOne(MODELOS, { id }).then((r) => (Array.isArray(r.data['perguntas']) ? (r.data['perguntas'] as PerguntaQuestionario[]) : [])),
    [dataProvider],
  )
  const aoCarregar = useCallback((p: ReadonlyArray<PerguntaQuestionario> | undefined) => {
    perguntas.current = p
  }, [])
  const validate = useCallback(
    (valores: Record<string, unknown>) => {
      const lido = decodificar(entrevistasDesligamento, valores, modo)
      const erros: ErroCampo[] = Either.isLeft(lido) ? lido.left.errors.filter((e, _, todos) => !todos.some((o) => o.field.startsWith(`${e.field}.`))) : []
      const respostas = Schema.decodeUnknownEither(Schema.Array(Resposta))(valores['respostas'] ?? [])
      if (perguntas.current && Either.isRight(respostas) && !erros.some((e) => e.field.startsWith('respostas'))) erros.push(...validarRespostas(perguntas.current, respostas.right).erros)
      return aninharErros(erros)
    },
    [modo],
  )
  return (
    <SimpleForm {...MODO_SUBMIT} validate={validate} defaultValues={modo === 'create' ? { data: diaEmSaoPaulo(Date.now()), respostas: [] } : undefined} toolbar={<Barra modo={modo} />} warnWhenUnsavedChanges={false}>
      <FocarPrimeiroErro />
      <Talento modo={modo} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, rowGap: 1, width: '100%', maxWidth: 980 }}>
        <ReferenceInput source="colaboradorId" reference="cargo-salario/colaboradores" filter={{ situacao: 'T' }}>
          <AutocompleteInput label="Talento" isRequired fullWidth disabled={modo === 'update'} />
        </ReferenceInput>
        <ReferenceInput source="modeloId" reference={MODELOS} filter={modo === 'create' ? { ativo: true } : {}}>
          <AutocompleteInput label="Modelo de Entrevista" isRequired fullWidth />
        </ReferenceInput>
        <DataInput source="data" label="Data da Entrevista" isRequired sx={{ width: 220 }} />
      </Box>
      <TextInput source="observacao" label="Observação" multiline minRows={2} fullWidth sx={{ maxWidth: 980 }} />
      <PerguntasDoModelo carregar={carregar} aoCarregar={aoCarregar} escolhaOModelo="Escolha o modelo de entrevista para responder às perguntas." semPerguntas="O modelo de entrevista não possui perguntas" />
    </SimpleForm>
  )
}
