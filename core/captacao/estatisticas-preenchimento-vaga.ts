import { Context, Effect, Either, Schema } from 'effect'
import { DATA_FINAL_INFERIOR, DATA_FINAL_OBRIGATORIA, DATA_INICIAL_OBRIGATORIA, DATA_INVALIDA, ehDataValida } from '../shared/datas.ts'
import { ValidacaoFalhou } from '../shared/erros.ts'
import type { Escopo } from '../shared/ports.ts'
import { validar } from '../shared/resource.ts'
import { ehGestor, type Ator } from './solicitacoes-pessoal.ts'

/**
 * /captacao/estatisticas-preenchimento-vaga: per cargo, the requests opened in the period (by request date),
 * their vacancies, the vacancies filled, the requests completely filled, and the average days to fill
 * (request date → hire date, over every hire of those requests). Cancelled requests are left out.
 */
const Data = (obrig: string) =>
  Schema.propertySignature(Schema.String.pipe(Schema.filter(ehDataValida, { message: () => DATA_INVALIDA })).annotations({ message: () => DATA_INVALIDA })).annotations({
    missingMessage: () => obrig,
  })

const Id = (label: string) =>
  Schema.optional(
    Schema.Union(Schema.Number, Schema.NumberFromString)
      .annotations({ message: () => `${label} inválido` })
      .pipe(Schema.int({ message: () => `${label} inválido` }), Schema.positive({ message: () => `${label} inválido` })),
  )

export const FiltroEstatisticas = Schema.Struct({
  dataIni: Data(DATA_INICIAL_OBRIGATORIA),
  dataFim: Data(DATA_FINAL_OBRIGATORIA),
  areaOrganizacionalId: Id('Área Organizacional'),
  cargoId: Id('Cargo'),
  estabelecimentoId: Id('Estabelecimento'),
})
export type FiltroEstatisticas = typeof FiltroEstatisticas.Type

/** Sums per cargo, computed in the database. */
export interface SomaCargo {
  readonly cargoId: number | null
  readonly cargo: string
  readonly solicitacoes: number
  readonly vagas: number
  readonly vagasPreenchidas: number
  readonly solicitacoesPreenchidas: number
  readonly contratacoes: number
  readonly somaDias: number
}

export class ConsultaEstatisticas extends Context.Tag('ConsultaEstatisticas')<
  ConsultaEstatisticas,
  { readonly porCargo: (escopo: Escopo, f: FiltroEstatisticas, ocultarInvisiveis: boolean) => Effect.Effect<ReadonlyArray<SomaCargo>> }
>() {}

export interface LinhaEstatistica {
  readonly cargoId: number | null
  readonly cargo: string
  readonly solicitacoes: number
  readonly vagas: number
  readonly vagasPreenchidas: number
  readonly solicitacoesPreenchidas: number
  /** Filled vacancies over vacancies, in % with 2 decimals. */
  readonly percentualPreenchido: number
  /** null when nobody was hired. */
  readonly mediaDiasPreenchimento: number | null
}

const media = (soma: number, n: number) => (n > 0 ? Math.round((soma / n) * 10) / 10 : null)
const percentual = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 100 : 0)

/** Pure: rows and totals from the per-cargo sums. */
export const calcularEstatisticas = (somas: ReadonlyArray<SomaCargo>) => {
  const linhas: LinhaEstatistica[] = somas.map((s) => ({
    cargoId: s.cargoId,
    cargo: s.cargo,
    solicitacoes: s.solicitacoes,
    vagas: s.vagas,
    vagasPreenchidas: s.vagasPreenchidas,
    solicitacoesPreenchidas: s.solicitacoesPreenchidas,
    percentualPreenchido: percentual(s.vagasPreenchidas, s.vagas),
    mediaDiasPreenchimento: media(s.somaDias, s.contratacoes),
  }))
  const soma = (k: keyof SomaCargo) => somas.reduce((a, s) => a + Number(s[k] ?? 0), 0)
  const totais = {
    solicitacoes: soma('solicitacoes'),
    vagas: soma('vagas'),
    vagasPreenchidas: soma('vagasPreenchidas'),
    solicitacoesPreenchidas: soma('solicitacoesPreenchidas'),
    percentualPreenchido: percentual(soma('vagasPreenchidas'), soma('vagas')),
    mediaDiasPreenchimento: media(soma('somaDias'), soma('contratacoes')),
  }
  return { linhas, totais }
}

export const estatisticasPreenchimentoVaga = (ator: Ator, corpo: unknown) =>
  Effect.gen(function* () {
    const f = yield* Either.match(validar(FiltroEstatisticas, corpo ?? {}), { onLeft: Effect.fail, onRight: Effect.succeed })
    if (f.dataFim < f.dataIni) return yield* ValidacaoFalhou.campo('dataFim', DATA_FINAL_INFERIOR)
    const somas = yield* (yield* ConsultaEstatisticas).porCargo(ator.escopo, f, ehGestor(ator.autoridades))
    return { filtro: f, ...calcularEstatisticas(somas) }
  })

