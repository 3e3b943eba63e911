import { Context, Data, Effect, Either } from 'effect'
import { ValidacaoFalhou, type ErroCampo } from './erros.ts'
import { formatarData, formatarDecimal, formatarDinheiro } from './formatos.ts'
import { decodificar, defineResource, type Campos, type Entrada, type MenuPos, type Resource } from './resource.ts'
import { Relogio, type Escopo } from './ports.ts'

/**
 * The report engine: a report is declared once (filter Schema with the spec's messages, how its rows are
 * obtained through a port, its columns, grouping, totals and variants); `gerarRelatorio` validates the filter,
 * fetches the rows and builds a renderer-independent document that the PDF and XLSX adapters turn into files,
 * so both formats always carry the same data.
 */

export type TipoColuna = 'texto' | 'inteiro' | 'decimal' | 'dinheiro' | 'data' | 'percentual'

export interface Coluna {
  readonly campo: string
  readonly titulo: string
  readonly tipo: TipoColuna
  /** Relative width in the PDF (default 1). */
  readonly largura?: number
  /** How the column totals in group and grand totals. */
  readonly total?: 'soma' | 'media' | 'contagem'
}

/** One row: dinheiro in centavos, percentual as a number like 12.5 (%), data as YYYY-MM-DD. */
export type Linha = Readonly<Record<string, string | number | null>>

export interface Grupo {
  readonly titulo: string | null
  readonly linhas: ReadonlyArray<Linha>
  readonly totais: Linha | null
}

export interface DocumentoRelatorio {
  readonly titulo: string
  readonly empresa: string
  /** The filter in words. */
  readonly filtro: string
  readonly emitidoEm: string
  readonly emitidoPor: string
  readonly colunas: ReadonlyArray<Coluna>
  readonly grupos: ReadonlyArray<Grupo>
  readonly totais: Linha | null
  /** Extra summary lines under the table ('Taxa de aprovação: 45,00 %'). */
  readonly resumo: ReadonlyArray<{ readonly rotulo: string; readonly valor: string }>
  readonly orientacao: 'retrato' | 'paisagem'
  readonly quantidade: number
}

export interface DefinicaoRelatorio<C extends Campos = Campos, R = any> {
  /** `captacao` — the report answers at POST /api/captacao/relatorios/<nome>. */
  readonly modulo: string
  readonly nome: string
  readonly titulo: string
  readonly autoridade: string
  /** The filter's fields, declared like a resource's (labels, defaults, the spec's messages). */
  readonly campos: C
  /** Cross-field rules of the filter; `hoje` (YYYY-MM-DD, America/Sao_Paulo) for rules such as the report year. */
  readonly regras?: (f: Entrada<C>, hoje: string) => ReadonlyArray<ErroCampo>
  /** Filter in words, printed under the title. */
  readonly descreverFiltro: (f: Entrada<C>) => string
  /** Columns (may depend on the Detalhado/Resumido variant chosen in the filter). */
  readonly colunas: (f: Entrada<C>) => ReadonlyArray<Coluna>
  /** Field whose value starts a new group (with subtotals). */
  readonly agruparPor?: (f: Entrada<C>) => string | undefined
  readonly orientacao?: 'retrato' | 'paisagem'
  /** Rows already aggregated by the adapter (SQL), never whole tables. */
  readonly linhas: (f: Entrada<C>, escopo: Escopo) => Effect.Effect<ReadonlyArray<Linha>, never, R>
  readonly resumo?: (linhas: ReadonlyArray<Linha>, f: Entrada<C>) => ReadonlyArray<{ readonly rotulo: string; readonly valor: string }>
  /** Menu position (sub-group 'Relatórios' of the module's group). */
  readonly menu: MenuPos
}

export interface Relatorio<C extends Campos = Campos, R = any> extends DefinicaoRelatorio<C, R> {
  /** The filter as a resource-shaped declaration: validated and rendered by the same generic code. */
  readonly filtro: Resource<C>
  /** Route and API path: `captacao/relatorios/cargo`. */
  readonly caminho: string
}

export const defineRelatorio = <C extends Campos, R>(d: DefinicaoRelatorio<C, R>): Relatorio<C, R> => {
  const caminho = `${d.modulo}/relatorios/${d.nome}`
  return {
    ...d,
    caminho,
    filtro: defineResource({
      name: caminho,
      table: '',
      label: d.titulo,
      labelSingular: d.titulo,
      scope: 'global',
      authority: d.autoridade,
      fields: d.campos,
    }),
  }
}

/** The filter's fields, then its cross-field rules given today (server and staff UI alike). */
export const validarFiltroRelatorio = <C extends Campos>(
  d: Relatorio<C, any>,
  corpo: unknown,
  hoje: string,
): Either.Either<Entrada<C>, ValidacaoFalhou> =>
  Either.flatMap(decodificar(d.filtro, corpo ?? {}, 'create'), (f) => {
    const erros = d.regras?.(f, hoje) ?? []
    return erros.length ? Either.left(ValidacaoFalhou.campos(erros)) : Either.right(f)
  })

export const SEM_DADOS = 'Não existem dados para o filtro informado.'
export const FALHA_RELATORIO = 'Não foi possível gerar o relatório.'

/** The filter matched nothing: the UI shows 'Não existem dados para o filtro informado.'. */
export class RelatorioSemDados extends Data.TaggedError('RelatorioSemDados')<Record<never, never>> {
  override get message() {
    return SEM_DADOS
  }
}

const somar = (linhas: ReadonlyArray<Linha>, c: Coluna): number | null => {
  const valores = linhas.map((l) => l[c.campo]).filter((v): v is number => typeof v === 'number')
  if (c.total === 'contagem') return linhas.length
  if (!valores.length) return null
  const soma = valores.reduce((a, b) => a + b, 0)
  return c.total === 'media' ? soma / valores.length : soma
}

const totais = (linhas: ReadonlyArray<Linha>, colunas: ReadonlyArray<Coluna>): Linha | null => {
  if (!colunas.some((c) => c.total)) return null
  return Object.fromEntries(colunas.map((c) => [c.campo, c.total ? somar(linhas, c) : null]))
}

/** Groups consecutive rows by `campo` (the adapter sorts by it) and computes subtotals and the grand total. */
export const montarDocumento = <C extends Campos>(
  d: DefinicaoRelatorio<C, any>,
  f: Entrada<C>,
  linhas: ReadonlyArray<Linha>,
  meta: { readonly empresa: string; readonly emitidoEm: string; readonly emitidoPor: string },
): DocumentoRelatorio => {
  const colunas = d.colunas(f)
  const campoGrupo = d.agruparPor?.(f)
  const grupos: Grupo[] = []
  if (campoGrupo) {
    let atual: Linha[] = []
    let titulo: string | null = null
    const fechar = () => {
      if (atual.length) grupos.push({ titulo, linhas: atual, totais: totais(atual, colunas) })
    }
    for (const l of linhas) {
      const t = l[campoGrupo] == null ? '(sem informação)' : String(l[campoGrupo])
      if (t !== titulo) {
        fechar()
        atual = []
        titulo = t
      }
      atual.push(l)
    }
    fechar()
  } else grupos.push({ titulo: null, linhas, totais: null })
  return {
    titulo: d.titulo,
    empresa: meta.empresa,
    filtro: d.descreverFiltro(f),
    emitidoEm: meta.emitidoEm,
    emitidoPor: meta.emitidoPor,
    colunas,
    grupos,
    totais: totais(linhas, colunas),
    resumo: d.resumo?.(linhas, f) ?? [],
    orientacao: d.orientacao ?? 'retrato',
    quantidade: linhas.length,
  }
}

/** A cell as text in pt-BR (PDF and previews). */
export const formatarCelula = (tipo: TipoColuna, v: string | number | null | undefined): string => {
  if (v === null || v === undefined || v === '') return ''
  switch (tipo) {
    case 'dinheiro':
      return formatarDinheiro(Number(v))
    case 'data':
      return formatarData(String(v))
    case 'decimal':
      return formatarDecimal(Number(v), 2, true)
    case 'percentual':
      return `${formatarDecimal(Number(v), 2, true)} %`
    case 'inteiro':
      return formatarDecimal(Number(v), 0)
    default:
      return String(v)
  }
}

/** First cell of a total row: 'Total' or, when that column counts, 'Total: 4'. */
export const rotuloTotal = (primeira: Coluna, t: Linha, rotulo: string) => {
  const v = t[primeira.campo]
  return v == null ? rotulo : `${rotulo}: ${formatarCelula(primeira.tipo === 'texto' ? 'inteiro' : primeira.tipo, v)}`
}

export interface ContextoRelatorio {
  readonly escopo: Escopo
  readonly empresa: string
  readonly usuario: string
}

/** Validates the filter (400 with the spec's messages), gets the rows, refuses an empty result. */
export const gerarRelatorio = <C extends Campos, R>(d: Relatorio<C, R>, corpo: unknown, ctx: ContextoRelatorio, agora: string) =>
  Effect.gen(function* () {
    const hoje = yield* Effect.flatMap(Relogio, (r) => r.hoje)
    const f = yield* Either.match(validarFiltroRelatorio(d, corpo, hoje), { onLeft: Effect.fail, onRight: Effect.succeed })
    const linhas = yield* d.linhas(f, ctx.escopo)
    if (!linhas.length) return yield* new RelatorioSemDados()
    return montarDocumento(d, f, linhas, { empresa: ctx.empresa, emitidoEm: agora, emitidoPor: ctx.usuario })
  })

export type Formato = 'pdf' | 'xlsx'

/** Turns a report document into a file (adapters: pdfmake, exceljs). */
export class RenderizadorRelatorio extends Context.Tag('RenderizadorRelatorio')<
  RenderizadorRelatorio,
  { readonly renderizar: (doc: DocumentoRelatorio, formato: Formato) => Effect.Effect<Uint8Array> }
>() {}

/** File name: 'cargo_2026-11-21.xlsx'. */
export const nomeArquivo = (d: { readonly nome: string }, formato: Formato, hoje: string) => `${d.nome}_${hoje}.${formato}`
