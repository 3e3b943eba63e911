import { Either, ParseResult, Schema } from 'effect'

/** Decodes `input` with `schema`: the value, or the list of messages of the failure. */
export const decodificar = <A, I>(
  schema: Schema.Schema<A, I, never>,
  input: unknown,
): { readonly ok: true; readonly valor: A } | { readonly ok: false; readonly mensagens: ReadonlyArray<string> } => {
  const r = Schema.decodeUnknownEither(schema)(input)
  return Either.isRight(r)
    ? { ok: true, valor: r.right }
    : { ok: false, mensagens: ParseResult.ArrayFormatter.formatErrorSync(r.left).map((e) => e.message) }
}
