import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { carregarReferencia, migrar } from '../../../adapters/db/migrar.ts'
import { bancosDeTeste, type BancoDeTeste } from '../../support/banco.ts'

/**
 * The shipped CID-10 (data-ref/cid10) loaded on migrate, the same on SQLite and PostgreSQL: every subcategory and the
 * categories with subdivisions, once (loading again adds nothing), the texts as DATASUS writes them.
 */
describe.each(bancosDeTeste('cid10'))('CID-10 carregado na migração (%s)', (_nome, abrir) => {
  let b: BancoDeTeste
  let k: Knex
  beforeAll(async () => {
    b = abrir()
    await b.preparar()
    k = b.knex
    await migrar(k)
  })
  afterAll(() => b.limpar())

  const contar = async () => Number((await k('cids').count({ n: '*' }))[0]?.['n'])

  it('categorias com subdivisão + subcategorias, códigos únicos; carregar de novo não repete', async () => {
    expect(await contar()).toBe(12451 + 2045 - 263)
    await carregarReferencia(k)
    expect(await contar()).toBe(12451 + 2045 - 263)
    const repetidos = await k('cids').select('codigo').groupBy('codigo').havingRaw('count(*) > 1')
    expect(repetidos).toEqual([])
  })

  it('textos como o DATASUS: aspas, espaço final, categoria e subcategoria', async () => {
    const ler = async (codigo: string) => (await k('cids').where('codigo', codigo).first('descricao'))?.descricao
    expect(await ler('M545')).toBe('Dor lombar baixa')
    expect(await ler('I48')).toMatch(/^"Flutter"/)
    expect(await ler('B250')).toMatch(/ $/)
    expect(await ler('J11')).toBe('Influenza [gripe] devida a vírus não identificado')
  })
})
