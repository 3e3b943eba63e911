import { MODULOS } from './modulos.ts'
import type { Consulta } from './shared/consulta.ts'
import type { Relatorio } from './shared/relatorio.ts'

/** Every module's reports: POST /api/<modulo>/relatorios/<nome>, the CLI `rh relatorio <modulo>/<nome>`, their screens. */
export const RELATORIOS: ReadonlyArray<Relatorio> = MODULOS.flatMap((m) => m.relatorios ?? [])

/** Every consulta (the reports' and the bare ones of screens and dashboards): GET /api/<caminho>, SQL by name. */
export const CONSULTAS: ReadonlyArray<Consulta> = [...new Set([...MODULOS.flatMap((m) => m.consultas ?? []), ...RELATORIOS.map((r) => r.consulta)])]

/** Spec 000 names one report two ways (§2.5 `analise-etapa-seletiva`, §7.6 `analise-etapas-seletivas`). */
const APELIDOS: Readonly<Record<string, string>> = { 'captacao/analise-etapas-seletivas': 'analise-etapa-seletiva' }

export const relatorioPorNome = (modulo: string, nome: string) => {
  const real = APELIDOS[`${modulo}/${nome}`] ?? nome
  return RELATORIOS.find((r) => r.modulo === modulo && r.nome === real)
}
