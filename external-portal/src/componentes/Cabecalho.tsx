import { useEffect, useRef, useState } from 'react'
import { formatarCpf } from '../../../core/shared/br/cpf.ts'
import { urlExterna, lerInteiro } from '../empresa.ts'
import { logoSeguro, useMarca } from '../marca.tsx'
import { limitar } from '../mascaras.ts'
import { usePortal } from '../portal.tsx'
import { Link, useLocalizacao } from '../roteador.tsx'
import { TEXTOS } from '../textos.ts'
import { Icone, type NomeIcone } from './Icone.tsx'

/** Candidate name shown in the header (spec 000 §9). */
export const LIMITE_NOME = 20

interface Acao {
  readonly rotulo: string
  readonly para: string
  readonly icone: NomeIcone
  readonly ativa: boolean
}

/** Company logo (or name), then 'Entrar' or the candidate's greeting and actions (spec 000 §2.4). */
export const Cabecalho = ({ paraColaborador = false }: { readonly paraColaborador?: boolean }) => {
  const { empresaId, empresaInvalida, candidato, sessaoCarregando, sair, saindo } = usePortal()
  const marca = useMarca()
  const loc = useLocalizacao()
  const [aberto, setAberto] = useState(false)
  const refCabecalho = useRef<HTMLElement>(null)
  const refBotaoMenu = useRef<HTMLButtonElement>(null)

  const config = marca.estado === 'pronta' ? marca.config : undefined
  const logo = logoSeguro(config)
  const nomeEmpresa = config?.nome
  const solicitacaoId = lerInteiro(loc.query, 'solicitacaoId')
  const inicio = urlExterna('/anuncios', { empresaId })

  // The compact menu closes on navigation, Escape, a click outside it, or when the window grows past 1024 px.
  useEffect(() => setAberto(false), [loc.href])
  useEffect(() => {
    if (!aberto) return
    const tecla = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setAberto(false)
        refBotaoMenu.current?.focus()
      }
    }
    const clique = (e: PointerEvent) => {
      if (!refCabecalho.current?.contains(e.target as Node)) setAberto(false)
    }
    const largura = window.matchMedia('(min-width: 1025px)')
    const mudou = () => largura.matches && setAberto(false)
    document.addEventListener('keydown', tecla)
    document.addEventListener('pointerdown', clique)
    largura.addEventListener('change', mudou)
    return () => {
      document.removeEventListener('keydown', tecla)
      document.removeEventListener('pointerdown', clique)
      largura.removeEventListener('change', mudou)
    }
  }, [aberto])

  const acoes: Acao[] = candidato
    ? [
        { rotulo: TEXTOS.vagasAbertas, para: inicio, icone: 'vagas', ativa: loc.caminho === '/externo/anuncios' },
        {
          rotulo: TEXTOS.editarCadastro,
          para: urlExterna(`/candidatos/${candidato.id}`, { empresaId }),
          icone: 'usuario',
          ativa: loc.caminho === `/externo/candidatos/${candidato.id}` && loc.query.get('tab') !== 'senha',
        },
        {
          rotulo: TEXTOS.minhasCandidaturas,
          para: urlExterna('/candidato-solicitacoes', { empresaId }),
          icone: 'lista',
          ativa: loc.caminho === '/externo/candidato-solicitacoes',
        },
        {
          rotulo: TEXTOS.anexarDocumentos,
          para: urlExterna(`/candidatos/${candidato.id}/documentos-anexos`, { empresaId }),
          icone: 'anexo',
          ativa: loc.caminho.startsWith(`/externo/candidatos/${candidato.id}/documentos-anexos`),
        },
        {
          rotulo: TEXTOS.alterarSenha,
          para: urlExterna(`/candidatos/${candidato.id}`, { empresaId, tab: 'senha' }),
          icone: 'chave',
          ativa: loc.caminho === `/externo/candidatos/${candidato.id}` && loc.query.get('tab') === 'senha',
        },
      ]
    : []

  const saudacao = candidato ? (
    <div className="saudacao" title={candidato.nome}>
      <span className="saudacao__nome">
        {TEXTOS.ola}
        {limitar(candidato.nome, LIMITE_NOME)}
      </span>
      {candidato.cpf ? <span className="saudacao__cpf">{formatarCpf(candidato.cpf)}</span> : null}
    </div>
  ) : null

  const botaoSair = (compacto: boolean) => (
    <button type="button" className={`acao acao--sair${compacto ? '' : ' sair-largo'}`} onClick={() => {
        setAberto(false)
        sair()
      }}
      disabled={saindo}
    >
      <Icone nome="sair" />
      <span>{TEXTOS.sair}</span>
    </button>
  )

  const links = (compacta: boolean) =>
    acoes.map((a) => (
      <Link key={a.rotulo} para={a.para} className={compacta ? 'acao' : 'aba'} aria-current={a.ativa ? 'page' : undefined}>
        {compacta ? <Icone nome={a.icone} /> : null}
        <span>{a.rotulo}</span>
      </Link>
    ))

  const marcaVisual = logo ? (
    <img className="marca__logo" src={logo} alt={nomeEmpresa ?? TEXTOS.portal} />
  ) : (
    <span className="marca__nome">{marca.estado === 'carregando' ? '\u00a0' : (nomeEmpresa ?? (paraColaborador ? '' : TEXTOS.portal))}</span>
  )

  if (paraColaborador)
    return (
      <header className="cabecalho">
        <div className="cabecalho__barra">
          <span className="marca">{marcaVisual}</span>
        </div>
      </header>
    )

  return (
    <header className="cabecalho" ref={refCabecalho}>
      <div className="cabecalho__barra">
        <Link para={inicio} className="marca" aria-label={`${nomeEmpresa ?? TEXTOS.portal} – ${TEXTOS.vagasAbertas}`}>
          {marcaVisual}
        </Link>
        <div className="cabecalho__direita">
          {sessaoCarregando || empresaInvalida ? null : candidato ? (
            <>
              {saudacao}
              {botaoSair(false)}
              <button
                ref={refBotaoMenu}
                type="button"
                className="botao-menu"
                aria-expanded={aberto}
                aria-controls="menu-compacto"
                aria-label={aberto ? TEXTOS.fecharMenu : TEXTOS.menu}
                onClick={() => setAberto((a) => !a)}
              >
                <Icone nome={aberto ? 'fechar' : 'menu'} />
              </button>
            </>
          ) : (
            <Link para={urlExterna('/login', { empresaId, solicitacaoId })} className="botao botao--principal botao--entrar">
              {TEXTOS.entrar}
            </Link>
          )}
        </div>
      </div>
      {candidato ? (
        <nav className="abas" aria-label="Área do candidato">
          <div className="abas__trilho">{links(false)}</div>
        </nav>
      ) : null}
      {candidato && aberto ? (
        <nav id="menu-compacto" className="menu-compacto" aria-label="Área do candidato">
          <div className="menu-compacto__saudacao">{saudacao}</div>
          {links(true)}
          {botaoSair(true)}
        </nav>
      ) : null}
    </header>
  )
}
