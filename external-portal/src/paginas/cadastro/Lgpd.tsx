import { useState } from 'react'
import { requisitar } from '../../api.ts'
import { Dialogo } from '../../componentes/Dialogo.tsx'
import { usePortal } from '../../portal.tsx'
import { Aviso, mensagemDoErro, type Mensagem } from '../comum.tsx'

/** LGPD: export my data, delete my account. */
export const Lgpd = ({ id }: { id: number }) => {
  const { sair } = usePortal()
  const [confirmar, setConfirmar] = useState(false)
  const [msg, setMsg] = useState<Mensagem | null>(null)
  return (
    <section className="cartao lgpd">
      <h2>Meus dados (LGPD)</h2>
      <Aviso m={msg} fechar={() => setMsg(null)} />
      <p>Você pode baixar tudo o que guardamos sobre você ou pedir a exclusão da sua conta.</p>
      <div className="acoes">
        <a className="botao botao--contorno" href={`/api/externo/candidatos/${id}/exportar?formato=pdf`} download>
          Baixar meus dados (PDF)
        </a>
        <a className="botao botao--contorno" href={`/api/externo/candidatos/${id}/exportar`} download>
          Baixar em JSON
        </a>
        <button type="button" className="botao botao--perigo" onClick={() => setConfirmar(true)}>
          Excluir minha conta
        </button>
      </div>
      {confirmar ? (
        <Dialogo
          titulo="RH"
          onFechar={() => setConfirmar(false)}
          rodape={
            <>
              <button type="button" className="botao botao--contorno" onClick={() => setConfirmar(false)}>
                Cancelar
              </button>
              <button
                type="button"
                className="botao botao--perigo"
                onClick={async () => {
                  try {
                    await requisitar(`/externo/candidatos/${id}`, { metodo: 'DELETE' })
                    sair()
                  } catch (e) {
                    setConfirmar(false)
                    setMsg(mensagemDoErro(e))
                  }
                }}
              >
                OK
              </button>
            </>
          }
        >
          <p>Tem certeza que deseja excluir sua conta? Seus dados pessoais e documentos serão apagados e não poderão ser recuperados.</p>
        </Dialogo>
      ) : null}
    </section>
  )
}
