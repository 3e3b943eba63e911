import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { CandidatoIdioma, Certificado, Experiencia, Formacao } from '../../../core/geral/itensPessoa.ts'
import { ErroApi, requisitar } from '../api.ts'
import { dataBr } from '../mascaras.ts'
import { useFocoDoDialogo } from '../componentes/foco.ts'
import { Campo, EntradaData, textoDoValor } from './comum.tsx'

/**
 * The candidate's sub-lists edited in memory (spec 000 §4): Experiência Profissional, Formação and Idiomas.
 * Each dialog asks the server's core (`POST /externo/candidatos/validar-item/{lista}`) before keeping the item,
 * so the portal shows the very messages of the save without carrying the rules (or effect) in its bundle.
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
type Rascunho = Readonly<Record<string, unknown>>
type Erros = Record<string, string>

export interface LookupsSubListas {
  readonly cargos: ReadonlyArray<Opcao>
  readonly areasFormacao: ReadonlyArray<Opcao>
  readonly idiomas: ReadonlyArray<Opcao>
  readonly tiposFormacao: ReadonlyArray<Opcao>
  readonly situacoesFormacao: ReadonlyArray<Opcao>
  readonly niveisIdioma: ReadonlyArray<Opcao>
  readonly tiposCertificado?: ReadonlyArray<Opcao>
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

/** Toast life (spec 000 §9). */
export const VIDA_TOAST_MS = 3000

export const useToast = () => {
  const [texto, setTexto] = useState<string | null>(null)
  const t = useRef<number>(undefined)
  useEffect(() => () => window.clearTimeout(t.current), [])
  const mostrar = (s: string) => {
    window.clearTimeout(t.current)
    setTexto(s)
    t.current = window.setTimeout(() => setTexto(null), VIDA_TOAST_MS)
  }
  const el = texto ? (
    <div className="toast" role="status">
      {texto}
    </div>
  ) : null
  return { mostrar, el }
}

const nomeDe = (o: Opcao) => o.nome ?? o.name ?? String(o.id)
const nomeNaLista = (l: ReadonlyArray<Opcao>, id: unknown) => {
  const x = l.find((o) => String(o.id) === String(id))
  return x ? nomeDe(x) : ''
}

export const Dialogo = ({ titulo, children, rodape, onFechar, largo }: { titulo: string; children: ReactNode; rodape: ReactNode; onFechar: () => void; largo?: boolean }) => {
  const { ref, onKeyDown } = useFocoDoDialogo<HTMLDivElement>(onFechar)
  return (
    <div className="veu veu--dialogo" role="dialog" aria-modal="true" aria-label={titulo} onKeyDown={onKeyDown}>
      <div className={`veu__caixa dialogo${largo ? ' dialogo--item' : ''}`} ref={ref}>
        <h2 className="dialogo__titulo">{titulo}</h2>
        {children}
        <div className="acoes">{rodape}</div>
      </div>
    </div>
  )
}

export const Confirmacao = ({ titulo, texto, onSim, onNao }: { titulo: string; texto: string; onSim: () => void; onNao: () => void }) => (
  <Dialogo
    titulo={titulo}
    onFechar={onNao}
    rodape={
      <>
        <button type="button" className="botao botao--contorno" onClick={onNao}>
          Cancelar
        </button>
        <button type="button" className="botao botao--principal" onClick={onSim}>
          Confirmar
        </button>
      </>
    }
  >
    <p>{texto}</p>
  </Dialogo>
)

/** The `id` of a lookup row kept as `{id, nome}`. */
const idDaRef = (r: unknown) => (typeof r === 'object' && r !== null && 'id' in r ? r.id : undefined)

/** Inputs of a dialog bound to one item. */
const campos = (prefixo: string, v: Rascunho, setV: (f: (x: Rascunho) => Rascunho) => void, erros: Erros) => {
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

/** Phone of the former employer: (AA) NNNN-NNNN or (AA) NNNNN-NNNN. */
export const mascararTelefone = (s: string) => {
  const d = s.replace(/\D/g, '').slice(0, 11)
  if (d.length <= 2) return d.length ? `(${d}` : ''
  const resto = d.slice(2)
  const corte = resto.length > 8 ? 5 : 4
  return `(${d.slice(0, 2)}) ${resto.length > corte ? `${resto.slice(0, corte)}-${resto.slice(corte)}` : resto}`
}

/** A dialog whose Salvar asks the core about the item first. */
const DialogoItem = ({
  titulo,
  lista,
  inicial,
  outros,
  onFechar,
  onSalvar,
  corpo,
  converter,
}: {
  titulo: string
  lista: 'experiencias' | 'formacao' | 'candidatoIdiomas' | 'certificados' | 'cursos'
  /** From the dialog's inputs to the stored item (e.g. hh:mm → minutes). */
  converter?: (v: Rascunho) => Rascunho
  inicial: Rascunho
  outros?: ReadonlyArray<unknown>
  onFechar: () => void
  onSalvar: (item: Rascunho) => void
  corpo: (v: Rascunho, setV: (f: (x: Rascunho) => Rascunho) => void, erros: Erros) => ReactNode
}) => {
  const [v, setV] = useState<Rascunho>(inicial)
  const [erros, setErros] = useState<Erros>({})
  const [geral, setGeral] = useState<string | null>(null)
  const [enviando, setEnviando] = useState(false)
  // A changed field drops its message (the core answers again on the next Salvar).
  const mudarV = (f: (x: Rascunho) => Rascunho) =>
    setV((x) => {
      const n = f(x)
      setErros((e) => Object.fromEntries(Object.entries(e).filter(([k]) => n[k] === x[k])))
      return n
    })
  const salvar = async () => {
    const item = Object.fromEntries(Object.entries(converter ? converter(v) : v).filter(([, x]) => x !== '' && x !== undefined && x !== null))
    setEnviando(true)
    try {
      await requisitar(`/externo/candidatos/validar-item/${lista}`, { metodo: 'POST', json: { item, outros: outros ?? [] } })
      onSalvar(item)
    } catch (e) {
      if (e instanceof ErroApi && e.errors.length) {
        setErros(Object.fromEntries(e.errors.map((x) => [x.field.replace(/\.id$/, ''), x.message])))
        setGeral(null)
      } else setGeral(e instanceof Error ? e.message : 'Erro')
    } finally {
      setEnviando(false)
    }
  }
  return (
    <Dialogo
      titulo={titulo}
      largo
      onFechar={onFechar}
      rodape={
        <>
          <button type="button" className="botao botao--contorno" onClick={onFechar}>
            Cancelar
          </button>
          <button type="button" className="botao botao--principal" disabled={enviando} onClick={() => void salvar()}>
            Salvar
          </button>
        </>
      }
    >
      {geral ? <p className="campo__erro">{geral}</p> : null}
      <div className="grade-dialogo">{corpo(v, mudarV, erros)}</div>
    </Dialogo>
  )
}

interface PropsLista<T> {
  readonly itens: ReadonlyArray<Item<T>>
  readonly mudar: (itens: Item<T>[]) => void
  readonly l: LookupsSubListas
  /** Server errors of the items (`{lista}.{i}.{campo}`), and of the list itself. */
  readonly erros: Erros
  readonly toast: (s: string) => void
  readonly obrigatoria?: boolean
}

const errosDoItem = (erros: Erros, lista: string, i: number) =>
  Object.entries(erros)
    .filter(([k]) => k.startsWith(`${lista}.${i}.`))
    .map(([, m]) => m)

/** The table-like list of a section with its add button, editing and removal after confirmation. */
const Secao = <T,>({
  id,
  titulo,
  lista,
  itens,
  erros,
  obrigatoria,
  adicionarDesabilitado,
  topo,
  resumo,
  onAdicionar,
  onEditar,
  onRemover,
}: {
  id: string
  titulo: string
  lista: string
  itens: ReadonlyArray<Item<T>>
  erros: Erros
  obrigatoria?: boolean | undefined
  adicionarDesabilitado?: boolean
  topo?: ReactNode
  resumo: (x: Item<T>) => { titulo: string; detalhe: string }
  onAdicionar: () => void
  onEditar: (i: number) => void
  onRemover: (i: number) => void
}) => (
  <fieldset className={`sublista${erros[lista] ? ' campo--erro' : ''}`} id={id} tabIndex={-1}>
    <legend>
      {titulo}
      {obrigatoria ? ' *' : ''}
    </legend>
    {topo}
    {itens.length ? (
      <ul className="sublista__itens">
        {itens.map((x, i) => {
          const r = resumo(x)
          const e = errosDoItem(erros, lista, i)
          return (
            <li key={i} className={`sublista__item${e.length ? ' sublista__item--erro' : ''}`}>
              <div className="sublista__texto">
                <strong>{r.titulo}</strong>
                <span>{r.detalhe}</span>
                {e.map((m) => (
                  <span key={m} className="campo__erro">
                    {m}
                  </span>
                ))}
              </div>
              <div className="sublista__acoes">
                <button type="button" className="botao botao--contorno botao--pequeno" onClick={() => onEditar(i)}>
                  Editar
                </button>
                <button type="button" className="botao botao--contorno botao--pequeno botao--remover" onClick={() => onRemover(i)} aria-label={`Remover ${r.titulo}`}>
                  Remover
                </button>
              </div>
            </li>
          )
        })}
      </ul>
    ) : (
      <p className="dica">Nenhum registro encontrado.</p>
    )}
    {erros[lista] ? <span className="campo__erro">{erros[lista]}</span> : null}
    <div>
      <button type="button" className="botao botao--contorno" disabled={adicionarDesabilitado} onClick={onAdicionar}>
        + Adicionar
      </button>
    </div>
  </fieldset>
)

/** Editing state shared by the three lists: which item (or a new one) is open, and which removal is pending. */
type Lista = 'experiencias' | 'formacao' | 'candidatoIdiomas' | 'certificados' | 'cursos'

/**
 * A sub-list edited in memory (spec 000 §4): the section, the add/edit dialog, the removal confirmation and the
 * 3-second toasts. Each list only says how an item looks, reads and is written.
 */
const ListaEditavel = <T,>({
  id,
  titulo,
  lista,
  itens,
  mudar,
  erros,
  toast,
  obrigatoria,
  adicionarDesabilitado,
  topo,
  resumo,
  tituloNovo,
  novo = {},
  paraEdicao = (x) => ({ ...x }),
  converter,
  outros,
  mensagem,
  corpo,
}: {
  id: string
  titulo: string
  lista: Lista
  itens: ReadonlyArray<Item<T>>
  mudar: (itens: Item<T>[]) => void
  erros: Erros
  toast: (s: string) => void
  obrigatoria?: boolean | undefined
  adicionarDesabilitado?: boolean
  topo?: ReactNode
  resumo: (x: Item<T>) => { titulo: string; detalhe: string }
  tituloNovo: string
  novo?: Rascunho
  paraEdicao?: (x: Item<T>) => Rascunho
  converter?: (v: Rascunho) => Rascunho
  /** Values the other items already use (a language appears once). */
  outros?: (editando: number | undefined) => ReadonlyArray<unknown>
  /** Toast text for a saved, edited or removed item (the noun's gender is the list's). */
  mensagem: (acao: 'salvo' | 'editado' | 'removido') => string
  corpo: (v: Rascunho, setV: (f: (x: Rascunho) => Rascunho) => void, e: Erros, editando: boolean) => ReactNode
}) => {
  const [aberto, setAberto] = useState<{ i?: number } | null>(null)
  const [remover, setRemover] = useState<number | null>(null)
  return (
    <>
      <Secao
        id={id}
        titulo={titulo}
        lista={lista}
        itens={itens}
        erros={erros}
        obrigatoria={obrigatoria}
        adicionarDesabilitado={adicionarDesabilitado}
        topo={topo}
        resumo={resumo}
        onAdicionar={() => setAberto({})}
        onEditar={(i) => setAberto({ i })}
        onRemover={(i) => setRemover(i)}
      />
      {aberto ? (
        <DialogoItem
          titulo={aberto.i === undefined ? tituloNovo : 'Editar'}
          lista={lista}
          inicial={aberto.i === undefined ? { ...novo } : paraEdicao(itens[aberto.i] ?? {})}
          {...(converter ? { converter } : {})}
          {...(outros ? { outros: outros(aberto.i) } : {})}
          onFechar={() => setAberto(null)}
          onSalvar={(rascunho) => {
            const i = aberto.i
            // validar-item ran the list's Schema and rules in core on it: it is an item of the list now
            const item = rascunho as Item<T>
            mudar(i === undefined ? [...itens, item] : itens.map((x, j) => (j === i ? item : x)))
            setAberto(null)
            toast(mensagem(i === undefined ? 'salvo' : 'editado'))
          }}
          corpo={(v, setV, e) => corpo(v, setV, e, aberto.i !== undefined)}
        />
      ) : null}
      {remover !== null ? (
        <Confirmacao
          titulo="Remover"
          texto={MSG.remover}
          onNao={() => setRemover(null)}
          onSim={() => {
            mudar(itens.filter((_, j) => j !== remover))
            setRemover(null)
            toast(mensagem('removido'))
          }}
        />
      ) : null}
    </>
  )
}

const feminino = (a: 'salvo' | 'editado' | 'removido') => a.replace(/o$/, 'a')

const periodo = (x: Item<Experiencia>) => [x.dataAdmissao ? dataBr(x.dataAdmissao) : '', x.dataDesligamento ? dataBr(x.dataDesligamento) : 'atual'].join(' – ')

export const ListaExperiencias = ({ l, primeiroEmprego, mudarPrimeiroEmprego, ...comum }: PropsLista<Experiencia> & { primeiroEmprego: boolean; mudarPrimeiroEmprego: (v: boolean) => void }) => {
  const [confirmarPrimeiro, setConfirmarPrimeiro] = useState(false)
  const cargoNome = (x: Item<Experiencia>) => (x.checkNomeCargo ? x.nomeMercado : (x.cargo?.nome ?? nomeNaLista(l.cargos, x.cargo?.id)))
  return (
    <>
      <ListaEditavel<Experiencia>
        id="c-experiencias"
        titulo="Experiência Profissional"
        lista="experiencias"
        {...comum}
        obrigatoria={comum.obrigatoria && !primeiroEmprego}
        adicionarDesabilitado={primeiroEmprego}
        topo={
          <label className="marcar">
            <input
              type="checkbox"
              name="primeiroEmprego"
              checked={primeiroEmprego}
              onChange={(e) => {
                if (!e.target.checked) return mudarPrimeiroEmprego(false)
                if (comum.itens.length) setConfirmarPrimeiro(true)
                mudarPrimeiroEmprego(true)
              }}
            />{' '}
            Primeiro emprego
          </label>
        }
        resumo={(x) => ({ titulo: `${cargoNome(x) ?? ''} · ${x.empresa ?? ''}`, detalhe: periodo(x) })}
        tituloNovo="Inserir Experiência Profissional"
        novo={{ checkNomeCargo: false }}
        mensagem={(a) => MSG.experiencia(feminino(a))}
        corpo={(v, setV, e) => {
          const { texto, escolha } = campos('exp', v, setV, e)
          return (
            <>
              {texto('empresa', 'Empresa', { max: 100, obrigatorio: true })}
              {texto('contatoEmpresa', 'Telefone da Empresa', { mascara: mascararTelefone, max: 15 })}
              <label className="marcar largura-total">
                <input
                  type="checkbox"
                  id="exp-checkNomeCargo"
                  checked={!!v['checkNomeCargo']}
                  onChange={(ev) => {
                    const marcado = ev.target.checked
                    setV((x) => ({ ...x, checkNomeCargo: marcado, cargo: undefined, nomeMercado: undefined }))
                  }}
                />{' '}
                O cargo não está na lista
              </label>
              {v['checkNomeCargo'] ? texto('nomeMercado', 'Outro cargo', { max: 100, obrigatorio: true }) : escolha('cargo', 'Cargo', l.cargos, { ref: true, obrigatorio: true })}
              {texto('dataAdmissao', 'Data de Admissão', { tipo: 'date', obrigatorio: true })}
              {texto('dataDesligamento', 'Data de Desligamento', { tipo: 'date' })}
              <div className="largura-total">{texto('motivoSaida', 'Motivo da Saída', { max: 100 })}</div>
            </>
          )
        }}
      />
      {confirmarPrimeiro ? (
        <Confirmacao
          titulo={MSG.atencao}
          texto={MSG.primeiroEmprego}
          onSim={() => {
            setConfirmarPrimeiro(false)
            comum.mudar([])
          }}
          onNao={() => {
            setConfirmarPrimeiro(false)
            mudarPrimeiroEmprego(false)
          }}
        />
      ) : null}
    </>
  )
}

export const ListaFormacao = ({ l, ...comum }: PropsLista<Formacao>) => (
  <ListaEditavel<Formacao>
    {...comum}
    id="c-formacao"
    titulo="Formação Acadêmica"
    lista="formacao"
    resumo={(x) => ({
      titulo: `${x.curso ?? ''} · ${x.local ?? ''}`,
      detalhe: [nomeNaLista(l.tiposFormacao, x.tipo), nomeNaLista(l.situacoesFormacao, x.situacao), x.conclusao].filter(Boolean).join(' · '),
    })}
    tituloNovo="Inserir Formação"
    mensagem={(a) => MSG.formacao(feminino(a))}
    corpo={(v, setV, e) => {
      const { texto, escolha } = campos('for', v, setV, e)
      return (
        <>
          {escolha('areaFormacao', 'Área de Formação', l.areasFormacao, { ref: true, obrigatorio: true })}
          {texto('curso', 'Curso', { max: 100, obrigatorio: true })}
          {texto('local', 'Instituição', { max: 100, obrigatorio: true })}
          {escolha('tipo', 'Tipo', l.tiposFormacao, { obrigatorio: true })}
          {escolha('situacao', 'Situação', l.situacoesFormacao, { obrigatorio: true })}
          {texto('conclusao', 'Conclusão (ano ou mês/ano)', { max: 20 })}
        </>
      )
    }}
  />
)

export const ListaIdiomas = ({ l, ...comum }: PropsLista<CandidatoIdioma>) => (
  <ListaEditavel<CandidatoIdioma>
    {...comum}
    id="c-candidatoIdiomas"
    titulo="Idiomas"
    lista="candidatoIdiomas"
    resumo={(x) => ({ titulo: x.idioma?.nome ?? nomeNaLista(l.idiomas, x.idioma?.id), detalhe: nomeNaLista(l.niveisIdioma, x.nivel) })}
    tituloNovo="Inserir Idioma"
    outros={(editando) => comum.itens.flatMap((x, j) => (j === editando || x.idioma?.id === undefined ? [] : [x.idioma.id]))}
    mensagem={(a) => MSG.idioma(a)}
    corpo={(v, setV, e, editando) => {
      const { escolha } = campos('idi', v, setV, e)
      return (
        <>
          {/* A saved language's idioma cannot change (spec 000 §4): only its level. */}
          {escolha('idioma', 'Idioma', l.idiomas, { ref: true, obrigatorio: true, desabilitado: editando })}
          {escolha('nivel', 'Nível', l.niveisIdioma, { obrigatorio: true })}
        </>
      )
    }}
  />
)

/** Minutes ↔ 'hh:mm' (the hours of certificates and courses are stored in whole minutes). */
export const minutosParaHoras = (m: unknown) => (typeof m === 'number' && Number.isFinite(m) ? `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}` : '')
export const horasParaMinutos = (s: unknown) => {
  if (typeof s !== 'string' || !s.trim()) return undefined
  const t = s.trim()
  if (/^\d{1,6}$/.test(t)) return Number(t) * 60
  const m = /^(\d{1,6}):([0-5]\d)$/.exec(t)
  return m ? Number(m[1]) * 60 + Number(m[2]) : t
}
const mascararHoras = (s: string) => {
  const d = s.replace(/\D/g, '').slice(0, 8)
  return d.length > 2 ? `${d.slice(0, -2)}:${d.slice(-2)}` : d
}

/** Certificados or Cursos (spec 000 §3.8): the same item, the same dialog; only the end date's requirement differs (core). */
export const ListaCertificados = ({ tipo, l, ...comum }: PropsLista<Certificado> & { tipo: 'certificados' | 'cursos' }) => {
  const nome = tipo === 'certificados' ? 'Certificado' : 'Curso'
  const tipos = l.tiposCertificado ?? []
  return (
    <ListaEditavel<Certificado>
      id={`c-${tipo}`}
      titulo={tipo === 'certificados' ? 'Certificados' : 'Cursos'}
      lista={tipo}
      {...comum}
      resumo={(x) => ({
        titulo: `${x.titulo ?? ''} · ${x.organizacao ?? ''}`,
        detalhe: [nomeNaLista(tipos, x.tipo), [x.dataInicio ? dataBr(x.dataInicio) : '', x.dataFim ? dataBr(x.dataFim) : ''].filter(Boolean).join(' – ')].filter(Boolean).join(' · '),
      })}
      tituloNovo={`Inserir ${nome}`}
      paraEdicao={(x) => ({ ...x, cargaHorariaTotal: minutosParaHoras(x.cargaHorariaTotal), cargaHorariaDiaria: minutosParaHoras(x.cargaHorariaDiaria) })}
      converter={(v) => ({ ...v, cargaHorariaTotal: horasParaMinutos(v['cargaHorariaTotal']), cargaHorariaDiaria: horasParaMinutos(v['cargaHorariaDiaria']) })}
      mensagem={(a) => MSG[tipo](a)}
      corpo={(v, setV, e) => {
        const { texto, escolha } = campos(tipo === 'certificados' ? 'cer' : 'cur', v, setV, e)
        return (
          <>
            {texto('titulo', 'Título', { max: 150, obrigatorio: true })}
            {texto('organizacao', 'Organização Emissora', { max: 150, obrigatorio: true })}
            {escolha('tipo', 'Tipo', tipos, { obrigatorio: true })}
            {texto('dataInicio', 'Data de Início', { tipo: 'date', obrigatorio: true })}
            {texto('dataFim', 'Data de Fim', { tipo: 'date', obrigatorio: tipo === 'certificados' })}
            {texto('validade', 'Validade', { tipo: 'date' })}
            {texto('cargaHorariaTotal', 'Carga horária total (hh:mm)', { max: 9, mascara: mascararHoras })}
            {texto('cargaHorariaDiaria', 'Carga horária diária (hh:mm)', { max: 5, mascara: mascararHoras })}
            {texto('urlCertificado', 'URL do Certificado', { max: 500, tipo: 'url' })}
          </>
        )
      }}
    />
  )
}
