import { defineModulo } from '../shared/modulo.ts'
import { ambientes } from './ambientes.ts'
import { funcoes } from './funcoes.ts'

/**
 * Occupational safety and health (spec 002 /sst). For now the two records an employee's history names, functions and
 * environments; the rest of SST (risks, exams, EPIs, eSocial) grows here.
 */
export const moduloSst = defineModulo({
  nome: 'sst',
  grupo: { nome: 'SST', ordem: 7 },
  autoridades: [{ id: 'ROLE_SST_CADASTROS', name: 'SST: cadastros (funções e ambientes)' }],
  recursos: [funcoes, ambientes],
})
