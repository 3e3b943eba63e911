import { defineModulo } from '../shared/modulo.ts'
import { areasOrganizacionais } from './areas-organizacionais.ts'
import { cargos } from './cargos.ts'
import { niveisCompetencia } from './niveis-competencia.ts'

export const moduloCargoSalario = defineModulo({
  nome: 'cargo-salario',
  grupo: { nome: 'Cargos e Salários', ordem: 2 },
  autoridades: [{ id: 'ROLE_CARGO_SALARIO_CADASTROS', name: 'Cargos e Salários: áreas organizacionais e cargos' }],
  recursos: [areasOrganizacionais, cargos, niveisCompetencia],
})
