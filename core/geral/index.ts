import { defineModulo } from '../shared/modulo.ts'
import { geracoes } from './geracoes.ts'
import { cbo, cidades, estados } from './localidades.ts'

/** Reference data every module reads (UF, IBGE municipalities, CBO, the company's generations); readable by any staff user. */
export const moduloGeral = defineModulo({
  nome: 'geral',
  autoridades: [],
  recursos: [estados, cidades, cbo, geracoes],
})
