import { rotasDesenvolvimento } from './desenvolvimento/index.ts'
import { rotasExterno } from './externo/index.ts'
import { rotasGeral } from './geral/index.ts'
import { rotasGestaoTalentos } from './gestao-talentos/index.ts'
import type { RotasModulo } from './modulo.ts'
import { rotasPesquisa } from './pesquisa/index.ts'
import { rotasSessao } from './sessao.ts'
import { rotasUtilitario } from './utilitario/index.ts'

/**
 * The modules with HTTP routes beyond their declarations (generic routes, actions, consultas and reports all come
 * from core's module list). A module with routes of its own is one line here.
 */
export const ROTAS_MODULOS: ReadonlyArray<RotasModulo> = [rotasSessao, rotasExterno, rotasGeral, rotasUtilitario, rotasGestaoTalentos, rotasPesquisa, rotasDesenvolvimento]
