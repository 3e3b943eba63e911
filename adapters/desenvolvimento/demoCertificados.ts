import { Effect } from 'effect'
import type { Knex } from 'knex'
import { certificacao } from '../../core/desenvolvimento/certificacao.ts'
import { registrarCertificados } from '../../core/desenvolvimento/certificado.ts'
import { cursos } from '../../core/desenvolvimento/cursos.ts'
import { modeloCertificado } from '../../core/desenvolvimento/modelo-certificado.ts'
import { alterar } from '../../core/shared/crud.ts'
import { atorDemo } from '../gestao-talentos/demo.ts'
import { criarNaDemo, type RodarDemo } from '../modulo.ts'

/**
 * Certifications in 'Empresa Demonstração': a certificate model with the default title and text, set on the NR-35
 * course; the certification 'NR-35 Trabalho em Altura' (the NR-35 course, 24 months), held by the approved trainees
 * of the realized NR-35 class; their certificates issued.
 */
export const semearDemoCertificados = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const ator = await atorDemo(knex)
  if (!ator) return
  const curso = (await knex('cursos').where({ empresaId: ator.escopo.empresaId, nome: 'NR-35 Trabalho em Altura' }).first('id')) as { id: number } | undefined
  if (!curso) return
  const modelo = (await rodar(criarNaDemo(modeloCertificado, ator, { nome: 'Certificado padrão' }))) as { id: number }
  await rodar(Effect.orDie(alterar(cursos, ator, Number(curso.id), { modeloCertificadoId: modelo.id })))
  await rodar(criarNaDemo(certificacao, ator, { nome: 'NR-35 Trabalho em Altura', periodicidade: 24, cursosIds: [Number(curso.id)], modeloCertificadoId: modelo.id }))
  const turma = (await knex('turmas').where({ empresaId: ator.escopo.empresaId, cursoId: curso.id, realizada: true }).orderBy('id').first('id')) as { id: number } | undefined
  if (turma) await rodar(Effect.orDie(registrarCertificados(ator, Number(turma.id))))
}
