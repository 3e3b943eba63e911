import { defineModulo } from '../shared/modulo.ts'
import { comAcoes } from '../shared/resource.ts'
import { categoriaCurso, ROLE_DESENVOLVIMENTO } from './categoria-curso.ts'
import { colaboradorTurma, semPresencasNoDia } from './colaborador-turma.ts'
import { cursos } from './cursos.ts'
import { ACOES_CURSOS } from './cursosAcoes.ts'
import { diasTurmas } from './dias-turmas.ts'
import { RELATORIOS_DESENVOLVIMENTO } from './relatorios/index.ts'
import { tipoDespesa } from './tipo-despesa.ts'
import { turmas } from './turmas.ts'
import { ACOES_DIAS_TURMAS, ACOES_TIPO_DESPESA, ACOES_TURMAS } from './turmasAcoes.ts'

/**
 * Training and development (spec 002 /desenvolvimento; issue 17 part A): course categories and expense types,
 * courses, classes with their days, participants, attendance (approval by the course's minimum %) and expenses by type.
 */
export const moduloDesenvolvimento = defineModulo({
  nome: 'desenvolvimento',
  grupo: { nome: 'Desenvolvimento', ordem: 5 },
  autoridades: [{ id: ROLE_DESENVOLVIMENTO, name: 'Desenvolvimento: cursos, turmas, presenças e despesas' }],
  recursos: [categoriaCurso, comAcoes(tipoDespesa, ACOES_TIPO_DESPESA), comAcoes(cursos, ACOES_CURSOS), comAcoes(turmas, ACOES_TURMAS), comAcoes({ ...diasTurmas, antesDeRemover: semPresencasNoDia }, ACOES_DIAS_TURMAS), colaboradorTurma],
  relatorios: RELATORIOS_DESENVOLVIMENTO,
})
