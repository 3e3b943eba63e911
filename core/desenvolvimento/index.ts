import { defineModulo } from '../shared/modulo.ts'
import { comAcoes } from '../shared/resource.ts'
import { categoriaCurso, ROLE_DESENVOLVIMENTO } from './categoria-curso.ts'
import { ACOES_CERTIFICACAO } from './certificacaoAcoes.ts'
import { certificacao } from './certificacao.ts'
import { ACOES_CERTIFICADO, ACOES_TURMAS_CERTIFICADO, certificado } from './certificado.ts'
import { RELATORIOS_CERTIFICACOES } from './colaboradores-certificacoesRelatorios.ts'
import { modeloCertificado } from './modelo-certificado.ts'
import { ACOES_MODELO_CERTIFICADO } from './modelo-certificadoAcoes.ts'
import { colaboradorTurma, semPresencasNoDia } from './colaborador-turma.ts'
import { cursos } from './cursos.ts'
import { ACOES_CURSOS } from './cursosAcoes.ts'
import { diasTurmas } from './dias-turmas.ts'
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
  recursos: [categoriaCurso, comAcoes(tipoDespesa, ACOES_TIPO_DESPESA), comAcoes(cursos, ACOES_CURSOS), comAcoes(turmas, [...ACOES_TURMAS, ...ACOES_TURMAS_CERTIFICADO]), comAcoes({ ...diasTurmas, antesDeRemover: semPresencasNoDia }, ACOES_DIAS_TURMAS), colaboradorTurma,
    comAcoes(modeloCertificado, ACOES_MODELO_CERTIFICADO), comAcoes(certificacao, ACOES_CERTIFICACAO), comAcoes(certificado, ACOES_CERTIFICADO)],
  relatorios: RELATORIOS_CERTIFICACOES,
})
