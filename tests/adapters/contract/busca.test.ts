import { Effect } from 'effect'
import fc from 'fast-check'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { criarContagem, criarIndiceBusca, criarTabelaContagens, planejarTrigramas } from '../../../adapters/db/busca.ts'
import { criarKnex } from '../../../adapters/db/knex.ts'
import { criarRepositorio } from '../../../adapters/db/repositorio.ts'
import { digitosDeCodigo, normalizarTermo, palavrasDaBusca } from '../../../core/shared/busca.ts'
import { texto } from '../../../core/shared/campos.ts'
import type { Escopo } from '../../../core/shared/ports.ts'
import type { RepositorioService } from '../../../core/shared/repositorio.ts'
import { defineResource } from '../../../core/shared/resource.ts'
import { bancosDeTeste, criarTabelaAuditoria, inserirLinha } from '../../support/banco.ts'

/**
 * Big lists on both databases (issue 11): whatever sequence of writes happens (through the repository or
 * straight into the table: imports, anonymisation; by this connection or by another server process's), the count
 * kept per company equals the rows listed, and a search through the trigram index finds exactly the rows whose
 * name has every word typed, in the list's order. Counts are remembered between writes (adapters/db/lembrancas.ts):
 * the same lists are asked twice, before and after each round of writes.
 */
const pessoas = defineResource({
  name: 'teste/pessoas',
  table: 'teste_pessoas',
  label: 'Pessoas',
  labelSingular: 'Pessoa',
  scope: 'empresa',
  authority: null,
  softDelete: true,
  contagemPorEmpresa: true,
  fields: {
    nome: texto({ label: 'Nome', max: 60, required: true, busca: true }),
    cpf: texto({ label: 'CPF', max: 11 }),
  },
  filtros: { q: { campo: texto({ label: 'Nome ou CPF', max: 100 }), op: 'busca', coluna: 'nome', prefixo: 'cpf' } },
  sort: { field: 'nome', order: 'ASC' },
})

const NOMES = ['Ana', 'Anita', 'Mariana', 'José', 'Joséfa', 'João', 'Conceição', 'Silva', 'Silveira', 'Sá', 'Da Silva', 'Lu', 'Luíza', 'Ângela', 'Souza']
const nomeArb = fc.array(fc.constantFrom(...NOMES), { minLength: 1, maxLength: 3 }).map((xs) => xs.join(' '))
const cpfArb = fc.constantFrom('12345678909', '12399988877', '98765432100', '11122233344')
const termoArb = fc.oneof(
  fc.constantFrom('ana', 'silva', 'sá', 'lu', 'jo', 'josé', 'ÂNGELA', 'silva ana', 'ana silva', 'mar ana', 'xyz', 'conceicao', 'a', '123', '123.999', '987.654.321-00'),
  nomeArb,
)

type Comando =
  | { tipo: 'criar'; empresa: number; nome: string; cpf: string }
  | { tipo: 'renomear'; alvo: number; nome: string }
  | { tipo: 'remover'; alvo: number }
  | { tipo: 'apagar'; alvo: number }
  | { tipo: 'mover'; alvo: number; empresa: number }
  | { tipo: 'importar'; empresa: number; nomes: string[] }
  | { tipo: 'outroProcesso'; empresa: number; nome: string; alvo: number; novoNome: string }

const comandoArb: fc.Arbitrary<Comando> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ tipo: fc.constant('criar' as const), empresa: fc.constantFrom(1, 2, 12), nome: nomeArb, cpf: cpfArb }) },
  fc.record({ tipo: fc.constant('renomear' as const), alvo: fc.nat(), nome: nomeArb }),
  fc.record({ tipo: fc.constant('remover' as const), alvo: fc.nat() }),
  fc.record({ tipo: fc.constant('apagar' as const), alvo: fc.nat() }),
  fc.record({ tipo: fc.constant('mover' as const), alvo: fc.nat(), empresa: fc.constantFrom(1, 2, 12) }),
  fc.record({ tipo: fc.constant('importar' as const), empresa: fc.constantFrom(1, 2, 12), nomes: fc.array(nomeArb, { minLength: 1, maxLength: 5 }) }),
  { weight: 2, arbitrary: fc.record({ tipo: fc.constant('outroProcesso' as const), empresa: fc.constantFrom(1, 2, 12), nome: nomeArb, alvo: fc.nat(), novoNome: nomeArb }) },
)

interface Linha {
  empresa: number
  nome: string
  cpf: string | null
  removido: boolean
}

const escopo = (empresas: number[]): Escopo => ({ usuarioId: 1, empresaId: empresas[0]!, empresasVisiveis: [1, 2, 12] })
const run = <A, E>(e: Effect.Effect<A, E>) => Effect.runPromise(e)

/** What the list must answer, from the model: every word in the name (or the CPF starting with the digits). */
const esperado = (modelo: Map<number, Linha>, empresas: number[], termo?: string) => {
  const palavras = termo === undefined ? [] : palavrasDaBusca(termo)
  const digitos = termo === undefined ? undefined : digitosDeCodigo(termo)
  return [...modelo.entries()]
    .filter(([, l]) => !l.removido && empresas.includes(l.empresa))
    .filter(([, l]) => {
      if (termo === undefined || !palavras.length) return true
      const n = normalizarTermo(l.nome)
      return palavras.every((p) => n.includes(p)) || (digitos !== undefined && (l.cpf ?? '').startsWith(digitos))
    })
    .sort(([ia, a], [ib, b]) => (normalizarTermo(a.nome) < normalizarTermo(b.nome) ? -1 : normalizarTermo(a.nome) > normalizarTermo(b.nome) ? 1 : ia - ib))
    .map(([id]) => id)
}

const bancos = bancosDeTeste('busca')

describe.each(bancos)('listas grandes em %s: contagem por empresa e busca por trechos', (_nome, abrir) => {
  let knex: Knex
  let pg: boolean
  let outra: Knex
  let limpar: () => Promise<void>
  let repo: RepositorioService
  let percorrendo: RepositorioService

  beforeAll(async () => {
    const b = abrir()
    knex = b.knex
    pg = b.pg
    limpar = b.limpar
    await b.preparar()
    await knex.schema.createTable('teste_pessoas', (t) => {
      t.increments('id')
      t.integer('empresa_id').notNullable()
      t.string('nome', 60).notNullable()
      t.string('nome_busca', 60)
      t.string('cpf', 11)
      t.string('removed_at', 30)
      t.string('criado_em', 30)
      t.string('atualizado_em', 30)
      t.index(['empresa_id', 'nome_busca'])
    })
    await criarTabelaAuditoria(knex)
    await criarTabelaContagens(knex)
    await criarContagem(knex, 'teste_pessoas', { removido: true })
    await criarIndiceBusca(knex, 'teste_pessoas', 'nomeBusca', { empresa: true, removido: true })
    repo = criarRepositorio(knex, () => [pessoas])
    percorrendo = criarRepositorio(knex, () => [pessoas], {}, { limiarPercorrer: 1 })
    outra = criarKnex(b.config)
  }, 60_000)

  afterAll(async () => {
    await outra?.destroy()
    await limpar?.()
  })

  it('a contagem guardada e a busca concordam com as linhas, depois de qualquer sequência de gravações', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(comandoArb, { minLength: 1, maxLength: 25 }), fc.array(termoArb, { minLength: 3, maxLength: 6 }), async (comandos, termos) => {
        await knex('teste_pessoas').delete()
        const modelo = new Map<number, Linha>()
        const vivos = () => [...modelo.keys()].filter((id) => !modelo.get(id)!.removido)
        const escolher = (n: number) => {
          const ids = vivos()
          return ids.length ? ids[n % ids.length] : undefined
        }
        const EMPRESAS = [[1], [2], [12], [1, 2], [1, 2, 12]]
        /** One company set and one term, asked between writes: what is remembered must never outlive a write. */
        const conferirUm = async (i: number) => {
          const empresas = EMPRESAS[i % EMPRESAS.length]!
          const termo = termos[i % termos.length]!
          for (const filtro of [{}, { q: termo }]) {
            const l = await run(repo.list(pessoas, escopo(empresas), { filter: { empresaId: empresas, ...filtro }, range: { offset: 0, limit: 3 } }))
            const ids = esperado(modelo, empresas, 'q' in filtro ? termo : undefined)
            expect({ filtro, total: l.total, ids: l.rows.map((x) => x.id) }).toEqual({ filtro, total: ids.length, ids: ids.slice(0, 3) })
          }
        }
        for (const [i, c] of comandos.entries()) {
          await conferirUm(i)
          if (c.tipo === 'criar') {
            const r = await run(repo.create(pessoas, escopo([c.empresa]), { nome: c.nome, cpf: c.cpf }))
            modelo.set(r.id, { empresa: c.empresa, nome: c.nome, cpf: c.cpf, removido: false })
          } else if (c.tipo === 'importar') {
            for (const nome of c.nomes) {
              const id = await inserirLinha(knex, 'teste_pessoas', { empresaId: c.empresa, nome, nomeBusca: normalizarTermo(nome) })
              modelo.set(id, { empresa: c.empresa, nome, cpf: null, removido: false })
            }
          } else if (c.tipo === 'outroProcesso') {
            // Another server process (its own connection): a new row, and a row of this one renamed.
            const id = await inserirLinha(outra, 'teste_pessoas', { empresaId: c.empresa, nome: c.nome, nomeBusca: normalizarTermo(c.nome) })
            modelo.set(id, { empresa: c.empresa, nome: c.nome, cpf: null, removido: false })
            const alvo = escolher(c.alvo)
            if (alvo !== undefined) {
              await outra('teste_pessoas').where({ id: alvo }).update({ nome: c.novoNome, nomeBusca: normalizarTermo(c.novoNome) })
              modelo.get(alvo)!.nome = c.novoNome
            }
          } else {
            const id = escolher(c.alvo)
            if (id === undefined) continue
            const l = modelo.get(id)!
            if (c.tipo === 'renomear') {
              await run(repo.alterar(pessoas, escopo([l.empresa]), id, { nome: c.nome }))
              l.nome = c.nome
            } else if (c.tipo === 'remover') {
              await run(repo.remove(pessoas, escopo([l.empresa]), id))
              l.removido = true
            } else if (c.tipo === 'apagar') {
              await knex('teste_pessoas').where({ id }).delete()
              modelo.delete(id)
            } else {
              await knex('teste_pessoas').where({ id }).update({ empresaId: c.empresa })
              l.empresa = c.empresa
            }
          }
        }
        for (const empresas of EMPRESAS) {
          const e = escopo(empresas)
          const todos = await run(repo.list(pessoas, e, { filter: { empresaId: empresas } }))
          expect(todos.total).toBe(esperado(modelo, empresas).length)
          expect(todos.rows.map((x) => x.id)).toEqual(esperado(modelo, empresas))
          for (const termo of termos) {
            const achados = await run(repo.list(pessoas, e, { filter: { empresaId: empresas, q: termo } }))
            expect({ termo, ids: achados.rows.map((x) => x.id), total: achados.total }).toEqual({ termo, ids: esperado(modelo, empresas, termo), total: esperado(modelo, empresas, termo).length })
            // A page is the same slice whether the matches are sorted or the sorted index is walked (many matches).
            for (const r of [repo, percorrendo]) {
              const pagina = await run(r.list(pessoas, e, { filter: { empresaId: empresas, q: termo }, range: { offset: 1, limit: 2 } }))
              expect(pagina.rows.map((x) => x.id)).toEqual(esperado(modelo, empresas, termo).slice(1, 3))
            }
          }
        }
      }),
      { numRuns: 12 },
    )
  }, 240_000)

  it('várias palavras: só o trigrama mais raro de cada uma vai ao índice, e cada achado é conferido palavra por palavra', async () => {
    await knex('teste_pessoas').delete()
    const modelo = new Map<number, Linha>()
    // 'eir' and 'ira' are in every name, 'hei' and 'tei' in few: the rare trigrams find the candidates.
    const nomes = [
      ...Array.from({ length: 60 }, (_, i) => ['Ana Ferreira', 'José Pereira', 'Maria Oliveira', 'Heitor Vieira', 'Lucas Teixeira Oliveira'][i % 5]!),
      'Heitor Teixeira',
      'Teixeira Heitor da Silva',
      'Heitora Teixeirada',
      'Heiko Teixo Eira',
    ]
    for (const [i, nome] of nomes.entries()) {
      const empresa = i % 7 === 0 ? 2 : 1
      const id = await inserirLinha(knex, 'teste_pessoas', { empresaId: empresa, nome, nomeBusca: normalizarTermo(nome) })
      modelo.set(id, { empresa, nome, cpf: null, removido: false })
    }
    if (!pg) {
      const plano = await planejarTrigramas(knex, 'teste_pessoas', 'nomeBusca', ['heitor', 'teixeira'], [1], new Map())
      expect(plano?.conferir).toEqual(['heitor', 'teixeira'])
    }
    for (const termo of ['heitor teixeira', 'teixeira heitor', 'heitor eira', 'teixeira oliveira', 'ana ferreira', 'heiko eira teixo', 'heitor xyz']) {
      for (const empresas of [[1], [1, 2]]) {
        for (const limiar of [repo, percorrendo]) {
          const l = await run(limiar.list(pessoas, escopo(empresas), { filter: { empresaId: empresas, q: termo } }))
          expect({ termo, total: l.total, ids: l.rows.map((x) => x.id) }).toEqual({ termo, total: esperado(modelo, empresas, termo).length, ids: esperado(modelo, empresas, termo) })
        }
      }
    }
  })
})
