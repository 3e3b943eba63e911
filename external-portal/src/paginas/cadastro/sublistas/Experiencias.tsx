import { useState } from 'react'
import type { Experiencia } from '../../../../../core/geral/itensPessoa.ts'
import { Confirmacao } from '../../../componentes/Dialogo.tsx'
import { dataBr } from '../../../mascaras.ts'
import { campos, feminino, MSG, nomeNaLista, type Item, type PropsLista } from './comum.tsx'
import { ListaEditavel } from './ListaEditavel.tsx'

/** Phone of the former employer: (AA) NNNN-NNNN or (AA) NNNNN-NNNN. */
export const mascararTelefone = (s: string) => {
  const d = s.replace(/\D/g, '').slice(0, 11)
  if (d.length <= 2) return d.length ? `(${d}` : ''
  const resto = d.slice(2)
  const corte = resto.length > 8 ? 5 : 4
  return `(${d.slice(0, 2)}) ${resto.length > corte ? `${resto.slice(0, corte)}-${resto.slice(corte)}` : resto}`
}

const periodo = (x: Item<Experiencia>) => [x.dataAdmissao ? dataBr(x.dataAdmissao) : '', x.dataDesligamento ? dataBr(x.dataDesligamento) : 'atual'].join(' – ')

/** Experiência Profissional, with 'Primeiro emprego' (ticking it, after confirmation, empties the list). */
export const ListaExperiencias = ({ l, primeiroEmprego, mudarPrimeiroEmprego, ...comum }: PropsLista<Experiencia> & { primeiroEmprego: boolean; mudarPrimeiroEmprego: (v: boolean) => void }) => {
  const [confirmarPrimeiro, setConfirmarPrimeiro] = useState(false)
  const cargoNome = (x: Item<Experiencia>) => (x.checkNomeCargo ? x.nomeMercado : (x.cargo?.nome ?? nomeNaLista(l.cargos, x.cargo?.id)))
  return (
    <>
      <ListaEditavel<Experiencia>
        id="c-experiencias"
        titulo="Experiência Profissional"
        lista="experiencias"
        {...comum}
        obrigatoria={comum.obrigatoria && !primeiroEmprego}
        adicionarDesabilitado={primeiroEmprego}
        topo={
          <label className="marcar">
            <input
              type="checkbox"
              name="primeiroEmprego"
              checked={primeiroEmprego}
              onChange={(e) => {
                if (!e.target.checked) return mudarPrimeiroEmprego(false)
                if (comum.itens.length) setConfirmarPrimeiro(true)
                mudarPrimeiroEmprego(true)
              }}
            />{' '}
            Primeiro emprego
          </label>
        }
        resumo={(x) => ({ titulo: `${cargoNome(x) ?? ''} · ${x.empresa ?? ''}`, detalhe: periodo(x) })}
        tituloNovo="Inserir Experiência Profissional"
        novo={{ checkNomeCargo: false }}
        mensagem={(a) => MSG.experiencia(feminino(a))}
        corpo={(v, setV, e) => {
          const { texto, escolha } = campos('exp', v, setV, e)
          return (
            <>
              {texto('empresa', 'Empresa', { max: 100, obrigatorio: true })}
              {texto('contatoEmpresa', 'Telefone da Empresa', { mascara: mascararTelefone, max: 15 })}
              <label className="marcar largura-total">
                <input
                  type="checkbox"
                  id="exp-checkNomeCargo"
                  checked={!!v['checkNomeCargo']}
                  onChange={(ev) => {
                    const marcado = ev.target.checked
                    setV((x) => ({ ...x, checkNomeCargo: marcado, cargo: undefined, nomeMercado: undefined }))
                  }}
                />{' '}
                O cargo não está na lista
              </label>
              {v['checkNomeCargo'] ? texto('nomeMercado', 'Outro cargo', { max: 100, obrigatorio: true }) : escolha('cargo', 'Cargo', l.cargos, { ref: true, obrigatorio: true })}
              {texto('dataAdmissao', 'Data de Admissão', { tipo: 'date', obrigatorio: true })}
              {texto('dataDesligamento', 'Data de Desligamento', { tipo: 'date' })}
              <div className="largura-total">{texto('motivoSaida', 'Motivo da Saída', { max: 100 })}</div>
            </>
          )
        }}
      />
      {confirmarPrimeiro ? (
        <Confirmacao
          titulo={MSG.atencao}
          texto={MSG.primeiroEmprego}
          onSim={() => {
            setConfirmarPrimeiro(false)
            comum.mudar([])
          }}
          onNao={() => {
            setConfirmarPrimeiro(false)
            mudarPrimeiroEmprego(false)
          }}
        />
      ) : null}
    </>
  )
}
