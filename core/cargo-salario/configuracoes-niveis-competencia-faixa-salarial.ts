import { Schema } from 'effect'
import { data, lista, referencia, texto, valorInteiro, valorReferencia } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'
import { COMPETENCIA_OBRIGATORIA, exigido, NIVEL_OBRIGATORIO, PESO_COMPETENCIA_OBRIGATORIO, ROLE_COMPETENCIAS, validarConfigCompetencias } from './competenciasRegras.ts'
import { conferirCompetenciasENiveis } from './niveisEmVigor.ts'


/** A competency row of a salary range's grid: the competency, its weight (1–99999) and the level the range requires. */
export const ConfigCompetenciaFaixaItem = Schema.Struct({
  competenciaId: exigido(valorReferencia({ label: 'Competência', feminino: true }), COMPETENCIA_OBRIGATORIA),
  competenciaPeso: exigido(valorInteiro({ label: 'Peso', min: 1, max: 99_999, foraDaFaixa: 'Peso deve ser um número inteiro de 1 a 99999' }), PESO_COMPETENCIA_OBRIGATORIO),
  nivelCompetenciaId: exigido(valorReferencia({ label: 'Nível de competência' }), NIVEL_OBRIGATORIO),
})

export const CONFIG_FAIXA_REPETIDA = 'Já existe uma configuração de competências desta faixa salarial nesta data'

/**
 * The competencies a salary range requires from a date (spec 001 §2 configuracoes-niveis-competencia-faixa-salarial,
 * the second grid of 'Competency-level configuration grid', §3 'Competency level configuration', §5): each
 * competency (CHA item of the company) with its weight and the level required, one radio per level in force on the
 * date. Dated like the range's values (one per range and date; in force until the next). Evaluations (issue 15) read
 * the configuration in force on an evaluation's date to compare what each evaluated person shows.
 */
export const configuracoesNiveisCompetenciaFaixaSalarial = defineResource({
  name: 'cargo-salario/configuracoes-niveis-competencia-faixa-salarial',
  table: 'config_niveis_competencia_faixas',
  label: 'Competências das Faixas',
  labelSingular: 'Configuração de Competências da Faixa Salarial',
  scope: 'empresa',
  authority: ROLE_COMPETENCIAS,
  readAuthority: null,
  vigencia: { dono: 'faixaSalarialId', dataRepetida: CONFIG_FAIXA_REPETIDA },
  fields: {
    faixaSalarialId: referencia({ label: 'Faixa Salarial', resource: 'cargo-salario/faixas-salariais', required: true, feminino: true, list: true }),
    data: data({ label: 'Data', required: true, list: true }),
    configsNiveisCompetencias: lista({ label: 'Competências', item: ConfigCompetenciaFaixaItem, max: 500, feminino: true }),
  },
  estado: { dataFim: data({ label: 'Vigente até' }) },
  colunas: {
    nomeFaixa: texto({ label: 'Faixa Salarial', max: 30 }),
    cargoId: referencia({ label: 'Cargo', resource: 'cargo-salario/cargos', list: true }),
    nomeCargo: texto({ label: 'Cargo', max: 100 }),
  },
  filtros: {
    vigenteEm: { campo: data({ label: 'Vigente em' }), op: 'vigente' },
    dataDe: { campo: data({ label: 'Data de' }), op: 'gte', coluna: 'data', oculto: true },
    dataAte: { campo: data({ label: 'Data até' }), op: 'lte', coluna: 'data', oculto: true },
  },
  rules: (c) => validarConfigCompetencias(c.configsNiveisCompetencias),
  validar: (c, ctx) => conferirCompetenciasENiveis(c, ctx),
  sort: { field: 'data', order: 'DESC' },
  menu: { grupo: 'Cargos e Salários', subgrupo: 'Competências', ordem: 8 },
})
