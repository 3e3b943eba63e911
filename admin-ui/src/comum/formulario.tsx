import { useEffect, useRef } from 'react'
import { Either, type Schema } from 'effect'
import { useFormState } from 'react-hook-form'
import { validar } from '../../../core/shared/resource.ts'
import type { ErroCampo, ValidacaoFalhou } from '../../../core/shared/erros.ts'

type ErrosAninhados = { [k: string]: string | ErrosAninhados | Array<ErrosAninhados | undefined> }

/** `[{field: 'acessos.0.empresaId', message}]` → `{acessos: [{empresaId: message}]}` (react-admin's validate shape). */
export const aninharErros = (erros: ReadonlyArray<ErroCampo>): ErrosAninhados => {
  // Built key by key: a node is an object, or an array indexed by the path's digits ('0'), hence the loose type.
  const raiz: Record<string, unknown> = {}
  for (const { field, message } of erros) {
    const partes = (field || 'root.serverError').split('.')
    let no = raiz
    partes.forEach((p, i) => {
      if (i === partes.length - 1) {
        if (no[p] === undefined) no[p] = message
        return
      }
      if (typeof no[p] !== 'object') no[p] = /^\d+$/.test(partes[i + 1] ?? '') ? [] : {}
      no = no[p] as Record<string, unknown>
    })
  }
  return raiz as ErrosAninhados
}

/** A react-admin form `validate` from an Either-returning core validator: same messages as the server. */
export const validadorCore =
  <A,>(f: (valores: Record<string, unknown>) => Either.Either<A, ValidacaoFalhou>) =>
  (valores: Record<string, unknown>) => {
    const r = f(valores)
    return Either.isLeft(r) ? aninharErros(r.left.errors) : {}
  }

export const validadorSchema = <A, I>(schema: Schema.Schema<A, I>) => validadorCore((v) => validar(schema, v))

/**
 * Forms validate on submit only (spec 000 §2.6), with core's messages: the browser's own checks are off
 * (`noValidate`), or a malformed e-mail on a hidden tab would silently stop the submit with an English bubble.
 */
export const MODO_SUBMIT = { mode: 'onSubmit', reValidateMode: 'onSubmit', noValidate: true } as const

/**
 * After a failed submit (client validation or the server's field errors), moves the focus to the first field in
 * error, in page order. Render it inside the form.
 */
export const FocarPrimeiroErro = () => {
  const { submitCount, errors } = useFormState()
  const ancora = useRef<HTMLSpanElement>(null)
  const tratado = useRef(0)
  useEffect(() => {
    if (submitCount === tratado.current || Object.keys(errors).length === 0) return
    tratado.current = submitCount
    // after the inputs have rendered their error state
    requestAnimationFrame(() => {
      const form = ancora.current?.closest('form')
      form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    })
  }, [submitCount, errors])
  return <span ref={ancora} hidden />
}
