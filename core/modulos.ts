import { moduloAvaliacao } from './avaliacao/index.ts'
import { moduloCaptacao } from './captacao/index.ts'
import { moduloCargoSalario } from './cargo-salario/index.ts'
import { moduloDesenvolvimento } from './desenvolvimento/index.ts'
import { moduloGeral } from './geral/index.ts'
import { moduloGestaoTalentos } from './gestao-talentos/index.ts'
import { moduloPesquisa } from './pesquisa/index.ts'
import type { Modulo } from './shared/modulo.ts'
import { moduloSst } from './sst/index.ts'
import { moduloUtilitario } from './utilitario/index.ts'

/**
 * Every module of the product. A new module is its folder plus one line here. Administration is built over the
 * others: its profile editor offers the whole authority catalogue.
 */
export const MODULOS: ReadonlyArray<Modulo> = [moduloCaptacao, moduloCargoSalario, moduloGestaoTalentos, moduloPesquisa, moduloDesenvolvimento, moduloAvaliacao, moduloSst, moduloGeral, moduloUtilitario(
    () => AUTORIDADES,
    () => MODULOS.flatMap((m) => m.recursos.map((r) => ({ id: r.name, name: r.label }))),
  ),
]

/** The authority catalogue (profiles grant these; guards and the menu read them). */
export const AUTORIDADES = MODULOS.flatMap((m) => m.autoridades)
export const TODAS_AUTORIDADES: ReadonlyArray<string> = AUTORIDADES.map((a) => a.id)

/** Menu groups in their declared order. */
export const GRUPOS_MENU: ReadonlyArray<string> = MODULOS.flatMap((m) => (m.grupo ? [m.grupo] : []))
  .sort((a, b) => a.ordem - b.ordem)
  .map((g) => g.nome)
