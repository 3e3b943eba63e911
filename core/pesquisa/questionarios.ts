import { Effect, Schema } from 'effect'
import { modelosAvaliacao, TIPO_MODELO_ACOMPANHAMENTO_EXPERIENCIA, TIPO_MODELO_DESEMPENHO } from '../avaliacao/modelos-avaliacao.ts'
import { respostasDoModelo } from '../avaliacao/modelosAvaliacaoUso.ts'
import type { RespostasAvaliacaoAnonimas } from '../avaliacao/ports.ts'
import { avaliacaoCurso } from '../desenvolvimento/avaliacao-curso.ts'
import { avaliacoesAluno } from '../desenvolvimento/avaliacoes-aluno.ts'
import { modelosAvaliacaoAluno } from '../desenvolvimento/modelos-avaliacao-aluno.ts'
import { entrevistasDesligamento } from '../gestao-talentos/entrevistas-desligamento.ts'
import { modelosEntrevistaDesligamento } from '../gestao-talentos/modelos-entrevista-desligamento.ts'
import type { Ator, Escopo } from '../shared/ator.ts'
import { normalizarTermo } from '../shared/busca.ts'
import { AcessoNegado } from '../shared/erros.ts'
import { Repositorio } from '../shared/repositorio.ts'
import type { Registro, Resource } from '../shared/resource.ts'
import { avaliacoesTurma } from './avaliacoes-turma.ts'
import { avaliacoesTurmaRespostas } from './avaliacoes-turma-respostas.ts'
import { colaboradorRespostas, SITUACAO_RESPONDIDA } from './colaborador-respostas.ts'
import { nps } from './nps.ts'
import { pesquisas, ROLE_PESQUISA } from './pesquisas.ts'

/**
 * Every questionnaire of the company with its type (spec 002 /pesquisa/questionarios; issue 16), read-only. Each
 * type is a declaration below: where its questionnaires are (a declared resource, read through the repository with
 * the session's company), how its row reads (period, released) and how its answers are counted. The evaluation
 * models (issue 15) are two types: 'Avaliação de Desempenho' (tipo D) and 'Acompanhamento de Experiência' (tipo A).
 */
export interface TipoQuestionario {
  readonly id: string
  readonly nome: string
  readonly recurso: Resource
  /** The rows of `recurso` that are of this type (the evaluation models' `tipo`). */
  readonly filtro?: Readonly<Record<string, unknown>>
  /** The admin screen of one of its questionnaires. */
  readonly tela: (id: number) => string
  readonly periodo?: { readonly inicio: string; readonly fim: string }
  /** Released (surveys, rounds) or active (models). */
  readonly liberado: (r: Registro) => boolean
  /** Submitted answers of one questionnaire. */
  readonly respostas: (escopo: Escopo, id: number) => Effect.Effect<number, never, Repositorio | RespostasAvaliacaoAnonimas>
}

const contar = (r: Resource, escopo: Escopo, filter: Record<string, unknown>) =>
  Effect.flatMap(Repositorio, (repo) => Effect.map(repo.list(r, escopo, { filter: { ...filter, empresaId: escopo.empresaId }, range: { offset: 0, limit: 1 } }), (p) => p.total))

const enviadas = (escopo: Escopo, pesquisaId: number) => contar(colaboradorRespostas, escopo, { pesquisaId, situacao: SITUACAO_RESPONDIDA })

/** Surveys and NPS rounds: a period, released, their submitted participations. */
const comoPesquisa = (id: string, nome: string, recurso: Resource): TipoQuestionario => ({
  id,
  nome,
  recurso,
  tela: (x) => `/${recurso.name}/${x}`,
  periodo: { inicio: 'dataInicio', fim: 'dataFim' },
  liberado: (r) => r['liberada'] === true,
  respostas: enviadas,
})

/** Evaluation models of one type: active, their answers as the model's lock counts them (drafts included, anonymous ones too). */
const comoModeloAvaliacao = (id: string, nome: string, tipo: string): TipoQuestionario => ({
  id,
  nome,
  recurso: modelosAvaliacao,
  filtro: { tipo },
  tela: (x) => `/avaliacao/modelos-avaliacao/${x}`,
  liberado: (r) => r['ativo'] === true,
  respostas: (escopo, modeloId) => respostasDoModelo(escopo.empresaId, modeloId),
})

export const TIPOS_QUESTIONARIO: ReadonlyArray<TipoQuestionario> = [
  comoPesquisa('pesquisa', 'Pesquisa', pesquisas),
  comoPesquisa('nps', 'NPS', nps),
  {
    id: 'entrevista',
    nome: 'Entrevista',
    recurso: modelosEntrevistaDesligamento,
    tela: (id) => `/pesquisa/entrevistas/${id}`,
    liberado: (r) => r['ativo'] === true,
    respostas: (escopo, modeloId) => contar(entrevistasDesligamento, escopo, { modeloId }),
  },
  {
    id: 'avaliacao-curso',
    nome: 'Avaliação de Curso',
    recurso: avaliacaoCurso,
    tela: (id) => `/desenvolvimento/avaliacao-curso/${id}`,
    liberado: (r) => r['ativo'] === true,
    // The trainees' submitted answers in every class that released it.
    respostas: (escopo, avaliacaoCursoId) =>
      Effect.flatMap(Repositorio, (repo) =>
        Effect.flatMap(
          repo.list(avaliacoesTurma, escopo, { filter: { avaliacaoCursoId, empresaId: escopo.empresaId }, range: { offset: 0, limit: 10_000 } }),
          ({ rows }) =>
            Effect.map(
              Effect.forEach(rows, (t) => contar(avaliacoesTurmaRespostas, escopo, { avaliacaoTurmaId: t.id, situacao: SITUACAO_RESPONDIDA })),
              (ns) => ns.reduce((a, n) => a + n, 0),
            ),
        ),
      ),
  },
  {
    id: 'avaliacao-aluno',
    nome: 'Avaliação de Aluno',
    recurso: modelosAvaliacaoAluno,
    tela: (id) => `/desenvolvimento/modelos-avaliacao-aluno/${id}`,
    liberado: (r) => r['ativo'] === true,
    respostas: (escopo, modeloId) => contar(avaliacoesAluno, escopo, { modeloId }),
  },
  comoModeloAvaliacao('avaliacao-desempenho', 'Avaliação de Desempenho', TIPO_MODELO_DESEMPENHO),
  comoModeloAvaliacao('acompanhamento-experiencia', 'Acompanhamento de Experiência', TIPO_MODELO_ACOMPANHAMENTO_EXPERIENCIA),
]

export const Questionario = Schema.Struct({
  id: Schema.Number,
  tipo: Schema.String,
  nomeTipo: Schema.String,
  titulo: Schema.String,
  dataInicio: Schema.NullOr(Schema.String),
  dataFim: Schema.NullOr(Schema.String),
  liberado: Schema.Boolean,
  respostas: Schema.Number,
  tela: Schema.String,
})
export type Questionario = typeof Questionario.Type

export const ListaQuestionarios = Schema.Struct({ total: Schema.Number, itens: Schema.Array(Questionario) })

export interface FiltroQuestionarios {
  readonly titulo?: string | undefined
  readonly tipo?: string | undefined
  readonly liberado?: boolean | undefined
  readonly pagina?: number | undefined
  readonly porPagina?: number | undefined
}

/** How many questionnaires of one type are read (the company's whole catalogue). */
const LIMITE_POR_TIPO = 5000

/** GET /api/pesquisa/questionarios: the company's questionnaires, filtered (título, tipo, liberado), by title; a page with the answers counted. */
export const listarQuestionarios = (ator: Ator, f: FiltroQuestionarios) =>
  Effect.gen(function* () {
    if (!ator.autoridades.includes(ROLE_PESQUISA)) return yield* new AcessoNegado({})
    const repo = yield* Repositorio
    const escopo = { ...ator.escopo, empresasVisiveis: [ator.escopo.empresaId] }
    const termo = normalizarTermo(f.titulo ?? '')
    const todos: Array<{ tipo: TipoQuestionario; r: Registro }> = []
    for (const tipo of TIPOS_QUESTIONARIO.filter((t) => !f.tipo || t.id === f.tipo)) {
      const filtro = { ...(tipo.recurso.restringir?.(ator) ?? {}), ...tipo.filtro }
      const { rows } = yield* repo.list(tipo.recurso, escopo, { filter: { ...filtro, empresaId: escopo.empresaId }, range: { offset: 0, limit: LIMITE_POR_TIPO } })
      for (const r of rows) {
        if (termo && !normalizarTermo(String(r['titulo'] ?? '')).includes(termo)) continue
        if (f.liberado !== undefined && tipo.liberado(r) !== f.liberado) continue
        todos.push({ tipo, r })
      }
    }
    todos.sort((a, b) => String(a.r['titulo']).localeCompare(String(b.r['titulo']), 'pt-BR') || a.tipo.nome.localeCompare(b.tipo.nome) || a.r.id - b.r.id)
    const porPagina = Math.min(100, Math.max(1, f.porPagina ?? 15))
    const pagina = Math.max(1, f.pagina ?? 1)
    const itens: Questionario[] = []
    for (const { tipo, r } of todos.slice((pagina - 1) * porPagina, pagina * porPagina)) {
      const data = (k: string | undefined) => (k && typeof r[k] === 'string' ? (r[k] as string) : null)
      itens.push({
        id: r.id,
        tipo: tipo.id,
        nomeTipo: tipo.nome,
        titulo: String(r['titulo'] ?? ''),
        dataInicio: data(tipo.periodo?.inicio),
        dataFim: data(tipo.periodo?.fim),
        liberado: tipo.liberado(r),
        respostas: yield* tipo.respostas(escopo, r.id),
        tela: tipo.tela(r.id),
      })
    }
    return { total: todos.length, itens }
  })

/** The query string as the filter (unknown values ignored, never a 500). */
export const filtroDaQuery = (q: Readonly<Record<string, string | undefined>>): FiltroQuestionarios => {
  const inteiro = (v: string | undefined) => (v && /^\d{1,6}$/.test(v) ? Number(v) : undefined)
  const liberado = q['liberado'] ?? q['liberada']
  return {
    titulo: q['titulo']?.slice(0, 250),
    tipo: TIPOS_QUESTIONARIO.some((t) => t.id === q['tipo']) ? q['tipo'] : q['tipo'] ? '-' : undefined,
    liberado: liberado === 'true' ? true : liberado === 'false' ? false : undefined,
    pagina: inteiro(q['pagina']),
    porPagina: inteiro(q['porPagina']),
  }
}
