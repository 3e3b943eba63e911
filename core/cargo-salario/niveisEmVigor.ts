import { Context, Effect, Schema } from 'effect'
import type { Ator, Escopo } from '../shared/ator.ts'
import { adicionarDias, ehDataValida } from '../shared/datas.ts'
import { RegraViolada, ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import { Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, type ContextoValidacao, type Resource } from '../shared/resource.ts'
import {
  COMPETENCIA_NAO_ENCONTRADA,
  HISTORICO_EM_USO,
  niveisEmVigor,
  periodoDoHistorico,
  validarConfigCompetencias,
  validarConfigNiveis,
  type ConfigNivel,
  type Nivel,
} from './competenciasRegras.ts'

/**
 * What the competency rules read from storage: the registered levels, the level history in force on a date and the
 * levels in force then (competenciasRegras.ts `niveisEmVigor`), whether behaviours exist; the checks of a level
 * history and of a competency configuration that need them, and the level grid's data (`configuracao`).
 */

/**
 * The competency declarations these reads go through. A port, as `CadastrosDaPessoa`: the declarations' own rules
 * read one another (a behaviour needs the levels in force, a level history the behaviours and the configurations),
 * and the port keeps their files free of import cycles; adapters/cargo-salario supplies the declarations.
 */
export class CadastrosDeCompetencias extends Context.Tag('CadastrosDeCompetencias')<
  CadastrosDeCompetencias,
  {
    readonly niveis: Resource
    readonly historico: Resource
    readonly criterios: Resource
    readonly competencias: Resource
    readonly configuracoesFaixa: Resource
    readonly configuracoesTalento: Resource
  }
>() {}

type Leitura<A, E = never> = Effect.Effect<A, E, Repositorio | CadastrosDeCompetencias>

/** The company's scope for reading one company's rows (a record's company, or the session's). */
export const daEmpresa = (escopo: Escopo, empresaId?: number): Escopo => (empresaId === undefined ? escopo : { ...escopo, empresaId })

const hojeOu = (data?: string) => (data === undefined ? Effect.flatMap(Relogio, (r) => r.hoje) : Effect.succeed(data))

/** The company's registered levels. */
export const niveisRegistrados = (escopo: Escopo): Leitura<ReadonlyArray<Nivel>> =>
  Effect.gen(function* () {
    const { niveis } = yield* CadastrosDeCompetencias
    const { rows } = yield* (yield* Repositorio).list(niveis, escopo, { filter: {} })
    return rows.map((n) => ({ id: n.id, descricao: String(n['descricao']), ordem: Number(n['ordem']), percentual: n['percentual'] == null ? null : Number(n['percentual']) }))
  })

/** A level history as the rules read it. */
export interface HistoricoDeNiveis {
  readonly id: number
  readonly data: string
  readonly considerarPercentualMinimo: boolean
  readonly podeEditar: boolean
  readonly configHistoricosNiveis: ReadonlyArray<ConfigNivel>
}

/** The level history in force on `data` (today when absent), if any. */
export const historicoEm = (escopo: Escopo, data?: string): Effect.Effect<HistoricoDeNiveis | undefined, never, Repositorio | CadastrosDeCompetencias | Relogio> =>
  Effect.gen(function* () {
    const dia = yield* hojeOu(data)
    const { historico } = yield* CadastrosDeCompetencias
    const { rows } = yield* (yield* Repositorio).list(historico, escopo, { filter: { vigenteEm: dia } })
    const h = rows[0]
    return h
      ? {
          id: h.id,
          data: String(h['data']),
          considerarPercentualMinimo: h['considerarPercentualMinimo'] === true,
          podeEditar: h['podeEditar'] !== false,
          configHistoricosNiveis: (h['configHistoricosNiveis'] ?? []) as ReadonlyArray<ConfigNivel>,
        }
      : undefined
  })

/** The levels in force on `data` (today when absent): those of the history then, or every registered level. */
export const niveisEmVigorEm = (escopo: Escopo, data?: string): Effect.Effect<ReadonlyArray<Nivel>, never, Repositorio | CadastrosDeCompetencias | Relogio> =>
  Effect.gen(function* () {
    return niveisEmVigor(yield* niveisRegistrados(escopo), yield* historicoEm(escopo, data))
  })

/** Does some competency of the company (or one of `competenciasIds`) have behaviours (criteria)? */
export const existeCriterio = (escopo: Escopo, competenciasIds?: ReadonlyArray<number>): Leitura<boolean> =>
  Effect.gen(function* () {
    const { criterios } = yield* CadastrosDeCompetencias
    const filter = competenciasIds ? { competenciaId: [...competenciasIds] } : {}
    return (yield* (yield* Repositorio).list(criterios, escopo, { filter, range: { offset: 0, limit: 1 } })).total > 0
  })

/** How many configurations of `r` (a salary range's or an employee's) are dated from `de` and before `ate`. */
const configuracoesEntre = (r: Resource, escopo: Escopo, de: string, ate: string | undefined): Effect.Effect<number, never, Repositorio> =>
  Effect.map(
    Effect.flatMap(Repositorio, (repo) => repo.list(r, escopo, { filter: { dataDe: de, ...(ate ? { dataAte: adicionarDias(ate, -1) } : {}) }, range: { offset: 0, limit: 1 } })),
    (p) => p.total,
  )

export const NIVEL_NAO_ENCONTRADO = 'Nível de Competência: registro não encontrado'

/**
 * The checks of a level history that read other rows: each level is one of the company's; the minimum percentage
 * is required of every level when some competency has behaviours (`obrigarPercentual`); and the history may not take
 * over configurations already recorded (those it would govern from its date until the next history).
 */
export const conferirHistoricoDeNiveis = (
  h: { readonly data: string; readonly considerarPercentualMinimo?: boolean; readonly configHistoricosNiveis?: ReadonlyArray<ConfigNivel> },
  ctx: ContextoValidacao,
): Leitura<ReadonlyArray<ErroCampo>, RegraViolada> =>
  Effect.gen(function* () {
    const cadastros = yield* CadastrosDeCompetencias
    const escopo = daEmpresa(ctx.escopo, ctx.atual ? Number(ctx.atual.empresaId) : undefined)
    const registrados = new Set((yield* niveisRegistrados(escopo)).map((n) => n.id))
    const erros: ErroCampo[] = (h.configHistoricosNiveis ?? []).flatMap((c, i) =>
      registrados.has(c.nivelCompetenciaId) ? [] : [{ field: `configHistoricosNiveis.${i}.nivelCompetenciaId`, message: NIVEL_NAO_ENCONTRADO }],
    )
    if (h.considerarPercentualMinimo !== true && (yield* existeCriterio(escopo))) erros.push(...validarConfigNiveis(h, true))
    if (erros.length) return erros
    const repo = yield* Repositorio
    const outros = (yield* repo.list(cadastros.historico, escopo, { filter: {} })).rows.filter((x) => x.id !== ctx.id).map((x) => String(x['data']))
    const { de, ate } = periodoDoHistorico(h.data, outros)
    for (const r of [cadastros.configuracoesFaixa, cadastros.configuracoesTalento]) {
      if ((yield* configuracoesEntre(r, escopo, de, ate)) > 0) return yield* new RegraViolada({ message: HISTORICO_EM_USO, code: 'HISTORICO_EM_USO' })
    }
    return []
  })

/** The level grid of a date: every registered level, whether it takes part then, its weight and minimum % then. */
export const ConfiguracaoNiveis = Schema.Struct({
  data: Schema.String,
  historicoId: Schema.NullOr(Schema.Number),
  considerarPercentualMinimo: Schema.Boolean,
  obrigarPercentual: Schema.Boolean,
  podeEditar: Schema.Boolean,
  niveis: Schema.Array(
    Schema.Struct({ nivelCompetenciaId: Schema.Number, descricao: Schema.String, selecionado: Schema.Boolean, ordem: Schema.Number, percentual: Schema.NullOr(Schema.Number) }),
  ),
})
export type ConfiguracaoNiveis = Schema.Schema.Type<typeof ConfiguracaoNiveis>

/**
 * The grid of spec 001 §2 for `data` (today when absent): one row per registered level, selected when the history
 * in force then has it (all, with their own values, when there is none). `obrigarPercentual`: some competency has
 * behaviours, so every selected level needs its minimum percentage.
 */
export const configuracaoDeNiveis = (ator: Ator, data?: string): Effect.Effect<ConfiguracaoNiveis, never, Repositorio | CadastrosDeCompetencias | Relogio> =>
  Effect.gen(function* () {
    const dia = yield* hojeOu(data)
    const niveis = yield* niveisRegistrados(ator.escopo)
    const h = yield* historicoEm(ator.escopo, dia)
    const doHistorico = new Map((h?.configHistoricosNiveis ?? []).map((c) => [c.nivelCompetenciaId, c]))
    const r: ConfiguracaoNiveis = {
      data: dia,
      historicoId: h?.id ?? null,
      considerarPercentualMinimo: h ? h.considerarPercentualMinimo : niveis.some((n) => n.percentual !== null),
      obrigarPercentual: yield* existeCriterio(ator.escopo),
      podeEditar: h?.podeEditar ?? true,
      niveis: niveis.map((n) => {
        const c = doHistorico.get(n.id)
        return {
          nivelCompetenciaId: n.id,
          descricao: n.descricao,
          selecionado: h ? c !== undefined : true,
          ordem: c?.ordem ?? n.ordem,
          percentual: h ? (c?.percentual ?? null) : n.percentual,
        }
      }),
    }
    return r
  })

/**
 * The checks that read other rows, for a salary range's or an employee's configuration: each competency is one of
 * the company's CHA items; each level is among the levels in force on the configuration's date.
 */
export const conferirCompetenciasENiveis = (
  c: { readonly data: string; readonly configsNiveisCompetencias: ReadonlyArray<{ readonly competenciaId: number; readonly nivelCompetenciaId: number }> },
  ctx: Pick<ContextoValidacao, 'escopo' | 'atual'>,
  empresaId?: number,
): Effect.Effect<ReadonlyArray<ErroCampo>, never, Repositorio | CadastrosDeCompetencias | Relogio> =>
  Effect.gen(function* () {
    const escopo = daEmpresa(ctx.escopo, empresaId ?? (ctx.atual ? Number(ctx.atual.empresaId) : undefined))
    const linhas = c.configsNiveisCompetencias
    const ids = [...new Set(linhas.map((l) => l.competenciaId))]
    const { competencias } = yield* CadastrosDeCompetencias
    const existentes = ids.length ? new Set((yield* (yield* Repositorio).list(competencias, escopo, { filter: { id: ids } })).rows.map((x) => x.id)) : new Set<number>()
    const erros: ErroCampo[] = linhas.flatMap((l, i) => (existentes.has(l.competenciaId) ? [] : [{ field: `configsNiveisCompetencias.${i}.competenciaId`, message: COMPETENCIA_NAO_ENCONTRADA }]))
    erros.push(...validarConfigCompetencias(linhas, yield* niveisEmVigorEm(escopo, c.data)).filter((e) => e.field.endsWith('nivelCompetenciaId')))
    return erros
  })

/** A `data` of the query string: absent, or a real YYYY-MM-DD ('Data inválida' otherwise). */
export const dataDaConsulta = (query: Readonly<Record<string, string>>, chave = 'data') => {
  const v = query[chave]
  if (v === undefined || v === '') return Effect.succeed(undefined)
  return ehDataValida(v) ? Effect.succeed(v) : Effect.fail(ValidacaoFalhou.campo(chave, 'Data inválida'))
}

export const ACOES_NIVEIS_HISTORICO = [
  defineAcao({
    nome: 'configuracao',
    metodo: 'GET',
    caminho: 'configuracao',
    resumo: 'Configuração dos níveis de competência em vigor numa data (a grade: níveis, pesos e percentuais mínimos)',
    modo: 'ler',
    resposta: ConfiguracaoNiveis,
    executar: (ator, { query }) =>
      Effect.flatMap(dataDaConsulta(query), (data) => configuracaoDeNiveis(ator, data)),
  }),
]
