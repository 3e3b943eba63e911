import { useState, type ReactNode } from 'react'
import { ErroApi, requisitar } from '../../../api.ts'
import { Confirmacao, Dialogo } from '../../../componentes/Dialogo.tsx'
import { MSG, type AcaoItem, type Erros, type Item, type Lista, type MudarRascunho, type Rascunho } from './comum.tsx'

/**
 * A sub-list edited in memory (spec 000 §4): the section, the add/edit dialog, the removal confirmation and the
 * 3-second toasts. Each list only says how an item looks, reads and is written.
 *
 * Each dialog asks the server's core (`POST /externo/candidatos/validar-item/{lista}`) before keeping the item,
 * so the portal shows the very messages of the save without carrying the rules (or effect) in its bundle.
 */

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
  lista: Lista
  /** From the dialog's inputs to the stored item (e.g. hh:mm → minutes). */
  converter?: (v: Rascunho) => Rascunho
  inicial: Rascunho
  outros?: ReadonlyArray<unknown>
  onFechar: () => void
  onSalvar: (item: Rascunho) => void
  corpo: (v: Rascunho, setV: MudarRascunho, erros: Erros) => ReactNode
}) => {
  const [v, setV] = useState<Rascunho>(inicial)
  const [erros, setErros] = useState<Erros>({})
  const [geral, setGeral] = useState<string | null>(null)
  const [enviando, setEnviando] = useState(false)
  // A changed field drops its message (the core answers again on the next Salvar).
  const mudarV: MudarRascunho = (f) =>
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

export const ListaEditavel = <T,>({
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
  mensagem: (acao: AcaoItem) => string
  corpo: (v: Rascunho, setV: MudarRascunho, e: Erros, editando: boolean) => ReactNode
}) => {
  // Which item (or a new one) is open, and which removal is pending.
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
