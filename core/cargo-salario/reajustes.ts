import { Effect, Either, Schema } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { data, decimal, opcoes, referencias, texto } from '../shared/campos.ts'
import { alterar, criar, listar, obter, remover } from '../shared/crud.ts'
import { RegraViolada, ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import { Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, montar, validar, type Registro } from '../shared/resource.ts'
import { faturamentosMensais, percentualDaFolha } from './faturamentos-mensais.ts'
import { configFaixaDaEmpresa, faixasSalariais, historicosFaixaSalarial, STATUS_AGUARDANDO, STATUS_CONFIRMADO } from './faixas-salariais.ts'
import { historicosIndice } from './indices.ts'
import { ReajustesEmLote, type ParcelaFolha, type SelecaoColetiva, type TabelaAlvo } from './reajustesEmLote.ts'
import {
  aplicarReajuste,
  calcularSalarioHistorico,
  CEM_PORCENTO,
  dividirArredondando,
  indiceDoSalario,
  registroDoHistorico,
  type FontesSalario,
  type HistoricoSalarialColaborador,
  percentualParaMilesimos,
  REAJUSTE_PERCENTUAL,
  REAJUSTE_VALOR,
  TIPO_SALARIO_VALOR,
  validarDissidio,
  VALOR_INVALIDO,
  type TipoReajuste,
} from './salario.ts'
import {
  exigirTransicao,
  reajustesFaixasSalariais,
  reajustesIndices,
  TIPO_REAJUSTE_FAIXA,
  TIPO_REAJUSTE_INDICE,
  TIPO_REAJUSTE_TALENTO,
  TIPOS_TABELA_REAJUSTE,
  tabelasReajustesColaboradores,
  type TipoTabelaReajuste,
} from './tabelas-reajustes-colaboradores.ts'

/**
 * Realignment use cases (spec 001 §5 "Bulk realignment", §7 Reajustes): collective movements fill a table with
 * lines, applying writes the dated history rows of employees, ranges or indices in one transaction, cancelling
 * removes exactly those rows, `aplicar-dissidio` does the three in one step, and `total-folha` says what the table
 * costs before it is applied. The transitions are the table's (tabelas-reajustes-colaboradores.ts).
 */

export const REAJUSTAR_POR = [
  { id: REAJUSTE_PERCENTUAL, name: 'Percentual' },
  { id: REAJUSTE_VALOR, name: 'Valor' },
] as const

export const TABELA_SEM_LINHAS = 'A tabela de reajuste não tem linhas.'
export const SO_O_ULTIMO = 'Só é possível cancelar o último reajuste aplicado deste tipo (cancele antes os posteriores).'
export const tabelaDeOutroTipo = (tipo: string) => `Esta tabela é de reajuste de ${tipo}.`
const nomes = (xs: ReadonlyArray<string>) => (xs.length > 5 ? `${xs.slice(0, 5).join(', ')} e mais ${xs.length - 5}` : xs.join(', '))
export const comHistoricoNaData = (xs: ReadonlyArray<string>) => `Já existe histórico na data do reajuste para: ${nomes(xs)}.`
export const foraDoContrato = (xs: ReadonlyArray<string>) => `Não estavam ativos na data do reajuste: ${nomes(xs)}.`

const comuns = {
  reajustarPor: opcoes({ label: 'Reajustar por', options: REAJUSTAR_POR, required: true }),
  /** Percentage (up to 3 decimals) by percentage; centavos by amount. */
  valorDissidio: decimal({ label: 'Valor', digitos: 12, casas: 3, required: true, obrigatorio: 'Valor é obrigatório' }),
}
const camposColaboradores = {
  estabelecimentosIds: referencias({ label: 'Estabelecimentos', resource: 'utilitario/estabelecimentos', min: 1, minMessage: 'Selecione ao menos um estabelecimento' }),
  areasOrganizacionaisIds: referencias({ label: 'Áreas Organizacionais', resource: 'cargo-salario/areas-organizacionais', min: 1, minMessage: 'Selecione ao menos uma área organizacional' }),
  ...comuns,
}
const camposFaixas = { cargosIds: referencias({ label: 'Cargos', resource: 'cargo-salario/cargos', min: 1, minMessage: 'Selecione ao menos um cargo' }), ...comuns }
const camposIndices = { indicesIds: referencias({ label: 'Índices', resource: 'cargo-salario/indices', min: 1, minMessage: 'Selecione ao menos um índice' }), ...comuns }

interface Quantia {
  readonly reajustarPor: TipoReajuste
  readonly valorDissidio: number
}
export const CorpoMovimentacaoColaboradores = montar(camposColaboradores, 'create') as Schema.Schema<Quantia & { readonly estabelecimentosIds: ReadonlyArray<number>; readonly areasOrganizacionaisIds: ReadonlyArray<number> }, Record<string, unknown>>
export const CorpoMovimentacaoFaixas = montar(camposFaixas, 'create') as Schema.Schema<Quantia & { readonly cargosIds: ReadonlyArray<number> }, Record<string, unknown>>
export const CorpoMovimentacaoIndices = montar(camposIndices, 'create') as Schema.Schema<Quantia & { readonly indicesIds: ReadonlyArray<number> }, Record<string, unknown>>

/**
 * The adjustment as core's arithmetic takes it: a percentage in thousandths, an amount in centavos; with the spec's
 * limits ('O valor não pode ser 0 (zero)', at most 999.999,99 or 999,999 %), on `valorDissidio`.
 */
export const quantiaDoCorpo = (b: Quantia): Either.Either<{ readonly tipo: TipoReajuste; readonly quantia: number }, ReadonlyArray<ErroCampo>> => {
  const quantia = b.reajustarPor === REAJUSTE_PERCENTUAL ? percentualParaMilesimos(b.valorDissidio) : b.valorDissidio
  const exata = b.reajustarPor === REAJUSTE_PERCENTUAL ? Math.abs(quantia - b.valorDissidio * 1000) < 1e-6 : Number.isInteger(b.valorDissidio)
  if (!exata) return Either.left([{ field: 'valorDissidio', message: VALOR_INVALIDO }])
  const erros = validarDissidio({ tipoReajuste: b.reajustarPor, valorDissidio: quantia }).map((e) => (e.field === 'tipoReajuste' ? { ...e, field: 'reajustarPor' } : e))
  return erros.length ? Either.left(erros) : Either.right({ tipo: b.reajustarPor, quantia })
}

const decodificarCorpo = <A>(schema: Schema.Schema<A, Record<string, unknown>>, corpo: unknown) =>
  Effect.gen(function* () {
    const b = yield* Either.match(validar(schema, corpo ?? {}), { onLeft: Effect.fail, onRight: Effect.succeed })
    const q = yield* Either.match(quantiaDoCorpo(b as Quantia), { onLeft: (e) => Effect.fail(ValidacaoFalhou.campos(e)), onRight: Effect.succeed })
    return { ...b, ...q }
  })

const alvo = (t: Registro): TabelaAlvo => ({ id: t.id, empresaId: Number(t.empresaId), data: String(t['data']), tipoReajuste: t['tipoReajuste'] as TipoTabelaReajuste })

/** The table, if the actor sees it, of this type (422 otherwise). */
const tabelaDoTipo = (ator: Ator, id: number, tipo: TipoTabelaReajuste) =>
  Effect.gen(function* () {
    const t = yield* obter(tabelasReajustesColaboradores, ator, id)
    if (t.tipoReajuste !== tipo) return yield* new RegraViolada({ message: tabelaDeOutroTipo(TIPOS_TABELA_REAJUSTE.find((x) => x.id === t.tipoReajuste)?.name ?? String(t.tipoReajuste)) })
    return t
  })

/** Writes in the table's company, whichever company the session is in. */
const naEmpresaDa = (ator: Ator, t: Registro): Ator => ({ ...ator, escopo: { ...ator.escopo, empresaId: Number(t.empresaId) } })

const emTransacao = <A, E, R>(e: Effect.Effect<A, E, R>) => Effect.flatMap(Repositorio, (repo) => repo.transaction(e))

// ---------------------------------------------------------------------------------------------------------
// Collective movements

/** POST {id}/movimentacao-reajuste-coletivo-colaborador: a line for everyone active in the establishments and areas. */
export const movimentarColaboradores = (ator: Ator, id: number, corpo: unknown) =>
  emTransacao(
    Effect.gen(function* () {
      const t = yield* tabelaDoTipo(ator, id, TIPO_REAJUSTE_TALENTO)
      yield* exigirTransicao(t, 'editarLinhas')
      const b = yield* decodificarCorpo(CorpoMovimentacaoColaboradores, corpo)
      const s: SelecaoColetiva = { estabelecimentosIds: b.estabelecimentosIds, areasOrganizacionaisIds: b.areasOrganizacionaisIds, tipo: b.tipo, quantia: b.quantia }
      const linhas = yield* (yield* ReajustesEmLote).montarColaboradores(alvo(t), s, ator.usuario.id)
      return { linhas }
    }),
  )

/** A line replaced by a movement: the old one goes first. */
const substituir = (ator: Ator, recurso: typeof reajustesFaixasSalariais | typeof reajustesIndices, tabelaId: number, chave: string, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const existentes = (yield* listar(recurso, ator, { filter: { tabelaReajusteColaboradorId: tabelaId, [chave]: [...ids] } })).rows
    for (const l of existentes) yield* remover(recurso, ator, l.id)
  })

/**
 * POST {id}/movimentacao-reajuste-coletivo-faixas-salariais: a line for each range of the cargos whose value on the
 * table's date is a value (type 3), adjusted; a range by index follows its index (realign the index instead).
 */
export const movimentarFaixas = (ator: Ator, id: number, corpo: unknown) =>
  emTransacao(
    Effect.gen(function* () {
      const t = yield* tabelaDoTipo(ator, id, TIPO_REAJUSTE_FAIXA)
      yield* exigirTransicao(t, 'editarLinhas')
      const b = yield* decodificarCorpo(CorpoMovimentacaoFaixas, corpo)
      const dia = String(t['data'])
      const faixas = (yield* listar(historicosFaixaSalarial, naEmpresaDa(ator, t), { filter: { vigenteEm: dia, empresaId: Number(t.empresaId) } })).rows
      const doCargo = new Set((yield* listar(faixasSalariais, ator, { filter: { cargoId: [...b.cargosIds], empresaId: Number(t.empresaId) } })).rows.map((f) => f.id))
      const alvos = faixas.filter((h) => doCargo.has(Number(h.faixaSalarialId)) && h.tipo === TIPO_SALARIO_VALOR && h.valor != null)
      yield* substituir(ator, reajustesFaixasSalariais, t.id, 'faixaSalarialId', alvos.map((h) => Number(h.faixaSalarialId)))
      const quem = naEmpresaDa(ator, t)
      for (const h of alvos) {
        yield* criar(reajustesFaixasSalariais, quem, { tabelaReajusteColaboradorId: t.id, faixaSalarialId: h.faixaSalarialId, tipo: TIPO_SALARIO_VALOR, valor: aplicarReajuste(Number(h.valor), b.tipo, b.quantia) })
      }
      return { linhas: alvos.length }
    }),
  )

/** POST {id}/movimentacao-reajuste-coletivo-indices: a line for each index with a value on the table's date, adjusted. */
export const movimentarIndices = (ator: Ator, id: number, corpo: unknown) =>
  emTransacao(
    Effect.gen(function* () {
      const t = yield* tabelaDoTipo(ator, id, TIPO_REAJUSTE_INDICE)
      yield* exigirTransicao(t, 'editarLinhas')
      const b = yield* decodificarCorpo(CorpoMovimentacaoIndices, corpo)
      const vigentes = (yield* listar(historicosIndice, naEmpresaDa(ator, t), { filter: { vigenteEm: String(t['data']), indiceId: [...b.indicesIds], empresaId: Number(t.empresaId) } })).rows
      yield* substituir(ator, reajustesIndices, t.id, 'indiceId', vigentes.map((h) => Number(h.indiceId)))
      const quem = naEmpresaDa(ator, t)
      for (const h of vigentes) {
        yield* criar(reajustesIndices, quem, { tabelaReajusteColaboradorId: t.id, indiceId: h.indiceId, valor: aplicarReajuste(Number(h.valor), b.tipo, b.quantia) })
      }
      return { linhas: vigentes.length }
    }),
  )

// ---------------------------------------------------------------------------------------------------------
// Apply and cancel

const marcarAplicada = (ator: Ator, t: Registro, confirmado: boolean) =>
  Effect.gen(function* () {
    const agora = yield* (yield* Relogio).agora
    return yield* alterar(tabelasReajustesColaboradores, ator, t.id, { situacao: 'A', aprovada: true, existeHistoricoConfirmado: confirmado, aplicadaEm: agora })
  })

const motivoDa = (t: Registro) => (t['dissidio'] === true ? 'DI' : 'RE')

/** POST {id}/aplicar-colaboradores: one history row per line on the table's date (reason Dissídio or Reajuste), one transaction. */
export const aplicarColaboradores = (ator: Ator, id: number) =>
  emTransacao(
    Effect.gen(function* () {
      const t = yield* tabelaDoTipo(ator, id, TIPO_REAJUSTE_TALENTO)
      yield* exigirTransicao(t, 'aplicar')
      const lote = yield* ReajustesEmLote
      const imp = yield* lote.impedimentos(alvo(t))
      if (!imp.linhas) return yield* new RegraViolada({ message: TABELA_SEM_LINHAS })
      if (imp.duplicados.length) return yield* new RegraViolada({ message: comHistoricoNaData(imp.duplicados) })
      if (imp.desligados.length) return yield* new RegraViolada({ message: foraDoContrato(imp.desligados) })
      yield* lote.aplicarColaboradores(alvo(t), motivoDa(t), ator.usuario.id)
      return yield* marcarAplicada(ator, t, true)
    }),
  )

/** A range or index table that may be applied, with its lines (none: 400). */
const paraAplicar = <R extends typeof reajustesFaixasSalariais | typeof reajustesIndices>(ator: Ator, id: number, tipo: TipoTabelaReajuste, recurso: R) =>
  Effect.gen(function* () {
    const t = yield* tabelaDoTipo(ator, id, tipo)
    yield* exigirTransicao(t, 'aplicar')
    const linhas = (yield* listar(recurso, ator, { filter: { tabelaReajusteColaboradorId: t.id } })).rows
    if (!linhas.length) return yield* new RegraViolada({ message: TABELA_SEM_LINHAS })
    return { t, linhas }
  })

const prefixar = (e: ValidacaoFalhou, nome: string) => new RegraViolada({ message: `${nome}: ${e.errors.map((x) => x.message).join('; ')}` })

/** POST {id}/aplicar-faixas-salariais: each range's next history row (waiting for the payroll's confirmation when the company is integrated). */
export const aplicarFaixas = (ator: Ator, id: number) =>
  emTransacao(
    Effect.gen(function* () {
      const { t, linhas } = yield* paraAplicar(ator, id, TIPO_REAJUSTE_FAIXA, reajustesFaixasSalariais)
      const integrada = (yield* configFaixaDaEmpresa(ator.escopo, Number(t.empresaId))).acIntegra
      const quem = naEmpresaDa(ator, t)
      for (const l of linhas) {
        const h = yield* Effect.catchTag(
          criar(historicosFaixaSalarial, quem, {
            faixaSalarialId: l.faixaSalarialId,
            data: t['data'],
            tipo: l.tipo,
            indiceId: l.indiceId,
            quantidade: l.quantidade,
            valor: l.valor,
            status: integrada ? STATUS_AGUARDANDO : STATUS_CONFIRMADO,
          }),
          'ValidacaoFalhou',
          (e) => Effect.fail(prefixar(e, String(l.nomeFaixa ?? l.faixaSalarialId))),
        )
        yield* alterar(reajustesFaixasSalariais, ator, l.id, { historicoId: h.id })
      }
      return yield* marcarAplicada(ator, t, !integrada)
    }),
  )

/** POST {id}/aplicar-indices: each index's next value on the table's date. */
export const aplicarIndices = (ator: Ator, id: number) =>
  emTransacao(
    Effect.gen(function* () {
      const { t, linhas } = yield* paraAplicar(ator, id, TIPO_REAJUSTE_INDICE, reajustesIndices)
      const quem = naEmpresaDa(ator, t)
      for (const l of linhas) {
        const h = yield* Effect.catchTag(criar(historicosIndice, quem, { indiceId: l.indiceId, data: t['data'], valor: l.valor }), 'ValidacaoFalhou', (e) =>
          Effect.fail(prefixar(e, String(l.nomeIndice ?? l.indiceId))),
        )
        yield* alterar(reajustesIndices, ator, l.id, { historicoId: h.id })
      }
      return yield* marcarAplicada(ator, t, true)
    }),
  )

/**
 * POST {id}/cancelar-reajuste: removes the history rows the table wrote (a row already removed by hand is skipped)
 * and makes it a draft again (situação Cancelada). Only the last applied table of its type: a later one was built on
 * the salaries this one wrote.
 */
export const cancelarReajuste = (ator: Ator, id: number) =>
  emTransacao(
    Effect.gen(function* () {
      const t = yield* obter(tabelasReajustesColaboradores, ator, id)
      yield* exigirTransicao(t, 'cancelar')
      if (t.ehUltimo === false) return yield* new RegraViolada({ message: SO_O_ULTIMO })
      if (t.tipoReajuste === TIPO_REAJUSTE_TALENTO) yield* (yield* ReajustesEmLote).cancelarColaboradores(alvo(t), ator.usuario.id)
      else {
        const [linhas, historicos] =
          t.tipoReajuste === TIPO_REAJUSTE_FAIXA ? [reajustesFaixasSalariais, historicosFaixaSalarial] as const : [reajustesIndices, historicosIndice] as const
        for (const l of (yield* listar(linhas, ator, { filter: { tabelaReajusteColaboradorId: t.id } })).rows) {
          if (l.historicoId == null) continue
          yield* Effect.catchTag(remover(historicos, naEmpresaDa(ator, t), Number(l.historicoId)), 'NaoEncontrado', () => Effect.void)
          yield* alterar(linhas, ator, l.id, { historicoId: null })
        }
      }
      return yield* alterar(tabelasReajustesColaboradores, ator, t.id, { situacao: 'X', aprovada: false, existeHistoricoConfirmado: false, aplicadaEm: null })
    }),
  )

// ---------------------------------------------------------------------------------------------------------
// aplicar-dissidio: a dissídio table built and applied in one step

const camposDissidio = {
  nome: texto({ label: 'Título', max: 100, required: true }),
  data: data({ label: 'Data', required: true }),
  tipoReajuste: opcoes({ label: 'Tipo de reajuste', options: TIPOS_TABELA_REAJUSTE, required: true }),
  estabelecimentosIds: referencias({ label: 'Estabelecimentos', resource: 'utilitario/estabelecimentos' }),
  areasOrganizacionaisIds: referencias({ label: 'Áreas Organizacionais', resource: 'cargo-salario/areas-organizacionais' }),
  cargosIds: referencias({ label: 'Cargos', resource: 'cargo-salario/cargos' }),
  indicesIds: referencias({ label: 'Índices', resource: 'cargo-salario/indices' }),
  ...comuns,
}
export const CorpoAplicarDissidio = montar(camposDissidio, 'create') as Schema.Schema<
  Quantia & {
    readonly nome: string
    readonly data: string
    readonly tipoReajuste: TipoTabelaReajuste
    readonly estabelecimentosIds: ReadonlyArray<number>
    readonly areasOrganizacionaisIds: ReadonlyArray<number>
    readonly cargosIds: ReadonlyArray<number>
    readonly indicesIds: ReadonlyArray<number>
  },
  Record<string, unknown>
>

/**
 * POST aplicar-dissidio (spec 001 §7, for employee, range and index): creates a dissídio table, fills it with the
 * collective movement of its type and applies it, all or nothing. Answers the applied table.
 */
export const aplicarDissidio = (ator: Ator, corpo: unknown) =>
  emTransacao(
    Effect.gen(function* () {
      const b = yield* Either.match(validar(CorpoAplicarDissidio, corpo ?? {}), { onLeft: Effect.fail, onRight: Effect.succeed })
      const t = yield* criar(tabelasReajustesColaboradores, ator, { nome: b.nome, data: b.data, tipoReajuste: b.tipoReajuste, dissidio: true })
      const quantia = { reajustarPor: b.reajustarPor, valorDissidio: b.valorDissidio }
      if (b.tipoReajuste === TIPO_REAJUSTE_TALENTO) {
        yield* movimentarColaboradores(ator, t.id, { ...quantia, estabelecimentosIds: b.estabelecimentosIds, areasOrganizacionaisIds: b.areasOrganizacionaisIds })
        return yield* aplicarColaboradores(ator, t.id)
      }
      if (b.tipoReajuste === TIPO_REAJUSTE_FAIXA) {
        yield* movimentarFaixas(ator, t.id, { ...quantia, cargosIds: b.cargosIds })
        return yield* aplicarFaixas(ator, t.id)
      }
      yield* movimentarIndices(ator, t.id, { ...quantia, indicesIds: b.indicesIds })
      return yield* aplicarIndices(ator, t.id)
    }),
  )

// ---------------------------------------------------------------------------------------------------------
// total-folha: what the table costs

/** Current and proposed sums (centavos) with the difference in R$ and in % (2 decimals; null over zero). */
export interface Comparacao {
  readonly quantidade: number
  readonly atual: number
  readonly proposto: number
  readonly diferenca: number
  readonly percentual: number | null
}

/** (proposto − atual) / atual in percent with 2 decimals, halves away from zero. */
export const percentualDe = (atual: number, proposto: number): number | null =>
  atual === 0 ? null : Number(dividirArredondando(BigInt(proposto - atual) * BigInt(CEM_PORCENTO / 10), BigInt(atual))) / 100

export const comparar = (quantidade: number, atual: number, proposto: number): Comparacao => ({ quantidade, atual, proposto, diferenca: proposto - atual, percentual: percentualDe(atual, proposto) })

/** The sums of parts: the table's total is the sum of its lines, whichever way they are grouped. */
export const somar = (partes: ReadonlyArray<Pick<ParcelaFolha, 'quantidade' | 'atual' | 'proposto'>>): Comparacao =>
  comparar(
    partes.reduce((s, p) => s + p.quantidade, 0),
    partes.reduce((s, p) => s + p.atual, 0),
    partes.reduce((s, p) => s + p.proposto, 0),
  )

const Parte = Schema.Struct({
  id: Schema.NullOr(Schema.Number),
  nome: Schema.String,
  quantidade: Schema.Number,
  atual: Schema.Number,
  proposto: Schema.Number,
  diferenca: Schema.Number,
  percentual: Schema.NullOr(Schema.Number),
})
const Total = Schema.Struct({ quantidade: Schema.Number, atual: Schema.Number, proposto: Schema.Number, diferenca: Schema.Number, percentual: Schema.NullOr(Schema.Number) })
export const RespostaTotalFolha = Schema.Struct({
  tabelaId: Schema.Number,
  data: Schema.String,
  /** The table's lines. */
  total: Total,
  porArea: Schema.Array(Parte),
  porEstabelecimento: Schema.Array(Parte),
  /** The company's monthly payroll on the date, before and after the table. */
  folhaEmpresa: Total,
  /** The last monthly billing up to the table's month and the company's payroll over it before and after (%); null when none. */
  faturamento: Schema.NullOr(Schema.Struct({ mesAno: Schema.String, valor: Schema.Number, antes: Schema.NullOr(Schema.Number), depois: Schema.NullOr(Schema.Number) })),
})
export type RespostaTotalFolha = Schema.Schema.Type<typeof RespostaTotalFolha>

const parte = (p: ParcelaFolha) => ({ id: p.id, nome: p.nome, ...comparar(p.quantidade, p.atual, p.proposto) })

/**
 * What an index table does to an employee whose history row `h` is in force on the table's `data`: nothing
 * (undefined) unless their salary then follows one of the table's indices (`novos`: index id → proposed value),
 * paid by it (type 2) or by a salary range whose value then is that index × a quantity (type 1); else their salary
 * now (0 when none can be computed) and with the index at its proposed value, both by `calcularSalarioHistorico`.
 * The SQL of `total-folha` (adapters/cargo-salario/reajustes.ts) sums the same; a contract test holds them equal.
 */
export const efeitoDoReajusteDeIndices = (
  h: HistoricoSalarialColaborador,
  data: string,
  fontes: FontesSalario,
  novos: ReadonlyMap<number, number>,
): { readonly atual: number; readonly proposto: number } | undefined => {
  const registro = registroDoHistorico(h)
  const indiceId = indiceDoSalario(registro, data, fontes)
  const novo = indiceId === undefined ? undefined : novos.get(indiceId)
  if (indiceId === undefined || novo === undefined) return undefined
  const proposto = calcularSalarioHistorico(registro, data, { ...fontes, historicosIndice: new Map([[indiceId, [{ data, valor: novo }]]]) })
  return proposto === undefined ? undefined : { atual: calcularSalarioHistorico(registro, data, fontes) ?? 0, proposto }
}

/** The billing of month `mesAno` or, not billed, of the last month billed before it (the last 20 years looked at). */
const faturamentoAte = (ator: Ator, mesAno: string) =>
  Effect.map(listar(faturamentosMensais, ator, { filter: {}, sort: { field: 'mesAno', order: 'DESC' }, range: { offset: 0, limit: 240 } }), (l) => {
    const f = l.rows.find((x) => String(x['mesAno']) <= mesAno)
    return f ? { mesAno: String(f['mesAno']), valor: Number(f['valor']) } : null
  })

/**
 * GET {id}/total-folha: the monthly payroll before and after the table (its lines by area and by establishment, and
 * the whole company's payroll on the date, also over its latest monthly billing), so the analyst sees the cost before
 * applying it. For ranges, the employees paid by them; for indices, those paid by them and those paid by a range whose
 * value is one of them × a quantity (`efeitoDoReajusteDeIndices`).
 */
export const totalFolha = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const t = yield* obter(tabelasReajustesColaboradores, ator, id)
    const s = yield* (yield* ReajustesEmLote).somasFolha(alvo(t), { ...ator.escopo, empresasVisiveis: [Number(t.empresaId)] })
    const total = somar(s.porArea)
    const folhaEmpresa = comparar(s.talentosEmpresa, s.folhaEmpresa, s.folhaEmpresa + total.diferenca)
    const fat = yield* faturamentoAte(naEmpresaDa(ator, t), String(t['data']).slice(0, 7))
    return {
      tabelaId: t.id,
      data: String(t['data']),
      total,
      porArea: s.porArea.map(parte),
      porEstabelecimento: s.porEstabelecimento.map(parte),
      folhaEmpresa,
      faturamento: fat && { ...fat, antes: percentualDaFolha(folhaEmpresa.atual, fat.valor), depois: percentualDaFolha(folhaEmpresa.proposto, fat.valor) },
    } satisfies RespostaTotalFolha
  })

/** What a collective movement answers: how many lines it put in the table. */
const LinhasIncluidas = Schema.Struct({ linhas: Schema.Number })

export const ACOES_TABELAS_REAJUSTE = [
  defineAcao({ nome: 'total-folha', metodo: 'GET', caminho: ':id/total-folha', resumo: 'Folha mensal antes e depois da tabela, por área e por estabelecimento', modo: 'ler', resposta: RespostaTotalFolha, executar: (ator, { id }) => totalFolha(ator, id) }),
  defineAcao({
    nome: 'movimentacao-reajuste-coletivo-colaborador',
    metodo: 'POST',
    caminho: ':id/movimentacao-reajuste-coletivo-colaborador',
    resumo: 'Inclui na tabela uma linha por talento ativo dos estabelecimentos e áreas, reajustado por percentual ou valor',
    modo: 'escrever',
    corpo: CorpoMovimentacaoColaboradores,
    validadoNoCaso: true,
    resposta: LinhasIncluidas,
    executar: (ator, { id, corpo }) => movimentarColaboradores(ator, id, corpo),
  }),
  defineAcao({
    nome: 'movimentacao-reajuste-coletivo-faixas-salariais',
    metodo: 'POST',
    caminho: ':id/movimentacao-reajuste-coletivo-faixas-salariais',
    resumo: 'Inclui na tabela as faixas (por valor) dos cargos, reajustadas por percentual ou valor',
    modo: 'escrever',
    corpo: CorpoMovimentacaoFaixas,
    validadoNoCaso: true,
    resposta: LinhasIncluidas,
    executar: (ator, { id, corpo }) => movimentarFaixas(ator, id, corpo),
  }),
  defineAcao({
    nome: 'movimentacao-reajuste-coletivo-indices',
    metodo: 'POST',
    caminho: ':id/movimentacao-reajuste-coletivo-indices',
    resumo: 'Inclui na tabela os índices, reajustados por percentual ou valor',
    modo: 'escrever',
    corpo: CorpoMovimentacaoIndices,
    validadoNoCaso: true,
    resposta: LinhasIncluidas,
    executar: (ator, { id, corpo }) => movimentarIndices(ator, id, corpo),
  }),
  defineAcao({ nome: 'aplicar-colaboradores', metodo: 'POST', caminho: ':id/aplicar-colaboradores', resumo: 'Aplica a tabela: um histórico por talento na data, numa transação', modo: 'escrever', resposta: 'registro', executar: (ator, { id }) => aplicarColaboradores(ator, id) }),
  defineAcao({ nome: 'aplicar-faixas-salariais', metodo: 'POST', caminho: ':id/aplicar-faixas-salariais', resumo: 'Aplica a tabela: um histórico por faixa salarial na data', modo: 'escrever', resposta: 'registro', executar: (ator, { id }) => aplicarFaixas(ator, id) }),
  defineAcao({ nome: 'aplicar-indices', metodo: 'POST', caminho: ':id/aplicar-indices', resumo: 'Aplica a tabela: um histórico por índice na data', modo: 'escrever', resposta: 'registro', executar: (ator, { id }) => aplicarIndices(ator, id) }),
  defineAcao({ nome: 'cancelar-reajuste', metodo: 'POST', caminho: ':id/cancelar-reajuste', resumo: 'Cancela o reajuste aplicado: remove exatamente os históricos que a tabela gravou', modo: 'escrever', resposta: 'registro', executar: (ator, { id }) => cancelarReajuste(ator, id) }),
  defineAcao({
    nome: 'aplicar-dissidio',
    metodo: 'POST',
    caminho: 'aplicar-dissidio',
    resumo: 'Cria, preenche e aplica numa etapa uma tabela de dissídio (talento, faixa salarial ou índice)',
    modo: 'escrever',
    corpo: CorpoAplicarDissidio,
    validadoNoCaso: true,
    status: 201,
    resposta: 'registro',
    executar: (ator, { corpo }) => aplicarDissidio(ator, corpo),
  }),
]

