import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { historicoDepoisDoDesligamento } from '../../../core/cargo-salario/regrasColaborador.ts'
import { ADMISSAO_CANCELADA_NAO_DESLIGA, regrasDesligamento, TALENTO_JA_DESLIGADO } from '../../../core/gestao-talentos/desligamentos.ts'
import { agregarRespostas, rotuloMedia, SEM_RESPOSTAS, type EntrevistaRespondida } from '../../../core/gestao-talentos/relatorios/resultados-entrevistas-desligamentos.ts'
import { DESLIGAMENTO_ANTERIOR } from '../../../core/geral/itensPessoa.ts'
import {
  normalizarPerguntas,
  TIPO_MULTIPLA_ESCOLHA,
  TIPO_NOTA,
  TIPO_OBJETIVA,
  TIPO_SUBJETIVA,
  type RespostaQuestionario,
} from '../../../core/shared/questionario.ts'
import { dataIso } from '../arbitraries.ts'

describe('regrasDesligamento (data x admissão x último histórico)', () => {
  it('aceita exatamente as datas não anteriores à admissão nem ao último histórico', () => {
    fc.assert(
      fc.property(dataIso, fc.option(dataIso, { nil: undefined }), dataIso, (admissao, ultimo, data) => {
        const erros = regrasDesligamento({ dataAdmissao: admissao }, ultimo, data)
        const valida = data >= admissao && (ultimo === undefined || data >= ultimo)
        expect(erros.length === 0).toBe(valida)
        if (data < admissao) expect(erros).toEqual([{ field: 'dataDesligamento', message: DESLIGAMENTO_ANTERIOR }])
        else if (!valida) expect(erros).toEqual([{ field: 'dataDesligamento', message: historicoDepoisDoDesligamento(ultimo!) }])
      }),
    )
  })

  it('nunca desliga duas vezes nem uma admissão cancelada', () => {
    fc.assert(
      fc.property(dataIso, dataIso, (anterior, data) => {
        expect(regrasDesligamento({ dataAdmissao: '1900-01-01', dataDesligamento: anterior }, undefined, data)).toEqual([{ field: 'dataDesligamento', message: TALENTO_JA_DESLIGADO }])
        expect(regrasDesligamento({ dataAdmissao: '1900-01-01', statusFolha: 'C' }, undefined, data)).toEqual([{ field: 'dataDesligamento', message: ADMISSAO_CANCELADA_NAO_DESLIGA }])
      }),
    )
  })
})

const perguntas = normalizarPerguntas([
  { texto: 'Motivo', tipo: TIPO_OBJETIVA, respostas: [{ texto: 'A', peso: 0 }, { texto: 'B', peso: 0 }, { texto: 'C', peso: 0 }], exigirComentario: false, notaMinima: 1, notaMaxima: 10, peso: 1, obrigatoria: false },
  { texto: 'Valorizou', tipo: TIPO_MULTIPLA_ESCOLHA, respostas: [{ texto: 'X', peso: 0 }, { texto: 'Y', peso: 0 }], exigirComentario: false, notaMinima: 1, notaMaxima: 10, peso: 1, obrigatoria: false },
  { texto: 'Nota', tipo: TIPO_NOTA, respostas: [], exigirComentario: false, notaMinima: 0, notaMaxima: 10, peso: 1, obrigatoria: false },
  { texto: 'Sugestões', tipo: TIPO_SUBJETIVA, respostas: [], exigirComentario: false, notaMinima: 1, notaMaxima: 10, peso: 1, obrigatoria: false },
])

/** An interview answering each question or not, as the engine stores it. */
const entrevista = fc
  .record({
    objetiva: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
    multipla: fc.subarray([0, 1]),
    nota: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
    texto: fc.option(fc.constantFrom('Plano de carreira', 'Salário'), { nil: undefined }),
  })
  .map(({ objetiva, multipla, nota, texto }): EntrevistaRespondida => {
    const [o, m, n, s] = perguntas
    const respostas: RespostaQuestionario[] = [
      { perguntaId: o!.id, tipoId: TIPO_OBJETIVA, ...(objetiva !== undefined ? { respostaId: o!.respostas[objetiva]!.id } : {}) },
      { perguntaId: m!.id, tipoId: TIPO_MULTIPLA_ESCOLHA, ...(multipla.length ? { respostasIds: multipla.map((i) => m!.respostas[i]!.id) } : {}) },
      { perguntaId: n!.id, tipoId: TIPO_NOTA, ...(nota !== undefined ? { nota } : {}) },
      { perguntaId: s!.id, tipoId: TIPO_SUBJETIVA, ...(texto ? { comentario: texto } : {}) },
    ]
    return { modeloId: 1, tituloModelo: 'Modelo', perguntas, respostas }
  })

describe('agregarRespostas (resultados das entrevistas de desligamento)', () => {
  it('conta cada opção, percentual sobre quem respondeu a pergunta, média das notas e os textos abertos', () => {
    fc.assert(
      fc.property(fc.array(entrevista, { maxLength: 12 }), (es) => {
        const linhas = agregarRespostas(es)
        // No interview: no question known, no row.
        if (!es.length) {
          expect(linhas).toEqual([])
          return
        }
        const da = (n: number) => linhas.filter((l) => String(l['pergunta']).startsWith(`Modelo — ${n}.`))
        const objetivas = es.flatMap((e) => (e.respostas[0]!.respostaId !== undefined ? [e.respostas[0]!.respostaId] : []))
        expect(da(1).map((l) => l['quantidade'])).toEqual(perguntas[0]!.respostas.map((o) => objetivas.filter((x) => x === o.id).length))
        for (const l of da(1)) expect(l['percentual']).toBeCloseTo(objetivas.length ? (100 * Number(l['quantidade'])) / objetivas.length : 0, 2)
        const multiplas = es.filter((e) => e.respostas[1]!.respostasIds?.length)
        for (const [i, l] of da(2).entries()) {
          const n = multiplas.filter((e) => e.respostas[1]!.respostasIds!.includes(perguntas[1]!.respostas[i]!.id)).length
          expect(l['quantidade']).toBe(n)
          expect(l['percentual']).toBeCloseTo(multiplas.length ? (100 * n) / multiplas.length : 0, 2)
        }
        const notas = es.flatMap((e) => (e.respostas[2]!.nota !== undefined ? [e.respostas[2]!.nota] : []))
        expect(da(3)).toEqual([
          { pergunta: 'Modelo — 3. Nota', resposta: rotuloMedia(perguntas[2]!), quantidade: notas.length, percentual: null, media: notas.length ? Math.round((100 * notas.reduce((a, b) => a + b, 0)) / notas.length) / 100 : null },
        ])
        const textos = es.flatMap((e) => (e.respostas[3]!.comentario ? [e.respostas[3]!.comentario] : []))
        expect(da(4).map((l) => l['resposta'])).toEqual(textos.length ? textos : [SEM_RESPOSTAS])
      }),
    )
  })
})
