import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  atendeFiltroVacinacao,
  dataProximaDose,
  statusVacinacao,
  validarDoseVacina,
  validarVacinacao,
} from '../../../core/sst/vacinacao.ts'
import { diasEntre } from '../../../core/shared/datas.ts'
import { dataIso } from '../arbitraries.ts'

describe('vacinação', () => {
  it('status hand examples', () => {
    const hoje = '2026-11-21'
    expect(statusVacinacao({ dataPrevista: '2026-11-01', dataRealizacao: '2026-11-03' }, hoje)).toBe('Recebida')
    expect(statusVacinacao({ dataPrevista: '2026-11-20' }, hoje)).toBe('Atrasada')
    expect(statusVacinacao({ dataPrevista: '2026-11-21' }, hoje)).toBe('A receber')
    expect(statusVacinacao({ dataPrevista: '2026-12-01' }, hoje)).toBe('A receber')
    expect(statusVacinacao({}, hoje)).toBe('A receber')
  })

  it('status property', () => {
    fc.assert(
      fc.property(fc.option(dataIso), fc.option(dataIso), dataIso, (prevista, realizacao, hoje) => {
        const s = statusVacinacao({ dataPrevista: prevista, dataRealizacao: realizacao }, hoje)
        if (realizacao) expect(s).toBe('Recebida')
        else if (prevista && prevista < hoje) expect(s).toBe('Atrasada')
        else expect(s).toBe('A receber')
        expect(atendeFiltroVacinacao(s, 'RECEBIDAS')).toBe(s === 'Recebida')
        expect(atendeFiltroVacinacao(s, 'A_RECEBER_E_ATRASADAS')).toBe(s !== 'Recebida')
      }),
    )
  })

  it('next dose date = performed date + diasProximaDose', () => {
    expect(dataProximaDose('2026-11-21', 30)).toBe('2026-12-21')
    expect(dataProximaDose('2026-11-21', null)).toBeUndefined()
    expect(dataProximaDose(undefined, 30)).toBeUndefined()
    fc.assert(
      fc.property(dataIso, fc.integer({ min: 1, max: 3650 }), (d, n) => {
        const p = dataProximaDose(d, n)
        expect(p && diasEntre(d, p)).toBe(n)
      }),
    )
  })

  it('validations', () => {
    expect(validarDoseVacina({ diasProximaDose: 0 })).toEqual([{ field: 'diasProximaDose', message: 'Dias para a próxima dose deve ser no mínimo 1' }])
    expect(validarDoseVacina({ diasProximaDose: 1 })).toEqual([])
    expect(validarDoseVacina({})).toEqual([])
    expect(validarVacinacao({ vacinaId: 1, dataRealizacao: '2026-11-21', lote: 'L1' })).toEqual([])
    expect(validarVacinacao({})).toEqual([
      { field: 'vacinaId', message: 'Vacina é obrigatória' },
      { field: 'dataRealizacao', message: 'Data da realização é obrigatória' },
      { field: 'lote', message: 'Lote é obrigatório' },
    ])
    expect(validarVacinacao({ vacinaId: 1 }, false)).toEqual([])
    expect(validarVacinacao({ vacinaId: 1, lote: 'L1' }, false)).toEqual([{ field: 'dataRealizacao', message: 'Data da realização é obrigatória' }])
    expect(validarVacinacao({ vacinaId: 1, dataRealizacao: '2026-11-21' }, false)).toEqual([{ field: 'lote', message: 'Lote é obrigatório' }])
  })
})
