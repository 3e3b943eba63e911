import { telasItemCompetencia } from '../competencias/ItemCompetencia.tsx'

/** One form for the three kinds of CHA item (../competencias/ItemCompetencia.tsx). */
export default telasItemCompetencia
