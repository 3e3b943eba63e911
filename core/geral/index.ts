import { defineModulo } from '../shared/modulo.ts'
import { cbo, cidades, estados } from './localidades.ts'

/** Reference data every module reads (UF, IBGE municipalities, CBO); readable by any staff user. */
export const moduloGeral = defineModulo({
  nome: 'geral',
  autoridades: [],
  recursos: [estados, cidades, cbo],
})
