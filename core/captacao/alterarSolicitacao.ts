import { Effect, Either, Schema } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { alterar, obter } from '../shared/crud.ts'
import { valorData, valorOpcoes, valorTextoLongo, type SchemaDeValor } from '../shared/campos.ts'
import { RegraViolada, ValidacaoFalhou, type ErroCampo, type ErroDominio } from '../shared/erros.ts'
import { Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, type Registro } from '../shared/resource.ts'
import { candidatoSolicitacao, configDaEmpresa, LIBERAR, situacaoDe, solicitacoesPessoal, type Situacao, type StatusSolicitacao } from './solicitacoes-pessoal.ts'

/**
 * The personnel request's life (spec 000 §4). The spec names the status (I/A/R), the independent flags
 * (suspensa, encerrada, cancelada) and the actions, not the rules between them; ours are this table:
 *
 * | action     | aberta | suspensa | encerrada               | cancelada | status needed |
 * |------------|--------|----------|-------------------------|-----------|---------------|
 * | editar     | yes    | yes      | no                      | no        | any           |
 * | status     | yes    | no       | no                      | no        | any other     |
 * | suspende   | yes    | no       | no                      | no        | any           |
 * | libera     | no     | yes      | no                      | no        | any           |
 * | cancela    | yes    | yes      | no                      | no        | any           |
 * | encerra    | yes    | yes      | no                      | no        | A             |
 * | reabre     | no     | no       | only if the company     | no        | any           |
 * |            |        |          | allows reopening        |           |               |
 * | candidatos | yes    | no       | no                      | no        | A             |
 *
 * "candidatos" covers linking, moving through the stages and hiring. Situation precedence: see
 * `PRECEDENCIA_SITUACAO`. `libera` lifts a suspension (approval is `status`).
 * Leaving status A is refused while candidates are linked (they would be stranded in a non-approved request).
 */
export type AcaoSolicitacao = 'editar' | 'status' | 'suspende' | 'libera' | 'cancela' | 'encerra' | 'reabre' | 'candidatos'
export type { Situacao }

export interface EstadoSolicitacao {
  readonly status: StatusSolicitacao
  readonly suspensa: boolean
  readonly encerrada: boolean
  readonly cancelada: boolean
}

export const situacao = (e: EstadoSolicitacao): Situacao => situacaoDe(e)

interface Regra {
  readonly situacoes: ReadonlyArray<Situacao>
  readonly status?: ReadonlyArray<StatusSolicitacao>
}

export const TRANSICOES: Readonly<Record<AcaoSolicitacao, Regra>> = {
  editar: { situacoes: ['aberta', 'suspensa'] },
  status: { situacoes: ['aberta'] },
  suspende: { situacoes: ['aberta'] },
  libera: { situacoes: ['suspensa'] },
  cancela: { situacoes: ['aberta', 'suspensa'] },
  encerra: { situacoes: ['aberta', 'suspensa'], status: ['A'] },
  reabre: { situacoes: ['encerrada'] },
  candidatos: { situacoes: ['aberta'], status: ['A'] },
}

const VERBO: Record<AcaoSolicitacao, string> = {
  editar: 'alterar',
  status: 'alterar o status de',
  suspende: 'suspender',
  libera: 'liberar',
  cancela: 'cancelar',
  encerra: 'encerrar',
  reabre: 'reabrir',
  candidatos: 'movimentar candidatos em',
}

const NOME_SITUACAO: Record<Situacao, string> = {
  aberta: 'aberta',
  suspensa: 'suspensa',
  encerrada: 'encerrada',
  cancelada: 'cancelada',
}

const NOME_STATUS: Record<StatusSolicitacao, string> = { I: 'em análise', A: 'aprovada', R: 'reprovada' }

/** Is `acao` allowed on a request in state `e`? Left = the 400 message. */
export const permitir = (
  acao: AcaoSolicitacao,
  e: EstadoSolicitacao,
  opcoes: { readonly reabrirPermitido?: boolean } = {},
): Either.Either<void, RegraViolada> => {
  const s = situacao(e)
  const regra = TRANSICOES[acao]
  const recusa = (message: string) => Either.left(new RegraViolada({ message, code: 'TRANSICAO_INVALIDA' }))
  if (!regra.situacoes.includes(s)) {
    if (acao === 'libera') return recusa(`Não é possível liberar uma solicitação ${s === 'aberta' ? 'que não está suspensa' : NOME_SITUACAO[s]}.`)
    if (acao === 'reabre') return recusa(`Não é possível reabrir uma solicitação ${s === 'cancelada' ? 'cancelada' : 'que não está encerrada'}.`)
    return recusa(`Não é possível ${VERBO[acao]} uma solicitação ${NOME_SITUACAO[s]}.`)
  }
  if (regra.status && !regra.status.includes(e.status)) {
    if (acao === 'candidatos') return recusa(`Somente solicitações aprovadas recebem candidatos: esta está ${NOME_STATUS[e.status]}.`)
    return recusa(`Somente solicitações aprovadas podem ser encerradas: esta está ${NOME_STATUS[e.status]}.`)
  }
  if (acao === 'reabre' && !opcoes.reabrirPermitido) return recusa('A empresa não permite reabrir solicitações encerradas.')
  return Either.right(undefined)
}

/** The state after a (permitted) action: the pure half of each use case, used by the tests' model too. */
export const aplicar = (acao: AcaoSolicitacao, e: EstadoSolicitacao, novoStatus?: StatusSolicitacao): EstadoSolicitacao => {
  switch (acao) {
    case 'status':
      return { ...e, status: novoStatus ?? e.status }
    case 'suspende':
      return { ...e, suspensa: true }
    case 'libera':
      return { ...e, suspensa: false }
    case 'cancela':
      return { ...e, cancelada: true }
    case 'encerra':
      return { ...e, encerrada: true }
    case 'reabre':
      return { ...e, encerrada: false }
    default:
      return e
  }
}

export const estadoDe = (r: Registro): EstadoSolicitacao => ({
  status: (r['status'] as StatusSolicitacao) ?? 'I',
  suspensa: r['suspensa'] === true,
  encerrada: r['encerrada'] === true,
  cancelada: r['cancelada'] === true,
})

/** Stores some state changes of a request (the actions' write). */
const gravar = (ator: Ator, atual: Registro, mudancas: Record<string, unknown>) => alterar(solicitacoesPessoal, ator, atual.id, mudancas)

const verificar = (acao: AcaoSolicitacao, atual: Registro, opcoes: { readonly reabrirPermitido?: boolean } = {}) =>
  Either.match(permitir(acao, estadoDe(atual), opcoes), { onLeft: Effect.fail, onRight: Effect.succeed })

const textoOpcional = (label: string, max = 4000) => Schema.optional(valorTextoLongo({ label, feminino: true, max }))

export const CorpoStatus = Schema.Struct({
  status: Schema.propertySignature(
    valorOpcoes(['I', 'A', 'R'], { label: 'Status' }),
  ).annotations({ missingMessage: () => 'Status é obrigatório' }),
  observacaoLiberador: textoOpcional('Observação do liberador'),
})

/** PUT {id}/status: approve (A), reject (R) or send back to analysis (I), recording the liberador. */
export const alterarStatusSolicitacao = (ator: Ator, id: number, b: typeof CorpoStatus.Type) =>
  Effect.gen(function* () {
    const atual = yield* obter(solicitacoesPessoal, ator, id)
    yield* verificar('status', atual)
    if (atual.status === b.status) {
      return yield* new RegraViolada({ message: `A solicitação já está ${NOME_STATUS[b.status]}.`, code: 'TRANSICAO_INVALIDA' })
    }
    if (atual.status === 'A') {
      const n = yield* (yield* Repositorio).list(candidatoSolicitacao, ator.escopo, { filter: { solicitacaoId: id, empresaId: atual.empresaId } })
      if (n.total > 0) {
        return yield* new RegraViolada({
          message: 'A solicitação possui candidatos vinculados: remova-os antes de tirá-la do status aprovada.',
          code: 'TRANSICAO_INVALIDA',
        })
      }
    }
    const hoje = yield* (yield* Relogio).hoje
    return yield* gravar(ator, atual, {
      status: b.status,
      dataStatus: hoje,
      liberadorId: ator.usuario.id,
      liberadorNome: ator.usuario.nome,
      observacaoLiberador: b.observacaoLiberador?.trim() || null,
    })
  })

export const suspenderSolicitacao = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const atual = yield* obter(solicitacoesPessoal, ator, id)
    yield* verificar('suspende', atual)
    return yield* gravar(ator, atual, { suspensa: true })
  })

export const liberarSolicitacao = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const atual = yield* obter(solicitacoesPessoal, ator, id)
    yield* verificar('libera', atual)
    return yield* gravar(ator, atual, { suspensa: false })
  })

export const CorpoCancela = Schema.Struct({
  obsCancelamento: Schema.propertySignature(
    valorTextoLongo({ label: 'Observação do cancelamento', feminino: true, max: 4000 }),
  ).annotations({ missingMessage: () => 'Observação do cancelamento é obrigatória' }),
})

export const cancelarSolicitacao = (ator: Ator, id: number, b: typeof CorpoCancela.Type) =>
  Effect.gen(function* () {
    const atual = yield* obter(solicitacoesPessoal, ator, id)
    yield* verificar('cancela', atual)
    return yield* gravar(ator, atual, { cancelada: true, obsCancelamento: b.obsCancelamento.trim() })
  })

export const CorpoEncerra = Schema.Struct({
  dataEncerramento: Schema.propertySignature(valorData({ label: 'Data de encerramento' })).annotations({
    missingMessage: () => 'Data de encerramento é obrigatória',
  }),
  obsEncerra: textoOpcional('Observação do encerramento'),
})

/** Closing date rules: not before the request's date, not in the future. */
export const regrasEncerramento = (dataSolicitacao: string, dataEncerramento: string, hoje: string): ErroCampo[] => {
  if (dataEncerramento < dataSolicitacao) return [{ field: 'dataEncerramento', message: 'Data de encerramento inferior à data da solicitação' }]
  if (dataEncerramento > hoje) return [{ field: 'dataEncerramento', message: 'Data de encerramento não pode ser posterior à data atual' }]
  return []
}

export const encerrarSolicitacao = (ator: Ator, id: number, b: typeof CorpoEncerra.Type) =>
  Effect.gen(function* () {
    const atual = yield* obter(solicitacoesPessoal, ator, id)
    yield* verificar('encerra', atual)
    const hoje = yield* (yield* Relogio).hoje
    const erros = regrasEncerramento(String(atual.data), b.dataEncerramento, hoje)
    if (erros.length) return yield* ValidacaoFalhou.campos(erros)
    return yield* gravar(ator, atual, { encerrada: true, dataEncerramento: b.dataEncerramento, obsEncerra: b.obsEncerra?.trim() || null })
  })

/** Reopening exists only where the company allows it (`solPessoalReabrirSolicitacao`). */
export const reabrirSolicitacao = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const atual = yield* obter(solicitacoesPessoal, ator, id)
    const cfg = yield* configDaEmpresa(ator.escopo, Number(atual.empresaId))
    yield* verificar('reabre', atual, { reabrirPermitido: cfg.solPessoalReabrirSolicitacao })
    return yield* gravar(ator, atual, { encerrada: false, dataEncerramento: null, obsEncerra: null })
  })

/**
 * Spec 000 §3.9 clone: the request's data for a new form: no id, solicitante/liberador/observação do
 * liberador cleared, status I, every date today, no closing forecast; the state starts over.
 */
export const clonar = (r: Registro, hoje: string): Record<string, unknown> => {
  const { id: _id, empresaId: _e, removedAt: _r, ...resto } = r
  return {
    ...resto,
    data: hoje,
    dataStatus: hoje,
    dataPrevisaoEncerramento: null,
    qtdDiasPrevisao: null,
    status: 'I',
    liberadorId: null,
    liberadorNome: null,
    observacaoLiberador: null,
    solicitanteId: null,
    solicitanteNome: null,
    suspensa: false,
    encerrada: false,
    dataEncerramento: null,
    obsEncerra: null,
    cancelada: false,
    obsCancelamento: null,
    qtdVagasPreenchidas: 0,
  }
}

export const clonarSolicitacao = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const atual = yield* obter(solicitacoesPessoal, ator, id)
    return clonar(atual, yield* (yield* Relogio).hoje)
  })

const ler = <A,>(resumo: string, caminho: string, resposta: SchemaDeValor<A>, executar: (ator: Ator, id: number) => Effect.Effect<A, ErroDominio, unknown>) =>
  defineAcao<unknown, A>({ nome: caminho, metodo: 'GET', caminho, resumo, modo: 'ler', resposta, executar: (ator, { id }) => executar(ator, id) })

/** The company's settings of personnel requests (`configDaEmpresa`). */
export const ConfigSolicitacao = Schema.Struct({
  solPessoalExibirSalario: Schema.Boolean,
  solPessoalExibirColabSubstituido: Schema.Boolean,
  solPessoalObrigarDadosComplementares: Schema.Boolean,
  solPessoalReabrirSolicitacao: Schema.Boolean,
  obrigarAmbienteFuncao: Schema.Boolean,
  maxCandidataCargo: Schema.Number,
})

/** The request's state actions (PUT /api/captacao/solicitacoes-pessoal/{id}/…), mounted by the generic routes. */
export const ACOES_ESTADO_SOLICITACAO = [
  defineAcao({
    nome: 'status',
    metodo: 'PUT',
    caminho: ':id/status',
    resumo: 'Aprova, reprova ou devolve a solicitação para análise',
    modo: 'escrever',
    resposta: 'registro',
    autoridade: LIBERAR,
    corpo: CorpoStatus,
    executar: (ator, { id, corpo }) => alterarStatusSolicitacao(ator, id, corpo),
  }),
  defineAcao({ nome: 'suspende', metodo: 'PUT', caminho: ':id/suspende', resumo: 'Suspende a solicitação', modo: 'escrever', resposta: 'registro', executar: (ator, { id }) => suspenderSolicitacao(ator, id) }),
  defineAcao({ nome: 'libera', metodo: 'PUT', caminho: ':id/libera', resumo: 'Libera a solicitação suspensa', modo: 'escrever', resposta: 'registro', executar: (ator, { id }) => liberarSolicitacao(ator, id) }),
  defineAcao({
    nome: 'cancela',
    metodo: 'PUT',
    caminho: ':id/cancela',
    resumo: 'Cancela a solicitação (com observação)',
    modo: 'escrever',
    resposta: 'registro',
    corpo: CorpoCancela,
    executar: (ator, { id, corpo }) => cancelarSolicitacao(ator, id, corpo),
  }),
  defineAcao({
    nome: 'encerra',
    metodo: 'PUT',
    caminho: ':id/encerra',
    resumo: 'Encerra a solicitação (data de encerramento)',
    modo: 'escrever',
    resposta: 'registro',
    corpo: CorpoEncerra,
    executar: (ator, { id, corpo }) => encerrarSolicitacao(ator, id, corpo),
  }),
  defineAcao({ nome: 'reabre', metodo: 'PUT', caminho: ':id/reabre', resumo: 'Reabre a solicitação encerrada', modo: 'escrever', resposta: 'registro', executar: (ator, { id }) => reabrirSolicitacao(ator, id) }),
  defineAcao({ nome: 'clone', metodo: 'GET', caminho: ':id/clone', resumo: 'Dados da solicitação para criar uma nova (clonar)', modo: 'escrever', resposta: Schema.encodedSchema(solicitacoesPessoal.createSchema), executar: (ator, { id }) => clonarSolicitacao(ator, id) }),
  ler('Bairros da solicitação', ':id/bairros', solicitacoesPessoal.fields.bairros.value, (ator, id) => Effect.map(obter(solicitacoesPessoal, ator, id), (r) => r.bairros ?? [])),
  defineAcao({
    nome: 'configuracao',
    metodo: 'GET',
    caminho: 'configuracao',
    resumo: 'Configuração de solicitação de pessoal da empresa atual',
    modo: 'ler',
    resposta: ConfigSolicitacao,
    executar: (ator) => configDaEmpresa(ator.escopo, ator.escopo.empresaId),
  }),
]
