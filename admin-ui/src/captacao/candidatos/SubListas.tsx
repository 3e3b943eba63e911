import { useState, type ComponentType, type ReactNode } from 'react'
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { useGetList, useInput, useNotify } from 'react-admin'
import { useFormState } from 'react-hook-form'
import {
  LABEL_OUTRO_CARGO,
  NIVEIS_IDIOMA,
  SITUACOES_FORMACAO,
  TIPOS_CERTIFICADO,
  TIPOS_FORMACAO,
  validarCertificado,
  validarExperiencia,
  validarFormacao,
  validarIdioma,
  type CandidatoIdioma,
  type Certificado,
  type Experiencia,
  type Formacao,
} from '../../../../core/geral/itensPessoa.ts'
import type { ErroCampo } from '../../../../core/shared/erros.ts'
import { formatarData, formatarDinheiro } from '../../../../core/shared/formatos.ts'
import { Confirmacao } from '../../comum/Confirmacao.tsx'
import { CONFIRMAR_REMOCAO } from '../../generico/BotaoRemover.tsx'
import { DialogoEdicao, GradeDialogo, Largo, TabelaEditavel } from '../../comum/TabelaEditavel.tsx'
import { CampoData, CampoDinheiro, CampoHoras, CampoTelefone, CampoTexto } from './Campos.tsx'
import { hojeSp } from './api.ts'

/**
 * An item of the list: the item Schema's type (core's itensPessoa), as stored or as its dialog accepted it, so a
 * key its Schema defaults (`salario`, `checkNomeCargo`) may still be absent.
 */
type Item<T> = Partial<T>

/** An item as its dialog edits it: values stay as typed (an incomplete hh:mm) until core's rules accept them. */
type Rascunho = Readonly<Record<string, unknown>>

export interface EditorProps<T = unknown> {
  readonly valor: Rascunho
  readonly mudar: (v: Rascunho) => void
  readonly erros: Readonly<Record<string, string>>
  readonly novo: boolean
  /** Other items of the list (a language appears once). */
  readonly outros: ReadonlyArray<Item<T>>
}

interface SubListaProps<T> {
  readonly source: string
  readonly titulo: string
  readonly tituloDialogo: (novo: boolean) => string
  readonly colunas: ReadonlyArray<{ readonly titulo: string; readonly valor: (i: Item<T>) => ReactNode }>
  readonly Editor: ComponentType<EditorProps<T>>
  readonly validarItem: (i: Rascunho, outros: ReadonlyArray<Item<T>>) => ReadonlyArray<ErroCampo>
  /** Spec 000 §8 toasts: '{x} salva/editada/removida com sucesso.' */
  readonly mensagens: { readonly salvo: string; readonly editado: string; readonly removido: string }
  readonly obrigatorio?: boolean
  readonly desabilitarInclusao?: boolean
  readonly antesDaTabela?: ReactNode
}

const porCampo = (erros: ReadonlyArray<ErroCampo>) => {
  const m: Record<string, string> = {}
  for (const e of erros) {
    const k = e.field.split('.')[0] ?? ''
    if (!(k in m)) m[k] = e.message
  }
  return m
}

/** Server errors of the list's items (`experiencias.0.cargo`) as lines under the table. */
const ErrosDosItens = ({ source }: { readonly source: string }) => {
  const { errors } = useFormState()
  const e: unknown = errors[source]
  if (!e || typeof e !== 'object') return null
  const linhas: string[] = []
  if (Array.isArray(e)) {
    e.forEach((item: unknown, i: number) => {
      if (item && typeof item === 'object') for (const v of Object.values(item) as unknown[]) if (v && typeof v === 'object' && 'message' in v && v.message) linhas.push(`Item ${i + 1}: ${v.message}`)
    })
  }
  return linhas.length ? (
    <Alert severity="error" sx={{ mt: 1 }}>
      {linhas.map((l) => (
        <div key={l}>{l}</div>
      ))}
    </Alert>
  ) : null
}

/**
 * A sub-record list edited in memory (spec 000 §4): a table, an 'Adicionar' dialog 768 px wide, edit in place,
 * removal after 'Tem certeza que deseja remover?', and the 3-second success toasts. The dialog validates the
 * item with core's rules, so its messages are the server's.
 */
export const SubLista = <T extends { readonly id?: string }>({ source, titulo, tituloDialogo, colunas, Editor, validarItem, mensagens, obrigatorio, desabilitarInclusao, antesDaTabela }: SubListaProps<T>) => {
  const { field, fieldState } = useInput({ source, isRequired: obrigatorio })
  const itens: ReadonlyArray<Item<T>> = Array.isArray(field.value) ? field.value : []
  const notify = useNotify()
  const [editando, setEditando] = useState<{ indice: number | null; valor: Rascunho; erros: Record<string, string> } | null>(null)
  const [removendo, setRemovendo] = useState<number | null>(null)
  const avisar = (m: string) => notify(m, { type: 'success', autoHideDuration: 3000 })
  const outros = (indice: number | null) => itens.filter((_, i) => i !== indice)

  const salvar = () => {
    if (!editando) return
    const erros = validarItem(editando.valor, outros(editando.indice))
    if (erros.length) return setEditando({ ...editando, erros: porCampo(erros) })
    const lista = editando.indice === null ? [...itens, editando.valor] : itens.map((x, i) => (i === editando.indice ? editando.valor : x))
    field.onChange(lista)
    avisar(editando.indice === null ? mensagens.salvo : mensagens.editado)
    setEditando(null)
  }
  const erroLista = fieldState.error?.message && !Array.isArray(fieldState.error) ? fieldState.error.message : undefined

  return (
    // data-erro: the list or one of its items is in error (the form's tabs mark and open the tab holding it)
    <Box component="section" aria-label={titulo} sx={{ mb: 3, width: '100%' }} data-testid={`sublista-${source}`} data-erro={!!fieldState.error}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography variant="subtitle2" component="h3" color={erroLista ? 'error' : undefined}>
          {titulo}
          {obrigatorio ? ' *' : ''}
        </Typography>
        <Button size="small" startIcon={<AddIcon />} variant="outlined" disabled={desabilitarInclusao} onClick={() => setEditando({ indice: null, valor: {}, erros: {} })}>
          Adicionar
        </Button>
      </Stack>
      {antesDaTabela}
      <TabelaEditavel
        colunas={colunas}
        itens={itens}
        chave={(it, i) => it.id ?? i}
        erro={!!erroLista}
        aoEditar={(it, i) => setEditando({ indice: i, valor: { ...it }, erros: {} })}
        aoRemover={(_, i) => setRemovendo(i)}
      />
      {erroLista && (
        <Typography variant="caption" color="error" role="alert">
          {erroLista}
        </Typography>
      )}
      <ErrosDosItens source={source} />
      <DialogoEdicao aberto={!!editando} titulo={editando ? tituloDialogo(editando.indice === null) : ''} aoFechar={() => setEditando(null)} aoSalvar={salvar}>
        {editando && <Editor valor={editando.valor} mudar={(v) => setEditando({ ...editando, valor: v })} erros={editando.erros} novo={editando.indice === null} outros={outros(editando.indice)} />}
      </DialogoEdicao>
      <Confirmacao
        aberto={removendo !== null}
        mensagem={CONFIRMAR_REMOCAO}
        aoCancelar={() => setRemovendo(null)}
        aoConfirmar={() => {
          field.onChange(itens.filter((_, i) => i !== removendo))
          setRemovendo(null)
          avisar(mensagens.removido)
        }}
      />
    </Box>
  )
}

const Grade = GradeDialogo

const useOpcoes = (recurso: string) => {
  const { data } = useGetList(recurso, { pagination: { page: 1, perPage: 1000 }, sort: { field: 'nome', order: 'ASC' } })
  return (data ?? []).map((x) => ({ id: Number(x.id), nome: String(x['nome']) }))
}

/** Select of a lookup row stored as `{id, nome}` (the item's value, set only by this select or read from the item). */
const SelecaoRef = ({ recurso, label, valor, mudar, erro, desabilitado, obrigatorio }: {
  readonly recurso: string
  readonly label: string
  readonly valor: unknown
  readonly mudar: (v: { id: number; nome: string } | undefined) => void
  readonly erro?: string | undefined
  readonly desabilitado?: boolean
  readonly obrigatorio?: boolean
}) => {
  const opcoes = useOpcoes(recurso)
  const ref = valor ? (valor as { readonly id: number; readonly nome?: string }) : undefined
  const atual = opcoes.find((o) => o.id === ref?.id) ?? (ref ? { id: ref.id, nome: ref.nome ?? '' } : null)
  return (
    <Autocomplete
      options={opcoes}
      value={atual}
      disabled={desabilitado}
      getOptionLabel={(o) => o.nome}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, v) => mudar(v ?? undefined)}
      noOptionsText="Sem resultados encontrados"
      renderInput={(p) => <TextField {...p} label={label} required={obrigatorio} error={!!erro} helperText={erro} size="small" />}
    />
  )
}

const Selecao = <T extends string>({ label, opcoes, valor, mudar, erro, obrigatorio }: {
  readonly label: string
  readonly opcoes: ReadonlyArray<{ readonly id: T; readonly name: string }>
  readonly valor: unknown
  readonly mudar: (v: T | undefined) => void
  readonly erro?: string | undefined
  readonly obrigatorio?: boolean
}) => (
  <TextField select label={label} value={valor ?? ''} onChange={(e) => mudar((e.target.value || undefined) as T | undefined)} error={!!erro} helperText={erro} required={obrigatorio} size="small" fullWidth>
    <MenuItem value="">
      <em>Selecione</em>
    </MenuItem>
    {opcoes.map((o) => (
      <MenuItem key={o.id} value={o.id}>
        {o.name}
      </MenuItem>
    ))}
  </TextField>
)

const nomeDe = (os: ReadonlyArray<{ readonly id: string; readonly name: string }>, v: unknown) => os.find((o) => o.id === v)?.name ?? ''

// ---------------------------------------------------------------------------------------------------------
// Work experience (spec 000 §3.6): ticking "Outro cargo" (checkNomeCargo) clears cargo and nomeMercado and asks for
// the free text instead.

const ExperienciaEditor = ({ valor, mudar, erros }: EditorProps) => {
  const set = (k: string) => (v: unknown) => mudar({ ...valor, [k]: v })
  return (
    <Grade>
      <CampoTexto label="Empresa" required valor={valor['empresa']} mudar={set('empresa')} erro={erros['empresa']} inputProps={{ maxLength: 100 }} />
      <CampoTelefone label="Contato da empresa" valor={valor['contatoEmpresa']} mudar={set('contatoEmpresa')} erro={erros['contatoEmpresa']} />
      <Largo>
        <FormControlLabel
          control={
            <Checkbox
              checked={valor['checkNomeCargo'] === true}
              onChange={(e) => {
                const { cargo: _c, nomeMercado: _n, ...resto } = valor
                mudar({ ...resto, checkNomeCargo: e.target.checked })
              }}
            />
          }
          label="O cargo não está na lista (informar outro cargo)"
        />
      </Largo>
      {valor['checkNomeCargo'] ? (
        <CampoTexto label={LABEL_OUTRO_CARGO} required valor={valor['nomeMercado']} mudar={set('nomeMercado')} erro={erros['nomeMercado']} inputProps={{ maxLength: 100 }} />
      ) : (
        <SelecaoRef recurso="cargo-salario/cargos" label="Cargo" obrigatorio valor={valor['cargo']} mudar={set('cargo')} erro={erros['cargo']} />
      )}
      <CampoDinheiro label="Salário" valor={valor['salario']} mudar={set('salario')} erro={erros['salario']} />
      <CampoData label="Data de Admissão" required valor={valor['dataAdmissao']} mudar={set('dataAdmissao')} erro={erros['dataAdmissao']} />
      <CampoData label="Data de Desligamento" valor={valor['dataDesligamento']} mudar={set('dataDesligamento')} erro={erros['dataDesligamento']} />
      <Largo>
        <CampoTexto label="Motivo da Saída" valor={valor['motivoSaida']} mudar={set('motivoSaida')} erro={erros['motivoSaida']} inputProps={{ maxLength: 100 }} />
      </Largo>
      <Largo>
        <CampoTexto label="Observação" multiline minRows={2} valor={valor['observacao']} mudar={set('observacao')} erro={erros['observacao']} />
      </Largo>
    </Grade>
  )
}

export const ExperienciasInput = ({ obrigatorio, primeiroEmprego }: { readonly obrigatorio?: boolean; readonly primeiroEmprego: boolean }) => (
  <SubLista<Experiencia>
    source="experiencias"
    titulo="Experiência Profissional"
    tituloDialogo={(novo) => (novo ? 'Inserir Experiência Profissional' : 'Editar')}
    obrigatorio={obrigatorio && !primeiroEmprego}
    desabilitarInclusao={primeiroEmprego}
    colunas={[
      { titulo: 'Empresa', valor: (e) => e.empresa },
      { titulo: 'Cargo', valor: (e) => (e.checkNomeCargo ? e.nomeMercado : e.cargo?.nome) },
      { titulo: 'Admissão', valor: (e) => (e.dataAdmissao ? formatarData(e.dataAdmissao) : '') },
      { titulo: 'Desligamento', valor: (e) => (e.dataDesligamento ? formatarData(e.dataDesligamento) : '') },
      { titulo: 'Salário', valor: (e) => (e.salario ? formatarDinheiro(e.salario) : '') },
    ]}
    Editor={ExperienciaEditor}
    validarItem={(i) => validarExperiencia(i, hojeSp())}
    mensagens={{
      salvo: 'Experiência Profissional salva com sucesso.',
      editado: 'Experiência Profissional editada com sucesso.',
      removido: 'Experiência Profissional removida com sucesso.',
    }}
  />
)

// ---------------------------------------------------------------------------------------------------------
// Education (spec 000 §3.7, dialog 'Editar' / 'Inserir Formação').

const FormacaoEditor = ({ valor, mudar, erros }: EditorProps) => {
  const set = (k: string) => (v: unknown) => mudar({ ...valor, [k]: v })
  return (
    <Grade>
      <SelecaoRef recurso="captacao/areas-formacao" label="Área de Formação" obrigatorio valor={valor['areaFormacao']} mudar={set('areaFormacao')} erro={erros['areaFormacao']} />
      <CampoTexto label="Curso" required valor={valor['curso']} mudar={set('curso')} erro={erros['curso']} inputProps={{ maxLength: 100 }} />
      <CampoTexto label="Instituição" required valor={valor['local']} mudar={set('local')} erro={erros['local']} inputProps={{ maxLength: 100 }} />
      <Selecao label="Tipo" obrigatorio opcoes={TIPOS_FORMACAO} valor={valor['tipo']} mudar={set('tipo')} erro={erros['tipo']} />
      <Selecao label="Situação" obrigatorio opcoes={SITUACOES_FORMACAO} valor={valor['situacao']} mudar={set('situacao')} erro={erros['situacao']} />
      <CampoTexto label="Conclusão (ano ou mês/ano)" valor={valor['conclusao']} mudar={set('conclusao')} erro={erros['conclusao']} inputProps={{ maxLength: 20 }} />
    </Grade>
  )
}

export const FormacaoInput = ({ obrigatorio }: { readonly obrigatorio?: boolean }) => (
  <SubLista<Formacao>
    source="formacao"
    titulo="Formação Acadêmica"
    tituloDialogo={(novo) => (novo ? 'Inserir Formação' : 'Editar')}
    obrigatorio={obrigatorio}
    colunas={[
      { titulo: 'Curso', valor: (f) => f.curso },
      { titulo: 'Instituição', valor: (f) => f.local },
      { titulo: 'Área', valor: (f) => f.areaFormacao?.nome },
      { titulo: 'Tipo', valor: (f) => nomeDe(TIPOS_FORMACAO, f.tipo) },
      { titulo: 'Situação', valor: (f) => nomeDe(SITUACOES_FORMACAO, f.situacao) },
      { titulo: 'Conclusão', valor: (f) => f.conclusao },
    ]}
    Editor={FormacaoEditor}
    validarItem={(i) => validarFormacao(i)}
    mensagens={{
      salvo: 'Formação acadêmica salva com sucesso.',
      editado: 'Formação acadêmica editada com sucesso.',
      removido: 'Formação acadêmica removida com sucesso.',
    }}
  />
)

// ---------------------------------------------------------------------------------------------------------
// Languages (spec 000 §3.8): a saved language's idioma cannot be changed, only its level.

const IdiomaEditor = ({ valor, mudar, erros, novo }: EditorProps) => {
  const set = (k: string) => (v: unknown) => mudar({ ...valor, [k]: v })
  return (
    <Grade>
      <SelecaoRef recurso="captacao/idiomas" label="Idioma" obrigatorio desabilitado={!novo} valor={valor['idioma']} mudar={set('idioma')} erro={erros['idioma']} />
      <Selecao label="Nível" obrigatorio opcoes={NIVEIS_IDIOMA} valor={valor['nivel']} mudar={set('nivel')} erro={erros['nivel']} />
    </Grade>
  )
}

/** `source`: the record's name for its language list (the candidate's `candidatoIdiomas`, the employee's `idiomas`). */
export const IdiomasInput = ({ obrigatorio, source = 'candidatoIdiomas' }: { readonly obrigatorio?: boolean; readonly source?: string }) => (
  <SubLista<CandidatoIdioma>
    source={source}
    titulo="Idiomas"
    tituloDialogo={(novo) => (novo ? 'Inserir Idioma' : 'Editar')}
    obrigatorio={obrigatorio}
    colunas={[
      { titulo: 'Idioma', valor: (l) => l.idioma?.nome },
      { titulo: 'Nível', valor: (l) => nomeDe(NIVEIS_IDIOMA, l.nivel) },
    ]}
    Editor={IdiomaEditor}
    validarItem={(i, outros) => validarIdioma(i, outros.map((o) => Number(o.idioma?.id)))}
    mensagens={{ salvo: 'Idioma salvo com sucesso.', editado: 'Idioma editado com sucesso.', removido: 'Idioma removido com sucesso.' }}
  />
)

// ---------------------------------------------------------------------------------------------------------
// Certificates and courses (spec 000 §3.8).

const CertificadoEditor = ({ valor, mudar, erros }: EditorProps) => {
  const set = (k: string) => (v: unknown) => mudar({ ...valor, [k]: v })
  return (
    <Grade>
      <CampoTexto label="Título" required valor={valor['titulo']} mudar={set('titulo')} erro={erros['titulo']} inputProps={{ maxLength: 150 }} />
      <CampoTexto label="Organização Emissora" required valor={valor['organizacao']} mudar={set('organizacao')} erro={erros['organizacao']} inputProps={{ maxLength: 150 }} />
      <Selecao label="Tipo" obrigatorio opcoes={TIPOS_CERTIFICADO} valor={valor['tipo']} mudar={set('tipo')} erro={erros['tipo']} />
      <CampoData label="Validade" valor={valor['validade']} mudar={set('validade')} erro={erros['validade']} />
      <CampoData label="Data de Início" valor={valor['dataInicio']} mudar={set('dataInicio')} erro={erros['dataInicio']} />
      <CampoData label="Data de Fim" valor={valor['dataFim']} mudar={set('dataFim')} erro={erros['dataFim']} />
      <CampoHoras label="Carga horária total" valor={valor['cargaHorariaTotal']} mudar={set('cargaHorariaTotal')} erro={erros['cargaHorariaTotal']} />
      <CampoHoras label="Carga horária diária" valor={valor['cargaHorariaDiaria']} mudar={set('cargaHorariaDiaria')} erro={erros['cargaHorariaDiaria']} />
      <Largo>
        <CampoTexto label="URL do Certificado" valor={valor['urlCertificado']} mudar={set('urlCertificado')} erro={erros['urlCertificado']} />
      </Largo>
    </Grade>
  )
}

const colunasCertificado = [
  { titulo: 'Título', valor: (c: Item<Certificado>) => c.titulo },
  { titulo: 'Organização', valor: (c: Item<Certificado>) => c.organizacao },
  { titulo: 'Tipo', valor: (c: Item<Certificado>) => nomeDe(TIPOS_CERTIFICADO, c.tipo) },
  { titulo: 'Período', valor: (c: Item<Certificado>) => [c.dataInicio, c.dataFim].filter((d): d is string => Boolean(d)).map((d) => formatarData(d)).join(' a ') },
]

export const CertificadosInput = ({ source, obrigatorio }: { readonly source: 'certificados' | 'cursos'; readonly obrigatorio?: boolean }) => {
  const singular = source === 'certificados' ? 'Certificado' : 'Curso'
  return (
    <SubLista<Certificado>
      source={source}
      titulo={source === 'certificados' ? 'Certificados' : 'Cursos'}
      tituloDialogo={(novo) => (novo ? `Inserir ${singular}` : 'Editar')}
      obrigatorio={obrigatorio}
      colunas={colunasCertificado}
      Editor={CertificadoEditor}
      validarItem={(i) => validarCertificado(i, source)}
      mensagens={{ salvo: `${singular} salvo com sucesso.`, editado: `${singular} editado com sucesso.`, removido: `${singular} removido com sucesso.` }}
    />
  )
}
