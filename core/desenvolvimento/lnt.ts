import { Effect } from 'effect'
import { data, opcoes, referencia, referencias, texto, textoLongo } from '../shared/campos.ts'
import { listar, obter } from '../shared/crud.ts'
import { DATA_FINAL_INFERIOR } from '../shared/datas.ts'
import { RegraViolada, type ErroCampo } from '../shared/erros.ts'
import type { Ator } from '../shared/ator.ts'
import { defineResource, type ContextoValidacao, type Registro, type ResultadoValidar } from '../shared/resource.ts'
import { colaboradores } from '../cargo-salario/colaboradores.ts'
import { ROLE_DESENVOLVIMENTO } from './categoria-curso.ts'

/** Managers who propose courses in a training-needs survey (with the manager scope of their areas). */
export const ROLE_LNT = 'ROLE_DESENVOLVIMENTO_LNT'

export const SITUACOES_LNT = [
  { id: 'ABERTA', name: 'Aberta' },
  { id: 'EM_CONSOLIDACAO', name: 'Em consolidação' },
  { id: 'FINALIZADA', name: 'Finalizada' },
] as const
export type SituacaoLnt = (typeof SITUACOES_LNT)[number]['id']

export const SITUACOES_PROPOSTA = [
  { id: 'PENDENTE', name: 'Pendente' },
  { id: 'APROVADA', name: 'Aprovada' },
  { id: 'REPROVADA', name: 'Reprovada' },
] as const
export type SituacaoProposta = (typeof SITUACOES_PROPOSTA)[number]['id']

export const PRIORIDADES = [
  { id: 'ALTA', name: 'Alta' },
  { id: 'MEDIA', name: 'Média' },
  { id: 'BAIXA', name: 'Baixa' },
] as const

export const LNT_NAO_ABERTA = 'A LNT não está aberta para propostas'
export const LNT_NAO_EM_CONSOLIDACAO = 'A LNT precisa estar em consolidação'
export const LNT_FINALIZADA = 'Uma LNT finalizada não pode ser alterada'
export const PROPOSTA_NAO_PENDENTE = 'Só uma proposta pendente pode ser alterada ou removida'
export const CURSO_OU_SUGESTAO = 'Informe o curso ou sugira um novo curso'
export const CURSO_E_SUGESTAO = 'Informe o curso ou a sugestão, não os dois'
export const AREA_FORA_DA_LNT = 'Esta área não participa da LNT'
export const AREA_FORA_DO_GESTOR = 'Área fora das suas áreas'
export const TALENTO_FORA_DAS_AREAS = 'Talento não encontrado nas suas áreas'
export const LNT_NAO_ENCONTRADA = 'LNT: registro não encontrado'
export const PENDENTES_AO_FINALIZAR = 'Há propostas pendentes: aprove ou reprove todas antes de finalizar a LNT'

const nomeSituacao = (s: SituacaoLnt) => SITUACOES_LNT.find((x) => x.id === s)?.name ?? s
export const mensagemTransicao = (de: SituacaoLnt, para: SituacaoLnt) => `Não é possível passar a LNT de '${nomeSituacao(de)}' para '${nomeSituacao(para)}'`

/**
 * The round's life: HR opens it (aberta: managers propose), closes proposals to consolidate (em consolidação: HR
 * approves, rejects and turns lines into classes; may reopen), and finalizes it once no line is pending.
 */
export const TRANSICOES_LNT: Readonly<Record<SituacaoLnt, ReadonlyArray<SituacaoLnt>>> = {
  ABERTA: ['EM_CONSOLIDACAO'],
  EM_CONSOLIDACAO: ['ABERTA', 'FINALIZADA'],
  FINALIZADA: [],
}

/** The error of moving a round from `de` to `para` (undefined: allowed). */
export const erroTransicaoLnt = (de: SituacaoLnt, para: SituacaoLnt, pendentes: number): string | undefined => {
  if (!TRANSICOES_LNT[de].includes(para)) return mensagemTransicao(de, para)
  if (para === 'FINALIZADA' && pendentes > 0) return PENDENTES_AO_FINALIZAR
  return undefined
}

/**
 * A training-needs survey round (spec 002 /desenvolvimento/lnt): its description, period and the areas whose managers
 * take part; its state (`situacao`) changes only by `PUT {id}/situacao`.
 */
export const lnt = defineResource({
  name: 'desenvolvimento/lnt',
  table: 'lnts',
  label: 'LNT — Levantamento de Necessidades de Treinamento',
  labelSingular: 'LNT',
  scope: 'empresa',
  authority: ROLE_DESENVOLVIMENTO,
  readAuthority: ROLE_LNT,
  fields: {
    descricao: texto({ label: 'Descrição', max: 100, required: true, list: true, feminino: true }),
    dataInicio: data({ label: 'Início', required: true, list: true, obrigatorio: 'Data inicial é obrigatória' }),
    dataFim: data({ label: 'Fim', required: true, list: true, obrigatorio: 'Data final é obrigatória' }),
    areasOrganizacionaisIds: referencias({ label: 'Áreas Organizacionais', resource: 'cargo-salario/areas-organizacionais', min: 1, minMessage: 'Selecione ao menos uma área organizacional' }),
  },
  estado: {
    situacao: opcoes({ label: 'Situação', options: SITUACOES_LNT, default: 'ABERTA', list: true, feminino: true }),
  },
  rules: (l) => (l.dataInicio && l.dataFim && l.dataFim < l.dataInicio ? [{ field: 'dataFim', message: DATA_FINAL_INFERIOR }] : []),
  antesDeAlterar: (atual) => (atual['situacao'] === 'FINALIZADA' ? Effect.fail(new RegraViolada({ message: LNT_FINALIZADA })) : Effect.void),
  sort: { field: 'dataInicio', order: 'DESC' },
  menu: { grupo: 'Desenvolvimento', subgrupo: 'Planejamento', ordem: 1 },
})

/**
 * A line of a round (the spec's `cursoLnt`): a manager proposes, for employees of one of their areas taking part in
 * the round, an existing course or a free-text suggestion, with a justification and a priority. HR approves or rejects
 * it (`situacao`); an approved suggestion gets its new course (`cursoId`), and the class it became is `turmaId`.
 * A manager sees and writes only the lines of their areas (`escopoGestor`).
 */
export const lntCursos = defineResource({
  name: 'desenvolvimento/lnt-cursos',
  table: 'cursos_lnt',
  label: 'Propostas da LNT',
  labelSingular: 'Proposta da LNT',
  scope: 'empresa',
  authority: ROLE_LNT,
  readAuthority: ROLE_DESENVOLVIMENTO,
  fields: {
    lntId: referencia({ label: 'LNT', resource: 'desenvolvimento/lnt', required: true, list: true, feminino: true }),
    areaOrganizacionalId: referencia({ label: 'Área Organizacional', resource: 'cargo-salario/areas-organizacionais', required: true, list: true, feminino: true }),
    cursoId: referencia({ label: 'Curso', resource: 'desenvolvimento/cursos', list: true }),
    cursoSugerido: texto({ label: 'Curso sugerido', max: 100, help: 'Quando o curso ainda não existe' }),
    colaboradoresIds: referencias({ label: 'Talentos', resource: 'cargo-salario/colaboradores', min: 1, minMessage: 'Selecione ao menos um talento' }),
    justificativa: textoLongo({ label: 'Justificativa', max: 1000, required: true, feminino: true }),
    prioridade: opcoes({ label: 'Prioridade', options: PRIORIDADES, default: 'MEDIA', required: true, list: true, feminino: true }),
  },
  estado: {
    situacao: opcoes({ label: 'Situação', options: SITUACOES_PROPOSTA, default: 'PENDENTE', list: true, feminino: true }),
    turmaId: referencia({ label: 'Turma', resource: 'desenvolvimento/turmas', feminino: true }),
  },
  colunas: {
    nomeCurso: texto({ label: 'Curso proposto', max: 100, list: true }),
  },
  escopoGestor: 'areaOrganizacionalId',
  rules: (p) => regrasCursoProposto(p),
  validar: (p, ctx) => validarProposta(p, ctx),
  antesDeAlterar: (atual, ator) => propostaEditavel(atual, ator),
  antesDeRemover: (atual, ator) => propostaEditavel(atual, ator),
  sort: { field: 'id', order: 'DESC' },
  menu: { grupo: 'Desenvolvimento', subgrupo: 'Planejamento', ordem: 2 },
})

/** Exactly one of an existing course and a free-text suggestion. */
export const regrasCursoProposto = (p: { readonly cursoId?: number | undefined; readonly cursoSugerido?: string | undefined }): ReadonlyArray<ErroCampo> => {
  const sugerido = (p.cursoSugerido ?? '').trim()
  if (!p.cursoId && !sugerido) return [{ field: 'cursoId', message: CURSO_OU_SUGESTAO }]
  if (p.cursoId && sugerido) return [{ field: 'cursoSugerido', message: CURSO_E_SUGESTAO }]
  return []
}

/** The round must be open, the area one of the round's (and of the manager's), the employees visible to the actor. */
const validarProposta = (
  p: { readonly lntId: number; readonly areaOrganizacionalId: number; readonly colaboradoresIds: ReadonlyArray<number> },
  ctx: ContextoValidacao,
): Effect.Effect<ResultadoValidar, never, unknown> =>
  Effect.gen(function* () {
    if (!ctx.ator) return []
    const ator = ctx.ator
    const empresaId = ctx.atual ? Number(ctx.atual.empresaId) : ctx.escopo.empresaId
    const r = yield* Effect.either(obter(lnt, ator, p.lntId))
    if (r._tag === 'Left' || Number(r.right.empresaId) !== empresaId) return [{ field: 'lntId', message: LNT_NAO_ENCONTRADA }]
    if (r.right.situacao !== 'ABERTA') return [{ field: 'lntId', message: LNT_NAO_ABERTA }]
    const erros: ErroCampo[] = []
    if (!(r.right.areasOrganizacionaisIds ?? []).includes(p.areaOrganizacionalId)) erros.push({ field: 'areaOrganizacionalId', message: AREA_FORA_DA_LNT })
    else if (ator.areasGeridas && !ator.areasGeridas.includes(p.areaOrganizacionalId)) erros.push({ field: 'areaOrganizacionalId', message: AREA_FORA_DO_GESTOR })
    const ids = [...new Set(p.colaboradoresIds)]
    const vistos = yield* Effect.orElseSucceed(
      Effect.map(listar(colaboradores, ator, { filter: { id: ids, empresaId }, range: { offset: 0, limit: ids.length } }), (l) => new Set(l.rows.map((x) => x.id))),
      () => new Set<number>(),
    )
    if (ids.some((id) => !vistos.has(id))) erros.push({ field: 'colaboradoresIds', message: TALENTO_FORA_DAS_AREAS })
    return erros
  })

/** A manager changes or removes a line only while it is pending and its round open. */
const propostaEditavel = (atual: Registro, ator: Ator): Effect.Effect<void, RegraViolada, unknown> =>
  Effect.gen(function* () {
    if (atual['situacao'] !== 'PENDENTE') return yield* new RegraViolada({ message: PROPOSTA_NAO_PENDENTE })
    const r = yield* Effect.either(obter(lnt, ator, Number(atual['lntId'])))
    if (r._tag === 'Right' && r.right.situacao !== 'ABERTA') return yield* new RegraViolada({ message: LNT_NAO_ABERTA })
  })

/** One line of the consolidation as the pure step reads it. */
export interface LinhaLnt {
  readonly id: number
  readonly cursoId: number | null
  readonly cursoSugerido: string | null
  readonly nomeCurso: string | null
  readonly colaboradoresIds: ReadonlyArray<number>
  readonly situacao: SituacaoProposta
  readonly turmaId: number | null
}

/** The key lines are grouped by: the course, or the suggestion's text (case and spacing ignored). */
export const chaveDoCurso = (l: Pick<LinhaLnt, 'cursoId' | 'cursoSugerido'>): string =>
  l.cursoId ? `c:${l.cursoId}` : `s:${(l.cursoSugerido ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR')}`

export interface GrupoConsolidacao {
  readonly chave: string
  readonly cursoId: number | null
  readonly nomeCurso: string
  readonly propostas: number
  /** Distinct employees proposed for this course. */
  readonly colaboradores: number
  readonly pendentes: number
  readonly aprovadas: number
  readonly reprovadas: number
  readonly propostasIds: ReadonlyArray<number>
}

/** HR's consolidation: per course, the number of proposals and of distinct employees, and the lines' states. */
export const consolidarLnt = (linhas: ReadonlyArray<LinhaLnt>): ReadonlyArray<GrupoConsolidacao> => {
  const grupos = new Map<string, { cursoId: number | null; nomeCurso: string; linhas: LinhaLnt[]; pessoas: Set<number> }>()
  for (const l of linhas) {
    const k = chaveDoCurso(l)
    const g = grupos.get(k) ?? { cursoId: l.cursoId, nomeCurso: (l.nomeCurso ?? l.cursoSugerido ?? '').trim(), linhas: [], pessoas: new Set<number>() }
    g.linhas.push(l)
    for (const c of l.colaboradoresIds) g.pessoas.add(c)
    grupos.set(k, g)
  }
  const conta = (ls: ReadonlyArray<LinhaLnt>, s: SituacaoProposta) => ls.filter((l) => l.situacao === s).length
  return [...grupos.entries()]
    .map(([chave, g]) => ({
      chave,
      cursoId: g.cursoId,
      nomeCurso: g.nomeCurso,
      propostas: g.linhas.length,
      colaboradores: g.pessoas.size,
      pendentes: conta(g.linhas, 'PENDENTE'),
      aprovadas: conta(g.linhas, 'APROVADA'),
      reprovadas: conta(g.linhas, 'REPROVADA'),
      propostasIds: g.linhas.map((l) => l.id),
    }))
    .sort((a, b) => b.colaboradores - a.colaboradores || b.propostas - a.propostas || a.nomeCurso.localeCompare(b.nomeCurso, 'pt-BR'))
}
