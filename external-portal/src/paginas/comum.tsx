import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { lerDataDigitada, mostrarDataDigitada } from '../../../core/shared/formatos.ts'
import { ErroApi, mensagemDe, requisitar } from '../api.ts'
import { Alerta } from '../componentes/Alerta.tsx'
import { TEXTOS } from '../textos.ts'

/** A server call's outcome as a message (400 is a warning, others are errors; spec 000 §8). */
export interface Mensagem {
  readonly tipo: 'erro' | 'aviso' | 'sucesso'
  readonly texto: string
  readonly itens?: ReadonlyArray<string>
}

export const mensagemDoErro = (e: unknown): Mensagem => {
  const aviso = e instanceof ErroApi && e.status === 400
  return { tipo: aviso ? 'aviso' : 'erro', texto: mensagemDe(e), itens: e instanceof ErroApi ? e.errors.filter((x) => !x.field.includes('.') || true).map((x) => x.message) : [] }
}

export const errosPorCampo = (e: unknown): Record<string, string> =>
  e instanceof ErroApi ? Object.fromEntries(e.errors.map((x) => [x.field.split('.')[0]!, x.message])) : {}

export const Aviso = ({ m, fechar }: { m: Mensagem | null; fechar: () => void }) =>
  m ? (
    <Alerta tipo={m.tipo} titulo={m.tipo === 'aviso' ? TEXTOS.aviso : m.tipo === 'erro' ? TEXTOS.erro : undefined} itens={m.itens} onFechar={fechar}>
      {m.texto}
    </Alerta>
  ) : null

/** GET on mount (and when `chave` changes). */
export const useDados = <T,>(caminho: string | undefined, chave: unknown = 0) => {
  const [dados, setDados] = useState<T | undefined>()
  const [erro, setErro] = useState<unknown>()
  useEffect(() => {
    if (!caminho) return
    let vivo = true
    requisitar<T>(caminho).then(
      (d) => vivo && setDados(d),
      (e) => vivo && setErro(e),
    )
    return () => {
      vivo = false
    }
  }, [caminho, chave])
  return { dados, erro }
}

export const Campo = ({ id, label, erro, children, obrigatorio }: { id: string; label: string; erro?: string | undefined; children: ReactNode; obrigatorio?: boolean }) => (
  <div className={`campo${erro ? ' campo--erro' : ''}`}>
    <label htmlFor={id}>
      {label}
      {obrigatorio ? ' *' : ''}
    </label>
    {children}
    {erro ? <span className="campo__erro" id={`${id}-erro`}>{erro}</span> : null}
  </div>
)

export const Pagina = ({ titulo, subtitulo, children }: { titulo: string; subtitulo?: string; children: ReactNode }) => (
  <div className="pagina-portal">
    <header className="titulo-pagina">
      <h1>{titulo}</h1>
      {subtitulo ? <p>{subtitulo}</p> : null}
    </header>
    {children}
  </div>
)

/** What a text input or select shows of a stored value: its text, '' when absent (as the DOM turns it into text). */
export const textoDoValor = (v: unknown): string => String(v ?? '')

/** A date typed as dd/mm/aaaa and kept as YYYY-MM-DD (core's masks); an incomplete one stays as typed so the server reports it. */
export const EntradaData = ({
  valor,
  mudar,
  ...p
}: { readonly valor: unknown; readonly mudar: (v: string | undefined) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) => (
  <input {...p} inputMode="numeric" autoComplete="off" placeholder="dd/mm/aaaa" maxLength={10} value={mostrarDataDigitada(valor)} onChange={(e) => mudar(lerDataDigitada(e.target.value))} />
)

