import { Effect, Either, Schema } from 'effect'
import { ValidacaoFalhou } from '../shared/erros.ts'
import { errosDoParse } from '../shared/resource.ts'
import { ehGestor, type Ator } from './alterarSolicitacao.ts'
import { ConsultaSolicitacoes, FiltroSolicitacoes, regrasFiltroSolicitacoes, type ConsultaListaSolicitacoes } from './solicitacoes-pessoal.ts'

/**
 * The request list with the search filter of spec 000 §3.9 and the T/A/S/E/C view of §4 (default T).
 * Managers (see `ehGestor`) never see `invisivelParaGestor` requests.
 */
export const listarSolicitacoes = (
  ator: Ator,
  q: { readonly campos: Readonly<Record<string, unknown>>; readonly especiais: unknown } & Pick<ConsultaListaSolicitacoes, 'sort' | 'range'>,
) =>
  Effect.gen(function* () {
    const decod = Schema.decodeUnknownEither(FiltroSolicitacoes, { errors: 'all', onExcessProperty: 'error' })(q.especiais)
    if (Either.isLeft(decod)) return yield* ValidacaoFalhou.campos(errosDoParse(decod.left))
    const erros = regrasFiltroSolicitacoes(decod.right)
    if (erros.length) return yield* ValidacaoFalhou.campos(erros)
    return yield* (yield* ConsultaSolicitacoes).listar(ator.escopo, {
      campos: q.campos,
      especiais: decod.right,
      ...(q.sort ? { sort: q.sort } : {}),
      ...(q.range ? { range: q.range } : {}),
      ocultarInvisiveis: ehGestor(ator.autoridades),
    })
  })
