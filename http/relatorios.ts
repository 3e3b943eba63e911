import { Effect } from 'effect'
import { Hono } from 'hono'
import { relatorioPorNome } from '../core/relatorios.ts'
import { temAutoridade } from '../core/sessao/autoridades.ts'
import { Relogio } from '../core/shared/ports.ts'
import { gerarRelatorio, nomeArquivo, RenderizadorRelatorio, type Formato } from '../core/shared/relatorio.ts'
import { erro, executar, naoAutorizado, naoEncontrado, type Env } from './executar.ts'
import { documentar } from './openapi.ts'

/** POST /api/<modulo>/relatorios/<nome>?formato=pdf|xlsx with the filter as body → the file. */
export const rotasRelatorios = () => {
  const app = new Hono<Env>()
  app.post('/:modulo/relatorios/:nome', documentar('Gera o relatório do módulo em PDF ou XLSX (filtro no corpo)'), async (c) => {
    const d = relatorioPorNome(c.req.param('modulo'), c.req.param('nome'))
    if (!d) return naoEncontrado(c)
    const ctx = c.get('ctx')
    if (!temAutoridade(ctx.autoridades, d.autoridade)) return naoAutorizado(c)
    const formato = (c.req.query('formato') ?? 'pdf') as Formato
    if (formato !== 'pdf' && formato !== 'xlsx') return erro(c, 400, 'FIELD_VALIDATION_VIOLATION', 'Formato inválido', [{ field: 'formato', message: 'Use pdf ou xlsx' }])
    let corpo: unknown = {}
    const texto = await c.req.text()
    if (texto.trim()) {
      try {
        corpo = JSON.parse(texto)
      } catch {
        return erro(c, 400, 'JSON_INVALIDO', 'Corpo da requisição inválido')
      }
    }
    const programa = Effect.gen(function* () {
      const relogio = yield* Relogio
      const doc = yield* gerarRelatorio(d, corpo, { escopo: ctx.escopo, empresa: ctx.empresa.nome, usuario: ctx.usuario.nome }, yield* relogio.agora)
      const bytes = yield* (yield* RenderizadorRelatorio).renderizar(doc, formato)
      return { bytes, nome: nomeArquivo(d, formato, yield* relogio.hoje) }
    })
    return executar(c, programa, ({ bytes, nome }) =>
      c.body(bytes as unknown as ArrayBuffer, 200, {
        'Content-Type': formato === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="${nome}"`,
        'Access-Control-Expose-Headers': 'Content-Disposition',
      }),
    )
  })
  return app
}
