import { Effect, Either, Schema } from 'effect'
import { naEmpresa, type Ator } from '../shared/ator.ts'
import { lista } from '../shared/campos.ts'
import { atualizar, criar, obter, remover } from '../shared/crud.ts'
import { ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { decodificar, defineAcao, montar, validar, type Registro, type Resource } from '../shared/resource.ts'
import { camposCompetencia, Comportamento, criteriosAvaliacaoCompetencia } from './competencias.ts'
import { mensagemNiveisSemPercentual, niveisSemPercentual, TIPOS_COMPETENCIA } from './competenciasRegras.ts'
import { niveisEmVigorEm } from './niveisEmVigor.ts'

/** The body of a CHA item: its fields and its behaviours (`competencias`: `[{id?, descricao}]`, the spec's item). */
export const CorpoCompetencia = montar({ ...camposCompetencia, competencias: lista({ label: 'Comportamentos', item: Comportamento, max: 200, semPadrao: true }) }, 'create')

const Comportamentos = Schema.Struct({ competencias: Schema.Array(Comportamento) })

const ehObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Writes an item's behaviours as the list given, in its order: an item with the id of one of its behaviours changes
 * it, any other is added (none while a level in force lacks its minimum percentage, §4), the behaviours left out are
 * removed (refused when an evaluation points at one). Field errors as `competencias.<i>.descricao`.
 */
const sincronizarComportamentos = (ator: Ator, competenciaId: number, itens: ReadonlyArray<Comportamento>) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const atuais = (yield* repo.list(criteriosAvaliacaoCompetencia, ator.escopo, { filter: { competenciaId, empresaId: ator.escopo.empresaId } })).rows
    const porId = new Map(atuais.map((a) => [a.id, a]))
    const usados = new Set<number>()
    const plano = itens.map((it, ordem) => {
      const mantem = it.id !== undefined && porId.has(it.id) && !usados.has(it.id)
      if (mantem) usados.add(it.id!)
      return { ordem, id: mantem ? it.id : undefined, descricao: it.descricao }
    })
    if (plano.some((p) => p.id === undefined)) {
      const sem = niveisSemPercentual(yield* niveisEmVigorEm(ator.escopo))
      if (sem.length) return yield* ValidacaoFalhou.campo('competencias', mensagemNiveisSemPercentual(sem))
    }
    for (const a of atuais) if (!usados.has(a.id)) yield* remover(criteriosAvaliacaoCompetencia, ator, a.id)
    const noItem = (ordem: number) => <E,>(e: E): E | ValidacaoFalhou =>
      e instanceof ValidacaoFalhou ? ValidacaoFalhou.campos(e.errors.map((x): ErroCampo => ({ ...x, field: `competencias.${ordem}.${x.field}` }))) : e
    for (const p of plano) {
      const corpo = { competenciaId, descricao: p.descricao, ordem: p.ordem }
      if (p.id === undefined) yield* Effect.mapError(criar(criteriosAvaliacaoCompetencia, ator, corpo), noItem(p.ordem))
      else {
        const a = porId.get(p.id)!
        if (a.descricao !== p.descricao || a.ordem !== p.ordem) yield* Effect.mapError(atualizar(criteriosAvaliacaoCompetencia, ator, p.id, corpo), noItem(p.ordem))
      }
    }
  })

/**
 * Creates (`id` absent) or replaces a CHA item of kind `r` with its behaviours, in one transaction (spec 001 §3, §5):
 * the item's fields and the behaviours' descriptions are judged together (every error at once); a body without
 * `competencias` keeps the behaviours as they are. Answers the item as read (with `competencias`).
 */
export const gravarCompetencia = (r: Resource, ator: Ator, id: number | undefined, corpo: unknown) =>
  Effect.gen(function* () {
    const atual: Registro | undefined = id === undefined ? undefined : yield* obter(r, ator, id)
    if (!ehObjeto(corpo)) return yield* ValidacaoFalhou.campo('', 'Corpo da requisição inválido')
    const { competencias: brutos, ...item } = corpo
    const dItem = decodificar(r, item, id === undefined ? 'create' : 'update')
    const dComp = brutos === undefined || brutos === null ? Either.right(undefined) : Either.map(validar(Comportamentos, { competencias: brutos }), (x) => x.competencias)
    const erros = [...(Either.isLeft(dItem) ? dItem.left.errors : []), ...(Either.isLeft(dComp) ? dComp.left.errors : [])]
    if (erros.length || Either.isLeft(dComp)) return yield* ValidacaoFalhou.campos(erros)
    const comportamentos = dComp.right
    return yield* (yield* Repositorio).transaction(
      Effect.gen(function* () {
        const reg: Registro = atual ? yield* atualizar(r, ator, atual.id, item) : yield* criar(r, ator, item)
        if (comportamentos) yield* sincronizarComportamentos(naEmpresa(ator, Number(reg.empresaId)), reg.id, comportamentos)
        return yield* obter(r, ator, reg.id)
      }),
    )
  })

/** The create and update of a kind of CHA item, with its behaviours (in place of the generic ones). */
export const acoesDoItem = (r: Resource) => [
  defineAcao({
    nome: 'grava',
    metodo: 'POST',
    caminho: '',
    resumo: `Inclui ${r.labelSingular.toLowerCase()} com seus comportamentos`,
    modo: 'escrever',
    corpo: CorpoCompetencia as Schema.Schema<unknown, Record<string, unknown>>,
    validadoNoCaso: true,
    status: 201,
    resposta: 'registro',
    executar: (ator, { corpo }) => gravarCompetencia(r, ator, undefined, corpo),
  }),
  defineAcao({
    nome: 'altera',
    metodo: 'PUT',
    caminho: ':id',
    resumo: `Altera ${r.labelSingular.toLowerCase()} e seus comportamentos (sem \`competencias\` no corpo, os comportamentos ficam como estão)`,
    modo: 'escrever',
    corpo: CorpoCompetencia as Schema.Schema<unknown, Record<string, unknown>>,
    validadoNoCaso: true,
    resposta: 'registro',
    executar: (ator, { id, corpo }) => gravarCompetencia(r, ator, id, corpo),
  }),
]

/** `GET tipo-competencia` (spec 001 §7 Competencies): the kinds of CHA item. */
export const ACOES_COMPETENCIAS = [
  defineAcao({
    nome: 'tipo-competencia',
    metodo: 'GET',
    caminho: 'tipo-competencia',
    resumo: 'Tipos de competência (C conhecimento, H habilidade, A atitude)',
    modo: 'ler',
    resposta: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String })),
    executar: () => Effect.succeed(TIPOS_COMPETENCIA.map((t) => ({ id: t.id as string, name: t.name as string }))),
  }),
]
