import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  A_VENCER,
  acompanhamentosDoTalento,
  admissaoMinimaPendente,
  ATRASADO,
  DIAS_ANTECEDENCIA,
  estaPendente,
  LIMITE_ATRASO,
  prazoDoAcompanhamento,
  PREVISTO,
  RESPONDIDO,
  situacaoEm,
  type PeriodoExperiencia,
} from '../../../core/avaliacao/acompanhamentos.ts'
import { documentoAcompanhamento, respostaEmTexto } from '../../../core/avaliacao/colaboradores-questionariosImprimir.ts'
import { adicionarDias, diasEntre } from '../../../core/shared/datas.ts'
import { TIPO_MULTIPLA_ESCOLHA, TIPO_NOTA, TIPO_OBJETIVA, TIPO_SUBJETIVA, type PerguntaQuestionario } from '../../../core/shared/questionario.ts'

const dia = fc.integer({ min: 0, max: 20_000 }).map((n) => adicionarDias('1990-01-01', n))
const periodo = fc.record({ id: fc.integer({ min: 1, max: 50 }), nome: fc.string({ maxLength: 10 }), dias: fc.integer({ min: 1, max: 3650 }), ativo: fc.boolean() })
const periodos = fc.uniqueArray(periodo, { selector: (p) => p.id, maxLength: 6 })

describe('acompanhamentos do período de experiência (core/avaliacao/acompanhamentos.ts)', () => {
  it('o dia da admissão é o dia 1: 45 dias a partir de 01/01 terminam em 14/02; o prazo fica dias − 1 depois da admissão', () => {
    expect(prazoDoAcompanhamento('2026-01-01', 45)).toBe('2026-02-14')
    expect(prazoDoAcompanhamento('2026-01-01', 90)).toBe('2026-03-31')
    expect(prazoDoAcompanhamento('2026-01-01', 1)).toBe('2026-01-01')
    fc.assert(fc.property(dia, fc.integer({ min: 1, max: 3650 }), (adm, dias) => diasEntre(adm, prazoDoAcompanhamento(adm, dias)) + 1 === dias))
  })

  it('situação: respondido vence tudo; antes do prazo e a até 7 dias é A vencer; depois do prazo, Atrasado', () => {
    fc.assert(
      fc.property(dia, fc.integer({ min: -400, max: 400 }), fc.boolean(), (hoje, delta, resp) => {
        const prazo = adicionarDias(hoje, delta)
        const s = situacaoEm(prazo, resp, hoje)
        const esperado = resp ? RESPONDIDO : delta < 0 ? ATRASADO : delta <= DIAS_ANTECEDENCIA ? A_VENCER : PREVISTO
        expect(s).toBe(esperado)
      }),
    )
  })

  it('um acompanhamento por período ativo (mais os respondidos), na ordem dos dias; nenhum após o desligamento se não respondido', () => {
    fc.assert(
      fc.property(dia, periodos, fc.option(dia, { nil: null }), dia, fc.subarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), (adm, ps, desl, hoje, respIds) => {
        const respondidos = respIds.filter((i) => ps.some((p) => p.id === i)).map((i) => ({ id: 1000 + i, colaboradorId: 7, periodoExperienciaId: i, data: hoje, percentual: 50, aprovado: true }))
        const as = acompanhamentosDoTalento({ id: 7, dataAdmissao: adm, dataDesligamento: desl }, ps, respondidos, hoje)
        for (const p of ps) {
          const a = as.find((x) => x.periodoExperienciaId === p.id)
          const resp = respondidos.some((r) => r.periodoExperienciaId === p.id)
          const prazo = prazoDoAcompanhamento(adm, p.dias)
          const esperado = resp || (p.ativo && !(desl && desl < prazo))
          expect(!!a).toBe(esperado)
          if (a) {
            expect(a.prazo).toBe(prazo)
            expect(a.situacao === RESPONDIDO).toBe(resp)
            expect(a.colaboradorQuestionarioId).toBe(resp ? 1000 + p.id : null)
          }
        }
        expect(as.map((a) => a.dias)).toEqual([...as.map((a) => a.dias)].sort((x, y) => x - y))
      }),
    )
  })

  it('pendentes: a vencer, ou atrasado há no máximo 90 dias; a admissão mínima cobre todo pendente', () => {
    fc.assert(
      fc.property(dia, periodos, dia, (adm, ps, hoje) => {
        const as = acompanhamentosDoTalento({ id: 1, dataAdmissao: adm }, ps, [], hoje)
        for (const a of as) {
          const p = estaPendente(a, hoje)
          expect(p).toBe(a.situacao === A_VENCER || (a.situacao === ATRASADO && diasEntre(a.prazo, hoje) <= LIMITE_ATRASO))
          if (p) expect(adm >= admissaoMinimaPendente(ps as ReadonlyArray<PeriodoExperiencia>, hoje)).toBe(true)
        }
      }),
    )
  })
})

describe('impressão do acompanhamento respondido (core/avaliacao/colaboradores-questionariosImprimir.ts)', () => {
  const perguntas: PerguntaQuestionario[] = [
    { id: 1, ordem: 1, texto: 'Adaptação', tipo: TIPO_OBJETIVA, respostas: [{ id: 1, texto: 'Boa', peso: 10 }, { id: 2, texto: 'Ruim', peso: 0 }], exigirComentario: false, notaMinima: 1, notaMaxima: 10, peso: 1, obrigatoria: true, aspecto: 'Equipe' },
    { id: 2, ordem: 2, texto: 'Nota', tipo: TIPO_NOTA, respostas: [], exigirComentario: false, notaMinima: 0, notaMaxima: 10, peso: 1, obrigatoria: true },
    { id: 3, ordem: 3, texto: 'Pontos fortes', tipo: TIPO_MULTIPLA_ESCOLHA, respostas: [{ id: 1, texto: 'Pontual', peso: 1 }, { id: 2, texto: 'Proativo', peso: 1 }], exigirComentario: false, notaMinima: 1, notaMaxima: 10, peso: 1, obrigatoria: false, aspecto: 'Equipe' },
    { id: 4, ordem: 4, texto: 'Comentários', tipo: TIPO_SUBJETIVA, respostas: [], exigirComentario: false, notaMinima: 1, notaMaxima: 10, peso: 0, obrigatoria: false },
  ]
  it('respostas em texto por tipo; sem resposta, travessão', () => {
    expect(respostaEmTexto(perguntas[0]!, { perguntaId: 1, tipoId: TIPO_OBJETIVA, respostaId: 2 })).toBe('Ruim')
    expect(respostaEmTexto(perguntas[1]!, { perguntaId: 2, tipoId: TIPO_NOTA, nota: 7 })).toBe('7 de 10')
    expect(respostaEmTexto(perguntas[2]!, { perguntaId: 3, tipoId: TIPO_MULTIPLA_ESCOLHA, respostasIds: [2, 1] })).toBe('Pontual; Proativo')
    expect(respostaEmTexto(perguntas[3]!, { perguntaId: 4, tipoId: TIPO_SUBJETIVA, comentario: ' ok ' })).toBe('ok')
    expect(respostaEmTexto(perguntas[3]!, undefined)).toBe('—')
  })
  it('agrupado por aspecto: seções na ordem, as sem aspecto por último; econômico: uma tabela por grupo com todas as perguntas', () => {
    const a = { nomeColaborador: 'Ana', tituloModelo: 'M', nomePeriodo: '45 dias', data: '2026-02-14', avaliadorNome: 'Gestora', percentual: 70, aprovado: true, observacao: null, perguntas, respostas: [] }
    const meta = { empresa: 'E', emitidoEm: '2026-02-14T12:00:00Z', emitidoPor: 'X' }
    const econ = documentoAcompanhamento(a, { agruparPorAspecto: true, modoEconomico: true }, meta)
    const tabelas = econ.blocos.filter((b) => b.tipo === 'tabela')
    expect(tabelas.map((t) => ('titulo' in t ? t.titulo : undefined))).toEqual(['Equipe', 'Sem aspecto'])
    expect(tabelas.flatMap((t) => (t.tipo === 'tabela' ? t.linhas : [])).length).toBe(4)
    const normal = documentoAcompanhamento(a, { agruparPorAspecto: false, modoEconomico: false }, meta)
    const titulos = normal.blocos.flatMap((b) => (b.tipo === 'campos' && b.titulo ? [b.titulo] : []))
    expect(titulos).toEqual(['1. Adaptação', '2. Nota', '3. Pontos fortes', '4. Comentários'])
  })
})
