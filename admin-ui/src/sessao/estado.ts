import { useSyncExternalStore } from 'react'
import { API, requisitar } from '../api/requisicao.ts'
import type { UserInfo } from './tipos.ts'

/**
 * Session state of spec 000 §4: `ativa`, `expirada` (a 401 arrived: the session-expired dialog is open) and
 * `aguardandoLogin` (the user chose to stay: the next operation demands a new login).
 */
export type Situacao = 'ativa' | 'expirada' | 'aguardandoLogin'

export interface EstadoSessao {
  readonly userinfo?: UserInfo
  readonly situacao: Situacao
  /** The company of this tab is no longer the session's (switched in another tab, spec 000 §2.6). */
  readonly empresaAlterada: boolean
}

let estado: EstadoSessao = { situacao: 'ativa', empresaAlterada: false }
const ouvintes = new Set<() => void>()
let temporizador: ReturnType<typeof setTimeout> | undefined

const mudar = (parcial: Partial<EstadoSessao>) => {
  estado = { ...estado, ...parcial }
  ouvintes.forEach((f) => f())
}

/** Marks the session expired when the server-side expiry time passes, even without a request. */
const agendarExpiracao = (horaExpiracao: string) => {
  clearTimeout(temporizador)
  const falta = Date.parse(horaExpiracao) - Date.now()
  if (Number.isFinite(falta) && falta > 0 && falta < 2 ** 31 - 1) temporizador = setTimeout(() => sessao.marcarExpirada(), falta + 1000)
}

export const sessao = {
  obter: () => estado,
  assinar: (f: () => void) => {
    ouvintes.add(f)
    return () => {
      ouvintes.delete(f)
    }
  },
  definir(userinfo: UserInfo) {
    agendarExpiracao(userinfo.horaExpiracao)
    mudar({ userinfo, situacao: 'ativa', empresaAlterada: false })
  },
  marcarExpirada() {
    if (estado.userinfo && estado.situacao === 'ativa') mudar({ situacao: 'expirada' })
  },
  continuar() {
    mudar({ situacao: 'aguardandoLogin' })
  },
  marcarEmpresaAlterada(alterada = true) {
    mudar({ empresaAlterada: alterada })
  },
  limpar() {
    clearTimeout(temporizador)
    mudar({ userinfo: undefined, situacao: 'ativa', empresaAlterada: false })
  },
}

/** Fetches `/api/userinfo` into the store (rejects with the ErroApi of a 401 when there is no session). */
export const carregarUserinfo = async (): Promise<UserInfo> => {
  const u = await requisitar<UserInfo>(`${API}/userinfo`)
  sessao.definir(u)
  return u
}

/** What the login form sends: the CPF's digits, the password and, once offered, the chosen company. */
export interface DadosLogin {
  readonly username: string
  readonly password: string
  readonly empresaId?: number | string
}

/** The staff login (`POST /api/login`), then the session document; the first screen and react-admin both use it. */
export const entrarNaSessao = async ({ username, password, empresaId }: DadosLogin): Promise<UserInfo> => {
  await requisitar(`${API}/login`, 'POST', {
    username,
    password,
    empresaId: empresaId === '' || empresaId == null ? undefined : Number(empresaId),
  })
  return carregarUserinfo()
}

export const useSessao = () => useSyncExternalStore(sessao.assinar, sessao.obter)

export const useUserinfo = (): UserInfo | undefined => useSessao().userinfo

export const useAutoridades = (): ReadonlyArray<string> => useUserinfo()?.authorities ?? SEM_AUTORIDADES

const SEM_AUTORIDADES: ReadonlyArray<string> = []
