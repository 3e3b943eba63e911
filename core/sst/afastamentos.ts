import { booleano, opcoes, texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'
import { CLASSES_AFASTAMENTO } from './afastamentosRegras.ts'

/**
 * Absence reason (spec 002 /sst/afastamentos, §3 'Absence type'): what an employee's absence record names; its class
 * decides the record's extra fields (core/sst/afastamentosRegras.ts); `absenteismo` counts its absences in the
 * absenteeism indicator (spec 001 §9); `inss` marks a leave paid by social security after the 15th day.
 */
export const afastamentos = defineResource({
  name: 'sst/afastamentos',
  table: 'afastamentos',
  copia: { grupo: 'SST: Funções, Ambientes e Afastamentos', chave: ['descricao'] },
  label: 'Motivos de Afastamento',
  labelSingular: 'Motivo de Afastamento',
  scope: 'empresa',
  authority: 'ROLE_SST_CADASTROS',
  readAuthority: null,
  fields: {
    descricao: texto({ label: 'Descrição', max: 100, required: true, list: true, feminino: true, unique: 'Já existe um motivo de afastamento com esta descrição' }),
    classe: opcoes({ label: 'Classe', options: CLASSES_AFASTAMENTO, required: true, default: 'SIMPLES', list: true, feminino: true }),
    ativo: booleano({ label: 'Ativo', default: true, list: true }),
    absenteismo: booleano({ label: 'Conta no absenteísmo', list: true }),
    inss: booleano({ label: 'Afastamento pelo INSS', list: true }),
    codigoAC: texto({ label: 'Código na folha', max: 12 }),
    mandatoSindical: booleano({ label: 'Mandato sindical' }),
    mandatoEletivo: booleano({ label: 'Mandato eletivo' }),
  },
  sort: { field: 'descricao', order: 'ASC' },
  menu: { grupo: 'SST', subgrupo: 'Cadastros', ordem: 3 },
})
