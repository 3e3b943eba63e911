import { Context } from 'effect'
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

// ---- Defaults, server setting, chart ------------------------------------------------------------------

/**
 * Default titles and descriptions, written for the normal axes (box = 3 × potencial + desempenho + 1): bottom row
 * baixo potencial, top row alto potencial; left column baixo desempenho, right column alto desempenho.
 */
export const BOXES_PADRAO: ReadonlyArray<{ readonly nomeclatura: string; readonly descricao: string }> = [
  { nomeclatura: 'Insuficiente', descricao: 'Baixo desempenho e baixo potencial: não entrega o esperado e mostra pouca aderência às competências do cargo. Requer plano de ação imediato ou revisão da permanência na função.' },
  { nomeclatura: 'Comprometido', descricao: 'Desempenho mediano e baixo potencial: cumpre parte das entregas com esforço, mas tem pouca aderência às competências exigidas. Acompanhar de perto e desenvolver competências básicas.' },
  { nomeclatura: 'Especialista', descricao: 'Alto desempenho e baixo potencial: entrega resultados acima do esperado na função atual, com pouca aderência às competências de crescimento. Reconhecer e manter como referência técnica.' },
  { nomeclatura: 'Questionável', descricao: 'Baixo desempenho e potencial mediano: tem competências para evoluir, mas não as converte em resultados. Investigar causas (função, gestão, motivação) e definir metas claras.' },
  { nomeclatura: 'Mantenedor', descricao: 'Desempenho e potencial medianos: entrega o esperado e tem aderência razoável às competências. Base estável da equipe; desenvolver para ampliar resultados.' },
  { nomeclatura: 'Forte desempenho', descricao: 'Alto desempenho e potencial mediano: supera as metas e tem boa aderência às competências. Desafiar com novas responsabilidades e desenvolver competências de liderança.' },
  { nomeclatura: 'Enigma', descricao: 'Baixo desempenho e alto potencial: tem as competências exigidas, mas não entrega resultados. Entender o que impede o desempenho; pode estar na função errada ou sem direcionamento.' },
  { nomeclatura: 'Alto potencial', descricao: 'Desempenho mediano e alto potencial: tem forte aderência às competências e pode crescer. Acelerar o desenvolvimento com desafios, mentoria e plano de carreira.' },
  { nomeclatura: 'Talento de destaque', descricao: 'Alto desempenho e alto potencial: supera as metas e tem forte aderência às competências. Preparar para posições de maior responsabilidade e cuidar da retenção.' },
]

/** The box at the same matrix position with the axes swapped (transposition; an involution). */
export const boxTransposto = (box: number): number => {
  const i = box - 1
  return 3 * (i % 3) + Math.floor(i / 3) + 1
}

/** The defaults by box number: with inverted axes the same position keeps the same meaning, so the numbers transpose. */
export const boxesPadrao = (invertido: boolean) => BOXES_PADRAO.map((_, i) => BOXES_PADRAO[(invertido ? boxTransposto(i + 1) : i + 1) - 1]!)

/**
 * Server setting `inverter-eixo-resultado-nineBox` (env INVERTER_EIXO_RESULTADO_NINEBOX=true): the nine box draws
 * performance on the rows and potential on the columns. False unless the adapters provide it.
 */
export class EixoNineBoxInvertido extends Context.Reference<EixoNineBoxInvertido>()('EixoNineBoxInvertido', { defaultValue: () => false }) {}

/** Performance is the questionnaire %, potential the competency % (against the salary range). */
export const NINE_BOX_SEM_DADOS =
  'Não é possível gerar a matriz Nine Box para esta avaliação: ela avalia somente as competências ou somente o modelo de avaliação. A matriz precisa do questionário (desempenho) e das competências do cargo (potencial).'

/** The CNCC chart's potential comes from the talents' recorded levels: only the questionnaire is needed. */
export const NINE_BOX_CNCC_SEM_QUESTIONARIO =
  'Não é possível gerar a matriz Nine Box com os níveis de competência dos talentos para esta avaliação: ela não tem questionário (desempenho).'

/** Can the evaluation feed a nine box (a questionnaire and the cargo's competencies)? */
export const avaliacaoServeNineBox = (a: { readonly avaliarSomenteCompetencias: boolean; readonly avaliarCompetenciasCargo: boolean; readonly modeloAvaliacaoId: number | null }) =>
  !a.avaliarSomenteCompetencias && a.avaliarCompetenciasCargo && a.modeloAvaliacaoId !== null

export interface Classificavel {
  readonly id: number
  /** Competency %. */
  readonly potencial: number | null
  /** Questionnaire %. */
  readonly desempenho: number | null
}

/** The ids placed in each box (index 0 = box 1); those missing either percentage stay out. */
export const distribuirNineBox = <T extends Classificavel>(itens: ReadonlyArray<T>, config: ConfiguracaoNineBox, invertido: boolean): ReadonlyArray<ReadonlyArray<T>> => {
  const caixas: T[][] = Array.from({ length: 9 }, () => [])
  for (const t of itens) if (t.potencial !== null && t.desempenho !== null) caixas[classificarNineBox(t.potencial, t.desempenho, config, invertido) - 1]!.push(t)
  return caixas
}
