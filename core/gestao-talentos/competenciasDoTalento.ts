import { Effect, Schema } from 'effect'
import { colaboradores, historicosDoTalento } from '../cargo-salario/colaboradores.ts'
import { competencias } from '../cargo-salario/competencias.ts'
import { aderencia, compararCompetencias, dadosRadar, nomeDaSituacao, type ConfigCompetenciaColaborador, type Nivel } from '../cargo-salario/competenciasRegras.ts'
import { CompetenciaDaGrade, competenciasDaGrade, configDaFaixaEm } from '../cargo-salario/configurarCompetencias.ts'
import { faixasSalariais } from '../cargo-salario/faixas-salariais.ts'
import { cargos } from '../cargo-salario/cargos.ts'
import { cargoEFaixa } from '../cargo-salario/relatorios/comum.ts'
import { dataDaConsulta, niveisEmVigorEm, niveisRegistrados } from '../cargo-salario/niveisEmVigor.ts'
import type { Ator, Escopo } from '../shared/ator.ts'
import { obter } from '../shared/crud.ts'
import { ValidacaoFalhou } from '../shared/erros.ts'
import { Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao } from '../shared/resource.ts'
import { configuracoesNiveisCompetenciaColaborador as configTalento } from './configuracoes-niveis-competencia-colaborador.ts'

/**
 * An employee's competencies against their salary range (spec 001 §2 'Competency radar chart (talent versus
 * required by position/salary range)', §3 'Radar data'): the employee's configuration on a date compared with the
 * configuration of the range they held then, in force on that date; and the grid for recording an employee's levels.
 */

const Nivel_ = Schema.Struct({ id: Schema.Number, descricao: Schema.String, ordem: Schema.Number, percentual: Schema.NullOr(Schema.Number) })

export const ComparacaoLida = Schema.Struct({
  competenciaId: Schema.Number,
  competencia: Schema.String,
  tipo: Schema.String,
  peso: Schema.NullOr(Schema.Number),
  nivelExigido: Schema.NullOr(Schema.String),
  ordemExigida: Schema.NullOr(Schema.Number),
  nivelTalento: Schema.NullOr(Schema.String),
  ordemTalento: Schema.NullOr(Schema.Number),
  situacao: Schema.String,
  nomeSituacao: Schema.String,
})

export const CompetenciasDoTalento = Schema.Struct({
  configuracaoId: Schema.Number,
  colaboradorId: Schema.Number,
  data: Schema.String,
  faixaSalarialId: Schema.NullOr(Schema.Number),
  nomeFaixa: Schema.NullOr(Schema.String),
  /** The range's configuration compared with (in force on the employee's date), if any. */
  configuracaoFaixaId: Schema.NullOr(Schema.Number),
  dataConfiguracaoFaixa: Schema.NullOr(Schema.String),
  comparacoes: Schema.Array(ComparacaoLida),
  radar: Schema.Struct({
    labels: Schema.Array(Schema.String),
    competenciasColaborador: Schema.Array(Schema.Number),
    competenciasFaixaSalariais: Schema.Array(Schema.Number),
    eixo: Schema.Struct({ min: Schema.Literal(0), max: Schema.Number, passo: Schema.Literal(1) }),
  }),
  /** % of what the range requires that the employee meets (weights × orders); null when nothing is required. */
  aderencia: Schema.NullOr(Schema.Number),
})
export type CompetenciasDoTalento = Schema.Schema.Type<typeof CompetenciasDoTalento>

/** The employee's configuration `id` compared with their range's (the radar and the table of the employee's page). */
export const competenciasDoTalento = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const c = yield* obter(configTalento, ator, id)
    const escopo: Escopo = { ...ator.escopo, empresaId: Number(c.empresaId) }
    const data = String(c.data)
    const faixaId = c.faixaSalarialId ?? null
    const niveisTalento = yield* niveisEmVigorEm(escopo, data)
    const cf = faixaId ? yield* configDaFaixaEm(escopo, faixaId, data) : undefined
    const niveisFaixa: ReadonlyArray<Nivel> = cf ? yield* niveisEmVigorEm(escopo, cf.data) : []
    const comparacoes = compararCompetencias({
      exigidas: cf?.configsNiveisCompetencias ?? [],
      niveisFaixa,
      talento: (c.configsNiveisCompetencias ?? []) as ReadonlyArray<ConfigCompetenciaColaborador>,
      niveisTalento,
    })
    const repo = yield* Repositorio
    const ids = comparacoes.map((x) => x.competenciaId)
    const itens = ids.length ? (yield* repo.list(competencias, escopo, { filter: { id: ids } })).rows : []
    const nomes = new Map(itens.map((x) => [x.id, String(x.nome)]))
    const tipos = new Map(itens.map((x) => [x.id, String(x.tipo)]))
    const descricoes = new Map((yield* niveisRegistrados(escopo)).map((n) => [n.id, n.descricao]))
    const faixa = faixaId ? yield* Effect.either(repo.get(faixasSalariais, escopo, faixaId)) : undefined
    // 'Cargo / Faixa': range names repeat across cargos ('I', 'Júnior').
    const cargoDaFaixa = faixa?._tag === 'Right' ? yield* Effect.either(repo.get(cargos, escopo, Number(faixa.right.cargoId))) : undefined
    const r: CompetenciasDoTalento = {
      configuracaoId: c.id,
      colaboradorId: Number(c.colaboradorId),
      data,
      faixaSalarialId: faixaId,
      nomeFaixa: faixa?._tag === 'Right' ? cargoEFaixa(cargoDaFaixa?._tag === 'Right' ? cargoDaFaixa.right.nome : null, faixa.right.nome) ?? String(faixa.right.nome) : null,
      configuracaoFaixaId: cf?.id ?? null,
      dataConfiguracaoFaixa: cf?.data ?? null,
      comparacoes: comparacoes.map((x) => ({
        competenciaId: x.competenciaId,
        competencia: nomes.get(x.competenciaId) ?? `#${x.competenciaId}`,
        tipo: tipos.get(x.competenciaId) ?? '',
        peso: x.peso,
        nivelExigido: x.nivelExigidoId === null ? null : (descricoes.get(x.nivelExigidoId) ?? null),
        ordemExigida: x.ordemExigida,
        nivelTalento: x.nivelTalentoId === null ? null : (descricoes.get(x.nivelTalentoId) ?? null),
        ordemTalento: x.ordemTalento,
        situacao: x.situacao,
        nomeSituacao: nomeDaSituacao(x.situacao),
      })),
      radar: dadosRadar(comparacoes, nomes, [...niveisTalento, ...niveisFaixa]),
      aderencia: aderencia(comparacoes),
    }
    return r
  })

/** The grid of an employee on a date: what their range then requires in each competency, and what they show then. */
export const GradeTalento = Schema.Struct({
  data: Schema.String,
  colaboradorId: Schema.Number,
  nomeColaborador: Schema.String,
  faixaSalarialId: Schema.NullOr(Schema.Number),
  nomeFaixa: Schema.NullOr(Schema.String),
  niveis: Schema.Array(Nivel_),
  competencias: Schema.Array(Schema.extend(CompetenciaDaGrade, Schema.Struct({ nivelExigidoId: Schema.NullOr(Schema.Number) }))),
  configuracao: Schema.NullOr(
    Schema.Struct({
      id: Schema.Number,
      data: Schema.String,
      configsNiveisCompetencias: Schema.Array(Schema.Struct({ competenciaId: Schema.Number, nivelCompetenciaId: Schema.Number, comentario: Schema.optional(Schema.String) })),
    }),
  ),
})

export const TALENTO_OBRIGATORIO = 'Talento é obrigatório'

/**
 * The grid for recording an employee's levels on `data` (today when absent): the levels in force then; the company's
 * CHA items, those the range (held then) requires first with the required level, then the cargo's; the employee's
 * configuration in force then.
 */
export const gradeDoTalento = (ator: Ator, colaboradorId: number, data?: string) =>
  Effect.gen(function* () {
    const t = yield* obter(colaboradores, ator, colaboradorId)
    const escopo: Escopo = { ...ator.escopo, empresaId: Number(t.empresaId) }
    const dia = data ?? (yield* (yield* Relogio).hoje)
    const posicao = (yield* historicosDoTalento(escopo, colaboradorId)).filter((h) => String(h.data) <= dia).at(-1)
    const faixaId = posicao?.['faixaSalarialId'] == null ? null : Number(posicao['faixaSalarialId'])
    const repo = yield* Repositorio
    const faixa = faixaId ? yield* Effect.either(repo.get(faixasSalariais, escopo, faixaId)) : undefined
    const cargo = posicao ? yield* Effect.either(repo.get(cargos, escopo, Number(posicao['cargoId']))) : undefined
    const cf = faixaId ? yield* configDaFaixaEm(escopo, faixaId, dia) : undefined
    const exigido = new Map((cf?.configsNiveisCompetencias ?? []).map((x) => [x.competenciaId, x.nivelCompetenciaId]))
    const itens = (yield* competenciasDaGrade(escopo, cargo?._tag === 'Right' ? cargo.right : undefined))
      .map((x) => ({ ...x, nivelExigidoId: exigido.get(x.competenciaId) ?? null }))
      .sort((a, b) => Number(b.nivelExigidoId !== null) - Number(a.nivelExigidoId !== null))
    const atual = (yield* repo.list(configTalento, escopo, { filter: { colaboradorId, vigenteEm: dia } })).rows[0]
    return {
      data: dia,
      colaboradorId,
      nomeColaborador: String(t.nome),
      faixaSalarialId: faixaId,
      nomeFaixa: faixa?._tag === 'Right' ? cargoEFaixa(cargo?._tag === 'Right' ? cargo.right.nome : null, faixa.right.nome) ?? String(faixa.right.nome) : null,
      niveis: [...(yield* niveisEmVigorEm(escopo, dia))],
      competencias: itens,
      configuracao: atual
        ? { id: atual.id, data: String(atual.data), configsNiveisCompetencias: (atual.configsNiveisCompetencias ?? []) as ReadonlyArray<{ competenciaId: number; nivelCompetenciaId: number; comentario?: string }> }
        : null,
    } satisfies Schema.Schema.Type<typeof GradeTalento>
  })

export const ACOES_COMPETENCIAS_TALENTO = [
  defineAcao({
    nome: 'radar',
    metodo: 'GET',
    caminho: ':id/radar',
    resumo: 'Competências do talento nesta configuração contra as exigidas pela faixa salarial dele na data (radar, tabela e aderência)',
    modo: 'ler',
    resposta: CompetenciasDoTalento,
    executar: (ator, { id }) => competenciasDoTalento(ator, id),
  }),
  defineAcao({
    nome: 'info',
    metodo: 'GET',
    caminho: 'info',
    resumo: 'A grade de um talento numa data (?colaboradorId=&data=): níveis em vigor, competências exigidas pela faixa dele, configuração em vigor',
    modo: 'ler',
    resposta: GradeTalento,
    executar: (ator, { query }) =>
      Effect.gen(function* () {
        const id = Number(query['colaboradorId'])
        if (!Number.isSafeInteger(id) || id <= 0) return yield* ValidacaoFalhou.campo('colaboradorId', TALENTO_OBRIGATORIO)
        return yield* gradeDoTalento(ator, id, yield* dataDaConsulta(query))
      }),
  }),
]
