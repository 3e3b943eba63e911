import { mapaSql } from '../relatorios/consultas.ts'
import { SQL_INDICADORES_GESTAO_TALENTOS } from './indicadores.ts'
import { SQL_RELATORIOS_TALENTOS } from './relatorios/talentos.ts'

/** Every talent report's SQL: the indicators (absenteeism, turnover) in indicadores.ts, the lists in relatorios/. */
export const SQL_RELATORIOS_GESTAO_TALENTOS = mapaSql(...SQL_INDICADORES_GESTAO_TALENTOS, ...SQL_RELATORIOS_TALENTOS)
