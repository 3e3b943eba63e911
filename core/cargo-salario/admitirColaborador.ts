import { Effect, Either, Schema } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { grupo } from '../shared/campos.ts'
import { alterar, criar, obter } from '../shared/crud.ts'
import { ValidacaoFalhou } from '../shared/erros.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, montar, validar, type Registro } from '../shared/resource.ts'
import { camposColaborador, colaboradores, historicosColaborador } from './colaboradores.ts'
import { regrasColaborador, regrasHistorico } from './regrasColaborador.ts'

/** The history fields an admission asks for: where the person starts and what they earn (date and reason are the admission's). */
const { colaboradorId: _c, data: _d, motivo: _m, ...camposPosicao } = historicosColaborador.fields

export const PosicaoAdmissao = montar(camposPosicao, 'create')

/** The admission body: the employee's fields and `historico`, their first position. */
export const CorpoAdmissao = montar(
  { ...camposColaborador, historico: grupo({ label: 'Posição na admissão', value: PosicaoAdmissao, required: true, feminino: true }) },
  'create',
)

export interface OpcoesAdmissao {
  /** The candidate hired into this record (recruitment's 'Contratar'). */
  readonly candidatoId?: number
}

const semVazios = (v: unknown): unknown =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v).filter(([, x]) => !(x === null || x === undefined || (typeof x === 'string' && x.trim() === ''))))
    : v

/**
 * Admission (spec 001 §2 'talentos'): the employee record and their first history row (reason 'AD', dated on the
 * admission date) in one transaction, so an employee never exists without a position. Every field error of both
 * parts answers at once (the position's under `historico.<campo>`) before anything is written; the rules that
 * need other data (CPF among active employees, the range belongs to the cargo…) run in each declaration's `validar`.
 */
export const admitirColaborador = (ator: Ator, corpo: unknown, o: OpcoesAdmissao = {}) =>
  Effect.gen(function* () {
    const entrada = typeof corpo === 'object' && corpo !== null && !Array.isArray(corpo) ? { ...(corpo as Record<string, unknown>) } : corpo
    if (typeof entrada === 'object' && entrada !== null && 'historico' in entrada) entrada['historico'] = semVazios(entrada['historico'])
    const decodificada = (yield* Either.match(validar(CorpoAdmissao, entrada), { onLeft: Effect.fail, onRight: Effect.succeed })) as Record<string, unknown>
    // The cross-field rules of both parts answer together too (a dismissal without reason and a type-2 salary without index).
    const { historico: posicao, ...pessoa } = decodificada
    const cruzadas = [
      ...regrasColaborador(pessoa),
      ...regrasHistorico(posicao as Record<string, unknown>).map((e) => ({ ...e, field: `historico.${e.field}` })),
    ]
    if (cruzadas.length) return yield* ValidacaoFalhou.campos(cruzadas)
    const { historico, ...dados } = entrada as Record<string, unknown> & { historico: Record<string, unknown> }
    const repo = yield* Repositorio
    return yield* repo.transaction(
      Effect.gen(function* () {
        const colaborador: Registro = yield* criar(colaboradores, ator, dados)
        if (o.candidatoId !== undefined) yield* alterar(colaboradores, ator, colaborador.id, { candidatoId: o.candidatoId })
        yield* Effect.mapError(
          criar(historicosColaborador, ator, { ...historico, colaboradorId: colaborador.id, data: colaborador['dataAdmissao'], motivo: 'AD' }),
          (e) => (e instanceof ValidacaoFalhou ? ValidacaoFalhou.campos(e.errors.map((x) => ({ ...x, field: `historico.${x.field}` }))) : e),
        )
        return yield* obter(colaboradores, ator, colaborador.id)
      }),
    )
  })

export const ACOES_ADMISSAO = [
  defineAcao({
    nome: 'admite',
    metodo: 'POST',
    caminho: '',
    resumo: 'Admite talento (o cadastro e o primeiro histórico, com a data de admissão)',
    modo: 'escrever',
    corpo: CorpoAdmissao as Schema.Schema<unknown, Record<string, unknown>>,
    validadoNoCaso: true,
    status: 201,
    resposta: 'registro',
    executar: (ator, { corpo }) => admitirColaborador(ator, corpo),
  }),
]
