import { useMemo, useState } from 'react'
import { buscadorDeCep } from '../../../../core/shared/br/cep.ts'
import { ErroApi, requisitar } from '../../api.ts'
import { mascararCepDigitando } from '../../mascaras.ts'
import { TEXTOS } from '../../textos.ts'
import { useDados } from '../comum.tsx'
import type { CamposDoCadastro } from './campos.tsx'

export interface EnderecoDoCep {
  readonly logradouro?: string
  readonly complemento?: string
  readonly bairro?: string
  readonly ufId?: number
  readonly cidadeId?: number
}

/**
 * Postal-code lookup (GET /externo/cep/{cep}) once the 8 digits are typed: the address found is handed to
 * `preencher`; an unknown CEP or a service that does not answer leaves a hint and the address to be typed.
 */
export const useBuscaCep = (preencher: (e: EnderecoDoCep) => void) => {
  const [situacao, setSituacao] = useState<string | null>(null)
  const buscar = useMemo(
    () =>
      buscadorDeCep({
        pedir: (cep) => requisitar<EnderecoDoCep>(`/externo/cep/${cep}`),
        situacao: setSituacao,
        mensagemDoErro: (e) => (e instanceof ErroApi ? (e.errors[0]?.message ?? e.message) : TEXTOS.erro),
        // Only the address: the DDD of the city is no sign of the candidate's phone.
        aoAchar: (r) => {
          const e: Record<string, unknown> = {}
          for (const k of ['logradouro', 'complemento', 'bairro', 'ufId', 'cidadeId'] as const) if (r[k] !== undefined) e[k] = r[k]
          preencher(e as EnderecoDoCep)
        },
      }),
    // `preencher` only calls state setters, which React keeps stable
    [],
  )
  return { situacao, buscar }
}

/** The states, and the cities of the chosen one. */
export const useLocalidades = (ufId: unknown) => {
  const estados = useDados<ReadonlyArray<{ id: number; sigla: string; nome: string }>>('/externo/estados')
  const cidades = useDados<ReadonlyArray<{ id: number; nome: string }>>(ufId ? `/externo/estados/${ufId}/cidades` : undefined)
  return { estados: estados.dados ?? [], cidades: cidades.dados ?? [] }
}

/** Endereço: the CEP fills the rest when found; the city list follows the state. */
export const Endereco = ({
  c,
  cep,
  localidades,
  temUf,
}: {
  c: CamposDoCadastro
  cep: ReturnType<typeof useBuscaCep>
  localidades: ReturnType<typeof useLocalidades>
  temUf: boolean
}) => (
  <fieldset>
    <legend>Endereço</legend>
    <div className="grade">
      <div>
        {c.campo('cep', 'CEP', { mascara: mascararCepDigitando, max: 9, modo: 'numeric', placeholder: '00000-000', aoMudar: cep.buscar })}
        {cep.situacao ? (
          <span className="dica" role="status">
            {cep.situacao}
          </span>
        ) : null}
      </div>
      <div className="largura-dupla">{c.campo('logradouro', 'Logradouro', { max: 100 })}</div>
      {c.campo('numero', 'Número', { max: 10 })}
      {c.campo('complemento', 'Complemento', { max: 60 })}
      {c.campo('bairro', 'Bairro', { max: 60 })}
      {c.escolha('ufId', 'UF', localidades.estados.map((x) => ({ id: x.id, nome: `${x.sigla} – ${x.nome}` })), { aoMudar: (x) => ({ ...x, cidadeId: undefined }) })}
      <div className="largura-dupla">{c.escolha('cidadeId', 'Cidade', localidades.cidades, { desabilitado: !temUf })}</div>
    </div>
  </fieldset>
)
