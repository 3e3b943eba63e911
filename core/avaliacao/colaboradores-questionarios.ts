import { Effect, Either } from 'effect'
import { colaboradores } from '../cargo-salario/colaboradores.ts'
import { meuTalento } from '../sessao/meusDados.ts'
import { booleano, data, decimal, inteiro, lista, percentual, referencia, referencias, texto, textoLongo } from '../shared/campos.ts'
import { obter } from '../shared/crud.ts'
import type { RegraViolada } from '../shared/erros.ts'
import { Relogio } from '../shared/ports.ts'
import { aprovado, Pergunta, pontuar, Resposta, validarRespostas, type PerguntaQuestionario, type RespostaEntrada } from '../shared/questionario.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineResource, type ContextoValidacao, type ResultadoValidar } from '../shared/resource.ts'
import { modelosAvaliacao, TIPO_MODELO_ACOMPANHAMENTO_EXPERIENCIA } from './modelos-avaliacao.ts'

/**
 * Who answers the experience-period follow-ups: the manager of the employee's area (scoped to the areas they manage,
 * `escopoGestor`) and HR (whose profile holds it too, with ROLE_VER_AREAS to see every area).
 */
export const ROLE_ACOMPANHAMENTO_EXPERIENCIA = 'ROLE_ACOMPANHAMENTO_EXPERIENCIA'

export const TALENTO_NAO_ENCONTRADO = 'Talento: registro não encontrado'
export const MODELO_NAO_ENCONTRADO = 'Modelo de Avaliação: registro não encontrado'
export const MODELO_NAO_E_ACOMPANHAMENTO = 'O modelo não é de acompanhamento do período de experiência'
export const MODELO_INATIVO = 'Modelo de avaliação inativo'
export const MODELO_SEM_PERGUNTAS = 'O modelo de avaliação não possui perguntas'
export const JA_RESPONDIDO = 'Este acompanhamento já foi respondido para este talento com este modelo'
export const DATA_FUTURA = 'A data não pode ser posterior à data atual'
export const DATA_ANTES_ADMISSAO = 'A data não pode ser anterior à data de admissão do talento'

const campos = {
  colaboradorId: referencia({ label: 'Talento', resource: 'cargo-salario/colaboradores', required: true, list: true, obrigatorio: 'Talento é obrigatório' }),
  modeloAvaliacaoId: referencia({
    label: 'Modelo de Avaliação',
    resource: 'avaliacao/modelos-avaliacao',
    filtroOpcoes: { tipo: TIPO_MODELO_ACOMPANHAMENTO_EXPERIENCIA, ativo: true },
    required: true,
    list: true,
    obrigatorio: 'Modelo de Avaliação é obrigatório',
  }),
  data: data({ label: 'Data', required: true, list: true }),
  respostas: lista({ label: 'Respostas', item: Resposta, feminino: true }),
  observacao: textoLongo({ label: 'Observação', feminino: true, max: 4000 }),
}

/**
 * An experience-period follow-up answered (spec 002 /talentos/{id}/colaboradores-questionarios; issue 15): the
 * employee, the follow-up model (tipo A; its period is copied as `periodoExperienciaId`), the day (not in the future,
 * not before the admission), the answers judged by the questionnaire engine (every mandatory question), a copy of the
 * questions answered, the score (`pontuar`, by the questions' weights) and the approval against the model's
 * `percentualMinimoAprovacao` (null without a minimum). Identified, never anonymous: the evaluator is the employee
 * linked to the user who recorded it (`avaliadorId`), or that user's name when none (HR). Once per employee and model.
 * Editing keeps the copy of the questions and the evaluator. The spec's nested paths under /talentos/{id} are this
 * resource filtered by `colaboradorId` (see colaboradores-questionariosAcoes.ts for `detail`).
 */
export const colaboradoresQuestionarios = defineResource({
  name: 'avaliacao/colaboradores-questionarios',
  table: 'colaboradores_questionarios',
  label: 'Acompanhamentos do Período de Experiência Respondidos',
  labelSingular: 'Acompanhamento do Período de Experiência',
  scope: 'empresa',
  authority: ROLE_ACOMPANHAMENTO_EXPERIENCIA,
  fields: campos,
  estado: {
    periodoExperienciaId: referencia({ label: 'Período de Experiência', resource: 'avaliacao/periodos-experiencia', list: true }),
    avaliadorId: referencia({ label: 'Avaliador', resource: 'cargo-salario/colaboradores' }),
    avaliadorUsuarioId: inteiro({ label: 'Usuário avaliador' }),
    avaliadorNome: texto({ label: 'Avaliador', max: 200, list: true }),
    perguntas: lista({ label: 'Perguntas', item: Pergunta, feminino: true }),
    pontuacao: decimal({ label: 'Pontuação', digitos: 16, casas: 2, feminino: true }),
    pontuacaoMaxima: inteiro({ label: 'Pontuação máxima', feminino: true }),
    percentual: percentual({ label: 'Desempenho (%)', list: true }),
    aprovado: booleano({ label: 'Aprovado', list: true, semPadrao: true }),
  },
  colunas: {
    nomeColaborador: texto({ label: 'Talento', max: 200 }),
    tituloModelo: texto({ label: 'Modelo', max: 250 }),
    nomePeriodo: texto({ label: 'Período', max: 100 }),
  },
  filtros: {
    dataDe: { campo: data({ label: 'De' }), op: 'gte', coluna: 'data' },
    dataAte: { campo: data({ label: 'Até' }), op: 'lte', coluna: 'data' },
    areaOrganizacionalId: { campo: referencias({ label: 'Áreas Organizacionais', resource: 'cargo-salario/areas-organizacionais', feminino: true }), op: 'predicado' },
  },
  escopoGestor: 'areaOrganizacionalId',
  omitirNaLista: ['respostas', 'perguntas', 'observacao'],
  sort: { field: 'data', order: 'DESC' },
  validar: (e, ctx) => validarAcompanhamento(e, ctx),
})

type EntradaAcompanhamento = {
  readonly colaboradorId: number
  readonly modeloAvaliacaoId: number
  readonly data: string
  readonly respostas?: ReadonlyArray<RespostaEntrada> | undefined
}

const validarAcompanhamento = (e: EntradaAcompanhamento, { ator, atual, id }: ContextoValidacao): Effect.Effect<ResultadoValidar, RegraViolada, unknown> =>
  Effect.gen(function* () {
    if (!ator) return []
    const empresaId = Number(atual?.empresaId ?? ator.escopo.empresaId)
    // The manager's scope: an employee outside their areas is not found.
    const t = yield* Effect.either(obter(colaboradores, ator, e.colaboradorId))
    if (Either.isLeft(t) || Number(t.right.empresaId) !== empresaId) return [{ field: 'colaboradorId', message: TALENTO_NAO_ENCONTRADO }]
    const repo = yield* Repositorio
    const m = yield* Effect.either(repo.get(modelosAvaliacao, ator.escopo, e.modeloAvaliacaoId))
    if (Either.isLeft(m) || Number(m.right.empresaId) !== empresaId) return [{ field: 'modeloAvaliacaoId', message: MODELO_NAO_ENCONTRADO }]
    const modelo = m.right
    if (modelo.tipo !== TIPO_MODELO_ACOMPANHAMENTO_EXPERIENCIA) return [{ field: 'modeloAvaliacaoId', message: MODELO_NAO_E_ACOMPANHAMENTO }]
    const mesmoModelo = atual !== undefined && atual['modeloAvaliacaoId'] === e.modeloAvaliacaoId
    if (!mesmoModelo && modelo.ativo === false) return [{ field: 'modeloAvaliacaoId', message: MODELO_INATIVO }]
    const perguntas = ((mesmoModelo ? atual['perguntas'] : modelo.perguntas) ?? []) as ReadonlyArray<PerguntaQuestionario>
    if (!perguntas.length) return [{ field: 'modeloAvaliacaoId', message: MODELO_SEM_PERGUNTAS }]
    const hoje = yield* (yield* Relogio).hoje
    if (e.data > hoje) return [{ field: 'data', message: DATA_FUTURA }]
    if (e.data < String(t.right['dataAdmissao'])) return [{ field: 'data', message: DATA_ANTES_ADMISSAO }]
    const outros = yield* repo.list(colaboradoresQuestionarios, ator.escopo, {
      filter: { empresaId, colaboradorId: e.colaboradorId, modeloAvaliacaoId: e.modeloAvaliacaoId },
      range: { offset: 0, limit: 2 },
    })
    if (outros.rows.some((r) => r.id !== id)) return [{ field: 'modeloAvaliacaoId', message: JA_RESPONDIDO }]
    const julgadas = validarRespostas(perguntas, e.respostas ?? [], { parcial: false })
    if (julgadas.erros.length) return julgadas.erros
    const p = pontuar(perguntas, julgadas.respostas)
    const avaliador = atual ? {} : yield* avaliadorDe(ator)
    return {
      erros: [],
      entrada: {
        ...e,
        respostas: julgadas.respostas,
        perguntas,
        ...p,
        aprovado: aprovado(p.percentual, modelo.percentualMinimoAprovacao),
        periodoExperienciaId: mesmoModelo ? atual['periodoExperienciaId'] : (modelo.periodoExperienciaId ?? null),
        ...avaliador,
      },
    }
  })

/** The evaluator recorded: the employee linked to the user, else the user's name (HR without an employee record). */
const avaliadorDe = (ator: NonNullable<ContextoValidacao['ator']>) =>
  Effect.map(meuTalento(ator), (t) => ({
    avaliadorId: t ? t.registro.id : null,
    avaliadorUsuarioId: ator.usuario.id,
    avaliadorNome: t ? String(t.registro['nome']) : ator.usuario.nome,
  }))

/** How many follow-ups were answered on a model (the model's delete refusal reads it). */
export const acompanhamentosDoModelo = (empresaId: number, modeloId: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const l = yield* repo.list(colaboradoresQuestionarios, { usuarioId: 0, empresaId, empresasVisiveis: [empresaId] }, { filter: { modeloAvaliacaoId: modeloId }, range: { offset: 0, limit: 1 } })
    return l.total
  })
