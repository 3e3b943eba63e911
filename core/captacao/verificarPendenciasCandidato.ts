import { Effect, Schema } from 'effect'
import { ErroCampoSchema, NaoEncontrado } from '../shared/erros.ts'
import type { Ator } from '../shared/ator.ts'
import { obter } from '../shared/crud.ts'
import { Auditoria, Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao } from '../shared/resource.ts'
import { empresas } from '../utilitario/empresas.ts'
import { candidatos } from './candidatos.ts'
import { CandidatosDados } from './ports.ts'
import { configDaEmpresa, qualificar, STATUS_QUALIFICACAO, type StatusQualificacao } from './qualificacaoCandidato.ts'

const umCandidato = (ator: Ator, id: number, empresaId?: number) =>
  Effect.gen(function* () {
    const c = yield* obter(candidatos, ator, id)
    const alvo = empresaId ?? Number(c.empresaId)
    if (!ator.escopo.empresasVisiveis.includes(alvo)) return yield* new NaoEncontrado({ recurso: 'utilitario/empresas', id: alvo })
    const empresa = yield* (yield* Repositorio).get(empresas, ator.escopo, alvo)
    const hoje = yield* (yield* Relogio).hoje
    return { candidato: c, resultado: qualificar(c, configDaEmpresa(empresa), hoje, { possuiSenha: c.possuiSenha === true }), propria: alvo === Number(c.empresaId) }
  })

/**
 * The computed qualification stored in the candidate's server-owned state (`estadoCandidato`), only when it
 * differs (a check that finds nothing new writes and logs nothing), and logged with its old and new values in the
 * same transaction. Not through the repository's `alterar` on purpose: that stamps `atualizadoEm`, from which the
 * LGPD purge counts a candidate's months without update, and a check (or a batch after a configuration change) is
 * no update of the candidate's data.
 */
const gravarQualificacao = (
  ator: Ator,
  c: { readonly id: number; readonly empresaId?: number; readonly qualificacaoCadastral: unknown; readonly mensagemQualificacao: unknown },
  r: { readonly status: StatusQualificacao; readonly mensagem: string | null },
) =>
  Effect.gen(function* () {
    const antes = { qualificacaoCadastral: c.qualificacaoCadastral ?? null, mensagemQualificacao: c.mensagemQualificacao ?? null }
    if (antes.qualificacaoCadastral === r.status && antes.mensagemQualificacao === r.mensagem) return
    const dados = yield* CandidatosDados
    const auditoria = yield* Auditoria
    yield* (yield* Repositorio).transaction(
      Effect.gen(function* () {
        yield* dados.gravarQualificacao(c.id, r.status, r.mensagem)
        yield* auditoria.registrar({
          usuarioId: ator.escopo.usuarioId,
          empresaId: Number(c.empresaId),
          entidade: candidatos.name,
          entidadeId: c.id,
          acao: 'alterar',
          antes,
          depois: { qualificacaoCadastral: r.status, mensagemQualificacao: r.mensagem },
        })
      }),
    )
  })

/**
 * Pendencies of a candidate against a company's configuration (spec 000 §7.3
 * `{id}/empresa/{companyId}/verificar-pendencias`): the qualification with the missing or inconsistent
 * fields. The status is stored only when the company is the candidate's own (another company's rules
 * say whether it could take the candidate, not what the candidate's record is).
 */
export const verificarPendencias = (ator: Ator, id: number, empresaId: number) =>
  Effect.gen(function* () {
    const { candidato, resultado, propria } = yield* umCandidato(ator, id, empresaId)
    if (propria) yield* gravarQualificacao(ator, candidato, resultado)
    return { candidatoId: id, empresaId, qualificacaoCadastral: resultado.status, mensagemQualificacao: resultado.mensagem, pendencias: resultado.pendencias }
  })

/** `{candidatosIds: number[]}` of the batch actions. */
export const IdsSchema = Schema.Struct({
  candidatosIds: Schema.propertySignature(
    Schema.Array(
      Schema.Number.annotations({ message: () => 'Candidato inválido' }).pipe(
        Schema.int({ message: () => 'Candidato inválido' }),
        Schema.positive({ message: () => 'Candidato inválido' }),
      ),
    ).pipe(
      Schema.minItems(1, { message: () => 'Selecione ao menos um candidato' }),
      Schema.maxItems(10_000, { message: () => 'No máximo 10.000 candidatos por vez' }),
    ),
  ).annotations({ missingMessage: () => 'Selecione ao menos um candidato' }),
})

/**
 * Batch pendency check (spec 000 §7.3 verificar-pendencias-em-lote): recomputes and stores the
 * qualification of every candidate against their own company's current configuration, in one
 * transaction (an unknown id fails the whole batch with 404). Answers how many ended in each status.
 */
export const verificarPendenciasEmLote = (ator: Ator, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    return yield* repo.transaction(
      Effect.gen(function* () {
        const porStatus: Record<StatusQualificacao, number> = { QUALIFICADO: 0, NAO_QUALIFICADO: 0, DADOS_INCOMPLETOS: 0, NAO_VERIFICADO: 0 }
        const resultados: Array<{ candidatoId: number; qualificacaoCadastral: StatusQualificacao; mensagemQualificacao: string | null }> = []
        for (const id of new Set(ids)) {
          const { candidato, resultado } = yield* umCandidato(ator, id)
          yield* gravarQualificacao(ator, candidato, resultado)
          porStatus[resultado.status]++
          resultados.push({ candidatoId: id, qualificacaoCadastral: resultado.status, mensagemQualificacao: resultado.mensagem })
        }
        return { total: resultados.length, porStatus, resultados }
      }),
    )
  })

const Status = Schema.Literal(...STATUS_QUALIFICACAO.map((s) => s.id))

/** What `verificar-pendencias` answers. */
export const PendenciasCandidato = Schema.Struct({
  candidatoId: Schema.Number,
  empresaId: Schema.Number,
  qualificacaoCadastral: Status,
  mensagemQualificacao: Schema.NullOr(Schema.String),
  pendencias: Schema.Array(ErroCampoSchema),
})

/** What `verificar-pendencias-em-lote` answers: how many ended in each status, and each one. */
export const PendenciasEmLote = Schema.Struct({
  total: Schema.Number,
  porStatus: Schema.Record({ key: Status, value: Schema.Number }),
  resultados: Schema.Array(Schema.Struct({ candidatoId: Schema.Number, qualificacaoCadastral: Status, mensagemQualificacao: Schema.NullOr(Schema.String) })),
})

export const ACOES_PENDENCIAS_CANDIDATO = [
  defineAcao({
    nome: 'verificar-pendencias',
    metodo: 'GET',
    caminho: ':id/empresa/:empresaId/verificar-pendencias',
    resumo: 'Pendências do candidato pela configuração de uma empresa',
    modo: 'ler',
    resposta: PendenciasCandidato,
    executar: (ator, { id, parametros }) => verificarPendencias(ator, id, parametros['empresaId']!),
  }),
  defineAcao({
    nome: 'verificar-pendencias-em-lote',
    metodo: 'POST',
    caminho: 'verificar-pendencias-em-lote',
    resumo: 'Verifica as pendências de vários candidatos (tudo ou nada)',
    modo: 'escrever',
    corpo: IdsSchema,
    resposta: PendenciasEmLote,
    executar: (ator, { corpo }) => verificarPendenciasEmLote(ator, corpo.candidatosIds),
  }),
]
