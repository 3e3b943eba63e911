import { booleano, opcoes, referencias } from '../../shared/campos.ts'
import { defineConsulta, type FiltroSql } from '../../shared/consulta.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { AUTORIDADE_RELATORIOS, menuRelatorio } from './comum.ts'

const campos = {
  situacao: opcoes({
    label: 'Situação',
    feminino: true,
    default: 'T',
    options: [
      { id: 'T', name: 'Todos' },
      { id: 'A', name: 'Ativos' },
      { id: 'I', name: 'Inativos' },
    ],
  }),
  areasOrganizacionaisIds: referencias({ label: 'Áreas Organizacionais', resource: 'cargo-salario/areas-organizacionais' }),
  exibirModuloExterno: booleano({ label: 'Somente cargos exibidos no módulo externo' }),
}

/** One row per (área, cargo): the SQL joins cargos to their areas and sorts by area, then cargo. */
export const consultaCargo = defineConsulta({
  nome: 'captacao/cargo',
  autoridade: AUTORIDADE_RELATORIOS,
  campos,
  colunas: () => [
    { campo: 'cargo', titulo: 'Cargo', tipo: 'texto', largura: 3, total: 'contagem' },
    { campo: 'nomeMercado', titulo: 'Nome de Mercado', tipo: 'texto', largura: 3 },
    { campo: 'situacao', titulo: 'Situação', tipo: 'texto', largura: 1 },
    { campo: 'moduloExterno', titulo: 'Módulo Externo', tipo: 'texto', largura: 1 },
  ],
  agruparPor: () => 'area',
})
export type FiltroRelatorioCargo = FiltroSql<typeof consultaCargo>

const SITUACAO = { T: 'todos os cargos', A: 'somente ativos', I: 'somente inativos' } as const

/**
 * Cargos por área organizacional: which cargos each area recruits for, under which market name, whether
 * they are active and shown on the candidate portal. Rows: one per cargo in each of its areas, grouped by
 * area with a count per area and in total.
 */
export const relatorioCargo = defineRelatorio({
  consulta: consultaCargo,
  titulo: 'Cargos por Área Organizacional',
  menu: menuRelatorio(3),
  descreverFiltro: (f) =>
    [
      `Situação: ${SITUACAO[f.situacao as keyof typeof SITUACAO]}`,
      `Áreas: ${f.areasOrganizacionaisIds.length ? `${f.areasOrganizacionaisIds.length} selecionada(s)` : 'todas'}`,
      f.exibirModuloExterno ? 'Somente cargos exibidos no módulo externo' : '',
    ]
      .filter(Boolean)
      .join('; '),
})
