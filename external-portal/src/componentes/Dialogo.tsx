import type { ReactNode } from 'react'
import { useFocoDoDialogo } from './foco.ts'

/** A modal dialog of the portal: title, content and the buttons of its footer (focus kept inside; Escape closes). */
export const Dialogo = ({ titulo, children, rodape, onFechar, largo }: { titulo: string; children: ReactNode; rodape: ReactNode; onFechar: () => void; largo?: boolean }) => {
  const { ref, onKeyDown } = useFocoDoDialogo<HTMLDivElement>(onFechar)
  return (
    <div className="veu veu--dialogo" role="dialog" aria-modal="true" aria-label={titulo} onKeyDown={onKeyDown}>
      <div className={`veu__caixa dialogo${largo ? ' dialogo--item' : ''}`} ref={ref}>
        <h2 className="dialogo__titulo">{titulo}</h2>
        {children}
        <div className="acoes">{rodape}</div>
      </div>
    </div>
  )
}

/** Cancelar / Confirmar over a question. */
export const Confirmacao = ({ titulo, texto, onSim, onNao }: { titulo: string; texto: string; onSim: () => void; onNao: () => void }) => (
  <Dialogo
    titulo={titulo}
    onFechar={onNao}
    rodape={
      <>
        <button type="button" className="botao botao--contorno" onClick={onNao}>
          Cancelar
        </button>
        <button type="button" className="botao botao--principal" onClick={onSim}>
          Confirmar
        </button>
      </>
    }
  >
    <p>{texto}</p>
  </Dialogo>
)
