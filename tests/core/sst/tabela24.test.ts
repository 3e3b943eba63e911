import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { TABELA_24 } from '../../../core/sst/tabela24.ts'

describe('Tabela 24 (gerada)', () => {
  it('matches data-ref/esocial/tabela24_agentes_nocivos.json row for row', () => {
    const json = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../data-ref/esocial/tabela24_agentes_nocivos.json'), 'utf8'))
    expect(TABELA_24).toEqual(json)
  })

  it('has the 92 unique codes from 01.01.001 to 09.01.001', () => {
    expect(TABELA_24).toHaveLength(92)
    expect(new Set(TABELA_24.map((a) => a.codigo)).size).toBe(92)
    for (const a of TABELA_24) expect(a.codigo).toMatch(/^\d{2}\.\d{2}\.\d{3}$/)
    expect(TABELA_24[0]?.codigo).toBe('01.01.001')
    expect(TABELA_24.at(-1)?.codigo).toBe('09.01.001')
  })
})
