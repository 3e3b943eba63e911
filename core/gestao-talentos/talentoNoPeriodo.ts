import { Effect } from 'effect'
import { colaboradores } from '../cargo-salario/colaboradores.ts'
import { obter } from '../shared/crud.ts'
import type { ErroCampo } from '../shared/erros.ts'
import type { ContextoValidacao } from '../shared/resource.ts'
import { antesDaAdmissao, depoisDoDesligamento } from './configuracoes-niveis-competencia-colaborador.ts'

export const TALENTO_NAO_ENCONTRADO = 'Talento: registro não encontrado'

/** What a record about an employee's period needs of the employee: the company and the employment dates. */
export interface TalentoDoPeriodo {
  readonly id: number
  readonly empresaId: number
  readonly dataAdmissao: string
  readonly dataDesligamento: string | null
}

/** The period lies within the employment: not before the admission, not after a dismissal (pure). */
export const errosDoPeriodoNoVinculo = (t: Pick<TalentoDoPeriodo, 'dataAdmissao' | 'dataDesligamento'>, inicio: string, fim: string | undefined, campos: { readonly inicio: string; readonly fim: string }): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  if (inicio < t.dataAdmissao) erros.push({ field: campos.inicio, message: antesDaAdmissao(t.dataAdmissao) })
  if (t.dataDesligamento && inicio > t.dataDesligamento) erros.push({ field: campos.inicio, message: depoisDoDesligamento(t.dataDesligamento) })
  else if (t.dataDesligamento && fim && fim > t.dataDesligamento) erros.push({ field: campos.fim, message: depoisDoDesligamento(t.dataDesligamento) })
  return erros
}

/**
 * The employee of a record written by `ctx.ator`: one they see (a manager: of their areas; 404 otherwise gives the
 * field message) and of the record's company (the session's on create, the record's own on update); the record's
 * employee never changes. Left: the errors; Right: the employee.
 */
export const talentoDoRegistro = (colaboradorId: number, ctx: ContextoValidacao) =>
  Effect.gen(function* () {
    const erro = (message: string) => ({ _tag: 'erros' as const, erros: [{ field: 'colaboradorId', message }] as ReadonlyArray<ErroCampo> })
    if (ctx.atual && Number(ctx.atual['colaboradorId']) !== colaboradorId) return erro('O talento de um registro não muda')
    const empresaId = ctx.atual ? Number(ctx.atual.empresaId) : ctx.escopo.empresaId
    if (!ctx.ator) return { _tag: 'talento' as const, talento: undefined }
    const r = yield* Effect.either(obter(colaboradores, ctx.ator, colaboradorId))
    if (r._tag === 'Left' || Number(r.right.empresaId) !== empresaId) return erro(TALENTO_NAO_ENCONTRADO)
    const t = r.right
    const talento: TalentoDoPeriodo = {
      id: t.id,
      empresaId,
      dataAdmissao: String(t.dataAdmissao),
      dataDesligamento: typeof t.dataDesligamento === 'string' ? t.dataDesligamento : null,
    }
    return { _tag: 'talento' as const, talento }
  })
