import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { adicionarDias } from '../../../core/shared/datas.ts'
import {
  aplicarClasse,
  CAMPOS_DA_CLASSE,
  CAMPOS_DE_CLASSE,
  CLASSES_AFASTAMENTO,
  conflitos,
  editavelPeloStatusAC,
  ehGrupoEspecial,
  sobrepoe,
  vinculaveis,
  type ClasseAfastamento,
} from '../../../core/sst/afastamentosRegras.ts'
import { semDadosDeSaude } from '../../../core/sst/atestados.ts'

/** A period over a small calendar (so that overlaps happen often); `fim` null = open. */
const periodo = fc.record({ inicio: fc.integer({ min: 0, max: 120 }), dias: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }) }).map(({ inicio, dias }) => {
  const dataInicio = adicionarDias('2024-01-01', inicio)
  return { dataInicio, dataFim: dias === null ? null : adicionarDias(dataInicio, dias) }
})

/** The naive oracle: the days of each period, compared one by one (an open end runs to the calendar's end + 1). */
const dias = (p: { dataInicio: string; dataFim: string | null }) => {
  const fim = p.dataFim ?? adicionarDias('2024-01-01', 200)
  const out = new Set<string>()
  for (let d = p.dataInicio; d <= fim; d = adicionarDias(d, 1)) out.add(d)
  return out
}

const classe = fc.constantFrom(...CLASSES_AFASTAMENTO.map((c) => c.id))

describe('afastamentos: sobreposição', () => {
  it('two periods overlap exactly when they share a day (day-by-day oracle), symmetrically', () => {
    fc.assert(
      fc.property(periodo, periodo, (a, b) => {
        const comum = [...dias(a)].some((d) => dias(b).has(d))
        expect(sobrepoe(a, b)).toBe(comum)
        expect(sobrepoe(b, a)).toBe(comum)
      }),
    )
  })
  it('conflitos: the overlapping others, never the record itself', () => {
    fc.assert(
      fc.property(periodo, fc.array(periodo, { maxLength: 8 }), (p, outros) => {
        const comIds = outros.map((o, i) => ({ ...o, id: i + 1 }))
        const eu = { ...p, id: 1 }
        const achados = conflitos(eu, comIds)
        expect(achados.map((x) => x.id)).toEqual(comIds.filter((o) => o.id !== 1 && sobrepoe(p, o)).map((o) => o.id))
      }),
    )
  })
})

describe('afastamentos: recaída', () => {
  it('vinculaveis: exactly the special-group absences ended before the start, latest first, the record itself excluded', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(periodo, classe), { maxLength: 10 }), fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 11 }), (lista, dia, eu) => {
        const afs = lista.map(([p, c], i) => ({ ...p, id: i + 1, classe: c as string }))
        const inicio = adicionarDias('2024-01-01', dia)
        const v = vinculaveis(inicio, afs, eu)
        const esperado = afs.filter((a) => a.id !== eu && (a.classe === 'ACIDENTE_DOENCA' || a.classe === 'RECAIDA') && a.dataFim !== null && a.dataFim < inicio)
        expect(new Set(v.map((x) => x.id))).toEqual(new Set(esperado.map((x) => x.id)))
        for (let i = 1; i < v.length; i++) expect(v[i - 1]!.dataInicio >= v[i]!.dataInicio).toBe(true)
        // A relapse never links to an absence that overlaps it.
        for (const x of v) expect(sobrepoe(x, { dataInicio: inicio, dataFim: null })).toBe(false)
      }),
    )
  })
  it('the special group is ACIDENTE_DOENCA and RECAIDA', () => {
    expect(CLASSES_AFASTAMENTO.filter((c) => ehGrupoEspecial(c.id)).map((c) => c.id)).toEqual(['ACIDENTE_DOENCA', 'RECAIDA'])
  })
})

describe('afastamentos: campos da classe', () => {
  const valor = fc.option(fc.constantFrom('00394460000141', 'CEDENTE', 'SINDICATO', 7), { nil: undefined })
  const entrada = fc.record(Object.fromEntries(CAMPOS_DE_CLASSE.map((k) => [k, valor])) as Record<string, typeof valor>)
  it("missing required fields of the class are errors; the other classes' fields are cleared; the class's own kept", () => {
    fc.assert(
      fc.property(entrada, classe, (e, c) => {
        const { erros, entrada: limpa } = aplicarClasse(e, c as ClasseAfastamento)
        const proprios = CAMPOS_DA_CLASSE[c as ClasseAfastamento]
        expect(erros.map((x) => x.field)).toEqual(Object.entries(proprios).filter(([k, m]) => m !== '' && e[k] === undefined).map(([k]) => k))
        for (const k of CAMPOS_DE_CLASSE) {
          if (Object.hasOwn(proprios, k)) expect(limpa[k]).toBe(e[k])
          else expect(limpa[k]).toBe(k === 'optouRemuneracaoCargoMandatoEletivo' ? false : null)
        }
      }),
    )
  })
  it('statusAC: editable only while AGUARDANDO or COM_ERRO', () => {
    expect(['AGUARDANDO', 'COM_ERRO', 'SEM_ERRO'].map(editavelPeloStatusAC)).toEqual([true, true, false])
  })
  it("the log's copy of a certificate keeps no CID", () => {
    expect(semDadosDeSaude({ id: 1, empresaId: 1, data: '2024-01-02', dias: 2, cidId: 9, codigoCid: 'M545', descricaoCid: 'Dor', observacao: 'x', medico: 'M' })).toEqual({ id: 1, empresaId: 1, data: '2024-01-02', dias: 2, medico: 'M' })
  })
})
