import { Effect, Schema } from 'effect'
import { competencias as competenciasRecurso } from '../cargo-salario/competencias.ts'
import type { ConfigCompetenciaFaixa, Nivel } from '../cargo-salario/competenciasRegras.ts'
import { configuracoesNiveisCompetenciaFaixaSalarial as configFaixa } from '../cargo-salario/configuracoes-niveis-competencia-faixa-salarial.ts'
import { niveisEmVigorEm } from '../cargo-salario/niveisEmVigor.ts'
import type { Ator, Escopo } from '../shared/ator.ts'
import { opcoes, referencia, referencias } from '../shared/campos.ts'
import { Consultas, defineConsulta, listaJson, type Linha } from '../shared/consulta.ts'
import { obter } from '../shared/crud.ts'
import { Impressora, type Documento } from '../shared/documento.ts'
import { NaoEncontrado, ValidacaoFalhou } from '../shared/erros.ts'
import { compararTexto, formatarData } from '../shared/formatos.ts'
import { Lembrancas, Relogio } from '../shared/ports.ts'
import type { PerguntaQuestionario, RespostaQuestionario } from '../shared/questionario.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao } from '../shared/resource.ts'
import { Criptografia } from '../shared/tokenUnico.ts'
import { avaliacoesDesempenho, type PesoPapel } from './avaliacoes-desempenho.ts'
import { modelosAvaliacao } from './modelos-avaliacao.ts'
import type { PapelAvaliador } from './papeis.ts'
import { ROLE_AVALIACAO } from './periodos-experiencia.ts'
import { CONTEUDOS_RESPOSTAS, RespostasAvaliacaoAnonimas, type ConteudoRespostas, type NivelInformado } from './ports.ts'
import { detalheDoAvaliado, precisaDoConteudo, resultadoDoAvaliado, textoDosRequisitos, type Requisitos, type RespostaEnviada, type ResultadoAvaliado } from './resultados.ts'

/**
 * The rows of an evaluation's results (adapters/avaliacao/resultados.ts): `avaliado` (name, photo or not, cargo,
 * salary range and area held on the evaluation's final date), `resposta` (a sent answer of an identified pair: evaluated, role,
 * the %s stored when sent and, as asked for (`conteudo`), the answers and competency levels; never the evaluator) and
 * `pendente` (a pair not sent yet).
 */
export const consultaResultadosDesempenho = defineConsulta({
  nome: 'avaliacao/resultados-desempenho',
  autoridade: ROLE_AVALIACAO,
  campos: {
    avaliacaoDesempenhoId: referencia({ label: 'Avaliação de Desempenho', resource: 'avaliacao/avaliacoes-desempenho', required: true, feminino: true }),
    /** Only these evaluated's rows (one evaluated's page reads its own pairs, not the whole evaluation's). */
    avaliadosIds: referencias({ label: 'Avaliados', resource: 'cargo-salario/colaboradores' }),
    /** How much of each answer besides the stored %s (ports.ts ConteudoRespostas). */
    conteudo: opcoes({ label: 'Conteúdo das respostas', options: CONTEUDOS_RESPOSTAS, default: 'figuras' }),
  },
  colunas: () => [
    { campo: 'tipo', titulo: 'Tipo', tipo: 'texto' },
    { campo: 'avaliadoId', titulo: 'Avaliado', tipo: 'inteiro' },
  ],
  resposta: 'linhas',
})

export interface AvaliadoLido {
  readonly avaliadoId: number
  readonly nome: string
  readonly foto: boolean
  readonly faixaSalarialId: number | null
  readonly cargo: string | null
  /** Salary range's name, and the area held on the evaluation's final date (the reports group by them). */
  readonly faixa: string | null
  readonly areaOrganizacionalId: number | null
  readonly area: string | null
}

/** Everything an evaluation's results need, read once: the evaluation, its questions, the evaluated, the sent answers. */
export interface DadosResultados {
  readonly avaliacao: {
    readonly id: number
    readonly titulo: string
    readonly data: string
    readonly anonima: boolean
    readonly pesosPapeis: ReadonlyArray<PesoPapel>
    readonly avaliarSomenteCompetencias: boolean
    readonly exibeResultadoAutoAvaliacao: boolean
    readonly exibirPerformanceProfissional: boolean
  }
  readonly perguntas: ReadonlyArray<PerguntaQuestionario>
  readonly niveis: ReadonlyArray<Nivel>
  readonly exigidasPorFaixa: ReadonlyMap<number, ReadonlyArray<ConfigCompetenciaFaixa>>
  /** `chaveDosRequisitos` of each range's requirements (null where it requires nothing). */
  readonly chavesPorFaixa: ReadonlyMap<number, string | null>
  readonly avaliados: ReadonlyArray<AvaliadoLido>
  /**
   * Read for the whole evaluation without `conteudo`, an answer whose stored %s stand for it comes without its
   * `respostas` and `competencias` (the results need only the %s); per-question and per-competency figures
   * (detalheDosDados, the PDI, the competency reports) read some evaluated or ask for the content.
   */
  readonly respostas: ReadonlyArray<RespostaEnviada>
  readonly pendentes: ReadonlyArray<{ readonly avaliadoId: number; readonly avaliadorId: number }>
  readonly nomesCompetencias: ReadonlyMap<number, string>
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))
const texto = (v: unknown) => (v === null || v === undefined ? null : String(v))

/** The competencies each range requires on `data` (none configured: []), in one read whatever the number of ranges. */
export const configsDasFaixasEm = (escopo: Escopo, faixas: ReadonlyArray<number>, data: string) =>
  Effect.gen(function* () {
    const m = new Map<number, ReadonlyArray<ConfigCompetenciaFaixa>>(faixas.map((f) => [f, []]))
    if (!faixas.length) return m
    const { rows } = yield* (yield* Repositorio).list(configFaixa, escopo, { filter: { faixaSalarialId: [...faixas], vigenteEm: data } })
    for (const c of rows) m.set(Number(c.faixaSalarialId), (c.configsNiveisCompetencias ?? []) as ReadonlyArray<ConfigCompetenciaFaixa>)
    return m
  })

/**
 * The key stored with a competency %: a digest of `textoDosRequisitos` (16 hex digits of its SHA-256); null when
 * nothing is required (there is no competency % then).
 */
export const chaveDosRequisitos = (req: Pick<Requisitos, 'exigidas' | 'niveis'>) =>
  req.exigidas.length ? Effect.map(Effect.flatMap(Criptografia, (c) => c.sha256(textoDosRequisitos(req))), (h) => h.slice(0, 16)) : Effect.succeed(null)

/** What `dadosResultados` reads: the whole evaluation (default) or some evaluated; with or without the answers' content. */
export interface LeituraResultados {
  /** Only these evaluated (their row, answers, pending pairs and salary range). */
  readonly avaliadosIds?: ReadonlyArray<number>
  /**
   * How much of each answer: by default `tudo` for some evaluated (their page's per-question figures) and the stored
   * %s alone for the whole evaluation (the answers they do not stand for are read again with `niveis`).
   */
  readonly conteudo?: ConteudoRespostas
}

const conteudoDe = (l: LeituraResultados): ConteudoRespostas => l.conteudo ?? (l.avaliadosIds === undefined ? 'figuras' : 'tudo')

/** Above this many evaluated whose answers need their content, the whole evaluation's content is read at once. */
const RELEITURA_POR_AVALIADOS = 1000

const respostaDaLinha = (l: Linha): RespostaEnviada => ({
  avaliadoId: Number(l['avaliadoId']),
  papel: String(l['papel']) as PapelAvaliador,
  respostas: l['respostas'] == null ? [] : listaJson<RespostaQuestionario>(l['respostas']),
  competencias: l['competencias'] == null ? [] : listaJson<NivelInformado>(l['competencias']),
  percentualQuestionario: num(l['percentualQuestionario']),
  percentualCompetencias: num(l['percentualCompetencias']),
  chaveCompetencias: texto(l['chaveCompetencias']),
})

/**
 * Reads an evaluation's results data (404 for another company's evaluation): the same data the scoring takes. With
 * `avaliadosIds`, a read of those persons only. The whole evaluation comes with the %s stored when each answer was sent
 * and without the answers' content (a covering index serves that read); the answers whose %s do not stand for them
 * (`precisaDoConteudo`: sent before they were stored, or the requirements changed since) are read again with their
 * content, by evaluated, so the figures are always those of scoring every answer.
 */
export const dadosResultados = (ator: Ator, avaliacaoId: number, leitura: LeituraResultados = {}) =>
  Effect.gen(function* () {
    const a = yield* obter(avaliacoesDesempenho, ator, avaliacaoId)
    const empresaId = Number(a.empresaId)
    const escopo: Escopo = { ...ator.escopo, empresaId, empresasVisiveis: [empresaId] }
    const data = String(a.dataFim)
    const repo = yield* Repositorio
    const somenteCompetencias = a.avaliarSomenteCompetencias === true
    const modelo = !somenteCompetencias && a.modeloAvaliacaoId ? yield* Effect.either(repo.get(modelosAvaliacao, escopo, Number(a.modeloAvaliacaoId))) : undefined
    const perguntas = modelo?._tag === 'Right' ? ((modelo.right.perguntas ?? []) as ReadonlyArray<PerguntaQuestionario>) : []
    const consultas = yield* Consultas
    const ler = (l: LeituraResultados) =>
      consultas.linhas(consultaResultadosDesempenho.nome, { avaliacaoDesempenhoId: avaliacaoId, avaliadosIds: l.avaliadosIds ?? [], conteudo: conteudoDe(l) }, escopo)
    const linhas = yield* ler(leitura)
    const de = (t: string) => linhas.filter((l) => l['tipo'] === t)
    const avaliados: AvaliadoLido[] = de('avaliado')
      .map((l: Linha) => ({
        avaliadoId: Number(l['avaliadoId']),
        nome: String(l['nome']),
        foto: Number(l['foto']) === 1,
        faixaSalarialId: num(l['faixaSalarialId']),
        cargo: texto(l['cargo']),
        faixa: texto(l['faixa']),
        areaOrganizacionalId: num(l['areaOrganizacionalId']),
        area: texto(l['area']),
      }))
      .sort((x, y) => compararTexto(x.nome, y.nome) || x.avaliadoId - y.avaliadoId)
    const anonimasPorta = yield* RespostasAvaliacaoAnonimas
    const conteudo = conteudoDe(leitura)
    const respostasDe = (ls: ReadonlyArray<Linha>, anonimas: ReadonlyArray<RespostaEnviada>): RespostaEnviada[] => {
      const rs: RespostaEnviada[] = []
      for (const l of ls) if (l['tipo'] === 'resposta') rs.push(respostaDaLinha(l))
      for (const r of anonimas) rs.push(r)
      return rs
    }
    let respostas = respostasDe(linhas, yield* anonimasPorta.listar(empresaId, avaliacaoId, leitura.avaliadosIds, conteudo))
    const niveis = yield* niveisEmVigorEm(escopo, data)
    const faixas = [...new Set(avaliados.flatMap((x) => (x.faixaSalarialId ? [x.faixaSalarialId] : [])))]
    const exigidasPorFaixa = yield* configsDasFaixasEm(escopo, faixas, data)
    const chavesPorFaixa = new Map<number, string | null>()
    for (const [f, exigidas] of exigidasPorFaixa) chavesPorFaixa.set(f, yield* chaveDosRequisitos({ exigidas, niveis }))
    if (conteudo === 'figuras') {
      // The answers whose stored %s do not stand for them are read again, with their content, by evaluated.
      const lidos = new Map(avaliados.map((t) => [t.avaliadoId, t]))
      const base = { perguntas, niveis, exigidasPorFaixa, chavesPorFaixa }
      const reler = [...new Set(respostas.flatMap((r) => (precisaDoConteudo(requisitosDe(base, lidos.get(r.avaliadoId)), r) ? [r.avaliadoId] : [])))]
      if (reler.length > RELEITURA_POR_AVALIADOS) {
        const todas = yield* ler({ conteudo: 'niveis' })
        respostas = respostasDe(todas, yield* anonimasPorta.listar(empresaId, avaliacaoId, undefined, 'niveis'))
      } else if (reler.length) {
        const relidos = new Set(reler)
        const novas = respostasDe(yield* ler({ avaliadosIds: reler, conteudo: 'niveis' }), yield* anonimasPorta.listar(empresaId, avaliacaoId, reler, 'niveis'))
        respostas = [...respostas.filter((r) => !relidos.has(r.avaliadoId)), ...novas]
      }
    }
    const idsCompetencias = [...new Set([...exigidasPorFaixa.values()].flatMap((xs) => xs.map((x) => x.competenciaId)))]
    const nomesCompetencias = new Map(
      (idsCompetencias.length ? (yield* repo.list(competenciasRecurso, escopo, { filter: { id: idsCompetencias } })).rows : []).map((c) => [c.id, String(c.nome)]),
    )
    const dados: DadosResultados = {
      avaliacao: {
        id: avaliacaoId,
        titulo: String(a.titulo),
        data,
        anonima: a.anonima === true,
        pesosPapeis: (a.pesosPapeis ?? []) as ReadonlyArray<PesoPapel>,
        avaliarSomenteCompetencias: somenteCompetencias,
        exibeResultadoAutoAvaliacao: a.exibeResultadoAutoAvaliacao === true,
        exibirPerformanceProfissional: a.exibirPerformanceProfissional === true,
      },
      perguntas,
      niveis,
      exigidasPorFaixa,
      chavesPorFaixa,
      avaliados,
      respostas,
      pendentes: de('pendente').map((l) => ({ avaliadoId: Number(l['avaliadoId']), avaliadorId: Number(l['avaliadorId']) })),
      nomesCompetencias,
    }
    return dados
  })

/** What scores an evaluated's answers: the model's questions, their range's requirements and key (none without a range). */
export const requisitosDe = (
  d: Pick<DadosResultados, 'perguntas' | 'niveis' | 'exigidasPorFaixa' | 'chavesPorFaixa'>,
  avaliado: Pick<AvaliadoLido, 'faixaSalarialId'> | undefined,
): Requisitos => {
  const f = avaliado?.faixaSalarialId
  return { perguntas: d.perguntas, exigidas: f ? (d.exigidasPorFaixa.get(f) ?? []) : [], niveis: d.niveis, chave: f ? (d.chavesPorFaixa.get(f) ?? null) : null }
}

/** Each evaluated's result (pure over the data read): answers indexed once, so 5,000 evaluated stay linear. */
export const resultadosDosAvaliados = (d: DadosResultados): ReadonlyArray<AvaliadoLido & ResultadoAvaliado & { readonly fotoUrl: string | null }> => {
  const porAvaliado = new Map<number, RespostaEnviada[]>()
  for (const r of d.respostas) {
    const xs = porAvaliado.get(r.avaliadoId)
    if (xs) xs.push(r)
    else porAvaliado.set(r.avaliadoId, [r])
  }
  // Built field by field: spreading both objects into a third costs more than scoring (5,000 evaluated).
  return d.avaliados.map((t) => {
    const r = resultadoDoAvaliado(d.avaliacao, requisitosDe(d, t), t.avaliadoId, porAvaliado.get(t.avaliadoId) ?? [])
    return {
      avaliadoId: t.avaliadoId,
      nome: t.nome,
      foto: t.foto,
      faixaSalarialId: t.faixaSalarialId,
      cargo: t.cargo,
      faixa: t.faixa,
      areaOrganizacionalId: t.areaOrganizacionalId,
      area: t.area,
      fotoUrl: fotoUrl(t),
      respostas: r.respostas,
      exibir: r.exibir,
      mensagem: r.mensagem,
      questionario: r.questionario,
      competencias: r.competencias,
      geral: r.geral,
      papeis: r.papeis,
    }
  })
}

export const fotoUrl = (t: AvaliadoLido) => (t.foto ? `/api/cargo-salario/colaboradores/${t.avaliadoId}/foto` : null)

// ---- Schemas of the answers --------------------------------------------------------------------------

const N = Schema.NullOr(Schema.Number)
const ResultadoPapelS = Schema.Struct({ papel: Schema.String, nome: Schema.String, quantidade: Schema.Number, questionario: N, competencias: N })
const ResultadoAvaliadoS = Schema.Struct({
  avaliadoId: Schema.Number,
  nome: Schema.String,
  cargo: Schema.NullOr(Schema.String),
  fotoUrl: Schema.NullOr(Schema.String),
  respostas: Schema.Number,
  exibir: Schema.Boolean,
  mensagem: Schema.NullOr(Schema.String),
  questionario: N,
  competencias: N,
  geral: N,
  papeis: Schema.Array(ResultadoPapelS),
})
const CabecalhoS = {
  avaliacaoDesempenhoId: Schema.Number,
  titulo: Schema.String,
  data: Schema.String,
  anonima: Schema.Boolean,
  avaliarSomenteCompetencias: Schema.Boolean,
  exibeResultadoAutoAvaliacao: Schema.Boolean,
  exibirPerformanceProfissional: Schema.Boolean,
}
export const ResultadosAvaliacao = Schema.Struct({ ...CabecalhoS, avaliados: Schema.Array(ResultadoAvaliadoS) })
export type ResultadosAvaliacao = Schema.Schema.Type<typeof ResultadosAvaliacao>

export const RadarS = Schema.Struct({
  labels: Schema.Array(Schema.String),
  competenciasColaborador: Schema.Array(Schema.Number),
  competenciasFaixaSalariais: Schema.Array(Schema.Number),
  eixo: Schema.Struct({ min: Schema.Literal(0), max: Schema.Number, passo: Schema.Literal(1) }),
})
export const ResultadoDetalhado = Schema.Struct({
  ...CabecalhoS,
  avaliado: ResultadoAvaliadoS,
  perguntas: Schema.Array(Schema.Struct({ id: Schema.Number, ordem: Schema.Number, texto: Schema.String, aspecto: Schema.NullOr(Schema.String), percentual: N, mediaNota: N })),
  aspectos: Schema.Array(Schema.Struct({ nome: Schema.String, percentual: N })),
  competencias: Schema.Array(
    Schema.Struct({ competenciaId: Schema.Number, competencia: Schema.String, peso: N, ordemExigida: N, ordemMedia: N, atende: Schema.NullOr(Schema.Boolean) }),
  ),
  radar: RadarS,
})
export type ResultadoDetalhado = Schema.Schema.Type<typeof ResultadoDetalhado>

const cabecalho = (d: DadosResultados) => ({
  avaliacaoDesempenhoId: d.avaliacao.id,
  titulo: d.avaliacao.titulo,
  data: d.avaliacao.data,
  anonima: d.avaliacao.anonima,
  avaliarSomenteCompetencias: d.avaliacao.avaliarSomenteCompetencias,
  exibeResultadoAutoAvaliacao: d.avaliacao.exibeResultadoAutoAvaliacao,
  exibirPerformanceProfissional: d.avaliacao.exibirPerformanceProfissional,
})

/** What HR's results show of an evaluated (the position's ids and names are for the reports). */
const semExtras = (r: ReturnType<typeof resultadosDosAvaliados>[number]) => {
  const { foto: _foto, faixaSalarialId: _faixaSalarialId, faixa: _faixa, areaOrganizacionalId: _areaOrganizacionalId, area: _area, ...mostrado } = r
  return mostrado
}

/**
 * The header and every evaluated's result, remembered per server process while the database is unchanged (the
 * `Lembrancas` port: any write, anywhere, forgets it): HR goes back and forth between the results and the nine box of
 * an evaluation, and scoring 30,000 answers again costs about a second each time. Only the figures are kept (a few MB
 * for 5,000 evaluated), never the answers; they depend on the evaluation's company and id alone.
 */
export const resultadosLembrados = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const a = yield* obter(avaliacoesDesempenho, ator, id)
    const ler = Effect.map(dadosResultados(ator, id), (d) => ({ cabecalho: cabecalho(d), avaliados: resultadosDosAvaliados(d) }))
    return yield* (yield* Lembrancas).lembrar(`avaliacao/resultados:${Number(a.empresaId)}:${id}`, ler)
  })

/** Results of all evaluated of an evaluation (HR). */
export const resultadosDaAvaliacao = (ator: Ator, id: number) =>
  Effect.map(resultadosLembrados(ator, id), (r): ResultadosAvaliacao => ({ ...r.cabecalho, avaliados: r.avaliados.map(semExtras) }))

export const AVALIADO_FORA_DA_AVALIACAO = 'O talento não é avaliado nesta avaliação'

/** One evaluated's page from data already read (404 when they are not evaluated in it). */
export const detalheDosDados = (d: DadosResultados, avaliadoId: number) =>
  Effect.gen(function* () {
    const t = d.avaliados.find((x) => x.avaliadoId === avaliadoId)
    if (!t) return yield* Effect.fail(new NaoEncontrado({ recurso: 'avaliado', id: avaliadoId }))
    const req = requisitosDe(d, t)
    const doAvaliado = d.respostas.filter((r) => r.avaliadoId === avaliadoId)
    const resumo = { ...t, fotoUrl: fotoUrl(t), ...resultadoDoAvaliado(d.avaliacao, req, avaliadoId, doAvaliado) }
    const det = detalheDoAvaliado(d.avaliacao, req, avaliadoId, doAvaliado, d.nomesCompetencias)
    const r: ResultadoDetalhado = {
      ...cabecalho(d),
      avaliado: semExtras(resumo),
      perguntas: det.perguntas,
      aspectos: det.aspectos,
      competencias: det.competencias.map((c) => ({ ...c, competencia: d.nomesCompetencias.get(c.competenciaId) ?? `#${c.competenciaId}` })),
      radar: det.radar,
    }
    return r
  })

export const resultadoDoAvaliadoNaAvaliacao = (ator: Ator, id: number, avaliadoId: number) =>
  Effect.flatMap(dadosResultados(ator, id, { avaliadosIds: [avaliadoId] }), (d) => detalheDosDados(d, avaliadoId))

export const AVALIADO_OBRIGATORIO = 'Avaliado é obrigatório'
export const MESMA_AVALIACAO = 'Selecione duas avaliações diferentes'

export const Comparativa = Schema.Struct({ avaliadoId: Schema.Number, nome: Schema.String, avaliacoes: Schema.Array(ResultadoDetalhado) })
export type Comparativa = Schema.Schema.Type<typeof Comparativa>

const avaliadoDaQuery = (query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const v = Number(query['avaliadoId'])
    if (!Number.isSafeInteger(v) || v <= 0) return yield* ValidacaoFalhou.campo('avaliadoId', AVALIADO_OBRIGATORIO)
    return v
  })

/** One evaluated's results in two evaluations side by side (older first). */
export const comparativa = (ator: Ator, a: number, b: number, avaliadoId: number) =>
  Effect.gen(function* () {
    if (a === b) return yield* ValidacaoFalhou.campo('outraId', MESMA_AVALIACAO)
    const x = yield* resultadoDoAvaliadoNaAvaliacao(ator, a, avaliadoId)
    const y = yield* resultadoDoAvaliadoNaAvaliacao(ator, b, avaliadoId)
    const [p, q] = x.data <= y.data ? [x, y] : [y, x]
    const r: Comparativa = { avaliadoId, nome: x.avaliado.nome, avaliacoes: [p, q] }
    return r
  })

const pctOuTraco = (v: number | null) => (v === null ? '–' : `${v.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`)

/** The comparison as a PDF: per evaluation the overall, per role, per aspect and per question (same figures as the screen). */
export const comparativaPdf = (ator: Ator, a: number, b: number, avaliadoId: number) =>
  Effect.gen(function* () {
    const c = yield* comparativa(ator, a, b, avaliadoId)
    const [x, y] = c.avaliacoes as [ResultadoDetalhado, ResultadoDetalhado]
    const titulos = ['', `${x.titulo} (${formatarData(x.data)})`, `${y.titulo} (${formatarData(y.data)})`]
    const linha = (rotulo: string, f: (r: ResultadoDetalhado) => number | null) => [rotulo, pctOuTraco(f(x)), pctOuTraco(f(y))]
    const papeis = [...new Set([...x.avaliado.papeis, ...y.avaliado.papeis].map((p) => p.papel))]
    const nomePapel = (p: string) => [...x.avaliado.papeis, ...y.avaliado.papeis].find((q) => q.papel === p)?.nome ?? p
    const aspectos = [...new Set([...x.aspectos, ...y.aspectos].map((p) => p.nome))]
    const perguntas = [...new Set([...x.perguntas, ...y.perguntas].map((p) => p.texto))]
    const doc: Documento = {
      titulo: 'Comparativo de Avaliações',
      orientacao: 'paisagem',
      cabecalho: { empresa: ator.empresa?.nome ?? '', titulo: 'Comparativo de Avaliações de Desempenho', subtitulo: c.nome, emitido: formatarData(yield* (yield* Relogio).hoje) },
      rodape: { paginas: true },
      blocos: [
        { tipo: 'titulo', texto: `Comparativo — ${c.nome}` },
        ...[x, y].flatMap((r) => (r.avaliado.mensagem ? [{ tipo: 'texto' as const, texto: `${r.titulo}: ${r.avaliado.mensagem}` }] : [])),
        {
          tipo: 'tabela',
          titulo: 'Resultado',
          colunas: titulos.map((t, i) => ({ titulo: t, largura: i ? 2 : 3, ...(i ? { alinhamento: 'direita' as const } : {}) })),
          linhas: [
            linha('Geral', (r) => r.avaliado.geral),
            linha('Questionário', (r) => r.avaliado.questionario),
            linha('Competências', (r) => r.avaliado.competencias),
            ...papeis.map((p) => linha(`Papel: ${nomePapel(p)}`, (r) => r.avaliado.papeis.find((q) => q.papel === p)?.questionario ?? null)),
          ],
        },
        {
          tipo: 'tabela',
          titulo: 'Aspectos e perguntas',
          colunas: titulos.map((t, i) => ({ titulo: t, largura: i ? 2 : 4, ...(i ? { alinhamento: 'direita' as const } : {}) })),
          linhas: [
            ...aspectos.map((n) => linha(`Aspecto: ${n}`, (r) => r.aspectos.find((q) => q.nome === n)?.percentual ?? null)),
            ...perguntas.map((t) => linha(t, (r) => r.perguntas.find((q) => q.texto === t)?.percentual ?? null)),
          ],
          vazia: 'Sem perguntas.',
        },
      ],
    }
    return { bytes: yield* (yield* Impressora).pdf(doc), nomeArquivo: 'Comparativo.pdf', tipo: 'application/pdf' }
  })

export const ACOES_RESULTADOS = [
  defineAcao({
    nome: 'resultados',
    metodo: 'GET',
    caminho: ':id/resultados',
    resumo: 'Resultados da avaliação: por avaliado o percentual do questionário, o das competências, o geral e por papel (anônima: a partir de 2 avaliadores)',
    modo: 'ler',
    resposta: ResultadosAvaliacao,
    executar: (ator, { id }) => resultadosDaAvaliacao(ator, id),
  }),
  defineAcao({
    nome: 'resultado-avaliado',
    metodo: 'GET',
    caminho: ':id/resultados/:avaliadoId',
    resumo: 'Resultado de um avaliado: médias por pergunta, por aspecto e por papel, competências contra as exigidas pela faixa salarial e o radar',
    modo: 'ler',
    resposta: ResultadoDetalhado,
    executar: (ator, { id, parametros }) => resultadoDoAvaliadoNaAvaliacao(ator, id, parametros['avaliadoId']!),
  }),
  defineAcao({
    nome: 'comparativa',
    metodo: 'GET',
    caminho: ':id/:outraId/comparativa',
    resumo: 'Comparativo de um avaliado (?avaliadoId=) em duas avaliações: resultados lado a lado',
    modo: 'ler',
    resposta: Comparativa,
    executar: (ator, { id, parametros, query }) => Effect.flatMap(avaliadoDaQuery(query), (av) => comparativa(ator, id, parametros['outraId']!, av)),
  }),
  defineAcao({
    nome: 'comparativa-pdf',
    metodo: 'GET',
    caminho: ':id/:outraId/comparativa/pdf',
    resumo: 'Comparativo de um avaliado (?avaliadoId=) em duas avaliações, em PDF',
    modo: 'ler',
    resposta: 'arquivo',
    executar: (ator, { id, parametros, query }) => Effect.flatMap(avaliadoDaQuery(query), (av) => comparativaPdf(ator, id, parametros['outraId']!, av)),
  }),
]
