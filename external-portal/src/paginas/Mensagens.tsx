import { Alerta } from '../componentes/Alerta.tsx'
import { Icone } from '../componentes/Icone.tsx'
import { urlExterna } from '../empresa.ts'
import { usePortal } from '../portal.tsx'
import { Link } from '../roteador.tsx'
import { TEXTOS } from '../textos.ts'
import { useTitulo } from '../titulo.ts'

/** Unknown /externo/* path (spec 000 §2.1); home for candidates is the ads board of the company. */
export const PaginaNaoEncontrada = () => {
  const { empresaId } = usePortal()
  useTitulo(TEXTOS.naoEncontradaTitulo)
  return (
    <section className="cartao cartao--centro estado">
      <p className="estado__codigo" aria-hidden="true">
        404
      </p>
      <h1>{TEXTOS.naoEncontradaTitulo}</h1>
      <p className="estado__texto">{TEXTOS.naoEncontradaTexto}</p>
      <Link para={urlExterna('/anuncios', { empresaId })} className="botao botao--principal">
        <Icone nome="casa" />
        <span>{TEXTOS.voltarInicio}</span>
      </Link>
    </section>
  )
}

/** A registered route whose screen is not in this version: says so plainly (nothing pretends to work). */
export const PaginaIndisponivel = ({ titulo }: { titulo: string }) => {
  const { empresaId } = usePortal()
  useTitulo(titulo)
  return (
    <section className="cartao cartao--centro estado">
      <Icone nome="info" className="estado__icone" />
      <h1>{titulo}</h1>
      <p className="estado__texto">{TEXTOS.indisponivel}</p>
      <Link para={urlExterna('/anuncios', { empresaId })} className="botao botao--contorno">
        <Icone nome="vagas" />
        <span>{TEXTOS.vagasAbertas}</span>
      </Link>
    </section>
  )
}

/** Non-numeric empresaId in the link (spec 000 §2.4). */
export const PaginaEmpresaInvalida = () => {
  useTitulo(TEXTOS.portal)
  return (
    <section className="cartao cartao--estreito">
      <Alerta tipo="erro" titulo={TEXTOS.erro}>
        {TEXTOS.empresaInvalida}
      </Alerta>
    </section>
  )
}

/** Placeholder while the session is read (no flash of the wrong screen). */
export const Carregando = () => (
  <div className="carregando" role="status" aria-live="polite">
    <span className="giro" aria-hidden="true" />
    <span className="sr">{TEXTOS.carregando}</span>
  </div>
)
