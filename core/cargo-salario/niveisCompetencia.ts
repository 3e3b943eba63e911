import type { ErroCampo } from '../shared/erros.ts'
import { arredondar, temNoMaximoCasas } from '../shared/formatos.ts'

/** Competency levels: descricao (max 60), ordem = weight (up to 5 digits), percentual = minimum % (0-100, 2 decimals). */

export const DESCRICAO_NIVEL_MAX = 60
export const PESO_MAX_DIGITOS = 5
export const PERCENTUAL_MINIMO_MAX = 100

export const DESCRICAO_OBRIGATORIA = 'Descrição é obrigatória'
export const DESCRICAO_MAXIMO = `Descrição deve ter no máximo ${DESCRICAO_NIVEL_MAX} caracteres`
export const PESO_OBRIGATORIO = 'Peso é obrigatório'
export const PESO_INVALIDO = `Peso deve ser um número inteiro de até ${PESO_MAX_DIGITOS} dígitos`
export const PERCENTUAL_OBRIGATORIO = 'Percentual mínimo é obrigatório'
export const PERCENTUAL_ACIMA = 'Percentual mínimo não pode ser maior que 100'
export const PERCENTUAL_NEGATIVO = 'Percentual mínimo não pode ser negativo'
export const PERCENTUAL_CASAS = 'Percentual mínimo deve ter no máximo 2 casas decimais'

/** Weight: a non-negative integer with at most 5 digits (0-99999). */
export const validarPeso = (peso: number): boolean => Number.isInteger(peso) && peso >= 0 && peso <= 99_999

const erroPercentual = (percentual: number): string | undefined =>
  !Number.isFinite(percentual)
    ? PERCENTUAL_OBRIGATORIO
    : percentual < 0
      ? PERCENTUAL_NEGATIVO
      : percentual > PERCENTUAL_MINIMO_MAX
        ? PERCENTUAL_ACIMA
        : !temNoMaximoCasas(percentual, 2)
          ? PERCENTUAL_CASAS
          : undefined

export interface NivelCompetenciaEntrada {
  readonly descricao?: string | null
  readonly ordem?: number | null
  readonly percentual?: number | null
}

/**
 * A competency level: descricao required (max 60), weight (`ordem`) required with up to 5 digits, minimum
 * percentage required only when `considerarPercentualMinimo`, then at most 100 with 2 decimals. `prefixo`
 * prefixes field names for grid rows (e.g. 'niveis[2].').
 */
export const validarNivelCompetencia = (
  nivel: NivelCompetenciaEntrada,
  opcoes: { readonly considerarPercentualMinimo?: boolean; readonly exigirDescricao?: boolean; readonly prefixo?: string } = {},
): ReadonlyArray<ErroCampo> => {
  const p = opcoes.prefixo ?? ''
  const erros: ErroCampo[] = []
  if (opcoes.exigirDescricao ?? true) {
    const descricao = (nivel.descricao ?? '').trim()
    if (!descricao) erros.push({ field: `${p}descricao`, message: DESCRICAO_OBRIGATORIA })
    else if (descricao.length > DESCRICAO_NIVEL_MAX) erros.push({ field: `${p}descricao`, message: DESCRICAO_MAXIMO })
  }
  if (nivel.ordem === undefined || nivel.ordem === null) erros.push({ field: `${p}ordem`, message: PESO_OBRIGATORIO })
  else if (!validarPeso(nivel.ordem)) erros.push({ field: `${p}ordem`, message: PESO_INVALIDO })
  if (nivel.percentual === undefined || nivel.percentual === null) {
    if (opcoes.considerarPercentualMinimo) erros.push({ field: `${p}percentual`, message: PERCENTUAL_OBRIGATORIO })
  } else {
    const msg = erroPercentual(nivel.percentual)
    if (msg) erros.push({ field: `${p}percentual`, message: msg })
  }
  return erros
}

/** Chart values are rounded to 2 decimals (half away from zero). */
export const valorGrafico = (valor: number): number => arredondar(valor, 2)

/** Radar axis: from 0 to the highest level order, step 1. */
export const eixoRadar = (ordens: ReadonlyArray<number>): { readonly min: 0; readonly max: number; readonly passo: 1 } => ({
  min: 0,
  max: ordens.reduce((m, o) => (o > m ? o : m), 0),
  passo: 1,
})

/** The radar is drawn only when labels and both data sets are non-empty. */
export const podeDesenharRadar = (dados: {
  readonly labels: ReadonlyArray<unknown>
  readonly competenciasColaborador: ReadonlyArray<unknown>
  readonly competenciasFaixaSalariais: ReadonlyArray<unknown>
}): boolean =>
  dados.labels.length > 0 && dados.competenciasColaborador.length > 0 && dados.competenciasFaixaSalariais.length > 0
