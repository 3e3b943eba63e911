import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin'
import { Box, Stack, Typography } from '@mui/material'
import { formatarCnpj } from '../../../core/shared/br/cnpj.ts'
import { formatarCpf } from '../../../core/shared/br/cpf.ts'
import type { Campo } from '../../../core/shared/campos.ts'
import { MASCARA_CNPJ, MASCARA_CPF } from '../../../core/shared/formatos.ts'
import { CorInput } from './entradas/CorInput.tsx'
import { DataInput } from './entradas/DataInput.tsx'
import { DinheiroInput } from './entradas/DinheiroInput.tsx'
import { ImagemInput } from './entradas/ImagemInput.tsx'
import { MascaraInput, alfanumerico, somenteDigitos } from './entradas/MascaraInput.tsx'
import { ENTRADAS_PERSONALIZADAS } from './personalizadas.ts'

export interface EntradaProps {
  readonly recurso: string
  readonly fonte: string
  readonly campo: Campo
  readonly modo: 'create' | 'update'
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
    case 'dinheiro':
      return <DinheiroInput {...comum} sx={curto} />
    case 'booleano':
      return <BooleanInput {...comum} />
    case 'data':
      return <DataInput {...comum} sx={curto} />
    case 'cor':
      return <CorInput {...comum} />
    case 'opcoes':
      return <SelectInput {...largo} choices={[...(campo.options ?? [])]} emptyText="" />
    case 'varias':
      return <CheckboxGroupInput {...comum} choices={[...(campo.options ?? [])]} row={false} />
    case 'referencia':
      return (
        <ReferenceInput source={fonte} reference={campo.reference!}>
          <AutocompleteInput label={campo.label} isRequired={obrigatorio} helperText={comum.helperText} fullWidth sx={{ maxWidth: 640 }} />
        </ReferenceInput>
      )
    case 'referencias':
      return (
        <ReferenceArrayInput source={fonte} reference={campo.reference!}>
          <AutocompleteArrayInput label={campo.label} isRequired={obrigatorio} helperText={comum.helperText} fullWidth sx={{ maxWidth: 640 }} />
        </ReferenceArrayInput>
      )
    case 'cpf':
      return <MascaraInput {...comum} mascara={MASCARA_CPF} limpar={somenteDigitos} formatar={formatarCpf} sx={{ width: 220 }} />
    case 'cnpj':
      return <MascaraInput {...comum} mascara={MASCARA_CNPJ} limpar={alfanumerico} formatar={formatarCnpj} sx={{ width: 260 }} />
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
