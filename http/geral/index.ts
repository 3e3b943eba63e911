import { defineRotas } from '../modulo.ts'
import { rotasCep } from './cep.ts'

/** General lookups: the address of a CEP for staff forms. */
export const rotasGeral = defineRotas({ nome: 'geral', internas: rotasCep })
