import {
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin'
import { Box, Stack, Typography } from '@mui/material'
import { formatarCnpj } from '../../../core/shared/br/cnpj.ts'
import { formatarCpf } from '../../../core/shared/br/cpf.ts'
import { formatarPis } from '../../../core/shared/br/pis.ts'
import { recursoPorNome } from '../../../core/recursos.ts'
import type { Campo } from '../../../core/shared/campos.ts'
import { formatarDataHora, MASCARA_CNPJ, MASCARA_CPF, MASCARA_PIS } from '../../../core/shared/formatos.ts'
import { CepInput, type DestinosCep } from './entradas/CepInput.tsx'
import { CorInput } from './entradas/CorInput.tsx'
import { DataInput } from './entradas/DataInput.tsx'
import { DecimalInput } from './entradas/DecimalInput.tsx'
import { DinheiroInput } from './entradas/DinheiroInput.tsx'
import { HoraInput } from './entradas/HoraInput.tsx'
import { ImagemInput } from './entradas/ImagemInput.tsx'
import { MascaraInput, alfanumerico, somenteDigitos } from './entradas/MascaraInput.tsx'
import { MesInput } from './entradas/MesInput.tsx'
import { ReferenciasInput } from './entradas/ReferenciasInput.tsx'
import { TelefoneInput } from './entradas/TelefoneInput.tsx'
import { ENTRADAS_PERSONALIZADAS } from './personalizadas.ts'

export interface EntradaProps {
  readonly recurso: string
  readonly fonte: string
  readonly campo: Campo
  readonly modo: 'create' | 'update'
}

/** The address fields of the resource a CEP fills once found (only those it declares: a body never gets unknown keys). */
const destinosCep = (recurso: string): DestinosCep => {
  const campos = recursoPorNome(recurso)?.fields ?? {}
  const se = (k: string) => (k in campos ? k : undefined)
  const d = { logradouro: se('logradouro'), complemento: se('complemento'), bairro: se('bairro'), uf: se('ufId') ?? se('estadoId'), cidade: se('cidadeId') }
  return Object.fromEntries(Object.entries(d).filter(([, v]) => v !== undefined)) as DestinosCep
}

/** The input of one declared field, chosen by its kind (validation is the form's, from core). */
export const Entrada = ({ recurso, fonte, campo, modo }: EntradaProps) => {
  const Personalizada = ENTRADAS_PERSONALIZADAS[`${recurso}.${fonte}`]
  if (Personalizada) return <Personalizada fonte={fonte} campo={campo} modo={modo} />

  const obrigatorio = campo.required && !(campo.writeOnly && modo === 'update')
  const comum = { source: fonte, label: campo.label, isRequired: obrigatorio, helperText: campo.help }
  const largo = { ...comum, fullWidth: true, sx: { maxWidth: 640 } }
  // short values (numbers, dates, money) get a short box that still fits the label
  const curto = { width: '100%', maxWidth: Math.min(640, Math.max(220, campo.label.length * 9 + 48)) }

  switch (campo.kind) {
    case 'texto':
      return <TextInput {...largo} />
    case 'textoLongo':
      return <TextInput {...largo} multiline minRows={3} sx={{ maxWidth: 900 }} />
    case 'email':
      return <TextInput {...largo} type="email" />
    case 'inteiro':
      return <NumberInput {...comum} step={1} sx={curto} />
    case 'decimal':
      return <DecimalInput {...comum} casas={campo.casas ?? 2} sx={curto} />
    case 'percentual':
      return <DecimalInput {...comum} casas={campo.casas ?? 2} sufixo="%" sx={curto} />
    case 'dinheiro':
      return <DinheiroInput {...comum} sx={curto} />
    case 'booleano':
      return <BooleanInput {...comum} />
    case 'data':
      return <DataInput {...comum} sx={curto} />
    case 'dataHora':
      // Recorded by the server, never typed.
      return <TextInput {...comum} disabled format={(v: unknown) => (typeof v === 'string' ? formatarDataHora(v) : '')} sx={curto} />
    case 'mes':
      return <MesInput {...comum} sx={curto} />
    case 'hora':
      return <HoraInput {...comum} sx={{ width: 160 }} />
    case 'cor':
      return <CorInput {...comum} />
    case 'opcoes':
      return <SelectInput {...largo} choices={[...(campo.options ?? [])]} emptyText="" />
    case 'varias':
      return <CheckboxGroupInput {...comum} choices={[...(campo.options ?? [])]} row={false} />
    case 'referencia':
      return (
        <ReferenceInput source={fonte} reference={campo.reference!} {...(campo.filtroReferencia ? { filter: campo.filtroReferencia } : {})}>
          <AutocompleteInput label={campo.label} isRequired={obrigatorio} helperText={comum.helperText} fullWidth sx={{ maxWidth: 640 }} />
        </ReferenceInput>
      )
    case 'referencias':
      return <ReferenciasInput fonte={fonte} referencia={campo.reference!} rotulo={campo.label} obrigatorio={obrigatorio} ajuda={comum.helperText} />
    case 'cpf':
      return <MascaraInput {...comum} mascara={MASCARA_CPF} limpar={somenteDigitos} formatar={formatarCpf} sx={{ width: 220 }} />
    case 'cnpj':
      return <MascaraInput {...comum} mascara={MASCARA_CNPJ} limpar={alfanumerico} formatar={formatarCnpj} sx={{ width: 260 }} />
    case 'pis':
      return <MascaraInput {...comum} mascara={MASCARA_PIS} limpar={somenteDigitos} formatar={formatarPis} sx={{ width: 220 }} />
    case 'cep':
      return <CepInput {...comum} destinos={destinosCep(recurso)} sx={{ width: 200 }} />
    case 'telefone':
      return <TelefoneInput {...comum} parte={campo.telefone ?? 'completo'} sx={{ width: campo.telefone === 'ddd' ? 100 : 220 }} />
    case 'senha':
      return (
        <PasswordInput
          {...comum}
          sx={{ width: 320 }}
          helperText={modo === 'update' ? 'Deixe em branco para manter a senha atual.' : comum.helperText}
          inputProps={{ autoComplete: 'new-password' }}
        />
      )
    case 'imagem':
      return <ImagemInput {...comum} />
    case 'grupo':
      return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {campo.label}
          </Typography>
          <Stack direction="row" flexWrap="wrap" columnGap={2}>
            {(campo.subcampos ?? []).map((s) => (
              <Entrada key={s.nome} recurso={recurso} fonte={`${fonte}.${s.nome}`} modo={modo} campo={{ ...s, required: false, value: campo.value, storage: 'json', filter: 'none', list: false, missingMessage: '' }} />
            ))}
          </Stack>
        </Box>
      )
    case 'lista':
      return (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {campo.label}: editado em tela própria.
        </Typography>
      )
  }
}
