import { Effect, Either, Schema } from 'effect'
import { RegraViolada, ValidacaoFalhou } from '../shared/erros.ts'
import { Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { DATA_INVALIDA, ehDataValida } from '../shared/datas.ts'
import { defineAcao, esquemaDoRegistro, validar, type Registro, type RegistroDe } from '../shared/resource.ts'
import { etapasSeletivas } from './cadastros.ts'
import { cargoCaptacao } from './cargo.ts'
import { estadoDe, permitir } from './alterarSolicitacao.ts'
import { naEmpresa, type Ator } from '../shared/ator.ts'
import { alterar, criar, obter, remover } from '../shared/crud.ts'
import { candidatoSolicitacao, CandidatoNaSolicitacao, ConsultaPipeline, historico, solicitacoesPessoal } from './solicitacoes-pessoal.ts'

export { ConsultaPipeline, CandidatoNaSolicitacao }

/**
 * The selection pipeline: a request's candidates go through its stages (the cargo's selection stages when the
 * recruitment view of the cargo lists some, else all the company's etapas seletivas), ordered by `ordem`.
 * Every move is a history record; the link keeps the current stage and since when (the board's time in stage).
 *
 * Rules of our choosing (the spec is silent): a card may go to any stage, forward or back (corrections), but a
 * candidate whose current stage result is 'não apto' cannot go forward; going forward marks a pending result
 * of the stage left as apto. Hiring needs the last stage, a result other than não apto and a vacancy left.
 */

export interface Etapa {
  readonly id: number
  readonly nome: string
  readonly ordem: number
}

/** Whole days between two instants (time in stage), never negative. */
export const diasEntre = (desdeIso: string, agoraIso: string) => {
  const ms = Date.parse(agoraIso) - Date.parse(desdeIso)
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 86_400_000) : 0
}


/** The request's stages in order. */
export const etapasDaSolicitacao = (ator: Ator, s: Registro) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const escopo = { ...ator.escopo, empresaId: Number(s.empresaId) }
    const todas = yield* repo.list(etapasSeletivas, escopo, { filter: { empresaId: s.empresaId } })
    let doCargo: ReadonlyArray<number> = []
    if (s['cargoId']) {
      const cargo = yield* Effect.either(repo.get(cargoCaptacao, escopo, Number(s['cargoId'])))
      if (Either.isRight(cargo)) doCargo = cargo.right.etapasSeletivas ?? []
    }
    const escolhidas = doCargo.length ? todas.rows.filter((e) => doCargo.includes(e.id)) : todas.rows
    return escolhidas
      .map((e): Etapa => ({ id: e.id, nome: String(e.nome), ordem: Number(e.ordem) }))
      .sort((a, b) => a.ordem - b.ordem || a.id - b.id)
  })

/** May the candidate go from `atual` to `destino`? (pure; `etapas` in order) */
export const verificarMovimento = (
  etapas: ReadonlyArray<Etapa>,
  link: Pick<CandidatoNaSolicitacao, 'etapaSeletivaId' | 'apto' | 'contratado'>,
  destinoId: number,
): Either.Either<{ readonly avanco: boolean }, RegraViolada> => {
  const recusa = (message: string) => Either.left(new RegraViolada({ message, code: 'MOVIMENTO_INVALIDO' }))
  if (link.contratado) return recusa('Candidato contratado não pode mudar de etapa.')
  const destino = etapas.findIndex((e) => e.id === destinoId)
  if (destino < 0) return recusa('A etapa seletiva não faz parte desta solicitação.')
  const atual = etapas.findIndex((e) => e.id === link.etapaSeletivaId)
  if (atual === destino) return recusa('O candidato já está nesta etapa.')
  const avanco = destino > atual
  if (avanco && link.apto === 'N') return recusa('Candidato não apto na etapa atual não pode avançar.')
  return Either.right({ avanco })
}

/** May this link be hired? (pure) */
export const verificarContratacao = (
  etapas: ReadonlyArray<Etapa>,
  link: Pick<CandidatoNaSolicitacao, 'etapaSeletivaId' | 'apto' | 'contratado'>,
  s: { readonly quantidade: number; readonly qtdVagasPreenchidas: number },
): Either.Either<void, RegraViolada> => {
  const recusa = (message: string) => Either.left(new RegraViolada({ message, code: 'CONTRATACAO_INVALIDA' }))
  if (link.contratado) return recusa('Este candidato já foi contratado nesta solicitação.')
  if (s.qtdVagasPreenchidas >= s.quantidade) return recusa('Todas as vagas desta solicitação já foram preenchidas.')
  const ultima = etapas[etapas.length - 1]
  if (!ultima || link.etapaSeletivaId !== ultima.id) return recusa(`Somente candidatos na última etapa (${ultima?.nome ?? '—'}) podem ser contratados.`)
  if (link.apto === 'N') return recusa('Candidato não apto não pode ser contratado.')
  return Either.right(undefined)
}

const exigirPermitido = (s: Registro) => Either.match(permitir('candidatos', estadoDe(s)), { onLeft: Effect.fail, onRight: Effect.succeed })

/** The link and its request (404 unless visible to the actor). */
export const obterVinculo = (ator: Ator, candidatoSolicitacaoId: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const link = yield* repo.get(candidatoSolicitacao, ator.escopo, candidatoSolicitacaoId)
    const solicitacao = yield* obter(solicitacoesPessoal, ator, Number(link.solicitacaoId))
    return { link, solicitacao }
  })

const Data = Schema.String.pipe(Schema.filter(ehDataValida, { message: () => DATA_INVALIDA })).annotations({ message: () => DATA_INVALIDA })

const TextoMax = (label: string, max: number) =>
  Schema.String.annotations({ message: () => `${label} inválido` }).pipe(Schema.maxLength(max, { message: () => `${label} deve ter no máximo ${max} caracteres` }))

export const CorpoMover = Schema.Struct({
  etapaSeletivaId: Schema.propertySignature(
    Schema.Number.annotations({ message: () => 'Etapa Seletiva inválida' }).pipe(Schema.int({ message: () => 'Etapa Seletiva inválida' }), Schema.positive({ message: () => 'Etapa Seletiva inválida' })),
  ).annotations({ missingMessage: () => 'Etapa Seletiva é obrigatória' }),
  data: Schema.optional(Data),
  responsavel: Schema.optional(TextoMax('Responsável', 100)),
  observacao: Schema.optional(TextoMax('Observação', 4000)),
})

const lerCorpo = <A, I>(schema: Schema.Schema<A, I>, corpo: unknown) =>
  Either.match(validar(schema, corpo ?? {}), { onLeft: Effect.fail, onRight: Effect.succeed })

/** A history record's date: not in the future, not before the request. */
export const regrasDataHistorico = (data: string, dataSolicitacao: string, hoje: string) =>
  data > hoje
    ? [{ field: 'data', message: 'A data não pode ser posterior à data atual' }]
    : data < dataSolicitacao
      ? [{ field: 'data', message: 'A data não pode ser anterior à data da solicitação' }]
      : []

/** Moves a candidate to another stage of the request (the board's drag and drop): one history record. */
export const moverCandidato = (ator: Ator, candidatoSolicitacaoId: number, corpo: unknown) =>
  Effect.gen(function* () {
    const b = yield* lerCorpo(CorpoMover, corpo)
    const repo = yield* Repositorio
    const relogio = yield* Relogio
    return yield* repo.transaction(
      Effect.gen(function* () {
        const { link, solicitacao } = yield* obterVinculo(ator, candidatoSolicitacaoId)
        yield* exigirPermitido(solicitacao)
        const etapas = yield* etapasDaSolicitacao(ator, solicitacao)
        const atual = {
          etapaSeletivaId: link.etapaSeletivaId ?? null,
          apto: link.apto ?? null,
          contratado: link.contratado === true,
        }
        const { avanco } = yield* Either.match(verificarMovimento(etapas, atual, b.etapaSeletivaId), { onLeft: Effect.fail, onRight: Effect.succeed })
        const hoje = yield* relogio.hoje
        const agora = yield* relogio.agora
        const data = b.data ?? hoje
        const erros = regrasDataHistorico(data, String(solicitacao.data), hoje)
        if (erros.length) return yield* ValidacaoFalhou.campos(erros)
        // Going forward means the stage left was passed.
        if (avanco && atual.apto === null) {
          const ultimo = yield* ultimoHistorico(ator, link)
          if (ultimo) yield* alterar(historico, ator, ultimo.id, { apto: 'S' })
        }
        const registro = yield* criar(historico, naEmpresa(ator, Number(link.empresaId)), {
          candidatoSolicitacaoId: link.id,
          solicitacaoId: link.solicitacaoId,
          candidatoId: link.candidatoId,
          etapaSeletivaId: b.etapaSeletivaId,
          data,
          responsavel: b.responsavel?.trim() || ator.usuario.nome,
          observacao: b.observacao?.trim() || null,
          registradoEm: agora,
        })
        const novo = yield* alterar(candidatoSolicitacao, ator, link.id, { etapaSeletivaId: b.etapaSeletivaId, dataEtapa: agora, apto: null })
        return { candidatoSolicitacao: novo, historico: registro }
      }),
    )
  })

/** The link's latest history record (its current stage). */
export const ultimoHistorico = (ator: Ator, link: Registro) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const lista = yield* repo.list(historico, ator.escopo, {
      filter: { candidatoSolicitacaoId: link.id, empresaId: link.empresaId },
      sort: { field: 'registradoEm', order: 'DESC' },
    })
    return [...lista.rows].sort((a, b) => String(b.registradoEm ?? '').localeCompare(String(a.registradoEm ?? '')) || b.id - a.id)[0]
  })

/** Removes a candidate from a request (soft removal, history kept); a hired candidate stays. */
export const desvincularCandidato = (ator: Ator, candidatoSolicitacaoId: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    return yield* repo.transaction(
      Effect.gen(function* () {
        const { link, solicitacao } = yield* obterVinculo(ator, candidatoSolicitacaoId)
        const s = estadoDe(solicitacao)
        if (s.encerrada || s.cancelada) {
          return yield* new RegraViolada({ message: `Não é possível remover candidatos de uma solicitação ${s.cancelada ? 'cancelada' : 'encerrada'}.`, code: 'TRANSICAO_INVALIDA' })
        }
        if (link.contratado === true) return yield* new RegraViolada({ message: 'Candidato contratado não pode ser removido da solicitação.', code: 'MOVIMENTO_INVALIDO' })
        yield* remover(candidatoSolicitacao, ator, link.id)
        return { id: link.id }
      }),
    )
  })

export interface CartaoQuadro extends CandidatoNaSolicitacao {
  readonly diasNaEtapa: number
}

export interface ColunaQuadro extends Etapa {
  readonly quantidade: number
  readonly candidatos: ReadonlyArray<CartaoQuadro>
}

export interface Quadro<S extends Registro = RegistroDe<typeof solicitacoesPessoal>> {
  readonly solicitacao: S
  readonly colunas: ReadonlyArray<ColunaQuadro>
  /** Links whose stage is no longer among the request's stages (stage removed from the cargo). */
  readonly semEtapa: ReadonlyArray<CartaoQuadro>
  readonly total: number
  readonly contratados: number
  /** May cards move (request approved and open)? */
  readonly movimentavel: boolean
}

/** Builds the board (pure): one column per stage in order, cards sorted by time in stage (longest first). */
export const montarQuadro = <S extends Registro>(solicitacao: S, etapas: ReadonlyArray<Etapa>, candidatos: ReadonlyArray<CandidatoNaSolicitacao>, agora: string): Quadro<S> => {
  const cartoes = candidatos.map((c): CartaoQuadro => ({ ...c, diasNaEtapa: c.dataEtapa ? diasEntre(c.dataEtapa, agora) : 0 }))
  const ordenar = (xs: CartaoQuadro[]) => xs.sort((a, b) => String(a.dataEtapa ?? '').localeCompare(String(b.dataEtapa ?? '')) || a.nome.localeCompare(b.nome, 'pt-BR'))
  const ids = new Set(etapas.map((e) => e.id))
  const colunas = etapas.map((e) => {
    const daEtapa = ordenar(cartoes.filter((c) => c.etapaSeletivaId === e.id))
    return { ...e, quantidade: daEtapa.length, candidatos: daEtapa }
  })
  return {
    solicitacao,
    colunas,
    semEtapa: ordenar(cartoes.filter((c) => c.etapaSeletivaId === null || !ids.has(c.etapaSeletivaId))),
    total: cartoes.length,
    contratados: cartoes.filter((c) => c.contratado).length,
    movimentavel: Either.isRight(permitir('candidatos', estadoDe(solicitacao))),
  }
}

export const quadroDaSolicitacao = (ator: Ator, solicitacaoId: number) =>
  Effect.gen(function* () {
    const solicitacao = yield* obter(solicitacoesPessoal, ator, solicitacaoId)
    const etapas = yield* etapasDaSolicitacao(ator, solicitacao)
    const candidatos = yield* (yield* ConsultaPipeline).candidatos(Number(solicitacao.empresaId), solicitacaoId)
    return montarQuadro(solicitacao, etapas, candidatos, yield* (yield* Relogio).agora)
  })

export const candidatosDaSolicitacao = (ator: Ator, solicitacaoId: number) =>
  Effect.gen(function* () {
    const solicitacao = yield* obter(solicitacoesPessoal, ator, solicitacaoId)
    return yield* (yield* ConsultaPipeline).candidatos(Number(solicitacao.empresaId), solicitacaoId)
  })


/** GET etapas-seletivas/proxima-ordem: the order a new stage of the session's company gets (highest + 1). */
export const proximaOrdemEtapa = (escopo: Ator['escopo']) =>
  Effect.map(
    Effect.flatMap(Repositorio, (repo) => repo.list(etapasSeletivas, escopo, { filter: {} })),
    (p) => Math.min(999, p.rows.reduce((m, e) => Math.max(m, Number(e.ordem ?? 0)), 0) + 1),
  )

const acao = defineAcao

const CartaoQuadro = Schema.extend(CandidatoNaSolicitacao, Schema.Struct({ diasNaEtapa: Schema.Number }))
const EtapaSchema = Schema.Struct({ id: Schema.Number, nome: Schema.String, ordem: Schema.Number })

/** What `quadro` answers (`Quadro`). */
export const QuadroSchema = Schema.Struct({
  solicitacao: esquemaDoRegistro(solicitacoesPessoal),
  colunas: Schema.Array(Schema.extend(EtapaSchema, Schema.Struct({ quantidade: Schema.Number, candidatos: Schema.Array(CartaoQuadro) }))),
  semEtapa: Schema.Array(CartaoQuadro),
  total: Schema.Number,
  contratados: Schema.Number,
  movimentavel: Schema.Boolean,
})

/** The request's board and candidates (GET /api/captacao/solicitacoes-pessoal/{id}/…). */
export const ACOES_PIPELINE_SOLICITACAO = [
  acao({ nome: 'candidatos', metodo: 'GET', caminho: ':id/candidatos', resumo: 'Candidatos da solicitação', modo: 'ler', resposta: Schema.Array(CandidatoNaSolicitacao), executar: (ator, { id }) => candidatosDaSolicitacao(ator, id) }),
  acao({
    nome: 'possui-candidato',
    metodo: 'GET',
    caminho: ':id/possui-candidato',
    resumo: 'Diz se a solicitação tem candidatos',
    modo: 'ler',
    resposta: Schema.Boolean,
    executar: (ator, { id }) => Effect.map(candidatosDaSolicitacao(ator, id), (l) => l.length > 0),
  }),
  acao({ nome: 'quadro', metodo: 'GET', caminho: ':id/quadro', resumo: 'Quadro da solicitação: candidatos por etapa seletiva', modo: 'ler', resposta: QuadroSchema, executar: (ator, { id }) => quadroDaSolicitacao(ator, id) }),
]

/** A candidate in a request: moves and removal (hiring: contratarCandidato.ts) (/api/captacao/candidato-solicitacao/{id}/…). */
export const ACOES_CANDIDATO_SOLICITACAO = [
  acao({
    nome: 'etapa',
    metodo: 'PUT',
    caminho: ':id/etapa',
    resumo: 'Move o candidato para outra etapa seletiva da solicitação',
    modo: 'escrever',
    corpo: CorpoMover,
    validadoNoCaso: true,
    resposta: Schema.Struct({ candidatoSolicitacao: esquemaDoRegistro(candidatoSolicitacao), historico: esquemaDoRegistro(historico) }),
    executar: (ator, { id, corpo }) => moverCandidato(ator, id, corpo),
  }),
  acao({ nome: 'desvincular', metodo: 'DELETE', caminho: ':id', resumo: 'Desvincula o candidato da solicitação', modo: 'escrever', resposta: Schema.Struct({ id: Schema.Number }), executar: (ator, { id }) => desvincularCandidato(ator, id) }),
]

export const ACOES_ETAPAS_SELETIVAS = [
  acao({ nome: 'proxima-ordem', metodo: 'GET', caminho: 'proxima-ordem', resumo: 'Próxima ordem para uma nova etapa seletiva', modo: 'ler', resposta: Schema.Number, executar: (ator) => proximaOrdemEtapa(ator.escopo) }),
]
