import { Hono } from 'hono'
import { baixarBackup, gerarBackup, listarBackups } from '../../core/utilitario/backup.ts'
import { disposicaoAnexo } from '../arquivos.ts'
import { atorDe } from '../crud.ts'
import { executar, type Env } from '../executar.ts'
import { documentar } from '../openapi.ts'

/** Utilitários › Backup (spec 001 §7): list, POST gerar, GET {id} the file. Only the installation administrator. */
export const rotasBackup = () => {
  const app = new Hono<Env>()
  app.get('/utilitario/backup', documentar('Backups gerados: data, tamanho e autor (só o administrador da instalação)'), (c) =>
    executar(c, listarBackups(atorDe(c)), (r) => c.json(r)),
  )
  app.post('/utilitario/backup/gerar', documentar('Começa a gerar, em segundo plano, um backup do banco inteiro e dos arquivos (só o administrador da instalação); 202 com o backup em "gerando", acompanhado pela lista'), (c) =>
    executar(c, gerarBackup(atorDe(c)), (r) => c.json(r, 202)),
  )
  app.get('/utilitario/backup/:id{[0-9]+}', documentar('Arquivo do backup {id} (tar); o download fica no log'), (c) =>
    executar(c, baixarBackup(atorDe(c), c.req.param('id')), ({ backup, conteudo }) =>
      c.body(conteudo(), 200, {
        'Content-Type': 'application/x-tar',
        'Content-Length': String(backup.tamanho),
        'Content-Disposition': disposicaoAnexo(backup.arquivo),
        'Access-Control-Expose-Headers': 'Content-Disposition',
        'Cache-Control': 'private, no-store',
      }),
    ),
  )
  return app
}
