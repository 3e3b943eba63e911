import { Effect, Either, Schema } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { booleano, cpf, email, lista, senha, texto } from '../shared/campos.ts'
import { ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import { HashSenha, Sessoes } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineResource, validar } from '../shared/resource.ts'

const inteiroPositivo = (message: string) => Schema.Number.pipe(Schema.int({ message: () => message }), Schema.positive({ message: () => message }))

export const Acesso = Schema.Struct({
  empresaId: inteiroPositivo('Empresa é obrigatória'),
  perfilId: inteiroPositivo('Perfil é obrigatório'),
})
export type Acesso = typeof Acesso.Type

/** Staff user: CPF is the login; `acessos` gives one profile per company. The password is stored hashed. */
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
 * A new password for the user with this CPF (`rh user reset-password`): hashed, stored through the repository
 * (so the audit log records the change, without the hash), and every open session of that user ended.
 */
export const redefinirSenha = (ator: Ator, corpo: { readonly cpf: string; readonly senha: string }) =>
  Effect.gen(function* () {
    const b = yield* Either.match(validar(RedefinicaoSenha, corpo), { onLeft: Effect.fail, onRight: Effect.succeed })
    const repo = yield* Repositorio
    const [u] = (yield* repo.list(usuarios, ator.escopo, { filter: { cpf: b.cpf } })).rows
    if (!u) return yield* ValidacaoFalhou.campo('cpf', 'Nenhum usuário com este CPF')
    const dados = yield* usuarios.prepare!({ senha: b.senha }, 'update')
    yield* repo.alterar(usuarios, ator.escopo, u.id, dados)
    yield* (yield* Sessoes).encerrarDoSujeito('interno', u.id)
    return u
  })
