import { Schema } from 'effect'

/** Largest file an upload may carry (attachments, résumés). */
export const TAMANHO_MAXIMO_ARQUIVO = 5 * 1024 * 1024
export const ARQUIVO_GRANDE = 'O arquivo deve ser menor que 5 MB'

/** A file as it came in an upload (its name is the sender's; its type is never trusted). */
export interface ArquivoEnviado {
  readonly nome: string
  readonly conteudo: Uint8Array
}

/** An upload: the form's text fields and the file, when one came. */
export interface Envio {
  readonly campos: Readonly<Record<string, unknown>>
  readonly arquivo?: ArquivoEnviado
}

/**
 * An action whose `corpo` is this Schema receives an upload instead of a JSON body: multipart/form-data (the file
 * in the part `arquivo` or `anexo`, the other parts as text fields) or JSON with `arquivo`/`anexo: {nome, conteudo
 * (base64)}`. The use case validates `campos` and the file itself (its Schema and `conferirArquivo`).
 */
export const EnvioDeArquivo: Schema.Schema<Envio> = Schema.Struct({
  campos: Schema.Record({ key: Schema.String, value: Schema.Unknown }),
  arquivo: Schema.optionalWith(Schema.Struct({ nome: Schema.String, conteudo: Schema.Uint8ArrayFromSelf }), { exact: true }),
})
