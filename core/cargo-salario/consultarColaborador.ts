import { Effect, Schema } from 'effect'
import { acaoDeConsulta, acaoDeParte } from '../shared/acoes.ts'
import type { Ator } from '../shared/ator.ts'
import { data, imagemDeDataUrl, referencia, referencias, texto } from '../shared/campos.ts'
import { listar, obter, remover } from '../shared/crud.ts'
import { AcessoNegado, NaoEncontrado, ValidacaoFalhou } from '../shared/erros.ts'
import { Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, gravacaoPermitida, montar, validar, type RegistroDe } from '../shared/resource.ts'
import { colaboradores, FILTRO_SITUACAO, historicosColaborador, historicosDoTalento } from './colaboradores.ts'
import { ativoEm } from './regrasColaborador.ts'

/**
 * The employee's calls of spec 001 §7 'Collaborators' and 'Talent'. The spec does not show their base paths;
 * the employee is one resource (`/cargo-salario/colaboradores`, the spec's screens /gestao-talentos/talentos
 * and /cargo-salario/colaboradores show the same people), so all of them are mounted under it.
 */

const N = Schema.NullOr

/** A list row as pickers and other modules read it. */
export const ResumoColaborador = Schema.Struct({
  id: Schema.Number,
  empresaId: Schema.optional(Schema.Number),
  matricula: N(Schema.String),
  nome: N(Schema.String),
  nomeSocial: N(Schema.String),
  cpf: N(Schema.String),
  situacao: N(Schema.String),
  dataAdmissao: N(Schema.String),
  dataDesligamento: N(Schema.String),
  estabelecimentoId: N(Schema.Number),
  areaOrganizacionalId: N(Schema.Number),
  cargoId: N(Schema.Number),
  faixaSalarialId: N(Schema.Number),
})

const resumo = (r: RegistroDe<typeof colaboradores>): typeof ResumoColaborador.Type => ({
  id: r.id,
  empresaId: r.empresaId,
  matricula: r.matricula ?? null,
  nome: r.nome,
  nomeSocial: r.nomeSocial ?? null,
  cpf: r.cpf ?? null,
  situacao: r.situacao,
  dataAdmissao: r.dataAdmissao,
  dataDesligamento: r.dataDesligamento ?? null,
  estabelecimentoId: r.estabelecimentoId ?? null,
  areaOrganizacionalId: r.areaOrganizacionalId ?? null,
  cargoId: r.cargoId ?? null,
  faixaSalarialId: r.faixaSalarialId ?? null,
})

export const Estabilidade = Schema.Struct({
  colaboradorId: Schema.Number,
  membroCipa: Schema.Boolean,
  /** The last day of the CIPA stability, when there is one. */
  dataFimEstabilidade: N(Schema.String),
  /** Stable today: the end date has not passed. */
  estavel: Schema.Boolean,
})
export type Estabilidade = typeof Estabilidade.Type

/** CIPA stability of an employee on `hoje` (spec 000: the replacement alert; spec 001 §7 data-estabilidade). */
export const estabilidadeEm = (r: { readonly id: number; readonly membroCipa?: unknown; readonly dataFimEstabilidadeCipa?: unknown }, hoje: string): Estabilidade => {
  const fim = typeof r.dataFimEstabilidadeCipa === 'string' ? r.dataFimEstabilidadeCipa : null
  return { colaboradorId: r.id, membroCipa: r.membroCipa === true, dataFimEstabilidade: fim, estavel: fim !== null && fim >= hoje }
}

const hoje = Effect.flatMap(Relogio, (r) => r.hoje)

export const estabilidadeDoColaborador = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const r = yield* obter(colaboradores, ator, id)
    return estabilidadeEm(r, yield* hoje)
  })

/** `data-estabilidade-comissao`: the stability of the CIPA committee — every employee still stable today, or one (`colaboradorId`). */
export const FiltroEstabilidadeComissao = montar({ colaboradorId: referencia({ label: 'Talento', resource: 'cargo-salario/colaboradores' }) }, 'create')
export const estabilidadesDaComissao = (ator: Ator, query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const f = (yield* validar(FiltroEstabilidadeComissao, { colaboradorId: query['colaboradorId'] ? Number(query['colaboradorId']) || query['colaboradorId'] : undefined })) as {
      colaboradorId?: number
    }
    const dia = yield* hoje
    if (f.colaboradorId !== undefined) return [estabilidadeEm(yield* obter(colaboradores, ator, f.colaboradorId), dia)]
    const { rows } = yield* listar(colaboradores, ator, { filter: { estavelEm: dia, situacao: 'A', empresaId: [...ator.escopo.empresasVisiveis] }, sort: { field: 'nome', order: 'ASC' } })
    return rows.map((r) => ({ ...estabilidadeEm(r, dia), nome: r.nome }))
  })

/** Filters of the pickers (`area`, `participantes`): the list's own filters, a few of them. */
export const FiltroParticipantes = montar(
  {
    nome: texto({ label: 'Nome', max: 100 }),
    estabelecimentoId: referencias({ label: 'Estabelecimentos', resource: 'utilitario/estabelecimentos' }),
    areaOrganizacionalId: referencias({ label: 'Áreas Organizacionais', resource: 'cargo-salario/areas-organizacionais', feminino: true }),
    cargoId: referencias({ label: 'Cargos', resource: 'cargo-salario/cargos' }),
    situacao: colaboradores.filtros!['situacao']!.campo,
    dataBase: data({ label: 'Data base', feminino: true }),
  },
  'create',
)

const lista = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.split(',').map((x) => (/^\d+$/.test(x.trim()) ? Number(x.trim()) : x)))

/**
 * Employees for pickers and other modules (evaluations, surveys, training): by name, establishments, areas,
 * cargos (their position today), situation (A by default; T all). `dataBase` keeps those active on that date.
 */
export const participantes = (ator: Ator, query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const f = (yield* validar(FiltroParticipantes, {
      nome: query['nome'],
      estabelecimentoId: lista(query['estabelecimentoId'] ?? query['estabelecimentosIds']),
      areaOrganizacionalId: lista(query['areaOrganizacionalId'] ?? query['areasIds']),
      cargoId: lista(query['cargoId'] ?? query['cargosIds']),
      situacao: query['situacao'],
      dataBase: query['dataBase'],
    })) as { nome?: string; estabelecimentoId?: number[]; areaOrganizacionalId?: number[]; cargoId?: number[]; situacao?: string; dataBase?: string }
    const filter: Record<string, unknown> = { empresaId: [...ator.escopo.empresasVisiveis] }
    if (f.nome) filter['nome'] = f.nome
    if (f.estabelecimentoId?.length) filter['estabelecimentoId'] = f.estabelecimentoId
    if (f.areaOrganizacionalId?.length) filter['areaOrganizacionalId'] = f.areaOrganizacionalId
    if (f.cargoId?.length) filter['cargoId'] = f.cargoId
    if (f.situacao !== 'T') filter['situacao'] = f.situacao ?? 'A'
    const { rows } = yield* listar(colaboradores, ator, { filter, sort: { field: 'nome', order: 'ASC' } })
    return rows
      .filter((r) => !f.dataBase || (String(r.dataAdmissao) <= f.dataBase && ativoEm({ dataDesligamento: r.dataDesligamento }, f.dataBase)))
      .map(resumo)
  })

/** `area`: the employees whose position today is in the given areas (`areaOrganizacionalId`, comma-separated), active by default. */
export const colaboradoresDaArea = (ator: Ator, query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const ids = query['areaOrganizacionalId'] ?? query['areaId'] ?? query['areasIds']
    if (!ids?.trim()) return yield* ValidacaoFalhou.campo('areaOrganizacionalId', 'Área Organizacional é obrigatória')
    return yield* participantes(ator, { ...query, areaOrganizacionalId: ids })
  })

/** `by-ids`: the employees of these ids the actor sees (the others are left out). */
export const colaboradoresPorIds = (ator: Ator, query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const f = (yield* validar(montar({ ids: referencias({ label: 'Ids', resource: 'cargo-salario/colaboradores', min: 1 }) }, 'create'), { ids: lista(query['ids']) })) as { ids: number[] }
    const { rows } = yield* listar(colaboradores, ator, { filter: { id: f.ids, empresaId: [...ator.escopo.empresasVisiveis] }, sort: { field: 'nome', order: 'ASC' } })
    return rows.map(resumo)
  })

/** The photo as an image file (404 without one). */
export const fotoColaborador = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const r = yield* obter(colaboradores, ator, id)
    const f = imagemDeDataUrl(r.foto)
    if (!f) return yield* new NaoEncontrado({ recurso: 'foto', id })
    return { bytes: f.bytes, nomeArquivo: `foto-talento-${id}.${f.extensao}`, tipo: f.tipo }
  })

/**
 * Removing an employee (an admission made by mistake) removes their history in the same transaction: the
 * admission row never goes on its own. A record referenced elsewhere (a user's link, later evaluations…)
 * is not removed ('Não é possível remover: o registro está em uso em …') and nothing changes.
 */
export const removerColaborador = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    return yield* repo.transaction(
      Effect.gen(function* () {
        const r = yield* obter(colaboradores, ator, id)
        if (!gravacaoPermitida(colaboradores, ator, 'delete') || !gravacaoPermitida(historicosColaborador, ator, 'delete')) return yield* new AcessoNegado({})
        const escopo = { ...ator.escopo, empresasVisiveis: [Number(r.empresaId)] }
        // Latest first, straight through the repository: the rule that keeps the admission row from going alone
        // (the history's antesDeRemover) is for single removals; here the employee goes with all of it.
        for (const h of [...(yield* historicosDoTalento(escopo, id))].reverse()) yield* repo.remove(historicosColaborador, escopo, h.id)
        yield* remover(colaboradores, ator, id)
        return { id }
      }),
    )
  })

const campos = colaboradores.fields
const Resumos = Schema.Array(ResumoColaborador)

export const ACOES_CONSULTA_COLABORADOR = [
  defineAcao({
    nome: 'data-estabilidade',
    metodo: 'GET',
    caminho: ':id/data-estabilidade',
    resumo: 'Estabilidade do talento (fim da estabilidade da CIPA e se ainda vale hoje)',
    modo: 'ler',
    resposta: Estabilidade,
    executar: (ator, { id }) => estabilidadeDoColaborador(ator, id),
  }),
  acaoDeConsulta(
    'data-estabilidade-comissao',
    'Estabilidade da comissão (CIPA): os talentos estáveis hoje, ou o de colaboradorId',
    Schema.Array(Schema.extend(Estabilidade, Schema.Struct({ nome: Schema.optional(N(Schema.String)) }))),
    estabilidadesDaComissao,
  ),
  defineAcao({
    nome: 'situacao',
    metodo: 'GET',
    caminho: 'situacao',
    resumo: 'Situações do talento para o filtro (A ativos, D desligados, T todos)',
    modo: 'ler',
    resposta: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String })),
    executar: () => Effect.succeed(FILTRO_SITUACAO),
  }),
  acaoDeConsulta('area', 'Talentos com posição hoje nas áreas informadas (areaOrganizacionalId)', Resumos, colaboradoresDaArea),
  acaoDeConsulta('participantes', 'Talentos para seleção (nome, estabelecimentos, áreas, cargos, situação, data base)', Resumos, participantes),
  acaoDeConsulta('by-ids', 'Talentos pelos ids (ids separados por vírgula)', Resumos, colaboradoresPorIds),
  defineAcao({
    nome: 'foto',
    metodo: 'GET',
    caminho: ':id/foto',
    resumo: 'Foto do talento (imagem)',
    modo: 'ler',
    resposta: 'arquivo',
    executar: (ator, { id }) => fotoColaborador(ator, id),
  }),
  acaoDeParte(colaboradores, 'formacoes', campos.formacao, (r) => r.formacao, 'do talento'),
  acaoDeParte(colaboradores, 'certificados', campos.certificados, (r) => r.certificados, 'do talento'),
  acaoDeParte(colaboradores, 'idiomas', campos.idiomas, (r) => r.idiomas, 'do talento'),
  acaoDeParte(colaboradores, 'experiencias', campos.experiencias, (r) => r.experiencias, 'do talento'),
  acaoDeParte(colaboradores, 'cursos', campos.cursos, (r) => r.cursos, 'do talento'),
  defineAcao({
    nome: 'remove',
    metodo: 'DELETE',
    caminho: ':id',
    resumo: 'Remove o talento com o seu histórico',
    modo: 'escrever',
    resposta: Schema.Struct({ id: Schema.Number }),
    executar: (ator, { id }) => removerColaborador(ator, id),
  }),
]
