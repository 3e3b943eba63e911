import type { Knex } from 'knex'
import * as m001 from './001_plataforma.ts'
import * as m002 from './002_captacao_solicitacoes.ts'
import * as m003 from './003_captacao_candidatos.ts'
import * as m004 from './004_captacao_avaliacoes_correio.ts'
import * as m005 from './005_externo.ts'
import * as m006 from './006_tentativas_limpeza.ts'

/** The one migration timeline, run on SQLite and PostgreSQL alike. Append; never edit a shipped one. */
export const MIGRACOES: ReadonlyArray<{ readonly nome: string; readonly up: (k: Knex) => Promise<void>; readonly down: (k: Knex) => Promise<void> }> = [
  { nome: '001_plataforma', ...m001 },
  { nome: '002_captacao_solicitacoes', ...m002 },
  { nome: '003_captacao_candidatos', ...m003 },
  { nome: '004_captacao_avaliacoes_correio', ...m004 },
  { nome: '005_externo', ...m005 },
  { nome: '006_tentativas_limpeza', ...m006 },
]
