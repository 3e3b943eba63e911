import { Effect, Schema } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { criar, listar, obter } from '../shared/crud.ts'
import { AcessoNegado } from '../shared/erros.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, esquemaDoRegistro, type Registro } from '../shared/resource.ts'
import { categoriaCurso } from './categoria-curso.ts'
import { cursos } from './cursos.ts'

export const CorpoCloneCurso = Schema.Struct({
  empresas: Schema.Array(Schema.Number.pipe(Schema.int(), Schema.positive()).annotations({ message: () => 'Empresa inválida' }))
    .annotations({ message: () => 'Empresas inválidas' })
    .pipe(Schema.minItems(1, { message: () => 'Selecione ao menos uma empresa' })),
})

const CAMPOS_COPIADOS = ['nome', 'cargaHoraria', 'percentualMinimoFrequencia', 'tipo', 'online', 'codigoTru', 'periodicidade', 'periodicidadeUnidade', 'conteudoProgramatico', 'criterioAvaliacao'] as const

/**
 * Clone a course to other companies (spec 002 curso POST /{id}/clone-curso), in one transaction: its fields; its
 * category, the target company's category of the same description when there is one (none otherwise). A name already
 * used in a target company answers its field error.
 */
export const clonarCurso = (ator: Ator, id: number, empresas: ReadonlyArray<number>) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(
      Effect.gen(function* () {
        const c = yield* obter(cursos, ator, id)
        if (empresas.some((e) => !ator.escopo.empresasVisiveis.includes(e))) return yield* new AcessoNegado({})
        const categoria = c.categoriaCursoId ? (yield* obter(categoriaCurso, ator, Number(c.categoriaCursoId))).descricao : undefined
        const copias: Registro[] = []
        for (const empresaId of [...new Set(empresas)]) {
          const naEmpresa: Ator = { ...ator, escopo: { ...ator.escopo, empresaId } }
          const cats = categoria ? (yield* listar(categoriaCurso, ator, { range: { offset: 0, limit: 10_000 }, filter: { empresaId } })).rows : []
          const alvo = cats.find((x) => x.descricao === categoria)
          const corpo = Object.fromEntries(CAMPOS_COPIADOS.filter((k) => c[k] !== null && c[k] !== undefined).map((k) => [k, c[k]]))
          copias.push(yield* criar(cursos, naEmpresa, { ...corpo, ...(alvo ? { categoriaCursoId: alvo.id } : {}) }))
        }
        return copias
      }),
    ),
  )

export const ACOES_CURSOS = [
  defineAcao({
    nome: 'clone-curso',
    metodo: 'POST',
    caminho: ':id/clone-curso',
    resumo: 'Copia o curso para as empresas dadas (a categoria de mesma descrição na empresa de destino)',
    modo: 'escrever',
    corpo: CorpoCloneCurso,
    status: 201,
    resposta: Schema.Array(esquemaDoRegistro(cursos)),
    executar: (ator, { id, corpo }) => clonarCurso(ator, id, corpo.empresas) as never,
  }),
]
