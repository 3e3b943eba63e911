import { Layer } from 'effect'
import { areasFormacao, idiomas } from '../../core/captacao/cadastros.ts'
import { cargos } from '../../core/cargo-salario/cargos.ts'
import { CadastrosDaPessoa } from '../../core/geral/subRegistros.ts'
import { defineAdaptadores } from '../modulo.ts'
import { camadaAvaliacoes, semearDemoAvaliacoes } from './avaliacoes.ts'
import { semearCadastrosDemoCaptacao } from './cadastros-demo.ts'
import { camadaCandidatos } from './candidatos.ts'
import { semearDemoCandidatos } from './candidatos-demo.ts'
import { EXTENSOES_CANDIDATOS } from './candidatos-lista.ts'
import { SQL_CONSULTAS_CAPTACAO } from './consultas.ts'
import { camadaSolicitacoes, EXTENSOES_SOLICITACOES, semearDemoSolicitacoes } from './solicitacoes-pessoal.ts'

/**
 * Recruitment and selection: its ports, its list SQL, its consultas' SQL, its demo (its lookups; then candidates,
 * requests and the pipeline, evaluations).
 */
export const adaptadoresCaptacao = defineAdaptadores({
  nome: 'captacao',
  // The lookups of a person's sub-records (candidate and employee) are recruitment's (and the cargos).
  camada: (knex) => Layer.mergeAll(camadaCandidatos(knex), camadaSolicitacoes(knex), camadaAvaliacoes(knex), Layer.succeed(CadastrosDaPessoa, { cargos, areasFormacao, idiomas })),
  extensoes: { ...EXTENSOES_CANDIDATOS, ...EXTENSOES_SOLICITACOES },
  consultas: SQL_CONSULTAS_CAPTACAO,
  semearCadastrosDemo: semearCadastrosDemoCaptacao,
  semearDemo: async (knex, rodar) => {
    await semearDemoCandidatos(knex, rodar)
    await semearDemoSolicitacoes(knex, rodar)
    await semearDemoAvaliacoes(knex, rodar)
  },
})
