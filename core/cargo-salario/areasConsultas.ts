import { Effect, Schema } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { listar, obter } from '../shared/crud.ts'
import { ValidacaoFalhou } from '../shared/erros.ts'
import { defineAcao, esquemaDoRegistro, IdNome } from '../shared/resource.ts'
import { areasOrganizacionais } from './areas-organizacionais.ts'
import { AreasDados, type NoArea } from './areasDados.ts'
import { ROLE_VER_AREAS } from './areasGestor.ts'
import { ancestrais, comDescendentes } from './areasRegras.ts'
import { colaboradores, historicosColaborador } from './colaboradores.ts'
import { imprimirOrganograma, NoOrganograma, organograma } from './organograma.ts'

/**
 * The calls of spec 001 §7 'Areas' on /api/cargo-salario/areas-organizacionais, each within the session's
 * companies and the actor's manager scope (an area outside answers 404). Lists are JSON arrays.
 */

const idDaConsulta = (query: Readonly<Record<string, string>>, chave: string, rotulo: string) =>
  Effect.gen(function* () {
    const v = query[chave]
    if (v === undefined || v === '') return undefined
    if (!/^[1-9]\d{0,9}$/.test(v) || Number(v) > 2_147_483_647) return yield* ValidacaoFalhou.campo(chave, `${rotulo} inválida`)
    return Number(v)
  })

/** The session company's areas the actor sees. */
const arvoreVisivel = (ator: Ator) =>
  Effect.gen(function* () {
    const areas = yield* (yield* AreasDados).arvore([ator.escopo.empresaId])
    const visiveis = ator.areasGeridas ? new Set(ator.areasGeridas) : undefined
    return { areas, visivel: (id: number) => !visiveis || visiveis.has(id) }
  })

const hierarquia = (porId: ReadonlyMap<number, NoArea>, a: NoArea) =>
  [...ancestrais(porId, a.id)]
    .reverse()
    .map((id) => porId.get(id)?.nome ?? '')
    .concat(a.nome)
    .join(' > ')

/**
 * GET areas-maes (areaId, areaMaeId, resumido): the areas that may be the parent of area `areaId` (the form's
 * choices): active ones, never the area itself nor one below it, plus its current parent `areaMaeId` even if
 * inactive; in the order of their hierarchy. `resumido=true` answers only id and descricaoHierarquia.
 */
export const areasMaes = (ator: Ator, query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const areaId = yield* idDaConsulta(query, 'areaId', 'Área')
    const areaMaeId = yield* idDaConsulta(query, 'areaMaeId', 'Área Mãe')
    const { areas, visivel } = yield* arvoreVisivel(ator)
    const porId = new Map(areas.map((a) => [a.id, a]))
    const abaixo = areaId === undefined ? new Set<number>() : comDescendentes(areas, [areaId])
    const linhas = areas
      .filter((a) => visivel(a.id) && !abaixo.has(a.id) && (a.ativo || a.id === areaMaeId))
      .map((a) => ({ id: a.id, nome: a.nome, ativo: a.ativo, areaMaeId: a.areaMaeId, descricaoHierarquia: hierarquia(porId, a) }))
      .sort((a, b) => a.descricaoHierarquia.localeCompare(b.descricaoHierarquia, 'pt-BR'))
    return query['resumido'] === 'true' ? linhas.map((l) => ({ id: l.id, descricaoHierarquia: l.descricaoHierarquia })) : linhas
  })

/** GET responsaveis?id=: the responsáveis and co-responsáveis of the area, with their names. */
export const responsaveisDaArea = (ator: Ator, query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const id = yield* idDaConsulta(query, 'id', 'Área')
    if (id === undefined) return yield* ValidacaoFalhou.campo('id', 'Área é obrigatória')
    const area = yield* obter(areasOrganizacionais, ator, id)
    const resp = area.responsaveis ?? []
    const coresp = area.coresponsaveis ?? []
    const nomes = yield* (yield* AreasDados).nomesColaboradores([...resp, ...coresp])
    const pessoas = (ids: ReadonlyArray<number>) => ids.map((x) => ({ id: x, nome: nomes.get(x) ?? '' }))
    return { id, responsaveis: pessoas(resp), coresponsaveis: pessoas(coresp) }
  })

/** GET agrupadas-sem-responsaveis: the visible areas without responsáveis, grouped by their root area. */
export const agrupadasSemResponsaveis = (ator: Ator) =>
  Effect.gen(function* () {
    const { areas, visivel } = yield* arvoreVisivel(ator)
    const porId = new Map(areas.map((a) => [a.id, a]))
    const grupos = new Map<number, { id: number; nome: string; areas: Array<{ id: number; nome: string; descricaoHierarquia: string; ativo: boolean }> }>()
    for (const a of areas) {
      if (!visivel(a.id) || a.responsaveis.length) continue
      const raiz = porId.get(ancestrais(porId, a.id).at(-1) ?? a.id) ?? a
      const g = grupos.get(raiz.id) ?? { id: raiz.id, nome: raiz.nome, areas: [] }
      grupos.set(raiz.id, g)
      g.areas.push({ id: a.id, nome: a.nome, descricaoHierarquia: hierarquia(porId, a), ativo: a.ativo })
    }
    return [...grupos.values()]
      .map((g) => ({ ...g, areas: g.areas.sort((x, y) => x.descricaoHierarquia.localeCompare(y.descricaoHierarquia, 'pt-BR')) }))
      .sort((x, y) => x.nome.localeCompare(y.nome, 'pt-BR'))
  })

/** GET permite-ver-areas-ou-responsavel-corresponsavel: may this user list areas (ROLE_VER_AREAS or a manager)? */
export const permiteVerAreas = (ator: Ator) => ator.areasGeridas === undefined || ator.autoridades.includes(ROLE_VER_AREAS) || ator.areasGeridas.length > 0

const AreaMae = Schema.Struct({ id: Schema.Number, nome: Schema.String, ativo: Schema.Boolean, areaMaeId: Schema.NullOr(Schema.Number), descricaoHierarquia: Schema.String })
/** What `areas-maes` answers (`resumido=true`: id and descricaoHierarquia only). */
export const AreasMaes = Schema.Union(Schema.Array(AreaMae), Schema.Array(AreaMae.pipe(Schema.pick('id', 'descricaoHierarquia'))))
const ResponsaveisDaArea = Schema.Struct({ id: Schema.Number, responsaveis: Schema.Array(IdNome), coresponsaveis: Schema.Array(IdNome) })
const GrupoSemResponsaveis = Schema.Struct({ id: Schema.Number, nome: Schema.String, areas: Schema.Array(AreaMae.pipe(Schema.omit('areaMaeId'))) })
const FaixaDaArea = Schema.Struct({ id: Schema.Number, nome: Schema.String, cargoId: Schema.Number, nomeCargo: Schema.String })
const SolicitacaoDaArea = Schema.Struct({ id: Schema.Number, descricao: Schema.String, data: Schema.String, status: Schema.String })

export const ACOES_AREAS = [
  defineAcao({ nome: 'areas-maes', metodo: 'GET', caminho: 'areas-maes', resumo: 'Áreas que podem ser a área mãe de uma área (areaId, areaMaeId, resumido)', modo: 'ler', resposta: AreasMaes, executar: (ator, { query }) => areasMaes(ator, query) }),
  defineAcao({
    nome: 'permite-ver-areas-ou-responsavel-corresponsavel',
    metodo: 'GET',
    caminho: 'permite-ver-areas-ou-responsavel-corresponsavel',
    resumo: 'Diz se o usuário vê as áreas organizacionais (permissão ou responsável/co-responsável)',
    modo: 'ler',
    resposta: Schema.Boolean,
    executar: (ator) => Effect.succeed(permiteVerAreas(ator)),
  }),
  defineAcao({ nome: 'organogramas', metodo: 'GET', caminho: 'organogramas', resumo: 'Organograma: a árvore das áreas com responsáveis e talentos ativos (ativa, areaOrganizacionalId)', modo: 'ler', resposta: Schema.Array(NoOrganograma), executar: (ator, { query }) => organograma(ator, query) }),
  defineAcao({ nome: 'relatorio', metodo: 'GET', caminho: 'relatorio', resumo: 'Organograma em PDF (ativa, areaOrganizacionalId)', modo: 'ler', resposta: 'arquivo', executar: (ator, { query }) => imprimirOrganograma(ator, query) }),
  defineAcao({ nome: 'responsaveis', metodo: 'GET', caminho: 'responsaveis', resumo: 'Responsáveis e co-responsáveis da área (id)', modo: 'ler', resposta: ResponsaveisDaArea, executar: (ator, { query }) => responsaveisDaArea(ator, query) }),
  defineAcao({ nome: 'agrupadas-sem-responsaveis', metodo: 'GET', caminho: 'agrupadas-sem-responsaveis', resumo: 'Áreas sem responsáveis, agrupadas pela área raiz', modo: 'ler', resposta: Schema.Array(GrupoSemResponsaveis), executar: (ator) => agrupadasSemResponsaveis(ator) }),
  defineAcao({
    nome: 'faixas-salariais',
    metodo: 'GET',
    caminho: ':id/faixas-salariais',
    resumo: 'Faixas salariais dos cargos da área',
    modo: 'ler',
    resposta: Schema.Array(FaixaDaArea),
    executar: (ator, { id }) => Effect.flatMap(obter(areasOrganizacionais, ator, id), (a) => Effect.flatMap(AreasDados, (d) => d.faixasDaArea(Number(a.empresaId), id))),
  }),
  defineAcao({
    nome: 'talentos',
    metodo: 'GET',
    caminho: ':id/talentos',
    resumo: 'Talentos ativos da área hoje (pelo histórico vigente)',
    modo: 'ler',
    resposta: Schema.Array(esquemaDoRegistro(colaboradores)),
    executar: (ator, { id }) =>
      Effect.flatMap(obter(areasOrganizacionais, ator, id), () => Effect.map(listar(colaboradores, ator, { filter: { areaOrganizacionalId: id, situacao: 'A' } }), (l) => l.rows)),
  }),
  defineAcao({
    nome: 'historicos-colaboradores-vinculados',
    metodo: 'GET',
    caminho: ':id/historicos-colaboradores-vinculados',
    resumo: 'Históricos de talentos que usam a área',
    modo: 'ler',
    resposta: Schema.Array(esquemaDoRegistro(historicosColaborador)),
    executar: (ator, { id }) => Effect.flatMap(obter(areasOrganizacionais, ator, id), () => Effect.map(listar(historicosColaborador, ator, { filter: { areaOrganizacionalId: id } }), (l) => l.rows)),
  }),
  defineAcao({
    nome: 'solicitacoes-vinculadas',
    metodo: 'GET',
    caminho: ':id/solicitacoes-vinculadas',
    resumo: 'Solicitações de pessoal da área',
    modo: 'ler',
    resposta: Schema.Array(SolicitacaoDaArea),
    executar: (ator, { id }) => Effect.flatMap(obter(areasOrganizacionais, ator, id), (a) => Effect.flatMap(AreasDados, (d) => d.solicitacoesDaArea(Number(a.empresaId), id))),
  }),
  defineAcao({
    nome: 'areasOrganizacionais-vinculadas',
    metodo: 'GET',
    caminho: ':id/areasOrganizacionais-vinculadas',
    resumo: 'Áreas filhas da área',
    modo: 'ler',
    resposta: Schema.Array(esquemaDoRegistro(areasOrganizacionais)),
    executar: (ator, { id }) => Effect.flatMap(obter(areasOrganizacionais, ator, id), () => Effect.map(listar(areasOrganizacionais, ator, { filter: { areaMaeId: id } }), (l) => l.rows)),
  }),
]
