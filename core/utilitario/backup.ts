import { Context, Effect } from 'effect'
import { ehAdministradorInstalacao, type Ator } from '../shared/ator.ts'
import { AcessoNegado, NaoEncontrado } from '../shared/erros.ts'
import { Auditoria } from '../shared/ports.ts'

/**
 * Utilitários › Backup (spec 001 §7 'Backup: GET {id} (file); POST gerar'; issue 18): the installation's backups
 * made from the UI, listed with date, size and author. A backup holds every company's data, so only the
 * installation administrator (user 1) lists, makes or downloads them; each download is written to the log.
 */

export const TELA_BACKUP = { label: 'Backup', caminho: 'utilitario/backup', authority: 'ROLE_UTILITARIO_BACKUP', menu: { grupo: 'Utilitários', subgrupo: 'Segurança', ordem: 9 } } as const

export interface Backup {
  readonly id: number
  /** When it was made (ISO instant). */
  readonly em: string
  readonly usuarioId: number
  readonly autor: string
  readonly arquivo: string
  /** Bytes. */
  readonly tamanho: number
}

/** Where backups are made and kept (adapters/utilitario/backup.ts). */
export class Backups extends Context.Tag('Backups')<
  Backups,
  {
    readonly listar: () => Effect.Effect<ReadonlyArray<Backup>>
    readonly gerar: (autor: { readonly id: number; readonly nome: string }) => Effect.Effect<Backup>
    /** The backup and its file's bytes as a stream, when both exist. */
    readonly abrir: (id: number) => Effect.Effect<{ readonly backup: Backup; readonly conteudo: () => ReadableStream<Uint8Array> } | undefined>
  }
>() {}

const soAdministrador = (ator: Ator) => (ehAdministradorInstalacao(ator) ? Effect.void : Effect.fail(new AcessoNegado({ autoridade: 'administrador da instalação' })))

export const listarBackups = (ator: Ator) => Effect.zipRight(soAdministrador(ator), Effect.flatMap(Backups, (b) => b.listar()))

export const gerarBackup = (ator: Ator) =>
  Effect.gen(function* () {
    yield* soAdministrador(ator)
    const backup = yield* (yield* Backups).gerar(ator.usuario)
    yield* (yield* Auditoria).registrar({ usuarioId: ator.usuario.id, empresaId: ator.escopo.empresaId, entidade: TELA_BACKUP.caminho, entidadeId: backup.id, acao: 'criar', depois: backup })
    return backup
  })

/** The file of backup `id` for download; the download is audited. */
export const baixarBackup = (ator: Ator, id: unknown) =>
  Effect.gen(function* () {
    yield* soAdministrador(ator)
    const n = Number(id)
    const achado = Number.isSafeInteger(n) && n > 0 ? yield* (yield* Backups).abrir(n) : undefined
    if (!achado) return yield* new NaoEncontrado({ recurso: TELA_BACKUP.caminho, id })
    yield* (yield* Auditoria).registrar({
      usuarioId: ator.usuario.id,
      empresaId: ator.escopo.empresaId,
      entidade: TELA_BACKUP.caminho,
      entidadeId: n,
      acao: 'leitura',
      depois: { download: achado.backup.arquivo },
    })
    return achado
  })
