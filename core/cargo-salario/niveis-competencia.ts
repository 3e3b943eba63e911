import { Schema } from 'effect'
import { especial, texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'
import { DESCRICAO_NIVEL_MAX, PESO_OBRIGATORIO, validarNivelCompetencia } from './niveisCompetencia.ts'

const numero = (mensagem: string) => Schema.Number.annotations({ message: () => mensagem })

/**
 * Competency level (spec 001 §3 "Nível de competência", §5, §9): descricao required (max 60), ordem = weight
 * (required, whole number up to 5 digits), percentual = minimum percentage (0–100, 2 decimals; required only
 * where a configuration considers the minimum percentage, which is not this screen). The rules are those of
 * niveisCompetencia.ts. Owned by Cargos e Salários (spec 001 lists it there, with the competency
 * configurations that use it); recruitment's /captacao/niveis-competencia shows this same resource.
 */
export const niveisCompetencia = defineResource({
  name: 'cargo-salario/niveis-competencia',
  table: 'niveis_competencia',
  label: 'Níveis de Competência',
  labelSingular: 'Nível de Competência',
  scope: 'empresa',
  authority: 'ROLE_CARGO_SALARIO_CADASTROS',
  readAuthority: null,
  fields: {
    descricao: texto({
      label: 'Descrição',
      max: DESCRICAO_NIVEL_MAX,
      required: true,
      feminino: true,
      list: true,
      unique: 'Já existe um nível de competência com esta descrição',
    }),
    ordem: especial('inteiro', 'integer', numero('Peso inválido'), { label: 'Peso', required: true, obrigatorio: PESO_OBRIGATORIO, list: true }, { max: 99_999 }),
    percentual: especial('inteiro', 'integer', numero('Percentual mínimo inválido'), { label: 'Percentual mínimo', list: true }, { max: 100, filter: 'none' }),
  },
  sort: { field: 'ordem', order: 'ASC' },
  menu: { grupo: 'Cargos e Salários', subgrupo: 'Cadastros', ordem: 3 },
  rules: (n) => validarNivelCompetencia(n).filter((e) => e.field !== 'descricao'),
})
