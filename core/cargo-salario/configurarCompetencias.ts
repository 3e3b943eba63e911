import { Effect, Schema } from 'effect'
import type { Ator, Escopo } from '../shared/ator.ts'
import { atualizar, criar, listar, obter, remover } from '../shared/crud.ts'
import { NaoEncontrado } from '../shared/erros.ts'
import { Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, esquemaDoRegistro, type Registro } from '../shared/resource.ts'
import { cargos } from './cargos.ts'
import { competencias } from './competencias.ts'
import { mensagemNiveisSemPercentual, niveisSemPercentual, ROLE_COMPETENCIAS, type ConfigCompetenciaFaixa, type Nivel } from './competenciasRegras.ts'
import { configuracoesNiveisCompetenciaFaixaSalarial as configFaixa } from './configuracoes-niveis-competencia-faixa-salarial.ts'
import { faixasSalariais } from './faixas-salariais.ts'
import { dataDaConsulta, existeCriterio, historicoEm, niveisEmVigorEm } from './niveisEmVigor.ts'

/**
 * The competency configuration calls of spec 001 §7 'Competencies' (and 002 §7 'Competency levels'): the grid of a
 * salary range (`info`), its dated configurations under the levels' path (`config/faixas-salariais/{faixaId}[/{id}]`,
 * `/all`, `/info`; thin over the one write path), the levels lacking a minimum percentage, whether behaviours exist.
 */

const Nivel_ = Schema.Struct({ id: Schema.Number, descricao: Schema.String, ordem: Schema.Number, percentual: Schema.NullOr(Schema.Number) })

/** A CHA item as a grid row lists it; `doCargo`: among the CHA of the range's cargo. */
export const CompetenciaDaGrade = Schema.Struct({
  competenciaId: Schema.Number,
  nome: Schema.String,
  tipo: Schema.String,
  observacao: Schema.NullOr(Schema.String),
  solicitarComentario: Schema.Boolean,
  doCargo: Schema.Boolean,
})
export type CompetenciaDaGrade = Schema.Schema.Type<typeof CompetenciaDaGrade>

const ConfigFaixaLida = Schema.Struct({
  id: Schema.Number,
  data: Schema.String,
  configsNiveisCompetencias: Schema.Array(Schema.Struct({ competenciaId: Schema.Number, competenciaPeso: Schema.Number, nivelCompetenciaId: Schema.Number })),
})

/** What the grid of a salary range needs for a date (spec 001 §2 'A second grid lists competencies by level…'). */
export const GradeFaixa = Schema.Struct({
  data: Schema.String,
  faixaSalarialId: Schema.Number,
  nomeFaixa: Schema.String,
  cargoId: Schema.Number,
  nomeCargo: Schema.String,
  considerarPercentualMinimo: Schema.Boolean,
  niveis: Schema.Array(Nivel_),
  competencias: Schema.Array(CompetenciaDaGrade),
  configuracao: Schema.NullOr(ConfigFaixaLida),
})

const hojeOu = (data?: string) => (data === undefined ? Effect.flatMap(Relogio, (r) => r.hoje) : Effect.succeed(data))

/** The company's CHA items for a grid, the cargo's first (C, H, A, then by name). */
export const competenciasDaGrade = (escopo: Escopo, cargo: Registro | undefined) =>
  Effect.gen(function* () {
    const doCargo = new Set<number>(cargo ? ['conhecimentos', 'habilidades', 'atitudes'].flatMap((k) => (Array.isArray(cargo[k]) ? (cargo[k] as number[]) : [])) : [])
    const { rows } = yield* (yield* Repositorio).list(competencias, escopo, { filter: {} })
    return rows
      .map((c): CompetenciaDaGrade => ({
        competenciaId: c.id,
        nome: String(c.nome),
        tipo: String(c.tipo),
        observacao: c.observacao ?? null,
        solicitarComentario: c.solicitarComentario === true,
        doCargo: doCargo.has(c.id),
      }))
      .sort((a, b) => Number(b.doCargo) - Number(a.doCargo) || 'CHA'.indexOf(a.tipo) - 'CHA'.indexOf(b.tipo) || a.nome.localeCompare(b.nome, 'pt-BR'))
  })

/** The configuration of a range in force on a date (undefined when none). */
export const configDaFaixaEm = (escopo: Escopo, faixaSalarialId: number, data: string) =>
  Effect.map(
    Effect.flatMap(Repositorio, (repo) => repo.list(configFaixa, escopo, { filter: { faixaSalarialId, vigenteEm: data } })),
    ({ rows }) => {
      const c = rows[0]
      return c ? { id: c.id, data: String(c.data), configsNiveisCompetencias: (c.configsNiveisCompetencias ?? []) as ReadonlyArray<ConfigCompetenciaFaixa> } : undefined
    },
  )

/** The grid of a range on `data` (today when absent): levels in force then, the company's items, the configuration then. */
export const gradeDaFaixa = (ator: Ator, faixaSalarialId: number, data?: string) =>
  Effect.gen(function* () {
    const dia = yield* hojeOu(data)
    const faixa = yield* obter(faixasSalariais, ator, faixaSalarialId)
    const escopo: Escopo = { ...ator.escopo, empresaId: Number(faixa.empresaId) }
    const cargo = yield* Effect.either(obter(cargos, ator, Number(faixa.cargoId)))
    const historico = yield* historicoEm(escopo, dia)
    const niveis: ReadonlyArray<Nivel> = yield* niveisEmVigorEm(escopo, dia)
    const r: Schema.Schema.Type<typeof GradeFaixa> = {
      data: dia,
      faixaSalarialId,
      nomeFaixa: String(faixa.nome),
      cargoId: Number(faixa.cargoId),
      nomeCargo: cargo._tag === 'Right' ? String(cargo.right.nome) : '',
      considerarPercentualMinimo: historico?.considerarPercentualMinimo ?? false,
      niveis: [...niveis],
      competencias: yield* competenciasDaGrade(escopo, cargo._tag === 'Right' ? cargo.right : undefined),
      configuracao: (yield* configDaFaixaEm(escopo, faixaSalarialId, dia)) ?? null,
    }
    return r
  })

export const NiveisSemPercentual = Schema.Struct({
  niveis: Schema.Array(Schema.Struct({ id: Schema.Number, descricao: Schema.String })),
  podeAdicionarComportamento: Schema.Boolean,
  mensagem: Schema.NullOr(Schema.String),
})

/** Is the configuration `id` one of range `faixaId`'s (404 otherwise, as an unknown id)? */
const daFaixa = (ator: Ator, faixaId: number, id: number) =>
  Effect.flatMap(obter(configFaixa, ator, id), (c) => (Number(c.faixaSalarialId) === faixaId ? Effect.succeed(c) : Effect.fail(new NaoEncontrado({ recurso: configFaixa.name, id }))))

const corpoDaFaixa = (corpo: unknown, faixaId: number) => (typeof corpo === 'object' && corpo !== null && !Array.isArray(corpo) ? { ...corpo, faixaSalarialId: faixaId } : corpo)

const CAMINHO = 'config/faixas-salariais/:faixaId'
const doc = configFaixa.createSchema
const Config = esquemaDoRegistro(configFaixa)

/** On `niveis-competencia` (spec 002 §7 'Competency levels'). */
export const ACOES_NIVEIS_COMPETENCIA = [
  defineAcao({
    nome: 'competencias-sem-percentual',
    metodo: 'GET',
    caminho: 'competencias-sem-percentual',
    resumo: 'Níveis em vigor sem percentual mínimo (enquanto houver, não se incluem comportamentos nas competências)',
    modo: 'ler',
    resposta: NiveisSemPercentual,
    executar: (ator) =>
      Effect.map(niveisEmVigorEm(ator.escopo), (niveis) => {
        const sem = niveisSemPercentual(niveis)
        return { niveis: sem.map((n) => ({ id: n.id, descricao: n.descricao })), podeAdicionarComportamento: sem.length === 0, mensagem: sem.length ? mensagemNiveisSemPercentual(sem) : null }
      }),
  }),
  defineAcao({
    nome: 'config-faixa-vigente',
    metodo: 'GET',
    caminho: CAMINHO,
    resumo: 'Configuração de competências da faixa salarial em vigor na data (?data=, hoje por padrão); null quando não há',
    modo: 'ler',
    resposta: Schema.NullOr(Config),
    executar: (ator, { parametros, query }) =>
      Effect.gen(function* () {
        const faixa = yield* obter(faixasSalariais, ator, parametros['faixaId']!)
        const data = yield* hojeOu(yield* dataDaConsulta(query))
        const { rows } = yield* listar(configFaixa, ator, { filter: { faixaSalarialId: faixa.id, vigenteEm: data, empresaId: faixa.empresaId } })
        return rows[0] ?? null
      }),
  }),
  defineAcao({
    nome: 'config-faixa-todas',
    metodo: 'GET',
    caminho: `${CAMINHO}/all`,
    resumo: 'Todas as configurações de competências da faixa salarial, da mais recente à mais antiga',
    modo: 'ler',
    resposta: Schema.Array(Config),
    executar: (ator, { parametros }) =>
      Effect.gen(function* () {
        const faixa = yield* obter(faixasSalariais, ator, parametros['faixaId']!)
        return (yield* listar(configFaixa, ator, { filter: { faixaSalarialId: faixa.id, empresaId: faixa.empresaId } })).rows
      }),
  }),
  defineAcao({
    nome: 'config-faixa-info',
    metodo: 'GET',
    caminho: `${CAMINHO}/info`,
    resumo: 'A grade da faixa salarial numa data (?data=): níveis em vigor, competências da empresa (as do cargo primeiro), configuração em vigor',
    modo: 'ler',
    resposta: GradeFaixa,
    executar: (ator, { parametros, query }) => Effect.flatMap(dataDaConsulta(query), (data) => gradeDaFaixa(ator, parametros['faixaId']!, data)),
  }),
  defineAcao({
    nome: 'config-faixa',
    metodo: 'GET',
    caminho: `${CAMINHO}/:configId`,
    resumo: 'Uma configuração de competências da faixa salarial',
    modo: 'ler',
    resposta: Config,
    executar: (ator, { parametros }) => daFaixa(ator, parametros['faixaId']!, parametros['configId']!),
  }),
  defineAcao({
    nome: 'config-faixa-inclui',
    // The levels' path, the ranges' requirements: guarded by the competencies' authority.
    autoridade: ROLE_COMPETENCIAS,
    somenteAutoridade: true,
    metodo: 'POST',
    caminho: CAMINHO,
    resumo: 'Inclui configuração de competências da faixa salarial (a do caminho)',
    modo: 'escrever',
    corpo: doc,
    validadoNoCaso: true,
    status: 201,
    resposta: Config,
    executar: (ator, { parametros, corpo }) =>
      Effect.flatMap(obter(faixasSalariais, ator, parametros['faixaId']!), (f) => criar(configFaixa, ator, corpoDaFaixa(corpo, f.id))),
  }),
  defineAcao({
    nome: 'config-faixa-altera',
    // The levels' path, the ranges' requirements: guarded by the competencies' authority.
    autoridade: ROLE_COMPETENCIAS,
    somenteAutoridade: true,
    metodo: 'PUT',
    caminho: `${CAMINHO}/:configId`,
    resumo: 'Altera configuração de competências da faixa salarial',
    modo: 'escrever',
    corpo: doc,
    validadoNoCaso: true,
    resposta: Config,
    executar: (ator, { parametros, corpo }) =>
      Effect.flatMap(daFaixa(ator, parametros['faixaId']!, parametros['configId']!), (c) => atualizar(configFaixa, ator, c.id, corpoDaFaixa(corpo, Number(c.faixaSalarialId)))),
  }),
  defineAcao({
    nome: 'config-faixa-remove',
    // The levels' path, the ranges' requirements: guarded by the competencies' authority.
    autoridade: ROLE_COMPETENCIAS,
    somenteAutoridade: true,
    metodo: 'DELETE',
    caminho: `${CAMINHO}/:configId`,
    resumo: 'Remove configuração de competências da faixa salarial',
    modo: 'escrever',
    resposta: Schema.Struct({ id: Schema.Number }),
    executar: (ator, { parametros }) =>
      Effect.flatMap(daFaixa(ator, parametros['faixaId']!, parametros['configId']!), (c) => Effect.as(remover(configFaixa, ator, c.id), { id: c.id })),
  }),
]

/** On `configuracoes-niveis-competencia-faixa-salarial` (spec 002 §7 'Competency-level config per salary range'). */
export const ACOES_CONFIG_FAIXA = [
  defineAcao({
    nome: 'existe-criterio-avaliacao-competencia',
    metodo: 'GET',
    caminho: 'existe-criterio-avaliacao-competencia',
    resumo: 'Alguma competência da empresa (ou das competências em ?competenciasIds=1,2) tem comportamentos (critérios de avaliação)?',
    modo: 'ler',
    resposta: Schema.Boolean,
    executar: (ator, { query }) => {
      const ids = (query['competenciasIds'] ?? '').split(',').map((x) => Number(x.trim())).filter((n) => Number.isSafeInteger(n) && n > 0)
      return existeCriterio(ator.escopo, query['competenciasIds'] === undefined ? undefined : ids)
    },
  }),
]
