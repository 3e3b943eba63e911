import { Effect } from 'effect'
import fc from 'fast-check'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrar } from '../../../adapters/db/migrar.ts'
import { SQL_RELATORIOS_GESTAO_TALENTOS } from '../../../adapters/gestao-talentos/relatorios.ts'
import { camadaConsultas } from '../../../adapters/relatorios/consultas.ts'
import { consultaAniversariantesMes } from '../../../core/gestao-talentos/relatorios/aniversariantes-mes.ts'
import { consultaAniversariantesTempoEmpresa } from '../../../core/gestao-talentos/relatorios/aniversariantes-tempo-de-empresa.ts'
import { consultaGeracoes } from '../../../core/gestao-talentos/relatorios/geracoes.ts'
import { aniversarioEm, SEM_DESCRICAO_GERACAO } from '../../../core/gestao-talentos/relatorios/pessoas.ts'
import { consultaTaxaDemissao } from '../../../core/gestao-talentos/relatorios/taxa-demissao.ts'
import { TODAS_AUTORIDADES } from '../../../core/modulos.ts'
import { atorSistema, type Ator } from '../../../core/shared/ator.ts'
import { linhasDaConsulta, type Consulta, type Linha } from '../../../core/shared/consulta.ts'
import { adicionarDias, limitesDoMes, mesDe } from '../../../core/shared/datas.ts'
import { arredondar } from '../../../core/shared/formatos.ts'
import { bancosDeTeste, inserirLinha, type BancoDeTeste } from '../../support/banco.ts'

/**
 * The talent lists whose SQL does date arithmetic (months and years as substrings of the stored dates, employment
 * on a date, the history row of a date) agree with naive counts over random people, on SQLite and PostgreSQL:
 * birthdays and company anniversaries of a month, employees per generation, and the dismissal rate per month
 * (demitidos / ((headcount no início + headcount no fim) / 2) × 100, each headcount counted person by person).
 */

interface Pessoa {
  readonly nascimento: string
  readonly admissao: string
  readonly desligamento: string | null
}

const dia = (de: string, dias: number) => fc.integer({ min: 0, max: dias }).map((n) => adicionarDias(de, n))
// Leap days and month ends on purpose: 29/02 birthdays and admissions, 31st admissions.
const datasEspeciais = fc.constantFrom('1992-02-29', '2000-02-29', '2016-02-29', '2020-01-31', '2023-03-31')
const pessoaArb: fc.Arbitrary<Pessoa> = fc
  .record({
    nascimento: fc.oneof(dia('1940-01-01', 70 * 365), datasEspeciais),
    admissao: fc.oneof(dia('2015-01-01', 10 * 365), datasEspeciais),
    dias: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: null }),
    // Often on a month's first or last day: where "dismissed before the date" and "on it" differ for a headcount.
    borda: fc.constantFrom('meio', 'inicio', 'fim'),
  })
  .map(({ nascimento, admissao, dias, borda }) => {
    const d = dias === null ? null : adicionarDias(admissao, dias)
    const desligamento = d === null || borda === 'meio' ? d : borda === 'inicio' ? limitesDoMes(mesDe(d)).inicio : limitesDoMes(mesDe(d)).fim
    return { nascimento, admissao, desligamento: desligamento !== null && desligamento < admissao ? admissao : desligamento }
  })
const pessoasArb = fc.array(pessoaArb, { minLength: 1, maxLength: 10 })
const mesArb = fc.integer({ min: 0, max: 11 * 12 - 1 }).map((n) => `${2015 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`)

const GERACOES = [
  { descricao: 'Baby Boomers', anoInicial: 1946, anoFinal: 1964 },
  { descricao: 'Geração X', anoInicial: 1965, anoFinal: 1980 },
  { descricao: 'Geração Y', anoInicial: 1981, anoFinal: 1996 },
  // Overlaps Y on purpose: 1995–1996 count in Y, which starts first.
  { descricao: 'Geração Z', anoInicial: 1995, anoFinal: 2012 },
]

const empregadoEm = (p: Pessoa, d: string) => p.admissao <= d && (p.desligamento === null || p.desligamento >= d)

describe.each(bancosDeTeste('reltal', { modelo: 'migrado' }))('relatórios de talentos: SQL = contagem ingênua (%s)', (_nome, abrir) => {
  let b: BancoDeTeste
  let k: Knex
  let ator: Ator
  const base = {} as Record<string, number>
  const porta = () => camadaConsultas(k, [SQL_RELATORIOS_GESTAO_TALENTOS])
  // Any of the consultas below (their filter types differ; the filter is checked by the consulta's own SQL types elsewhere).
  const linhas = (q: object, f: Record<string, unknown>) =>
    Effect.runPromise(Effect.provide(linhasDaConsulta(q as Consulta, { estabelecimentosIds: [base.estab], ...f } as never, ator), porta())) as Promise<ReadonlyArray<Linha>>
  const gravar = async (pessoas: ReadonlyArray<Pessoa>) => {
    await k('colaborador_historicos').delete()
    await k('colaboradores').delete()
    const ids: number[] = []
    for (const [i, p] of pessoas.entries()) {
      const id = await inserirLinha(k, 'colaboradores', {
        empresaId: base.empresa,
        nome: `Talento ${String(i).padStart(2, '0')}`,
        cpf: String(10_000_000_000 + i),
        dataNascimento: p.nascimento,
        sexo: 'F',
        dataAdmissao: p.admissao,
        dataDesligamento: p.desligamento,
      })
      await inserirLinha(k, 'colaborador_historicos', { empresaId: base.empresa, colaboradorId: id, data: p.admissao, motivo: 'AD', estabelecimentoId: base.estab, areaOrganizacionalId: base.area, cargoId: base.cargo, tipoSalario: 3, salario: 100_000 })
      ids.push(id)
    }
    return ids
  }

  beforeAll(async () => {
    b = abrir()
    await b.preparar()
    k = b.knex
    await migrar(k)
    base.empresa = await inserirLinha(k, 'empresas', { nome: 'Empresa Talentos' })
    base.estab = await inserirLinha(k, 'estabelecimentos', { empresaId: base.empresa, nome: 'Matriz' })
    base.area = await inserirLinha(k, 'areas_organizacionais', { empresaId: base.empresa, nome: 'Operações' })
    base.cargo = await inserirLinha(k, 'cargos', { empresaId: base.empresa, nome: 'Operador', nomeMercado: 'Operador' })
    for (const g of GERACOES) await inserirLinha(k, 'geracoes', { empresaId: base.empresa, ...g })
    ator = atorSistema({ usuarioId: 1, empresaId: base.empresa, empresasVisiveis: [base.empresa] }, TODAS_AUTORIDADES)
  }, 120_000)
  afterAll(() => b.limpar())

  it('aniversariantes do mês e de tempo de empresa', async () => {
    await fc.assert(
      fc.asyncProperty(pessoasArb, mesArb, fc.nat(), async (geradas, qualquer, i) => {
        // Mostly the month of someone's birthday or admission, that person leaving on a boundary of it (first
        // day, last day, the anniversary itself) or not at all.
        const alvo = geradas[i % geradas.length]!
        const data = i % 2 ? alvo.admissao : alvo.nascimento
        const anoAlvo = Math.max(Number(qualquer.slice(0, 4)), Number(alvo.admissao.slice(0, 4)) + 1)
        const mes = i % 7 === 0 ? qualquer : `${anoAlvo}-${data.slice(5, 7)}`
        const ano = Number(mes.slice(0, 4))
        const { inicio, fim } = limitesDoMes(mes)
        const borda = [inicio, fim, aniversarioEm(data, ano), null][Math.floor(i / 2) % 4]!
        const pessoas = geradas.map((p) => (p === alvo && (borda === null || p.admissao <= borda) ? { ...p, desligamento: borda } : p))
        const ids = await gravar(pessoas)
        const noMes = (p: Pessoa) => p.admissao <= fim && (p.desligamento === null || p.desligamento >= inicio)
        const chave = (l: { colaboradorId: unknown; anos: unknown }) => `${String(l.colaboradorId)}:${String(l.anos)}`
        const nasc = await linhas(consultaAniversariantesMes, { mes })
        const esperadosNasc = pessoas.flatMap((p, i) =>
          noMes(p) && mesDe(aniversarioEm(p.nascimento, ano)) === mes && Number(p.nascimento.slice(0, 4)) < ano ? [{ colaboradorId: ids[i], anos: ano - Number(p.nascimento.slice(0, 4)) }] : [],
        )
        expect(nasc.map((l) => chave({ colaboradorId: l['colaboradorId'], anos: l['anos'] })).sort()).toEqual(esperadosNasc.map(chave).sort())
        const casa = await linhas(consultaAniversariantesTempoEmpresa, { mes })
        const esperadosCasa = pessoas.flatMap((p, i) => {
          const aniversario = aniversarioEm(p.admissao, ano)
          return mesDe(aniversario) === mes && p.admissao < inicio && empregadoEm(p, aniversario) ? [{ colaboradorId: ids[i], anos: ano - Number(p.admissao.slice(0, 4)) }] : []
        })
        expect(casa.map((l) => chave({ colaboradorId: l['colaboradorId'], anos: l['anos'] })).sort()).toEqual(esperadosCasa.map(chave).sort())
      }),
      { numRuns: 20 },
    )
  })

  it('gerações: cada talento empregado na data na primeira faixa que contém o ano de nascimento', async () => {
    await fc.assert(
      fc.asyncProperty(pessoasArb, fc.nat(), dia('2015-01-01', 10 * 365), async (pessoas, i, outra) => {
        // Mostly a date some person was admitted or dismissed on (the boundaries of "employed on the date").
        const p = pessoas[i % pessoas.length]!
        const data = i % 3 === 0 ? outra : i % 3 === 1 ? p.admissao : (p.desligamento ?? p.admissao)
        await gravar(pessoas)
        const r = await linhas(consultaGeracoes, { data })
        const anos = pessoas.filter((p) => empregadoEm(p, data)).map((p) => Number(p.nascimento.slice(0, 4)))
        const esperado = new Map<string, number>()
        for (const a of anos) {
          const g = GERACOES.find((x) => x.anoInicial <= a && a <= x.anoFinal)?.descricao ?? SEM_DESCRICAO_GERACAO
          esperado.set(g, (esperado.get(g) ?? 0) + 1)
        }
        expect(new Map(r.filter((l) => Number(l['quantidade']) > 0).map((l) => [String(l['geracao']), Number(l['quantidade'])]))).toEqual(esperado)
        expect(r.length).toBe(anos.length ? GERACOES.length + (esperado.has(SEM_DESCRICAO_GERACAO) ? 1 : 0) : 0)
      }),
      { numRuns: 12 },
    )
  })

  it('taxa de demissão por mês = demitidos / média do headcount no primeiro e no último dia × 100', async () => {
    await fc.assert(
      fc.asyncProperty(pessoasArb, fc.nat(), fc.integer({ min: 0, max: 5 }), async (pessoas, i, n) => {
        // Months around someone's dismissal (or admission), so the months have movement.
        const p = pessoas[i % pessoas.length]!
        const mesIni = mesDe(adicionarDias(p.desligamento ?? p.admissao, -31 * (i % 3)))
        await gravar(pessoas)
        const meses = Array.from({ length: n + 1 }, (_, i) => mesDe(adicionarDias(limitesDoMes(mesIni).inicio, 31 * i + 1))).filter((m, i, xs) => xs.indexOf(m) === i)
        const mesFim = meses[meses.length - 1]!
        const r = await linhas(consultaTaxaDemissao, { mesIni, mesFim })
        const contar = (d: string) => pessoas.filter((p) => empregadoEm(p, d)).length
        expect(r).toEqual(
          meses.map((m) => {
            const { inicio, fim } = limitesDoMes(m)
            const hi = contar(inicio)
            const hf = contar(fim)
            const dem = pessoas.filter((p) => p.desligamento !== null && p.desligamento >= inicio && p.desligamento <= fim).length
            return expect.objectContaining({ mesAno: m, headcountInicio: hi, headcountFim: hf, qtdDemitidos: dem, taxa: hi + hf ? arredondar((dem * 200) / (hi + hf)) : 0 })
          }),
        )
      }),
      { numRuns: 12 },
    )
  })
})
