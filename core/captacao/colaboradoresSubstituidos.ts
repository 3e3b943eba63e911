import { Effect, Either, Schema } from 'effect'
import { colaboradores } from '../cargo-salario/colaboradores.ts'
import type { Ator } from '../shared/ator.ts'
import { listar } from '../shared/crud.ts'
import type { ErroCampo } from '../shared/erros.ts'
import { formatarData } from '../shared/formatos.ts'
import { Relogio, type Escopo } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, validar } from '../shared/resource.ts'

/**
 * The talents a personnel request replaces (spec 000 `colaboradoresSubstituidos` [{id, nome}]): employees of the
 * request's company, picked from `GET substituidos` (active ones, or dismissed ones too with
 * `incluirColaboradoresDesligados`); before a CIPA member with stability is picked the screen asks the spec's
 * question, whose rule and text are here.
 */

export interface EstabilidadeCipa {
  readonly membroCipa?: boolean | null
  readonly dataFimEstabilidadeCipa?: string | null
}

/** A CIPA member whose stability ends today or later cannot be dismissed without cause: replacing them is asked. */
export const emEstabilidadeCipa = (c: EstabilidadeCipa, hoje: string) =>
  c.membroCipa === true && typeof c.dataFimEstabilidadeCipa === 'string' && c.dataFimEstabilidadeCipa >= hoje

/** Spec 000 §8, verbatim: 'talento {name}, faz parte da CIPA e possui estabilidade até o dia {date}. Deseja realmente substituí-lo?' */
export const mensagemEstabilidadeCipa = (nome: string, dataFim: string) =>
  `talento ${nome}, faz parte da CIPA e possui estabilidade até o dia ${formatarData(dataFim)}. Deseja realmente substituí-lo?`

/** The question the screen asks before replacing this employee, or null. */
export const alertaSubstituicao = (c: EstabilidadeCipa & { readonly nome: string }, hoje: string): string | null =>
  emEstabilidadeCipa(c, hoje) ? mensagemEstabilidadeCipa(c.nome, c.dataFimEstabilidadeCipa!) : null


export const TalentoSubstituivel = Schema.Struct({
  id: Schema.Number,
  nome: Schema.String,
  matricula: Schema.NullOr(Schema.String),
  situacao: Schema.NullOr(Schema.String),
  dataDesligamento: Schema.NullOr(Schema.String),
  membroCipa: Schema.Boolean,
  dataFimEstabilidadeCipa: Schema.NullOr(Schema.String),
  /** The CIPA question to ask before picking this employee (null: none). */
  alertaCipa: Schema.NullOr(Schema.String),
})
export type TalentoSubstituivel = Schema.Schema.Type<typeof TalentoSubstituivel>

export const FiltroSubstituidos = Schema.Struct({
  nome: Schema.optional(Schema.String.pipe(Schema.maxLength(100, { message: () => 'Nome deve ter no máximo 100 caracteres' }))),
  incluirColaboradoresDesligados: Schema.optional(
    Schema.String.pipe(Schema.filter((v) => v === 'true' || v === 'false', { message: () => 'Incluir talentos desligados inválido' })),
  ),
})

/** How many employees the picker shows (the spec's employee autocomplete: page 0, size 20, name search). */
export const LIMITE_SUBSTITUIDOS = 20

/** GET solicitacoes-pessoal/substituidos?nome=&incluirColaboradoresDesligados=: employees of the session's company to pick. */
export const listarSubstituiveis = (ator: Ator, query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const f = yield* Either.match(validar(FiltroSubstituidos, query), { onLeft: Effect.fail, onRight: Effect.succeed })
    const hoje = yield* (yield* Relogio).hoje
    const pagina = yield* listar(colaboradores, ator, {
      filter: {
        empresaId: ator.escopo.empresaId,
        ...(f.nome?.trim() ? { nome: f.nome.trim() } : {}),
        ...(f.incluirColaboradoresDesligados === 'true' ? {} : { situacao: 'A' }),
      },
      sort: { field: 'nome', order: 'ASC' },
      range: { offset: 0, limit: LIMITE_SUBSTITUIDOS },
    })
    return pagina.rows.map((c): TalentoSubstituivel => {
      const base = {
        nome: String(c.nome),
        membroCipa: c.membroCipa === true,
        dataFimEstabilidadeCipa: c.dataFimEstabilidadeCipa ?? null,
      }
      return {
        id: c.id,
        ...base,
        matricula: c.matricula ?? null,
        situacao: c.situacao ?? null,
        dataDesligamento: c.dataDesligamento ?? null,
        // A dismissed member's stability ended with the dismissal: nothing to ask.
        alertaCipa: c.situacao === 'D' ? null : alertaSubstituicao(base, hoje),
      }
    })
  })

export const SUBSTITUIDO_NAO_ENCONTRADO = 'Talento não encontrado nesta empresa'
export const SUBSTITUIDO_SEM_TALENTO = 'Selecione um talento da empresa'

/**
 * The request's substituted talents must be employees of its company (the empty last line is the form's next
 * one). Rules that need the employees; 'Somente o último talento pode ficar vazio' is the declaration's own.
 */
export const validarSubstituidos = (
  itens: ReadonlyArray<{ readonly id?: number | null | undefined; readonly nome: string }> | undefined,
  escopo: Escopo,
  empresaId: number,
) =>
  Effect.gen(function* () {
    const erros: ErroCampo[] = []
    const lista = itens ?? []
    const ids = [...new Set(lista.flatMap((s) => (s.id ? [s.id] : [])))]
    const existentes = new Set<number>()
    if (ids.length) {
      const repo = yield* Repositorio
      const achados = yield* repo.list(colaboradores, { ...escopo, empresaId }, { filter: { empresaId, id: ids } })
      for (const c of achados.rows) existentes.add(c.id)
    }
    lista.forEach((s, i) => {
      if (s.id) {
        if (!existentes.has(s.id)) erros.push({ field: `colaboradoresSubstituidos.${i}.id`, message: SUBSTITUIDO_NAO_ENCONTRADO })
      } else if (s.nome.trim() !== '') erros.push({ field: `colaboradoresSubstituidos.${i}.id`, message: SUBSTITUIDO_SEM_TALENTO })
    })
    return erros
  })

export const ACOES_SUBSTITUIDOS = [
  defineAcao({
    nome: 'substituidos',
    metodo: 'GET',
    caminho: 'substituidos',
    resumo: 'Talentos da empresa que a solicitação pode substituir (nome, incluirColaboradoresDesligados), com o alerta da CIPA',
    modo: 'ler',
    resposta: Schema.Array(TalentoSubstituivel),
    executar: (ator, { query }) => listarSubstituiveis(ator, query),
  }),
]
