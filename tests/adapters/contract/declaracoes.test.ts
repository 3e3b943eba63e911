import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { criarKnex } from '../../../adapters/db/knex.ts'
import { migrar } from '../../../adapters/db/migrar.ts'
import { RECURSOS } from '../../../core/recursos.ts'
import { booleano, data, decimal, imagem, inteiro, lista, opcoes, texto, valorTexto } from '../../../core/shared/campos.ts'
import { defineResource, type Resource } from '../../../core/shared/resource.ts'
import { urlPostgres } from '../../support/banco.ts'
import { divergencias, indicesFaltando, lerColunas } from '../../support/declaracoes.ts'

/** Every declared resource against a freshly migrated database: the rules are in tests/support/declaracoes.ts. */

const pgUrl = urlPostgres()
const bancos: Array<[string, () => { knex: Knex; pg: boolean; preparar: () => Promise<void>; limpar: () => Promise<void> }]> = [
  [
    'SQLite',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'rh-declaracoes-'))
      const knex = criarKnex({ dataDir: dir })
      return {
        knex,
        pg: false,
        preparar: async () => undefined,
        limpar: async () => {
          await knex.destroy()
          rmSync(dir, { recursive: true, force: true })
        },
      }
    },
  ],
]
if (pgUrl) {
  const schema = `declaracoes_${process.pid}`
  bancos.push([
    'PostgreSQL',
    () => {
      const knex = criarKnex({ url: pgUrl, schema })
      return {
        knex,
        pg: true,
        preparar: async () => {
          await knex.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
          await knex.raw(`CREATE SCHEMA ${schema}`)
        },
        limpar: async () => {
          await knex.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
          await knex.destroy()
        },
      }
    },
  ])
}

/** A declaration and a table that disagree in every way the check knows: it must report each one. */
const errada = defineResource({
  name: 'teste/divergente',
  table: 'teste_divergente',
  label: 'Divergentes',
  labelSingular: 'Divergente',
  scope: 'empresa',
  authority: null,
  softDelete: true,
  fields: {
    nome: texto({ label: 'Nome', max: 60, required: true }),
    apelido: texto({ label: 'Apelido', max: 30 }),
    idade: inteiro({ label: 'Idade' }),
    nota: decimal({ label: 'Nota', digitos: 5, casas: 2 }),
    inicio: data({ label: 'Início' }),
    tipo: opcoes({ label: 'Tipo', options: [{ id: 'LONGO', name: 'Longo' }] }),
    itens: lista({ label: 'Itens', item: valorTexto({ label: 'Item', max: 10 }) }),
    ativo: booleano({ label: 'Ativo' }),
    foto: imagem({ label: 'Foto' }),
    faltando: texto({ label: 'Faltando', max: 10 }),
    codinome: texto({ label: 'Codinome', max: 40, busca: true }),
  },
  contagemPorEmpresa: true,
})

describe.each(bancos)('declarações × colunas em %s', (nome, abrir) => {
  let knex: Knex
  let pg: boolean
  let limpar: () => Promise<void>

  beforeAll(async () => {
    const b = abrir()
    ;({ knex, pg, limpar } = b)
    await b.preparar()
    await migrar(knex)
    await knex.schema.createTable('teste_divergente', (t) => {
      t.increments('id')
      t.string('nome', 80).notNullable()
      t.string('apelido', 30).notNullable()
      t.string('idade', 10)
      t.decimal('nota', 6, 1)
      t.text('inicio')
      t.string('tipo', 2)
      t.string('itens', 200)
      t.boolean('ativo').notNullable().defaultTo(false)
      t.string('foto', 100)
      t.string('codinome', 40)
    })
  }, 120_000)

  afterAll(async () => {
    await limpar?.()
  })

  it('toda declaração concorda com a sua tabela', async () => {
    const erros: string[] = []
    for (const r of RECURSOS) {
      const { colunas, precisao } = await lerColunas(knex, r.table, pg)
      erros.push(...divergencias(r, colunas, precisao), ...(await indicesFaltando(knex, r, pg)))
    }
    expect(erros).toEqual([])
  })

  it('a conferência acusa o índice de busca e a contagem que faltam', async () => {
    expect(await indicesFaltando(knex, errada as unknown as Resource, pg)).toEqual([
      'teste/divergente.codinome: sem o índice de trechos teste_divergente_codinome_busca_trgm',
      'teste/divergente: sem os gatilhos da contagem por empresa',
    ])
  })

  it('a conferência acusa cada tipo de divergência', async () => {
    const { colunas, precisao } = await lerColunas(knex, 'teste_divergente', pg)
    const esperado = [
      'teste/divergente: sem a coluna empresa_id',
      'teste/divergente: sem a coluna removed_at',
      'teste/divergente.nome (teste_divergente.nome): varchar(80), o campo aceita até 60 caracteres',
      'teste/divergente.apelido (teste_divergente.apelido): NOT NULL, mas o campo é opcional e sem padrão',
      expect.stringMatching(/^teste\/divergente\.idade \(teste_divergente\.idade\): coluna (varchar|character varying) para um campo integer$/),
      ...(pg ? ['teste/divergente.nota (teste_divergente.nota): decimal(6, 1), o campo declara (5, 2)'] : []),
      'teste/divergente.inicio (teste_divergente.inicio): text, o campo aceita até 10 caracteres',
      'teste/divergente.tipo (teste_divergente.tipo): varchar(2), a opção mais longa tem 5 caracteres',
      expect.stringMatching(/^teste\/divergente\.itens \(teste_divergente\.itens\): coluna (varchar|character varying) para um campo json$/),
      'teste/divergente.foto (teste_divergente.foto): varchar(100) para um campo sem tamanho (text)',
      'teste/divergente.faltando (teste_divergente.faltando): campo sem coluna',
      'teste/divergente.codinomeBusca (teste_divergente.codinome_busca): campo com busca sem a cópia normalizada',
    ]
    expect(divergencias(errada as unknown as Resource, colunas, precisao)).toEqual(esperado)
    expect(divergencias({ ...(errada as unknown as Resource), table: 'nao_existe' }, {})).toEqual(['teste/divergente: a tabela nao_existe não existe'])
  })
})
