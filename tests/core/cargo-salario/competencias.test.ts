import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  aderencia,
  aderenciaDireta,
  colunasDaMatriz,
  compararCompetencias,
  dadosRadar,
  dataEmVigor,
  niveisEmVigor,
  niveisSemPercentual,
  periodoDoHistorico,
  validarConfigCompetencias,
  validarConfigNiveis,
  type ConfigCompetenciaColaborador,
  type ConfigCompetenciaFaixa,
  type Nivel,
} from '../../../core/cargo-salario/competenciasRegras.ts'
import { podeDesenharRadar, PERCENTUAL_OBRIGATORIO, validarNivelCompetencia } from '../../../core/cargo-salario/niveisCompetencia.ts'

/** Levels 1..n with distinct ids, orders 1..n and optional minimum percentages. */
const niveisArb = fc
  .array(fc.option(fc.integer({ min: 0, max: 10_000 }).map((c) => c / 100), { nil: null }), { minLength: 1, maxLength: 5 })
  .map((ps): ReadonlyArray<Nivel> => ps.map((percentual, i) => ({ id: 10 + i, descricao: `N${i + 1}`, ordem: i + 1, percentual })))

const dataArb = fc.integer({ min: 0, max: 3000 }).map((d) => new Date(Date.UTC(2020, 0, 1) + d * 86_400_000).toISOString().slice(0, 10))

/** A range's requirements and an employee's levels over competencies 1..6, levels from `niveis`. */
const cenarioArb = niveisArb.chain((niveis) => {
  const nivel = fc.constantFrom(...niveis.map((n) => n.id))
  const competencias = fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 6 })
  return fc.record({
    niveis: fc.constant(niveis),
    exigidas: competencias.chain((ids) => fc.tuple(...ids.map((competenciaId) => fc.record({ competenciaId: fc.constant(competenciaId), competenciaPeso: fc.integer({ min: 1, max: 5 }), nivelCompetenciaId: nivel })))),
    talento: competencias.chain((ids) => fc.tuple(...ids.map((competenciaId) => fc.record({ competenciaId: fc.constant(competenciaId), nivelCompetenciaId: nivel })))),
  })
})
const comparar = (c: { niveis: ReadonlyArray<Nivel>; exigidas: ReadonlyArray<ConfigCompetenciaFaixa>; talento: ReadonlyArray<ConfigCompetenciaColaborador> }) =>
  compararCompetencias({ exigidas: c.exigidas, niveisFaixa: c.niveis, talento: c.talento, niveisTalento: c.niveis })

describe('níveis em vigor e o histórico datado', () => {
  it('com histórico: só os níveis dele, com o peso e o percentual dele; sem: todos os registrados; por peso', () => {
    fc.assert(
      fc.property(niveisArb, fc.array(fc.record({ i: fc.nat(), ordem: fc.integer({ min: 0, max: 99 }), percentual: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }) }), { maxLength: 5 }), (niveis, escolhas) => {
        const linhas = [...new Map(escolhas.map((e) => [niveis[e.i % niveis.length]!.id, { nivelCompetenciaId: niveis[e.i % niveis.length]!.id, ordem: e.ordem, percentual: e.percentual }])).values()]
        const emVigor = niveisEmVigor(niveis, { configHistoricosNiveis: linhas })
        expect(emVigor.map((n) => n.id).sort()).toEqual(linhas.map((l) => l.nivelCompetenciaId).sort())
        for (const n of emVigor) {
          const l = linhas.find((x) => x.nivelCompetenciaId === n.id)!
          expect([n.ordem, n.percentual]).toEqual([l.ordem, l.percentual])
        }
        expect(emVigor.map((n) => n.ordem)).toEqual([...emVigor.map((n) => n.ordem)].sort((a, b) => a - b))
        expect(niveisEmVigor(niveis).map((n) => n.id)).toEqual(niveis.map((n) => n.id))
        expect(niveisSemPercentual(emVigor).every((n) => n.percentual === null)).toBe(true)
      }),
    )
  })

  it('o histórico em vigor num dia é o de período [data, próxima data) que contém o dia', () => {
    fc.assert(
      fc.property(fc.uniqueArray(dataArb, { minLength: 1, maxLength: 6 }), dataArb, (datas, dia) => {
        const vigente = dataEmVigor(datas, dia)
        for (const d of datas) {
          const { de, ate } = periodoDoHistorico(d, datas.filter((x) => x !== d))
          expect(vigente === d).toBe(dia >= de && (ate === undefined || dia < ate))
        }
        if (vigente === undefined) expect(datas.every((d) => d > dia)).toBe(true)
      }),
    )
  })
})

describe('a grade dos níveis (§2, §5, §9)', () => {
  it('percentual obrigatório se e só se considerado ou exigido pelos comportamentos; cada linha com as regras do nível', () => {
    const linha = fc.record({
      nivelCompetenciaId: fc.integer({ min: 1, max: 1000 }),
      ordem: fc.option(fc.integer({ min: -5, max: 200_000 }), { nil: undefined }),
      percentual: fc.option(fc.integer({ min: -100, max: 11_000 }).map((c) => c / 100), { nil: undefined }),
    })
    fc.assert(
      fc.property(fc.uniqueArray(linha, { selector: (l) => l.nivelCompetenciaId, minLength: 1, maxLength: 6 }), fc.boolean(), fc.boolean(), (linhas, considerar, obrigar) => {
        const erros = validarConfigNiveis({ considerarPercentualMinimo: considerar, configHistoricosNiveis: linhas }, obrigar)
        const esperados = linhas.flatMap((l, i) => validarNivelCompetencia(l, { considerarPercentualMinimo: considerar || obrigar, exigirDescricao: false, prefixo: `configHistoricosNiveis.${i}.` }))
        expect(erros).toEqual(esperados)
        const faltaPercentual = linhas.some((l) => l.percentual === undefined)
        expect(erros.some((e) => e.message === PERCENTUAL_OBRIGATORIO)).toBe(faltaPercentual && (considerar || obrigar))
      }),
    )
    expect(validarConfigNiveis({ configHistoricosNiveis: [] })).toEqual([{ field: 'configHistoricosNiveis', message: 'Selecione ao menos um nível de competência' }])
  })

  it('competências: ao menos uma, cada uma uma vez, nível entre os em vigor', () => {
    fc.assert(
      fc.property(niveisArb, fc.array(fc.record({ competenciaId: fc.integer({ min: 1, max: 4 }), nivelCompetenciaId: fc.integer({ min: 9, max: 16 }) }), { minLength: 1, maxLength: 6 }), (niveis, linhas) => {
        const erros = validarConfigCompetencias(linhas, niveis)
        linhas.forEach((l, i) => {
          const repetida = linhas.slice(0, i).some((x) => x.competenciaId === l.competenciaId)
          expect(erros.some((e) => e.field === `configsNiveisCompetencias.${i}.competenciaId`)).toBe(repetida)
          expect(erros.some((e) => e.field === `configsNiveisCompetencias.${i}.nivelCompetenciaId`)).toBe(!niveis.some((n) => n.id === l.nivelCompetenciaId))
        })
      }),
    )
    expect(validarConfigCompetencias([])).toEqual([{ field: 'configsNiveisCompetencias', message: 'Selecione ao menos uma competência' }])
  })
})

describe('talento contra o exigido pela faixa', () => {
  it('atende quando o peso do nível do talento alcança o do exigido; as exigidas primeiro, depois as só do talento', () => {
    fc.assert(
      fc.property(cenarioArb, (c) => {
        const r = comparar(c)
        const ordem = new Map(c.niveis.map((n) => [n.id, n.ordem]))
        const exigidas = new Set(c.exigidas.map((x) => x.competenciaId))
        expect(r.map((x) => x.competenciaId)).toEqual([...c.exigidas.map((x) => x.competenciaId), ...c.talento.filter((t) => !exigidas.has(t.competenciaId)).map((t) => t.competenciaId)])
        for (const x of r) {
          const e = c.exigidas.find((y) => y.competenciaId === x.competenciaId)
          const t = c.talento.find((y) => y.competenciaId === x.competenciaId)
          const esperada = !e ? 'NAO_EXIGIDO' : !t ? 'NAO_AVALIADO' : ordem.get(t.nivelCompetenciaId)! >= ordem.get(e.nivelCompetenciaId)! ? 'ATENDE' : 'ABAIXO'
          expect(x.situacao).toBe(esperada)
        }
      }),
    )
  })

  it('aderência: entre 0 e 100, 100 só quando atende a tudo, e não cai quando o talento sobe de nível', () => {
    fc.assert(
      fc.property(cenarioArb, fc.nat(), (c, k) => {
        const r = comparar(c)
        const a = aderencia(r)
        if (!c.exigidas.length) {
          expect(a).toBeNull()
          return
        }
        expect(a).not.toBeNull()
        expect(a!).toBeGreaterThanOrEqual(0)
        expect(a!).toBeLessThanOrEqual(100)
        expect(a === 100).toBe(r.filter((x) => x.situacao !== 'NAO_EXIGIDO').every((x) => x.situacao === 'ATENDE'))
        if (!c.talento.length) return
        const i = k % c.talento.length
        const melhor = c.niveis.at(-1)!.id
        const subiu = comparar({ ...c, talento: c.talento.map((t, j) => (j === i ? { ...t, nivelCompetenciaId: melhor } : t)) })
        expect(aderencia(subiu)!).toBeGreaterThanOrEqual(a!)
      }),
    )
  })
})

describe('radar (talento × faixa; eixo de 0 ao maior peso, passo 1; nada a desenhar com um lado vazio)', () => {
  it('um eixo por competência comparada; os pesos dos níveis, 0 onde não há; um lado sem registro fica vazio', () => {
    fc.assert(
      fc.property(cenarioArb, (c) => {
        const r = comparar(c)
        const nomes = new Map(r.map((x) => [x.competenciaId, `C${x.competenciaId}`]))
        const d = dadosRadar(r, nomes, c.niveis)
        expect(d.labels).toEqual(r.map((x) => `C${x.competenciaId}`))
        expect(d.competenciasColaborador).toEqual(c.talento.length ? r.map((x) => x.ordemTalento ?? 0) : [])
        expect(d.competenciasFaixaSalariais).toEqual(c.exigidas.length ? r.map((x) => x.ordemExigida ?? 0) : [])
        expect(d.eixo).toEqual({ min: 0, max: Math.max(...c.niveis.map((n) => n.ordem)), passo: 1 })
        for (const v of [...d.competenciasColaborador, ...d.competenciasFaixaSalariais]) expect(v).toBeLessThanOrEqual(d.eixo.max)
        expect(podeDesenharRadar(d)).toBe(c.talento.length > 0 && c.exigidas.length > 0)
      }),
    )
  })
})

describe('matriz: colunas das competências', () => {
  it('títulos distintos, conhecimentos, habilidades e atitudes nessa ordem', () => {
    const celula = fc.record({
      competenciaId: fc.integer({ min: 1, max: 8 }),
      tipo: fc.constantFrom('C', 'H', 'A'),
      competencia: fc.constantFrom('Comunicação', 'Liderança', 'Excel'),
    })
    fc.assert(
      fc.property(fc.uniqueArray(celula, { selector: (x) => x.competenciaId, maxLength: 8 }), (itens) => {
        const celulas = itens.map((x) => ({ ...x, colaboradorId: 1, nivelTalento: null, nivelExigido: null, situacao: 'NAO_AVALIADO' as const }))
        const cols = colunasDaMatriz(celulas)
        expect(new Set(cols.map((x) => x.titulo)).size).toBe(cols.length)
        expect(cols.map((x) => x.competenciaId).sort()).toEqual(itens.map((x) => x.competenciaId).sort())
        const tipos = cols.map((x) => itens.find((i) => i.competenciaId === x.competenciaId)!.tipo)
        expect(tipos.map((t) => 'CHA'.indexOf(t))).toEqual([...tipos.map((t) => 'CHA'.indexOf(t))].sort())
      }),
    )
  })
})

describe('aderenciaDireta: the adherence without building the comparison', () => {
  const nivel = fc.record({ id: fc.integer({ min: 1, max: 8 }), ordem: fc.integer({ min: 0, max: 6 }) })
  const niveis = fc.uniqueArray(nivel, { selector: (n) => n.id, maxLength: 6 }).map((ns) => ns.map((n) => ({ ...n, descricao: `N${n.id}`, percentual: null })))
  const exigida = fc.record({ competenciaId: fc.integer({ min: 1, max: 6 }), competenciaPeso: fc.integer({ min: 0, max: 5 }), nivelCompetenciaId: fc.integer({ min: 1, max: 9 }) })
  const dado = fc.record({ competenciaId: fc.integer({ min: 1, max: 7 }), nivelCompetenciaId: fc.integer({ min: 1, max: 9 }) })
  it('equals aderencia(compararCompetencias(…)) for any levels, requirements and levels given (repeats and unknown ids too)', () => {
    fc.assert(
      fc.property(fc.array(exigida, { maxLength: 8 }), niveis, niveis, fc.array(dado, { maxLength: 8 }), (exigidas, niveisFaixa, niveisTalento, talento) => {
        const e = { exigidas, niveisFaixa, talento, niveisTalento }
        expect(aderenciaDireta(e)).toBe(aderencia(compararCompetencias(e)))
      }),
      { numRuns: 5000 },
    )
  })
})
