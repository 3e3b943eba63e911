import { Effect, Either, Schema } from 'effect'
import type { Ator, Escopo } from '../shared/ator.ts'
import { opcoes, texto } from '../shared/campos.ts'
import { alterar, obter } from '../shared/crud.ts'
import { Impressora } from '../shared/documento.ts'
import { RegraViolada } from '../shared/erros.ts'
import { formatarData } from '../shared/formatos.ts'
import { Relogio } from '../shared/ports.ts'
import { TIPO_NOTA, TIPO_SUBJETIVA, type PerguntaQuestionario, type RespostaQuestionario } from '../shared/questionario.ts'
import { documentoDoRelatorio, Planilha, TIPOS_ARQUIVO, type DocumentoRelatorio, type Formato, type Linha } from '../shared/relatorio.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, defineResource, type Registro } from '../shared/resource.ts'
import { avaliacoesDesempenho } from './avaliacoes-desempenho.ts'
import { PAPEIS_AVALIADOR } from './papeis.ts'
import { participantesAvaliacaoDesempenho, SITUACAO_NAO_RESPONDIDA, SITUACAO_RESPONDIDA } from './participante-avaliacao-desempenho.ts'
import { modelosAvaliacao } from './modelos-avaliacao.ts'
import { ROLE_AVALIACAO } from './periodos-experiencia.ts'
import { competenciasDoAvaliado, nomeDoAvaliado } from './responder.ts'
import type { NivelInformado } from './ports.ts'

export const FILTRO_TODAS = 'TODAS'
export const FILTRO_RESPONDIDAS = 'RESPONDIDAS'
export const FILTRO_NAO_RESPONDIDAS = 'NAO_RESPONDIDAS'
/** Spec 002 §3 'Performance-evaluation answer filter: TODAS, RESPONDIDAS, NAO_RESPONDIDAS' (a draft is not answered). */
export const FILTROS_RESPOSTA = [
  { id: FILTRO_TODAS, name: 'Todas' },
  { id: FILTRO_RESPONDIDAS, name: 'Respondidas' },
  { id: FILTRO_NAO_RESPONDIDAS, name: 'Não respondidas' },
] as const

export const AVALIACAO_ANONIMA_SEM_RESPOSTAS =
  'Avaliação anônima: as respostas não são vinculadas ao avaliador, por isso não há questionário respondido por avaliador para exibir ou imprimir.'
export const PAR_NAO_RESPONDIDO = 'Este avaliador ainda não enviou as respostas deste avaliado.'
export const RESPOSTAS_ANONIMAS_NAO_REMOVIVEIS =
  'Respostas enviadas de avaliação anônima: não há vínculo entre o avaliador e o que ele respondeu, por isso não podem ser excluídas individualmente.'
export const NADA_A_EXCLUIR = 'Este avaliador ainda não respondeu: não há respostas a excluir.'
export const RESPOSTAS_EXCLUIDAS = 'Respostas excluídas: o avaliador pode responder novamente.'

/** A pair's answers HR may read: sent ('R') and not anonymous (the same rule as the participants' resource). */
export const respostasVisiveis = (r: Readonly<Record<string, unknown>>) => r['anonima'] !== true && r['situacao'] === SITUACAO_RESPONDIDA

/**
 * HR's view of the answered questionnaires of performance evaluations (spec 002 /avaliacao/avaliacoes-desempenhos-
 * questionarios: 'GET with filters', 'GET /{id}', 'GET /{id}/respondida/pdf or xls'): the pairs of an evaluation
 * (`avaliacaoDesempenhoId`) with the evaluated, the evaluator, the role and the status, filtered by `filtro`
 * TODAS/RESPONDIDAS/NAO_RESPONDIDAS (a draft counts as not answered). The same rows as the participants' resource,
 * read-only here: `GET /{id}` shows a pair's sent answers only for an identified evaluation (`lerComo`, as the
 * participants' own); an anonymous evaluation shows who answered, never what. HR deletes an identified pair's answers
 * (`DELETE /{id}/respostas`, back to 'N'); HR never answers on an evaluator's behalf (no such call in the spec).
 * Decided: answers sent while the evaluation was identified stay identified if HR makes it anonymous later (the
 * evaluator answered knowing it); the files follow the evaluation and refuse while it is anonymous.
 */
export const avaliacoesDesempenhosQuestionarios = defineResource({
  name: 'avaliacao/avaliacoes-desempenhos-questionarios',
  table: 'participantes_avaliacao_desempenho',
  label: 'Questionários Respondidos',
  labelSingular: 'Questionário Respondido',
  scope: 'empresa',
  authority: ROLE_AVALIACAO,
  readOnly: true,
  fields: participantesAvaliacaoDesempenho.fields,
  estado: participantesAvaliacaoDesempenho.estado,
  colunas: { ...participantesAvaliacaoDesempenho.colunas, tituloAvaliacao: texto({ label: 'Avaliação', max: 250, feminino: true }) },

  filtros: {
    filtro: {
      campo: opcoes({ label: 'Respostas', options: FILTROS_RESPOSTA, feminino: true }),
      op: 'eq',
      coluna: 'situacao',
      destaque: true,
      valor: (v) => (v === FILTRO_RESPONDIDAS ? SITUACAO_RESPONDIDA : v === FILTRO_NAO_RESPONDIDAS ? ['N', 'P'] : undefined),
    },
  },
  omitirNaLista: ['respostas', 'competencias'],
  sort: { field: 'id', order: 'ASC' },
  menu: { grupo: 'Avaliação', ordem: 3 },
  lerComo: participantesAvaliacaoDesempenho.lerComo,
  parteDe: participantesAvaliacaoDesempenho.parteDe,
})

// ---- The answered questionnaire as a file ---------------------------------------------------------------------

const textoDaResposta = (p: PerguntaQuestionario, r: RespostaQuestionario | undefined) => {
  if (!r) return '—'
  if (p.tipo === TIPO_NOTA) return r.nota === undefined ? '—' : String(r.nota)
  if (p.tipo === TIPO_SUBJETIVA) return r.comentario ?? '—'
  return p.respostas.filter((o) => o.id === r.respostaId || (r.respostasIds ?? []).includes(o.id)).map((o) => o.texto).join('; ') || '—'
}

/**
 * The rows of an answered questionnaire (pure): one per question, in order (aspect, question, answer, comment), then
 * one per competency (its name, the level given, the level required, the comment).
 */
export const linhasRespondidas = (
  perguntas: ReadonlyArray<PerguntaQuestionario>,
  respostas: ReadonlyArray<RespostaQuestionario>,
  competencias: ReadonlyArray<{ readonly competenciaId: number; readonly nome: string; readonly nivelExigidoId: number | null }>,
  niveis: ReadonlyArray<{ readonly id: number; readonly descricao: string }>,
  informados: ReadonlyArray<NivelInformado>,
): { readonly questionario: ReadonlyArray<Linha>; readonly competencias: ReadonlyArray<Linha> } => {
  const dadas = new Map(respostas.map((r) => [r.perguntaId, r]))
  const nivel = new Map(niveis.map((n) => [n.id, n.descricao]))
  const porCompetencia = new Map(informados.map((i) => [i.competenciaId, i]))
  return {
    questionario: [...perguntas]
      .sort((a, b) => a.ordem - b.ordem)
      .map((p) => {
        const r = dadas.get(p.id)
        return {
          item: `${p.ordem}. ${p.texto}`,
          aspecto: p.aspecto ?? '',
          resposta: textoDaResposta(p, r),
          comentario: p.tipo === TIPO_SUBJETIVA ? '' : (r?.comentario ?? ''),
        }
      }),
    competencias: competencias.map((c) => {
      const i = porCompetencia.get(c.competenciaId)
      return {
        item: c.nome,
        aspecto: c.nivelExigidoId === null ? '' : `Exigido: ${nivel.get(c.nivelExigidoId) ?? '—'}`,
        resposta: i ? (nivel.get(i.nivelCompetenciaId) ?? '—') : '—',
        comentario: i?.comentario ?? '',
      }
    }),
  }
}

const escopoDe = (empresaId: number, ator: Ator): Escopo => ({ ...ator.escopo, empresaId, empresasVisiveis: [empresaId] })

/** An identified, sent pair as HR reads it (404 other company; 400 anonymous or not sent). */
const parRespondido = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const par = (yield* obter(avaliacoesDesempenhosQuestionarios, ator, id)) as Registro
    const naEmpresa: Ator = { ...ator, escopo: escopoDe(Number(par.empresaId), ator) }
    const a = (yield* obter(avaliacoesDesempenho, naEmpresa, Number(par['avaliacaoDesempenhoId']))) as Registro
    if (a['anonima'] === true || par['anonima'] === true) return yield* new RegraViolada({ message: AVALIACAO_ANONIMA_SEM_RESPOSTAS })
    if (!respostasVisiveis(par)) return yield* new RegraViolada({ message: PAR_NAO_RESPONDIDO })
    return { par, a, naEmpresa }
  })

/** GET avaliacoes-desempenhos-questionarios/{id}/respondida/pdf|xls: the answered questionnaire of an identified pair. */
export const imprimirRespondida = (ator: Ator, id: number, formato: Formato) =>
  Effect.gen(function* () {
    const { par, a, naEmpresa } = yield* parRespondido(ator, id)
    const modelo = a['modeloAvaliacaoId'] && a['avaliarSomenteCompetencias'] !== true ? yield* Effect.either(obter(modelosAvaliacao, naEmpresa, Number(a['modeloAvaliacaoId']))) : undefined
    const perguntas = (modelo && Either.isRight(modelo) ? (modelo.right.perguntas ?? []) : []) as ReadonlyArray<PerguntaQuestionario>
    const comp = (par['competencias'] as ReadonlyArray<NivelInformado> | undefined)?.length ? yield* competenciasDoAvaliado(naEmpresa.escopo, Number(par['avaliadoId']), String(a['dataFim'])) : { competencias: [], niveis: [] }
    const l = linhasRespondidas(perguntas, (par['respostas'] ?? []) as ReadonlyArray<RespostaQuestionario>, comp.competencias, comp.niveis, (par['competencias'] ?? []) as ReadonlyArray<NivelInformado>)
    const relogio = yield* Relogio
    const papel = PAPEIS_AVALIADOR.find((p) => p.id === par['papel'])?.name ?? String(par['papel'])
    const nomeAvaliado = nomeDoAvaliado({ papel: String(par['papel']), avaliadoId: Number(par['avaliadoId']), avaliadorId: Number(par['avaliadorId']) }, String(par['nomeAvaliado'] ?? ''))
    const doc: DocumentoRelatorio = {
      titulo: `Avaliação de Desempenho Respondida: ${String(a['titulo'])}`,
      empresa: ator.empresa?.nome ?? '',
      filtro: `Avaliado: ${nomeAvaliado} · Avaliador: ${String(par['nomeAvaliador'] ?? '')} (${papel}) · Respondida em ${par['dataResposta'] ? formatarData(String(par['dataResposta'])) : '—'}`,
      emitidoEm: yield* relogio.agora,
      emitidoPor: ator.usuario.nome,
      colunas: [
        { campo: 'item', titulo: 'Pergunta / Competência', tipo: 'texto', largura: 4 },
        { campo: 'aspecto', titulo: 'Aspecto / Nível exigido', tipo: 'texto', largura: 2 },
        { campo: 'resposta', titulo: 'Resposta', tipo: 'texto', largura: 3 },
        { campo: 'comentario', titulo: 'Comentário', tipo: 'texto', largura: 3 },
      ],
      grupos: [
        ...(l.questionario.length ? [{ titulo: 'Questionário', linhas: l.questionario, totais: null }] : []),
        ...(l.competencias.length ? [{ titulo: 'Competências', linhas: l.competencias, totais: null }] : []),
      ],
      totais: null,
      resumo: [],
      orientacao: 'paisagem',
      quantidade: l.questionario.length + l.competencias.length,
    }
    const bytes = formato === 'pdf' ? yield* (yield* Impressora).pdf(documentoDoRelatorio(doc)) : yield* (yield* Planilha).xlsx(doc)
    return { bytes, nomeArquivo: `avaliacao-respondida-${id}_${yield* relogio.hoje}.${formato}`, tipo: TIPOS_ARQUIVO[formato] }
  })

/**
 * DELETE avaliacoes-desempenhos-questionarios/{id}/respostas: the pair back to 'N' (a draft, or the sent answers of
 * an identified evaluation); an anonymous pair once sent is unlinked from its answers and is refused.
 */
export const excluirRespostas = (ator: Ator, id: number) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(Effect.gen(function* () {
      const par = (yield* obter(avaliacoesDesempenhosQuestionarios, ator, id)) as Registro
      if (par['situacao'] === SITUACAO_RESPONDIDA && par['anonima'] === true) return yield* new RegraViolada({ message: RESPOSTAS_ANONIMAS_NAO_REMOVIVEIS })
      if ((par['situacao'] ?? SITUACAO_NAO_RESPONDIDA) === SITUACAO_NAO_RESPONDIDA) return yield* new RegraViolada({ message: NADA_A_EXCLUIR })
      yield* alterar(participantesAvaliacaoDesempenho, { ...ator, escopo: escopoDe(Number(par.empresaId), ator) }, id, {
        situacao: SITUACAO_NAO_RESPONDIDA,
        anonima: false,
        dataResposta: null,
        respostas: [],
        competencias: [],
        percentualQuestionario: null,
      })
      return { message: RESPOSTAS_EXCLUIDAS }
    })),
  )

export const ACOES_QUESTIONARIOS_RESPONDIDOS = [
  defineAcao({
    nome: 'respondida-pdf',
    metodo: 'GET',
    caminho: ':id/respondida/pdf',
    resumo: 'PDF do questionário respondido de um par de avaliação identificada (anônima: recusado)',
    modo: 'ler',
    resposta: 'arquivo',
    executar: (ator, { id }) => imprimirRespondida(ator, id, 'pdf'),
  }),
  defineAcao({
    nome: 'respondida-xls',
    metodo: 'GET',
    caminho: ':id/respondida/xls',
    resumo: 'Planilha (XLSX) do questionário respondido de um par de avaliação identificada (anônima: recusado)',
    modo: 'ler',
    resposta: 'arquivo',
    executar: (ator, { id }) => imprimirRespondida(ator, id, 'xlsx'),
  }),
  defineAcao({
    nome: 'exclui-respostas',
    metodo: 'DELETE',
    caminho: ':id/respostas',
    resumo: 'Exclui as respostas de um par (volta a Não respondida); respostas enviadas de avaliação anônima não podem ser excluídas',
    modo: 'escrever',
    resposta: Schema.Struct({ message: Schema.String }),
    executar: (ator, { id }) => excluirRespostas(ator, id),
  }),
]
