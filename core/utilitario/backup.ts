import { Context, Effect } from 'effect'
import { ehAdministradorInstalacao, type Ator } from '../shared/ator.ts'
import { AcessoNegado, NaoEncontrado, RegraViolada } from '../shared/erros.ts'
import { Auditoria } from '../shared/ports.ts'

/**
 * Utilitários › Backup (spec 001 §7 'Backup: GET {id} (file); POST gerar'; issue 18): the installation's backups
 * made from the UI, listed with date, size and author. A backup holds every company's data, so only the
 * installation administrator (user 1) lists, makes or downloads them; each download is written to the log.
 *
 * Making one takes minutes on a large installation, so `POST gerar` starts a background job and answers at once
 * (202) with the row in 'gerando'; the screen follows its progress. One job at a time for the installation (the
 * state is in the database, so it holds across server workers). A job that stops reporting for
 * BACKUP_INTERROMPIDO_APOS_MS (the server stopped while making it) is shown as failed.
 */

export const TELA_BACKUP = { label: 'Backup', caminho: 'utilitario/backup', authority: 'ROLE_UTILITARIO_BACKUP', menu: { grupo: 'Utilitários', subgrupo: 'Segurança', ordem: 9 } } as const

export type SituacaoBackup = 'gerando' | 'concluido' | 'falhou'

export const BACKUP_EM_ANDAMENTO = 'Já há um backup sendo gerado; aguarde ele terminar.'
export const BACKUP_NAO_CONCLUIDO = 'Este backup ainda não está pronto para download.'
export const BACKUP_INTERROMPIDO = 'Interrompido: o servidor parou durante a geração.'
export const BACKUP_INTERROMPIDO_APOS_MS = 120_000

export interface Backup {
  readonly id: number
  /** When it was made (ISO instant). */
  readonly em: string
  readonly usuarioId: number
  readonly autor: string
  readonly arquivo: string
  /** Bytes (0 until it is made). */
  readonly tamanho: number
  readonly situacao: SituacaoBackup
  /** 0–100. */
  readonly progresso: number
  /** Why it failed. */
  readonly mensagem: string | null
}

/** A row as the person should see it `agora`: a 'gerando' job silent for too long was interrupted. */
export const situacaoVista = (b: Backup & { readonly atualizadoEm?: string | null }, agora: number): Backup => {
  const { atualizadoEm, ...backup } = b
  if (backup.situacao !== 'gerando') return backup
  const ultimo = Date.parse(atualizadoEm ?? backup.em)
  return Number.isFinite(ultimo) && agora - ultimo > BACKUP_INTERROMPIDO_APOS_MS ? { ...backup, situacao: 'falhou', mensagem: BACKUP_INTERROMPIDO } : backup
}

/** Where backups are made and kept (adapters/utilitario/backup.ts). */
export class Backups extends Context.Tag('Backups')<
  Backups,
  {
    readonly listar: () => Effect.Effect<ReadonlyArray<Backup>>
    /** Starts making a backup in the background; `undefined` when one is being made already. */
    readonly iniciar: (autor: { readonly id: number; readonly nome: string }) => Effect.Effect<Backup | undefined>
    /** The backup and its file's bytes as a stream, when both exist. */
    readonly abrir: (id: number) => Effect.Effect<{ readonly backup: Backup; readonly conteudo: () => ReadableStream<Uint8Array> } | undefined>
  }
>() {}

const soAdministrador = (ator: Ator) => (ehAdministradorInstalacao(ator) ? Effect.void : Effect.fail(new AcessoNegado({ autoridade: 'administrador da instalação' })))

export const listarBackups = (ator: Ator) => Effect.zipRight(soAdministrador(ator), Effect.flatMap(Backups, (b) => b.listar()))

export const gerarBackup = (ator: Ator) =>
  Effect.gen(function* () {
    yield* soAdministrador(ator)
    const backup = yield* (yield* Backups).iniciar(ator.usuario)
    if (!backup) return yield* new RegraViolada({ message: BACKUP_EM_ANDAMENTO, code: 'BACKUP_EM_ANDAMENTO' })
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
    if (achado.backup.situacao !== 'concluido') return yield* new RegraViolada({ message: BACKUP_NAO_CONCLUIDO, code: 'BACKUP_NAO_CONCLUIDO' })
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
