import { Effect, Either, Schema } from 'effect'
import { valorData, valorOpcoes, valorTextoLongo } from '../shared/campos.ts'
import { RegraViolada, ValidacaoFalhou } from '../shared/erros.ts'
import { Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, validar } from '../shared/resource.ts'
import { estadoDe, permitir } from './alterarSolicitacao.ts'
import type { Ator } from '../shared/ator.ts'
import { alterar, obter } from '../shared/crud.ts'
import { regrasDataHistorico, ultimoHistorico } from './pipeline.ts'
import { candidatoSolicitacao, historico, solicitacoesPessoal } from './solicitacoes-pessoal.ts'

/**
 * A history record (/captacao/historico) is created by the pipeline (link, move); staff then record its
 * outcome: date, responsável, result apto/não apto and observação. Changing the result of the current stage
 * also changes the link's result (which gates moving forward and hiring).
 */
export const CorpoHistorico = Schema.Struct({
  data: Schema.propertySignature(valorData({ label: 'Data' })).annotations({ missingMessage: () => 'Data é obrigatória' }),
  responsavel: Schema.optional(valorTextoLongo({ label: 'Responsável', max: 100 })),
  apto: Schema.optional(Schema.NullOr(valorOpcoes(['S', 'N'], { label: 'Resultado' }))),
  observacao: Schema.optional(valorTextoLongo({ label: 'Observação', feminino: true, max: 4000 })),
})

export const registrarResultado = (ator: Ator, historicoId: number, corpo: unknown) =>
  Effect.gen(function* () {
    const b = yield* Either.match(validar(CorpoHistorico, corpo ?? {}), { onLeft: Effect.fail, onRight: Effect.succeed })
    const repo = yield* Repositorio
    return yield* repo.transaction(
      Effect.gen(function* () {
        const h = yield* repo.get(historico, ator.escopo, historicoId)
        const s = yield* obter(solicitacoesPessoal, ator, Number(h.solicitacaoId))
        yield* Either.match(permitir('editar', estadoDe(s)), { onLeft: Effect.fail, onRight: Effect.succeed })
        const hoje = yield* (yield* Relogio).hoje
        const erros = regrasDataHistorico(b.data, String(s.data), hoje)
        if (erros.length) return yield* ValidacaoFalhou.campos(erros)
        const apto = b.apto === undefined ? (h.apto ?? null) : b.apto
        // A removed link keeps its history, which stays editable; only a live link mirrors the result.
        const vivo = yield* Effect.either(repo.get(candidatoSolicitacao, ator.escopo, Number(h.candidatoSolicitacaoId)))
        const link = Either.isRight(vivo) ? vivo.right : undefined
        const atual = link ? yield* ultimoHistorico(ator, link) : undefined
        if (link && atual?.id === h.id) {
          if (link.contratado === true && apto !== 'S') {
            return yield* new RegraViolada({ message: 'Candidato contratado não pode deixar de ser apto na etapa da contratação.', code: 'MOVIMENTO_INVALIDO' })
          }
          yield* alterar(candidatoSolicitacao, ator, link.id, { apto })
        }
        return yield* alterar(historico, ator, h.id, {
          data: b.data,
          responsavel: b.responsavel?.trim() || null,
          apto,
          observacao: b.observacao?.trim() || null,
        })
      }),
    )
  })

export const ACOES_HISTORICO = [
  defineAcao({
    nome: 'resultado',
    metodo: 'PUT',
    caminho: ':id',
    resumo: 'Registra o resultado do candidato na etapa (histórico)',
    modo: 'escrever',
    resposta: 'registro',
    corpo: CorpoHistorico,
    validadoNoCaso: true,
    executar: (ator, { id, corpo }) => registrarResultado(ator, id, corpo),
  }),
]
