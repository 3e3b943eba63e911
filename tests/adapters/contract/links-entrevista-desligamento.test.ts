import { Effect } from 'effect'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrar } from '../../../adapters/db/migrar.ts'
import { emTransacao } from '../../../adapters/db/transacao.ts'
import { criarLinksEntrevista } from '../../../adapters/gestao-talentos/entrevistasDesligamentoLink.ts'
import type { NovoLinkEntrevista } from '../../../core/gestao-talentos/entrevistas-desligamento-link.ts'
import { bancosDeTeste, inserirLinha } from '../../support/banco.ts'

/**
 * The exit-interview links' storage (adapters/gestao-talentos/entrevistasDesligamentoLink.ts): a new link voids the
 * employee's live ones, and of many simultaneous spenders of one link exactly one succeeds, on SQLite and PostgreSQL.
 */
describe.each(bancosDeTeste('links_entrevista', { modelo: 'migrado' }))('links da entrevista de desligamento em %s', (_nome, abrir) => {
  let knex: Knex
  let limpar: () => Promise<void>
  let base: Omit<NovoLinkEntrevista, 'tokenHash'>
  beforeAll(async () => {
    const b = abrir()
    ;({ knex, limpar } = b)
    await b.preparar()
    await migrar(knex)
    const empresaId = await inserirLinha(knex, 'empresas', { nome: 'Empresa dos Links' })
    const colaboradorId = await inserirLinha(knex, 'colaboradores', { empresaId, nome: 'Ana Link', cpf: '52998224725', dataNascimento: '1990-01-01', sexo: 'F', dataAdmissao: '2020-01-01', dataDesligamento: '2024-03-15' })
    const modeloId = await inserirLinha(knex, 'modelos_entrevista_desligamento', { empresaId, titulo: 'Modelo', perguntas: '[]' })
    base = { empresaId, colaboradorId, modeloId, dataDesligamento: '2024-03-15', criadoEm: '2024-03-15T12:00:00.000Z', expiraEm: '2024-04-14T12:00:00.000Z', usuarioId: 1, email: null }
  }, 60_000)
  afterAll(() => limpar?.())

  it('um novo link anula os vivos do talento; o hash acha o link, outro não', async () => {
    const l = criarLinksEntrevista(knex)
    await Effect.runPromise(l.criar({ ...base, tokenHash: 'a'.repeat(64) }))
    await Effect.runPromise(l.criar({ ...base, tokenHash: 'b'.repeat(64), criadoEm: '2024-03-16T12:00:00.000Z' }))
    expect(await Effect.runPromise(l.porHash('a'.repeat(64)))).toMatchObject({ invalidadoEm: '2024-03-16T12:00:00.000Z', usadoEm: null })
    expect(await Effect.runPromise(l.porHash('b'.repeat(64)))).toMatchObject({ colaboradorId: base.colaboradorId, modeloId: base.modeloId, dataDesligamento: '2024-03-15', invalidadoEm: null, usadoEm: null })
    expect(await Effect.runPromise(l.porHash('c'.repeat(64)))).toBeUndefined()
    // A voided link is never spent.
    const anulado = (await Effect.runPromise(l.porHash('a'.repeat(64))))!
    expect(await Effect.runPromise(l.gastar(anulado.id, '2024-03-17T12:00:00.000Z'))).toBe(false)
  })

  it('20 gastos simultâneos do mesmo link, cada um na sua transação: só um passa', async () => {
    const l = criarLinksEntrevista(knex)
    const link = (await Effect.runPromise(l.porHash('b'.repeat(64))))!
    const gastos = await Promise.all(Array.from({ length: 20 }, (_, i) => Effect.runPromise(emTransacao(knex)(l.gastar(link.id, `2024-03-17T12:00:${String(i).padStart(2, '0')}.000Z`)))))
    expect(gastos.filter(Boolean)).toHaveLength(1)
    expect((await Effect.runPromise(l.porHash('b'.repeat(64))))!.usadoEm).toMatch(/^2024-03-17T12:00:/)
    // Voiding leaves the spent link as it is.
    await Effect.runPromise(l.invalidar(base.colaboradorId, '2024-03-18T12:00:00.000Z'))
    expect((await Effect.runPromise(l.porHash('b'.repeat(64))))!.invalidadoEm).toBeNull()
  })
})
