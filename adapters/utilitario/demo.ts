import { Effect } from 'effect'
import type { Knex } from 'knex'
import { TODAS_AUTORIDADES } from '../../core/modulos.ts'
import { recursoPorNome } from '../../core/recursos.ts'
import { atorSistema } from '../../core/shared/ator.ts'
import type { Escopo } from '../../core/shared/ports.ts'
import { empresas } from '../../core/utilitario/empresas.ts'
import { estabelecimentos } from '../../core/utilitario/estabelecimentos.ts'
import { usuarios } from '../../core/utilitario/usuarios.ts'
import { criarNaDemo, type RodarDemo } from '../modulo.ts'

export const DEMO = {
  cpf: '111.444.777-35',
  senha: 'demo123',
  cpfRestrito: '529.982.247-25',
  empresa: 'Empresa Demonstração',
  filial: 'Filial Norte Comércio',
} as const

/** The demo's two companies, for the other modules' demos (undefined when the demo did not run). */
export const empresasDemo = async (knex: Knex): Promise<{ readonly demo: number; readonly norte: number } | undefined> => {
  const [demo, norte] = await Promise.all([knex('empresas').where('nome', DEMO.empresa).first('id'), knex('empresas').where('nome', DEMO.filial).first('id')])
  return demo && norte ? { demo: Number(demo.id), norte: Number(norte.id) } : undefined
}

/** The demo company and its branch, their establishments, the profiles and the two demo users. */
export const semearCadastrosDemoUtilitario = async (_knex: Knex, rodar: RodarDemo): Promise<void> => {
  const sistema: Escopo = { usuarioId: 0, empresaId: 0, empresasVisiveis: [] }
  const criar = (r: Parameters<typeof criarNaDemo>[0], e: Escopo, corpo: Record<string, unknown>) => criarNaDemo(r, atorSistema(e, TODAS_AUTORIDADES), corpo)
  await rodar(
    Effect.gen(function* () {
      const demo = yield* criar(empresas, sistema, {
        nome: DEMO.empresa,
        razaoSocial: 'Empresa Demonstração Ltda',
        cnpj: '11.222.333/0001-81',
        exigirAceitePsi: true,
        politicaSeguranca:
          '<h3>Termo de Privacidade</h3><p>Seus dados pessoais são usados somente para processos seletivos desta empresa, conforme a LGPD (Lei 13.709/2018).</p>',
        maxCandidataCargo: 3,
        tempoExclusaoCandidato: 24,
      })
      const norte = yield* criar(empresas, sistema, { nome: DEMO.filial, razaoSocial: 'Filial Norte Comércio Ltda', cnpj: '12.ABC.345/01DE-35' })
      const e: Escopo = { usuarioId: 0, empresaId: demo.id, empresasVisiveis: [demo.id, norte.id] }

      yield* criar(estabelecimentos, e, { nome: 'Matriz', complementoCnpjCaepf: '0001', digitoVerificadorCnpjCaepf: '81', cep: '01310100', logradouro: 'Avenida Paulista', numero: '1000', bairro: 'Bela Vista', estadoId: 35, cidadeId: 3550308 })
      yield* criar(estabelecimentos, e, { nome: 'Filial Fortaleza', complementoCnpjCaepf: '0002', cep: '60160230', logradouro: 'Avenida Santos Dumont', numero: '2000', bairro: 'Aldeota', estadoId: 23, cidadeId: 2304400 })

      const perfis = recursoPorNome('utilitario/perfis')!
      const admin = yield* criar(perfis, sistema, { nome: 'Administrador', autoridades: TODAS_AUTORIDADES })
      const gestor = yield* criar(perfis, sistema, { nome: 'Gestor de Cargos', autoridades: ['ROLE_CARGO_SALARIO_CADASTROS', 'ROLE_CAD_INFO_PESSOAL', 'ROLE_MINHAS_PESQUISAS', 'ROLE_MINHAS_AVALIACOES'] })
      yield* criar(usuarios, sistema, {
        nome: 'Administrador Demonstração',
        cpf: DEMO.cpf,
        email: 'admin@demo.local',
        senha: DEMO.senha,
        acessos: [
          { empresaId: demo.id, perfilId: admin.id },
          { empresaId: norte.id, perfilId: admin.id },
        ],
      })
      yield* criar(usuarios, sistema, {
        nome: 'Maria Restrita',
        cpf: DEMO.cpfRestrito,
        email: 'maria@demo.local',
        senha: DEMO.senha,
        acessos: [{ empresaId: demo.id, perfilId: gestor.id }],
      })
    }),
  )
}
