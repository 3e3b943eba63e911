import type { ErroCampo } from '../shared/erros.ts'

/**
 * Nine box (potential × performance). Percentages are whole numbers 1-99 (digits only, at most 2 characters);
 * defaults 33 (baixo) and 66 (alto).
 */

export const PERCENTUAL_BAIXO_PADRAO = 33
export const PERCENTUAL_ALTO_PADRAO = 66
export const TITULO_BOX_MAX = 24
export const DESCRICAO_RESUMO_MAX = 200

export const CAMPOS_PERCENTUAIS = [
  'percentualBaixoPotencial',
  'percentualAltoPotencial',
  'percentualBaixoDesempenho',
  'percentualAltoDesempenho',
] as const
export type CampoPercentual = (typeof CAMPOS_PERCENTUAIS)[number]

/**
 * Labels used in the required-field messages. The spec only gives the pattern ('O campo de X é obrigatório.');
 * the labels follow its comparison messages ('O percentual de baixo potencial …').
 */
export const ROTULOS_PERCENTUAIS: Record<CampoPercentual, string> = {
  percentualBaixoPotencial: 'baixo potencial',
  percentualAltoPotencial: 'alto potencial',
  percentualBaixoDesempenho: 'baixo desempenho',
  percentualAltoDesempenho: 'alto desempenho',
}

export const BAIXO_POTENCIAL_MAIOR_OU_IGUAL =
  'O percentual de baixo potencial não pode ser maior ou igual do que o alto potencial.'
export const BAIXO_DESEMPENHO_MAIOR_OU_IGUAL =
  'O percentual de baixo desempenho não pode ser maior ou igual do que o alto desempenho.'

const listarComE = (itens: ReadonlyArray<string>): string =>
  itens.length <= 1 ? (itens[0] ?? '') : `${itens.slice(0, -1).join(', ')} e ${itens[itens.length - 1]}`

/** 'O campo de X é obrigatório.' for one label, 'Os campos de X, Y e Z são obrigatórios.' for several. */
export const mensagemCamposObrigatorios = (rotulos: ReadonlyArray<string>): string =>
  rotulos.length === 1
    ? `O campo de ${rotulos[0]} é obrigatório.`
    : `Os campos de ${listarComE(rotulos)} são obrigatórios.`

export const mensagemPercentualInvalido = (campo: CampoPercentual) =>
  `O percentual de ${ROTULOS_PERCENTUAIS[campo]} deve ser um número inteiro de 1 a 99.`

export type PercentualInformado = number | string | null | undefined

export type ConfiguracaoNineBoxEntrada = { readonly [K in CampoPercentual]?: PercentualInformado }
export type ConfiguracaoNineBox = { readonly [K in CampoPercentual]: number }

export const CONFIGURACAO_PADRAO: ConfiguracaoNineBox = {
  percentualBaixoPotencial: PERCENTUAL_BAIXO_PADRAO,
  percentualAltoPotencial: PERCENTUAL_ALTO_PADRAO,
  percentualBaixoDesempenho: PERCENTUAL_BAIXO_PADRAO,
  percentualAltoDesempenho: PERCENTUAL_ALTO_PADRAO,
}

const vazio = (v: PercentualInformado): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

/** A typed percentage: digits only, at most 2 characters, above 0 → the number; otherwise `undefined`. */
export const lerPercentual = (v: PercentualInformado): number | undefined => {
  const texto = typeof v === 'number' ? (Number.isInteger(v) ? String(v) : '') : (v ?? '').trim()
  return /^\d{1,2}$/.test(texto) && Number(texto) > 0 ? Number(texto) : undefined
}

/**
 * The four thresholds. Missing ones give a single message on the first missing field ('O campo de X é
 * obrigatório.' / 'Os campos de X, Y e Z são obrigatórios.'), since the screen shows it once in its alert;
 * malformed ones a per-field message; then baixo must be below alto for potential and for performance.
 */
export const validarPercentuaisNineBox = (config: ConfiguracaoNineBoxEntrada): ReadonlyArray<ErroCampo> => {
  const faltando = CAMPOS_PERCENTUAIS.filter((c) => vazio(config[c]))
  const erros: ErroCampo[] = []
  const primeiro = faltando[0]
  if (primeiro)
    erros.push({ field: primeiro, message: mensagemCamposObrigatorios(faltando.map((c) => ROTULOS_PERCENTUAIS[c])) })
  for (const c of CAMPOS_PERCENTUAIS)
    if (!vazio(config[c]) && lerPercentual(config[c]) === undefined)
      erros.push({ field: c, message: mensagemPercentualInvalido(c) })
  const bp = lerPercentual(config.percentualBaixoPotencial)
  const ap = lerPercentual(config.percentualAltoPotencial)
  const bd = lerPercentual(config.percentualBaixoDesempenho)
  const ad = lerPercentual(config.percentualAltoDesempenho)
  if (bp !== undefined && ap !== undefined && bp >= ap)
    erros.push({ field: 'percentualBaixoPotencial', message: BAIXO_POTENCIAL_MAIOR_OU_IGUAL })
  if (bd !== undefined && ad !== undefined && bd >= ad)
    erros.push({ field: 'percentualBaixoDesempenho', message: BAIXO_DESEMPENHO_MAIOR_OU_IGUAL })
  return erros
}

export interface BoxEntrada {
  readonly nomeclatura?: string | null
  readonly descricao?: string | null
}

export const mensagemTituloBoxObrigatorio = (n: number) => `O título para o box ${n} é obrigatório.`
export const mensagemTituloBoxMaximo = (n: number) =>
  `O título para o box ${n} deve ter no máximo ${TITULO_BOX_MAX} caracteres.`
export const mensagemDescricaoBoxObrigatoria = (n: number) => `A descrição do box ${n} é obrigatória.`

/** Each box (box1..box9) needs a title of at most 24 characters and a description; fields `boxN.nomeclatura`. */
export const validarBoxesNineBox = (boxes: ReadonlyArray<BoxEntrada | null | undefined>): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  for (let n = 1; n <= 9; n++) {
    const box = boxes[n - 1]
    const titulo = (box?.nomeclatura ?? '').trim()
    if (!titulo) erros.push({ field: `box${n}.nomeclatura`, message: mensagemTituloBoxObrigatorio(n) })
    else if ([...titulo].length > TITULO_BOX_MAX)
      erros.push({ field: `box${n}.nomeclatura`, message: mensagemTituloBoxMaximo(n) })
    if (!(box?.descricao ?? '').trim())
      erros.push({ field: `box${n}.descricao`, message: mensagemDescricaoBoxObrigatoria(n) })
  }
  return erros
}

/** 0 = baixo, 1 = médio, 2 = alto. */
export type Faixa = 0 | 1 | 2

/**
 * Band of a result (0-100 %): up to the low threshold inclusive is baixo, from the high threshold inclusive is
 * alto, in between médio. With the defaults: 0–33 baixo, 34–65 médio, 66–100 alto (for whole numbers).
 */
export const faixaNineBox = (valor: number, percentualBaixo: number, percentualAlto: number): Faixa =>
  valor <= percentualBaixo ? 0 : valor >= percentualAlto ? 2 : 1

/**
 * Box 1-9. Normal axes: potential is the vertical axis (rows), performance the horizontal one (columns);
 * box = 3 × faixa(potencial) + faixa(desempenho) + 1, i.e. numbered left to right from the bottom row:
 * box 1 = baixo potencial/baixo desempenho, box 3 = baixo potencial/alto desempenho,
 * box 7 = alto potencial/baixo desempenho, box 9 = alto potencial/alto desempenho.
 * Inverted axes (server setting `inverter-eixo-resultado-nineBox`): the axes swap, performance on the rows and
 * potential on the columns, so box = 3 × faixa(desempenho) + faixa(potencial) + 1.
 */
export const classificarNineBox = (
  potencial: number,
  desempenho: number,
  config: ConfiguracaoNineBox = CONFIGURACAO_PADRAO,
  invertido = false,
): number => {
  const p = faixaNineBox(potencial, config.percentualBaixoPotencial, config.percentualAltoPotencial)
  const d = faixaNineBox(desempenho, config.percentualBaixoDesempenho, config.percentualAltoDesempenho)
  return invertido ? 3 * d + p + 1 : 3 * p + d + 1
}

/** Result description for the box list: the first 200 characters followed by '...' when longer. */
export const resumirDescricao = (texto: string, limite = DESCRICAO_RESUMO_MAX): string => {
  const chars = [...texto]
  return chars.length > limite ? `${chars.slice(0, limite).join('')}...` : texto
}
