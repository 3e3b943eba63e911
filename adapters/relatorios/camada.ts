import { Effect, Layer } from 'effect'
import type { Knex } from 'knex'
import { Impressora } from '../../core/shared/documento.ts'
import { Planilha } from '../../core/shared/relatorio.ts'
import { renderizarPdf } from '../pdf.ts'
import { camadaConsultas, type SqlConsultas } from './consultas.ts'
import { relatorioXlsx } from './xlsx.ts'

/** Consultas (every module's SQL by name), the document printer (pdfmake) and the spreadsheet writer (exceljs). */
export const camadaRelatorios = (knex: Knex, consultas: ReadonlyArray<SqlConsultas>) =>
  Layer.mergeAll(
    camadaConsultas(knex, consultas),
    Layer.succeed(Impressora, { pdf: (d) => Effect.promise(async () => new Uint8Array(await renderizarPdf(d))) }),
    Layer.succeed(Planilha, { xlsx: (doc) => Effect.promise(async () => new Uint8Array(await relatorioXlsx(doc))) }),
  )
