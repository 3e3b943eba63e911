import { Layer } from 'effect'
import { defineAdaptadores } from '../modulo.ts'
import { semearDemoSst } from './demo.ts'

/** SST: the SQL of its declarations' computed columns and its demo (functions and environments, the demo employees in them). */
export const adaptadoresSst = defineAdaptadores({
  nome: 'sst',
  camada: () => Layer.empty,
  semearDemo: semearDemoSst,
  extensoes: {
    'sst/funcoes': {
      colunas: { codigoCBO: () => '(select o.codigo from cbo_ocupacoes o where o.id = funcoes.cbo_id)' },
    },
  },
})
