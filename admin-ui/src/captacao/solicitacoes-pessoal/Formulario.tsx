import { useMemo, type ReactNode } from 'react'
import { Box, Button, Typography } from '@mui/material'
import { Either } from 'effect'
import { AutocompleteArrayInput, AutocompleteInput, ReferenceInput, SaveButton, SimpleForm, Toolbar } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { ESCOLARIDADES, regrasConfiguracao, solicitacoesPessoal } from '../../../../core/captacao/solicitacoes-pessoal.ts'
import type { Campo } from '../../../../core/shared/campos.ts'
import { ValidacaoFalhou } from '../../../../core/shared/erros.ts'
import { campoLido, decodificar } from '../../../../core/shared/resource.ts'
import { FocarPrimeiroErro, MODO_SUBMIT, validadorCore } from '../../comum/formulario.tsx'
import { BotaoRemover } from '../../generico/BotaoRemover.tsx'
import { Entrada } from '../../generico/Entrada.tsx'
import { valoresPadrao } from '../../generico/recurso.ts'
import { useConfigSolicitacoes } from './Acoes.tsx'
import type { ConfigSolicitacoes } from './api.ts'
import { COR_TEXTO_PRINCIPAL } from '../../tema.ts'
import { ChipsTextoInput } from '../../generico/entradas/ChipsTextoInput.tsx'
import { SubstituidosInput } from './Substituidos.tsx'

type Modo = 'create' | 'update'
const R = solicitacoesPessoal
const NOME = R.name

const Secao = ({ titulo, children }: { readonly titulo: string; readonly children: ReactNode }) => (
  <Box component="section" sx={{ width: '100%', mb: 1 }} aria-label={titulo}>
    <Typography variant="subtitle1" sx={{ fontWeight: 600, color: COR_TEXTO_PRINCIPAL, borderBottom: 1, borderColor: 'divider', mb: 2, mt: 1 }}>
      {titulo}
    </Typography>
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3, alignItems: 'start', maxWidth: 1200 }}>{children}</Box>
  </Box>
)

/** A field with the company's settings applied (required mark). */
const Campo_ = ({ fonte, modo, obrigatorio, largo }: { readonly fonte: string; readonly modo: Modo; readonly obrigatorio?: boolean; readonly largo?: boolean }) => {
  const base = campoLido(R, fonte)!
  const campo: Campo = obrigatorio ? { ...base, required: true } : base
  return (
    <Box sx={largo ? { gridColumn: { md: '1 / -1' } } : undefined}>
      <Entrada recurso={NOME} fonte={fonte} campo={campo} modo={modo} />
    </Box>
  )
}

/** City filtered by the chosen state. */
const CidadeInput = ({ obrigatorio }: { readonly obrigatorio: boolean }) => {
  const estadoId = useWatch({ name: 'estadoId' }) as number | undefined
  return (
    <ReferenceInput source="cidadeId" reference="geral/cidades" filter={estadoId ? { estadoId } : {}} perPage={50}>
      <AutocompleteInput label="Cidade" isRequired={obrigatorio} fullWidth sx={{ maxWidth: 640 }} filterToQuery={(q) => ({ q })} />
    </ReferenceInput>
  )
}

const Barra = ({ modo, somenteLeitura }: { readonly modo: Modo; readonly somenteLeitura: boolean }) => (
  <Toolbar sx={{ gap: 1, bgcolor: 'grey.50', borderTop: 1, borderColor: 'divider' }}>
    {!somenteLeitura && <SaveButton label="Salvar" alwaysEnable />}
    <Button component={Link} to={`/${NOME}`} color="inherit">
      {somenteLeitura ? 'Voltar' : 'Cancelar'}
    </Button>
    <Box sx={{ flex: 1 }} />
    {modo === 'update' && <BotaoRemover variante="botao" />}
  </Toolbar>
)

/** Client-side check = the server's: the declaration's rules plus the company-setting rules. */
export const validadorSolicitacao = (modo: Modo, cfg: ConfigSolicitacoes | undefined) =>
  validadorCore((v) => {
    const r = decodificar(R, v, modo)
    if (Either.isLeft(r) || !cfg) return r
    const extra = regrasConfiguracao(r.right, cfg)
    return extra.length ? Either.left(ValidacaoFalhou.campos(extra)) : r
  })

/**
 * The request form (spec 000 §3.9, §5), in sections. Required marks and visible fields follow the company's
 * settings (salary shown, complementary data mandatory, environment and function mandatory, substituted
 * talents shown). State fields are never edited here: they change through the actions.
 */
export const FormularioSolicitacao = ({ modo, somenteLeitura = false }: { readonly modo: Modo; readonly somenteLeitura?: boolean }) => {
  const cfg = useConfigSolicitacoes()
  const validate = useMemo(() => validadorSolicitacao(modo, cfg), [modo, cfg])
  const padrao = useMemo(() => (modo === 'create' ? valoresPadrao(R) : undefined), [modo])
  const comp = cfg?.solPessoalObrigarDadosComplementares === true
  const ambFunc = cfg?.obrigarAmbienteFuncao === true
  const c = (fonte: string, o: { obrigatorio?: boolean; largo?: boolean } = {}) => <Campo_ fonte={fonte} modo={modo} {...o} />
  return (
    <SimpleForm {...MODO_SUBMIT} validate={validate} defaultValues={padrao} toolbar={<Barra modo={modo} somenteLeitura={somenteLeitura} />} warnWhenUnsavedChanges={false} disabled={somenteLeitura}>
      <FocarPrimeiroErro />
      <Secao titulo="Dados da solicitação">
        {c('descricao', { largo: true })}
        {c('data')}
        {c('dataPrevisaoEncerramento')}
        {c('quantidade')}
        {c('qtdDiasPrevisao')}
        {c('estabelecimentoId')}
        {c('areaOrganizacionalId')}
        {c('cargoId')}
        {c('faixaSalarialId')}
        {c('motivoSolicitacaoId')}
        {c('tipoVaga')}
        {c('horarioComercial')}
        {c('horasDiariasPrevistas')}
        {c('recrutadorResponsavel')}
        {c('avaliacoesIds')}
        {c('invisivelParaGestor', { largo: true })}
        <ChipsTextoInput source="emailsCheck" label="E-mails a notificar" sx={{ maxWidth: 640 }} />
      </Secao>
      <Secao titulo="Ambiente e função">
        {c('ambiente', { obrigatorio: ambFunc })}
        {c('funcao', { obrigatorio: ambFunc })}
      </Secao>
      <Secao titulo="Dados complementares">
        {c('vinculo', { obrigatorio: comp })}
        {cfg?.solPessoalExibirSalario ? c('remuneracao', { obrigatorio: comp }) : <span />}
        {c('escolaridade', { obrigatorio: comp })}
        {c('sexo', { obrigatorio: comp })}
        {c('idadeMinima', { obrigatorio: comp })}
        {c('idadeMaxima', { obrigatorio: comp })}
        {c('estadoId', { obrigatorio: comp })}
        <CidadeInput obrigatorio={comp} />
        <ChipsTextoInput source="bairros" label={comp ? 'Bairros *' : 'Bairros'} sx={{ maxWidth: 640 }} />
        <span />
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <AutocompleteArrayInput source="escolaridades" label="Outras escolaridades aceitas" choices={[...ESCOLARIDADES]} fullWidth sx={{ maxWidth: 900 }} />
        </Box>
        {c('experiencias', { largo: true })}
        {c('infoComplementares', { obrigatorio: comp, largo: true })}
      </Secao>
      {cfg?.solPessoalExibirColabSubstituido && (
        <Secao titulo="Talentos substituídos">
          <Box sx={{ gridColumn: '1 / -1' }}>
            {c('incluirColaboradoresDesligados')}
            <SubstituidosInput />
          </Box>
        </Secao>
      )}
    </SimpleForm>
  )
}
