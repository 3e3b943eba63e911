import { DESLIGAMENTO_ANTERIOR } from '../geral/itensPessoa.ts'
import { regrasSubRegistros, type SubRegistros } from '../geral/subRegistros.ts'
import { adicionarMeses } from '../shared/datas.ts'
import type { ErroCampo } from '../shared/erros.ts'
import { formatarData } from '../shared/formatos.ts'
import { TIPO_SALARIO_CARGO, TIPO_SALARIO_INDICE, TIPO_SALARIO_VALOR, validarHistoricoFaixa } from './salario.ts'

/**
 * The employee's rules (spec 001 §2 talentos, §3; issue 12 "Employees"). Decisions where the spec is silent:
 * - CPF is unique among the company's ACTIVE employees (no dismissal, or one still to come): a dismissed person
 *   is re-admitted with a new record, and two records of one CPF are never active together.
 * - A dismissal date needs its reason (motivo de desligamento), and a reason needs the date: the dismissal
 *   reports and turnover count reasons.
 * - A CIPA member needs the end date of their stability (CLT art. 10, II, "a" ADCT: up to one year after the
 *   mandate); the date may stay after membership ends, because the stability outlasts the mandate.
 * - Birth date not in the future and at least 14 years before the admission (CF art. 7º, XXXIII: work from 14
 *   as an apprentice).
 */

/**
 * The rules that read nothing but the input (the declarations in colaboradores.ts run them, and the admission and
 * the screens run them too); the rules that need stored data are the declarations' `validar` there.
 */
interface EntradaColaborador extends SubRegistros {
  readonly dataNascimento?: string | undefined
  readonly dataAdmissao?: string | undefined
  readonly dataDesligamento?: string | undefined
  readonly motivoDesligamentoId?: number | undefined
  readonly membroCipa?: boolean | undefined
  readonly dataFimEstabilidadeCipa?: string | undefined
}

interface EntradaHistorico {
  readonly data?: string | undefined
  readonly tipoSalario?: number | undefined
  readonly faixaSalarialId?: number | undefined
  readonly indiceId?: number | undefined
  readonly quantidade?: number | undefined
  readonly salario?: number | undefined
}

export const MOTIVO_DESLIGAMENTO_OBRIGATORIO = 'Motivo do Desligamento é obrigatório'
export const DATA_DESLIGAMENTO_SEM_DATA = 'Informe a Data de Desligamento do motivo informado'
export const FIM_ESTABILIDADE_OBRIGATORIO = 'Fim da estabilidade da CIPA é obrigatório para membro da CIPA'
export const FIM_ESTABILIDADE_ANTERIOR = 'O fim da estabilidade da CIPA não pode ser anterior à data de admissão'
export const NASCIMENTO_FUTURO = 'A data de nascimento não pode ser posterior à data atual'
export const IDADE_MINIMA_ANOS = 14
export const IDADE_MINIMA = `O talento deve ter ao menos ${IDADE_MINIMA_ANOS} anos na data de admissão`
export const CPF_ATIVO_DUPLICADO = 'Já existe um talento ativo com este CPF nesta empresa'
export const historicoAntesDaAdmissao = (d: string) => `Há histórico do talento em ${formatarData(d)}: a admissão deve ser anterior aos demais históricos`
export const historicoDepoisDoDesligamento = (d: string) => `Há histórico do talento em ${formatarData(d)}, depois desta data de desligamento`

/** Rules of the record alone (the declaration's `rules`). */
export const regrasColaborador = (c: EntradaColaborador): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  if (c.dataAdmissao && c.dataDesligamento && c.dataDesligamento < c.dataAdmissao) erros.push({ field: 'dataDesligamento', message: DESLIGAMENTO_ANTERIOR })
  if (c.dataDesligamento && c.motivoDesligamentoId === undefined) erros.push({ field: 'motivoDesligamentoId', message: MOTIVO_DESLIGAMENTO_OBRIGATORIO })
  if (!c.dataDesligamento && c.motivoDesligamentoId !== undefined) erros.push({ field: 'dataDesligamento', message: DATA_DESLIGAMENTO_SEM_DATA })
  if (c.membroCipa && !c.dataFimEstabilidadeCipa) erros.push({ field: 'dataFimEstabilidadeCipa', message: FIM_ESTABILIDADE_OBRIGATORIO })
  if (c.dataFimEstabilidadeCipa && c.dataAdmissao && c.dataFimEstabilidadeCipa < c.dataAdmissao) erros.push({ field: 'dataFimEstabilidadeCipa', message: FIM_ESTABILIDADE_ANTERIOR })
  if (c.dataNascimento && c.dataAdmissao && adicionarMeses(c.dataNascimento, IDADE_MINIMA_ANOS * 12) > c.dataAdmissao) erros.push({ field: 'dataNascimento', message: IDADE_MINIMA })
  erros.push(...regrasSubRegistros(c))
  return erros
}

/**
 * Where an employee stands (spec 001 §3: active, dismissed; extended, from the integration with a payroll system:
 * G admission awaiting the payroll's confirmation, C admission cancelled by it, U dismissal awaiting its
 * confirmation). The extended ones are the record's `statusFolha`, set by the integration; without it, the dismissal
 * date decides.
 */
export type SituacaoTalento = 'A' | 'D' | 'G' | 'C' | 'U'

interface SituacaoDe {
  readonly dataDesligamento?: string | null | undefined
  readonly statusFolha?: string | null | undefined
}

/**
 * The situation on `hoje`: C cancelled (never worked); U while the payroll has not confirmed the dismissal, whatever
 * its date; D once the dismissal date has come; G while the payroll has not confirmed the admission; A otherwise.
 */
export const situacaoEm = (c: SituacaoDe, hoje: string): SituacaoTalento => {
  if (c.statusFolha === 'C') return 'C'
  if (c.statusFolha === 'U') return 'U'
  if (c.dataDesligamento && c.dataDesligamento <= hoje) return 'D'
  return c.statusFolha === 'G' ? 'G' : 'A'
}

/** The situations that are active: working, or waiting for the payroll to confirm an admission or a dismissal. */
export const SITUACOES_ATIVAS: ReadonlyArray<SituacaoTalento> = ['A', 'G', 'U']

/**
 * The list's situation filter (spec 001: A active, D dismissed, T all; and each extended one alone): the situations
 * it keeps, undefined for all. A keeps the active ones (G and U too); a cancelled admission (C) is in no list but T and C.
 */
export const situacoesDoFiltro = (v: unknown): ReadonlyArray<SituacaoTalento> | undefined =>
  v === 'A' ? SITUACOES_ATIVAS : v === 'D' || v === 'G' || v === 'C' || v === 'U' ? [v] : undefined

/** Active on `hoje` (the list's situação A): not dismissed, or dismissed without the payroll's confirmation; never cancelled. */
export const ativoEm = (c: SituacaoDe, hoje: string) => SITUACOES_ATIVAS.includes(situacaoEm(c, hoje))

// ---------------------------------------------------------------------------------------------------------
// History rows

export const FAIXA_OBRIGATORIA = 'Faixa Salarial é obrigatória'
export const FAIXA_DE_OUTRO_CARGO = 'A faixa salarial não pertence ao cargo'
export const TALENTO_DO_HISTORICO_NAO_MUDA = 'O talento de um histórico não pode ser alterado'
export const ADMISSAO_SO_NO_PRIMEIRO = 'O motivo Admissão é só do primeiro histórico do talento'
export const ADMISSAO_NA_DATA_DE_ADMISSAO = 'O histórico de admissão fica na data de admissão do talento; altere-a no cadastro do talento'
export const MOTIVO_DA_ADMISSAO_NAO_MUDA = 'O motivo do histórico de admissão não pode ser alterado'
export const AMBIENTE_DE_OUTRO_ESTABELECIMENTO = 'O ambiente não pertence ao estabelecimento'
export const AMBIENTE_OBRIGATORIO = 'Ambiente é obrigatório'
export const FUNCAO_OBRIGATORIA = 'Função é obrigatória'
export const AREA_FORA_DO_ESCOPO = 'Selecione uma área organizacional entre as que você gerencia.'
export const TALENTO_NAO_ENCONTRADO = 'Talento: registro não encontrado'
export const HISTORICO_ADMISSAO_NAO_REMOVIVEL = 'O histórico de admissão não pode ser removido; para desfazer a admissão, remova o talento'
export const historicoAnteriorAdmissao = (d: string) => `A data não pode ser anterior à admissão do talento (${formatarData(d)})`
export const historicoPosteriorDesligamento = (d: string) => `A data não pode ser posterior ao desligamento do talento (${formatarData(d)})`

const PARA_O_HISTORICO: Readonly<Record<string, string>> = { tipo: 'tipoSalario', valor: 'salario' }

/**
 * The salary by type (spec 001 §3, §5): 1 needs the salary range, 2 an index and a quantity above 0
 * ('Quantidade não pode ser 0 (zero) ou menor'), 3 a value above 0 ('Valor não pode ser 0 (zero) ou menor').
 * The same rule as a salary range's history, with the employee's field names.
 */
export const regrasHistorico = (h: EntradaHistorico): ReadonlyArray<ErroCampo> => [
  ...(h.tipoSalario === TIPO_SALARIO_CARGO && h.faixaSalarialId === undefined ? [{ field: 'faixaSalarialId', message: FAIXA_OBRIGATORIA }] : []),
  ...validarHistoricoFaixa({ data: h.data ?? null, tipo: h.tipoSalario ?? null, indiceId: h.indiceId ?? null, quantidade: h.quantidade ?? null, valor: h.salario ?? null })
    .filter((e) => e.field !== 'data' && e.field !== 'tipo')
    .map((e) => ({ ...e, field: PARA_O_HISTORICO[e.field] ?? e.field })),
]

/**
 * The company that demands environment and function (empresas.obrigarAmbienteFuncao, as on the personnel request)
 * demands them on every history row, with the request's messages.
 */
export const regrasAmbienteFuncao = (
  h: { readonly ambienteId?: number | undefined; readonly funcaoId?: number | undefined },
  empresa: { readonly obrigarAmbienteFuncao: boolean },
): ReadonlyArray<ErroCampo> =>
  empresa.obrigarAmbienteFuncao
    ? [...(h.ambienteId === undefined ? [{ field: 'ambienteId', message: AMBIENTE_OBRIGATORIO }] : []), ...(h.funcaoId === undefined ? [{ field: 'funcaoId', message: FUNCAO_OBRIGATORIA }] : [])]
    : []

/** What is stored: only the salary fields of the chosen type (an index row keeps no value, a value row no index). */
export const prepararHistorico = <H extends EntradaHistorico>(h: H): Record<string, unknown> => {
  const { indiceId, quantidade, salario, ...resto } = h
  const indice = h.tipoSalario === TIPO_SALARIO_INDICE
  return {
    ...resto,
    ...(indice && indiceId !== undefined ? { indiceId } : {}),
    ...(indice && quantidade !== undefined ? { quantidade } : {}),
    ...(h.tipoSalario === TIPO_SALARIO_VALOR && salario !== undefined ? { salario } : {}),
  }
}

