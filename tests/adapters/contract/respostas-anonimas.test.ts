import { Effect } from 'effect'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrar } from '../../../adapters/db/migrar.ts'
import { emTransacao } from '../../../adapters/db/transacao.ts'
import { criarRespostasAnonimas } from '../../../adapters/pesquisa/respostasAnonimas.ts'
import { TIPO_NOTA } from '../../../core/shared/questionario.ts'
import { bancosDeTeste, inserirLinha } from '../../support/banco.ts'

/**
 * The anonymous answers' store (adapters/pesquisa/respostasAnonimas.ts) on SQLite and PostgreSQL: the row holds the
 * survey, the company and the answers and nothing else; ids are not a sequence (their order is not the order of the
 * submissions); per survey and company; removal of a survey's answers; inside the caller's transaction (a rollback
 * leaves nothing).
 */
describe.each(bancosDeTeste('respostas_anonimas'))('respostas anônimas em %s', (_nome, abrir) => {
  let knex: Knex
  let limpar: () => Promise<void>
  let empresaId: number
  let outraEmpresa: number
  let pesquisaId: number
  let outraPesquisa: number
  beforeAll(async () => {
    const b = abrir()
    ;({ knex, limpar } = b)
    await b.preparar()
    await migrar(knex)
    empresaId = await inserirLinha(knex, 'empresas', { nome: 'Empresa da Pesquisa' })
    outraEmpresa = await inserirLinha(knex, 'empresas', { nome: 'Outra' })
    pesquisaId = await inserirLinha(knex, 'pesquisas', { empresaId, titulo: 'Clima', dataInicio: '2026-01-01', dataFim: '2026-12-31' })
    outraPesquisa = await inserirLinha(knex, 'pesquisas', { empresaId: outraEmpresa, titulo: 'Clima', dataInicio: '2026-01-01', dataFim: '2026-12-31' })
  }, 60_000)
  afterAll(() => limpar?.())

  it('grava só pesquisa, empresa e respostas, com ids fora de sequência; conta, lista e remove por pesquisa', async () => {
    const s = criarRespostasAnonimas(knex)
    for (let nota = 0; nota < 30; nota++) await Effect.runPromise(s.gravar({ empresaId, pesquisaId, respostas: [{ perguntaId: 1, tipoId: TIPO_NOTA, nota }] }))
    await Effect.runPromise(s.gravar({ empresaId: outraEmpresa, pesquisaId: outraPesquisa, respostas: [] }))
    const linhas = await knex('pesquisas_respostas_anonimas').where({ pesquisaId })
    // Part B (migration 081): the area and cargo at submission, for results by segment; never the employee or a time.
    expect(Object.keys(linhas[0]).sort()).toEqual(['areaOrganizacionalId', 'cargoId', 'empresaId', 'id', 'pesquisaId', 'respostas'])
    const colunas = Object.keys(await knex('pesquisas_respostas_anonimas').columnInfo()).sort()
    expect(colunas).toEqual(['area_organizacional_id', 'cargo_id', 'empresa_id', 'id', 'pesquisa_id', 'respostas'].sort().map((c) => expect.stringMatching(new RegExp(`^(${c}|${c.replace(/_(.)/g, (_, x: string) => x.toUpperCase())})$`))))
    // Insertion order is the grades' order; the ids' order is not (30 random draws in order: 1 in 30!).
    const porId = [...linhas].sort((a, b) => Number(a.id) - Number(b.id)).map((l) => JSON.parse(l.respostas)[0].nota)
    expect(porId).not.toEqual([...Array(30).keys()])
    expect(await Effect.runPromise(s.quantidade(empresaId, pesquisaId))).toBe(30)
    expect(await Effect.runPromise(s.quantidade(empresaId, outraPesquisa))).toBe(0)
    expect((await Effect.runPromise(s.listar(empresaId, pesquisaId))).map((r) => r[0]!.nota).sort((a, b) => a! - b!)).toEqual([...Array(30).keys()])
    expect(await Effect.runPromise(s.removerDaPesquisa(empresaId, pesquisaId))).toBe(30)
    expect(await Effect.runPromise(s.quantidade(empresaId, pesquisaId))).toBe(0)
    expect(await Effect.runPromise(s.quantidade(outraEmpresa, outraPesquisa))).toBe(1)
  })

  it('na transação de quem chama: desfeita a transação, nada fica', async () => {
    const s = criarRespostasAnonimas(knex)
    const falha = emTransacao(knex)(Effect.zipRight(s.gravar({ empresaId, pesquisaId, respostas: [] }), Effect.fail('desfaz')))
    await expect(Effect.runPromise(falha)).rejects.toBeTruthy()
    expect(await Effect.runPromise(s.quantidade(empresaId, pesquisaId))).toBe(0)
  })
})
