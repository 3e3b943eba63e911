import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PAPEIS_AVALIADOR, PAPEL_AUTOAVALIACAO, PAPEL_AVALIADOR, PAPEL_GESTOR, PAPEL_LIDERADO, PAPEL_PAR, type PapelAvaliador } from '../../../core/avaliacao/papeis.ts'
import {
  ANONIMA_MINIMO_AVALIADORES,
  AUTOAVALIACAO_NAO_PERMITIDA,
  AVALIADO_IGUAL_AVALIADOR,
  erroDeAnonimato,
  errosDoPar,
  gestoresDaArea,
  NAO_E_GESTOR,
  NAO_E_LIDERADO,
  NAO_E_PAR,
  proporPares,
  SELECIONE_AVALIADO,
  TALENTO_INATIVO,
  type AreaGestores,
  type ContextoPapel,
  type Par,
  type Pessoa,
} from '../../../core/avaliacao/participantes.ts'

const papel = fc.constantFrom(...PAPEIS_AVALIADOR.map((p) => p.id)) as fc.Arbitrary<PapelAvaliador>
const par = fc.record({ avaliadoId: fc.integer({ min: 1, max: 6 }), avaliadorId: fc.integer({ min: 1, max: 6 }), papel })

/** A company: a tree of up to 5 areas (each area's mother has a smaller id), people 1..8 spread over them. */
const empresa = fc
  .record({
    maes: fc.array(fc.option(fc.nat(), { nil: null }), { minLength: 5, maxLength: 5 }),
    resp: fc.array(fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 2 }), { minLength: 5, maxLength: 5 }),
    coresp: fc.array(fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 2 }), { minLength: 5, maxLength: 5 }),
    areaDe: fc.array(fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }), { minLength: 8, maxLength: 8 }),
    ativo: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    permite: fc.boolean(),
    hierarquia: fc.boolean(),
  })
  .map((e) => {
    const areas: AreaGestores[] = e.maes.map((m, i) => ({ id: i + 1, areaMaeId: i === 0 || m === null ? null : (m % i) + 1, responsaveis: e.resp[i]!, coresponsaveis: e.coresp[i]! }))
    const pessoas: Pessoa[] = e.areaDe.map((a, i) => ({ id: i + 1, ativo: e.ativo[i]!, areaId: a }))
    const ctx: ContextoPapel = { permiteAutoAvaliacao: e.permite, consideraRespCorespHierarquia: e.hierarquia, areas }
    return { areas, pessoas, ctx }
  })

describe('regra do anonimato (spec 002 §5)', () => {
  it('sem pares: pelo menos 1 avaliado, anônima ou não', () => {
    expect(erroDeAnonimato(false, [])).toBe(SELECIONE_AVALIADO)
    expect(erroDeAnonimato(true, [])).toBe(SELECIONE_AVALIADO)
  })

  it('identificada: qualquer conjunto não vazio vale', () => {
    fc.assert(fc.property(fc.array(par, { minLength: 1 }), (ps) => erroDeAnonimato(false, ps) === undefined))
  })

  it('anônima: vale sse (fora as autoavaliações) há 2 avaliados ou 2 avaliadores, ou só há autoavaliações', () => {
    fc.assert(
      fc.property(fc.array(par, { minLength: 1, maxLength: 8 }), (ps) => {
        const outros = ps.filter((p) => p.papel !== PAPEL_AUTOAVALIACAO)
        const esperado = outros.length === 0 || new Set(outros.map((p) => p.avaliadoId)).size >= 2 || new Set(outros.map((p) => p.avaliadorId)).size >= 2
        expect(erroDeAnonimato(true, ps)).toBe(esperado ? undefined : ANONIMA_MINIMO_AVALIADORES)
      }),
    )
  })

  it('anônima com 1 avaliado e 1 avaliador é recusada; juntar um segundo avaliador ou avaliado a torna válida', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 51, max: 99 }), fc.integer({ min: 100, max: 200 }), (a, b, c) => {
        const um: Par = { avaliadoId: a, avaliadorId: b, papel: PAPEL_AVALIADOR }
        expect(erroDeAnonimato(true, [um])).toBe(ANONIMA_MINIMO_AVALIADORES)
        expect(erroDeAnonimato(true, [um, { ...um, avaliadorId: c }])).toBeUndefined()
        expect(erroDeAnonimato(true, [um, { ...um, avaliadoId: c }])).toBeUndefined()
        // A self-evaluation does not make the lone pair anonymous.
        expect(erroDeAnonimato(true, [um, { avaliadoId: a, avaliadorId: a, papel: PAPEL_AUTOAVALIACAO }])).toBe(ANONIMA_MINIMO_AVALIADORES)
      }),
    )
  })

  // A set of self-evaluations alone is valid, and one more evaluator then makes the lone pair: the property holds from
  // the first pair that is not a self-evaluation on.
  it('acrescentar pares nunca invalida um conjunto válido que já tem um par além das autoavaliações', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(par, { minLength: 1 }), fc.array(par), (anon, ps, mais) => {
        if (!ps.some((p) => p.papel !== PAPEL_AUTOAVALIACAO)) return true
        return erroDeAnonimato(anon, ps) !== undefined || erroDeAnonimato(anon, [...ps, ...mais]) === undefined
      }),
    )
  })
})

describe('regras dos papéis', () => {
  it('gestores: sem hierarquia só os responsáveis da própria área; com ela, um superconjunto que inclui os co-responsáveis e as áreas acima', () => {
    fc.assert(
      fc.property(empresa, fc.integer({ min: 1, max: 5 }), ({ areas }, areaId) => {
        const so = gestoresDaArea(areas, areaId, false)
        const todos = gestoresDaArea(areas, areaId, true)
        const area = areas[areaId - 1]!
        expect([...so].sort()).toEqual([...new Set(area.responsaveis)].sort())
        for (const g of so) expect(todos.has(g)).toBe(true)
        for (const c of area.coresponsaveis) expect(todos.has(c)).toBe(true)
        if (area.areaMaeId !== null) for (const g of gestoresDaArea(areas, area.areaMaeId, true)) expect(todos.has(g)).toBe(true)
      }),
    )
  })

  it('sem área, ninguém é gestor', () => {
    fc.assert(fc.property(empresa, fc.boolean(), ({ areas }, h) => gestoresDaArea(areas, null, h).size === 0))
  })

  it('autoavaliação: só a própria pessoa e só quando permitida; os demais papéis: pessoas diferentes; inativos recusados', () => {
    fc.assert(
      fc.property(empresa, par, ({ pessoas, ctx }, p) => {
        const a = pessoas[p.avaliadoId - 1]
        const b = pessoas[p.avaliadorId - 1]
        const erros = errosDoPar(p, a, b, ctx)
        const mensagens = erros.map((e) => e.message)
        if (!a!.ativo || !b!.ativo) expect(mensagens).toContain(TALENTO_INATIVO)
        if (p.papel === PAPEL_AUTOAVALIACAO && !ctx.permiteAutoAvaliacao) expect(mensagens).toContain(AUTOAVALIACAO_NAO_PERMITIDA)
        if (p.papel !== PAPEL_AUTOAVALIACAO && p.avaliadoId === p.avaliadorId) expect(mensagens).toContain(AVALIADO_IGUAL_AVALIADOR)
        if (p.papel === PAPEL_AVALIADOR && a!.ativo && b!.ativo) expect(erros.length === 0).toBe(p.avaliadoId !== p.avaliadorId)
        if (p.papel === PAPEL_AUTOAVALIACAO && a!.ativo && ctx.permiteAutoAvaliacao) expect(erros.length === 0).toBe(p.avaliadoId === p.avaliadorId)
      }),
    )
  })

  it('gestor, liderado e par seguem as áreas: L sse o avaliador gere a área do avaliado; A o inverso; P mesma área', () => {
    fc.assert(
      fc.property(empresa, fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 }), ({ pessoas, ctx }, x, y) => {
        fc.pre(x !== y)
        const a = { ...pessoas[x - 1]!, ativo: true }
        const b = { ...pessoas[y - 1]!, ativo: true }
        const ok = (papel: PapelAvaliador) => errosDoPar({ avaliadoId: x, avaliadorId: y, papel }, a, b, ctx)
        const gere = (quem: number, area: number | null) => gestoresDaArea(ctx.areas, area, ctx.consideraRespCorespHierarquia).has(quem)
        expect(ok(PAPEL_GESTOR).map((e) => e.message)).toEqual(gere(y, a.areaId) ? [] : [NAO_E_GESTOR])
        expect(ok(PAPEL_LIDERADO).map((e) => e.message)).toEqual(gere(x, b.areaId) ? [] : [NAO_E_LIDERADO])
        expect(ok(PAPEL_PAR).map((e) => e.message)).toEqual(a.areaId !== null && a.areaId === b.areaId ? [] : [NAO_E_PAR])
      }),
    )
  })
})

describe('proposta de pares por área e hierarquia', () => {
  it('todo par proposto passa nas regras, não repete nem existentes nem entre si, só dos avaliados e papéis pedidos, nunca R', () => {
    fc.assert(
      fc.property(
        empresa,
        fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 8 }),
        fc.subarray([PAPEL_AUTOAVALIACAO, PAPEL_GESTOR, PAPEL_LIDERADO, PAPEL_PAR, PAPEL_AVALIADOR] as PapelAvaliador[]),
        fc.array(fc.record({ avaliadoId: fc.integer({ min: 1, max: 8 }), avaliadorId: fc.integer({ min: 1, max: 8 }) }), { maxLength: 5 }),
        ({ pessoas, ctx }, avaliados, papeis, existentes) => {
          const propostos = proporPares(avaliados, papeis, pessoas, ctx, existentes)
          const chaves = propostos.map((p) => `${p.avaliadoId}:${p.avaliadorId}`)
          expect(new Set(chaves).size).toBe(chaves.length)
          for (const e of existentes) expect(chaves).not.toContain(`${e.avaliadoId}:${e.avaliadorId}`)
          for (const p of propostos) {
            expect(avaliados).toContain(p.avaliadoId)
            expect(papeis).toContain(p.papel)
            expect(p.papel).not.toBe(PAPEL_AVALIADOR)
            expect(errosDoPar(p, pessoas[p.avaliadoId - 1], pessoas[p.avaliadorId - 1], ctx)).toEqual([])
          }
        },
      ),
    )
  })

  it('propõe todos os gestores ativos da área do avaliado (L) e a autoavaliação quando permitida (U)', () => {
    fc.assert(
      fc.property(empresa, fc.integer({ min: 1, max: 8 }), ({ pessoas, ctx }, x) => {
        const a = pessoas[x - 1]!
        fc.pre(a.ativo)
        const propostos = proporPares([x], [PAPEL_AUTOAVALIACAO, PAPEL_GESTOR], pessoas, ctx)
        const gestores = [...gestoresDaArea(ctx.areas, a.areaId, ctx.consideraRespCorespHierarquia)].filter((g) => g !== x && pessoas[g - 1]!.ativo)
        expect(propostos.filter((p) => p.papel === PAPEL_GESTOR).map((p) => p.avaliadorId).sort()).toEqual(gestores.sort())
        expect(propostos.some((p) => p.papel === PAPEL_AUTOAVALIACAO)).toBe(ctx.permiteAutoAvaliacao)
      }),
    )
  })

  it('um exemplo: área mãe com responsável, filha com responsável e co-responsável', () => {
    const areas: AreaGestores[] = [
      { id: 1, areaMaeId: null, responsaveis: [1], coresponsaveis: [] },
      { id: 2, areaMaeId: 1, responsaveis: [2], coresponsaveis: [3] },
    ]
    const pessoas: Pessoa[] = [
      { id: 1, ativo: true, areaId: 1 },
      { id: 2, ativo: true, areaId: 2 },
      { id: 3, ativo: true, areaId: 2 },
      { id: 4, ativo: true, areaId: 2 },
      { id: 5, ativo: false, areaId: 2 },
    ]
    const base = { permiteAutoAvaliacao: true, areas }
    const semHierarquia = proporPares([4], [PAPEL_AUTOAVALIACAO, PAPEL_GESTOR, PAPEL_PAR], pessoas, { ...base, consideraRespCorespHierarquia: false })
    expect(semHierarquia).toEqual([
      { avaliadoId: 4, avaliadorId: 4, papel: PAPEL_AUTOAVALIACAO },
      { avaliadoId: 4, avaliadorId: 2, papel: PAPEL_GESTOR },
      { avaliadoId: 4, avaliadorId: 3, papel: PAPEL_PAR },
    ])
    const comHierarquia = proporPares([4], [PAPEL_GESTOR], pessoas, { ...base, consideraRespCorespHierarquia: true })
    expect(comHierarquia.map((p) => p.avaliadorId).sort()).toEqual([1, 2, 3])
    expect(proporPares([2], [PAPEL_LIDERADO], pessoas, { ...base, consideraRespCorespHierarquia: false }).map((p) => p.avaliadorId)).toEqual([3, 4])
  })
})
