import { Hono } from 'hono'
import { CONSULTAS, relatorioPorNome } from '../core/relatorios.ts'
import { consultar, filtroDaQuery, respostaDaConsulta } from '../core/shared/consulta.ts'
import { gerarRelatorio } from '../core/shared/relatorio.ts'
import { responderArquivo } from './arquivos.ts'
import { atorDe } from './crud.ts'
import { lerJson, lerQuery } from './corpo.ts'
import { executar, naoEncontrado, type Env } from './executar.ts'
import { documentar } from './openapi.ts'

/**
 * Every declared consulta at GET /api/<caminho> (filter in the query, JSON rows) and every report at
 * POST /api/<modulo>/relatorios/<nome>?formato=pdf|xlsx (filter as body, the file). A consulta under a resource's
 * path (`…/como-ficou-sabendo-vaga/estatisticas`) never meets its `/:id`, which takes digits only.
 */
export const rotasRelatorios = () => {
  const app = new Hono<Env>()
  for (const q of CONSULTAS) {
    app.get(`/${q.caminho}`, documentar(`Consulta ${q.nome} (filtro na query string)`), (c) =>
      executar(c, consultar(q, filtroDaQuery(q.campos, lerQuery(c)), atorDe(c)), (r) => c.json(respostaDaConsulta(q, r))),
    )
  }
  // Spec 002 names the survey report `POST /pesquisa/relatorio`: the same report as /pesquisa/relatorios/resultados.
  app.post('/pesquisa/relatorio', documentar('Gera o relatório de resultados da pesquisa em PDF ou XLSX (filtro no corpo: questionarioId, areasOrganizacionaisIds, cargosIds)'), async (c) => {
    const d = relatorioPorNome('pesquisa', 'resultados')
    if (!d) return naoEncontrado(c)
    const corpo = await lerJson(c, { vazio: {} })
    if (corpo instanceof Response) return corpo
    return executar(c, gerarRelatorio(d, corpo, atorDe(c), c.req.query('formato') ?? 'pdf'), (a) => responderArquivo(c, a))
  })
  app.post('/:modulo/relatorios/:nome', documentar('Gera o relatório do módulo em PDF ou XLSX (filtro no corpo)'), async (c) => {
    const d = relatorioPorNome(c.req.param('modulo'), c.req.param('nome'))
    if (!d) return naoEncontrado(c)
    // No body is the empty filter.
    const corpo = await lerJson(c, { vazio: {} })
    if (corpo instanceof Response) return corpo
    return executar(c, gerarRelatorio(d, corpo, atorDe(c), c.req.query('formato') ?? 'pdf'), (a) => responderArquivo(c, a))
  })
  return app
}
