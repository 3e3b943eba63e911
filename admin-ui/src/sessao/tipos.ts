import type { ItemMenu } from '../../../core/sessao/menu.ts'

export interface EmpresaResumo {
  readonly id: number
  readonly nome: string
}

/** The session document of spec 000 §3.1, as `GET /api/userinfo` answers it. */
export interface UserInfo {
  readonly authenticated: boolean
  readonly expired: boolean
  readonly empresas: ReadonlyArray<EmpresaResumo>
  readonly authorities: ReadonlyArray<string>
  readonly menu: ReadonlyArray<ItemMenu>
  readonly empresa: EmpresaResumo
  readonly usuario: { readonly id: number; readonly nome: string; readonly cpf: string }
  readonly parametrosDoSistema: Record<string, unknown>
  readonly linkChat: string | null
  readonly usuarioFortes: boolean
  readonly horaExpiracao: string
  readonly autenticadoRh: boolean
  readonly aceitoPoliticaSeguranca: boolean
  readonly possuiSst: boolean
}
