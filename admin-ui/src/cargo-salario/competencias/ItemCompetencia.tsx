import { useEffect, useMemo, useState } from 'react'
import { Alert, Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import { Create, Edit, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin'
import { useFieldArray } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { camposCompetencia, DESCRICAO_COMPORTAMENTO_MAX } from '../../../../core/cargo-salario/competencias.ts'
import { CorpoCompetencia } from '../../../../core/cargo-salario/gravarCompetencia.ts'
import { validar } from '../../../../core/shared/resource.ts'
import { chamarAcao, type ResultadoAcao } from '../../api/acoes.ts'
import { FocarPrimeiroErro, MODO_SUBMIT, validadorCore } from '../../comum/formulario.tsx'
import { BotaoRemover } from '../../generico/BotaoRemover.tsx'
import { Entrada } from '../../generico/Entrada.tsx'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { useRecurso, valoresPadrao } from '../../generico/recurso.ts'

type SemPercentual = ResultadoAcao<'cargo-salario/niveis-competencia', 'competencias-sem-percentual'>

/** Whether behaviours may be added now (spec 001 §4: not while a level in force lacks its minimum percentage). */
const useNiveisSemPercentual = () => {
  const [r, setR] = useState<SemPercentual>()
  useEffect(() => {
    let vivo = true
    chamarAcao('cargo-salario/niveis-competencia', 'competencias-sem-percentual')
      .then((x) => vivo && setR(x))
      .catch(() => undefined)
    return () => {
      vivo = false
    }
  }, [])
  return r
}

/**
 * The item's behaviours, edited in place in their order (each a criterion evaluations rate): a description of up
 * to 250 characters each. New ones are refused while a level lacks its minimum percentage: the button is off and
 * the reason is said (the server refuses them as well).
 */
const Comportamentos = () => {
  const { fields, append, remove, move } = useFieldArray({ name: 'competencias', keyName: 'chave' })
  const sem = useNiveisSemPercentual()
  const bloqueado = sem?.podeAdicionarComportamento === false
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1, width: '100%', maxWidth: 900 }} data-testid="comportamentos">
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        Comportamentos
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        O que se observa em quem tem esta competência: são os critérios das avaliações de desempenho.
      </Typography>
      {bloqueado && sem?.mensagem && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {sem.mensagem}{' '}
          <Link to="/cargo-salario/niveis-competencia-historico/configuracao">Configurar os níveis</Link>
        </Alert>
      )}
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Nenhum comportamento informado.
        </Typography>
      )}
      {fields.map((f, i) => (
        <Stack key={f.chave} direction="row" alignItems="flex-start" spacing={1}>
          <Typography sx={{ pt: 2, minWidth: 24 }} color="text.secondary">
            {i + 1}.
          </Typography>
          <TextInput source={`competencias.${i}.descricao`} label="Descrição" fullWidth multiline inputProps={{ maxLength: DESCRICAO_COMPORTAMENTO_MAX }} />
          <Stack direction="row" sx={{ pt: 1 }}>
            <Tooltip title="Subir">
              <span>
                <IconButton size="small" aria-label="Subir" disabled={i === 0} onClick={() => move(i, i - 1)}>
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Descer">
              <span>
                <IconButton size="small" aria-label="Descer" disabled={i === fields.length - 1} onClick={() => move(i, i + 1)}>
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Remover comportamento">
              <IconButton size="small" color="error" aria-label="Remover comportamento" onClick={() => remove(i)}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        </Stack>
      ))}
      <Button startIcon={<AddIcon />} variant="outlined" size="small" disabled={bloqueado} onClick={() => append({ descricao: '' })}>
        Adicionar comportamento
      </Button>
    </Box>
  )
}

const Barra = ({ modo, lista }: { readonly modo: 'create' | 'update'; readonly lista: string }) => (
  <Toolbar sx={{ gap: 1, bgcolor: 'grey.50', borderTop: 1, borderColor: 'divider' }}>
    <SaveButton label="Salvar" alwaysEnable />
    <Button component={Link} to={lista} color="inherit">
      Cancelar
    </Button>
    <Box sx={{ flex: 1 }} />
    {modo === 'update' && <BotaoRemover variante="botao" />}
  </Toolbar>
)

/** Knowledge, skill or attitude (one form for the three kinds): the item's fields and its behaviours. */
const FormularioItem = ({ modo }: { readonly modo: 'create' | 'update' }) => {
  const r = useRecurso()
  // The server's body: the fields and the behaviours, judged together (the same Schema, the same messages).
  const validate = useMemo(() => validadorCore((v) => validar(CorpoCompetencia, v)), [])
  const campos = ['nome', 'areasOrganizacionais', 'observacao', 'solicitarComentario'] as const
  return (
    <SimpleForm
      {...MODO_SUBMIT}
      validate={validate}
      defaultValues={modo === 'create' ? { ...valoresPadrao(r), competencias: [] } : undefined}
      toolbar={<Barra modo={modo} lista={`/${r.name}`} />}
      warnWhenUnsavedChanges={false}
    >
      <FocarPrimeiroErro />
      {campos.map((k) => (
        <Entrada key={k} recurso={r.name} fonte={k} campo={camposCompetencia[k]} modo={modo} />
      ))}
      <Comportamentos />
    </SimpleForm>
  )
}

const Inclusao = () => {
  const r = useRecurso()
  return (
    <Create title={`Incluir ${r.labelSingular}`} redirect="list" mutationMode="pessimistic">
      <FormularioItem modo="create" />
    </Create>
  )
}

const Edicao = () => {
  const r = useRecurso()
  return (
    <Edit title={`Editar ${r.labelSingular}`} redirect="list" mutationMode="pessimistic" actions={false}>
      <FormularioItem modo="update" />
    </Edit>
  )
}

/** The screens of each kind of CHA item (conhecimentos, habilidades, atitudes): one form, the kind from the route. */
export const telasItemCompetencia: TelasPersonalizadas = { create: Inclusao, edit: Edicao }
