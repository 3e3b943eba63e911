import { Effect, Schema } from 'effect'
import { meuTalento } from '../sessao/meusDados.ts'
import type { Escopo } from '../shared/ator.ts'
import type { Ator } from '../shared/ator.ts'
import { obter } from '../shared/crud.ts'
import { ValidacaoFalhou } from '../shared/erros.ts'
import { Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao } from '../shared/resource.ts'
import { colaboradores } from '../cargo-salario/colaboradores.ts'
import { colaboradorTurma } from './colaborador-turma.ts'
import { cursos } from './cursos.ts'
import { diasTurmas } from './dias-turmas.ts'
import { frequenciaDaTurma, TURNOS } from './frequencia.ts'
import { CorpoPresencaQr, PresencaQrRegistrada, registrarPresencaQr, SEM_TALENTO_VINCULADO_TREINAMENTO } from './presencaQrCode.ts'
import { turmas } from './turmas.ts'

/**
 * Trainings of a person (spec 002 /desenvolvimento/treinamentos; decision: the spec names the route only, and the
 * issue's 'trainees answer from their login' places it with the employee): every class they take part in, with its
 * course, period, attendance % and approval against the course's minimum, and its days still to come. 'Meus
 * treinamentos' for the employee user (ROLE_MEUS_TREINAMENTOS; also where they check in by QR code), the same per
 * employee for HR (ROLE_DESENVOLVIMENTO).
 */
export const ROLE_MEUS_TREINAMENTOS = 'ROLE_MEUS_TREINAMENTOS'
export const COLABORADOR_OBRIGATORIO = 'Talento é obrigatório'

export const Treinamento = Schema.Struct({
  colaboradorTurmaId: Schema.Number,
  turmaId: Schema.Number,
  curso: Schema.String,
  turma: Schema.String,
  instrutor: Schema.String,
  instituicao: Schema.NullOr(Schema.String),
  dataPrevIni: Schema.String,
  dataPrevFim: Schema.NullOr(Schema.String),
  realizada: Schema.Boolean,
  totalDias: Schema.Number,
  presencas: Schema.Number,
  percentual: Schema.Number,
  percentualMinimo: Schema.Number,
  aprovado: Schema.Boolean,
  proximosDias: Schema.Array(Schema.Struct({ dia: Schema.String, turno: Schema.NullOr(Schema.String) })),
})
export type Treinamento = typeof Treinamento.Type

export const MeusTreinamentos = Schema.Struct({ vinculado: Schema.Boolean, mensagem: Schema.optional(Schema.String), treinamentos: Schema.Array(Treinamento) })

/** The classes of one employee visible in `escopo`, newest first. */
export const treinamentosDoTalento = (escopo: Escopo, colaboradorId: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const hoje = yield* (yield* Relogio).hoje
    const parts = (yield* repo.list(colaboradorTurma, escopo, { filter: { colaboradorId }, range: { offset: 0, limit: 1000 } })).rows
    const lista: Treinamento[] = []
    for (const p of parts) {
      const t = yield* repo.get(turmas, escopo, Number(p.turmaId))
      const c = yield* repo.get(cursos, escopo, Number(t.cursoId))
      const dias = (yield* repo.list(diasTurmas, escopo, { filter: { turmaId: t.id }, range: { offset: 0, limit: 10_000 }, sort: { field: 'dia', order: 'ASC' } })).rows
      const minimo = Number(c.percentualMinimoFrequencia ?? 100)
      const [f] = frequenciaDaTurma(
        dias.map((d) => d.id),
        minimo,
        [{ id: p.id, colaboradorId, diasPresentesIds: p.diasPresentesIds ?? [] }],
      )
      lista.push({
        colaboradorTurmaId: p.id,
        turmaId: t.id,
        curso: String(c.nome),
        turma: String(t.descricao),
        instrutor: String(t.instrutor),
        instituicao: t.instituicao ?? null,
        dataPrevIni: String(t.dataPrevIni),
        dataPrevFim: t.dataPrevFim ?? null,
        realizada: t.realizada === true,
        totalDias: dias.length,
        presencas: f?.presencas ?? 0,
        percentual: f?.percentual ?? 0,
        percentualMinimo: minimo,
        aprovado: f?.aprovado ?? false,
        proximosDias: dias.filter((d) => String(d.dia) >= hoje).map((d) => ({ dia: String(d.dia), turno: TURNOS.find((x) => x.id === d.turno)?.name ?? null })),
      })
    }
    return lista.sort((a, b) => (a.dataPrevIni < b.dataPrevIni ? 1 : a.dataPrevIni > b.dataPrevIni ? -1 : b.turmaId - a.turmaId))
  })

export const meusTreinamentos = (ator: Ator) =>
  Effect.gen(function* () {
    const eu = yield* meuTalento(ator)
    if (!eu) return { vinculado: false, mensagem: SEM_TALENTO_VINCULADO_TREINAMENTO, treinamentos: [] }
    return { vinculado: true, treinamentos: yield* treinamentosDoTalento(ator.escopo, eu.registro.id) }
  })

/** HR: one employee's classes (query colaboradorId), the employee read under the actor's scope first. */
export const treinamentosDoColaborador = (ator: Ator, colaboradorIdTexto: string | undefined) =>
  Effect.gen(function* () {
    const id = Number(colaboradorIdTexto)
    if (!Number.isSafeInteger(id) || id <= 0) return yield* ValidacaoFalhou.campo('colaboradorId', COLABORADOR_OBRIGATORIO)
    const c = yield* obter(colaboradores, ator, id)
    return { colaboradorId: c.id, nome: String(c.nome), treinamentos: yield* treinamentosDoTalento(ator.escopo, c.id) }
  })

/** On the participants' resource: the employee's own list and QR check-in (ROLE_MEUS_TREINAMENTOS alone), and HR's per-employee list. */
export const ACOES_TREINAMENTOS = [
  defineAcao({
    nome: 'meus-treinamentos',
    metodo: 'GET',
    caminho: 'meus-treinamentos',
    resumo: 'Meus treinamentos: as turmas do talento vinculado ao usuário, com frequência, aprovação e próximos dias',
    modo: 'ler',
    autoridade: ROLE_MEUS_TREINAMENTOS,
    somenteAutoridade: true,
    resposta: MeusTreinamentos,
    executar: (ator) => meusTreinamentos(ator),
  }),
  defineAcao({
    nome: 'presenca-qrcode',
    metodo: 'POST',
    caminho: 'presenca-qrcode',
    resumo: 'O participante registra a sua presença no dia da turma com o código do QR code (uma vez por dia)',
    modo: 'escrever',
    autoridade: ROLE_MEUS_TREINAMENTOS,
    somenteAutoridade: true,
    corpo: CorpoPresencaQr,
    resposta: PresencaQrRegistrada,
    executar: (ator, { corpo }) => registrarPresencaQr(ator, corpo.token),
  }),
  defineAcao({
    nome: 'treinamentos',
    metodo: 'GET',
    caminho: 'treinamentos',
    resumo: 'As turmas de um talento (query colaboradorId), com frequência, aprovação e próximos dias',
    modo: 'ler',
    resposta: Schema.Struct({ colaboradorId: Schema.Number, nome: Schema.String, treinamentos: Schema.Array(Treinamento) }),
    executar: (ator, { query }) => treinamentosDoColaborador(ator, query['colaboradorId']),
  }),
]
