import { Effect, Schema } from 'effect'
import { NaoEncontrado } from '../shared/erros.ts'
import { Relogio, type Escopo } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao } from '../shared/resource.ts'
import { empresas } from '../utilitario/empresas.ts'
import { candidatos } from './candidatos.ts'
import { CandidatosDados } from './ports.ts'
import { configDaEmpresa, qualificar, type StatusQualificacao } from './qualificacaoCandidato.ts'

const umCandidato = (escopo: Escopo, id: number, empresaId?: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const c = yield* repo.get(candidatos, escopo, id)
    const alvo = empresaId ?? Number(c.empresaId)
    if (!escopo.empresasVisiveis.includes(alvo)) return yield* new NaoEncontrado({ recurso: 'utilitario/empresas', id: alvo })
    const empresa = yield* repo.get(empresas, escopo, alvo)
    const hoje = yield* (yield* Relogio).hoje
    return { candidato: c, resultado: qualificar(c, configDaEmpresa(empresa), hoje, { possuiSenha: c.possuiSenha === true }), propria: alvo === Number(c.empresaId) }
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

export const ACOES_PENDENCIAS_CANDIDATO = [
  defineAcao({
    nome: 'verificar-pendencias',
    metodo: 'GET',
    caminho: ':id/empresa/:empresaId/verificar-pendencias',
    resumo: 'Pendências do candidato pela configuração de uma empresa',
    modo: 'ler',
    executar: (ator, { id, parametros }) => verificarPendencias(ator.escopo, id, parametros['empresaId']!),
  }),
  defineAcao({
    nome: 'verificar-pendencias-em-lote',
    metodo: 'POST',
    caminho: 'verificar-pendencias-em-lote',
    resumo: 'Verifica as pendências de vários candidatos (tudo ou nada)',
    modo: 'escrever',
    corpo: IdsSchema,
    executar: (ator, { corpo }) => verificarPendenciasEmLote(ator.escopo, corpo.candidatosIds),
  }),
]
