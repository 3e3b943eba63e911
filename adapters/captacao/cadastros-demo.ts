import { Effect } from 'effect'
import type { Knex } from 'knex'
import { areasFormacao, areasInteresse, comoFicouSabendoVaga, etapasSeletivas, idiomas, motivosSolicitacao } from '../../core/captacao/cadastros.ts'
import { TODAS_AUTORIDADES } from '../../core/modulos.ts'
import { atorSistema } from '../../core/shared/ator.ts'
import type { Resource } from '../../core/shared/resource.ts'
import { criarNaDemo, type RodarDemo } from '../modulo.ts'
import { empresasDemo } from '../utilitario/demo.ts'

const LOOKUPS: ReadonlyArray<readonly [Resource, ReadonlyArray<Record<string, unknown>>]> = [
  [areasInteresse, ['Administração', 'Tecnologia da Informação', 'Vendas', 'Produção', 'Recursos Humanos'].map((nome) => ({ nome }))],
  [areasFormacao, ['Administração', 'Engenharia', 'Psicologia', 'Ciência da Computação', 'Contabilidade'].map((nome) => ({ nome }))],
  [
    etapasSeletivas,
    [
      { ordem: 1, nome: 'Triagem de currículos' },
      { ordem: 2, nome: 'Entrevista com RH' },
      { ordem: 3, nome: 'Teste técnico' },
      { ordem: 4, nome: 'Dinâmica de grupo', analiseComportamental: true },
      { ordem: 5, nome: 'Entrevista com o gestor' },
    ],
  ],
  [motivosSolicitacao, ['Aumento de quadro', 'Substituição', 'Projeto temporário'].map((nome) => ({ nome }))],
  [comoFicouSabendoVaga, ['Site da empresa', 'Indicação de funcionário', 'LinkedIn', 'Jornal', 'Agência de empregos'].map((nome) => ({ nome }))],
  [idiomas, ['Inglês', 'Espanhol', 'Francês', 'Alemão', 'Libras'].map((nome) => ({ nome }))],
]

/** Recruitment's lookups of the demo company (the talents' demo points at its languages and fields of study too), and one of the branch. */
export const semearCadastrosDemoCaptacao = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const empresas = await empresasDemo(knex)
  if (!empresas) return
  const ator = atorSistema({ usuarioId: 0, empresaId: empresas.demo, empresasVisiveis: [empresas.demo, empresas.norte] }, TODAS_AUTORIDADES)
  await rodar(
    Effect.gen(function* () {
      for (const [r, linhas] of LOOKUPS) for (const l of linhas) yield* criarNaDemo(r, ator, l)
      yield* criarNaDemo(areasInteresse, atorSistema({ ...ator.escopo, empresaId: empresas.norte }, TODAS_AUTORIDADES), { nome: 'Vendas' })
    }),
  )
}
