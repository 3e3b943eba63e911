import { mascararFoneDigitando } from '../../../../core/shared/formatos.ts'
import type { CamposDoCadastro } from './campos.tsx'

const soDigitos = (s: string, n: number) => s.replace(/\D/g, '').slice(0, n)

/** Contato: mobile and landline, each with its DDD. */
export const Contato = ({ c }: { c: CamposDoCadastro }) => (
  <fieldset>
    <legend>Contato</legend>
    <div className="grade">
      <div className="linha">
        {c.campo('dddCelular', 'DDD', { mascara: (s) => soDigitos(s, 2), max: 2, modo: 'numeric' })}
        {c.campo('foneCelular', 'Celular', { mascara: mascararFoneDigitando, max: 10, modo: 'numeric', placeholder: '00000-0000' })}
      </div>
      <div className="linha">
        {c.campo('ddd', 'DDD', { mascara: (s) => soDigitos(s, 2), max: 2, modo: 'numeric' })}
        {c.campo('foneFixo', 'Telefone Fixo', { mascara: mascararFoneDigitando, max: 10, modo: 'numeric', placeholder: '0000-0000' })}
      </div>
    </div>
  </fieldset>
)
