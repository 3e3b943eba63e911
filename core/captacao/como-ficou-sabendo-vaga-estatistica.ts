import { Effect, Either, Schema } from 'effect'
import { ehDataIso } from '../shared/campos.ts'
import { DATA_FINAL_INFERIOR } from '../shared/datas.ts'
import { ValidacaoFalhou } from '../shared/erros.ts'
import { Repositorio, type Escopo } from '../shared/ports.ts'
import { validar } from '../shared/resource.ts'
import { comoFicouSabendoVaga } from './cadastros.ts'
import { CandidatosDados } from './candidatos.ts'

const data = (label: string) =>
  Schema.optionalWith(Schema.String.annotations({ message: () => `${label} inválida` }).pipe(Schema.filter(ehDataIso, { message: () => `${label} inválida` })), { exact: true })

export const FiltroEstatisticaSchema = Schema.Struct({
  dataIni: data('Data inicial'),
  dataFim: data('Data final'),
  empresaId: Schema.optionalWith(Schema.NumberFromString.pipe(Schema.int(), Schema.positive()).annotations({ message: () => 'Empresa inválida' }), { exact: true }),
})

export interface LinhaEstatistica {
  /** null = candidates who did not say. */
  readonly id: number | null
  readonly nome: string
  readonly qtd: number
  /** Share of the candidates counted, in % with 2 decimals (12.5 = 12,50 %). */
  readonly percentual: number
}

/** qtd and percentual per option (pure): every option, even with 0, then 'Não informado' when some did not say. */
export const calcularEstatistica = (
  opcoes: ReadonlyArray<{ readonly id: number; readonly nome: string }>,
  contagens: ReadonlyArray<{ readonly id: number | null; readonly qtd: number }>,
): ReadonlyArray<LinhaEstatistica> => {
  const total = contagens.reduce((a, c) => a + c.qtd, 0)
  const qtd = (id: number | null) => contagens.find((c) => c.id === id)?.qtd ?? 0
  const pct = (n: number) => (total ? Math.round((n * 10000) / total) / 100 : 0)
  const linhas = opcoes.map((o) => ({ id: o.id, nome: o.nome, qtd: qtd(o.id), percentual: pct(qtd(o.id)) }))
  const conhecidos = new Set(opcoes.map((o) => o.id))
  const semResposta = contagens.filter((c) => c.id === null || !conhecidos.has(c.id)).reduce((a, c) => a + c.qtd, 0)
  if (semResposta) linhas.push({ id: null as unknown as number, nome: 'Não informado', qtd: semResposta, percentual: pct(semResposta) })
  return linhas.sort((a, b) => b.qtd - a.qtd || a.nome.localeCompare(b.nome, 'pt-BR'))
}

/**
 * GET /captacao/como-ficou-sabendo-vaga/estatisticas: how many candidates chose each how-heard option
 * (spec 000 §3.4 qtd, percentual), of one visible company (default: the session's), optionally limited to
 * candidates registered in a period.
 */
export const estatisticaComoFicouSabendo = (escopo: Escopo, query: unknown) =>
  Effect.gen(function* () {
    const f = yield* Either.match(validar(FiltroEstatisticaSchema, query), { onLeft: Effect.fail, onRight: Effect.succeed })
    if (f.dataIni && f.dataFim && f.dataFim < f.dataIni) return yield* ValidacaoFalhou.campo('dataFim', DATA_FINAL_INFERIOR)
    const empresaId = f.empresaId ?? escopo.empresaId
    if (!escopo.empresasVisiveis.includes(empresaId)) return yield* ValidacaoFalhou.campo('empresaId', 'Empresa inválida')
    const opcoes = yield* (yield* Repositorio).list(comoFicouSabendoVaga, escopo, { filter: { empresaId } })
    const contagens = yield* (yield* CandidatosDados).contarComoFicouSabendo([empresaId], f)
    return calcularEstatistica(opcoes.rows.map((o) => ({ id: o.id, nome: String(o['nome']) })), contagens)
  })
