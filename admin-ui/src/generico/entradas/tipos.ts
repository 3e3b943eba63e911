import type { Campo } from '../../../../core/shared/campos.ts'

/** What a custom input of a declared field receives (see ENTRADAS_PERSONALIZADAS). */
export interface EntradaPersonalizadaProps {
  readonly fonte: string
  readonly campo: Campo
  readonly modo: 'create' | 'update'
}
