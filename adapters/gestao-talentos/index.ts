import { Layer } from 'effect'
import { defineAdaptadores } from '../modulo.ts'
import { semearCadastrosDemoGestaoTalentos } from './demo.ts'

/** Talent management: its demo (lookups, then the employees' occurrences). */
export const adaptadoresGestaoTalentos = defineAdaptadores({
  nome: 'gestao-talentos',
  camada: () => Layer.empty,
  semearCadastrosDemo: semearCadastrosDemoGestaoTalentos,
})
