import { aderenciaDireta, type ConfigCompetenciaFaixa, type Nivel } from '../cargo-salario/competenciasRegras.ts'
import { eixoRadar, valorGrafico } from '../cargo-salario/niveisCompetencia.ts'
import { arredondar } from '../shared/formatos.ts'
import { pontuacaoDaResposta, pontuacaoMaximaDaPergunta, pontuar, TIPO_NOTA, type PerguntaQuestionario, type RespostaQuestionario } from '../shared/questionario.ts'
import type { PesoPapel } from './avaliacoes-desempenho.ts'
import { PAPEIS_AVALIADOR, PAPEL_AUTOAVALIACAO, type PapelAvaliador } from './papeis.ts'
import type { NivelInformado } from './ports.ts'

/**
 * Results of a performance evaluation (issue 15 "Results"), pure: the scores of each sent answer, per role and
 * overall, with the anonymity rule. The use cases (resultadosCasos.ts) read the rows and call these.
 *
 * Decisions (README "Evaluation results"):
 * - Questionnaire % of an answer: `pontuar` of the model's questions (question weights × option weights / grades).
 *   Competency % of an answer: `aderencia` of the levels given against the levels the evaluated's salary range
 *   requires on the evaluation's final date (levels' `ordem` are their weights); null when the range requires nothing
 *   or the answer gives no level.
 * - Per role: the plain mean of that role's answers. Overall: with `pesosPapeis`, the weighted mean of the roles that
 *   have answers and a weight above 0, their weights rescaled to 100 % (a weighted role without answers gives its
 *   share to the others proportionally); without weights, every answer counts the same.
 * - Self-evaluation enters the overall only when it has a weight of its own; without weights it is shown apart and
 *   stays out of the overall (the evaluated grading themselves would otherwise raise their own result).
 * - Anonymous evaluation: a role answered by a single evaluator is merged into 'Demais avaliadores'; when that group
 *   has a single answer too it is left out of everything (lines, overall, questions, competencies), since any figure
 *   using it would let HR work it back out. The evaluated shows only with at least 2 counted answers besides self.
 * - `exibeResultadoAutoAvaliacao` and `exibirPerformanceProfissional` govern what the evaluated sees of their own
 *   result (the evaluator-facing screens); HR's results always carry the self-evaluation line and the competency %.
 */

/** A sent answer: identified ones carry the evaluator; anonymous ones never do. */
export interface RespostaEnviada {
  readonly avaliadoId: number
  readonly papel: PapelAvaliador
  readonly respostas: ReadonlyArray<RespostaQuestionario>
  readonly competencias: ReadonlyArray<NivelInformado>
  /** The questionnaire % stored when sent; when present, `respostas` may be empty (see RespostaAnonimaAvaliacao). */
  readonly percentualQuestionario?: number | null
  /**
   * The competency % stored when sent and the key of the requirements it was scored against (`chaveDosRequisitos`):
   * it stands for `competencias` (which may then be empty) while the key matches the evaluated's requirements.
   */
  readonly percentualCompetencias?: number | null
  readonly chaveCompetencias?: string | null
}

/** The pseudo-role of merged single-answer roles of an anonymous evaluation. */
export const PAPEL_DEMAIS = 'D'
export const NOME_DEMAIS = 'Demais avaliadores'
export type GrupoPapel = PapelAvaliador | typeof PAPEL_DEMAIS

export const MINIMO_AVALIADORES_ANONIMA = 2
export const POUCAS_RESPOSTAS_ANONIMA = `Avaliação anônima: o resultado deste avaliado aparece a partir de ${MINIMO_AVALIADORES_ANONIMA} avaliadores (além da autoavaliação) que enviaram respostas.`
export const SEM_RESPOSTAS = 'Nenhuma resposta enviada para este avaliado.'

export const nomeDoGrupo = (g: GrupoPapel): string => (g === PAPEL_DEMAIS ? NOME_DEMAIS : (PAPEIS_AVALIADOR.find((p) => p.id === g)?.name ?? g))

/** What scores an evaluated's answers: the model's questions, the range's requirements and the levels in force. */
export interface Requisitos {
  readonly perguntas: ReadonlyArray<PerguntaQuestionario>
  readonly exigidas: ReadonlyArray<ConfigCompetenciaFaixa>
  /** Levels in force on the evaluation's date (orders of both the given and the required levels). */
  readonly niveis: ReadonlyArray<Nivel>
  /** `chaveDosRequisitos` of `exigidas` and `niveis` (absent: stored competency %s are never used). */
  readonly chave?: string | null
}

/**
 * What a competency % depends on besides the levels given, as one text: the required competencies with their level and
 * weight, and every level's order. Its digest is the key stored with the % (resultadosCasos.ts `chaveDosRequisitos`).
 * `v1`: the scoring rule of `aderenciaDireta`; a change to that rule changes this prefix, and every stored % is
 * scored again.
 */
export const textoDosRequisitos = (req: Pick<Requisitos, 'exigidas' | 'niveis'>): string =>
  `v1|${req.exigidas.map((x) => `${x.competenciaId}:${x.nivelCompetenciaId}:${x.competenciaPeso ?? 1}`).join(',')}|${[...req.niveis]
    .sort((a, b) => a.id - b.id)
    .map((n) => `${n.id}:${n.ordem}`)
    .join(',')}`

export interface Pontos {
  readonly questionario: number | null
  readonly competencias: number | null
}

type Pontuavel = Pick<RespostaEnviada, 'respostas' | 'competencias' | 'percentualQuestionario' | 'percentualCompetencias' | 'chaveCompetencias'>

/** Whether the stored competency % stands for the levels given (scored against these very requirements). */
const competenciasGuardadas = (req: Requisitos, r: Pontuavel) => req.chave != null && r.chaveCompetencias === req.chave

/** One answer's questionnaire % and competency % (the stored ones where they stand for the answer). */
export const pontuarResposta = (req: Requisitos, r: Pontuavel): Pontos => ({
  questionario: !req.perguntas.length ? null : r.percentualQuestionario != null ? r.percentualQuestionario : pontuar(req.perguntas, r.respostas).percentual,
  competencias: !req.exigidas.length
    ? null
    : competenciasGuardadas(req, r)
      ? (r.percentualCompetencias ?? null)
      : r.competencias.length
        ? aderenciaDireta({ exigidas: req.exigidas, niveisFaixa: req.niveis, talento: r.competencias, niveisTalento: req.niveis })
        : null,
})

/**
 * Whether scoring an answer read without its answers' text and levels needs them: a questionnaire % not stored, or a
 * competency % scored against other requirements (the range's configuration or the levels changed since it was sent).
 */
export const precisaDoConteudo = (req: Requisitos, r: Pontuavel): boolean =>
  (req.perguntas.length > 0 && r.percentualQuestionario == null) || (req.exigidas.length > 0 && !competenciasGuardadas(req, r))

/** Mean of the values present (null when none). */
export const media = (xs: ReadonlyArray<number | null>): number | null => {
  let s = 0
  let n = 0
  for (const x of xs)
    if (x !== null) {
      s += x
      n++
    }
  return n ? s / n : null
}

/** A figure as shown: 2 decimals, null kept. */
export const r2 = (x: number | null) => (x === null ? null : arredondar(x, 2))

/** A group's weight: its role's, or for the merged group the sum of its roles'. */
const pesoDoGrupo = (g: GrupoPapel, pesos: ReadonlyArray<PesoPapel>, mesclados: ReadonlySet<PapelAvaliador>): number => {
  if (g !== PAPEL_DEMAIS) return pesos.find((p) => p.papel === g)?.peso ?? 0
  let peso = 0
  for (const p of pesos) if (mesclados.has(p.papel)) peso += p.peso
  return peso
}

/**
 * The overall of role means with the evaluation's weights (unrounded). `valores`: per group its mean and how many
 * answers; `pesos` per group (merged groups sum their roles' weights). Without weights: mean of all answers but
 * self-evaluation's. Null when nothing counts.
 */
export const geralPonderado = (
  grupos: ReadonlyArray<{ readonly grupo: GrupoPapel; readonly valor: number | null; readonly soma: number; readonly contados: number }>,
  pesos: ReadonlyArray<PesoPapel>,
  anonimoMesclado: ReadonlySet<PapelAvaliador> = new Set(),
): number | null => {
  if (!pesos.length) {
    let s = 0
    let n = 0
    for (const g of grupos)
      if (g.grupo !== PAPEL_AUTOAVALIACAO) {
        s += g.soma
        n += g.contados
      }
    return n ? s / n : null
  }
  let s = 0
  let w = 0
  for (const g of grupos) {
    const p = pesoDoGrupo(g.grupo, pesos, anonimoMesclado)
    if (g.valor === null || p <= 0) continue
    s += p * g.valor
    w += p
  }
  return w > 0 ? s / w : null
}

interface ParcialGrupo {
  readonly grupo: GrupoPapel
  readonly valor: number | null
  readonly soma: number
  readonly contados: number
}

export interface ResultadoPapel {
  readonly papel: GrupoPapel
  readonly nome: string
  readonly quantidade: number
  readonly questionario: number | null
  readonly competencias: number | null
}

export interface ResultadoAvaliado {
  readonly avaliadoId: number
  /** Counted answers besides self-evaluation. */
  readonly respostas: number
  readonly exibir: boolean
  readonly mensagem: string | null
  readonly questionario: number | null
  readonly competencias: number | null
  /** Mean of the questionnaire % and the competency % (whichever exist). */
  readonly geral: number | null
  readonly papeis: ReadonlyArray<ResultadoPapel>
}

/** The answers that may be shown, grouped (anonymity rule applied). */
export const agruparRespostas = <R extends RespostaEnviada>(anonima: boolean, respostas: ReadonlyArray<R>) => {
  const porPapel = new Map<PapelAvaliador, R[]>()
  for (const r of respostas) {
    const xs = porPapel.get(r.papel)
    if (xs) xs.push(r)
    else porPapel.set(r.papel, [r])
  }
  const grupos = new Map<GrupoPapel, R[]>()
  const mesclados = new Set<PapelAvaliador>()
  for (const p of PAPEIS_AVALIADOR) {
    const rs = porPapel.get(p.id)
    if (!rs) continue
    if (anonima && p.id !== PAPEL_AUTOAVALIACAO && rs.length === 1) {
      mesclados.add(p.id)
      grupos.set(PAPEL_DEMAIS, [...(grupos.get(PAPEL_DEMAIS) ?? []), ...rs])
    } else grupos.set(p.id, rs)
  }
  if (anonima && (grupos.get(PAPEL_DEMAIS)?.length ?? 0) === 1) {
    grupos.delete(PAPEL_DEMAIS)
    mesclados.clear()
  }
  const contados = [...grupos.entries()].filter(([g]) => g !== PAPEL_AUTOAVALIACAO).reduce((s, [, rs]) => s + rs.length, 0)
  const exibir = anonima ? contados >= MINIMO_AVALIADORES_ANONIMA : grupos.size > 0
  return { grupos: exibir ? grupos : new Map<GrupoPapel, R[]>(), mesclados, contados, exibir }
}

/** The result of one evaluated from their sent answers (answers of other evaluated are ignored). */
export const resultadoDoAvaliado = (
  e: { readonly anonima: boolean; readonly pesosPapeis: ReadonlyArray<PesoPapel> },
  req: Requisitos,
  avaliadoId: number,
  respostas: ReadonlyArray<RespostaEnviada>,
): ResultadoAvaliado => {
  const { grupos, mesclados, contados, exibir } = agruparRespostas(
    e.anonima,
    respostas.filter((r) => r.avaliadoId === avaliadoId),
  )
  // Per group, the sums and counts of both %s (5,000 evaluated × their groups: one pass, no intermediate lists).
  const linhas: Array<{ grupo: GrupoPapel; q: ParcialGrupo; c: ParcialGrupo; quantidade: number }> = []
  for (const [grupo, rs] of grupos) {
    let sq = 0
    let nq = 0
    let sc = 0
    let nc = 0
    for (const r of rs) {
      const p = pontuarResposta(req, r)
      if (p.questionario !== null) {
        sq += p.questionario
        nq++
      }
      if (p.competencias !== null) {
        sc += p.competencias
        nc++
      }
    }
    linhas.push({ grupo, q: { grupo, valor: nq ? sq / nq : null, soma: sq, contados: nq }, c: { grupo, valor: nc ? sc / nc : null, soma: sc, contados: nc }, quantidade: rs.length })
  }
  const questionario = r2(geralPonderado(linhas.map((l) => l.q), e.pesosPapeis, mesclados))
  const competencias = r2(geralPonderado(linhas.map((l) => l.c), e.pesosPapeis, mesclados))
  return {
    avaliadoId,
    respostas: contados,
    exibir,
    mensagem: exibir ? null : e.anonima ? POUCAS_RESPOSTAS_ANONIMA : SEM_RESPOSTAS,
    questionario,
    competencias,
    geral: r2(media([questionario, competencias])),
    papeis: linhas.map((l) => ({ papel: l.grupo, nome: nomeDoGrupo(l.grupo), quantidade: l.quantidade, questionario: r2(l.q.valor), competencias: r2(l.c.valor) })),
  }
}

// ---- One evaluated's page -------------------------------------------------------------------------------

export interface ResultadoPerguntaAvaliado {
  readonly id: number
  readonly ordem: number
  readonly texto: string
  readonly aspecto: string | null
  /** Mean of the answers' score of this question (0-100); null for subjective ones or without answers. */
  readonly percentual: number | null
  /** Mean grade of a grade question. */
  readonly mediaNota: number | null
}

export interface ResultadoAspectoAvaliado {
  readonly nome: string
  readonly percentual: number | null
}

export interface CompetenciaAvaliada {
  readonly competenciaId: number
  readonly peso: number | null
  readonly ordemExigida: number | null
  /** Mean order given by the counted answers. */
  readonly ordemMedia: number | null
  readonly atende: boolean | null
}

export interface Radar {
  readonly labels: ReadonlyArray<string>
  readonly competenciasColaborador: ReadonlyArray<number>
  readonly competenciasFaixaSalariais: ReadonlyArray<number>
  readonly eixo: { readonly min: 0; readonly max: number; readonly passo: 1 }
}

/** Per question, per aspect (mean of its questions' score per answer) and per competency, over the counted answers. */
export const detalheDoAvaliado = (
  e: { readonly anonima: boolean },
  req: Requisitos,
  avaliadoId: number,
  respostas: ReadonlyArray<RespostaEnviada>,
  nomes: ReadonlyMap<number, string> = new Map(),
) => {
  const { grupos, exibir } = agruparRespostas(
    e.anonima,
    respostas.filter((r) => r.avaliadoId === avaliadoId),
  )
  // Self-evaluation stays out of the means, as it does of the overall without weights (it has its own role line).
  const contadas = exibir ? [...grupos.entries()].filter(([g]) => g !== PAPEL_AUTOAVALIACAO).flatMap(([, rs]) => rs) : []
  const perguntas: ResultadoPerguntaAvaliado[] = req.perguntas.map((p) => {
    const max = pontuacaoMaximaDaPergunta(p)
    const fracoes: number[] = []
    const notas: number[] = []
    for (const r of contadas) {
      const x = r.respostas.find((a) => a.perguntaId === p.id)
      if (max > 0) fracoes.push(Math.min(1, Math.max(0, pontuacaoDaResposta(p, x) / max)) * 100)
      if (p.tipo === TIPO_NOTA && x?.nota !== undefined) notas.push(x.nota)
    }
    return { id: p.id, ordem: p.ordem, texto: p.texto, aspecto: p.aspecto ?? null, percentual: r2(media(fracoes)), mediaNota: p.tipo === TIPO_NOTA ? r2(media(notas)) : null }
  })
  const nomesAspectos = [...new Set(req.perguntas.flatMap((p) => (p.aspecto ? [p.aspecto] : [])))]
  const aspectos: ResultadoAspectoAvaliado[] = nomesAspectos.map((nome) => {
    const ps = req.perguntas.filter((p) => p.aspecto === nome)
    return { nome, percentual: r2(media(contadas.map((r) => pontuar(ps, r.respostas).percentual))) }
  })
  const ordem = new Map(req.niveis.map((n) => [n.id, n.ordem]))
  const competencias: CompetenciaAvaliada[] = req.exigidas.map((x) => {
    const dadas = contadas.flatMap((r) => r.competencias.filter((c) => c.competenciaId === x.competenciaId).map((c) => ordem.get(c.nivelCompetenciaId) ?? 0))
    const oe = ordem.get(x.nivelCompetenciaId) ?? null
    const om = media(dadas)
    return { competenciaId: x.competenciaId, peso: x.competenciaPeso, ordemExigida: oe, ordemMedia: r2(om), atende: om === null || oe === null ? null : om >= oe }
  })
  const temTalento = competencias.some((c) => c.ordemMedia !== null)
  const radar: Radar = {
    labels: competencias.map((c) => nomes.get(c.competenciaId) ?? `#${c.competenciaId}`),
    competenciasColaborador: temTalento ? competencias.map((c) => valorGrafico(c.ordemMedia ?? 0)) : [],
    competenciasFaixaSalariais: competencias.length ? competencias.map((c) => valorGrafico(c.ordemExigida ?? 0)) : [],
    eixo: eixoRadar([...req.niveis.map((n) => n.ordem), ...competencias.flatMap((c) => [c.ordemMedia ?? 0, c.ordemExigida ?? 0])]),
  }
  return { perguntas, aspectos, competencias, radar }
}
