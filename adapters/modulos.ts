import { adaptadoresAvaliacao } from './avaliacao/index.ts'
import { adaptadoresCaptacao } from './captacao/index.ts'
import { adaptadoresCargoSalario } from './cargo-salario/index.ts'
import { adaptadoresDesenvolvimento } from './desenvolvimento/index.ts'
import { adaptadoresExterno } from './externo/index.ts'
import { adaptadoresGestaoTalentos } from './gestao-talentos/index.ts'
import { adaptadoresPesquisa } from './pesquisa/index.ts'
import { adaptadoresSst } from './sst/index.ts'
import { adaptadoresUtilitario } from './utilitario/index.ts'

/** Every module's adapters, in the order their demo data is created (SST places the employees, hired ones too). A new module is one line here. */
export const MODULOS_ADAPTADORES = [adaptadoresUtilitario, adaptadoresCargoSalario, adaptadoresCaptacao, adaptadoresSst, adaptadoresGestaoTalentos, adaptadoresPesquisa, adaptadoresDesenvolvimento, adaptadoresAvaliacao, adaptadoresExterno] as const
