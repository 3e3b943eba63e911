import { useMemo } from 'react'
import { Box, Button, Stack, Typography } from '@mui/material'
import { Either } from 'effect'
import { SaveButton, SimpleForm, Toolbar, useCreatePath, useGetOne, useRecordContext, useResourceContext } from 'react-admin'
import { Link } from 'react-router-dom'
import { CorpoAdmissao } from '../../../../core/cargo-salario/admitirColaborador.ts'
import { colaboradores } from '../../../../core/cargo-salario/colaboradores.ts'
import { ChipSituacao } from './ChipSituacao.tsx'
import { regrasColaborador, regrasHistorico } from '../../../../core/cargo-salario/regrasColaborador.ts'
import { camposExtrasVisiveis, CONFIG_PADRAO, type ConfigCandidato } from '../../../../core/captacao/qualificacaoCandidato.ts'
import { decodificar, validar } from '../../../../core/shared/resource.ts'
import { AbasFormulario } from '../../comum/AbasFormulario.tsx'
import { aninharErros, MODO_SUBMIT } from '../../comum/formulario.tsx'
import { BotaoRemover } from '../../generico/BotaoRemover.tsx'
import { useAcesso, valoresPadrao } from '../../generico/recurso.ts'
import { RegistrosRelacionados } from '../../generico/RegistrosRelacionados.tsx'
import { ocorrencias } from '../../../../core/gestao-talentos/ocorrencias.ts'
import { colaboradorAfastamentos } from '../../../../core/sst/colaborador-afastamentos.ts'
import { useUserinfo } from '../../sessao/estado.ts'
import { AbaCamposExtras } from '../../captacao/candidatos/abas/Complementares.tsx'
import { Grade } from '../../captacao/candidatos/abas/comum.tsx'
import { AbaDocumentos } from '../../captacao/candidatos/abas/Documentos.tsx'
import { AbaEnderecoContato } from '../../captacao/candidatos/abas/EnderecoContato.tsx'
import { CertificadosInput, ExperienciasInput, FormacaoInput, IdiomasInput } from '../../captacao/candidatos/SubListas.tsx'
import { CompetenciasDoTalento } from './Competencias.tsx'
import { Desligamento } from './Desligamento.tsx'
import { Historico } from './Historico.tsx'
import { CampoTalento, Posicao } from './Posicao.tsx'

type Modo = 'create' | 'update'
const NENHUM: ReadonlySet<string> = new Set()

/** The company's extra fields for employees, read as the candidate's (same shape, the employee's keys). */
const useExtras = (empresaId: number | undefined): ConfigCandidato | undefined => {
  const { data } = useGetOne('utilitario/empresas', { id: empresaId ?? 0 }, { enabled: !!empresaId })
  return useMemo(
    () =>
      data
        ? { ...CONFIG_PADRAO, campoExtraCandidato: data['campoExtraColaborador'] === true, camposExtras: Array.isArray(data['camposExtrasColaborador']) ? data['camposExtrasColaborador'] : [] }
        : undefined,
    [data],
  )
}

/** The same checks as the server's, on submit: the admission body (record and first position) or the record. */
const validador = (modo: Modo) => (v: Record<string, unknown>) => {
  if (modo === 'update') {
    const d = decodificar(colaboradores, v, 'update')
    return Either.isLeft(d) ? aninharErros(d.left.errors) : {}
  }
  const d = validar(CorpoAdmissao, v)
  if (Either.isLeft(d)) return aninharErros(d.left.errors)
  const { historico, ...pessoa } = d.right as Record<string, unknown>
  const erros = [...regrasColaborador(pessoa), ...regrasHistorico(historico as Record<string, unknown>).map((e) => ({ ...e, field: `historico.${e.field}` }))]
  return erros.length ? aninharErros(erros) : {}
}

const Barra = ({ modo }: { readonly modo: Modo }) => {
  const resource = useResourceContext()
  const createPath = useCreatePath()
  return (
    <Toolbar sx={{ gap: 1, bgcolor: 'grey.50', borderTop: 1, borderColor: 'divider' }}>
      <SaveButton label="Salvar" alwaysEnable />
      <Button component={Link} to={createPath({ resource, type: 'list' })} color="inherit">
        Cancelar
      </Button>
      <Box sx={{ flex: 1 }} />
      {modo === 'update' && <BotaoRemover variante="botao" />}
    </Toolbar>
  )
}

/** Who is being edited, above the tabs: name, situation, registration. */
const Cabecalho = () => {
  const r = useRecordContext()
  if (!r) return null
  return (
    <Stack direction="row" gap={1} alignItems="center" sx={{ mb: 1 }}>
      <Typography variant="h6" component="p">
        {String(r['nome'])}
      </Typography>
      <ChipSituacao situacao={r['situacao']} />
      {r['matricula'] && <Typography color="text.secondary">Matrícula {String(r['matricula'])}</Typography>}
    </Stack>
  )
}

const DadosPessoais = ({ modo }: { readonly modo: Modo }) => (
  <Grade>
    {(['nome', 'nomeSocial', 'cpf', 'matricula', 'dataNascimento', 'sexo', 'estadoCivil', 'escolaridade', 'etniaRaca', 'deficiencia', 'naturalidade', 'qtdFilhos', 'pai', 'profissaoPai', 'mae', 'profissaoMae', 'conjuge', 'profissaoConjuge'] as const).map((f) => (
      <CampoTalento key={f} f={f} modo={modo} />
    ))}
    <CampoTalento f="foto" modo={modo} largo />
  </Grade>
)

const Contrato = ({ modo }: { readonly modo: Modo }) => (
  <>
    <Grade titulo="Contrato">
      {(['dataAdmissao', 'vinculo', 'categoriaESocial', 'horasSemanais', 'membroCipa', 'dataFimEstabilidadeCipa'] as const).map((f) => (
        <CampoTalento key={f} f={f} modo={modo} />
      ))}
      <CampoTalento f="observacao" modo={modo} largo />
    </Grade>
    {modo === 'update' && (
      <Grade titulo="Desligamento">
        <Desligamento />
      </Grade>
    )}
  </>
)

const Formacao = () => (
  <>
    <ExperienciasInput primeiroEmprego={false} />
    <FormacaoInput />
    <IdiomasInput source="idiomas" />
    <CertificadosInput source="certificados" />
    <CertificadosInput source="cursos" />
  </>
)

/**
 * The employee form (create = admission, edit = the record): tabs of personal data, documents, address and contact
 * (the candidate's tabs: the same fields of core/geral/pessoa.ts), contract, the first position (admission only),
 * education and experience (the candidate's sub-lists), the company's extra fields, and, when editing, the
 * history with its dated positions, competencies, and the employee's occurrences (spec's colaboradores-ocorrencias)
 * and leaves for whoever may open them.
 */
export const FormularioColaborador = ({ modo }: { readonly modo: Modo }) => {
  const record = useRecordContext()
  const userinfo = useUserinfo()
  const empresaId = record?.['empresaId'] !== undefined ? Number(record['empresaId']) : userinfo?.empresa.id
  const extras = useExtras(empresaId)
  const validate = useMemo(() => validador(modo), [modo])
  const padrao = useMemo(
    () => (modo === 'create' ? { ...valoresPadrao(colaboradores), experiencias: [], formacao: [], idiomas: [], certificados: [], cursos: [], historico: { tipoSalario: 3 } } : undefined),
    [modo],
  )
  const p = { modo, obrig: NENHUM }
  const verOcorrencias = useAcesso(ocorrencias).abrir
  const verAfastamentos = useAcesso(colaboradorAfastamentos).abrir
  const id = record?.id !== undefined ? Number(record.id) : undefined
  return (
    <SimpleForm {...MODO_SUBMIT} validate={validate} defaultValues={padrao} toolbar={<Barra modo={modo} />} warnWhenUnsavedChanges={false}>
      {modo === 'update' && <Cabecalho />}
      <AbasFormulario
        abas={[
          { rotulo: 'Dados Pessoais', conteudo: <DadosPessoais modo={modo} /> },
          { rotulo: 'Documentos', conteudo: <AbaDocumentos {...p} /> },
          { rotulo: 'Endereço e Contatos', conteudo: <AbaEnderecoContato {...p} /> },
          { rotulo: 'Contrato', conteudo: <Contrato modo={modo} /> },
          { rotulo: 'Posição inicial', conteudo: <Posicao prefixo="historico." modo="create" />, oculta: modo !== 'create' },
          { rotulo: 'Formação e Experiências', conteudo: <Formacao /> },
          { rotulo: 'Campos Extras', conteudo: <AbaCamposExtras cfg={extras} />, oculta: !extras || camposExtrasVisiveis(extras).length === 0 },
          { rotulo: 'Histórico', conteudo: record?.id !== undefined ? <Historico colaboradorId={Number(record.id)} /> : null, oculta: modo !== 'update' },
          { rotulo: 'Competências', conteudo: record?.id !== undefined ? <CompetenciasDoTalento colaboradorId={Number(record.id)} /> : null, oculta: modo !== 'update' },
          {
            rotulo: 'Ocorrências',
            conteudo: id !== undefined ? <RegistrosRelacionados recurso={ocorrencias} alvo="colaboradorId" id={id} vazio="Nenhuma ocorrência registrada para o talento." /> : null,
            oculta: modo !== 'update' || !verOcorrencias,
          },
          {
            rotulo: 'Afastamentos',
            conteudo: id !== undefined ? <RegistrosRelacionados recurso={colaboradorAfastamentos} alvo="colaboradorId" id={id} vazio="Nenhum afastamento registrado para o talento." /> : null,
            oculta: modo !== 'update' || !verAfastamentos,
          },
        ]}
      />
    </SimpleForm>
  )
}
