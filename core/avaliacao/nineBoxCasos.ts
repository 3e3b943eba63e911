import { Effect, Schema } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { valorReferencia } from '../shared/campos.ts'
import { obter } from '../shared/crud.ts'
import { Impressora, type Documento } from '../shared/documento.ts'
import { ValidacaoFalhou } from '../shared/erros.ts'
import { arredondar, formatarData } from '../shared/formatos.ts'
import { Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao } from '../shared/resource.ts'
import { avaliacoesDesempenho } from './avaliacoes-desempenho.ts'
import { nineBox } from './nineBoxRecurso.ts'
import {
  avaliacaoServeNineBox,
  boxesPadrao,
  CONFIGURACAO_PADRAO,
  distribuirNineBox,
  EixoNineBoxInvertido,
  NINE_BOX_CNCC_SEM_QUESTIONARIO,
  NINE_BOX_SEM_DADOS,
  resumirDescricao,
  type ConfiguracaoNineBox,
} from './nineBox.ts'
import { configsDasFaixasEm, dadosResultados, requisitosDe, resultadosLembrados } from './resultadosCasos.ts'
import { detalheDoAvaliado, type RespostaEnviada } from './resultados.ts'
import { aderencia, compararCompetencias, type ConfigCompetenciaColaborador } from '../cargo-salario/competenciasRegras.ts'
import { niveisEmVigorEm } from '../cargo-salario/niveisEmVigor.ts'
import { configuracoesNiveisCompetenciaColaborador } from '../gestao-talentos/configuracoes-niveis-competencia-colaborador.ts'

/**
 * Nine box use cases (spec 002 §2 nine-box screen, §7 "Evaluation and nine box"): the chart of a nine box (each shown
 * evaluated placed by questionnaire % = desempenho and competency % = potencial), whether an evaluation has one, who
 * has not answered yet, the defaults of a new one and the PDF (NineBox.pdf).
 */

const TalentoBox = Schema.Struct({
  colaboradorId: Schema.Number,
  nome: Schema.String,
  fotoUrl: Schema.NullOr(Schema.String),
  cargo: Schema.NullOr(Schema.String),
  percentualPotencial: Schema.Number,
  percentualDesempenho: Schema.Number,
})
const BoxGrafico = Schema.Struct({
  box: Schema.Number,
  nomeclatura: Schema.String,
  descricao: Schema.String,
  /** The description cut at 200 characters with '...' (the results-by-box table). */
  descricaoResumida: Schema.String,
  quantidade: Schema.Number,
  colaboradorIds: Schema.Array(Schema.Number),
  talentos: Schema.Array(TalentoBox),
})
export const GraficoNineBox = Schema.Struct({
  id: Schema.Number,
  avaliacaoDesempenhoId: Schema.Number,
  tituloAvaliacao: Schema.String,
  data: Schema.String,
  invertido: Schema.Boolean,
  percentualBaixoPotencial: Schema.Number,
  percentualAltoPotencial: Schema.Number,
  percentualBaixoDesempenho: Schema.Number,
  percentualAltoDesempenho: Schema.Number,
  /** Set when the evaluation cannot feed a nine box (only competencies or only the model). */
  mensagem: Schema.NullOr(Schema.String),
  /** Evaluated left out: no result shown yet (anonymity rule, no answers) or a percentage missing. */
  naoClassificados: Schema.Number,
  boxes: Schema.Array(BoxGrafico),
})
export type GraficoNineBox = Schema.Schema.Type<typeof GraficoNineBox>

const bool = (v: unknown) => v === true
const refOuNull = (v: unknown) => (v === null || v === undefined ? null : Number(v))

/**
 * The potential of each evaluated from their recorded competency levels (CNCC: gestao-talentos/configuracoes-niveis-
 * competencia-colaborador) in force on the evaluation's final date, against the levels their salary range requires
 * then; null without a record or a requirement.
 */
const potenciaisPelosNiveisDosTalentos = (ator: Ator, a: { readonly empresaId?: unknown; readonly dataFim?: unknown }, avaliados: ReadonlyArray<{ readonly avaliadoId: number; readonly faixaSalarialId: number | null }>) =>
  Effect.gen(function* () {
    const empresaId = Number(a.empresaId)
    const escopo = { ...ator.escopo, empresaId, empresasVisiveis: [empresaId] }
    const data = String(a.dataFim)
    const niveis = yield* niveisEmVigorEm(escopo, data)
    const exigidas = yield* configsDasFaixasEm(escopo, [...new Set(avaliados.flatMap((t) => (t.faixaSalarialId ? [t.faixaSalarialId] : [])))], data)
    const ids = avaliados.map((t) => t.avaliadoId)
    const registros = ids.length
      ? (yield* (yield* Repositorio).list(configuracoesNiveisCompetenciaColaborador, escopo, { filter: { vigenteEm: data, colaboradorId: ids }, range: { offset: 0, limit: ids.length + 1 } })).rows
      : []
    const doTalento = new Map(registros.map((r) => [Number(r.colaboradorId), (r.configsNiveisCompetencias ?? []) as ReadonlyArray<ConfigCompetenciaColaborador>]))
    return new Map(
      avaliados.map((t) => {
        const req = t.faixaSalarialId ? (exigidas.get(t.faixaSalarialId) ?? []) : []
        const dados = doTalento.get(t.avaliadoId) ?? []
        const p = req.length && dados.length ? aderencia(compararCompetencias({ exigidas: req, niveisFaixa: niveis, talento: dados, niveisTalento: niveis })) : null
        return [t.avaliadoId, p === null ? null : arredondar(p, 2)] as const
      }),
    )
  })

/**
 * The chart of nine box `id` (404 for another company's). `cncc`: the potential from the talents' recorded competency
 * levels instead of the levels given in the evaluation (spec §7 `chart/cncc/{id}`; decided: for evaluations that do
 * not evaluate the cargo's competencies, or to compare both readings).
 */
export const graficoNineBox = (ator: Ator, id: number, potencialDe: 'avaliacao' | 'cncc' = 'avaliacao') =>
  Effect.gen(function* () {
    const nb = yield* obter(nineBox, ator, id)
    const invertido = yield* EixoNineBoxInvertido
    const avaliacaoId = Number(nb.avaliacaoDesempenhoId)
    const a = yield* obter(avaliacoesDesempenho, ator, avaliacaoId)
    const comQuestionario = !bool(a.avaliarSomenteCompetencias) && refOuNull(a.modeloAvaliacaoId) !== null
    const serve =
      potencialDe === 'cncc'
        ? comQuestionario
        : avaliacaoServeNineBox({ avaliarSomenteCompetencias: bool(a.avaliarSomenteCompetencias), avaliarCompetenciasCargo: bool(a.avaliarCompetenciasCargo), modeloAvaliacaoId: refOuNull(a.modeloAvaliacaoId) })
    const config: ConfiguracaoNineBox = {
      percentualBaixoPotencial: Number(nb.percentualBaixoPotencial ?? CONFIGURACAO_PADRAO.percentualBaixoPotencial),
      percentualAltoPotencial: Number(nb.percentualAltoPotencial ?? CONFIGURACAO_PADRAO.percentualAltoPotencial),
      percentualBaixoDesempenho: Number(nb.percentualBaixoDesempenho ?? CONFIGURACAO_PADRAO.percentualBaixoDesempenho),
      percentualAltoDesempenho: Number(nb.percentualAltoDesempenho ?? CONFIGURACAO_PADRAO.percentualAltoDesempenho),
    }
    const todos = serve ? (yield* resultadosLembrados(ator, avaliacaoId)).avaliados : []
    const resultados = todos.filter((r) => r.exibir)
    const cncc = potencialDe === 'cncc' && serve ? yield* potenciaisPelosNiveisDosTalentos(ator, a, resultados) : undefined
    const itens = resultados.map((r) => ({ r, id: r.avaliadoId, potencial: cncc ? (cncc.get(r.avaliadoId) ?? null) : r.competencias, desempenho: r.questionario }))
    const caixas = distribuirNineBox(itens, config, invertido)
    const padrao = boxesPadrao(invertido)
    const boxes = caixas.map((ts, i) => {
      const b = (nb[`box${i + 1}` as 'box1'] ?? padrao[i]) as { nomeclatura?: string | null; descricao?: string | null }
      const descricao = b.descricao ?? ''
      return {
        box: i + 1,
        nomeclatura: b.nomeclatura ?? '',
        descricao,
        descricaoResumida: resumirDescricao(descricao),
        quantidade: ts.length,
        colaboradorIds: ts.map((t) => t.id),
        talentos: ts.map(({ r, potencial, desempenho }) => ({ colaboradorId: r.avaliadoId, nome: r.nome, fotoUrl: r.fotoUrl, cargo: r.cargo, percentualPotencial: potencial!, percentualDesempenho: desempenho! })),
      }
    })
    const r: GraficoNineBox = {
      id,
      avaliacaoDesempenhoId: avaliacaoId,
      tituloAvaliacao: String(a.titulo),
      data: String(nb.data),
      invertido,
      ...config,
      mensagem: serve ? null : potencialDe === 'cncc' ? NINE_BOX_CNCC_SEM_QUESTIONARIO : NINE_BOX_SEM_DADOS,
      naoClassificados: todos.length - boxes.reduce((s, b) => s + b.quantidade, 0),
      boxes,
    }
    return r
  })

export const BOX_INVALIDO = 'Box inválido: informe de 1 a 9'

const CompetenciaADesenvolver = Schema.Struct({ competenciaId: Schema.Number, competencia: Schema.String, ordemExigida: Schema.Number, ordemMedia: Schema.Number })
export const PdiDoBox = Schema.Struct({
  id: Schema.Number,
  avaliacaoDesempenhoId: Schema.Number,
  box: Schema.Number,
  nomeclatura: Schema.String,
  descricao: Schema.String,
  talentos: Schema.Array(Schema.Struct({ ...TalentoBox.fields, competencias: Schema.Array(CompetenciaADesenvolver) })),
})
export type PdiDoBox = Schema.Schema.Type<typeof PdiDoBox>

/**
 * `chart/pdi/{box}/{id}` (spec §7 names the call only; decided): the talents of one box of nine box `id` with what an
 * individual development plan (PDI) starts from: the competencies where the levels given in the evaluation fall below
 * what their salary range requires, largest gap first (same counted answers and anonymity rule as the results).
 */
export const pdiDoBox = (ator: Ator, id: number, box: number) =>
  Effect.gen(function* () {
    if (!Number.isInteger(box) || box < 1 || box > 9) return yield* ValidacaoFalhou.campo('box', BOX_INVALIDO)
    const g = yield* graficoNineBox(ator, id)
    const b = g.boxes[box - 1]!
    // The levels given by the box's talents only (the whole evaluation's figures come without them).
    const d = b.talentos.length ? yield* dadosResultados(ator, g.avaliacaoDesempenhoId, { avaliadosIds: b.talentos.map((t) => t.colaboradorId), conteudo: 'niveis' }) : undefined
    const porAvaliado = new Map<number, RespostaEnviada[]>()
    for (const r of d?.respostas ?? []) {
      const xs = porAvaliado.get(r.avaliadoId)
      if (xs) xs.push(r)
      else porAvaliado.set(r.avaliadoId, [r])
    }
    const avaliados = new Map((d?.avaliados ?? []).map((x) => [x.avaliadoId, x]))
    const talentos = b.talentos.map((t) => {
      const lido = avaliados.get(t.colaboradorId)
      const competencias =
        d && lido
          ? detalheDoAvaliado(d.avaliacao, requisitosDe(d, lido), t.colaboradorId, porAvaliado.get(t.colaboradorId) ?? []).competencias.flatMap((c) =>
              c.atende === false && c.ordemExigida !== null && c.ordemMedia !== null
                ? [{ competenciaId: c.competenciaId, competencia: d.nomesCompetencias.get(c.competenciaId) ?? `#${c.competenciaId}`, ordemExigida: c.ordemExigida, ordemMedia: c.ordemMedia }]
                : [],
            )
          : []
      competencias.sort((x, y) => y.ordemExigida - y.ordemMedia - (x.ordemExigida - x.ordemMedia) || x.competencia.localeCompare(y.competencia, 'pt-BR'))
      return { ...t, competencias }
    })
    const r: PdiDoBox = { id, avaliacaoDesempenhoId: g.avaliacaoDesempenhoId, box, nomeclatura: b.nomeclatura, descricao: b.descricao, talentos }
    return r
  })

export const AVALIACAO_OBRIGATORIA = 'Avaliação de Desempenho é obrigatória'

const avaliacaoDaQuery = (query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const v = Number(query['avaliacaoDesempenhoId'])
    if (!Number.isSafeInteger(v) || v <= 0 || v > 2_147_483_647) return yield* ValidacaoFalhou.campo('avaliacaoDesempenhoId', AVALIACAO_OBRIGATORIA)
    return v
  })

export const ExisteNineBox = Schema.Struct({ existe: Schema.Boolean, id: Schema.NullOr(Schema.Number) })

/** Has evaluation `avaliacaoDesempenhoId` a nine box (404 for another company's evaluation)? */
export const existeNineBox = (ator: Ator, avaliacaoId: number) =>
  Effect.gen(function* () {
    const a = yield* obter(avaliacoesDesempenho, ator, avaliacaoId)
    const escopo = { ...ator.escopo, empresaId: Number(a.empresaId) }
    const { rows } = yield* (yield* Repositorio).list(nineBox, escopo, { filter: { avaliacaoDesempenhoId: avaliacaoId } })
    return { existe: rows.length > 0, id: rows[0]?.id ?? null }
  })

export const NaoResponderam = Schema.Struct({ avaliacaoDesempenhoId: Schema.Number, avaliadoresIds: Schema.Array(Schema.Number), avaliadosIds: Schema.Array(Schema.Number) })

/**
 * Who has not sent yet: the evaluators with a pending pair and the evaluated with one pending evaluator at least.
 * For an anonymous evaluation this says only who is pending, as surveys do, never who answered what.
 */
export const avaliadoresNaoResponderam = (ator: Ator, avaliacaoId: number) =>
  Effect.map(dadosResultados(ator, avaliacaoId), (d) => ({
    avaliacaoDesempenhoId: avaliacaoId,
    avaliadoresIds: [...new Set(d.pendentes.map((p) => p.avaliadorId))].sort((x, y) => x - y),
    avaliadosIds: [...new Set(d.pendentes.map((p) => p.avaliadoId))].sort((x, y) => x - y),
  }))

export const PadraoNineBox = Schema.Struct({
  invertido: Schema.Boolean,
  mensagem: Schema.NullOr(Schema.String),
  percentualBaixoPotencial: Schema.Number,
  percentualAltoPotencial: Schema.Number,
  percentualBaixoDesempenho: Schema.Number,
  percentualAltoDesempenho: Schema.Number,
  boxes: Schema.Array(Schema.Struct({ nomeclatura: Schema.String, descricao: Schema.String })),
})

/** The form of a new nine box: defaults (by the axis setting) and, for an evaluation given, whether it can feed one. */
export const padraoNineBox = (ator: Ator, query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const invertido = yield* EixoNineBoxInvertido
    let mensagem: string | null = null
    if (query['avaliacaoDesempenhoId']) {
      const a = yield* obter(avaliacoesDesempenho, ator, yield* avaliacaoDaQuery(query))
      const serve = avaliacaoServeNineBox({ avaliarSomenteCompetencias: bool(a.avaliarSomenteCompetencias), avaliarCompetenciasCargo: bool(a.avaliarCompetenciasCargo), modeloAvaliacaoId: refOuNull(a.modeloAvaliacaoId) })
      mensagem = serve ? null : NINE_BOX_SEM_DADOS
    }
    return { invertido, mensagem, ...CONFIGURACAO_PADRAO, boxes: boxesPadrao(invertido) }
  })

const pct = (v: number) => `${v.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`

/** NineBox.pdf: the thresholds, each box with its talents (the screen's 'Imprimir'). */
export const relatorioNineBox = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const g = yield* graficoNineBox(ator, id)
    const eixoLinhas = g.invertido ? 'desempenho' : 'potencial'
    const faixa = (i: number) => ['baixo', 'médio', 'alto'][i]!
    const doc: Documento = {
      titulo: 'Nine Box',
      orientacao: 'retrato',
      cabecalho: { empresa: ator.empresa?.nome ?? '', titulo: 'Nine Box', subtitulo: `${g.tituloAvaliacao} — ${formatarData(g.data)}`, emitido: formatarData(yield* (yield* Relogio).hoje) },
      rodape: { paginas: true },
      blocos: [
        { tipo: 'titulo', texto: `Nine Box — ${g.tituloAvaliacao}` },
        ...(g.mensagem ? [{ tipo: 'texto' as const, texto: g.mensagem }] : []),
        {
          tipo: 'campos',
          titulo: 'Percentuais',
          campos: [
            { rotulo: 'Baixo potencial (até)', valor: pct(g.percentualBaixoPotencial) },
            { rotulo: 'Alto potencial (a partir de)', valor: pct(g.percentualAltoPotencial) },
            { rotulo: 'Baixo desempenho (até)', valor: pct(g.percentualBaixoDesempenho) },
            { rotulo: 'Alto desempenho (a partir de)', valor: pct(g.percentualAltoDesempenho) },
            { rotulo: 'Linhas', valor: eixoLinhas === 'potencial' ? 'Potencial (competências)' : 'Desempenho (questionário)' },
          ],
        },
        ...g.boxes.map((b) => ({
          tipo: 'tabela' as const,
          titulo: `Box ${b.box} — ${b.nomeclatura} (${eixoLinhas} ${faixa(Math.floor((b.box - 1) / 3))}) — ${b.quantidade} talento(s)`,
          colunas: [{ titulo: 'Talento', largura: 3 }, { titulo: 'Cargo', largura: 2 }, { titulo: 'Potencial', alinhamento: 'direita' as const }, { titulo: 'Desempenho', alinhamento: 'direita' as const }],
          linhas: b.talentos.map((t) => [t.nome, t.cargo ?? '', pct(t.percentualPotencial), pct(t.percentualDesempenho)]),
          vazia: b.descricaoResumida,
        })),
      ],
    }
    return { bytes: yield* (yield* Impressora).pdf(doc), nomeArquivo: 'NineBox.pdf', tipo: 'application/pdf' }
  })

const CorpoRelatorio = Schema.Struct({ id: valorReferencia({ label: 'Nine Box' }) })

export const ACOES_NINE_BOX = [
  defineAcao({
    nome: 'chart',
    metodo: 'GET',
    caminho: 'chart/:id',
    resumo: 'Gráfico do Nine Box: cada box com título, descrição, quantidade e talentos (nome, foto, cargo, percentuais)',
    modo: 'ler',
    resposta: GraficoNineBox,
    executar: (ator, { id }) => graficoNineBox(ator, id),
  }),
  defineAcao({
    nome: 'chart-cncc',
    metodo: 'GET',
    caminho: 'chart/cncc/:id',
    resumo: 'Gráfico do Nine Box com o potencial pelos níveis de competência registrados dos talentos (na data final da avaliação) contra os exigidos pela faixa',
    modo: 'ler',
    resposta: GraficoNineBox,
    executar: (ator, { id }) => graficoNineBox(ator, id, 'cncc'),
  }),
  defineAcao({
    nome: 'chart-pdi',
    metodo: 'GET',
    caminho: 'chart/pdi/:box/:id',
    resumo: 'Talentos de um box (1 a 9) do Nine Box com as competências abaixo do exigido pela faixa: o ponto de partida do PDI',
    modo: 'ler',
    resposta: PdiDoBox,
    executar: (ator, { id, parametros }) => pdiDoBox(ator, id, parametros['box']!),
  }),
  defineAcao({
    nome: 'exists',
    metodo: 'GET',
    caminho: 'exists',
    resumo: 'Diz se a avaliação (?avaliacaoDesempenhoId=) já tem Nine Box, e qual',
    modo: 'ler',
    resposta: ExisteNineBox,
    executar: (ator, { query }) => Effect.flatMap(avaliacaoDaQuery(query), (a) => existeNineBox(ator, a)),
  }),
  defineAcao({
    nome: 'avaliadores-nao-responderam',
    metodo: 'GET',
    caminho: 'avaliadores-nao-responderam',
    resumo: 'Avaliadores e avaliados com respostas pendentes na avaliação (?avaliacaoDesempenhoId=)',
    modo: 'ler',
    resposta: NaoResponderam,
    executar: (ator, { query }) => Effect.flatMap(avaliacaoDaQuery(query), (a) => avaliadoresNaoResponderam(ator, a)),
  }),
  defineAcao({
    nome: 'padrao',
    metodo: 'GET',
    caminho: 'padrao',
    resumo: 'Valores iniciais de um novo Nine Box (percentuais, boxes, eixo invertido) e, com ?avaliacaoDesempenhoId=, se a avaliação permite gerá-lo',
    modo: 'ler',
    resposta: PadraoNineBox,
    executar: (ator, { query }) => padraoNineBox(ator, query),
  }),
  defineAcao({
    nome: 'relatorio',
    metodo: 'POST',
    caminho: 'relatorio',
    resumo: 'Nine Box em PDF (NineBox.pdf)',
    modo: 'ler',
    corpo: CorpoRelatorio,
    resposta: 'arquivo',
    executar: (ator, { corpo }) => relatorioNineBox(ator, corpo.id),
  }),
]
