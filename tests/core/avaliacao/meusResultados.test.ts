import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { resultadoVisivelAoAvaliado, visaoDoAvaliado } from '../../../core/avaliacao/meusResultados.ts'
import type { ResultadoDetalhado } from '../../../core/avaliacao/resultadosCasos.ts'

const pct = fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null })
const papel = fc.record({ papel: fc.constantFrom('U', 'L', 'P', 'A', 'R', 'D'), nome: fc.string(), quantidade: fc.nat(9), questionario: pct, competencias: pct })
const detalhado: fc.Arbitrary<ResultadoDetalhado> = fc.record({
  avaliacaoDesempenhoId: fc.nat(),
  titulo: fc.string(),
  data: fc.constant('2026-06-30'),
  anonima: fc.boolean(),
  avaliarSomenteCompetencias: fc.boolean(),
  exibeResultadoAutoAvaliacao: fc.boolean(),
  exibirPerformanceProfissional: fc.boolean(),
  avaliado: fc.record({
    avaliadoId: fc.nat(),
    nome: fc.string(),
    cargo: fc.constant(null),
    fotoUrl: fc.constant(null),
    respostas: fc.nat(9),
    exibir: fc.boolean(),
    mensagem: fc.constant(null),
    questionario: pct,
    competencias: pct,
    geral: pct,
    papeis: fc.uniqueArray(papel, { selector: (p) => p.papel }),
  }),
  perguntas: fc.array(fc.record({ id: fc.nat(), ordem: fc.nat(), texto: fc.string(), aspecto: fc.constant(null), percentual: pct, mediaNota: pct }), { maxLength: 3 }),
  aspectos: fc.array(fc.record({ nome: fc.string(), percentual: pct }), { maxLength: 3 }),
  competencias: fc.array(fc.record({ competenciaId: fc.nat(), competencia: fc.string(), peso: pct, ordemExigida: pct, ordemMedia: pct, atende: fc.option(fc.boolean(), { nil: null }) }), { maxLength: 3 }),
  radar: fc.record({
    labels: fc.array(fc.string(), { maxLength: 3 }),
    competenciasColaborador: fc.array(fc.nat(5), { maxLength: 3 }),
    competenciasFaixaSalariais: fc.array(fc.nat(5), { maxLength: 3 }),
    eixo: fc.record({ min: fc.constant(0 as const), max: fc.nat(5), passo: fc.constant(1 as const) }),
  }),
})
const flags = fc.record({ exibeResultadoAutoAvaliacao: fc.boolean(), exibirPerformanceProfissional: fc.boolean() })

describe('meus resultados: what the evaluated sees of their own result', () => {
  it('the self line only with exibeResultadoAutoAvaliacao; the others only with exibirPerformanceProfissional', () => {
    fc.assert(
      fc.property(detalhado, flags, (r, f) => {
        const v = visaoDoAvaliado(r, f)
        const papeis = v.avaliado.papeis.map((p) => p.papel)
        if (!f.exibeResultadoAutoAvaliacao) expect(papeis).not.toContain('U')
        if (!f.exibirPerformanceProfissional) expect(papeis.every((p) => p === 'U')).toBe(true)
        // Nothing is invented: every line shown is HR's line as it was.
        for (const p of v.avaliado.papeis) expect(r.avaliado.papeis).toContainEqual(p)
      }),
    )
  })

  it('without exibirPerformanceProfissional: no overall, no questions, aspects, competencies or radar of others', () => {
    fc.assert(
      fc.property(detalhado, fc.boolean(), (r, auto) => {
        const v = visaoDoAvaliado(r, { exibeResultadoAutoAvaliacao: auto, exibirPerformanceProfissional: false })
        expect([v.avaliado.geral, v.avaliado.questionario, v.avaliado.competencias]).toEqual([null, null, null])
        expect([v.perguntas, v.aspectos, v.competencias, v.radar.competenciasColaborador, v.radar.competenciasFaixaSalariais]).toEqual([[], [], [], [], []])
      }),
    )
  })

  it('with exibirPerformanceProfissional, HR’s figures unchanged', () => {
    fc.assert(
      fc.property(detalhado, fc.boolean(), (r, auto) => {
        const v = visaoDoAvaliado(r, { exibeResultadoAutoAvaliacao: auto, exibirPerformanceProfissional: true })
        expect({ ...v, avaliado: { ...v.avaliado, papeis: [] } }).toEqual({ ...r, avaliado: { ...r.avaliado, papeis: [] } })
      }),
    )
  })

  it('visible only released, with a flag, after the final date', () => {
    const base = { liberada: true, dataFim: '2026-06-30', exibeResultadoAutoAvaliacao: true, exibirPerformanceProfissional: false }
    expect(resultadoVisivelAoAvaliado(base, '2026-07-01')).toBe(true)
    expect(resultadoVisivelAoAvaliado(base, '2026-06-30')).toBe(false)
    expect(resultadoVisivelAoAvaliado({ ...base, liberada: false }, '2026-07-01')).toBe(false)
    expect(resultadoVisivelAoAvaliado({ ...base, exibeResultadoAutoAvaliacao: false }, '2026-07-01')).toBe(false)
    expect(resultadoVisivelAoAvaliado({ ...base, exibeResultadoAutoAvaliacao: false, exibirPerformanceProfissional: true }, '2026-07-01')).toBe(true)
  })
})
