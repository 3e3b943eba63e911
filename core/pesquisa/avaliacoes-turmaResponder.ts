import { Effect, Either, Schema } from 'effect'
import { avaliacaoCurso } from '../desenvolvimento/avaliacao-curso.ts'
import { colaboradorTurma } from '../desenvolvimento/colaborador-turma.ts'
import { cursos } from '../desenvolvimento/cursos.ts'
import { turmas } from '../desenvolvimento/turmas.ts'
import { meuTalento } from '../sessao/meusDados.ts'
import type { Ator, Escopo } from '../shared/ator.ts'
import { valorBooleano, valorReferencia } from '../shared/campos.ts'
import { alterar, criar, listar, obter } from '../shared/crud.ts'
import { Impressora, type Bloco, type Documento } from '../shared/documento.ts'
import { NaoEncontrado, RegraViolada, ValidacaoFalhou } from '../shared/erros.ts'
import { arredondar, formatarData, formatarDataHora, formatarDecimal, formatarPercentual } from '../shared/formatos.ts'
import { Relogio } from '../shared/ports.ts'
import { ehEscolha, TIPO_NOTA, TIPO_SUBJETIVA, validarRespostas, type AspectoQuestionario, type PerguntaQuestionario, type RespostaQuestionario } from '../shared/questionario.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, type Registro, type RegistroDe } from '../shared/resource.ts'
import { avaliacoesTurmaRespostas } from './avaliacoes-turma-respostas.ts'
import { avaliacoesTurma } from './avaliacoes-turma.ts'
import { SITUACAO_NAO_RESPONDIDA, SITUACAO_RESPONDIDA } from './colaborador-respostas.ts'
import { ROLE_MINHAS_PESQUISAS, ROLE_PESQUISA } from './pesquisas.ts'
import { CorpoRespostas, destinoDasRespostas, podeResponder, QuestionarioDoColaborador, ResultadoResposta, RESPOSTAS_ENVIADAS, RESPOSTAS_SALVAS } from './responder.ts'
import { agregarPesquisa, type Agregados } from './resultados.ts'

/**
 * Class evaluations answered (issues 16 and 17): the trainee answers a released one from 'Minhas Pesquisas' (drafts and
 * one submission, the surveys' rules: `validarRespostas`, `podeResponder`, `destinoDasRespostas`); HR types a paper form
 * on a trainee's behalf (`por-outro-usuario`), reads who answered and the results (the surveys' `agregarPesquisa`) and
 * prints them. The key of an answer is the course evaluation, the class and the trainee.
 */

export const AVALIACAO_TURMA_JA_RESPONDIDA = 'Esta avaliação de turma já foi respondida por este talento.'
export const AVALIACAO_FORA_DO_CURSO = 'A avaliação não está entre as avaliações do curso desta turma'
export const TALENTO_FORA_DA_TURMA = 'Este talento não participa da turma'
export const SEM_TALENTO_VINCULADO_TURMA = 'Seu usuário não está vinculado a um talento nesta empresa: não há avaliações de turma para responder.'

const TODOS = { offset: 0, limit: 10_000 } as const
type AvaliacaoTurma = RegistroDe<typeof avaliacoesTurma>

/** The class evaluation of (course evaluation, class) in the company, if HR released or typed it once. */
export const avaliacaoDaTurma = (escopo: Escopo, avaliacaoCursoId: number, turmaId: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const l = yield* repo.list(avaliacoesTurma, escopo, { filter: { avaliacaoCursoId, turmaId, empresaId: escopo.empresaId }, range: { offset: 0, limit: 1 } })
    return l.rows[0] as AvaliacaoTurma | undefined
  })

const participacaoDe = (escopo: Escopo, avaliacaoTurmaId: number, colaboradorId: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const l = yield* repo.list(avaliacoesTurmaRespostas, escopo, { filter: { avaliacaoTurmaId, colaboradorId, empresaId: escopo.empresaId }, range: { offset: 0, limit: 1 } })
    const r = l.rows[0]
    return r ? ((yield* Effect.orDie(repo.get(avaliacoesTurmaRespostas, escopo, r.id))) as Registro & RegistroDe<typeof avaliacoesTurmaRespostas>) : undefined
  })

const participaDaTurma = (escopo: Escopo, turmaId: number, colaboradorId: number) =>
  Effect.map(
    Effect.flatMap(Repositorio, (repo) => repo.list(colaboradorTurma, escopo, { filter: { turmaId, colaboradorId, empresaId: escopo.empresaId }, range: { offset: 0, limit: 1 } })),
    (l) => l.total > 0,
  )

/** The questionnaire as the answering screen reads it (the surveys' shape), with the draft or what was sent. */
const questionarioDe = (a: Registro, t: Registro, part: (Registro & RegistroDe<typeof avaliacoesTurmaRespostas>) | undefined): QuestionarioDoColaborador => {
  const situacao = (part?.situacao as 'P' | 'R' | undefined) ?? SITUACAO_NAO_RESPONDIDA
  return {
    pesquisa: {
      id: a.id,
      titulo: `${String(a['titulo'])} — ${String(t['descricao'])}`,
      observacao: (a['observacao'] as string | null | undefined) ?? null,
      anonima: false,
      dataFim: String(t['dataPrevFim'] ?? t['dataPrevIni']),
      aspectos: (a['aspectos'] ?? []) as ReadonlyArray<AspectoQuestionario>,
      perguntas: (a['perguntas'] ?? []) as ReadonlyArray<PerguntaQuestionario>,
    },
    situacao,
    respostas: (part?.respostas ?? []) as ReadonlyArray<unknown>,
    ...(situacao === SITUACAO_RESPONDIDA ? { mensagem: AVALIACAO_TURMA_JA_RESPONDIDA } : {}),
  }
}

/** Saves a draft or the submission of one trainee (the one write of the answers), once sent never again. */
const gravarRespostas = (ator: Ator, at: AvaliacaoTurma, perguntas: ReadonlyArray<PerguntaQuestionario>, colaboradorId: number, corpo: CorpoRespostas, digitadaPor: string | null) =>
  Effect.gen(function* () {
    const part = yield* participacaoDe(ator.escopo, at.id, colaboradorId)
    if (!podeResponder(part?.situacao)) return yield* new RegraViolada({ message: AVALIACAO_TURMA_JA_RESPONDIDA })
    const julgadas = validarRespostas(perguntas, corpo.respostas as never, { parcial: corpo.parcial })
    if (julgadas.erros.length) return yield* ValidacaoFalhou.campos(julgadas.erros)
    const hoje = yield* (yield* Relogio).hoje
    const d = destinoDasRespostas({ anonima: false, parcial: corpo.parcial, respostas: julgadas.respostas, hoje }).participacao
    const estado = { situacao: d.situacao, dataResposta: d.dataResposta, respostas: d.respostas, digitadaPor }
    if (part) yield* alterar(avaliacoesTurmaRespostas, ator, part.id, estado)
    else yield* criar(avaliacoesTurmaRespostas, ator, { avaliacaoTurmaId: at.id, colaboradorId }, { estado })
    return { situacao: d.situacao, message: corpo.parcial ? RESPOSTAS_SALVAS : RESPOSTAS_ENVIADAS }
  })

// ---- The trainee ------------------------------------------------------------------------------------------

const turmaDaQuery = (query: Readonly<Record<string, string>>) => {
  const n = Number(query['turmaId'])
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : 0
}

/** What the linked trainee may answer: a released class evaluation of a class they take part in (404 otherwise). */
const paraOTalento = (ator: Ator, avaliacaoCursoId: number, turmaId: number) =>
  Effect.gen(function* () {
    const t = yield* meuTalento(ator)
    if (!t) return yield* new RegraViolada({ message: SEM_TALENTO_VINCULADO_TURMA })
    const escopo = t.escopo
    const colaboradorId = t.registro.id
    const at = turmaId ? yield* avaliacaoDaTurma(escopo, avaliacaoCursoId, turmaId) : undefined
    if (!at || at.liberada !== true || !(yield* participaDaTurma(escopo, turmaId, colaboradorId))) return yield* new NaoEncontrado({ recurso: avaliacoesTurma.name, id: avaliacaoCursoId })
    const repo = yield* Repositorio
    const a = yield* Effect.orDie(repo.get(avaliacaoCurso, escopo, avaliacaoCursoId))
    const turma = yield* Effect.orDie(repo.get(turmas, escopo, turmaId))
    return { escopo, colaboradorId, at, a, turma, euMesmo: { ...ator, escopo } satisfies Ator }
  })

export const lerQuestionarioTurma = (ator: Ator, avaliacaoCursoId: number, turmaId: number) =>
  Effect.gen(function* () {
    const x = yield* paraOTalento(ator, avaliacaoCursoId, turmaId)
    return questionarioDe(x.a, x.turma, yield* participacaoDe(x.escopo, x.at.id, x.colaboradorId))
  })

export const responderQuestionarioTurma = (ator: Ator, avaliacaoCursoId: number, turmaId: number, corpo: CorpoRespostas) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(
      Effect.gen(function* () {
        const x = yield* paraOTalento(ator, avaliacaoCursoId, turmaId)
        return yield* gravarRespostas(x.euMesmo, x.at, (x.a.perguntas ?? []) as ReadonlyArray<PerguntaQuestionario>, x.colaboradorId, corpo, null)
      }),
    ),
  )

// ---- HR on a trainee's behalf (paper form) --------------------------------------------------------------------

/** The class (404 from another company), the course evaluation (404), and that the course uses it and the trainee takes part. */
const paraOutroUsuario = (ator: Ator, avaliacaoCursoId: number, colaboradorId: number, turmaId: number) =>
  Effect.gen(function* () {
    const turma = yield* obter(turmas, ator, turmaId)
    const escopo: Escopo = { ...ator.escopo, empresaId: Number(turma.empresaId), empresasVisiveis: [Number(turma.empresaId)] }
    const a = yield* Effect.either(obter(avaliacaoCurso, { ...ator, escopo }, avaliacaoCursoId))
    if (Either.isLeft(a)) return yield* new NaoEncontrado({ recurso: avaliacaoCurso.name, id: avaliacaoCursoId })
    const curso = yield* obter(cursos, { ...ator, escopo }, Number(turma.cursoId))
    const at = yield* avaliacaoDaTurma(escopo, avaliacaoCursoId, turmaId)
    if (!at && !((curso['avaliacaoCursos'] ?? []) as ReadonlyArray<number>).includes(avaliacaoCursoId)) return yield* new RegraViolada({ message: AVALIACAO_FORA_DO_CURSO })
    if (!(yield* participaDaTurma(escopo, turmaId, colaboradorId))) return yield* new RegraViolada({ message: TALENTO_FORA_DA_TURMA })
    return { escopo, a: a.right, turma, at, naEmpresa: { ...ator, escopo } satisfies Ator }
  })

export const lerPorOutroUsuario = (ator: Ator, avaliacaoCursoId: number, colaboradorId: number, turmaId: number) =>
  Effect.gen(function* () {
    const x = yield* paraOutroUsuario(ator, avaliacaoCursoId, colaboradorId, turmaId)
    return questionarioDe(x.a, x.turma, x.at ? yield* participacaoDe(x.escopo, x.at.id, colaboradorId) : undefined)
  })

export const responderPorOutroUsuario = (ator: Ator, avaliacaoCursoId: number, colaboradorId: number, turmaId: number, corpo: CorpoRespostas) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(
      Effect.gen(function* () {
        const x = yield* paraOutroUsuario(ator, avaliacaoCursoId, colaboradorId, turmaId)
        // Typing before the release creates the class evaluation blocked (the trainees do not see it yet).
        const at = x.at ?? ((yield* criar(avaliacoesTurma, x.naEmpresa, { turmaId, avaliacaoCursoId }, { estado: { liberada: false } })) as AvaliacaoTurma)
        return yield* gravarRespostas(x.naEmpresa, at, (x.a.perguntas ?? []) as ReadonlyArray<PerguntaQuestionario>, colaboradorId, corpo, ator.usuario.nome)
      }),
    ),
  )

// ---- HR: who answered, the results, the print ----------------------------------------------------------------

export const RespondenteTurma = Schema.Struct({
  colaboradorId: Schema.Number,
  nomeColaborador: Schema.String,
  situacao: Schema.Literal('N', 'P', 'R'),
  dataResposta: Schema.NullOr(Schema.String),
  digitadaPor: Schema.NullOr(Schema.String),
  respostas: Schema.Array(Schema.Unknown),
})

export const ResultadosAvaliacaoTurma = Schema.Struct({
  id: Schema.Number,
  avaliacaoCursoId: Schema.Number,
  turmaId: Schema.Number,
  titulo: Schema.String,
  nomeCurso: Schema.String,
  descricaoTurma: Schema.String,
  liberada: Schema.Boolean,
  participantes: Schema.Number,
  enviadas: Schema.Number,
  participacao: Schema.NullOr(Schema.Number),
  respondentes: Schema.Array(RespondenteTurma),
  perguntas: Schema.Array(Schema.Unknown),
  aspectos: Schema.Array(Schema.Unknown),
})
export type ResultadosAvaliacaoTurma = Omit<typeof ResultadosAvaliacaoTurma.Type, 'perguntas' | 'aspectos'> & Agregados

/** Participation and aggregates of the sent answers (pure): each participant once, those who left the class and answered too. */
export const resultadosDaTurma = (
  perguntas: ReadonlyArray<PerguntaQuestionario>,
  aspectos: ReadonlyArray<AspectoQuestionario>,
  participantes: ReadonlyArray<{ readonly colaboradorId: number; readonly nomeColaborador: string }>,
  respostas: ReadonlyArray<{ readonly colaboradorId: number; readonly nomeColaborador: string; readonly situacao: string; readonly dataResposta: string | null; readonly digitadaPor: string | null; readonly respostas: ReadonlyArray<RespostaQuestionario> }>,
) => {
  const porTalento = new Map(respostas.map((r) => [r.colaboradorId, r]))
  const nomes = new Map([...participantes.map((p) => [p.colaboradorId, p.nomeColaborador] as const), ...respostas.map((r) => [r.colaboradorId, r.nomeColaborador] as const)])
  const respondentes = [...nomes.entries()]
    .map(([colaboradorId, nomeColaborador]) => {
      const r = porTalento.get(colaboradorId)
      const situacao = (r?.situacao === 'R' || r?.situacao === 'P' ? r.situacao : 'N') as 'N' | 'P' | 'R'
      return { colaboradorId, nomeColaborador, situacao, dataResposta: r?.dataResposta ?? null, digitadaPor: r?.digitadaPor ?? null, respostas: situacao === 'R' ? (r?.respostas ?? []) : [] }
    })
    .sort((x, y) => x.nomeColaborador.localeCompare(y.nomeColaborador, 'pt-BR'))
  const enviadas = respondentes.filter((r) => r.situacao === 'R')
  return {
    participantes: nomes.size,
    enviadas: enviadas.length,
    participacao: nomes.size > 0 ? arredondar((100 * enviadas.length) / nomes.size, 2) : null,
    respondentes,
    ...agregarPesquisa(perguntas, aspectos, enviadas.map((r) => r.respostas as ReadonlyArray<RespostaQuestionario>)),
  }
}

/** GET pesquisa/avaliacoes-turma/{id}/resultados. */
export const resultadosAvaliacaoTurma = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const at = yield* obter(avaliacoesTurma, ator, id)
    const escopo: Escopo = { ...ator.escopo, empresaId: Number(at.empresaId), empresasVisiveis: [Number(at.empresaId)] }
    const naEmpresa: Ator = { ...ator, escopo }
    const a = yield* obter(avaliacaoCurso, naEmpresa, Number(at.avaliacaoCursoId))
    const repo = yield* Repositorio
    const participantes = yield* listar(colaboradorTurma, naEmpresa, { filter: { turmaId: Number(at.turmaId) }, range: TODOS })
    const linhas = yield* repo.list(avaliacoesTurmaRespostas, escopo, { filter: { avaliacaoTurmaId: id, empresaId: escopo.empresaId }, range: TODOS })
    const completas = []
    for (const l of linhas.rows) completas.push(yield* Effect.orDie(repo.get(avaliacoesTurmaRespostas, escopo, l.id)))
    const r = resultadosDaTurma(
      (a.perguntas ?? []) as ReadonlyArray<PerguntaQuestionario>,
      (a.aspectos ?? []) as ReadonlyArray<AspectoQuestionario>,
      participantes.rows.map((p) => ({ colaboradorId: Number(p.colaboradorId), nomeColaborador: String(p.nomeColaborador ?? '') })),
      completas.map((c, i) => ({
        colaboradorId: Number(c.colaboradorId),
        nomeColaborador: String(linhas.rows[i]?.nomeColaborador ?? ''),
        situacao: String(c.situacao ?? ''),
        dataResposta: c.dataResposta ?? null,
        digitadaPor: c.digitadaPor ?? null,
        respostas: (c.respostas ?? []) as ReadonlyArray<RespostaQuestionario>,
      })),
    )
    const out: ResultadosAvaliacaoTurma = {
      id,
      avaliacaoCursoId: Number(at.avaliacaoCursoId),
      turmaId: Number(at.turmaId),
      titulo: String(a.titulo),
      nomeCurso: String(at.nomeCurso ?? ''),
      descricaoTurma: String(at.descricaoTurma ?? ''),
      liberada: at.liberada === true,
      ...r,
    }
    return out
  })

const textoDaResposta = (p: PerguntaQuestionario, r: RespostaQuestionario | undefined) => {
  if (!r) return '—'
  const base =
    p.tipo === TIPO_NOTA
      ? r.nota === undefined ? '—' : String(r.nota)
      : p.tipo === TIPO_SUBJETIVA
        ? (r.comentario ?? '—')
        : p.respostas.filter((o) => o.id === r.respostaId || (r.respostasIds ?? []).includes(o.id)).map((o) => o.texto).join('; ') || '—'
  return p.tipo !== TIPO_SUBJETIVA && r.comentario ? `${base} (${r.comentario})` : base
}

/** The printable results (and, unless `economica`, each trainee's answers). */
export const documentoAvaliacaoTurma = (r: ResultadosAvaliacaoTurma, economica: boolean, meta: { readonly empresa: string; readonly emitidoEm: string; readonly emitidoPor: string }): Documento => {
  const blocos: Bloco[] = [
    { tipo: 'titulo', texto: `Avaliação de Turma: ${r.titulo}` },
    {
      tipo: 'campos',
      campos: [
        { rotulo: 'Curso', valor: r.nomeCurso || '—' },
        { rotulo: 'Turma', valor: r.descricaoTurma || '—' },
        { rotulo: 'Participantes', valor: String(r.participantes) },
        { rotulo: 'Respostas enviadas', valor: `${r.enviadas}${r.participacao === null ? '' : ` (${formatarPercentual(r.participacao)})`}` },
      ],
    },
  ]
  for (const a of r.aspectos) if (a.media !== null) blocos.push({ tipo: 'texto', texto: `Média do aspecto ${a.nome}: ${formatarDecimal(a.media)}` })
  for (const p of r.perguntas) {
    const linhas: string[][] = []
    if (ehEscolha(p.tipo)) for (const o of p.opcoes) linhas.push([o.texto, String(o.quantidade), formatarPercentual(o.percentual)])
    if (p.tipo === TIPO_NOTA) {
      linhas.push([`Média das notas (de ${p.notaMinima} a ${p.notaMaxima})`, String(p.respondidas), p.media === null ? '—' : formatarDecimal(p.media)])
      if (!economica) for (const n of p.notas) linhas.push([`Nota ${n.nota}`, String(n.quantidade), ''])
    }
    for (const c of p.comentarios) linhas.push([p.tipo === TIPO_SUBJETIVA ? c : `Comentário: ${c}`, '', ''])
    blocos.push({
      tipo: 'tabela',
      titulo: `${p.ordem}. ${p.texto}${p.aspecto ? ` (${p.aspecto})` : ''}`,
      colunas: [{ titulo: 'Resposta', largura: 4 }, { titulo: 'Quantidade', alinhamento: 'direita' }, { titulo: '% / Média', alinhamento: 'direita' }],
      linhas,
      vazia: 'Sem respostas.',
    })
  }
  if (!economica) {
    const perguntas = r.perguntas as unknown as ReadonlyArray<PerguntaQuestionario>
    for (const t of r.respondentes.filter((x) => x.situacao === 'R')) {
      const dadas = new Map((t.respostas as ReadonlyArray<RespostaQuestionario>).map((x) => [x.perguntaId, x]))
      blocos.push({
        tipo: 'tabela',
        titulo: `${t.nomeColaborador} — respondida em ${t.dataResposta ? formatarData(t.dataResposta) : '—'}${t.digitadaPor ? ` (digitada por ${t.digitadaPor})` : ''}`,
        colunas: [{ titulo: 'Pergunta', largura: 3 }, { titulo: 'Resposta', largura: 3 }],
        linhas: perguntas.map((p) => [`${p.ordem}. ${p.texto}`, textoDaResposta(p, dadas.get(p.id))]),
      })
    }
  }
  return {
    titulo: `Avaliação de Turma — ${r.titulo}`,
    autor: meta.empresa,
    cabecalho: { empresa: meta.empresa, titulo: 'Avaliação de Turma', emitido: `Emitido em ${formatarDataHora(meta.emitidoEm)} por ${meta.emitidoPor}` },
    rodape: { paginas: true },
    blocos,
  }
}

/** The print of a class evaluation (by its id) as a PDF. */
export const imprimirAvaliacaoTurma = (ator: Ator, id: number, economica: boolean) =>
  Effect.gen(function* () {
    const r = yield* resultadosAvaliacaoTurma(ator, id)
    const perguntas = (yield* obter(avaliacaoCurso, ator, r.avaliacaoCursoId)).perguntas ?? []
    // The per-trainee answers need the questions' options (the aggregates carry only their counts).
    const doc = documentoAvaliacaoTurma({ ...r, perguntas: r.perguntas.map((p) => ({ ...p, ...(perguntas as ReadonlyArray<PerguntaQuestionario>).find((q) => q.id === p.id) })) as never }, economica, {
      empresa: ator.empresa?.nome ?? '',
      emitidoEm: yield* (yield* Relogio).agora,
      emitidoPor: ator.usuario.nome,
    })
    const bytes = yield* (yield* Impressora).pdf(doc)
    return { bytes, nomeArquivo: `avaliacao-turma-${id}.pdf`, tipo: 'application/pdf' }
  })

/** By course evaluation and class (spec 002 questionnaires `POST /{id}/imprimir (idTurma, imprimirFormaEconomica)`). */
export const imprimirPorTurma = (ator: Ator, avaliacaoCursoId: number, turmaId: number, economica: boolean) =>
  Effect.gen(function* () {
    const t = yield* obter(turmas, ator, turmaId)
    const at = yield* avaliacaoDaTurma({ ...ator.escopo, empresaId: Number(t.empresaId) }, avaliacaoCursoId, turmaId)
    if (!at) return yield* new NaoEncontrado({ recurso: avaliacoesTurma.name, id: avaliacaoCursoId })
    return yield* imprimirAvaliacaoTurma(ator, at.id, economica)
  })

export const CorpoImprimir = Schema.Struct({
  idTurma: Schema.optional(valorReferencia({ label: 'Turma' })),
  imprimirFormaEconomica: Schema.optionalWith(valorBooleano({ label: 'Imprimir de forma econômica' }), { default: () => false, nullable: true }),
})

export const ACOES_AVALIACOES_TURMA = [
  defineAcao({
    nome: 'questionario',
    metodo: 'GET',
    caminho: 'questionario/:id',
    resumo: 'A avaliação de turma liberada (id da avaliação de curso, query turmaId) para o talento vinculado responder, com o rascunho salvo',
    modo: 'ler',
    autoridade: ROLE_MINHAS_PESQUISAS,
    somenteAutoridade: true,
    resposta: QuestionarioDoColaborador,
    executar: (ator, { id, query }) => lerQuestionarioTurma(ator, id, turmaDaQuery(query)),
  }),
  defineAcao({
    nome: 'responde-questionario',
    metodo: 'POST',
    caminho: 'questionario/:id',
    resumo: 'Salva as respostas do talento à avaliação de turma (query turmaId): rascunho (parcial: true) ou envio definitivo, uma vez por talento e turma',
    modo: 'escrever',
    autoridade: ROLE_MINHAS_PESQUISAS,
    somenteAutoridade: true,
    corpo: CorpoRespostas,
    resposta: ResultadoResposta,
    executar: (ator, { id, query, corpo }) => responderQuestionarioTurma(ator, id, turmaDaQuery(query), corpo),
  }),
  defineAcao({
    nome: 'resultados',
    metodo: 'GET',
    caminho: ':id/resultados',
    resumo: 'Quem respondeu a avaliação da turma (e quem digitou), a participação e os resultados por pergunta e aspecto',
    modo: 'ler',
    resposta: ResultadosAvaliacaoTurma,
    executar: (ator, { id }) => resultadosAvaliacaoTurma(ator, id),
  }),
  defineAcao({
    nome: 'imprimir',
    metodo: 'POST',
    caminho: ':id/imprimir',
    resumo: 'PDF dos resultados da avaliação da turma; sem imprimirFormaEconomica, também as respostas de cada talento',
    modo: 'ler',
    corpo: CorpoImprimir,
    corpoOpcional: true,
    resposta: 'arquivo',
    executar: (ator, { id, corpo }) => imprimirAvaliacaoTurma(ator, id, corpo.imprimirFormaEconomica),
  }),
]

const CAMINHO_OUTRO = ':id/por-outro-usuario/:idColaborador/turma/:idTurma'

/** HR answering on a trainee's behalf (spec 002 colaborador-respostas/{idQuestionario}/por-outro-usuario/{idColaborador}/turma/{idTurma}). */
export const ACOES_POR_OUTRO_USUARIO = [
  defineAcao({
    nome: 'por-outro-usuario',
    metodo: 'GET',
    caminho: CAMINHO_OUTRO,
    resumo: 'A avaliação de turma de um talento (id da avaliação de curso) para o RH digitar as respostas por ele (formulário em papel)',
    modo: 'ler',
    resposta: QuestionarioDoColaborador,
    executar: (ator, { id, parametros }) => lerPorOutroUsuario(ator, id, parametros['idColaborador']!, parametros['idTurma']!),
  }),
  defineAcao({
    nome: 'responde-por-outro-usuario',
    metodo: 'POST',
    caminho: CAMINHO_OUTRO,
    resumo: 'O RH grava as respostas de um talento à avaliação de turma (rascunho ou envio, uma vez); o registro guarda quem digitou',
    modo: 'escrever',
    autoridade: ROLE_PESQUISA,
    corpo: CorpoRespostas,
    resposta: ResultadoResposta,
    executar: (ator, { id, parametros, corpo }) => responderPorOutroUsuario(ator, id, parametros['idColaborador']!, parametros['idTurma']!, corpo),
  }),
]
