import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analisarTabela, SEM_HISTORICO_NA_DATA } from '../../../core/cargo-salario/relatorios/analise-tabelas-salariais.ts'
import { alteracaoProjetada, folhaSobreFaturamento, regrasProjecao, resumirProjecao, totalDaProjecao } from '../../../core/cargo-salario/relatorios/projecoes-salariais-talentos.ts'
import { mesesEntre, percentualDaFolha, somarMeses, ultimoDiaDoMes } from '../../../core/cargo-salario/faturamentos-mensais.ts'
import { completarFolhaFaturamento, totalFolhaFaturamento } from '../../../core/cargo-salario/relatorios/folha-faturamento.ts'
import type { Linha } from '../../../core/shared/consulta.ts'

/** The pure steps of 'Análise de Tabelas Salariais' and 'Projeção Salarial dos Talentos'. */

const valorArb = fc.option(fc.integer({ min: 1, max: 100_000_00 }), { nil: null })

describe('análise de uma tabela salarial', () => {
  it('as faixas com valor vêm em ordem crescente, a progressão é a de cada uma sobre a de baixo; sem valor, por último, com a observação', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ faixa: fc.string({ maxLength: 3 }), valor: valorArb, media: valorArb }), { maxLength: 12 }), (fs) => {
        const t = analisarTabela(fs as ReadonlyArray<Linha>)
        expect(t).toHaveLength(fs.length)
        const com = t.filter((l) => typeof l['valor'] === 'number')
        expect(t.slice(0, com.length)).toEqual(com)
        com.forEach((l, i) => {
          if (i === 0) return expect(l['progressao']).toBeNull()
          const antes = Number(com[i - 1]!['valor'])
          expect(Number(l['valor'])).toBeGreaterThanOrEqual(antes)
          expect(Math.abs(Number(l['progressao']) - ((Number(l['valor']) - antes) / antes) * 100)).toBeLessThanOrEqual(0.005 + 1e-9)
        })
        for (const l of t.slice(com.length)) expect(l).toMatchObject({ observacao: SEM_HISTORICO_NA_DATA, progressao: null, desvio: null })
      }),
    )
  })
  it('exemplo: 3.000, 4.000 e a média 2.950 da primeira', () => {
    const t = analisarTabela([
      { faixa: 'II', valor: 400_000, media: 400_000, tipoValor: 3 },
      { faixa: 'III', valor: null, media: null },
      { faixa: 'I', valor: 300_000, media: 295_000, tipoValor: 3 },
    ])
    expect(t.map((l) => [l['faixa'], l['progressao'], l['desvio']])).toEqual([
      ['I', null, -1.67],
      ['II', 33.33, 0],
      ['III', null, null],
    ])
  })
})

describe('projeção salarial', () => {
  const pessoaArb = fc.record({
    areaCaminho: fc.constantFrom('A', 'A > B', 'C'),
    salarioReferencia: valorArb,
    salarioProjetado: fc.integer({ min: 1, max: 100_000_00 }),
  })
  it('o resumo por área soma o que as pessoas somam, e o total dos dois é o mesmo', () => {
    fc.assert(
      fc.property(fc.array(pessoaArb, { maxLength: 40 }), (ps) => {
        const linhas = [...ps].sort((a, b) => a.areaCaminho.localeCompare(b.areaCaminho)) as ReadonlyArray<Linha>
        const detalhe = totalDaProjecao(linhas)
        const resumo = totalDaProjecao(resumirProjecao(linhas))
        expect(resumo).toEqual(detalhe)
        expect(detalhe['talentosProjetados']).toBe(ps.length)
        expect(detalhe['talentosReferencia']).toBe(ps.filter((p) => p.salarioReferencia !== null).length)
        const soma = (xs: ReadonlyArray<number | null>) => xs.reduce<number>((a, x) => a + (x ?? 0), 0)
        if (ps.length) expect(detalhe['diferenca']).toBe(soma(ps.map((p) => p.salarioProjetado)) - soma(ps.map((p) => p.salarioReferencia)))
      }),
    )
  })
  it('a causa: a linha datada depois da referência, senão o novo valor da faixa ou do índice', () => {
    expect(alteracaoProjetada({ desde: '2022-06-01', motivo: 'DI', salarioReferencia: 1, salarioProjetado: 2, tipoSalario: 3 }, '2021-12-31')).toBe('Dissídio em 01/06/2022')
    expect(alteracaoProjetada({ desde: '2020-01-01', motivo: 'AD', salarioReferencia: 1, salarioProjetado: 2, tipoSalario: 2 }, '2021-12-31')).toBe('Novo valor do índice')
    expect(alteracaoProjetada({ desde: '2020-01-01', motivo: 'AD', salarioReferencia: 2, salarioProjetado: 2, tipoSalario: 1 }, '2021-12-31')).toBeNull()
  })
  it('folha sobre faturamento só com faturamento; filtro por área ou por grupo', () => {
    expect(folhaSobreFaturamento(1_730_000, 5_000_000, '2022-05')).toEqual([{ rotulo: 'Folha projetada / faturamento de 05/2022 (R$ 50.000,00)', valor: '34,60%' }])
    expect(folhaSobreFaturamento(1_730_000, null, null)).toEqual([])
    expect(regrasProjecao({ dataReferencia: '2022-01-01', data: '2022-01-01', filtrarPor: '2', gruposOcupacionaisIds: [1] })).toEqual([])
    expect(regrasProjecao({ dataReferencia: '2022-01-01', data: '2022-01-01', filtrarPor: '1', areasOrganizacionaisIds: [] }).map((e) => e.field)).toEqual(['areasOrganizacionaisIds'])
  })
})

describe('folha sobre faturamento', () => {
  it('os meses do período, o último dia de cada um; a participação do total é a razão das somas dos meses faturados', () => {
    expect(mesesEntre('2023-11', '2024-02')).toEqual(['2023-11', '2023-12', '2024-01', '2024-02'])
    expect(mesesEntre('2024-02', '2024-01')).toEqual([])
    expect(['2024-02', '2023-02', '2024-12'].map(ultimoDiaDoMes)).toEqual(['2024-02-29', '2023-02-28', '2024-12-31'])
    fc.assert(
      fc.property(fc.array(fc.record({ folha: fc.integer({ min: 0, max: 10_000_000_00 }), faturamento: valorArb }), { maxLength: 36 }), (ms) => {
        const linhas = ms.map((m, i) => completarFolhaFaturamento({ mesAno: somarMeses('2020-01', i), ...m }))
        const t = totalFolhaFaturamento(linhas)
        const faturados = ms.filter((m) => m.faturamento !== null)
        expect(t['folha']).toBe(ms.reduce((a, m) => a + m.folha, 0))
        expect(t['faturamento']).toBe(faturados.length ? faturados.reduce((a, m) => a + m.faturamento!, 0) : null)
        expect(t['percentual']).toBe(faturados.length ? percentualDaFolha(faturados.reduce((a, m) => a + m.folha, 0), Number(t['faturamento'])) : null)
        linhas.forEach((l, i) => expect(l['percentual']).toBe(ms[i]!.faturamento === null ? null : percentualDaFolha(ms[i]!.folha, ms[i]!.faturamento)))
      }),
    )
  })
})
