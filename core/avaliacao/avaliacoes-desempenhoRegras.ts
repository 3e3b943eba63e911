import { Effect } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { remover } from '../shared/crud.ts'
import { RegraViolada, type ErroCampo } from '../shared/erros.ts'
import type { ContextoValidacao, Registro } from '../shared/resource.ts'
import { avaliacoesDesempenho, type EntradaAvaliacao } from './avaliacoes-desempenho.ts'
import { PAPEL_AUTOAVALIACAO } from './papeis.ts'
import { escopoDaEmpresa, paresDaAvaliacao, participantesComRegras, possuiRespostas } from './participantesDados.ts'

export const AVALIACAO_TRAVADA = 'A avaliação está liberada ou já possui respostas: este campo não pode mais ser alterado'
export const AUTOAVALIACOES_EXISTENTES = 'A avaliação possui autoavaliações: remova-as antes de não permitir autoavaliação'
export const AVALIACAO_COM_RESPOSTAS_REMOVER = 'A avaliação já possui respostas e não pode ser excluída'

/**
 * What no longer changes once the evaluation is released or anyone saved answers (decided, issue 15): what the
 * evaluators answer and how it is kept (tipo, formato, the model, only competencies, the cargo's competencies) and the
 * anonymity (answers already sent went to one store or the other). Block it first to change them, while nobody
 * answered. Title, period, display flags, the role weights and the observation stay editable.
 */
export const CAMPOS_TRAVADOS = ['tipo', 'formato', 'anonima', 'modeloAvaliacaoId', 'avaliarSomenteCompetencias', 'avaliarCompetenciasCargo'] as const

const igual = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

const validarAvaliacao = (e: EntradaAvaliacao, ctx: ContextoValidacao) =>
  Effect.gen(function* () {
    const atual = ctx.atual
    if (!atual) return [] as ReadonlyArray<ErroCampo>
    const empresaId = Number(atual.empresaId)
    const erros: ErroCampo[] = []
    const padrao = (k: string, v: unknown) => v ?? (k === 'formato' ? 0 : k === 'modeloAvaliacaoId' ? null : false)
    const mudou = CAMPOS_TRAVADOS.filter((k) => !igual(padrao(k, e[k]), padrao(k, atual[k])))
    if (mudou.length && (atual['liberada'] === true || (yield* possuiRespostas(ctx.escopo, empresaId, atual.id)))) for (const k of mudou) erros.push({ field: k, message: AVALIACAO_TRAVADA })
    if (e.permiteAutoAvaliacao === false && atual['permiteAutoAvaliacao'] === true) {
      const pares = yield* paresDaAvaliacao(ctx.escopo, empresaId, atual.id)
      if (pares.some((p) => p.papel === PAPEL_AUTOAVALIACAO)) erros.push({ field: 'permiteAutoAvaliacao', message: AUTOAVALIACOES_EXISTENTES })
    }
    return erros
  })

/** Removal: refused once anyone answered; the pairs without answers go with the evaluation, in its transaction. */
const antesDeRemoverAvaliacao = (atual: Registro, ator: Ator) =>
  Effect.gen(function* () {
    const empresaId = Number(atual.empresaId)
    if (yield* possuiRespostas(ator.escopo, empresaId, atual.id)) return yield* new RegraViolada({ message: AVALIACAO_COM_RESPOSTAS_REMOVER })
    const naEmpresa: Ator = { ...ator, escopo: escopoDaEmpresa(ator.escopo, empresaId) }
    for (const p of yield* paresDaAvaliacao(ator.escopo, empresaId, atual.id)) yield* Effect.orDie(remover(participantesComRegras, naEmpresa, p.id))
  })

/**
 * The performance evaluation with the rules that read other data (attached here, not in the declaration, so the
 * declaration imports none of the participants' code): the locks once released or answered, the removal. The module
 * (index.ts) and every use case write through this one.
 */
export const avaliacoesDesempenhoComRegras = {
  ...avaliacoesDesempenho,
  validar: (e: EntradaAvaliacao, ctx: ContextoValidacao) => validarAvaliacao(e, ctx),
  antesDeRemover: (atual: Registro, ator: Ator) => antesDeRemoverAvaliacao(atual, ator),
}
