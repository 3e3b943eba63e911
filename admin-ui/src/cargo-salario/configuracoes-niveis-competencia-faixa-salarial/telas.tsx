import { Alert, Box, Typography } from '@mui/material'
import { AutocompleteInput, Create, Edit, ReferenceInput } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { configuracoesNiveisCompetenciaFaixaSalarial as configFaixa } from '../../../../core/cargo-salario/configuracoes-niveis-competencia-faixa-salarial.ts'
import { formatarData } from '../../../../core/shared/formatos.ts'
import { chamarAcao, type ResultadoAcao } from '../../api/acoes.ts'
import { Carregando } from '../../comum/Carregando.tsx'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { FormularioConfiguracaoDatada, useComecarDaAnterior, useGradeNaData } from '../competencias/ConfiguracaoDatada.tsx'
import { GradeCompetenciasInput } from '../competencias/Grades.tsx'
import { nomeDaFaixa } from '../faixas-salariais/FaixaSalarialInput.tsx'

type Grade = ResultadoAcao<'cargo-salario/niveis-competencia', 'config-faixa-info'>

const buscarGrade = (faixaId: number, data: string): Promise<Grade> =>
  chamarAcao('cargo-salario/niveis-competencia', 'config-faixa-info', { parametros: { faixaId }, query: { data } })

/**
 * The competencies a range requires from a date: a new configuration starts from the one in force then (the
 * levels are those in force on the date: another date may offer other levels).
 */
const GradeDaFaixa = ({ modo }: { readonly modo: 'create' | 'update' }) => {
  const faixaId = useWatch({ name: 'faixaSalarialId' })
  const data = useWatch({ name: 'data' })
  const { grade, pronto } = useGradeNaData(faixaId, data, buscarGrade)
  const copiada = useComecarDaAnterior(grade, modo)
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

const Formulario = ({ modo }: { readonly modo: 'create' | 'update' }) => (
  <FormularioConfiguracaoDatada
    recurso={configFaixa}
    modo={modo}
    ajudaData="Exigido desta data até a próxima configuração da faixa."
    dono={
      <ReferenceInput source="faixaSalarialId" reference="cargo-salario/faixas-salariais" sort={{ field: 'nome', order: 'ASC' }} perPage={500}>
        <AutocompleteInput label="Faixa Salarial" optionText={nomeDaFaixa} isRequired disabled={modo === 'update'} sx={{ width: 420 }} />
      </ReferenceInput>
    }
  >
    <GradeDaFaixa modo={modo} />
  </FormularioConfiguracaoDatada>
)

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
