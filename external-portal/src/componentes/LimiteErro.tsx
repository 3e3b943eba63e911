import { Component, type ErrorInfo, type ReactNode } from 'react'

/** Uncaught rendering errors show the internal-error page (spec 000 §2.1, §8) instead of a blank screen. */
export class LimiteErro extends Component<{ children: ReactNode }, { erro: Error | null }> {
  override state: { erro: Error | null } = { erro: null }

  static getDerivedStateFromError(erro: unknown) {
    return { erro: erro instanceof Error ? erro : new Error(String(erro)) }
  }

  override componentDidCatch(erro: unknown, info: ErrorInfo) {
    console.error(erro, info.componentStack)
  }

  override render() {
    const { erro } = this.state
    if (!erro) return this.props.children
    const linhas = `${erro.name}: ${erro.message}\n${erro.stack ?? ''}`.split('\n').filter(Boolean)
    return (
      <main className="conteudo">
        <section className="cartao cartao--centro estado">
          <p className="estado__codigo" aria-hidden="true">
            500
          </p>
          <h1>Erro Interno</h1>
          <p className="estado__texto">ERRO 500 - ERRO INTERNO DO SERVIDOR</p>
          <button type="button" className="botao botao--principal" onClick={() => window.location.reload()}>
            Recarregar a página
          </button>
          <details className="detalhes">
            <summary>Ver detalhes do erro</summary>
            <ol>
              {linhas.map((l, i) => (
                <li key={i}>{l}</li>
              ))}
            </ol>
          </details>
        </section>
      </main>
    )
  }
}
