import { Effect, Schema } from 'effect'
import { booleano, data, lista, valorReferencia } from '../shared/campos.ts'
import { RegraViolada } from '../shared/erros.ts'
import { defineResource } from '../shared/resource.ts'
import { HISTORICO_EM_USO, ROLE_COMPETENCIAS, validarConfigNiveis } from './competenciasRegras.ts'
import { conferirHistoricoDeNiveis } from './niveisEmVigor.ts'

/** A row of the level grid: a level taking part, its weight then and its minimum percentage then (checked by the rules). */
export const ConfigHistoricoNivel = Schema.Struct({
  nivelCompetenciaId: valorReferencia({ label: 'Nível de Competência' }),
  ordem: Schema.optional(Schema.NullOr(Schema.Number.annotations({ message: () => 'Peso inválido' }))),
  percentual: Schema.optional(Schema.NullOr(Schema.Number.annotations({ message: () => 'Percentual mínimo inválido' }))),
})

export const HISTORICO_NIVEIS_REPETIDO = 'Já existe um histórico de níveis de competência cadastrado nesta data'

/**
 * The competency levels' dated history (spec 001 §2 niveis-competencia-historico, §3 'Nível de competência …
 * Configuration: considerarPercentualMinimo, obrigarPercentual, podeEditar, configHistoricosNiveis'): from `data`
 * until the next one, the levels that take part, each with its weight (`ordem`, up to 5 digits) and minimum
 * percentage (max 100, 2 decimals; required when the configuration considers it, or when some competency has
 * behaviours: `obrigarPercentual`). One per company and date (the `vigencia` machinery, owned by the company). The
 * salary ranges' and employees' competency configurations read the levels in force on their date; a history that
 * governs some of them (`podeEditar` false) is neither changed nor removed, and a new one may not take them over.
 * The grid that edits it is the screen /cargo-salario/configuracoes-niveis-competencia.
 */
export const niveisCompetenciaHistorico = defineResource({
  name: 'cargo-salario/niveis-competencia-historico',
  table: 'niveis_competencia_historicos',
  label: 'Histórico dos Níveis',
  labelSingular: 'Configuração dos Níveis de Competência',
  scope: 'empresa',
  authority: ROLE_COMPETENCIAS,
  readAuthority: null,
  vigencia: { dono: 'empresaId', dataRepetida: HISTORICO_NIVEIS_REPETIDO },
  fields: {
    data: data({ label: 'Data', required: true, list: true }),
    considerarPercentualMinimo: booleano({ label: 'Considerar percentual mínimo', list: true }),
    configHistoricosNiveis: lista({ label: 'Níveis', item: ConfigHistoricoNivel, max: 100 }),
  },
  estado: { dataFim: data({ label: 'Vigente até' }) },
  colunas: {
    /** No salary range's or employee's configuration is dated within its validity. */
    podeEditar: booleano({ label: 'Pode editar', filtro: 'none' }),
  },
  filtros: { vigenteEm: { campo: data({ label: 'Vigente em' }), op: 'vigente' } },
  omitirNaLista: [],
  rules: (h) => validarConfigNiveis(h),
  validar: (h, ctx) => conferirHistoricoDeNiveis(h, ctx),
  antesDeAlterar: (atual) => (atual['podeEditar'] === false ? Effect.fail(new RegraViolada({ message: HISTORICO_EM_USO, code: 'HISTORICO_EM_USO' })) : Effect.void),
  antesDeRemover: (atual) => (atual['podeEditar'] === false ? Effect.fail(new RegraViolada({ message: HISTORICO_EM_USO, code: 'HISTORICO_EM_USO' })) : Effect.void),
  sort: { field: 'data', order: 'DESC' },
  menu: { grupo: 'Cargos e Salários', subgrupo: 'Competências', ordem: 7 },
})
