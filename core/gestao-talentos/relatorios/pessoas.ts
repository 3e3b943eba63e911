import { referencias } from '../../shared/campos.ts'
import type { Coluna, Linha } from '../../shared/consulta.ts'
import { adicionarDias, adicionarMeses, diasEntre, diasNoMes, mesesCompletosEntre } from '../../shared/datas.ts'
import { formatarData, formatarInteiro, formatarMes } from '../../shared/formatos.ts'

/**
 * Pieces the talent lists share (occurrences, dismissals, admissions, birthdays, generations, schooling,
 * certificates, dismissal rate): the SQL gives one row per person with the history row in force on the date
 * that matters to the report (`colaboradorId`, `nome`, `matricula`, `estabelecimento`, `area`, `cargo`), and these
 * pure steps turn dates into what is printed. Names are sorted here (pt-BR collation), alike on both databases.
 */

export const campoEmpresas = () => referencias({ label: 'Empresas', resource: 'utilitario/empresas', feminino: true })

export const COLUNA_ESTABELECIMENTO: Coluna = { campo: 'estabelecimento', titulo: 'Estabelecimento', tipo: 'texto', largura: 1.4 }
export const COLUNA_AREA: Coluna = { campo: 'area', titulo: 'Área Organizacional', tipo: 'texto', largura: 1.6 }
export const COLUNA_CARGO: Coluna = { campo: 'cargo', titulo: 'Cargo', tipo: 'texto', largura: 1.6 }
/** The person, counting the rows in the totals ('Total: 4'). */
export const COLUNA_TALENTO: Coluna = { campo: 'nome', titulo: 'Talento', tipo: 'texto', largura: 2.4, total: 'contagem' }

const texto = (v: unknown) => (v == null ? '' : String(v))
/** By `campos` in order (texts in pt-BR collation, numbers as numbers), then by name and id. */
export const ordenarPor =
  (...campos: ReadonlyArray<string>) =>
  (a: Linha, b: Linha): number => {
    for (const c of [...campos, 'nome']) {
      const x = a[c]
      const y = b[c]
      const d = typeof x === 'number' && typeof y === 'number' ? x - y : texto(x).localeCompare(texto(y), 'pt-BR', { sensitivity: 'base', numeric: true })
      if (d !== 0) return d
    }
    return Number(a['colaboradorId'] ?? 0) - Number(b['colaboradorId'] ?? 0)
  }

/** 'Ana Souza (matrícula 0001)' or '(nº 12)': a group title two namesakes never share. */
export const tituloTalento = (l: Linha) => `${String(l['nome'])} (${l['matricula'] ? `matrícula ${String(l['matricula'])}` : `nº ${String(l['colaboradorId'])}`})`

const plural = (n: number, um: string, varios: string) => `${formatarInteiro(n)} ${n === 1 ? um : varios}`

/**
 * Time in the company from admission to `fim` (inclusive of neither bound's hour): whole years, months (the
 * clamped month addition of core/shared/datas.ts: 31/01 + 1 mês = 28/02) and the remaining days, in words —
 * '2 anos, 3 meses e 5 dias', '1 mês', '0 dias'.
 */
export const tempoDeEmpresa = (admissao: string, fim: string): string => {
  const meses = mesesCompletosEntre(admissao, fim)
  if (meses < 0) return ''
  const anos = Math.floor(meses / 12)
  const resto = meses % 12
  const dias = diasEntre(adicionarMeses(admissao, meses), fim)
  const partes = [anos ? plural(anos, 'ano', 'anos') : '', resto ? plural(resto, 'mês', 'meses') : '', dias || meses === 0 ? plural(dias, 'dia', 'dias') : ''].filter(Boolean)
  return partes.length > 1 ? `${partes.slice(0, -1).join(', ')} e ${partes[partes.length - 1]}` : (partes[0] ?? '')
}

/** The anniversary of `data` in `ano` (29/02 falls on 28/02 in a common year). */
export const aniversarioEm = (data: string, ano: number): string => {
  const mes = Number(data.slice(5, 7))
  const dia = Math.min(Number(data.slice(8, 10)), diasNoMes(ano, mes))
  return `${String(ano).padStart(4, '0')}-${data.slice(5, 7)}-${String(dia).padStart(2, '0')}`
}

/** Whole years from `inicio` to `data` (an age, years of service). */
export const anosCompletos = (inicio: string, data: string): number => Math.floor(mesesCompletosEntre(inicio, data) / 12)

/** The month asked for in words under the title: 'Mês: 03/2024'. */
export const descreverMes = (mes: string) => `Mês: ${formatarMes(mes)}`
export const descreverDataReferencia = (data: string) => `Data de referência: ${formatarData(data)}`

// ---------------------------------------------------------------------------------------------------------
// Generations (spec 001 §8 'Generation chart')

export const SEM_DESCRICAO_GERACAO = 'Geração não possui descrição.'

export interface GeracaoFaixa {
  readonly id: number
  readonly descricao: string | null
  readonly anoInicial: number
  readonly anoFinal: number
}

/**
 * The generation of a birth year: the company's generation whose range holds it; where two ranges overlap, the
 * one that starts first (then the lower id). None: the person is counted under 'Geração não possui descrição.'.
 */
export const geracaoDoAno = (geracoes: ReadonlyArray<GeracaoFaixa>, ano: number): GeracaoFaixa | undefined =>
  [...geracoes].sort((a, b) => a.anoInicial - b.anoInicial || a.id - b.id).find((g) => g.anoInicial <= ano && ano <= g.anoFinal)

/**
 * Employees per generation (pure): one row per generation of the company, in birth-year order, with how many
 * employees and their share (2 decimals); the unclassified last, only when there are some; nothing at all without
 * employees (the report then answers that there is no data, the chart 'Não existem dados para o gráfico.').
 */
export const contarPorGeracao = (geracoes: ReadonlyArray<GeracaoFaixa>, anosNascimento: ReadonlyArray<number>): ReadonlyArray<Linha> => {
  if (!anosNascimento.length) return []
  const contagem = new Map<number | null, number>()
  for (const ano of anosNascimento) {
    const g = geracaoDoAno(geracoes, ano)?.id ?? null
    contagem.set(g, (contagem.get(g) ?? 0) + 1)
  }
  const total = anosNascimento.length
  const linha = (geracao: string, nascidos: string | null, quantidade: number): Linha => ({ geracao, nascidos, quantidade, percentual: Math.round((quantidade / total) * 10_000) / 100 })
  const semGeracao = contagem.get(null) ?? 0
  return [
    ...[...geracoes]
      .sort((a, b) => a.anoInicial - b.anoInicial || a.id - b.id)
      .map((g) => linha(g.descricao?.trim() ? g.descricao : SEM_DESCRICAO_GERACAO, `${g.anoInicial} a ${g.anoFinal}`, contagem.get(g.id) ?? 0)),
    ...(semGeracao ? [linha(SEM_DESCRICAO_GERACAO, null, semGeracao)] : []),
  ]
}

// ---------------------------------------------------------------------------------------------------------
// Dismissal rate

export const FORMULA_TAXA_DEMISSAO = 'Taxa de demissão = Demitidos / Headcount médio × 100; Headcount médio = (headcount no início + headcount no fim) / 2'

/**
 * Taxa de demissão (%) = demitidos / headcount médio × 100, headcount médio = (headcount no início + headcount no
 * fim) / 2; 0 when the mean headcount is 0.
 */
export const taxaDemissao = (demitidos: number, headcountInicio: number, headcountFim: number): number => {
  const medio = (headcountInicio + headcountFim) / 2
  return medio > 0 ? (demitidos / medio) * 100 : 0
}

// ---------------------------------------------------------------------------------------------------------
// Certificates

export const FILTROS_VALIDADE = [
  { id: 'TODOS', name: 'Todos' },
  { id: 'VENCIDOS', name: 'Vencidos' },
  { id: 'A_VENCER', name: 'A vencer' },
  { id: 'VENCIDOS_E_A_VENCER', name: 'Vencidos e a vencer' },
] as const
export type FiltroValidade = (typeof FILTROS_VALIDADE)[number]['id']

export type SituacaoCertificado = 'Vencido' | 'A vencer' | 'Válido' | 'Sem validade'

/** On `data`: expired when the validity ended before it, expiring when it ends within `dias` days from it (inclusive). */
export const situacaoDoCertificado = (validade: string | null | undefined, data: string, dias: number): SituacaoCertificado =>
  !validade ? 'Sem validade' : validade < data ? 'Vencido' : validade <= adicionarDias(data, dias) ? 'A vencer' : 'Válido'

export const atendeValidade = (filtro: FiltroValidade, s: SituacaoCertificado): boolean =>
  filtro === 'TODOS' || (filtro === 'VENCIDOS' ? s === 'Vencido' : filtro === 'A_VENCER' ? s === 'A vencer' : s === 'Vencido' || s === 'A vencer')
