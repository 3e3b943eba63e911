import { Effect, Either, Schema } from 'effect'
import { formatarData } from '../shared/formatos.ts'
import { NaoEncontrado, RegraViolada, ValidacaoFalhou } from '../shared/erros.ts'
import { Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, esquemaDoRegistro, validar, type RegistroDe } from '../shared/resource.ts'
import { estadoDe, permitir } from './alterarSolicitacao.ts'
import { naEmpresa, type Ator } from '../shared/ator.ts'
import { criar, listar, obter } from '../shared/crud.ts'
import { adicionarDias } from '../shared/datas.ts'
import { ConsultaPipeline, etapasDaSolicitacao } from './pipeline.ts'
import { candidatoSolicitacao, configDaEmpresa, historico, solicitacoesPessoal } from './solicitacoes-pessoal.ts'

/**
 * Linking candidates to personnel requests (spec 000 §3.5 "Candidate-to-request link", §5, §7.5):
 * the request must be approved and open; a candidate is linked once per request; the company's
 * `maxCandidataCargo` (> 0) caps how many open requests for the same cargo a candidate may be in at once
 * (our reading of the setting for `validarLimiteCargo`); the job ad's `diasEsperaNovaAplicacao` makes a
 * candidate wait that many days after their latest link to a request for the same cargo.
 * A new link enters the request's first stage (one history record).
 */

const Id = (label: string) =>
  Schema.Number.annotations({ message: () => `${label} inválido` }).pipe(
    Schema.int({ message: () => `${label} inválido` }),
    Schema.positive({ message: () => `${label} inválido` }),
  )

const SOLICITACOES_DISPONIVEIS = 'Selecione ao menos uma das Solicitações disponíveis'

/** Spec 000 §3.5/§5: empresaId and candidatoId required, at least one request ('Solicitações disponíveis'). */
export const CorpoVinculoCandidato = Schema.Struct({
  empresaId: Schema.propertySignature(Id('Empresa')).annotations({ missingMessage: () => 'Empresa é obrigatória' }),
  candidatoId: Schema.propertySignature(Id('Candidato')).annotations({ missingMessage: () => 'Candidato é obrigatório' }),
  solicitacoesIds: Schema.propertySignature(
    Schema.Array(Id('Solicitação')).pipe(Schema.minItems(1, { message: () => SOLICITACOES_DISPONIVEIS }), Schema.maxItems(200, { message: () => 'Solicitações demais' })),
  ).annotations({ missingMessage: () => SOLICITACOES_DISPONIVEIS }),
})

export const CorpoCandidatosDaSolicitacao = Schema.Struct({
  candidatosIds: Schema.propertySignature(
    Schema.Array(Id('Candidato')).pipe(Schema.minItems(1, { message: () => 'Selecione ao menos um candidato' }), Schema.maxItems(500, { message: () => 'Candidatos demais' })),
  ).annotations({ missingMessage: () => 'Selecione ao menos um candidato' }),
})

const lerCorpo = <A, I>(schema: Schema.Schema<A, I>, corpo: unknown) =>
  Either.match(validar(schema, corpo ?? {}), { onLeft: Effect.fail, onRight: Effect.succeed })

export const Excedido = Schema.Struct({ candidatoId: Schema.Number, nome: Schema.String, participacoes: Schema.Number })
export type Excedido = Schema.Schema.Type<typeof Excedido>

/** What `validarLimiteCargo` answers. */
export const LimiteCargo = Schema.Struct({ limite: Schema.Number, valido: Schema.Boolean, excedidos: Schema.Array(Excedido) })

const Solicitacoes = Schema.Array(esquemaDoRegistro(solicitacoesPessoal))
const Vinculos = Schema.Array(esquemaDoRegistro(candidatoSolicitacao))

/** Pure: which candidates would exceed the company's limit for the cargo (0 = no limit). */
export const excedemLimite = (
  limite: number,
  candidatos: ReadonlyArray<{ readonly id: number; readonly nome: string }>,
  participacoes: ReadonlyArray<{ readonly candidatoId: number; readonly quantidade: number }>,
): ReadonlyArray<Excedido> =>
  limite <= 0
    ? []
    : candidatos.flatMap((c) => {
        const n = participacoes.find((p) => p.candidatoId === c.id)?.quantidade ?? 0
        return n + 1 > limite ? [{ candidatoId: c.id, nome: c.nome, participacoes: n }] : []
      })

/** Pure: candidates still inside the wait period of the ad (`dias` > 0) and the date they may apply again. */
export const emEspera = (
  dias: number,
  hoje: string,
  candidatos: ReadonlyArray<{ readonly id: number; readonly nome: string }>,
  ultimas: ReadonlyArray<{ readonly candidatoId: number; readonly data: string }>,
) =>
  dias <= 0
    ? []
    : candidatos.flatMap((c) => {
        const u = ultimas.find((x) => x.candidatoId === c.id)
        if (!u) return []
        const liberado = adicionarDias(u.data, dias)
        return liberado > hoje ? [{ candidatoId: c.id, nome: c.nome, aPartirDe: liberado }] : []
      })

const limiteCargo = (ator: Ator, s: Pick<RegistroDe<typeof solicitacoesPessoal>, 'id' | 'empresaId' | 'cargoId'>, candidatos: ReadonlyArray<{ readonly id: number; readonly nome: string }>) =>
  Effect.gen(function* () {
    const cfg = yield* configDaEmpresa(ator.escopo, Number(s.empresaId))
    if (cfg.maxCandidataCargo <= 0 || !s.cargoId) return { limite: cfg.maxCandidataCargo, excedidos: [] as ReadonlyArray<Excedido> }
    const part = yield* (yield* ConsultaPipeline).participacoesNoCargo(
      Number(s.empresaId),
      Number(s.cargoId),
      candidatos.map((c) => c.id),
      s.id,
    )
    return { limite: cfg.maxCandidataCargo, excedidos: excedemLimite(cfg.maxCandidataCargo, candidatos, part) }
  })

/** POST validarLimiteCargo/{id}: a check before linking (never fails on the limit itself). */
export const validarLimiteCargo = (ator: Ator, solicitacaoId: number, corpo: unknown) =>
  Effect.gen(function* () {
    const b = yield* lerCorpo(CorpoCandidatosDaSolicitacao, corpo)
    const s = yield* obter(solicitacoesPessoal, ator, solicitacaoId)
    const candidatos = yield* (yield* ConsultaPipeline).candidatosExistentes(Number(s.empresaId), b.candidatosIds)
    const { limite, excedidos } = yield* limiteCargo(ator, s, candidatos)
    return { limite, valido: excedidos.length === 0, excedidos }
  })

/** Links candidates to one request, all or nothing, each entering the first stage. */
const vincular = (ator: Ator, solicitacaoId: number, candidatosIds: ReadonlyArray<number>, campoSolicitacao: string) =>
  Effect.gen(function* () {
    const relogio = yield* Relogio
    const consulta = yield* ConsultaPipeline
    const s = yield* Effect.catchTag(obter(solicitacoesPessoal, ator, solicitacaoId), 'NaoEncontrado', () =>
      ValidacaoFalhou.campo(campoSolicitacao, `Solicitação ${solicitacaoId} não encontrada`),
    )
    yield* Either.match(permitir('candidatos', estadoDe(s)), { onLeft: Effect.fail, onRight: Effect.succeed })
    const empresaId = Number(s.empresaId)
    const unicos = [...new Set(candidatosIds)]
    const candidatos = yield* consulta.candidatosExistentes(empresaId, unicos)
    const faltando = unicos.filter((id) => !candidatos.some((c) => c.id === id))
    if (faltando.length) return yield* ValidacaoFalhou.campo('candidatoId', `Candidato não encontrado: ${faltando.join(', ')}`)
    const rotulo = `${s.id} - ${String(s.descricao)}`
    const existentes = yield* consulta.candidatos(empresaId, s.id)
    const repetidos = candidatos.filter((c) => existentes.some((e) => e.candidatoId === c.id))
    const problemas: string[] = repetidos.map((c) => `${c.nome} já está vinculado à solicitação ${rotulo}.`)
    const novos = candidatos.filter((c) => !repetidos.includes(c))
    const { limite, excedidos } = yield* limiteCargo(ator, s, novos)
    for (const e of excedidos) {
      problemas.push(`${e.nome} já participa de ${e.participacoes} processo(s) seletivo(s) para este cargo: o limite da empresa é ${limite}.`)
    }
    const hoje = yield* relogio.hoje
    if (s.cargoId) {
      const dias = yield* consulta.diasEsperaNovaAplicacao(s.id)
      if (dias > 0) {
        const ultimas = yield* consulta.ultimaParticipacaoNoCargo(empresaId, Number(s.cargoId), novos.map((c) => c.id))
        for (const e of emEspera(dias, hoje, novos, ultimas)) {
          problemas.push(`${e.nome} só pode se candidatar novamente a partir de ${formatarData(e.aPartirDe)}.`)
        }
      }
    }
    if (problemas.length) return yield* new RegraViolada({ message: problemas.join(' '), code: 'VINCULO_INVALIDO' })
    const etapas = yield* etapasDaSolicitacao(ator, s)
    const primeira = etapas[0]
    if (!primeira) return yield* new RegraViolada({ message: 'Cadastre as etapas seletivas antes de vincular candidatos.', code: 'SEM_ETAPAS' })
    const agora = yield* relogio.agora
    const naSua = naEmpresa(ator, empresaId)
    const criados: Array<RegistroDe<typeof candidatoSolicitacao>> = []
    for (const c of novos) {
      const link = yield* criar(candidatoSolicitacao, naSua, {
        solicitacaoId: s.id,
        candidatoId: c.id,
        etapaSeletivaId: primeira.id,
        dataEtapa: agora,
        contratado: false,
        dataVinculo: hoje,
      })
      yield* criar(historico, naSua, {
        candidatoSolicitacaoId: link.id,
        solicitacaoId: s.id,
        candidatoId: c.id,
        etapaSeletivaId: primeira.id,
        data: hoje,
        responsavel: ator.usuario.nome,
        registradoEm: agora,
      })
      criados.push(link)
    }
    return criados
  })

/** POST candidato/{candidatoId}: one candidate into several requests (the candidate screen's dialog). */
export const vincularCandidatoASolicitacoes = (ator: Ator, candidatoIdDaRota: number, corpo: unknown) =>
  Effect.gen(function* () {
    const b = yield* lerCorpo(CorpoVinculoCandidato, corpo)
    if (b.candidatoId !== candidatoIdDaRota) return yield* ValidacaoFalhou.campo('candidatoId', 'Candidato inválido')
    if (!ator.escopo.empresasVisiveis.includes(b.empresaId)) return yield* ValidacaoFalhou.campo('empresaId', 'Empresa inválida')
    const repo = yield* Repositorio
    return yield* repo.transaction(
      Effect.gen(function* () {
        const todos: Array<RegistroDe<typeof candidatoSolicitacao>> = []
        for (const sid of [...new Set(b.solicitacoesIds)]) {
          const s = yield* Effect.catchTag(obter(solicitacoesPessoal, ator, sid), 'NaoEncontrado', () =>
            ValidacaoFalhou.campo('solicitacoesIds', `Solicitação ${sid} não encontrada`),
          )
          if (Number(s.empresaId) !== b.empresaId) return yield* ValidacaoFalhou.campo('solicitacoesIds', `Solicitação ${sid} não pertence à empresa`)
          todos.push(...(yield* vincular(ator, sid, [b.candidatoId], 'solicitacoesIds')))
        }
        return todos
      }),
    )
  })

/** POST {id}/candidatos: several candidates into one request (the request's board). */
export const vincularCandidatosNaSolicitacao = (ator: Ator, solicitacaoId: number, corpo: unknown) =>
  Effect.gen(function* () {
    const b = yield* lerCorpo(CorpoCandidatosDaSolicitacao, corpo)
    // The request must exist for the actor before its body matters beyond shape (404 first).
    yield* obter(solicitacoesPessoal, ator, solicitacaoId)
    return yield* (yield* Repositorio).transaction(vincular(ator, solicitacaoId, b.candidatosIds, 'id'))
  })

/**
 * 'Solicitações disponíveis' for a candidate: approved, open, not yet linked to them, of a company the actor
 * sees (404 otherwise).
 */
export const solicitacoesDisponiveis = (ator: Ator, empresaId: number, candidatoId: string | undefined) =>
  Effect.gen(function* () {
    if (!ator.escopo.empresasVisiveis.includes(empresaId)) return yield* new NaoEncontrado({ recurso: solicitacoesPessoal.name, id: empresaId })
    const semCandidato = candidatoId && /^[1-9]\d{0,9}$/.test(candidatoId) ? { semCandidatoId: Number(candidatoId) } : {}
    const p = yield* listar(solicitacoesPessoal, ator, { filter: { empresaId, status: 'A', visualizar: 'A', ...semCandidato }, sort: { field: 'descricao', order: 'ASC' } })
    return p.rows
  })

export const ACOES_VINCULO_SOLICITACAO = [
  defineAcao({
    nome: 'disponiveis',
    metodo: 'GET',
    caminho: 'candidato',
    resumo: 'Solicitações disponíveis para vincular um candidato (empresa atual)',
    modo: 'ler',
    resposta: Solicitacoes,
    executar: (ator, { query }) => solicitacoesDisponiveis(ator, ator.escopo.empresaId, query['candidatoId']),
  }),
  defineAcao({
    nome: 'disponiveis-da-empresa',
    metodo: 'GET',
    caminho: 'candidato/:id',
    resumo: 'Solicitações disponíveis para vincular um candidato, da empresa {id}',
    modo: 'ler',
    resposta: Solicitacoes,
    executar: (ator, { id, query }) => solicitacoesDisponiveis(ator, id, query['candidatoId']),
  }),
  defineAcao({
    nome: 'vincular-candidato',
    metodo: 'POST',
    caminho: 'candidato/:id',
    resumo: 'Vincula o candidato a várias solicitações',
    modo: 'escrever',
    corpo: CorpoVinculoCandidato,
    validadoNoCaso: true,
    status: 201,
    resposta: Vinculos,
    executar: (ator, { id, corpo }) => vincularCandidatoASolicitacoes(ator, id, corpo),
  }),
  defineAcao({
    nome: 'validarLimiteCargo',
    metodo: 'POST',
    caminho: 'validarLimiteCargo/:id',
    resumo: 'Verifica o limite de candidaturas por cargo antes de vincular',
    modo: 'escrever',
    corpo: CorpoCandidatosDaSolicitacao,
    validadoNoCaso: true,
    resposta: LimiteCargo,
    executar: (ator, { id, corpo }) => validarLimiteCargo(ator, id, corpo),
  }),
  defineAcao({
    nome: 'vincular-candidatos',
    metodo: 'POST',
    caminho: ':id/candidatos',
    resumo: 'Vincula candidatos à solicitação',
    modo: 'escrever',
    corpo: CorpoCandidatosDaSolicitacao,
    validadoNoCaso: true,
    status: 201,
    resposta: Vinculos,
    executar: (ator, { id, corpo }) => vincularCandidatosNaSolicitacao(ator, id, corpo),
  }),
]
