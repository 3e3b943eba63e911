import { Effect } from 'effect'
import { campoAreas, selecionados } from '../../cargo-salario/relatorios/comum.ts'
import type { Nivel } from '../../cargo-salario/competenciasRegras.ts'
import type { Ator, Escopo } from '../../shared/ator.ts'
import { booleano, decimal, mensagemObrigatorio, opcoes, referencia, referencias } from '../../shared/campos.ts'
import { Consultas, defineConsulta, listaJson, type Coluna, type Linha } from '../../shared/consulta.ts'
import { obter } from '../../shared/crud.ts'
import type { ErroCampo } from '../../shared/erros.ts'
import { ValidacaoFalhou } from '../../shared/erros.ts'
import { campoTipo, juntar, nomeDe, percentual, quantosSelecionados, TIPO_RELATORIO } from '../../shared/filtrosRelatorio.ts'
import { formatarDecimal } from '../../shared/formatos.ts'
import type { RespostaQuestionario } from '../../shared/questionario.ts'
import { defineRelatorio, type Relatorio } from '../../shared/relatorio.ts'
import { avaliacoesDesempenho, TIPO_AVALIACAO_2 } from '../avaliacoes-desempenho.ts'
import { PAPEIS_AVALIADOR, type PapelAvaliador } from '../papeis.ts'
import { SITUACAO_RESPONDIDA, SITUACOES_PARTICIPANTE } from '../participante-avaliacao-desempenho.ts'
import { ROLE_AVALIACAO } from '../periodos-experiencia.ts'
import { campoAvaliacao, campoAvaliacoes } from './campos.ts'
import type { NivelInformado } from '../ports.ts'
import { agruparRespostas, detalheDoAvaliado, media, nomeDoGrupo, POUCAS_RESPOSTAS_ANONIMA, SEM_RESPOSTAS, r2, type GrupoPapel, type RespostaEnviada } from '../resultados.ts'
import { dadosResultados, detalheDosDados, requisitosDe, type DadosResultados } from '../resultadosCasos.ts'

/**
 * The three performance-analysis reports of spec 002 (/avaliacao/relatorios/analise-desempenho-competencia-talento,
 * analise-desempenho-competencia-organizacional, avaliacao-desempenho-avaliadores-avaliados), on the report engine.
 * The competency figures come from the results' use case (`fonte`: dadosResultados, detalheDoAvaliado), so scoring
 * and the anonymity rules are those of core/avaliacao/resultados.ts; the pairs (who evaluates whom, situation, and
 * the levels of identified sent pairs) from one SQL read (`avaliacao/pares-avaliacao-desempenho`).
 *
 * Decisions (README): levels are compared by their weight (`ordem`, as the results do); the talent report's 'Média'
 * is the mean weight given. In an anonymous evaluation the answers have no evaluator, so a selection of evaluators
 * cannot filter them: it is only checked (§5 counts, and that they evaluate the evaluated) and the report uses every
 * counted answer, with the role groups of `agruparRespostas` as its detailed columns; no evaluator's name is printed.
 */

const menu = (ordem: number) => ({ grupo: 'Avaliação', subgrupo: 'Relatórios', ordem })

export const ANONIMA_MINIMO_AVALIADORES = 'A avaliação é anônima e deve conter pelo menos 2 avaliadores selecionados'
export const DETALHADO_MAXIMO_AVALIADORES = 'Relatório detalhado, deve conter no máximo 4 avaliadores selecionados'
export const ROTULO_NOTA_MINIMA = 'Nota mínima da média geral das competências'
export const NOTA_MINIMA_OBRIGATORIA = mensagemObrigatorio(ROTULO_NOTA_MINIMA, true)
export const AVALIADOR_NAO_AVALIA = 'Selecione somente avaliadores deste avaliado nesta avaliação'
export { SELECIONE_AVALIACAO } from './campos.ts'
export const MAXIMO_AVALIADORES_DETALHADO = 4


// ---- The pairs (SQL in adapters/avaliacao/relatoriosAnalise.ts) -------------------------------------------------

/**
 * The pairs of an evaluation (optionally of one evaluated), with both names, role, situation and answer day; the
 * answers and levels only of an identified, sent pair (never a draft, never an anonymous one).
 */
export const consultaParesAvaliacao = defineConsulta({
  nome: 'avaliacao/pares-avaliacao-desempenho',
  autoridade: ROLE_AVALIACAO,
  campos: {
    avaliacaoDesempenhoId: campoAvaliacao(),
    avaliadoId: referencia({ label: 'Avaliado', resource: 'cargo-salario/colaboradores' }),
  },
  colunas: () => [
    { campo: 'avaliador', titulo: 'Avaliador', tipo: 'texto' },
    { campo: 'avaliado', titulo: 'Avaliado', tipo: 'texto' },
    { campo: 'papel', titulo: 'Papel', tipo: 'texto' },
    { campo: 'situacao', titulo: 'Situação', tipo: 'texto' },
  ],
  resposta: 'linhas',
})

export interface Par {
  readonly avaliadorId: number
  readonly avaliador: string
  readonly avaliadoId: number
  readonly avaliado: string
  readonly papel: PapelAvaliador
  readonly situacao: string
  readonly dataResposta: string | null
  /** Only of an identified sent pair. */
  readonly respostas: ReadonlyArray<RespostaQuestionario>
  readonly competencias: ReadonlyArray<NivelInformado>
}

const parDaLinha = (l: Linha): Par => ({
  avaliadorId: Number(l['avaliadorId']),
  avaliador: String(l['avaliador'] ?? ''),
  avaliadoId: Number(l['avaliadoId']),
  avaliado: String(l['avaliado'] ?? ''),
  papel: String(l['papel']) as PapelAvaliador,
  situacao: String(l['situacao']),
  dataResposta: (l['dataResposta'] as string | null) ?? null,
  respostas: listaJson<RespostaQuestionario>(l['respostas']),
  competencias: listaJson<NivelInformado>(l['competencias']),
})

/** The evaluation (404 for another company's) and the company scope its reads take. */
const avaliacaoDoAtor = (ator: Ator, id: number) =>
  Effect.map(obter(avaliacoesDesempenho, ator, id), (a) => {
    const empresaId = Number(a.empresaId)
    const escopo: Escopo = { ...ator.escopo, empresaId, empresasVisiveis: [empresaId] }
    return { anonima: a.anonima === true, tipo: String(a.tipo), titulo: String(a.titulo), escopo }
  })

const lerPares = (escopo: Escopo, avaliacaoDesempenhoId: number, avaliadoId?: number) =>
  Effect.flatMap(Consultas, (c) =>
    Effect.map(c.linhas(consultaParesAvaliacao.nome, { avaliacaoDesempenhoId, ...(avaliadoId ? { avaliadoId } : {}) }, escopo), (ls) => ls.map(parDaLinha)),
  )

const nomePapel = (p: string) => nomeDe(PAPEIS_AVALIADOR, p)
const nomeSituacao = (s: string) => nomeDe(SITUACOES_PARTICIPANTE, s)

// ---- 1. Análise de Desempenho das Competências do Talento -----------------------------------------------------

export interface FiltroTalento {
  readonly tipo: string
  readonly avaliadoresIds: ReadonlyArray<number>
  readonly notaMinimaMediaGeralCompetencia?: number | null | undefined
}

/**
 * §5 'Performance analysis report' rules that need the evaluation: anonymous, not Resumido and not 2.0 → at least 2
 * evaluators; Detalhado → at most 4; the minimum grade required unless Resumido or 2.0.
 */
export const regrasAnaliseTalento = (f: FiltroTalento, avaliacao: { readonly anonima: boolean; readonly tipo: string }): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  const resumido = f.tipo === 'R'
  const doisPontoZero = avaliacao.tipo === TIPO_AVALIACAO_2
  if (avaliacao.anonima && !resumido && !doisPontoZero && f.avaliadoresIds.length < 2) erros.push({ field: 'avaliadoresIds', message: ANONIMA_MINIMO_AVALIADORES })
  erros.push(...regrasDetalhado(f))
  if (!resumido && !doisPontoZero && (f.notaMinimaMediaGeralCompetencia === undefined || f.notaMinimaMediaGeralCompetencia === null))
    erros.push({ field: 'notaMinimaMediaGeralCompetencia', message: NOTA_MINIMA_OBRIGATORIA })
  return erros
}

/** The rule a screen can check without the evaluation. */
export const regrasDetalhado = (f: Pick<FiltroTalento, 'tipo' | 'avaliadoresIds'>): ReadonlyArray<ErroCampo> =>
  f.tipo === 'D' && f.avaliadoresIds.length > MAXIMO_AVALIADORES_DETALHADO ? [{ field: 'avaliadoresIds', message: DETALHADO_MAXIMO_AVALIADORES }] : []

/** A detailed column: an evaluator (identified evaluation) or a role group. */
export interface ColunaExtra {
  readonly campo: string
  readonly titulo: string
  readonly tipo: 'texto' | 'decimal'
}

/** What a talent report prints besides its rows (the consulta's `contexto`): evaluator columns, message, comments. */
export type MetaTalento = {
  readonly colunas: ReadonlyArray<ColunaExtra>
  readonly avaliado: string
  readonly mensagem: string | null
  readonly comentarios: ReadonlyArray<{ readonly rotulo: string; readonly valor: string }>
}

export interface EntradaLinhasTalento {
  readonly avaliado: { readonly nome: string; readonly cargo: string | null; readonly faixa: string | null }
  readonly titulo: string
  readonly anonima: boolean
  readonly detalhado: boolean
  readonly exigidas: ReadonlyArray<{ readonly competenciaId: number; readonly nivelCompetenciaId: number }>
  readonly niveis: ReadonlyArray<Nivel>
  readonly nomesCompetencias: ReadonlyMap<number, string>
  readonly perguntas: ReadonlyArray<{ readonly id: number; readonly texto: string }>
  /** Every sent answer of the evaluated (identified and anonymous: never an evaluator). */
  readonly respostas: ReadonlyArray<RespostaEnviada>
  /** Identified evaluation with evaluators selected: their pairs, in the selection's order (the anonymous never). */
  readonly selecionados: ReadonlyArray<Par>
  /** The counted mean weight per competency (detalheDoAvaliado), used without a selection. */
  readonly mediaContada: ReadonlyMap<number, number | null>
}

const textoNivel = (n: Nivel | undefined) => (n ? `${n.descricao} (${n.ordem})` : null)

/** The comments of some answers (questions' and competencies'), each with its question or competency. */
const comentariosDe = (
  e: Pick<EntradaLinhasTalento, 'perguntas' | 'nomesCompetencias'>,
  r: Pick<RespostaEnviada, 'respostas' | 'competencias'>,
): ReadonlyArray<string> => [
  ...r.respostas.flatMap((a) => {
    const t = (a.comentario ?? a.observacao ?? '').trim()
    return t ? [`${e.perguntas.find((p) => p.id === a.perguntaId)?.texto ?? 'Pergunta'}: ${t}`] : []
  }),
  ...r.competencias.flatMap((c) => {
    const t = (c.comentario ?? '').trim()
    return t ? [`${e.nomesCompetencias.get(c.competenciaId) ?? 'Competência'}: ${t}`] : []
  }),
]

/**
 * The rows of the talent report (pure): one per competency the evaluated's salary range requires. Identified with a
 * selection: one column per selected evaluator (the level they gave) and the mean of their levels. Otherwise (and
 * always in an anonymous evaluation) the columns are the role groups of `agruparRespostas` and the mean is the counted
 * one of the results; when the anonymity rule hides the evaluated, every figure is empty and the message says why.
 */
export const linhasAnaliseTalento = (e: EntradaLinhasTalento): { readonly linhas: ReadonlyArray<Linha>; readonly contexto: MetaTalento } => {
  const ordem = new Map(e.niveis.map((n) => [n.id, n]))
  const porAvaliador = e.selecionados.length > 0 && !e.anonima
  const { grupos, exibir } = agruparRespostas(e.anonima, e.respostas)
  const colunas: ColunaExtra[] = !e.detalhado
    ? []
    : porAvaliador
      ? e.selecionados.map((p) => ({ campo: `avaliador${p.avaliadorId}`, titulo: `${p.avaliador} (${nomePapel(p.papel)})`, tipo: 'texto' as const }))
      : [...grupos.keys()].map((g: GrupoPapel) => ({ campo: `grupo${g}`, titulo: nomeDoGrupo(g), tipo: 'decimal' as const }))
  const enviados = e.selecionados.filter((p) => p.situacao === SITUACAO_RESPONDIDA)
  const comentarios: Array<{ rotulo: string; valor: string }> = porAvaliador
    ? enviados.flatMap((p) => comentariosDe(e, p).map((valor) => ({ rotulo: `Comentário de ${p.avaliador}`, valor })))
    : [...grupos.values()]
        .flat()
        .flatMap((r) => comentariosDe(e, r))
        .sort((a, b) => a.localeCompare(b, 'pt-BR'))
        .map((valor) => ({ rotulo: 'Comentário', valor }))
  const mensagem = porAvaliador ? (enviados.length ? null : SEM_RESPOSTAS) : exibir ? null : e.anonima ? POUCAS_RESPOSTAS_ANONIMA : SEM_RESPOSTAS
  const meta: MetaTalento = { colunas, avaliado: e.avaliado.nome, mensagem, comentarios }
  const grupo = juntar([e.avaliado.nome, e.avaliado.cargo && e.avaliado.faixa ? `${e.avaliado.cargo} / ${e.avaliado.faixa}` : (e.avaliado.cargo ?? ''), e.titulo]).replaceAll('; ', ' — ')
  const linhas = e.exigidas.map((x): Linha => {
    const exigido = ordem.get(x.nivelCompetenciaId)
    const extras: Record<string, string | number | null> = {}
    let m: number | null
    if (porAvaliador) {
      const dadas: number[] = []
      for (const p of e.selecionados) {
        const n = p.situacao === SITUACAO_RESPONDIDA ? ordem.get(p.competencias.find((c) => c.competenciaId === x.competenciaId)?.nivelCompetenciaId ?? -1) : undefined
        if (n) dadas.push(n.ordem)
        if (e.detalhado) extras[`avaliador${p.avaliadorId}`] = textoNivel(n)
      }
      m = media(dadas)
    } else {
      m = exibir ? (e.mediaContada.get(x.competenciaId) ?? null) : null
      if (e.detalhado)
        for (const [g, rs] of grupos) {
          const dadas = rs.flatMap((r) => r.competencias.filter((c) => c.competenciaId === x.competenciaId).map((c) => ordem.get(c.nivelCompetenciaId)?.ordem ?? 0))
          extras[`grupo${g}`] = r2(media(dadas))
        }
    }
    const mr = r2(m)
    return {
      grupo,
      competencia: e.nomesCompetencias.get(x.competenciaId) ?? `#${x.competenciaId}`,
      nivelExigido: textoNivel(exigido),
      ...extras,
      media: mr,
      atende: mr === null || !exigido ? null : mr >= exigido.ordem ? 'Sim' : 'Não',
    }
  })
  return { linhas, contexto: meta }
}

/** The talent report's context as its use case gave it (the engine passes it through untouched). */
const metaDe = (contexto: Readonly<Record<string, unknown>> | undefined): MetaTalento | undefined => contexto as MetaTalento | undefined

const ATENDE_CORES = { Sim: 'verde', Não: 'vermelho' } as const

export const colunasAnaliseTalento = (meta?: MetaTalento): ReadonlyArray<Coluna> => [
  { campo: 'competencia', titulo: 'Competência', tipo: 'texto', largura: 2.4 },
  { campo: 'nivelExigido', titulo: 'Nível exigido', tipo: 'texto', largura: 1.4 },
  ...(meta?.colunas ?? []).map((c): Coluna => ({ ...c, largura: 1.4 })),
  { campo: 'media', titulo: 'Média', tipo: 'decimal', largura: 0.8 },
  { campo: 'atende', titulo: 'Atende', tipo: 'texto', largura: 0.8, cores: ATENDE_CORES },
]

/** The summary lines: overall competency mean against the minimum, the signatures, the comments. */
export const resumoAnaliseTalento = (
  linhas: ReadonlyArray<Linha>,
  f: { readonly notaMinimaMediaGeralCompetencia?: number | null | undefined; readonly exibirAssinaturas: boolean; readonly exibirComentarios: boolean },
  meta?: MetaTalento,
): ReadonlyArray<{ readonly rotulo: string; readonly valor: string }> => {
  const medias = linhas.flatMap((l) => (typeof l['media'] === 'number' ? [l['media']] : []))
  const geral = r2(media(medias))
  const minima = typeof f.notaMinimaMediaGeralCompetencia === 'number' ? f.notaMinimaMediaGeralCompetencia : null
  return [
    ...(meta?.mensagem ? [{ rotulo: 'Observação', valor: meta.mensagem }] : []),
    { rotulo: 'Média geral das competências', valor: geral === null ? '—' : formatarDecimal(geral, 2, true) },
    ...(minima === null
      ? []
      : [
          { rotulo: ROTULO_NOTA_MINIMA, valor: formatarDecimal(minima, 2, true) },
          { rotulo: 'Resultado', valor: geral !== null && geral >= minima ? 'Atingiu' : 'Não atingiu' },
        ]),
    ...(f.exibirAssinaturas
      ? [
          { rotulo: 'Assinatura do Avaliado', valor: `______________________________ ${meta?.avaliado ?? ''}`.trim() },
          { rotulo: 'Assinatura do Avaliador/Gestor', valor: '______________________________' },
        ]
      : []),
    ...(f.exibirComentarios ? (meta?.comentarios.length ? meta.comentarios : [{ rotulo: 'Comentários', valor: 'Nenhum comentário.' }]) : []),
  ]
}

const camposTalento = {
  avaliacaoDesempenhoId: campoAvaliacao(),
  avaliadoId: referencia({ label: 'Avaliado', resource: 'cargo-salario/colaboradores', required: true }),
  avaliadoresIds: referencias({ label: 'Avaliadores', resource: 'cargo-salario/colaboradores' }),
  tipo: campoTipo('R'),
  notaMinimaMediaGeralCompetencia: decimal({ label: ROTULO_NOTA_MINIMA, feminino: true, digitos: 6, casas: 2 }),
  exibirAssinaturas: booleano({ label: 'Exibir assinaturas' }),
  exibirComentarios: booleano({ label: 'Exibir comentários' }),
}

/** The talent report's rows: the evaluation (404), the §5 rules (400), the evaluated's data and pairs, then the pure rows. */
export const fonteAnaliseTalento = (
  f: FiltroTalento & { readonly avaliacaoDesempenhoId: number; readonly avaliadoId: number },
  ator: Ator,
) =>
  Effect.gen(function* () {
    const a = yield* avaliacaoDoAtor(ator, f.avaliacaoDesempenhoId)
    const pares = yield* lerPares(a.escopo, f.avaliacaoDesempenhoId, f.avaliadoId)
    const erros = [...regrasAnaliseTalento(f, a)]
    const avaliadores = new Set(pares.map((p) => p.avaliadorId))
    if (f.avaliadoresIds.some((id) => !avaliadores.has(id)) && !erros.some((e) => e.field === 'avaliadoresIds')) erros.push({ field: 'avaliadoresIds', message: AVALIADOR_NAO_AVALIA })
    if (erros.length) return yield* ValidacaoFalhou.campos(erros)
    const d = yield* dadosResultados(ator, f.avaliacaoDesempenhoId, { avaliadosIds: [f.avaliadoId] })
    const det = yield* detalheDosDados(d, f.avaliadoId)
    const t = d.avaliados.find((x) => x.avaliadoId === f.avaliadoId)!
    const ids = [...new Set(f.avaliadoresIds)]
    return linhasAnaliseTalento({
      avaliado: { nome: t.nome, cargo: t.cargo, faixa: t.faixa },
      titulo: d.avaliacao.titulo,
      anonima: d.avaliacao.anonima,
      detalhado: f.tipo === 'D',
      exigidas: requisitosDe(d, t).exigidas,
      niveis: d.niveis,
      nomesCompetencias: d.nomesCompetencias,
      perguntas: d.perguntas,
      respostas: d.respostas.filter((r) => r.avaliadoId === f.avaliadoId),
      selecionados: d.avaliacao.anonima ? [] : ids.flatMap((id) => pares.filter((p) => p.avaliadorId === id)),
      mediaContada: new Map(det.competencias.map((c) => [c.competenciaId, c.ordemMedia])),
    })
  })

export const consultaAnaliseTalento = defineConsulta({
  nome: 'avaliacao/analise-desempenho-competencia-talento',
  autoridade: ROLE_AVALIACAO,
  campos: camposTalento,
  regras: (f) => regrasDetalhado(f),
  fonte: (f, ator) => fonteAnaliseTalento(f, ator),
  colunas: (_f, _linhas, contexto) => colunasAnaliseTalento(metaDe(contexto)),
  agruparPor: () => 'grupo',
})

export const relatorioAnaliseTalento = defineRelatorio({
  consulta: consultaAnaliseTalento,
  titulo: 'Análise de Desempenho das Competências do Talento',
  menu: menu(8),
  orientacao: 'paisagem',
  // Counts only: an anonymous evaluation's report never names its evaluators.
  descreverFiltro: (f) => juntar([nomeDe(TIPO_RELATORIO, f.tipo), quantosSelecionados('Avaliadores', f.avaliadoresIds)]),
  resumo: (linhas, f, contexto) => resumoAnaliseTalento(linhas, f, metaDe(contexto)),
})

// ---- 2. Análise de Desempenho das Competências Organizacional ---------------------------------------------------

/** One competency of one evaluated whose result is shown. */
export interface CompetenciaDoAvaliado {
  readonly area: string
  readonly competencia: string
  readonly ordemExigida: number | null
  readonly ordemMedia: number | null
}

/**
 * Per area and competency (pure): how many evaluated were given a level, the mean required and given weights, and
 * the share that meets the requirement; sorted by area and competency.
 */
export const agregarPorArea = (itens: ReadonlyArray<CompetenciaDoAvaliado>): ReadonlyArray<Linha> => {
  const chaves = new Map<string, CompetenciaDoAvaliado[]>()
  for (const i of itens) {
    if (i.ordemMedia === null) continue
    const k = JSON.stringify([i.area, i.competencia])
    const xs = chaves.get(k)
    if (xs) xs.push(i)
    else chaves.set(k, [i])
  }
  return [...chaves.values()]
    .map((xs): Linha => {
      const exigidas = xs.flatMap((x) => (x.ordemExigida === null ? [] : [x.ordemExigida]))
      const comparaveis = xs.filter((x) => x.ordemExigida !== null)
      return {
        area: xs[0]!.area,
        competencia: xs[0]!.competencia,
        avaliados: xs.length,
        nivelMedioExigido: r2(media(exigidas)),
        nivelMedioAtribuido: r2(media(xs.map((x) => x.ordemMedia!))),
        atendem: comparaveis.length ? percentual(comparaveis.filter((x) => x.ordemMedia! >= x.ordemExigida!).length, comparaveis.length) : null,
      }
    })
    .sort((a, b) => String(a['area']).localeCompare(String(b['area']), 'pt-BR') || String(a['competencia']).localeCompare(String(b['competencia']), 'pt-BR'))
}

/** The competencies of the evaluated of some areas whose result is shown (the anonymity rule of the results). */
export const competenciasDasAreas = (d: DadosResultados, areas: ReadonlySet<number>): ReadonlyArray<CompetenciaDoAvaliado> => {
  const porAvaliado = new Map<number, RespostaEnviada[]>()
  for (const r of d.respostas) {
    const xs = porAvaliado.get(r.avaliadoId)
    if (xs) xs.push(r)
    else porAvaliado.set(r.avaliadoId, [r])
  }
  return d.avaliados.flatMap((t) => {
    if (t.areaOrganizacionalId === null || !areas.has(t.areaOrganizacionalId)) return []
    const rs = porAvaliado.get(t.avaliadoId) ?? []
    if (!agruparRespostas(d.avaliacao.anonima, rs).exibir) return []
    return detalheDoAvaliado(d.avaliacao, requisitosDe(d, t), t.avaliadoId, rs).competencias.map((c) => ({
      area: t.area ?? `#${t.areaOrganizacionalId}`,
      competencia: d.nomesCompetencias.get(c.competenciaId) ?? `#${c.competenciaId}`,
      ordemExigida: c.ordemExigida,
      ordemMedia: c.ordemMedia,
    }))
  })
}

export const consultaAnaliseOrganizacional = defineConsulta({
  nome: 'avaliacao/analise-desempenho-competencia-organizacional',
  autoridade: ROLE_AVALIACAO,
  campos: {
    avaliacoesDesempenhosIds: campoAvaliacoes(),
    areasOrganizacionaisIds: campoAreas(true),
  },
  fonte: (f, ator) =>
    Effect.gen(function* () {
      const areas = new Set(f.areasOrganizacionaisIds)
      const itens: CompetenciaDoAvaliado[] = []
      for (const id of new Set(f.avaliacoesDesempenhosIds)) itens.push(...competenciasDasAreas(yield* dadosResultados(ator, id, { conteudo: 'niveis' }), areas))
      return agregarPorArea(itens)
    }),
  colunas: () => [
    { campo: 'competencia', titulo: 'Competência', tipo: 'texto', largura: 2.4 },
    { campo: 'avaliados', titulo: 'Avaliados', tipo: 'inteiro', largura: 0.8 },
    { campo: 'nivelMedioExigido', titulo: 'Nível médio exigido', tipo: 'decimal' },
    { campo: 'nivelMedioAtribuido', titulo: 'Nível médio atribuído', tipo: 'decimal' },
    { campo: 'atendem', titulo: 'Atendem (%)', tipo: 'percentual' },
  ],
  agruparPor: () => 'area',
})

export const relatorioAnaliseOrganizacional = defineRelatorio({
  consulta: consultaAnaliseOrganizacional,
  titulo: 'Análise de Desempenho das Competências Organizacional',
  menu: menu(9),
  descreverFiltro: (f) => juntar([selecionados('Avaliações', f.avaliacoesDesempenhosIds), selecionados('Áreas', f.areasOrganizacionaisIds)]),
})

// ---- 3. Avaliadores e Avaliados ---------------------------------------------------------------------------------

export const AGRUPAR_AVALIADOR = 'AVALIADOR'
export const AGRUPAR_AVALIADO = 'AVALIADO'
export const AGRUPAMENTOS_PARES = [
  { id: AGRUPAR_AVALIADOR, name: 'Avaliador' },
  { id: AGRUPAR_AVALIADO, name: 'Avaliado' },
] as const
export const SITUACOES_PARES = [
  { id: 'TODAS', name: 'Todas' },
  { id: 'RESPONDIDAS', name: 'Respondidas' },
  { id: 'PENDENTES', name: 'Pendentes' },
] as const

/**
 * The pairs as report rows (pure): those of the chosen situation (a draft is pending), sorted by the grouping side
 * and then by the other one. Never an answer: who takes part, in which role, and whether they sent.
 */
export const linhasAvaliadoresAvaliados = (pares: ReadonlyArray<Par>, f: { readonly agruparPor: string; readonly situacao: string }): ReadonlyArray<Linha> => {
  const porAvaliador = f.agruparPor === AGRUPAR_AVALIADOR
  const lado = (p: Par) => (porAvaliador ? [p.avaliador, p.avaliadorId, p.avaliado, p.avaliadoId] : [p.avaliado, p.avaliadoId, p.avaliador, p.avaliadorId]) as [string, number, string, number]
  return pares
    .filter((p) => f.situacao === 'TODAS' || (f.situacao === 'RESPONDIDAS') === (p.situacao === SITUACAO_RESPONDIDA))
    .slice()
    .sort((a, b) => {
      const [x1, x2, x3, x4] = lado(a)
      const [y1, y2, y3, y4] = lado(b)
      return x1.localeCompare(y1, 'pt-BR') || x2 - y2 || x3.localeCompare(y3, 'pt-BR') || x4 - y4
    })
    .map((p) => ({
      avaliador: p.avaliador,
      avaliado: p.avaliado,
      papel: nomePapel(p.papel),
      situacao: nomeSituacao(p.situacao),
      dataResposta: p.situacao === SITUACAO_RESPONDIDA ? p.dataResposta : null,
    }))
}

const SITUACAO_CORES = { Respondida: 'verde', 'Respondida parcialmente': 'amarelo', 'Não respondida': 'vermelho' } as const

export const consultaAvaliadoresAvaliados = defineConsulta({
  nome: 'avaliacao/avaliacao-desempenho-avaliadores-avaliados',
  autoridade: ROLE_AVALIACAO,
  campos: {
    avaliacaoDesempenhoId: campoAvaliacao(),
    agruparPor: opcoes({ label: 'Agrupar por', required: true, options: AGRUPAMENTOS_PARES }),
    situacao: opcoes({ label: 'Situação', feminino: true, required: true, options: SITUACOES_PARES }),
  },
  fonte: (f, ator) =>
    Effect.gen(function* () {
      const a = yield* avaliacaoDoAtor(ator, f.avaliacaoDesempenhoId)
      return linhasAvaliadoresAvaliados(yield* lerPares(a.escopo, f.avaliacaoDesempenhoId), f)
    }),
  colunas: (f) => [
    ...(f.agruparPor === AGRUPAR_AVALIADOR
      ? [{ campo: 'avaliado', titulo: 'Avaliado', tipo: 'texto' as const, largura: 2.2, total: 'contagem' as const }]
      : [{ campo: 'avaliador', titulo: 'Avaliador', tipo: 'texto' as const, largura: 2.2, total: 'contagem' as const }]),
    { campo: 'papel', titulo: 'Papel', tipo: 'texto', largura: 1.1 },
    { campo: 'situacao', titulo: 'Situação', tipo: 'texto', largura: 1.4, cores: SITUACAO_CORES },
    { campo: 'dataResposta', titulo: 'Data da Resposta', tipo: 'data', largura: 1 },
  ],
  agruparPor: (f) => (f.agruparPor === AGRUPAR_AVALIADOR ? 'avaliador' : 'avaliado'),
})

export const relatorioAvaliadoresAvaliados = defineRelatorio({
  consulta: consultaAvaliadoresAvaliados,
  titulo: 'Avaliadores e Avaliados',
  menu: menu(10),
  descreverFiltro: (f) => juntar([`Agrupado por ${nomeDe(AGRUPAMENTOS_PARES, f.agruparPor)}`, `Situação: ${nomeDe(SITUACOES_PARES, f.situacao)}`]),
})

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reports of every filter shape: Relatorio is invariant in its fields
export const RELATORIOS_ANALISE_DESEMPENHO: ReadonlyArray<Relatorio<any, any>> = [relatorioAnaliseTalento, relatorioAnaliseOrganizacional, relatorioAvaliadoresAvaliados]
