import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  agenteTabela24,
  validarAgentesDaCondicao,
  validarDescricaoAgente,
  validarExposicaoAgente,
  type ExposicaoAgenteEntrada,
} from '../../../core/sst/agentesNocivos.ts'
import { TABELA_24 } from '../../../core/sst/tabela24.ts'
import { dataIso, digitos } from '../arbitraries.ts'

const HOJE = '2026-11-21'

/*
 * Messages are written out, never taken from core's constants, so a changed text fails here. Spec 002 §5 states
 * these rules without quoting their messages (it quotes none for harmful agents); the texts below are the
 * product's wording for them. Field names and codes are the spec's (§3 "Risk exposure record", §6 limits).
 */
const AGENTE_OBRIGATORIO = 'Agente nocivo é obrigatório'
const AGENTE_INEXISTENTE = 'Código de agente nocivo inexistente na Tabela 24 do eSocial'
const DESCRICAO_OBRIGATORIA = 'Descrição é obrigatória para o agente nocivo informado'
const LIMITE_TOLERANCIA_OBRIGATORIO = 'Limite de tolerância é obrigatório'
const PROCESSO_OBRIGATORIO = 'Número do processo judicial é obrigatório'
const AUSENCIA_COM_OUTROS = 'O código 09.01.001 (ausência de agente nocivo) não pode ser informado junto com outros agentes nocivos'
/** The six EPI quality answers, as spec 002 §3 names them. */
const QUESTOES_EPI = ['medProtecao', 'condFuncto', 'usoInint', 'przValid', 'periodicTroca', 'higienizacao']
/**
 * Spec 002 §6: description mandatory for "01.01.001 to 01.18.001 and 05.01.001", i.e. the .001 code of groups
 * 01.01–01.18 (the eSocial XSD leaves out 01.11.001; sub-codes such as 01.03.002 name their substance) and 05.01.001.
 */
const exigeDescricao = (codigo: string) =>
  codigo === '05.01.001' || (/^01\.(0[1-9]|1[0-8])\.001$/.test(codigo) && codigo !== '01.11.001')

/** A complete qualitative record for `codigo` that passes every rule. */
const completo = (codigo: string): ExposicaoAgenteEntrada => ({
  atividadePerigosaInsalubre: { id: 1, codigo },
  risco: { id: 7 },
  descricao: 'Poeira de sílica na moagem',
  tipoAvaliacao: 2,
  utilizaEpc: 0,
  utilizaEpi: 0,
  probabilidadeRiscoId: 1,
  gravidadeRiscoId: 2,
  classificacaoSeveridadeRisco: 3,
  numeroProcessoJudicial: codigo === '05.01.001' ? '0001234-56.2024.8.06.0001' : null,
})

const campos = (e: ExposicaoAgenteEntrada, hoje = HOJE) => validarExposicaoAgente(e, hoje).map((x) => x.field)

describe('agentes nocivos: exposição', () => {
  it('a complete record of every Tabela 24 code is valid', () => {
    for (const { codigo } of TABELA_24) expect(validarExposicaoAgente(completo(codigo), HOJE), codigo).toEqual([])
  })

  it('agent required and must exist in Tabela 24', () => {
    expect(validarExposicaoAgente({ ...completo('02.01.001'), atividadePerigosaInsalubre: null }, HOJE)).toEqual([
      { field: 'atividadePerigosaInsalubre', message: AGENTE_OBRIGATORIO },
    ])
    expect(campos({ ...completo('02.01.001'), atividadePerigosaInsalubre: null, exigeAgente: false })).toEqual([])
    expect(validarExposicaoAgente(completo('01.19.020'), HOJE)).toContainEqual({ field: 'atividadePerigosaInsalubre', message: AGENTE_INEXISTENTE })
    expect(agenteTabela24('02.01.001')?.descricao).toBe('Ruído')
    fc.assert(
      fc.property(digitos(7), (d) => {
        const codigo = `${d.slice(0, 2)}.${d.slice(2, 4)}.${d.slice(4)}`
        const existe = TABELA_24.some((a) => a.codigo === codigo)
        expect(campos(completo(codigo)).includes('atividadePerigosaInsalubre')).toBe(!existe)
      }),
    )
  })

  it('description required for the XSD list, max 100 for all', () => {
    expect(TABELA_24.filter((a) => exigeDescricao(a.codigo))).toHaveLength(18)
    for (const { codigo } of TABELA_24) {
      const erros = validarExposicaoAgente({ ...completo(codigo), descricao: '' }, HOJE)
      expect(erros.find((e) => e.field === 'descricao'), codigo).toEqual(
        exigeDescricao(codigo) ? { field: 'descricao', message: DESCRICAO_OBRIGATORIA } : undefined,
      )
    }
    expect(campos({ ...completo('02.01.001'), descricao: 'x'.repeat(101) })).toEqual(['descricao'])
    expect(campos({ ...completo('02.01.001'), descricao: 'x'.repeat(100) })).toEqual([])
  })

  it('09.01.001 without PGR filling lifts the other requirements; with PGR filling they come back', () => {
    const minimo: ExposicaoAgenteEntrada = { atividadePerigosaInsalubre: { codigo: '09.01.001' }, risco: 1 }
    expect(validarExposicaoAgente(minimo, HOJE)).toEqual([])
    expect(campos({ ...minimo, preencheRiscoPgr: true })).toEqual([
      'tipoAvaliacao',
      'utilizaEpc',
      'utilizaEpi',
      'probabilidadeRiscoId',
      'gravidadeRiscoId',
      'classificacaoSeveridadeRisco',
    ])
    expect(campos({ atividadePerigosaInsalubre: { codigo: '02.01.001' }, risco: 1 })).toEqual([
      'tipoAvaliacao',
      'utilizaEpc',
      'utilizaEpi',
      'probabilidadeRiscoId',
      'gravidadeRiscoId',
      'classificacaoSeveridadeRisco',
    ])
  })

  it('quantitative evaluation needs unit, technique and intensity; tolerance limit for 01.18.001 and 02.01.014', () => {
    const quant = (codigo: string): ExposicaoAgenteEntrada => ({ ...completo(codigo), tipoAvaliacao: 1 })
    expect(campos(quant('02.01.001'))).toEqual(['unidadeMedida', 'tecnicaMedicao', 'intensidadeConcentracao'])
    const medido = { unidadeMedida: 4, tecnicaMedicao: 'NHO 01', intensidadeConcentracao: 85.5 }
    expect(campos({ ...quant('02.01.001'), ...medido })).toEqual([])
    expect(validarExposicaoAgente({ ...quant('02.01.014'), ...medido }, HOJE)).toEqual([
      { field: 'limiteTolerancia', message: LIMITE_TOLERANCIA_OBRIGATORIO },
    ])
    expect(campos({ ...quant('01.18.001'), ...medido, limiteTolerancia: 0.1 })).toEqual([])
    expect(campos({ ...completo('01.18.001') })).toEqual([]) // qualitative: no tolerance limit
    expect(campos({ ...quant('02.01.001'), ...medido, tecnicaMedicao: 'x'.repeat(41) })).toEqual(['tecnicaMedicao'])
    expect(campos({ ...quant('02.01.001'), ...medido, intensidadeConcentracao: 1.23456 })).toEqual(['intensidadeConcentracao'])
    expect(campos({ ...quant('02.01.001'), ...medido, intensidadeConcentracao: 1_000_000 })).toEqual(['intensidadeConcentracao'])
  })

  it('EPC/EPI answers 0/1/2 and their dependent fields', () => {
    const base = completo('02.01.001')
    expect(campos({ ...base, utilizaEpc: 3 })).toEqual(['utilizaEpc'])
    expect(campos({ ...base, utilizaEpc: 2 })).toEqual(['epcEficaz', 'epcs'])
    expect(campos({ ...base, utilizaEpc: 2, epcEficaz: 2, epcs: [1] })).toEqual([])
    expect(campos({ ...base, utilizaEpi: 2 })).toEqual(['epiEficaz', ...QUESTOES_EPI])
    const epi = Object.fromEntries(QUESTOES_EPI.map((q) => [q, 'S']))
    expect(campos({ ...base, utilizaEpi: 2, epiEficaz: 2, ...epi })).toEqual([])
    fc.assert(
      fc.property(fc.constantFrom(0, 1, 2), fc.constantFrom(0, 1, 2), (epc, epiUso) => {
        const f = campos({ ...base, utilizaEpc: epc, utilizaEpi: epiUso })
        expect(f.includes('epcEficaz')).toBe(epc === 2)
        expect(f.includes('epiEficaz')).toBe(epiUso === 2)
        expect(f.includes('higienizacao')).toBe(epiUso === 2)
      }),
    )
  })

  it('05.01.001 needs a 17/20-digit process number from 2024-01-22', () => {
    const semProcesso = { ...completo('05.01.001'), numeroProcessoJudicial: '' }
    expect(validarExposicaoAgente({ ...semProcesso, data: '2024-01-22' }, HOJE)).toEqual([
      { field: 'numeroProcessoJudicial', message: PROCESSO_OBRIGATORIO },
    ])
    expect(validarExposicaoAgente({ ...semProcesso, data: '2024-01-21' }, HOJE)).toEqual([])
    expect(validarExposicaoAgente(semProcesso, HOJE)).toHaveLength(1) // no date: today counts
    expect(validarExposicaoAgente({ ...semProcesso, numeroProcessoJudicial: '12345.123456/2024-01' }, HOJE)).toEqual([])
    expect(validarExposicaoAgente({ ...semProcesso, numeroProcessoJudicial: '123' }, HOJE)).toEqual([
      { field: 'numeroProcessoJudicial', message: 'Número do processo inválido' },
    ])
    fc.assert(
      fc.property(dataIso, (data) => {
        const exige = campos({ ...semProcesso, data }).includes('numeroProcessoJudicial')
        expect(exige).toBe(data >= '2024-01-22')
        expect(campos({ ...completo('02.01.001'), data })).toEqual([])
      }),
    )
  })

  it('09.01.001 cannot be listed with other agents; agent register description max 30', () => {
    expect(validarAgentesDaCondicao(['09.01.001'])).toEqual([])
    expect(validarAgentesDaCondicao(['02.01.001', '01.18.001'])).toEqual([])
    expect(validarAgentesDaCondicao(['09.01.001', '02.01.001'])).toEqual([{ field: 'agentes', message: AUSENCIA_COM_OUTROS }])
    expect(validarDescricaoAgente('x'.repeat(30))).toEqual([])
    expect(validarDescricaoAgente('x'.repeat(31))).toEqual([{ field: 'descricao', message: 'Descrição do agente deve ter no máximo 30 caracteres' }])
  })
})
