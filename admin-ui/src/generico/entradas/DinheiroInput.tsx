import { formatarDinheiro, parseDinheiro } from '../../../../core/shared/formatos.ts'
import { NumeroFormatadoInput, type PropsNumero } from './NumeroFormatadoInput.tsx'

/** Money in integer centavos, typed in pt-BR ('1.234,56') and shown as 'R$ 1.234,56' once the field is left. */
export const DinheiroInput = (props: PropsNumero) => <NumeroFormatadoInput {...props} mostrar={formatarDinheiro} ler={parseDinheiro} />
