import { useId, useRef, useState, type FormEvent } from 'react'
import { normalizarCpf, validarCpf } from '../../../core/shared/br/cpf.ts'
import { ErroApi, mensagemDe, requisitar } from '../api.ts'
import { Alerta } from '../componentes/Alerta.tsx'
import { Icone } from '../componentes/Icone.tsx'
import { lerInteiro, urlExterna } from '../empresa.ts'
import { useMarca } from '../marca.tsx'
import { mascararCpfDigitando } from '../mascaras.ts'
import { usePortal } from '../portal.tsx'
import { Link, navegar, useLocalizacao } from '../roteador.tsx'
import { useSessao } from '../sessao.tsx'
import { TEXTOS } from '../textos.ts'
import { useTitulo } from '../titulo.ts'

interface RespostaLogin {
  readonly authenticated: boolean
  readonly solicitacaoId?: string | number | null
}

type Campo = 'cpf' | 'senha'

interface Falha {
  readonly tipo: 'erro' | 'aviso'
  readonly titulo: string
  readonly texto: string
  readonly itens?: ReadonlyArray<string>
}

/** Server field names of POST /externo/login mapped onto the form. */
const CAMPO_DO_SERVIDOR: Record<string, Campo> = { username: 'cpf', password: 'senha' }

/** Candidate login (spec 000 §2.4, §5, §7.2): CPF and password, form-encoded, then the ads board. */
export const PaginaLogin = () => {
  const { empresaId } = usePortal()
  const { recarregar } = useSessao()
  const marca = useMarca()
  const loc = useLocalizacao()
  const solicitacaoId = lerInteiro(loc.query, 'solicitacaoId')
  const id = useId()
  const [cpf, setCpf] = useState('')
  const [senha, setSenha] = useState('')
  const [verSenha, setVerSenha] = useState(false)
  const [erros, setErros] = useState<Partial<Record<Campo, string>>>({})
  const [falha, setFalha] = useState<Falha | null>(null)
  const [enviando, setEnviando] = useState(false)
  const refs = { cpf: useRef<HTMLInputElement>(null), senha: useRef<HTMLInputElement>(null) }
  useTitulo(TEXTOS.entrar)

  const nomeEmpresa = marca.estado === 'pronta' ? marca.config.nome : undefined

  const focarPrimeiro = (e: Partial<Record<Campo, string>>) => {
    const primeiro = (['cpf', 'senha'] as const).find((c) => e[c])
    if (primeiro) refs[primeiro].current?.focus()
  }

  const enviar = async (ev: FormEvent) => {
    ev.preventDefault()
    if (enviando) return
    const novos: Partial<Record<Campo, string>> = {}
    if (!cpf.trim()) novos.cpf = TEXTOS.cpfObrigatorio
    else if (!validarCpf(cpf)) novos.cpf = TEXTOS.cpfInvalido
    if (!senha) novos.senha = TEXTOS.senhaObrigatoria
    setErros(novos)
    if (empresaId === undefined) {
      setFalha({ tipo: 'aviso', titulo: TEXTOS.aviso, texto: TEXTOS.empresaObrigatoria })
      return
    }
    if (Object.keys(novos).length) {
      setFalha(null)
      focarPrimeiro(novos)
      return
    }
    setFalha(null)
    setEnviando(true)
    try {
      const r = await requisitar<RespostaLogin>('/externo/login', {
        metodo: 'POST',
        query: { solicitacaoId },
        form: { username: normalizarCpf(cpf), password: senha, empresaId: String(empresaId) },
      })
      await recarregar()
      // After login: the ads board, on the ad of the link's request when there is one.
      navegar(urlExterna('/anuncios', { empresaId, solicitacaoId: r?.solicitacaoId ?? solicitacaoId }), { substituir: true })
    } catch (e) {
      setEnviando(false)
      if (e instanceof ErroApi && e.code === 'FIELD_VALIDATION_VIOLATION') {
        const porCampo: Partial<Record<Campo, string>> = {}
        const outros: string[] = []
        for (const x of e.errors) {
          const c = CAMPO_DO_SERVIDOR[x.field]
          if (c && !porCampo[c]) porCampo[c] = x.message
          else if (!c) outros.push(x.message)
        }
        setErros(porCampo)
        setFalha({ tipo: 'aviso', titulo: TEXTOS.aviso, texto: e.message, itens: outros })
        focarPrimeiro(porCampo)
        return
      }
      const aviso = e instanceof ErroApi && e.status === 400
      setFalha({ tipo: aviso ? 'aviso' : 'erro', titulo: aviso ? TEXTOS.aviso : TEXTOS.erro, texto: mensagemDe(e) })
      if (e instanceof ErroApi && e.code === 'LOGIN_INVALIDO') {
        setSenha('')
        refs.senha.current?.focus()
      }
    }
  }

  const campo = (c: Campo) => ({
    id: `${id}-${c}`,
    'aria-invalid': erros[c] ? true : undefined,
    'aria-describedby': erros[c] ? `${id}-${c}-erro` : undefined,
  })

  return (
    <div className="login">
      <section className="cartao login__cartao" aria-labelledby={`${id}-titulo`}>
        <div className="login__topo">
          <span className="login__selo" aria-hidden="true">
            <Icone nome="cadeado" />
          </span>
          <h1 id={`${id}-titulo`}>{TEXTOS.loginTitulo}</h1>
          {nomeEmpresa ? <p className="login__empresa">{nomeEmpresa}</p> : null}
          <p className="login__subtitulo">{TEXTOS.loginSubtitulo}</p>
        </div>

        {empresaId === undefined ? <Alerta tipo="info">{TEXTOS.loginSemEmpresa}</Alerta> : null}
        {falha ? (
          <Alerta tipo={falha.tipo} titulo={falha.titulo} itens={falha.itens} onFechar={() => setFalha(null)}>
            {falha.texto}
          </Alerta>
        ) : null}

        <form className="formulario" onSubmit={enviar} noValidate>
          <div className={`campo${erros.cpf ? ' campo--erro' : ''}`}>
            <label htmlFor={`${id}-cpf`}>{TEXTOS.cpf}</label>
            <input
              {...campo('cpf')}
              ref={refs.cpf}
              name="username"
              type="text"
              inputMode="numeric"
              autoComplete="username"
              placeholder="000.000.000-00"
              maxLength={14}
              value={cpf}
              onChange={(e) => {
                setCpf(mascararCpfDigitando(e.target.value))
                if (erros.cpf) setErros((x) => ({ ...x, cpf: undefined }))
              }}
            />
            {erros.cpf ? (
              <span className="campo__erro" id={`${id}-cpf-erro`}>
                {erros.cpf}
              </span>
            ) : null}
          </div>

          <div className={`campo${erros.senha ? ' campo--erro' : ''}`}>
            <label htmlFor={`${id}-senha`}>{TEXTOS.senha}</label>
            <div className="campo__grupo">
              <input
                {...campo('senha')}
                ref={refs.senha}
                name="password"
                type={verSenha ? 'text' : 'password'}
                autoComplete="current-password"
                value={senha}
                onChange={(e) => {
                  setSenha(e.target.value)
                  if (erros.senha) setErros((x) => ({ ...x, senha: undefined }))
                }}
              />
              <button
                type="button"
                className="campo__acessorio"
                onClick={() => setVerSenha((v) => !v)}
                aria-pressed={verSenha}
                aria-controls={`${id}-senha`}
              >
                {verSenha ? 'Ocultar' : 'Mostrar'}
              </button>
            </div>
            {erros.senha ? (
              <span className="campo__erro" id={`${id}-senha-erro`}>
                {erros.senha}
              </span>
            ) : null}
          </div>

          <button type="submit" className="botao botao--principal botao--bloco" disabled={enviando}>
            {enviando ? TEXTOS.entrando : TEXTOS.entrar}
          </button>
        </form>

        <div className="login__links">
          <Link para={urlExterna('/recuperar-senha', { empresaId })}>{TEXTOS.esqueciSenha}</Link>
          <span>
            {TEXTOS.semCadastro} <Link para={urlExterna('/candidatos/new', { empresaId, solicitacaoId })}>{TEXTOS.cadastreSe}</Link>
          </span>
        </div>
      </section>
    </div>
  )
}
