import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  ACOMPANHAMENTO_INICIO_AUSENTE,
  ACOMPANHAMENTO_INICIO_MENOR,
  ACOMPANHAMENTO_TERMINO_MENOR,
  PREVISAO_TERMINO_MENOR,
  validarItemPlanoAcao,
} from '../../../core/desenvolvimento/planoAcao.ts'
import { dataIso } from '../arbitraries.ts'

const base = { nome: 'Curso de NR-35', meta: 'Capacitar a equipe', responsavelId: 3, previsaoInicio: '2026-03-01' }

describe('plano de ação', () => {
  it('spec messages verbatim', () => {
    expect(PREVISAO_TERMINO_MENOR).toBe('Data de previsão de término é menor que a data de previsão de início.')
    expect(ACOMPANHAMENTO_INICIO_AUSENTE).toBe('Existe data de acompanhamento término, logo é necessário a inclusão da data de acompanhamento início.')
    expect(ACOMPANHAMENTO_INICIO_MENOR).toBe('A data de início do acompanhamento não pode ser menor que a data de previsão de início.')
  })

  it('required fields and name length', () => {
    expect(validarItemPlanoAcao(base)).toEqual([])
    expect(validarItemPlanoAcao({})).toEqual([
      { field: 'nome', message: 'Nome da Ação é obrigatório' },
      { field: 'meta', message: 'Meta é obrigatória' },
      { field: 'responsavelId', message: 'Responsável é obrigatório' },
      { field: 'previsaoInicio', message: 'Previsão de início é obrigatória' },
    ])
    expect(validarItemPlanoAcao({ ...base, nome: 'x'.repeat(256) })).toEqual([{ field: 'nome', message: 'Nome da Ação deve ter no máximo 255 caracteres' }])
  })

  it('hand examples of the date rules', () => {
    expect(validarItemPlanoAcao({ ...base, previsaoTermino: '2026-02-28' })).toEqual([{ field: 'previsaoTermino', message: PREVISAO_TERMINO_MENOR }])
    expect(validarItemPlanoAcao({ ...base, acompanhamentoTermino: '2026-04-01' })).toEqual([{ field: 'acompanhamentoInicio', message: ACOMPANHAMENTO_INICIO_AUSENTE }])
    expect(validarItemPlanoAcao({ ...base, acompanhamentoInicio: '2026-02-01' })).toEqual([{ field: 'acompanhamentoInicio', message: ACOMPANHAMENTO_INICIO_MENOR }])
    expect(validarItemPlanoAcao({ ...base, acompanhamentoInicio: '2026-03-10', acompanhamentoTermino: '2026-03-09' })).toEqual([
      { field: 'acompanhamentoTermino', message: ACOMPANHAMENTO_TERMINO_MENOR },
    ])
    expect(validarItemPlanoAcao({ ...base, previsaoTermino: '2026-03-01', acompanhamentoInicio: '2026-03-01', acompanhamentoTermino: '2026-03-01' })).toEqual([])
    expect(validarItemPlanoAcao({ ...base, previsaoTermino: '2026-02-31' })).toEqual([{ field: 'previsaoTermino', message: 'Data inválida' }])
  })

  it('property: each date rule fires exactly when its order is broken', () => {
    fc.assert(
      fc.property(dataIso, fc.option(dataIso), fc.option(dataIso), fc.option(dataIso), (pIni, pFim, aIni, aFim) => {
        const msgs = validarItemPlanoAcao({ ...base, previsaoInicio: pIni, previsaoTermino: pFim, acompanhamentoInicio: aIni, acompanhamentoTermino: aFim }).map((e) => e.message)
        expect(msgs.includes(PREVISAO_TERMINO_MENOR)).toBe(!!pFim && pFim < pIni)
        expect(msgs.includes(ACOMPANHAMENTO_INICIO_AUSENTE)).toBe(!!aFim && !aIni)
        expect(msgs.includes(ACOMPANHAMENTO_INICIO_MENOR)).toBe(!!aIni && aIni < pIni)
        expect(msgs.includes(ACOMPANHAMENTO_TERMINO_MENOR)).toBe(!!aIni && !!aFim && aFim < aIni)
      }),
    )
  })
})
