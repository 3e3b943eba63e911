import { useState, type FormEvent } from 'react'
import { ErroApi } from '../api.ts'
import { Aviso, mensagemDoErro, type Mensagem } from '../paginas/comum.tsx'

/** A question as the portal receives it (the questionnaire engine's, without weights). */
export interface PerguntaPublica {
  readonly id: number
  readonly texto: string
  readonly tipo: 1 | 3 | 4 | 5
  readonly respostas: ReadonlyArray<{ id: number; texto: string }>
  readonly exigirComentario: boolean
  readonly comentario?: string
  readonly notaMinima: number
  readonly notaMaxima: number
  readonly obrigatoria: boolean
}

/** One answer per question, as the engine reads it (core/shared/questionario.ts `Resposta`). */
export interface RespostaEnviada {
  readonly perguntaId: number
  readonly tipoId: number
  readonly respostaId?: number
  readonly respostasIds?: number[]
  readonly nota?: number
  readonly comentario?: string
}

/**
 * A questionnaire to answer (candidate evaluations, the employee's exit interview): the questions of the four types,
 * the server's field errors (`respostas.{k}.…`) under their question. `enviar` posts the answers; its failure is shown.
 */
export const Questionario = ({
  titulo,
  perguntas,
  bloqueada,
  enviar,
}: {
  readonly titulo: string
  readonly perguntas: ReadonlyArray<PerguntaPublica>
  /** Why it cannot be answered, when it cannot. */
  readonly bloqueada?: string | undefined
  readonly enviar: (respostas: ReadonlyArray<RespostaEnviada>) => Promise<void>
}) => {
  const [r, setR] = useState<Record<number, { respostaId?: number; respostasIds?: number[]; nota?: number; comentario?: string }>>({})
  const [erros, setErros] = useState<Record<string, string>>({})
  const [msg, setMsg] = useState<Mensagem | null>(null)
  const [enviando, setEnviando] = useState(false)
  const mudar = (id: number, v: object) => setR((x) => ({ ...x, [id]: { ...x[id], ...v } }))
  const aoEnviar = async (ev: FormEvent) => {
    ev.preventDefault()
    setEnviando(true)
    try {
      await enviar(perguntas.map((p) => ({ perguntaId: p.id, tipoId: p.tipo, ...r[p.id] })))
    } catch (e) {
      setErros(Object.fromEntries((e instanceof ErroApi ? e.errors : []).map((x) => [x.field.split('.').slice(0, 2).join('.'), x.message])))
      setMsg(mensagemDoErro(e))
    } finally {
      setEnviando(false)
    }
  }
  return (
    <form className="cartao formulario questionario" onSubmit={aoEnviar} noValidate>
      <h2>{titulo}</h2>
      <Aviso m={msg} fechar={() => setMsg(null)} />
      {bloqueada ? <p className="dica">{bloqueada}</p> : null}
      {perguntas.map((p, k) => (
        <fieldset key={p.id} className={erros[`respostas.${k}`] ? 'campo--erro' : ''}>
          <legend>{`${k + 1}. ${p.texto}${p.obrigatoria ? ' *' : ''}`}</legend>
          {p.tipo === 1 || p.tipo === 5
            ? p.respostas.map((o) => (
                <label key={o.id} className="marcar">
                  <input
                    type={p.tipo === 1 ? 'radio' : 'checkbox'}
                    name={`p${p.id}`}
                    checked={p.tipo === 1 ? r[p.id]?.respostaId === o.id : (r[p.id]?.respostasIds ?? []).includes(o.id)}
                    onChange={(e) =>
                      p.tipo === 1
                        ? mudar(p.id, { respostaId: o.id })
                        : mudar(p.id, { respostasIds: e.target.checked ? [...(r[p.id]?.respostasIds ?? []), o.id] : (r[p.id]?.respostasIds ?? []).filter((x) => x !== o.id) })
                    }
                  />{' '}
                  {o.texto}
                </label>
              ))
            : null}
          {p.tipo === 4 && p.notaMaxima - p.notaMinima <= 10 ? (
            // A short scale (0 to 10, 1 to 5) as one row of choices: one tap on a phone, no typing.
            <div className="escala" role="radiogroup" aria-label={`Nota de ${p.notaMinima} a ${p.notaMaxima}`}>
              {Array.from({ length: p.notaMaxima - p.notaMinima + 1 }, (_, i) => p.notaMinima + i).map((n) => (
                <label key={n} className={`escala__nota${r[p.id]?.nota === n ? ' escala__nota--marcada' : ''}`}>
                  <input type="radio" name={`p${p.id}`} value={n} checked={r[p.id]?.nota === n} onChange={() => mudar(p.id, { nota: n })} aria-label={String(n)} />
                  <span aria-hidden="true">{n}</span>
                </label>
              ))}
            </div>
          ) : p.tipo === 4 ? (
            <input type="number" name={`p${p.id}`} min={p.notaMinima} max={p.notaMaxima} value={r[p.id]?.nota ?? ''} onChange={(e) => mudar(p.id, { nota: e.target.value === '' ? undefined : Number(e.target.value) })} aria-label={`Nota de ${p.notaMinima} a ${p.notaMaxima}`} />
          ) : null}
          {p.tipo === 3 || p.exigirComentario ? (
            <textarea name={`p${p.id}-comentario`} aria-label={p.tipo === 3 ? p.texto : (p.comentario ?? 'Justifique a sua resposta:')} placeholder={p.tipo === 3 ? 'Sua resposta' : (p.comentario ?? 'Justifique a sua resposta:')} value={r[p.id]?.comentario ?? ''} onChange={(e) => mudar(p.id, { comentario: e.target.value })} />
          ) : null}
          {erros[`respostas.${k}`] ? <span className="campo__erro">{erros[`respostas.${k}`]}</span> : null}
        </fieldset>
      ))}
      <button type="submit" className="botao botao--principal" disabled={!!bloqueada || enviando}>
        Enviar respostas
      </button>
    </form>
  )
}
