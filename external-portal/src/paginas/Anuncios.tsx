import { useEffect, useState } from 'react'
import { DialogoCompartilhar } from '../componentes/Compartilhar.tsx'
import { urlExterna } from '../empresa.ts'
import { Link, navegar } from '../roteador.tsx'
import { ErroApi, mensagemDe, requisitar } from '../api.ts'
import { Alerta } from '../componentes/Alerta.tsx'
import { Icone } from '../componentes/Icone.tsx'
import { lerInteiro } from '../empresa.ts'
import { useMarca } from '../marca.tsx'
import { dataBr } from '../mascaras.ts'
import { usePortal } from '../portal.tsx'
import { useLocalizacao } from '../roteador.tsx'
import { TEXTOS } from '../textos.ts'
import { useTitulo } from '../titulo.ts'

/** An open ad as the board shows it (spec 000 §3.2, subset). */
export interface Anuncio {
  readonly id: number
  readonly titulo: string
  readonly descricao: string
  readonly previsaoEncerramento?: string | null
  readonly solicitacao?: { readonly id?: number } | null
}

type Estado =
  | { readonly tipo: 'carregando' }
  | { readonly tipo: 'erro'; readonly erro: unknown }
  | { readonly tipo: 'pronto'; readonly anuncios: ReadonlyArray<Anuncio> }

/** Open vacancies of the company (public). A `solicitacaoId` in the link highlights its ad. */
export const PaginaAnuncios = () => {
  const { empresaId, candidato } = usePortal()
  const [compartilhar, setCompartilhar] = useState<number | null>(null)
  const [aviso, setAviso] = useState<{ tipo: 'sucesso' | 'aviso' | 'erro'; texto: string } | null>(null)
  // The requests this candidate has applied to: their ads say so instead of offering 'Candidatar-se' again.
  const [aplicadas, setAplicadas] = useState<ReadonlySet<number>>(new Set())
  useEffect(() => {
    if (!candidato) return setAplicadas(new Set())
    const ctrl = new AbortController()
    requisitar<ReadonlyArray<{ solicitacaoId: number; removedAt: string | null }>>('/externo/candidato-solicitacao', { signal: ctrl.signal }).then(
      (l) => setAplicadas(new Set(l.filter((c) => !c.removedAt).map((c) => c.solicitacaoId))),
      () => undefined,
    )
    return () => ctrl.abort()
  }, [candidato])
  const candidatar = async (a: Anuncio) => {
    const sid = a.solicitacao?.id
    if (!candidato) return navegar(urlExterna('/login', { empresaId, solicitacaoId: sid }))
    try {
      const r = await requisitar<{ message: string }>('/externo/candidato-solicitacao', { metodo: 'POST', query: { solicitacaoId: sid } })
      setAviso({ tipo: 'sucesso', texto: r.message })
      if (sid !== undefined) setAplicadas((x) => new Set([...x, sid]))
    } catch (e) {
      setAviso({ tipo: e instanceof ErroApi && e.status === 400 ? 'aviso' : 'erro', texto: mensagemDe(e) })
    }
  }
  const marca = useMarca()
  const loc = useLocalizacao()
  const solicitacaoId = lerInteiro(loc.query, 'solicitacaoId')
  const [estado, setEstado] = useState<Estado>({ tipo: 'carregando' })
  const [tentativa, setTentativa] = useState(0)
  useTitulo(TEXTOS.vagasAbertas)

  useEffect(() => {
    if (empresaId === undefined) return
    const ctrl = new AbortController()
    setEstado({ tipo: 'carregando' })
    requisitar<Anuncio[]>('/externo/anuncios', { query: { empresaId }, signal: ctrl.signal }).then(
      (a) => setEstado({ tipo: 'pronto', anuncios: Array.isArray(a) ? a : [] }),
      (erro) => {
        if ((erro as Error)?.name !== 'AbortError') setEstado({ tipo: 'erro', erro })
      },
    )
    return () => ctrl.abort()
  }, [empresaId, tentativa])

  // The ad of the link scrolls into view once the list is there.
  const alvo = estado.tipo === 'pronto' ? estado.anuncios.find((a) => solicitacaoId !== undefined && a.solicitacao?.id === solicitacaoId) : undefined
  useEffect(() => {
    if (alvo) document.getElementById(`anuncio-${alvo.id}`)?.scrollIntoView({ block: 'center' })
  }, [alvo])

  const nomeEmpresa = marca.estado === 'pronta' ? marca.config.nome : undefined

  return (
    <div className="anuncios">
      <header className="titulo-pagina">
        <h1>{TEXTOS.vagasAbertas}</h1>
        <p>{nomeEmpresa ? `${nomeEmpresa} · ${TEXTOS.anunciosSubtitulo}` : TEXTOS.anunciosSubtitulo}</p>
        {candidato ? (
          <p>
            <Link para={urlExterna('/candidato-solicitacoes', { empresaId })}>Minhas Candidaturas</Link>
          </p>
        ) : null}
      </header>

      {aviso ? (
        <Alerta tipo={aviso.tipo} titulo={aviso.tipo === 'aviso' ? TEXTOS.aviso : aviso.tipo === 'erro' ? TEXTOS.erro : undefined} onFechar={() => setAviso(null)}>
          {aviso.texto}
        </Alerta>
      ) : null}
      {compartilhar !== null ? <DialogoCompartilhar anuncioId={compartilhar} onFechar={() => setCompartilhar(null)} /> : null}
      {empresaId === undefined ? (
        <Alerta tipo="info">{TEXTOS.anunciosSemEmpresa}</Alerta>
      ) : estado.tipo === 'carregando' ? (
        <ul className="grade" aria-busy="true" aria-label={TEXTOS.carregando}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="cartao anuncio anuncio--esqueleto" aria-hidden="true">
              <span className="esqueleto esqueleto--titulo" />
              <span className="esqueleto" />
              <span className="esqueleto esqueleto--curto" />
            </li>
          ))}
        </ul>
      ) : estado.tipo === 'erro' ? (
        <Alerta
          tipo={estado.erro instanceof ErroApi && estado.erro.status === 400 ? 'aviso' : 'erro'}
          titulo={estado.erro instanceof ErroApi && estado.erro.status === 400 ? TEXTOS.aviso : TEXTOS.erro}
        >
          {mensagemDe(estado.erro)}
          {estado.erro instanceof ErroApi && estado.erro.status >= 400 && estado.erro.status < 500 ? null : (
            <>
              {' '}
              <button type="button" className="link-botao" onClick={() => setTentativa((t) => t + 1)}>
                {TEXTOS.tentarNovamente}
              </button>
            </>
          )}
        </Alerta>
      ) : estado.anuncios.length === 0 ? (
        <div className="cartao vazio">
          <Icone nome="vagas" className="vazio__icone" />
          <p>{TEXTOS.nenhumaVaga}</p>
        </div>
      ) : (
        <ul className="grade">
          {estado.anuncios.map((a) => (
            <li key={a.id} id={`anuncio-${a.id}`} className={`cartao anuncio${a === alvo ? ' anuncio--destaque' : ''}`}>
              <h2 className="anuncio__titulo">{a.titulo}</h2>
              <p className="anuncio__descricao">{a.descricao}</p>
              {a.previsaoEncerramento ? (
                <p className="anuncio__previsao">
                  <Icone nome="calendario" />
                  <span>
                    {TEXTOS.previsaoEncerramento}
                    {dataBr(a.previsaoEncerramento)}
                  </span>
                </p>
              ) : null}
              <div className="acoes">
                {a.solicitacao?.id !== undefined && aplicadas.has(a.solicitacao.id) ? (
                  <p className="anuncio__aplicado" role="status">
                    {TEXTOS.jaCandidatou}
                  </p>
                ) : (
                  <button type="button" className="botao botao--principal" onClick={() => void candidatar(a)}>
                    Candidatar-se
                  </button>
                )}
                <button type="button" className="botao botao--contorno" onClick={() => setCompartilhar(a.id)}>
                  Indicar a um amigo
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
