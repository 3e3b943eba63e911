import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  aprovadoPorFrequencia,
  DATA_FINAL_MENOR,
  diaNoPeriodo,
  diasPorDatas,
  frequenciaDaTurma,
  percentualFrequencia,
  validarPeriodoTurma,
} from '../../../core/desenvolvimento/frequencia.ts'
import { validarCargaCurso } from '../../../core/desenvolvimento/cursos.ts'
import { ADMITIDO_DEPOIS, DESLIGADO_ANTES, vinculoNaTurma } from '../../../core/desenvolvimento/colaborador-turma.ts'
import { adicionarDias } from '../../../core/shared/datas.ts'

/** A minimum with at most 2 decimals, 0 to 100 (what the course's field accepts). */
const minimo = fc.integer({ min: 0, max: 10000 }).map((c) => c / 100)
const dias = fc.integer({ min: 0, max: 60 })
const data = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))

/** The naive oracle: exact rationals with BigInt (presencas/total >= minimo/100, the minimum as centésimos). */
const oraculo = (p: number, total: number, min: number) => total > 0 && BigInt(Math.min(p, total)) * 10000n >= BigInt(Math.round(min * 100)) * BigInt(total)

describe('frequência e aprovação (core/desenvolvimento/frequencia.ts)', () => {
  it('aprovação = presenças/dias ≥ mínimo, exata (oráculo racional)', () => {
    fc.assert(
      fc.property(dias, fc.integer({ min: 0, max: 60 }), minimo, (total, p, min) => {
        expect(aprovadoPorFrequencia(Math.min(p, total), total, min)).toBe(oraculo(p, total, min))
      }),
    )
  })

  it('monotônica: mais presença nunca reprova; mínimo maior nunca aprova quem reprovava', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 60 }), minimo, minimo, (total, p, a, b) => {
        const pres = Math.min(p, total)
        if (aprovadoPorFrequencia(pres, total, a)) expect(aprovadoPorFrequencia(Math.min(pres + 1, total), total, a)).toBe(true)
        const [menor, maior] = a <= b ? [a, b] : [b, a]
        if (aprovadoPorFrequencia(pres, total, maior)) expect(aprovadoPorFrequencia(pres, total, menor)).toBe(true)
      }),
    )
  })

  it('casos de fronteira: 100% exige todos os dias; 2 de 3 não atinge 66,67; turma sem dias não aprova', () => {
    expect(aprovadoPorFrequencia(2, 2, 100)).toBe(true)
    expect(aprovadoPorFrequencia(1, 2, 100)).toBe(false)
    expect(aprovadoPorFrequencia(2, 3, 66.67)).toBe(false)
    expect(aprovadoPorFrequencia(2, 3, 66.66)).toBe(true)
    expect(aprovadoPorFrequencia(3, 4, 75)).toBe(true)
    expect(aprovadoPorFrequencia(0, 0, 0)).toBe(false)
    expect(percentualFrequencia(2, 3)).toBe(66.67)
    expect(percentualFrequencia(0, 0)).toBe(0)
  })

  it('percentual entre 0 e 100 com 2 casas, a menos de 0,005 do exato', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 500 }), (total, p) => {
        const pc = percentualFrequencia(p, total)
        expect(pc).toBeGreaterThanOrEqual(0)
        expect(pc).toBeLessThanOrEqual(100)
        expect(Math.abs(pc - (Math.min(p, total) / total) * 100)).toBeLessThanOrEqual(0.005 + 1e-9)
        expect(Math.round(pc * 100)).toBeCloseTo(pc * 100, 6)
      }),
    )
  })

  it('frequência da turma: só contam os dias da turma, cada um uma vez', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 10 }), fc.array(fc.integer({ min: 1, max: 80 }), { maxLength: 20 }), minimo, (diasIds, marcados, min) => {
        const [r] = frequenciaDaTurma(diasIds, min, [{ id: 1, colaboradorId: 9, diasPresentesIds: marcados }])
        const esperado = new Set(marcados.filter((d) => diasIds.includes(d))).size
        expect(r!.presencas).toBe(esperado)
        expect(r!.aprovado).toBe(oraculo(esperado, diasIds.length, min))
      }),
    )
  })

  it("período da turma: fim antes do início dá 'A data final deve ser maior que a data inicial'; o mesmo dia é aceito", () => {
    fc.assert(
      fc.property(data, fc.integer({ min: -30, max: 30 }), (ini, d) => {
        const fim = adicionarDias(ini, d)
        expect(validarPeriodoTurma({ dataPrevIni: ini, dataPrevFim: fim })).toEqual(d < 0 ? [{ field: 'dataPrevFim', message: DATA_FINAL_MENOR }] : [])
        expect(diaNoPeriodo(fim, { dataPrevIni: ini, dataPrevFim: ini })).toBe(d === 0)
      }),
    )
    expect(validarPeriodoTurma({ dataPrevIni: '2026-01-01' })).toEqual([])
  })

  it('por-datas: todas as datas do período, uma por turno quando por turno', () => {
    fc.assert(
      fc.property(data, fc.integer({ min: 0, max: 40 }), fc.boolean(), (ini, n, porTurno) => {
        const r = diasPorDatas(ini, adicionarDias(ini, n), porTurno)
        expect(r.erros).toEqual([])
        expect(r.dias).toHaveLength((n + 1) * (porTurno ? 3 : 1))
        expect(r.dias[0]!.dia).toBe(ini)
        expect(r.dias.at(-1)!.dia).toBe(adicionarDias(ini, n))
      }),
    )
    expect(diasPorDatas('2026-01-02', '2026-01-01', false).erros).toEqual([{ field: 'fim', message: DATA_FINAL_MENOR }])
    expect(diasPorDatas('2026-01-01', '2027-06-01', false).erros[0]!.field).toBe('fim')
    expect(diasPorDatas('x', '2026-01-01', false).erros).toEqual([{ field: 'inicio', message: 'Data inicial inválida' }])
  })

  it('carga horária do curso: H:MM pela regra de cargaHoraria.ts, nunca 0:00', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const t = `${h}:${String(m).padStart(2, '0')}`
        expect(validarCargaCurso(t)).toEqual(h === 0 && m === 0 ? [{ field: 'cargaHoraria', message: 'Carga horária deve ser maior que zero' }] : [])
      }),
    )
    expect(validarCargaCurso('8:75')).toEqual([{ field: 'cargaHoraria', message: 'Carga horária inválida' }])
    expect(validarCargaCurso('abc')).toEqual([{ field: 'cargaHoraria', message: 'Carga horária inválida' }])
  })

  it('participante: empregado em algum dia do período da turma (oráculo: interseção de intervalos)', () => {
    fc.assert(
      fc.property(data, fc.option(fc.integer({ min: 0, max: 400 })), data, fc.option(fc.integer({ min: 0, max: 30 })), (adm, desl, ini, fimD) => {
        const dataDesligamento = desl === null ? null : adicionarDias(adm, desl)
        const dataPrevFim = fimD === null ? null : adicionarDias(ini, fimD)
        const fim = dataPrevFim ?? ini
        const sobrepoe = adm <= fim && (dataDesligamento === null || dataDesligamento >= ini)
        const r = vinculoNaTurma({ dataAdmissao: adm, dataDesligamento }, { dataPrevIni: ini, dataPrevFim })
        expect(r === undefined).toBe(sobrepoe)
        if (r) expect([DESLIGADO_ANTES, ADMITIDO_DEPOIS]).toContain(r)
      }),
    )
  })
})
