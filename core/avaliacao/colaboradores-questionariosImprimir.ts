import { Effect } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { obter } from '../shared/crud.ts'
import { Impressora, type Bloco, type Documento } from '../shared/documento.ts'
import { formatarData, formatarDataHora, formatarPercentual } from '../shared/formatos.ts'
import { Relogio } from '../shared/ports.ts'
import { ehEscolha, TIPO_MULTIPLA_ESCOLHA, TIPO_NOTA, TIPO_OBJETIVA, type PerguntaQuestionario, type RespostaQuestionario } from '../shared/questionario.ts'
import { colaboradoresQuestionarios } from './colaboradores-questionarios.ts'

export const SEM_ASPECTO = 'Sem aspecto'

/** An answer in words: the option(s) chosen, 'n de max' for a grade, the text of a subjective one; '—' when unanswered. */
export const respostaEmTexto = (p: PerguntaQuestionario, r: RespostaQuestionario | undefined): string => {
  if (!r) return '—'
  switch (p.tipo) {
    case TIPO_OBJETIVA:
      return p.respostas.find((o) => o.id === r.respostaId)?.texto ?? '—'
    case TIPO_MULTIPLA_ESCOLHA: {
      const ts = p.respostas.filter((o) => r.respostasIds?.includes(o.id)).map((o) => o.texto)
      return ts.length ? ts.join('; ') : '—'
    }
    case TIPO_NOTA:
      return r.nota === undefined ? '—' : `${r.nota} de ${p.notaMaxima}`
    default:
      return r.comentario?.trim() || '—'
  }
}

export interface OpcoesImpressao {
  readonly agruparPorAspecto: boolean
  /** One compact table (question, answer) instead of a block per question with every option marked. */
  readonly modoEconomico: boolean
}

/**
 * The printable answered follow-up (pure): header fields (talento, modelo, período, data, avaliador, desempenho,
 * resultado), then the questions in order, grouped by aspect when asked (questions without one last, 'Sem aspecto').
 */
export const documentoAcompanhamento = (
  a: {
    readonly nomeColaborador: string
    readonly tituloModelo: string
    readonly nomePeriodo: string | null
    readonly data: string
    readonly avaliadorNome: string | null
    readonly percentual: number | null
    readonly aprovado: boolean | null
    readonly observacao: string | null
    readonly perguntas: ReadonlyArray<PerguntaQuestionario>
    readonly respostas: ReadonlyArray<RespostaQuestionario>
  },
  o: OpcoesImpressao,
  meta: { readonly empresa: string; readonly emitidoEm: string; readonly emitidoPor: string },
): Documento => {
  const porPergunta = new Map(a.respostas.map((r) => [r.perguntaId, r]))
  const ordenadas = [...a.perguntas].sort((x, y) => x.ordem - y.ordem)
  const grupos: Array<{ titulo?: string; perguntas: PerguntaQuestionario[] }> = []
  if (o.agruparPorAspecto) {
    const nomes = [...new Set(ordenadas.map((p) => p.aspecto ?? ''))].sort((x, y) => (x === '' ? 1 : y === '' ? -1 : 0))
    for (const n of nomes) grupos.push({ titulo: n || SEM_ASPECTO, perguntas: ordenadas.filter((p) => (p.aspecto ?? '') === n) })
  } else grupos.push({ perguntas: ordenadas })
  const blocos: Bloco[] = [
    { tipo: 'titulo', texto: 'Acompanhamento do Período de Experiência' },
    {
      tipo: 'campos',
      campos: [
        { rotulo: 'Talento', valor: a.nomeColaborador },
        { rotulo: 'Modelo', valor: a.tituloModelo },
        { rotulo: 'Período', valor: a.nomePeriodo ?? '—' },
        { rotulo: 'Data', valor: formatarData(a.data) },
        { rotulo: 'Avaliador', valor: a.avaliadorNome ?? '—' },
        { rotulo: 'Desempenho', valor: a.percentual === null ? '—' : formatarPercentual(a.percentual, 2, true) },
        { rotulo: 'Resultado', valor: a.aprovado === null ? '—' : a.aprovado ? 'Aprovado' : 'Reprovado' },
      ],
    },
  ]
  let n = 0
  for (const g of grupos) {
    if (o.modoEconomico) {
      blocos.push({
        tipo: 'tabela',
        ...(g.titulo ? { titulo: g.titulo } : {}),
        colunas: [{ titulo: 'Pergunta', largura: 3 }, { titulo: 'Resposta', largura: 2 }],
        linhas: g.perguntas.map((p) => {
          const r = porPergunta.get(p.id)
          return [`${++n}. ${p.texto}`, respostaEmTexto(p, r) + (r?.comentario && p.tipo !== 3 ? ` (${r.comentario})` : '')]
        }),
      })
      continue
    }
    if (g.titulo) blocos.push({ tipo: 'texto', titulo: g.titulo, texto: '' })
    for (const p of g.perguntas) {
      const r = porPergunta.get(p.id)
      const campos = ehEscolha(p.tipo)
        ? p.respostas.map((op) => ({
            rotulo: (p.tipo === TIPO_OBJETIVA ? r?.respostaId === op.id : !!r?.respostasIds?.includes(op.id)) ? '(X)' : '( )',
            valor: op.texto,
          }))
        : [{ rotulo: 'Resposta', valor: respostaEmTexto(p, r) }]
      if (r?.comentario && p.tipo !== 3) campos.push({ rotulo: p.comentario ?? 'Comentário', valor: r.comentario })
      blocos.push({ tipo: 'campos', titulo: `${++n}. ${p.texto}`, campos })
    }
  }
  if (a.observacao?.trim()) blocos.push({ tipo: 'texto', titulo: 'Observação', texto: a.observacao.trim() })
  blocos.push({ tipo: 'assinaturas', nomes: [a.avaliadorNome ?? 'Avaliador', a.nomeColaborador] })
  return {
    titulo: 'Acompanhamento do Período de Experiência',
    autor: meta.empresa,
    cabecalho: { empresa: meta.empresa, emitido: `Emitido em ${formatarDataHora(meta.emitidoEm)} por ${meta.emitidoPor}` },
    rodape: { paginas: true },
    blocos,
  }
}

/** POST imprimir-avaliacao-respondida: the PDF of an answered follow-up the actor may read (404 otherwise). */
export const imprimirAcompanhamento = (ator: Ator, id: number, o: OpcoesImpressao) =>
  Effect.gen(function* () {
    const r = yield* obter(colaboradoresQuestionarios, ator, id)
    const doc = documentoAcompanhamento(
      {
        nomeColaborador: String(r.nomeColaborador ?? ''),
        tituloModelo: String(r.tituloModelo ?? ''),
        nomePeriodo: r.nomePeriodo ?? null,
        data: String(r.data),
        avaliadorNome: r.avaliadorNome ?? null,
        percentual: r.percentual === null || r.percentual === undefined ? null : Number(r.percentual),
        aprovado: typeof r.aprovado === 'boolean' ? r.aprovado : null,
        observacao: r.observacao ?? null,
        perguntas: (r.perguntas ?? []) as ReadonlyArray<PerguntaQuestionario>,
        respostas: (r.respostas ?? []) as ReadonlyArray<RespostaQuestionario>,
      },
      o,
      { empresa: ator.empresa?.nome ?? '', emitidoEm: yield* (yield* Relogio).agora, emitidoPor: ator.usuario.nome },
    )
    const bytes = yield* (yield* Impressora).pdf(doc)
    return { bytes, nomeArquivo: `acompanhamento-experiencia-${id}.pdf`, tipo: 'application/pdf' }
  })
