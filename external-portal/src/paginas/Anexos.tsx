import { useState, type FormEvent } from 'react'
import { diaEmSaoPaulo } from '../../../core/shared/datas.ts'
import { formatarTamanhoArquivo } from '../../../core/shared/formatos.ts'
import { requisitar, type ErroCampo } from '../api.ts'
import { dataBr } from '../mascaras.ts'
import { TEXTOS } from '../textos.ts'
import { useTitulo } from '../titulo.ts'
import { Aviso, Campo, mensagemDoErro, Pagina, useDados, type Mensagem } from './comum.tsx'

interface Anexo {
  readonly id: number
  readonly descricao: string
  readonly data: string
  readonly anexo: { nome: string; tamanho: number } | null
}

const hoje = () => diaEmSaoPaulo(Date.now())

/** /externo/candidatos/{id}/documentos-anexos: upload (PDF, PNG, JPEG up to 5 MB), download, remove. */
export const PaginaAnexos = ({ id }: { id: number }) => {
  useTitulo(TEXTOS.anexarDocumentos)
  const [versao, setVersao] = useState(0)
  const lista = useDados<Anexo[]>(`/externo/candidatos/${id}/documentos-anexos`, versao)
  const [descricao, setDescricao] = useState('')
  const [arquivo, setArquivo] = useState<File | null>(null)
  const [erros, setErros] = useState<Record<string, string>>({})
  const [msg, setMsg] = useState<Mensagem | null>(null)
  const [enviando, setEnviando] = useState(false)

  const enviar = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault()
    const form = ev.currentTarget
    const e: Record<string, string> = {}
    if (!descricao.trim()) e['descricao'] = 'Descrição é obrigatória'
    if (!arquivo) e['anexo'] = 'Arquivo é obrigatório'
    setErros(e)
    if (Object.keys(e).length) return setMsg({ tipo: 'aviso', texto: TEXTOS.preenchaCampos })
    const f = new FormData()
    f.set('descricao', descricao)
    f.set('data', hoje())
    f.set('anexo', arquivo!)
    setEnviando(true)
    try {
      const r = await fetch(`/api/externo/candidatos/${id}/documentos-anexos`, { method: 'POST', body: f, headers: { 'X-Requested-With': 'XMLHttpRequest' } })
      // The API's answer: the attachment, or its error body (spec 000 §8); `{}` when it is not JSON.
      const corpo = (await r.json().catch(() => ({}))) as { readonly message?: string; readonly errors?: ReadonlyArray<ErroCampo> }
      if (!r.ok) {
        setErros(Object.fromEntries((corpo.errors ?? []).map((x) => [x.field, x.message])))
        setMsg({ tipo: r.status === 400 ? 'aviso' : 'erro', texto: corpo.message ?? TEXTOS.erro })
      } else {
        setDescricao('')
        setArquivo(null)
        form.reset()
        setMsg({ tipo: 'sucesso', texto: 'Documento anexado com sucesso.' })
        setVersao((v) => v + 1)
      }
    } finally {
      setEnviando(false)
    }
  }

  return (
    <Pagina titulo={TEXTOS.anexarDocumentos} subtitulo="Envie currículo e documentos em PDF, PNG ou JPEG (até 5 MB).">
      <Aviso m={msg} fechar={() => setMsg(null)} />
      <form className="cartao formulario" onSubmit={enviar} noValidate>
        <Campo id="a-descricao" label="Descrição" erro={erros['descricao']} obrigatorio>
          <input id="a-descricao" name="descricao" maxLength={100} value={descricao} onChange={(e) => setDescricao(e.target.value)} />
        </Campo>
        <Campo id="a-anexo" label="Arquivo" erro={erros['anexo']} obrigatorio>
          <input id="a-anexo" name="anexo" type="file" accept="application/pdf,image/png,image/jpeg" onChange={(e) => setArquivo(e.target.files?.[0] ?? null)} />
        </Campo>
        {arquivo ? <p className="dica">{`${arquivo.name} · ${formatarTamanhoArquivo(arquivo.size)}`}</p> : null}
        <button type="submit" className="botao botao--principal" disabled={enviando}>
          Anexar
        </button>
      </form>
      <ul className="lista">
        {(lista.dados ?? []).map((a) => (
          <li key={a.id} className="cartao item">
            <div>
              <strong>{a.descricao}</strong>
              <span className="dica">
                {dataBr(a.data)}
                {a.anexo ? ` · ${a.anexo.nome} · ${formatarTamanhoArquivo(a.anexo.tamanho)}` : ''}
              </span>
            </div>
            <div className="acoes">
              {a.anexo ? (
                <a className="botao botao--contorno" href={`/api/externo/candidatos/${id}/documentos-anexos/${a.id}/download`}>
                  Baixar
                </a>
              ) : null}
              <button
                type="button"
                className="botao botao--contorno"
                onClick={async () => {
                  if (!window.confirm('Tem certeza que deseja remover?')) return
                  try {
                    await requisitar(`/externo/candidatos/${id}/documentos-anexos/${a.id}`, { metodo: 'DELETE' })
                    setVersao((v) => v + 1)
                  } catch (e) {
                    setMsg(mensagemDoErro(e))
                  }
                }}
              >
                Remover
              </button>
            </div>
          </li>
        ))}
        {lista.dados && !lista.dados.length ? <li className="cartao vazio">Nenhum registro encontrado.</li> : null}
      </ul>
    </Pagina>
  )
}
