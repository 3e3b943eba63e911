import { Context, type Effect } from 'effect'

/**
 * A printable document as plain data: page furniture (header and footer repeated on every page) and a list of
 * blocks, every value already formatted in pt-BR. Core builds it (reports, personnel request, résumé, LGPD
 * export); one renderer in adapters turns it into a PDF, so layout code never enters core and every document
 * looks alike.
 */

export interface ColunaTabela {
  readonly titulo: string
  /** Relative width (default 1). */
  readonly largura?: number
  readonly alinhamento?: 'esquerda' | 'direita'
  /** A cell's fill (#RRGGBB) by its text. */
  readonly cores?: Readonly<Record<string, string>>
}

/** A table row: its cells, or a highlighted row (a group title spanning the table, or a total in bold). */
export type LinhaTabela = ReadonlyArray<string> | { readonly celulas: ReadonlyArray<string>; readonly destaque: 'grupo' | 'total' }

export interface Par {
  readonly rotulo: string
  readonly valor: string
}

/** Label/value pairs under an optional section title. */
export interface BlocoCampos {
  readonly tipo: 'campos'
  readonly titulo?: string
  readonly campos: ReadonlyArray<Par>
}

/** A table under an optional section title; `vazia` is printed instead when it has no rows. */
export interface BlocoTabela {
  readonly tipo: 'tabela'
  readonly titulo?: string
  readonly colunas: ReadonlyArray<ColunaTabela>
  readonly linhas: ReadonlyArray<LinhaTabela>
  readonly vazia?: string
}

/** A paragraph under an optional section title. */
export interface BlocoTexto {
  readonly tipo: 'texto'
  readonly titulo?: string
  readonly texto: string
}

/** A titled section: what a résumé or a data export is made of. */
export type Secao = (BlocoCampos | BlocoTabela | BlocoTexto) & { readonly titulo: string }

export type Bloco =
  /** The document's title, with an optional picture beside it (a data URL: the résumé's photo). */
  | { readonly tipo: 'titulo'; readonly texto: string; readonly imagem?: string | null }
  | BlocoCampos
  | BlocoTabela
  | BlocoTexto
  /** Signature lines with the text under each. */
  | { readonly tipo: 'assinaturas'; readonly nomes: ReadonlyArray<string> }

export type TipoBloco = Bloco['tipo']

export interface Documento {
  /** The file's title (PDF metadata). */
  readonly titulo: string
  readonly autor?: string
  readonly orientacao?: 'retrato' | 'paisagem'
  /** Repeated at the top of every page: company (and logo), who and when issued, and, for reports, title and filter. */
  readonly cabecalho?: {
    readonly empresa: string
    readonly logo?: string | null
    readonly emitido?: string
    readonly titulo?: string
    readonly subtitulo?: string
  }
  /** Repeated at the foot of every page: a text on the left, 'Página x de y' on the right when `paginas`. */
  readonly rodape?: { readonly texto?: string; readonly paginas: boolean }
  readonly blocos: ReadonlyArray<Bloco>
}

/** Builders for the common shapes. */
export const tabela = (titulo: string, colunas: ReadonlyArray<string>, linhas: ReadonlyArray<ReadonlyArray<string>>): Secao => ({
  tipo: 'tabela',
  titulo,
  colunas: colunas.map((c) => ({ titulo: c })),
  linhas,
})

/** Label/value pairs without the empty ones; undefined when nothing is left. */
export const camposPreenchidos = (titulo: string, pares: ReadonlyArray<readonly [string, string]>): Secao | undefined => {
  const campos = pares.filter(([, v]) => v !== '').map(([rotulo, valor]) => ({ rotulo, valor }))
  return campos.length ? { tipo: 'campos', titulo, campos } : undefined
}

/** Cells of a row, whichever kind it is. */
export const celulasDe = (l: LinhaTabela): ReadonlyArray<string> => ('celulas' in l ? l.celulas : l)

/** Turns a document into a PDF (adapters: pdfmake). */
export class Impressora extends Context.Tag('Impressora')<Impressora, { readonly pdf: (d: Documento) => Effect.Effect<Uint8Array> }>() {}
