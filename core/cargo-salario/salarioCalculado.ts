import { Effect, Either, Schema } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { data, decimal, dinheiro, opcoes, referencia } from '../shared/campos.ts'
import { filtroDaQuery } from '../shared/consulta.ts'
import { listar, obter } from '../shared/crud.ts'
import { Relogio } from '../shared/ports.ts'
import { defineAcao, defineResource, validar, type Entrada } from '../shared/resource.ts'
import { colaboradores, historicosDoTalento, TIPOS_SALARIO } from './colaboradores.ts'
import { faixasSalariais, historicosFaixaSalarial } from './faixas-salariais.ts'
import { historicosIndice } from './indices.ts'
import {
  calcularSalarioHistorico,
  salarioDoColaboradorEm,
  type FontesSalario,
  type HistoricoFaixaSalarial,
  type HistoricoIndice,
  type HistoricoSalarialColaborador,
  type RegistroSalarial,
  TIPO_SALARIO_CARGO,
  TIPO_SALARIO_INDICE,
} from './salario.ts'

/**
 * The salary function over stored histories (spec 001 §7 `faixas-salariais/calcularSalarioHistorico`,
 * `salario-calculado`): reads the rows the record needs (its range's history, the indices' histories) within the
 * actor's companies and values the record with `calcularSalarioHistorico`. `salario` is null when a needed row is
 * missing (a range without history on that date, an index without value yet).
 */

export const SalarioCalculado = Schema.Struct({
  data: Schema.String,
  /** Centavos; null when it cannot be known on that date. */
  salario: Schema.NullOr(Schema.Number),
})
export type SalarioCalculado = typeof SalarioCalculado.Type

const agrupar = <T>(rows: ReadonlyArray<Record<string, unknown>>, chave: string, ler: (r: Record<string, unknown>) => T) => {
  const m = new Map<number, T[]>()
  for (const r of rows) {
    const id = Number(r[chave])
    m.set(id, [...(m.get(id) ?? []), ler(r)])
  }
  return m
}

const doHistoricoFaixa = (r: Record<string, unknown>): HistoricoFaixaSalarial => ({
  data: String(r['data']),
  tipo: Number(r['tipo']) as HistoricoFaixaSalarial['tipo'],
  indiceId: r['indiceId'] == null ? null : Number(r['indiceId']),
  quantidade: r['quantidade'] == null ? null : Number(r['quantidade']),
  valor: r['valor'] == null ? null : Number(r['valor']),
})

/** The histories of these ranges and of every index they or the records use, read within the actor's companies. */
export const fontesPara = (ator: Ator, registros: ReadonlyArray<RegistroSalarial>) =>
  Effect.gen(function* () {
    const faixas = [...new Set(registros.flatMap((r) => (r.tipo === TIPO_SALARIO_CARGO && r.faixaSalarialId != null ? [r.faixaSalarialId] : [])))]
    const hf = faixas.length ? (yield* listar(historicosFaixaSalarial, ator, { filter: { faixaSalarialId: faixas } })).rows : []
    const historicosFaixas = agrupar(hf, 'faixaSalarialId', doHistoricoFaixa)
    const indices = [
      ...new Set([
        ...registros.flatMap((r) => (r.tipo === TIPO_SALARIO_INDICE && r.indiceId != null ? [r.indiceId] : [])),
        ...hf.flatMap((h) => (h.tipo === TIPO_SALARIO_INDICE && h.indiceId != null ? [Number(h.indiceId)] : [])),
      ]),
    ]
    const hi = indices.length ? (yield* listar(historicosIndice, ator, { filter: { indiceId: indices } })).rows : []
    const historicosIndiceMap = agrupar(hi, 'indiceId', (r): HistoricoIndice => ({ data: String(r['data']), valor: Number(r['valor']) }))
    return { historicosFaixas, historicosIndice: historicosIndiceMap } satisfies FontesSalario
  })

const hojeSe = (d: string | undefined) => (d ? Effect.succeed(d) : Effect.flatMap(Relogio, (r) => r.hoje))

const lerQuery = <A>(schema: Schema.Schema<A, Record<string, unknown>>, campos: Parameters<typeof filtroDaQuery>[0], query: Readonly<Record<string, string>>) =>
  Either.match(validar(schema, filtroDaQuery(campos, query)), { onLeft: Effect.fail, onRight: Effect.succeed })

const camposCalculo = {
  tipoSalario: opcoes({ label: 'Tipo de Salário', options: TIPOS_SALARIO, required: true }),
  faixaSalarialId: referencia({ label: 'Faixa Salarial', resource: 'cargo-salario/faixas-salariais', feminino: true }),
  indiceId: referencia({ label: 'Índice', resource: 'cargo-salario/indices' }),
  quantidade: decimal({ label: 'Quantidade', digitos: 10, casas: 4, feminino: true }),
  salario: dinheiro({ label: 'Salário' }),
  data: data({ label: 'Data' }),
}
/** The query of `salario-calculado` (validated with the fields' messages). */
export const ConsultaSalarioCalculado = defineResource({
  name: 'cargo-salario/salario-calculado',
  table: '',
  label: 'Salário calculado',
  labelSingular: 'Salário calculado',
  scope: 'global',
  authority: null,
  fields: camposCalculo,
})
type EntradaCalculo = Entrada<typeof camposCalculo>

const camposData = { data: data({ label: 'Data' }) }
const ConsultaData = defineResource({ name: 'cargo-salario/data', table: '', label: 'Data', labelSingular: 'Data', scope: 'global', authority: null, fields: camposData })

/** GET salario-calculado: the salary of a record given by type (1 range, 2 index × quantity, 3 value) on a date (today by default). */
export const salarioCalculado = (ator: Ator, query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const q: EntradaCalculo = yield* lerQuery(ConsultaSalarioCalculado.createSchema as Schema.Schema<EntradaCalculo, Record<string, unknown>>, camposCalculo, query)
    const dia = yield* hojeSe(q.data)
    const registro: RegistroSalarial = { tipo: q.tipoSalario, faixaSalarialId: q.faixaSalarialId ?? null, indiceId: q.indiceId ?? null, quantidade: q.quantidade ?? null, valor: q.salario ?? null }
    const salario = calcularSalarioHistorico(registro, dia, yield* fontesPara(ator, [registro]))
    return { data: dia, salario: salario ?? null } satisfies SalarioCalculado
  })

/** GET faixas-salariais/calcularSalarioHistorico?faixaSalarialId=&data=: a range's value on a date (404 for a range the actor cannot see). */
export const valorDaFaixa = (ator: Ator, query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const id = /^[1-9]\d{0,9}$/.test(query['faixaSalarialId'] ?? '') ? Number(query['faixaSalarialId']) : 0
    const { data: d } = yield* lerQuery(ConsultaData.createSchema as Schema.Schema<{ readonly data?: string }, Record<string, unknown>>, camposData, query)
    yield* obter(faixasSalariais, ator, id)
    const dia = yield* hojeSe(d)
    const registro: RegistroSalarial = { tipo: TIPO_SALARIO_CARGO, faixaSalarialId: id }
    return { data: dia, salario: calcularSalarioHistorico(registro, dia, yield* fontesPara(ator, [registro])) ?? null } satisfies SalarioCalculado
  })

/** GET {id}/salario-calculado?data=: an employee's salary on a date, from their history row in force then. */
export const salarioDoColaborador = (ator: Ator, colaboradorId: number, query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const { data: d } = yield* lerQuery(ConsultaData.createSchema as Schema.Schema<{ readonly data?: string }, Record<string, unknown>>, camposData, query)
    const talento = yield* obter(colaboradores, ator, colaboradorId)
    const dia = yield* hojeSe(d)
    // The whole history of a person the actor sees: a manager's employee transferred in was paid elsewhere before.
    const rows = yield* historicosDoTalento({ ...ator.escopo, empresasVisiveis: [Number(talento.empresaId)] }, colaboradorId)
    const historicos = rows.map(
      (h): HistoricoSalarialColaborador => ({
        data: String(h['data']),
        tipoSalario: Number(h['tipoSalario']) as HistoricoSalarialColaborador['tipoSalario'],
        faixaSalarialId: h['faixaSalarialId'] == null ? null : Number(h['faixaSalarialId']),
        indiceId: h['indiceId'] == null ? null : Number(h['indiceId']),
        quantidade: h['quantidade'] == null ? null : Number(h['quantidade']),
        salario: h['salario'] == null ? null : Number(h['salario']),
      }),
    )
    const registros = historicos.map((h) => ({ tipo: h.tipoSalario, faixaSalarialId: h.faixaSalarialId ?? null, indiceId: h.indiceId ?? null }))
    return { data: dia, salario: salarioDoColaboradorEm(historicos, dia, yield* fontesPara(ator, registros)) ?? null } satisfies SalarioCalculado
  })

/** On cargos (spec 001 §7 Jobs). */
export const ACOES_SALARIO_CARGO = [
  defineAcao({
    nome: 'calcularSalarioHistorico',
    metodo: 'GET',
    caminho: 'faixas-salariais/calcularSalarioHistorico',
    resumo: 'Valor de uma faixa salarial numa data (faixaSalarialId, data; hoje por padrão)',
    modo: 'ler',
    resposta: SalarioCalculado,
    executar: (ator, { query }) => valorDaFaixa(ator, query),
  }),
]

/** On employees (spec 001 §7 Reajustes `salario-calculado`). */
export const ACOES_SALARIO_COLABORADOR = [
  defineAcao({
    nome: 'salario-calculado',
    metodo: 'GET',
    caminho: 'salario-calculado',
    resumo: 'Salário por tipo numa data (tipoSalario, faixaSalarialId, indiceId, quantidade, salario, data)',
    modo: 'ler',
    resposta: SalarioCalculado,
    executar: (ator, { query }) => salarioCalculado(ator, query),
  }),
  defineAcao({
    nome: 'salario-calculado-do-colaborador',
    metodo: 'GET',
    caminho: ':id/salario-calculado',
    resumo: 'Salário do talento numa data, pelo histórico vigente (data; hoje por padrão)',
    modo: 'ler',
    resposta: SalarioCalculado,
    executar: (ator, { id, query }) => salarioDoColaborador(ator, id, query),
  }),
]
