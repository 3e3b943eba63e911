import { Effect, Either } from 'effect'
import { avaliacaoCurso } from '../desenvolvimento/avaliacao-curso.ts'
import { colaboradorTurma } from '../desenvolvimento/colaborador-turma.ts'
import { turmas } from '../desenvolvimento/turmas.ts'
import type { Escopo } from '../shared/ator.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { avaliacoesTurmaRespostas } from './avaliacoes-turma-respostas.ts'
import { avaliacoesTurma } from './avaliacoes-turma.ts'

const TODOS = { offset: 0, limit: 10_000 } as const

/** A released class evaluation in 'Minhas Pesquisas' (the fields of a survey item, with the class). */
export interface MinhaAvaliacaoTurma {
  readonly id: number
  readonly turmaId: number
  readonly titulo: string
  readonly dataInicio: string
  readonly dataFim: string
  readonly anonima: false
  readonly quantidadePerguntas: number
  readonly situacao: 'N' | 'P' | 'R'
}

/**
 * The released class evaluations of the classes the employee takes part in (id = the course evaluation, the class
 * beside it: the key of the answer), with where they stand. Called by 'Minhas Pesquisas' (core/pesquisa/responder.ts).
 */
export const minhasAvaliacoesTurma = (escopo: Escopo, colaboradorId: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const empresaId = escopo.empresaId
    const participa = yield* repo.list(colaboradorTurma, escopo, { filter: { colaboradorId, empresaId }, range: TODOS })
    const turmaIds = [...new Set(participa.rows.map((p) => Number(p.turmaId)))]
    if (!turmaIds.length) return [] as MinhaAvaliacaoTurma[]
    const liberadas = yield* repo.list(avaliacoesTurma, escopo, { filter: { turmaId: turmaIds, liberada: true, empresaId }, range: TODOS })
    const minhas = yield* repo.list(avaliacoesTurmaRespostas, escopo, { filter: { colaboradorId, empresaId }, range: TODOS })
    const situacao = new Map(minhas.rows.map((r) => [Number(r.avaliacaoTurmaId), r.situacao as 'P' | 'R']))
    const lista: MinhaAvaliacaoTurma[] = []
    for (const at of liberadas.rows) {
      const t = yield* Effect.either(repo.get(turmas, escopo, Number(at.turmaId)))
      const a = yield* Effect.either(repo.get(avaliacaoCurso, escopo, Number(at.avaliacaoCursoId)))
      if (Either.isLeft(t) || Either.isLeft(a)) continue
      lista.push({
        id: a.right.id,
        turmaId: t.right.id,
        titulo: `${String(a.right.titulo)} — ${String(t.right.descricao)}`,
        dataInicio: String(t.right.dataPrevIni),
        dataFim: String(t.right.dataPrevFim ?? t.right.dataPrevIni),
        anonima: false,
        quantidadePerguntas: (a.right.perguntas ?? []).length,
        situacao: situacao.get(at.id) ?? 'N',
      })
    }
    return lista
  })
