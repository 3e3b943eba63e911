import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { valorDataHora } from '../../../core/shared/campos.ts'
import { FUSO_SAO_PAULO, adicionarDias, diaEmSaoPaulo, inicioDoDiaEmSaoPaulo } from '../../../core/shared/datas.ts'
import { dataIso } from '../arbitraries.ts'
import { decodificar } from '../schema.ts'

/** The time zone database's view of an instant in São Paulo (the oracle the fixed offset must agree with). */
const relogioSp = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})
const emSaoPaulo = (iso: string) => {
  const p = Object.fromEntries(relogioSp.formatToParts(new Date(iso)).map((x) => [x.type, x.value]))
  return { dia: `${p['year']}-${p['month']}-${p['day']}`, hora: `${p['hour']}:${p['minute']}:${p['second']}` }
}

/** Dates after the last daylight-saving period ended (2019-02-17), where the fixed offset is the law. */
const dataSemHorarioDeVerao = fc
  .date({ min: new Date('2019-03-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((x) => x.toISOString().slice(0, 10))

describe('início do dia em São Paulo', () => {
  it('exemplos: 03:00Z do mesmo dia, inclusive na virada de ano e em 29/02', () => {
    expect(FUSO_SAO_PAULO).toBe('-03:00')
    expect(inicioDoDiaEmSaoPaulo('2026-03-10')).toBe('2026-03-10T03:00:00.000Z')
    expect(inicioDoDiaEmSaoPaulo('2025-12-31')).toBe('2025-12-31T03:00:00.000Z')
    expect(inicioDoDiaEmSaoPaulo('2028-02-29')).toBe('2028-02-29T03:00:00.000Z')
    expect(diaEmSaoPaulo(Date.parse('2026-01-01T02:59:59.999Z'))).toBe('2025-12-31')
    expect(diaEmSaoPaulo(Date.parse('2026-01-01T03:00:00.000Z'))).toBe('2026-01-01')
  })

  it('o relógio de America/Sao_Paulo marca 00:00:00 do próprio dia nesse instante (sem horário de verão)', () => {
    fc.assert(
      fc.property(dataSemHorarioDeVerao, (d) => {
        expect(emSaoPaulo(inicioDoDiaEmSaoPaulo(d))).toEqual({ dia: d, hora: '00:00:00' })
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('2019-03-01T00:00:00Z'), max: Date.parse('2100-12-31T00:00:00Z') }), (ms) => {
        expect(diaEmSaoPaulo(ms)).toBe(emSaoPaulo(new Date(ms).toISOString()).dia)
      }),
    )
  })

  it('o dia tem 24 h, o instante anterior é do dia anterior, e diaEmSaoPaulo desfaz inicioDoDiaEmSaoPaulo', () => {
    fc.assert(
      fc.property(dataIso, (d) => {
        const inicio = Date.parse(inicioDoDiaEmSaoPaulo(d))
        expect(Date.parse(inicioDoDiaEmSaoPaulo(adicionarDias(d, 1))) - inicio).toBe(86_400_000)
        expect(diaEmSaoPaulo(inicio)).toBe(d)
        expect(diaEmSaoPaulo(inicio - 1)).toBe(adicionarDias(d, -1))
        expect(diaEmSaoPaulo(inicio + 86_399_999)).toBe(d)
      }),
    )
  })

  it('a ordem dos instantes ISO (texto) segue a ordem dos dias, como o SQL compara', () => {
    fc.assert(
      fc.property(dataIso, dataIso, (a, b) => {
        const [x, y] = [inicioDoDiaEmSaoPaulo(a), inicioDoDiaEmSaoPaulo(b)]
        expect([x < y, x === y]).toEqual([a < b, a === b])
      }),
    )
  })
})

describe('data e hora digitadas (valorDataHora)', () => {
  const dataHora = valorDataHora({ label: 'Data/hora de expiração', feminino: true })
  const dois = (n: number) => String(n).padStart(2, '0')

  it('sem fuso é a hora de São Paulo (o relógio de America/Sao_Paulo confirma); guardada como instante UTC', () => {
    fc.assert(
      fc.property(dataSemHorarioDeVerao, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (d, h, m) => {
        const r = decodificar(dataHora, `${d}T${dois(h)}:${dois(m)}`)
        expect(r.ok && emSaoPaulo(r.valor)).toEqual({ dia: d, hora: `${dois(h)}:${dois(m)}:00` })
      }),
    )
  })

  it('com fuso, o fuso dado; dia ou hora que não existem → inválida', () => {
    expect(decodificar(dataHora, '2025-04-10T12:00:00Z')).toEqual({ ok: true, valor: '2025-04-10T12:00:00.000Z' })
    expect(decodificar(dataHora, '2025-04-10T12:00+01:00')).toEqual({ ok: true, valor: '2025-04-10T11:00:00.000Z' })
    for (const ruim of ['amanhã', '2025-02-30T10:00', '2025-04-10T25:00', '2025-04-10T10:60', '2025-04-10', 5]) {
      expect(decodificar(dataHora, ruim)).toEqual({ ok: false, mensagens: ['Data/hora de expiração inválida'] })
    }
  })
})
