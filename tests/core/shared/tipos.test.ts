import { Effect } from 'effect'
import { describe, expectTypeOf, it } from 'vitest'
import { solicitacoesPessoal } from '../../../core/captacao/solicitacoes-pessoal.ts'
import { alterar, atualizar, criar, obter, remover } from '../../../core/shared/crud.ts'
import { type Escopo } from '../../../core/shared/ports.ts'
import { Repositorio } from '../../../core/shared/repositorio.ts'
import type { RegistroDe } from '../../../core/shared/resource.ts'

/** Records are typed from their declaration: a field, a state field and a computed column keep their types (checked by tsc). */
describe('tipos que sobrevivem', () => {
  it('RegistroDe de uma declaração', () => {
    type S = RegistroDe<typeof solicitacoesPessoal>
    expectTypeOf<S['descricao']>().toEqualTypeOf<string | null>()
    expectTypeOf<S['quantidade']>().toEqualTypeOf<number | null>()
    expectTypeOf<S['cancelada']>().toEqualTypeOf<boolean | null>()
    expectTypeOf<S['situacao']>().toEqualTypeOf<'aberta' | 'suspensa' | 'encerrada' | 'cancelada' | null>()
    expectTypeOf<S['id']>().toEqualTypeOf<number>()
  })

  it('o repositório devolve o registro tipado da declaração que recebe', () => {
    const e: Escopo = { usuarioId: 1, empresaId: 1, empresasVisiveis: [1] }
    const lido = Effect.flatMap(Repositorio, (repo) => repo.get(solicitacoesPessoal, e, 1))
    expectTypeOf(lido).toEqualTypeOf<Effect.Effect<RegistroDe<typeof solicitacoesPessoal>, import('../../../core/shared/erros.ts').NaoEncontrado, Repositorio>>()
  })

  it('o caminho de gravação (crud) devolve o registro tipado, como a leitura', () => {
    type S = RegistroDe<typeof solicitacoesPessoal>
    expectTypeOf<Effect.Effect.Success<ReturnType<typeof criar<typeof solicitacoesPessoal>>>>().toEqualTypeOf<S>()
    expectTypeOf<Effect.Effect.Success<ReturnType<typeof atualizar<typeof solicitacoesPessoal>>>>().toEqualTypeOf<S>()
    expectTypeOf<Effect.Effect.Success<ReturnType<typeof alterar<typeof solicitacoesPessoal>>>>().toEqualTypeOf<S>()
    expectTypeOf<Effect.Effect.Success<ReturnType<typeof obter<typeof solicitacoesPessoal>>>>().toEqualTypeOf<S>()
    expectTypeOf<Effect.Effect.Success<ReturnType<typeof remover<typeof solicitacoesPessoal>>>>().toEqualTypeOf<void>()
  })
})
