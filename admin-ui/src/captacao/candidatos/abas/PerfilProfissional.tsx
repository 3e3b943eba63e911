import { useState } from 'react'
import { Box, Checkbox, FormControlLabel, Typography } from '@mui/material'
import { useInput } from 'react-admin'
import { useFormContext, useWatch } from 'react-hook-form'
import type { ConfigCandidato } from '../../../../../core/captacao/qualificacaoCandidato.ts'
import { Confirmacao } from '../../../comum/Confirmacao.tsx'
import { ChipsTextoInput } from '../../../generico/entradas/ChipsTextoInput.tsx'
import { CertificadosInput, ExperienciasInput, FormacaoInput, IdiomasInput } from '../SubListas.tsx'
import { C, Grade, type PropsAba } from './comum.tsx'

export const PRIMEIRO_EMPREGO = 'Tem certeza que deseja marcar como primeiro emprego? As experiências cadastradas serão excluídas.'

/**
 * First job (spec 000 §4): ticking it with experiences asks 'Atenção' and clears them; cancelling leaves it
 * unticked; while ticked, no experience can be added.
 */
const PrimeiroEmprego = () => {
  const { field } = useInput({ source: 'primeiroEmprego' })
  const { setValue, getValues } = useFormContext()
  const [perguntando, setPerguntando] = useState(false)
  return (
    <>
      <FormControlLabel
        sx={{ gridColumn: '1 / -1' }}
        control={
          <Checkbox
            checked={field.value === true}
            onChange={(e) => {
              if (!e.target.checked) return field.onChange(false)
              const exps = getValues('experiencias')
              if (Array.isArray(exps) && exps.length) setPerguntando(true)
              else field.onChange(true)
            }}
          />
        }
        label="Primeiro emprego"
      />
      <Confirmacao
        aberto={perguntando}
        titulo="Atenção"
        mensagem={PRIMEIRO_EMPREGO}
        aoCancelar={() => {
          setPerguntando(false)
          field.onChange(false)
        }}
        aoConfirmar={() => {
          setValue('experiencias', [], { shouldDirty: true })
          field.onChange(true)
          setPerguntando(false)
        }}
      />
    </>
  )
}

const Experiencias = ({ obrig }: { readonly obrig: ReadonlySet<string> }) => {
  const primeiro = useWatch({ name: 'primeiroEmprego' }) === true
  return <ExperienciasInput obrigatorio={obrig.has('experiencias')} primeiroEmprego={primeiro} />
}

/** Tab 'Perfil Profissional': what the candidate wants, then experience, education, languages, certificates, courses. */
export const AbaPerfilProfissional = ({ cfg, ...p }: PropsAba & { readonly cfg: ConfigCandidato | undefined }) => {
  const { obrig } = p
  return (
    <>
      <Grade>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <C f="cargos" {...p} />
          {!!cfg?.maxCandidataCargo && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: -1, mb: 1 }}>
              Máximo de {cfg.maxCandidataCargo} cargo(s).
            </Typography>
          )}
        </Box>
        <C f="areasInteresse" {...p} largo />
        <C f="pretencaoSalarial" {...p} />
        <C f="colocacao" {...p} />
        <C f="comoFicouSabendoVagaId" {...p} />
        <C f="disponivel" {...p} />
        <C f="qualificado" {...p} />
        <ChipsTextoInput source="conhecimentos" label="Conhecimentos" obrigatorio={obrig.has('conhecimentos')} sx={{ gridColumn: '1 / -1' }} />
        <PrimeiroEmprego />
      </Grade>
      <Experiencias obrig={obrig} />
      <FormacaoInput obrigatorio={obrig.has('formacao')} />
      <IdiomasInput obrigatorio={obrig.has('candidatoIdiomas')} />
      <CertificadosInput source="certificados" obrigatorio={obrig.has('certificados')} />
      <CertificadosInput source="cursos" obrigatorio={obrig.has('cursos')} />
    </>
  )
}
