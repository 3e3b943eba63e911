import { Layer } from 'effect'
import { ID_ADMINISTRADOR_INSTALACAO } from '../../core/shared/ator.ts'
import { ehPostgres } from '../db/knex.ts'
import { defineAdaptadores } from '../modulo.ts'
import { semearCadastrosDemoUtilitario } from './demo.ts'

const ids = (v: unknown): number[] => (Array.isArray(v) ? v : [v]).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0)

/**
 * Administration: the SQL of the users a company administrator may see (an access to one of their companies); the
 * demo's companies, establishments, profiles and users.
 */
export const adaptadoresUtilitario = defineAdaptadores({
  nome: 'utilitario',
  camada: () => Layer.empty,
  semearCadastrosDemo: semearCadastrosDemoUtilitario,
  extensoes: {
    'utilitario/usuarios': {
      predicados: {
        administraveisPor: (b, v, db) => {
          const empresas = ids(v)
          b.whereNot('usuarios.id', ID_ADMINISTRADOR_INSTALACAO)
          if (!empresas.length) return void b.whereRaw('1 = 0')
          const lista = empresas.map(() => '?').join(', ')
          b.whereRaw(
            ehPostgres(db)
              ? `exists (select 1 from json_array_elements(usuarios.acessos::json) a where (a->>'empresaId')::int in (${lista}))`
              : `exists (select 1 from json_each(usuarios.acessos) a where json_extract(a.value, '$.empresaId') in (${lista}))`,
            empresas,
          )
        },
      },
    },
  },
})
