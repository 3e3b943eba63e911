import type { Coluna, Linha } from '../../shared/consulta.ts'
import { juntar } from '../../shared/filtrosRelatorio.ts'
import { agruparLinhas, descreverData, folhaDe, selecionados } from './comum.ts'

/**
 * The three 'talentos por …' reports (talentos-cargos, talentos-areas-organizacionais, talentos-grupos-ocupacionais)
 * read the same thing — every employee employed on the reference date with the position and salary of their history
 * row in force then (adapters/cargo-salario/relatorios-talentos.ts, valued as `calcularSalarioHistorico`) — and
 * differ in what they group by. Detalhado: the people, grouped, with count and payroll per group and in total.
 * Resumido: one row per group with headcount, monthly payroll, mean, lowest and highest salary.
 */

export type TalentosPor = 'cargo' | 'area' | 'grupo'

interface Por {
  /** The row field the SQL sorts by first (the group). */
  readonly campo: string
  readonly titulo: string
  /** Columns of the Detalhado between the admission and the salary (the group's own column left out). */
  readonly posicao: ReadonlyArray<Coluna>
}

const ESTABELECIMENTO: Coluna = { campo: 'estabelecimento', titulo: 'Estabelecimento', tipo: 'texto', largura: 1.6 }
const AREA: Coluna = { campo: 'area', titulo: 'Área Organizacional', tipo: 'texto', largura: 2.4 }
const CARGO: Coluna = { campo: 'cargo', titulo: 'Cargo', tipo: 'texto', largura: 2.2 }
const FAIXA: Coluna = { campo: 'faixa', titulo: 'Faixa Salarial', tipo: 'texto', largura: 1.2 }

const POR: Readonly<Record<TalentosPor, Por>> = {
  cargo: { campo: 'cargo', titulo: 'Cargo', posicao: [ESTABELECIMENTO, AREA, FAIXA] },
  area: { campo: 'areaCaminho', titulo: 'Área Organizacional', posicao: [ESTABELECIMENTO, CARGO, FAIXA] },
  grupo: { campo: 'grupo', titulo: 'Grupo Ocupacional', posicao: [CARGO, FAIXA, AREA] },
}

const detalhado = (p: Por): ReadonlyArray<Coluna> => [
  { campo: 'nome', titulo: 'Nome', tipo: 'texto', largura: 3, total: 'contagem' },
  { campo: 'matricula', titulo: 'Matrícula', tipo: 'texto', largura: 1 },
  { campo: 'admissao', titulo: 'Admissão', tipo: 'data', largura: 1.1 },
  ...p.posicao,
  { campo: 'salario', titulo: 'Salário', tipo: 'dinheiro', largura: 1.3, total: 'soma' },
]

const resumido = (p: Por): ReadonlyArray<Coluna> => [
  { campo: 'grupo', titulo: p.titulo, tipo: 'texto', largura: 4 },
  { campo: 'talentos', titulo: 'Talentos', tipo: 'inteiro', largura: 1, total: 'soma' },
  { campo: 'folha', titulo: 'Folha Mensal', tipo: 'dinheiro', largura: 1.6, total: 'soma' },
  { campo: 'media', titulo: 'Salário Médio', tipo: 'dinheiro', largura: 1.4 },
  { campo: 'menor', titulo: 'Menor Salário', tipo: 'dinheiro', largura: 1.4 },
  { campo: 'maior', titulo: 'Maior Salário', tipo: 'dinheiro', largura: 1.4 },
]

/** One summary row per group: `comSalario` (hidden) keeps how many salaries the mean divided, for the totals. */
export const resumirTalentos = (linhas: ReadonlyArray<Linha>, campo: string): ReadonlyArray<Linha> =>
  agruparLinhas(linhas, campo).map(([grupo, ls]) => ({ grupo, ...folhaDe(ls), comSalario: ls.filter((l) => typeof l['salario'] === 'number').length }))

/** Totals of summary rows: headcount and payroll summed, the mean over every salary, the extremes of the groups'. */
export const totalResumido = (linhas: ReadonlyArray<Linha>): Linha => {
  const n = (c: string) => linhas.map((l) => l[c]).filter((v): v is number => typeof v === 'number')
  const folha = n('folha').reduce((a, b) => a + b, 0)
  const comSalario = n('comSalario').reduce((a, b) => a + b, 0)
  return {
    grupo: null,
    talentos: n('talentos').reduce((a, b) => a + b, 0),
    folha,
    media: comSalario ? Math.round(folha / comSalario) : null,
    menor: n('menor').length ? Math.min(...n('menor')) : null,
    maior: n('maior').length ? Math.max(...n('maior')) : null,
  }
}

type FiltroTalentos = { readonly tipo: string }

/** The columns, grouping, summary step and totals of a 'talentos por …' consulta. */
export const talentosAgrupadosPor = (por: TalentosPor) => {
  const p = POR[por]
  return {
    colunas: (f: FiltroTalentos) => (f.tipo === 'R' ? resumido(p) : detalhado(p)),
    agruparPor: (f: FiltroTalentos) => (f.tipo === 'R' ? undefined : p.campo),
    completar: (linhas: ReadonlyArray<Linha>, f: FiltroTalentos) => (f.tipo === 'R' ? resumirTalentos(linhas, p.campo) : linhas),
    totalizar: (linhas: ReadonlyArray<Linha>, f: FiltroTalentos): Linha => {
      if (f.tipo === 'R') return totalResumido(linhas)
      const { talentos, folha } = folhaDe(linhas)
      return { nome: talentos, salario: folha }
    },
  }
}

/** The filter in words: the date, the selections, the variant. */
export const descreverTalentos = (f: {
  readonly data: string
  readonly estabelecimentosIds: ReadonlyArray<number>
  readonly cargosIds?: ReadonlyArray<number>
  readonly areasOrganizacionaisIds?: ReadonlyArray<number>
  readonly gruposOcupacionaisIds?: ReadonlyArray<number>
  readonly tipo: string
}) =>
  juntar([
    descreverData(f.data),
    selecionados('Estabelecimentos', f.estabelecimentosIds),
    f.gruposOcupacionaisIds ? selecionados('Grupos ocupacionais', f.gruposOcupacionaisIds) : '',
    f.cargosIds ? selecionados('Cargos', f.cargosIds) : '',
    f.areasOrganizacionaisIds ? selecionados('Áreas', f.areasOrganizacionaisIds, 'todas') : '',
    f.tipo === 'R' ? 'Resumido' : 'Detalhado',
  ])
