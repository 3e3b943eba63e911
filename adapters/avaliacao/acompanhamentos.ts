import { Effect, Layer } from 'effect'
import type { Knex } from 'knex'
import { LembretesAcompanhamento } from '../../core/avaliacao/acompanhamentosLembretes.ts'
import { consulta } from '../db/transacao.ts'
import { predicadosPosicaoDoTalento } from '../cargo-salario/sql.ts'

const CQ = 'colaboradores_questionarios'

/** The names the answered follow-ups' lists show, and their filters by the employee's position today (the manager scope). */
export const EXTENSOES_ACOMPANHAMENTOS = {
  'avaliacao/colaboradores-questionarios': {
    colunas: {
      nomeColaborador: () => `select c.nome from colaboradores c where c.id = ${CQ}.colaborador_id`,
      tituloModelo: () => `select m.titulo from modelos_avaliacao m where m.id = ${CQ}.modelo_avaliacao_id`,
      nomePeriodo: () => `select p.nome from periodos_experiencia p where p.id = ${CQ}.periodo_experiencia_id`,
    },
    predicados: predicadosPosicaoDoTalento(`${CQ}.colaborador_id`),
  },
} as const

/** The reminders sent (migration 095): the unique (empresa, data, gestor) makes a second send of the day a no-op. */
export const camadaLembretesAcompanhamento = (knex: Knex) =>
  Layer.succeed(LembretesAcompanhamento, {
    registrar: (empresaId, data, gestorId, quantidade) =>
      Effect.map(
        consulta(knex, (db) => db('lembretes_acompanhamento').insert({ empresaId, data, gestorId, quantidade }).onConflict(['empresaId', 'data', 'gestorId']).ignore().returning('id')),
        (r) => (r as ReadonlyArray<unknown>).length > 0,
      ),
  })
