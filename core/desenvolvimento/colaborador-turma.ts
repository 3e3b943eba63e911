import { Effect } from 'effect'
import { referencia, referencias, texto } from '../shared/campos.ts'
import { listar, obter } from '../shared/crud.ts'
import { RegraViolada, type ErroCampo } from '../shared/erros.ts'
import type { Ator } from '../shared/ator.ts'
import { defineResource, type ContextoValidacao, type Registro, type ResultadoValidar } from '../shared/resource.ts'
import { ROLE_DESENVOLVIMENTO } from './categoria-curso.ts'
import { cursos } from './cursos.ts'
import { diasTurmas, TURMA_NAO_ENCONTRADA } from './dias-turmas.ts'
import { empresasDoCurso } from './empresasParticipantes.ts'
import { turmas } from './turmas.ts'
import { colaboradores } from '../cargo-salario/colaboradores.ts'

export const TALENTO_NAO_ENCONTRADO = 'Talento: registro não encontrado'
export const JA_PARTICIPA = 'Este talento já participa da turma'
export const DIA_DE_OUTRA_TURMA = 'Dia presente que não é desta turma'
export const DESLIGADO_ANTES = 'Talento desligado antes do início da turma'
export const ADMITIDO_DEPOIS = 'Talento admitido depois do fim da turma'

/** An employee takes part in a class only if employed at some point of its period (no end: its start). */
export const vinculoNaTurma = (
  c: { readonly dataAdmissao: string; readonly dataDesligamento: string | null },
  t: { readonly dataPrevIni: string; readonly dataPrevFim: string | null },
): string | undefined => {
  if (c.dataDesligamento && c.dataDesligamento < t.dataPrevIni) return DESLIGADO_ANTES
  if (c.dataAdmissao > (t.dataPrevFim ?? t.dataPrevIni)) return ADMITIDO_DEPOIS
  return undefined
}

/**
 * A participant of a class (spec 002 /desenvolvimento/colaborador-turma): an employee of the class's company (or of a
 * participating company of its course), once
 * per class, and the class days they attended (`diasPresentesIds`, ticked by HR). Their attendance % and approval
 * come from core/desenvolvimento/frequencia.ts (`GET /desenvolvimento/turmas/{id}/frequencia`).
 */
export const colaboradorTurma = defineResource({
  name: 'desenvolvimento/colaborador-turma',
  table: 'colaborador_turmas',
  label: 'Participantes da Turma',
  labelSingular: 'Participante',
  scope: 'empresa',
  authority: ROLE_DESENVOLVIMENTO,
  fields: {
    turmaId: referencia({ label: 'Turma', resource: 'desenvolvimento/turmas', required: true, list: true, feminino: true }),
    // Rule in validarColaboradorTurma: the class's company or a participating company of its course.
    colaboradorId: referencia({ label: 'Talento', resource: 'cargo-salario/colaboradores', required: true, list: true, outrasEmpresas: true }),
    diasPresentesIds: referencias({ label: 'Dias presentes', resource: 'desenvolvimento/dias-turmas' }),
  },
  colunas: {
    nomeColaborador: texto({ label: 'Nome do Talento', max: 100 }),
  },
  validar: (e, ctx) => validarColaboradorTurma(e, ctx),
  sort: { field: 'nomeColaborador', order: 'ASC' },
})

const validarColaboradorTurma = (p: { readonly turmaId: number; readonly colaboradorId: number; readonly diasPresentesIds?: ReadonlyArray<number> | undefined }, ctx: ContextoValidacao): Effect.Effect<ResultadoValidar, RegraViolada, unknown> =>

    Effect.gen(function* () {
      if (!ctx.ator) return []
      const ator = ctx.ator
      const empresaId = ctx.atual ? Number(ctx.atual.empresaId) : ctx.escopo.empresaId
      const t = yield* Effect.either(obter(turmas, ator, p.turmaId))
      if (t._tag === 'Left' || Number(t.right.empresaId) !== empresaId) return [{ field: 'turmaId', message: TURMA_NAO_ENCONTRADA }]
      const erros: ErroCampo[] = []
      const c = yield* Effect.either(obter(colaboradores, ator, p.colaboradorId))
      // An employee of the class's company or of one of its course's participating companies.
      const curso = yield* Effect.either(obter(cursos, ator, Number(t.right.cursoId)))
      const aceitas = [empresaId, ...(curso._tag === 'Right' ? empresasDoCurso(curso.right) : [])]
      if (c._tag === 'Left' || !aceitas.includes(Number(c.right.empresaId))) erros.push({ field: 'colaboradorId', message: TALENTO_NAO_ENCONTRADO })
      else {
        const vinculo = vinculoNaTurma(
          { dataAdmissao: String(c.right.dataAdmissao), dataDesligamento: typeof c.right.dataDesligamento === 'string' ? c.right.dataDesligamento : null },
          { dataPrevIni: String(t.right.dataPrevIni), dataPrevFim: t.right.dataPrevFim ?? null },
        )
        if (vinculo) erros.push({ field: 'colaboradorId', message: vinculo })
      }
      const { rows } = yield* listar(colaboradorTurma, ator, { filter: { turmaId: p.turmaId, colaboradorId: p.colaboradorId } })
      if (rows.some((r) => r.id !== ctx.id)) erros.push({ field: 'colaboradorId', message: JA_PARTICIPA })
      if (p.diasPresentesIds?.length) {
        const dias = yield* listar(diasTurmas, ator, { filter: { turmaId: p.turmaId } })
        const daTurma = new Set(dias.rows.map((d) => d.id))
        if (p.diasPresentesIds.some((d) => !daTurma.has(d))) erros.push({ field: 'diasPresentesIds', message: DIA_DE_OUTRA_TURMA })
      }
      return erros
    })

export const DIA_COM_PRESENCAS = 'Há presenças marcadas neste dia; desmarque-as na aba Presença antes de remover o dia'

/** A class day is removed only when nobody is marked present on it (attendance keeps pointing at real days). */
export const semPresencasNoDia = (dia: Registro, ator: Ator): Effect.Effect<void, RegraViolada, unknown> =>
  Effect.flatMap(listar(colaboradorTurma, ator, { range: { offset: 0, limit: 10_000 }, filter: { turmaId: Number(dia['turmaId']) } }), ({ rows }) =>
    rows.some((p) => (p.diasPresentesIds ?? []).includes(dia.id)) ? Effect.fail(new RegraViolada({ message: DIA_COM_PRESENCAS })) : Effect.void,
  )
