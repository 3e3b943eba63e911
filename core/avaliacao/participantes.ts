import type { ErroCampo } from '../shared/erros.ts'
import { PAPEL_AUTOAVALIACAO, PAPEL_GESTOR, PAPEL_LIDERADO, PAPEL_PAR, type PapelAvaliador } from './papeis.ts'

/**
 * The pure rules of a performance evaluation's pairs (spec 002 §5 "Anonymous pairing", issue 15): who may evaluate
 * whom in which role, what a proposal by area and hierarchy offers, and the anonymity pairing rule. Property-tested in
 * tests/core/avaliacao/participantes.test.ts; the use cases (participantesAcoes.ts) read the data and apply them.
 */

export const ANONIMA_MINIMO_AVALIADORES = 'A avaliação é anônima e deve conter pelo menos 2 avaliadores selecionados'
export const SELECIONE_AVALIADO = 'Selecione pelo menos 1 avaliado'
export const AVALIADO_IGUAL_AVALIADOR = 'O avaliado e o avaliador devem ser pessoas diferentes (exceto na autoavaliação)'
export const AUTOAVALIACAO_MESMA_PESSOA = 'Na autoavaliação o avaliador é o próprio avaliado'
export const AUTOAVALIACAO_NAO_PERMITIDA = 'A avaliação não permite autoavaliação'
export const TALENTO_INATIVO = 'Selecione um talento ativo da empresa da avaliação'
export const NAO_E_GESTOR = 'O avaliador não é responsável pela área organizacional do avaliado'
export const NAO_E_LIDERADO = 'O avaliado não é responsável pela área organizacional do avaliador'
export const NAO_E_PAR = 'O avaliador não é da mesma área organizacional do avaliado'

export const ACAO_ADICIONAR_AUTOAVALIACOES = 'adicionar-autoavaliacoes'
export const ACAO_REMOVER_AVALIADORES = 'remover-avaliadores'
export const ACAO_REMOVER_AVALIADOS = 'remover-avaliados'
/** The bulk actions of the participants' grid (participantesAcoes.ts `acaoEmLote`). */
export const ACOES_EM_LOTE = [
  { id: ACAO_ADICIONAR_AUTOAVALIACOES, name: 'Adicionar autoavaliações' },
  { id: ACAO_REMOVER_AVALIADORES, name: 'Remover avaliadores selecionados' },
  { id: ACAO_REMOVER_AVALIADOS, name: 'Remover avaliados selecionados' },
] as const

/** An area as the role rules read it (core/cargo-salario/areasDados.ts `NoArea`). */
export interface AreaGestores {
  readonly id: number
  readonly areaMaeId: number | null
  readonly responsaveis: ReadonlyArray<number>
  readonly coresponsaveis: ReadonlyArray<number>
}

/** A person as the rules read them: active or not, and the area of their history in force today. */
export interface Pessoa {
  readonly id: number
  readonly ativo: boolean
  readonly areaId: number | null
}

export interface Par {
  readonly avaliadoId: number
  readonly avaliadorId: number
  readonly papel: PapelAvaliador
}

/**
 * Who manages an area. Decided: without `consideraRespCorespHierarquia`, the responsáveis of the area itself; with it,
 * the responsáveis and co-responsáveis of the area and of every area above it (the chain of areas mães).
 */
export const gestoresDaArea = (areas: ReadonlyArray<AreaGestores>, areaId: number | null, hierarquia: boolean): ReadonlySet<number> => {
  const porId = new Map(areas.map((a) => [a.id, a]))
  const out = new Set<number>()
  const vistos = new Set<number>()
  let atual = areaId === null ? undefined : porId.get(areaId)
  while (atual && !vistos.has(atual.id)) {
    vistos.add(atual.id)
    for (const r of atual.responsaveis) out.add(r)
    if (!hierarquia) break
    for (const r of atual.coresponsaveis) out.add(r)
    atual = atual.areaMaeId === null ? undefined : porId.get(atual.areaMaeId)
  }
  return out
}

export interface ContextoPapel {
  readonly permiteAutoAvaliacao: boolean
  readonly consideraRespCorespHierarquia: boolean
  readonly areas: ReadonlyArray<AreaGestores>
}

/**
 * The errors of one pair (empty = valid): both people active employees of the evaluation's company (a person
 * unknown there is passed as undefined); U Autoavaliação is the evaluated themselves and needs the evaluation to allow
 * it; any other role needs two different people; L Gestor: the evaluator manages the evaluated's area; A Liderado:
 * the reverse; P Par: same area (a person without an area has no peers); R Avaliador: anyone.
 */
export const errosDoPar = (par: Par, avaliado: Pessoa | undefined, avaliador: Pessoa | undefined, ctx: ContextoPapel): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  if (!avaliado?.ativo) erros.push({ field: 'avaliadoId', message: TALENTO_INATIVO })
  if (!avaliador?.ativo) erros.push({ field: 'avaliadorId', message: TALENTO_INATIVO })
  if (par.papel === PAPEL_AUTOAVALIACAO) {
    if (!ctx.permiteAutoAvaliacao) erros.push({ field: 'papel', message: AUTOAVALIACAO_NAO_PERMITIDA })
    if (par.avaliadoId !== par.avaliadorId) erros.push({ field: 'avaliadorId', message: AUTOAVALIACAO_MESMA_PESSOA })
    return erros
  }
  if (par.avaliadoId === par.avaliadorId) {
    erros.push({ field: 'avaliadorId', message: AVALIADO_IGUAL_AVALIADOR })
    return erros
  }
  if (erros.length || !avaliado || !avaliador) return erros
  if (par.papel === PAPEL_GESTOR && !gestoresDaArea(ctx.areas, avaliado.areaId, ctx.consideraRespCorespHierarquia).has(avaliador.id))
    erros.push({ field: 'papel', message: NAO_E_GESTOR })
  if (par.papel === PAPEL_LIDERADO && !gestoresDaArea(ctx.areas, avaliador.areaId, ctx.consideraRespCorespHierarquia).has(avaliado.id))
    erros.push({ field: 'papel', message: NAO_E_LIDERADO })
  if (par.papel === PAPEL_PAR && (avaliado.areaId === null || avaliado.areaId !== avaliador.areaId)) erros.push({ field: 'papel', message: NAO_E_PAR })
  return erros
}

/** Roles a proposal fills, in the order a pair takes its role when several fit (one role per pair). */
export const ORDEM_PROPOSTA: ReadonlyArray<PapelAvaliador> = [PAPEL_AUTOAVALIACAO, PAPEL_GESTOR, PAPEL_LIDERADO, PAPEL_PAR]

/**
 * The pairs a proposal offers for these evaluated and roles, among the active `pessoas`: U the evaluated themselves
 * (when allowed), L the managers of their area, A the active people of the areas they manage, P the others of their
 * area. R Avaliador is chosen by hand, never proposed. Pairs already in the evaluation (`existentes`, by evaluated and
 * evaluator) are left out; a pair fitting several roles takes the first of `ORDEM_PROPOSTA`. Every proposed pair
 * passes `errosDoPar`.
 */
export const proporPares = (
  avaliadosIds: ReadonlyArray<number>,
  papeis: ReadonlyArray<PapelAvaliador>,
  pessoas: ReadonlyArray<Pessoa>,
  ctx: ContextoPapel,
  existentes: ReadonlyArray<Pick<Par, 'avaliadoId' | 'avaliadorId'>> = [],
): ReadonlyArray<Par> => {
  const ativos = pessoas.filter((p) => p.ativo)
  const porId = new Map(ativos.map((p) => [p.id, p]))
  const chave = (a: number, b: number) => `${a}:${b}`
  const usados = new Set(existentes.map((p) => chave(p.avaliadoId, p.avaliadorId)))
  const gestoresPorArea = new Map<number | null, ReadonlySet<number>>()
  const gestores = (areaId: number | null) => {
    let g = gestoresPorArea.get(areaId)
    if (!g) gestoresPorArea.set(areaId, (g = gestoresDaArea(ctx.areas, areaId, ctx.consideraRespCorespHierarquia)))
    return g
  }
  const out: Par[] = []
  const pedidos = ORDEM_PROPOSTA.filter((p) => papeis.includes(p))
  for (const id of [...new Set(avaliadosIds)]) {
    const avaliado = porId.get(id)
    if (!avaliado) continue
    for (const papel of pedidos) {
      let avaliadores: ReadonlyArray<number> = []
      if (papel === PAPEL_AUTOAVALIACAO) avaliadores = ctx.permiteAutoAvaliacao ? [id] : []
      if (papel === PAPEL_GESTOR) avaliadores = [...gestores(avaliado.areaId)].filter((g) => g !== id && porId.has(g))
      if (papel === PAPEL_LIDERADO) avaliadores = ativos.filter((p) => p.id !== id && gestores(p.areaId).has(id)).map((p) => p.id)
      if (papel === PAPEL_PAR) avaliadores = avaliado.areaId === null ? [] : ativos.filter((p) => p.id !== id && p.areaId === avaliado.areaId).map((p) => p.id)
      for (const avaliadorId of avaliadores) {
        const k = chave(id, avaliadorId)
        if (usados.has(k)) continue
        usados.add(k)
        out.push({ avaliadoId: id, avaliadorId, papel })
      }
    }
  }
  return out
}

/**
 * The anonymity pairing rule (spec 002 §5): an anonymous evaluation needs at least 2 evaluated with 1 evaluator, or at
 * least 2 evaluators with 1 evaluated (so no answer is the only one of a lone pair); any evaluation needs at least 1
 * evaluated. Decided: self-evaluations do not count (the evaluated is known to be their author): the rule judges the
 * other pairs, and an evaluation of self-evaluations only needs 1 evaluated. Undefined = valid; otherwise the message.
 */
export const erroDeAnonimato = (anonima: boolean, pares: ReadonlyArray<Par>): string | undefined => {
  if (!pares.length) return SELECIONE_AVALIADO
  if (!anonima) return undefined
  const outros = pares.filter((p) => p.papel !== PAPEL_AUTOAVALIACAO)
  if (!outros.length) return undefined
  const avaliados = new Set(outros.map((p) => p.avaliadoId)).size
  const avaliadores = new Set(outros.map((p) => p.avaliadorId)).size
  return avaliados >= 2 || avaliadores >= 2 ? undefined : ANONIMA_MINIMO_AVALIADORES
}
