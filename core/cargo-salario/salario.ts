import type { ErroCampo } from '../shared/erros.ts'
import { ehDataValida } from '../shared/datas.ts'
import { formatarDecimal } from '../shared/formatos.ts'

/**
 * Salary rules. Money is integer centavos. Percentages are integer thousandths of a percent ("milésimos"):
 * 12,5 % = 12500, 999,999 % = 999999, so the spec's 3 decimals are exact.
 *
 * Rounding rule (the only one used for money): exact rational arithmetic on BigInt, then rounding to the
 * nearest centavo with halves away from zero ("arredondamento comercial", half-up on the absolute value),
 * e.g. R$ 10,05 × 50 % = 5,025 → R$ 5,03.
 */

export type TipoSalario = 1 | 2 | 3
/** Salary from the salary range (faixa) of the position. */
export const TIPO_SALARIO_CARGO = 1
/** Index value × quantity. */
export const TIPO_SALARIO_INDICE = 2
/** A fixed value. */
export const TIPO_SALARIO_VALOR = 3

export type TipoReajuste = 1 | 2
/** Adjustment by percentage. */
export const REAJUSTE_PERCENTUAL = 1
/** Adjustment by an amount added. */
export const REAJUSTE_VALOR = 2

/** 1 % in thousandths. */
export const UM_PORCENTO = 1000
/** 100 % in thousandths (the divisor of percentage arithmetic). */
export const CEM_PORCENTO = 100_000
/** Index quantities are kept to 4 decimals. */
export const ESCALA_QUANTIDADE = 10_000
export const VALOR_DISSIDIO_MAX = 99_999_999
export const PERCENTUAL_DISSIDIO_MAX = 999_999

/**
 * numerador / denominador rounded to an integer, halves away from zero (the money rounding rule).
 * `denominador` must be non-zero.
 */
export const dividirArredondando = (numerador: bigint, denominador: bigint): bigint => {
  const negativo = numerador < 0n !== denominador < 0n
  const n = numerador < 0n ? -numerador : numerador
  const d = denominador < 0n ? -denominador : denominador
  const q = (2n * n + d) / (2n * d)
  return negativo ? -q : q
}

const inteiro = (x: number): bigint => BigInt(Math.round(x))

/** `valor` centavos × `quantidade` (4 decimals kept), rounded to centavos. */
export const multiplicarPorQuantidade = (valor: number, quantidade: number): number =>
  Number(dividirArredondando(inteiro(valor) * inteiro(quantidade * ESCALA_QUANTIDADE), BigInt(ESCALA_QUANTIDADE)))

/** `valor` centavos × `percentual` thousandths / 100 %, rounded to centavos. */
export const aplicarPercentualSobre = (valor: number, percentual: number): number =>
  Number(dividirArredondando(inteiro(valor) * inteiro(percentual), BigInt(CEM_PORCENTO)))

/** 12.5 → 12500 (thousandths of a percent, rounded). */
export const percentualParaMilesimos = (percentual: number): number => Math.round(percentual * UM_PORCENTO)

/** 12500 → '12,5%' (up to 3 decimals, trailing zeros trimmed). */
export const formatarPercentual = (milesimos: number): string => `${formatarDecimal(milesimos / UM_PORCENTO, 3)}%`

export interface HistoricoIndice {
  readonly data: string
  /** Centavos. */
  readonly valor: number
}

export interface HistoricoFaixaSalarial {
  readonly data: string
  readonly tipo: TipoSalario
  readonly indiceId?: number | null
  readonly quantidade?: number | null
  /** Centavos. */
  readonly valor?: number | null
}

/**
 * The history entry in force on `data`: the latest entry with entry.data <= data (for equal dates, the one
 * later in the list). `undefined` when every entry is after `data`.
 */
export const historicoVigente = <T extends { readonly data: string }>(
  historicos: ReadonlyArray<T>,
  data: string,
): T | undefined => {
  let vigente: T | undefined
  for (const h of historicos) if (h.data <= data && (vigente === undefined || h.data >= vigente.data)) vigente = h
  return vigente
}

export interface FontesSalario {
  /** The history of the one range a type-1 record points at (when the record names no `faixaSalarialId`). */
  readonly historicosFaixa?: ReadonlyArray<HistoricoFaixaSalarial>
  /** The histories of ranges by id (a type-1 record's `faixaSalarialId`). */
  readonly historicosFaixas?: PorId<HistoricoFaixaSalarial>
  readonly historicosIndice?: PorId<HistoricoIndice>
}

type PorId<T> = ReadonlyMap<number, ReadonlyArray<T>> | Readonly<Record<number, ReadonlyArray<T>>>

export interface RegistroSalarial {
  readonly tipo: TipoSalario
  readonly faixaSalarialId?: number | null
  readonly indiceId?: number | null
  readonly quantidade?: number | null
  /** Centavos. */
  readonly valor?: number | null
}

const doId = <T>(h: PorId<T> | undefined, id: number): ReadonlyArray<T> => {
  if (!h) return []
  return (h instanceof Map ? h.get(id) : (h as Readonly<Record<number, ReadonlyArray<T>>>)[id]) ?? []
}

const historicosDaFaixa = (registro: RegistroSalarial, fontes: FontesSalario) =>
  registro.faixaSalarialId != null && fontes.historicosFaixas ? doId(fontes.historicosFaixas, registro.faixaSalarialId) : (fontes.historicosFaixa ?? [])

/**
 * The one salary function (spec 001 §7 `calcularSalarioHistorico`, `salario-calculado`): the value in centavos
 * of a record on `data`, by salary type —
 * 1 = the salary range's history row in force on `data` (itself of type 2 or 3; a type-1 row has no value);
 * 2 = the value of the index in force on `data` × quantidade, rounded to centavos (`multiplicarPorQuantidade`);
 * 3 = valor.
 * A range's value is `{ tipo: 1, faixaSalarialId }`, an index's `{ tipo: 2, indiceId, quantidade: 1 }`, an
 * employee's the history row in force (`salarioDoColaboradorEm`). `undefined` when a needed row or field is missing.
 * The SQL of adapters/cargo-salario/sql.ts computes the same, a contract test holds them equal.
 */
export const calcularSalarioHistorico = (registro: RegistroSalarial, data: string, fontes: FontesSalario = {}): number | undefined => {
  switch (registro.tipo) {
    case TIPO_SALARIO_VALOR:
      return registro.valor ?? undefined
    case TIPO_SALARIO_INDICE: {
      if (registro.indiceId == null || registro.quantidade == null) return undefined
      const h = historicoVigente(doId(fontes.historicosIndice, registro.indiceId), data)
      return h ? multiplicarPorQuantidade(h.valor, registro.quantidade) : undefined
    }
    case TIPO_SALARIO_CARGO: {
      const h = historicoVigente(historicosDaFaixa(registro, fontes), data)
      return h && h.tipo !== TIPO_SALARIO_CARGO ? calcularSalarioHistorico({ ...h, faixaSalarialId: null }, data, fontes) : undefined
    }
    default:
      return undefined
  }
}

/**
 * The index a record's value follows on `data`: its own (type 2), or its range's when the range's row in force then
 * is an index × quantity (type 1); none for a value. What an index realignment reaches, through the same chain as
 * `calcularSalarioHistorico`.
 */
export const indiceDoSalario = (registro: RegistroSalarial, data: string, fontes: FontesSalario = {}): number | undefined => {
  if (registro.tipo === TIPO_SALARIO_INDICE) return registro.indiceId ?? undefined
  if (registro.tipo !== TIPO_SALARIO_CARGO) return undefined
  const h = historicoVigente(historicosDaFaixa(registro, fontes), data)
  return h?.tipo === TIPO_SALARIO_INDICE ? (h.indiceId ?? undefined) : undefined
}

/** An employee's history row as salary reads it (core/cargo-salario/colaboradores.ts `historicosColaborador`). */
export interface HistoricoSalarialColaborador {
  readonly data: string
  readonly tipoSalario: TipoSalario
  readonly faixaSalarialId?: number | null
  readonly indiceId?: number | null
  readonly quantidade?: number | null
  /** Centavos (type 3). */
  readonly salario?: number | null
}

/** The salary record of an employee's history row. */
export const registroDoHistorico = (h: HistoricoSalarialColaborador): RegistroSalarial => ({
  tipo: h.tipoSalario,
  faixaSalarialId: h.faixaSalarialId ?? null,
  indiceId: h.indiceId ?? null,
  quantidade: h.quantidade ?? null,
  valor: h.salario ?? null,
})

/** An employee's salary on `data`: their history row in force then, valued on that date. */
export const salarioDoColaboradorEm = (historicos: ReadonlyArray<HistoricoSalarialColaborador>, data: string, fontes: FontesSalario = {}): number | undefined => {
  const h = historicoVigente(historicos, data)
  return h ? calcularSalarioHistorico(registroDoHistorico(h), data, fontes) : undefined
}

/**
 * Adjusted salary: type 1 adds `quantia` thousandths of a percent of the salary (rounded as above), type 2 adds
 * `quantia` centavos.
 */
export const aplicarReajuste = (salario: number, tipo: TipoReajuste, quantia: number): number =>
  tipo === REAJUSTE_PERCENTUAL ? salario + aplicarPercentualSobre(salario, quantia) : salario + Math.round(quantia)

/**
 * Difference between the current and the proposed salary: valor in centavos (proposto - atual) and percentual in
 * thousandths of the current salary, rounded half away from zero; percentual is `undefined` when atual is 0.
 */
export const diferencaSalarial = (
  atual: number,
  proposto: number,
): { readonly valor: number; readonly percentual: number | undefined } => ({
  valor: proposto - atual,
  percentual:
    atual === 0
      ? undefined
      : Number(dividirArredondando((inteiro(proposto) - inteiro(atual)) * BigInt(CEM_PORCENTO), inteiro(atual))),
})

export const VALOR_OBRIGATORIO = 'Valor é obrigatório'
export const VALOR_NAO_ZERO = 'O valor não pode ser 0 (zero)'
export const VALOR_NEGATIVO = 'O valor não pode ser negativo'
export const VALOR_DISSIDIO_ACIMA = 'O valor não pode ser maior que 999.999,99'
export const PERCENTUAL_DISSIDIO_ACIMA = 'O percentual não pode ser maior que 999,999%'
export const TIPO_REAJUSTE_OBRIGATORIO = 'Tipo de reajuste é obrigatório'
export const VALOR_INVALIDO = 'Valor inválido'

/**
 * Collective adjustment (dissídio) amount in `valorDissidio`: required, a whole number, not zero ('O valor não
 * pode ser 0 (zero)'), not negative (a dissídio raises salaries), and at most 999.999,99 (99999999 centavos) by
 * value or 999,999 % (999999 thousandths) by percentage.
 */
export const validarDissidio = (entrada: {
  readonly tipoReajuste?: TipoReajuste | null
  readonly valorDissidio?: number | null
}): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  const { tipoReajuste: tipo, valorDissidio: v } = entrada
  if (tipo !== REAJUSTE_PERCENTUAL && tipo !== REAJUSTE_VALOR)
    erros.push({ field: 'tipoReajuste', message: TIPO_REAJUSTE_OBRIGATORIO })
  const campo = 'valorDissidio'
  if (v === undefined || v === null) erros.push({ field: campo, message: VALOR_OBRIGATORIO })
  else if (!Number.isInteger(v)) erros.push({ field: campo, message: VALOR_INVALIDO })
  else if (v === 0) erros.push({ field: campo, message: VALOR_NAO_ZERO })
  else if (v < 0) erros.push({ field: campo, message: VALOR_NEGATIVO })
  else if (tipo === REAJUSTE_VALOR && v > VALOR_DISSIDIO_MAX) erros.push({ field: campo, message: VALOR_DISSIDIO_ACIMA })
  else if (tipo === REAJUSTE_PERCENTUAL && v > PERCENTUAL_DISSIDIO_MAX)
    erros.push({ field: campo, message: PERCENTUAL_DISSIDIO_ACIMA })
  return erros
}

export const DATA_OBRIGATORIA = 'Data é obrigatória'
export const DATA_INVALIDA = 'Data inválida'
export const TIPO_OBRIGATORIO = 'Tipo é obrigatório'
export const INDICE_OBRIGATORIO = 'Índice é obrigatório'
export const QUANTIDADE_OBRIGATORIA = 'Quantidade é obrigatória'
export const QUANTIDADE_NAO_POSITIVA = 'Quantidade não pode ser 0 (zero) ou menor'
export const VALOR_NAO_POSITIVO = 'Valor não pode ser 0 (zero) ou menor'

const validarData = (data: string | null | undefined, erros: ErroCampo[]) => {
  if (!data) erros.push({ field: 'data', message: DATA_OBRIGATORIA })
  else if (!ehDataValida(data)) erros.push({ field: 'data', message: DATA_INVALIDA })
}

const validarValorPositivo = (valor: number | null | undefined, erros: ErroCampo[]) => {
  if (valor === undefined || valor === null) erros.push({ field: 'valor', message: VALOR_OBRIGATORIO })
  else if (!(valor > 0)) erros.push({ field: 'valor', message: VALOR_NAO_POSITIVO })
}

/**
 * Salary-range history entry: date and type required; type 2 needs an index and a quantity of at least 1 (spec
 * 001 §5); type 3 a value above 0 (centavos).
 */
export const validarHistoricoFaixa = (h: {
  readonly data?: string | null
  readonly tipo?: number | null
  readonly indiceId?: number | null
  readonly quantidade?: number | null
  readonly valor?: number | null
}): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  validarData(h.data, erros)
  if (h.tipo !== TIPO_SALARIO_CARGO && h.tipo !== TIPO_SALARIO_INDICE && h.tipo !== TIPO_SALARIO_VALOR)
    erros.push({ field: 'tipo', message: TIPO_OBRIGATORIO })
  if (h.tipo === TIPO_SALARIO_INDICE) {
    if (h.indiceId == null) erros.push({ field: 'indiceId', message: INDICE_OBRIGATORIO })
    if (h.quantidade == null) erros.push({ field: 'quantidade', message: QUANTIDADE_OBRIGATORIA })
    else if (!(h.quantidade >= 1)) erros.push({ field: 'quantidade', message: QUANTIDADE_NAO_POSITIVA })
  }
  if (h.tipo === TIPO_SALARIO_VALOR) validarValorPositivo(h.valor, erros)
  return erros
}

/** Index history entry: date required; value required and above 0 (centavos). */
export const validarHistoricoIndice = (h: {
  readonly data?: string | null
  readonly valor?: number | null
}): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  validarData(h.data, erros)
  validarValorPositivo(h.valor, erros)
  return erros
}
