/**
 * The target audience of a survey (issue 16: "establishments, areas, cargos, or chosen employees"). Decided:
 * - nothing chosen = every active employee of the survey's company;
 * - the three position lists narrow together (AND across kinds, OR inside a kind): 'areas A or B, cargo C';
 * - chosen employees are added to whoever the lists select (a survey can also be only for chosen people);
 * - only active employees (situação A) answer; the position is the one in force today.
 * Pure, so the rule is property-tested (tests/core/pesquisa/publico.test.ts) and the same for the employee's list
 * ('Minhas pesquisas'), the HR status screen and the reminders.
 */
export interface Publico {
  readonly estabelecimentosIds?: ReadonlyArray<number> | null | undefined
  readonly areasOrganizacionaisIds?: ReadonlyArray<number> | null | undefined
  readonly cargosIds?: ReadonlyArray<number> | null | undefined
  readonly colaboradoresIds?: ReadonlyArray<number> | null | undefined
}

/** An employee as the rule reads them: id, situation and position in force today (null when unknown). */
export interface PosicaoColaborador {
  readonly id: number
  readonly situacao: string | null
  readonly estabelecimentoId: number | null
  readonly areaOrganizacionalId: number | null
  readonly cargoId: number | null
}

const lista = (xs: ReadonlyArray<number> | null | undefined) => xs ?? []

/** Does the audience have any position criterion? */
export const temCriterioDePosicao = (p: Publico) =>
  lista(p.estabelecimentosIds).length > 0 || lista(p.areasOrganizacionaisIds).length > 0 || lista(p.cargosIds).length > 0

export const publicoVazio = (p: Publico) => !temCriterioDePosicao(p) && lista(p.colaboradoresIds).length === 0

const casa = (ids: ReadonlyArray<number> | null | undefined, v: number | null) => lista(ids).length === 0 || (v !== null && lista(ids).includes(v))

/** Is this employee in the survey's audience? */
export const estaNoPublico = (p: Publico, c: PosicaoColaborador): boolean => {
  if (c.situacao !== 'A') return false
  if (publicoVazio(p)) return true
  if (lista(p.colaboradoresIds).includes(c.id)) return true
  if (!temCriterioDePosicao(p)) return false
  return casa(p.estabelecimentosIds, c.estabelecimentoId) && casa(p.areasOrganizacionaisIds, c.areaOrganizacionalId) && casa(p.cargosIds, c.cargoId)
}

/** Is the survey open for answers on `hoje` (released and within its period, both ends included)? */
export const pesquisaAberta = (p: { readonly liberada?: boolean | null; readonly dataInicio: string; readonly dataFim: string }, hoje: string) =>
  p.liberada === true && p.dataInicio <= hoje && hoje <= p.dataFim
