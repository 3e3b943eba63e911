import { Effect, Either, Option, Schema } from 'effect'
import { ehAdministradorInstalacao, ID_ADMINISTRADOR_INSTALACAO, type Ator } from '../shared/ator.ts'
import { booleano, cpf, email, lista, referencia, referencias, senha, texto } from '../shared/campos.ts'
import { alterar, listar } from '../shared/crud.ts'
import { AcessoNegado, RegraViolada, ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import { HashSenha, Sessoes } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineResource, validar } from '../shared/resource.ts'
import { definirPerfis } from './perfis.ts'

const inteiroPositivo = (message: string) => Schema.Number.pipe(Schema.int({ message: () => message }), Schema.positive({ message: () => message }))

export const Acesso = Schema.Struct({
  empresaId: inteiroPositivo('Empresa é obrigatória'),
  perfilId: inteiroPositivo('Perfil é obrigatório'),
})
export type Acesso = typeof Acesso.Type

const acessosDe = (r: Readonly<Record<string, unknown>>): ReadonlyArray<Acesso> => (Array.isArray(r['acessos']) ? (r['acessos'] as ReadonlyArray<Acesso>) : [])

/** The user with only the accesses to these companies (what an administrator of them sees). */
const soAcessosDe = <R extends Readonly<Record<string, unknown>>>(u: R, empresas: ReadonlyArray<number>): R => ({
  ...u,
  acessos: acessosDe(u).filter((a) => empresas.includes(a.empresaId)),
})

/** What only the installation administrator may change on a user who also enters companies the actor does not see. */
const DADOS_DA_CONTA = ['nome', 'cpf', 'email', 'ativo'] as const

export const SO_SUAS_EMPRESAS = 'Você só concede acesso às empresas que administra.'
export const PERFIL_ACIMA = 'Este perfil tem permissões que você não possui.'
export const CONTA_COMPARTILHADA = 'Este usuário também acessa outras empresas: aqui só se alteram os acessos às suas empresas.'

/** A read of profiles' authorities (the catalogue of options does not matter to read them). */
const perfisLidos = definirPerfis(() => [])

/**
 * Staff user: CPF is the login; `acessos` gives one profile per company. The password is stored hashed.
 *
 * Who manages whom (spec 000 §6; README "Administração por empresa"): the installation administrator (user 1)
 * sees and manages every user. Anyone else with the users' authority is the administrator of the companies they
 * see: they list and open only users who have an access to one of those companies (never user 1), see and change
 * only those accesses (the others are kept as they are), grant only profiles whose permissions they hold
 * themselves, change the account's own data (name, CPF, e-mail, password, active) only when the user enters no
 * other company, and remove only such users. A change is logged in each company whose part of the user (the
 * account's data and that company's access) changed, with that part only.
 */
export const usuarios = defineResource({
  name: 'utilitario/usuarios',
  table: 'usuarios',
  label: 'Usuários',
  labelSingular: 'Usuário',
  scope: 'global',
  authority: 'ROLE_UTILITARIO_USUARIOS',
  fields: {
    nome: texto({ label: 'Nome', max: 100, required: true, list: true }),
    cpf: cpf({ label: 'CPF', required: true, list: true, unique: 'Já existe um usuário com este CPF' }),
    email: email({ label: 'E-mail', max: 200, list: true }),
    senha: senha({ label: 'Senha', required: true, min: 6 }),
    ativo: booleano({ label: 'Ativo', default: true, list: true }),
    acessos: lista({ label: 'Acessos', item: Acesso }),
    /** The employee this user is (spec ARCHITECTURE §5): their self-service screens and, as a manager, their areas. */
    colaboradorId: referencia({ label: 'Talento', resource: 'cargo-salario/colaboradores', unique: 'Este talento já está vinculado a outro usuário' }),
  },
  filtros: {
    /** Users with an access to one of these companies, user 1 left out (the adapter's predicate). */
    administraveisPor: { campo: referencias({ label: 'Empresas', resource: 'utilitario/empresas' }), op: 'predicado', oculto: true },
  },
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Utilitários', subgrupo: 'Segurança', ordem: 1 },
  rules: (u) => {
    const erros: ErroCampo[] = []
    const vistos = new Set<number>()
    u.acessos?.forEach((a, i) => {
      if (vistos.has(a.empresaId)) erros.push({ field: `acessos.${i}.empresaId`, message: 'Empresa repetida nos acessos' })
      vistos.add(a.empresaId)
    })
    return erros
  },
  restringir: (ator) => (ehAdministradorInstalacao(ator) ? {} : { administraveisPor: [...ator.escopo.empresasVisiveis] }),
  lerComo: (reg, ator) => (ehAdministradorInstalacao(ator) ? reg : soAcessosDe(reg, ator.escopo.empresasVisiveis)),
  gravarComo: (entrada, ator, atual) => {
    if (ehAdministradorInstalacao(ator) || !atual || !('acessos' in entrada)) return entrada
    const minhas = new Set(ator.escopo.empresasVisiveis)
    // The body's accesses first, so that their error paths keep the indexes the form sent.
    return { ...entrada, acessos: [...acessosDe(entrada), ...acessosDe(atual).filter((a) => !minhas.has(a.empresaId))] }
  },
  validar: (u, { ator, atual }) =>
    Effect.gen(function* () {
      if (!ator || ehAdministradorInstalacao(ator)) return []
      const erros: ErroCampo[] = []
      const minhas = new Set(ator.escopo.empresasVisiveis)
      if (atual && acessosDe(atual).some((a) => !minhas.has(a.empresaId))) {
        const mudou = DADOS_DA_CONTA.find((k) => k in u && u[k] !== undefined && u[k] !== atual[k])
        if (mudou) erros.push({ field: mudou, message: CONTA_COMPARTILHADA })
        if (u.senha !== undefined) erros.push({ field: 'senha', message: CONTA_COMPARTILHADA })
      }
      const repo = yield* Repositorio
      const minhasPermissoes = new Set(ator.autoridades)
      for (const [i, a] of (u.acessos ?? []).entries()) {
        // An access kept as it was is no grant: only new or changed ones are judged.
        if (atual && acessosDe(atual).some((b) => b.empresaId === a.empresaId && b.perfilId === a.perfilId)) continue
        if (!minhas.has(a.empresaId)) {
          erros.push({ field: `acessos.${i}.empresaId`, message: SO_SUAS_EMPRESAS })
          continue
        }
        const perfil = yield* Effect.option(repo.get(perfisLidos, ator.escopo, a.perfilId))
        if (Option.isNone(perfil)) erros.push({ field: `acessos.${i}.perfilId`, message: 'Perfil não encontrado' })
        else if ((perfil.value.autoridades ?? []).some((x) => !minhasPermissoes.has(x))) erros.push({ field: `acessos.${i}.perfilId`, message: PERFIL_ACIMA })
      }
      return erros
    }),
  antesDeRemover: (atual, ator) => {
    if (atual.id === ID_ADMINISTRADOR_INSTALACAO) return Effect.fail(new RegraViolada({ message: 'O administrador da instalação não pode ser removido.' }))
    if (atual.id === ator.usuario.id) return Effect.fail(new RegraViolada({ message: 'Você não pode remover o seu próprio usuário.' }))
    const minhas = new Set(ator.escopo.empresasVisiveis)
    if (!ehAdministradorInstalacao(ator) && acessosDe(atual).some((a) => !minhas.has(a.empresaId))) {
      return Effect.fail(new RegraViolada({ message: 'Este usuário também acessa outras empresas: retire apenas o acesso às suas empresas.' }))
    }
    return Effect.void
  },
  // A new password ends the account's sessions (finding 4): all of them, but the one of who changed their own.
  depoisDeGravar: (u, entrada, ator, modo) =>
    modo === 'update' && entrada['senha'] !== undefined
      ? Effect.flatMap(Sessoes, (s) => s.encerrarDoSujeito('interno', u.id, u.id === ator.usuario.id ? ator.sessao : undefined))
      : Effect.void,
  empresasDoRegistro: (u) => acessosDe(u).map((a) => a.empresaId),
  parteDe: (u, empresaId) => soAcessosDe(u, [empresaId]),
  prepare: (u) =>
    Effect.gen(function* () {
      const { senha: s, ...resto } = u
      if (s === undefined) return resto
      const hash = yield* HashSenha
      return { ...resto, senhaHash: yield* hash.hash(s) }
    }),
})

const RedefinicaoSenha = Schema.Struct({ cpf: usuarios.fields.cpf.value, senha: usuarios.fields.senha.value })

/**
 * A new password for user `id`, as the actor's change of the user's record (core/shared/crud.ts `alterar`): hashed
 * by the declaration's `prepare`, audited in the same transaction without the hash (`senhaHash` is no field), and
 * the user's sessions ended in it too, but `manter` (the session of who changed their own, when it goes on).
 */
export const trocarSenha = (ator: Ator, id: number, senha: string, manter?: string) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(
      Effect.gen(function* () {
        const u = yield* alterar(usuarios, ator, id, yield* usuarios.prepare!({ senha }, 'update'))
        yield* (yield* Sessoes).encerrarDoSujeito('interno', id, manter)
        return u
      }),
    ),
  )

/**
 * A new password for the user with this CPF (`rh user reset-password`), every open session of that user ended
 * (`trocarSenha`). An installation-level reset (any user, user 1 included): company administrators change
 * passwords on the user's record.
 */
export const redefinirSenha = (ator: Ator, corpo: { readonly cpf: string; readonly senha: string }) =>
  Effect.gen(function* () {
    if (!ehAdministradorInstalacao(ator)) return yield* new AcessoNegado({})
    const b = yield* Either.match(validar(RedefinicaoSenha, corpo), { onLeft: Effect.fail, onRight: Effect.succeed })
    const [u] = (yield* listar(usuarios, ator, { filter: { cpf: b.cpf } })).rows
    if (!u) return yield* ValidacaoFalhou.campo('cpf', 'Nenhum usuário com este CPF')
    return yield* trocarSenha(ator, u.id, b.senha)
  })
