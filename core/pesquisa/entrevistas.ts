import { Effect, Schema } from 'effect'
import { AUTORIDADE_DESLIGAMENTOS, entrevistasDesligamento } from '../gestao-talentos/entrevistas-desligamento.ts'
import { modelosEntrevistaDesligamento } from '../gestao-talentos/modelos-entrevista-desligamento.ts'
import { agregarRespostas } from '../gestao-talentos/relatorios/resultados-entrevistas-desligamentos.ts'
import type { Ator } from '../shared/ator.ts'
import { criar, listar, obter } from '../shared/crud.ts'
import { Impressora, type Bloco, type Documento } from '../shared/documento.ts'
import { AcessoNegado, ValidacaoFalhou } from '../shared/erros.ts'
import { ehEscolha, TIPO_MULTIPLA_ESCOLHA, TIPO_NOTA, type PerguntaQuestionario, type RespostaQuestionario } from '../shared/questionario.ts'
import type { Arquivo, RegistroDe } from '../shared/resource.ts'
import { ROLE_PESQUISA } from './pesquisas.ts'

/**
 * Interview models in the Pesquisa menu (spec 002 "Interviews: GET /questionarios (empresaId, ativa); POST
 * /{id}/clone; POST /respostas; POST /print"). Decided: no table of its own. The models are the exit-interview models
 * of talent management (`gestao-talentos/modelos-entrevista-desligamento`, edited on that declaration's screens); these
 * calls, under /api/pesquisa/entrevistas, read and copy the same records through the same write path. HR of surveys
 * (ROLE_PESQUISA) or of the models' register lists, copies and prints; the answers follow the exit-interview report's
 * confidentiality: only HR with the dismissals' authority, aggregated per question without names, a manager's areas only.
 */

type Modelo = RegistroDe<typeof modelosEntrevistaDesligamento>

const podeVerModelos = (ator: Ator) => ator.autoridades.includes(ROLE_PESQUISA) || ator.autoridades.includes(String(modelosEntrevistaDesligamento.authority))
const exigir = (ok: boolean) => (ok ? Effect.void : Effect.fail(new AcessoNegado({})))

export const ModeloEntrevista = Schema.Struct({
  id: Schema.Number,
  empresaId: Schema.Number,
  titulo: Schema.String,
  ativo: Schema.Boolean,
  quantidadePerguntas: Schema.Number,
})
export type ModeloEntrevista = typeof ModeloEntrevista.Type

const resumo = (m: Modelo): ModeloEntrevista => ({
  id: m.id,
  empresaId: Number(m.empresaId),
  titulo: String(m.titulo),
  ativo: m.ativo === true,
  quantidadePerguntas: ((m.perguntas ?? []) as ReadonlyArray<unknown>).length,
})

/** GET /api/pesquisa/entrevistas/questionarios?empresaId=&ativa=: the models of a company the user sees (the session's by default), by title. */
export const listarModelosEntrevista = (ator: Ator, f: { readonly empresaId?: number | undefined; readonly ativa?: boolean | undefined }) =>
  Effect.gen(function* () {
    yield* exigir(podeVerModelos(ator))
    const empresaId = f.empresaId ?? ator.escopo.empresaId
    if (!ator.escopo.empresasVisiveis.includes(empresaId)) return yield* new AcessoNegado({})
    const naEmpresa: Ator = { ...ator, escopo: { ...ator.escopo, empresaId, empresasVisiveis: [empresaId] } }
    const { rows } = yield* listar(modelosEntrevistaDesligamento, naEmpresa, {
      filter: { empresaId, ...(f.ativa === undefined ? {} : { ativo: f.ativa }) },
      sort: { field: 'titulo', order: 'ASC' },
      range: { offset: 0, limit: 1000 },
    })
    return rows.map((m) => resumo(m as Modelo))
  })

/** GET /api/pesquisa/entrevistas/{id}: one model (404 outside the user's companies). */
export const obterModeloEntrevista = (ator: Ator, id: number) =>
  Effect.flatMap(exigir(podeVerModelos(ator)), () => Effect.map(obter(modelosEntrevistaDesligamento, ator, id), (m) => resumo(m as Modelo)))

/** POST /api/pesquisa/entrevistas/{id}/clone: copies the model (title, questions, active, observation) to the companies given. */
export const clonarModeloEntrevista = (ator: Ator, id: number, empresas: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    yield* exigir(podeVerModelos(ator))
    const m = (yield* obter(modelosEntrevistaDesligamento, ator, id)) as Modelo
    if (empresas.some((e) => !ator.escopo.empresasVisiveis.includes(e))) return yield* new AcessoNegado({})
    const copias: ModeloEntrevista[] = []
    for (const empresaId of [...new Set(empresas)]) {
      const naEmpresa: Ator = { ...ator, escopo: { ...ator.escopo, empresaId } }
      const corpo = { titulo: m.titulo, ativo: m.ativo, observacao: m.observacao, perguntas: m.perguntas }
      copias.push(resumo((yield* criar(modelosEntrevistaDesligamento, naEmpresa, corpo)) as Modelo))
    }
    return copias
  })

export const RespostasEntrevista = Schema.Struct({
  modelo: ModeloEntrevista,
  entrevistas: Schema.Number,
  /** The exit-interview report's rows: per question, options with counts, grade averages, open answers without names. */
  linhas: Schema.Array(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
})

/** POST /api/pesquisa/entrevistas/respostas: the recorded interviews of a model, aggregated as the exit-interview report does. */
export const respostasModeloEntrevista = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    yield* exigir(ator.autoridades.includes(AUTORIDADE_DESLIGAMENTOS))
    const m = (yield* obter(modelosEntrevistaDesligamento, ator, id)) as Modelo
    const naEmpresa: Ator = { ...ator, escopo: { ...ator.escopo, empresaId: Number(m.empresaId), empresasVisiveis: [Number(m.empresaId)] } }
    const { rows } = yield* listar(entrevistasDesligamento, naEmpresa, { filter: { modeloId: id, empresaId: Number(m.empresaId) }, range: { offset: 0, limit: 10_000 } })
    const entrevistas = rows.map((e) => ({
      modeloId: id,
      tituloModelo: String(m.titulo),
      perguntas: (e.perguntas ?? []) as ReadonlyArray<PerguntaQuestionario>,
      respostas: (e.respostas ?? []) as ReadonlyArray<RespostaQuestionario>,
    }))
    return { modelo: resumo(m), entrevistas: entrevistas.length, linhas: agregarRespostas(entrevistas) }
  })

const LINHA = '_'.repeat(95)

/** The blank questionnaire to print: each question with its options to tick, the grade scale, or lines to write on. */
export const documentoEmBranco = (
  m: { readonly titulo: string; readonly observacao?: string | null; readonly perguntas: ReadonlyArray<PerguntaQuestionario> },
  empresa: string,
  cabecalho = 'Entrevista',
): Documento => {
  const blocos: Bloco[] = [{ tipo: 'titulo', texto: m.titulo }]
  blocos.push({ tipo: 'campos', campos: [{ rotulo: 'Nome', valor: LINHA.slice(0, 60) }, { rotulo: 'Data', valor: '____/____/________' }] })
  if (m.observacao) blocos.push({ tipo: 'texto', texto: m.observacao })
  for (const [i, p] of m.perguntas.entries()) {
    const linhas: string[] = []
    if (ehEscolha(p.tipo)) {
      if (p.tipo === TIPO_MULTIPLA_ESCOLHA) linhas.push('(marque quantas opções quiser)')
      for (const o of p.respostas) linhas.push(`(   ) ${o.texto}`)
    } else if (p.tipo === TIPO_NOTA) {
      linhas.push(`Nota de ${p.notaMinima} a ${p.notaMaxima}: ________`)
    } else linhas.push(LINHA, LINHA, LINHA)
    if (p.exigirComentario) linhas.push(p.comentario ?? 'Justifique a sua resposta:', LINHA, LINHA)
    blocos.push({ tipo: 'texto', titulo: `${i + 1}. ${p.texto}${p.obrigatoria ? ' *' : ''}`, texto: linhas.join('\n') })
  }
  if (m.perguntas.some((p) => p.obrigatoria)) blocos.push({ tipo: 'texto', texto: '* Pergunta obrigatória.' })
  return { titulo: m.titulo, cabecalho: { empresa, titulo: cabecalho }, rodape: { paginas: true }, blocos }
}

/** POST /api/pesquisa/entrevistas/print: the model's blank questionnaire as a PDF. */
export const imprimirModeloEntrevista = (ator: Ator, id: number, empresa: string) =>
  Effect.gen(function* () {
    yield* exigir(podeVerModelos(ator))
    const m = (yield* obter(modelosEntrevistaDesligamento, ator, id)) as Modelo
    const doc = documentoEmBranco({ titulo: String(m.titulo), observacao: m.observacao ?? null, perguntas: (m.perguntas ?? []) as ReadonlyArray<PerguntaQuestionario> }, empresa)
    const bytes = yield* (yield* Impressora).pdf(doc)
    const arquivo: Arquivo = { bytes, nomeArquivo: `entrevista-${id}.pdf`, tipo: 'application/pdf' }
    return arquivo
  })

const idValido = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 2_147_483_647
const campo = (corpo: unknown, k: string): unknown => (corpo && typeof corpo === 'object' && !Array.isArray(corpo) ? (corpo as Record<string, unknown>)[k] : undefined)

/** The body of POST …/respostas and …/print: `{ questionarioId }` (400 with the field's message otherwise). */
export const lerQuestionarioId = (corpo: unknown) => {
  const v = campo(corpo, 'questionarioId')
  return idValido(v) ? Effect.succeed(v) : Effect.fail(ValidacaoFalhou.campo('questionarioId', v === undefined || v === null ? 'Questionário é obrigatório' : 'Questionário inválido'))
}

/** The body of POST …/{id}/clone: `{ empresas: [ids] }`, at least one. */
export const lerEmpresasDoClone = (corpo: unknown) => {
  const v = campo(corpo, 'empresas')
  if (!Array.isArray(v) || !v.every(idValido)) return Effect.fail(ValidacaoFalhou.campo('empresas', 'Empresas inválidas'))
  return v.length ? Effect.succeed(v as ReadonlyArray<number>) : Effect.fail(ValidacaoFalhou.campo('empresas', 'Selecione ao menos uma empresa'))
}
