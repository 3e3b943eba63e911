import { Effect, Either, Schema } from 'effect'
import { AcessoNegado, NaoAutenticado, ValidacaoFalhou } from '../shared/erros.ts'
import type { Ator } from '../shared/ator.ts'
import { areasGeridasDoUsuario } from '../cargo-salario/areasGestor.ts'
import { HashSenha, Lembrancas, renovacaoDaSessao, Sessoes, type Escopo, type Sessao } from '../shared/ports.ts'
import { validar } from '../shared/resource.ts'
import { GRUPOS_MENU, TODAS_AUTORIDADES } from '../modulos.ts'
import { trocarSenha } from '../utilitario/usuarios.ts'
import { construirMenu, type Tela } from './menu.ts'
import { Contas, type EmpresaResumo } from './ports.ts'

/** User 1 is the installation's administrator: every company, every authority (spec 000 §6). */
export const ADMINISTRADOR_ID = 1

export interface ContextoInterno {
  readonly sessao: Sessao
  readonly usuario: { readonly id: number; readonly nome: string; readonly cpf: string }
  readonly empresa: EmpresaResumo
  /** Companies the user may switch to. */
  readonly empresas: ReadonlyArray<EmpresaResumo>
  readonly autoridades: ReadonlyArray<string>
  readonly escopo: Escopo
  /** The manager scope (core/cargo-salario/areasGestor.ts); undefined = every area. */
  readonly areasGeridas?: ReadonlyArray<number>
}

/** Read again after any write to the database (`contextoDoToken`), so that a profile change or a deactivation takes effect at once. */
export const carregarContexto = (sessao: Sessao) =>
  Effect.gen(function* () {
    const contas = yield* Contas
    const conta = yield* contas.internaPorId(sessao.sujeitoId)
    if (!conta || !conta.ativo) return yield* new NaoAutenticado({ motivo: 'conta' })
    const admin = conta.id === ADMINISTRADOR_ID
    const empresas = yield* contas.empresas(admin ? undefined : conta.acessos.map((a) => a.empresaId))
    const empresa = empresas.find((e) => e.id === sessao.empresaId)
    if (!empresa) return yield* new NaoAutenticado({ motivo: 'empresa' })
    const acesso = conta.acessos.find((a) => a.empresaId === sessao.empresaId)
    const autoridades = admin ? TODAS_AUTORIDADES : acesso ? yield* contas.autoridadesDoPerfil(acesso.perfilId) : []
    const ctx: ContextoInterno = {
      sessao,
      usuario: { id: conta.id, nome: conta.nome, cpf: conta.cpf },
      empresa,
      empresas,
      autoridades,
      escopo: {
        usuarioId: conta.id,
        empresaId: sessao.empresaId,
        empresasVisiveis: admin ? empresas.map((e) => e.id) : [sessao.empresaId],
      },
    }
    return ctx
  })

/**
 * The staff context of a session token (undefined: no live session): the session (renewed when due), the account,
 * its companies and authorities, and the manager scope. Read once and remembered while the database is unchanged —
 * a profile, account, company or area changed by any server process is read again by the very next request — and
 * only until the session is due for renewal, when reading it again renews it.
 */
export const contextoDoToken = (token: string, duracaoMin: number) =>
  Effect.flatMap(Lembrancas, (l) =>
    l.lembrar(
      `sessao:interno:${token}`,
      Effect.gen(function* () {
        const sessao = yield* (yield* Sessoes).obter(token, 'interno', duracaoMin)
        if (!sessao) return undefined
        const ctx = yield* carregarContexto(sessao)
        const areasGeridas = yield* areasGeridasDoUsuario(ctx.usuario.id, ctx.empresa.id, ctx.autoridades)
        return areasGeridas ? { ...ctx, areasGeridas } : ctx
      }),
      (ctx): number => (ctx ? renovacaoDaSessao(ctx.sessao, duracaoMin) : 0),
    ),
  )

/** The session document of spec 000 §3.1. */
export const userinfo = (ctx: ContextoInterno, telas: ReadonlyArray<Tela>, parametrosDoSistema: Record<string, unknown>) => ({
  authenticated: true,
  expired: false,
  empresas: ctx.empresas,
  authorities: ctx.autoridades,
  menu: construirMenu(telas, ctx.autoridades, GRUPOS_MENU),
  empresa: ctx.empresa,
  usuario: ctx.usuario,
  parametrosDoSistema,
  linkChat: null,
  usuarioFortes: false,
  horaExpiracao: ctx.sessao.expiraEm,
  autenticadoRh: true,
  aceitoPoliticaSeguranca: true,
  possuiSst: false,
})

export const trocarEmpresa = (ctx: ContextoInterno, empresaId: unknown) =>
  Effect.gen(function* () {
    const id = typeof empresaId === 'number' ? empresaId : Number(empresaId)
    if (!ctx.empresas.some((e) => e.id === id)) return yield* new AcessoNegado({})
    yield* (yield* Sessoes).trocarEmpresa(ctx.sessao.token, id)
  })

const obrig = (m: string) => Schema.propertySignature(Schema.String.annotations({ message: () => m })).annotations({ missingMessage: () => m })

export const AlterarSenha = Schema.Struct({
  senha: obrig('Senha atual é obrigatória'),
  novaSenha: Schema.propertySignature(
    Schema.String.pipe(
      Schema.minLength(6, { message: () => 'A nova senha deve ter no mínimo 6 caracteres' }),
      Schema.maxLength(128, { message: () => 'A nova senha deve ter no máximo 128 caracteres' }),
    ),
  ).annotations({ missingMessage: () => 'Nova senha é obrigatória' }),
  confNovaSenha: obrig('Confirmação da nova senha é obrigatória'),
})

export const CONFIRMACAO_SENHA = 'A senha não foi confirmada corretamente. Por favor, confira.'

/** The acting user of a staff session (what every use case receives). */
export const atorDoContexto = (ctx: ContextoInterno): Ator => ({
  escopo: ctx.escopo,
  usuario: { id: ctx.usuario.id, nome: ctx.usuario.nome },
  autoridades: ctx.autoridades,
  empresa: { id: ctx.empresa.id, nome: ctx.empresa.nome },
  sessao: ctx.sessao.token,
  ...(ctx.areasGeridas ? { areasGeridas: ctx.areasGeridas } : {}),
})

/**
 * Own password change (spec 000 §3.5 password change, §5): the user's record changed through the write path
 * (`trocarSenha`: audited without the hash), every session of the user ended, this one too (the route logs out).
 */
export const alterarMinhaSenha = (ctx: ContextoInterno, corpo: unknown) =>
  Effect.gen(function* () {
    const e = yield* Either.match(validar(AlterarSenha, corpo), { onLeft: Effect.fail, onRight: Effect.succeed })
    if (e.novaSenha !== e.confNovaSenha) return yield* ValidacaoFalhou.campo('confNovaSenha', CONFIRMACAO_SENHA)
    const hash = yield* HashSenha
    const conta = yield* (yield* Contas).internaPorId(ctx.usuario.id)
    if (!conta || !(yield* hash.verificar(e.senha, conta.senhaHash))) {
      return yield* ValidacaoFalhou.campo('senha', 'Senha atual incorreta.')
    }
    yield* trocarSenha(atorDoContexto(ctx), conta.id, e.novaSenha)
  })
