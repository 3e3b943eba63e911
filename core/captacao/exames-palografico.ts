import { Effect, Either, Schema } from 'effect'
import { ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import { Repositorio, type Escopo } from '../shared/ports.ts'
import { decodificar } from '../shared/resource.ts'
import { candidatos, examesPalografico } from './candidatos.ts'

export { examesPalografico, RESULTADOS_PALOGRAFICO } from './candidatos.ts'

export const examesDoCandidato = (escopo: Escopo, candidatoId: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const c = yield* repo.get(candidatos, escopo, candidatoId)
    return (yield* repo.list(examesPalografico, escopo, { filter: { candidatoId, empresaId: c.empresaId } })).rows
  })

const Lista = Schema.Array(Schema.Unknown).annotations({ message: () => 'Envie a lista de exames' })

/**
 * PATCH /captacao/candidatos/{id}/exames-palografico: the candidate's exam list as a whole (items with `id`
 * are updated, without `id` created, missing ones removed), in one transaction.
 */
export const salvarExamesDoCandidato = (escopo: Escopo, candidatoId: number, corpo: unknown) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const c = yield* repo.get(candidatos, escopo, candidatoId)
    const itens = yield* Either.match(Schema.decodeUnknownEither(Lista)(Array.isArray(corpo) ? corpo : (corpo as any)?.exames), {
      onLeft: () => ValidacaoFalhou.campo('exames', 'Envie a lista de exames'),
      onRight: Effect.succeed,
    })
    const e: Escopo = { ...escopo, empresaId: Number(c.empresaId) }
    const atuais = yield* examesDoCandidato(escopo, candidatoId)
    const erros: ErroCampo[] = []
    const validos = itens.map((it, i) => {
      const corpoItem = typeof it === 'object' && it !== null ? { ...(it as object), candidatoId } : it
      const id = typeof it === 'object' && it !== null ? (it as any).id : undefined
      if (id !== undefined && !atuais.some((a) => a.id === id)) erros.push({ field: `exames.${i}.id`, message: 'Exame não encontrado' })
      const r = decodificar(examesPalografico, corpoItem, id === undefined ? 'create' : 'update')
      if (Either.isLeft(r)) r.left.errors.forEach((x) => erros.push({ field: `exames.${i}.${x.field}`, message: x.message }))
      return { id: typeof id === 'number' ? id : undefined, dados: Either.isRight(r) ? r.right : undefined }
    })
    if (erros.length) return yield* ValidacaoFalhou.campos(erros)
    return yield* repo.transaction(
      Effect.gen(function* () {
        for (const a of atuais) if (!validos.some((v) => v.id === a.id)) yield* Effect.orDie(repo.remove(examesPalografico, e, a.id))
        for (const v of validos) {
          if (v.id === undefined) yield* repo.create(examesPalografico, e, v.dados!)
          else yield* Effect.catchTag(repo.update(examesPalografico, e, v.id, v.dados!), 'NaoEncontrado', (x) => Effect.die(x))
        }
        return yield* examesDoCandidato(escopo, candidatoId)
      }),
    )
  })
