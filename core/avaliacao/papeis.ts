/** Evaluator roles within a performance evaluation (spec 002 §3 enumerations). */
export const PAPEL_AVALIADOR = 'R'
export const PAPEL_AUTOAVALIACAO = 'U'
export const PAPEL_GESTOR = 'L'
export const PAPEL_LIDERADO = 'A'
export const PAPEL_PAR = 'P'
export const PAPEIS_AVALIADOR = [
  { id: PAPEL_AVALIADOR, name: 'Avaliador' },
  { id: PAPEL_AUTOAVALIACAO, name: 'Autoavaliação' },
  { id: PAPEL_GESTOR, name: 'Gestor' },
  { id: PAPEL_LIDERADO, name: 'Liderado' },
  { id: PAPEL_PAR, name: 'Par' },
] as const
export type PapelAvaliador = (typeof PAPEIS_AVALIADOR)[number]['id']
