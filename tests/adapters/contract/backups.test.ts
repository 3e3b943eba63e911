import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrar } from '../../../adapters/db/migrar.ts'
import { criarBackups } from '../../../adapters/utilitario/backup.ts'
import { verificarBackup } from '../../../adapters/db/backup.ts'
import { bancosDeTeste, type BancoDeTeste } from '../../support/banco.ts'

/**
 * The Backups port (issue 18): a backup made from the UI runs in the background, one at a time for the
 * installation, reporting progress in its row, and ends as a verified file.
 */
describe.each(bancosDeTeste('backups_porta', { modelo: 'migrado' }))('Backups em segundo plano (%s)', (_nome, abrir) => {
  let b: BancoDeTeste
  const raiz = join(tmpdir(), `rh-backups-porta-${process.pid}-${_nome}`)
  const arquivosDir = join(raiz, 'files')

  beforeAll(async () => {
    b = abrir()
    await b.preparar()
    await migrar(b.knex)
    mkdirSync(join(arquivosDir, 'candidatos'), { recursive: true })
    writeFileSync(join(arquivosDir, 'candidatos', 'curriculo.pdf'), Buffer.from('%PDF-1.4 teste'))
  }, 120_000)
  afterAll(() => b?.limpar())

  it('inicia, recusa um segundo enquanto roda, termina concluído com o arquivo verificável', async () => {
    const porta = criarBackups(b.knex, arquivosDir)
    const autor = { id: 1, nome: 'Administrador' }
    const [primeiro, segundo] = await Promise.all([Effect.runPromise(porta.iniciar(autor)), Effect.runPromise(porta.iniciar(autor))])
    const iniciado = primeiro ?? segundo
    expect([primeiro, segundo].filter(Boolean)).toHaveLength(1)
    expect(iniciado).toMatchObject({ situacao: 'gerando', progresso: 0, autor: 'Administrador' })
    let visto = iniciado!
    for (let i = 0; i < 600 && visto.situacao === 'gerando'; i++) {
      await new Promise((r) => setTimeout(r, 100))
      visto = (await Effect.runPromise(porta.listar())).find((x) => x.id === iniciado!.id)!
    }
    expect(visto).toMatchObject({ situacao: 'concluido', progresso: 100, mensagem: null })
    expect(visto.tamanho).toBeGreaterThan(1000)
    const aberto = await Effect.runPromise(porta.abrir(visto.id))
    expect(aberto?.backup.id).toBe(visto.id)
    const manifesto = await verificarBackup(join(raiz, 'backups', visto.arquivo))
    expect(manifesto.arquivos.map((a) => a.chave)).toEqual(['candidatos/curriculo.pdf'])
    // The job's own row was 'gerando' in the snapshot it read.
    expect(manifesto.tabelas.find((t) => t.nome === 'backups')?.linhas).toBe(1)
    // Done: another may start.
    const outro = await Effect.runPromise(porta.iniciar(autor))
    expect(outro?.situacao).toBe('gerando')
    for (let i = 0; i < 600; i++) {
      const l = (await Effect.runPromise(porta.listar())).find((x) => x.id === outro!.id)!
      if (l.situacao !== 'gerando') break
      await new Promise((r) => setTimeout(r, 100))
    }
  }, 120_000)
})
