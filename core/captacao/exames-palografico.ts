import { Effect, Either, Schema } from 'effect'
import { data, inteiro, opcoes, referencia, textoLongo } from '../shared/campos.ts'
import { ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import { naEmpresa, type Ator } from '../shared/ator.ts'
import { atualizar, criar, listar, obter, remover } from '../shared/crud.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { decodificar, defineAcao, defineResource, esquemaDoRegistro } from '../shared/resource.ts'
import { candidatos } from './candidatos.ts'

export const RESULTADOS_PALOGRAFICO = [
  { id: 'APTO', name: 'Apto' },
  { id: 'INAPTO', name: 'Inapto' },
  { id: 'REAVALIAR', name: 'Reavaliar' },
] as const

/**
 * Palographic exam results of a candidate (spec 000 §2.5 exames-palografico; the fields are not in the spec):
 * date, productivity (strokes in the 5 timed intervals), NOR (rhythmic oscillation level, %), result and notes.
 * Rows belong to the candidate and go with them.
 */
export const examesPalografico = defineResource({
  name: 'captacao/exames-palografico',
  table: 'exames_palografico',
  label: 'Exames Palográficos',
  labelSingular: 'Exame Palográfico',
  scope: 'empresa',
  authority: 'ROLE_CAPTACAO_CANDIDATOS',
  fields: {
    candidatoId: referencia({ label: 'Candidato', resource: 'captacao/candidatos', required: true, list: true }),
    data: data({ label: 'Data', required: true, list: true }),
    produtividade: inteiro({ label: 'Produtividade', max: 10_000, feminino: true, list: true }),
    nor: inteiro({ label: 'NOR (%)', max: 100, list: true }),
    resultado: opcoes({ label: 'Resultado', options: RESULTADOS_PALOGRAFICO, list: true }),
    observacao: textoLongo({ label: 'Observação', max: 4000, feminino: true }),
  },
  sort: { field: 'data', order: 'DESC' },
  menu: { grupo: 'Captação e Seleção', ordem: 3 },
})

export const examesDoCandidato = (ator: Ator, candidatoId: number) =>
  Effect.gen(function* () {
    const c = yield* obter(candidatos, ator, candidatoId)
    return (yield* listar(examesPalografico, ator, { filter: { candidatoId, empresaId: c.empresaId } })).rows
  })

/** The whole list (or `{exames: […]}`); each item is an exam as the resource declares it. */
const CorpoExames = Schema.Array(Schema.Unknown).annotations({ message: () => 'Envie a lista de exames' })

/**
 * PATCH /captacao/candidatos/{id}/exames-palografico: the candidate's exam list as a whole (items with `id`
 * are updated, without `id` created, missing ones removed), in one transaction; every item is judged first (the
 * errors carry its index), then each change goes through the write path.
 */
export const salvarExamesDoCandidato = (ator: Ator, candidatoId: number, corpo: unknown) =>
  Effect.gen(function* () {
    const c = yield* obter(candidatos, ator, candidatoId)
    const lista = Array.isArray(corpo) ? corpo : typeof corpo === 'object' && corpo !== null && 'exames' in corpo ? corpo.exames : undefined
    const itens = yield* Either.match(Schema.decodeUnknownEither(CorpoExames)(lista), {
      onLeft: () => ValidacaoFalhou.campo('exames', 'Envie a lista de exames'),
      onRight: Effect.succeed,
    })
    const atuais = yield* examesDoCandidato(ator, candidatoId)
    const erros: ErroCampo[] = []
    const validos = itens.map((it, i) => {
      const corpoItem = typeof it === 'object' && it !== null ? { ...(it as object), candidatoId } : it
      const id = typeof it === 'object' && it !== null && 'id' in it ? it.id : undefined
      if (id !== undefined && !atuais.some((a) => a.id === id)) erros.push({ field: `exames.${i}.id`, message: 'Exame não encontrado' })
      const r = decodificar(examesPalografico, corpoItem, id === undefined ? 'create' : 'update')
      if (Either.isLeft(r)) r.left.errors.forEach((x) => erros.push({ field: `exames.${i}.${x.field}`, message: x.message }))
      return { id: typeof id === 'number' ? id : undefined, corpo: corpoItem }
    })
    if (erros.length) return yield* ValidacaoFalhou.campos(erros)
    const naSua = naEmpresa(ator, Number(c.empresaId))
    return yield* (yield* Repositorio).transaction(
      Effect.gen(function* () {
        for (const a of atuais) if (!validos.some((v) => v.id === a.id)) yield* Effect.orDie(remover(examesPalografico, ator, a.id))
        for (const v of validos) {
          if (v.id === undefined) yield* criar(examesPalografico, naSua, v.corpo)
          else yield* Effect.catchTag(atualizar(examesPalografico, ator, v.id, v.corpo), 'NaoEncontrado', (x) => Effect.die(x))
        }
        return yield* examesDoCandidato(ator, candidatoId)
      }),
    )
  })

/** The exams of one candidate (GET and PATCH /api/captacao/candidatos/{id}/exames-palografico). */
export const ACOES_EXAMES_CANDIDATO = [
  defineAcao({
    nome: 'exames-palografico',
    metodo: 'GET',
    caminho: ':id/exames-palografico',
    resumo: 'Exames palográficos do candidato',
    modo: 'ler',
    resposta: Schema.Array(esquemaDoRegistro(examesPalografico)),
    executar: (ator, { id }) => examesDoCandidato(ator, id),
  }),
  defineAcao({
    nome: 'salva-exames-palografico',
    metodo: 'PATCH',
    caminho: ':id/exames-palografico',
    resumo: 'Salva a lista de exames palográficos do candidato (os ausentes são removidos)',
    modo: 'escrever',
    corpo: Schema.Union(CorpoExames, Schema.Struct({ exames: CorpoExames })),
    validadoNoCaso: true,
    resposta: Schema.Array(esquemaDoRegistro(examesPalografico)),
    executar: (ator, { id, corpo }) => salvarExamesDoCandidato(ator, id, corpo),
  }),
]
