import { useState, type FormEvent } from 'react'
import { ErroApi, requisitar } from '../api.ts'
import { urlExterna } from '../empresa.ts'
import { dataBr } from '../mascaras.ts'
import { usePortal } from '../portal.tsx'
import { Link, useLocalizacao } from '../roteador.tsx'
import { useTitulo } from '../titulo.ts'
import { Aviso, errosPorCampo, mensagemDoErro, Pagina, useDados, type Mensagem } from './comum.tsx'

interface Candidatura {
  readonly id: number
  readonly titulo: string
  readonly dataVinculo: string | null
  readonly etapa: string | null
  readonly removedAt: string | null
  readonly qtdAvaliacoes: number
  readonly qtdAvaliacoesRespondidas: number
}

/** /externo/candidato-solicitacoes: my applications; withdraw; evaluations to answer. */
export const PaginaCandidaturas = () => {
  useTitulo('Minhas Candidaturas')
  const { empresaId } = usePortal()
  const [versao, setVersao] = useState(0)
  const [msg, setMsg] = useState<Mensagem | null>(null)
  const lista = useDados<Candidatura[]>('/externo/candidato-solicitacao', versao)
  const ativas = (lista.dados ?? []).filter((c) => !c.removedAt)
  return (
    <Pagina titulo="Minhas Candidaturas">
      <Aviso m={msg} fechar={() => setMsg(null)} />
      <p>
        <Link para={urlExterna('/historico-candidatos', { empresaId })}>Ver histórico de candidaturas</Link>
      </p>
      <ul className="lista">
        {ativas.map((c) => (
          <li key={c.id} className="cartao item">
            <div>
              <strong>{c.titulo}</strong>
              <span className="dica">
                {c.dataVinculo ? `Enviado em ${dataBr(c.dataVinculo)}` : ''}
                {c.etapa ? ` · Etapa: ${c.etapa}` : ''}
              </span>
            </div>
            <div className="acoes">
              {c.qtdAvaliacoes > 0 ? (
                <Link className="botao botao--principal" para={urlExterna('/solicitacao-avaliacao', { empresaId, candidatoSolicitacaoId: c.id })}>
                  {`Avaliações (${c.qtdAvaliacoesRespondidas}/${c.qtdAvaliacoes})`}
                </Link>
              ) : null}
              <button
                type="button"
                className="botao botao--contorno"
                onClick={async () => {
                  if (!window.confirm('Tem certeza que deseja desistir desta vaga?')) return
                  try {
                    await requisitar(`/externo/candidato-solicitacao/${c.id}`, { metodo: 'DELETE' })
                    setVersao((v) => v + 1)
                  } catch (e) {
                    setMsg(mensagemDoErro(e))
                  }
                }}
              >
                Desistir
              </button>
            </div>
          </li>
        ))}
        {lista.dados && !ativas.length ? <li className="cartao vazio">Nenhum registro encontrado.</li> : null}
      </ul>
    </Pagina>
  )
}

/** /externo/historico-candidatos: every stage step of my applications. */
export const PaginaHistorico = () => {
  useTitulo('Histórico de Candidaturas')
  const lista = useDados<Array<{ id: number; titulo: string; etapa: string | null; data: string; apto: string | null }>>('/externo/historico-candidatos')
  return (
    <Pagina titulo="Histórico de Candidaturas">
      <ul className="lista">
        {(lista.dados ?? []).map((h) => (
          <li key={h.id} className="cartao item">
            <div>
              <strong>{h.titulo}</strong>
              <span className="dica">{`${dataBr(h.data)} · ${h.etapa ?? ''}${h.apto === 'S' ? ' · Apto' : h.apto === 'N' ? ' · Não apto' : ''}`}</span>
            </div>
          </li>
        ))}
        {lista.dados && !lista.dados.length ? <li className="cartao vazio">Nenhum registro encontrado.</li> : null}
      </ul>
    </Pagina>
  )
}

interface Pergunta {
  readonly id: number
  readonly texto: string
  readonly tipo: 1 | 3 | 4 | 5
  readonly respostas: ReadonlyArray<{ id: number; texto: string }>
  readonly exigirComentario: boolean
  readonly comentario?: string
  readonly notaMinima: number
  readonly notaMaxima: number
  readonly obrigatoria: boolean
}
interface Avaliacoes {
  readonly solicitacaoId: number
  readonly titulo: string
  readonly dataHoraExpiracao: string | null
  readonly expirada: boolean
  readonly itens: ReadonlyArray<{ modeloId: number; titulo: string; perguntas: ReadonlyArray<Pergunta>; respondida: boolean }>
}

/** /externo/solicitacao-avaliacao?candidatoSolicitacaoId=: the evaluations a request asks for. */
export const PaginaAvaliacoes = () => {
  useTitulo('Avaliações')
  const { candidato } = usePortal()
  const loc = useLocalizacao()
  const link = loc.query.get('candidatoSolicitacaoId')
  const [versao, setVersao] = useState(0)
  const dados = useDados<Avaliacoes>(link ? `/externo/candidato-solicitacao/${link}/avaliacoes` : undefined, versao)
  const a = dados.dados
  return (
    <Pagina titulo="Avaliações" subtitulo={a?.titulo}>
      {dados.erro ? <Aviso m={mensagemDoErro(dados.erro)} fechar={() => undefined} /> : null}
      {a?.dataHoraExpiracao ? <p className="dica">{`Responda até ${new Date(a.dataHoraExpiracao).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}`}</p> : null}
      {a?.itens.map((m) =>
        m.respondida ? (
          <section key={m.modeloId} className="cartao">
            <h2>{m.titulo}</h2>
            <p className="dica">Avaliação respondida.</p>
          </section>
        ) : (
          <Questionario key={m.modeloId} candidatoId={candidato?.id ?? 0} solicitacaoId={a.solicitacaoId} modelo={m} bloqueada={a.expirada} onFim={() => setVersao((v) => v + 1)} />
        ),
      )}
    </Pagina>
  )
}

const Questionario = ({ candidatoId, solicitacaoId, modelo, bloqueada, onFim }: { candidatoId: number; solicitacaoId: number; modelo: Avaliacoes['itens'][number]; bloqueada: boolean; onFim: () => void }) => {
  const [r, setR] = useState<Record<number, { respostaId?: number; respostasIds?: number[]; nota?: number; comentario?: string }>>({})
  const [erros, setErros] = useState<Record<string, string>>({})
  const [msg, setMsg] = useState<Mensagem | null>(null)
  const mudar = (id: number, v: object) => setR((x) => ({ ...x, [id]: { ...x[id], ...v } }))
  const enviar = async (ev: FormEvent) => {
    ev.preventDefault()
    try {
      await requisitar(`/externo/candidatos/${candidatoId}/avaliacoes/${modelo.modeloId}`, {
        query: { solicitacaoId },
        json: { respostas: modelo.perguntas.map((p) => ({ perguntaId: p.id, tipoId: p.tipo, ...r[p.id] })) },
      })
      onFim()
    } catch (e) {
      const porCampo = errosPorCampo(e)
      void porCampo
      setErros(Object.fromEntries((e instanceof ErroApi ? e.errors : []).map((x) => [x.field.split('.').slice(0, 2).join('.'), x.message])))
      setMsg(mensagemDoErro(e))
    }
  }
  return (
    <form className="cartao formulario questionario" onSubmit={enviar} noValidate>
      <h2>{modelo.titulo}</h2>
      <Aviso m={msg} fechar={() => setMsg(null)} />
      {bloqueada ? <p className="dica">O prazo para responder esta avaliação expirou.</p> : null}
      {modelo.perguntas.map((p, k) => (
        <fieldset key={p.id} className={erros[`respostas.${k}`] ? 'campo--erro' : ''}>
          <legend>{`${k + 1}. ${p.texto}${p.obrigatoria ? ' *' : ''}`}</legend>
          {p.tipo === 1 || p.tipo === 5
            ? p.respostas.map((o) => (
                <label key={o.id} className="marcar">
                  <input
                    type={p.tipo === 1 ? 'radio' : 'checkbox'}
                    name={`p${p.id}`}
                    checked={p.tipo === 1 ? r[p.id]?.respostaId === o.id : (r[p.id]?.respostasIds ?? []).includes(o.id)}
                    onChange={(e) =>
                      p.tipo === 1
                        ? mudar(p.id, { respostaId: o.id })
                        : mudar(p.id, { respostasIds: e.target.checked ? [...(r[p.id]?.respostasIds ?? []), o.id] : (r[p.id]?.respostasIds ?? []).filter((x) => x !== o.id) })
                    }
                  />{' '}
                  {o.texto}
                </label>
              ))
            : null}
          {p.tipo === 4 ? (
            <input type="number" name={`p${p.id}`} min={p.notaMinima} max={p.notaMaxima} value={r[p.id]?.nota ?? ''} onChange={(e) => mudar(p.id, { nota: e.target.value === '' ? undefined : Number(e.target.value) })} aria-label={`Nota de ${p.notaMinima} a ${p.notaMaxima}`} />
          ) : null}
          {p.tipo === 3 || p.exigirComentario ? (
            <textarea name={`p${p.id}-comentario`} placeholder={p.tipo === 3 ? 'Sua resposta' : (p.comentario ?? 'Justifique a sua resposta:')} value={r[p.id]?.comentario ?? ''} onChange={(e) => mudar(p.id, { comentario: e.target.value })} />
          ) : null}
          {erros[`respostas.${k}`] ? <span className="campo__erro">{erros[`respostas.${k}`]}</span> : null}
        </fieldset>
      ))}
      <button type="submit" className="botao botao--principal" disabled={bloqueada}>
        Enviar respostas
      </button>
    </form>
  )
}
