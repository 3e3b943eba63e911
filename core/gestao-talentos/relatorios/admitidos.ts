import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { camposPeriodo, descreverPeriodo, juntar, regrasPeriodo } from '../../shared/filtrosRelatorio.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { VINCULOS } from '../../geral/pessoa.ts'
import { AUTORIDADES_INDICADORES, camposLotacao, descreverLotacao, menuRelatorioTalentos, restringirAreasGeridas } from './comum.ts'
import { COLUNA_AREA, COLUNA_CARGO, COLUNA_ESTABELECIMENTO, ordenarPor } from './pessoas.ts'

/** The link's name; by admission date and name. */
export const completarAdmitidos = (linhas: ReadonlyArray<Linha>): ReadonlyArray<Linha> =>
  linhas.map((l) => ({ ...l, vinculo: VINCULOS.find((v) => v.id === l['vinculo'])?.name ?? l['vinculo'] ?? null })).sort(ordenarPor('admissao'))

/**
 * Admitidos (spec 001 §7 Talent reports) — who was admitted in a period: admission date, name, registration, link,
 * and the establishment, area and cargo of their admission (the history row of that date), with the dismissal date
 * when they already left; the count at the end. A cancelled admission (payroll) never counts. Filters: period,
 * establishments (at least one), areas, cargos. A manager sees the areas they manage.
 */
export const consultaAdmitidos = defineConsulta({
  nome: 'gestao-talentos/admitidos',
  autoridade: AUTORIDADES_INDICADORES,
  campos: { ...camposPeriodo('Data'), ...camposLotacao() },
  restringir: restringirAreasGeridas,
  regras: regrasPeriodo,
  colunas: () => [
    { campo: 'nome', titulo: 'Talento', tipo: 'texto', largura: 2.4, total: 'contagem' },
    { campo: 'admissao', titulo: 'Admissão', tipo: 'data' },
    { campo: 'matricula', titulo: 'Matrícula', tipo: 'texto' },
    { campo: 'vinculo', titulo: 'Vínculo', tipo: 'texto' },
    COLUNA_ESTABELECIMENTO,
    COLUNA_AREA,
    COLUNA_CARGO,
    { campo: 'desligamento', titulo: 'Desligamento', tipo: 'data' },
  ],
  completar: completarAdmitidos,
})
export type FiltroAdmitidos = FiltroSql<typeof consultaAdmitidos>

export const relatorioAdmitidos = defineRelatorio({
  consulta: consultaAdmitidos,
  titulo: 'Admitidos',
  menu: menuRelatorioTalentos(8),
  orientacao: 'paisagem',
  descreverFiltro: (f) => juntar([descreverPeriodo('Período', f), ...descreverLotacao(f)]),
})
