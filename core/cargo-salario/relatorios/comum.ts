import type { Ator } from '../../shared/ator.ts'
import { data, inteiro, opcoes, referencias, varias } from '../../shared/campos.ts'
import type { Linha } from '../../shared/consulta.ts'
import { formatarData, formatarDecimal, formatarInteiro, formatarMes } from '../../shared/formatos.ts'
import type { MenuPos } from '../../shared/resource.ts'
import { dividirArredondando, TIPO_SALARIO_INDICE, TIPO_SALARIO_VALOR } from '../salario.ts'

/**
 * Filter pieces, wording and pure steps of the jobs-and-salaries reports (spec 001 §5 'Reports', §7 'Reports on
 * structure', §3 enumerations). The filters' shared words (period, Detalhado/Resumido) are core/shared/filtrosRelatorio.ts.
 */

/** The structure (cargos, ranges) is printed with the lookups' authority; the people with the employees'. */
export const AUTORIDADE_ESTRUTURA = 'ROLE_CARGO_SALARIO_CADASTROS'
export const AUTORIDADE_TALENTOS = 'ROLE_CARGO_SALARIO_COLABORADORES'

export const menuRelatorio = (ordem: number): MenuPos => ({ grupo: 'Cargos e Salários', subgrupo: 'Relatórios', ordem })

export const SELECIONE_ESTABELECIMENTO = 'Selecione ao menos um Estabelecimento'
export const SELECIONE_CARGO = 'Selecione ao menos um Cargo'
export const SELECIONE_AREA = 'Selecione ao menos uma Área Organizacional'
export const SELECIONE_GRUPO = 'Selecione ao menos um Grupo Ocupacional'
export const SELECIONE_ALTERACAO = 'Selecione ao menos uma alteração'

/** The reference date (spec 001 §5: required): what the history rows in force then say. */
export const campoDataReferencia = () => data({ label: 'Data de Referência', required: true })
export const campoEstabelecimentos = () =>
  referencias({ label: 'Estabelecimentos', resource: 'utilitario/estabelecimentos', min: 1, minMessage: SELECIONE_ESTABELECIMENTO })
export const campoCargos = (obrigatorio: boolean) =>
  referencias({ label: 'Cargos', resource: 'cargo-salario/cargos', ...(obrigatorio ? { min: 1, minMessage: SELECIONE_CARGO } : {}) })
export const campoAreas = (obrigatorio: boolean) =>
  referencias({ label: 'Áreas Organizacionais', resource: 'cargo-salario/areas-organizacionais', ...(obrigatorio ? { min: 1, minMessage: SELECIONE_AREA } : {}) })
export const campoGrupos = (obrigatorio: boolean) =>
  referencias({ label: 'Grupos Ocupacionais', resource: 'cargo-salario/grupos-ocupacionais', ...(obrigatorio ? { min: 1, minMessage: SELECIONE_GRUPO } : {}) })

/**
 * Where a history row came from (spec 001 §3 'Report origin'): FORTES_RH the rows written here, FORTES_PESSOAL the
 * ones a payroll integration would write. No payroll integration writes history rows yet, so every stored row is of
 * this system: TODOS and FORTES_RH read them all, FORTES_PESSOAL reads none (the report answers the spec's no-data message).
 */
export const ORIGENS = [
  { id: 'TODOS', name: 'Todas' },
  { id: 'FORTES_RH', name: 'RH (lançadas neste sistema)' },
  { id: 'FORTES_PESSOAL', name: 'Folha de pagamento (integração)' },
] as const
export type Origem = (typeof ORIGENS)[number]['id']
export const ORIGEM_RH = 'RH'
export const campoOrigem = () => opcoes({ label: 'Origem', feminino: true, required: true, default: 'TODOS', options: ORIGENS })

/** Grouping (spec 001 §3): by the row's area, by month/year of its date, by talent. */
export const AGRUPAMENTOS = [
  { id: 'AREA_ORGANIZACIONAL', name: 'Área Organizacional' },
  { id: 'MES_ANO', name: 'Mês/Ano' },
  { id: 'TALENTO', name: 'Talento' },
] as const
export type Agrupamento = (typeof AGRUPAMENTOS)[number]['id']
export const campoAgrupamento = () => opcoes({ label: 'Agrupar por', required: true, default: 'AREA_ORGANIZACIONAL', options: AGRUPAMENTOS })
/** The row field each grouping starts a group on (the SQL sorts by it first). */
export const CAMPO_DO_AGRUPAMENTO: Readonly<Record<Agrupamento, string>> = { AREA_ORGANIZACIONAL: 'areaCaminho', MES_ANO: 'mesAno', TALENTO: 'talentoGrupo' }

/**
 * The group keys of a history row of the SQL (`data`, `nome`, `matricula`, `colaboradorId`): its month/year
 * ('03/2024'), the talent as a column (`talento`) and as a group title that two namesakes never share.
 */
export const comChavesDeGrupo = (l: Linha): Linha => ({
  ...l,
  mesAno: typeof l['data'] === 'string' ? formatarMes(l['data']) : null,
  talento: l['nome'] ?? null,
  talentoGrupo: `${String(l['nome'])} (${l['matricula'] ? `matrícula ${String(l['matricula'])}` : `nº ${String(l['colaboradorId'])}`})`,
})

/** By area or by position (spec 001 §3): which changes `alteracoes-cargos-e-ou-areas` lists (one or both). */
export const ALTERACOES = [
  { id: 'AREA_ORGANIZACIONAL', name: 'Área Organizacional' },
  { id: 'CARGO', name: 'Cargo' },
] as const
export type Alteracao = (typeof ALTERACOES)[number]['id']
export const campoAlteracoes = () => varias({ label: 'Alterações de', feminino: true, default: ['AREA_ORGANIZACIONAL', 'CARGO'], options: ALTERACOES })

/** Months without adjustment (spec 001 §5: default 0 = everyone). */
export const campoMesesSemReajuste = () => inteiro({ label: 'Meses sem Reajuste', default: 0, min: 0, max: 1200 })

/**
 * A manager (Ator.areasGeridas) reads only the people of the areas they manage, as the employees' own screens;
 * `undefined` = every area. The SQL receives it with the filter, never from it.
 */
export const restringirAreasGeridas = (ator: Ator): { readonly areasGeridas: ReadonlyArray<number> | undefined } => ({ areasGeridas: ator.areasGeridas })

/** 'Estabelecimentos: 2 selecionado(s)' or, for an optional list left empty, 'Áreas: todas'. */
export const selecionados = (rotulo: string, ids: ReadonlyArray<number> | undefined, vazio = 'todos') =>
  `${rotulo}: ${ids?.length ? `${formatarInteiro(ids.length)} selecionado(s)` : vazio}`
export const descreverData = (d: string) => `Data de referência: ${formatarData(d)}`

/** 'Analista de RH / Júnior' (the range only when there is one). */
export const cargoEFaixa = (cargo: unknown, faixa: unknown) => (cargo == null ? null : faixa == null ? String(cargo) : `${String(cargo)} / ${String(faixa)}`)

/** How a range's value is set, in words: 'Valor fixo', '1,3 × Salário Mínimo Nacional'; 'Sem valor na data' without a row in force. */
export const formaDoValor = (tipo: unknown, quantidade: unknown, indice: unknown): string => {
  if (Number(tipo) === TIPO_SALARIO_VALOR) return 'Valor fixo'
  if (Number(tipo) === TIPO_SALARIO_INDICE) return `${formatarDecimal(Number(quantidade), 4)} × ${String(indice ?? 'índice')}`
  return 'Sem valor na data'
}

/** A CBO occupation as printed: '2524-05 Analista de recursos humanos' (null without a code). */
export const formatarCbo = (codigo: unknown, titulo: unknown): string | null =>
  codigo == null || codigo === '' ? null : `${String(codigo).replace(/^(\d{4})(\d{2})$/, '$1-$2')}${titulo ? ` ${String(titulo)}` : ''}`

/** The raise from `anterior` to `novo`: R$ and % rounded once to two decimals (null when either is unknown or `anterior` is 0). */
export const aumento = (anterior: unknown, novo: unknown): { readonly valor: number | null; readonly percentual: number | null } => {
  if (typeof anterior !== 'number' || typeof novo !== 'number') return { valor: null, percentual: null }
  const valor = novo - anterior
  return { valor, percentual: anterior === 0 ? null : Number(dividirArredondando(BigInt(Math.round(valor)) * 10_000n, BigInt(Math.round(anterior)))) / 100 }
}

const numeros = (linhas: ReadonlyArray<Linha>, campo: string) => linhas.map((l) => l[campo]).filter((v): v is number => typeof v === 'number')
const soma = (xs: ReadonlyArray<number>) => xs.reduce((a, b) => a + b, 0)

/**
 * Headcount and payroll of some employees (one row each, `salario` in centavos, null when unknown): how many, the
 * monthly payroll, the mean salary (rounded to the centavo, over those with a known salary), the lowest and highest.
 */
export const folhaDe = (linhas: ReadonlyArray<Linha>) => {
  const salarios = numeros(linhas, 'salario')
  const folha = soma(salarios)
  return {
    talentos: linhas.length,
    folha,
    media: salarios.length ? Math.round(folha / salarios.length) : null,
    menor: salarios.length ? Math.min(...salarios) : null,
    maior: salarios.length ? Math.max(...salarios) : null,
  }
}

/** The rows of each value of `campo`, in the order they first appear (the SQL sorted them). */
export const agruparLinhas = (linhas: ReadonlyArray<Linha>, campo: string): ReadonlyArray<readonly [string, ReadonlyArray<Linha>]> => {
  const grupos = new Map<string, Linha[]>()
  for (const l of linhas) {
    const k = l[campo] == null ? '(sem informação)' : String(l[campo])
    const g = grupos.get(k)
    if (g) g.push(l)
    else grupos.set(k, [l])
  }
  return [...grupos.entries()]
}

/** Sum of a money column, null when no row has a value. */
export const somaOuNulo = (linhas: ReadonlyArray<Linha>, campo: string): number | null => {
  const xs = numeros(linhas, campo)
  return xs.length ? soma(xs) : null
}

/** Mean of a numeric column with two decimals, null when no row has a value. */
export const mediaOuNulo = (linhas: ReadonlyArray<Linha>, campo: string): number | null => {
  const xs = numeros(linhas, campo)
  return xs.length ? Math.round((soma(xs) / xs.length) * 100) / 100 : null
}
