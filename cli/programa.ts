import { Command, CommanderError } from 'commander'
import { Either } from 'effect'
import { serve } from '@hono/node-server'
import { abrirPlataforma, comPlataforma, DEMO, VERSAO_PRODUTO } from '../adapters/plataforma.ts'
import { criarApp } from '../http/app.ts'
import { atorSistema } from '../core/shared/ator.ts'
import { criar } from '../core/shared/crud.ts'
import type { ErroDominio } from '../core/shared/erros.ts'
import { redefinirSenha, usuarios } from '../core/utilitario/usuarios.ts'
import { registrarAvaliacao } from './avaliacao.ts'
import { registrarBackup } from './backup.ts'
import { registrarCandidatos } from './candidatos.ts'
import { registrarColaboradores } from './colaboradores.ts'
import { registrarDev } from './dev.ts'
import { registrarEmpresa } from './empresa.ts'
import { registrarRelatorio } from './relatorio.ts'
import { emPortugues } from './textos.ts'
import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'

/** Thrown for expected failures: printed without a stack, exit code 1. */
export class ErroCli extends Error {}

/** The installation acting from the command line: audited as usuarioId 0, every company it is given. */
const sistema = atorSistema({ usuarioId: 0, empresaId: 0, empresasVisiveis: [] })

/** A failure of the core as the lines a person reads (field: message). */
const mensagemDe = (e: ErroDominio) => (e._tag === 'ValidacaoFalhou' ? e.errors.map((x) => (x.field ? `${x.field}: ${x.message}` : x.message)).join('\n') : e.message)

/** One process serving the API and the UIs on `porta` until SIGINT/SIGTERM. */
const servir = (porta: number, pronto: () => void) => {
  const pl = abrirPlataforma()
  const app = criarApp({ runtime: pl.runtime, distDir: resolve(import.meta.dirname, '../dist') })
  const servidor = serve({ fetch: app.fetch, port: porta, hostname: process.env['HOST'] ?? '0.0.0.0' }, pronto)
  const parar = async () => {
    servidor.close()
    await pl.fechar()
    process.exit(0)
  }
  process.on('SIGINT', parar)
  process.on('SIGTERM', parar)
}

export const programa = () => {
  const p = new Command()
  emPortugues(p).name('rh').description('Suíte de RH: administração pela linha de comando').exitOverride()
  p.showHelpAfterError('(use --help para ver as opções)')
  p.version(VERSAO_PRODUTO, '-V, --version', 'mostra a versão do RH')
  p.addHelpText(
    'after',
    '\nCódigos de saída: 0 sucesso; 1 erro esperado (a mensagem "Erro: …" diz o motivo; também comando ou opção inválidos,\n' +
      'e importação com linhas rejeitadas); 2 falha inesperada. Os comandos longos mostram o andamento num terminal e\n' +
      'terminam com uma linha de resumo.',
  )

  p.command('migrate')
    .description('aplica as migrações pendentes e carrega os dados de referência (UF, municípios, CBO)')
    .action(async () => {
      const pl = abrirPlataforma()
      try {
        const aplicadas = await pl.migrar()
        console.log(aplicadas.length ? `Migrações aplicadas: ${aplicadas.join(', ')}` : 'Banco já atualizado.')
      } finally {
        await pl.fechar()
      }
    })

  p.command('seed')
    .description('carrega os dados de referência; com --demo, também a empresa de demonstração')
    .option('--demo', 'cria a empresa de demonstração (se o banco não tiver empresas)')
    .action(async (o: { demo?: boolean }) => {
      await comPlataforma(async (pl) => {
        if (o.demo) console.log((await pl.semearDemo()) ? 'Empresa de demonstração criada.' : 'Já existem empresas: demonstração não criada.')
        else console.log('Dados de referência carregados.')
      })
    })

  p.command('serve')
    .description('migra o banco e serve a API, a interface do RH e o portal do candidato')
    .option('-p, --port <porta>', 'porta HTTP (padrão: PORT ou 3000)')
    .option('-w, --workers <n>', 'processos que atendem na mesma porta (padrão: WORKERS ou o número de núcleos)')
    .option('--seed-demo', 'cria a empresa de demonstração se o banco estiver vazio')
    .action(async (o: { port?: string; workers?: string; seedDemo?: boolean }) => {
      const porta = Number(o.port ?? process.env['PORT'] ?? 3000)
      if (!Number.isInteger(porta) || porta < 1 || porta > 65535) throw new ErroCli(`Porta inválida: ${o.port}`)
      const processos = Number(o.workers ?? process.env['WORKERS'] ?? availableParallelism())
      if (!Number.isInteger(processos) || processos < 1 || processos > 64) throw new ErroCli(`Número de processos inválido: ${o.workers} (de 1 a 64)`)
      const faixa = (descricao: string, demo: boolean) => {
        console.log(`RH no ar: http://localhost:${porta}/  (banco: ${descricao}${processos > 1 ? `; ${processos} processos` : ''})`)
        console.log(`Portal do candidato: http://localhost:${porta}/externo/anuncios?empresaId=1`)
        if (demo || o.seedDemo) console.log(`Login de demonstração: CPF ${DEMO.cpf}, senha ${DEMO.senha}, empresa "${DEMO.empresa}". Troque a senha após entrar.`)
      }
      // A worker of the cluster: the primary already migrated; it only serves.
      if (cluster.isWorker) return servir(porta, () => process.send?.('pronto'))
      const pl = abrirPlataforma()
      await pl.migrar()
      const demo = o.seedDemo ? await pl.semearDemo() : false
      if (processos === 1) {
        await pl.fechar()
        return servir(porta, () => faixa(pl.descricao, demo))
      }
      await pl.fechar()
      // Sessions, login throttling and files are shared through the database and DATA_DIR; the portal's
      // anti-robot challenges need one key for every process.
      const env = { ALTCHA_HMAC_KEY: process.env['ALTCHA_HMAC_KEY'] ?? randomBytes(32).toString('hex') }
      let parando = false
      let prontos = 0
      const iniciar = () =>
        cluster.fork(env).on('message', (m) => {
          if (m === 'pronto' && ++prontos === processos) faixa(pl.descricao, demo)
        })
      for (let i = 0; i < processos; i++) iniciar()
      cluster.on('exit', (w, codigo) => {
        if (parando) return
        console.error(`Processo ${w.process.pid} terminou (código ${codigo}); iniciando outro.`)
        iniciar()
      })
      const parar = () => {
        parando = true
        for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM')
        setTimeout(() => process.exit(0), 5_000).unref()
        cluster.on('exit', () => {
          if (!Object.keys(cluster.workers ?? {}).length) process.exit(0)
        })
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
      // The same write as the API's: field rules, the declaration's `validar`, the hash, the audit log.
      const r = await comPlataforma((pl) => pl.executar(criar(usuarios, sistema, corpo)))
      if (Either.isLeft(r)) throw new ErroCli(mensagemDe(r.left))
      console.log(`Usuário criado: id ${r.right.id}, ${r.right['nome']}`)
    })
  user
    .command('reset-password')
    .description('define uma nova senha para um usuário')
    .requiredOption('--cpf <cpf>', 'CPF do usuário')
    .requiredOption('--senha <senha>', 'nova senha (mínimo 6 caracteres)')
    .action(async (o: { cpf: string; senha: string }) => {
      const r = await comPlataforma((pl) => pl.executar(redefinirSenha(sistema, { cpf: o.cpf, senha: o.senha })))
      if (Either.isLeft(r)) throw new ErroCli(mensagemDe(r.left))
      console.log('Senha redefinida; as sessões abertas do usuário foram encerradas.')
    })
  registrarBackup(p, (m) => {
    throw new ErroCli(m)
  })
  registrarCandidatos(p)
  registrarColaboradores(p)
  registrarRelatorio(p, comPlataforma, (m) => {
    throw new ErroCli(m)
  })
  registrarDev(p, (m) => {
    throw new ErroCli(m)
  })
  registrarEmpresa(p, comPlataforma, mensagemDe, (m) => {
    throw new ErroCli(m)
  })
  registrarAvaliacao(p, comPlataforma, mensagemDe, (m) => {
    throw new ErroCli(m)
  })
  return p
}

/**
 * Runs `rh …` (`argv` as in process.argv) and answers the exit code: 0 ok (or the code a command set, e.g. an
 * import with rejected lines), 1 an expected failure (printed 'Erro: …'), 2 an unexpected one, commander's own
 * for help and usage errors. `cli/main.ts` exits with it; tests call it in-process.
 */
export const executarCli = async (argv: ReadonlyArray<string>): Promise<number> => {
  try {
    await programa().parseAsync([...argv])
    return Number(process.exitCode ?? 0)
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode
    if (e instanceof ErroCli) {
      console.error(`Erro: ${e.message}`)
      return 1
    }
    console.error('Erro:', e instanceof Error ? e.message : e)
    return 2
  }
}
