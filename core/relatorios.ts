import { relatorioCargo, type ConsultaRelatorioCargo } from './captacao/relatorios/cargo.ts'
import type { Relatorio } from './shared/relatorio.ts'

/** The ports the declared reports read their rows through (each implemented by an adapter layer). */
export type PortasRelatorios = ConsultaRelatorioCargo

/** Every declared report: POST /api/<modulo>/relatorios/<nome>, the CLI `rh relatorio <modulo>/<nome>`. */
export const RELATORIOS: ReadonlyArray<Relatorio<any, PortasRelatorios>> = [relatorioCargo]

export const relatorioPorNome = (modulo: string, nome: string) => RELATORIOS.find((r) => r.modulo === modulo && r.nome === nome)
