import { useState } from 'react'
import { useFocoDoDialogo } from '../../componentes/foco.ts'

/** The privacy term dialog (spec 000 §2.4, §4): Continuar only after the box is ticked. */
export const DialogoTermo = ({ html, onContinuar, onFechar }: { html: string; onContinuar: () => void; onFechar: () => void }) => {
  const [marcado, setMarcado] = useState(false)
  const foco = useFocoDoDialogo<HTMLDivElement>(onFechar)
  return (
    <div className="veu" role="dialog" aria-modal="true" aria-labelledby="termo-titulo" onKeyDown={foco.onKeyDown}>
      <div className="veu__caixa dialogo" ref={foco.ref}>
        <h2 id="termo-titulo">Termo de Privacidade e Política de Segurança</h2>
        <div className="termo" dangerouslySetInnerHTML={{ __html: html }} />
        <label className="marcar">
          <input type="checkbox" checked={marcado} onChange={(e) => setMarcado(e.target.checked)} /> Li e aceito o Termo de Privacidade e Política de Segurança
        </label>
        <div className="acoes">
          <button type="button" className="botao botao--contorno" onClick={onFechar}>
            Cancelar
          </button>
          <button type="button" className="botao botao--principal" disabled={!marcado} onClick={onContinuar}>
            Continuar
          </button>
        </div>
      </div>
    </div>
  )
}
