import { Campo, EntradaData, textoDoValor } from '../../comum.tsx'

/**
 * What the candidate's sub-lists (spec 000 §4: Experiência Profissional, Formação, Idiomas, Certificados, Cursos)
 * share: item types, the lookups of their selects, the toast texts and the inputs of an item's dialog.
 */

export interface Opcao {
  readonly id: number | string
  readonly nome?: string
  readonly name?: string
}
/**
 * A kept item of a list: its Schema's type in core (the server's core accepted it), so a key the Schema defaults
 * (`salario`) may still be absent.
 */
export type Item<T> = Partial<T>
/** An item in its dialog: values as typed ('hh:mm' hours) until the server's core accepts them. */
export type Rascunho = Readonly<Record<string, unknown>>
export type Erros = Record<string, string>
export type MudarRascunho = (f: (x: Rascunho) => Rascunho) => void

/** The lists' names, as the server's `validar-item/{lista}` and the candidate's fields call them. */
export type Lista = 'experiencias' | 'formacao' | 'candidatoIdiomas' | 'certificados' | 'cursos'

export interface LookupsSubListas {
  readonly cargos: ReadonlyArray<Opcao>
  readonly areasFormacao: ReadonlyArray<Opcao>
  readonly idiomas: ReadonlyArray<Opcao>
  readonly tiposFormacao: ReadonlyArray<Opcao>
  readonly situacoesFormacao: ReadonlyArray<Opcao>
  readonly niveisIdioma: ReadonlyArray<Opcao>
  readonly tiposCertificado?: ReadonlyArray<Opcao>
}

/** The props every list gets from the registration page. */
export interface PropsLista<T> {
  readonly itens: ReadonlyArray<Item<T>>
  readonly mudar: (itens: Item<T>[]) => void
  readonly l: LookupsSubListas
  /** Server errors of the items (`{lista}.{i}.{campo}`), and of the list itself. */
  readonly erros: Erros
  readonly toast: (s: string) => void
  readonly obrigatoria?: boolean
}

export const MSG = {
  remover: 'Tem certeza que deseja remover?',
  atencao: 'Atenção',
  primeiroEmprego: 'Tem certeza que deseja marcar como primeiro emprego? As experiências cadastradas serão excluídas.',
  experiencia: (a: string) => `Experiência Profissional ${a} com sucesso.`,
  idioma: (a: string) => `Idioma ${a} com sucesso.`,
  formacao: (a: string) => `Formação acadêmica ${a} com sucesso.`,
  certificados: (a: string) => `Certificado ${a} com sucesso.`,
  cursos: (a: string) => `Curso ${a} com sucesso.`,
} as const

export type AcaoItem = 'salvo' | 'editado' | 'removido'

/** 'salva', 'editada', 'removida' for a feminine noun. */
export const feminino = (a: AcaoItem) => a.replace(/o$/, 'a')

export const nomeDe = (o: Opcao) => o.nome ?? o.name ?? String(o.id)
export const nomeNaLista = (l: ReadonlyArray<Opcao>, id: unknown) => {
  const x = l.find((o) => String(o.id) === String(id))
  return x ? nomeDe(x) : ''
}

/** The `id` of a lookup row kept as `{id, nome}`. */
const idDaRef = (r: unknown) => (typeof r === 'object' && r !== null && 'id' in r ? r.id : undefined)

/** Inputs of a dialog bound to one item. */
export const campos = (prefixo: string, v: Rascunho, setV: MudarRascunho, erros: Erros) => {
  const texto = (k: string, label: string, o: { max?: number; tipo?: string; obrigatorio?: boolean; mascara?: (s: string) => string } = {}) => (
    <Campo id={`${prefixo}-${k}`} label={label} erro={erros[k]} obrigatorio={o.obrigatorio}>
      {o.tipo === 'date' ? (
        <EntradaData id={`${prefixo}-${k}`} valor={v[k]} aria-invalid={erros[k] ? true : undefined} mudar={(s) => setV((x) => ({ ...x, [k]: s }))} />
      ) : (
        <input
          id={`${prefixo}-${k}`}
          type={o.tipo ?? 'text'}
          maxLength={o.max}
          value={textoDoValor(v[k])}
          aria-invalid={erros[k] ? true : undefined}
          onChange={(e) => {
            const s = e.target.value
            setV((x) => ({ ...x, [k]: o.mascara ? o.mascara(s) : s }))
          }}
        />
      )}
    </Campo>
  )
  const escolha = (k: string, label: string, opcoes: ReadonlyArray<Opcao>, o: { ref?: boolean; obrigatorio?: boolean; desabilitado?: boolean } = {}) => {
    const atual = o.ref ? idDaRef(v[k]) : v[k]
    return (
      <Campo id={`${prefixo}-${k}`} label={label} erro={erros[k] ?? erros[`${k}.id`]} obrigatorio={o.obrigatorio}>
        <select
          id={`${prefixo}-${k}`}
          value={textoDoValor(atual)}
          disabled={o.desabilitado}
          aria-invalid={erros[k] ? true : undefined}
          onChange={(e) => {
            const s = e.target.value
            const op = opcoes.find((x) => String(x.id) === s)
            setV((x) => ({ ...x, [k]: !op ? undefined : o.ref ? { id: op.id, nome: nomeDe(op) } : op.id }))
          }}
        >
          <option value="">Selecione</option>
          {opcoes.map((x) => (
            <option key={x.id} value={x.id}>
              {nomeDe(x)}
            </option>
          ))}
        </select>
      </Campo>
    )
  }
  return { texto, escolha }
}
