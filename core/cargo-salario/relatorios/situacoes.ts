import { varias } from '../../shared/campos.ts'
import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { camposPeriodo, descreverPeriodo, juntar, nomeDe, regrasPeriodo } from '../../shared/filtrosRelatorio.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { MOTIVOS_HISTORICO, TIPOS_SALARIO } from '../colaboradores.ts'
import {
  AGRUPAMENTOS,
  AUTORIDADE_TALENTOS,
  CAMPO_DO_AGRUPAMENTO,
  campoAgrupamento,
  campoAreas,
  campoEstabelecimentos,
  campoOrigem,
  comChavesDeGrupo,
  menuRelatorio,
  ORIGEM_RH,
  ORIGENS,
  restringirAreasGeridas,
  selecionados,
} from './comum.ts'

const campos = {
  ...camposPeriodo('Data'),
  estabelecimentosIds: campoEstabelecimentos(),
  areasOrganizacionaisIds: campoAreas(false),
  motivos: varias({ label: 'Motivos', options: MOTIVOS_HISTORICO }),
  origem: campoOrigem(),
  agrupamento: campoAgrupamento(),
}

/** A history row of the SQL in words: its reason, salary type and origin. */
export const completarSituacao = (l: Linha): Linha => ({
  ...comChavesDeGrupo(l),
  motivo: MOTIVOS_HISTORICO.find((m) => m.id === l['motivo'])?.name ?? l['motivo'] ?? null,
  tipoSalario: TIPOS_SALARIO.find((t) => t.id === Number(l['tipoSalario']))?.name ?? null,
  origem: ORIGEM_RH,
})

/**
 * Situações — every movement in the employees' histories in the period (admissions, promotions, adjustments,
 * collective agreements, transfers, restructurings): each history row dated in the period, in the chosen
 * establishments (and areas, reasons), with the position it set and the salary it paid on its date
 * (`calcularSalarioHistorico`). Origin (spec 001 §3): rows written here are 'RH'; a payroll integration's rows would
 * be the other origin, and none exists yet, so FORTES_PESSOAL finds none. A manager sees only rows of the areas they
 * manage. Grouped by area, month/year or talent, with the count per group and in total.
 */
export const consultaSituacoes = defineConsulta({
  nome: 'cargo-salario/situacoes',
  autoridade: AUTORIDADE_TALENTOS,
  campos,
  restringir: restringirAreasGeridas,
  regras: (f) => regrasPeriodo(f),
  colunas: () => [
    { campo: 'talento', titulo: 'Talento', tipo: 'texto', largura: 2.6, total: 'contagem' },
    { campo: 'data', titulo: 'Data', tipo: 'data', largura: 1.3 },
    { campo: 'motivo', titulo: 'Motivo', tipo: 'texto', largura: 1.6 },
    { campo: 'estabelecimento', titulo: 'Estabelecimento', tipo: 'texto', largura: 1.6 },
    { campo: 'area', titulo: 'Área Organizacional', tipo: 'texto', largura: 2 },
    { campo: 'cargo', titulo: 'Cargo', tipo: 'texto', largura: 2.2 },
    { campo: 'faixa', titulo: 'Faixa', tipo: 'texto', largura: 1 },
    { campo: 'tipoSalario', titulo: 'Tipo de Salário', tipo: 'texto', largura: 1.5 },
    { campo: 'salario', titulo: 'Salário', tipo: 'dinheiro', largura: 1.3 },
    { campo: 'origem', titulo: 'Origem', tipo: 'texto', largura: 0.8 },
  ],
  agruparPor: (f) => CAMPO_DO_AGRUPAMENTO[f.agrupamento],
  completar: (linhas) => linhas.map(completarSituacao),
})
export type FiltroSituacoes = FiltroSql<typeof consultaSituacoes>

export const relatorioSituacoes = defineRelatorio({
  consulta: consultaSituacoes,
  titulo: 'Situações',
  orientacao: 'paisagem',
  menu: menuRelatorio(9),
  descreverFiltro: (f) =>
    juntar([
      descreverPeriodo('Período', f),
      selecionados('Estabelecimentos', f.estabelecimentosIds),
      selecionados('Áreas', f.areasOrganizacionaisIds, 'todas'),
      `Motivos: ${f.motivos.length ? f.motivos.map((m) => nomeDe(MOTIVOS_HISTORICO, m).toLowerCase()).join(', ') : 'todos'}`,
      `Origem: ${nomeDe(ORIGENS, f.origem)}`,
      `Agrupado por ${nomeDe(AGRUPAMENTOS, f.agrupamento).toLowerCase()}`,
    ]),
})
