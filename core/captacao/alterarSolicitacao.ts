import { Effect, Either, Schema } from 'effect'
import { temAutoridade } from '../sessao/autoridades.ts'
import { ehDataValida } from '../shared/datas.ts'
import { AcessoNegado, NaoEncontrado, RegraViolada, ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import { Relogio, Repositorio } from '../shared/ports.ts'
import { CAMPOS_SISTEMA, decodificar, validar, type Registro } from '../shared/resource.ts'
import { CAMPOS_DE_ESTADO, candidatoSolicitacao, configDaEmpresa, ConsultaPipeline, ehGestor, LIBERAR, solicitacoesPessoal, umDe, type Ator, type StatusSolicitacao } from './solicitacoes-pessoal.ts'

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
 * "candidatos" covers linking, moving through the stages and hiring. Situation precedence:
 * cancelada > encerrada > suspensa > aberta. `libera` lifts a suspension (approval is `status`).
 * Leaving status A is refused while candidates are linked (they would be stranded in a non-approved request).
 */
export type AcaoSolicitacao = 'editar' | 'status' | 'suspende' | 'libera' | 'cancela' | 'encerra' | 'reabre' | 'candidatos'
export type Situacao = 'aberta' | 'suspensa' | 'encerrada' | 'cancelada'

export interface EstadoSolicitacao {
  readonly status: StatusSolicitacao
  readonly suspensa: boolean
  readonly encerrada: boolean
  readonly cancelada: boolean
}

export const situacao = (e: EstadoSolicitacao): Situacao =>
  e.cancelada ? 'cancelada' : e.encerrada ? 'encerrada' : e.suspensa ? 'suspensa' : 'aberta'

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

const semSistema = (r: Registro) => Object.fromEntries(Object.entries(r).filter(([k]) => !CAMPOS_SISTEMA.has(k)))

/** A request visible to the actor (404 otherwise, including requests hidden from managers). */
export const obterSolicitacao = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const r = yield* repo.get(solicitacoesPessoal, ator.escopo, id)
    if (r['invisivelParaGestor'] === true && ehGestor(ator.autoridades)) {
      return yield* new NaoEncontrado({ recurso: solicitacoesPessoal.name, id })
    }
    return r
  })

/** Stores the request with some state changes, keeping every other column (the repository's update replaces). */
export const gravarSolicitacao = (ator: Ator, atual: Registro, mudancas: Record<string, unknown>) =>
  Effect.flatMap(Repositorio, (repo) => repo.update(solicitacoesPessoal, ator.escopo, atual.id, { ...semSistema(atual), ...mudancas }))

const decodificarEntrada = (corpo: unknown, modo: 'create' | 'update') => {
  // State fields are owned by the actions: whatever the body says about them is ignored.
  const limpo =
    typeof corpo === 'object' && corpo !== null && !Array.isArray(corpo)
      ? Object.fromEntries(Object.entries(corpo).filter(([k]) => !(CAMPOS_DE_ESTADO as ReadonlyArray<string>).includes(k)))
      : corpo
  return Either.match(decodificar(solicitacoesPessoal, limpo, modo), { onLeft: Effect.fail, onRight: Effect.succeed })
}

const validarComEmpresa = (entrada: Record<string, unknown>, ator: Ator, modo: 'create' | 'update', id?: number) =>
  Effect.gen(function* () {
    const erros = yield* solicitacoesPessoal.validar!(entrada, { escopo: ator.escopo, modo, ...(id !== undefined ? { id } : {}) })
    if (erros.length) return yield* ValidacaoFalhou.campos(erros)
  })

/** New request: status I, open, no vacancy filled, the actor as solicitante. */
export const criarSolicitacao = (ator: Ator, corpo: unknown) =>
  Effect.gen(function* () {
    const entrada = yield* decodificarEntrada(corpo, 'create')
    yield* validarComEmpresa(entrada, ator, 'create')
    const hoje = yield* (yield* Relogio).hoje
    const repo = yield* Repositorio
    return yield* repo.create(solicitacoesPessoal, ator.escopo, {
      ...entrada,
      status: 'I',
      dataStatus: hoje,
      liberadorId: null,
      liberadorNome: null,
      observacaoLiberador: null,
      solicitanteId: ator.usuario.id,
      solicitanteNome: ator.usuario.nome,
      suspensa: false,
      encerrada: false,
      dataEncerramento: null,
      obsEncerra: null,
      cancelada: false,
      obsCancelamento: null,
      qtdVagasPreenchidas: 0,
    })
  })

/** Edit of the request's data (not its state), allowed while it is neither closed nor cancelled. */
export const editarSolicitacao = (ator: Ator, id: number, corpo: unknown) =>
  Effect.gen(function* () {
    const atual = yield* obterSolicitacao(ator, id)
    yield* Either.match(permitir('editar', estadoDe(atual)), { onLeft: Effect.fail, onRight: Effect.succeed })
    const entrada = yield* decodificarEntrada(corpo, 'update')
    yield* validarComEmpresa(entrada, ator, 'update', id)
    const preenchidas = Number(atual['qtdVagasPreenchidas'] ?? 0)
    if (typeof entrada.quantidade === 'number' && entrada.quantidade < preenchidas) {
      return yield* ValidacaoFalhou.campo('quantidade', `Número de vagas não pode ser menor que as ${preenchidas} vaga(s) já preenchida(s)`)
    }
    const estado = Object.fromEntries(CAMPOS_DE_ESTADO.map((k) => [k, atual[k] ?? null]))
    const repo = yield* Repositorio
    return yield* repo.update(solicitacoesPessoal, ator.escopo, id, { ...entrada, ...estado })
  })

const exigir = (ator: Ator, autoridade: string) =>
  temAutoridade(ator.autoridades, autoridade) ? Effect.void : Effect.fail(new AcessoNegado({ autoridade }))

const verificar = (acao: AcaoSolicitacao, atual: Registro, opcoes: { readonly reabrirPermitido?: boolean } = {}) =>
  Either.match(permitir(acao, estadoDe(atual), opcoes), { onLeft: Effect.fail, onRight: Effect.succeed })

const lerCorpo = <A, I>(schema: Schema.Schema<A, I>, corpo: unknown) =>
  Either.match(validar(schema, corpo ?? {}), { onLeft: Effect.fail, onRight: Effect.succeed })

const textoOpcional = (label: string, max = 4000) =>
  Schema.optional(
    Schema.String.annotations({ message: () => `${label} inválida` }).pipe(Schema.maxLength(max, { message: () => `${label} deve ter no máximo ${max} caracteres` })),
  )

export const CorpoStatus = Schema.Struct({
  status: Schema.propertySignature(
    umDe(['I', 'A', 'R'] as const, 'Status inválido'),
  ).annotations({ missingMessage: () => 'Status é obrigatório' }),
  observacaoLiberador: textoOpcional('Observação do liberador'),
})

/** PUT {id}/status: approve (A), reject (R) or send back to analysis (I), recording the liberador. */
export const alterarStatusSolicitacao = (ator: Ator, id: number, corpo: unknown) =>
  Effect.gen(function* () {
    yield* exigir(ator, LIBERAR)
    const b = yield* lerCorpo(CorpoStatus, corpo)
    const atual = yield* obterSolicitacao(ator, id)
    yield* verificar('status', atual)
    if (atual['status'] === b.status) {
      return yield* new RegraViolada({ message: `A solicitação já está ${NOME_STATUS[b.status]}.`, code: 'TRANSICAO_INVALIDA' })
    }
    if (atual['status'] === 'A') {
      const n = yield* (yield* Repositorio).list(candidatoSolicitacao, ator.escopo, { filter: { solicitacaoId: id, empresaId: atual.empresaId } })
      if (n.total > 0) {
        return yield* new RegraViolada({
          message: 'A solicitação possui candidatos vinculados: remova-os antes de tirá-la do status aprovada.',
          code: 'TRANSICAO_INVALIDA',
        })
      }
    }
    const hoje = yield* (yield* Relogio).hoje
    return yield* gravarSolicitacao(ator, atual, {
      status: b.status,
      dataStatus: hoje,
      liberadorId: ator.usuario.id,
      liberadorNome: ator.usuario.nome,
      observacaoLiberador: b.observacaoLiberador?.trim() || null,
    })
  })

export const suspenderSolicitacao = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const atual = yield* obterSolicitacao(ator, id)
    yield* verificar('suspende', atual)
    return yield* gravarSolicitacao(ator, atual, { suspensa: true })
  })

export const liberarSolicitacao = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const atual = yield* obterSolicitacao(ator, id)
    yield* verificar('libera', atual)
    return yield* gravarSolicitacao(ator, atual, { suspensa: false })
  })

export const CorpoCancela = Schema.Struct({
  obsCancelamento: Schema.propertySignature(
    Schema.String.annotations({ message: () => 'Observação do cancelamento inválida' }).pipe(
      Schema.maxLength(4000, { message: () => 'Observação do cancelamento deve ter no máximo 4000 caracteres' }),
    ),
  ).annotations({ missingMessage: () => 'Observação do cancelamento é obrigatória' }),
})

export const cancelarSolicitacao = (ator: Ator, id: number, corpo: unknown) =>
  Effect.gen(function* () {
    const b = yield* lerCorpo(CorpoCancela, corpo)
    const atual = yield* obterSolicitacao(ator, id)
    yield* verificar('cancela', atual)
    return yield* gravarSolicitacao(ator, atual, { cancelada: true, obsCancelamento: b.obsCancelamento.trim() })
  })

const DataIso = Schema.String.pipe(Schema.filter(ehDataValida))

export const CorpoEncerra = Schema.Struct({
  dataEncerramento: Schema.propertySignature(DataIso.annotations({ message: () => 'Data de encerramento inválida' })).annotations({
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

export const encerrarSolicitacao = (ator: Ator, id: number, corpo: unknown) =>
  Effect.gen(function* () {
    const b = yield* lerCorpo(CorpoEncerra, corpo)
    const atual = yield* obterSolicitacao(ator, id)
    yield* verificar('encerra', atual)
    const hoje = yield* (yield* Relogio).hoje
    const erros = regrasEncerramento(String(atual['data']), b.dataEncerramento, hoje)
    if (erros.length) return yield* ValidacaoFalhou.campos(erros)
    return yield* gravarSolicitacao(ator, atual, { encerrada: true, dataEncerramento: b.dataEncerramento, obsEncerra: b.obsEncerra?.trim() || null })
  })

/** Reopening exists only where the company allows it (`solPessoalReabrirSolicitacao`). */
export const reabrirSolicitacao = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const atual = yield* obterSolicitacao(ator, id)
    const cfg = yield* configDaEmpresa(ator.escopo, Number(atual.empresaId))
    yield* verificar('reabre', atual, { reabrirPermitido: cfg.solPessoalReabrirSolicitacao })
    return yield* gravarSolicitacao(ator, atual, { encerrada: false, dataEncerramento: null, obsEncerra: null })
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
    const atual = yield* obterSolicitacao(ator, id)
    return clonar(atual, yield* (yield* Relogio).hoje)
  })

/**
 * Removal: only a request that never had candidates (the history must survive); otherwise cancel it.
 */
export const removerSolicitacao = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    return yield* repo.transaction(
      Effect.gen(function* () {
        const atual = yield* obterSolicitacao(ator, id)
        const links = yield* repo.list(candidatoSolicitacao, ator.escopo, { filter: { solicitacaoId: id, empresaId: atual.empresaId }, incluirRemovidos: true })
        const outros = yield* (yield* ConsultaPipeline).referenciasDaSolicitacao(id)
        if (outros > 0) {
          return yield* new RegraViolada({ message: 'Não é possível remover: a solicitação tem anúncio ou avaliações. Cancele-a.', code: 'EM_USO' })
        }
        if (links.total > 0) {
          return yield* new RegraViolada({ message: 'Não é possível remover: a solicitação já teve candidatos. Cancele-a.', code: 'EM_USO' })
        }
        yield* repo.remove(solicitacoesPessoal, ator.escopo, id)
      }),
    )
  })

export { ehGestor, LIBERAR, type Ator }
