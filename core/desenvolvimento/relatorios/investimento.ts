import { defineConsulta, type Coluna, type FiltroSql } from '../../shared/consulta.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { campoCursos, campoEmpresas, camposPeriodoTurmas, descreverEmpresasECursos, descreverPeriodoTurmas, juntar, menuRelatorioDesenvolvimento, regrasPeriodo, ROLE_DESENVOLVIMENTO } from './comum.ts'

/** An expense type's column: `despesa:<descrição>` (R$; a description shared by two companies is one column). */
export const PREFIXO_DESPESA = 'despesa:'

/**
 * Investimento em treinamentos (spec 002 relatorios/investimento): per course (a group each, with subtotals) the
 * classes starting in the period with their cost, their expenses by type (a column per type found), the total and
 * the participants; the grand total at the end. Money in R$ (centavos in the rows).
 */
export const consultaInvestimento = defineConsulta({
  nome: 'desenvolvimento/investimento',
  autoridade: ROLE_DESENVOLVIMENTO,
  campos: { ...camposPeriodoTurmas(), empresasIds: campoEmpresas(), cursosIds: campoCursos() },
  regras: (f) => regrasPeriodo(f),
  colunas: (_f, linhas) => {
    const tipos = [...new Set((linhas ?? []).flatMap((l) => Object.keys(l).filter((k) => k.startsWith(PREFIXO_DESPESA))))].sort((a, b) => a.localeCompare(b, 'pt-BR'))
    return [
      { campo: 'turma', titulo: 'Turma', tipo: 'texto', largura: 1.8 },
      { campo: 'inicio', titulo: 'Início', tipo: 'data', largura: 0.8 },
      { campo: 'custo', titulo: 'Custo da turma', tipo: 'dinheiro', total: 'soma' },
      ...tipos.map((campo): Coluna => ({ campo, titulo: campo.slice(PREFIXO_DESPESA.length), tipo: 'dinheiro', total: 'soma' })),
      { campo: 'total', titulo: 'Total', tipo: 'dinheiro', total: 'soma' },
      { campo: 'participantes', titulo: 'Participantes', tipo: 'inteiro', largura: 0.8, total: 'soma' },
    ]
  },
  agruparPor: () => 'curso',
})
export type FiltroInvestimento = FiltroSql<typeof consultaInvestimento>

export const relatorioInvestimento = defineRelatorio({
  consulta: consultaInvestimento,
  titulo: 'Investimento em Treinamentos',
  menu: menuRelatorioDesenvolvimento(8),
  orientacao: 'paisagem',
  descreverFiltro: (f) => juntar([descreverPeriodoTurmas(f), ...descreverEmpresasECursos(f)]),
})
