import { Effect, Schema } from 'effect'
import { avaliacoesTurma } from '../pesquisa/avaliacoes-turma.ts'
import { AVALIACAO_FORA_DO_CURSO, avaliacaoDaTurma, CorpoImprimir, imprimirPorTurma } from '../pesquisa/avaliacoes-turmaResponder.ts'
import type { Ator, Escopo } from '../shared/ator.ts'
import { valorBooleano, valorReferencia } from '../shared/campos.ts'
import { alterar, criar, listar, obter } from '../shared/crud.ts'
import { ValidacaoFalhou } from '../shared/erros.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, esquemaDoRegistro } from '../shared/resource.ts'
import { avaliacaoCurso } from './avaliacao-curso.ts'
import { cursos } from './cursos.ts'
import { turmas } from './turmas.ts'

export const AVALIACAO_SEM_PERGUNTAS = 'A avaliação de curso não possui perguntas: cadastre ao menos uma pergunta antes de liberá-la'
export const AVALIACAO_INATIVA = 'Avaliação de curso inativa'

export const AvaliacaoDaTurma = Schema.Struct({
  avaliacaoCursoId: Schema.Number,
  titulo: Schema.String,
  /** The class evaluation (pesquisa/avaliacoes-turma) once released or typed, else null. */
  avaliacaoTurmaId: Schema.NullOr(Schema.Number),
  liberada: Schema.Boolean,
  qtdRespondidas: Schema.Number,
})
export type AvaliacaoDaTurma = typeof AvaliacaoDaTurma.Type

/** The course evaluations of the class's course, each with its release in this class (the class's 'Avaliações' tab). */
export const avaliacoesDaTurma = (ator: Ator, turmaId: number) =>
  Effect.gen(function* () {
    const t = yield* obter(turmas, ator, turmaId)
    const escopo: Escopo = { ...ator.escopo, empresaId: Number(t.empresaId), empresasVisiveis: [Number(t.empresaId)] }
    const naEmpresa: Ator = { ...ator, escopo }
    const curso = yield* obter(cursos, naEmpresa, Number(t.cursoId))
    const doCurso = new Set((curso.avaliacaoCursos ?? []) as ReadonlyArray<number>)
    const daTurma = (yield* listar(avaliacoesTurma, naEmpresa, { filter: { turmaId }, range: { offset: 0, limit: 1000 } })).rows
    const ids = [...new Set([...doCurso, ...daTurma.map((r) => Number(r.avaliacaoCursoId))])]
    const out: AvaliacaoDaTurma[] = []
    const repo = yield* Repositorio
    for (const id of ids) {
      const a = yield* Effect.either(repo.get(avaliacaoCurso, escopo, id))
      if (a._tag === 'Left') continue
      const at = daTurma.find((r) => Number(r.avaliacaoCursoId) === id)
      out.push({ avaliacaoCursoId: id, titulo: String(a.right.titulo), avaliacaoTurmaId: at?.id ?? null, liberada: at?.liberada === true, qtdRespondidas: Number(at?.qtdRespondidas ?? 0) })
    }
    return out.sort((x, y) => x.titulo.localeCompare(y.titulo, 'pt-BR'))
  })

export const CorpoLiberaBloqueia = Schema.Struct({
  avaliacaoCursoId: valorReferencia({ label: 'Avaliação de Curso' }),
  liberada: valorBooleano({ label: 'Liberada' }),
})

/**
 * Releases or blocks a course evaluation in a class (spec 002 turma `PUT /{id}/libera-bloqueia (avaliacaoCursoId,
 * liberada)`): one of the evaluations of the class's course, with questions and active to be released. The class
 * evaluation (pesquisa/avaliacoes-turma) is created on the first release; blocking keeps the answers.
 */
export const liberarBloquear = (ator: Ator, turmaId: number, corpo: typeof CorpoLiberaBloqueia.Type) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(
      Effect.gen(function* () {
        const t = yield* obter(turmas, ator, turmaId)
        const escopo: Escopo = { ...ator.escopo, empresaId: Number(t.empresaId), empresasVisiveis: [Number(t.empresaId)] }
        const naEmpresa: Ator = { ...ator, escopo }
        const curso = yield* obter(cursos, naEmpresa, Number(t.cursoId))
        const campo = (message: string) => ValidacaoFalhou.campos([{ field: 'avaliacaoCursoId', message }])
        if (!((curso.avaliacaoCursos ?? []) as ReadonlyArray<number>).includes(corpo.avaliacaoCursoId)) return yield* campo(AVALIACAO_FORA_DO_CURSO)
        const a = yield* Effect.either(obter(avaliacaoCurso, naEmpresa, corpo.avaliacaoCursoId))
        if (a._tag === 'Left') return yield* campo(AVALIACAO_FORA_DO_CURSO)
        if (corpo.liberada && !(a.right.perguntas ?? []).length) return yield* campo(AVALIACAO_SEM_PERGUNTAS)
        if (corpo.liberada && a.right.ativo === false) return yield* campo(AVALIACAO_INATIVA)
        const at = yield* avaliacaoDaTurma(escopo, corpo.avaliacaoCursoId, turmaId)
        if (at) yield* alterar(avaliacoesTurma, naEmpresa, at.id, { liberada: corpo.liberada })
        else yield* criar(avaliacoesTurma, naEmpresa, { turmaId, avaliacaoCursoId: corpo.avaliacaoCursoId }, { estado: { liberada: corpo.liberada } })
        return yield* avaliacoesDaTurma(naEmpresa, turmaId)
      }),
    ),
  )

export const ACOES_TURMAS_AVALIACAO = [
  defineAcao({
    nome: 'libera-bloqueia',
    metodo: 'PUT',
    caminho: ':id/libera-bloqueia',
    resumo: 'Libera (liberada: true) ou bloqueia a avaliação de curso (avaliacaoCursoId) para os talentos da turma responderem',
    modo: 'escrever',
    corpo: CorpoLiberaBloqueia,
    resposta: Schema.Array(AvaliacaoDaTurma),
    executar: (ator, { id, corpo }) => liberarBloquear(ator, id, corpo),
  }),
  defineAcao({
    nome: 'avaliacoes',
    metodo: 'GET',
    caminho: ':id/avaliacoes',
    resumo: 'As avaliações de curso do curso da turma, com a liberação e o número de respostas nesta turma',
    modo: 'ler',
    resposta: Schema.Array(AvaliacaoDaTurma),
    executar: (ator, { id }) => avaliacoesDaTurma(ator, id),
  }),
]

export const CorpoImprimirAvaliacaoCurso = Schema.Struct({
  idTurma: valorReferencia({ label: 'Turma' }),
  imprimirFormaEconomica: CorpoImprimir.fields.imprimirFormaEconomica,
})

/** Spec 002 'Course evaluation: … GET {id}/por-curso; … POST {id}/imprimir (idTurma)'. */
export const ACOES_AVALIACAO_CURSO = [
  defineAcao({
    nome: 'por-curso',
    metodo: 'GET',
    caminho: ':id/por-curso',
    resumo: 'As avaliações de curso usadas pelo curso (id do curso)',
    modo: 'ler',
    resposta: Schema.Array(esquemaDoRegistro(avaliacaoCurso)),
    executar: (ator, { id }) =>
      Effect.gen(function* () {
        const c = yield* obter(cursos, ator, id)
        const ids = (c.avaliacaoCursos ?? []) as ReadonlyArray<number>
        if (!ids.length) return []
        return (yield* listar(avaliacaoCurso, ator, { filter: { id: [...ids], empresaId: Number(c.empresaId) }, range: { offset: 0, limit: 1000 } })).rows
      }) as never,
  }),
  defineAcao({
    nome: 'imprimir',
    metodo: 'POST',
    caminho: ':id/imprimir',
    resumo: 'PDF dos resultados da avaliação de curso numa turma (idTurma); sem imprimirFormaEconomica, também as respostas de cada talento',
    modo: 'ler',
    corpo: CorpoImprimirAvaliacaoCurso,
    resposta: 'arquivo',
    executar: (ator, { id, corpo }) => imprimirPorTurma(ator, id, corpo.idTurma, corpo.imprimirFormaEconomica),
  }),
]
