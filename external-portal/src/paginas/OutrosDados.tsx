import { useState } from 'react'
import { Campo } from './comum.tsx'

/**
 * 'Outros dados' of the registration form: every candidate field the company may require that the form does
 * not render explicitly, described by the server (`campos` of GET /externo/formulario, derived from the core
 * candidate declaration) and rendered here by kind. No rule lives here: the required check uses the server's
 * messages and the server's field errors land on these inputs.
 */

export interface CampoPortal {
  readonly nome: string
  readonly label: string
  readonly kind: string
  readonly options?: ReadonlyArray<{ readonly id: string | number; readonly name: string }>
  readonly max?: number
  readonly obrigatorio: boolean
}

type Dados = Record<string, any>

/** Centavos → '1.234,56' (the portal carries no effect, so no core formatter). */
export const formatarCentavos = (c: unknown) => {
  if (typeof c !== 'number' || !Number.isFinite(c)) return ''
  const s = String(Math.abs(Math.trunc(c))).padStart(3, '0')
  const inteiro = s.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${c < 0 ? '-' : ''}${inteiro},${s.slice(-2)}`
}

/** Typed digits as centavos (cash-register style): '12345' → 12345 (R$ 123,45); nothing → undefined. */
export const lerCentavos = (s: string) => {
  const d = s.replace(/\D/g, '').slice(0, 13)
  return d ? Number(d) : undefined
}

/** dd/mm/aaaa while typing; a complete date becomes YYYY-MM-DD, an incomplete one stays as typed (the server says it is invalid). */
export const lerDataBr = (s: string) => {
  const d = s.replace(/\D/g, '').slice(0, 8)
  const m = [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join('/')
  return d.length === 8 ? `${d.slice(4)}-${d.slice(2, 4)}-${d.slice(0, 2)}` : m || undefined
}
export const mostrarData = (v: unknown) => {
  if (typeof v !== 'string') return ''
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v)
  return m ? `${m[3]}/${m[2]}/${m[1]}` : v
}

export const OutrosDados = ({
  campos,
  d,
  mudar,
  erros,
}: {
  campos: ReadonlyArray<CampoPortal>
  d: Dados
  mudar: (k: string, v: unknown) => void
  erros: Readonly<Record<string, string>>
}) => {
  const temObrigatorio = campos.some((c) => c.obrigatorio)
  const temErro = campos.some((c) => erros[c.nome])
  const [aberto, setAberto] = useState<boolean | null>(null)
  const visivel = temErro || (aberto ?? temObrigatorio)
  if (!campos.length) return null

  const entrada = (c: CampoPortal) => {
    const id = `c-${c.nome}`
    const v = d[c.nome]
    const invalido = erros[c.nome] ? true : undefined
    switch (c.kind) {
      case 'textoLongo':
        return <textarea id={id} name={c.nome} maxLength={c.max} rows={3} value={v ?? ''} aria-invalid={invalido} onChange={(e) => mudar(c.nome, e.target.value)} />
      case 'inteiro':
        return (
          <input
            id={id}
            name={c.nome}
            inputMode="numeric"
            value={v ?? ''}
            aria-invalid={invalido}
            onChange={(e) => {
              const s = e.target.value.replace(/\D/g, '').slice(0, 9)
              mudar(c.nome, s ? Number(s) : undefined)
            }}
          />
        )
      case 'dinheiro':
        return (
          <div className="dinheiro">
            <span aria-hidden="true">R$</span>
            <input id={id} name={c.nome} inputMode="numeric" placeholder="0,00" value={formatarCentavos(v)} aria-invalid={invalido} onChange={(e) => mudar(c.nome, lerCentavos(e.target.value))} />
          </div>
        )
      case 'data':
        return (
          <input id={id} name={c.nome} inputMode="numeric" placeholder="dd/mm/aaaa" maxLength={10} value={mostrarData(v)} aria-invalid={invalido} onChange={(e) => mudar(c.nome, lerDataBr(e.target.value))} />
        )
      case 'booleano':
        return (
          <label className="marcar">
            <input id={id} name={c.nome} type="checkbox" checked={v === true} onChange={(e) => mudar(c.nome, e.target.checked)} /> Sim
          </label>
        )
      case 'opcoes':
      case 'referencia':
        return (
          <select
            id={id}
            name={c.nome}
            value={v ?? ''}
            aria-invalid={invalido}
            onChange={(e) => mudar(c.nome, (c.options ?? []).find((o) => String(o.id) === e.target.value)?.id)}
          >
            <option value="">Selecione</option>
            {(c.options ?? []).map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        )
      case 'varias':
      case 'referencias': {
        const atual: ReadonlyArray<string | number> = Array.isArray(v) ? v : []
        return (
          <div className="opcoes" id={id} tabIndex={-1}>
            {(c.options ?? []).map((o) => (
              <label key={o.id} className="marcar">
                <input
                  type="checkbox"
                  name={c.nome}
                  value={o.id}
                  checked={atual.includes(o.id)}
                  onChange={(e) => mudar(c.nome, e.target.checked ? [...atual, o.id] : atual.filter((x) => x !== o.id))}
                />{' '}
                {o.name}
              </label>
            ))}
          </div>
        )
      }
      default:
        return <input id={id} name={c.nome} type={c.kind === 'email' ? 'email' : 'text'} maxLength={c.max} value={v ?? ''} aria-invalid={invalido} onChange={(e) => mudar(c.nome, e.target.value)} />
    }
  }

  return (
    <fieldset className="outros-dados">
      <legend>
        <button type="button" className="outros-dados__alternar" aria-expanded={visivel} aria-controls="outros-dados" onClick={() => setAberto(!visivel)}>
          <span aria-hidden="true">{visivel ? '▾' : '▸'}</span> Outros dados
        </button>
      </legend>
      {visivel ? (
        <div className="grade" id="outros-dados">
          {campos.map((c) => (
            <div key={c.nome} className={c.kind === 'textoLongo' || c.kind === 'varias' || c.kind === 'referencias' ? 'largura-total' : undefined}>
              <Campo id={`c-${c.nome}`} label={c.label} erro={erros[c.nome]} obrigatorio={c.obrigatorio}>
                {entrada(c)}
              </Campo>
            </div>
          ))}
        </div>
      ) : null}
    </fieldset>
  )
}
