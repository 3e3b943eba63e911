import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { mensagemDe, requisitar } from './api.ts'
import { Alerta } from './componentes/Alerta.tsx'
import { Layout } from './componentes/Layout.tsx'
import { lerEmpresaId, lerInteiro, urlExterna } from './empresa.ts'
import { ProvedorMarca } from './marca.tsx'
import { PaginaAnuncios } from './paginas/Anuncios.tsx'
import { PaginaLogin } from './paginas/Login.tsx'
import { PaginaAnexos } from './paginas/Anexos.tsx'
import { PaginaAvaliacoes, PaginaCandidaturas, PaginaHistorico } from './paginas/Candidaturas.tsx'
import { PaginaRecuperarSenha } from './paginas/RecuperarSenha.tsx'
import { PaginaEntrevistaDesligamento } from './paginas/EntrevistaDesligamento.tsx'
import { PaginaVerificarCertificado } from './paginas/VerificarCertificado.tsx'
import { Carregando, PaginaEmpresaInvalida, PaginaIndisponivel, PaginaNaoEncontrada } from './paginas/Mensagens.tsx'
import { ContextoPortal, type ValorPortal } from './portal.tsx'
import { navegar, Redirecionar, useLocalizacao } from './roteador.tsx'
import { resolverRota } from './rotas.ts'
import { useSessao } from './sessao.tsx'
import { TEXTOS } from './textos.ts'

// The registration form (address, sub-list dialogs) is the heaviest page: loaded only when opened.
const PaginaCadastro = lazy(() => import('./paginas/Cadastro.tsx').then((m) => ({ default: m.PaginaCadastro })))

/** External logout wait (spec 000 §9). */
export const ESPERA_SAIDA_MS = 2000

const esperar = (ms: number) => new Promise<void>((ok) => window.setTimeout(ok, ms))

/** Routes, guards (spec 000 §2.2) and the company in effect. */
export const App = () => {
  const loc = useLocalizacao()
  const { sessao, esquecer } = useSessao()
  const [saindo, setSaindo] = useState(false)
  const [erroSaida, setErroSaida] = useState<string | null>(null)
  const [erroSessaoFechado, setErroSessaoFechado] = useState(false)

  const param = lerEmpresaId(loc.query)
  const logadoNaEmpresa =
    sessao.estado === 'logado' && (param.tipo === 'ausente' || (param.tipo === 'valida' && param.id === sessao.empresaId))
  const empresaId = param.tipo === 'valida' ? param.id : param.tipo === 'ausente' && sessao.estado === 'logado' ? sessao.empresaId : undefined
  const candidato = logadoNaEmpresa && sessao.estado === 'logado' ? sessao.candidato : undefined

  const sair = useCallback(async () => {
    setSaindo(true)
    setErroSaida(null)
    try {
      await requisitar('/externo/userinfo/logout', { metodo: 'POST' })
    } catch (e) {
      setSaindo(false)
      setErroSaida(mensagemDe(e))
      return
    }
    await esperar(ESPERA_SAIDA_MS)
    esquecer()
    setSaindo(false)
    navegar(urlExterna('/login', { empresaId }), { substituir: true })
  }, [esquecer, empresaId])

  const portal = useMemo<ValorPortal>(
    () => ({
      empresaId,
      empresaInvalida: param.tipo === 'invalida',
      candidato,
      sessaoCarregando: sessao.estado === 'carregando',
      saindo,
      sair: () => void sair(),
    }),
    [empresaId, param.tipo, candidato, sessao.estado, saindo, sair],
  )

  const rota = resolverRota(loc.caminho, loc.query)
  const solicitacaoId = lerInteiro(loc.query, 'solicitacaoId')

  const tela = () => {
    if (param.tipo === 'invalida') return <PaginaEmpresaInvalida />
    // /externo → /externo/login, keeping the query (empresaId, solicitacaoId).
    if (rota.tipo === 'raiz') return <Redirecionar para={`/externo/login${window.location.search}`} />
    const precisaSessao = rota.tipo === 'login' || ((rota.tipo === 'indisponivel' || rota.tipo === 'tela') && rota.protegida)
    if (sessao.estado === 'carregando' && precisaSessao) return <Carregando />
    // A logged-in candidate's company goes into the URL when the link lacked it.
    if (candidato && param.tipo === 'ausente' && empresaId !== undefined) {
      const q = new URLSearchParams(loc.query)
      q.set('empresaId', String(empresaId))
      return <Redirecionar para={`${window.location.pathname}?${q}`} />
    }
    switch (rota.tipo) {
      case 'login':
        return candidato ? <Redirecionar para={urlExterna('/anuncios', { empresaId, solicitacaoId })} /> : <PaginaLogin />
      case 'anuncios':
        return <PaginaAnuncios />
      case 'tela':
        if (rota.protegida && !candidato) return <Redirecionar para={urlExterna('/login', { empresaId })} />
        if (rota.id !== undefined && candidato && rota.id !== candidato.id) return <PaginaNaoEncontrada />
        switch (rota.tela) {
          case 'cadastro':
            return (
              <Suspense fallback={<Carregando />}>
                <PaginaCadastro key={loc.href} {...(rota.id !== undefined ? { id: rota.id } : {})} />
              </Suspense>
            )
          case 'anexos':
            return <PaginaAnexos id={rota.id!} />
          case 'candidaturas':
            return <PaginaCandidaturas />
          case 'historico':
            return <PaginaHistorico />
          case 'avaliacoes':
            return <PaginaAvaliacoes />
          case 'recuperar':
            return <PaginaRecuperarSenha />
          case 'entrevista-desligamento':
            return <PaginaEntrevistaDesligamento />
          case 'verificar-certificado':
            return <PaginaVerificarCertificado />
        }
        break
      case 'indisponivel':
        if (rota.protegida && !candidato) return <Redirecionar para={urlExterna('/login', { empresaId })} />
        return <PaginaIndisponivel titulo={rota.titulo} />
      case 'nao-encontrada':
        return <PaginaNaoEncontrada />
    }
  }

  // The ads board reports its own failure; elsewhere a failed session read is said once, above the screen.
  const erroSessao = sessao.estado === 'anonimo' && rota.tipo !== 'anuncios' && !erroSessaoFechado ? sessao.erro : undefined

  return (
    <ContextoPortal.Provider value={portal}>
      <ProvedorMarca empresaId={empresaId}>
        <Layout paraColaborador={rota.tipo === 'tela' && (rota.tela === 'entrevista-desligamento' || rota.tela === 'verificar-certificado')}>
          {erroSessao ? (
            <Alerta tipo="erro" titulo={TEXTOS.erro} onFechar={() => setErroSessaoFechado(true)}>
              {erroSessao.message}
            </Alerta>
          ) : null}
          {erroSaida ? (
            <Alerta tipo="erro" titulo={TEXTOS.erro} onFechar={() => setErroSaida(null)}>
              {erroSaida}
            </Alerta>
          ) : null}
          {tela()}
        </Layout>
      </ProvedorMarca>
    </ContextoPortal.Provider>
  )
}
