import { Effect } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { alterar } from '../shared/crud.ts'
import type { ErroCampo } from '../shared/erros.ts'
import type { ContextoValidacao, Registro, Resource } from '../shared/resource.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { empresas } from '../utilitario/empresas.ts'
import { AreasDados } from './areasDados.ts'

/**
 * The rules of an organisational area (spec 001 §4, §5), pure so that the API, the screen's greyed inputs
 * (`podeEditar`, `podeEditarStatusAtivo`, computed in SQL by adapters/cargo-salario/areas.ts with the same
 * conditions; a test compares them) and the properties in tests/core say the same thing:
 * - the tree through `areaMaeId` never has a cycle (an area is not its own parent nor below itself);
 * - an active area never sits under an inactive one: activating needs an active parent (or none),
 *   deactivating needs no active child areas, and (spec 001 §4) neither is allowed while the parent is inactive;
 * - an area used in an employee's history keeps its place in the tree: its `areaMaeId` does not change (the
 *   histories and every report grouped by area read the tree as it is). Its name, e-mails, responsible people,
 *   `codigoAC` and `exibirOrganograma` stay editable: renaming 'Vendas' to 'Comercial' is an ordinary change;
 * - (spec 001 §4) in a company integrated with the payroll system (`acIntegra`) the payroll keeps the structure:
 *   an area's name, parent and payroll code do not change here; responsible people, e-mails, `ativo` (its own rules)
 *   and `exibirOrganograma` are HR's and stay editable. `podeEditar` is false then too.
 */

/** Tooltip and message when the area's parent cannot change. */
export const TEXTO_NAO_EDITAVEL = 'Esta área organizacional está vinculada ao histórico de talentos: a área mãe não pode ser alterada.'
export const TEXTO_FILHAS_ATIVAS = 'Não é possível desativar esta área organizacional, pois ela possui áreas filhas ativas.'
export const TEXTO_MAE_INATIVA_ATIVAR = 'Não é possível ativar esta área organizacional, pois a área mãe está inativa.'
export const TEXTO_MAE_INATIVA_DESATIVAR = 'Não é possível desativar esta área organizacional, pois a área mãe está inativa.'
export const TEXTO_CICLO = 'A área mãe não pode ser a própria área nem uma de suas áreas filhas.'
export const TEXTO_ATIVA_SOB_INATIVA = 'Uma área ativa não pode ficar sob uma área mãe inativa.'
/** Tooltip and message when the company is integrated with the payroll system (spec 001 §4; the spec gives no text). */
export const TEXTO_INTEGRADA = 'A empresa está integrada ao sistema de folha de pagamento: o nome, a área mãe e o código desta área organizacional são mantidos pela folha.'
export const TEXTO_FORA_DO_ESCOPO = 'Selecione uma área mãe entre as áreas organizacionais que você gerencia.'

export interface No {
  readonly id: number
  readonly areaMaeId: number | null
  readonly ativo: boolean
}

/** The ancestors of `id`, nearest first (stops at a repetition, so even a broken tree gives an answer). */
export const ancestrais = (porId: ReadonlyMap<number, No>, id: number): ReadonlyArray<number> => {
  const out: number[] = []
  const vistos = new Set([id])
  let atual = porId.get(id)?.areaMaeId ?? null
  while (atual !== null && !vistos.has(atual)) {
    out.push(atual)
    vistos.add(atual)
    atual = porId.get(atual)?.areaMaeId ?? null
  }
  return out
}

/** Would giving `id` the parent `novaMae` close a cycle? */
export const criaCiclo = (porId: ReadonlyMap<number, No>, id: number, novaMae: number | null): boolean =>
  novaMae !== null && (novaMae === id || ancestrais(porId, novaMae).includes(id))

/** The areas `raizes` and every area below them. */
export const comDescendentes = (areas: ReadonlyArray<No>, raizes: Iterable<number>): ReadonlySet<number> => {
  const filhas = new Map<number, number[]>()
  for (const a of areas) if (a.areaMaeId !== null) filhas.set(a.areaMaeId, [...(filhas.get(a.areaMaeId) ?? []), a.id])
  const out = new Set<number>()
  const pilha = [...raizes]
  while (pilha.length) {
    const id = pilha.pop()!
    if (out.has(id)) continue
    out.add(id)
    pilha.push(...(filhas.get(id) ?? []))
  }
  return out
}

/** Why the area's `ativo` cannot be switched now, or undefined when it can (the screen's tooltip). */
export const motivoStatusBloqueado = (area: No, porId: ReadonlyMap<number, No>, areas: ReadonlyArray<No>): string | undefined => {
  const mae = area.areaMaeId === null ? undefined : porId.get(area.areaMaeId)
  if (mae && !mae.ativo) return area.ativo ? TEXTO_MAE_INATIVA_DESATIVAR : TEXTO_MAE_INATIVA_ATIVAR
  if (area.ativo && areas.some((f) => f.areaMaeId === area.id && f.ativo && f.id !== area.id)) return TEXTO_FILHAS_ATIVAS
  return undefined
}

export const podeEditarStatusAtivo = (area: No, porId: ReadonlyMap<number, No>, areas: ReadonlyArray<No>) => motivoStatusBloqueado(area, porId, areas) === undefined

/**
 * The errors of writing `nova` (id absent on create) over the company's current `areas`; `usadaEmHistorico`
 * says whether the stored area is in some employee's history.
 */
export const errosDaArea = (areas: ReadonlyArray<No>, nova: { readonly id?: number; readonly areaMaeId: number | null; readonly ativo: boolean }, usadaEmHistorico: boolean): ReadonlyArray<ErroCampo> => {
  const porId = new Map(areas.map((a) => [a.id, a]))
  const atual = nova.id === undefined ? undefined : porId.get(nova.id)
  const erros: ErroCampo[] = []
  const mudaMae = atual ? atual.areaMaeId !== nova.areaMaeId : false
  if (mudaMae && usadaEmHistorico) erros.push({ field: 'areaMaeId', message: TEXTO_NAO_EDITAVEL })
  else if (nova.id !== undefined && criaCiclo(porId, nova.id, nova.areaMaeId)) erros.push({ field: 'areaMaeId', message: TEXTO_CICLO })
  if (erros.length) return erros
  if (atual && atual.ativo !== nova.ativo) {
    const motivo = motivoStatusBloqueado(atual, porId, areas)
    if (motivo) return [{ field: 'ativo', message: motivo }]
  }
  const mae = nova.areaMaeId === null ? undefined : porId.get(nova.areaMaeId)
  if (nova.ativo && mae && !mae.ativo) {
    if (!atual) return [{ field: 'ativo', message: TEXTO_MAE_INATIVA_ATIVAR }]
    if (mudaMae) return [{ field: 'areaMaeId', message: TEXTO_ATIVA_SOB_INATIVA }]
  }
  return []
}

/** The fields the payroll system keeps in an integrated company. */
export const CAMPOS_DA_FOLHA = ['nome', 'areaMaeId', 'codigoAC'] as const

/** An integrated company's area: what changed among the payroll's fields is refused, field by field. */
export const errosDaAreaIntegrada = (atual: Readonly<Record<string, unknown>>, nova: Readonly<Record<string, unknown>>): ReadonlyArray<ErroCampo> =>
  CAMPOS_DA_FOLHA.filter((k) => (atual[k] ?? null) !== (nova[k] ?? null)).map((k) => ({ field: k, message: TEXTO_INTEGRADA }))

/** The declaration's `validar`: the tree and state rules over the company's areas, and a manager's reach. */
export const validarArea = (
  e: { readonly nome?: string | undefined; readonly codigoAC?: string | undefined; readonly areaMaeId?: number | null | undefined; readonly ativo?: boolean | undefined },
  ctx: ContextoValidacao,
) =>
  Effect.gen(function* () {
    const dados = yield* AreasDados
    const empresaId = Number(ctx.atual?.empresaId ?? ctx.escopo.empresaId)
    if (ctx.atual) {
      const empresa = yield* Effect.either((yield* Repositorio).get(empresas, { ...ctx.escopo, empresasVisiveis: [empresaId] }, empresaId))
      const integrada = empresa._tag === 'Right' && empresa.right['acIntegra'] === true
      const erros = integrada ? errosDaAreaIntegrada(ctx.atual, e) : []
      if (erros.length) return erros
    }
    const areas = yield* dados.arvore([empresaId])
    const areaMaeId = e.areaMaeId ?? null
    // A manager creates and moves areas only below the ones they manage (undefined: sees every area).
    const geridas = ctx.ator?.areasGeridas
    const mudaMae = ctx.modo === 'create' || (ctx.atual?.['areaMaeId'] ?? null) !== areaMaeId
    if (geridas && mudaMae && (areaMaeId === null || !geridas.includes(areaMaeId))) return [{ field: 'areaMaeId', message: TEXTO_FORA_DO_ESCOPO }]
    const usada = ctx.id === undefined ? false : yield* dados.usadaEmHistorico(ctx.id)
    return errosDaArea(areas, { ...(ctx.id !== undefined ? { id: ctx.id } : {}), areaMaeId, ativo: e.ativo ?? true }, usada)
  })


const REPLICACOES = [
  ['replicarResponsaveisParaAreasFilhas', 'responsaveis'],
  ['replicarCorresponsaveisParaAreasFilhas', 'coresponsaveis'],
] as const

const mesmos = (a: ReadonlyArray<number>, b: ReadonlyArray<number>) => a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i])

/**
 * The declaration's `depoisDeGravar`: with `replicarResponsaveisParaAreasFilhas` (or the co-responsáveis flag) on,
 * every area below gets the same people, in the same transaction (each change audited as any other).
 */
export const replicarResponsaveis = (r: Resource, area: Registro, ator: Ator) =>
  Effect.gen(function* () {
    const campos = REPLICACOES.filter(([flag]) => area[flag] === true).map(([, campo]) => campo)
    if (!campos.length) return
    const areas = yield* (yield* AreasDados).arvore([Number(area.empresaId)])
    const valor = (campo: string) => (Array.isArray(area[campo]) ? (area[campo] as ReadonlyArray<number>) : [])
    const abaixo = comDescendentes(areas, [area.id])
    for (const filha of areas) {
      if (filha.id === area.id || !abaixo.has(filha.id)) continue
      const mudancas = Object.fromEntries(campos.filter((c) => !mesmos(filha[c], valor(c))).map((c) => [c, valor(c)]))
      if (Object.keys(mudancas).length) yield* Effect.orDie(alterar(r, ator, filha.id, mudancas))
    }
  })
