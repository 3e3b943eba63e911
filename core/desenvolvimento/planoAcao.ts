import type { ErroCampo } from '../shared/erros.ts'
import { ehDataValida } from '../shared/datas.ts'

export const NOME_ACAO_MAX = 255
export const NOME_OBRIGATORIO = 'Nome da Ação é obrigatório'
export const NOME_MAXIMO = `Nome da Ação deve ter no máximo ${NOME_ACAO_MAX} caracteres`
export const META_OBRIGATORIA = 'Meta é obrigatória'
export const RESPONSAVEL_OBRIGATORIO = 'Responsável é obrigatório'
export const PREVISAO_INICIO_OBRIGATORIA = 'Previsão de início é obrigatória'
export const DATA_INVALIDA = 'Data inválida'
export const PREVISAO_TERMINO_MENOR = 'Data de previsão de término é menor que a data de previsão de início.'
export const ACOMPANHAMENTO_INICIO_AUSENTE =
  'Existe data de acompanhamento término, logo é necessário a inclusão da data de acompanhamento início.'
export const ACOMPANHAMENTO_INICIO_MENOR =
  'A data de início do acompanhamento não pode ser menor que a data de previsão de início.'
export const ACOMPANHAMENTO_TERMINO_MENOR =
  'A data de término do acompanhamento não pode ser menor que a data de início do acompanhamento.'

export interface ItemPlanoAcaoEntrada {
  readonly nome?: string | null
  readonly meta?: string | null
  readonly responsavelId?: unknown
  readonly previsaoInicio?: string | null
  readonly previsaoTermino?: string | null
  readonly acompanhamentoInicio?: string | null
  readonly acompanhamentoTermino?: string | null
}

const DATAS = ['previsaoInicio', 'previsaoTermino', 'acompanhamentoInicio', 'acompanhamentoTermino'] as const

/**
 * Training action-plan item (spec 002 §5, quoted messages verbatim): nome ('Nome da Ação') required, max 255;
 * meta, responsavelId and previsaoInicio required; previsaoTermino optional but not before previsaoInicio;
 * acompanhamentoInicio required once acompanhamentoTermino exists and not before previsaoInicio;
 * acompanhamentoTermino not before acompanhamentoInicio. Equal dates are allowed everywhere.
 */
export const validarItemPlanoAcao = (item: ItemPlanoAcaoEntrada): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  const add = (field: string, message: string) => erros.push({ field, message })
  const nome = (item.nome ?? '').trim()
  if (!nome) add('nome', NOME_OBRIGATORIO)
  else if (nome.length > NOME_ACAO_MAX) add('nome', NOME_MAXIMO)
  if (!(item.meta ?? '').trim()) add('meta', META_OBRIGATORIA)
  if (item.responsavelId === undefined || item.responsavelId === null || item.responsavelId === '')
    add('responsavelId', RESPONSAVEL_OBRIGATORIO)

  const invalidas = new Set(DATAS.filter((c) => !!item[c] && !ehDataValida(item[c] as string)))
  for (const c of invalidas) add(c, DATA_INVALIDA)
  const data = (c: (typeof DATAS)[number]) => (item[c] && !invalidas.has(c) ? (item[c] as string) : undefined)
  const pIni = data('previsaoInicio')
  const pFim = data('previsaoTermino')
  const aIni = data('acompanhamentoInicio')
  const aFim = data('acompanhamentoTermino')

  if (!item.previsaoInicio) add('previsaoInicio', PREVISAO_INICIO_OBRIGATORIA)
  if (pIni && pFim && pFim < pIni) add('previsaoTermino', PREVISAO_TERMINO_MENOR)
  if (item.acompanhamentoTermino && !item.acompanhamentoInicio) add('acompanhamentoInicio', ACOMPANHAMENTO_INICIO_AUSENTE)
  if (pIni && aIni && aIni < pIni) add('acompanhamentoInicio', ACOMPANHAMENTO_INICIO_MENOR)
  if (aIni && aFim && aFim < aIni) add('acompanhamentoTermino', ACOMPANHAMENTO_TERMINO_MENOR)
  return erros
}
