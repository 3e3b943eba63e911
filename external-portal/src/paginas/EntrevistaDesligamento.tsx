import { useState } from 'react'
import { requisitar } from '../api.ts'
import { Alerta } from '../componentes/Alerta.tsx'
import { Questionario, type PerguntaPublica } from '../componentes/Questionario.tsx'
import { useLocalizacao } from '../roteador.tsx'
import { useTitulo } from '../titulo.ts'
import { Carregando } from './Mensagens.tsx'
import { Aviso, mensagemDoErro, Pagina, useDados } from './comum.tsx'

/** GET /api/externo/entrevista-desligamento: a live link's content, or why it cannot be answered. */
type Link =
  | { readonly situacao: 'valido'; readonly empresa: string; readonly nome: string; readonly titulo: string; readonly perguntas: ReadonlyArray<PerguntaPublica>; readonly expiraEm: string }
  | { readonly situacao: string; readonly mensagem: string }

const TITULO = 'Entrevista de Desligamento'

/**
 * /externo/entrevista-desligamento?empresaId=&token=: the exit interview the company sent to the person who left, no
 * login (the one-time link is the credential). The company's branding, the first name, the model's questions; after
 * the answers are recorded, or when the link can no longer be used, the message says why.
 */
export const PaginaEntrevistaDesligamento = () => {
  useTitulo(TITULO)
  const token = useLocalizacao().query.get('token') ?? ''
  const dados = useDados<Link>(`/externo/entrevista-desligamento?token=${encodeURIComponent(token)}`)
  const [registrada, setRegistrada] = useState<string | null>(null)
  const l = dados.dados
  if (dados.erro)
    return (
      <Pagina titulo={TITULO}>
        <Aviso m={mensagemDoErro(dados.erro)} fechar={() => undefined} />
      </Pagina>
    )
  if (!l) return <Carregando />
  if (registrada)
    return (
      <Pagina titulo={TITULO}>
        <Alerta tipo="sucesso">{registrada}</Alerta>
      </Pagina>
    )
  if (!('perguntas' in l))
    return (
      <Pagina titulo={TITULO}>
        <Alerta tipo="aviso">{l.mensagem}</Alerta>
      </Pagina>
    )
  return (
    <Pagina titulo={TITULO} subtitulo={l.empresa}>
      <p>{`Olá, ${l.nome}. A ${l.empresa} convida você a responder a entrevista de desligamento abaixo. Suas respostas ajudam a empresa a melhorar; elas podem ser enviadas uma única vez.`}</p>
      <Questionario
        titulo={l.titulo}
        perguntas={l.perguntas}
        enviar={async (respostas) => {
          const r = await requisitar<{ message: string }>('/externo/entrevista-desligamento', { json: { token, respostas } })
          setRegistrada(r.message)
        }}
      />
    </Pagina>
  )
}
