import type { Consulta } from '../shared/consulta.ts'
import { defineModulo } from '../shared/modulo.ts'
import { consultaInvestimentoPorCurso, consultaPainelDesenvolvimento, consultaTipoDespesaPorCurso } from './analytics.ts'
import { comAcoes } from '../shared/resource.ts'
import { avaliacaoCurso } from './avaliacao-curso.ts'
import { avaliacoesAluno } from './avaliacoes-aluno.ts'
import { ACOES_AVALIACAO_CURSO, ACOES_TURMAS_AVALIACAO } from './avaliacoesTurma.ts'
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
import { modelosAvaliacaoAluno } from './modelos-avaliacao-aluno.ts'
import { relatorioRankingAvaliacaoAluno } from './relatorios/ranking-avaliacao-aluno.ts'
import { gruposMetasHoras } from './grupos-metas-horas.ts'
import { lnt, lntCursos, ROLE_LNT } from './lnt.ts'
import { ACOES_LNT } from './lntAcoes.ts'
import { planosAcao } from './planos-acao.ts'
import { RELATORIOS_DESENVOLVIMENTO } from './relatorios/index.ts'
import { tipoDespesa } from './tipo-despesa.ts'
import { turmas } from './turmas.ts'
import { ACOES_DIAS_TURMAS, ACOES_TIPO_DESPESA, ACOES_TURMAS } from './turmasAcoes.ts'
import { ACOES_DOCUMENTOS_TURMA } from './documentosTurma.ts'
import { ACOES_EMPRESAS_PARTICIPANTES } from './empresasParticipantes.ts'
import { ACOES_QR_DIAS_TURMAS, ACOES_QR_TURMAS } from './presencaQrCode.ts'
import { ACOES_TREINAMENTOS, ROLE_MEUS_TREINAMENTOS } from './treinamentos.ts'
import { ACOES_AVISO_TURMAS } from './turmasAviso.ts'

/**
 * Training and development (spec 002 /desenvolvimento; issue 17 part A): course categories and expense types,
 * courses, classes with their days, participants, attendance (approval by the course's minimum %) and expenses by type.
 */
export const moduloDesenvolvimento = defineModulo({
  nome: 'desenvolvimento',
  grupo: { nome: 'Desenvolvimento', ordem: 5 },
  autoridades: [
    { id: ROLE_DESENVOLVIMENTO, name: 'Desenvolvimento: cursos, turmas, presenças e despesas' },
    { id: ROLE_LNT, name: 'Desenvolvimento: propor cursos na LNT (gestores, nas suas áreas)' },
    { id: ROLE_MEUS_TREINAMENTOS, name: 'Meus Treinamentos: o talento vinculado ao usuário vê suas turmas e registra presença por QR code' },
  ],
  recursos: [
    categoriaCurso,
    comAcoes(tipoDespesa, ACOES_TIPO_DESPESA),
    comAcoes(cursos, ACOES_CURSOS, ACOES_EMPRESAS_PARTICIPANTES),
    comAcoes(turmas, ACOES_TURMAS, ACOES_QR_TURMAS, ACOES_AVISO_TURMAS, ACOES_DOCUMENTOS_TURMA, ACOES_TURMAS_AVALIACAO, ACOES_TURMAS_CERTIFICADO),
    comAcoes({ ...diasTurmas, antesDeRemover: semPresencasNoDia }, ACOES_DIAS_TURMAS, ACOES_QR_DIAS_TURMAS),
    comAcoes(colaboradorTurma, ACOES_TREINAMENTOS),
    comAcoes(avaliacaoCurso, ACOES_AVALIACAO_CURSO),
    modelosAvaliacaoAluno,
    avaliacoesAluno,
    comAcoes(lnt, ACOES_LNT),
    lntCursos,
    planosAcao,
    gruposMetasHoras,
    comAcoes(modeloCertificado, ACOES_MODELO_CERTIFICADO),
    comAcoes(certificacao, ACOES_CERTIFICACAO),
    comAcoes(certificado, ACOES_CERTIFICADO),
  ],
  telas: [
    { label: 'Meus Treinamentos', caminho: 'desenvolvimento/treinamentos', authority: ROLE_MEUS_TREINAMENTOS, menu: { grupo: 'Desenvolvimento', ordem: 9 } },
    { label: 'Painel de Desenvolvimento', caminho: 'analytics/desenvolvimento', authority: ROLE_DESENVOLVIMENTO, menu: { grupo: 'Desenvolvimento', ordem: 10 } },
  ],
  // A Consulta is invariant in its fields: each is widened as the platform's lists hold them.
  consultas: [consultaPainelDesenvolvimento, consultaInvestimentoPorCurso, consultaTipoDespesaPorCurso].map((q) => q as unknown as Consulta),
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Relatorio is invariant in its fields
  relatorios: [...RELATORIOS_DESENVOLVIMENTO, relatorioRankingAvaliacaoAluno as any, ...RELATORIOS_CERTIFICACOES],
})
