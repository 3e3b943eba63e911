import { useEffect, useMemo, useState } from 'react'
import { Alert, Box, Button, Typography } from '@mui/material'
import { AutocompleteInput, Create, Edit, ReferenceInput, SaveButton, SimpleForm, Toolbar } from 'react-admin'
import { useFormContext, useWatch } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { configuracoesNiveisCompetenciaFaixaSalarial as configFaixa } from '../../../../core/cargo-salario/configuracoes-niveis-competencia-faixa-salarial.ts'
import { diaEmSaoPaulo, ehDataValida } from '../../../../core/shared/datas.ts'
import { formatarData } from '../../../../core/shared/formatos.ts'
import { decodificar } from '../../../../core/shared/resource.ts'
import { chamarAcao, type ResultadoAcao } from '../../api/acoes.ts'
import { Carregando } from '../../comum/Carregando.tsx'
import { FocarPrimeiroErro, MODO_SUBMIT, validadorCore } from '../../comum/formulario.tsx'
import { BotaoRemover } from '../../generico/BotaoRemover.tsx'
import { DataInput } from '../../generico/entradas/DataInput.tsx'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { GradeCompetenciasInput } from '../competencias/Grades.tsx'
import { nomeDaFaixa } from '../faixas-salariais/FaixaSalarialInput.tsx'

type Grade = ResultadoAcao<'cargo-salario/niveis-competencia', 'config-faixa-info'>

/** The grid of the chosen range on the chosen date (levels in force then, the company's competencies, the cargo's first). */
const useGrade = (faixaId: unknown, data: unknown) => {
  const [g, setG] = useState<Grade>()
  const pronto = typeof faixaId === 'number' && typeof data === 'string' && ehDataValida(data)
  useEffect(() => {
    let vivo = true
    setG(undefined)
    if (pronto) chamarAcao('cargo-salario/niveis-competencia', 'config-faixa-info', { parametros: { faixaId }, query: { data } }).then((x) => vivo && setG(x)).catch(() => undefined)
    return () => {
      vivo = false
    }
  }, [pronto, faixaId, data])
  return { grade: g, pronto }
}

/**
 * The competencies a range requires from a date: a new configuration starts from the one in force then (the
 * levels are those in force on the date: another date may offer other levels).
 */
const GradeDaFaixa = ({ modo }: { readonly modo: 'create' | 'update' }) => {
  const faixaId = useWatch({ name: 'faixaSalarialId' })
  const data = useWatch({ name: 'data' })
  const { grade, pronto } = useGrade(faixaId, data)
  const { setValue, getValues } = useFormContext()
  const [copiada, setCopiada] = useState<string>()
  useEffect(() => {
    const atual = getValues('configsNiveisCompetencias')
    if (modo === 'create' && grade?.configuracao && (!Array.isArray(atual) || atual.length === 0)) {
      setValue('configsNiveisCompetencias', grade.configuracao.configsNiveisCompetencias, { shouldDirty: true })
      setCopiada(grade.configuracao.data)
    }
  }, [grade, modo, getValues, setValue])
  if (!pronto) return <Typography color="text.secondary">Escolha a faixa salarial e a data para ver as competências.</Typography>
  if (!grade) return <Carregando />
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {grade.nomeCargo} › {grade.nomeFaixa}
      </Typography>
      {copiada && modo === 'create' && (
        <Alert severity="info" sx={{ my: 1 }}>
          Começa pela configuração em vigor desde {formatarData(copiada)}; ajuste o que muda nesta data.
        </Alert>
      )}
      {grade.niveis.length === 0 ? (
        <Alert severity="warning">Nenhum nível de competência em vigor nesta data.</Alert>
      ) : (
        <GradeCompetenciasInput niveis={grade.niveis} competencias={grade.competencias} comPeso />
      )}
    </Box>
  )
}

const Barra = ({ modo }: { readonly modo: 'create' | 'update' }) => (
  <Toolbar sx={{ gap: 1, bgcolor: 'grey.50', borderTop: 1, borderColor: 'divider' }}>
    <SaveButton label="Salvar" alwaysEnable />
    <Button component={Link} to={`/${configFaixa.name}`} color="inherit">
      Cancelar
    </Button>
    <Box sx={{ flex: 1 }} />
    {modo === 'update' && <BotaoRemover variante="botao" />}
  </Toolbar>
)

const Formulario = ({ modo }: { readonly modo: 'create' | 'update' }) => {
  const validate = useMemo(() => validadorCore((v) => decodificar(configFaixa, v, modo)), [modo])
  return (
    <SimpleForm {...MODO_SUBMIT} validate={validate} defaultValues={modo === 'create' ? { data: diaEmSaoPaulo(Date.now()), configsNiveisCompetencias: [] } : undefined} toolbar={<Barra modo={modo} />} warnWhenUnsavedChanges={false}>
      <FocarPrimeiroErro />
      <ReferenceInput source="faixaSalarialId" reference="cargo-salario/faixas-salariais" sort={{ field: 'nome', order: 'ASC' }} perPage={500}>
        <AutocompleteInput label="Faixa Salarial" optionText={nomeDaFaixa} isRequired disabled={modo === 'update'} sx={{ width: 420 }} />
      </ReferenceInput>
      <DataInput source="data" label="Data" isRequired sx={{ width: 340 }} helperText="Exigido desta data até a próxima configuração da faixa." />
      <GradeDaFaixa modo={modo} />
    </SimpleForm>
  )
}

const Inclusao = () => (
  <Create title="Competências exigidas pela faixa salarial" redirect="list" mutationMode="pessimistic">
    <Formulario modo="create" />
  </Create>
)

const Edicao = () => (
  <Edit title="Competências exigidas pela faixa salarial" redirect="list" mutationMode="pessimistic" actions={false}>
    <Formulario modo="update" />
  </Edit>
)

const telas: TelasPersonalizadas = { create: Inclusao, edit: Edicao }
export default telas
