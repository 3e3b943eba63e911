import { expect } from 'vitest'
import { cpfDeTeste } from './cpf.ts'
import { cliente } from './http.ts'
import type { AmbienteTeste } from './servidor.ts'

export interface Gestor {
  /** Logged in as the manager (company 1). */
  readonly cliente: ReturnType<typeof cliente>
  /** The employee the manager's user is linked to (responsável for `gerida`). */
  readonly talentoId: number
  /** The manager user's CPF (password 'segredo1'), for a browser login. */
  readonly cpf: string
  /** `gerida` and `filha` (below it) are the manager's; `fora` is not. */
  readonly areas: { readonly gerida: number; readonly filha: number; readonly fora: number }
}

const cpfDe = (n: number) => cpfDeTeste(410_000_000, n)

/**
 * A manager as the product knows one (core/cargo-salario/areasGestor.ts), built through the API as an administrator
 * would: new areas `Gerida n` (with `Filha n` below) and `Fora n`; an employee admitted into `gerida` and made its
 * responsável; a staff user of company 1 linked to that employee, with a profile holding `autoridades` (never
 * ROLE_VER_AREAS). `posicao`: the establishment and cargo of the admission. `n` keeps names and CPFs apart.
 */
export const criarGestor = async (
  amb: AmbienteTeste,
  adm: ReturnType<typeof cliente>,
  o: { readonly n: number; readonly autoridades: ReadonlyArray<string>; readonly posicao: { readonly estabelecimentoId: number; readonly cargoId: number } },
): Promise<Gestor> => {
  const area = async (corpo: Record<string, unknown>) => {
    const r = await adm.post('/api/cargo-salario/areas-organizacionais', corpo)
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    return r.body.id as number
  }
  const gerida = await area({ nome: `Gerida ${o.n}` })
  const filha = await area({ nome: `Filha ${o.n}`, areaMaeId: gerida })
  const fora = await area({ nome: `Fora ${o.n}` })
  const t = await adm.post('/api/cargo-salario/colaboradores', {
    nome: `Gestora ${o.n}`,
    cpf: cpfDe(o.n),
    dataNascimento: '1985-03-04',
    sexo: 'F',
    dataAdmissao: '2020-02-03',
    historico: { ...o.posicao, areaOrganizacionalId: gerida, tipoSalario: 3, salario: 900_000 },
  })
  expect(t.status, JSON.stringify(t.body)).toBe(201)
  const responsavel = await adm.put(`/api/cargo-salario/areas-organizacionais/${gerida}`, { nome: `Gerida ${o.n}`, responsaveis: [t.body.id] })
  expect(responsavel.status, JSON.stringify(responsavel.body)).toBe(200)
  expect(o.autoridades).not.toContain('ROLE_VER_AREAS')
  const perfil = await adm.post('/api/utilitario/perfis', { nome: `Perfil do gestor ${o.n}`, autoridades: o.autoridades })
  expect(perfil.status, JSON.stringify(perfil.body)).toBe(201)
  const cpfUsuario = cpfDe(o.n + 500)
  const u = await adm.post('/api/utilitario/usuarios', {
    nome: `Usuário gestor ${o.n}`,
    cpf: cpfUsuario,
    senha: 'segredo1',
    colaboradorId: t.body.id,
    acessos: [{ empresaId: 1, perfilId: perfil.body.id }],
  })
  expect(u.status, JSON.stringify(u.body)).toBe(201)
  const c = cliente(amb.app)
  await c.entrar(cpfUsuario, 'segredo1', 1)
  return { cliente: c, talentoId: t.body.id, cpf: cpfUsuario, areas: { gerida, filha, fora } }
}
