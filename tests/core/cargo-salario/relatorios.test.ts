import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { itensDoCargo } from '../../../core/cargo-salario/relatorios/cargos.ts'
import { aumento, comChavesDeGrupo, folhaDe, formaDoValor, formatarCbo } from '../../../core/cargo-salario/relatorios/comum.ts'
import { consultaPromocoes, resumirPromocoes } from '../../../core/cargo-salario/relatorios/promocoes.ts'
import { consultaTalentosCargos } from '../../../core/cargo-salario/relatorios/talentos-cargos.ts'
import { resumirTalentos, totalResumido } from '../../../core/cargo-salario/relatorios/talentos.ts'
import { completarUltimasPromocoes } from '../../../core/cargo-salario/relatorios/ultimas-promocoes.ts'
import type { Linha } from '../../../core/shared/consulta.ts'
import { adicionarMeses, mesesCompletosEntre } from '../../../core/shared/datas.ts'
import { dataIso } from '../arbitraries.ts'

/** The pure steps of the jobs-and-salaries reports: summaries, totals, raises, months, the cargo description. */

const salarioArb = fc.option(fc.integer({ min: 1, max: 10_000_000_00 }), { nil: null })
const talentoArb = fc.record({ grupo: fc.constantFrom('A', 'B', 'C'), salario: salarioArb })

describe('meses completos entre duas datas', () => {
  it('o maior n com adicionarMeses(inicio, n) ≤ fim', () => {
    fc.assert(
      fc.property(dataIso, dataIso, (a, b) => {
        const n = mesesCompletosEntre(a, b)
        expect(adicionarMeses(a, n) <= b).toBe(true)
        expect(adicionarMeses(a, n + 1) > b).toBe(true)
      }),
    )
  })
  it('exemplos: a virada do mês e o fim de mês', () => {
    expect(mesesCompletosEntre('2020-09-01', '2021-12-31')).toBe(15)
    expect(mesesCompletosEntre('2020-09-01', '2020-09-30')).toBe(0)
    expect(mesesCompletosEntre('2026-01-31', '2026-02-28')).toBe(1)
    expect(mesesCompletosEntre('2021-06-01', '2021-05-31')).toBe(-1)
  })
})

describe('talentos por …: resumo e totais', () => {
  it('o resumo por grupo soma o que o detalhado soma; o total é a folha de todos', () => {
    fc.assert(
      fc.property(fc.array(talentoArb, { maxLength: 60 }), (ls) => {
        const linhas = [...ls].sort((x, y) => x.grupo.localeCompare(y.grupo)) as ReadonlyArray<Linha>
        const resumo = resumirTalentos(linhas, 'grupo')
        expect(resumo.map((r) => r['grupo'])).toEqual([...new Set(linhas.map((l) => l['grupo']))])
        for (const r of resumo) expect({ ...r, comSalario: undefined, grupo: undefined }).toEqual({ ...folhaDe(linhas.filter((l) => l['grupo'] === r['grupo'])), comSalario: undefined, grupo: undefined })
        const total = totalResumido(resumo)
        const todos = folhaDe(linhas)
        expect(total).toEqual({ grupo: null, ...todos })
      }),
    )
  })
  it('a média é a folha sobre os salários conhecidos, arredondada ao centavo; sem salário, sem média', () => {
    expect(folhaDe([{ salario: 100 }, { salario: 201 }, { salario: null }])).toEqual({ talentos: 3, folha: 301, media: 151, menor: 100, maior: 201 })
    expect(folhaDe([{ salario: null }])).toEqual({ talentos: 1, folha: 0, media: null, menor: null, maior: null })
  })
  it('detalhado: subtotal e total contam pessoas e somam salários', () => {
    const totalizar = consultaTalentosCargos.totalizar!
    expect(totalizar([{ salario: 100 }, { salario: null }, { salario: 50 }], { tipo: 'D' } as never)).toEqual({ nome: 3, salario: 150 })
  })
})

describe('aumento (R$ e %)', () => {
  it('a diferença em centavos e o percentual arredondado uma vez a duas casas (metade para longe do zero)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_00 }), fc.integer({ min: 0, max: 10_000_000_00 }), (a, b) => {
        const x = aumento(a, b)
        expect(x.valor).toBe(b - a)
        // Exact: the hundredths of a percent are the integer nearest to (b − a) × 10000 / a.
        const centesimos = Math.round(x.percentual! * 100)
        expect(Math.abs(centesimos * a - (b - a) * 10_000)).toBeLessThanOrEqual(a / 2)
      }),
    )
    expect(aumento(300_000, 400_000).percentual).toBe(33.33)
    expect(aumento(420_000, 500_000).percentual).toBe(19.05)
    // 12,345 % is 12,35 % (once), never 12,34 % nor a double rounding of 12,3449.
    expect(aumento(200_000, 224_690).percentual).toBe(12.35)
    expect(aumento(100_000, 112_344).percentual).toBe(12.34)
  })
  it('sem um dos salários (ou de zero), sem aumento', () => {
    expect(aumento(null, 100)).toEqual({ valor: null, percentual: null })
    expect(aumento(0, 100)).toEqual({ valor: 100, percentual: null })
  })
})

describe('promoções resumidas', () => {
  it('por grupo: horizontais + verticais = promoções; o aumento é a soma do detalhado', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ mesAno: fc.constantFrom('01/2020', '02/2020'), motivo: fc.constantFrom('PH', 'PV'), aumento: salarioArb }), { maxLength: 40 }), (ls) => {
        const linhas = [...ls].sort((x, y) => x.mesAno.localeCompare(y.mesAno)) as ReadonlyArray<Linha>
        for (const r of resumirPromocoes(linhas, 'mesAno')) {
          const doGrupo = linhas.filter((l) => l['mesAno'] === r['grupo'])
          expect(Number(r['horizontais']) + Number(r['verticais'])).toBe(doGrupo.length)
          const com = doGrupo.map((l) => l['aumento']).filter((v): v is number => typeof v === 'number')
          expect(r['aumento']).toBe(com.length ? com.reduce((a, b) => a + b, 0) : null)
        }
      }),
    )
  })
  it('o resumo usa a coluna do agrupamento; o detalhado agrupa pela chave do talento, mês ou caminho da área', () => {
    expect(consultaPromocoes.agruparPor!({ tipo: 'D', agrupamento: 'TALENTO' } as never)).toBe('talentoGrupo')
    expect(consultaPromocoes.agruparPor!({ tipo: 'D', agrupamento: 'AREA_ORGANIZACIONAL' } as never)).toBe('areaCaminho')
    expect(consultaPromocoes.agruparPor!({ tipo: 'R', agrupamento: 'MES_ANO' } as never)).toBeUndefined()
    expect(comChavesDeGrupo({ data: '2021-06-01', nome: 'Ana', matricula: null, colaboradorId: 7 })).toMatchObject({ mesAno: '06/2021', talento: 'Ana', talentoGrupo: 'Ana (nº 7)' })
  })
})

describe('últimas promoções', () => {
  it('meses sem reajuste N deixa só quem está há N meses ou mais; 0 deixa todos', () => {
    fc.assert(
      fc.property(fc.array(dataIso, { maxLength: 30 }), dataIso, fc.integer({ min: 0, max: 200 }), (ultimas, data, n) => {
        const linhas = ultimas.filter((u) => u <= data).map((ultima) => ({ ultima, motivo: 'PH' }))
        const todas = completarUltimasPromocoes(linhas, data, 0)
        expect(todas).toHaveLength(linhas.length)
        const filtradas = completarUltimasPromocoes(linhas, data, n)
        expect(filtradas.map((l) => l['ultima'])).toEqual(todas.filter((l) => Number(l['meses']) >= n).map((l) => l['ultima']))
        for (const l of todas) expect(l['meses']).toBe(mesesCompletosEntre(String(l['ultima']), data))
      }),
    )
  })
})

describe('descrição do cargo', () => {
  const cargo = (o: Record<string, unknown>): Linha => ({ cargoId: 1, cargo: 'Analista', nomeMercado: 'Analista', ativa: 1, faixa: null, ...o }) as Linha
  it('itens vazios ficam de fora; cada faixa com CBO, valor na data e a forma', () => {
    const itens = itensDoCargo(
      [
        cargo({ faixa: 'Júnior', cbo: '252405', cboTitulo: 'Analista de RH', tipoValor: 3, valor: 380_000, escolaridade: '09' }),
        cargo({ faixa: 'Pleno', tipoValor: 2, quantidade: 1.5, indice: 'Piso', valor: null, escolaridade: '09' }),
      ],
      '2026-03-01',
    )
    expect(itens.map((i) => [i['item'], i['descricao']])).toEqual([
      ['Nome de Mercado', 'Analista'],
      ['Situação', 'Ativo'],
      ['Escolaridade Mínima', 'Educação superior completa'],
      ['Faixa Júnior', 'CBO 2524-05 Analista de RH — R$ 3.800,00 em 01/03/2026 (valor fixo)'],
      ['Faixa Pleno', 'Sem CBO — sem valor na data (1,5 × piso)'],
    ])
    expect(itensDoCargo([], '2026-03-01')).toEqual([])
  })
  it('forma do valor e CBO por extenso', () => {
    expect(formaDoValor(2, 1.3, 'Salário Mínimo')).toBe('1,3 × Salário Mínimo')
    expect(formaDoValor(null, null, null)).toBe('Sem valor na data')
    expect(formatarCbo('252405', 'Analista')).toBe('2524-05 Analista')
    expect(formatarCbo(null, 'x')).toBeNull()
  })
})
