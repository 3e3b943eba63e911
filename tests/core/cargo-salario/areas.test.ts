import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { NoArea } from '../../../core/cargo-salario/areasDados.ts'
import {
  ancestrais,
  CAMPOS_DA_FOLHA,
  comDescendentes,
  criaCiclo,
  errosDaArea,
  errosDaAreaIntegrada,
  motivoStatusBloqueado,
  TEXTO_FILHAS_ATIVAS,
  TEXTO_INTEGRADA,
  TEXTO_NAO_EDITAVEL,
  type No,
} from '../../../core/cargo-salario/areasRegras.ts'
import { montarOrganograma, type NoOrganograma } from '../../../core/cargo-salario/organograma.ts'

/** A valid tree of n areas: each hangs from an earlier one or none; active only under an active parent. */
const arvore = fc.array(fc.tuple(fc.nat(), fc.boolean()), { minLength: 1, maxLength: 25 }).map((xs) => {
  const areas: No[] = []
  xs.forEach(([m, ativo], i) => {
    const mae = i > 0 && m % (i + 1) < i ? areas[m % (i + 1)]! : undefined
    areas.push({ id: i + 1, areaMaeId: mae?.id ?? null, ativo: ativo && (!mae || mae.ativo) })
  })
  return areas
})

const operacoes = fc.array(
  fc.oneof(
    fc.record({ tipo: fc.constant('mover' as const), id: fc.integer({ min: 1, max: 25 }), mae: fc.option(fc.integer({ min: 1, max: 25 }), { nil: null }) }),
    fc.record({ tipo: fc.constant('ativo' as const), id: fc.integer({ min: 1, max: 25 }), ativo: fc.boolean() }),
  ),
  { maxLength: 60 },
)

const semCiclo = (areas: ReadonlyArray<No>) => {
  const porId = new Map(areas.map((a) => [a.id, a]))
  return areas.every((a) => {
    let passos = 0
    let atual: number | null = a.areaMaeId
    while (atual !== null && passos <= areas.length) {
      atual = porId.get(atual)?.areaMaeId ?? null
      passos++
    }
    return atual === null
  })
}
const ativaSobInativa = (areas: ReadonlyArray<No>) => {
  const porId = new Map(areas.map((a) => [a.id, a]))
  return areas.some((a) => a.ativo && a.areaMaeId !== null && porId.get(a.areaMaeId)?.ativo === false)
}

describe('regras da árvore de áreas (spec 001 §4)', () => {
  it('nenhuma sequência de mudanças aceitas forma ciclo ou deixa área ativa sob mãe inativa', () => {
    fc.assert(
      fc.property(arvore, operacoes, fc.array(fc.integer({ min: 1, max: 25 }), { maxLength: 5 }), (inicial, ops, emHistorico) => {
        let areas = inicial
        for (const op of ops) {
          const atual = areas.find((a) => a.id === op.id)
          if (!atual) continue
          const nova = op.tipo === 'mover' ? { ...atual, areaMaeId: op.mae !== null && areas.some((a) => a.id === op.mae) ? op.mae : null } : { ...atual, ativo: op.ativo }
          const erros = errosDaArea(areas, nova, emHistorico.includes(op.id))
          if (erros.length) {
            // A refused move of an area in a history is refused for that reason, and nothing changes.
            if (op.tipo === 'mover' && emHistorico.includes(op.id) && nova.areaMaeId !== atual.areaMaeId) expect(erros[0]!.message).toBe(TEXTO_NAO_EDITAVEL)
            continue
          }
          areas = areas.map((a) => (a.id === op.id ? nova : a))
          expect(semCiclo(areas)).toBe(true)
          expect(ativaSobInativa(areas)).toBe(false)
        }
      }),
    )
  })

  it('criaCiclo: a nova mãe é a própria área ou uma de baixo dela', () => {
    fc.assert(
      fc.property(arvore, fc.nat(), fc.nat(), (areas, i, j) => {
        const a = areas[i % areas.length]!
        const mae = areas[j % areas.length]!
        const porId = new Map(areas.map((x) => [x.id, x]))
        expect(criaCiclo(porId, a.id, mae.id)).toBe(comDescendentes(areas, [a.id]).has(mae.id))
        expect(criaCiclo(porId, a.id, null)).toBe(false)
      }),
    )
  })

  it('comDescendentes é fechado para as filhas e contém as raízes; ancestrais termina mesmo num ciclo', () => {
    fc.assert(
      fc.property(arvore, fc.array(fc.nat(), { maxLength: 3 }), (areas, is) => {
        const raizes = is.map((i) => areas[i % areas.length]!.id)
        const d = comDescendentes(areas, raizes)
        raizes.forEach((r) => expect(d.has(r)).toBe(true))
        areas.forEach((a) => {
          if (a.areaMaeId !== null && d.has(a.areaMaeId)) expect(d.has(a.id)).toBe(true)
        })
      }),
    )
    const quebrada = new Map<number, No>([
      [1, { id: 1, areaMaeId: 2, ativo: true }],
      [2, { id: 2, areaMaeId: 1, ativo: true }],
    ])
    expect(ancestrais(quebrada, 1)).toEqual([2])
  })

  it('desativar com filhas ativas: o texto da dica', () => {
    const areas: No[] = [
      { id: 1, areaMaeId: null, ativo: true },
      { id: 2, areaMaeId: 1, ativo: true },
    ]
    expect(motivoStatusBloqueado(areas[0]!, new Map(areas.map((a) => [a.id, a])), areas)).toBe(TEXTO_FILHAS_ATIVAS)
    expect(errosDaArea(areas, { id: 1, areaMaeId: null, ativo: false }, false)).toEqual([{ field: 'ativo', message: TEXTO_FILHAS_ATIVAS }])
  })
})

describe('organograma', () => {
  const comoNoArea = (a: No, exibir: boolean): NoArea => ({ ...a, empresaId: 1, nome: `Área ${a.id}`, exibirOrganograma: exibir, responsaveis: [], coresponsaveis: [] })
  const todos = (nos: ReadonlyArray<NoOrganograma>): NoOrganograma[] => nos.flatMap((n) => [n, ...todos(n.filhas)])

  it('cada área exibida aparece uma vez; talentosComFilhas soma a área e todas as de baixo', () => {
    fc.assert(
      fc.property(arvore, fc.array(fc.boolean(), { minLength: 25, maxLength: 25 }), fc.array(fc.nat({ max: 9 }), { minLength: 25, maxLength: 25 }), (base, exibir, contagens) => {
        const areas = base.map((a, i) => comoNoArea(a, exibir[i]!))
        const ativos = new Map(areas.map((a, i) => [a.id, contagens[i]!]))
        const nos = todos(montarOrganograma(areas, ativos, new Map()))
        expect(nos.map((n) => n.id).sort((x, y) => x - y)).toEqual(areas.filter((a) => a.exibirOrganograma).map((a) => a.id))
        for (const n of nos) {
          const soma = [...comDescendentes(areas, [n.id])].reduce((s, id) => s + (ativos.get(id) ?? 0), 0)
          expect(n.talentosComFilhas).toBe(soma)
          expect(n.talentos).toBe(ativos.get(n.id))
        }
      }),
    )
  })

  it('filtros: área raiz, ativa e o escopo do gestor', () => {
    const areas = [
      comoNoArea({ id: 1, areaMaeId: null, ativo: true }, true),
      comoNoArea({ id: 2, areaMaeId: 1, ativo: true }, true),
      comoNoArea({ id: 3, areaMaeId: 2, ativo: false }, true),
      comoNoArea({ id: 4, areaMaeId: 1, ativo: true }, true),
    ]
    expect(montarOrganograma(areas, new Map(), new Map(), { areaOrganizacionalId: 2 }).map((n) => n.id)).toEqual([2])
    expect(todos(montarOrganograma(areas, new Map(), new Map(), { ativa: true })).map((n) => n.id).sort()).toEqual([1, 2, 4])
    expect(montarOrganograma(areas, new Map(), new Map(), { visiveis: [2, 3] }).map((n) => n.id)).toEqual([2])
    expect(montarOrganograma(areas, new Map(), new Map(), { visiveis: [] })).toEqual([])
  })
})

describe('empresa integrada à folha (spec 001 §4)', () => {
  it('recusa, campo a campo, só a mudança de nome, área mãe e código da folha', () => {
    const valor = fc.option(fc.oneof(fc.string({ maxLength: 4 }), fc.integer({ min: 1, max: 5 })), { nil: null })
    const area = fc.record({ nome: valor, areaMaeId: valor, codigoAC: valor, email: valor, ativo: fc.boolean() })
    fc.assert(
      fc.property(area, area, (atual, nova) => {
        const erros = errosDaAreaIntegrada(atual, nova)
        expect(erros.map((e) => e.field)).toEqual(CAMPOS_DA_FOLHA.filter((k) => atual[k] !== nova[k]))
        expect(erros.every((e) => e.message === TEXTO_INTEGRADA)).toBe(true)
      }),
    )
    expect(errosDaAreaIntegrada({ nome: 'Vendas', codigoAC: null }, { nome: 'Vendas' })).toEqual([])
  })
})
