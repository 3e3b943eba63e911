import { restringirAreasGeridas, selecionados } from '../../cargo-salario/relatorios/comum.ts'
import { ranquear } from '../../desenvolvimento/relatorios/ranking-avaliacao-aluno.ts'
import { data, referencias } from '../../shared/campos.ts'
import { defineConsulta, type Coluna, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import type { ErroCampo } from '../../shared/erros.ts'
import { camposPeriodo, descreverPeriodo, juntar, regrasPeriodo } from '../../shared/filtrosRelatorio.ts'
import { formatarData } from '../../shared/formatos.ts'
import { defineRelatorio, type Relatorio } from '../../shared/relatorio.ts'
import { acompanhamentosDoTalento, nomeDaSituacao } from '../acompanhamentos.ts'
import { ROLE_ACOMPANHAMENTO_EXPERIENCIA } from '../colaboradores-questionarios.ts'
import { ROLE_AVALIACAO } from '../periodos-experiencia.ts'

/**
 * The four experience follow-up reports of spec 002 (/avaliacao/relatorios/acompanhamento-experiencia-previsto,
 * acompanhamento-periodo-experiencia, ranking-performance-periodo-experiencia, cartao-acompanhamento-periodo-experiencia),
 * on the report engine (PDF and XLSX). HR and the managers run them; a manager sees only the people of their areas
 * (their position today). Filters of §5: 'Período de Acompanhamento' 1 to 4 required; the card 1 to 6, the reference
 * date 'Data Admissão' (the card lists the chosen talents admitted on or after it) and at least one talent.
 * Expected follow-ups and their situations follow core/avaliacao/acompanhamentos.ts (day 1 is the admission; the
 * situation is the one of the day the report is run).
 */

const AUTORIDADES = [ROLE_AVALIACAO, ROLE_ACOMPANHAMENTO_EXPERIENCIA]
const menu = (ordem: number) => ({ grupo: 'Avaliação', subgrupo: 'Relatórios', ordem })

export const PERIODO_ACOMPANHAMENTO = 'Período de Acompanhamento'
export const SELECIONE_PERIODO = 'Selecione ao menos um Período de Acompanhamento'
export const maximoPeriodos = (n: number) => `Selecione no máximo ${n} Períodos de Acompanhamento`
export const SELECIONE_TALENTO = 'Selecione ao menos um candidato'
export const DATA_ADMISSAO_OBRIGATORIA_CARTAO = 'Data Admissão é obrigatória'

const campoPeriodos = () =>
  referencias({ label: PERIODO_ACOMPANHAMENTO, resource: 'avaliacao/periodos-experiencia', min: 1, minMessage: SELECIONE_PERIODO })
const campoAreas = () => referencias({ label: 'Áreas Organizacionais', resource: 'cargo-salario/areas-organizacionais', feminino: true })

/** At most `max` periods (the field already requires one). */
export const regrasPeriodos = (ids: ReadonlyArray<number>, max: number): ReadonlyArray<ErroCampo> =>
  ids.length > max ? [{ field: 'periodosIds', message: maximoPeriodos(max) }] : []

const RESULTADO_CORES = { Aprovado: 'verde', Reprovado: 'vermelho' } as const
const SITUACAO_CORES = { Atrasado: 'vermelho', 'A vencer': 'amarelo', Respondido: 'verde' } as const

const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v))
const bool = (v: unknown) => (v === null || v === undefined ? null : v === true || Number(v) === 1 || v === 't' || v === 'true')
const resultado = (v: unknown) => {
  const b = bool(v)
  return b === null ? '—' : b ? 'Aprovado' : 'Reprovado'
}

/**
 * The expected follow-ups of the SQL's rows (employee × period, with the answered one if any, and `hoje`): the
 * core's rule keeps the expected ones and gives each its due date and situation.
 */
export const acompanhamentosDasLinhas = (linhas: ReadonlyArray<Linha>): ReadonlyArray<Linha> =>
  linhas.flatMap((l) => {
    const periodoId = Number(l['periodoExperienciaId'])
    const cqId = num(l['colaboradorQuestionarioId'])
    const [a] = acompanhamentosDoTalento(
      { id: Number(l['colaboradorId']), dataAdmissao: String(l['dataAdmissao']), dataDesligamento: (l['dataDesligamento'] as string | null) ?? null },
      [{ id: periodoId, nome: String(l['nomePeriodo'] ?? ''), dias: Number(l['dias']), ativo: bool(l['ativo']) !== false }],
      cqId === null ? [] : [{ id: cqId, colaboradorId: Number(l['colaboradorId']), periodoExperienciaId: periodoId, data: String(l['dataResposta']) }],
      String(l['hoje']),
    )
    if (!a) return []
    return [{ ...l, prazo: a.prazo, situacao: nomeDaSituacao(a.situacao), percentual: num(l['percentual']), resultado: cqId === null ? '' : resultado(l['aprovado']) }]
  })

// ---- Previsto ---------------------------------------------------------------------------------------------------

export const consultaAcompanhamentoPrevisto = defineConsulta({
  nome: 'avaliacao/acompanhamento-experiencia-previsto',
  autoridade: AUTORIDADES,
  campos: { periodosIds: campoPeriodos(), ...camposPeriodo('Prazo'), areasOrganizacionaisIds: campoAreas() },
  regras: (f) => [...regrasPeriodos(f.periodosIds, 4), ...regrasPeriodo(f)],
  restringir: restringirAreasGeridas,
  colunas: () => [
    // The first column carries the total's label: a text column.
    { campo: 'nome', titulo: 'Talento', tipo: 'texto', largura: 2.4, total: 'contagem' },
    { campo: 'area', titulo: 'Área Organizacional', tipo: 'texto', largura: 1.8 },
    { campo: 'dataAdmissao', titulo: 'Admissão', tipo: 'data', largura: 0.9 },
    { campo: 'nomePeriodo', titulo: 'Período', tipo: 'texto', largura: 1.2 },
    { campo: 'prazo', titulo: 'Prazo', tipo: 'data', largura: 0.9 },
    { campo: 'situacao', titulo: 'Situação', tipo: 'texto', largura: 0.9, cores: SITUACAO_CORES },
  ],
  completar: (linhas, f) =>
    acompanhamentosDasLinhas(linhas)
      .filter((l) => String(l['prazo']) >= f.dataIni && String(l['prazo']) <= f.dataFim)
      .sort((a, b) => String(a['prazo']).localeCompare(String(b['prazo'])) || String(a['nome']).localeCompare(String(b['nome']), 'pt-BR')),
})
export type FiltroAcompanhamentoPrevisto = FiltroSql<typeof consultaAcompanhamentoPrevisto>

export const relatorioAcompanhamentoPrevisto = defineRelatorio({
  consulta: consultaAcompanhamentoPrevisto,
  titulo: 'Acompanhamento de Experiência Previsto',
  menu: menu(1),
  orientacao: 'paisagem',
  descreverFiltro: (f) => juntar([selecionados('Períodos', f.periodosIds), descreverPeriodo('Prazo', f), selecionados('Áreas', f.areasOrganizacionaisIds, 'todas')]),
})

// ---- Realizados -------------------------------------------------------------------------------------------------

export const consultaAcompanhamentoPeriodoExperiencia = defineConsulta({
  nome: 'avaliacao/acompanhamento-periodo-experiencia',
  autoridade: AUTORIDADES,
  campos: { periodosIds: campoPeriodos(), ...camposPeriodo('Data'), areasOrganizacionaisIds: campoAreas() },
  regras: (f) => [...regrasPeriodos(f.periodosIds, 4), ...regrasPeriodo(f)],
  restringir: restringirAreasGeridas,
  colunas: () => [
    { campo: 'nome', titulo: 'Talento', tipo: 'texto', largura: 2.2, total: 'contagem' },
    { campo: 'data', titulo: 'Data', tipo: 'data', largura: 0.9 },
    { campo: 'area', titulo: 'Área Organizacional', tipo: 'texto', largura: 1.6 },
    { campo: 'tituloModelo', titulo: 'Modelo', tipo: 'texto', largura: 1.8 },
    { campo: 'avaliador', titulo: 'Avaliador', tipo: 'texto', largura: 1.6 },
    { campo: 'percentual', titulo: 'Desempenho (%)', tipo: 'percentual', total: 'media' },
    { campo: 'resultado', titulo: 'Resultado', tipo: 'texto', cores: RESULTADO_CORES },
  ],
  agruparPor: () => 'nomePeriodo',
  completar: (linhas) => linhas.map((l) => ({ ...l, percentual: num(l['percentual']), resultado: resultado(l['aprovado']) })),
})
export type FiltroAcompanhamentoPeriodoExperiencia = FiltroSql<typeof consultaAcompanhamentoPeriodoExperiencia>

export const relatorioAcompanhamentoPeriodoExperiencia = defineRelatorio({
  consulta: consultaAcompanhamentoPeriodoExperiencia,
  titulo: 'Acompanhamento do Período de Experiência',
  menu: menu(2),
  orientacao: 'paisagem',
  descreverFiltro: (f) => juntar([selecionados('Períodos', f.periodosIds), descreverPeriodo('Respondidos de', f), selecionados('Áreas', f.areasOrganizacionaisIds, 'todas')]),
})

// ---- Ranking -----------------------------------------------------------------------------------------------------

export const consultaRankingPerformancePeriodoExperiencia = defineConsulta({
  nome: 'avaliacao/ranking-performance-periodo-experiencia',
  autoridade: AUTORIDADES,
  campos: { periodosIds: campoPeriodos(), ...camposPeriodo('Data'), areasOrganizacionaisIds: campoAreas() },
  regras: (f) => [...regrasPeriodos(f.periodosIds, 4), ...regrasPeriodo(f)],
  restringir: restringirAreasGeridas,
  colunas: () => [
    { campo: 'posicao', titulo: 'Posição', tipo: 'inteiro', largura: 0.7 },
    { campo: 'nomeColaborador', titulo: 'Talento', tipo: 'texto', largura: 2.4 },
    { campo: 'area', titulo: 'Área Organizacional', tipo: 'texto', largura: 1.8 },
    { campo: 'quantidade', titulo: 'Acompanhamentos', tipo: 'inteiro', largura: 0.9 },
    { campo: 'percentual', titulo: 'Desempenho médio (%)', tipo: 'percentual', total: 'media' },
    { campo: 'resultado', titulo: 'Resultado', tipo: 'texto', cores: RESULTADO_CORES },
  ],
  // One row per employee: the mean of their follow-ups' scores; approved when every one with a minimum was.
  completar: (linhas) => ranquear(linhas.map((l) => ({ ...l, percentual: num(l['percentual']) === null ? null : Math.round(Number(l['percentual']) * 100) / 100, aprovado: bool(l['aprovado']) === null ? null : bool(l['aprovado']) ? 1 : 0 }))),
})
export type FiltroRankingPerformancePeriodoExperiencia = FiltroSql<typeof consultaRankingPerformancePeriodoExperiencia>

export const relatorioRankingPerformancePeriodoExperiencia = defineRelatorio({
  consulta: consultaRankingPerformancePeriodoExperiencia,
  titulo: 'Ranking de Performance do Período de Experiência',
  menu: menu(3),
  descreverFiltro: (f) => juntar([selecionados('Períodos', f.periodosIds), descreverPeriodo('Respondidos de', f), selecionados('Áreas', f.areasOrganizacionaisIds, 'todas')]),
})

// ---- Cartão ------------------------------------------------------------------------------------------------------

export const COLUNAS_CARTAO: ReadonlyArray<Coluna> = [
  { campo: 'nomePeriodo', titulo: 'Período', tipo: 'texto', largura: 1.4 },
  { campo: 'prazo', titulo: 'Prazo', tipo: 'data', largura: 0.9 },
  { campo: 'situacao', titulo: 'Situação', tipo: 'texto', largura: 0.9, cores: SITUACAO_CORES },
  { campo: 'dataResposta', titulo: 'Respondido em', tipo: 'data', largura: 0.9 },
  { campo: 'avaliador', titulo: 'Avaliador', tipo: 'texto', largura: 1.6 },
  { campo: 'percentual', titulo: 'Desempenho (%)', tipo: 'percentual' },
  { campo: 'resultado', titulo: 'Resultado', tipo: 'texto', cores: RESULTADO_CORES },
]

export const consultaCartaoAcompanhamento = defineConsulta({
  nome: 'avaliacao/cartao-acompanhamento-periodo-experiencia',
  autoridade: AUTORIDADES,
  campos: {
    periodosIds: campoPeriodos(),
    dataAdmissao: data({ label: 'Data Admissão', required: true, obrigatorio: DATA_ADMISSAO_OBRIGATORIA_CARTAO }),
    colaboradoresIds: referencias({ label: 'Talentos', resource: 'cargo-salario/colaboradores', min: 1, minMessage: SELECIONE_TALENTO }),
  },
  regras: (f) => regrasPeriodos(f.periodosIds, 6),
  restringir: restringirAreasGeridas,
  colunas: () => COLUNAS_CARTAO,
  agruparPor: () => 'cartao',
  completar: (linhas) =>
    acompanhamentosDasLinhas(linhas).map((l) => ({ ...l, cartao: `${String(l['nome'])} — admissão ${formatarData(String(l['dataAdmissao']))}${l['area'] ? ` — ${String(l['area'])}` : ''}` })),
})
export type FiltroCartaoAcompanhamento = FiltroSql<typeof consultaCartaoAcompanhamento>

export const relatorioCartaoAcompanhamento = defineRelatorio({
  consulta: consultaCartaoAcompanhamento,
  titulo: 'Cartão de Acompanhamento do Período de Experiência',
  menu: menu(4),
  orientacao: 'paisagem',
  descreverFiltro: (f) => juntar([selecionados('Períodos', f.periodosIds), `Admitidos a partir de ${formatarData(f.dataAdmissao)}`, selecionados('Talentos', f.colaboradoresIds)]),
})


// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reports of every filter shape: Relatorio is invariant in its fields
export const RELATORIOS_ACOMPANHAMENTO_EXPERIENCIA: ReadonlyArray<Relatorio<any, any>> = [
  relatorioAcompanhamentoPrevisto,
  relatorioAcompanhamentoPeriodoExperiencia,
  relatorioRankingPerformancePeriodoExperiencia,
  relatorioCartaoAcompanhamento,
]
