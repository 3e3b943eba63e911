import { randomBytes } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { Readable } from 'node:stream'
import { Effect } from 'effect'
import type { Knex } from 'knex'
import type { Backup, Backups } from '../../core/utilitario/backup.ts'
import { gerarBackup } from '../db/backup.ts'

/**
 * The Backups port: files made by adapters/db/backup.ts in `<DATA_DIR>/backups` (beside `files`, so a backup never
 * holds the others), one row each in `backups`.
 */
export const criarBackups = (knex: Knex, arquivosDir: string): Backups['Type'] => {
  const pasta = join(dirname(arquivosDir), 'backups')
  const doBanco = (r: Record<string, unknown>): Backup => ({
    id: Number(r['id']),
    em: String(r['em']),
    usuarioId: Number(r['usuarioId']),
    autor: String(r['autor']),
    arquivo: String(r['arquivo']),
    tamanho: Number(r['tamanho']),
  })
  return {
    listar: () => Effect.promise(async () => (await knex('backups').orderBy('id', 'desc')).map(doBanco)),
    gerar: (autor) =>
      Effect.promise(async () => {
        const em = new Date().toISOString()
        const arquivo = `rh-backup-${em.slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}-${randomBytes(3).toString('hex')}.tar.gz`
        await gerarBackup(knex, { arquivosDir, saida: join(pasta, arquivo) })
        const { size } = await stat(join(pasta, arquivo))
        const linha = { em, usuarioId: autor.id, autor: autor.nome.slice(0, 100), arquivo, tamanho: size }
        const [r] = await knex('backups').insert(linha).returning('id')
        return doBanco({ ...linha, id: typeof r === 'object' && r !== null ? (r as { id: unknown }).id : r })
      }),
    abrir: (id) =>
      Effect.promise(async () => {
        const r = await knex('backups').where({ id }).first()
        if (!r) return undefined
        const backup = doBanco(r)
        const caminho = join(pasta, backup.arquivo)
        if (!existsSync(caminho)) return undefined
        return { backup, conteudo: () => Readable.toWeb(createReadStream(caminho)) as ReadableStream<Uint8Array> }
      }),
  }
}
