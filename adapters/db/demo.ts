import { Effect, ManagedRuntime } from 'effect'
import type { Knex } from 'knex'
import { areasFormacao, areasInteresse, comoFicouSabendoVaga, etapasSeletivas, idiomas, motivosSolicitacao } from '../../core/captacao/cadastros.ts'
import { TODAS_AUTORIDADES } from '../../core/modulos.ts'
import { recursoPorNome } from '../../core/recursos.ts'
import { atorSistema } from '../../core/shared/ator.ts'
import { criar as criarRegistro } from '../../core/shared/crud.ts'
import type { Escopo } from '../../core/shared/ports.ts'
import type { Resource } from '../../core/shared/resource.ts'
import { empresas } from '../../core/utilitario/empresas.ts'
import { estabelecimentos } from '../../core/utilitario/estabelecimentos.ts'
import { usuarios } from '../../core/utilitario/usuarios.ts'
import { camadasBanco } from '../camadas.ts'
import type { RodarDemo } from '../modulo.ts'
import { MODULOS_ADAPTADORES } from '../modulos.ts'

export const DEMO = {
  cpf: '111.444.777-35',
  senha: 'demo123',
  cpfRestrito: '529.982.247-25',
  empresa: 'Empresa Demonstração',
} as const

/** Stores through the one write path, exactly as the API does (validation, rules, audit); demo data must be valid. */
const criar = (r: Resource, e: Escopo, corpo: Record<string, unknown>) =>
  Effect.catchAll(criarRegistro(r, atorSistema(e, TODAS_AUTORIDADES), corpo), (x) => Effect.die(new Error(`demo inválida em ${r.name}: ${JSON.stringify(x)}`)))

const lookups: Array<[Resource, Array<Record<string, unknown>>]> = [
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

/** The demo company (idempotent: does nothing when a company exists). Returns whether it ran. */
export const semearDemo = async (knex: Knex): Promise<boolean> => {
  const n = Number((await knex('empresas').count({ n: '*' }))[0]?.['n'] ?? 0)
  if (n > 0) return false
  const programa = Effect.gen(function* () {
    const sistema: Escopo = { usuarioId: 0, empresaId: 0, empresasVisiveis: [] }
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
    const norte = yield* criar(empresas, sistema, { nome: 'Filial Norte Comércio', razaoSocial: 'Filial Norte Comércio Ltda', cnpj: '12.ABC.345/01DE-35' })
    const e: Escopo = { usuarioId: 0, empresaId: demo.id, empresasVisiveis: [demo.id, norte.id] }

    yield* criar(estabelecimentos, e, { nome: 'Matriz', complementoCnpjCaepf: '0001', digitoVerificadorCnpjCaepf: '81', cep: '01310100', logradouro: 'Avenida Paulista', numero: '1000', bairro: 'Bela Vista', estadoId: 35, cidadeId: 3550308 })
    yield* criar(estabelecimentos, e, { nome: 'Filial Fortaleza', complementoCnpjCaepf: '0002', cep: '60160230', logradouro: 'Avenida Santos Dumont', numero: '2000', bairro: 'Aldeota', estadoId: 23, cidadeId: 2304400 })

    for (const [r, linhas] of lookups) for (const l of linhas) yield* criar(r, e, l)
    yield* criar(areasInteresse, { ...e, empresaId: norte.id }, { nome: 'Vendas' })

    const perfis = recursoPorNome('utilitario/perfis')!
    const admin = yield* criar(perfis, sistema, { nome: 'Administrador', autoridades: TODAS_AUTORIDADES })
    const gestor = yield* criar(perfis, sistema, { nome: 'Gestor de Cargos', autoridades: ['ROLE_CARGO_SALARIO_CADASTROS', 'ROLE_CAD_INFO_PESSOAL'] })
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
  })
  // One runtime for the whole seeding: providing the layers to each of its thousand writes would build them a thousand times.
  const runtime = ManagedRuntime.make(camadasBanco(knex))
  try {
    await runtime.runPromise(programa)
    const rodar: RodarDemo = (efeito) => runtime.runPromise(Effect.orDie(efeito) as Effect.Effect<never>)
    for (const m of MODULOS_ADAPTADORES) await m.semearDemo?.(knex, rodar)
  } finally {
    await runtime.dispose()
  }
  return true
}
