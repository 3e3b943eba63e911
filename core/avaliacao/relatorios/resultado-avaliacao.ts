import { Effect } from 'effect'
import { selecionados } from '../../cargo-salario/relatorios/comum.ts'
import type { Ator } from '../../shared/ator.ts'
import { referencias } from '../../shared/campos.ts'
import { defineConsulta, type Coluna, type Linha } from '../../shared/consulta.ts'
import { campoTipo, juntar, nomeDe, TIPO_RELATORIO } from '../../shared/filtrosRelatorio.ts'
import { arredondar, compararTexto, formatarData, formatarInteiro } from '../../shared/formatos.ts'
import { defineRelatorio, type Relatorio } from '../../shared/relatorio.ts'
import { PAPEL_AUTOAVALIACAO, PAPEL_AVALIADOR, PAPEL_GESTOR, PAPEL_LIDERADO, PAPEL_PAR } from '../papeis.ts'
import { ROLE_AVALIACAO } from '../periodos-experiencia.ts'
import { campoAvaliacao, campoAvaliacoes } from './campos.ts'
import { nomeDoGrupo, PAPEL_DEMAIS, type GrupoPapel, type ResultadoAvaliado, type ResultadoPapel } from '../resultados.ts'
import { dadosResultados, resultadosDosAvaliados, type AvaliadoLido } from '../resultadosCasos.ts'

/**
 * The three performance-evaluation result reports of spec 002 (/avaliacao/relatorios/resultado-avaliacao,
 * resultado-avaliacao-agrupado-faixa, comparativo-performance-talento) on the report engine (PDF and XLSX). Their rows
 * come from the results use case (`dadosResultados` + `resultadosDosAvaliados`, consulta option `fonte`): the same
 * scoring, the same anonymity rule (an evaluated whose result is hidden stays listed, without any figure, with the
 * reason in 'Observação'), cargo, salary range and area on the evaluation's final date. The pure steps below turn
 * those results into rows.
 */

const menu = (ordem: number) => ({ grupo: 'Avaliação', subgrupo: 'Relatórios', ordem })

export { SELECIONE_AVALIACAO } from './campos.ts'
export const SELECIONE_TALENTO = 'Selecione ao menos um candidato'
export const SEM_AREA = '(sem área organizacional)'
export const SEM_FAIXA = '(sem faixa salarial)'

/** What a row needs of an evaluated's result (`resultadosDosAvaliados` gives it). */
export type ResultadoLido = Omit<AvaliadoLido, 'foto'> &
  Omit<ResultadoAvaliado, 'papeis'> & { readonly papeis: ReadonlyArray<Pick<ResultadoPapel, 'papel' | 'questionario'>> }

export interface AvaliacaoComResultados {
  readonly avaliacao: { readonly id: number; readonly titulo: string; readonly data: string; readonly anonima: boolean }
  readonly resultados: ReadonlyArray<ResultadoLido>
}

/** Reads one evaluation's results (404 for another company's): the use case's scoring and anonymity rules. */
export const resultadosDaAvaliacaoLidos = (ator: Ator, avaliacaoId: number) =>
  Effect.map(dadosResultados(ator, avaliacaoId), (d): AvaliacaoComResultados => ({ avaliacao: d.avaliacao, resultados: resultadosDosAvaliados(d) }))

/** Several evaluations (each id once), oldest first (by final date, then id). */
export const resultadosDasAvaliacoes = (ator: Ator, ids: ReadonlyArray<number>) =>
  Effect.map(Effect.forEach([...new Set(ids)], (id) => resultadosDaAvaliacaoLidos(ator, id)), (xs) =>
    [...xs].sort((a, b) => a.avaliacao.data.localeCompare(b.avaliacao.data) || a.avaliacao.id - b.avaliacao.id),
  )

// ---- Pure steps ---------------------------------------------------------------------------------------------------

/** Role groups in the order the report prints them. */
export const ORDEM_PAPEIS: ReadonlyArray<GrupoPapel> = [PAPEL_AUTOAVALIACAO, PAPEL_GESTOR, PAPEL_PAR, PAPEL_LIDERADO, PAPEL_AVALIADOR, PAPEL_DEMAIS]
export const campoPapel = (g: GrupoPapel) => `papel${g}`

const porNome = (a: ResultadoLido, b: ResultadoLido) => compararTexto(a.nome, b.nome) || a.avaliadoId - b.avaliadoId
/** Text order with the '(sem …)' group last. */
const ordemTexto = (semValor: string) => (a: string, b: string) => (a === b ? 0 : a === semValor ? 1 : b === semValor ? -1 : compararTexto(a, b))

export const tituloDaAvaliacao = (a: AvaliacaoComResultados['avaliacao']) => `${a.titulo} (${formatarData(a.data)})`

/**
 * An evaluated's figures: none at all when the result is hidden (anonymity or no answer), the reason in `observacao`;
 * per role group (Detalhado) the questionnaire % of that group.
 */
export const figurasDoAvaliado = (r: ResultadoLido): Linha =>
  r.exibir
    ? {
        respostas: r.respostas,
        questionario: r.questionario,
        competencias: r.competencias,
        geral: r.geral,
        observacao: null,
        ...Object.fromEntries(r.papeis.map((p) => [campoPapel(p.papel), p.questionario])),
      }
    : { respostas: null, questionario: null, competencias: null, geral: null, observacao: r.mensagem }

const posicao = (r: ResultadoLido) => ({
  avaliadoId: r.avaliadoId,
  nome: r.nome,
  cargo: r.cargo,
  area: r.area ?? SEM_AREA,
  cargoFaixa: r.faixaSalarialId === null ? SEM_FAIXA : [r.cargo, r.faixa].filter(Boolean).join(' — '),
})

/** Report 1: one row per evaluated (of the chosen areas, all when none), by area then name. */
export const linhasResultadoAvaliacao = (a: AvaliacaoComResultados, areasIds: ReadonlyArray<number>): ReadonlyArray<Linha> =>
  a.resultados
    .filter((r) => !areasIds.length || (r.areaOrganizacionalId !== null && areasIds.includes(r.areaOrganizacionalId)))
    .map((r) => ({ ...posicao(r), avaliacao: a.avaliacao.titulo, dataAvaliacao: a.avaliacao.data, anonima: a.avaliacao.anonima ? 'Sim' : 'Não', ...figurasDoAvaliado(r) }))
    .sort((x, y) => ordemTexto(SEM_AREA)(String(x.area), String(y.area)) || compararTexto(String(x.nome), String(y.nome)) || x.avaliadoId - y.avaliadoId)

/** The role groups some rows carry, in print order. */
export const papeisPresentes = (linhas: ReadonlyArray<Linha>): ReadonlyArray<GrupoPapel> =>
  ORDEM_PAPEIS.filter((g) => linhas.some((l) => Object.hasOwn(l, campoPapel(g))))

/** A column is left out when rows are known and none has a value in it (no questionnaire, no competencies). */
export const semColunasVazias = (colunas: ReadonlyArray<Coluna & { readonly opcional?: boolean }>, linhas?: ReadonlyArray<Linha>): ReadonlyArray<Coluna> =>
  colunas
    .filter((c) => !c.opcional || !linhas || linhas.some((l) => l[c.campo] !== null && l[c.campo] !== undefined && l[c.campo] !== ''))
    .map(({ opcional: _, ...c }) => c)

const pct = (campo: string, titulo: string): Coluna & { readonly opcional: true } => ({ campo, titulo, tipo: 'percentual', total: 'media', opcional: true })
const FIGURAS = [pct('questionario', 'Questionário (%)'), pct('competencias', 'Competências (%)'), pct('geral', 'Geral (%)')]
const OBSERVACAO = { campo: 'observacao', titulo: 'Observação', tipo: 'texto', largura: 2.6, opcional: true } as const

/**
 * Mean of a percentage over the rows with a value, two decimals: a summary row (a range's) weighs by how many
 * evaluated it stands for (`<campo>N`, `<campo>Soma`), so a group's mean is the mean of its evaluated.
 */
export const mediaDasLinhas = (linhas: ReadonlyArray<Linha>, campo: string): number | null => {
  let s = 0
  let n = 0
  for (const l of linhas) {
    const v = l[campo]
    if (typeof l[`${campo}N`] === 'number') {
      s += Number(l[`${campo}Soma`] ?? 0)
      n += Number(l[`${campo}N`])
    } else if (typeof v === 'number') {
      s += v
      n += 1
    }
  }
  return n ? arredondar(s / n, 2) : null
}

const PERCENTUAIS = ['questionario', 'competencias', 'geral'] as const
const medias = (linhas: ReadonlyArray<Linha>, campos: ReadonlyArray<string>) => Object.fromEntries(campos.map((c) => [c, mediaDasLinhas(linhas, c)]))

// ---- 1. Resultado da Avaliação de Desempenho ---------------------------------------------------------------------

export const consultaResultadoAvaliacao = defineConsulta({
  nome: 'avaliacao/resultado-avaliacao',
  autoridade: ROLE_AVALIACAO,
  campos: {
    avaliacaoId: campoAvaliacao(),
    areasOrganizacionaisIds: referencias({ label: 'Áreas Organizacionais', resource: 'cargo-salario/areas-organizacionais', feminino: true }),
    tipo: campoTipo(),
  },
  colunas: (f, linhas) =>
    semColunasVazias(
      [
        { campo: 'nome', titulo: 'Talento', tipo: 'texto', largura: 2.2, total: 'contagem' },
        { campo: 'cargo', titulo: 'Cargo', tipo: 'texto', largura: 1.6 },
        { campo: 'area', titulo: 'Área', tipo: 'texto', largura: 1.6 },
        { campo: 'respostas', titulo: 'Respostas', tipo: 'inteiro', largura: 0.8 },
        ...FIGURAS,
        ...(f.tipo === 'D' && linhas ? papeisPresentes(linhas).map((g) => pct(campoPapel(g), `${nomeDoGrupo(g)} (%)`)) : []),
        OBSERVACAO,
      ],
      linhas,
    ),
  agruparPor: () => 'area',
  fonte: (f, ator) => Effect.map(resultadosDaAvaliacaoLidos(ator, f.avaliacaoId), (a) => linhasResultadoAvaliacao(a, f.areasOrganizacionaisIds)),
  totalizar: (linhas) => ({ nome: linhas.length, ...medias(linhas, [...PERCENTUAIS, ...papeisPresentes(linhas).map(campoPapel)]) }),
})

/** Lines under the table: which evaluation, and how many evaluated have a result. */
export const resumoResultado = (linhas: ReadonlyArray<Linha>) => {
  const [l] = linhas
  if (!l) return []
  const com = linhas.filter((x) => x['observacao'] === null).length
  return [
    { rotulo: 'Avaliação de Desempenho', valor: `${String(l['avaliacao'])} (data final ${formatarData(String(l['dataAvaliacao']))})` },
    { rotulo: 'Anônima', valor: String(l['anonima']) },
    { rotulo: 'Talentos com resultado', valor: `${formatarInteiro(com)} de ${formatarInteiro(linhas.length)}` },
  ]
}

export const relatorioResultadoAvaliacao = defineRelatorio({
  consulta: consultaResultadoAvaliacao,
  titulo: 'Resultado da Avaliação de Desempenho',
  menu: menu(5),
  orientacao: 'paisagem',
  descreverFiltro: (f) => juntar([`Tipo: ${nomeDe(TIPO_RELATORIO, f.tipo)}`, selecionados('Áreas', f.areasOrganizacionaisIds, 'todas')]),
  resumo: resumoResultado,
})

// ---- 2. Resultado da Avaliação Agrupado por Faixa Salarial --------------------------------------------------------


/** Detalhado: one row per evaluated, grouped by evaluation and range ('Cargo — Faixa'), by range then name. */
export const linhasPorFaixaDetalhado = (avaliacoes: ReadonlyArray<AvaliacaoComResultados>): ReadonlyArray<Linha> =>
  avaliacoes.flatMap((a) =>
    a.resultados
      .map((r) => ({ r, p: posicao(r) }))
      .sort((x, y) => ordemTexto(SEM_FAIXA)(x.p.cargoFaixa, y.p.cargoFaixa) || porNome(x.r, y.r))
      .map(({ r, p }) => ({ ...p, avaliacao: tituloDaAvaliacao(a.avaliacao), grupo: `${tituloDaAvaliacao(a.avaliacao)} — ${p.cargoFaixa}`, ...figurasDoAvaliado(r) })),
  )

/**
 * Resumido: per evaluation one row per range: how many evaluated, how many with a shown result, and the means over
 * those (with the sums and counts behind them, so the evaluation's and the grand totals are means of evaluated).
 */
export const linhasPorFaixaResumido = (avaliacoes: ReadonlyArray<AvaliacaoComResultados>): ReadonlyArray<Linha> =>
  avaliacoes.flatMap((a) => {
    const faixas = new Map<number | null, ResultadoLido[]>()
    for (const r of a.resultados) faixas.set(r.faixaSalarialId, [...(faixas.get(r.faixaSalarialId) ?? []), r])
    return [...faixas.values()]
      .map((rs) => ({ cargoFaixa: posicao(rs[0]!).cargoFaixa, rs }))
      .sort((x, y) => ordemTexto(SEM_FAIXA)(x.cargoFaixa, y.cargoFaixa) || (x.rs[0]!.faixaSalarialId ?? 0) - (y.rs[0]!.faixaSalarialId ?? 0))
      .map(({ cargoFaixa, rs }) => {
        const shown = rs.filter((r) => r.exibir)
        const figuras = Object.fromEntries(
          PERCENTUAIS.flatMap((c) => {
            const vs = shown.map((r) => r[c]).filter((v): v is number => v !== null)
            const soma = vs.reduce((s, v) => s + v, 0)
            return [
              [c, vs.length ? arredondar(soma / vs.length, 2) : null],
              [`${c}Soma`, soma],
              [`${c}N`, vs.length],
            ]
          }),
        )
        return { avaliacao: tituloDaAvaliacao(a.avaliacao), cargoFaixa, avaliados: rs.length, comResultado: shown.length, ...figuras }
      })
  })

export const consultaResultadoAgrupadoFaixa = defineConsulta({
  nome: 'avaliacao/resultado-avaliacao-agrupado-faixa',
  autoridade: ROLE_AVALIACAO,
  campos: { avaliacoesDesempenhosIds: campoAvaliacoes(), tipo: campoTipo() },
  colunas: (f, linhas) =>
    semColunasVazias(
      f.tipo === 'D'
        ? [
            { campo: 'nome', titulo: 'Talento', tipo: 'texto', largura: 2.2, total: 'contagem' },
            { campo: 'area', titulo: 'Área', tipo: 'texto', largura: 1.6 },
            { campo: 'respostas', titulo: 'Respostas', tipo: 'inteiro', largura: 0.8 },
            ...FIGURAS,
            OBSERVACAO,
          ]
        : [
            { campo: 'cargoFaixa', titulo: 'Cargo — Faixa Salarial', tipo: 'texto', largura: 2.6 },
            { campo: 'avaliados', titulo: 'Avaliados', tipo: 'inteiro', total: 'soma' },
            { campo: 'comResultado', titulo: 'Com resultado', tipo: 'inteiro', total: 'soma' },
            ...FIGURAS,
          ],
      linhas,
    ),
  agruparPor: (f) => (f.tipo === 'D' ? 'grupo' : 'avaliacao'),
  fonte: (f, ator) => Effect.map(resultadosDasAvaliacoes(ator, f.avaliacoesDesempenhosIds), (xs) => (f.tipo === 'D' ? linhasPorFaixaDetalhado(xs) : linhasPorFaixaResumido(xs))),
  totalizar: (linhas, f) => ({
    ...(f.tipo === 'D'
      ? { nome: linhas.length }
      : { avaliados: linhas.reduce((s, l) => s + Number(l['avaliados']), 0), comResultado: linhas.reduce((s, l) => s + Number(l['comResultado']), 0) }),
    ...medias(linhas, PERCENTUAIS),
  }),
})

export const relatorioResultadoAgrupadoFaixa = defineRelatorio({
  consulta: consultaResultadoAgrupadoFaixa,
  titulo: 'Resultado da Avaliação Agrupado por Faixa Salarial',
  menu: menu(6),
  orientacao: 'paisagem',
  descreverFiltro: (f) => juntar([`Tipo: ${nomeDe(TIPO_RELATORIO, f.tipo)}`, selecionados('Avaliações', f.avaliacoesDesempenhosIds)]),
})

// ---- 3. Comparativo de Performance do Talento ---------------------------------------------------------------------

/**
 * One row per chosen talent and evaluation they are evaluated in, by talent (name) then the evaluation's date; the
 * variation is the overall % minus the previous row's (percentage points), empty on a talent's first row or when
 * either has no figure.
 */
export const linhasComparativo = (avaliacoes: ReadonlyArray<AvaliacaoComResultados>, talentosIds: ReadonlyArray<number>): ReadonlyArray<Linha> => {
  const escolhidos = new Set(talentosIds)
  const porTalento = new Map<number, Array<{ readonly a: AvaliacaoComResultados['avaliacao']; readonly r: ResultadoLido }>>()
  for (const a of avaliacoes)
    for (const r of a.resultados) if (escolhidos.has(r.avaliadoId)) porTalento.set(r.avaliadoId, [...(porTalento.get(r.avaliadoId) ?? []), { a: a.avaliacao, r }])
  const talentos = [...porTalento.values()].map((xs) => xs[0]!.r).sort(porNome)
  const homonimos = new Set(talentos.filter((t, i) => talentos.some((u, j) => i !== j && u.nome === t.nome)).map((t) => t.avaliadoId))
  return talentos.flatMap((t) => {
    const titulo = homonimos.has(t.avaliadoId) ? `${t.nome} (nº ${t.avaliadoId})` : t.nome
    const xs = [...porTalento.get(t.avaliadoId)!].sort((x, y) => x.a.data.localeCompare(y.a.data) || x.a.id - y.a.id)
    return xs.map(({ a, r }, i) => {
      const fig = figurasDoAvaliado(r)
      const anterior = i > 0 ? figurasDoAvaliado(xs[i - 1]!.r)['geral'] : null
      const geral = fig['geral']
      return {
        talento: titulo,
        avaliadoId: t.avaliadoId,
        avaliacao: a.titulo,
        data: a.data,
        questionario: fig['questionario'] ?? null,
        competencias: fig['competencias'] ?? null,
        geral: geral ?? null,
        variacao: typeof geral === 'number' && typeof anterior === 'number' ? arredondar(geral - anterior, 2) : null,
        observacao: fig['observacao'] ?? null,
      }
    })
  })
}

export const consultaComparativoPerformance = defineConsulta({
  nome: 'avaliacao/comparativo-performance-talento',
  autoridade: ROLE_AVALIACAO,
  campos: {
    talentoIds: referencias({ label: 'Talentos', resource: 'cargo-salario/colaboradores', min: 1, minMessage: SELECIONE_TALENTO }),
    avaliacoesDesempenhosIds: campoAvaliacoes(),
  },
  colunas: (_f, linhas) =>
    semColunasVazias(
      [
        { campo: 'avaliacao', titulo: 'Avaliação', tipo: 'texto', largura: 2.4, total: 'contagem' },
        { campo: 'data', titulo: 'Data', tipo: 'data', largura: 0.9 },
        ...FIGURAS,
        { campo: 'variacao', titulo: 'Variação (p.p.)', tipo: 'decimal', opcional: true },
        OBSERVACAO,
      ],
      linhas,
    ),
  agruparPor: () => 'talento',
  fonte: (f, ator) => Effect.map(resultadosDasAvaliacoes(ator, f.avaliacoesDesempenhosIds), (xs) => linhasComparativo(xs, f.talentoIds)),
  totalizar: (linhas) => ({ avaliacao: linhas.length, ...medias(linhas, PERCENTUAIS) }),
})

export const relatorioComparativoPerformance = defineRelatorio({
  consulta: consultaComparativoPerformance,
  titulo: 'Comparativo de Performance do Talento',
  menu: menu(7),
  orientacao: 'paisagem',
  descreverFiltro: (f) => juntar([selecionados('Talentos', f.talentoIds), selecionados('Avaliações', f.avaliacoesDesempenhosIds)]),
})

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reports of every filter shape: Relatorio is invariant in its fields
export const RELATORIOS_RESULTADO_AVALIACAO: ReadonlyArray<Relatorio<any, any>> = [
  relatorioResultadoAvaliacao,
  relatorioResultadoAgrupadoFaixa,
  relatorioComparativoPerformance,
]
