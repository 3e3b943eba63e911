import { ROLE_DESENVOLVIMENTO } from '../categoria-curso.ts'
import { referencia, referencias } from '../../shared/campos.ts'
import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { camposPeriodo, descreverPeriodo, juntar, quantosSelecionados, regrasPeriodo } from '../../shared/filtrosRelatorio.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'

/**
 * Ranks the SQL's rows (one per student evaluation: `percentual` the grade, `aprovado`): best grade first, ties by
 * name; equal grades share the position (1, 2, 2, 4). Evaluations without a grade (nothing scored) come last, unranked.
 */
export const ranquear = (linhas: ReadonlyArray<Linha>): ReadonlyArray<Linha> => {
  const nota = (l: Linha) => (l['percentual'] === null || l['percentual'] === undefined ? null : Number(l['percentual']))
  const ordenadas = [...linhas].sort((a, b) => {
    const na = nota(a)
    const nb = nota(b)
    if (na !== nb) return na === null ? 1 : nb === null ? -1 : nb - na
    return String(a['nomeColaborador'] ?? '').localeCompare(String(b['nomeColaborador'] ?? ''), 'pt-BR')
  })
  let posicao = 0
  return ordenadas.map((l, i) => {
    const n = nota(l)
    if (n !== null && (i === 0 || nota(ordenadas[i - 1]!) !== n)) posicao = i + 1
    const aprovado = l['aprovado']
    return { ...l, posicao: n === null ? null : posicao, resultado: aprovado === null || aprovado === undefined ? '—' : Number(aprovado) === 1 || aprovado === 'true' ? 'Aprovado' : 'Reprovado' }
  })
}

/**
 * Ranking da avaliação de alunos (spec 002 training report ranking-avaliacao-aluno): the student evaluations
 * (desenvolvimento/avaliacoes-aluno) of the classes starting in the period, by grade (the engine's score in %, from
 * the questions' weights), optionally of some courses, one class or one model.
 */
export const consultaRankingAvaliacaoAluno = defineConsulta({
  nome: 'desenvolvimento/ranking-avaliacao-aluno',
  autoridade: ROLE_DESENVOLVIMENTO,
  campos: {
    ...camposPeriodo('Início da turma'),
    cursosIds: referencias({ label: 'Cursos', resource: 'desenvolvimento/cursos' }),
    turmaId: referencia({ label: 'Turma', resource: 'desenvolvimento/turmas', feminino: true }),
    modeloId: referencia({ label: 'Modelo de Avaliação de Aluno', resource: 'desenvolvimento/modelos-avaliacao-aluno' }),
  },
  regras: (f) => regrasPeriodo(f),
  colunas: () => [
    { campo: 'posicao', titulo: 'Posição', tipo: 'inteiro', largura: 0.7 },
    { campo: 'nomeColaborador', titulo: 'Talento', tipo: 'texto', largura: 2.4 },
    { campo: 'nomeCurso', titulo: 'Curso', tipo: 'texto', largura: 2 },
    { campo: 'descricaoTurma', titulo: 'Turma', tipo: 'texto', largura: 1.8 },
    { campo: 'tituloModelo', titulo: 'Modelo', tipo: 'texto', largura: 1.8 },
    { campo: 'percentual', titulo: 'Nota (%)', tipo: 'percentual', total: 'media' },
    { campo: 'resultado', titulo: 'Resultado', tipo: 'texto' },
  ],
  completar: ranquear,
})
export type FiltroRankingAvaliacaoAluno = FiltroSql<typeof consultaRankingAvaliacaoAluno>

export const relatorioRankingAvaliacaoAluno = defineRelatorio({
  consulta: consultaRankingAvaliacaoAluno,
  titulo: 'Ranking da Avaliação de Alunos',
  menu: { grupo: 'Desenvolvimento', subgrupo: 'Relatórios', ordem: 10 },
  orientacao: 'paisagem',
  descreverFiltro: (f) => juntar([descreverPeriodo('Início da turma', f), quantosSelecionados('Cursos', f.cursosIds), f.turmaId ? 'Uma turma' : '', f.modeloId ? 'Um modelo' : '']),
})
