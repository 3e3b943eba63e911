import { Effect } from 'effect'
import { data, opcoes, referencia } from '../shared/campos.ts'
import { listar, obter } from '../shared/crud.ts'
import type { ErroCampo, RegraViolada } from '../shared/erros.ts'
import { defineResource, type ContextoValidacao, type ResultadoValidar } from '../shared/resource.ts'
import { ROLE_DESENVOLVIMENTO } from './categoria-curso.ts'
import { DIA_FORA_DA_TURMA, diaNoPeriodo, TURNOS } from './frequencia.ts'
import { turmas } from './turmas.ts'

export const TURMA_NAO_ENCONTRADA = 'Turma: registro não encontrado'
export const DIA_REPETIDO = 'Este dia já está cadastrado na turma'

/**
 * A day of a class (spec 002 /desenvolvimento/dias-turmas): a date within the class's period and, for a class
 * taking attendance per shift, its shift; each once per class. Attendance is ticked per day (colaborador-turma).
 */
export const diasTurmas = defineResource({
  name: 'desenvolvimento/dias-turmas',
  table: 'dias_turmas',
  label: 'Dias da Turma',
  labelSingular: 'Dia da Turma',
  scope: 'empresa',
  authority: ROLE_DESENVOLVIMENTO,
  fields: {
    turmaId: referencia({ label: 'Turma', resource: 'desenvolvimento/turmas', required: true, list: true, feminino: true }),
    dia: data({ label: 'Dia', required: true, list: true, feminino: false }),
    turno: opcoes({ label: 'Turno', options: TURNOS, list: true }),
  },
  validar: (e, ctx) => validarDiasTurmas(e, ctx),
  sort: { field: 'dia', order: 'ASC' },
})

const validarDiasTurmas = (d: { readonly turmaId: number; readonly dia: string; readonly turno?: string | undefined }, ctx: ContextoValidacao): Effect.Effect<ResultadoValidar, RegraViolada, unknown> =>

    Effect.gen(function* () {
      if (!ctx.ator) return []
      const empresaId = ctx.atual ? Number(ctx.atual.empresaId) : ctx.escopo.empresaId
      const t = yield* Effect.either(obter(turmas, ctx.ator, d.turmaId))
      if (t._tag === 'Left' || Number(t.right.empresaId) !== empresaId) return [{ field: 'turmaId', message: TURMA_NAO_ENCONTRADA }]
      const erros: ErroCampo[] = []
      if (!diaNoPeriodo(d.dia, { dataPrevIni: String(t.right.dataPrevIni), dataPrevFim: t.right.dataPrevFim ?? null })) erros.push({ field: 'dia', message: DIA_FORA_DA_TURMA })
      const { rows } = yield* listar(diasTurmas, ctx.ator, { filter: { turmaId: d.turmaId, dia: d.dia } })
      if (rows.some((r) => r.id !== ctx.id && (r.turno ?? null) === (d.turno ?? null))) erros.push({ field: 'dia', message: DIA_REPETIDO })
      return erros
    })
