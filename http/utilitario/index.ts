import { defineRotas } from '../modulo.ts'
import { rotasBackup } from './backup.ts'

/** Administration routes beyond its declarations: the installation's backups. */
export const rotasUtilitario = defineRotas({ nome: 'utilitario', internas: rotasBackup })
