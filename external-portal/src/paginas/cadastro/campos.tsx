import { Campo } from '../comum.tsx'
import type { CampoEscolha, CampoTexto, Dados, Erros, MudarErros } from './formulario.ts'

/**
 * The registration form's own inputs bound to its values: `campo` draws a text input (masked as typed),
 * `escolha` a select; a change drops that field's error. The sections draw their fields with them.
 */
export const camposDoCadastro = ({
  d,
  setD,
  erros,
  setErros,
  obrig,
}: {
  d: Dados
  setD: (f: (x: Dados) => Dados) => void
  erros: Erros
  setErros: MudarErros
  obrig: ReadonlySet<string>
}) => {
  const campo = (
    k: CampoTexto,
    label: string,
    o: { tipo?: string; mascara?: (s: string) => string; max?: number; sempre?: boolean; modo?: 'numeric'; dica?: string; placeholder?: string; aoMudar?: (v: string) => void } = {},
  ) => (
    <Campo id={`c-${k}`} label={label} erro={erros[k]} obrigatorio={o.sempre || obrig.has(k)}>
      <input
        id={`c-${k}`}
        name={k}
        type={o.tipo ?? 'text'}
        maxLength={o.max}
        inputMode={o.modo}
        placeholder={o.placeholder ?? o.dica}
        value={d[k] ?? ''}
        aria-invalid={erros[k] ? true : undefined}
        onChange={(e) => {
          const v = o.mascara ? o.mascara(e.target.value) : e.target.value
          setD((x) => ({ ...x, [k]: v }))
          if (erros[k]) setErros(({ [k]: _e, ...r }) => r)
          o.aoMudar?.(v)
        }}
      />
    </Campo>
  )

  const escolha = (k: CampoEscolha, label: string, opcoes: ReadonlyArray<{ id: number; nome: string }>, o: { desabilitado?: boolean; aoMudar?: (x: Dados) => Dados } = {}) => (
    <Campo id={`c-${k}`} label={label} erro={erros[k]} obrigatorio={obrig.has(k)}>
      <select
        id={`c-${k}`}
        name={k}
        value={d[k] ?? ''}
        disabled={o.desabilitado}
        aria-invalid={erros[k] ? true : undefined}
        onChange={(e) => {
          const v = e.target.value ? Number(e.target.value) : undefined
          setD((x) => (o.aoMudar ? o.aoMudar({ ...x, [k]: v }) : { ...x, [k]: v }))
          if (erros[k]) setErros(({ [k]: _e, ...r }) => r)
        }}
      >
        <option value="">Selecione</option>
        {opcoes.map((x) => (
          <option key={x.id} value={x.id}>
            {x.nome}
          </option>
        ))}
      </select>
    </Campo>
  )
  return { campo, escolha }
}

export type CamposDoCadastro = ReturnType<typeof camposDoCadastro>
