import { clienteRelatorios } from './arquivos-relatorio.ts'
import { criarNaApi, type cliente } from './http.ts'

/** Helpers of the jobs-and-salaries report tests that build their history through the API. */


/** The reports of cargo-salario; the XLSX rows as 'a | b | c' with an empty cell as '| |' (percentages are fractions there). */
export const relatoriosCargoSalario = (app: Parameters<typeof clienteRelatorios>[0], cookie: () => string) => {
  const c = clienteRelatorios(app, cookie, 'cargo-salario')
  return {
    ...c,
    gerar: async (nome: string, corpo: unknown) => {
      const r = await c.gerar(nome, corpo)
      return { ...r, xlsx: r.xlsx.map((l) => l.replace(/ {2,}/g, ' ')) }
    },
  }
}

/** POST /api/cargo-salario/<caminho>, expecting 201; the new id. */
export const criarEmCargoSalario = (c: ReturnType<typeof cliente>, caminho: string, corpo: Record<string, unknown>) => criarNaApi(c, `cargo-salario/${caminho}`, corpo)
