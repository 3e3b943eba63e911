import { inteiro, percentual, texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'
import { DESCRICAO_NIVEL_MAX, PERCENTUAL_MINIMO_MAX, PESO_OBRIGATORIO, validarNivelCompetencia } from './niveisCompetencia.ts'

/**
 * Competency level (spec 001 §3 "Nível de competência", §5, §9): descricao required (max 60), ordem = weight
 * (required, whole number up to 5 digits), percentual = minimum percentage (0–100, 2 decimals; required only
 * where a configuration considers the minimum percentage, which is not this screen). The rules are those of
 * niveisCompetencia.ts (shared with the configuration grid, so weight and percentage are checked there, with its
 * messages: `conferidoNasRegras`). Owned by Cargos e Salários (spec 001 lists it there, with the competency
 * configurations that use it); recruitment's /captacao/niveis-competencia shows this same resource.
 */
export const niveisCompetencia = defineResource({
  name: 'cargo-salario/niveis-competencia',
  table: 'niveis_competencia',
  copia: { grupo: 'Competências', chave: ['descricao'] },
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
    ordem: inteiro({ label: 'Peso', max: 99_999, required: true, obrigatorio: PESO_OBRIGATORIO, list: true, conferidoNasRegras: true }),
    percentual: percentual({ label: 'Percentual mínimo', max: PERCENTUAL_MINIMO_MAX, list: true, conferidoNasRegras: true }),
  },
  sort: { field: 'ordem', order: 'ASC' },
  menu: { grupo: 'Cargos e Salários', subgrupo: 'Cadastros', ordem: 3 },
  rules: (n) => validarNivelCompetencia(n).filter((e) => e.field !== 'descricao'),
})
