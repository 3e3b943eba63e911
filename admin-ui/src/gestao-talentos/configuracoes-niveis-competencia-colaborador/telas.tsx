import { useEffect, useMemo, useState } from 'react'
import { Alert, Box, Button, Typography } from '@mui/material'
import { AutocompleteInput, Create, Edit, ReferenceInput, SaveButton, SimpleForm, Toolbar, type RedirectionSideEffect } from 'react-admin'
import { useFormContext, useWatch } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { configuracoesNiveisCompetenciaColaborador as configTalento } from '../../../../core/gestao-talentos/configuracoes-niveis-competencia-colaborador.ts'
import { diaEmSaoPaulo, ehDataValida } from '../../../../core/shared/datas.ts'
import { formatarData } from '../../../../core/shared/formatos.ts'
import { decodificar } from '../../../../core/shared/resource.ts'
import { chamarAcao, type ResultadoAcao } from '../../api/acoes.ts'
import { Carregando } from '../../comum/Carregando.tsx'
import { FocarPrimeiroErro, MODO_SUBMIT, validadorCore } from '../../comum/formulario.tsx'
import { BotaoRemover } from '../../generico/BotaoRemover.tsx'
import { DataInput } from '../../generico/entradas/DataInput.tsx'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { GradeCompetenciasInput } from '../../cargo-salario/competencias/Grades.tsx'

type Grade = ResultadoAcao<'gestao-talentos/configuracoes-niveis-competencia-colaborador', 'info'>

const useGrade = (colaboradorId: unknown, data: unknown) => {
  const [g, setG] = useState<Grade>()
  const pronto = typeof colaboradorId === 'number' && typeof data === 'string' && ehDataValida(data)
  useEffect(() => {
    let vivo = true
    setG(undefined)
    if (pronto) chamarAcao('gestao-talentos/configuracoes-niveis-competencia-colaborador', 'info', { query: { colaboradorId, data } }).then((x) => vivo && setG(x)).catch(() => undefined)
    return () => {
      vivo = false
    }
  }, [pronto, colaboradorId, data])
  return { grade: g, pronto }
}

/**
 * The levels an employee shows on a date: the competencies their range (held then) requires come first, the
 * required level marked in its column; a new record starts from the employee's levels in force then.
 */
const GradeDoTalento = ({ modo }: { readonly modo: 'create' | 'update' }) => {
  const colaboradorId = useWatch({ name: 'colaboradorId' })
  const data = useWatch({ name: 'data' })
  const { grade, pronto } = useGrade(colaboradorId, data)
  const { setValue, getValues } = useFormContext()
  const [copiada, setCopiada] = useState<string>()
  useEffect(() => {
    const atual = getValues('configsNiveisCompetencias')
    if (modo === 'create' && grade?.configuracao && (!Array.isArray(atual) || atual.length === 0)) {
      setValue('configsNiveisCompetencias', grade.configuracao.configsNiveisCompetencias, { shouldDirty: true })
      setCopiada(grade.configuracao.data)
    }
  }, [grade, modo, getValues, setValue])
  if (!pronto) return <Typography color="text.secondary">Escolha o talento e a data para registrar os níveis.</Typography>
  if (!grade) return <Carregando />
  const exigidas = grade.competencias.filter((c) => c.nivelExigidoId !== null).length
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {grade.nomeFaixa
          ? exigidas
            ? `Faixa salarial na data: ${grade.nomeFaixa}. Em destaque, o nível que ela exige em cada uma das ${exigidas} competências.`
            : `Faixa salarial na data: ${grade.nomeFaixa}, sem competências configuradas nesta data.`
          : 'O talento não tinha faixa salarial nesta data.'}
      </Typography>
      {copiada && modo === 'create' && (
        <Alert severity="info" sx={{ mb: 1 }}>
          Começa pelos níveis registrados em {formatarData(copiada)}; ajuste o que mudou.
        </Alert>
      )}
      <GradeCompetenciasInput niveis={grade.niveis} competencias={grade.competencias} comComentario />
    </Box>
  )
}

const Barra = ({ modo }: { readonly modo: 'create' | 'update' }) => (
  <Toolbar sx={{ gap: 1, bgcolor: 'grey.50', borderTop: 1, borderColor: 'divider' }}>
    <SaveButton label="Salvar" alwaysEnable />
    <Button component={Link} to={`/${configTalento.name}`} color="inherit">
      Cancelar
    </Button>
    <Box sx={{ flex: 1 }} />
    {modo === 'update' && <BotaoRemover variante="botao" />}
  </Toolbar>
)

const Formulario = ({ modo }: { readonly modo: 'create' | 'update' }) => {
  const validate = useMemo(() => validadorCore((v) => decodificar(configTalento, v, modo)), [modo])
  return (
    <SimpleForm {...MODO_SUBMIT} validate={validate} defaultValues={modo === 'create' ? { data: diaEmSaoPaulo(Date.now()), configsNiveisCompetencias: [] } : undefined} toolbar={<Barra modo={modo} />} warnWhenUnsavedChanges={false}>
      <FocarPrimeiroErro />
      <ReferenceInput source="colaboradorId" reference="cargo-salario/colaboradores" sort={{ field: 'nome', order: 'ASC' }}>
        <AutocompleteInput label="Talento" optionText="nome" isRequired disabled={modo === 'update'} sx={{ width: 420 }} />
      </ReferenceInput>
      <DataInput source="data" label="Data" isRequired sx={{ width: 340 }} helperText="Os níveis valem desta data até o próximo registro." />
      <GradeDoTalento modo={modo} />
    </SimpleForm>
  )
}

/** Back to the employee's page after saving (where the radar is). */
const paraOTalento: RedirectionSideEffect = (_r, _id, dados) => (dados?.['colaboradorId'] ? `cargo-salario/colaboradores/${String(dados['colaboradorId'])}` : 'list')

const Inclusao = () => (
  <Create title="Registrar níveis de competência do talento" redirect={paraOTalento} mutationMode="pessimistic">
    <Formulario modo="create" />
  </Create>
)

const Edicao = () => (
  <Edit title="Níveis de competência do talento" redirect={paraOTalento} mutationMode="pessimistic" actions={false}>
    <Formulario modo="update" />
  </Edit>
)

const telas: TelasPersonalizadas = { create: Inclusao, edit: Edicao }
export default telas
