import type { ReactNode } from 'react'
import { useMarca } from '../marca.tsx'
import { usePortal } from '../portal.tsx'
import { TEXTOS } from '../textos.ts'
import { Cabecalho } from './Cabecalho.tsx'

/**
 * Candidate layout: header, the screen, a discreet footer; the 'Saindo…' veil during logout. `paraColaborador`: a page
 * for someone who is not a candidate (the exit interview link): the company's brand only, no candidate actions.
 */
export const Layout = ({ children, paraColaborador = false }: { children: ReactNode; readonly paraColaborador?: boolean }) => {
  const { saindo } = usePortal()
  const marca = useMarca()
  const nome = marca.estado === 'pronta' ? marca.config.nome : undefined
  return (
    <div className="pagina">
      <a className="pular" href="#conteudo">
        Ir para o conteúdo
      </a>
      <Cabecalho paraColaborador={paraColaborador} />
      <main id="conteudo" className="conteudo" tabIndex={-1}>
        {children}
      </main>
      <footer className="rodape">
        {paraColaborador ? (nome ?? '') : TEXTOS.portal}
        {nome && !paraColaborador ? ` · ${nome}` : ''}
      </footer>
      {saindo ? (
        <div className="veu" role="status" aria-live="polite">
          <div className="veu__caixa">
            <span className="giro" aria-hidden="true" />
            {TEXTOS.saindo}
          </div>
        </div>
      ) : null}
    </div>
  )
}
