import { defineConsulta, type FiltroSql } from '../../shared/consulta.ts'
import { mesDe } from '../../shared/datas.ts'
import { juntar } from '../../shared/filtrosRelatorio.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { camposAniversarios, COLUNAS_LOTACAO, completarAniversarios } from './aniversariantes-mes.ts'
import { AUTORIDADES_INDICADORES, descreverLotacao, menuRelatorioTalentos, restringirAreasGeridas } from './comum.ts'
import { descreverMes } from './pessoas.ts'

/**
 * Aniversariantes de tempo de empresa (spec 001 §7 Talent reports) — who completes whole years in the company in
 * a month, day by day: admitted in that month of an earlier year and still employed on the anniversary (a
 * dismissal on that day or later), with the admission date, the years completed, and where they work (the last
 * history row dated up to the month's end). 29/02 admissions fall on 28/02 in a common year. Filters: month,
 * establishments (at least one), areas, cargos. A manager sees the areas they manage.
 */
export const consultaAniversariantesTempoEmpresa = defineConsulta({
  nome: 'gestao-talentos/aniversariantes-tempo-de-empresa',
  autoridade: AUTORIDADES_INDICADORES,
  campos: camposAniversarios(),
  restringir: restringirAreasGeridas,
  colunas: () => [
    { campo: 'dia', titulo: 'Dia', tipo: 'texto', total: 'contagem' },
    { campo: 'nome', titulo: 'Talento', tipo: 'texto', largura: 2.4 },
    { campo: 'admissao', titulo: 'Admissão', tipo: 'data' },
    { campo: 'anos', titulo: 'Anos completos', tipo: 'inteiro' },
    ...COLUNAS_LOTACAO,
  ],
  completar: (linhas, f) => completarAniversarios(linhas, f.mes, 'admissao', true),
})
export type FiltroAniversariantesTempoEmpresa = FiltroSql<typeof consultaAniversariantesTempoEmpresa>

export const relatorioAniversariantesTempoEmpresa = defineRelatorio({
  consulta: consultaAniversariantesTempoEmpresa,
  titulo: 'Aniversariantes de Tempo de Empresa',
  menu: menuRelatorioTalentos(6),
  tela: 'tabela',
  orientacao: 'paisagem',
  filtroInicial: (hoje) => ({ mes: mesDe(hoje) }),
  descreverFiltro: (f) => juntar([descreverMes(f.mes), ...descreverLotacao(f)]),
})
