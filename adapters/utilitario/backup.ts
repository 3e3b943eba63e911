import { randomBytes } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { Readable } from 'node:stream'
import { Effect } from 'effect'
import type { Knex } from 'knex'
import { carimboEmSaoPaulo } from '../../core/shared/datas.ts'
import { situacaoVista, type Backup, type Backups } from '../../core/utilitario/backup.ts'
import { gerarBackup } from '../db/backup.ts'
import { criarKnex, ehPostgres } from '../db/knex.ts'

/** How often a running job writes its progress (and so shows it is alive). */
const INTERVALO_PROGRESSO_MS = 1_000

/**
 * The Backups port: files made by adapters/db/backup.ts in `<DATA_DIR>/backups` (beside `files`, so a backup never
 * holds the others), one row each in `backups`. A job runs in this process after the request that started it has
 * been answered. On SQLite it reads through a connection of its own (the server's one connection stays free, and
 * WAL keeps writers going while it reads its snapshot); on PostgreSQL the pool gives it one.
 */
export const criarBackups = (knex: Knex, arquivosDir: string): Backups['Type'] => {
  const pasta = join(dirname(arquivosDir), 'backups')
  const doBanco = (r: Record<string, unknown>): Backup & { atualizadoEm: string | null } => ({
    id: Number(r['id']),
    em: String(r['em']),
    usuarioId: Number(r['usuarioId']),
    autor: String(r['autor']),
    arquivo: String(r['arquivo']),
    tamanho: Number(r['tamanho']),
    situacao: r['situacao'] === 'gerando' || r['situacao'] === 'falhou' ? r['situacao'] : 'concluido',
    progresso: Number(r['progresso'] ?? 100),
    mensagem: r['mensagem'] == null ? null : String(r['mensagem']),
    atualizadoEm: r['atualizadoEm'] == null ? null : String(r['atualizadoEm']),
  })
  const visto = (r: Record<string, unknown>) => situacaoVista(doBanco(r), Date.now())
  const conexaoDoTrabalho = () => {
    if (ehPostgres(knex)) return { k: knex, fechar: async () => {} }
    const arquivo = String((knex.client.config.connection as { filename?: unknown }).filename ?? '')
    if (!arquivo || arquivo === ':memory:') return { k: knex, fechar: async () => {} }
    const k = criarKnex({ dataDir: dirname(arquivo), arquivo: basename(arquivo) })
    return { k, fechar: () => k.destroy() }
  }
  const executarTrabalho = async (id: number, arquivo: string) => {
    const atualizar = (valores: Record<string, unknown>) => knex('backups').where({ id }).update({ ...valores, atualizadoEm: new Date().toISOString() })
    const { k, fechar } = conexaoDoTrabalho()
    let ultimo = 0
    let gravando: Promise<unknown> = Promise.resolve()
    try {
      await gerarBackup(k, {
        arquivosDir,
        saida: join(pasta, arquivo),
        progresso: (feito, total) => {
          const agora = Date.now()
          if (agora - ultimo < INTERVALO_PROGRESSO_MS) return
          ultimo = agora
          const progresso = Math.min(99, Math.floor((feito / Math.max(1, total)) * 100))
          gravando = gravando.then(() => atualizar({ progresso })).catch(() => undefined)
        },
      })
      await gravando
      const { size } = await stat(join(pasta, arquivo))
      await atualizar({ situacao: 'concluido', progresso: 100, tamanho: size })
    } catch (e) {
      await gravando
      console.error('backup falhou', e)
      await atualizar({ situacao: 'falhou', mensagem: `Falha ao gerar o backup: ${e instanceof Error ? e.message : String(e)}`.slice(0, 500) }).catch(() => undefined)
    } finally {
      await fechar().catch(() => undefined)
    }
  }
  return {
    listar: () => Effect.promise(async () => (await knex('backups').orderBy('id', 'desc')).map(visto)),
    iniciar: (autor) =>
      Effect.promise(async () => {
        const em = new Date().toISOString()
        const arquivo = `rh-backup-${carimboEmSaoPaulo(Date.parse(em))}-${randomBytes(3).toString('hex')}.tar`
        const linha = { em, usuarioId: autor.id, autor: autor.nome.slice(0, 100), arquivo, tamanho: 0, situacao: 'gerando', progresso: 0, atualizadoEm: em }
        // The check and the insert in one transaction: two clicks (or two workers) start one job.
        const id = await knex.transaction(async (trx) => {
          if (ehPostgres(knex)) await trx.raw('select pg_advisory_xact_lock(18018)')
          const andamento = (await trx('backups').where({ situacao: 'gerando' })).map(visto).some((b) => b.situacao === 'gerando')
          if (andamento) return undefined
          const [r] = await trx('backups').insert(linha).returning('id')
          return Number(typeof r === 'object' && r !== null ? (r as { id: unknown }).id : r)
        })
        if (id === undefined) return undefined
        void executarTrabalho(id, arquivo)
        return visto({ ...linha, id })
      }),
    abrir: (id) =>
      Effect.promise(async () => {
        const r = await knex('backups').where({ id }).first()
        if (!r) return undefined
        const backup = visto(r)
        const caminho = join(pasta, backup.arquivo)
        if (backup.situacao === 'concluido' && !existsSync(caminho)) return undefined
        return { backup, conteudo: () => Readable.toWeb(createReadStream(caminho)) as ReadableStream<Uint8Array> }
      }),
  }
}
