import type { candidatos } from '../../../../core/captacao/candidatos.ts'
import type { CandidatoIdioma, Certificado, Experiencia, Formacao } from '../../../../core/geral/itensPessoa.ts'
import { CPF_OBRIGATORIO } from '../../../../core/externo/textos.ts'
import type { RegistroDe } from '../../../../core/shared/resource.ts'
import { ErroApi } from '../../api.ts'
import type { CampoPortal } from './OutrosDados.tsx'
import type { Item, LookupsSubListas } from './sublistas/comum.tsx'

/** GET /externo/formulario: the company's registration form. */
export interface Formulario extends LookupsSubListas {
  readonly camposObrigatorios: ReadonlyArray<string>
  readonly mensagensObrigatorias: Readonly<Record<string, string>>
  readonly camposExtras: ReadonlyArray<{ campo: string; titulo: string; obrigatorio: boolean; kind: string; max?: number }>
  readonly maxCandidataCargo: number
  readonly exigirAceitePsi: boolean
  readonly politicaSeguranca: string
  readonly cargos: ReadonlyArray<{ id: number; nome: string }>
  /** The other candidate fields, described by the server from the core declaration ('Outros dados'). */
  readonly campos: ReadonlyArray<CampoPortal>
}

/** The inputs `campo` draws (text; CPF, CEP and phones masked as typed) and those `escolha` draws. */
export type CampoTexto = 'nome' | 'cpf' | 'email' | 'dddCelular' | 'foneCelular' | 'ddd' | 'foneFixo' | 'cep' | 'logradouro' | 'numero' | 'complemento' | 'bairro' | 'senha' | 'confirmaSenha'
export type CampoEscolha = 'ufId' | 'cidadeId'

/**
 * The form's values: the candidate as GET /externo/candidatos/{id} answers it (core's declaration), the lists as
 * their dialogs keep them, and whatever 'Outros dados' and the extra fields write under a field's name.
 */
export type Dados = Partial<Pick<RegistroDe<typeof candidatos>, CampoTexto | CampoEscolha | 'foto' | 'cargos' | 'primeiroEmprego'>> & {
  readonly camposExtras?: Readonly<Record<string, unknown>> | null
  readonly experiencias?: ReadonlyArray<Item<Experiencia>> | null
  readonly formacao?: ReadonlyArray<Item<Formacao>> | null
  readonly candidatoIdiomas?: ReadonlyArray<Item<CandidatoIdioma>> | null
  readonly certificados?: ReadonlyArray<Item<Certificado>> | null
  readonly cursos?: ReadonlyArray<Item<Certificado>> | null
} & Readonly<Record<string, unknown>>

export type Erros = Record<string, string>
export type MudarErros = (f: (e: Erros) => Erros) => void

/** Every server field error on its own field: `experiencias.0.cargo` stays whole for the list's item. */
export const errosDoServidor = (e: unknown): Erros => {
  if (!(e instanceof ErroApi)) return {}
  const r: Erros = {}
  for (const x of e.errors) {
    r[x.field] ??= x.message
    r[x.field.split('.')[0]!] ??= x.message
  }
  return r
}

const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)

/**
 * What the form checks before sending, for comfort (the server's answer is the truth): name, desired positions,
 * CPF, password on registration, and the company's required fields with the server's messages.
 */
export const errosAntesDeEnviar = (d: Dados, f: Formulario | undefined, novo: boolean): Erros => {
  const e: Erros = {}
  if (!String(d['nome'] ?? '').trim()) e['nome'] = 'Nome é obrigatório'
  if (!d['cargos']?.length) e['cargos'] = 'Cargo/Função Pretendida é obrigatório'
  if (!String(d['cpf'] ?? '').trim()) e['cpf'] = CPF_OBRIGATORIO
  if (novo && !d['senha']) e['senha'] = 'Senha é obrigatória'
  if (novo && d['senha'] !== d['confirmaSenha']) e['confirmaSenha'] = 'As senhas devem ser iguais'
  // The company's required fields, with the core's '{label} é obrigatório' (sent by the server).
  for (const k of f?.camposObrigatorios ?? []) {
    if (k === 'experiencias' && d['primeiroEmprego']) continue
    if (k === 'senha' && !novo) continue
    if (vazio(d[k]) && !e[k]) e[k] = f?.mensagensObrigatorias[k] ?? `${k} é obrigatório`
  }
  for (const x of f?.camposExtras ?? []) {
    if (x.obrigatorio && vazio(d['camposExtras']?.[x.campo])) e[`camposExtras.${x.campo}`] = `${x.titulo} é obrigatório`
  }
  return e
}

/** The first field in error, in page order, gets the focus. */
export const focarPrimeiroErro = () =>
  window.requestAnimationFrame(() => {
    const el = document.querySelector<HTMLElement>('form .campo--erro input:not([type=hidden]), form .campo--erro select, form .campo--erro textarea, form fieldset.campo--erro, form .campo--erro[tabindex]')
    el?.focus()
    el?.scrollIntoView({ block: 'center' })
  })
