import { Either } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  booleano,
  cep,
  cnpj,
  colunaEsperada,
  cpf,
  data,
  decimal,
  hora,
  imagem,
  imagemDeDataUrl,
  inteiro,
  lista,
  maiorDecimal,
  mes,
  opcoes,
  percentual,
  pis,
  telefone,
  texto,
  textoLongo,
  valorOpcoes,
  valorTexto,
} from '../../../core/shared/campos.ts'
import { formatarDecimal, formatarMes, formatarPercentual, lerMesDigitado, mascararTelefoneDigitando, parseDecimal, parseMes } from '../../../core/shared/formatos.ts'
import { decodificar as decodificarRecurso, defineResource } from '../../../core/shared/resource.ts'
import { cadeia, cepValido, cnpjValido, cpfValido, digitos, mesIso, pisValido, trocarDigito } from '../arbitraries.ts'
import { decodificar } from '../schema.ts'

/** The first message a value gets from a field, or undefined when it is accepted. */
const mensagem = (c: { readonly value: any }, v: unknown) => {
  const r = decodificar(c.value, v)
  return r.ok ? undefined : r.mensagens[0]
}
const valor = (c: { readonly value: any }, v: unknown) => {
  const r = decodificar(c.value, v)
  if (!r.ok) throw new Error(`recusado: ${JSON.stringify(v)} (${r.mensagens.join('; ')})`)
  return r.valor
}

/** A number with exactly `casas` decimals written out (k / 10^casas, decimal text → no binary noise). */
const comCasas = (k: number, casas: number) => {
  const a = Math.abs(k)
  const texto = casas ? `${Math.floor(a / 10 ** casas)}.${String(a % 10 ** casas).padStart(casas, '0')}` : String(a)
  return Number(`${k < 0 ? '-' : ''}${texto}`)
}

describe('decimal', () => {
  it('aceita de min a max com até `casas` decimais e devolve o número como veio', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 9 }), fc.nat(), (casas, inteiros, semente) => {
        const c = decimal({ label: 'Fator', digitos: inteiros + casas, casas })
        const escala = 10 ** (inteiros + casas)
        const n = comCasas(semente % escala, casas)
        expect(valor(c, n)).toBe(n)
        expect(c.max).toBe(maiorDecimal(inteiros + casas, casas))
      }),
    )
  })

  it('mais casas do que a coluna guarda é recusado, nunca arredondado', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 1, max: 9 }), (casas, k, ultimo) => {
        const c = decimal({ label: 'Fator', digitos: 9, casas })
        const n = Number(`${comCasas(k, casas).toFixed(casas)}${casas ? '' : '.'}${ultimo}`)
        expect(mensagem(c, n)).toBe(casas === 0 ? 'Fator deve ter no máximo 0 casas decimais' : `Fator deve ter no máximo ${casas} casas decimais`)
      }),
    )
    // the decimal text decides: 0.1 + 0.2 is 0.30000000000000004
    expect(mensagem(decimal({ label: 'Fator', digitos: 5, casas: 2 }), 0.1 + 0.2)).toBe('Fator deve ter no máximo 2 casas decimais')
    expect(mensagem(decimal({ label: 'Fator', digitos: 5, casas: 2 }), 0.3)).toBeUndefined()
  })

  it('fora da faixa, tipo errado; maiorDecimal', () => {
    const c = decimal({ label: 'Índice', digitos: 5, casas: 2 })
    expect(mensagem(c, 1000)).toBe('Índice deve ser no máximo 999,99')
    expect(mensagem(c, -0.01)).toBe('Índice deve ser no mínimo 0')
    expect(mensagem(c, '12')).toBe('Índice inválido')
    expect(mensagem(c, Number.NaN)).toBe('Índice inválido')
    expect(mensagem(decimal({ label: 'Variação', feminino: true, digitos: 6, casas: 3, min: -100 }), -100.001)).toBe('Variação deve ser no mínimo -100')
    expect(maiorDecimal(5, 2)).toBe(999.99)
    expect(maiorDecimal(8, 2)).toBe(999_999.99)
    expect(maiorDecimal(3, 0)).toBe(999)
    expect(c).toMatchObject({ kind: 'decimal', storage: 'number', digitos: 5, casas: 2, min: 0, max: 999.99, filter: 'none' })
  })

  it('conferidoNasRegras: só o tipo no Schema (as regras do recurso dão as mensagens)', () => {
    const c = decimal({ label: 'Mínimo', digitos: 5, casas: 2, max: 100, conferidoNasRegras: true })
    expect(mensagem(c, 100.123)).toBeUndefined()
    expect(mensagem(c, 'x')).toBe('Mínimo inválido')
    expect(c.max).toBe(100)
  })
})

describe('percentual', () => {
  const c = percentual({ label: 'Percentual mínimo de aprovação' })

  it('0 a 100 com 2 casas: aceito; fora: as mensagens de sempre', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (k) => {
        expect(valor(c, comCasas(k, 2))).toBe(k / 100)
      }),
    )
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 10_001, max: 10 ** 9 }), fc.integer({ min: -(10 ** 9), max: -1 })), (k) => {
        expect(mensagem(c, k / 100)).toBe('Percentual mínimo de aprovação deve estar entre 0 e 100')
      }),
    )
    expect(mensagem(c, 33.333)).toBe('Percentual mínimo de aprovação deve ter no máximo 2 casas decimais')
    expect(mensagem(c, 'cem')).toBe('Percentual mínimo de aprovação inválido')
    expect(c).toMatchObject({ kind: 'percentual', storage: 'number', digitos: 5, casas: 2, min: 0, max: 100 })
  })

  it('outra faixa e casas (999,999 com 3 casas → decimal(6,3)); mensagens próprias', () => {
    const p = percentual({ label: 'Percentual', casas: 3, max: 999.999, mensagens: { maximo: 'Percentual não pode ser maior que 999,999' } })
    expect(p).toMatchObject({ digitos: 6, casas: 3, max: 999.999 })
    expect(valor(p, 999.999)).toBe(999.999)
    expect(mensagem(p, 1000)).toBe('Percentual não pode ser maior que 999,999')
    expect(mensagem(p, -1)).toBe('Percentual deve estar entre 0 e 999,999')
  })
})

describe('identificadores brasileiros', () => {
  const mascarar = (s: string, m: string) => {
    let i = 0
    return [...m].map((x) => (x === '#' ? s.charAt(i++) : x)).join('')
  }

  it('cpf: com ou sem máscara vira os 11 dígitos; dígito errado → CPF inválido', () => {
    const c = cpf({ label: 'CPF' })
    fc.assert(
      fc.property(cpfValido, fc.boolean(), fc.integer({ min: 1, max: 9 }), (v, mascara, k) => {
        expect(valor(c, mascara ? mascarar(v, '###.###.###-##') : v)).toBe(v)
        expect(mensagem(c, trocarDigito(v, 10, k))).toBe('CPF inválido')
      }),
    )
    expect(mensagem(c, 12345678909)).toBe('CPF inválido')
    expect(c).toMatchObject({ kind: 'cpf', storage: 'string', max: 11 })
  })

  it('cnpj numérico e alfanumérico: normalizado em 14 caracteres maiúsculos; dígito errado → CNPJ inválido', () => {
    const c = cnpj({ label: 'CNPJ' })
    fc.assert(
      fc.property(cnpjValido, fc.integer({ min: 1, max: 9 }), (v, k) => {
        expect(valor(c, mascarar(v.toLowerCase(), '##.###.###/####-##'))).toBe(v)
        expect(mensagem(c, trocarDigito(v, 13, k))).toBe('CNPJ inválido')
      }),
    )
    expect(c).toMatchObject({ kind: 'cnpj', max: 14 })
  })

  it('pis e cep: dígitos guardados, mensagens do spec', () => {
    const p = pis({ label: 'PIS' })
    const e = cep({ label: 'CEP' })
    fc.assert(
      fc.property(pisValido, cepValido, digitos(1, 12), fc.integer({ min: 1, max: 9 }), (v, cepv, outro, k) => {
        expect(valor(p, mascarar(v, '###.#####.##-#'))).toBe(v)
        expect(mensagem(p, trocarDigito(v, 10, k))).toBe('O número PIS é inválido')
        expect(valor(e, mascarar(cepv, '#####-###'))).toBe(cepv)
        if (outro.length !== 8) expect(mensagem(e, outro)).toBe('Cep não pode ser nulo')
      }),
    )
    expect(p.max).toBe(11)
    expect(e.max).toBe(8)
  })

  it('telefone: completo (DDD + 8 ou 9 dígitos), DDD, fixo e celular', () => {
    const completo = telefone({ label: 'Telefone' })
    fc.assert(
      fc.property(fc.oneof(digitos(10), digitos(11)), (v) => {
        expect(valor(completo, mascararTelefoneDigitando(v))).toBe(v)
      }),
    )
    fc.assert(
      fc.property(fc.oneof(digitos(0, 9), digitos(12, 14)), (v) => {
        expect(mensagem(completo, v)).toBe('Número inválido')
      }),
    )
    expect(mascararTelefoneDigitando('11991234567')).toBe('(11) 99123-4567')
    expect(mascararTelefoneDigitando('1132345678')).toBe('(11) 3234-5678')
    expect(mascararTelefoneDigitando('1')).toBe('(1')
    expect(mensagem(telefone({ label: 'DDD', parte: 'ddd' }), '123')).toBe('Inválido')
    expect(valor(telefone({ label: 'Fixo', parte: 'fixo' }), '3234-5678')).toBe('32345678')
    expect(mensagem(telefone({ label: 'Celular', parte: 'celular' }), '3234-5678')).toBe('Inválido')
    expect(mensagem(telefone({ label: 'Telefone', mensagem: 'Número de telefone inválido.' }), '1')).toBe('Número de telefone inválido.')
    expect([completo.max, telefone({ label: 'DDD', parte: 'ddd' }).max, telefone({ label: 'C', parte: 'celular' }).max]).toEqual([11, 2, 9])
    expect(completo.telefone).toBe('completo')
  })
})

describe('hora e mês', () => {
  const h = hora({ label: 'Horário de entrada' })
  const m = mes({ label: 'Mês de referência' })

  it('hora: 00:00 a 23:59 (8:30 vira 08:30); o resto → inválido', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hh, mm) => {
        const txt = `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`
        expect(valor(h, txt)).toBe(txt)
        if (hh < 10) expect(valor(h, `${hh}:${String(mm).padStart(2, '0')}`)).toBe(txt)
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 24, max: 99 }), fc.integer({ min: 60, max: 99 }), (hh, mm) => {
        expect(mensagem(h, `${hh}:00`)).toBe('Horário de entrada inválido')
        expect(mensagem(h, `10:${mm}`)).toBe('Horário de entrada inválido')
      }),
    )
    expect(mensagem(h, 830)).toBe('Horário de entrada inválido')
    expect(h).toMatchObject({ kind: 'hora', storage: 'string', max: 5 })
  })

  it('mês: YYYY-MM guardado, digitado mm/aaaa', () => {
    fc.assert(
      fc.property(mesIso, (v) => {
        expect(valor(m, v)).toBe(v)
        expect(parseMes(formatarMes(v))).toBe(v)
        expect(lerMesDigitado(formatarMes(v).replace('/', ''))).toBe(v)
      }),
    )
    for (const ruim of ['2026-13', '2026-00', '0000-05', '2026-5', '05/2026', '2026-05-01']) expect(mensagem(m, ruim)).toBe('Mês de referência inválido')
    expect(parseMes('13/2026')).toBeUndefined()
    expect(lerMesDigitado('13/20')).toBe('13/20')
    expect(m).toMatchObject({ kind: 'mes', storage: 'string', max: 7 })
  })

  it('data: um dia de verdade; a mensagem é sempre "inválida"', () => {
    const d = data({ label: 'Vencimento da Habilitação', feminino: false })
    expect(mensagem(d, '2026-02-29')).toBe('Vencimento da Habilitação inválida')
    expect(mensagem(d, '0000-01-01')).toBe('Vencimento da Habilitação inválida')
    expect(valor(d, '2024-02-29')).toBe('2024-02-29')
    expect(d.missingMessage).toBe('Vencimento da Habilitação é obrigatório')
    expect(d.max).toBe(10)
  })
})

describe('opções, texto, inteiro: os Schemas de valor servem a sub-registros', () => {
  it('valorOpcoes: membros aceitos, o resto com uma mensagem só', () => {
    const ids = ['S', 'N'] as const
    const s = valorOpcoes(ids, { label: 'Situação', feminino: true })
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...ids), fc.string(), fc.integer()), (v) => {
        const r = decodificar(s, v)
        expect(r.ok).toBe((ids as ReadonlyArray<unknown>).includes(v))
        if (!r.ok) expect(r.mensagens).toEqual(['Situação inválida'])
      }),
    )
    const o = opcoes({ label: 'Vínculo', options: [{ id: 1, name: 'Um' }, { id: 2, name: 'Dois' }] })
    expect(o.storage).toBe('integer')
    expect(mensagem(o, 3)).toBe('Vínculo inválido')
  })

  it('valorTexto: aparado, vazio é obrigatório, formato antes do tamanho', () => {
    const s = valorTexto({ label: 'Bairro', max: 100 })
    fc.assert(
      fc.property(cadeia([...'ab c'], 0, 120), (v) => {
        const r = decodificar(s, v)
        const t = v.trim()
        if (!t) expect(r).toEqual({ ok: false, mensagens: ['Bairro é obrigatório'] })
        else if (t.length > 100) expect(r).toEqual({ ok: false, mensagens: ['Bairro deve ter no máximo 100 caracteres'] })
        else expect(r).toEqual({ ok: true, valor: t })
      }),
    )
    const comp = texto({ label: 'Complemento', max: 4, formato: { padrao: /^[0-9A-Z]{4}$/, mensagem: 'Complemento deve ter 4 caracteres' } })
    expect(mensagem(comp, '12345')).toBe('Complemento deve ter 4 caracteres')
    expect(valor(comp, ' 0001 ')).toBe('0001')
  })

  it('inteiro: foraDaFaixa dá uma mensagem só; conferidoNasRegras deixa o intervalo para as regras', () => {
    const i = inteiro({ label: 'Salário', max: 10, foraDaFaixa: 'Salário inválido' })
    expect([mensagem(i, 1.5), mensagem(i, -1), mensagem(i, 11), mensagem(i, 'x')]).toEqual(['Salário inválido', 'Salário inválido', 'Salário inválido', 'Salário inválido'])
    const peso = inteiro({ label: 'Peso', max: 99_999, conferidoNasRegras: true })
    expect([mensagem(peso, 100_000), mensagem(peso, 'um')]).toEqual([undefined, 'Peso inválido'])
    expect(peso.max).toBe(99_999)
    expect(mensagem(inteiro({ label: 'Idade', max: 120 }), 121)).toBe('Idade deve ser no máximo 120')
  })
})

describe('padrões', () => {
  it('booleano e lista semPadrao: ausente continua ausente', () => {
    const r = defineResource({
      name: 'teste/padroes',
      table: 'teste_padroes',
      label: 'Padrões',
      labelSingular: 'Padrão',
      scope: 'empresa',
      authority: null,
      fields: {
        ativo: booleano({ label: 'Ativo' }),
        aprovado: booleano({ label: 'Aprovado', semPadrao: true }),
        itens: lista({ label: 'Itens', item: valorTexto({ label: 'Item', max: 10 }) }),
        outros: lista({ label: 'Outros', item: valorTexto({ label: 'Outro', max: 10 }), semPadrao: true }),
      },
    })
    expect(decodificarRecurso(r, {}, 'create')).toEqual(Either.right({ ativo: false, itens: [] }))
    expect(Either.getLeft(decodificarRecurso(r, { outros: 'x' }, 'create')).pipe((e) => e._tag === 'Some' && e.value.errors)).toEqual([{ field: 'outros', message: 'Outros inválido' }])
  })
})

describe('colunaEsperada: a coluna que um campo guardado precisa', () => {
  it('tipos, tamanhos, precisão e quando NOT NULL é possível', () => {
    expect(colunaEsperada(texto({ label: 'Nome', max: 60, required: true }))).toEqual({ tipo: 'string', tamanho: 60, sempreGravado: true })
    expect(colunaEsperada(textoLongo({ label: 'Obs', max: 4000 }))).toEqual({ tipo: 'string', sempreGravado: false })
    expect(colunaEsperada(data({ label: 'Data' }))).toEqual({ tipo: 'string', tamanho: 10, sempreGravado: false })
    expect(colunaEsperada(percentual({ label: 'P' }))).toEqual({ tipo: 'number', digitos: 5, casas: 2, sempreGravado: false })
    expect(colunaEsperada(booleano({ label: 'B' }))).toEqual({ tipo: 'boolean', sempreGravado: true })
    expect(colunaEsperada(opcoes({ label: 'S', options: [{ id: 'ABC', name: 'a' }, { id: 'D', name: 'd' }] }))).toEqual({ tipo: 'string', tamanhoMinimo: 3, sempreGravado: false })
    expect(colunaEsperada(lista({ label: 'L', item: valorTexto({ label: 'I', max: 3 }) }))).toEqual({ tipo: 'json', sempreGravado: true })
  })
})

describe('formatos de número pt-BR', () => {
  it('parseDecimal lê o que formatarDecimal escreve, com vírgula, milhar e %', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), fc.integer({ min: 0, max: 3 }), (k, casas) => {
        const n = comCasas(k, casas)
        expect(parseDecimal(formatarDecimal(n, casas))).toBe(n)
        expect(parseDecimal(formatarPercentual(n, casas))).toBe(n)
      }),
    )
    expect(parseDecimal('1.234,5')).toBe(1234.5)
    expect(parseDecimal('12,75%')).toBe(12.75)
    expect(parseDecimal('1234.5')).toBeUndefined()
    expect(parseDecimal('abc')).toBeUndefined()
    expect(formatarPercentual(12.5)).toBe('12,5%')
  })
})

describe('imagem (data URL)', () => {
  const campo = imagem({ label: 'Foto' })
  it('aceita exatamente o base64 bem formado, e o que aceita vira os mesmos bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 200 }), fc.constantFrom('png', 'jpeg'), (bytes, tipo) => {
        const url = `data:image/${tipo};base64,${btoa(String.fromCharCode(...bytes))}`
        expect(decodificar(campo.value, url).ok).toBe(true)
        expect(imagemDeDataUrl(url)?.bytes).toEqual(bytes)
      }),
    )
  })
  it('base64 malformado é recusado e nunca lança (a foto some em vez de um erro 500)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'ABCab09+/='.split('')), minLength: 1, maxLength: 40 }), (b64) => {
        const url = `data:image/png;base64,${b64}`
        const r = decodificar(campo.value, url)
        expect(() => imagemDeDataUrl(url)).not.toThrow()
        expect(r.ok).toBe(imagemDeDataUrl(url) !== undefined)
        if (!r.ok) expect(r.mensagens).toEqual(['O arquivo adicionado não é uma imagem'])
      }),
    )
    expect(imagemDeDataUrl('data:image/png;base64,iVBORw0KGgoAAAAAA=')).toBeUndefined()
    expect(imagemDeDataUrl(undefined)).toBeUndefined()
  })
})
