import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { Effect } from 'effect'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { criarKnex } from '../../../adapters/db/knex.ts'
import { lembrancasDe, lerCarimbo } from '../../../adapters/db/lembrancas.ts'
import { consulta, emTransacao } from '../../../adapters/db/repositorio.ts'
import { RegraViolada } from '../../../core/shared/erros.ts'
import { bancosDeTeste } from '../../support/banco.ts'

/**
 * Reads remembered per process (adapters/db/lembrancas.ts) on both databases: a value is answered again only while
 * nothing was written to the database — by this connection, by another connection, by another process — so what
 * is answered is always what reading again would answer.
 */
const raiz = resolve(import.meta.dirname, '../../..')

describe.each(bancosDeTeste('lembrancas'))('leituras lembradas em %s', (_nome, abrir) => {
  let knex: Knex
  let outra: Knex
  let limpar: () => Promise<void>
  let config: ReturnType<typeof abrir>['config']

  beforeAll(async () => {
    const b = abrir()
    knex = b.knex
    config = b.config
    limpar = b.limpar
    await b.preparar()
    await knex.schema.createTable('teste_lembradas', (t) => {
      t.increments('id')
      t.string('nome', 30)
    })
    outra = criarKnex(config)
  }, 60_000)

  afterAll(async () => {
    await outra?.destroy()
    await limpar?.()
  })

  /** A count that says how many times it was really read. */
  let leituras = 0
  const contar = () =>
    consulta(knex, async (db) => {
      leituras++
      return Number((await db('teste_lembradas').count({ n: '*' }))[0]!['n'])
    })
  const lembrado = () => Effect.runPromise(lembrancasDe(knex).lembrar('n', contar()))

  it('sem gravação, a leitura é lembrada; gravar por esta conexão, por outra ou por outro processo a refaz', async () => {
    await knex('teste_lembradas').delete()
    const n0 = await lembrado()
    // On PostgreSQL the stamp is the cluster's snapshot: another test file committing in its own schema changes it
    // too (and rightly forgets). So the 'remembered' claim is checked in a window where the stamp did not move.
    let conferido = false
    for (let tentativa = 0; tentativa < 50 && !conferido; tentativa++) {
      const antes = await lerCarimbo(knex)
      const lidas = leituras
      expect(await lembrado()).toBe(n0)
      expect(await lembrado()).toBe(n0)
      if ((await lerCarimbo(knex)) !== antes) continue
      expect(leituras - lidas).toBeLessThanOrEqual(1)
      const depois = leituras
      expect(await lembrado()).toBe(n0)
      if ((await lerCarimbo(knex)) !== antes) continue
      expect(leituras).toBe(depois)
      conferido = true
    }
    expect(conferido, 'nenhuma janela sem gravações no banco para conferir a leitura lembrada').toBe(true)

    await knex('teste_lembradas').insert({ nome: 'esta conexão' })
    expect(await lembrado()).toBe(n0 + 1)

    await outra('teste_lembradas').insert({ nome: 'outra conexão' })
    expect(await lembrado()).toBe(n0 + 2)
    await outra('teste_lembradas').where({ nome: 'outra conexão' }).update({ nome: 'renomeada' })
    await outra('teste_lembradas').where({ nome: 'renomeada' }).delete()
    expect(await lembrado()).toBe(n0 + 1)

    // A real second process, as `rh serve --workers 2` runs.
    const script = `import { criarKnex } from './adapters/db/knex.ts'
      const k = criarKnex(${JSON.stringify(config)})
      await k('teste_lembradas').insert({ nome: 'outro processo' })
      await k.destroy()`
    execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: raiz, stdio: 'pipe' })
    expect(await lembrado()).toBe(n0 + 2)
    expect(Number((await knex('teste_lembradas').count({ n: '*' }))[0]!['n'])).toBe(n0 + 2)
  }, 60_000)

  it('numa transação, sempre lê e nada guarda: o que ela gravou e desfez não é resposta de ninguém', async () => {
    const antes = await lembrado()
    const desfeita = await Effect.runPromise(
      Effect.either(
        emTransacao(knex)(
          Effect.gen(function* () {
            yield* consulta(knex, (db) => db('teste_lembradas').insert({ nome: 'desfeita' }))
            expect(yield* lembrancasDe(knex).lembrar('n', contar())).toBe(antes + 1)
            return yield* Effect.fail(new RegraViolada({ message: 'desfaz' }))
          }),
        ),
      ),
    )
    expect(desfeita._tag).toBe('Left')
    expect(await lembrado()).toBe(antes)
  })

  it('uma tabela apagada e criada de novo por esta conexão também refaz a leitura', async () => {
    await knex('teste_lembradas').insert({ nome: 'antes' })
    expect(await lembrado()).toBeGreaterThan(0)
    await knex.schema.dropTable('teste_lembradas')
    await knex.schema.createTable('teste_lembradas', (t) => {
      t.increments('id')
      t.string('nome', 30)
    })
    expect(await lembrado()).toBe(0)
  })

  it('um valor com prazo vale só até ele; um prazo já vencido nem é guardado', async () => {
    let n = 0
    const ler = Effect.sync(() => ++n)
    const l = lembrancasDe(knex)
    expect(await Effect.runPromise(l.lembrar('prazo', ler, () => Date.now() + 60_000))).toBe(1)
    expect(await Effect.runPromise(l.lembrar('prazo', ler, () => Date.now() + 60_000))).toBe(1)
    expect(await Effect.runPromise(l.lembrar('vencido', ler, () => Date.now() - 1))).toBe(2)
    expect(await Effect.runPromise(l.lembrar('vencido', ler, () => Date.now() - 1))).toBe(3)
  })
})
