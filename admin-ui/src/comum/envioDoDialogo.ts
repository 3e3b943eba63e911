import { useState } from 'react'
import { useNotify, useRefresh } from 'react-admin'
import { erroDe } from '../api/http.ts'

/**
 * A dialog that sends one call: while it runs the dialog is busy; success notifies the returned text, refreshes the
 * screen and closes the dialog; a refusal puts the server's messages on their fields (or, with none, in a notice).
 */
export const useEnvioDoDialogo = (onFechar: () => void) => {
  const notify = useNotify()
  const refresh = useRefresh()
  const [erros, setErros] = useState<Record<string, string>>({})
  const [enviando, setEnviando] = useState(false)
  const enviar = async (chamar: () => Promise<string>) => {
    setEnviando(true)
    setErros({})
    try {
      notify(await chamar(), { type: 'success' })
      refresh()
      onFechar()
    } catch (e) {
      const { mensagem, campos } = erroDe(e)
      setErros(campos)
      if (!Object.keys(campos).length) notify(mensagem, { type: 'error' })
    } finally {
      setEnviando(false)
    }
  }
  return { erros, setErros, enviando, enviar }
}
