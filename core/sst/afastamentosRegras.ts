import type { ErroCampo } from '../shared/erros.ts'
import { formatarData } from '../shared/formatos.ts'

/**
 * The rules of an employee's absences (spec 001 §3–§5, spec 002 §3: afastamento records), pure: the class of the
 * reason decides the extra fields, the periods of one employee never overlap, a relapse points at an earlier
 * accident/illness absence, and a record already synced with the payroll is not changed.
 */

/** The class of an absence reason (spec: Absence class enumeration). */
export const CLASSES_AFASTAMENTO = [
  { id: 'SIMPLES', name: 'Simples' },
  { id: 'ACIDENTE_DOENCA', name: 'Acidente ou doença' },
  { id: 'RECAIDA', name: 'Recaída' },
  { id: 'CESSAO_REQUISICAO', name: 'Cessão ou requisição' },
  { id: 'MANDATO_SINDICAL', name: 'Mandato sindical' },
  { id: 'MANDATO_ELETIVO', name: 'Mandato eletivo' },
  { id: 'FERIAS_RECESSO', name: 'Férias ou recesso' },
  { id: 'NAO_SUPORTADO', name: 'Não suportado' },
] as const
export type ClasseAfastamento = (typeof CLASSES_AFASTAMENTO)[number]['id']

/** ACIDENTE_DOENCA and RECAIDA form the special group: the absences a relapse may follow. */
export const GRUPO_ESPECIAL: ReadonlyArray<ClasseAfastamento> = ['ACIDENTE_DOENCA', 'RECAIDA']
export const ehGrupoEspecial = (c: string | null | undefined) => GRUPO_ESPECIAL.includes(c as ClasseAfastamento)

/** Who bears the cost of an assignment (cessão/requisição). */
export const ONUS_CESSAO = [
  { id: 'CEDENTE', name: 'Cedente' },
  { id: 'CESSIONARIO', name: 'Cessionário' },
  { id: 'CEDENTE_E_CESSIONARIO', name: 'Cedente e cessionário' },
] as const
/** Who bears the cost of a union mandate. */
export const ONUS_MANDATO_SINDICAL = [
  { id: 'EMPREGADOR', name: 'Empregador' },
  { id: 'SINDICATO', name: 'Sindicato' },
  { id: 'EMPREGADOR_E_SINDICATO', name: 'Empregador e sindicato' },
] as const
/** Payroll sync status (spec: AGUARDANDO, COM_ERRO, SEM_ERRO). */
export const STATUS_AC = [
  { id: 'AGUARDANDO', name: 'Aguardando' },
  { id: 'COM_ERRO', name: 'Com erro' },
  { id: 'SEM_ERRO', name: 'Sem erro' },
] as const

/** Spec 001 §4: an absence synced to payroll is editable only when its status is AGUARDANDO or COM_ERRO. */
export const editavelPeloStatusAC = (status: string | null | undefined) => status == null || status === 'AGUARDANDO' || status === 'COM_ERRO'
export const AFASTAMENTO_INTEGRADO = 'Afastamento já integrado à folha (situação Sem erro): não pode ser alterado nem removido.'

/** The fields each class asks for (required), with their messages; every other class field is cleared. */
export const CAMPOS_DA_CLASSE: Readonly<Record<ClasseAfastamento, Readonly<Record<string, string>>>> = {
  SIMPLES: {},
  ACIDENTE_DOENCA: {},
  FERIAS_RECESSO: {},
  NAO_SUPORTADO: {},
  RECAIDA: { colaboradorAfastamentoOriginalId: 'Afastamento original é obrigatório para uma recaída' },
  CESSAO_REQUISICAO: { cnpjCessaoRequisicao: 'CNPJ do cessionário é obrigatório', onusCessaoRequisicao: 'Ônus da cessão ou requisição é obrigatório' },
  MANDATO_SINDICAL: { cnpjMandatoSindical: 'CNPJ do sindicato é obrigatório', onusMandatoSindical: 'Ônus do mandato sindical é obrigatório' },
  MANDATO_ELETIVO: { cnpjMandatoEletivo: 'CNPJ do órgão do mandato eletivo é obrigatório', optouRemuneracaoCargoMandatoEletivo: '' },
}
/** Every class-dependent field. */
export const CAMPOS_DE_CLASSE = [...new Set(Object.values(CAMPOS_DA_CLASSE).flatMap((c) => Object.keys(c)))]

/**
 * The class's fields: the missing required ones as errors; the input with the other classes' fields cleared
 * (null), so that a record never keeps the CNPJ of a class it no longer has.
 */
export const aplicarClasse = <T extends Record<string, unknown>>(entrada: T, classe: ClasseAfastamento): { readonly erros: ReadonlyArray<ErroCampo>; readonly entrada: T } => {
  const proprios = CAMPOS_DA_CLASSE[classe]
  const erros = Object.entries(proprios)
    .filter(([k, m]) => m !== '' && (entrada[k] === undefined || entrada[k] === null))
    .map(([field, message]) => ({ field, message }))
  const limpa: Record<string, unknown> = { ...entrada }
  for (const k of CAMPOS_DE_CLASSE) if (!Object.hasOwn(proprios, k)) limpa[k] = k === 'optouRemuneracaoCargoMandatoEletivo' ? false : null
  return { erros, entrada: limpa as T }
}

/** A period; `fim` null: still away (open-ended). */
export interface PeriodoAfastamento {
  readonly id?: number
  readonly dataInicio: string
  readonly dataFim?: string | null
}

/** Two periods share a day (an open end reaches every later day). */
export const sobrepoe = (a: PeriodoAfastamento, b: PeriodoAfastamento) => a.dataInicio <= (b.dataFim ?? '9999-12-31') && b.dataInicio <= (a.dataFim ?? '9999-12-31')

/** The employee's other absences that overlap `p` (the record itself, by id, excluded). */
export const conflitos = <P extends PeriodoAfastamento>(p: PeriodoAfastamento, outros: ReadonlyArray<P>): ReadonlyArray<P> => outros.filter((o) => (p.id === undefined || o.id !== p.id) && sobrepoe(p, o))

export const mensagemSobreposicao = (o: PeriodoAfastamento) =>
  `Já existe um afastamento deste talento no período (${formatarData(o.dataInicio)} a ${o.dataFim ? formatarData(o.dataFim) : 'sem data de retorno'})`

/** An absence as a relapse sees it: its class (of its reason) and period. */
export interface AfastamentoVinculavel extends PeriodoAfastamento {
  readonly id: number
  readonly classe: string | null
}

/**
 * The absences a relapse starting on `dataInicio` may point at (`vinculaveis`): the employee's accident/illness or
 * relapse absences that ended before that day, the record itself excluded; latest first.
 */
export const vinculaveis = <A extends AfastamentoVinculavel>(dataInicio: string, afastamentos: ReadonlyArray<A>, id?: number): ReadonlyArray<A> =>
  afastamentos
    .filter((a) => a.id !== id && ehGrupoEspecial(a.classe) && a.dataFim != null && a.dataFim < dataInicio)
    .sort((a, b) => (a.dataInicio < b.dataInicio ? 1 : a.dataInicio > b.dataInicio ? -1 : 0))

export const ORIGINAL_INVALIDO = 'O afastamento original deve ser um afastamento por acidente, doença ou recaída deste talento, terminado antes do início da recaída'
