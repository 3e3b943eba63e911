import { Effect, Either, Option } from 'effect'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { criarConsultaCep, lerRespostaViaCep } from '../../adapters/cep.ts'
import { servidorCep } from '../support/cep.ts'

describe('consulta de CEP sobre HTTP (servidor local no formato do ViaCEP)', () => {
  let fake: Awaited<ReturnType<typeof servidorCep>>
  beforeAll(async () => {
    fake = await servidorCep()
  })
  afterAll(() => fake.fechar())
  const buscar = (c: ReturnType<typeof criarConsultaCep>, cep: string) => Effect.runPromise(Effect.either(c.buscar(cep)))

  it('CEP conhecido: os campos do serviço, código IBGE como número, vazios omitidos; a segunda consulta vem da memória', async () => {
    const c = criarConsultaCep({ url: fake.url })
    const r = await buscar(c, '13010000')
    expect(r).toEqual(Either.right(Option.some({ uf: 'SP', logradouro: 'Rua Barão de Jaguara', bairro: 'Centro', cidade: 'Campinas', codigoIbge: 3509502 })))
    const antes = fake.pedidos.length
    expect(await buscar(c, '13010000')).toEqual(r)
    expect(fake.pedidos.length).toBe(antes)
  })

  it('CEP desconhecido: None (também guardado)', async () => {
    const c = criarConsultaCep({ url: fake.url })
    expect(await buscar(c, '99999999')).toEqual(Either.right(Option.none()))
  })

  it('serviço com erro, lento ou com resposta sem sentido: ServicoIndisponivel, nada guardado', async () => {
    const c = criarConsultaCep({ url: fake.url, timeoutMs: 300 })
    for (const cep of ['50000000', '40000000', '30000000']) {
      const r = await buscar(c, cep)
      expect(Either.isLeft(r) && r.left._tag).toBe('ServicoIndisponivel')
    }
    const antes = fake.pedidos.length
    await buscar(c, '50000000')
    expect(fake.pedidos.length).toBe(antes + 1)
  })

  it('desligada: falha sem sair do servidor', async () => {
    const antes = fake.pedidos.length
    const r = await buscar(criarConsultaCep({ url: 'desligado' }), '13010000')
    expect(Either.isLeft(r) && r.left._tag).toBe('ServicoIndisponivel')
    expect(fake.pedidos.length).toBe(antes)
  })

  it('qualquer JSON: a leitura nunca lança; só uma UF de duas letras é um endereço', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (j) => {
        const r = lerRespostaViaCep(j)
        if (r && Option.isSome(r)) expect(r.value.uf).toMatch(/^[A-Za-z]{2}$/)
      }),
    )
  })
})
