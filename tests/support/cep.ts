import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Answers in ViaCEP's shape for the CEPs the tests use. */
export const CEPS: Readonly<Record<string, object>> = {
  '13010000': { cep: '13010-000', logradouro: 'Rua Barão de Jaguara', complemento: '', bairro: 'Centro', localidade: 'Campinas', uf: 'SP', ibge: '3509502', ddd: '19' },
  '01001000': { cep: '01001-000', logradouro: 'Praça da Sé', complemento: 'lado ímpar', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP', ibge: '3550308', ddd: '11' },
  // No IBGE code: the cidade is found by its name within the UF, accents aside.
  '69900000': { cep: '69900-000', logradouro: '', complemento: '', bairro: '', localidade: 'Rio Branco', uf: 'AC', ibge: '' },
}

/**
 * A local stand-in for the public postal-code service (ViaCEP's URL shape `/ws/{cep}/json/`): the CEPs above,
 * `{"erro": "true"}` for others, HTTP 500 for 50000000, no answer for 40000000 (timeout), nonsense for 30000000.
 */
export const servidorCep = async () => {
  const pedidos: string[] = []
  const srv = createServer((req, res) => {
    const cep = /^\/ws\/(\d{8})\/json\/$/.exec(req.url ?? '')?.[1]
    if (!cep) return void res.writeHead(400).end()
    pedidos.push(cep)
    if (cep === '40000000') return // never answers
    if (cep === '50000000') return void res.writeHead(500).end('falha')
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
    res.end(cep === '30000000' ? '{"ok": 1}' : JSON.stringify(CEPS[cep] ?? { erro: 'true' }))
  })
  await new Promise<void>((ok) => srv.listen(0, '127.0.0.1', () => ok()))
  const porta = (srv.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${porta}/ws/{cep}/json/`,
    pedidos,
    fechar: () =>
      new Promise<void>((ok) => {
        srv.closeAllConnections()
        srv.close(() => ok())
      }),
  }
}
