import { useState } from 'react'
import { Campo, EntradaData, textoDoValor } from '../comum.tsx'

/**
 * 'Outros dados' of the registration form: every candidate field the company may require that the form does
 * not render explicitly, described by the server (`campos` of GET /externo/formulario, derived from the core
 * candidate declaration) and rendered here by kind. No rule lives here: the required check uses the server's
 * messages and the server's field errors land on these inputs (`ctps.serie` on the CTPS's Série).
 */

export interface CampoPortal {
  readonly nome: string
  readonly label: string
  readonly kind: string
  readonly options?: ReadonlyArray<{ readonly id: string | number; readonly name: string }>
  readonly max?: number
  readonly obrigatorio: boolean
  readonly subcampos?: ReadonlyArray<CampoPortal>
}

/** Values by field name: the candidate's form, or a document group's sub-object. */
type Dados = Readonly<Record<string, unknown>>

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

const vazio = (v: unknown) => v === undefined || v === null || v === ''

/** One input chosen by the field's kind (also used for the company's extra fields). */
export const EntradaPorTipo = ({ c, id, valor: v, mudar, erro }: { c: CampoPortal; id: string; valor: unknown; mudar: (v: unknown) => void; erro?: string | undefined }) => {
  const invalido = erro ? true : undefined
  switch (c.kind) {
    case 'textoLongo':
      return <textarea id={id} name={c.nome} maxLength={c.max} rows={3} value={textoDoValor(v)} aria-invalid={invalido} onChange={(e) => mudar(e.target.value)} />
    case 'inteiro':
      return (
        <input
          id={id}
          name={c.nome}
          inputMode="numeric"
          value={textoDoValor(v)}
          aria-invalid={invalido}
          onChange={(e) => {
            const s = e.target.value.replace(/\D/g, '').slice(0, 9)
            mudar(s ? Number(s) : undefined)
          }}
        />
      )
    case 'dinheiro':
      return (
        <div className="dinheiro">
          <span aria-hidden="true">R$</span>
          <input id={id} name={c.nome} inputMode="numeric" placeholder="0,00" value={formatarCentavos(v)} aria-invalid={invalido} onChange={(e) => mudar(lerCentavos(e.target.value))} />
        </div>
      )
    case 'data':
      return <EntradaData id={id} name={c.nome} valor={v} aria-invalid={invalido} mudar={mudar} />
    case 'booleano':
      return (
        <label className="marcar">
          <input id={id} name={c.nome} type="checkbox" checked={v === true} onChange={(e) => mudar(e.target.checked)} /> Sim
        </label>
      )
    case 'opcoes':
    case 'referencia':
      return (
        <select id={id} name={c.nome} value={textoDoValor(v)} aria-invalid={invalido} onChange={(e) => mudar((c.options ?? []).find((o) => String(o.id) === e.target.value)?.id)}>
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
                onChange={(e) => mudar(e.target.checked ? [...atual, o.id] : atual.filter((x) => x !== o.id))}
              />{' '}
              {o.name}
            </label>
          ))}
        </div>
      )
    }
    default:
      return <input id={id} name={c.nome} type={c.kind === 'email' ? 'email' : 'text'} maxLength={c.max} value={textoDoValor(v)} aria-invalid={invalido} onChange={(e) => mudar(e.target.value)} />
  }
}

/** A document group (título de eleitor, certificado militar, CTPS): one sub-object, empty properties dropped. */
const Grupo = ({ c, valor, mudar, erros }: { c: CampoPortal; valor: unknown; mudar: (v: unknown) => void; erros: Readonly<Record<string, string>> }) => {
  const o: Dados = typeof valor === 'object' && valor !== null ? (valor as Dados) : {}
  const erroSub = (s: CampoPortal) => erros[`${c.nome}.${s.nome}`]
  // The group's own error ('CTPS é obrigatória') shows once, unless it is one of its properties' errors.
  const erroGrupo = (c.subcampos ?? []).some((s) => erroSub(s)) ? undefined : erros[c.nome]
  return (
    <fieldset className={`grupo largura-total${erroGrupo ? ' campo--erro' : ''}`} id={`c-${c.nome}`} tabIndex={-1} aria-describedby={erroGrupo ? `c-${c.nome}-erro` : undefined}>
      <legend>
        {c.label}
        {c.obrigatorio ? ' *' : ''}
      </legend>
      <div className="grade">
        {(c.subcampos ?? []).map((s) => {
          const id = `c-${c.nome}-${s.nome}`
          return (
            <Campo key={s.nome} id={id} label={s.label} erro={erroSub(s)}>
              <EntradaPorTipo
                c={s}
                id={id}
                valor={o[s.nome]}
                erro={erroSub(s) ?? erroGrupo}
                mudar={(x) => {
                  const { [s.nome]: _antes, ...resto } = o
                  const novo = vazio(x) ? resto : { ...resto, [s.nome]: x }
                  mudar(Object.keys(novo).length ? novo : undefined)
                }}
              />
            </Campo>
          )
        })}
      </div>
      {erroGrupo ? (
        <span className="campo__erro" id={`c-${c.nome}-erro`}>
          {erroGrupo}
        </span>
      ) : null}
    </fieldset>
  )
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

  return (
    <fieldset className="outros-dados">
      <legend>
        <button type="button" className="outros-dados__alternar" aria-expanded={visivel} aria-controls="outros-dados" onClick={() => setAberto(!visivel)}>
          <span aria-hidden="true">{visivel ? '▾' : '▸'}</span> Outros dados
        </button>
      </legend>
      {visivel ? (
        <div className="grade" id="outros-dados">
          {campos.map((c) =>
            c.kind === 'grupo' ? (
              <Grupo key={c.nome} c={c} valor={d[c.nome]} erros={erros} mudar={(v) => mudar(c.nome, v)} />
            ) : (
              <div key={c.nome} className={c.kind === 'textoLongo' || c.kind === 'varias' || c.kind === 'referencias' ? 'largura-total' : undefined}>
                <Campo id={`c-${c.nome}`} label={c.label} erro={erros[c.nome]} obrigatorio={c.obrigatorio}>
                  <EntradaPorTipo c={c} id={`c-${c.nome}`} valor={d[c.nome]} erro={erros[c.nome]} mudar={(v) => mudar(c.nome, v)} />
                </Campo>
              </div>
            ),
          )}
        </div>
      ) : null}
    </fieldset>
  )
}
