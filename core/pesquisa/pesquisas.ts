import { Effect } from 'effect'
import { booleano, data, referencias } from '../shared/campos.ts'
import type { ErroCampo } from '../shared/erros.ts'
import { DATA_FINAL_INFERIOR } from '../shared/datas.ts'
import { errosTravados } from '../shared/estruturaQuestionario.ts'
import { RegraViolada } from '../shared/erros.ts'
import { camposAspectos, camposModeloQuestionario, prepararQuestionarioComAspectos, regrasQuestionarioComAspectos } from '../shared/modeloQuestionario.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { colaboradorRespostas } from './colaborador-respostas.ts'
import { defineResource, type ContextoValidacao, type Entrada, type Registro } from '../shared/resource.ts'

/** HR's authority over surveys, their answers' status, reminders (Pesquisa menu). */
export const ROLE_PESQUISA = 'ROLE_PESQUISA'
/** The employee's own surveys ('Minhas Pesquisas'): answering those of their audience. */
export const ROLE_MINHAS_PESQUISAS = 'ROLE_MINHAS_PESQUISAS'

export const PESQUISA_COM_RESPOSTAS = 'A pesquisa já possui respostas: perguntas, aspectos e anonimato não podem mais ser alterados'
export const PESQUISA_COM_RESPOSTAS_REMOVER = 'A pesquisa já possui respostas: exclua as respostas antes de excluir a pesquisa'
export const PESQUISA_SEM_PERGUNTAS = 'A pesquisa não possui perguntas: cadastre ao menos uma pergunta antes de liberá-la'

export const camposPublico = {
  estabelecimentosIds: referencias({ label: 'Estabelecimentos', resource: 'utilitario/estabelecimentos' }),
  areasOrganizacionaisIds: referencias({ label: 'Áreas Organizacionais', resource: 'cargo-salario/areas-organizacionais', feminino: true }),
  cargosIds: referencias({ label: 'Cargos', resource: 'cargo-salario/cargos' }),
  colaboradoresIds: referencias({ label: 'Talentos escolhidos', resource: 'cargo-salario/colaboradores' }),
}

export const camposPesquisa = {
  titulo: camposModeloQuestionario.titulo,
  dataInicio: data({ label: 'Data Inicial', required: true, list: true }),
  dataFim: data({ label: 'Data Final', required: true, list: true }),
  anonima: booleano({ label: 'Anônima', list: true, feminino: true }),
  observacao: camposModeloQuestionario.observacao,
  ...camposAspectos,
  perguntas: camposModeloQuestionario.perguntas,
  ...camposPublico,
}

/** Stored keys that cannot change once someone answered (answers point at question and option ids), with the value of an absent input. */
const TRAVADOS_COM_RESPOSTAS = { perguntas: [], aspectos: [], anonima: false }

/** How many employees answered this survey (partially or not): participations, whatever their state. */
export const quantidadeParticipacoes = (empresaId: number, pesquisaId: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const escopo = { usuarioId: 0, empresaId, empresasVisiveis: [empresaId] }
    const { total } = yield* repo.list(colaboradorRespostas, escopo, { filter: { pesquisaId, empresaId }, range: { offset: 0, limit: 1 } })
    return total
  })

/** Refuses removing a survey (or NPS round) someone took part in, with this message. */
export const recusarComParticipacoes = (mensagem: string) => (atual: Registro) =>
  Effect.flatMap(quantidadeParticipacoes(Number(atual.empresaId), atual.id), (n) => (n > 0 ? Effect.fail(new RegraViolada({ message: mensagem })) : Effect.void))

/** Once someone answered, the questions, aspects and anonymity stay as they were answered. */
const validarPesquisa = (e: Entrada<typeof camposPesquisa>, ctx: ContextoValidacao) =>
  Effect.gen(function* () {
    const atual = ctx.atual
    if (!atual) return [] as ReadonlyArray<ErroCampo>
    const preparado = { ...(yield* prepararQuestionarioComAspectos(camposPesquisa)(e as never)), anonima: e.anonima }
    return yield* errosTravados(preparado, atual, TRAVADOS_COM_RESPOSTAS, PESQUISA_COM_RESPOSTAS, () => quantidadeParticipacoes(Number(atual.empresaId), atual.id))
  })

/**
 * Survey (spec 002 /pesquisa/pesquisas; issue 16): a questionnaire of the engine (core/shared/questionario.ts: the
 * four question types, their rules, stable question and option ids) with aspects grouping its questions, a period
 * (dataInicio–dataFim, both included), anonymous or identified, and a target audience (core/pesquisa/publico.ts).
 * HR releases it (`liberada`, only by `PUT :id/liberar`); employees of its audience answer it between the dates
 * (core/pesquisa/responder.ts). Once someone answered, its questions, aspects and anonymity no longer change.
 */
export const pesquisas = defineResource({
  name: 'pesquisa/pesquisas',
  table: 'pesquisas',
  label: 'Pesquisas',
  labelSingular: 'Pesquisa',
  scope: 'empresa',
  authority: ROLE_PESQUISA,
  fields: camposPesquisa,
  estado: {
    liberada: booleano({ label: 'Liberada', list: true, feminino: true }),
    /** NPS rounds share the table (core/pesquisa/nps.ts): this declaration never reads nor writes them. */
    nps: booleano({ label: 'NPS' }),
  },
  restringir: () => ({ nps: false }),
  omitirNaLista: ['perguntas', 'observacao'],
  sort: { field: 'dataInicio', order: 'DESC' },
  menu: { grupo: 'Pesquisa', ordem: 1 },
  rules: (e) => [
    ...(e.dataInicio && e.dataFim && e.dataFim < e.dataInicio ? [{ field: 'dataFim', message: DATA_FINAL_INFERIOR }] : []),
    ...regrasQuestionarioComAspectos(e),
  ],
  validar: (e, ctx) => validarPesquisa(e, ctx),
  prepare: prepararQuestionarioComAspectos(camposPesquisa),
  antesDeRemover: recusarComParticipacoes(PESQUISA_COM_RESPOSTAS_REMOVER),
})
