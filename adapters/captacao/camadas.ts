import { Layer } from 'effect'
import type { Knex } from 'knex'
import { camadaAvaliacoes, semearDemoAvaliacoes } from './avaliacoes.ts'
import { camadaCandidatos, semearDemoCandidatos } from './candidatos.ts'
import { camadaSolicitacoes, semearDemoSolicitacoes } from './solicitacoes-pessoal.ts'

/** Adapters of the recruitment slices. */
export const camadasCaptacao = (knex: Knex) => Layer.mergeAll(camadaCandidatos(knex), camadaSolicitacoes(knex), camadaAvaliacoes(knex))

/** Recruitment demo data: candidates first, then requests and the pipeline, then evaluations. */
export const semearDemoCaptacao = async (knex: Knex) => {
  await semearDemoCandidatos(knex)
  await semearDemoSolicitacoes(knex)
  await semearDemoAvaliacoes(knex)
}
