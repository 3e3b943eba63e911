import { Box, Chip, Stack } from '@mui/material'
import { ReferenceArrayField, ReferenceField, SingleFieldList, useRecordContext, ChipField, TextField } from 'react-admin'
import { recursoPorNome } from '../../../core/recursos.ts'
import { formatarCnpj } from '../../../core/shared/br/cnpj.ts'
import { formatarCep } from '../../../core/shared/br/cep.ts'
import { formatarCpf } from '../../../core/shared/br/cpf.ts'
import { formatarPis } from '../../../core/shared/br/pis.ts'
import { formatarTelefone } from '../../../core/shared/br/telefone.ts'
import type { Campo } from '../../../core/shared/campos.ts'
import { formatarData, formatarDataHora, formatarDecimal, formatarDinheiro, formatarInteiro, formatarMes, formatarPercentual, mascararFoneDigitando } from '../../../core/shared/formatos.ts'
import { campoRepresentativo } from './recurso.ts'

const nomeDaOpcao = (c: Campo, v: unknown) => c.options?.find((o) => o.id === v)?.name ?? String(v)

/** A whole-number field that names something (an IBGE code, a record's number) rather than counting: shown as stored. */
const ehCodigo = (fonte: string) => /^codigo|Id$/.test(fonte)

const representacaoDe = (reference: string) => {
  const r = recursoPorNome(reference)
  return r ? campoRepresentativo(r) : 'id'
}

/**
 * A field's value in lists, by kind: Sim/Não, dd/mm/aaaa, mm/aaaa, R$, thousands and decimal comma, %, masks, option
 * names, referenced names. Every number goes through core's formatters (shared/formatos.ts).
 */
export const Valor = ({ fonte, campo }: { readonly fonte: string; readonly campo: Campo }) => {
  const record = useRecordContext()
  const v = record?.[fonte]
  switch (campo.kind) {
    case 'referencia':
      return (
        <ReferenceField source={fonte} reference={campo.reference!} link={false} emptyText="">
          <TextField source={representacaoDe(campo.reference!)} />
        </ReferenceField>
      )
    case 'referencias':
      return (
        <ReferenceArrayField source={fonte} reference={campo.reference!}>
          <SingleFieldList linkType={false}>
            <ChipField source={representacaoDe(campo.reference!)} size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
      )
    default:
      break
  }
  if (v === null || v === undefined || v === '') return null
  switch (campo.kind) {
    case 'booleano':
      return <>{v ? 'Sim' : 'Não'}</>
    case 'data':
      return <>{formatarData(String(v))}</>
    case 'dataHora':
      return <>{formatarDataHora(String(v))}</>
    case 'mes':
      return <>{formatarMes(String(v))}</>
    case 'dinheiro':
      return <>{formatarDinheiro(Number(v))}</>
    case 'inteiro':
      return <>{ehCodigo(fonte) ? String(v) : formatarInteiro(Number(v))}</>
    case 'decimal':
      return <>{formatarDecimal(Number(v), campo.casas ?? 2)}</>
    case 'percentual':
      return <>{formatarPercentual(Number(v), campo.casas ?? 2)}</>
    case 'cpf':
      return <>{formatarCpf(String(v))}</>
    case 'cnpj':
      return <>{formatarCnpj(String(v))}</>
    case 'pis':
      return <>{formatarPis(String(v))}</>
    case 'cep':
      return <>{formatarCep(String(v))}</>
    case 'telefone':
      return <>{campo.telefone === 'fixo' || campo.telefone === 'celular' ? mascararFoneDigitando(String(v)) : formatarTelefone(String(v))}</>
    case 'opcoes':
      return <>{nomeDaOpcao(campo, v)}</>
    case 'varias':
      return (
        <Stack direction="row" gap={0.5} flexWrap="wrap">
          {(v as unknown[]).map((x) => (
            <Chip key={String(x)} size="small" label={nomeDaOpcao(campo, x)} />
          ))}
        </Stack>
      )
    case 'cor':
      return (
        <Stack direction="row" gap={1} alignItems="center">
          <Box sx={{ width: 16, height: 16, borderRadius: '4px', bgcolor: String(v), border: '1px solid rgba(0,0,0,.2)' }} />
          {String(v)}
        </Stack>
      )
    case 'imagem':
      return <Box component="img" src={String(v)} alt={campo.label} sx={{ height: 28, maxWidth: 80, objectFit: 'contain' }} />
    case 'lista':
      return <>{formatarInteiro(Array.isArray(v) ? v.length : 0)}</>
    case 'grupo': {
      const o = typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {}
      const partes = (campo.subcampos ?? []).flatMap((s) => (o[s.nome] === undefined || o[s.nome] === '' ? [] : [`${s.label}: ${String(o[s.nome])}`]))
      return <>{partes.join(' · ')}</>
    }
    default:
      return <>{String(v)}</>
  }
}
