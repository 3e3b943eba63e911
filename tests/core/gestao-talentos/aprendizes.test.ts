import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { cotaDeAprendizes, cotaDoEstabelecimento, enquadramentoDaCbo, enquadrar, situacaoDaCota, type TalentoDaCota } from '../../../core/gestao-talentos/aprendizes.ts'
import { completarDinamico, COLUNAS_DINAMICAS, colunasEscolhidas, exibir } from '../../../core/gestao-talentos/relatorios/talento-dinamico.ts'

const cboArb = fc.oneof(fc.constant(null), fc.stringMatching(/^\d{6}$/))
const talentoArb: fc.Arbitrary<TalentoDaCota> = fc.record({
  vinculo: fc.constantFrom('E', 'ED', 'S', 'A', 'T', 'O', 'TA', 'SE', null),
  categoriaESocial: fc.constantFrom('101', '103', '106', '111', null),
  cbo: cboArb,
})

describe('cota de aprendizes (CLT art. 429; Decreto 9.579/2018 art. 52)', () => {
  it('mínimo = ⌈5 % da base⌉, máximo = ⌊15 % da base⌋ (aritmética exata)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (base) => {
        const c = cotaDeAprendizes(base)
        // exact rationals: min·20 ≥ base > (min − 1)·20 ; max·20 ≤ 3·base < (max + 1)·20
        expect(c.minimo * 20).toBeGreaterThanOrEqual(base)
        expect((c.minimo - 1) * 20).toBeLessThan(base)
        expect(c.maximo * 20).toBeLessThanOrEqual(3 * base)
        expect((c.maximo + 1) * 20).toBeGreaterThan(3 * base)
        expect(c.obrigatoria).toBe(base >= 7)
        if (c.obrigatoria) expect(c.minimo).toBeLessThanOrEqual(c.maximo)
      }),
    )
  })

  it('monótona: mais empregados contados nunca dão menos aprendizes mínimos ou máximos', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 1000 }), (a, d) => {
        const x = cotaDeAprendizes(a)
        const y = cotaDeAprendizes(a + d)
        expect(y.minimo).toBeGreaterThanOrEqual(x.minimo)
        expect(y.maximo).toBeGreaterThanOrEqual(x.maximo)
      }),
    )
  })

  it('valores conhecidos: 1 → 1/0 (dispensada), 7 → 1/1, 20 → 1/3, 21 → 2/3, 100 → 5/15', () => {
    expect([1, 7, 20, 21, 100].map((b) => [cotaDeAprendizes(b).minimo, cotaDeAprendizes(b).maximo])).toEqual([[1, 0], [1, 1], [1, 3], [2, 3], [5, 15]])
    expect(situacaoDaCota(cotaDeAprendizes(5), 0)).toBe('DISPENSADA')
    expect(situacaoDaCota(cotaDeAprendizes(21), 1)).toBe('ABAIXO')
    expect(situacaoDaCota(cotaDeAprendizes(21), 3)).toBe('CUMPRIDA')
    expect(situacaoDaCota(cotaDeAprendizes(21), 4)).toBe('ACIMA')
  })

  it('exclusões nunca contam: aprendizes, temporários, sem vínculo de emprego, CBO de grupos 0–3 ou ausente', () => {
    fc.assert(
      fc.property(fc.array(talentoArb, { maxLength: 60 }), (talentos) => {
        const r = cotaDoEstabelecimento(talentos)
        const contados = talentos.filter(
          (t) => t.vinculo !== 'A' && t.categoriaESocial !== '103' && t.vinculo !== 'T' && t.categoriaESocial !== '106' && ['E', 'ED', null].includes(t.vinculo) && t.cbo !== null && t.cbo[0]! >= '4',
        )
        expect(r.base).toBe(contados.length)
        expect(r.aprendizes).toBe(talentos.filter((t) => t.vinculo === 'A' || t.categoriaESocial === '103').length)
        // adding an excluded person never changes the base
        const excluido = { vinculo: 'E', categoriaESocial: '101', cbo: '252405' }
        expect(cotaDoEstabelecimento([...talentos, excluido]).base).toBe(r.base)
        expect(cotaDoEstabelecimento([...talentos, { ...excluido, cbo: '784205', vinculo: 'T' }]).base).toBe(r.base)
      }),
    )
    expect(enquadramentoDaCbo('142105')).toBe('DIRECAO_GERENCIA')
    expect(enquadramentoDaCbo('351605')).toBe('NIVEL_TECNICO_SUPERIOR')
    expect(enquadramentoDaCbo('010105')).toBe('FORCAS_ARMADAS')
    expect(enquadramentoDaCbo('784205')).toBe('CONTA')
    expect(enquadrar({ vinculo: 'A', categoriaESocial: '103', cbo: '784205' })).toBe('APRENDIZ')
  })
})

describe('relatório dinâmico (colunas escolhidas na requisição)', () => {
  it('só colunas da lista, na ordem pedida; CPF com máscara, códigos pelo nome, vazios por último na ordenação', () => {
    expect(colunasEscolhidas(['salario', 'x; drop', 'nome']).map((c) => [c.campo, c.tipo])).toEqual([
      ['salario', 'dinheiro'],
      ['nome', 'texto'],
    ])
    const linhas = [
      { colaboradorId: 1, nome: 'Bia', cpf: '52998224725', sexo: 'F', salario: 300_000, membroCipa: 1 },
      { colaboradorId: 2, nome: 'Ana', cpf: '39053344705', sexo: 'M', salario: null, membroCipa: 0 },
      { colaboradorId: 3, nome: 'Caio', cpf: '11144477735', sexo: 'M', salario: 100_000, membroCipa: null },
    ]
    expect(completarDinamico(linhas, { colunasDinamicas: ['nome', 'cpf', 'sexo', 'membroCipa'], ordenarPor: 'salario' })).toEqual([
      { nome: 'Caio', cpf: '111.444.777-35', sexo: 'Masculino', membroCipa: null },
      { nome: 'Bia', cpf: '529.982.247-25', sexo: 'Feminino', membroCipa: 'Sim' },
      { nome: 'Ana', cpf: '390.533.447-05', sexo: 'Masculino', membroCipa: 'Não' },
    ])
    expect(COLUNAS_DINAMICAS.map((c) => c.id)).not.toEqual(expect.arrayContaining(['deficiencia']))
    expect(exibir(COLUNAS_DINAMICAS.find((c) => c.id === 'cbo')!, { cbo: '784205', cboTitulo: 'Operador' })).toBe('7842-05 Operador')
  })
})
