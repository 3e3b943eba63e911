import { Effect, Schema } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { obter } from '../shared/crud.ts'
import { ValidacaoFalhou } from '../shared/erros.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao } from '../shared/resource.ts'
import { empresas } from '../utilitario/empresas.ts'
import { cursos } from './cursos.ts'

/**
 * Participating companies of a course (spec 002 §3 Course `empresasParticipantes`; curso GET /empresas-participantes,
 * /empresas-participantes-e-tipo, /{id}/existe-empresa-curso): other companies of the installation (its group) whose
 * employees may be enrolled in the classes of this company's course. Decisions where the spec names only the calls:
 * the picker lists the user's other visible companies; `existe-empresa-curso` says whether a company (query empresaId,
 * by default the session's) is the course's own or one of its participants.
 */
export const EMPRESA_OBRIGATORIA = 'Empresa é obrigatória'

/** The companies a course accepts employees from: its own and its participating ones. */
export const empresasDoCurso = (c: { readonly empresaId?: unknown; readonly empresasParticipantesIds?: ReadonlyArray<number> | null }): ReadonlyArray<number> => [
  ...new Set([Number(c.empresaId), ...(c.empresasParticipantesIds ?? [])]),
]

const Empresa = Schema.Struct({ id: Schema.Number, nome: Schema.String })

const nomesDasEmpresas = (ator: Ator, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (!ids.length) return []
    const { rows } = yield* (yield* Repositorio).list(empresas, ator.escopo, { filter: { id: [...ids] }, sort: { field: 'nome', order: 'ASC' }, range: { offset: 0, limit: 1000 } })
    return rows.map((e) => ({ id: e.id, nome: String(e.nome) }))
  })

/** The companies that may be chosen as participants: the user's visible companies other than the session's. */
export const empresasParaParticipar = (ator: Ator) => nomesDasEmpresas(ator, ator.escopo.empresasVisiveis.filter((e) => e !== ator.escopo.empresaId))

const cursoDaQuery = (ator: Ator, texto: string | undefined) =>
  Effect.gen(function* () {
    const id = Number(texto)
    if (!Number.isSafeInteger(id) || id <= 0) return yield* ValidacaoFalhou.campo('cursoId', 'Curso é obrigatório')
    return yield* obter(cursos, ator, id)
  })

export const ACOES_EMPRESAS_PARTICIPANTES = [
  defineAcao({
    nome: 'empresas-participantes',
    metodo: 'GET',
    caminho: 'empresas-participantes',
    resumo: 'As empresas que podem participar dos cursos da empresa da sessão (as outras empresas visíveis ao usuário)',
    modo: 'ler',
    resposta: Schema.Array(Empresa),
    executar: (ator) => empresasParaParticipar(ator),
  }),
  defineAcao({
    nome: 'empresas-participantes-e-tipo',
    metodo: 'GET',
    caminho: 'empresas-participantes-e-tipo',
    resumo: 'As empresas participantes de um curso (query cursoId) e o tipo do curso',
    modo: 'ler',
    resposta: Schema.Struct({ cursoId: Schema.Number, tipo: Schema.NullOr(Schema.String), empresas: Schema.Array(Empresa) }),
    executar: (ator, { query }) =>
      Effect.gen(function* () {
        const c = yield* cursoDaQuery(ator, query['cursoId'])
        const ids = (c.empresasParticipantesIds ?? []).filter((e) => e !== Number(c.empresaId))
        return { cursoId: c.id, tipo: c.tipo ?? null, empresas: yield* nomesDasEmpresas(ator, ids) }
      }),
  }),
  defineAcao({
    nome: 'existe-empresa-curso',
    metodo: 'GET',
    caminho: ':id/existe-empresa-curso',
    resumo: 'Se a empresa (query empresaId; a da sessão por padrão) é a do curso ou uma das participantes',
    modo: 'ler',
    resposta: Schema.Boolean,
    executar: (ator, { id, query }) =>
      Effect.gen(function* () {
        const c = yield* obter(cursos, ator, id)
        const texto = query['empresaId']
        const empresaId = texto === undefined ? ator.escopo.empresaId : Number(texto)
        if (!Number.isSafeInteger(empresaId) || empresaId <= 0) return yield* ValidacaoFalhou.campo('empresaId', EMPRESA_OBRIGATORIA)
        return empresasDoCurso(c).includes(empresaId)
      }),
  }),
]
