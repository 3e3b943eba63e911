import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TIPO_AVALIACAO_1, TIPO_AVALIACAO_2 } from '../../../core/avaliacao/avaliacoes-desempenho.ts'
import { PAPEIS_AVALIADOR, type PapelAvaliador } from '../../../core/avaliacao/papeis.ts'
import {
  agregarPorArea,
  ANONIMA_MINIMO_AVALIADORES,
  colunasAnaliseTalento,
  DETALHADO_MAXIMO_AVALIADORES,
  linhasAnaliseTalento,
  linhasAvaliadoresAvaliados,
  NOTA_MINIMA_OBRIGATORIA,
  regrasAnaliseTalento,
  resumoAnaliseTalento,
  type CompetenciaDoAvaliado,
  type EntradaLinhasTalento,
  type Par,
} from '../../../core/avaliacao/relatorios/analise-desempenho.ts'
import { POUCAS_RESPOSTAS_ANONIMA, type RespostaEnviada } from '../../../core/avaliacao/resultados.ts'
import { TIPO_NOTA } from '../../../core/shared/questionario.ts'

const niveis = [
  { id: 11, descricao: 'Básico', ordem: 1, percentual: null },
  { id: 12, descricao: 'Intermediário', ordem: 2, percentual: null },
  { id: 13, descricao: 'Avançado', ordem: 3, percentual: null },
]
const exigidas = [
  { competenciaId: 1, nivelCompetenciaId: 12 },
  { competenciaId: 2, nivelCompetenciaId: 13 },
]
const nomesCompetencias = new Map([
  [1, 'Comunicação'],
  [2, 'Liderança'],
])
const resposta = (papel: PapelAvaliador, n1: number, n2: number, comentario?: string): RespostaEnviada => ({
  avaliadoId: 9,
  papel,
  respostas: comentario ? [{ perguntaId: 100, tipoId: TIPO_NOTA, nota: 5, comentario }] : [],
  competencias: [
    { competenciaId: 1, nivelCompetenciaId: n1 },
    { competenciaId: 2, nivelCompetenciaId: n2 },
  ],
})
const entrada = (e: Partial<EntradaLinhasTalento>): EntradaLinhasTalento => ({
  avaliado: { nome: 'Ana Avaliada', cargo: 'Analista', faixa: 'Júnior' },
  titulo: 'Avaliação 2099',
  anonima: false,
  detalhado: true,
  exigidas,
  niveis,
  nomesCompetencias,
  perguntas: [{ id: 100, texto: 'Entrega no prazo' }],
  respostas: [],
  selecionados: [],
  mediaContada: new Map(),
  ...e,
})
const par = (avaliadorId: number, avaliador: string, papel: PapelAvaliador, n1: number | null, n2: number | null, situacao = 'R'): Par => ({
  avaliadorId,
  avaliador,
  avaliadoId: 9,
  avaliado: 'Ana Avaliada',
  papel,
  situacao,
  dataResposta: situacao === 'R' ? '2099-06-01' : null,
  respostas: [],
  competencias: [
    ...(n1 ? [{ competenciaId: 1, nivelCompetenciaId: n1 }] : []),
    ...(n2 ? [{ competenciaId: 2, nivelCompetenciaId: n2 }] : []),
  ],
})

describe('§5 regras do relatório de análise do talento', () => {
  const filtro = fc.record({
    tipo: fc.constantFrom('R', 'D'),
    avaliadoresIds: fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 7 }),
    notaMinimaMediaGeralCompetencia: fc.option(fc.double({ min: 0, max: 10, noNaN: true }), { nil: undefined }),
  })
  const avaliacao = fc.record({ anonima: fc.boolean(), tipo: fc.constantFrom(TIPO_AVALIACAO_1, TIPO_AVALIACAO_2) })

  it('cada mensagem aparece exatamente quando a sua regra da especificação vale', () => {
    fc.assert(
      fc.property(filtro, avaliacao, (f, a) => {
        const msgs = regrasAnaliseTalento(f, a).map((e) => `${e.field}:${e.message}`)
        const resumido = f.tipo === 'R'
        const dois = a.tipo === TIPO_AVALIACAO_2
        expect(msgs.includes(`avaliadoresIds:${ANONIMA_MINIMO_AVALIADORES}`)).toBe(a.anonima && !resumido && !dois && f.avaliadoresIds.length < 2)
        expect(msgs.includes(`avaliadoresIds:${DETALHADO_MAXIMO_AVALIADORES}`)).toBe(f.tipo === 'D' && f.avaliadoresIds.length > 4)
        expect(msgs.includes(`notaMinimaMediaGeralCompetencia:${NOTA_MINIMA_OBRIGATORIA}`)).toBe(!resumido && !dois && f.notaMinimaMediaGeralCompetencia === undefined)
      }),
    )
  })

  it('a mensagem do obrigatório segue o estilo do produto', () => {
    expect(NOTA_MINIMA_OBRIGATORIA).toBe('Nota mínima da média geral das competências é obrigatória')
  })
})

describe('linhas do relatório do talento', () => {
  it('identificada com avaliadores: uma coluna por avaliador com o nível dado, a média dos selecionados e Atende', () => {
    const { linhas, contexto } = linhasAnaliseTalento(entrada({ selecionados: [par(5, 'Gil Gestor', 'L', 13, 13), par(6, 'Paula Par', 'P', 11, 12), par(7, 'Pedro Pendente', 'P', null, null, 'N')] }))
    const cols = colunasAnaliseTalento(contexto)
    expect(cols.map((c) => c.titulo)).toEqual(['Competência', 'Nível exigido', 'Gil Gestor (Gestor)', 'Paula Par (Par)', 'Pedro Pendente (Par)', 'Média', 'Atende'])
    expect(linhas.map((l) => [l['competencia'], l['nivelExigido'], l['avaliador5'], l['avaliador6'], l['avaliador7'], l['media'], l['atende']])).toEqual([
      ['Comunicação', 'Intermediário (2)', 'Avançado (3)', 'Básico (1)', null, 2, 'Sim'],
      ['Liderança', 'Avançado (3)', 'Avançado (3)', 'Intermediário (2)', null, 2.5, 'Não'],
    ])
    expect(resumoAnaliseTalento(linhas, { notaMinimaMediaGeralCompetencia: 2.5, exibirAssinaturas: true, exibirComentarios: false }, contexto)).toEqual([
      { rotulo: 'Média geral das competências', valor: '2,25' },
      { rotulo: 'Nota mínima da média geral das competências', valor: '2,50' },
      { rotulo: 'Resultado', valor: 'Não atingiu' },
      { rotulo: 'Assinatura do Avaliado', valor: '______________________________ Ana Avaliada' },
      { rotulo: 'Assinatura do Avaliador/Gestor', valor: '______________________________' },
    ])
  })

  it('anônima: colunas são grupos de papéis, nunca avaliadores; com menos de 2 respostas contadas (além da autoavaliação) nada aparece', () => {
    const respostas = [resposta('P', 13, 13, 'zeta'), resposta('P', 11, 11, 'alfa'), resposta('L', 12, 12)]
    const { linhas, contexto } = linhasAnaliseTalento(entrada({ anonima: true, respostas, selecionados: [par(5, 'Gil Gestor', 'L', 13, 13)], mediaContada: new Map([[1, 2], [2, 2]]) }))
    expect(colunasAnaliseTalento(contexto).map((c) => c.titulo)).toEqual(['Competência', 'Nível exigido', 'Par', 'Média', 'Atende'])
    expect(linhas[0]).toMatchObject({ grupoP: 2, media: 2, atende: 'Sim' })
    const meta = contexto
    expect(meta.comentarios).toEqual([
      { rotulo: 'Comentário', valor: 'Entrega no prazo: alfa' },
      { rotulo: 'Comentário', valor: 'Entrega no prazo: zeta' },
    ])
    const poucas = linhasAnaliseTalento(entrada({ anonima: true, respostas: [resposta('P', 13, 13, 'segredo'), resposta('U', 11, 11)], mediaContada: new Map([[1, 2]]) }))
    expect(poucas.linhas.every((l) => l['media'] === null && l['atende'] === null)).toBe(true)
    expect(poucas.contexto).toMatchObject({ mensagem: POUCAS_RESPOSTAS_ANONIMA, comentarios: [], colunas: [] })
  })

  it('propriedade: numa avaliação anônima nenhuma coluna nem texto traz um avaliador, qualquer que seja a seleção', () => {
    const papel = fc.constantFrom(...PAPEIS_AVALIADOR.map((p) => p.id))
    const nivel = fc.constantFrom(11, 12, 13)
    fc.assert(
      fc.property(
        fc.array(fc.tuple(papel, nivel, nivel), { maxLength: 8 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { maxLength: 4 }),
        fc.boolean(),
        (rs, sel, detalhado) => {
          const selecionados = sel.map((id) => par(id, `Avaliador Secreto ${id}`, 'P', 13, 13))
          const { linhas, contexto } = linhasAnaliseTalento(entrada({ anonima: true, detalhado, respostas: rs.map(([p, a, b]) => resposta(p, a, b, 'comentário')), selecionados }))
          const texto = JSON.stringify([linhas, contexto, colunasAnaliseTalento(contexto), resumoAnaliseTalento(linhas, { exibirAssinaturas: true, exibirComentarios: true }, contexto)])
          expect(texto).not.toContain('Avaliador Secreto')
          for (const c of colunasAnaliseTalento(contexto)) expect(c.campo).not.toMatch(/^avaliador/)
          for (const l of linhas) expect(Object.keys(l).some((k) => k.startsWith('avaliador'))).toBe(false)
        },
      ),
    )
  })
})

describe('agregação por área', () => {
  const item = fc.record({
    area: fc.constantFrom('Financeiro', 'RH'),
    competencia: fc.constantFrom('Comunicação', 'Liderança', 'Ética'),
    ordemExigida: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    ordemMedia: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  })

  it('propriedade: avaliados somam os itens com nível dado; atendem é a fração que alcança o exigido', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (itens: CompetenciaDoAvaliado[]) => {
        const linhas = agregarPorArea(itens)
        expect(linhas.reduce((s, l) => s + Number(l['avaliados']), 0)).toBe(itens.filter((i) => i.ordemMedia !== null).length)
        for (const l of linhas) {
          const xs = itens.filter((i) => i.area === l['area'] && i.competencia === l['competencia'] && i.ordemMedia !== null)
          const comp = xs.filter((x) => x.ordemExigida !== null)
          const esperado = comp.length ? Math.round((comp.filter((x) => x.ordemMedia! >= x.ordemExigida!).length / comp.length) * 10_000) / 100 : null
          expect(l['atendem']).toBe(esperado)
        }
        const chaves = linhas.map((l) => `${String(l['area'])}|${String(l['competencia'])}`)
        expect(new Set(chaves).size).toBe(chaves.length)
      }),
    )
  })
})

describe('avaliadores e avaliados', () => {
  const pares = [par(5, 'Zé', 'L', 13, 13), par(6, 'Ana', 'P', null, null, 'P'), par(9, 'Ana Avaliada', 'U', null, null, 'N')]
  it('filtra pela situação (rascunho é pendente) e ordena pelo lado do agrupamento', () => {
    expect(linhasAvaliadoresAvaliados(pares, { agruparPor: 'AVALIADOR', situacao: 'TODAS' }).map((l) => l['avaliador'])).toEqual(['Ana', 'Ana Avaliada', 'Zé'])
    expect(linhasAvaliadoresAvaliados(pares, { agruparPor: 'AVALIADOR', situacao: 'PENDENTES' }).map((l) => [l['avaliador'], l['situacao']])).toEqual([
      ['Ana', 'Respondida parcialmente'],
      ['Ana Avaliada', 'Não respondida'],
    ])
    expect(linhasAvaliadoresAvaliados(pares, { agruparPor: 'AVALIADO', situacao: 'RESPONDIDAS' })).toEqual([
      { avaliador: 'Zé', avaliado: 'Ana Avaliada', papel: 'Gestor', situacao: 'Respondida', dataResposta: '2099-06-01' },
    ])
  })
})
