import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { normalizarBusca } from '../../../adapters/db/knex.ts'
import { migrar } from '../../../adapters/db/migrar.ts'
import { bancosDeTeste, type BancoDeTeste } from '../../support/banco.ts'

/**
 * rh_norm, the search normalisation inside the database (indexes, filters, ordering), gives what normalizarBusca
 * gives the query's terms in JavaScript: on PostgreSQL a function of migration 070, on SQLite the JavaScript one.
 */
describe.each(bancosDeTeste('rh_norm', { modelo: 'migrado' }))('rh_norm no banco = normalizarBusca (%s)', (_nome, abrir) => {
  let b: BancoDeTeste
  beforeAll(async () => {
    b = abrir()
    await b.preparar()
    await migrar(b.knex)
  }, 120_000)
  afterAll(() => b?.limpar())

  const normalizar = async (textos: ReadonlyArray<string>) => {
    const r = await b.knex.raw(`SELECT ${textos.map((_, i) => `rh_norm(?) AS n${i}`).join(', ')}`, [...textos])
    const linha = (Array.isArray(r) ? r[0] : r.rows[0]) as Record<string, unknown>
    return textos.map((_, i) => linha[`n${i}`])
  }

  it('nomes e textos do português, maiúsculas, cedilha, til, trema e letras de outras línguas latinas', async () => {
    const exemplos = ['JOSÉ DA CONCEIÇÃO', 'Ângela Müller', 'Ñandú Ōsaka', 'Ștefan Łukasz', 'Çà Ÿ', 'pão-de-ló', '']
    expect(await normalizar(exemplos)).toEqual(exemplos.map(normalizarBusca))
  })

  it('qualquer texto latino (Latin-1 e Latin Extended-A, com marcas combinantes soltas)', async () => {
    const caractere = fc.oneof(
      fc.integer({ min: 0x20, max: 0x7e }),
      fc.integer({ min: 0xa0, max: 0x17f }),
      fc.integer({ min: 0x300, max: 0x36f }),
    ).map((c) => String.fromCodePoint(c))
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(caractere, { maxLength: 20 }).map((cs) => cs.join('')), { minLength: 1, maxLength: 20 }), async (textos) => {
        expect(await normalizar(textos)).toEqual(textos.map(normalizarBusca))
      }),
      { numRuns: 40 },
    )
  })
})
