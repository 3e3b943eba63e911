import { adaptadoresCaptacao } from './captacao/index.ts'
import { adaptadoresCargoSalario } from './cargo-salario/index.ts'
import { adaptadoresExterno } from './externo/index.ts'
import { adaptadoresUtilitario } from './utilitario/index.ts'

/** Every module's adapters, in the order their demo data is created. A new module is one line here. */
export const MODULOS_ADAPTADORES = [adaptadoresUtilitario, adaptadoresCargoSalario, adaptadoresCaptacao, adaptadoresExterno] as const
