import { Effect, Schema } from 'effect'
import { NaoEncontrado } from '../shared/erros.ts'
import { Relogio, Repositorio, type Escopo } from '../shared/ports.ts'
import { validar } from '../shared/resource.ts'
import { empresas } from '../utilitario/empresas.ts'
import { CandidatosDados, candidatos } from './candidatos.ts'
import { configDaEmpresa, qualificar, type StatusQualificacao } from './qualificacaoCandidato.ts'

const umCandidato = (escopo: Escopo, id: number, empresaId?: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const c = yield* repo.get(candidatos, escopo, id)
    const alvo = empresaId ?? Number(c.empresaId)
    if (!escopo.empresasVisiveis.includes(alvo)) return yield* new NaoEncontrado({ recurso: 'utilitario/empresas', id: alvo })
    const empresa = yield* repo.get(empresas, escopo, alvo)
    const possuiSenha = yield* (yield* CandidatosDados).possuiSenha(id)
    const hoje = yield* (yield* Relogio).hoje
    return { candidato: c, resultado: qualificar(c, configDaEmpresa(empresa), hoje, { possuiSenha }), propria: alvo === Number(c.empresaId) }
  })

/**
 * Pendencies of a candidate against a company's configuration (spec 000 §7.3
 * `{id}/empresa/{companyId}/verificar-pendencias`): the qualification with the missing or inconsistent
 * fields. The status is stored only when the company is the candidate's own (another company's rules
 * say whether it could take the candidate, not what the candidate's record is).
 */
export const verificarPendencias = (escopo: Escopo, id: number, empresaId: number) =>
  Effect.gen(function* () {
    const { resultado, propria } = yield* umCandidato(escopo, id, empresaId)
    if (propria) yield* (yield* CandidatosDados).gravarQualificacao(id, resultado.status, resultado.mensagem)
    return { candidatoId: id, empresaId, qualificacaoCadastral: resultado.status, mensagemQualificacao: resultado.mensagem, pendencias: resultado.pendencias }
  })

const IdsSchema = Schema.Struct({
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

/** `{candidatosIds: number[]}` of the batch actions. */
export const lerIdsLote = (corpo: unknown) => validar(IdsSchema, corpo)

/**
 * Batch pendency check (spec 000 §7.3 verificar-pendencias-em-lote): recomputes and stores the
 * qualification of every candidate against their own company's current configuration, in one
 * transaction (an unknown id fails the whole batch with 404). Answers how many ended in each status.
 */
export const verificarPendenciasEmLote = (escopo: Escopo, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const dados = yield* CandidatosDados
    return yield* repo.transaction(
      Effect.gen(function* () {
        const porStatus: Record<StatusQualificacao, number> = { QUALIFICADO: 0, NAO_QUALIFICADO: 0, DADOS_INCOMPLETOS: 0, NAO_VERIFICADO: 0 }
        const resultados: Array<{ candidatoId: number; qualificacaoCadastral: StatusQualificacao; mensagemQualificacao: string | null }> = []
        for (const id of new Set(ids)) {
          const { resultado } = yield* umCandidato(escopo, id)
          yield* dados.gravarQualificacao(id, resultado.status, resultado.mensagem)
          porStatus[resultado.status]++
          resultados.push({ candidatoId: id, qualificacaoCadastral: resultado.status, mensagemQualificacao: resultado.mensagem })
        }
        return { total: resultados.length, porStatus, resultados }
      }),
    )
  })
