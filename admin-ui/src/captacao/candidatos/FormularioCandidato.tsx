import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { Alert, Box, Button, Checkbox, Chip, FormControlLabel, Link as MuiLink, Stack, Tab, Tabs, Typography } from '@mui/material'
import { Either } from 'effect'
import {
  AutocompleteInput,
  NumberInput,
  PasswordInput,
  ReferenceInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useGetOne,
  useInput,
  useRecordContext,
  useResourceContext,
  useCreatePath,
} from 'react-admin'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { ETNIAS, candidatos, regrasComConfig } from '../../../../core/captacao/candidatos.ts'
import { camposExtrasVisiveis, configDaEmpresa, CAMPOS_EXTRAS, STATUS_QUALIFICACAO, type ConfigCandidato } from '../../../../core/captacao/qualificacaoCandidato.ts'
import { formatarCpf, validarCpf } from '../../../../core/shared/br/cpf.ts'
import { formatarPis } from '../../../../core/shared/br/pis.ts'
import { mascararFoneDigitando } from '../../../../core/shared/formatos.ts'
import type { Campo } from '../../../../core/shared/campos.ts'
import { decodificar } from '../../../../core/shared/resource.ts'
import { Confirmacao } from '../../comum/Confirmacao.tsx'
import { aninharErros, MODO_SUBMIT } from '../../comum/formulario.tsx'
import { BotaoRemover } from '../../generico/BotaoRemover.tsx'
import { Entrada } from '../../generico/Entrada.tsx'
import { CepInput } from '../../generico/entradas/CepInput.tsx'
import { ChipsTextoInput } from '../../generico/entradas/ChipsTextoInput.tsx'
import { DataInput } from '../../generico/entradas/DataInput.tsx'
import { DinheiroInput } from '../../generico/entradas/DinheiroInput.tsx'
import { somenteDigitos } from '../../generico/entradas/MascaraInput.tsx'
import { valoresPadrao } from '../../generico/recurso.ts'
import { useUserinfo } from '../../sessao/estado.ts'
import { hojeSp, homonimos, validaCpf } from './api.ts'
import { CertificadosInput, ExperienciasInput, FormacaoInput, IdiomasInput } from './SubListas.tsx'
import { COR_TEXTO_PRINCIPAL } from '../../tema.ts'

type Modo = 'create' | 'update'
const R = candidatos
const NOME = R.name

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

// ---------------------------------------------------------------------------------------------------------
// Tabs that keep every panel mounted (values and errors stay), and on a failed submit open the tab of the
// first field in error and focus it (spec 000 §2.6).

const ABAS = ['Dados Pessoais', 'Endereço e Contato', 'Documentos', 'Perfil Profissional', 'Socioeconômico', 'Campos Extras', 'Currículo e Observações'] as const

const Painel = ({ indice, atual, children }: { readonly indice: number; readonly atual: number; readonly children: ReactNode }) => (
  <Box role="tabpanel" data-aba={indice} hidden={indice !== atual} sx={{ pt: 2, width: '100%' }}>
    {children}
  </Box>
)

const FocarErroNaAba = ({ mudarAba }: { readonly mudarAba: (i: number) => void }) => {
  const { submitCount, errors } = useFormState()
  const ancora = useRef<HTMLSpanElement>(null)
  const tratado = useRef(0)
  useEffect(() => {
    if (submitCount === tratado.current || Object.keys(errors).length === 0) return
    tratado.current = submitCount
    requestAnimationFrame(() => {
      const form = ancora.current?.closest('form')
      const alvo = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-erro="true"]')
      const aba = alvo?.closest<HTMLElement>('[data-aba]')?.dataset['aba']
      if (aba !== undefined) mudarAba(Number(aba))
      requestAnimationFrame(() => alvo?.focus())
    })
  }, [submitCount, errors, mudarAba])
  return <span ref={ancora} hidden />
}

const Grade = ({ children, titulo }: { readonly children: ReactNode; readonly titulo?: string }) => (
  <Box component="section" aria-label={titulo} sx={{ mb: 2 }}>
    {titulo && (
      <Typography variant="subtitle2" component="h3" sx={{ color: COR_TEXTO_PRINCIPAL, borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        {titulo}
      </Typography>
    )}
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' }, columnGap: 3, alignItems: 'start', maxWidth: 1200 }}>{children}</Box>
  </Box>
)

/**
 * A document group (título de eleitor, certificado militar, CTPS) drawn from its parts as the core declares them;
 * a company that requires the group marks its first part (any filled part satisfies it).
 */
const GrupoDocumento = ({ f, obrig }: { readonly f: 'tituloEleitoral' | 'certificadoMilitar' | 'ctps'; readonly obrig: ReadonlySet<string> }) => {
  const campo = R.fields[f]
  return (
    <Grade titulo={campo.label}>
      {(campo.subcampos ?? []).map((s, i) => {
        const comum = { source: `${f}.${s.nome}`, label: s.label, isRequired: i === 0 && obrig.has(f) }
        return s.kind === 'data' ? (
          <DataInput key={s.nome} {...comum} />
        ) : s.kind === 'referencia' ? (
          <ReferenceInput key={s.nome} source={comum.source} reference={s.reference!} perPage={30} sort={{ field: 'nome', order: 'ASC' }}>
            <AutocompleteInput label={s.label} optionText={s.reference === 'geral/estados' ? 'sigla' : 'nome'} fullWidth />
          </ReferenceInput>
        ) : (
          <TextInput key={s.nome} {...comum} fullWidth />
        )
      })}
    </Grade>
  )
}

/** A declared field, required when the company's configuration lists it. */
const C = ({ f, modo, obrig, largo, label }: { readonly f: string; readonly modo: Modo; readonly obrig?: ReadonlySet<string>; readonly largo?: boolean; readonly label?: string }) => {
  const base = (R.fields as Record<string, Campo>)[f]!
  const campo: Campo = { ...base, ...(label ? { label } : {}), required: base.required || !!obrig?.has(f) }
  return (
    <Box sx={largo ? { gridColumn: '1 / -1' } : undefined}>
      <Entrada recurso={NOME} fonte={f} campo={campo} modo={modo} />
    </Box>
  )
}

/** Digits with a display formatter (CEP, PIS, phones). */
const Digitos = ({ f, label, max, formatar, obrig }: { readonly f: string; readonly label: string; readonly max: number; readonly formatar?: (s: string) => string; readonly obrig?: ReadonlySet<string> }) => (
  <TextInput
    source={f}
    label={label}
    isRequired={!!obrig?.has(f)}
    format={(v: unknown) => {
      const s = v == null ? '' : String(v)
      return formatar ? formatar(s) : s
    }}
    parse={(t: string) => somenteDigitos(t).slice(0, max)}
    inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
    fullWidth
  />
)

// ---------------------------------------------------------------------------------------------------------
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
      Há {lista.length === 1 ? 'um candidato' : `${lista.length} candidatos`} com o mesmo nome:{' '}
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

// ---------------------------------------------------------------------------------------------------------

/** UF then city: the city list follows the UF, and changing the UF clears a city of another UF. */
const UfCidade = ({ ufFonte, cidadeFonte, obrig }: { readonly ufFonte: string; readonly cidadeFonte: string; readonly obrig?: ReadonlySet<string> }) => {
  const uf = useWatch({ name: ufFonte }) as number | null | undefined
  const { setValue } = useFormContext()
  // Only a UF the user picks clears the cidade (the CEP lookup sets both).
  return (
    <>
      <ReferenceInput source={ufFonte} reference="geral/estados" perPage={30} sort={{ field: 'nome', order: 'ASC' }}>
        <AutocompleteInput
          label="UF"
          optionText={(e: any) => `${e.sigla} - ${e.nome}`}
          isRequired={!!obrig?.has(ufFonte)}
          onChange={() => setValue(cidadeFonte, null, { shouldDirty: true })}
          fullWidth
        />
      </ReferenceInput>
      <ReferenceInput source={cidadeFonte} reference="geral/cidades" filter={uf ? { estadoId: uf } : { id: -1 }} perPage={50} sort={{ field: 'nome', order: 'ASC' }}>
        <AutocompleteInput label="Cidade" optionText="nome" isRequired={!!obrig?.has(cidadeFonte)} disabled={!uf} helperText={uf ? undefined : 'Escolha a UF primeiro'} fullWidth />
      </ReferenceInput>
    </>
  )
}

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

const CamposExtras = ({ cfg }: { readonly cfg: ConfigCandidato }) => {
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

const Etnia = ({ obrig }: { readonly obrig: ReadonlySet<string> }) => {
  const record = useRecordContext()
  // '9 não informado' only when it is the current value (spec 000 §3.12).
  const opcoes = record?.['etniaRaca'] === '9' ? ETNIAS : ETNIAS.filter((e) => e.id !== '9')
  const campo: Campo = { ...R.fields['etniaRaca']!, options: opcoes, required: obrig.has('etniaRaca') }
  return <Entrada recurso={NOME} fonte="etniaRaca" campo={campo} modo="update" />
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

/**
 * The candidate form of spec 000 §3.5, used by create and edit: the company's configuration marks and
 * enforces the required fields, extra fields use the company's titles, sub-records are edited in dialogs.
 */
export const FormularioCandidato = ({ modo, extraBarra }: { readonly modo: Modo; readonly extraBarra?: ReactNode }) => {
  const record = useRecordContext()
  const userinfo = useUserinfo()
  const empresaId = record?.['empresaId'] !== undefined ? Number(record['empresaId']) : userinfo?.empresa.id
  const cfg = useConfigCandidato(empresaId)
  const possuiSenha = record?.['possuiSenha'] === true
  const [aba, setAba] = useState(0)
  const obrig = useMemo(() => new Set(cfg?.camposObrigatorios ?? []), [cfg])
  const validate = useMemo(() => validador(modo, cfg, possuiSenha), [modo, cfg, possuiSenha])
  const padrao = useMemo(() => (modo === 'create' ? { ...valoresPadrao(R), experiencias: [], formacao: [], candidatoIdiomas: [], certificados: [], cursos: [] } : undefined), [modo])
  const candidatoId = record?.id !== undefined ? Number(record.id) : undefined
  const p = { modo, obrig }
  const extrasVisiveis = cfg ? camposExtrasVisiveis(cfg).length > 0 : false

  return (
    <SimpleForm {...MODO_SUBMIT} validate={validate} defaultValues={padrao} toolbar={<Barra modo={modo} extra={extraBarra} />} warnWhenUnsavedChanges={false}>
      <FocarErroNaAba mudarAba={setAba} />
      {modo === 'update' && record && (
        <Stack direction="row" gap={1} alignItems="center" sx={{ mb: 1 }} data-testid="qualificacao">
          <Typography variant="body2">Qualificação cadastral:</Typography>
          <Chip size="small" label={STATUS_QUALIFICACAO.find((o) => o.id === record['qualificacaoCadastral'])?.name ?? '—'} color={record['qualificacaoCadastral'] === 'QUALIFICADO' ? 'success' : record['qualificacaoCadastral'] === 'NAO_VERIFICADO' ? 'default' : 'warning'} />
          {record['mensagemQualificacao'] && (
            <Typography variant="body2" color="text.secondary">
              {String(record['mensagemQualificacao'])}
            </Typography>
          )}
        </Stack>
      )}
      <Tabs value={aba} onChange={(_, v: number) => setAba(v)} variant="scrollable" scrollButtons="auto" sx={{ borderBottom: 1, borderColor: 'divider', width: '100%' }}>
        {ABAS.map((a, i) => (
          <Tab key={a} label={a} value={i} sx={{ display: a === 'Campos Extras' && !extrasVisiveis ? 'none' : undefined }} />
        ))}
      </Tabs>

      <Painel indice={0} atual={aba}>
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
          <Etnia obrig={obrig} />
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
      </Painel>

      <Painel indice={1} atual={aba}>
        <Grade titulo="Endereço">
          <CepInput source="cep" label="CEP" isRequired={obrig.has('cep')} fullWidth />
          <C f="logradouro" {...p} />
          <C f="numero" {...p} />
          <C f="complemento" {...p} />
          <C f="bairro" {...p} />
          <UfCidade ufFonte="ufId" cidadeFonte="cidadeId" obrig={obrig} />
        </Grade>
        <Grade titulo="Contato">
          <C f="email" {...p} />
          <C f="nomeContato" {...p} />
          <Box />
          <Digitos f="ddd" label="DDD" max={2} obrig={obrig} />
          <Digitos f="foneFixo" label="Telefone Fixo" max={9} formatar={mascararFoneDigitando} obrig={obrig} />
          <Box />
          <Digitos f="dddCelular" label="DDD do Celular" max={2} obrig={obrig} />
          <Digitos f="foneCelular" label="Celular" max={9} formatar={mascararFoneDigitando} obrig={obrig} />
        </Grade>
      </Painel>

      <Painel indice={2} atual={aba}>
        <Grade titulo="Identidade e PIS">
          <C f="rg" {...p} />
          <C f="rgOrgaoEmissor" {...p} />
          <C f="rgUfId" {...p} />
          <C f="rgDataExpedicao" {...p} />
          <Digitos f="pis" label="PIS" max={11} formatar={(s) => (s.length === 11 ? formatarPis(s) : s)} obrig={obrig} />
        </Grade>
        <GrupoDocumento f="tituloEleitoral" obrig={obrig} />
        <GrupoDocumento f="certificadoMilitar" obrig={obrig} />
        <GrupoDocumento f="ctps" obrig={obrig} />
        <Grade titulo="Habilitação">
          <C f="numeroHab" {...p} label="Número" />
          <C f="registro" {...p} label="Registro" />
          <C f="categoria" {...p} label="Categoria" />
          <C f="emissao" {...p} label="Emissão" />
          <C f="vencimento" {...p} label="Vencimento" />
          <C f="ufHabId" {...p} label="UF" />
        </Grade>
      </Painel>

      <Painel indice={3} atual={aba}>
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
      </Painel>

      <Painel indice={4} atual={aba}>
        <Grade>
          <C f="pagaPensao" {...p} />
          <C f="quantidade" {...p} />
          <C f="valor" {...p} />
          <C f="possuiVeiculo" {...p} />
        </Grade>
      </Painel>

      <Painel indice={5} atual={aba}>{cfg && <CamposExtras cfg={cfg} />}</Painel>

      <Painel indice={6} atual={aba}>
        <Grade>
          <C f="ocrTexto" {...p} largo />
          <C f="observacao" {...p} largo />
          <C f="observacaoRH" {...p} largo />
        </Grade>
        <Grade titulo="Acesso ao portal do candidato">
          <PasswordInput
            source="senha"
            label="Senha"
            isRequired={obrig.has('senha') && !possuiSenha}
            helperText={possuiSenha ? 'Deixe em branco para manter a senha atual.' : undefined}
            inputProps={{ autoComplete: 'new-password' }}
          />
          <PasswordInput source="confirmaSenha" label="Confirmação de Senha" inputProps={{ autoComplete: 'new-password' }} />
        </Grade>
      </Painel>
    </SimpleForm>
  )
}

