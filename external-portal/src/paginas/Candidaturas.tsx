import { useState } from 'react'
import { requisitar } from '../api.ts'
import { Questionario, type PerguntaPublica } from '../componentes/Questionario.tsx'
import { urlExterna } from '../empresa.ts'
import { dataBr } from '../mascaras.ts'
import { usePortal } from '../portal.tsx'
import { Link, useLocalizacao } from '../roteador.tsx'
import { useTitulo } from '../titulo.ts'
import { Aviso, mensagemDoErro, Pagina, useDados, type Mensagem } from './comum.tsx'

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

interface Avaliacoes {
  readonly solicitacaoId: number
  readonly titulo: string
  readonly dataHoraExpiracao: string | null
  readonly expirada: boolean
  readonly itens: ReadonlyArray<{ modeloId: number; titulo: string; perguntas: ReadonlyArray<PerguntaPublica>; respondida: boolean }>
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
          <Questionario
            key={m.modeloId}
            titulo={m.titulo}
            perguntas={m.perguntas}
            bloqueada={a.expirada ? 'O prazo para responder esta avaliação expirou.' : undefined}
            enviar={async (respostas) => {
              await requisitar(`/externo/candidatos/${candidato?.id ?? 0}/avaliacoes/${m.modeloId}`, { query: { solicitacaoId: a.solicitacaoId }, json: { respostas } })
              setVersao((v) => v + 1)
            }}
          />
        ),
      )}
    </Pagina>
  )
}
