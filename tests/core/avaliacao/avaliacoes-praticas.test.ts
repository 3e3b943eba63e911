import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { aprovadoNaPratica } from '../../../core/avaliacao/colaboradores-avaliacoes-praticas.ts'
import { certificacoesDosColaboradores, situacaoNaData, type Aprovacao, type AprovacaoPratica, type RegraCertificacao } from '../../../core/desenvolvimento/colaboradores-certificacoes.ts'
import { adicionarDias, adicionarMeses } from '../../../core/shared/datas.ts'

const dia = fc.integer({ min: 0, max: 3000 }).map((n) => adicionarDias('2020-01-01', n))
const cursos = [1, 2, 3]
const praticas = [7, 8]
const colaboradores = [1, 2, 3, 4]
const aprovacoesCurso = fc.array(fc.record({ colaboradorId: fc.constantFrom(...colaboradores), cursoId: fc.constantFrom(...cursos), data: dia }), { maxLength: 25 })
const aprovacoesPratica = fc.array(fc.record({ colaboradorId: fc.constantFrom(...colaboradores), avaliacaoPraticaId: fc.constantFrom(...praticas), data: dia }), { maxLength: 15 })
const ultima = (datas: ReadonlyArray<string>) => [...datas].sort().at(-1)

describe('certificação com avaliações práticas', () => {
  it('certifica só quem foi aprovado em todos os cursos e em todas as avaliações práticas; a data é a maior das últimas aprovações', () => {
    fc.assert(
      fc.property(aprovacoesCurso, aprovacoesPratica, fc.subarray(cursos, { minLength: 1 }), fc.subarray(praticas), fc.integer({ min: 1, max: 60 }), dia, (ac: Aprovacao[], ap: AprovacaoPratica[], exigidos, exigidas, periodicidade, hoje) => {
        const c: RegraCertificacao = { id: 9, nome: 'C', periodicidade, cursosIds: exigidos, certificacaoPreRequisitoId: null, avaliacoesPraticasIds: exigidas }
        const r = certificacoesDosColaboradores([c], ac, hoje, ap)
        for (const colaboradorId of colaboradores) {
          const ultimas = [
            ...exigidos.map((k) => ultima(ac.filter((a) => a.colaboradorId === colaboradorId && a.cursoId === k).map((a) => a.data))),
            ...exigidas.map((k) => ultima(ap.filter((a) => a.colaboradorId === colaboradorId && a.avaliacaoPraticaId === k).map((a) => a.data))),
          ]
          const t = r.find((x) => x.colaboradorId === colaboradorId)
          if (ultimas.some((d) => d === undefined)) expect(t).toBeUndefined()
          else {
            const data = ultima(ultimas as string[])!
            expect(t).toEqual({ colaboradorId, certificacaoId: 9, dataCertificacao: data, validade: adicionarMeses(data, periodicidade), situacao: situacaoNaData(adicionarMeses(data, periodicidade), hoje) })
          }
        }
      }),
    )
  })

  it('sem aprovação na avaliação prática exigida, não há título (mesmo aprovado em todos os cursos)', () => {
    fc.assert(
      fc.property(aprovacoesCurso, aprovacoesPratica, dia, (ac, ap, hoje) => {
        const c: RegraCertificacao = { id: 9, nome: 'C', periodicidade: 12, cursosIds: [1], certificacaoPreRequisitoId: null, avaliacoesPraticasIds: [7] }
        const semPratica = ap.filter((a) => a.avaliacaoPraticaId !== 7)
        expect(certificacoesDosColaboradores([c], ac, hoje, semPratica)).toEqual([])
        // Adding the practical approval never takes a title away, and its date never makes it older.
        const sem = certificacoesDosColaboradores([{ ...c, avaliacoesPraticasIds: [] }], ac, hoje)
        const com = certificacoesDosColaboradores([c], ac, hoje, ap)
        for (const t of com) {
          const s = sem.find((x) => x.colaboradorId === t.colaboradorId)
          expect(s).toBeDefined()
          expect(t.dataCertificacao >= s!.dataCertificacao).toBe(true)
        }
      }),
    )
  })

  it('sem avaliações práticas na certificação, as aprovações práticas não mudam nada', () => {
    fc.assert(
      fc.property(aprovacoesCurso, aprovacoesPratica, dia, (ac, ap, hoje) => {
        const c: RegraCertificacao = { id: 9, nome: 'C', periodicidade: 24, cursosIds: [1, 2], certificacaoPreRequisitoId: null }
        expect(certificacoesDosColaboradores([c], ac, hoje, ap)).toEqual(certificacoesDosColaboradores([c], ac, hoje))
      }),
    )
  })

  it('aprovado quando a nota alcança a nota mínima', () => {
    const nota = fc.integer({ min: 0, max: 1000 }).map((n) => n / 100)
    fc.assert(
      fc.property(nota, nota, (n, minima) => {
        expect(aprovadoNaPratica(n, minima)).toBe(n >= minima)
        if (aprovadoNaPratica(n, minima) && n < 10) expect(aprovadoNaPratica(n + 0.01, minima)).toBe(true)
      }),
    )
  })
})
