import { Effect, Either, Schema } from 'effect'
import { normalizarCpf } from '../shared/br/cpf.ts'
import { Contas } from '../sessao/ports.ts'
import { ValidacaoFalhou } from '../shared/erros.ts'
import { Correio, Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { validar } from '../shared/resource.ts'
import { candidatos } from '../captacao/candidatos.ts'
import { LIMITES, limitar } from './limitador.ts'
import { PortalDados } from './ports.ts'
import { emitirToken, hashDoToken } from '../shared/tokenUnico.ts'
import { regrasNovaSenha, SENHA_OBRIGATORIA, trocarSenhaCandidato } from './registrar.ts'
import { atorPortal, escopoDe } from './sessao.ts'

export const VALIDADE_TOKEN_MIN = 60
/** The same answer whether the CPF exists or not. */
export const RECUPERACAO_ENVIADA = 'Se o CPF estiver cadastrado nesta empresa, enviaremos um e-mail com o link para criar uma nova senha.'
export const LINK_INVALIDO = 'Link inválido ou expirado. Solicite a recuperação de senha novamente.'
export const SENHA_REDEFINIDA = 'Senha alterada com sucesso. Entre com a nova senha.'

const empresaId = Schema.propertySignature(
  Schema.Union(Schema.Number, Schema.NumberFromString)
    .pipe(Schema.int({ message: () => 'Selecione uma empresa.' }), Schema.positive({ message: () => 'Selecione uma empresa.' }))
    .annotations({ message: () => 'Selecione uma empresa.' }),
).annotations({ missingMessage: () => 'Empresa é obrigatória' })

export const PedidoRecuperacao = Schema.Struct({
  cpf: Schema.propertySignature(Schema.String.annotations({ message: () => 'CPF é obrigatório' }).pipe(Schema.minLength(1, { message: () => 'CPF é obrigatório' }))).annotations({
    missingMessage: () => 'CPF é obrigatório',
  }),
  empresaId,
})

const ler = <A, I>(s: Schema.Schema<A, I>, corpo: unknown) => Either.match(validar(s, corpo ?? {}), { onLeft: Effect.fail, onRight: Effect.succeed })

/**
 * PUT /externo/candidatos/recuperar-senha (spec 000 §7.3: body cpf, empresaId). When a candidate with that
 * CPF and an e-mail exists in the company, a single-use link valid for an hour is mailed; only the token's
 * SHA-256 is stored. The answer never says whether the CPF exists; mail failures are not reported either.
 */
export const solicitarRecuperacao = (corpo: unknown, endereco: string, baseUrl: string | undefined) =>
  Effect.gen(function* () {
    const p = yield* ler(PedidoRecuperacao, corpo)
    const cpf = normalizarCpf(p.cpf)
    yield* limitar(`recuperar:${endereco}`, LIMITES.recuperar)
    yield* limitar(`recuperar:${cpf}@${p.empresaId}`, LIMITES.recuperarConta)
    const conta = yield* (yield* Contas).externaPorCpf(cpf, p.empresaId)
    if (conta) {
      const c = yield* Effect.either((yield* Repositorio).get(candidatos, escopoDe({ empresaId: conta.empresaId }), conta.id))
      const email = c._tag === 'Right' && typeof c.right.email === 'string' ? c.right.email : ''
      // Without a trusted public address no link is made (the answer stays the same: it never tells anything).
      if (email && baseUrl) {
        const { token, hash, criadoEm, expiraEm } = yield* emitirToken(VALIDADE_TOKEN_MIN)
        yield* (yield* PortalDados).criarToken(conta.id, hash, criadoEm, expiraEm)
        const link = `${baseUrl.replace(/\/+$/, '')}/externo/recuperar-senha?empresaId=${conta.empresaId}&token=${token}`
        yield* Effect.ignore(
          (yield* Correio).enviar({
            para: [email],
            assunto: 'Recuperação de senha',
            texto: `Olá, ${conta.nome}.\n\nPara criar uma nova senha no Portal do Candidato, acesse o link abaixo (válido por ${VALIDADE_TOKEN_MIN} minutos e uma única vez):\n\n${link}\n\nSe você não pediu a recuperação, ignore este e-mail.\n`,
            empresaId: conta.empresaId,
          }),
        )
      }
    }
    return { message: RECUPERACAO_ENVIADA }
  })

export const NovaSenha = Schema.Struct({
  token: Schema.propertySignature(Schema.String.annotations({ message: () => LINK_INVALIDO }).pipe(Schema.minLength(10, { message: () => LINK_INVALIDO }), Schema.maxLength(100, { message: () => LINK_INVALIDO }))).annotations({
    missingMessage: () => LINK_INVALIDO,
  }),
  senha: Schema.propertySignature(Schema.String.annotations({ message: () => SENHA_OBRIGATORIA }).pipe(Schema.minLength(1, { message: () => SENHA_OBRIGATORIA }))).annotations({
    missingMessage: () => SENHA_OBRIGATORIA,
  }),
  confirmaSenha: Schema.optionalWith(Schema.String.annotations({ message: () => 'Confirmação de Senha inválida' }), { default: () => '' }),
})

/** POST /externo/candidatos/redefinir-senha: spends the token (once, before it expires) and sets the password. */
export const redefinirSenha = (corpo: unknown) =>
  Effect.gen(function* () {
    const n = yield* ler(NovaSenha, corpo)
    const erros = regrasNovaSenha(n.senha, n.confirmaSenha, 'confirmaSenha', 'senha')
    if (erros.length) return yield* ValidacaoFalhou.campos(erros)
    const dados = yield* PortalDados
    const id = yield* dados.consumirToken(yield* hashDoToken(n.token), yield* (yield* Relogio).agora)
    const conta = id === undefined ? undefined : yield* (yield* Contas).externaPorId(id)
    if (!conta) return yield* ValidacaoFalhou.campo('token', LINK_INVALIDO)
    // The link's owner acting through the portal: every session of theirs ends.
    yield* trocarSenhaCandidato(atorPortal(conta), conta.id, n.senha)
    return { message: SENHA_REDEFINIDA }
  })
