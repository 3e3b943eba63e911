import { opcoes, referencias } from '../../shared/campos.ts'
import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { camposPeriodo, descreverPeriodo, juntar, nomeDe, quantosSelecionados, regrasPeriodo } from '../../shared/filtrosRelatorio.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { SEM_PROVIDENCIA } from '../ocorrenciasAcoes.ts'
import { AUTORIDADES_INDICADORES, camposLotacao, descreverLotacao, menuRelatorioTalentos, restringirAreasGeridas } from './comum.ts'
import { campoEmpresas, COLUNA_AREA, COLUNA_CARGO, ordenarPor, tituloTalento } from './pessoas.ts'

export const AGRUPAMENTOS_OCORRENCIAS = [
  { id: 'TALENTO', name: 'Talento' },
  { id: 'TIPO', name: 'Tipo de Ocorrência' },
  { id: 'PROVIDENCIA', name: 'Providência' },
] as const
type AgrupamentoOcorrencias = (typeof AGRUPAMENTOS_OCORRENCIAS)[number]['id']
const CAMPO_GRUPO: Readonly<Record<AgrupamentoOcorrencias, string>> = { TALENTO: 'talentoGrupo', TIPO: 'ocorrencia', PROVIDENCIA: 'providencia' }

/** Group keys, then by group, date and name. */
export const completarOcorrencias = (linhas: ReadonlyArray<Linha>, f: { readonly agrupamento: AgrupamentoOcorrencias }): ReadonlyArray<Linha> =>
  linhas
    .map((l) => ({ ...l, talentoGrupo: tituloTalento(l), providencia: l['providencia'] ?? SEM_PROVIDENCIA }))
    .sort(ordenarPor(CAMPO_GRUPO[f.agrupamento], 'data'))

/**
 * Ocorrências (spec 001 §7 Talent reports) — what happened to whom in a period: each occurrence whose date falls in
 * it, with its type, the action taken ('Sem providência' when none yet), the observation, and where the person
 * worked on that day (the history row in force then). Grouped by talent, type or action taken, with counts.
 * Filters: period, companies (among those the user sees; none chosen = the session's), establishments (at least
 * one), areas, cargos, occurrence types. A manager sees the people of the areas they manage.
 */
export const consultaOcorrencias = defineConsulta({
  nome: 'gestao-talentos/ocorrencias',
  autoridade: AUTORIDADES_INDICADORES,
  campos: {
    ...camposPeriodo('Data'),
    empresasIds: campoEmpresas(),
    ...camposLotacao(),
    tiposOcorrenciaIds: referencias({ label: 'Tipos de Ocorrência', resource: 'gestao-talentos/tipo-ocorrencia' }),
    agrupamento: opcoes({ label: 'Agrupar por', required: true, default: 'TALENTO', options: AGRUPAMENTOS_OCORRENCIAS }),
  },
  restringir: restringirAreasGeridas,
  regras: regrasPeriodo,
  colunas: () => [
    { campo: 'nome', titulo: 'Talento', tipo: 'texto', largura: 2.2, total: 'contagem' },
    { campo: 'data', titulo: 'Data', tipo: 'data' },
    { campo: 'ate', titulo: 'Até', tipo: 'data' },
    { campo: 'ocorrencia', titulo: 'Ocorrência', tipo: 'texto', largura: 1.6 },
    { campo: 'providencia', titulo: 'Providência', tipo: 'texto', largura: 1.6 },
    COLUNA_AREA,
    COLUNA_CARGO,
    { campo: 'observacao', titulo: 'Observação', tipo: 'texto', largura: 2.4 },
  ],
  agruparPor: (f) => CAMPO_GRUPO[f.agrupamento],
  completar: completarOcorrencias,
})
export type FiltroOcorrencias = FiltroSql<typeof consultaOcorrencias>

export const relatorioOcorrencias = defineRelatorio({
  consulta: consultaOcorrencias,
  titulo: 'Ocorrências no Período',
  menu: menuRelatorioTalentos(3),
  orientacao: 'paisagem',
  descreverFiltro: (f) =>
    juntar([
      descreverPeriodo('Período', f),
      quantosSelecionados('Empresas', f.empresasIds),
      ...descreverLotacao(f),
      quantosSelecionados('Tipos de ocorrência', f.tiposOcorrenciaIds),
      `Agrupado por ${nomeDe(AGRUPAMENTOS_OCORRENCIAS, f.agrupamento).toLowerCase()}`,
    ]),
})
