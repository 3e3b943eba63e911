import { Effect, Layer } from 'effect'
import { RenderizadorRelatorio } from '../../core/shared/relatorio.ts'
import { relatorioPdf } from './pdf.ts'
import { relatorioXlsx } from './xlsx.ts'

export const camadaRenderizador = Layer.succeed(RenderizadorRelatorio, {
  renderizar: (doc, formato) => Effect.promise(async () => new Uint8Array(formato === 'pdf' ? await relatorioPdf(doc) : await relatorioXlsx(doc))),
})
