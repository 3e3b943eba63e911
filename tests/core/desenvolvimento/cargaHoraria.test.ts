import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  CARGA_DIARIA_ACIMA,
  CARGA_TOTAL_MENOR,
  cargaEmMinutos,
  validarCargaHoraria,
  validarMetasHoras,
} from '../../../core/desenvolvimento/cargaHoraria.ts'
import { formatarMinutos } from '../../../core/shared/formatos.ts'

describe('carga horária do certificado', () => {
  it('spec messages', () => {
    expect(CARGA_DIARIA_ACIMA).toBe('Carga horária diária não pode ser maior 24 horas')
    expect(CARGA_TOTAL_MENOR).toBe('Carga horária total não pode ser menor que a carga horária diária')
  })

  it('hand examples (hours as numbers or H:MM)', () => {
    expect(validarCargaHoraria({ cargaHorariaDiaria: 8, cargaHorariaTotal: 40 })).toEqual([])
    expect(validarCargaHoraria({ cargaHorariaDiaria: 24, cargaHorariaTotal: 24 })).toEqual([])
    expect(validarCargaHoraria({ cargaHorariaDiaria: '24:01', cargaHorariaTotal: 40 })).toEqual([{ field: 'cargaHorariaDiaria', message: CARGA_DIARIA_ACIMA }])
    expect(validarCargaHoraria({ cargaHorariaDiaria: '08:00', cargaHorariaTotal: '7:59' })).toEqual([{ field: 'cargaHorariaTotal', message: CARGA_TOTAL_MENOR }])
    expect(validarCargaHoraria({ cargaHorariaDiaria: 8 })).toEqual([])
    expect(validarCargaHoraria({ cargaHorariaDiaria: 'abc', cargaHorariaTotal: 1 })).toEqual([{ field: 'cargaHorariaDiaria', message: 'Carga horária inválida' }])
    expect(cargaEmMinutos(1.5)).toBe(90)
    expect(cargaEmMinutos(-1)).toBeUndefined()
  })

  it('property: errors exactly when daily > 24 h or total < daily', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 100_000 }), fc.boolean(), (d, t, texto) => {
        const erros = validarCargaHoraria(
          texto ? { cargaHorariaDiaria: formatarMinutos(d), cargaHorariaTotal: formatarMinutos(t) } : { cargaHorariaDiaria: d / 60, cargaHorariaTotal: t / 60 },
        )
        expect(erros.some((e) => e.message === CARGA_DIARIA_ACIMA)).toBe(d > 1440)
        expect(erros.some((e) => e.message === CARGA_TOTAL_MENOR)).toBe(t < d)
      }),
    )
  })

  it('hour goals need a date and a non-zero time', () => {
    expect(validarMetasHoras([{ mesAno: '2026-01', metaHora: '10:00' }])).toEqual([])
    expect(validarMetasHoras([{ metaHora: '0:00' }, { mesAno: '2026-02', metaHora: '' }])).toEqual([
      { field: 'metas[0].mesAno', message: 'data a partir de é obrigatória' },
      { field: 'metas[0].metaHora', message: 'meta em horas é obrigatória' },
      { field: 'metas[1].metaHora', message: 'meta em horas é obrigatória' },
    ])
  })
})
