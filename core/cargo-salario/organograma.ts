import { Effect, Schema } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { Impressora, type Documento, type LinhaTabela } from '../shared/documento.ts'
import { RelatorioSemDados, ValidacaoFalhou } from '../shared/erros.ts'
import { formatarData, formatarDataHora, formatarInteiro } from '../shared/formatos.ts'
import { Relogio } from '../shared/ports.ts'
import { nomeArquivo } from '../shared/relatorio.ts'
import { IdNome } from '../shared/resource.ts'
import { AreasDados, type NoArea } from './areasDados.ts'

/**
 * The organisation chart (spec 001 §2 "Organisation chart with a Print button", §7 organogramas, relatorio): the
 * areas shown in the chart (`exibirOrganograma`) as a tree, each with its responsible people and its headcount
 * of active employees in force on the date (the history row in force, not dismissed): `talentos` counts the
 * area's own people, `talentosComFilhas` adds every area below it (hidden ones too). A hidden area's children
 * hang from its nearest shown ancestor. Three queries whatever the number of areas (tree, headcount, names).
 */

export interface Pessoa {
  readonly id: number
  readonly nome: string
}

export interface NoOrganograma {
  readonly id: number
  readonly nome: string
  readonly areaMaeId: number | null
  readonly ativo: boolean
  readonly responsaveis: ReadonlyArray<Pessoa>
  readonly coresponsaveis: ReadonlyArray<Pessoa>
  /** Active employees of this area itself. */
  readonly talentos: number
  /** Active employees of this area and of every area below it. */
  readonly talentosComFilhas: number
  readonly filhas: ReadonlyArray<NoOrganograma>
}

/** What `organogramas` answers: the tree (`NoOrganograma`), one level under another. */
export const NoOrganograma: Schema.Schema<NoOrganograma> = Schema.Struct({
  id: Schema.Number,
  nome: Schema.String,
  areaMaeId: Schema.NullOr(Schema.Number),
  ativo: Schema.Boolean,
  responsaveis: Schema.Array(IdNome),
  coresponsaveis: Schema.Array(IdNome),
  talentos: Schema.Number,
  talentosComFilhas: Schema.Number,
  filhas: Schema.Array(Schema.suspend(() => NoOrganograma)),
}).annotations({ identifier: 'NoOrganograma' })

export interface FiltroOrganograma {
  /** true: active areas only; false: inactive only; absent: all. */
  readonly ativa?: boolean
  /** Only this area and those below it. */
  readonly areaOrganizacionalId?: number
  /** The manager scope: areas outside are left out (undefined: all). */
  readonly visiveis?: ReadonlyArray<number>
}

const porNome = (a: { readonly nome: string }, b: { readonly nome: string }) => a.nome.localeCompare(b.nome, 'pt-BR')

/** Pure: the chart of `areas` with the headcount per area and the employees' names. */
export const montarOrganograma = (
  areas: ReadonlyArray<NoArea>,
  ativosPorArea: ReadonlyMap<number, number>,
  nomes: ReadonlyMap<number, string>,
  filtro: FiltroOrganograma = {},
): ReadonlyArray<NoOrganograma> => {
  const porId = new Map(areas.map((a) => [a.id, a]))
  const filhas = new Map<number | null, NoArea[]>()
  for (const a of areas) {
    // A parent missing from the list (another company, a broken row) makes the area a root.
    const mae = a.areaMaeId !== null && porId.has(a.areaMaeId) ? a.areaMaeId : null
    filhas.set(mae, [...(filhas.get(mae) ?? []), a])
  }
  // Headcount with everything below, over the whole tree (a visited set guards against a broken cycle).
  const total = new Map<number, number>()
  const contar = (id: number, vistos: Set<number>): number => {
    if (total.has(id)) return total.get(id)!
    if (vistos.has(id)) return 0
    vistos.add(id)
    const n = (ativosPorArea.get(id) ?? 0) + (filhas.get(id) ?? []).reduce((s, f) => s + contar(f.id, vistos), 0)
    total.set(id, n)
    return n
  }
  const visiveis = filtro.visiveis ? new Set(filtro.visiveis) : undefined
  const mostra = (a: NoArea) =>
    a.exibirOrganograma && (filtro.ativa === undefined || a.ativo === filtro.ativa) && (!visiveis || visiveis.has(a.id))
  const pessoas = (ids: ReadonlyArray<number>) => ids.flatMap((id) => (nomes.has(id) ? [{ id, nome: nomes.get(id)! }] : [])).sort(porNome)
  /** The shown nodes hanging from `id`: its shown children, and the shown nodes below a hidden child. */
  const abaixo = (id: number | null, vistos: Set<number>): NoOrganograma[] =>
    (filhas.get(id) ?? [])
      .filter((a) => !vistos.has(a.id) && vistos.add(a.id))
      .flatMap((a) => (mostra(a) ? [no(a, vistos)] : abaixo(a.id, vistos)))
      .sort(porNome)
  const no = (a: NoArea, vistos: Set<number>): NoOrganograma => ({
    id: a.id,
    nome: a.nome,
    areaMaeId: a.areaMaeId,
    ativo: a.ativo,
    responsaveis: pessoas(a.responsaveis),
    coresponsaveis: pessoas(a.coresponsaveis),
    talentos: ativosPorArea.get(a.id) ?? 0,
    talentosComFilhas: contar(a.id, new Set()),
    filhas: abaixo(a.id, vistos),
  })
  if (filtro.areaOrganizacionalId !== undefined) {
    const raiz = porId.get(filtro.areaOrganizacionalId)
    if (!raiz) return []
    const vistos = new Set([raiz.id])
    return mostra(raiz) ? [no(raiz, vistos)] : abaixo(raiz.id, vistos)
  }
  return abaixo(null, new Set())
}

const lerFiltro = (query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const ativa = query['ativa']
    const area = query['areaOrganizacionalId']
    if (ativa !== undefined && ativa !== '' && ativa !== 'true' && ativa !== 'false') return yield* ValidacaoFalhou.campo('ativa', 'Ativa inválida')
    if (area !== undefined && area !== '' && !/^[1-9]\d{0,9}$/.test(area)) return yield* ValidacaoFalhou.campo('areaOrganizacionalId', 'Área Organizacional inválida')
    return {
      ...(ativa === 'true' || ativa === 'false' ? { ativa: ativa === 'true' } : {}),
      ...(area ? { areaOrganizacionalId: Number(area) } : {}),
    } as FiltroOrganograma
  })

/** GET organogramas: the chart of the session's company on today's date, within the actor's areas. */
export const organograma = (ator: Ator, query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const filtro = yield* lerFiltro(query)
    const dados = yield* AreasDados
    const hoje = yield* (yield* Relogio).hoje
    const empresas = [ator.escopo.empresaId]
    const areas = yield* dados.arvore(empresas)
    const ativos = yield* dados.ativosPorArea(empresas, hoje)
    const nomes = yield* dados.nomesColaboradores([...new Set(areas.flatMap((a) => [...a.responsaveis, ...a.coresponsaveis]))])
    return montarOrganograma(areas, ativos, nomes, { ...filtro, ...(ator.areasGeridas ? { visiveis: ator.areasGeridas } : {}) })
  })

const NBSP = '\u00a0'

/** Pure: the chart as a printable document, one indented line per area (the tree read top to bottom). */
export const documentoOrganograma = (nos: ReadonlyArray<NoOrganograma>, o: { readonly empresa: string; readonly emitidoPor: string; readonly emitidoEm: string; readonly data: string }): Documento => {
  const linhas: LinhaTabela[] = []
  const visitar = (n: NoOrganograma, nivel: number) => {
    linhas.push([
      // The PDF font has no box-drawing characters and a cell drops leading spaces: a dot per level shows the depth.
      `${`·${NBSP.repeat(3)}`.repeat(nivel)}${n.nome}${n.ativo ? '' : ' (inativa)'}`,
      n.responsaveis.map((p) => p.nome).join(', '),
      n.coresponsaveis.map((p) => p.nome).join(', '),
      formatarInteiro(n.talentos),
      formatarInteiro(n.talentosComFilhas),
    ])
    n.filhas.forEach((f) => visitar(f, nivel + 1))
  }
  nos.forEach((n) => visitar(n, 0))
  return {
    titulo: 'Organograma',
    orientacao: 'paisagem',
    cabecalho: {
      empresa: o.empresa,
      titulo: 'Organograma',
      subtitulo: `Talentos ativos em ${formatarData(o.data)}`,
      emitido: `Emitido por ${o.emitidoPor} em ${formatarDataHora(o.emitidoEm)}`,
    },
    rodape: { paginas: true },
    blocos: [
      {
        tipo: 'tabela',
        colunas: [
          { titulo: 'Área Organizacional', largura: 3 },
          { titulo: 'Responsáveis', largura: 2 },
          { titulo: 'Co-responsáveis', largura: 2 },
          { titulo: 'Talentos na área', alinhamento: 'direita' },
          { titulo: 'Talentos com as áreas filhas', alinhamento: 'direita' },
        ],
        linhas,
      },
    ],
  }
}

/** GET relatorio: the same chart as a PDF ('Não existem dados para o filtro informado.' when empty). */
export const imprimirOrganograma = (ator: Ator, query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const nos = yield* organograma(ator, query)
    if (!nos.length) return yield* new RelatorioSemDados()
    const relogio = yield* Relogio
    const hoje = yield* relogio.hoje
    const documento = documentoOrganograma(nos, {
      empresa: ator.empresa?.nome ?? '',
      emitidoPor: ator.usuario.nome,
      emitidoEm: yield* relogio.agora,
      data: hoje,
    })
    return { bytes: yield* (yield* Impressora).pdf(documento), nomeArquivo: nomeArquivo({ nome: 'organograma' }, 'pdf', hoje), tipo: 'application/pdf' }
  })
