import { Campo } from '../comum.tsx'
import type { Erros, Formulario } from './formulario.ts'
import { EntradaPorTipo } from './OutrosDados.tsx'

/** Informações adicionais: the company's extra fields, kept under `camposExtras` (no section when there are none). */
export const InformacoesAdicionais = ({
  f,
  valores,
  erros,
  mudar,
}: {
  f: Formulario
  valores: Readonly<Record<string, unknown>> | null | undefined
  erros: Erros
  mudar: (campo: string, v: unknown) => void
}) =>
  f.camposExtras.length ? (
    <fieldset>
      <legend>Informações adicionais</legend>
      <div className="grade">
        {f.camposExtras.map((x) => {
          const k = `camposExtras.${x.campo}`
          return (
            <Campo key={x.campo} id={`c-extra-${x.campo}`} label={x.titulo} erro={erros[k]} obrigatorio={x.obrigatorio}>
              <EntradaPorTipo
                c={{ nome: x.campo, label: x.titulo, kind: x.kind, obrigatorio: x.obrigatorio, ...(x.max ? { max: x.max } : {}) }}
                id={`c-extra-${x.campo}`}
                valor={valores?.[x.campo]}
                erro={erros[k]}
                mudar={(v) => mudar(x.campo, v)}
              />
            </Campo>
          )
        })}
      </div>
    </fieldset>
  ) : null
