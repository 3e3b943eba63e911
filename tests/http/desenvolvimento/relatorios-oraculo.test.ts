import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sqlParticipacoes } from '../../../adapters/desenvolvimento/relatorios-sql.ts'
import { linhasDe } from '../../../adapters/gestao-talentos/relatorios/sql.ts'
import { frequenciaDaTurma } from '../../../core/desenvolvimento/frequencia.ts'
import { bancosHttp, inserirLinha } from '../../support/banco.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

/**
 * The approval the training reports compute in SQL (`sqlParticipacoes`: distinct days present among the class's
 * days, presencas × 10000 ≥ round(minimo × 100) × total) equals core's `frequenciaDaTurma` on both databases, for
 * random classes: 0 to 6 days, any minimum with 2 decimals, participants with any subset of the days, repeated ids
 * and ids of another class's days.
 */
describe.each(bancosHttp())('aprovação em SQL = core ($nome)', (banco) => {
  let amb: AmbienteTeste
  let pessoas: number[]
  let outroDia: number

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `desenvorac_${process.pid}` } : {})
    pessoas = ((await amb.knex('colaboradores').where('empresaId', 1).orderBy('id').limit(4).select('id')) as Array<{ id: number }>).map((p) => Number(p.id))
    outroDia = Number(((await amb.knex('dias_turmas').where('empresaId', 1).first('id')) as { id: number }).id)
  }, 300_000)
  afterAll(() => amb?.fechar())

  it('presenças e aprovação de cada participante', async () => {
    const caso = fc.record({
      dias: fc.integer({ min: 0, max: 6 }),
      minimo: fc.integer({ min: 0, max: 10000 }).map((c) => c / 100),
      presencas: fc.array(fc.array(fc.integer({ min: -1, max: 6 }), { maxLength: 9 }), { minLength: 1, maxLength: 4 }),
    })
    await fc.assert(
      fc.asyncProperty(caso, async ({ dias, minimo, presencas }) => {
        const k = amb.knex
        const curso = await inserirLinha(k, 'cursos', { empresaId: 1, nome: 'Oráculo', cargaHoraria: '8:00', percentualMinimoFrequencia: minimo })
        const turma = await inserirLinha(k, 'turmas', { empresaId: 1, cursoId: curso, descricao: 'Oráculo', instrutor: 'X', custo: 0, dataPrevIni: '2026-01-01', dataPrevFim: '2026-01-31', realizada: true, despesas: '[]' })
        const diasIds: number[] = []
        for (let i = 0; i < dias; i++) diasIds.push(await inserirLinha(k, 'dias_turmas', { empresaId: 1, turmaId: turma, dia: `2026-01-${String(i + 1).padStart(2, '0')}` }))
        const participantes = []
        for (const [i, ps] of presencas.entries()) {
          // -1: a day of another class; indexes past the class's days are skipped.
          const ids = ps.flatMap((x) => (x === -1 ? [outroDia] : x < diasIds.length ? [diasIds[x]!] : []))
          participantes.push({ id: await inserirLinha(k, 'colaborador_turmas', { empresaId: 1, turmaId: turma, colaboradorId: pessoas[i]!, diasPresentesIds: JSON.stringify(ids) }), colaboradorId: pessoas[i]!, diasPresentesIds: ids })
        }
        const sql = linhasDe(await k.raw(`select * from (${sqlParticipacoes(k, [1])}) x where x.turma = ${turma} order by x.ctid`))
        const core = frequenciaDaTurma(diasIds, minimo, participantes)
        expect(sql.map((l) => ({ id: Number(l['ctid']), presencas: Number(l['presencas']), total: Number(l['total']), aprovado: Number(l['aprovado']) === 1 }))).toEqual(
          core.map((c) => ({ id: c.colaboradorTurmaId, presencas: c.presencas, total: dias, aprovado: c.aprovado })),
        )
      }),
      { numRuns: 40 },
    )
  }, 300_000)
})
