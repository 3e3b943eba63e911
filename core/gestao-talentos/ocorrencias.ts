import { Effect } from 'effect'
import { booleano, data, referencia, referencias, texto, textoLongo } from '../shared/campos.ts'
import { DATA_FINAL_INFERIOR } from '../shared/datas.ts'
import type { ErroCampo } from '../shared/erros.ts'
import { defineResource, type ResultadoValidar } from '../shared/resource.ts'
import { errosDoPeriodoNoVinculo, talentoDoRegistro } from './talentoNoPeriodo.ts'

export const ROLE_OCORRENCIAS = 'ROLE_GESTAO_TALENTOS_OCORRENCIAS'
export const TIPO_OCORRENCIA_OBRIGATORIO = 'Tipo de ocorrência é obrigatório'
export const DATA_OCORRENCIA_OBRIGATORIA = 'Data da ocorrência é obrigatória'

/** A period's end is not before its start (pure; shared by occurrences and absences). */
export const errosDoPeriodo = (inicio: string | undefined, fim: string | undefined, campoFim: string): ReadonlyArray<ErroCampo> =>
  inicio && fim && fim < inicio ? [{ field: campoFim, message: DATA_FINAL_INFERIOR }] : []

/**
 * An employee's occurrence (spec 001 /gestao-talentos/ocorrencias, also reached as colaboradores-ocorrencias: the
 * occurrences of one employee): a kind, the day it happened or its period, an observation, and the action taken
 * (`providenciaId`, also set alone by PUT ocorrencia-providencia/{id}). Kinds flagged absenteeism count as absences
 * (spec 001 §9). A manager records and sees the occurrences of the employees of their areas only (`escopoGestor`:
 * the employee's area today).
 */
export const ocorrencias = defineResource({
  name: 'gestao-talentos/ocorrencias',
  table: 'ocorrencias',
  label: 'Ocorrências',
  labelSingular: 'Ocorrência',
  scope: 'empresa',
  authority: ROLE_OCORRENCIAS,
  fields: {
    colaboradorId: referencia({ label: 'Talento', resource: 'cargo-salario/colaboradores', required: true, list: true, obrigatorio: 'Talento é obrigatório' }),
    tipoOcorrenciaId: referencia({ label: 'Tipo de Ocorrência', resource: 'gestao-talentos/tipo-ocorrencia', required: true, list: true, obrigatorio: TIPO_OCORRENCIA_OBRIGATORIO }),
    dataInicio: data({ label: 'Data', required: true, list: true, obrigatorio: DATA_OCORRENCIA_OBRIGATORIA }),
    dataFim: data({ label: 'Até' }),
    observacao: textoLongo({ label: 'Observação', max: 4000, feminino: true }),
    providenciaId: referencia({ label: 'Providência', resource: 'gestao-talentos/providencias', feminino: true, list: true }),
  },
  colunas: {
    nomeColaborador: texto({ label: 'Nome do Talento', max: 100 }),
    descricaoTipoOcorrencia: texto({ label: 'Ocorrência', max: 100, feminino: true }),
    absenteismo: booleano({ label: 'Conta no absenteísmo' }),
    descricaoProvidencia: texto({ label: 'Providência tomada', max: 100, feminino: true }),
  },
  filtros: {
    dataDe: { campo: data({ label: 'De' }), op: 'gte', coluna: 'dataInicio', destaque: true },
    dataAte: { campo: data({ label: 'Até' }), op: 'lte', coluna: 'dataInicio', destaque: true },
    /** The employee's position today. */
    estabelecimentoId: { campo: referencias({ label: 'Estabelecimentos', resource: 'utilitario/estabelecimentos' }), op: 'predicado' },
    areaOrganizacionalId: { campo: referencias({ label: 'Áreas Organizacionais', resource: 'cargo-salario/areas-organizacionais', feminino: true }), op: 'predicado' },
    cargoId: { campo: referencias({ label: 'Cargos', resource: 'cargo-salario/cargos' }), op: 'predicado' },
  },
  escopoGestor: 'areaOrganizacionalId',
  regrasFiltro: (f) => errosDoPeriodo(f['dataDe'] as string | undefined, f['dataAte'] as string | undefined, 'dataAte'),
  rules: (o) => errosDoPeriodo(o.dataInicio, o.dataFim, 'dataFim'),
  validar: (o, ctx) =>
    Effect.map(talentoDoRegistro(o.colaboradorId, ctx), (r): ResultadoValidar =>
      r._tag === 'erros' ? r.erros : r.talento ? errosDoPeriodoNoVinculo(r.talento, o.dataInicio, o.dataFim, { inicio: 'dataInicio', fim: 'dataFim' }) : [],
    ),
  sort: { field: 'dataInicio', order: 'DESC' },
  menu: { grupo: 'Gestão de Talentos', ordem: 2 },
})
