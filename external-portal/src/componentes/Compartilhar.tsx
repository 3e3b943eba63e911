import { useState, type FormEvent } from 'react'
import { useFocoDoDialogo } from './foco.ts'
import { requisitar } from '../api.ts'
import { Aviso, Campo, errosPorCampo, mensagemDoErro, type Mensagem } from '../paginas/comum.tsx'

interface Desafio {
  readonly algorithm: string
  readonly challenge: string
  readonly maxnumber: number
  readonly salt: string
  readonly signature: string
}

const hex = (b: ArrayBuffer) => Array.from(new Uint8Array(b), (x) => x.toString(16).padStart(2, '0')).join('')

/**
 * The self-hosted proof-of-work (altcha v1 format) solved with crypto.subtle in a few lines: the widget
 * package would weigh more than the whole portal.
 */
export const resolverDesafio = async (d: Desafio): Promise<string | null> => {
  const enc = new TextEncoder()
  // Digests in parallel batches: one await per hash would make the wait seconds long.
  for (let inicio = 0; inicio <= d.maxnumber; inicio += 1000) {
    const ns = Array.from({ length: Math.min(1000, d.maxnumber - inicio + 1) }, (_, i) => inicio + i)
    const hs = await Promise.all(ns.map((n) => crypto.subtle.digest('SHA-256', enc.encode(d.salt + n))))
    const k = hs.findIndex((h) => hex(h) === d.challenge)
    if (k >= 0) return btoa(JSON.stringify({ algorithm: d.algorithm, challenge: d.challenge, number: ns[k], salt: d.salt, signature: d.signature }))
  }
  return null
}

/** 'Enviar anúncio de vaga para um amigo' (spec 000 §2.4, §3.3, §5). */
export const DialogoCompartilhar = ({ anuncioId, onFechar }: { anuncioId: number; onFechar: () => void }) => {
  const [d, setD] = useState({ nome: '', email: '', nomeAmigo: '', emailAmigo: '' })
  const [robo, setRobo] = useState<'nao' | 'resolvendo' | 'ok'>('nao')
  const foco = useFocoDoDialogo<HTMLFormElement>(onFechar)
  const [payload, setPayload] = useState('')
  const [erros, setErros] = useState<Record<string, string>>({})
  const [msg, setMsg] = useState<Mensagem | null>(null)
  const verificar = async () => {
    setRobo('resolvendo')
    try {
      const p = await resolverDesafio(await requisitar<Desafio>('/externo/desafio'))
      setPayload(p ?? '')
      setRobo(p ? 'ok' : 'nao')
    } catch {
      setRobo('nao')
    }
  }
  const enviar = async (ev: FormEvent) => {
    ev.preventDefault()
    try {
      const r = await requisitar<{ message: string }>(`/externo/anuncios/${anuncioId}/enviar-amigo`, { json: { ...d, recaptcha: payload } })
      setErros({})
      setMsg({ tipo: 'sucesso', texto: r.message })
    } catch (e) {
      setErros(errosPorCampo(e))
      setMsg(mensagemDoErro(e))
      setRobo('nao')
      setPayload('')
    }
  }
  const c = (k: keyof typeof d, label: string, max: number, tipo = 'text') => (
    <Campo id={`amigo-${k}`} label={label} erro={erros[k]} obrigatorio>
      <input id={`amigo-${k}`} name={k} type={tipo} maxLength={max} value={d[k]} onChange={(e) => setD((x) => ({ ...x, [k]: e.target.value }))} />
    </Campo>
  )
  return (
    <div className="veu" role="dialog" aria-modal="true" aria-labelledby="amigo-titulo" onKeyDown={foco.onKeyDown}>
      <form className="veu__caixa dialogo formulario" onSubmit={enviar} noValidate ref={foco.ref}>
        <h2 id="amigo-titulo">Enviar anúncio de vaga para um amigo</h2>
        <Aviso m={msg} fechar={() => setMsg(null)} />
        {c('nome', 'Seu nome', 100)}
        {c('email', 'Seu e-mail', 50, 'email')}
        {c('nomeAmigo', 'Nome do amigo', 100)}
        {c('emailAmigo', 'E-mail do amigo', 50, 'email')}
        <label className={`marcar robo${erros['recaptcha'] ? ' campo--erro' : ''}`}>
          <input type="checkbox" name="robo" checked={robo === 'ok'} disabled={robo !== 'nao'} onChange={() => void verificar()} />{' '}
          {robo === 'resolvendo' ? 'Verificando…' : 'Não sou um robô'}
        </label>
        {erros['recaptcha'] ? <span className="campo__erro">{erros['recaptcha']}</span> : null}
        <div className="acoes">
          <button type="button" className="botao botao--contorno" onClick={onFechar}>
            Fechar
          </button>
          <button type="submit" className="botao botao--principal">
            Enviar
          </button>
        </div>
      </form>
    </div>
  )
}
