import type { ErroCampo } from '../shared/erros.ts'
import { PROCESSO_INVALIDO, validarNumeroProcesso } from '../shared/br/processo.ts'
import { temNoMaximoCasas } from '../shared/formatos.ts'
import { TABELA_24, type AgenteNocivoTabela24 } from './tabela24.ts'

/**
 * Exposure to a harmful agent (S-2240 agNoc). Rules from spec 002 §5/§9 and the official evtExpRisco.xsd
 * (layout S-1.3) annotations. The spec quotes no messages for this form, so the messages below are ours.
 */

/** "Ausência de agente nocivo ou de atividades previstas no Anexo IV do Decreto 3.048/1999". */
export const CODIGO_AUSENCIA_AGENTE = '09.01.001'
/** Agents added by administrative or judicial decision: need the process number. */
export const CODIGO_AGENTE_PROCESSO = '05.01.001'
/** From this condition date on, 05.01.001 requires the process number (before it, optional). */
export const DATA_EXIGENCIA_PROCESSO = '2024-01-22'
export const DESCRICAO_MAX = 100
export const DESCRICAO_AGENTE_MAX = 30
export const TECNICA_MEDICAO_MAX = 40
export const INTENSIDADE_MAX = 999_999.9999

/**
 * Codes whose description (dscAgNoc) is mandatory. The spec summarises them as "01.01.001 to 01.18.001 and
 * 05.01.001"; the exact list is the XSD's: the .001 code of groups 01.01 to 01.18 except 01.11.001, plus
 * 05.01.001 (sub-codes such as 01.03.002 name a specific substance and need no description).
 */
export const CODIGOS_DESCRICAO_OBRIGATORIA: ReadonlySet<string> = new Set([
  '01.01.001', '01.02.001', '01.03.001', '01.04.001', '01.05.001', '01.06.001', '01.07.001', '01.08.001', '01.09.001',
  '01.10.001', '01.12.001', '01.13.001', '01.14.001', '01.15.001', '01.16.001', '01.17.001', '01.18.001', '05.01.001',
])

/** Codes whose tolerance limit (limTol) is mandatory, for quantitative evaluation (sílica livre, calor). */
export const CODIGOS_LIMITE_TOLERANCIA: ReadonlySet<string> = new Set(['01.18.001', '02.01.014'])

const porCodigo = new Map(TABELA_24.map((a) => [a.codigo, a]))

/** The Tabela 24 row of a code, or `undefined` when the code does not exist. */
export const agenteTabela24 = (codigo: string): AgenteNocivoTabela24 | undefined => porCodigo.get(codigo)

export const AGENTE_OBRIGATORIO = 'Agente nocivo é obrigatório'
export const AGENTE_INEXISTENTE = 'Código de agente nocivo inexistente na Tabela 24 do eSocial'
export const AUSENCIA_COM_OUTROS =
  'O código 09.01.001 (ausência de agente nocivo) não pode ser informado junto com outros agentes nocivos'
export const RISCO_OBRIGATORIO = 'Risco é obrigatório'
export const DESCRICAO_OBRIGATORIA = 'Descrição é obrigatória para o agente nocivo informado'
export const DESCRICAO_MAXIMO = `Descrição deve ter no máximo ${DESCRICAO_MAX} caracteres`
export const DESCRICAO_AGENTE_MAXIMO = `Descrição do agente deve ter no máximo ${DESCRICAO_AGENTE_MAX} caracteres`
export const TIPO_AVALIACAO_OBRIGATORIO = 'Tipo de avaliação é obrigatório'
export const UNIDADE_MEDIDA_OBRIGATORIA = 'Unidade de medida é obrigatória'
export const TECNICA_MEDICAO_OBRIGATORIA = 'Técnica de medição é obrigatória'
export const TECNICA_MEDICAO_MAXIMO = `Técnica de medição deve ter no máximo ${TECNICA_MEDICAO_MAX} caracteres`
export const INTENSIDADE_OBRIGATORIA = 'Intensidade/concentração é obrigatória'
export const LIMITE_TOLERANCIA_OBRIGATORIO = 'Limite de tolerância é obrigatório'
export const VALOR_MEDIDO_INVALIDO = 'Informe um valor de 0 a 999999,9999 com até 4 casas decimais'
export const UTILIZA_EPC_OBRIGATORIO = 'Informe se utiliza EPC'
export const UTILIZA_EPI_OBRIGATORIO = 'Informe se utiliza EPI'
export const OPCAO_INVALIDA = 'Opção inválida'
export const EPC_EFICAZ_OBRIGATORIO = 'Informe se o EPC é eficaz'
export const EPCS_OBRIGATORIOS = 'Selecione ao menos um EPC'
export const EPI_EFICAZ_OBRIGATORIO = 'Informe se o EPI é eficaz'
export const CAMPO_OBRIGATORIO = 'Campo obrigatório'
export const PROBABILIDADE_OBRIGATORIA = 'Probabilidade é obrigatória'
export const GRAVIDADE_OBRIGATORIA = 'Gravidade é obrigatória'
export const CLASSIFICACAO_OBRIGATORIA = 'Classificação de severidade é obrigatória'
export const PROCESSO_OBRIGATORIO = 'Número do processo judicial é obrigatório'

/** utilizaEpc / utilizaEpi: 0 não se aplica, 1 não implementa/não utilizado, 2 implementa/utilizado. */
export type UsoProtecao = 0 | 1 | 2

/** The six NR-06/NR-09 EPI questions (each 'S'/'N', default 'S'), required when EPI is used. */
export const QUESTOES_EPI = ['medProtecao', 'condFuncto', 'usoInint', 'przValid', 'periodicTroca', 'higienizacao'] as const

export interface ExposicaoAgenteEntrada {
  readonly atividadePerigosaInsalubre?: { readonly id?: number | null; readonly codigo?: string | null } | null
  readonly risco?: unknown
  readonly descricao?: string | null
  /** 1 quantitative, 2 qualitative (default 1 in the form). */
  readonly tipoAvaliacao?: number | null
  readonly unidadeMedida?: number | string | null
  readonly tecnicaMedicao?: string | null
  readonly intensidadeConcentracao?: number | null
  readonly limiteTolerancia?: number | null
  readonly utilizaEpc?: number | null
  readonly epcEficaz?: unknown
  readonly epcs?: ReadonlyArray<unknown> | null
  readonly utilizaEpi?: number | null
  readonly epiEficaz?: unknown
  readonly medProtecao?: unknown
  readonly condFuncto?: unknown
  readonly usoInint?: unknown
  readonly przValid?: unknown
  readonly periodicTroca?: unknown
  readonly higienizacao?: unknown
  readonly probabilidadeRiscoId?: unknown
  readonly gravidadeRiscoId?: unknown
  readonly classificacaoSeveridadeRisco?: unknown
  /** The record also fills the PGR risk inventory. */
  readonly preencheRiscoPgr?: boolean | null
  readonly numeroProcessoJudicial?: string | null
  /** Start date of the environmental condition (dtIniCondicao); `hoje` is used when missing. */
  readonly data?: string | null
  /** `false` when the record serves only the PGR (no eSocial purpose): the agent may then be left empty. */
  readonly exigeAgente?: boolean | null
}

const ausente = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

const medidaValida = (v: number): boolean => v >= 0 && v <= INTENSIDADE_MAX && temNoMaximoCasas(v, 4)

/**
 * Validates one exposure record. Rules:
 * - agent required (unless `exigeAgente` is false) and its code must exist in Tabela 24;
 * - risco required;
 * - descricao at most 100, required for CODIGOS_DESCRICAO_OBRIGATORIA;
 * - 09.01.001 without PGR filling lifts tipoAvaliacao, utilizaEpc, utilizaEpi, probability, gravity and
 *   classification (otherwise all required) and with them every dependent field below;
 * - tipoAvaliacao 1 (quantitative): unidadeMedida, tecnicaMedicao (max 40) and intensidadeConcentracao
 *   required; limiteTolerancia required for 01.18.001 and 02.01.014 (the XSD asks it only for quantitative
 *   evaluation, which is also the only case the form shows the field); measured values 0-999999.9999;
 * - utilizaEpc / utilizaEpi in 0/1/2; 2 requires epcEficaz and at least one EPC / epiEficaz and the six EPI
 *   questions;
 * - numeroProcessoJudicial: for 05.01.001 required when the condition date (`data`, else `hoje`) is on or
 *   after 2024-01-22; when filled, 17 (administrative) or 20 (judicial) digits.
 */
export const validarExposicaoAgente = (e: ExposicaoAgenteEntrada, hoje: string): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  const add = (field: string, message: string) => erros.push({ field, message })
  const codigo = (e.atividadePerigosaInsalubre?.codigo ?? '').trim()

  if (!codigo) {
    if (e.exigeAgente !== false) add('atividadePerigosaInsalubre', AGENTE_OBRIGATORIO)
  } else if (!agenteTabela24(codigo)) add('atividadePerigosaInsalubre', AGENTE_INEXISTENTE)

  if (ausente(e.risco)) add('risco', RISCO_OBRIGATORIO)

  const descricao = (e.descricao ?? '').trim()
  if (descricao.length > DESCRICAO_MAX) add('descricao', DESCRICAO_MAXIMO)
  else if (!descricao && CODIGOS_DESCRICAO_OBRIGATORIA.has(codigo)) add('descricao', DESCRICAO_OBRIGATORIA)

  const dispensado = codigo === CODIGO_AUSENCIA_AGENTE && !e.preencheRiscoPgr
  if (!dispensado) {
    if (e.tipoAvaliacao !== 1 && e.tipoAvaliacao !== 2) add('tipoAvaliacao', TIPO_AVALIACAO_OBRIGATORIO)
    if (e.tipoAvaliacao === 1) {
      if (ausente(e.unidadeMedida)) add('unidadeMedida', UNIDADE_MEDIDA_OBRIGATORIA)
      const tecnica = (e.tecnicaMedicao ?? '').trim()
      if (!tecnica) add('tecnicaMedicao', TECNICA_MEDICAO_OBRIGATORIA)
      else if (tecnica.length > TECNICA_MEDICAO_MAX) add('tecnicaMedicao', TECNICA_MEDICAO_MAXIMO)
      if (ausente(e.intensidadeConcentracao)) add('intensidadeConcentracao', INTENSIDADE_OBRIGATORIA)
      else if (!medidaValida(e.intensidadeConcentracao as number)) add('intensidadeConcentracao', VALOR_MEDIDO_INVALIDO)
      if (ausente(e.limiteTolerancia)) {
        if (CODIGOS_LIMITE_TOLERANCIA.has(codigo)) add('limiteTolerancia', LIMITE_TOLERANCIA_OBRIGATORIO)
      } else if (!medidaValida(e.limiteTolerancia as number)) add('limiteTolerancia', VALOR_MEDIDO_INVALIDO)
    }

    validarUso(e.utilizaEpc, 'utilizaEpc', UTILIZA_EPC_OBRIGATORIO, add)
    if (e.utilizaEpc === 2) {
      if (ausente(e.epcEficaz)) add('epcEficaz', EPC_EFICAZ_OBRIGATORIO)
      if (!e.epcs || e.epcs.length === 0) add('epcs', EPCS_OBRIGATORIOS)
    }
    validarUso(e.utilizaEpi, 'utilizaEpi', UTILIZA_EPI_OBRIGATORIO, add)
    if (e.utilizaEpi === 2) {
      if (ausente(e.epiEficaz)) add('epiEficaz', EPI_EFICAZ_OBRIGATORIO)
      for (const q of QUESTOES_EPI) if (ausente(e[q])) add(q, CAMPO_OBRIGATORIO)
    }

    if (ausente(e.probabilidadeRiscoId)) add('probabilidadeRiscoId', PROBABILIDADE_OBRIGATORIA)
    if (ausente(e.gravidadeRiscoId)) add('gravidadeRiscoId', GRAVIDADE_OBRIGATORIA)
    if (ausente(e.classificacaoSeveridadeRisco)) add('classificacaoSeveridadeRisco', CLASSIFICACAO_OBRIGATORIA)
  }

  const processo = (e.numeroProcessoJudicial ?? '').trim()
  const dataCondicao = e.data || hoje
  if (processo) {
    if (!validarNumeroProcesso(processo)) add('numeroProcessoJudicial', PROCESSO_INVALIDO)
  } else if (codigo === CODIGO_AGENTE_PROCESSO && dataCondicao >= DATA_EXIGENCIA_PROCESSO)
    add('numeroProcessoJudicial', PROCESSO_OBRIGATORIO)

  return erros
}

const validarUso = (
  v: number | null | undefined,
  campo: string,
  obrigatorio: string,
  add: (field: string, message: string) => void,
) => {
  if (v === undefined || v === null) add(campo, obrigatorio)
  else if (v !== 0 && v !== 1 && v !== 2) add(campo, OPCAO_INVALIDA)
}

/**
 * The agents of one environmental condition: 09.01.001 cannot be listed together with any other agent
 * (XSD rule on codAgNoc). Field `agentes`.
 */
export const validarAgentesDaCondicao = (codigos: ReadonlyArray<string>): ReadonlyArray<ErroCampo> =>
  codigos.includes(CODIGO_AUSENCIA_AGENTE) && codigos.some((c) => c !== CODIGO_AUSENCIA_AGENTE)
    ? [{ field: 'agentes', message: AUSENCIA_COM_OUTROS }]
    : []

/** Description of a harmful agent in its own register: at most 30 characters (spec 002 §5). */
export const validarDescricaoAgente = (descricao: string | null | undefined, campo = 'descricao'): ReadonlyArray<ErroCampo> =>
  (descricao ?? '').trim().length > DESCRICAO_AGENTE_MAX ? [{ field: campo, message: DESCRICAO_AGENTE_MAXIMO }] : []
