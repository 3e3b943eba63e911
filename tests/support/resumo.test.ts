import { describe, expect, it } from 'vitest'
import { linhasDoTempo, minutos } from './resumo.ts'

/** Issue 11: the closing report says the run's wall time against CI's 30-minute budget and warns past 20 minutes. */
describe('resumo da execução dos testes', () => {
  it('o tempo total e o orçamento de CI numa linha', () => {
    expect(minutos(48_400)).toBe('48 s')
    expect(minutos(702_000)).toBe('11 min 42 s')
    expect(linhasDoTempo(702_000)).toEqual(['Tempo total dos testes: 11 min 42 s (orçamento de CI: 30 min; aviso acima de 20 min)'])
  })

  it('acima de 20 minutos, um aviso que se destaca no log', () => {
    expect(linhasDoTempo(20 * 60_000)).toHaveLength(1)
    const l = linhasDoTempo(21 * 60_000 + 3_000)
    expect(l.length).toBeGreaterThan(1)
    expect(l.join('\n')).toContain('ATENÇÃO: os testes levaram 21 min 3 s, mais que 20 min do orçamento de CI de 30 min.')
    expect(l.at(-1)).toBe('Tempo total dos testes: 21 min 3 s (orçamento de CI: 30 min; aviso acima de 20 min)')
    expect(linhasDoTempo(6 * 60_000, { avisoMin: 5 }).some((x) => x.includes('ATENÇÃO'))).toBe(true)
  })
})
