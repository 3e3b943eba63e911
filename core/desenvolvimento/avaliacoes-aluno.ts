import { Effect, Either } from 'effect'
import { booleano, decimal, inteiro, lista, percentual, referencia, texto, textoLongo } from '../shared/campos.ts'
import { listar, obter } from '../shared/crud.ts'
import type { RegraViolada } from '../shared/erros.ts'
import { aprovado, Pergunta, pontuar, Resposta, validarRespostas, type PerguntaQuestionario, type RespostaEntrada } from '../shared/questionario.ts'
import { defineResource, type ContextoValidacao, type ResultadoValidar } from '../shared/resource.ts'
import { ROLE_DESENVOLVIMENTO } from './categoria-curso.ts'
import { colaboradorTurma } from './colaborador-turma.ts'
import { modelosAvaliacaoAluno } from './modelos-avaliacao-aluno.ts'
import { turmas } from './turmas.ts'

export const MODELO_ALUNO_NAO_ENCONTRADO = 'Modelo de Avaliação de Aluno: registro não encontrado'
export const MODELO_ALUNO_INATIVO = 'Modelo de avaliação de aluno inativo'
export const MODELO_ALUNO_SEM_PERGUNTAS = 'O modelo de avaliação de aluno não possui perguntas'
export const TURMA_NAO_ENCONTRADA_ALUNO = 'Turma: registro não encontrado'
export const NAO_PARTICIPA_DA_TURMA = 'Este talento não participa da turma'
export const ALUNO_JA_AVALIADO = 'Este talento já foi avaliado com este modelo nesta turma'

const campos = {
  turmaId: referencia({ label: 'Turma', resource: 'desenvolvimento/turmas', required: true, list: true, feminino: true }),
  colaboradorId: referencia({ label: 'Talento', resource: 'cargo-salario/colaboradores', required: true, list: true }),
  modeloId: referencia({ label: 'Modelo de Avaliação de Aluno', resource: 'desenvolvimento/modelos-avaliacao-aluno', required: true, list: true }),
  respostas: lista({ label: 'Respostas', item: Resposta, feminino: true }),
  observacao: textoLongo({ label: 'Observação', feminino: true, max: 4000 }),
}

/**
 * The evaluation of a trainee by HR or the instructor (issue 17 "student evaluation"): a participant of the class,
 * once per model and class, answering a student evaluation model. Its `validar` judges the answers with the engine
 * (every mandatory question) and keeps a copy of the questions answered and the grade (`pontuar`: the questions'
 * weights; `percentual` 0–100 is the grade the ranking uses), approved against the model's minimum. Editing keeps
 * the copy of the questions (a model edited later does not change a recorded evaluation).
 */
export const avaliacoesAluno = defineResource({
  name: 'desenvolvimento/avaliacoes-aluno',
  table: 'avaliacoes_aluno',
  label: 'Avaliações de Aluno',
  labelSingular: 'Avaliação de Aluno',
  scope: 'empresa',
  authority: ROLE_DESENVOLVIMENTO,
  fields: campos,
  estado: {
    perguntas: lista({ label: 'Perguntas', item: Pergunta, feminino: true }),
    pontuacao: decimal({ label: 'Pontuação', digitos: 14, casas: 2, feminino: true }),
    pontuacaoMaxima: inteiro({ label: 'Pontuação máxima', feminino: true }),
    percentual: percentual({ label: 'Nota (%)', list: true, feminino: true }),
    aprovado: booleano({ label: 'Aprovado', list: true, semPadrao: true }),
  },
  colunas: {
    nomeColaborador: texto({ label: 'Talento', max: 100 }),
  },
  omitirNaLista: ['respostas', 'perguntas', 'observacao'],
  sort: { field: 'id', order: 'ASC' },
  validar: (e, ctx) => validarAvaliacaoAluno(e, ctx),
})

type EntradaAvaliacaoAluno = { readonly turmaId: number; readonly colaboradorId: number; readonly modeloId: number; readonly respostas?: ReadonlyArray<RespostaEntrada> | undefined }

const validarAvaliacaoAluno = (e: EntradaAvaliacaoAluno, { ator, atual, id }: ContextoValidacao): Effect.Effect<ResultadoValidar, RegraViolada, unknown> =>
    Effect.gen(function* () {
      if (!ator) return []
      const empresaId = Number(atual?.empresaId ?? ator.escopo.empresaId)
      const t = yield* Effect.either(obter(turmas, ator, e.turmaId))
      if (Either.isLeft(t) || Number(t.right.empresaId) !== empresaId) return [{ field: 'turmaId', message: TURMA_NAO_ENCONTRADA_ALUNO }]
      const m = yield* Effect.either(obter(modelosAvaliacaoAluno, ator, e.modeloId))
      if (Either.isLeft(m) || Number(m.right.empresaId) !== empresaId) return [{ field: 'modeloId', message: MODELO_ALUNO_NAO_ENCONTRADO }]
      const mesmoModelo = atual !== undefined && atual['modeloId'] === e.modeloId
      if (!mesmoModelo && m.right.ativo === false) return [{ field: 'modeloId', message: MODELO_ALUNO_INATIVO }]
      const perguntas = ((mesmoModelo ? atual['perguntas'] : m.right.perguntas) ?? []) as ReadonlyArray<PerguntaQuestionario>
      if (!perguntas.length) return [{ field: 'modeloId', message: MODELO_ALUNO_SEM_PERGUNTAS }]
      const participa = yield* listar(colaboradorTurma, ator, { filter: { turmaId: e.turmaId, colaboradorId: e.colaboradorId }, range: { offset: 0, limit: 1 } })
      if (!participa.total) return [{ field: 'colaboradorId', message: NAO_PARTICIPA_DA_TURMA }]
      const outras = yield* listar(avaliacoesAluno, ator, { filter: { turmaId: e.turmaId, colaboradorId: e.colaboradorId, modeloId: e.modeloId }, range: { offset: 0, limit: 2 } })
      if (outras.rows.some((r) => r.id !== id)) return [{ field: 'colaboradorId', message: ALUNO_JA_AVALIADO }]
      const julgadas = validarRespostas(perguntas, e.respostas ?? [], { parcial: false })
      if (julgadas.erros.length) return julgadas.erros
      const p = pontuar(perguntas, julgadas.respostas)
      return { erros: [], entrada: { ...e, respostas: julgadas.respostas, perguntas, ...p, aprovado: aprovado(p.percentual, m.right.percentualMinimoAprovacao) } }
    })
