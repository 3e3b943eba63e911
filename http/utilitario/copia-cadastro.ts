import { Hono } from 'hono'
import { RECURSOS } from '../../core/recursos.ts'
import { copiarCadastros, gruposDoAtor } from '../../core/utilitario/copia-cadastro.ts'
import { lerJson } from '../corpo.ts'
import { atorDe } from '../crud.ts'
import { executar, type Env } from '../executar.ts'
import { documentar } from '../openapi.ts'

/**
 * Utilitários › Cópia de Cadastros (spec 001 'Company copy'): GET the groups the declarations make copyable (the
 * screen has no list of its own), POST `{ origem, destino, cadastros? }` copies them and answers what was copied.
 */
export const rotasCopiaCadastro = () => {
  const app = new Hono<Env>()
  const C = '/utilitario/copia-cadastro'
  app.get(C, documentar('Grupos de cadastros que podem ser copiados de uma empresa para outra'), (c) => executar(c, gruposDoAtor(atorDe(c), RECURSOS), (g) => c.json(g)))
  app.post(C, documentar('Copia os cadastros escolhidos da empresa de origem para a de destino (numa transação); diz o que foi copiado e reaproveitado'), async (c) => {
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    return executar(c, copiarCadastros(atorDe(c), corpo, RECURSOS), (r) => c.json(r))
  })
  return app
}
