import { Command, CommanderError } from 'commander'
import { Effect, Either } from 'effect'
import { serve } from '@hono/node-server'
import { ManagedRuntime } from 'effect'
import type { Knex } from 'knex'
import { camadasBanco } from '../adapters/camadas.ts'
import { DEMO, semearDemo } from '../adapters/db/demo.ts'
import { criarKnex, dataDirPadrao } from '../adapters/db/knex.ts'
import { migrar } from '../adapters/db/migrar.ts'
import { hashSenha } from '../adapters/db/sessao.ts'
import { criarApp } from '../http/app.ts'
import { normalizarCpf, validarCpf } from '../core/shared/br/cpf.ts'
import { Repositorio } from '../core/shared/ports.ts'
import { decodificar } from '../core/shared/resource.ts'
import { usuarios } from '../core/utilitario/usuarios.ts'
import { registrarCandidatos } from './candidatos.ts'
import { registrarRelatorio } from './relatorio.ts'
import { resolve } from 'node:path'

/** Thrown for expected failures: printed without a stack, exit code 1. */
class ErroCli extends Error {}

const banco = () => criarKnex({ url: process.env['DATABASE_URL'], dataDir: dataDirPadrao() })

const comBanco = async <A>(f: (k: Knex) => Promise<A>) => {
  const k = banco()
  try {
    return await f(k)
  } finally {
    await k.destroy()
  }
}

const descreverBanco = () => (process.env['DATABASE_URL'] ? 'PostgreSQL' : `SQLite em ${resolve(dataDirPadrao(), 'rh.sqlite')}`)

export const programa = () => {
  const p = new Command()
  p.name('rh').description('Suíte de RH: administração pela linha de comando').exitOverride()
  p.showHelpAfterError('(use --help para ver as opções)')

  p.command('migrate')
    .description('aplica as migrações pendentes e carrega os dados de referência (UF, municípios, CBO)')
    .action(async () => {
      const aplicadas = await comBanco(migrar)
      console.log(aplicadas.length ? `Migrações aplicadas: ${aplicadas.join(', ')}` : 'Banco já atualizado.')
    })

  p.command('seed')
    .description('carrega os dados de referência; com --demo, também a empresa de demonstração')
    .option('--demo', 'cria a empresa de demonstração (se o banco não tiver empresas)')
    .action(async (o: { demo?: boolean }) => {
      await comBanco(async (k) => {
        await migrar(k)
        if (o.demo) console.log((await semearDemo(k)) ? 'Empresa de demonstração criada.' : 'Já existem empresas: demonstração não criada.')
        else console.log('Dados de referência carregados.')
      })
    })

  p.command('serve')
    .description('migra o banco e serve a API, a interface do RH e o portal do candidato')
    .option('-p, --port <porta>', 'porta HTTP (padrão: PORT ou 3000)')
    .option('--seed-demo', 'cria a empresa de demonstração se o banco estiver vazio')
    .action(async (o: { port?: string; seedDemo?: boolean }) => {
      const porta = Number(o.port ?? process.env['PORT'] ?? 3000)
      if (!Number.isInteger(porta) || porta < 1 || porta > 65535) throw new ErroCli(`Porta inválida: ${o.port}`)
      const k = banco()
      await migrar(k)
      const demo = o.seedDemo ? await semearDemo(k) : false
      const runtime = ManagedRuntime.make(camadasBanco(k))
      const app = criarApp({ runtime, distDir: resolve(import.meta.dirname, '../dist') })
      const servidor = serve({ fetch: app.fetch, port: porta, hostname: process.env['HOST'] ?? '0.0.0.0' }, () => {
        console.log(`RH no ar: http://localhost:${porta}/  (banco: ${descreverBanco()})`)
        console.log(`Portal do candidato: http://localhost:${porta}/externo?empresaId=1`)
        if (demo || o.seedDemo) {
          console.log(`Login de demonstração: CPF ${DEMO.cpf}, senha ${DEMO.senha}, empresa "${DEMO.empresa}". Troque a senha após entrar.`)
        }
      })
      const parar = async () => {
        servidor.close()
        await runtime.dispose()
        await k.destroy()
        process.exit(0)
      }
      process.on('SIGINT', parar)
      process.on('SIGTERM', parar)
    })

  const user = p.command('user').description('usuários do RH')
  user
    .command('create')
    .description('cria um usuário')
    .requiredOption('--cpf <cpf>', 'CPF (login)')
    .requiredOption('--nome <nome>', 'nome')
    .requiredOption('--senha <senha>', 'senha (mínimo 6 caracteres)')
    .option('--email <email>', 'e-mail')
    .option('--empresa <id>', 'empresa que o usuário acessa')
    .option('--perfil <id>', 'perfil do usuário nessa empresa')
    .action(async (o: { cpf: string; nome: string; senha: string; email?: string; empresa?: string; perfil?: string }) => {
      if ((o.empresa === undefined) !== (o.perfil === undefined)) throw new ErroCli('Informe --empresa e --perfil juntos.')
      const corpo = {
        nome: o.nome,
        cpf: o.cpf,
        senha: o.senha,
        email: o.email,
        acessos: o.empresa ? [{ empresaId: Number(o.empresa), perfilId: Number(o.perfil) }] : [],
      }
      await comBanco(async (k) => {
        await migrar(k)
        const r = await Effect.runPromise(
          Effect.either(
            Effect.gen(function* () {
              const entrada = yield* Either.match(decodificar(usuarios, corpo, 'create'), { onLeft: Effect.fail, onRight: Effect.succeed })
              const dados = yield* usuarios.prepare!(entrada, 'create')
              return yield* (yield* Repositorio).create(usuarios, { usuarioId: 0, empresaId: 0, empresasVisiveis: [] }, dados)
            }).pipe(Effect.provide(camadasBanco(k))),
          ),
        )
        if (Either.isLeft(r)) throw new ErroCli(r.left.errors.map((e) => `${e.field}: ${e.message}`).join('\n'))
        console.log(`Usuário criado: id ${r.right.id}, ${r.right['nome']}`)
      })
    })
  user
    .command('reset-password')
    .description('define uma nova senha para um usuário')
    .requiredOption('--cpf <cpf>', 'CPF do usuário')
    .requiredOption('--senha <senha>', 'nova senha (mínimo 6 caracteres)')
    .action(async (o: { cpf: string; senha: string }) => {
      if (!validarCpf(o.cpf)) throw new ErroCli('CPF inválido')
      if (o.senha.length < 6) throw new ErroCli('A senha deve ter no mínimo 6 caracteres')
      await comBanco(async (k) => {
        await migrar(k)
        const cpf = normalizarCpf(o.cpf)
        const hash = await Effect.runPromise(hashSenha.hash(o.senha))
        const n = await k('usuarios').where({ cpf }).update({ senhaHash: hash, atualizadoEm: new Date().toISOString() })
        if (!n) throw new ErroCli(`Nenhum usuário com o CPF ${o.cpf}`)
        await k('sessoes').where({ tipo: 'interno' }).whereIn('sujeitoId', k('usuarios').select('id').where({ cpf })).delete()
        console.log('Senha redefinida; as sessões abertas do usuário foram encerradas.')
      })
    })
  registrarCandidatos(p)
  registrarRelatorio(p, comBanco, (m) => {
    throw new ErroCli(m)
  })
  return p
}

const principal = async (argv: string[]) => {
  try {
    await programa().parseAsync(argv)
  } catch (e) {
    if (e instanceof CommanderError) process.exit(e.exitCode)
    if (e instanceof ErroCli) {
      console.error(`Erro: ${e.message}`)
      process.exit(1)
    }
    console.error('Erro:', e instanceof Error ? e.message : e)
    process.exit(2)
  }
}

await principal(process.argv)
