import { cliente, criarNaApi } from './http.ts'
import type { AmbienteTeste } from './servidor.ts'

type Cliente = ReturnType<typeof cliente>

/**
 * The sessions a route test asks with: the demo's administrator (company 1), a user of company 2 with `autoridades`
 * (another company's data answers 404 to them) and a user of company 1 without them (403). `cpf(n)` gives each test
 * file's own CPFs (1 and 2 here).
 */
export const sessoesDeTeste = async (
  amb: AmbienteTeste,
  o: { readonly nome: string; readonly autoridades: ReadonlyArray<string>; readonly cpf: (n: number) => string },
): Promise<{ readonly adm: Cliente; readonly outraEmpresa: Cliente; readonly semPermissao: Cliente }> => {
  const adm = cliente(amb.app)
  await adm.entrar()
  const adm2 = cliente(amb.app)
  await adm2.entrar(undefined, undefined, 2)
  const perfil2 = await criarNaApi(adm2, 'utilitario/perfis', { nome: `${o.nome} (empresa 2)`, autoridades: [...o.autoridades] })
  await criarNaApi(adm2, 'utilitario/usuarios', { nome: `${o.nome} (empresa 2)`, cpf: o.cpf(1), senha: 'segredo1', acessos: [{ empresaId: 2, perfilId: perfil2 }] })
  const outraEmpresa = cliente(amb.app)
  await outraEmpresa.entrar(o.cpf(1), 'segredo1', 2)
  const perfilSem = await criarNaApi(adm, 'utilitario/perfis', { nome: `${o.nome} (sem permissão)`, autoridades: ['ROLE_PESQUISA'] })
  await criarNaApi(adm, 'utilitario/usuarios', { nome: `${o.nome} (sem permissão)`, cpf: o.cpf(2), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilSem }] })
  const semPermissao = cliente(amb.app)
  await semPermissao.entrar(o.cpf(2), 'segredo1', 1)
  return { adm, outraEmpresa, semPermissao }
}
