import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  campoPapel,
  consultaComparativoPerformance,
  consultaResultadoAgrupadoFaixa,
  consultaResultadoAvaliacao,
  linhasComparativo,
  linhasPorFaixaDetalhado,
  linhasPorFaixaResumido,
  linhasResultadoAvaliacao,
  mediaDasLinhas,
  ORDEM_PAPEIS,
  SEM_AREA,
  SEM_FAIXA,
  type AvaliacaoComResultados,
  type ResultadoLido,
} from '../../../core/avaliacao/relatorios/resultado-avaliacao.ts'
import { POUCAS_RESPOSTAS_ANONIMA } from '../../../core/avaliacao/resultados.ts'
import type { Linha } from '../../../core/shared/consulta.ts'

/**
 * The pure steps of the evaluation result reports: rows from the results use case's figures. Hidden evaluated never
 * carry a figure; a range's means are the means of its shown evaluated (and an evaluation's total the mean of all its
 * shown evaluated); the variation is the difference of a talent's consecutive rows; empty columns are left out.
 */

const pctOuNulo = fc.option(fc.integer({ min: 0, max: 10_000 }).map((x) => x / 100), { nil: null })
const FIGURAS = ['respostas', 'questionario', 'competencias', 'geral', 'variacao', ...ORDEM_PAPEIS.map(campoPapel)]

const resultado = (avaliadoId: number): fc.Arbitrary<ResultadoLido> =>
  fc
    .record({
      nome: fc.constantFrom('Ana', 'Bruno', 'Carla', 'Davi'),
      faixaSalarialId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      areaOrganizacionalId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      exibir: fc.boolean(),
      respostas: fc.integer({ min: 0, max: 6 }),
      questionario: pctOuNulo,
      competencias: pctOuNulo,
      geral: pctOuNulo,
      papeis: fc.subarray([...ORDEM_PAPEIS]).chain((gs) => fc.tuple(...gs.map((g) => pctOuNulo.map((q) => ({ papel: g, questionario: q }))))),
    })
    .map((x) => ({
      avaliadoId,
      nome: x.nome,
      cargo: x.faixaSalarialId === null ? null : `Cargo ${x.faixaSalarialId}`,
      faixaSalarialId: x.faixaSalarialId,
      faixa: x.faixaSalarialId === null ? null : `Faixa ${x.faixaSalarialId}`,
      areaOrganizacionalId: x.areaOrganizacionalId,
      area: x.areaOrganizacionalId === null ? null : `Área ${x.areaOrganizacionalId}`,
      ...(x.exibir
        ? { exibir: true, mensagem: null, respostas: x.respostas, questionario: x.questionario, competencias: x.competencias, geral: x.geral, papeis: x.papeis }
        : { exibir: false, mensagem: POUCAS_RESPOSTAS_ANONIMA, respostas: x.respostas, questionario: null, competencias: null, geral: null, papeis: [] }),
    }))

/** An evaluation with some of the evaluated 1..6. */
const avaliacao = (id: number) =>
  fc
    .record({ ids: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 6 }), data: fc.constantFrom('2098-06-30', '2099-06-30', '2099-12-31'), anonima: fc.boolean() })
    .chain(({ ids, data, anonima }) =>
      fc.tuple(...ids.map(resultado)).map((resultados): AvaliacaoComResultados => ({ avaliacao: { id, titulo: `Avaliação ${id}`, data, anonima }, resultados })),
    )
const avaliacoes = fc.integer({ min: 1, max: 4 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => avaliacao(i + 1))))

const mediaDe = (xs: ReadonlyArray<number | null>) => {
  const vs = xs.filter((v): v is number => v !== null)
  return vs.length ? vs.reduce((a, b) => a + b, 0) / vs.length : null
}
const perto = (a: number | null, b: number | null) => (a === null || b === null ? expect(a).toBe(b) : expect(Math.abs(a - b)).toBeLessThanOrEqual(0.011))
const semFigura = (l: Linha) => FIGURAS.every((c) => l[c] === null || l[c] === undefined)

describe('relatórios de resultado da avaliação: regras puras', () => {
  it('um avaliado com resultado oculto nunca traz número, só a observação; os outros não trazem observação', () => {
    fc.assert(
      fc.property(avaliacoes, fc.uniqueArray(fc.integer({ min: 1, max: 6 })), (xs, talentos) => {
        const ocultos = new Set(xs.flatMap((a) => a.resultados.filter((r) => !r.exibir).map((r) => `${a.avaliacao.titulo}|${r.avaliadoId}`)))
        const chave = (l: Linha, titulo: unknown) => `${String(titulo).replace(/ \(\d\d\/\d\d\/\d{4}\)$/, '')}|${String(l['avaliadoId'])}`
        const linhas = [
          ...xs.flatMap((a) => linhasResultadoAvaliacao(a, []).map((l) => [l, chave(l, l['avaliacao'])] as const)),
          ...linhasPorFaixaDetalhado(xs).map((l) => [l, chave(l, l['avaliacao'])] as const),
          ...linhasComparativo(xs, talentos).map((l) => [l, chave(l, l['avaliacao'])] as const),
        ]
        for (const [l, k] of linhas) {
          if (ocultos.has(k)) {
            expect(semFigura(l)).toBe(true)
            expect(l['observacao']).toBe(POUCAS_RESPOSTAS_ANONIMA)
          } else expect(l['observacao']).toBeNull()
        }
        // A range's summary counts the hidden, never their figures.
        for (const l of linhasPorFaixaResumido(xs)) expect(Number(l['comResultado'])).toBeLessThanOrEqual(Number(l['avaliados']))
      }),
    )
  })

  it('por faixa: a média de cada faixa é a dos seus avaliados com resultado; o total da avaliação é a dos seus avaliados', () => {
    fc.assert(
      fc.property(avaliacoes, (xs) => {
        const resumo = linhasPorFaixaResumido(xs)
        const detalhe = linhasPorFaixaDetalhado(xs)
        expect(resumo.reduce((s, l) => s + Number(l['avaliados']), 0)).toBe(detalhe.length)
        for (const a of xs) {
          const titulo = `${a.avaliacao.titulo} (${a.avaliacao.data.split('-').reverse().join('/')})`
          const doResumo = resumo.filter((l) => l['avaliacao'] === titulo)
          const doDetalhe = detalhe.filter((l) => l['avaliacao'] === titulo)
          for (const c of ['questionario', 'competencias', 'geral']) {
            // Group total (weighted by the rows' counts) = mean of the evaluation's rows = mean of its shown evaluated.
            perto(mediaDasLinhas(doResumo, c), mediaDasLinhas(doDetalhe, c))
            perto(mediaDasLinhas(doDetalhe, c), mediaDe(a.resultados.filter((r) => r.exibir).map((r) => r[c as 'geral'])))
            for (const l of doResumo) {
              const daFaixa = a.resultados.filter((r) => (r.faixaSalarialId === null ? SEM_FAIXA : `Cargo ${r.faixaSalarialId} — Faixa ${r.faixaSalarialId}`) === l['cargoFaixa'])
              expect(l['avaliados']).toBe(daFaixa.length)
              expect(l['comResultado']).toBe(daFaixa.filter((r) => r.exibir).length)
              perto(l[c] as number | null, mediaDe(daFaixa.filter((r) => r.exibir).map((r) => r[c as 'geral'])))
            }
          }
          // The detail groups follow each other (the engine groups consecutive rows).
          const grupos = doDetalhe.map((l) => String(l['grupo']))
          expect(new Set(grupos).size).toBe(grupos.filter((g, i) => g !== grupos[i - 1]).length)
        }
      }),
    )
  })

  it('comparativo: por talento em ordem de data; a variação é a diferença de linhas consecutivas', () => {
    fc.assert(
      fc.property(avaliacoes, fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1 }), (xs, talentos) => {
        const linhas = linhasComparativo(xs, talentos)
        const esperadas = xs.reduce((s, a) => s + a.resultados.filter((r) => talentos.includes(r.avaliadoId)).length, 0)
        expect(linhas).toHaveLength(esperadas)
        const porTalento = new Map<number, Linha[]>()
        for (const l of linhas) porTalento.set(Number(l['avaliadoId']), [...(porTalento.get(Number(l['avaliadoId'])) ?? []), l])
        for (const ls of porTalento.values()) {
          ls.forEach((l, i) => {
            const ant = ls[i - 1]
            if (ant) expect(String(ant['data']) <= String(l['data'])).toBe(true)
            const g = l['geral']
            const ga = ant?.['geral']
            if (ant && typeof g === 'number' && typeof ga === 'number') perto(l['variacao'] as number, g - ga)
            else expect(l['variacao']).toBeNull()
          })
        }
        // One group per talent: their rows follow each other.
        const ordem = linhas.map((l) => Number(l['avaliadoId']))
        expect(ordem.filter((x, i) => x !== ordem[i - 1])).toHaveLength(porTalento.size)
      }),
    )
  })

  it('resultado da avaliação: só as áreas escolhidas, agrupadas por área; colunas vazias saem e os papéis entram no Detalhado', () => {
    fc.assert(
      fc.property(avaliacao(1), fc.uniqueArray(fc.integer({ min: 1, max: 3 })), fc.constantFrom('R' as const, 'D' as const), (a, areas, tipo) => {
        const linhas = linhasResultadoAvaliacao(a, areas)
        const dentro = a.resultados.filter((r) => !areas.length || (r.areaOrganizacionalId !== null && areas.includes(r.areaOrganizacionalId)))
        expect(linhas).toHaveLength(dentro.length)
        const blocos = linhas.map((l) => l['area'])
        expect(new Set(blocos).size).toBe(blocos.filter((g, i) => g !== blocos[i - 1]).length)
        if (blocos.includes(SEM_AREA)) expect(blocos.at(-1)).toBe(SEM_AREA)
        const campos = consultaResultadoAvaliacao.colunas({ avaliacaoId: 1, areasOrganizacionaisIds: areas, tipo }, linhas).map((c) => c.campo)
        for (const c of ['questionario', 'competencias', 'geral', ...ORDEM_PAPEIS.map(campoPapel)])
          expect(campos.includes(c)).toBe((tipo === 'D' || !c.startsWith('papel')) && linhas.some((l) => typeof l[c] === 'number'))
        // Totals: how many talents and the mean of each percentage over the rows that have one.
        const t = consultaResultadoAvaliacao.totalizar!(linhas, { avaliacaoId: 1, areasOrganizacionaisIds: areas, tipo })
        expect(t['nome']).toBe(linhas.length)
        perto(t['geral'] as number | null, mediaDe(linhas.map((l) => l['geral'] as number | null)))
      }),
    )
  })

  it('os filtros sem linhas ainda têm colunas (a tela desenha antes de consultar)', () => {
    expect(consultaResultadoAgrupadoFaixa.colunas({ avaliacoesDesempenhosIds: [1], tipo: 'R' }).map((c) => c.titulo)).toEqual([
      'Cargo — Faixa Salarial',
      'Avaliados',
      'Com resultado',
      'Questionário (%)',
      'Competências (%)',
      'Geral (%)',
    ])
    expect(consultaComparativoPerformance.colunas({ talentoIds: [1], avaliacoesDesempenhosIds: [1] }).map((c) => c.campo)).toEqual([
      'avaliacao',
      'data',
      'questionario',
      'competencias',
      'geral',
      'variacao',
      'observacao',
    ])
  })
})
