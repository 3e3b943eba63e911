import { data, opcoes, referencia } from '../../shared/campos.ts'
import { defineConsulta, type Coluna, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import type { ErroCampo } from '../../shared/erros.ts'
import { campoTipo, juntar, nomeDe, textoPercentual } from '../../shared/filtrosRelatorio.ts'
import { formatarData, formatarDinheiro, formatarMes } from '../../shared/formatos.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { MOTIVOS_HISTORICO } from '../colaboradores.ts'
import { percentualDaFolha } from '../faturamentos-mensais.ts'
import { TIPO_SALARIO_CARGO, TIPO_SALARIO_INDICE } from '../salario.ts'
import { TIPO_REAJUSTE_TALENTO } from '../tabelas-reajustes-colaboradores.ts'
import {
  agruparLinhas,
  aumento,
  AUTORIDADE_TALENTOS,
  campoAreas,
  campoCargos,
  campoDataReferencia,
  campoEstabelecimentos,
  campoGrupos,
  cargoEFaixa,
  menuRelatorio,
  restringirAreasGeridas,
  SELECIONE_AREA,
  SELECIONE_GRUPO,
  selecionados,
  somaOuNulo,
} from './comum.ts'

/** 'Filtrar Colaboradores Por' of the original: 1 the areas, 2 the occupational groups (and, optionally, cargos). */
export const FILTRAR_POR = [
  { id: '1', name: 'Área Organizacional' },
  { id: '2', name: 'Grupo Ocupacional/Cargo' },
] as const

/** The tables a projection can be made with: talents' tables still being planned (the list filter of the picker). */
export const TABELAS_PLANEJADAS = { situacao: 'R', tipoReajuste: TIPO_REAJUSTE_TALENTO } as const

const campos = {
  dataReferencia: campoDataReferencia(),
  data: data({ label: 'Data da Projeção', required: true }),
  estabelecimentosIds: campoEstabelecimentos(),
  filtrarPor: opcoes({ label: 'Filtrar Talentos Por', required: true, default: '1', options: FILTRAR_POR }),
  areasOrganizacionaisIds: campoAreas(false),
  gruposOcupacionaisIds: campoGrupos(false),
  cargosIds: campoCargos(false),
  tipo: campoTipo('D'),
  /**
   * A planned realignment table of talents (Rascunho: neither applied nor cancelled) of the session's company: its
   * lines replace the salary in force on the projection date. The picker offers only those.
   */
  tabelaReajusteColaboradorId: referencia({
    label: 'Tabela de Reajuste',
    resource: 'cargo-salario/tabelas-reajustes-colaboradores',
    feminino: true,
    filtroOpcoes: TABELAS_PLANEJADAS,
  }),
}

export const PROJECAO_ANTES_DA_REFERENCIA = 'Data da Projeção deve ser igual ou posterior à Data de Referência'

/** Spec 001 §5 'Talents report': filtered by area (1), at least one area; by occupational group (2), at least one. */
export const regrasProjecao = (f: {
  readonly dataReferencia: string
  readonly data: string
  readonly filtrarPor: string
  readonly areasOrganizacionaisIds?: ReadonlyArray<number>
  readonly gruposOcupacionaisIds?: ReadonlyArray<number>
}): ReadonlyArray<ErroCampo> => [
  ...(f.data < f.dataReferencia ? [{ field: 'data', message: PROJECAO_ANTES_DA_REFERENCIA }] : []),
  ...(f.filtrarPor === '1' && !f.areasOrganizacionaisIds?.length ? [{ field: 'areasOrganizacionaisIds', message: SELECIONE_AREA }] : []),
  ...(f.filtrarPor === '2' && !f.gruposOcupacionaisIds?.length ? [{ field: 'gruposOcupacionaisIds', message: SELECIONE_GRUPO }] : []),
]

/**
 * What moves a person's salary between the two dates: the line of the chosen realignment table (its date), a history
 * row dated after the reference (its reason and date: a scheduled promotion, a dissídio, the admission itself), else a
 * new value of the range or index they follow.
 */
export const alteracaoProjetada = (l: Linha, dataReferencia: string): string | null => {
  if (typeof l['reajustePlanejado'] === 'string') return `Reajuste planejado em ${formatarData(l['reajustePlanejado'])}`
  if (typeof l['desde'] === 'string' && l['desde'] > dataReferencia) return `${nomeDe(MOTIVOS_HISTORICO, String(l['motivo']))} em ${formatarData(l['desde'])}`
  if (l['salarioReferencia'] === l['salarioProjetado']) return null
  if (Number(l['tipoSalario']) === TIPO_SALARIO_CARGO) return 'Novo valor da faixa'
  if (Number(l['tipoSalario']) === TIPO_SALARIO_INDICE) return 'Novo valor do índice'
  return null
}

/** A person's row: position on the projection date, both salaries, the difference in R$ and %. */
export const completarProjecao = (l: Linha, dataReferencia: string): Linha => {
  const d = aumento(l['salarioReferencia'], l['salarioProjetado'])
  return {
    ...l,
    cargoFaixa: cargoEFaixa(l['cargo'], l['faixa']),
    diferenca: typeof l['salarioReferencia'] === 'number' ? d.valor : null,
    percentual: d.percentual,
    alteracao: alteracaoProjetada(l, dataReferencia),
  }
}

/** Per area: headcount on both dates, the payroll then and projected, the difference in R$ and %. */
export const resumirProjecao = (linhas: ReadonlyArray<Linha>): ReadonlyArray<Linha> =>
  agruparLinhas(linhas, 'areaCaminho').map(([grupo, ls]) => totalDaProjecao(ls, grupo))

/** The totals of person rows (or of summary rows, which carry the same fields summed). */
export const totalDaProjecao = (ls: ReadonlyArray<Linha>, grupo: string | null = null): Linha => {
  const folhaReferencia = somaOuNulo(ls, 'salarioReferencia')
  const folhaProjetada = somaOuNulo(ls, 'salarioProjetado')
  const d = aumento(folhaReferencia ?? 0, folhaProjetada ?? 0)
  // A summary row carries its counts; a person counts once (on the reference date only when employed then).
  const contar = (campo: string, pessoa: (l: Linha) => boolean) => ls.reduce((a, l) => a + (typeof l[campo] === 'number' ? Number(l[campo]) : pessoa(l) ? 1 : 0), 0)
  return {
    grupo,
    nome: null,
    talentosReferencia: contar('talentosReferencia', (l) => typeof l['salarioReferencia'] === 'number'),
    talentosProjetados: contar('talentosProjetados', () => true),
    salarioReferencia: folhaReferencia,
    salarioProjetado: folhaProjetada,
    diferenca: folhaReferencia === null && folhaProjetada === null ? null : d.valor,
    percentual: folhaReferencia ? d.percentual : null,
    faturamento: ls[0]?.['faturamento'] ?? null,
    faturamentoMes: ls[0]?.['faturamentoMes'] ?? null,
  }
}

const DETALHADO: ReadonlyArray<Coluna> = [
  { campo: 'nome', titulo: 'Talento', tipo: 'texto', largura: 2.6, total: 'contagem' },
  { campo: 'matricula', titulo: 'Matrícula', tipo: 'texto', largura: 0.9 },
  { campo: 'estabelecimento', titulo: 'Estabelecimento', tipo: 'texto', largura: 1.5 },
  { campo: 'cargoFaixa', titulo: 'Cargo / Faixa na Projeção', tipo: 'texto', largura: 2.4 },
  { campo: 'salarioReferencia', titulo: 'Salário na Referência', tipo: 'dinheiro', largura: 1.4, total: 'soma' },
  { campo: 'salarioProjetado', titulo: 'Salário Projetado', tipo: 'dinheiro', largura: 1.4, total: 'soma' },
  { campo: 'diferenca', titulo: 'Diferença (R$)', tipo: 'dinheiro', largura: 1.3, total: 'soma' },
  { campo: 'percentual', titulo: 'Diferença (%)', tipo: 'percentual', largura: 1.1 },
  { campo: 'alteracao', titulo: 'Alteração', tipo: 'texto', largura: 2.2 },
]

const RESUMIDO: ReadonlyArray<Coluna> = [
  { campo: 'grupo', titulo: 'Área Organizacional', tipo: 'texto', largura: 3.6 },
  { campo: 'talentosReferencia', titulo: 'Talentos na Referência', tipo: 'inteiro', largura: 1.2 },
  { campo: 'talentosProjetados', titulo: 'Talentos na Projeção', tipo: 'inteiro', largura: 1.2 },
  { campo: 'salarioReferencia', titulo: 'Folha na Referência', tipo: 'dinheiro', largura: 1.5 },
  { campo: 'salarioProjetado', titulo: 'Folha Projetada', tipo: 'dinheiro', largura: 1.5 },
  { campo: 'diferenca', titulo: 'Diferença (R$)', tipo: 'dinheiro', largura: 1.4 },
  { campo: 'percentual', titulo: 'Diferença (%)', tipo: 'percentual', largura: 1.1 },
]

/**
 * The payroll-over-billing figure under the table: the projected payroll over the billing of the projection's month
 * (`faturamentos-mensais`; for a month not billed yet, the last month billed before it, which the line names).
 */
export const folhaSobreFaturamento = (folha: number | null, faturamento: unknown, mes: unknown) =>
  typeof faturamento === 'number' && faturamento > 0 && folha !== null
    ? [{ rotulo: `Folha projetada / faturamento de ${formatarMes(String(mes))} (${formatarDinheiro(faturamento)})`, valor: textoPercentual(percentualDaFolha(folha, faturamento)!) }]
    : []

/**
 * Projeção Salarial dos Talentos — what will each person earn on the projection date, and how much more will the
 * payroll cost then than on the reference date? Everyone employed on the projection date (admitted by then, not
 * dismissed, admission not cancelled) whose history row in force then is in the chosen establishments and areas (or
 * occupational groups and cargos), with their position then, the salary on the reference date (empty when admitted
 * after it) and the one projected (both as `calcularSalarioHistorico`: scheduled history rows and the future values of
 * ranges and indices already entered all count), the difference in R$ and % and what causes it. Grouped by area in
 * tree order. Resumido: per area the headcount and payroll on both dates and the difference. Under the table, the
 * projected payroll over the company's monthly billing. A manager sees only the areas they manage.
 * With a realignment table of talents still planned (Rascunho: not applied, not cancelled; of the company, dated on or
 * before the projection date), each of its lines replaces its person's salary in force on the projection date (the
 * line valued then); any other table changes nothing, so the analyst sees the payroll as if the plan were applied.
 */
export const consultaProjecoesSalariais = defineConsulta({
  nome: 'cargo-salario/projecoes-salariais-talentos',
  autoridade: AUTORIDADE_TALENTOS,
  campos,
  restringir: restringirAreasGeridas,
  regras: (f) => regrasProjecao(f),
  colunas: (f) => (f.tipo === 'R' ? RESUMIDO : DETALHADO),
  agruparPor: (f) => (f.tipo === 'R' ? undefined : 'areaCaminho'),
  completar: (linhas, f) => {
    const completas = linhas.map((l) => completarProjecao(l, f.dataReferencia))
    return f.tipo === 'R' ? resumirProjecao(completas) : completas
  },
  totalizar: (linhas, f) => {
    const t = totalDaProjecao(linhas)
    return f.tipo === 'R' ? t : { ...t, nome: linhas.length, grupo: null }
  },
})
export type FiltroProjecoesSalariais = FiltroSql<typeof consultaProjecoesSalariais>

export const relatorioProjecoesSalariais = defineRelatorio({
  consulta: consultaProjecoesSalariais,
  titulo: 'Projeção Salarial dos Talentos',
  orientacao: 'paisagem',
  menu: menuRelatorio(8.5),
  descreverFiltro: (f) =>
    juntar([
      `Projeção em ${formatarData(f.data)} sobre ${formatarData(f.dataReferencia)}`,
      selecionados('Estabelecimentos', f.estabelecimentosIds),
      f.filtrarPor === '1' ? selecionados('Áreas', f.areasOrganizacionaisIds, 'todas') : selecionados('Grupos ocupacionais', f.gruposOcupacionaisIds),
      f.filtrarPor === '2' ? selecionados('Cargos', f.cargosIds) : '',
      f.tabelaReajusteColaboradorId ? `Com a tabela de reajuste nº ${f.tabelaReajusteColaboradorId}` : '',
      f.tipo === 'R' ? 'Resumido' : 'Detalhado',
    ]),
  resumo: (linhas) => {
    const t = totalDaProjecao(linhas)
    return folhaSobreFaturamento(t.salarioProjetado as number | null, t.faturamento, t.faturamentoMes)
  },
})
