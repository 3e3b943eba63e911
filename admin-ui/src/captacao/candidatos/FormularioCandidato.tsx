import { useMemo, type ReactNode } from 'react'
import { Box, Button, Chip, Stack, Typography } from '@mui/material'
import { Either } from 'effect'
import { SaveButton, SimpleForm, Toolbar, useGetOne, useRecordContext, useResourceContext, useCreatePath } from 'react-admin'
import { Link } from 'react-router-dom'
import { regrasComConfig } from '../../../../core/captacao/candidatos.ts'
import { camposExtrasVisiveis, configDaEmpresa, STATUS_QUALIFICACAO, type ConfigCandidato } from '../../../../core/captacao/qualificacaoCandidato.ts'
import { decodificar } from '../../../../core/shared/resource.ts'
import { AbasFormulario } from '../../comum/AbasFormulario.tsx'
import { aninharErros, MODO_SUBMIT } from '../../comum/formulario.tsx'
import { BotaoRemover } from '../../generico/BotaoRemover.tsx'
import { valoresPadrao } from '../../generico/recurso.ts'
import { useUserinfo } from '../../sessao/estado.ts'
import { hojeSp } from './api.ts'
import { AbaCamposExtras, AbaCurriculo, AbaSocioeconomico } from './abas/Complementares.tsx'
import { R, type Modo } from './abas/comum.tsx'
import { AbaDadosPessoais } from './abas/DadosPessoais.tsx'
import { AbaDocumentos } from './abas/Documentos.tsx'
import { AbaEnderecoContato } from './abas/EnderecoContato.tsx'
import { AbaPerfilProfissional } from './abas/PerfilProfissional.tsx'

/** The configuration of the candidate's company (required fields, extra fields, maximum of cargos). */
export const useConfigCandidato = (empresaId: number | undefined): ConfigCandidato | undefined => {
  const { data } = useGetOne('utilitario/empresas', { id: empresaId ?? 0 }, { enabled: !!empresaId })
  return useMemo(() => (data ? configDaEmpresa(data as Record<string, unknown>) : undefined), [data])
}

/** Client validation on submit: the schema and rules the server runs, with the company's configuration. */
const validador = (modo: Modo, cfg: ConfigCandidato | undefined, possuiSenha: boolean) => (valores: Record<string, unknown>) => {
  const d = decodificar(R, valores, modo)
  if (Either.isLeft(d)) return aninharErros(d.left.errors)
  const extra = cfg ? regrasComConfig(d.right, cfg, hojeSp(), { possuiSenha }) : []
  return extra.length ? aninharErros(extra) : {}
}

const Barra = ({ modo, extra }: { readonly modo: Modo; readonly extra?: ReactNode }) => {
  const resource = useResourceContext()
  const createPath = useCreatePath()
  return (
    <Toolbar sx={{ gap: 1, bgcolor: 'grey.50', borderTop: 1, borderColor: 'divider' }}>
      <SaveButton label="Salvar" alwaysEnable />
      <Button component={Link} to={createPath({ resource, type: 'list' })} color="inherit">
        Cancelar
      </Button>
      {extra}
      <Box sx={{ flex: 1 }} />
      {modo === 'update' && <BotaoRemover variante="botao" />}
    </Toolbar>
  )
}

/** The candidate's registration status, above the tabs when editing. */
const Qualificacao = () => {
  const record = useRecordContext()
  if (!record) return null
  const status = record['qualificacaoCadastral']
  return (
    <Stack direction="row" gap={1} alignItems="center" sx={{ mb: 1 }} data-testid="qualificacao">
      <Typography variant="body2">Qualificação cadastral:</Typography>
      <Chip size="small" label={STATUS_QUALIFICACAO.find((o) => o.id === status)?.name ?? '—'} color={status === 'QUALIFICADO' ? 'success' : status === 'NAO_VERIFICADO' ? 'default' : 'warning'} />
      {record['mensagemQualificacao'] && (
        <Typography variant="body2" color="text.secondary">
          {String(record['mensagemQualificacao'])}
        </Typography>
      )}
    </Stack>
  )
}

/**
 * The candidate form of spec 000 §3.5, used by create and edit: the company's configuration marks and
 * enforces the required fields, extra fields use the company's titles, sub-records are edited in dialogs.
 * Each tab is a file of ./abas/.
 */
export const FormularioCandidato = ({ modo, extraBarra }: { readonly modo: Modo; readonly extraBarra?: ReactNode }) => {
  const record = useRecordContext()
  const userinfo = useUserinfo()
  const empresaId = record?.['empresaId'] !== undefined ? Number(record['empresaId']) : userinfo?.empresa.id
  const cfg = useConfigCandidato(empresaId)
  const possuiSenha = record?.['possuiSenha'] === true
  const obrig = useMemo(() => new Set(cfg?.camposObrigatorios ?? []), [cfg])
  const validate = useMemo(() => validador(modo, cfg, possuiSenha), [modo, cfg, possuiSenha])
  const padrao = useMemo(() => (modo === 'create' ? { ...valoresPadrao(R), experiencias: [], formacao: [], candidatoIdiomas: [], certificados: [], cursos: [] } : undefined), [modo])
  const candidatoId = record?.id !== undefined ? Number(record.id) : undefined
  const p = { modo, obrig }
  const extrasVisiveis = cfg ? camposExtrasVisiveis(cfg).length > 0 : false

  return (
    <SimpleForm {...MODO_SUBMIT} validate={validate} defaultValues={padrao} toolbar={<Barra modo={modo} extra={extraBarra} />} warnWhenUnsavedChanges={false}>
      {modo === 'update' && <Qualificacao />}
      <AbasFormulario
        abas={[
          { rotulo: 'Dados Pessoais', conteudo: <AbaDadosPessoais {...p} candidatoId={candidatoId} /> },
          { rotulo: 'Endereço e Contato', conteudo: <AbaEnderecoContato {...p} /> },
          { rotulo: 'Documentos', conteudo: <AbaDocumentos {...p} /> },
          { rotulo: 'Perfil Profissional', conteudo: <AbaPerfilProfissional {...p} cfg={cfg} /> },
          { rotulo: 'Socioeconômico', conteudo: <AbaSocioeconomico {...p} /> },
          { rotulo: 'Campos Extras', conteudo: <AbaCamposExtras cfg={cfg} />, oculta: !extrasVisiveis },
          { rotulo: 'Currículo e Observações', conteudo: <AbaCurriculo {...p} possuiSenha={possuiSenha} /> },
        ]}
      />
    </SimpleForm>
  )
}
