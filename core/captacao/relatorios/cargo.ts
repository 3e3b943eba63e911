import { Context, Effect } from 'effect'
import { booleano, opcoes, referencias } from '../../shared/campos.ts'
import type { Escopo } from '../../shared/ports.ts'
import { defineRelatorio, type Linha } from '../../shared/relatorio.ts'
import type { Entrada } from '../../shared/resource.ts'

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
export type FiltroRelatorioCargo = Entrada<typeof campos>

/** One row per (área, cargo): the adapter joins cargos to their areas and sorts by area, then cargo. */
export class ConsultaRelatorioCargo extends Context.Tag('ConsultaRelatorioCargo')<
  ConsultaRelatorioCargo,
  { readonly linhas: (f: FiltroRelatorioCargo, escopo: Escopo) => Effect.Effect<ReadonlyArray<Linha>> }
>() {}

const SITUACAO = { T: 'todos os cargos', A: 'somente ativos', I: 'somente inativos' } as const

/**
 * Cargos por área organizacional: which cargos each area recruits for, under which market name, whether
 * they are active and shown on the candidate portal. Rows: one per cargo in each of its areas, grouped by
 * area with a count per area and in total.
 */
export const relatorioCargo = defineRelatorio({
  modulo: 'captacao',
  nome: 'cargo',
  titulo: 'Cargos por Área Organizacional',
  autoridade: 'ROLE_CAPTACAO_RELATORIOS',
  menu: { grupo: 'Captação e Seleção', subgrupo: 'Relatórios', ordem: 3 },
  campos,
  descreverFiltro: (f) =>
    [
      `Situação: ${SITUACAO[f.situacao as keyof typeof SITUACAO]}`,
      `Áreas: ${f.areasOrganizacionaisIds.length ? `${f.areasOrganizacionaisIds.length} selecionada(s)` : 'todas'}`,
      f.exibirModuloExterno ? 'Somente cargos exibidos no módulo externo' : '',
    ]
      .filter(Boolean)
      .join('; '),
  colunas: () => [
    { campo: 'cargo', titulo: 'Cargo', tipo: 'texto', largura: 3, total: 'contagem' },
    { campo: 'nomeMercado', titulo: 'Nome de Mercado', tipo: 'texto', largura: 3 },
    { campo: 'situacao', titulo: 'Situação', tipo: 'texto', largura: 1 },
    { campo: 'moduloExterno', titulo: 'Módulo Externo', tipo: 'texto', largura: 1 },
  ],
  agruparPor: () => 'area',
  linhas: (f, escopo) => Effect.flatMap(ConsultaRelatorioCargo, (c) => c.linhas(f, escopo)),
})
