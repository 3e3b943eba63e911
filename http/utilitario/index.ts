import { Hono } from 'hono'
import type { Env } from '../executar.ts'
import { defineRotas } from '../modulo.ts'
import { rotasBackup } from './backup.ts'
import { rotasCopiaCadastro } from './copia-cadastro.ts'

/** Administration routes beyond its declarations: the installation's backups, the copy of a company's registers. */
export const rotasUtilitario = defineRotas({ nome: 'utilitario', internas: () => new Hono<Env>().route('/', rotasBackup()).route('/', rotasCopiaCadastro()) })
