import { Effect, Either, Schema } from 'effect'
import { normalizarCpf } from '../shared/br/cpf.ts'
import { LoginRecusado, ValidacaoFalhou } from '../shared/erros.ts'
import { Auditoria, HashSenha, Relogio, Sessoes, TentativasLogin, type Sessao } from '../shared/ports.ts'
import { validar } from '../shared/resource.ts'
import { Contas } from './ports.ts'

export const DURACAO_SESSAO_MIN = 8 * 60
export const LIMITE_FALHAS_CONTA = 5
export const LIMITE_FALHAS_ENDERECO = 30
export const JANELA_FALHAS_MIN = 15

const obrigatorio = (message: string) =>
  Schema.propertySignature(Schema.String.annotations({ message: () => message })).annotations({ missingMessage: () => message })

const empresaId = Schema.propertySignature(
  Schema.Union(Schema.Number, Schema.NumberFromString).pipe(
    Schema.int({ message: () => 'Selecione uma empresa.' }),
    Schema.positive({ message: () => 'Selecione uma empresa.' }),
  ).annotations({ message: () => 'Selecione uma empresa.' }),
).annotations({ missingMessage: () => 'Empresa é obrigatória' })

export const LoginInterno = Schema.Struct({
  username: obrigatorio('CPF é obrigatório'),
  password: obrigatorio('Senha é obrigatória'),
  empresaId,
  tipoLogin: Schema.optional(Schema.String),
})

/** The first step of the staff login: credentials only (the companies come after they are verified). */
export const Credenciais = Schema.Struct({
  username: obrigatorio('CPF é obrigatório'),
  password: obrigatorio('Senha é obrigatória'),
})

export const LoginExterno = Schema.Struct({
  username: obrigatorio('CPF é obrigatório'),
  password: obrigatorio('Senha é obrigatória'),
  empresaId,
})

const CREDENCIAIS = 'CPF ou senha inválidos.'
const BLOQUEADO = `Muitas tentativas de login sem sucesso. Aguarde ${JANELA_FALHAS_MIN} minutos e tente novamente.`

/**
 * Throttles by account and by address, counting the attempt before `verificar` runs (so parallel guesses are
 * counted too); a failure stays counted, a success clears the account and gives back its address slot.
 */
const comLimite = <A, E, R>(cpf: string, endereco: string, verificar: Effect.Effect<A | undefined, E, R>) =>
  Effect.gen(function* () {
    const tentativas = yield* TentativasLogin
    const agora = Date.parse(yield* (yield* Relogio).agora)
    const desde = new Date(agora - JANELA_FALHAS_MIN * 60_000).toISOString()
    const chaveConta = `cpf:${cpf}`
    const conta = yield* tentativas.reservar(chaveConta, desde, LIMITE_FALHAS_CONTA)
    const vaga = conta === undefined ? undefined : yield* tentativas.reservar(`ip:${endereco}`, desde, LIMITE_FALHAS_ENDERECO)
    if (conta === undefined || vaga === undefined) {
      if (conta !== undefined) yield* tentativas.devolver(conta)
      return yield* new LoginRecusado({ message: BLOQUEADO, bloqueado: true })
    }
    const r = yield* verificar
    if (r === undefined) return yield* new LoginRecusado({ message: CREDENCIAIS })
    yield* tentativas.limpar(chaveConta)
    yield* tentativas.devolver(vaga)
    return r
  })

// Verifying against a fixed hash when the account is absent keeps the timing of both paths alike.
const HASH_FICTICIO = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'

const conferir = (senha: string, hash: string | null | undefined) =>
  Effect.flatMap(HashSenha, (h) => h.verificar(senha, hash ?? HASH_FICTICIO))

/** A verified, active staff account (throttled like the login itself), or LoginRecusado. */
const contaVerificada = (username: string, password: string, endereco: string) =>
  Effect.gen(function* () {
    const cpf = normalizarCpf(username)
    const contas = yield* Contas
    return yield* comLimite(
      cpf,
      endereco,
      Effect.gen(function* () {
        const c = yield* contas.internaPorCpf(cpf)
        const ok = yield* conferir(password, c?.senhaHash)
        return c && ok && c.ativo ? c : undefined
      }),
    )
  })

/**
 * The companies a staff user may enter, offered only once their CPF and password are verified (nobody learns the
 * installation's companies from the login page). The login then names one of them.
 */
export const empresasDoLogin = (corpo: unknown, endereco: string) =>
  Effect.gen(function* () {
    const entrada = yield* Either.match(validar(Credenciais, corpo), { onLeft: Effect.fail, onRight: Effect.succeed })
    const conta = yield* contaVerificada(entrada.username, entrada.password, endereco)
    const contas = yield* Contas
    return conta.id === 1 ? yield* contas.empresas() : yield* contas.empresas(conta.acessos.map((a) => a.empresaId))
  })

/** Staff login: CPF + senha + empresa (spec 000 §3.5 login form, §5 login messages). */
export const entrar = (corpo: unknown, endereco: string) =>
  Effect.gen(function* () {
    const entrada = yield* Either.match(validar(LoginInterno, corpo), { onLeft: Effect.fail, onRight: Effect.succeed })
    const contas = yield* Contas
    const conta = yield* contaVerificada(entrada.username, entrada.password, endereco)
    if (conta.id !== 1 && !conta.acessos.some((a) => a.empresaId === entrada.empresaId)) {
      return yield* ValidacaoFalhou.campo('empresaId', 'Usuário sem acesso a esta empresa.')
    }
    if ((yield* contas.empresas([entrada.empresaId])).length === 0) {
      return yield* ValidacaoFalhou.campo('empresaId', 'Selecione uma empresa.')
    }
    const sessao = yield* (yield* Sessoes).criar({ tipo: 'interno', sujeitoId: conta.id, empresaId: entrada.empresaId }, DURACAO_SESSAO_MIN)
    yield* (yield* Auditoria).registrar({
      usuarioId: conta.id,
      empresaId: entrada.empresaId,
      entidade: 'sessao',
      entidadeId: conta.id,
      acao: 'login',
    })
    return sessao
  })

/** Candidate login in the portal: CPF + senha within the company of the link. */
export const entrarExterno = (corpo: unknown, endereco: string) =>
  Effect.gen(function* () {
    const entrada = yield* Either.match(validar(LoginExterno, corpo), { onLeft: Effect.fail, onRight: Effect.succeed })
    const cpf = normalizarCpf(entrada.username)
    const contas = yield* Contas
    const conta = yield* comLimite(
      `${cpf}@${entrada.empresaId}`,
      endereco,
      Effect.gen(function* () {
        const c = yield* contas.externaPorCpf(cpf, entrada.empresaId)
        const ok = yield* conferir(entrada.password, c?.senhaHash)
        return c && ok ? c : undefined
      }),
    )
    return yield* (yield* Sessoes).criar({ tipo: 'externo', sujeitoId: conta.id, empresaId: conta.empresaId }, DURACAO_SESSAO_MIN)
  })

export const sair = (s: Sessao) => Effect.flatMap(Sessoes, (x) => x.encerrar(s.token))
