import { RECURSOS_AVALIACOES } from './captacao/avaliacoes.ts'
import { CADASTROS_CAPTACAO } from './captacao/cadastros.ts'
import { RECURSOS_CANDIDATOS } from './captacao/candidatos.ts'
import { RECURSOS_SOLICITACOES } from './captacao/solicitacoes-pessoal.ts'
import { areasOrganizacionais } from './cargo-salario/areas-organizacionais.ts'
import { cargos } from './cargo-salario/cargos.ts'
import { cbo, cidades, estados } from './geral/localidades.ts'
import type { Resource } from './shared/resource.ts'
import { caixaSaida } from './utilitario/caixa-saida.ts'
import { empresas } from './utilitario/empresas.ts'
import { estabelecimentos } from './utilitario/estabelecimentos.ts'
import { log } from './utilitario/log.ts'
import { perfis } from './utilitario/perfis.ts'
import { usuarios } from './utilitario/usuarios.ts'

/** Every declared resource: the HTTP layer mounts generic routes for each, the menu lists them. */
export const RECURSOS: ReadonlyArray<Resource> = [
  ...CADASTROS_CAPTACAO,
  ...RECURSOS_CANDIDATOS,
  ...RECURSOS_SOLICITACOES,
  ...RECURSOS_AVALIACOES,
  areasOrganizacionais,
  cargos,
  empresas,
  estabelecimentos,
  usuarios,
  perfis,
  log,
  caixaSaida,
  estados,
  cidades,
  cbo,
]

export const recursoPorNome = (nome: string) => RECURSOS.find((r) => r.name === nome)
