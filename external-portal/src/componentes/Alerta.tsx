import type { ReactNode } from 'react'
import { TEXTOS } from '../textos.ts'
import { Icone } from './Icone.tsx'

export type TipoAlerta = 'erro' | 'aviso' | 'info' | 'sucesso'

/** A message block of the message area: title, text, optional per-field bullets, closable when onFechar is given. */
export const Alerta = ({
  tipo,
  titulo,
  itens,
  onFechar,
  children,
}: {
  tipo: TipoAlerta
  titulo?: string
  itens?: ReadonlyArray<string>
  onFechar?: () => void
  children: ReactNode
}) => (
  <div className={`alerta alerta--${tipo}`} role={tipo === 'erro' || tipo === 'aviso' ? 'alert' : 'status'}>
    <Icone nome={tipo === 'sucesso' ? 'ok' : tipo === 'info' ? 'info' : 'alerta'} className="alerta__icone" />
    <div className="alerta__corpo">
      {titulo ? <strong className="alerta__titulo">{titulo}</strong> : null}
      <div className="alerta__texto">{children}</div>
      {itens && itens.length > 0 ? (
        <ul className="alerta__itens">
          {itens.map((i, n) => (
            <li key={n}>{i}</li>
          ))}
        </ul>
      ) : null}
    </div>
    {onFechar ? (
      <button type="button" className="alerta__fechar" onClick={onFechar} aria-label={TEXTOS.fechar}>
        <Icone nome="fechar" />
      </button>
    ) : null}
  </div>
)
