import { data, referencias } from '../../shared/campos.ts'
import { defineConsulta, type FiltroSql } from '../../shared/consulta.ts'
import { formatarData } from '../../shared/formatos.ts'
import { defineRelatorio, type Relatorio } from '../../shared/relatorio.ts'
import { restringirAreasGeridas } from './comum.ts'

const campos = {
  data: data({ label: 'Data', required: true }),
  estabelecimentosIds: referencias({ label: 'Estabelecimentos', resource: 'utilitario/estabelecimentos' }),
  areasOrganizacionaisIds: referencias({ label: 'Áreas Organizacionais', resource: 'cargo-salario/areas-organizacionais' }),
  cargosIds: referencias({ label: 'Cargos', resource: 'cargo-salario/cargos' }),
}

/**
 * Salários em uma data: every employee of the session's companies employed on `data` (admitted by then, not yet
 * dismissed) with the position and salary of their history row in force on that date, valued on that date as
 * `calcularSalarioHistorico` does (type 1 the range's row in force, 2 the index then × quantity, 3 the value).
 * One SQL query for all of them (adapters/cargo-salario/salarios.ts): payroll totals read it. `salario` is null when
 * it cannot be known (a range or index without a value yet on that date). A manager reads only the areas they manage.
 */
export const consultaSalariosEmUmaData = defineConsulta({
  nome: 'cargo-salario/salarios-em-uma-data',
  autoridade: 'ROLE_CARGO_SALARIO_COLABORADORES',
  campos,
  restringir: restringirAreasGeridas,
  colunas: () => [
    { campo: 'matricula', titulo: 'Matrícula', tipo: 'texto', largura: 1 },
    { campo: 'nome', titulo: 'Nome', tipo: 'texto', largura: 3, total: 'contagem' },
    { campo: 'area', titulo: 'Área Organizacional', tipo: 'texto', largura: 2 },
    { campo: 'cargo', titulo: 'Cargo', tipo: 'texto', largura: 2 },
    { campo: 'faixa', titulo: 'Faixa Salarial', tipo: 'texto', largura: 1 },
    { campo: 'tipo', titulo: 'Tipo de Salário', tipo: 'texto', largura: 1 },
    { campo: 'salario', titulo: 'Salário', tipo: 'dinheiro', largura: 1, total: 'soma' },
  ],
})
export type FiltroSalariosEmUmaData = FiltroSql<typeof consultaSalariosEmUmaData>

const quantos = (ids: ReadonlyArray<number>, rotulo: string) => `${rotulo}: ${ids.length ? `${ids.length} selecionado(s)` : 'todos'}`

export const relatorioSalariosEmUmaData = defineRelatorio({
  consulta: consultaSalariosEmUmaData,
  titulo: 'Salários em uma data',
  orientacao: 'paisagem',
  menu: { grupo: 'Cargos e Salários', subgrupo: 'Relatórios', ordem: 1 },
  descreverFiltro: (f) =>
    [`Data: ${formatarData(f.data)}`, quantos(f.estabelecimentosIds, 'Estabelecimentos'), quantos(f.areasOrganizacionaisIds, 'Áreas'), quantos(f.cargosIds, 'Cargos')].join('; '),
})

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reports of every filter shape: Relatorio is invariant in its fields
export const RELATORIOS_SALARIOS: ReadonlyArray<Relatorio<any, any>> = [relatorioSalariosEmUmaData]
