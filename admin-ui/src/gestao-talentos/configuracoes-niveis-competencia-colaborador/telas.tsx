import { Alert, Box, Typography } from '@mui/material'
import { AutocompleteInput, Create, Edit, ReferenceInput, type RedirectionSideEffect } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { configuracoesNiveisCompetenciaColaborador as configTalento } from '../../../../core/gestao-talentos/configuracoes-niveis-competencia-colaborador.ts'
import { formatarData } from '../../../../core/shared/formatos.ts'
import { chamarAcao, type ResultadoAcao } from '../../api/acoes.ts'
import { Carregando } from '../../comum/Carregando.tsx'
import type { TelasPersonalizadas } from '../../generico/personalizadas.ts'
import { FormularioConfiguracaoDatada, useComecarDaAnterior, useGradeNaData } from '../../cargo-salario/competencias/ConfiguracaoDatada.tsx'
import { GradeCompetenciasInput } from '../../cargo-salario/competencias/Grades.tsx'

type Grade = ResultadoAcao<'gestao-talentos/configuracoes-niveis-competencia-colaborador', 'info'>

const buscarGrade = (colaboradorId: number, data: string): Promise<Grade> =>
  chamarAcao('gestao-talentos/configuracoes-niveis-competencia-colaborador', 'info', { query: { colaboradorId, data } })

/**
 * The levels an employee shows on a date: the competencies their range (held then) requires come first, the
 * required level marked in its column; a new record starts from the employee's levels in force then.
 */
const GradeDoTalento = ({ modo }: { readonly modo: 'create' | 'update' }) => {
  const colaboradorId = useWatch({ name: 'colaboradorId' })
  const data = useWatch({ name: 'data' })
  const { grade, pronto } = useGradeNaData(colaboradorId, data, buscarGrade)
  const copiada = useComecarDaAnterior(grade, modo)
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

const Formulario = ({ modo }: { readonly modo: 'create' | 'update' }) => (
  <FormularioConfiguracaoDatada
    recurso={configTalento}
    modo={modo}
    ajudaData="Os níveis valem desta data até o próximo registro."
    dono={
      <ReferenceInput source="colaboradorId" reference="cargo-salario/colaboradores" sort={{ field: 'nome', order: 'ASC' }}>
        <AutocompleteInput label="Talento" optionText="nome" isRequired disabled={modo === 'update'} sx={{ width: 420 }} />
      </ReferenceInput>
    }
  >
    <GradeDoTalento modo={modo} />
  </FormularioConfiguracaoDatada>
)

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
