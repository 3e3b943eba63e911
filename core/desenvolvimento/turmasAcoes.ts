import { Effect, Schema } from 'effect'
import { valorBooleano, valorData, valorReferencia } from '../shared/campos.ts'
import { atualizar, criar, listar, obter, alterar } from '../shared/crud.ts'
import { ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import type { Ator } from '../shared/ator.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao } from '../shared/resource.ts'
import { colaboradorTurma } from './colaborador-turma.ts'
import { cursos } from './cursos.ts'
import { diasTurmas } from './dias-turmas.ts'
import { diasPorDatas, frequenciaDaTurma, TURNOS } from './frequencia.ts'
import { tipoDespesa } from './tipo-despesa.ts'
import { ItemDespesa, turmas } from './turmas.ts'

export const TIPO_DESPESA_NAO_ENCONTRADO = 'Tipo de despesa: registro não encontrado'
export const TIPO_DESPESA_REPETIDO = 'Tipo de despesa repetido'
export const PARTICIPANTE_DE_OUTRA_TURMA = 'Participante: registro não encontrado nesta turma'

const todos = { range: { offset: 0, limit: 10_000 } } as const

/** The class's days and participants (in the class's company). */
const daTurma = (ator: Ator, turmaId: number) =>
  Effect.all({
    dias: Effect.map(listar(diasTurmas, ator, { ...todos, filter: { turmaId } }), (l) => l.rows),
    participantes: Effect.map(listar(colaboradorTurma, ator, { ...todos, filter: { turmaId } }), (l) => l.rows),
  })

/** Each participant's attendance %, and approval against the course's minimum (core/desenvolvimento/frequencia.ts). */
export const frequenciaTurma = (ator: Ator, turmaId: number) =>
  Effect.gen(function* () {
    const t = yield* obter(turmas, ator, turmaId)
    const curso = yield* obter(cursos, ator, Number(t.cursoId))
    const minimo = Number(curso.percentualMinimoFrequencia ?? 100)
    const { dias, participantes } = yield* daTurma(ator, turmaId)
    return {
      totalDias: dias.length,
      percentualMinimo: minimo,
      participantes: frequenciaDaTurma(
        dias.map((d) => d.id),
        minimo,
        participantes.map((p) => ({ id: p.id, colaboradorId: Number(p.colaboradorId), nomeColaborador: p.nomeColaborador ?? null, diasPresentesIds: p.diasPresentesIds ?? [] })),
      ),
    }
  })

export const CorpoPresencas = Schema.Struct({
  presencas: Schema.Array(
    Schema.Struct({
      colaboradorTurmaId: valorReferencia({ label: 'Participante' }),
      diasPresentesIds: Schema.Array(valorReferencia({ label: 'Dia presente' })).annotations({ message: () => 'Dias presentes inválidos' }),
    }),
  ).annotations({ message: () => 'Presenças inválidas' }),
})

/** HR's attendance grid: each listed participant's days present, replaced in one transaction (the participant's write path and rules). */
export const registrarPresencas = (ator: Ator, turmaId: number, presencas: typeof CorpoPresencas.Type['presencas']) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(
      Effect.gen(function* () {
        yield* obter(turmas, ator, turmaId)
        const { participantes } = yield* daTurma(ator, turmaId)
        const porId = new Map(participantes.map((p) => [p.id, p]))
        const erros: ErroCampo[] = presencas.flatMap((p, i) => (porId.has(p.colaboradorTurmaId) ? [] : [{ field: `presencas[${i}].colaboradorTurmaId`, message: PARTICIPANTE_DE_OUTRA_TURMA }]))
        if (erros.length) return yield* ValidacaoFalhou.campos(erros)
        for (const p of presencas) {
          const atual = porId.get(p.colaboradorTurmaId)!
          yield* atualizar(colaboradorTurma, ator, atual.id, { turmaId, colaboradorId: atual.colaboradorId, diasPresentesIds: [...new Set(p.diasPresentesIds)] })
        }
        return yield* frequenciaTurma(ator, turmaId)
      }),
    ),
  )

export const CorpoDespesas = Schema.Struct({ despesas: Schema.Array(ItemDespesa).annotations({ message: () => 'Despesas inválidas' }) })

/** The class's expenses by type (spec 002 turma PUT /{id}/despesas): types of the class's company, each once. */
export const gravarDespesas = (ator: Ator, turmaId: number, despesas: ReadonlyArray<ItemDespesa>) =>
  Effect.gen(function* () {
    const t = yield* obter(turmas, ator, turmaId)
    const tipos = yield* listar(tipoDespesa, ator, { ...todos, filter: { empresaId: Number(t.empresaId) } })
    const validos = new Set(tipos.rows.map((x) => x.id))
    const vistos = new Set<number>()
    const erros: ErroCampo[] = []
    despesas.forEach((d, i) => {
      if (!validos.has(d.tipoDespesaId)) erros.push({ field: `despesas[${i}].tipoDespesaId`, message: TIPO_DESPESA_NAO_ENCONTRADO })
      else if (vistos.has(d.tipoDespesaId)) erros.push({ field: `despesas[${i}].tipoDespesaId`, message: TIPO_DESPESA_REPETIDO })
      vistos.add(d.tipoDespesaId)
    })
    if (erros.length) return yield* ValidacaoFalhou.campos(erros)
    return yield* alterar(turmas, ator, turmaId, { despesas: despesas.filter((d) => d.valor > 0) })
  })

export const CorpoClonaColaboradores = Schema.Struct({ turmaOrigemId: valorReferencia({ label: 'Turma de origem', feminino: true }) })

/**
 * Adds to the class the participants of another class of the same company (spec 002 turma POST /{id}/clona-colaboradores):
 * those not yet in it, without attendance. Decision: the body names the source class; answers how many were added.
 */
export const clonarColaboradores = (ator: Ator, turmaId: number, origemId: number) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(
      Effect.gen(function* () {
        const t = yield* obter(turmas, ator, turmaId)
        const o = yield* Effect.either(obter(turmas, ator, origemId))
        if (o._tag === 'Left' || Number(o.right.empresaId) !== Number(t.empresaId)) return yield* ValidacaoFalhou.campo('turmaOrigemId', 'Turma de origem: registro não encontrado')
        const destino = new Set((yield* daTurma(ator, turmaId)).participantes.map((p) => Number(p.colaboradorId)))
        const origem = (yield* daTurma(ator, origemId)).participantes
        const naEmpresa: Ator = { ...ator, escopo: { ...ator.escopo, empresaId: Number(t.empresaId) } }
        let incluidos = 0
        for (const p of origem) {
          if (destino.has(Number(p.colaboradorId))) continue
          yield* criar(colaboradorTurma, naEmpresa, { turmaId, colaboradorId: Number(p.colaboradorId) })
          incluidos++
        }
        return { incluidos }
      }),
    ),
  )

export const SEM_DATA_FINAL = 'Informe a data final da turma para incluir os dias do período'

/**
 * Every day of the class's period (each shift, for a class `porTurno`) not yet among its days, created in one
 * transaction through the days' write path (its rules); answers how many were created.
 */
export const incluirDiasDoPeriodo = (ator: Ator, turmaId: number) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(
      Effect.gen(function* () {
        const t = yield* obter(turmas, ator, turmaId)
        if (!t.dataPrevFim) return yield* ValidacaoFalhou.campo('dataPrevFim', SEM_DATA_FINAL)
        const r = diasPorDatas(String(t.dataPrevIni), String(t.dataPrevFim), t.porTurno === true)
        if (r.erros.length) return yield* ValidacaoFalhou.campos(r.erros.map((e) => ({ ...e, field: e.field === 'inicio' ? 'dataPrevIni' : 'dataPrevFim' })))
        const { dias } = yield* daTurma(ator, turmaId)
        const existentes = new Set(dias.map((d) => `${String(d.dia)}|${String(d.turno ?? '')}`))
        const naEmpresa: Ator = { ...ator, escopo: { ...ator.escopo, empresaId: Number(t.empresaId) } }
        let incluidos = 0
        for (const d of r.dias) {
          if (existentes.has(`${d.dia}|${d.turno ?? ''}`)) continue
          yield* criar(diasTurmas, naEmpresa, { turmaId, dia: d.dia, ...(d.turno ? { turno: d.turno } : {}) })
          incluidos++
        }
        return { incluidos }
      }),
    ),
  )

const Frequencia = Schema.Struct({
  totalDias: Schema.Number,
  percentualMinimo: Schema.Number,
  participantes: Schema.Array(
    Schema.Struct({
      colaboradorTurmaId: Schema.Number,
      colaboradorId: Schema.Number,
      nomeColaborador: Schema.NullOr(Schema.String),
      presencas: Schema.Number,
      percentual: Schema.Number,
      aprovado: Schema.Boolean,
    }),
  ),
})

export const ACOES_TURMAS = [
  defineAcao({
    nome: 'tem-colaborador',
    metodo: 'GET',
    caminho: ':id/tem-colaborador',
    resumo: 'Se a turma tem participantes',
    modo: 'ler',
    resposta: Schema.Boolean,
    executar: (ator, { id }) => Effect.flatMap(obter(turmas, ator, id), () => Effect.map(daTurma(ator, id), (d) => d.participantes.length > 0)),
  }),
  defineAcao({
    nome: 'clona-colaboradores',
    metodo: 'POST',
    caminho: ':id/clona-colaboradores',
    resumo: 'Inclui na turma os participantes de outra turma da mesma empresa (sem presenças)',
    modo: 'escrever',
    corpo: CorpoClonaColaboradores,
    resposta: Schema.Struct({ incluidos: Schema.Number }),
    executar: (ator, { id, corpo }) => clonarColaboradores(ator, id, corpo.turmaOrigemId),
  }),
  defineAcao({
    nome: 'despesas',
    metodo: 'PUT',
    caminho: ':id/despesas',
    resumo: 'Substitui as despesas da turma por tipo (valores em centavos)',
    modo: 'escrever',
    corpo: CorpoDespesas,
    resposta: 'registro',
    executar: (ator, { id, corpo }) => gravarDespesas(ator, id, corpo.despesas),
  }),
  defineAcao({
    nome: 'dias-do-periodo',
    metodo: 'POST',
    caminho: ':id/dias-do-periodo',
    resumo: 'Inclui, numa transação, os dias do período da turma (um por turno se por turno) que ainda não estão cadastrados',
    modo: 'escrever',
    resposta: Schema.Struct({ incluidos: Schema.Number }),
    executar: (ator, { id }) => incluirDiasDoPeriodo(ator, id),
  }),
  defineAcao({
    nome: 'frequencia',
    metodo: 'GET',
    caminho: ':id/frequencia',
    resumo: 'Frequência de cada participante e aprovação pela frequência mínima do curso',
    modo: 'ler',
    resposta: Frequencia,
    executar: (ator, { id }) => frequenciaTurma(ator, id),
  }),
  defineAcao({
    nome: 'presencas',
    metodo: 'PUT',
    caminho: ':id/presencas',
    resumo: 'Marca as presenças dos participantes nos dias da turma (uma transação); responde a frequência',
    modo: 'escrever',
    corpo: CorpoPresencas,
    resposta: Frequencia,
    executar: (ator, { id, corpo }) => registrarPresencas(ator, id, corpo.presencas),
  }),
]

/**
 * The company's expense types with the class's amount in each (0 when none): spec 002 tipo-despesa GET /por-turma
 * (query `turmaId`), what the expenses form and the future cost reports read.
 */
export const despesasPorTurma = (ator: Ator, turmaIdTexto: string | undefined) =>
  Effect.gen(function* () {
    const turmaId = Number(turmaIdTexto)
    if (!Number.isInteger(turmaId) || turmaId <= 0) return yield* ValidacaoFalhou.campo('turmaId', 'Turma é obrigatória')
    const t = yield* obter(turmas, ator, turmaId)
    const tipos = yield* listar(tipoDespesa, ator, { ...todos, filter: { empresaId: Number(t.empresaId) } })
    const valores = new Map(((t.despesas ?? []) as ReadonlyArray<ItemDespesa>).map((d) => [d.tipoDespesaId, d.valor]))
    return tipos.rows.map((x) => ({ id: x.id, descricao: String(x.descricao), valor: valores.get(x.id) ?? 0 }))
  })

export const ACOES_TIPO_DESPESA = [
  defineAcao({
    nome: 'por-turma',
    metodo: 'GET',
    caminho: 'por-turma',
    resumo: 'Os tipos de despesa da empresa da turma com o valor da turma em cada um (query turmaId; centavos)',
    modo: 'ler',
    resposta: Schema.Array(Schema.Struct({ id: Schema.Number, descricao: Schema.String, valor: Schema.Number })),
    executar: (ator, { query }) => despesasPorTurma(ator, query['turmaId']),
  }),
]

export const CorpoPorDatas = Schema.Struct({
  inicio: valorData({ label: 'Data inicial' }),
  fim: valorData({ label: 'Data final' }),
  porTurno: Schema.optional(valorBooleano({ label: 'Por turno' })),
})

export const ACOES_DIAS_TURMAS = [
  defineAcao({
    nome: 'por-datas',
    metodo: 'GET',
    caminho: 'por-datas',
    resumo: 'Os dias (e turnos, porTurno=true) entre duas datas, para cadastrar os dias de uma turma',
    modo: 'ler',
    resposta: Schema.Array(Schema.Struct({ dia: Schema.String, turno: Schema.NullOr(Schema.Literal(...TURNOS.map((t) => t.id))) })),
    executar: (_ator, { query }) => {
      const r = diasPorDatas(query['inicio'] ?? '', query['fim'] ?? '', query['porTurno'] === 'true')
      return r.erros.length ? Effect.fail(ValidacaoFalhou.campos(r.erros)) : Effect.succeed(r.dias)
    },
  }),
]
