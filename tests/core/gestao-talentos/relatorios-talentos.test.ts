import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { descreverFormacoes } from '../../../core/gestao-talentos/relatorios/formacao-escolar.ts'
import {
  aniversarioEm,
  atendeValidade,
  contarPorGeracao,
  SEM_DESCRICAO_GERACAO,
  situacaoDoCertificado,
  taxaDemissao,
  tempoDeEmpresa,
} from '../../../core/gestao-talentos/relatorios/pessoas.ts'
import { totalTaxaDemissao, completarTaxaDemissao } from '../../../core/gestao-talentos/relatorios/taxa-demissao.ts'
import { adicionarDias, adicionarMeses, mesesCompletosEntre } from '../../../core/shared/datas.ts'

const dataArb = fc.integer({ min: 0, max: 40 * 365 }).map((n) => adicionarDias('1990-01-01', n))

describe('relatórios de talentos: passos puros', () => {
  it('tempo de empresa: anos, meses e dias que somados à admissão dão a data final', () => {
    expect(tempoDeEmpresa('2020-03-31', '2024-03-15')).toBe('3 anos, 11 meses e 15 dias')
    expect(tempoDeEmpresa('2016-03-15', '2024-03-15')).toBe('8 anos')
    expect(tempoDeEmpresa('2024-01-31', '2024-02-29')).toBe('1 mês')
    expect(tempoDeEmpresa('2024-03-15', '2024-03-15')).toBe('0 dias')
    expect(tempoDeEmpresa('2023-03-15', '2024-04-16')).toBe('1 ano, 1 mês e 1 dia')
    fc.assert(
      fc.property(dataArb, fc.integer({ min: 0, max: 10_000 }), (adm, n) => {
        const fim = adicionarDias(adm, n)
        const t = tempoDeEmpresa(adm, fim)
        const num = (re: RegExp) => Number(re.exec(t)?.[1] ?? 0)
        const meses = num(/(\d+) anos?/) * 12 + num(/(\d+) m[eê]s(es)?/)
        expect(meses).toBe(mesesCompletosEntre(adm, fim))
        expect(adicionarDias(adicionarMeses(adm, meses), num(/(\d+) dias?/))).toBe(fim)
      }),
    )
  })

  it('aniversário no ano: o mesmo dia e mês, 29/02 em 28/02 no ano comum', () => {
    expect(aniversarioEm('2000-02-29', 2025)).toBe('2025-02-28')
    expect(aniversarioEm('2000-02-29', 2028)).toBe('2028-02-29')
    fc.assert(fc.property(dataArb, fc.integer({ min: 1901, max: 2100 }), (d, ano) => {
        expect(aniversarioEm(d, ano).slice(5, 7)).toBe(d.slice(5, 7))
      }),
    )
  })

  it('gerações: toda pessoa contada uma vez; sem faixa, "Geração não possui descrição."; percentuais de 100 %', () => {
    const geracoes = [
      { id: 2, descricao: 'Y', anoInicial: 1981, anoFinal: 1996 },
      { id: 1, descricao: 'X', anoInicial: 1965, anoFinal: 1982 },
    ]
    expect(contarPorGeracao(geracoes, [1970, 1982, 1990, 1950])).toEqual([
      { geracao: 'X', nascidos: '1965 a 1982', quantidade: 2, percentual: 50 },
      { geracao: 'Y', nascidos: '1981 a 1996', quantidade: 1, percentual: 25 },
      { geracao: SEM_DESCRICAO_GERACAO, nascidos: null, quantidade: 1, percentual: 25 },
    ])
    expect(contarPorGeracao(geracoes, [])).toEqual([])
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1940, max: 2015 }), { minLength: 1, maxLength: 50 }), (anos) => {
        const r = contarPorGeracao(geracoes, anos)
        expect(r.reduce((a, l) => a + Number(l['quantidade']), 0)).toBe(anos.length)
        expect(Math.abs(r.reduce((a, l) => a + Number(l['percentual']), 0) - 100)).toBeLessThan(0.05)
      }),
    )
  })

  it('taxa de demissão: demitidos / headcount médio × 100; o período pelos extremos', () => {
    expect(taxaDemissao(2, 4, 3)).toBeCloseTo(57.142857, 5)
    expect(taxaDemissao(3, 0, 0)).toBe(0)
    const meses = completarTaxaDemissao([
      { mesAno: '2024-04', headcountInicio: 3, headcountFim: 3, qtdDemitidos: 0 },
      { mesAno: '2024-03', headcountInicio: 4, headcountFim: 3, qtdDemitidos: 2 },
    ])
    expect(meses.map((l) => [l['mes'], l['taxa']])).toEqual([
      ['03/2024', 57.14],
      ['04/2024', 0],
    ])
    expect(totalTaxaDemissao(meses)).toMatchObject({ headcountInicio: 4, headcountFim: 3, qtdDemitidos: 2, headcountMedio: 3.5, taxa: 57.14 })
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), fc.nat(1000), (d, a, b) => {
        const t = taxaDemissao(d, a, b)
        expect(t * (a + b)).toBeCloseTo(a + b ? 200 * d : 0, 6)
      }),
    )
  })

  it('certificados: vencido antes da data, a vencer até a data + dias (inclusive)', () => {
    expect(situacaoDoCertificado('2024-02-29', '2024-03-01', 30)).toBe('Vencido')
    expect(situacaoDoCertificado('2024-03-01', '2024-03-01', 0)).toBe('A vencer')
    expect(situacaoDoCertificado('2024-03-31', '2024-03-01', 30)).toBe('A vencer')
    expect(situacaoDoCertificado('2024-04-01', '2024-03-01', 30)).toBe('Válido')
    expect(situacaoDoCertificado(undefined, '2024-03-01', 30)).toBe('Sem validade')
    expect(atendeValidade('VENCIDOS_E_A_VENCER', 'Válido')).toBe(false)
    expect(atendeValidade('TODOS', 'Sem validade')).toBe(true)
  })

  it('formações em palavras; listas malformadas não quebram', () => {
    expect(descreverFormacoes([{ tipo: 'MESTRADO', curso: 'Economia', local: 'FGV', situacao: 'EM_ANDAMENTO' }, 3, null])).toBe('Mestrado em Economia — FGV (Em andamento)')
    expect(descreverFormacoes('x')).toBe('')
  })
})
