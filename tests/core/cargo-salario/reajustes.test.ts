import fc from 'fast-check'
import { Either } from 'effect'
import { describe, expect, it } from 'vitest'
import { comparar, efeitoDoReajusteDeIndices, percentualDe, quantiaDoCorpo, somar } from '../../../core/cargo-salario/reajustes.ts'
import { aplicarReajuste, historicoVigente, salarioDoColaboradorEm, type HistoricoSalarialColaborador } from '../../../core/cargo-salario/salario.ts'
import { SITUACOES_TABELA, TRANSICOES_TABELA, transicao, type OperacaoTabela, type SituacaoTabela } from '../../../core/cargo-salario/tabelas-reajustes-colaboradores.ts'
import { cenarioArb, dataArb, fontesDo } from './salario-arbitrarios.ts'

const OPERACOES: ReadonlyArray<OperacaoTabela> = ['editar', 'editarLinhas', 'aplicar', 'cancelar', 'remover']

describe('tabela de transições', () => {
  it('rascunho e cancelada aceitam edição, aplicação e remoção; aplicada só o cancelamento', () => {
    const permitidas = (s: SituacaoTabela) => OPERACOES.filter((op) => 'para' in transicao(s, op))
    expect(permitidas('R')).toEqual(['editar', 'editarLinhas', 'aplicar', 'remover'])
    expect(permitidas('X')).toEqual(['editar', 'editarLinhas', 'aplicar', 'remover'])
    expect(permitidas('A')).toEqual(['cancelar'])
    expect(transicao('R', 'aplicar')).toEqual({ para: 'A' })
    expect(transicao('A', 'cancelar')).toEqual({ para: 'X' })
    expect(transicao('A', 'editarLinhas')).toEqual({ recusa: 'Tabela de reajuste aplicada não pode ser alterada; cancele o reajuste antes.' })
    expect(transicao('R', 'cancelar')).toEqual({ recusa: 'Só é possível cancelar um reajuste aplicado.' })
  })

  it('toda sequência de operações permitidas termina numa situação conhecida; aplicar e cancelar se alternam', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...OPERACOES), { maxLength: 30 }), (ops) => {
        let s: SituacaoTabela = 'R'
        let aplicacoes = 0
        let cancelamentos = 0
        for (const op of ops) {
          const r = transicao(s, op)
          if (!('para' in r)) continue
          if (op === 'aplicar') aplicacoes++
          if (op === 'cancelar') cancelamentos++
          s = r.para
        }
        expect(SITUACOES_TABELA.map((x) => x.id)).toContain(s)
        expect(aplicacoes - cancelamentos).toBe(s === 'A' ? 1 : 0)
        // Only an applied table has its rows in the histories, and nothing but cancelling leaves that state.
        expect(Object.keys(TRANSICOES_TABELA.A)).toEqual(['cancelar'])
      }),
    )
  })
})

/** Hand computation: centavos × percentage, rounded half up (salaries are never negative). */
const aMao = (salario: number, milesimos: number) => {
  const n = BigInt(salario) * BigInt(milesimos)
  const inteiro = n / 100_000n
  const resto = n % 100_000n
  return salario + Number(inteiro + (resto * 2n >= 100_000n ? 1n : 0n))
}

describe('movimentação coletiva: a quantia', () => {
  it('por percentual (até 3 casas) e por valor concordam com a conta à mão em centavos', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 1, max: 99_999_999 }), (salario, milesimos, centavos) => {
        const p = Either.getOrThrow(quantiaDoCorpo({ reajustarPor: 1, valorDissidio: milesimos / 1000 }))
        expect(p).toEqual({ tipo: 1, quantia: milesimos })
        expect(aplicarReajuste(salario, p.tipo, p.quantia)).toBe(aMao(salario, milesimos))
        const v = Either.getOrThrow(quantiaDoCorpo({ reajustarPor: 2, valorDissidio: centavos }))
        expect(aplicarReajuste(salario, v.tipo, v.quantia)).toBe(salario + centavos)
      }),
    )
  })

  it("zero, acima dos limites e casas a mais são recusados com as mensagens da especificação", () => {
    const erro = (b: Parameters<typeof quantiaDoCorpo>[0]) => Either.match(quantiaDoCorpo(b), { onLeft: (e) => e[0]?.message, onRight: () => undefined })
    expect(erro({ reajustarPor: 1, valorDissidio: 0 })).toBe('O valor não pode ser 0 (zero)')
    expect(erro({ reajustarPor: 2, valorDissidio: 0 })).toBe('O valor não pode ser 0 (zero)')
    expect(erro({ reajustarPor: 1, valorDissidio: 999.999 })).toBeUndefined()
    expect(erro({ reajustarPor: 1, valorDissidio: 1000 })).toBe('O percentual não pode ser maior que 999,999%')
    expect(erro({ reajustarPor: 2, valorDissidio: 99_999_999 })).toBeUndefined()
    expect(erro({ reajustarPor: 2, valorDissidio: 100_000_000 })).toBe('O valor não pode ser maior que 999.999,99')
    expect(erro({ reajustarPor: 1, valorDissidio: 1.0001 })).toBe('Valor inválido')
    expect(erro({ reajustarPor: 2, valorDissidio: 1.5 })).toBe('Valor inválido')
  })
})

describe('total da folha', () => {
  const linhaArb = fc.record({ grupo: fc.integer({ min: 0, max: 4 }), atual: fc.integer({ min: 0, max: 5_000_000 }), proposto: fc.integer({ min: 0, max: 5_000_000 }) })

  it('o total é a soma das linhas, qualquer que seja o agrupamento (área ou estabelecimento)', () => {
    fc.assert(
      fc.property(fc.array(linhaArb, { maxLength: 60 }), (linhas) => {
        const grupos = [0, 1, 2, 3, 4].map((g) => {
          const dele = linhas.filter((l) => l.grupo === g)
          return { quantidade: dele.length, atual: dele.reduce((s, l) => s + l.atual, 0), proposto: dele.reduce((s, l) => s + l.proposto, 0) }
        })
        const porLinha = somar(linhas.map((l) => ({ quantidade: 1, atual: l.atual, proposto: l.proposto })))
        expect(somar(grupos)).toEqual(porLinha)
        expect(porLinha.diferenca).toBe(linhas.reduce((s, l) => s + l.proposto - l.atual, 0))
      }),
    )
  })

  it('tabela de índices: alcança quem o índice paga, direto ou pela faixa, com o salário que o índice aplicado daria', () => {
    fc.assert(
      fc.property(cenarioArb({ colaboradores: 8 }), dataArb, fc.array(fc.option(fc.integer({ min: 1, max: 5_000_000 }), { nil: undefined }), { minLength: 3, maxLength: 3 }), (c, dia, valores) => {
        const fontes = fontesDo(c)
        const novos = new Map(valores.flatMap((v, i) => (v === undefined ? [] : [[i, v] as const])))
        // The table applied: each index of it gets a row on the date (replacing one of that date).
        const aplicadas = { ...fontes, historicosIndice: new Map(c.indices.map((hs, i) => [i, novos.has(i) ? [...hs.filter((h) => h.data !== dia), { data: dia, valor: novos.get(i)! }] : hs])) }
        for (const hs of c.colaboradores) {
          const h = historicoVigente(hs, dia)
          const efeito = h && efeitoDoReajusteDeIndices(h, dia, fontes, novos)
          const depois = salarioDoColaboradorEm(hs, dia, aplicadas)
          if (efeito) {
            expect(efeito.proposto).toBe(depois)
            expect(efeito.atual).toBe(salarioDoColaboradorEm(hs, dia, fontes) ?? 0)
          } else expect(depois).toBe(salarioDoColaboradorEm(hs, dia, fontes))
        }
      }),
    )
  })

  it('a diferença em % tem 2 casas, arredondada; sobre zero não há percentual', () => {
    expect(comparar(3, 100_000, 106_000)).toEqual({ quantidade: 3, atual: 100_000, proposto: 106_000, diferenca: 6_000, percentual: 6 })
    expect(percentualDe(300, 301)).toBe(0.33)
    expect(percentualDe(300, 302)).toBe(0.67)
    expect(percentualDe(0, 10)).toBeNull()
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 20_000_000 }), (a, p) => {
        expect(Math.abs(percentualDe(a, p)! - ((p - a) * 100) / a)).toBeLessThanOrEqual(0.005 + 1e-9)
      }),
    )
  })
})

describe('aplicar e cancelar', () => {
  it('aplicar grava a linha na data e não muda nada antes; cancelar devolve todo salário em toda data', () => {
    fc.assert(
      fc.property(cenarioArb(), dataArb, fc.integer({ min: 1, max: 999_999 }), fc.array(dataArb, { minLength: 1, maxLength: 8 }), (c, dia, milesimos, consultas) => {
        const fontes = fontesDo(c)
        for (const hs of c.colaboradores) {
          if (hs.some((h) => h.data === dia)) continue
          const atual = salarioDoColaboradorEm(hs, dia, fontes)
          if (atual === undefined) continue
          const linha: HistoricoSalarialColaborador = { data: dia, tipoSalario: 3, salario: aplicarReajuste(atual, 1, milesimos) }
          const aplicado = [...hs, linha]
          expect(salarioDoColaboradorEm(aplicado, dia, fontes)).toBe(aMao(atual, milesimos))
          const cancelado = aplicado.filter((h) => h !== linha)
          for (const d of [...consultas, dia]) {
            if (d < dia) expect(salarioDoColaboradorEm(aplicado, d, fontes)).toBe(salarioDoColaboradorEm(hs, d, fontes))
            expect(salarioDoColaboradorEm(cancelado, d, fontes)).toBe(salarioDoColaboradorEm(hs, d, fontes))
          }
        }
      }),
    )
  })
})
