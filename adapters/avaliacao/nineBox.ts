import { Layer } from 'effect'
import { EixoNineBoxInvertido } from '../../core/avaliacao/nineBox.ts'

/** The server setting `inverter-eixo-resultado-nineBox` (env INVERTER_EIXO_RESULTADO_NINEBOX=true), read once at start. */
export const eixoNineBoxInvertido = () => process.env['INVERTER_EIXO_RESULTADO_NINEBOX'] === 'true'

export const camadaEixoNineBox = () => Layer.succeed(EixoNineBoxInvertido, eixoNineBoxInvertido())
