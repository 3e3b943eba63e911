import { Effect } from 'effect'
import type { Knex } from 'knex'
import { cargos } from '../../core/cargo-salario/cargos.ts'
import { colaboradorTurma } from '../../core/desenvolvimento/colaborador-turma.ts'
import { diasTurmas } from '../../core/desenvolvimento/dias-turmas.ts'
import { turmas } from '../../core/desenvolvimento/turmas.ts'
import { registrarPresencas } from '../../core/desenvolvimento/turmasAcoes.ts'
import type { Ator } from '../../core/shared/ator.ts'
import { alterar } from '../../core/shared/crud.ts'
import { adicionarDias, adicionarMeses, diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { criarNaDemo, type RodarDemo } from '../modulo.ts'

/**
 * Rows for every training report in 'Empresa Demonstração': the cargos of the demo's trainees require NR-35 and
 * Integração (matriz-treinamento, colaborador-sem-indicacao-treinamento), and two old NR-35 classes with one
 * approved employee each: one whose validity (2 years) ended two months ago ('Vencido', red) and one whose validity
 * ends next month ('A vencer', yellow).
 */
export const semearDemoRelatoriosDesenvolvimento = async (knex: Knex, rodar: RodarDemo, ator: Ator, cursos: { readonly nr35: number; readonly integracao: number }): Promise<void> => {
  const hoje = diaEmSaoPaulo(Date.now())
  const empresaId = ator.escopo.empresaId
  const antigos = (
    (await knex('colaboradores')
      .where('empresaId', empresaId)
      .whereNull('dataDesligamento')
      .where('dataAdmissao', '<=', adicionarMeses(hoje, -27))
      .orderBy('id', 'desc')
      .limit(2)
      .select('id')) as Array<{ id: number }>
  ).map((p) => Number(p.id))
  const treinados = ((await knex('colaborador_turmas').where('empresaId', empresaId).distinct('colaboradorId')) as Array<{ colaboradorId: number }>).map((p) => Number(p.colaboradorId))
  const cargosIds = ((await knex('colaborador_historicos').whereIn('colaboradorId', [...treinados, ...antigos]).distinct('cargoId')) as Array<{ cargoId: number }>).map((c) => Number(c.cargoId))
  for (const id of cargosIds) await rodar(Effect.orDie(alterar(cargos, ator, id, { cursosIds: [cursos.nr35, cursos.integracao] })))
  if (antigos.length < 2) return

  const criar = async (r: Parameters<typeof criarNaDemo>[0], corpo: Record<string, unknown>) => (await rodar(criarNaDemo(r, ator, corpo))) as { id: number }
  const turmaAprovada = async (descricao: string, inicio: string, colaboradorId: number) => {
    const t = await criar(turmas, { cursoId: cursos.nr35, descricao, instrutor: 'Carlos Andrade', instituicao: 'SEST SENAT', custo: 280_000, dataPrevIni: inicio, dataPrevFim: adicionarDias(inicio, 1), realizada: true })
    const dias = [(await criar(diasTurmas, { turmaId: t.id, dia: inicio })).id, (await criar(diasTurmas, { turmaId: t.id, dia: adicionarDias(inicio, 1) })).id]
    const p = await criar(colaboradorTurma, { turmaId: t.id, colaboradorId })
    await rodar(Effect.orDie(registrarPresencas(ator, t.id, [{ colaboradorTurmaId: p.id, diasPresentesIds: dias }])))
  }
  // Validity = end + 2 years: two months ago (expired) and next month (expiring within the default 3 months).
  await turmaAprovada('NR-35 — Turma antiga', adicionarDias(adicionarMeses(hoje, -26), -1), antigos[0]!)
  await turmaAprovada('NR-35 — Reciclagem', adicionarDias(adicionarMeses(hoje, -23), -1), antigos[1]!)
}
