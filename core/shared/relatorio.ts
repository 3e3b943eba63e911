import { Context, Effect, Either } from 'effect'
import type { Ator, Escopo } from './ator.ts'
import {
  consultar,
  CORES_CELULA,
  podeConsultar,
  totaisDe,
  validarFiltro,
  type Coluna,
  type Consulta,
  type Linha,
  type ResultadoConsulta,
  type SemRestricao,
  type TipoColuna,
} from './consulta.ts'
import type { Documento, LinhaTabela } from './documento.ts'
import { Impressora } from './documento.ts'
import { AcessoNegado, RelatorioSemDados, ValidacaoFalhou } from './erros.ts'
import { formatarData, formatarDataHora, formatarDecimal, formatarDinheiro, formatarInteiro, formatarPercentual } from './formatos.ts'
import { Relogio } from './ports.ts'
import type { Arquivo, Campos, Entrada, MenuPos, Resource } from './resource.ts'

/**
 * A report is a consulta plus its print options (title, the filter in words, orientation, summary lines):
 * `gerarRelatorio` runs the consulta, groups its rows and prints them as a PDF (through the one document
 * renderer) or an XLSX, so both formats, and the screen that shows the same consulta, carry the same data.
 */

export type { Coluna, Linha, TipoColuna }

export interface Grupo {
  readonly titulo: string | null
  readonly linhas: ReadonlyArray<Linha>
  readonly totais: Linha | null
}

/** A report's rows ready to print (the XLSX writer reads it as it is; the PDF goes through `documentoDoRelatorio`). */
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
  /** Extra summary lines under the table ('Taxa de aprovação: 45,00%'). */
  readonly resumo: ReadonlyArray<{ readonly rotulo: string; readonly valor: string }>
  readonly orientacao: 'retrato' | 'paisagem'
  readonly quantidade: number
}

export interface DefinicaoRelatorio<C extends Campos, X extends object> {
  readonly consulta: Consulta<C, X>
  readonly titulo: string
  /** A title the user gives in the filter (the dynamic report's); `titulo` names the screen and the menu entry. */
  readonly tituloDoFiltro?: (f: Entrada<C>) => string
  /** Filter in words, printed under the title. */
  readonly descreverFiltro: (f: Entrada<C>) => string
  readonly orientacao?: 'retrato' | 'paisagem'
  readonly resumo?: (linhas: ReadonlyArray<Linha>, f: Entrada<C>, contexto?: Readonly<Record<string, unknown>>) => ReadonlyArray<{ readonly rotulo: string; readonly valor: string }>
  /** Menu position; absent when the report is printed from another screen. */
  readonly menu?: MenuPos
  /**
   * The screen: `arquivo` (spec 000 §2.6: the filter, 'Relatório' and 'Exportar para XLS') or `tabela` (the rows on
   * screen, with the chart when the consulta has one, and the same two files).
   */
  readonly tela?: 'arquivo' | 'tabela'
  /** Screen route when not `<modulo>/relatorios/<nome>` (the statistics screens keep the spec's routes). */
  readonly caminho?: string
  /** The filter the screen opens with, given today (YYYY-MM-DD, São Paulo); a `tabela` screen runs it at once. */
  readonly filtroInicial?: (hoje: string) => Partial<Entrada<C>>
}

export interface Relatorio<C extends Campos = Campos, X extends object = SemRestricao> extends DefinicaoRelatorio<C, X> {
  readonly modulo: string
  /** `cargo`: the file is `cargo_<data>.pdf`. */
  readonly nome: string
  /** Screen route. */
  readonly caminho: string
  /** API path of the files: POST /api/<modulo>/relatorios/<nome>?formato=pdf|xlsx. */
  readonly caminhoArquivo: string
  /** The screen's authority (menu and route guard). */
  readonly autoridade: string
  readonly filtro: Resource<C>
  readonly tela: 'arquivo' | 'tabela'
}

export const defineRelatorio = <C extends Campos, X extends object>(d: DefinicaoRelatorio<C, X>): Relatorio<C, X> => {
  const q = d.consulta
  const caminhoArquivo = `${q.modulo}/relatorios/${q.nomeLocal}`
  return {
    ...d,
    modulo: q.modulo,
    nome: q.nomeLocal,
    caminho: d.caminho ?? caminhoArquivo,
    caminhoArquivo,
    autoridade: typeof q.autoridade === 'string' ? q.autoridade : (q.autoridade[0] ?? ''),
    filtro: q.filtro,
    tela: d.tela ?? 'arquivo',
  }
}

/** The report's filter: its consulta's fields, then its rules given today (server and staff screen alike). */
export const validarFiltroRelatorio = <C extends Campos, X extends object>(d: Relatorio<C, X>, corpo: unknown, hoje: string, escopo?: Escopo) =>
  validarFiltro(d.consulta, corpo, hoje, escopo)

export { RelatorioSemDados, SEM_DADOS } from './erros.ts'
export const FALHA_RELATORIO = 'Não foi possível gerar o relatório.'

/** Groups consecutive rows by the consulta's field (the SQL sorts by it), with subtotals and the grand total. */
export const montarDocumento = <C extends Campos, X extends object>(
  d: Relatorio<C, X>,
  r: ResultadoConsulta<Entrada<C>>,
  meta: { readonly empresa: string; readonly emitidoEm: string; readonly emitidoPor: string },
): DocumentoRelatorio => {
  const { filtro: f, colunas, linhas } = r
  const campoGrupo = d.consulta.agruparPor?.(f)
  const grupos: Grupo[] = []
  if (campoGrupo) {
    let atual: Linha[] = []
    let titulo: string | null = null
    const fechar = () => {
      if (atual.length) grupos.push({ titulo, linhas: atual, totais: totaisDe(d.consulta, atual, f, colunas) })
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
    titulo: d.tituloDoFiltro?.(f) ?? d.titulo,
    empresa: meta.empresa,
    filtro: d.descreverFiltro(f),
    emitidoEm: meta.emitidoEm,
    emitidoPor: meta.emitidoPor,
    colunas,
    grupos,
    totais: r.totais,
    resumo: d.resumo?.(linhas, f, r.contexto) ?? [],
    orientacao: d.orientacao ?? 'retrato',
    quantidade: linhas.length,
  }
}

/** A cell as text in pt-BR (PDF and screens). */
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
      return formatarPercentual(Number(v), 2, true)
    case 'inteiro':
      return formatarInteiro(Number(v))
    default:
      return String(v)
  }
}

/** First cell of a total row: 'Total' or, when that column counts, 'Total: 4'. */
export const rotuloTotal = (primeira: Coluna, t: Linha, rotulo: string) => {
  const v = t[primeira.campo]
  return v == null ? rotulo : `${rotulo}: ${formatarCelula(primeira.tipo === 'texto' ? 'inteiro' : primeira.tipo, v)}`
}

const NUMERICOS: ReadonlySet<TipoColuna> = new Set(['inteiro', 'decimal', 'dinheiro', 'percentual'])
export const ehNumerica = (c: Coluna) => NUMERICOS.has(c.tipo)

/** The report as a printable document: repeated header (company, issuer, title, filter), the table, the summary. */
export const documentoDoRelatorio = (doc: DocumentoRelatorio): Documento => {
  const celulas = (l: Linha) => doc.colunas.map((c) => formatarCelula(c.tipo, l[c.campo]))
  const total = (t: Linha, rotulo: string): LinhaTabela => ({
    destaque: 'total',
    celulas: doc.colunas.map((c, i) => (i === 0 ? rotuloTotal(c, t, rotulo) : formatarCelula(c.tipo, t[c.campo]))),
  })
  const linhas: LinhaTabela[] = []
  for (const g of doc.grupos) {
    if (g.titulo !== null) linhas.push({ destaque: 'grupo', celulas: [g.titulo] })
    for (const l of g.linhas) linhas.push(celulas(l))
    if (g.totais && g.titulo !== null) linhas.push(total(g.totais, 'Subtotal'))
  }
  if (doc.totais) linhas.push(total(doc.totais, 'Total'))
  return {
    titulo: doc.titulo,
    autor: doc.empresa,
    orientacao: doc.orientacao,
    cabecalho: { empresa: doc.empresa, emitido: `Emitido em ${formatarDataHora(doc.emitidoEm)} por ${doc.emitidoPor}`, titulo: doc.titulo, subtitulo: doc.filtro },
    rodape: { texto: `${doc.quantidade} registro(s)`, paginas: true },
    blocos: [
      {
        tipo: 'tabela',
        colunas: doc.colunas.map((c) => ({
          titulo: c.titulo,
          largura: c.largura ?? 1,
          alinhamento: ehNumerica(c) ? 'direita' : 'esquerda',
          ...(c.cores ? { cores: Object.fromEntries(Object.entries(c.cores).map(([v, cor]) => [v, CORES_CELULA[cor]])) } : {}),
        })),
        linhas,
      },
      ...(doc.resumo.length ? [{ tipo: 'campos' as const, campos: doc.resumo }] : []),
    ],
  }
}

export type Formato = 'pdf' | 'xlsx'
export const TIPOS_ARQUIVO: Readonly<Record<Formato, string>> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** Writes a report's rows as a spreadsheet (adapters: exceljs). */
export class Planilha extends Context.Tag('Planilha')<Planilha, { readonly xlsx: (doc: DocumentoRelatorio) => Effect.Effect<Uint8Array> }>() {}

/** File name: 'cargo_2026-11-21.xlsx'. */
export const nomeArquivo = (d: { readonly nome: string }, formato: Formato, hoje: string) => `${d.nome}_${hoje}.${formato}`

const lerFormato = (formato: unknown): Either.Either<Formato, ValidacaoFalhou> =>
  formato === 'pdf' || formato === 'xlsx' ? Either.right(formato) : Either.left(ValidacaoFalhou.campo('formato', 'Formato inválido: use pdf ou xlsx'))

/** Runs the report's consulta for someone (403, 400, 422 without rows) and prints it as a PDF or an XLSX file. */
export const gerarRelatorio = <C extends Campos, X extends object>(d: Relatorio<C, X>, corpo: unknown, ator: Ator, formatoPedido: unknown) =>
  Effect.gen(function* () {
    if (!podeConsultar(ator.autoridades, d.consulta)) return yield* new AcessoNegado({})
    const formato = yield* Either.match(lerFormato(formatoPedido), { onLeft: Effect.fail, onRight: Effect.succeed })
    const r = yield* consultar(d.consulta, corpo, ator)
    if (!r.linhas.length) return yield* new RelatorioSemDados()
    const relogio = yield* Relogio
    const doc = montarDocumento(d, r, { empresa: ator.empresa?.nome ?? '', emitidoEm: yield* relogio.agora, emitidoPor: ator.usuario.nome })
    const bytes = formato === 'pdf' ? yield* (yield* Impressora).pdf(documentoDoRelatorio(doc)) : yield* (yield* Planilha).xlsx(doc)
    const arquivo: Arquivo & { readonly quantidade: number } = {
      bytes,
      nomeArquivo: nomeArquivo(d, formato, yield* relogio.hoje),
      tipo: TIPOS_ARQUIVO[formato],
      quantidade: doc.quantidade,
    }
    return arquivo
  })
