import { Effect } from 'effect'
import { consultaRankingAvaliacaoAluno } from '../../core/desenvolvimento/relatorios/ranking-avaliacao-aluno.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { consulta } from '../db/transacao.ts'
import { sql } from '../relatorios/consultas.ts'

/** The student evaluations of the session company's classes starting in the period (core ranks them). Same SQL on both databases. */
export const sqlRankingAvaliacaoAluno = sql(consultaRankingAvaliacaoAluno, (knex, f, e) =>
  Effect.map(
    consulta(knex, async (db) => {
      const q = db('avaliacoes_aluno as a')
        .join('turmas as t', 't.id', 'a.turmaId')
        .join('cursos as c', 'c.id', 't.cursoId')
        .join('colaboradores as co', 'co.id', 'a.colaboradorId')
        .join('modelos_avaliacao_aluno as m', 'm.id', 'a.modeloId')
        .where('a.empresaId', e.empresaId)
        .whereBetween('t.dataPrevIni', [f.dataIni, f.dataFim])
      if (f.cursosIds?.length) q.whereIn('t.cursoId', [...f.cursosIds])
      if (f.turmaId) q.where('a.turmaId', f.turmaId)
      if (f.modeloId) q.where('a.modeloId', f.modeloId)
      return (await q.select('co.nome as nomeColaborador', 'c.nome as nomeCurso', 't.descricao as descricaoTurma', 'm.titulo as tituloModelo', 'a.percentual', 'a.aprovado')) as ReadonlyArray<Record<string, unknown>>
    }),
    (rows): ReadonlyArray<Linha> =>
      rows.map((r) => ({
        nomeColaborador: String(r['nomeColaborador'] ?? ''),
        nomeCurso: String(r['nomeCurso'] ?? ''),
        descricaoTurma: String(r['descricaoTurma'] ?? ''),
        tituloModelo: String(r['tituloModelo'] ?? ''),
        percentual: r['percentual'] === null || r['percentual'] === undefined ? null : Number(r['percentual']),
        aprovado: r['aprovado'] === null || r['aprovado'] === undefined ? null : r['aprovado'] === true || Number(r['aprovado']) === 1 ? 1 : 0,
      })),
  ),
)

/** The names the lists of the student evaluations show. */
export const EXTENSOES_AVALIACOES_ALUNO = {
  'desenvolvimento/avaliacoes-aluno': {
    colunas: { nomeColaborador: () => 'select c.nome from colaboradores c where c.id = avaliacoes_aluno.colaborador_id' },
  },
} as const
