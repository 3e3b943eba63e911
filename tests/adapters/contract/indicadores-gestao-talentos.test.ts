import { Effect, Either } from 'effect'
import fc from 'fast-check'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrar } from '../../../adapters/db/migrar.ts'
import { MODULOS_ADAPTADORES } from '../../../adapters/modulos.ts'
import { camadaConsultas } from '../../../adapters/relatorios/consultas.ts'
import { mesesDoPeriodo, trechosMensais } from '../../../core/gestao-talentos/relatorios/comum.ts'
import { TODAS_AUTORIDADES } from '../../../core/modulos.ts'
import { CONSULTAS } from '../../../core/relatorios.ts'
import { atorSistema } from '../../../core/shared/ator.ts'
import { linhasDaConsulta, validarFiltro } from '../../../core/shared/consulta.ts'
import { adicionarDias, ehDiaUtil, limitesDoMes } from '../../../core/shared/datas.ts'
import { atualizarFatosAgora } from '../../../adapters/gestao-talentos/fatosIndicadores.ts'
import { bancosDeTeste, inserirLinha } from '../../support/banco.ts'

/**
 * The one-pass SQL of Absenteísmo and Indicador de Turnover (adapters/gestao-talentos/indicadores.ts) against a naive
 * day-by-day oracle, on random histories written straight to the tables: people who move to another establishment
 * (each date counts by the row in force), overlapping occurrences and leaves (a day once per person), absences that
 * do not count, open leaves, dismissals. The filter asks for the first establishment only or for both.
 */
const BASE = '2024-01-01'
const dia = (n: number) => adicionarDias(BASE, n)

interface Talento {
  readonly adm: string
  readonly desl: string | null
  /** The day it moves to the second establishment, if it does. */
  readonly muda: string | null
  readonly faltas: ReadonlyArray<{ readonly inicio: string; readonly fim: string | null; readonly afastamento: boolean; readonly conta: boolean }>
}

const talentoArb: fc.Arbitrary<Talento> = fc
  .record({
    adm: fc.integer({ min: 0, max: 500 }),
    dur: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
    muda: fc.option(fc.integer({ min: 1, max: 300 }), { nil: null }),
    faltas: fc.array(fc.record({ off: fc.integer({ min: 0, max: 120 }), len: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }), afastamento: fc.boolean(), conta: fc.boolean() }), { maxLength: 5 }),
  })
  .map(({ adm, dur, muda, faltas }) => {
    const fimVinculo = dur === null ? null : adm + dur
    return {
      adm: dia(adm),
      desl: fimVinculo === null ? null : dia(fimVinculo),
      muda: muda !== null && (fimVinculo === null || adm + muda <= fimVinculo) ? dia(adm + muda) : null,
      faltas: faltas
        .filter((f) => fimVinculo === null || adm + f.off <= fimVinculo)
        .map((f) => {
          const ini = adm + f.off
          const fim = f.len === null ? null : fimVinculo === null ? ini + f.len : Math.min(ini + f.len, fimVinculo)
          return { inicio: dia(ini), fim: fim === null ? null : dia(fim), afastamento: f.afastamento, conta: f.conta }
        }),
    }
  })

/** The establishment (0 or 1) of the row in force on `d`. */
const estabEm = (t: Talento, d: string) => (t.muda !== null && d >= t.muda ? 1 : 0)
const ativoEm = (t: Talento, d: string) => t.adm <= d && (t.desl === null || t.desl >= d)

const absenteismoIngenuo = (ts: ReadonlyArray<Talento>, meses: ReadonlyArray<string>, estabs: ReadonlyArray<number>) => {
  const fimRel = limitesDoMes(meses[meses.length - 1]!).fim
  return meses.map((m) => {
    const { inicio, fim } = limitesDoMes(m)
    const ativos = ts.filter((t) => ativoEm(t, inicio) && estabs.includes(estabEm(t, inicio))).length
    let faltas = 0
    for (let d = inicio; d <= fim; d = adicionarDias(d, 1)) {
      if (!ehDiaUtil(d)) continue
      for (const t of ts)
        if (ativoEm(t, d) && estabs.includes(estabEm(t, d)) && t.faltas.some((f) => f.conta && f.inicio <= d && d <= (f.fim ?? (f.afastamento ? (t.desl ?? fimRel) : f.inicio)))) faltas++
    }
    return [m, ativos, faltas]
  })
}

const turnoverIngenuo = (ts: ReadonlyArray<Talento>, ini: string, fim: string, estabs: ReadonlyArray<number>) =>
  trechosMensais(ini, fim).map((s) => {
    const hc = (d: string) => ts.filter((t) => ativoEm(t, d) && estabs.includes(estabEm(t, d))).length
    const mov = (f: (t: Talento) => string | null) => ts.filter((t) => f(t) !== null && f(t)! >= s.inicio && f(t)! <= s.fim && estabs.includes(estabEm(t, f(t)!))).length
    return [s.mes, hc(s.inicio), hc(s.fim), mov((t) => t.adm), mov((t) => t.desl)]
  })

describe.each(bancosDeTeste('indicadores_gt', { modelo: 'migrado' }))('absenteísmo e turnover num só passo (%s) contra um oráculo dia a dia', (_nome, abrir) => {
  const banco = abrir()
  const k: Knex = banco.knex
  const id = {} as { empresa: number; estabs: number[]; area: number; cargo: number; falta: number; atraso: number; doenca: number; licenca: number }

  beforeAll(async () => {
    await banco.preparar()
    await migrar(k)
    id.empresa = await inserirLinha(k, 'empresas', { nome: 'Indicadores' })
    id.estabs = [await inserirLinha(k, 'estabelecimentos', { empresaId: id.empresa, nome: 'A' }), await inserirLinha(k, 'estabelecimentos', { empresaId: id.empresa, nome: 'B' })]
    id.area = await inserirLinha(k, 'areas_organizacionais', { empresaId: id.empresa, nome: 'Área' })
    id.cargo = await inserirLinha(k, 'cargos', { empresaId: id.empresa, nome: 'Cargo', nomeMercado: 'Cargo' })
    id.falta = await inserirLinha(k, 'tipos_ocorrencia', { empresaId: id.empresa, descricao: 'Falta', absenteismo: true })
    id.atraso = await inserirLinha(k, 'tipos_ocorrencia', { empresaId: id.empresa, descricao: 'Atraso', absenteismo: false })
    id.doenca = await inserirLinha(k, 'afastamentos', { empresaId: id.empresa, descricao: 'Doença', absenteismo: true })
    id.licenca = await inserirLinha(k, 'afastamentos', { empresaId: id.empresa, descricao: 'Licença', absenteismo: false })
  }, 120_000)
  afterAll(() => banco.limpar())

  const gravar = async (ts: ReadonlyArray<Talento>) => {
    for (const t of ['ocorrencias', 'colaborador_afastamentos', 'colaborador_historicos', 'colaboradores']) await k(t).del()
    for (const [i, t] of ts.entries()) {
      const colaboradorId = await inserirLinha(k, 'colaboradores', {
        empresaId: id.empresa,
        nome: `T${i}`,
        cpf: '52998224725',
        dataNascimento: '1990-01-01',
        sexo: 'F',
        dataAdmissao: t.adm,
        dataDesligamento: t.desl,
      })
      const posicao = { empresaId: id.empresa, colaboradorId, areaOrganizacionalId: id.area, cargoId: id.cargo, tipoSalario: 3, salario: 100_000 }
      await k('colaborador_historicos').insert({ ...posicao, data: t.adm, dataFim: t.muda, motivo: 'AD', estabelecimentoId: id.estabs[0] })
      if (t.muda) await k('colaborador_historicos').insert({ ...posicao, data: t.muda, motivo: 'TR', estabelecimentoId: id.estabs[1] })
      for (const f of t.faltas) {
        if (f.afastamento) await k('colaborador_afastamentos').insert({ empresaId: id.empresa, colaboradorId, afastamentoId: f.conta ? id.doenca : id.licenca, dataInicio: f.inicio, dataFim: f.fim })
        else await k('ocorrencias').insert({ empresaId: id.empresa, colaboradorId, tipoOcorrenciaId: f.conta ? id.falta : id.atraso, dataInicio: f.inicio, dataFim: f.fim })
      }
    }
  }

  const rodar = (nome: string, filtro: Record<string, unknown>) => {
    const q = CONSULTAS.find((c) => c.nome === `gestao-talentos/${nome}`)!
    const porta = camadaConsultas(k, MODULOS_ADAPTADORES.map((m) => m.consultas ?? {}))
    const ator = atorSistema({ usuarioId: 1, empresaId: id.empresa, empresasVisiveis: [id.empresa] }, TODAS_AUTORIDADES)
    return Effect.runPromise(Effect.provide(linhasDaConsulta(q, Either.getOrThrow(validarFiltro(q, filtro, '2026-06-30')), ator), porta))
  }

  it('each month: talents active on the 1st and absence days (absenteísmo); headcounts, admissions and dismissals (turnover)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(talentoArb, { maxLength: 6 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 40 }), fc.boolean(), async (ts, m0, n, d0, ambos) => {
        await gravar(ts)
        const estabs = ambos ? [0, 1] : [0]
        const estabelecimentosIds = estabs.map((e) => id.estabs[e]!)
        const meses = mesesDoPeriodo(dia(m0 * 31).slice(0, 7), dia((m0 + n - 1) * 31).slice(0, 7))
        const abs = await rodar('absenteismo', { mesIni: meses[0], mesFim: meses[meses.length - 1], estabelecimentosIds })
        expect(abs.map((l) => [l['mesAno'], l['qtdTalentosAtivos'], l['qtdFaltas']])).toEqual(absenteismoIngenuo(ts, meses, estabs))
        const ini = dia(m0 * 31 + d0)
        const fim = dia(m0 * 31 + d0 + n * 29)
        const tur = await rodar('indicador-turnover', { dataIni: ini, dataFim: fim, estabelecimentosIds })
        expect(tur.map((l) => [l['mesAno'], l['headcountInicio'], l['headcountFim'], l['qtdAdmitidos'], l['qtdDemitidos']])).toEqual(turnoverIngenuo(ts, ini, fim, estabs))
      }),
      { numRuns: 25 },
    )
  }, 300_000)

  it('follows what changes after the facts were stored: a type that stops counting, a dismissal, a move, a removed leave', async () => {
    const ts: Talento[] = [
      { adm: '2024-01-15', desl: null, muda: '2024-03-01', faltas: [{ inicio: '2024-02-05', fim: '2024-02-09', afastamento: false, conta: true }, { inicio: '2024-03-11', fim: null, afastamento: true, conta: true }] },
      { adm: '2024-01-02', desl: null, muda: null, faltas: [{ inicio: '2024-02-12', fim: '2024-02-20', afastamento: true, conta: true }, { inicio: '2024-02-14', fim: null, afastamento: false, conta: true }] },
      { adm: '2023-06-01', desl: '2024-04-10', muda: null, faltas: [{ inicio: '2024-01-08', fim: '2024-01-10', afastamento: false, conta: true }] },
    ]
    await gravar(ts)
    const idDe = async (i: number) => Number(((await k('colaboradores').where({ nome: `T${i}` }).first('id')) as { id: number }).id)
    const conferir = async (modelo: ReadonlyArray<Talento>) => {
      for (const estabs of [[0], [0, 1], [1]]) {
        const estabelecimentosIds = estabs.map((e) => id.estabs[e]!)
        const abs = await rodar('absenteismo', { mesIni: '2024-01', mesFim: '2024-06', estabelecimentosIds })
        expect(abs.map((l) => [l['mesAno'], l['qtdTalentosAtivos'], l['qtdFaltas']])).toEqual(absenteismoIngenuo(modelo, mesesDoPeriodo('2024-01', '2024-06'), estabs))
        const tur = await rodar('indicador-turnover', { dataIni: '2024-01-10', dataFim: '2024-05-20', estabelecimentosIds })
        expect(tur.map((l) => [l['mesAno'], l['headcountInicio'], l['headcountFim'], l['qtdAdmitidos'], l['qtdDemitidos']])).toEqual(turnoverIngenuo(modelo, '2024-01-10', '2024-05-20', estabs))
      }
    }
    await conferir(ts)
    let modelo = ts
    try {
      await k('tipos_ocorrencia').where({ id: id.falta }).update({ absenteismo: false })
      modelo = modelo.map((t) => ({ ...t, faltas: t.faltas.map((f) => (f.afastamento ? f : { ...f, conta: false })) }))
      await conferir(modelo)
    } finally {
      await k('tipos_ocorrencia').where({ id: id.falta }).update({ absenteismo: true })
    }
    modelo = ts
    await conferir(modelo)
    await k('colaboradores').where({ id: await idDe(1) }).update({ dataDesligamento: '2024-02-16' })
    modelo = modelo.map((t, i) => (i === 1 ? { ...t, desl: '2024-02-16' } : t))
    await conferir(modelo)
    await k('colaborador_historicos').where({ colaboradorId: await idDe(2) }).update({ estabelecimentoId: id.estabs[1] })
    modelo = modelo.map((t, i) => (i === 2 ? { ...t, muda: t.adm } : t))
    await conferir(modelo)
    await k('colaborador_afastamentos').where({ colaboradorId: await idDe(0) }).del()
    modelo = modelo.map((t, i) => (i === 0 ? { ...t, faltas: t.faltas.filter((f) => !f.afastamento) } : t))
    await conferir(modelo)
  }, 120_000)

  it('several workers at once add each change once: the sums equal a rebuild from nothing', async () => {
    const ts = fc.sample(talentoArb, { numRuns: 40, seed: 74 })
    await gravar(ts)
    await rodar('absenteismo', { mesIni: '2024-01', mesFim: '2024-03', estabelecimentosIds: id.estabs })
    const somas = async () => ({
      meses: await k('indicadores_meses').where({ empresaId: id.empresa }).whereRaw('(v <> 0 or v1 <> 0 or adm <> 0 or dem <> 0 or faltas <> 0)').orderBy(['mes', 'estabelecimentoId', 'areaOrganizacionalId', 'cargoId']).select('mes', 'estabelecimentoId', 'v', 'v1', 'adm', 'dem', 'faltas'),
      dias: await k('indicadores_dias').where({ empresaId: id.empresa }).whereRaw('(v <> 0 or adm <> 0 or dem <> 0)').orderBy(['dia', 'estabelecimentoId']).select('dia', 'estabelecimentoId', 'v', 'adm', 'dem'),
      abertas: await k('indicadores_abertas').where({ empresaId: id.empresa }).where('n', '<>', 0).orderBy(['inicio', 'estabelecimentoId']).select('inicio', 'estabelecimentoId', 'n'),
      saldos: await k('indicadores_saldos').where({ empresaId: id.empresa }).where('v', '<>', 0).orderBy('estabelecimentoId').select('estabelecimentoId', 'v'),
    })
    // Everyone changes (dismissed 30 days after admission), then three workers run at once.
    const pessoas = (await k('colaboradores').where({ empresaId: id.empresa }).select('id', 'dataAdmissao')) as Array<{ id: number; dataAdmissao: string }>
    for (const p of pessoas) await k('colaboradores').where({ id: p.id }).update({ dataDesligamento: adicionarDias(p.dataAdmissao, 30) })
    await Promise.all([atualizarFatosAgora(k, id.empresa), atualizarFatosAgora(k, id.empresa), atualizarFatosAgora(k, id.empresa)])
    const incremental = await somas()
    // From nothing: the facts dropped, everyone marked again (a change back and forth).
    for (const t of ['indicadores_talentos', 'indicadores_dias', 'indicadores_meses', 'indicadores_abertas', 'indicadores_saldos']) await k(t).del()
    for (const p of pessoas) await k('colaboradores').where({ id: p.id }).update({ dataDesligamento: null })
    for (const p of pessoas) await k('colaboradores').where({ id: p.id }).update({ dataDesligamento: adicionarDias(p.dataAdmissao, 30) })
    expect(await atualizarFatosAgora(k, id.empresa)).toBe(pessoas.length)
    expect(incremental.meses.length).toBeGreaterThan(0)
    expect(incremental).toEqual(await somas())
  }, 120_000)
})
