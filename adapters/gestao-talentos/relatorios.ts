import { mapaSql } from '../relatorios/consultas.ts'
import { SQL_INDICADORES_GESTAO_TALENTOS } from './indicadores.ts'

/** The SQL of the talent reports; the indicators' (absenteeism, turnover) is in indicadores.ts. */
export const SQL_RELATORIOS_GESTAO_TALENTOS = mapaSql(...SQL_INDICADORES_GESTAO_TALENTOS)
