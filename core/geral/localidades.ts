import { inteiro, referencia, texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'

/** IBGE data is global: this scope only satisfies the repository's signature (no company row is read). */
export const ESCOPO_GLOBAL = { usuarioId: 0, empresaId: 0, empresasVisiveis: [] } as const

/** A person's address (candidate, employee): the city must be one of the chosen UF's. */
export const CIDADE_FORA_DA_UF = 'Cidade não pertence à UF informada'

/** IBGE reference data (27 UFs, 5,571 municipalities), loaded on migrate; read-only. */
export const estados = defineResource({
  name: 'geral/estados',
  table: 'estados',
  label: 'Estados',
  labelSingular: 'Estado',
  scope: 'global',
  authority: null,
  readOnly: true,
  fields: {
    sigla: texto({ label: 'UF', max: 2, required: true, list: true, feminino: true }),
    nome: texto({ label: 'Nome', max: 60, required: true, list: true }),
    codigoIbge: inteiro({ label: 'Código IBGE', required: true, list: true }),
  },
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Utilitários', subgrupo: 'Geral', ordem: 1 },
})

export const cidades = defineResource({
  name: 'geral/cidades',
  table: 'cidades',
  label: 'Cidades',
  labelSingular: 'Cidade',
  scope: 'global',
  authority: null,
  readOnly: true,
  fields: {
    nome: texto({ label: 'Nome', max: 100, required: true, list: true }),
    estadoId: referencia({ label: 'Estado', resource: 'geral/estados', required: true, list: true }),
    codigoIbge: inteiro({ label: 'Código IBGE', required: true, list: true }),
    ddd: inteiro({ label: 'DDD', max: 99, list: true }),
  },
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Utilitários', subgrupo: 'Geral', ordem: 2 },
})

/** CBO 2002 occupations, for cargo and faixa selection. */
export const cbo = defineResource({
  name: 'geral/cbo',
  table: 'cbo_ocupacoes',
  label: 'CBO',
  labelSingular: 'Ocupação CBO',
  scope: 'global',
  authority: null,
  readOnly: true,
  fields: {
    codigo: texto({ label: 'Código', max: 6, required: true, list: true }),
    titulo: texto({ label: 'Título', max: 200, required: true, list: true }),
  },
  sort: { field: 'codigo', order: 'ASC' },
})
