import { useEffect, useState } from 'react'
import { Alert, Link as MuiLink } from '@mui/material'
import { useRecordContext } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { ETNIAS } from '../../../../../core/geral/pessoa.ts'
import { formatarCpf, validarCpf } from '../../../../../core/shared/br/cpf.ts'
import { formatarInteiro } from '../../../../../core/shared/formatos.ts'
import type { Campo } from '../../../../../core/shared/campos.ts'
import { Entrada } from '../../../generico/Entrada.tsx'
import { homonimos, validaCpf } from '../api.ts'
import { C, Grade, NOME, R, type PropsAba } from './comum.tsx'

// CPF lookup at 11 digits and homonyms (spec 000 §4, §7.3).

const ConsultaCpf = ({ candidatoId }: { readonly candidatoId?: number }) => {
  const cpf = useWatch({ name: 'cpf' }) as string | undefined
  const [achado, setAchado] = useState<{ id: number; nome: string } | null>(null)
  useEffect(() => {
    setAchado(null)
    if (!cpf || cpf.length !== 11 || !validarCpf(cpf)) return
    let vivo = true
    validaCpf(cpf, candidatoId)
      .then((r) => vivo && setAchado(r.valido ? null : r.candidato))
      .catch(() => undefined)
    return () => {
      vivo = false
    }
  }, [cpf, candidatoId])
  if (!achado) return null
  return (
    <Alert severity="warning" sx={{ mb: 2, gridColumn: '1 / -1' }} data-testid="cpf-existente">
      Já existe um candidato com este CPF nesta empresa: <MuiLink component={Link} to={`/captacao/candidatos/${achado.id}`}>{achado.nome}</MuiLink>.
    </Alert>
  )
}

const Homonimos = ({ candidatoId }: { readonly candidatoId?: number }) => {
  const nome = useWatch({ name: 'nome' }) as string | undefined
  const [lista, setLista] = useState<Awaited<ReturnType<typeof homonimos>>>([])
  useEffect(() => {
    setLista([])
    const n = nome?.trim() ?? ''
    if (n.split(/\s+/).length < 2) return
    let vivo = true
    const t = setTimeout(() => {
      homonimos(n, candidatoId)
        .then((r) => vivo && setLista(r))
        .catch(() => undefined)
    }, 500)
    return () => {
      vivo = false
      clearTimeout(t)
    }
  }, [nome, candidatoId])
  if (!lista.length) return null
  return (
    <Alert severity="info" sx={{ mb: 2, gridColumn: '1 / -1' }} data-testid="homonimos">
      Há {lista.length === 1 ? 'um candidato' : `${formatarInteiro(lista.length)} candidatos`} com o mesmo nome:{' '}
      {lista.slice(0, 5).map((h, i) => (
        <span key={h.id}>
          {i > 0 && ', '}
          <MuiLink component={Link} to={`/captacao/candidatos/${h.id}`}>
            {h.nome}
          </MuiLink>
          {h.cpf ? ` (CPF ${formatarCpf(h.cpf)})` : ''}
        </span>
      ))}
      .
    </Alert>
  )
}

const Etnia = ({ obrig }: { readonly obrig: ReadonlySet<string> }) => {
  const record = useRecordContext()
  // '9 não informado' only when it is the current value (spec 000 §3.12).
  const opcoes = record?.['etniaRaca'] === '9' ? ETNIAS : ETNIAS.filter((e) => e.id !== '9')
  const campo: Campo = { ...R.fields['etniaRaca']!, options: opcoes, required: obrig.has('etniaRaca') }
  return <Entrada recurso={NOME} fonte="etniaRaca" campo={campo} modo="update" />
}

/** Tab 'Dados Pessoais'. */
export const AbaDadosPessoais = ({ candidatoId, ...p }: PropsAba & { readonly candidatoId: number | undefined }) => (
  <Grade>
    <C f="nome" {...p} />
    <C f="nomeSocial" {...p} />
    <C f="cpf" {...p} />
    <ConsultaCpf {...(candidatoId ? { candidatoId } : {})} />
    <Homonimos {...(candidatoId ? { candidatoId } : {})} />
    <C f="dataNascimento" {...p} />
    <C f="sexo" {...p} />
    <C f="estadoCivil" {...p} />
    <C f="escolaridade" {...p} />
    <Etnia obrig={p.obrig} />
    <C f="deficiencia" {...p} />
    <C f="naturalidade" {...p} />
    <C f="qtdFilhos" {...p} />
    <C f="pai" {...p} />
    <C f="profissaoPai" {...p} />
    <C f="mae" {...p} />
    <C f="profissaoMae" {...p} />
    <C f="conjuge" {...p} />
    <C f="profissaoConjuge" {...p} />
    <C f="indicadoPor" {...p} />
    <C f="parentesAmigos" {...p} />
    <C f="possuiParentes" {...p} />
    <C f="foto" {...p} largo />
  </Grade>
)
