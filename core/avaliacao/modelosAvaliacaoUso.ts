import { Effect } from 'effect'
import { RegraViolada, type ErroCampo } from '../shared/erros.ts'
import { errosTravados } from '../shared/estruturaQuestionario.ts'
import { prepararQuestionarioComAspectos } from '../shared/modeloQuestionario.ts'
import type { ContextoValidacao, Registro } from '../shared/resource.ts'
import { camposModeloAvaliacao, modelosAvaliacao } from './modelos-avaliacao.ts'
import type { Escopo } from '../shared/ator.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { avaliacoesDesempenho } from './avaliacoes-desempenho.ts'
import { acompanhamentosDoModelo } from './colaboradores-questionarios.ts'
import { participantesAvaliacaoDesempenho, SITUACAO_PARCIAL, SITUACAO_RESPONDIDA } from './participante-avaliacao-desempenho.ts'
import { RespostasAvaliacaoAnonimas } from './ports.ts'

export const MODELO_COM_RESPOSTAS = 'O modelo de avaliação já possui respostas: perguntas e aspectos não podem mais ser alterados'
export const MODELO_COM_RESPOSTAS_REMOVER = 'O modelo de avaliação já possui respostas e não pode ser excluído'
export const MODELO_EM_USO_REMOVER = 'O modelo de avaliação é usado por avaliações de desempenho e não pode ser excluído'

const escopoDe = (empresaId: number): Escopo => ({ usuarioId: 0, empresaId, empresasVisiveis: [empresaId] })

/** The performance evaluations of the company that use the model (ids). */
export const avaliacoesDoModelo = (empresaId: number, modeloId: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const { rows } = yield* repo.list(avaliacoesDesempenho, escopoDe(empresaId), { filter: { empresaId, modeloAvaliacaoId: modeloId } })
    return rows.map((a) => a.id)
  })

/**
 * How many answers use the model's questions: the pairs of its performance evaluations answered (sent or a draft
 * saved, situação P or R), the anonymous answers of those evaluations (stored apart, without the pair) and the
 * experience follow-ups answered on the model (tipo A). Above zero, the model's questions and aspects are locked and
 * the model cannot be removed.
 */
export const respostasDoModelo = (empresaId: number, modeloId: number) =>
  Effect.gen(function* () {
    const acompanhamentos = yield* acompanhamentosDoModelo(empresaId, modeloId)
    const ids = yield* avaliacoesDoModelo(empresaId, modeloId)
    if (!ids.length) return acompanhamentos
    const repo = yield* Repositorio
    const anonimas = yield* RespostasAvaliacaoAnonimas
    const { total } = yield* repo.list(participantesAvaliacaoDesempenho, escopoDe(empresaId), {
      filter: { empresaId, avaliacaoDesempenhoId: ids, situacao: [SITUACAO_PARCIAL, SITUACAO_RESPONDIDA] },
      range: { offset: 0, limit: 1 },
    })
    return total + acompanhamentos + (yield* anonimas.quantidade(empresaId, ids))
  })

/** Stored keys that cannot change once answered (answers point at question and option ids). */
const TRAVADOS_COM_RESPOSTAS = { perguntas: [], aspectos: [] }

/** Removal refused once answered, or while a performance evaluation uses the model (its questionnaire). */
const recusarRemocao = (atual: Registro) =>
  Effect.gen(function* () {
    const empresaId = Number(atual.empresaId)
    if ((yield* respostasDoModelo(empresaId, atual.id)) > 0) return yield* new RegraViolada({ message: MODELO_COM_RESPOSTAS_REMOVER })
    if ((yield* avaliacoesDoModelo(empresaId, atual.id)).length) return yield* new RegraViolada({ message: MODELO_EM_USO_REMOVER })
  })

/**
 * The model with the rules that read its answers (the declaration imports none of this file, which reads the
 * follow-ups, whose declaration reads the models): the module registers it and the actions write through it.
 */
export const modelosAvaliacaoComRegras = {
  ...modelosAvaliacao,
  validar: (e: Record<string, unknown>, ctx: ContextoValidacao) =>
    Effect.gen(function* () {
      const atual = ctx.atual
      if (!atual) return [] as ReadonlyArray<ErroCampo>
      const preparado = yield* prepararQuestionarioComAspectos(camposModeloAvaliacao)(e as never)
      return yield* errosTravados(preparado, atual, TRAVADOS_COM_RESPOSTAS, MODELO_COM_RESPOSTAS, () => respostasDoModelo(Number(atual.empresaId), atual.id))
    }),
  antesDeRemover: recusarRemocao,
}
