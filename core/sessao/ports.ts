import { Context, type Effect } from 'effect'

export interface ContaInterna {
  readonly id: number
  readonly nome: string
  readonly cpf: string
  readonly ativo: boolean
  readonly senhaHash: string
  readonly acessos: ReadonlyArray<{ readonly empresaId: number; readonly perfilId: number }>
}

export interface ContaExterna {
  readonly id: number
  readonly empresaId: number
  readonly nome: string
  readonly cpf: string
  readonly senhaHash: string | null
}

export interface EmpresaResumo {
  readonly id: number
  readonly nome: string
}

/** What login and the session context read about accounts (columns the generic repository never returns). */
export class Contas extends Context.Tag('Contas')<
  Contas,
  {
    readonly internaPorCpf: (cpf: string) => Effect.Effect<ContaInterna | undefined>
    readonly internaPorId: (id: number) => Effect.Effect<ContaInterna | undefined>
    readonly externaPorCpf: (cpf: string, empresaId: number) => Effect.Effect<ContaExterna | undefined>
    readonly externaPorId: (id: number) => Effect.Effect<ContaExterna | undefined>
    readonly autoridadesDoPerfil: (perfilId: number) => Effect.Effect<ReadonlyArray<string>>
    /** All companies, or only those ids. */
    readonly empresas: (ids?: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<EmpresaResumo>>
  }
>() {}
