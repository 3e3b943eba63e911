import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { codigoDoToken, FORMATO_CODIGO, normalizarCodigo } from '../../../core/desenvolvimento/certificado.ts'
import { certificacoesDosColaboradores, semCertificacao, situacaoNaData, validadeDe, type Aprovacao, type RegraCertificacao } from '../../../core/desenvolvimento/colaboradores-certificacoes.ts'
import { nomeDaImagem, preencherMarcadores, TEXTO_PADRAO } from '../../../core/desenvolvimento/modelo-certificado.ts'
import { adicionarDias, adicionarMeses } from '../../../core/shared/datas.ts'

const dia = fc.integer({ min: 0, max: 3000 }).map((n) => adicionarDias('2020-01-01', n))

describe('validade e vencimento das certificações', () => {
  it('vencida só depois da validade; a vencer até 3 meses antes; válida antes disso', () => {
    fc.assert(
      fc.property(dia, fc.integer({ min: 1, max: 120 }), dia, (conclusao, meses, hoje) => {
        const validade = validadeDe(conclusao, meses)
        const s = situacaoNaData(validade, hoje)
        if (hoje > validade) expect(s).toBe('VENCIDA')
        else if (adicionarMeses(hoje, 3) >= validade) expect(s).toBe('A_VENCER')
        else expect(s).toBe('VALIDA')
        // Monotone: with time passing it never goes back.
        const depois = situacaoNaData(validade, adicionarDias(hoje, 1))
        const ordem = { VALIDA: 0, A_VENCER: 1, VENCIDA: 2 }
        expect(ordem[depois]).toBeGreaterThanOrEqual(ordem[s])
      }),
    )
  })

  it('certificado quando aprovado em todos os cursos; conta da última das últimas aprovações', () => {
    const cursos = [1, 2, 3]
    fc.assert(
      fc.property(
        fc.array(fc.record({ colaboradorId: fc.integer({ min: 1, max: 4 }), cursoId: fc.constantFrom(...cursos), data: dia }), { maxLength: 25 }),
        fc.subarray(cursos, { minLength: 1 }),
        fc.integer({ min: 1, max: 60 }),
        dia,
        (aprovacoes: Aprovacao[], exigidos, periodicidade, hoje) => {
          const c: RegraCertificacao = { id: 9, nome: 'C', periodicidade, cursosIds: exigidos, certificacaoPreRequisitoId: null }
          const r = certificacoesDosColaboradores([c], aprovacoes, hoje)
          for (const colaboradorId of [1, 2, 3, 4]) {
            const minhas = aprovacoes.filter((a) => a.colaboradorId === colaboradorId)
            const ultimas = exigidos.map((k) => minhas.filter((a) => a.cursoId === k).map((a) => a.data).sort().at(-1))
            const t = r.find((x) => x.colaboradorId === colaboradorId)
            if (ultimas.some((d) => d === undefined)) expect(t).toBeUndefined()
            else {
              const data = (ultimas as string[]).sort().at(-1)!
              expect(t).toEqual({ colaboradorId, certificacaoId: 9, dataCertificacao: data, validade: adicionarMeses(data, periodicidade), situacao: situacaoNaData(adicionarMeses(data, periodicidade), hoje) })
            }
          }
        },
      ),
    )
  })

  it('pré-requisito: só certifica quem tem o pré-requisito não vencido; ciclo não certifica ninguém', () => {
    fc.assert(
      fc.property(dia, dia, fc.integer({ min: 1, max: 36 }), dia, (d1, d2, meses, hoje) => {
        const base: RegraCertificacao = { id: 1, nome: 'Base', periodicidade: meses, cursosIds: [10], certificacaoPreRequisitoId: null }
        const avancada: RegraCertificacao = { id: 2, nome: 'Avançada', periodicidade: 24, cursosIds: [20], certificacaoPreRequisitoId: 1 }
        const r = certificacoesDosColaboradores([avancada, base], [{ colaboradorId: 1, cursoId: 10, data: d1 }, { colaboradorId: 1, cursoId: 20, data: d2 }], hoje)
        const temBase = r.find((t) => t.certificacaoId === 1)!
        expect(r.some((t) => t.certificacaoId === 2)).toBe(temBase.situacao !== 'VENCIDA')
        const ciclo = certificacoesDosColaboradores(
          [{ ...base, certificacaoPreRequisitoId: 2 }, avancada],
          [{ colaboradorId: 1, cursoId: 10, data: d1 }, { colaboradorId: 1, cursoId: 20, data: d2 }],
          hoje,
        )
        expect(ciclo).toEqual([])
      }),
    )
  })

  it('sem certificação: quem nunca teve ou está vencido, nunca quem tem válida ou a vencer', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ colaboradorId: fc.integer({ min: 1, max: 5 }), cursoId: fc.constant(1), data: dia }), { maxLength: 10 }), dia, (aprovacoes, hoje) => {
        const c: RegraCertificacao = { id: 1, nome: 'C', periodicidade: 12, cursosIds: [1], certificacaoPreRequisitoId: null }
        const ts = certificacoesDosColaboradores([c], aprovacoes, hoje)
        const sem = semCertificacao([1], [1, 2, 3, 4, 5], ts)
        for (const id of [1, 2, 3, 4, 5]) {
          const t = ts.find((x) => x.colaboradorId === id)
          const s = sem.find((x) => x.colaboradorId === id)
          if (!t) expect(s?.situacao).toBe('SEM')
          else if (t.situacao === 'VENCIDA') expect(s?.situacao).toBe('VENCIDA')
          else expect(s).toBeUndefined()
        }
      }),
    )
  })
})

describe('certificados: código, marcadores, nome das imagens', () => {
  it('o código tem 10 caracteres do alfabeto sem confusões e é lido de volta pela verificação', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const token = Buffer.from(bytes).toString('base64url')
        const codigo = codigoDoToken(token)
        expect(codigo).toMatch(FORMATO_CODIGO)
        expect(normalizarCodigo(` ${codigo.slice(0, 5).toLowerCase()}-${codigo.slice(5)} `)).toBe(codigo)
      }),
    )
    expect(normalizarCodigo('ABCDEFGHI1')).toBeUndefined()
    expect(normalizarCodigo(42)).toBeUndefined()
  })

  it('o texto padrão preenchido menciona o talento, o curso e a carga horária', () => {
    expect(preencherMarcadores(TEXTO_PADRAO, { curso: 'NR-35', talento: 'Ana Souza', cargaHoraria: '8' })).toBe(
      'Certificamos que Ana Souza concluiu integralmente o programa de treinamento NR-35, com carga horária total de 8 horas-aula.',
    )
    fc.assert(fc.property(fc.string(), (nome) => !/[\s()]/.test(nomeDaImagem(nome))))
  })
})
