import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { corpoDaAdmissao, dadosDoCandidato, posicaoProposta } from '../../../core/captacao/contratarCandidato.ts'
import { camposCandidato } from '../../../core/captacao/candidatos.ts'
import { camposColaborador } from '../../../core/cargo-salario/colaboradores.ts'

const chavesCandidato = Object.keys(camposCandidato)
const valor = fc.oneof(fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() !== ''), fc.integer({ min: 1, max: 999 }), fc.constant(null), fc.constant(''))
const candidatoArb = fc.dictionary(fc.constantFrom(...chavesCandidato), valor)

describe('dadosDoCandidato: o que do candidato o talento guarda', () => {
  it('só campos do talento, com o valor do candidato; nunca observação nem campos extras; vazios não vão', () => {
    fc.assert(
      fc.property(candidatoArb, (c) => {
        const d = dadosDoCandidato(c)
        for (const [k, v] of Object.entries(d)) {
          expect(Object.hasOwn(camposColaborador, k)).toBe(true)
          expect(['observacao', 'camposExtras']).not.toContain(k)
          expect(v).toBe(c[k === 'idiomas' ? 'candidatoIdiomas' : k])
          expect(v === null || v === '').toBe(false)
        }
        // Every shared, filled key arrives (sexo only as M/F).
        for (const k of Object.keys(c)) {
          const filled = c[k] !== null && c[k] !== ''
          if (filled && Object.hasOwn(camposColaborador, k) && !['observacao', 'camposExtras', 'sexo'].includes(k)) expect(d[k]).toBe(c[k])
        }
      }),
    )
  })

  it("sub-listas: as mesmas, 'candidatoIdiomas' vira 'idiomas'; sexo 'I' (indiferente) não é do talento", () => {
    const formacao = [{ curso: 'Direito', local: 'UFC', situacao: 'COMPLETO', tipo: 'GRADUACAO', areaFormacao: { id: 1, nome: 'Direito' } }]
    const idiomas = [{ idioma: { id: 2, nome: 'Inglês' }, nivel: 'AVANCADO' }]
    const d = dadosDoCandidato({ nome: 'Ana', sexo: 'I', formacao, candidatoIdiomas: idiomas, experiencias: [], certificados: null, observacao: 'nota do RH', pretencaoSalarial: 100 })
    expect(d).toEqual({ nome: 'Ana', formacao, idiomas })
    expect(dadosDoCandidato({ sexo: 'F' })).toEqual({ sexo: 'F' })
  })
})

describe('a proposta e o corpo da admissão', () => {
  it('posição: com faixa, tipo 1 (faixa); sem faixa, tipo 3 com a remuneração da solicitação', () => {
    const s = { estabelecimentoId: 1, areaOrganizacionalId: 2, cargoId: 3 }
    expect(posicaoProposta({ ...s, faixaSalarialId: 4, remuneracao: 100 })).toEqual({ ...s, faixaSalarialId: 4, tipoSalario: 1 })
    expect(posicaoProposta({ ...s, remuneracao: 150_000 })).toEqual({ ...s, tipoSalario: 3, salario: 150_000 })
    expect(posicaoProposta({ ...s, faixaSalarialId: null })).toEqual({ ...s, tipoSalario: 3 })
  })

  it('o que o diálogo envia vale sobre a solicitação, que vale sobre o candidato; um valor vazio não apaga', () => {
    const campo = fc.constantFrom('nome', 'cpf', 'dataNascimento', 'vinculo', 'matricula')
    fc.assert(
      fc.property(
        fc.dictionary(campo, fc.string({ minLength: 1, maxLength: 5 }).filter((x) => x.trim() !== '')),
        fc.option(fc.constantFrom('E', 'S', 'A'), { nil: undefined }),
        fc.dictionary(campo, fc.oneof(fc.string({ minLength: 1, maxLength: 5 }).filter((x) => x.trim() !== ''), fc.constant(''))),
        fc.dictionary(fc.constantFrom('cargoId', 'salario', 'tipoSalario'), fc.oneof(fc.integer({ min: 1, max: 9 }), fc.constant(''))),
        (cand, vinculo, enviado, h) => {
          const s = { estabelecimentoId: 1, areaOrganizacionalId: 2, cargoId: 3, remuneracao: 500, ...(vinculo ? { vinculo } : {}) }
          const corpo = corpoDaAdmissao(cand, s, { ...enviado, historico: h })
          for (const k of ['nome', 'cpf', 'dataNascimento', 'vinculo', 'matricula']) {
            const esperado = enviado[k] ? enviado[k] : k === 'vinculo' && vinculo ? vinculo : cand[k]
            expect(corpo[k as keyof typeof corpo]).toBe(esperado)
          }
          const proposta = posicaoProposta(s)
          for (const k of ['cargoId', 'salario', 'tipoSalario']) expect(corpo.historico[k]).toBe(h[k] !== undefined && h[k] !== '' ? h[k] : proposta[k])
          expect(corpo.historico['estabelecimentoId']).toBe(1)
        },
      ),
    )
  })
})
