import type { Relatorio } from '../../shared/relatorio.ts'
import { relatorioAbsenteismo } from './absenteismo.ts'
import { relatorioCotaAprendizes } from './cbo-efeito-aprendiz.ts'
import { relatorioTurnover } from './indicador-turnover.ts'
import { relatorioResultadosEntrevistas } from './resultados-entrevistas-desligamentos.ts'
import { relatorioTalentoDinamico } from './talento-dinamico.ts'

/** The talent reports of spec 001 §7 'Talent management' (POST …/relatorios/<nome>). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reports of every filter shape: Relatorio is invariant in its fields
export const RELATORIOS_GESTAO_TALENTOS: ReadonlyArray<Relatorio<any, any>> = [relatorioAbsenteismo, relatorioTurnover, relatorioResultadosEntrevistas, relatorioCotaAprendizes, relatorioTalentoDinamico]
