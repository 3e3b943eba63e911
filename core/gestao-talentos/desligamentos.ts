import { Effect, Schema } from 'effect'
import { colaboradores, historicosDoTalento } from '../cargo-salario/colaboradores.ts'
import { CPF_ATIVO_DUPLICADO, ativoEm, historicoDepoisDoDesligamento } from '../cargo-salario/regrasColaborador.ts'
import { DESLIGAMENTO_ANTERIOR } from '../geral/itensPessoa.ts'
import type { Ator } from '../shared/ator.ts'
import { data, referencia, textoLongo } from '../shared/campos.ts'
import { alterar, listar, obter, remover } from '../shared/crud.ts'
import { RegraViolada, ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import { Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, montar, type Campos, type Entrada } from '../shared/resource.ts'
import { AUTORIDADE_DESLIGAMENTOS, entrevistasDesligamento } from './entrevistas-desligamento.ts'
import { ACAO_LINK_ENTREVISTA, LinksEntrevistaDesligamento } from './entrevistas-desligamento-link.ts'

/**
 * Dismissal of an employee (spec 001 §7 'Talent management', issue 14 "Dismissals"): POST
 * /api/cargo-salario/colaboradores/{id}/desligar with the date, the reason and an observation, and POST
 * …/{id}/cancelar-desligamento that restores the employee as before. Both change the employee record only
 * (its situation follows the dismissal date: D once the date has come) in one audited transaction.
 */

/** One transaction around a use case's several writes (the repository joins the inner ones). */
const emTransacao = <A, E, R>(e: Effect.Effect<A, E, R>) => Effect.flatMap(Repositorio, (repo) => repo.transaction(e))

export const TALENTO_JA_DESLIGADO = 'O talento já está desligado'
export const TALENTO_NAO_DESLIGADO_CANCELAR = 'O talento não está desligado'
export const ADMISSAO_CANCELADA_NAO_DESLIGA = 'A admissão deste talento foi cancelada na folha: não há o que desligar'
export const CPF_READMITIDO = 'Há outro talento ativo com este CPF (readmitido): o desligamento não pode ser cancelado'

export const camposDesligamento = {
  dataDesligamento: data({ label: 'Data de Desligamento', required: true }),
  motivoDesligamentoId: referencia({ label: 'Motivo do Desligamento', resource: 'gestao-talentos/motivo-desligamento', required: true }),
  observacaoDesligamento: textoLongo({ label: 'Observação do Desligamento', max: 4000, feminino: true }),
} satisfies Campos
export type CorpoDesligamento = Entrada<typeof camposDesligamento>
export const CorpoDesligamento = montar(camposDesligamento, 'create') as unknown as Schema.Schema<CorpoDesligamento, Record<string, unknown>>

/** What the dismissal rules read of the employee. */
export interface TalentoADesligar {
  readonly dataAdmissao: string
  readonly dataDesligamento?: string | null | undefined
  readonly statusFolha?: string | null | undefined
}

/**
 * The dismissal's rules (pure): not twice, not of a cancelled admission; the date not before the admission nor
 * before the last history row (`ultimoHistorico`: a row on the dismissal date itself is allowed, the last position
 * held; a later one, scheduled, would come after the employee left).
 */
export const regrasDesligamento = (t: TalentoADesligar, ultimoHistorico: string | undefined, dataDesligamento: string): ReadonlyArray<ErroCampo> => {
  if (t.dataDesligamento) return [{ field: 'dataDesligamento', message: TALENTO_JA_DESLIGADO }]
  if (t.statusFolha === 'C') return [{ field: 'dataDesligamento', message: ADMISSAO_CANCELADA_NAO_DESLIGA }]
  if (dataDesligamento < t.dataAdmissao) return [{ field: 'dataDesligamento', message: DESLIGAMENTO_ANTERIOR }]
  if (ultimoHistorico !== undefined && ultimoHistorico > dataDesligamento) return [{ field: 'dataDesligamento', message: historicoDepoisDoDesligamento(ultimoHistorico) }]
  return []
}

/** Dismisses the employee: their rules, then the three fields in one audited change. */
export const desligarColaborador = (ator: Ator, id: number, corpo: CorpoDesligamento) =>
  emTransacao(Effect.gen(function* () {
    const t = yield* obter(colaboradores, ator, id)
    const escopo = { ...ator.escopo, empresasVisiveis: [Number(t.empresaId)] }
    const hs = yield* historicosDoTalento(escopo, id)
    const erros = regrasDesligamento(
      { dataAdmissao: String(t.dataAdmissao), dataDesligamento: t.dataDesligamento ?? null, statusFolha: t.statusFolha ?? null },
      hs.length ? String(hs.at(-1)!.data) : undefined,
      corpo.dataDesligamento,
    )
    if (erros.length) return yield* ValidacaoFalhou.campos(erros)
    return yield* alterar(colaboradores, ator, id, {
      dataDesligamento: corpo.dataDesligamento,
      motivoDesligamentoId: corpo.motivoDesligamentoId,
      observacaoDesligamento: corpo.observacaoDesligamento?.trim() || null,
    })
  }))

/**
 * Cancels the dismissal: the employee is as before it (no date, reason nor observation) and the exit interview of
 * that dismissal is removed with it, and the links sent for it are voided, in the same transaction. Refused when the person was re-admitted meanwhile (two
 * active records of one CPF).
 */
export const cancelarDesligamento = (ator: Ator, id: number) =>
  emTransacao(Effect.gen(function* () {
    const t = yield* obter(colaboradores, ator, id)
    const desligamento = t.dataDesligamento
    if (!desligamento) return yield* new RegraViolada({ message: TALENTO_NAO_DESLIGADO_CANCELAR })
    const hoje = yield* (yield* Relogio).hoje
    const empresaId = Number(t.empresaId)
    // Every record of the CPF in the company, also those outside a manager's areas.
    const repo = yield* Repositorio
    const mesmos = yield* repo.list(colaboradores, { ...ator.escopo, empresasVisiveis: [empresaId] }, { filter: { cpf: t.cpf, empresaId } })
    if (mesmos.rows.some((x) => x.id !== id && ativoEm(x, hoje))) return yield* new RegraViolada({ message: `${CPF_READMITIDO}. ${CPF_ATIVO_DUPLICADO}.` })
    const entrevistas = yield* listar(entrevistasDesligamento, ator, { filter: { colaboradorId: id, empresaId } })
    for (const e of entrevistas.rows) if (e.dataDesligamento === desligamento) yield* remover(entrevistasDesligamento, ator, e.id)
    yield* (yield* LinksEntrevistaDesligamento).invalidar(id, yield* (yield* Relogio).agora)
    return yield* alterar(colaboradores, ator, id, { dataDesligamento: null, motivoDesligamentoId: null, observacaoDesligamento: null })
  }))

/** The employee's dismissal actions (mounted on /cargo-salario/colaboradores, the one employee resource). */
export const ACOES_DESLIGAMENTO = [
  defineAcao({
    nome: 'desligar',
    metodo: 'POST',
    caminho: ':id/desligar',
    resumo: 'Desliga o talento (data, motivo e observação do desligamento)',
    modo: 'escrever',
    autoridade: AUTORIDADE_DESLIGAMENTOS,
    corpo: CorpoDesligamento,
    resposta: 'registro',
    executar: (ator, { id, corpo }) => desligarColaborador(ator, id, corpo),
  }),
  defineAcao({
    nome: 'cancelar-desligamento',
    metodo: 'POST',
    caminho: ':id/cancelar-desligamento',
    resumo: 'Cancela o desligamento do talento (e a entrevista de desligamento dele)',
    modo: 'escrever',
    autoridade: AUTORIDADE_DESLIGAMENTOS,
    resposta: 'registro',
    executar: (ator, { id }) => cancelarDesligamento(ator, id),
  }),
  ACAO_LINK_ENTREVISTA,
]
