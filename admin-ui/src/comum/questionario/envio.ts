import { useRef } from 'react'
import { useNotify } from 'react-admin'

/** What is sent: only the answers given (a draft may leave questions out; the server judges the rest). */
export const limpas = (v: unknown): ReadonlyArray<Record<string, unknown>> =>
  (Array.isArray(v) ? (v as Array<Record<string, unknown> | null>) : []).flatMap((r) =>
    r ? [Object.fromEntries(Object.entries(r).filter(([, x]) => x !== null && x !== undefined && x !== '' && !(Array.isArray(x) && !x.length)))] : [],
  )

/**
 * Sending a questionnaire the person answers (Minhas Pesquisas, Minhas Avaliações): one send at a time, the server's
 * message on success, and on refusal its field errors back to the form (each at its question) with the spec's
 * 'Preencha os campos indicados'. `enviar` calls the API and does what follows a success; it returns the message.
 */
export const useEnvioQuestionario = () => {
  const notify = useNotify()
  const enviando = useRef(false)
  return async (enviar: () => Promise<string>): Promise<Record<string, string> | undefined> => {
    if (enviando.current) return undefined
    enviando.current = true
    try {
      notify(await enviar(), { type: 'success' })
      return undefined
    } catch (e) {
      const corpo = (e as { body?: { errors?: Record<string, string> } }).body
      if (corpo?.errors && Object.keys(corpo.errors).length) {
        notify('Preencha os campos indicados', { type: 'error' })
        return corpo.errors
      }
      notify((e as Error).message, { type: 'error' })
      return undefined
    } finally {
      enviando.current = false
    }
  }
}
