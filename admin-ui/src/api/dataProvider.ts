import { HttpError, type DataProvider } from 'react-admin'
import simpleRestProvider from 'ra-data-simple-rest'
import { sessao } from '../sessao/estado.ts'
import { API, httpClient } from './http.ts'

export const EMPRESA_ALTERADA = 'Atenção! A empresa foi alterada em outra aba'

const base = simpleRestProvider(API, httpClient)

/**
 * Blocks a write when the session's company changed in another tab (spec 000 §2.6): the cookie is shared by
 * every tab, so the server knows the session's current company.
 */
const conferirEmpresa = async () => {
  const empresa = sessao.obter().userinfo?.empresa
  if (!empresa) return
  const { json } = await httpClient(`${API}/userinfo/empresa/${empresa.id}/valid`)
  if (json === false) {
    sessao.marcarEmpresaAlterada()
    throw new HttpError(EMPRESA_ALTERADA, 409, { code: 'EMPRESA_ALTERADA', message: EMPRESA_ALTERADA })
  }
}

const antes =
  <A extends unknown[], R>(f: (...a: A) => Promise<R>) =>
  async (...a: A) => {
    await conferirEmpresa()
    return f(...a)
  }

/**
 * ra-data-simple-rest over `/api` unmodified, except `getMany`, which goes through the paged list with an
 * id filter (the plain GET without `range` answers the spec's page envelope).
 */
export const dataProvider: DataProvider = {
  ...base,
  getMany: async (resource, params) => {
    const ids = [...new Set(params.ids)]
    const { data } = await base.getList(resource, {
      pagination: { page: 1, perPage: Math.max(ids.length, 1) },
      sort: { field: 'id', order: 'ASC' },
      filter: { id: ids },
      signal: params.signal,
    })
    return { data }
  },
  create: antes(base.create),
  update: antes(base.update),
  updateMany: antes(base.updateMany),
  delete: antes(base.delete),
  deleteMany: antes(base.deleteMany),
}
