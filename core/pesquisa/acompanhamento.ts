import { Effect, Schema } from 'effect'
import { colaboradores } from '../cargo-salario/colaboradores.ts'
import { primeiroNome } from '../gestao-talentos/entrevistas-desligamento-link.ts'
import type { Ator, Escopo } from '../shared/ator.ts'
import { obter, remover } from '../shared/crud.ts'
import { RegraViolada } from '../shared/erros.ts'
import { formatarData } from '../shared/formatos.ts'
import { Correio, Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, type EntradaAcao, type Registro } from '../shared/resource.ts'
import { colaboradorRespostas, SITUACAO_NAO_RESPONDIDA, SITUACAO_RESPONDIDA } from './colaborador-respostas.ts'
import { nps } from './nps.ts'
import { pesquisas, ROLE_PESQUISA } from './pesquisas.ts'
import { RespostasAnonimas } from './ports.ts'
import { estaNoPublico } from './publico.ts'
import { posicaoDe } from './responder.ts'

/**
 * HR's side of a survey's answers (spec 002 /pesquisa/colaborador-respostas): who of the audience answered, saved a
 * draft or has not answered yet (for an anonymous survey: who took part, never what they answered); answers removed
 * one by one or in batch (`DELETE /{id}/respostas`, `/batch/respostas`) or all of a survey (`/{id}/pesquisa`,
 * `/batch/pesquisa`); reminders by e-mail to those who have not sent theirs (`enviar-lembrete`, the mail port).
 */

export const RESPOSTA_ANONIMA_NAO_REMOVIVEL =
  'Resposta enviada de pesquisa anônima: não há vínculo entre a pessoa e o que ela respondeu, por isso não pode ser excluída individualmente (exclua todas as respostas da pesquisa).'
export const PESQUISA_NAO_LIBERADA = 'A pesquisa não está liberada: libere-a antes de enviar lembretes.'
export const PESQUISA_FORA_DO_PERIODO = 'A pesquisa está fora do período de respostas: não há o que lembrar.'
export const NINGUEM_A_LEMBRAR = 'Todos do público já responderam a pesquisa.'
export const IDS_OBRIGATORIOS = 'Selecione ao menos um registro'

export const SituacaoColaborador = Schema.Struct({
  colaboradorId: Schema.Number,
  nome: Schema.String,
  situacao: Schema.Literal('N', 'P', 'R'),
  participacaoId: Schema.NullOr(Schema.Number),
  dataResposta: Schema.NullOr(Schema.String),
})
export type SituacaoColaborador = typeof SituacaoColaborador.Type

export const SituacaoPesquisa = Schema.Struct({
  pesquisa: Schema.Struct({ id: Schema.Number, titulo: Schema.String, anonima: Schema.Boolean, liberada: Schema.Boolean, dataInicio: Schema.String, dataFim: Schema.String }),
  publico: Schema.Number,
  respondidas: Schema.Number,
  parciais: Schema.Number,
  naoRespondidas: Schema.Number,
  colaboradores: Schema.Array(SituacaoColaborador),
})
export type SituacaoPesquisa = typeof SituacaoPesquisa.Type

const escopoDe = (empresaId: number, ator: Ator): Escopo => ({ ...ator.escopo, empresaId, empresasVisiveis: [empresaId] })

/**
 * A questionnaire of the surveys' table, survey or NPS round (the spec's `questionarios/{id}`): who answered, the
 * reminders and the removal of answers serve both kinds, each read through its own declaration.
 */
const questionarioDaPesquisa = (ator: Ator, id: number) => Effect.catchTag(obter(pesquisas, ator, id), 'NaoEncontrado', () => obter(nps, ator, id))

/** The survey's audience today with each one's situation (people who took part and left the audience stay listed). */
export const situacaoDaPesquisa = (ator: Ator, pesquisaId: number) =>
  Effect.map(situacaoComEmails(ator, pesquisaId), ({ situacao }) => situacao)

/** The same, with each person's e-mail (for the reminders; never answered to the screen). */
const situacaoComEmails = (ator: Ator, pesquisaId: number) =>
  Effect.gen(function* () {
    const p = yield* questionarioDaPesquisa(ator, pesquisaId)
    const empresaId = Number(p.empresaId)
    const escopo = escopoDe(empresaId, ator)
    const repo = yield* Repositorio
    const todos = yield* repo.list(colaboradores, escopo, { filter: { empresaId }, range: { offset: 0, limit: 100_000 }, sort: { field: 'nome', order: 'ASC' } })
    const parts = yield* repo.list(colaboradorRespostas, escopo, { filter: { empresaId, pesquisaId }, range: { offset: 0, limit: 100_000 } })
    const porColaborador = new Map(parts.rows.map((r) => [Number(r.colaboradorId), r]))
    const lista: SituacaoColaborador[] = []
    const emails = new Map<number, string>()
    for (const c of todos.rows) {
      const part = porColaborador.get(c.id)
      if (!part && !estaNoPublico(p as never, posicaoDe(c))) continue
      if (typeof c.email === 'string' && c.email.trim()) emails.set(c.id, c.email.trim())
      lista.push({
        colaboradorId: c.id,
        nome: String(c.nome),
        situacao: (part?.situacao as 'P' | 'R' | undefined) ?? SITUACAO_NAO_RESPONDIDA,
        participacaoId: part?.id ?? null,
        dataResposta: (part?.dataResposta as string | null | undefined) ?? null,
      })
    }
    const conta = (s: string) => lista.filter((x) => x.situacao === s).length
    const r: SituacaoPesquisa = {
      pesquisa: { id: p.id, titulo: String(p.titulo), anonima: p.anonima === true, liberada: p.liberada === true, dataInicio: String(p.dataInicio), dataFim: String(p.dataFim) },
      publico: lista.length,
      respondidas: conta('R'),
      parciais: conta('P'),
      naoRespondidas: conta('N'),
      colaboradores: lista,
    }
    return { situacao: r, emails }
  })

/** A participation HR may remove: a draft, or the answers of an identified survey (anonymous ones are unlinked). */
const removerParticipacao = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const part = (yield* obter(colaboradorRespostas, ator, id)) as Registro
    if (part['anonima'] === true && part['situacao'] === SITUACAO_RESPONDIDA) return yield* new RegraViolada({ message: RESPOSTA_ANONIMA_NAO_REMOVIVEL })
    yield* remover(colaboradorRespostas, ator, id)
  })

const emTransacao = <A, E, R>(e: Effect.Effect<A, E, R>) => Effect.flatMap(Repositorio, (repo) => repo.transaction(e))

/** Every answer of a survey, anonymous ones included: the employees may answer it again. */
const removerRespostasDaPesquisa = (ator: Ator, pesquisaId: number) =>
  Effect.gen(function* () {
    const p = yield* questionarioDaPesquisa(ator, pesquisaId)
    const empresaId = Number(p.empresaId)
    const repo = yield* Repositorio
    const parts = yield* repo.list(colaboradorRespostas, escopoDe(empresaId, ator), { filter: { empresaId, pesquisaId }, range: { offset: 0, limit: 100_000 } })
    for (const r of parts.rows) yield* remover(colaboradorRespostas, ator, r.id)
    const anonimas = yield* (yield* RespostasAnonimas).removerDaPesquisa(empresaId, pesquisaId)
    return parts.rows.length + anonimas
  })

export const CorpoIds = Schema.Struct({
  ids: Schema.Array(Schema.Number.pipe(Schema.int(), Schema.positive()).annotations({ message: () => 'Registro inválido' }))
    .annotations({ message: () => IDS_OBRIGATORIOS })
    .pipe(Schema.minItems(1, { message: () => IDS_OBRIGATORIOS }), Schema.maxItems(10_000, { message: () => 'No máximo 10.000 registros' })),
})
export type CorpoIds = typeof CorpoIds.Type

const Removidos = Schema.Struct({ removidos: Schema.Number })
export const LembretesEnviados = Schema.Struct({ enviados: Schema.Number, semEmail: Schema.Array(Schema.String), message: Schema.String })

/**
 * Reminder e-mails (POST pesquisas/{id}/enviar-lembrete): one message per person of the audience who has not sent
 * their answers (not answered or a draft), to the e-mail of their record; those without e-mail are listed back. The
 * survey must be released and within its period.
 */
export const enviarLembrete = (ator: Ator, pesquisaId: number, origem: EntradaAcao<unknown>['origem']) =>
  Effect.gen(function* () {
    const { situacao: s, emails } = yield* situacaoComEmails(ator, pesquisaId)
    if (!s.pesquisa.liberada) return yield* new RegraViolada({ message: PESQUISA_NAO_LIBERADA })
    const hoje = yield* (yield* Relogio).hoje
    if (hoje < s.pesquisa.dataInicio || hoje > s.pesquisa.dataFim) return yield* new RegraViolada({ message: PESQUISA_FORA_DO_PERIODO })
    const faltam = s.colaboradores.filter((c) => c.situacao !== SITUACAO_RESPONDIDA)
    if (!faltam.length) return yield* new RegraViolada({ message: NINGUEM_A_LEMBRAR })
    const p = yield* questionarioDaPesquisa(ator, pesquisaId)
    const escopo = escopoDe(Number(p.empresaId), ator)
    const base = (origem.links() ?? origem.exibida()).replace(/\/+$/, '')
    const link = `${base}/pesquisa/colaborador-questionario/${pesquisaId}`
    const correio = yield* Correio
    let enviados = 0
    const semEmail: string[] = []
    for (const c of faltam) {
      const email = emails.get(c.colaboradorId)
      if (!email) {
        semEmail.push(c.nome)
        continue
      }
      const anonimato = s.pesquisa.anonima ? '\nA pesquisa é anônima: suas respostas não são associadas ao seu nome.\n' : ''
      yield* Effect.orDie(
        correio.enviar({
          para: [email],
          assunto: `Lembrete: pesquisa "${s.pesquisa.titulo}"`,
          texto: `Olá, ${primeiroNome(c.nome)}.\n\nA pesquisa "${s.pesquisa.titulo}" está aberta até ${formatarData(s.pesquisa.dataFim)} e ainda aguarda a sua resposta.${c.situacao === 'P' ? ' Você já começou a respondê-la: suas respostas salvas estão lá.' : ''}\n${anonimato}\nResponda em Minhas Pesquisas:\n\n${link}\n`,
          empresaId: escopo.empresaId,
        }),
      )
      enviados++
    }
    return {
      enviados,
      semEmail,
      message: `Lembrete enviado a ${enviados} ${enviados === 1 ? 'pessoa' : 'pessoas'}.${semEmail.length ? ` Sem e-mail cadastrado: ${semEmail.join(', ')}.` : ''}`,
    }
  })

/** HR's actions on the participations (guarded by the resource's authority, ROLE_PESQUISA). */
export const ACOES_COLABORADOR_RESPOSTAS = [
  defineAcao({
    nome: 'situacao-pesquisa',
    metodo: 'GET',
    caminho: ':id/pesquisa',
    resumo: 'Quem do público da pesquisa respondeu, respondeu parcialmente ou não respondeu (na anônima, nunca o quê)',
    modo: 'ler',
    resposta: SituacaoPesquisa,
    executar: (ator, { id }) => situacaoDaPesquisa(ator, id),
  }),
  defineAcao({
    nome: 'remove-respostas',
    metodo: 'DELETE',
    caminho: ':id/respostas',
    resumo: 'Exclui as respostas de um talento (rascunho, ou respostas enviadas de pesquisa identificada)',
    modo: 'escrever',
    resposta: Removidos,
    executar: (ator, { id }) => Effect.as(emTransacao(removerParticipacao(ator, id)), { removidos: 1 }),
  }),
  defineAcao({
    nome: 'remove-respostas-lote',
    metodo: 'DELETE',
    caminho: 'batch/respostas',
    resumo: 'Exclui as respostas de vários talentos, numa transação (todas ou nenhuma)',
    modo: 'escrever',
    corpo: CorpoIds,
    resposta: Removidos,
    executar: (ator, { corpo }) =>
      emTransacao(Effect.as(Effect.forEach([...new Set(corpo.ids)], (id) => removerParticipacao(ator, id), { discard: true }), { removidos: new Set(corpo.ids).size })),
  }),
  defineAcao({
    nome: 'remove-respostas-pesquisa',
    metodo: 'DELETE',
    caminho: ':id/pesquisa',
    resumo: 'Exclui todas as respostas da pesquisa (também as anônimas): o público pode responder de novo',
    modo: 'escrever',
    resposta: Removidos,
    executar: (ator, { id }) => Effect.map(emTransacao(removerRespostasDaPesquisa(ator, id)), (removidos) => ({ removidos })),
  }),
  defineAcao({
    nome: 'remove-respostas-pesquisas',
    metodo: 'DELETE',
    caminho: 'batch/pesquisa',
    resumo: 'Exclui todas as respostas de várias pesquisas, numa transação',
    modo: 'escrever',
    corpo: CorpoIds,
    resposta: Removidos,
    executar: (ator, { corpo }) =>
      Effect.map(emTransacao(Effect.forEach([...new Set(corpo.ids)], (id) => removerRespostasDaPesquisa(ator, id))), (ns) => ({ removidos: ns.reduce((a, b) => a + b, 0) })),
  }),
]

export const ACAO_LEMBRETE = defineAcao({
  nome: 'enviar-lembrete',
  metodo: 'POST',
  caminho: ':id/enviar-lembrete',
  resumo: 'Envia por e-mail um lembrete a quem do público ainda não respondeu a pesquisa',
  modo: 'escrever',
  autoridade: ROLE_PESQUISA,
  resposta: LembretesEnviados,
  executar: (ator, { id, origem }) => enviarLembrete(ator, id, origem),
})
