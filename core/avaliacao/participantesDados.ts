import { Effect, Either } from 'effect'
import { AreasDados } from '../cargo-salario/areasDados.ts'
import { colaboradores } from '../cargo-salario/colaboradores.ts'
import type { Escopo } from '../shared/ator.ts'
import type { ErroCampo } from '../shared/erros.ts'
import { Repositorio } from '../shared/repositorio.ts'
import type { ContextoValidacao, Registro } from '../shared/resource.ts'
import { avaliacoesDesempenho } from './avaliacoes-desempenho.ts'
import { participantesAvaliacaoDesempenho, SITUACAO_NAO_RESPONDIDA } from './participante-avaliacao-desempenho.ts'
import { errosDoPar, type ContextoPapel, type Par, type Pessoa } from './participantes.ts'
import { RespostasAvaliacaoAnonimas } from './ports.ts'

/**
 * What the participants' rules read (one query each, never one per person): the company's employees with their
 * position today, the area tree, the evaluation and its pairs. Reads go through the generic repository, in the
 * evaluation's company only.
 */

export const AVALIACAO_NAO_ENCONTRADA = 'Avaliação de Desempenho não encontrada'
export const AVALIACAO_NAO_MUDA = 'O participante não pode mudar de avaliação'
export const PAR_EXISTENTE = 'Este avaliador já avalia este avaliado nesta avaliação'

export const escopoDaEmpresa = (escopo: Escopo, empresaId: number): Escopo => ({ ...escopo, empresaId, empresasVisiveis: [empresaId] })

/** An employee as the evaluation screens and rules read them. */
export interface Talento extends Pessoa {
  readonly nome: string
  readonly email: string | null
  readonly estabelecimentoId: number | null
  readonly cargoId: number | null
  readonly faixaSalarialId: number | null
}

const num = (v: unknown) => (typeof v === 'number' ? v : null)

/** Every employee of the company (active or not), with the position of their history row in force today. */
export const talentosDaEmpresa = (escopo: Escopo, empresaId: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const { rows } = yield* repo.list(colaboradores, escopoDaEmpresa(escopo, empresaId), { filter: { empresaId }, sort: { field: 'nome', order: 'ASC' } })
    return rows.map(
      (c): Talento => ({
        id: c.id,
        nome: String(c.nome),
        email: typeof c.email === 'string' && c.email.trim() ? c.email.trim() : null,
        ativo: c['situacao'] === 'A',
        areaId: num(c['areaOrganizacionalId']),
        estabelecimentoId: num(c['estabelecimentoId']),
        cargoId: num(c['cargoId']),
        faixaSalarialId: num(c['faixaSalarialId']),
      }),
    )
  })

/** The evaluation as stored, read in the given scope (undefined when absent or outside it). */
export const avaliacaoEm = (escopo: Escopo, id: number): Effect.Effect<Registro | undefined, never, Repositorio> =>
  Effect.map(Effect.either(Effect.flatMap(Repositorio, (repo) => repo.get(avaliacoesDesempenho, escopo, id))), (e) => (Either.isRight(e) ? (e.right as Registro) : undefined))

export const contextoPapel = (avaliacao: Registro, empresaId: number) =>
  Effect.map(
    Effect.flatMap(AreasDados, (d) => d.arvore([empresaId])),
    (areas): ContextoPapel => ({
      permiteAutoAvaliacao: avaliacao['permiteAutoAvaliacao'] === true,
      consideraRespCorespHierarquia: avaliacao['consideraRespCorespHierarquia'] === true,
      areas,
    }),
  )

/** The stored pairs of an evaluation (answers left out). */
export type ParArmazenado = Registro &
  Par & { readonly situacao: string; readonly nomeAvaliado?: string; readonly nomeAvaliador?: string; readonly dataResposta?: string | null; readonly avaliacaoDesempenhoId: number }

export const paresDaAvaliacao = (escopo: Escopo, empresaId: number, avaliacaoDesempenhoId: number): Effect.Effect<ReadonlyArray<ParArmazenado>, never, Repositorio> =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const { rows } = yield* repo.list(participantesAvaliacaoDesempenho, escopoDaEmpresa(escopo, empresaId), {
      filter: { empresaId, avaliacaoDesempenhoId },
      sort: { field: 'id', order: 'ASC' },
    })
    return rows as unknown as ReadonlyArray<ParArmazenado>
  })

/** Has anyone saved or sent answers of this evaluation (a draft, an identified or an anonymous submission)? */
export const possuiRespostas = (escopo: Escopo, empresaId: number, avaliacaoDesempenhoId: number): Effect.Effect<boolean, never, Repositorio | RespostasAvaliacaoAnonimas> =>
  Effect.gen(function* () {
    const pares = yield* paresDaAvaliacao(escopo, empresaId, avaliacaoDesempenhoId)
    if (pares.some((p) => p.situacao !== SITUACAO_NAO_RESPONDIDA)) return true
    return (yield* (yield* RespostasAvaliacaoAnonimas).quantidade(empresaId, avaliacaoDesempenhoId)) > 0
  })

/**
 * The participant declaration's `validar`: the evaluation exists in the record's company and does not change on
 * update; the pair follows the role rules (participantes.ts `errosDoPar`) against the people and areas of that company.
 */
export const validarParticipante = (
  e: Partial<Par> & { readonly avaliacaoDesempenhoId?: number },
  ctx: ContextoValidacao,
): Effect.Effect<ReadonlyArray<ErroCampo>, never, Repositorio | AreasDados> =>
  Effect.gen(function* () {
    const empresaId = ctx.atual ? Number(ctx.atual.empresaId) : ctx.escopo.empresaId
    if (ctx.atual && Number(ctx.atual['avaliacaoDesempenhoId']) !== e.avaliacaoDesempenhoId)
      return [{ field: 'avaliacaoDesempenhoId', message: AVALIACAO_NAO_MUDA }] as ReadonlyArray<ErroCampo>
    const avaliacao = e.avaliacaoDesempenhoId === undefined ? undefined : yield* avaliacaoEm(escopoDaEmpresa(ctx.escopo, empresaId), e.avaliacaoDesempenhoId)
    if (!avaliacao) return [{ field: 'avaliacaoDesempenhoId', message: AVALIACAO_NAO_ENCONTRADA }] as ReadonlyArray<ErroCampo>
    if (e.avaliadoId === undefined || e.avaliadorId === undefined || e.papel === undefined) return []
    const pessoas = yield* talentosDaEmpresa(ctx.escopo, empresaId)
    const porId = new Map(pessoas.map((p) => [p.id, p]))
    const par: Par = { avaliadoId: e.avaliadoId, avaliadorId: e.avaliadorId, papel: e.papel }
    const erros = errosDoPar(par, porId.get(par.avaliadoId), porId.get(par.avaliadorId), yield* contextoPapel(avaliacao, empresaId))
    // The unique index would answer a database error (and abort a PostgreSQL transaction): judged here first.
    const existentes = yield* paresDaAvaliacao(ctx.escopo, empresaId, avaliacao.id)
    const repetido = existentes.some((x) => x.id !== ctx.id && Number(x.avaliadoId) === par.avaliadoId && Number(x.avaliadorId) === par.avaliadorId)
    return repetido ? [...erros, { field: 'avaliadorId', message: PAR_EXISTENTE }] : erros
  })

/** The participant with the pair rules (the declaration imports none of this file): the module and the use cases write through it. */
export const participantesComRegras = {
  ...participantesAvaliacaoDesempenho,
  validar: (e: Record<string, unknown>, ctx: ContextoValidacao) => validarParticipante(e as Partial<Par> & { readonly avaliacaoDesempenhoId?: number }, ctx),
}
