import { Effect, Either, Schema } from 'effect'
import { DATA_INVALIDA, ehDataValida } from '../shared/datas.ts'
import { RegraViolada, ValidacaoFalhou } from '../shared/erros.ts'
import { Relogio, Repositorio } from '../shared/ports.ts'
import { validar, type Registro } from '../shared/resource.ts'
import { estadoDe, obterSolicitacao, permitir, type Ator } from './alterarSolicitacao.ts'
import { regrasDataHistorico, ultimoHistorico } from './pipeline.ts'
import { candidatoSolicitacao, historico, umDe } from './solicitacoes-pessoal.ts'

/**
 * A history record (/captacao/historico) is created by the pipeline (link, move); staff then record its
 * outcome: date, responsável, result apto/não apto and observação. Changing the result of the current stage
 * also changes the link's result (which gates moving forward and hiring).
 */
export const CorpoHistorico = Schema.Struct({
  data: Schema.propertySignature(Schema.String.pipe(Schema.filter(ehDataValida, { message: () => DATA_INVALIDA })).annotations({ message: () => DATA_INVALIDA })).annotations({
    missingMessage: () => 'Data é obrigatória',
  }),
  responsavel: Schema.optional(
    Schema.String.annotations({ message: () => 'Responsável inválido' }).pipe(Schema.maxLength(100, { message: () => 'Responsável deve ter no máximo 100 caracteres' })),
  ),
  apto: Schema.optional(Schema.NullOr(umDe(['S', 'N'] as const, 'Resultado inválido'))),
  observacao: Schema.optional(
    Schema.String.annotations({ message: () => 'Observação inválida' }).pipe(Schema.maxLength(4000, { message: () => 'Observação deve ter no máximo 4000 caracteres' })),
  ),
})

const semSistema = (r: Registro) => {
  const { id: _i, empresaId: _e, removedAt: _r, ...resto } = r
  return resto
}

export const registrarResultado = (ator: Ator, historicoId: number, corpo: unknown) =>
  Effect.gen(function* () {
    const b = yield* Either.match(validar(CorpoHistorico, corpo ?? {}), { onLeft: Effect.fail, onRight: Effect.succeed })
    const repo = yield* Repositorio
    return yield* repo.transaction(
      Effect.gen(function* () {
        const h = yield* repo.get(historico, ator.escopo, historicoId)
        const s = yield* obterSolicitacao(ator, Number(h['solicitacaoId']))
        yield* Either.match(permitir('editar', estadoDe(s)), { onLeft: Effect.fail, onRight: Effect.succeed })
        const hoje = yield* (yield* Relogio).hoje
        const erros = regrasDataHistorico(b.data, String(s['data']), hoje)
        if (erros.length) return yield* ValidacaoFalhou.campos(erros)
        const escopo = { ...ator.escopo, empresaId: Number(h.empresaId) }
        const apto = b.apto === undefined ? ((h['apto'] as string | null) ?? null) : b.apto
        // A removed link keeps its history, which stays editable; only a live link mirrors the result.
        const vivo = yield* Effect.either(repo.get(candidatoSolicitacao, ator.escopo, Number(h['candidatoSolicitacaoId'])))
        const link = Either.isRight(vivo) ? vivo.right : undefined
        const atual = link ? yield* ultimoHistorico(ator, link) : undefined
        if (link && atual?.id === h.id) {
          if (link['contratado'] === true && apto !== 'S') {
            return yield* new RegraViolada({ message: 'Candidato contratado não pode deixar de ser apto na etapa da contratação.', code: 'MOVIMENTO_INVALIDO' })
          }
          yield* repo.update(candidatoSolicitacao, escopo, link.id, { ...semSistema(link), apto })
        }
        return yield* repo.update(historico, escopo, h.id, {
          ...semSistema(h),
          data: b.data,
          responsavel: b.responsavel?.trim() || null,
          apto,
          observacao: b.observacao?.trim() || null,
        })
      }),
    )
  })
