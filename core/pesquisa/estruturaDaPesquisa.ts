import { Effect, Schema } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { alterar, obter } from '../shared/crud.ts'
import { RegraViolada } from '../shared/erros.ts'
import { acoesEstruturaQuestionario, clonarParaEmpresas, corpoDoRegistro, CorpoClone } from '../shared/estruturaQuestionario.ts'
import type { PerguntaQuestionario } from '../shared/questionario.ts'
import { defineAcao, esquemaDoRegistro, type RegistroDe } from '../shared/resource.ts'
import { camposPesquisa, PESQUISA_SEM_PERGUNTAS, pesquisas, quantidadeParticipacoes, ROLE_PESQUISA } from './pesquisas.ts'

export { CorpoClone, CorpoOrdem } from '../shared/estruturaQuestionario.ts'

/**
 * The survey's sub-routes of the spec (002 "Surveys: aspectos and perguntas CRUD under /{id}/aspectos and
 * /{id}/perguntas; POST clone (empresas); PUT questionarios/{id}/liberar"; the evaluation question API's
 * ordem-aleatoria, PATCH ordem, proxima-ordem, respostas-sugeridas, perguntas/batch): the shared questionnaire
 * sub-routes (core/shared/estruturaQuestionario.ts) plus release and clone.
 */

type Pesquisa = RegistroDe<typeof pesquisas>

const perguntasDe = (p: Pesquisa) => (p.perguntas ?? []) as ReadonlyArray<PerguntaQuestionario>
const Pesquisas = Schema.Array(esquemaDoRegistro(pesquisas))

export const CorpoLiberar = Schema.Struct({ liberada: Schema.optionalWith(Schema.Boolean.annotations({ message: () => 'Liberada inválida' }), { default: () => true, nullable: true }) })

/** Clone to other companies: the questions, aspects and settings; not released, no answers, no audience (its areas, cargos and people are the source company's). */
export const clonarPesquisa = (ator: Ator, id: number, empresas: ReadonlyArray<number>) =>
  clonarParaEmpresas(pesquisas, ator, id, empresas, (p) =>
    Effect.succeed(corpoDoRegistro(camposPesquisa, p, { estabelecimentosIds: [], areasOrganizacionaisIds: [], cargosIds: [], colaboradoresIds: [] })),
  )

export const ACOES_ESTRUTURA_PESQUISA = [
  ...acoesEstruturaQuestionario({
    recurso: pesquisas,
    campos: camposPesquisa,
    de: 'da pesquisa',
    em: 'na pesquisa',
    chaveLote: 'pesquisaId',
    respondidas: (p) => quantidadeParticipacoes(Number(p.empresaId), p.id),
  }),
  defineAcao({
    nome: 'liberar',
    metodo: 'PUT',
    caminho: ':id/liberar',
    resumo: 'Libera a pesquisa para as respostas do público (liberada: false a bloqueia de novo)',
    modo: 'escrever',
    autoridade: ROLE_PESQUISA,
    corpo: CorpoLiberar,
    corpoOpcional: true,
    resposta: 'registro',
    executar: (ator, { id, corpo }) =>
      Effect.gen(function* () {
        const p = yield* obter(pesquisas, ator, id)
        if (corpo.liberada && !perguntasDe(p).length) return yield* new RegraViolada({ message: PESQUISA_SEM_PERGUNTAS })
        return yield* alterar(pesquisas, ator, id, { liberada: corpo.liberada })
      }),
  }),
  defineAcao({
    nome: 'clone',
    metodo: 'POST',
    caminho: ':id/clone',
    resumo: 'Copia a pesquisa (perguntas, aspectos, período e anonimato) para as empresas dadas, bloqueada e sem público',
    modo: 'escrever',
    corpo: CorpoClone,
    status: 201,
    resposta: Pesquisas,
    executar: (ator, { id, corpo }) => clonarPesquisa(ator, id, corpo.empresas),
  }),
]
