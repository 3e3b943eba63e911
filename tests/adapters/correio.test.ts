import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Effect } from 'effect'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { criarCorreio } from '../../adapters/correio.ts'
import { criarKnex } from '../../adapters/db/knex.ts'
import { migrar } from '../../adapters/db/migrar.ts'
import { servidorSmtp } from '../support/smtp.ts'

let knex: Knex
let dir: string
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rh-correio-'))
  knex = criarKnex({ dataDir: dir })
  await migrar(knex)
})
afterAll(async () => {
  await knex.destroy()
  rmSync(dir, { recursive: true, force: true })
})

describe('porta de e-mail', () => {
  it('envia por um servidor SMTP real em loopback e registra ENVIADO', async () => {
    const smtp = await servidorSmtp()
    try {
      const correio = criarCorreio(knex, { smtpUrl: smtp.url, remetente: 'RH <rh@empresa.local>' })
      await Effect.runPromise(correio.enviar({ para: ['ana@exemplo.com.br'], assunto: 'Vaga: Analista de RH', texto: 'Olá, Ana! Conheça a vaga.', empresaId: 1 }))
      expect(smtp.recebidas).toHaveLength(1)
      expect(smtp.recebidas[0]!.para).toEqual(['ana@exemplo.com.br'])
      expect(smtp.recebidas[0]!.dados).toContain('Subject: Vaga: Analista de RH')
      const [l] = await knex('caixa_saida').orderBy('id', 'desc').limit(1)
      expect(l).toMatchObject({ situacao: 'ENVIADO', assunto: 'Vaga: Analista de RH', empresaId: 1 })
    } finally {
      await smtp.fechar()
    }
  })

  it('sem SMTP a mensagem fica PENDENTE na caixa de saída', async () => {
    await Effect.runPromise(criarCorreio(knex).enviar({ para: ['b@x.com'], assunto: 'Teste', texto: 'oi' }))
    const [l] = await knex('caixa_saida').orderBy('id', 'desc').limit(1)
    expect(l.situacao).toBe('PENDENTE')
  })

  it('servidor fora do ar: falha tipada FalhaEnvio e registro ERRO', async () => {
    const r = await Effect.runPromise(Effect.either(criarCorreio(knex, { smtpUrl: 'smtp://127.0.0.1:1' }).enviar({ para: ['c@x.com'], assunto: 'Falha', texto: 'x' })))
    expect(r._tag).toBe('Left')
    expect(r._tag === 'Left' && r.left._tag).toBe('FalhaEnvio')
    const [l] = await knex('caixa_saida').orderBy('id', 'desc').limit(1)
    expect(l.situacao).toBe('ERRO')
  })
})
