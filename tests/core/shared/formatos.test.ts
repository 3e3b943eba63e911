import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  compararTexto,
  arredondar,
  formatarInteiro,
  registrosEncontrados,
  formatarData,
  formatarDataHora,
  formatarDecimal,
  formatarDinheiro,
  formatarHora,
  formatarMes,
  formatarMinutos,
  formatarPercentual,
  formatarTamanhoArquivo,
  lerDataDigitada,
  MASCARA_CEP,
  MASCARA_CPF,
  MASCARA_DATA,
  mascararDigitos,
  mostrarDataDigitada,
  parseData,
  parseDecimal,
  parseDinheiro,
  parseHora,
  temNoMaximoCasas,
} from '../../../core/shared/formatos.ts'
import { formatarCelula } from '../../../core/shared/relatorio.ts'
import { dataIso, digitos } from '../arbitraries.ts'

const intlBrl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

describe('dinheiro', () => {
  it('hand examples', () => {
    expect(formatarDinheiro(123456)).toBe('R$ 1.234,56')
    expect(formatarDinheiro(-123456)).toBe('-R$ 1.234,56')
    expect(formatarDinheiro(0)).toBe('R$ 0,00')
    expect(formatarDinheiro(-0)).toBe('R$ 0,00')
    expect(formatarDinheiro(5)).toBe('R$ 0,05')
    expect(formatarDinheiro(99999999)).toBe('R$ 999.999,99')
    expect(formatarDinheiro(123456789012)).toBe('R$ 1.234.567.890,12')
  })

  it('uses a normal space and agrees with Intl pt-BR once its NBSP is normalised', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => {
        const f = formatarDinheiro(c)
        expect(f).toMatch(/^-?R\$ \d{1,3}(\.\d{3})*,\d{2}$/)
        expect(f).toBe(intlBrl.format(c / 100).replace(/\u00a0/g, ' '))
      }),
      { numRuns: 2000 },
    )
  })

  it('parseDinheiro inverts formatarDinheiro', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e14, max: 1e14 }), (c) => {
        expect(parseDinheiro(formatarDinheiro(c))).toBe(c)
      }),
    )
  })

  it('parseDinheiro accepts pt-BR typing and rejects the rest', () => {
    expect(parseDinheiro('R$ 1.234,56')).toBe(123456)
    expect(parseDinheiro('1234,56')).toBe(123456)
    expect(parseDinheiro('1.234')).toBe(123400)
    expect(parseDinheiro(' R$ 10 ')).toBe(1000)
    expect(parseDinheiro('0,5')).toBe(50)
    expect(parseDinheiro('-R$ 0,50')).toBe(-50)
    expect(parseDinheiro('R$ -2,00')).toBe(-200)
    expect(parseDinheiro('R$\u00a01.234,56')).toBe(123456)
    for (const s of ['', 'R$', '1234.56', '1.23,00', '12,345', 'abc', '--1', '-R$ -1,00', '1,2,3'])
      expect(parseDinheiro(s), s).toBeUndefined()
  })
})

describe('datas e meses', () => {
  it('formatarData / parseData round-trip', () => {
    expect(formatarData('2026-11-21')).toBe('21/11/2026')
    expect(parseData('21/11/2026')).toBe('2026-11-21')
    fc.assert(
      fc.property(dataIso, (d) => {
        const f = formatarData(d)
        expect(f).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
        expect(parseData(f)).toBe(d)
      }),
    )
  })

  it('parseData rejects impossible dates and other shapes', () => {
    expect(parseData('29/02/2024')).toBe('2024-02-29')
    for (const s of ['31/02/2026', '29/02/2025', '31/04/2026', '00/01/2026', '01/13/2026', '1/1/2026', '2026-11-21', ''])
      expect(parseData(s), s).toBeUndefined()
    expect(formatarData('2026-02-30')).toBe('2026-02-30')
  })

  it('formatarMes', () => {
    expect(formatarMes('2026-11-21')).toBe('11/2026')
    expect(formatarMes('2026-11')).toBe('11/2026')
    expect(formatarMes('2026-13')).toBe('2026-13')
    fc.assert(fc.property(dataIso, (d) => {
      expect(formatarMes(d)).toBe(formatarData(d).slice(3))
    }))
  })

  it('formatarDataHora shows São Paulo wall time', () => {
    expect(formatarDataHora('2026-11-21T13:05:00Z')).toBe('21/11/2026 10:05')
    expect(formatarDataHora('2026-11-21T02:30:00Z')).toBe('20/11/2026 23:30')
    expect(formatarDataHora('2018-12-01T12:00:00Z')).toBe('01/12/2018 10:00') // horário de verão de 2018
    expect(formatarDataHora('xyz')).toBe('xyz')
    // without daylight saving (since 2019) São Paulo is UTC-3
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2019, 5, 1), max: Date.UTC(2035, 0, 1) }), (ms) => {
        const local = new Date(ms - 3 * 3600_000).toISOString()
        const esperado = `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`
        expect(formatarDataHora(new Date(ms).toISOString())).toBe(esperado)
      }),
      { numRuns: 500 },
    )
  })
})

describe('tamanho de arquivo', () => {
  it('hand examples', () => {
    expect(formatarTamanhoArquivo(0)).toBe('0 Bytes')
    expect(formatarTamanhoArquivo(512)).toBe('512 Bytes')
    expect(formatarTamanhoArquivo(1023)).toBe('1023 Bytes')
    expect(formatarTamanhoArquivo(1024)).toBe('1 KB')
    expect(formatarTamanhoArquivo(1536)).toBe('1,5 KB')
    expect(formatarTamanhoArquivo(1024 * 1024 - 1)).toBe('1 MB')
    expect(formatarTamanhoArquivo(1024 ** 2 * 2.25)).toBe('2,25 MB')
    expect(formatarTamanhoArquivo(1024 ** 3 * 1.75)).toBe('1,75 GB')
    expect(formatarTamanhoArquivo(1024 ** 4 * 3)).toBe('3.072 GB')
    expect(formatarTamanhoArquivo(-5)).toBe('0 Bytes')
  })

  it('the shown value times its unit is within half a hundredth of the size', () => {
    const unidades: Record<string, number> = { Bytes: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 45 }), (b) => {
        const m = /^(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d{1,2}))? (Bytes|KB|MB|GB)$/.exec(formatarTamanhoArquivo(b))
        expect(m).not.toBeNull()
        const [, inteiro = '', fracao = '', unidade = ''] = m ?? []
        expect(fracao.endsWith('0')).toBe(false)
        const valor = Number(`${inteiro.replace(/\./g, '')}.${fracao || '0'}`)
        const u = unidades[unidade] ?? 0
        expect(Math.abs(valor * u - b)).toBeLessThanOrEqual(0.005 * u + 1e-6)
        if (unidade !== 'GB') expect(valor).toBeLessThan(1024)
        if (unidade !== 'Bytes') expect(b).toBeGreaterThanOrEqual(1024)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('horas', () => {
  it('formatarHora puts the last two digits as minutes', () => {
    expect(formatarHora('0830')).toBe('08:30')
    expect(formatarHora('830')).toBe('8:30')
    expect(formatarHora('12000')).toBe('120:00')
    expect(formatarHora('8')).toBe('8')
    expect(formatarHora('08')).toBe('08')
    expect(formatarHora('')).toBe('')
    expect(formatarHora('08:30')).toBe('08:30')
  })

  it('parseHora reads H:MM and bare digits', () => {
    expect(parseHora('08:30')).toBe(510)
    expect(parseHora('8:30')).toBe(510)
    expect(parseHora('0830')).toBe(510)
    expect(parseHora('0:00')).toBe(0)
    expect(parseHora('120:15')).toBe(7215)
    for (const s of ['8:60', '8', ':30', '8:3', 'ab:cd', '', '8h30']) expect(parseHora(s), s).toBeUndefined()
  })

  it('round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (m) => {
        expect(parseHora(formatarMinutos(m))).toBe(m)
      }),
    )
    fc.assert(
      fc.property(digitos(3, 7), (d) => {
        const f = formatarHora(d)
        expect(f.replace(':', '')).toBe(d)
        const minutos = Number(d.slice(-2))
        expect(parseHora(f)).toBe(minutos < 60 ? Number(d.slice(0, -2)) * 60 + minutos : undefined)
      }),
    )
  })
})

describe('arredondamento e decimais', () => {
  it('rounds halves away from zero on the decimal representation', () => {
    expect(arredondar(1.005)).toBe(1.01)
    expect(arredondar(2.675)).toBe(2.68)
    expect(arredondar(-1.005)).toBe(-1.01)
    expect(arredondar(1.004)).toBe(1)
    expect(arredondar(7.843137254901961)).toBe(7.84)
    expect(arredondar(0.125, 2)).toBe(0.13)
  })

  it('stays within half a hundredth and is idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const r = arredondar(x)
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.005 + Math.abs(x) * 1e-12)
        expect(arredondar(r)).toBe(r)
        expect(temNoMaximoCasas(r, 2)).toBe(true)
      }),
    )
  })

  it('formatarDecimal and temNoMaximoCasas', () => {
    expect(formatarDecimal(1.5)).toBe('1,5')
    expect(formatarDecimal(2)).toBe('2')
    expect(formatarDecimal(1234.567)).toBe('1.234,57')
    expect(formatarDecimal(12.5, 3)).toBe('12,5')
    expect(temNoMaximoCasas(1.25, 2)).toBe(true)
    expect(temNoMaximoCasas(1.255, 2)).toBe(false)
    expect(temNoMaximoCasas(0.1 + 0.2, 2)).toBe(false)
    expect(temNoMaximoCasas(Number.NaN, 2)).toBe(false)
  })
})

describe('máscaras de digitação', () => {
  it('hand examples', () => {
    expect(mascararDigitos('1234', MASCARA_CPF)).toBe('123.4')
    expect(mascararDigitos('111.444.777-35xx9', MASCARA_CPF)).toBe('111.444.777-35')
    expect(mascararDigitos('13010000', MASCARA_CEP)).toBe('13010-000')
    expect(mascararDigitos('12345', MASCARA_CEP)).toBe('12345')
    expect(mascararDigitos('', MASCARA_DATA)).toBe('')
  })
  it('keeps exactly the typed digits, in order, up to the mask size, with the mask literals between them', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(MASCARA_CPF, MASCARA_CEP, MASCARA_DATA), (texto, mascara) => {
        const m = mascararDigitos(texto, mascara)
        const n = [...mascara].filter((c) => c === '#').length
        expect(m.replace(/\D/g, '')).toBe(texto.replace(/\D/g, '').slice(0, n))
        expect(mascara.startsWith(m.replace(/\d/g, '#'))).toBe(true)
        expect(mascararDigitos(m, mascara)).toBe(m)
      }),
    )
  })
  it('lerDataDigitada: a complete valid date becomes ISO and shows back as typed; anything else stays masked', () => {
    expect(lerDataDigitada('15081990')).toBe('1990-08-15')
    expect(lerDataDigitada('15/08/1990')).toBe('1990-08-15')
    expect(lerDataDigitada('3102')).toBe('31/02')
    expect(lerDataDigitada('31022026')).toBe('31/02/2026')
    expect(lerDataDigitada('')).toBeUndefined()
    fc.assert(
      fc.property(dataIso, (iso) => {
        const mostrado = mostrarDataDigitada(iso)
        expect(lerDataDigitada(mostrado)).toBe(iso)
        expect(lerDataDigitada(mostrado.replace(/\//g, ''))).toBe(iso)
      }),
    )
    expect(mostrarDataDigitada('31/02')).toBe('31/02')
    expect(mostrarDataDigitada(undefined)).toBe('')
  })
})

describe('contagens', () => {
  it('separador de milhares no rodapé das listas', () => {
    expect(registrosEncontrados(5571)).toBe('5.571 registro(s) encontrado(s).')
    expect(registrosEncontrados(1)).toBe('1 registro(s) encontrado(s).')
    expect(formatarInteiro(1234567)).toBe('1.234.567')
  })
})

describe('um formatador de números para a interface e os relatórios (issue 11)', () => {
  it('inteiros com separador de milhares, em qualquer tamanho', () => {
    expect(formatarInteiro(5571)).toBe('5.571')
    expect(formatarInteiro(999)).toBe('999')
    expect(formatarInteiro(-1234)).toBe('-1.234')
    expect(formatarInteiro(0)).toBe('0')
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        const f = formatarInteiro(n)
        expect(f).toMatch(/^-?\d{1,3}(\.\d{3})*$/)
        expect(Number(f.replace(/\./g, ''))).toBe(n === 0 ? 0 : n)
        expect(parseDecimal(f)).toBe(n === 0 ? 0 : n)
      }),
      { numRuns: 1000 },
    )
  })

  it('percentual escrito de um jeito só: o sinal colado ao número, como nas listas', () => {
    expect(formatarPercentual(60.666)).toBe('60,67%')
    expect(formatarPercentual(12.5)).toBe('12,5%')
    expect(formatarPercentual(45, 2, true)).toBe('45,00%')
    expect(formatarPercentual(1234.5, 2, true)).toBe('1.234,50%')
    expect(formatarPercentual(-3.5)).toBe('-3,5%')
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.boolean(), (x, fixo) => {
        const f = formatarPercentual(x, 2, fixo)
        expect(f).toMatch(fixo ? /^-?\d{1,3}(\.\d{3})*,\d{2}%$/ : /^-?\d{1,3}(\.\d{3})*(,\d{1,2})?%$/)
        expect(f).not.toMatch(/\s/)
        // what the lists and reports write, the filters read back (rounded to the shown decimals)
        expect(parseDecimal(f)).toBe(arredondar(x, 2) || 0)
      }),
      { numRuns: 1000 },
    )
  })

  it('as células dos relatórios usam os mesmos formatadores das telas', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        expect(formatarCelula('percentual', x)).toBe(formatarPercentual(x, 2, true))
        expect(formatarCelula('decimal', x)).toBe(formatarDecimal(x, 2, true))
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatarCelula('inteiro', n)).toBe(formatarInteiro(n))
      }),
    )
    expect(formatarCelula('percentual', 60.666)).toBe('60,67%')
    expect(formatarCelula('inteiro', 5571)).toBe('5.571')
  })

  it('tamanho de arquivo com vírgula decimal e milhares (o portal mostrava 1.5 KB)', () => {
    expect(formatarTamanhoArquivo(1536)).toBe('1,5 KB')
    expect(formatarTamanhoArquivo(1024 * 1024 * 1.5)).toBe('1,5 MB')
    fc.assert(
      fc.property(fc.integer({ min: 1024, max: 2 ** 45 }), (b) => {
        expect(formatarTamanhoArquivo(b)).not.toMatch(/\d\.\d{1,2} /)
      }),
    )
  })
})

describe('arredondar: the fast path rounds as the decimal text does', () => {
  // The text-only rounding (the definition): shift the decimal representation, round half away from zero.
  const peloTexto = (valor: number, casas: number): number => {
    const abs = Math.abs(valor)
    if (!Number.isFinite(valor) || abs >= 1e15) return valor
    const r = /e/i.test(String(abs)) ? Math.round(abs * 10 ** casas) / 10 ** casas : Number(`${Math.round(Number(`${abs}e${casas}`))}e-${casas}`)
    return valor < 0 && r !== 0 ? -r : r
  }
  it('any double, 0 to 6 decimals', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e16, max: 1e16 }), fc.integer({ min: 0, max: 6 }), (v, c) => {
        expect(arredondar(v, c)).toBe(peloTexto(v, c))
      }),
      { numRuns: 20_000 },
    )
  })
  it('decimals written with few places (the halves the text form exists for)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 4 }), (n, k, c) => {
        expect(arredondar(n / 10 ** k, c)).toBe(peloTexto(n / 10 ** k, c))
      }),
      { numRuns: 20_000 },
    )
  })
})

describe('compararTexto', () => {
  it("orders as localeCompare in pt-BR, accents and case as people read them", () => {
    const letras = fc.constantFrom(...'aAáÁàâãçÇeéêiíoóôõuúüzZ -'.split(''))
    fc.assert(
      fc.property(fc.array(letras, { maxLength: 12 }).map((xs) => xs.join('')), fc.array(letras, { maxLength: 12 }).map((xs) => xs.join('')), (a, b) => {
        expect(Math.sign(compararTexto(a, b))).toBe(Math.sign(a.localeCompare(b, 'pt-BR')))
      }),
    )
    expect(['Úrsula', 'ana', 'Álvaro', 'Zélia', 'Ângela'].sort(compararTexto)).toEqual(['Álvaro', 'ana', 'Ângela', 'Úrsula', 'Zélia'])
  })
})
