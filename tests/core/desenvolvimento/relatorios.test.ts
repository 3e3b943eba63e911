import fc from 'fast-check'
import { Either } from 'effect'
import { describe, expect, it } from 'vitest'
import {
  A_VENCER,
  APROVADO,
  NAO_REALIZADO,
  rateio,
  REPROVADO,
  situacaoDaValidade,
  situacaoNaMatriz,
  VALIDO,
  validadeDaAprovacao,
  VENCIDO,
} from '../../../core/desenvolvimento/relatorios/comum.ts'
import { consultaCursosVencidosAVencer, completarVencimentos } from '../../../core/desenvolvimento/relatorios/cursos-vencidos-a-vencer.ts'
import { completarInvestimentoColaborador } from '../../../core/desenvolvimento/relatorios/investimento-colaborador.ts'
import { consultaInvestimento } from '../../../core/desenvolvimento/relatorios/investimento.ts'
import { completarMatriz, consultaMatrizTreinamento } from '../../../core/desenvolvimento/relatorios/matriz-treinamento.ts'
import { RELATORIOS_DESENVOLVIMENTO } from '../../../core/desenvolvimento/relatorios/index.ts'
import { validarFiltro } from '../../../core/shared/consulta.ts'
import { adicionarMeses } from '../../../core/shared/datas.ts'

const data = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
const unidade = fc.constantFrom(1, 12)
const periodicidade = fc.integer({ min: 1, max: 120 })
const HOJE = '2026-11-27'

describe('validade e vencimento dos cursos', () => {
  it('validade = aprovação + periodicidade × unidade (meses); sem periodicidade não vence', () => {
    fc.assert(
      fc.property(data, periodicidade, unidade, (a, p, u) => {
        const v = validadeDaAprovacao(a, p, u)!
        expect(v).toBe(adicionarMeses(a, p * u))
        expect(v > a).toBe(true)
        expect(validadeDaAprovacao(a, null, u)).toBeNull()
        expect(validadeDaAprovacao(a, 0, u)).toBeNull()
      }),
    )
  })

  it('situação: vencido antes da data, a vencer até a data + meses (inclusive), válido depois; monotônica em meses', () => {
    fc.assert(
      fc.property(data, data, fc.integer({ min: 1, max: 60 }), (validade, hoje, meses) => {
        const s = situacaoDaValidade(validade, hoje, meses)
        expect(s).toBe(validade < hoje ? VENCIDO : validade <= adicionarMeses(hoje, meses) ? A_VENCER : VALIDO)
        // More months never turn an expiring course valid again.
        if (s === A_VENCER) expect(situacaoDaValidade(validade, hoje, meses + 1)).toBe(A_VENCER)
      }),
    )
    expect(situacaoDaValidade(HOJE, HOJE, 3)).toBe(A_VENCER)
    expect(situacaoDaValidade('2026-11-26', HOJE, 3)).toBe(VENCIDO)
    expect(situacaoDaValidade('2027-02-27', HOJE, 3)).toBe(A_VENCER)
    expect(situacaoDaValidade('2027-02-28', HOJE, 3)).toBe(VALIDO)
    expect(situacaoDaValidade(null, HOJE, 3)).toBe(VALIDO)
  })

  it('matriz: aprovado e válido, vencido, reprovado (realizou sem aprovação) ou não realizado', () => {
    fc.assert(
      fc.property(fc.option(data, { nil: null }), fc.boolean(), fc.option(periodicidade, { nil: null }), unidade, data, (ultima, realizou, p, u, hoje) => {
        const s = situacaoNaMatriz({ ultimaAprovacao: ultima, realizou }, { periodicidade: p, unidade: u }, hoje)
        if (ultima === null) expect(s).toBe(realizou ? REPROVADO : NAO_REALIZADO)
        else if (p === null) expect(s).toBe(APROVADO)
        else expect(s).toBe(situacaoDaValidade(validadeDaAprovacao(ultima, p, u), hoje, 1) === VENCIDO ? VENCIDO : APROVADO)
      }),
    )
  })

  it('completarMatriz: uma linha por talento, uma coluna por curso, com as cores', () => {
    const linhas = completarMatriz(
      [
        { colaboradorId: 2, nome: 'Bia', cargo: 'Eletricista', curso: 'NR-10', periodicidade: 2, unidade: 12, ultimaAprovacao: '2024-01-10', realizou: 1 },
        { colaboradorId: 2, nome: 'Bia', cargo: 'Eletricista', curso: 'NR-35', periodicidade: 2, unidade: 12, ultimaAprovacao: null, realizou: 0 },
        { colaboradorId: 1, nome: 'Ana', cargo: 'Eletricista', curso: 'NR-10', periodicidade: 2, unidade: 12, ultimaAprovacao: '2025-06-01', realizou: 1 },
      ],
      { data: HOJE },
    )
    expect(linhas).toEqual([
      { colaboradorId: 1, nome: 'Ana', matricula: null, cargo: 'Eletricista', 'curso:NR-10': APROVADO },
      { colaboradorId: 2, nome: 'Bia', matricula: null, cargo: 'Eletricista', 'curso:NR-10': VENCIDO, 'curso:NR-35': NAO_REALIZADO },
    ])
    const colunas = consultaMatrizTreinamento.colunas({} as never, linhas)
    expect(colunas.map((c) => c.titulo)).toEqual(['Talento', 'Matrícula', 'Cargo', 'NR-10', 'NR-35'])
    expect(colunas[3]!.cores).toMatchObject({ Vencido: 'vermelho', Aprovado: 'verde', 'Não realizado': 'vermelho' })
  })

  it('completarVencimentos: só vencidos e a vencer (ou um deles), por validade', () => {
    const l = (nome: string, ultimaAprovacao: string | null, periodicidadeMeses: number | null) => ({ colaboradorId: 1, nome, curso: 'NR-35', periodicidade: periodicidadeMeses, unidade: 1, ultimaAprovacao })
    const linhas = [l('Vencido', '2024-10-01', 24), l('A vencer', '2025-01-15', 24), l('Válido', '2026-01-01', 24), l('Sem', null, 24), l('Nunca vence', '2020-01-01', null)]
    expect(completarVencimentos(linhas, { data: HOJE, meses: 3, situacao: 'TODOS' }).map((x) => [x['nome'], x['validade'], x['situacao']])).toEqual([
      ['Vencido', '2026-10-01', VENCIDO],
      ['A vencer', '2027-01-15', A_VENCER],
    ])
    expect(completarVencimentos(linhas, { data: HOJE, meses: 3, situacao: 'A_VENCER' }).map((x) => x['nome'])).toEqual(['A vencer'])
    expect(completarVencimentos(linhas, { data: HOJE, meses: 1, situacao: 'TODOS' }).map((x) => x['nome'])).toEqual(['Vencido'])
    expect(consultaCursosVencidosAVencer.colunas({} as never).find((c) => c.campo === 'situacao')!.cores).toMatchObject({ Vencido: 'vermelho', 'A vencer': 'amarelo' })
  })
})

describe('investimento', () => {
  it('rateio: cada parte arredondada ao centavo; a soma fica a menos de meio centavo por participante do total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 1, max: 500 }), (total, n) => {
        const parte = rateio(total, n)
        expect(Number.isInteger(parte)).toBe(true)
        expect(Math.abs(parte * n - total)).toBeLessThanOrEqual(n / 2)
      }),
    )
    expect(rateio(1000, 0)).toBe(0)
    expect(rateio(1000, 3)).toBe(333)
  })

  it('por talento: soma das partes das turmas, horas da carga', () => {
    const linhas = completarInvestimentoColaborador([
      { colaboradorId: 1, nome: 'Ana', totalTurma: 320_000, participantes: 4, minutos: 480 },
      { colaboradorId: 1, nome: 'Ana', totalTurma: 15_000, participantes: 4, minutos: 240 },
      { colaboradorId: 2, nome: 'Bia', totalTurma: 100, participantes: 3, minutos: 90 },
    ])
    expect(linhas).toEqual([
      { colaboradorId: 1, nome: 'Ana', matricula: null, cargo: null, turmas: 2, horas: 12, investimento: 83_750 },
      { colaboradorId: 2, nome: 'Bia', matricula: null, cargo: null, turmas: 1, horas: 1.5, investimento: 33 },
    ])
  })

  it('uma coluna em R$ por tipo de despesa encontrado, com total', () => {
    const colunas = consultaInvestimento.colunas({} as never, [{ 'despesa:Instrutor': 100 }, { 'despesa:Alimentação': 5 }])
    expect(colunas.filter((c) => c.tipo === 'dinheiro').map((c) => c.titulo)).toEqual(['Custo da turma', 'Alimentação', 'Instrutor', 'Total'])
    expect(colunas.every((c) => c.tipo !== 'dinheiro' || c.total === 'soma')).toBe(true)
  })
})

describe('filtros (§5)', () => {
  const erros = (nome: string, corpo: unknown) => {
    const r = RELATORIOS_DESENVOLVIMENTO.find((x) => x.nome === nome)!
    const v = validarFiltro(r.consulta, corpo, HOJE)
    return Either.isLeft(v) ? v.left.errors : []
  }
  it('empresas ao menos uma em todo relatório de pessoas e turmas', () => {
    for (const r of RELATORIOS_DESENVOLVIMENTO.filter((x) => x.nome !== 'presenca')) {
      expect(erros(r.nome, { dataIni: '2026-01-01', dataFim: '2026-12-31', data: HOJE, empresasIds: [] }), r.nome).toContainEqual({ field: 'empresasIds', message: 'Selecione ao menos uma empresa' })
    }
  })
  it('meses para vencer: inteiro de 1 em diante (padrão 3)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 120 }), (meses) => {
        const e = erros('cursos-vencidos-a-vencer', { data: HOJE, empresasIds: [1], meses })
        expect(e).toEqual(meses >= 1 ? [] : [{ field: 'meses', message: 'Meses para vencer deve ser no mínimo 1' }])
      }),
    )
    const ok = validarFiltro(consultaCursosVencidosAVencer, { data: HOJE, empresasIds: [1] }, HOJE)
    expect(Either.isRight(ok) && ok.right.meses).toBe(3)
  })
  it('período: final não antes do inicial', () => {
    fc.assert(
      fc.property(data, data, (a, b) => {
        const e = erros('cronograma-treinamento', { dataIni: a, dataFim: b, empresasIds: [1] })
        expect(e).toEqual(b < a ? [{ field: 'dataFim', message: 'Data final inferior a data inicial.' }] : [])
      }),
    )
  })
})
