import { Effect, Either, Schema } from 'effect'
import { AreasDados } from '../cargo-salario/areasDados.ts'
import { colaboradores } from '../cargo-salario/colaboradores.ts'
import type { Ator } from '../shared/ator.ts'
import { valorBooleano, valorData, valorReferencia } from '../shared/campos.ts'
import { alterar, listar, obter } from '../shared/crud.ts'
import { ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import { formatarData } from '../shared/formatos.ts'
import { Correio, Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, validar, type Registro } from '../shared/resource.ts'
import {
  acompanhamentosDoTalento,
  admissaoMinimaPendente,
  estaPendente,
  nomeDaSituacao,
  type Acompanhamento,
  type AcompanhamentoRespondido,
  type PeriodoExperiencia,
} from './acompanhamentos.ts'
import { LembretesAcompanhamento } from './acompanhamentosLembretes.ts'
import { colaboradoresQuestionarios } from './colaboradores-questionarios.ts'
import { imprimirAcompanhamento } from './colaboradores-questionariosImprimir.ts'
import { modelosAvaliacao, TIPO_MODELO_ACOMPANHAMENTO_EXPERIENCIA } from './modelos-avaliacao.ts'
import { periodosExperiencia, ROLE_AVALIACAO } from './periodos-experiencia.ts'

/**
 * The experience follow-ups on a date (issue 15): the manager's list of due and overdue ones of the people they manage
 * (HR, without the manager scope, sees every employee), one employee's follow-ups, the model of each period, the
 * reminder e-mails to the managers, and the print of an answered one.
 *
 * The "config" of spec 002 `GET/PUT /modelos-acompanhamentos-periodo-experiencias` is not a table of its own: a
 * follow-up model (tipo A) already names its period (`modelos_avaliacao.periodo_experiencia_id`), so the config is, per
 * period, its active A models; PUT sets the period of the models given. A period with several active models lets the
 * person answering choose; one without a model cannot be answered (its follow-ups still show as due).
 */

const TODOS = { offset: 0, limit: 100_000 } as const
const MAX_PERIODOS = 1000

export const ModeloDoPeriodo = Schema.Struct({ id: Schema.Number, titulo: Schema.String })
export const AcompanhamentoPrevisto = Schema.Struct({
  colaboradorId: Schema.Number,
  nomeColaborador: Schema.String,
  dataAdmissao: Schema.String,
  areaOrganizacionalId: Schema.NullOr(Schema.Number),
  cargoId: Schema.NullOr(Schema.Number),
  periodoExperienciaId: Schema.Number,
  nomePeriodo: Schema.String,
  dias: Schema.Number,
  prazo: Schema.String,
  situacao: Schema.String,
  situacaoNome: Schema.String,
  colaboradorQuestionarioId: Schema.NullOr(Schema.Number),
  dataResposta: Schema.NullOr(Schema.String),
  percentual: Schema.NullOr(Schema.Number),
  aprovado: Schema.NullOr(Schema.Boolean),
  modelos: Schema.Array(ModeloDoPeriodo),
})
export type AcompanhamentoPrevisto = typeof AcompanhamentoPrevisto.Type

/** The company's periods and its active follow-up models by period. */
const periodosEModelos = (ator: Ator, empresaId: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const ps = yield* repo.list(periodosExperiencia, ator.escopo, { filter: { empresaId }, range: { offset: 0, limit: MAX_PERIODOS } })
    const ms = yield* repo.list(modelosAvaliacao, ator.escopo, { filter: { empresaId, tipo: TIPO_MODELO_ACOMPANHAMENTO_EXPERIENCIA }, range: TODOS })
    const periodos: ReadonlyArray<PeriodoExperiencia> = ps.rows.map((p) => ({ id: p.id, nome: String(p['nome']), dias: Number(p['dias']), ativo: p['ativo'] !== false }))
    const modelos = ms.rows.map((m) => ({ id: m.id, titulo: String(m['titulo']), ativo: m['ativo'] !== false, periodoExperienciaId: (m['periodoExperienciaId'] as number | null) ?? null }))
    return { periodos, modelos }
  })

const respondidosDe = (r: Registro): AcompanhamentoRespondido => ({
  id: r.id,
  colaboradorId: Number(r['colaboradorId']),
  periodoExperienciaId: (r['periodoExperienciaId'] as number | null) ?? null,
  data: String(r['data']),
  percentual: r['percentual'] === null || r['percentual'] === undefined ? null : Number(r['percentual']),
  aprovado: typeof r['aprovado'] === 'boolean' ? r['aprovado'] : null,
})

/** The follow-ups of some employees (rows of the employees' list) on `hoje`, with the models that answer each. */
const previstosDe = (ator: Ator, empresaId: number, talentos: ReadonlyArray<Registro>, hoje: string) =>
  Effect.gen(function* () {
    if (!talentos.length) return []
    const { periodos, modelos } = yield* periodosEModelos(ator, empresaId)
    const repo = yield* Repositorio
    const ids = talentos.map((t) => t.id)
    const resp = yield* repo.list(colaboradoresQuestionarios, ator.escopo, { filter: { empresaId, colaboradorId: ids }, range: TODOS })
    const respondidos = resp.rows.map(respondidosDe)
    return talentos.flatMap((t) =>
      acompanhamentosDoTalento(
        { id: t.id, dataAdmissao: String(t['dataAdmissao']), dataDesligamento: (t['dataDesligamento'] as string | null) ?? null },
        periodos,
        respondidos,
        hoje,
      ).map(
        (a: Acompanhamento): AcompanhamentoPrevisto => ({
          ...a,
          nomeColaborador: String(t['nome'] ?? ''),
          dataAdmissao: String(t['dataAdmissao']),
          areaOrganizacionalId: (t['areaOrganizacionalId'] as number | null) ?? null,
          cargoId: (t['cargoId'] as number | null) ?? null,
          situacaoNome: nomeDaSituacao(a.situacao),
          modelos: modelos.filter((m) => m.ativo && m.periodoExperienciaId === a.periodoExperienciaId).map((m) => ({ id: m.id, titulo: m.titulo })),
        }),
      ),
    )
  })

const dataDaQuery = (query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const hoje = yield* (yield* Relogio).hoje
    if (!query['data']) return hoje
    return yield* Either.match(validar(Schema.Struct({ data: valorData({ label: 'Data' }) }), { data: query['data'] }), {
      onLeft: Effect.fail,
      onRight: (v) => Effect.succeed(v.data),
    })
  })

/**
 * The due and overdue follow-ups on `data` (default today) of the employees the actor sees (the manager: the people of
 * their areas; `escopoGestor` of the employees), by due date.
 */
export const acompanhamentosPendentes = (ator: Ator, data: string) =>
  Effect.gen(function* () {
    const empresaId = ator.escopo.empresaId
    const { periodos } = yield* periodosEModelos(ator, empresaId)
    const talentos = yield* listar(colaboradores, ator, { filter: { empresaId, admissaoIni: admissaoMinimaPendente(periodos, data) }, range: TODOS })
    const todos = yield* previstosDe(ator, empresaId, talentos.rows, data)
    return todos.filter((a) => estaPendente(a, data)).sort((a, b) => (a.prazo < b.prazo ? -1 : a.prazo > b.prazo ? 1 : a.nomeColaborador.localeCompare(b.nomeColaborador, 'pt-BR')))
  })

/** One employee's follow-ups (every active period, answered or not) on `data`; 404 outside the actor's scope. */
export const acompanhamentosDoColaborador = (ator: Ator, colaboradorId: number, data: string) =>
  Effect.gen(function* () {
    const t = yield* obter(colaboradores, ator, colaboradorId)
    return yield* previstosDe(ator, Number(t.empresaId), [t as Registro], data)
  })

// ---- Models per period ------------------------------------------------------------------------------------

export const ConfigPeriodo = Schema.Struct({
  periodoExperienciaId: Schema.Number,
  nome: Schema.String,
  dias: Schema.Number,
  ativo: Schema.Boolean,
  modelos: Schema.Array(ModeloDoPeriodo),
})

export const configModelos = (ator: Ator) =>
  Effect.map(periodosEModelos(ator, ator.escopo.empresaId), ({ periodos, modelos }) =>
    [...periodos]
      .sort((a, b) => a.dias - b.dias || a.id - b.id)
      .map((p) => ({
        periodoExperienciaId: p.id,
        nome: p.nome,
        dias: p.dias,
        ativo: p.ativo,
        modelos: modelos.filter((m) => m.ativo && m.periodoExperienciaId === p.id).map((m) => ({ id: m.id, titulo: m.titulo })),
      })),
  )

export const CorpoConfigModelos = Schema.Struct({
  config: Schema.Array(
    Schema.Struct({
      periodoExperienciaId: valorReferencia({ label: 'Período de Acompanhamento de Experiência' }),
      modeloAvaliacaoId: valorReferencia({ label: 'Modelo de Avaliação' }),
    }),
  ).pipe(Schema.maxItems(MAX_PERIODOS, { message: () => 'Configuração inválida' })),
})
export const MODELO_NAO_E_ACOMPANHAMENTO_CONFIG = 'O modelo não é de acompanhamento do período de experiência'

/** Sets the period of each model given (one transaction): every model must be an A model and every period the company's. */
export const salvarConfigModelos = (ator: Ator, corpo: typeof CorpoConfigModelos.Type) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(
      Effect.gen(function* () {
        const empresaId = ator.escopo.empresaId
        const { periodos, modelos } = yield* periodosEModelos(ator, empresaId)
        const erros: ErroCampo[] = []
        corpo.config.forEach((c, i) => {
          if (!periodos.some((p) => p.id === c.periodoExperienciaId)) erros.push({ field: `config.${i}.periodoExperienciaId`, message: 'Período de Acompanhamento de Experiência: registro não encontrado' })
          if (!modelos.some((m) => m.id === c.modeloAvaliacaoId)) erros.push({ field: `config.${i}.modeloAvaliacaoId`, message: MODELO_NAO_E_ACOMPANHAMENTO_CONFIG })
        })
        if (erros.length) return yield* ValidacaoFalhou.campos(erros)
        for (const c of corpo.config) yield* alterar(modelosAvaliacao, ator, c.modeloAvaliacaoId, { periodoExperienciaId: c.periodoExperienciaId })
        return yield* configModelos(ator)
      }),
    ),
  )

// ---- Reminders ----------------------------------------------------------------------------------------------

export const LembretesEnviados = Schema.Struct({
  enviados: Schema.Number,
  jaLembrados: Schema.Number,
  semEmail: Schema.Array(Schema.String),
  semGestor: Schema.Array(Schema.String),
  message: Schema.String,
})

/** The managers of an area: its responsáveis and co-responsáveis, or, when it has none, those of the nearest area above. */
const gestoresDaArea = (areas: ReadonlyMap<number, { readonly areaMaeId: number | null; readonly responsaveis: ReadonlyArray<number>; readonly coresponsaveis: ReadonlyArray<number> }>, areaId: number | null) => {
  const vistas = new Set<number>()
  let atual = areaId
  while (atual !== null && !vistas.has(atual)) {
    vistas.add(atual)
    const a = areas.get(atual)
    if (!a) return []
    const gs = [...new Set([...a.responsaveis, ...a.coresponsaveis])]
    if (gs.length) return gs
    atual = a.areaMaeId
  }
  return []
}

/**
 * Reminder e-mails of the follow-ups pending on today (a vencer and overdue, as the managers' list) to the managers
 * of each employee's area, one message per manager listing their people; at most one per manager and day (a second
 * run the same day sends nothing: `LembretesAcompanhamento`). Every employee of the company counts, whoever triggers
 * it (HR's action, the CLI `rh avaliacao lembrar-acompanhamentos`). Managers without e-mail and employees whose area
 * has no manager are listed back.
 */
export const lembrarAcompanhamentos = (ator: Ator, origem?: { readonly links: () => string | undefined; readonly exibida: () => string }) =>
  Effect.gen(function* () {
    const empresaId = ator.escopo.empresaId
    const hoje = yield* (yield* Relogio).hoje
    // Every employee of the company, not only the areas of who triggers it.
    const { areasGeridas: _ignorado, ...semEscopo } = ator
    const todos = yield* acompanhamentosPendentes(semEscopo, hoje)
    const arvore = yield* (yield* AreasDados).arvore([empresaId])
    const areas = new Map(arvore.map((a) => [a.id, a]))
    const porGestor = new Map<number, AcompanhamentoPrevisto[]>()
    const semGestor = new Set<string>()
    for (const a of todos) {
      const gs = gestoresDaArea(areas, a.areaOrganizacionalId)
      if (!gs.length) semGestor.add(a.nomeColaborador)
      for (const g of gs) porGestor.set(g, [...(porGestor.get(g) ?? []), a])
    }
    const repo = yield* Repositorio
    const gestores = porGestor.size ? (yield* repo.list(colaboradores, semEscopo.escopo, { filter: { id: [...porGestor.keys()] }, range: TODOS })).rows : []
    const base = origem ? (origem.links() ?? origem.exibida()).replace(/\/+$/, '') : undefined
    const link = base ? `\n\nResponda em Avaliação › Acompanhamentos do Período de Experiência:\n${base}/avaliacao/acompanhamentos-periodos-experiencia\n` : '\n'
    const correio = yield* Correio
    const lembretes = yield* LembretesAcompanhamento
    let enviados = 0
    let jaLembrados = 0
    const semEmail: string[] = []
    for (const g of gestores) {
      const lista = porGestor.get(g.id) ?? []
      const email = typeof g['email'] === 'string' && g['email'].trim() ? g['email'].trim() : undefined
      if (!email) {
        semEmail.push(String(g['nome']))
        continue
      }
      if (!(yield* lembretes.registrar(empresaId, hoje, g.id, lista.length))) {
        jaLembrados++
        continue
      }
      const linhas = lista.map((a) => `- ${a.nomeColaborador}: ${a.nomePeriodo} (${a.dias} dias), prazo ${formatarData(a.prazo)} — ${a.situacaoNome}`).join('\n')
      yield* Effect.orDie(
        correio.enviar({
          para: [email],
          assunto: `Acompanhamentos do período de experiência pendentes (${lista.length})`,
          texto: `Olá, ${String(g['nome']).split(' ')[0]}.\n\nOs acompanhamentos do período de experiência abaixo aguardam a sua resposta:\n\n${linhas}${link}`,
          empresaId,
        }),
      )
      enviados++
    }
    return {
      enviados,
      jaLembrados,
      semEmail,
      semGestor: [...semGestor].sort((a, b) => a.localeCompare(b, 'pt-BR')),
      message: `Lembrete enviado a ${enviados} ${enviados === 1 ? 'gestor' : 'gestores'}.${jaLembrados ? ` ${jaLembrados} já lembrado(s) hoje.` : ''}${semEmail.length ? ` Sem e-mail cadastrado: ${semEmail.join(', ')}.` : ''}`,
    }
  })

// ---- Actions ----------------------------------------------------------------------------------------------------

export const CorpoImprimirAcompanhamento = Schema.Struct({
  colaboradorQuestionarioId: valorReferencia({ label: 'Acompanhamento' }).annotations({ missingMessage: () => 'Acompanhamento é obrigatório' }),
  agruparPorAspecto: Schema.optionalWith(valorBooleano({ label: 'Agrupar por aspecto' }), { default: () => false, nullable: true }),
  modoEconomico: Schema.optionalWith(valorBooleano({ label: 'Modo econômico' }), { default: () => false, nullable: true }),
})

export const ACOES_ACOMPANHAMENTOS = [
  defineAcao({
    nome: 'pendentes',
    metodo: 'GET',
    caminho: 'pendentes',
    resumo: 'Acompanhamentos do período de experiência a vencer e atrasados na data (query data; padrão hoje) dos talentos que o usuário gere (o RH vê todos)',
    modo: 'ler',
    resposta: Schema.Array(AcompanhamentoPrevisto),
    executar: (ator, { query }) => Effect.flatMap(dataDaQuery(query), (d) => acompanhamentosPendentes(ator, d)),
  }),
  defineAcao({
    nome: 'detail',
    metodo: 'GET',
    caminho: 'talentos/:id/detail',
    resumo: 'Os acompanhamentos de um talento (cada período ativo: prazo, situação, o respondido) na data (query data; padrão hoje)',
    modo: 'ler',
    resposta: Schema.Array(AcompanhamentoPrevisto),
    executar: (ator, { id, query }) => Effect.flatMap(dataDaQuery(query), (d) => acompanhamentosDoColaborador(ator, id, d)),
  }),
  defineAcao({
    nome: 'modelos-acompanhamentos-periodo-experiencias',
    metodo: 'GET',
    caminho: 'modelos-acompanhamentos-periodo-experiencias',
    resumo: 'Os modelos de acompanhamento (tipo A, ativos) de cada período de experiência',
    modo: 'ler',
    resposta: Schema.Array(ConfigPeriodo),
    executar: (ator) => configModelos(ator),
  }),
  defineAcao({
    nome: 'salvar-modelos-acompanhamentos-periodo-experiencias',
    metodo: 'PUT',
    caminho: 'modelos-acompanhamentos-periodo-experiencias',
    resumo: 'Define o período de experiência de cada modelo de acompanhamento informado (config: periodoExperienciaId, modeloAvaliacaoId)',
    modo: 'escrever',
    autoridade: ROLE_AVALIACAO,
    somenteAutoridade: true,
    corpo: CorpoConfigModelos,
    resposta: Schema.Array(ConfigPeriodo),
    executar: (ator, { corpo }) => salvarConfigModelos(ator, corpo),
  }),
  defineAcao({
    nome: 'lembrar-acompanhamentos',
    metodo: 'POST',
    caminho: 'lembrar-acompanhamentos',
    resumo: 'Envia por e-mail aos gestores os acompanhamentos pendentes dos seus talentos (no máximo um lembrete por gestor e dia)',
    modo: 'escrever',
    autoridade: ROLE_AVALIACAO,
    somenteAutoridade: true,
    resposta: LembretesEnviados,
    executar: (ator, { origem }) => lembrarAcompanhamentos(ator, origem),
  }),
  defineAcao({
    nome: 'imprimir-avaliacao-respondida',
    metodo: 'POST',
    caminho: 'imprimir-avaliacao-respondida',
    resumo: 'PDF de um acompanhamento respondido (colaboradorQuestionarioId, agruparPorAspecto, modoEconomico)',
    modo: 'ler',
    corpo: CorpoImprimirAcompanhamento,
    resposta: 'arquivo',
    executar: (ator, { corpo }) => imprimirAcompanhamento(ator, corpo.colaboradorQuestionarioId, { agruparPorAspecto: corpo.agruparPorAspecto, modoEconomico: corpo.modoEconomico }),
  }),
]
