import type { AuthProvider } from 'react-admin'
import { API, enviarJson } from '../api/http.ts'
import { carregarUserinfo, type DadosLogin, entrarNaSessao, sessao } from './estado.ts'

export const SESSAO_EXPIRADA = 'Sessão expirada.'
export const NAO_AUTORIZADO = 'Não autorizado.'

const status = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { status?: number }).status : undefined)

/** react-admin's auth contract over the cookie session API (spec 000 §7.2, §8). */
export const authProvider: AuthProvider = {
  async login(p: DadosLogin) {
    await entrarNaSessao(p)
  },

  async logout() {
    try {
      await enviarJson(`${API}/logout`, 'POST')
    } catch {
      // the session may already be gone: logging out locally is enough
    }
    sessao.limpar()
  },

  async checkAuth() {
    const { userinfo, situacao } = sessao.obter()
    if (situacao === 'aguardandoLogin') throw { message: SESSAO_EXPIRADA }
    if (userinfo) return
    try {
      await carregarUserinfo()
    } catch {
      // first visit without a session: straight to /login, no notification
      throw { message: false }
    }
  },

  /** 401 flags the session expired (dialog, no silent redirect); 403 tells the user without logging out. */
  async checkError(error) {
    const s = status(error)
    if (s === 401) {
      const { userinfo, situacao } = sessao.obter()
      if (!userinfo || situacao === 'aguardandoLogin') throw { message: SESSAO_EXPIRADA }
      sessao.marcarExpirada()
      return
    }
    if (s === 403) throw { logoutUser: false, message: NAO_AUTORIZADO }
  },

  async getIdentity() {
    const u = sessao.obter().userinfo ?? (await carregarUserinfo())
    return { id: u.usuario.id, fullName: u.usuario.nome }
  },

  async getPermissions() {
    return sessao.obter().userinfo?.authorities ?? []
  },
}
