import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { alertaSubstituicao, emEstabilidadeCipa, mensagemEstabilidadeCipa } from '../../../core/captacao/colaboradoresSubstituidos.ts'

const dia = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))

describe('a estabilidade da CIPA antes de substituir um talento', () => {
  it('estável: membro da CIPA com o fim da estabilidade hoje ou depois', () => {
    fc.assert(
      fc.property(fc.option(fc.boolean(), { nil: undefined }), fc.option(dia, { nil: null }), dia, (membroCipa, dataFim, hoje) => {
        const estavel = emEstabilidadeCipa({ membroCipa, dataFimEstabilidadeCipa: dataFim }, hoje)
        expect(estavel).toBe(membroCipa === true && dataFim !== null && dataFim >= hoje)
        const alerta = alertaSubstituicao({ nome: 'Ana', membroCipa, dataFimEstabilidadeCipa: dataFim }, hoje)
        expect(alerta !== null).toBe(estavel)
      }),
    )
    expect(emEstabilidadeCipa({ membroCipa: true, dataFimEstabilidadeCipa: '2026-03-10' }, '2026-03-10')).toBe(true)
    expect(emEstabilidadeCipa({ membroCipa: true, dataFimEstabilidadeCipa: '2026-03-09' }, '2026-03-10')).toBe(false)
    expect(emEstabilidadeCipa({ membroCipa: false, dataFimEstabilidadeCipa: '2099-01-01' }, '2026-03-10')).toBe(false)
  })

  it('o texto da especificação, com a data em dd/mm/aaaa', () => {
    expect(mensagemEstabilidadeCipa('João da Silva', '2027-01-05')).toBe('talento João da Silva, faz parte da CIPA e possui estabilidade até o dia 05/01/2027. Deseja realmente substituí-lo?')
    fc.assert(
      fc.property(dia, (d) => {
        const [a, m, di] = d.split('-')
        expect(alertaSubstituicao({ nome: 'X', membroCipa: true, dataFimEstabilidadeCipa: d }, '2000-01-01')).toContain(`até o dia ${di}/${m}/${a}.`)
      }),
    )
  })
})
