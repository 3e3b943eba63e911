import { Typography } from '@mui/material'
import { NumberInput, PasswordInput, TextInput } from 'react-admin'
import { CAMPOS_EXTRAS } from '../../../../../core/geral/itensPessoa.ts'
import { camposExtrasVisiveis, type ConfigCandidato } from '../../../../../core/captacao/qualificacaoCandidato.ts'
import { DataInput } from '../../../generico/entradas/DataInput.tsx'
import { DinheiroInput } from '../../../generico/entradas/DinheiroInput.tsx'
import { C, Grade, type PropsAba } from './comum.tsx'

/** Tab 'Socioeconômico'. */
export const AbaSocioeconomico = (p: PropsAba) => (
  <Grade>
    <C f="pagaPensao" {...p} />
    <C f="quantidade" {...p} />
    <C f="valor" {...p} />
    <C f="possuiVeiculo" {...p} />
  </Grade>
)

/** Tab 'Campos Extras': the company's extra fields, with its titles and the input of each type. */
export const AbaCamposExtras = ({ cfg }: { readonly cfg: ConfigCandidato | undefined }) => {
  if (!cfg) return null
  const visiveis = camposExtrasVisiveis(cfg)
  if (!visiveis.length) return <Typography color="text.secondary">A empresa não usa campos extras no cadastro de candidato.</Typography>
  return (
    <Grade>
      {visiveis.map((x) => {
        const tipo = CAMPOS_EXTRAS.find((c) => c.id === x.campo)?.tipo
        const comum = { source: `camposExtras.${x.campo}`, label: x.titulo, isRequired: x.obrigatorio === true }
        switch (tipo) {
          case 'textoLongo':
            return <TextInput key={x.campo} {...comum} multiline minRows={3} fullWidth sx={{ gridColumn: '1 / -1' }} />
          case 'data':
            return <DataInput key={x.campo} {...comum} />
          case 'dinheiro':
            return <DinheiroInput key={x.campo} {...comum} />
          case 'inteiro':
            return <NumberInput key={x.campo} {...comum} step={1} />
          default:
            return <TextInput key={x.campo} {...comum} fullWidth inputProps={{ maxLength: 100 }} />
        }
      })}
    </Grade>
  )
}

/** Tab 'Currículo e Observações': résumé text, notes, and the password of the candidate portal. */
export const AbaCurriculo = ({ possuiSenha, ...p }: PropsAba & { readonly possuiSenha: boolean }) => (
  <>
    <Grade>
      <C f="ocrTexto" {...p} largo />
      <C f="observacao" {...p} largo />
      <C f="observacaoRH" {...p} largo />
    </Grade>
    <Grade titulo="Acesso ao portal do candidato">
      <PasswordInput
        source="senha"
        label="Senha"
        isRequired={p.obrig.has('senha') && !possuiSenha}
        helperText={possuiSenha ? 'Deixe em branco para manter a senha atual.' : undefined}
        inputProps={{ autoComplete: 'new-password' }}
      />
      <PasswordInput source="confirmaSenha" label="Confirmação de Senha" inputProps={{ autoComplete: 'new-password' }} />
    </Grade>
  </>
)
