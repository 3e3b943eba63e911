import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import { Effect, Layer } from 'effect'
import { Arquivos } from '../core/shared/ports.ts'
import { dataDirPadrao } from './db/knex.ts'

/** Files in a local folder (`DATA_DIR/files`). Keys are relative paths made by the core, never user input. */
export const criarArquivosLocais = (raiz: string) => {
  const base = resolve(raiz)
  const caminho = (chave: string) => {
    const p = resolve(join(base, chave))
    if (!p.startsWith(base + sep)) throw new Error(`chave de arquivo inválida: ${chave}`)
    return p
  }
  return {
    gravar: (chave: string, conteudo: Uint8Array) =>
      Effect.promise(async () => {
        const p = caminho(chave)
        await mkdir(dirname(p), { recursive: true })
        await writeFile(p, conteudo)
      }),
    ler: (chave: string) =>
      Effect.promise(async () => {
        try {
          return new Uint8Array(await readFile(caminho(chave)))
        } catch (e) {
          if (typeof e === 'object' && e !== null && 'code' in e && e.code === 'ENOENT') return undefined
          throw e
        }
      }),
    remover: (chave: string) => Effect.promise(() => rm(caminho(chave), { force: true })),
  }
}

export const camadaArquivos = (raiz = join(dataDirPadrao(), 'files')) => Layer.succeed(Arquivos, criarArquivosLocais(raiz))
