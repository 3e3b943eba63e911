import { Effect, Either, Schema } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { data, inteiro, referencia, referencias } from '../shared/campos.ts'
import { filtroDaQuery } from '../shared/consulta.ts'
import { ValidacaoFalhou } from '../shared/erros.ts'
import { alterar, listar } from '../shared/crud.ts'
import { defineAcao, montar, validar, type Campos, type Entrada } from '../shared/resource.ts'
import { errosDoPeriodo, ocorrencias, ROLE_OCORRENCIAS } from './ocorrencias.ts'

/** The action taken on an occurrence, set alone (PUT ocorrencia-providencia/{id}); absent or null clears it. */
const camposProvidencia = { providenciaId: referencia({ label: 'Providência', resource: 'gestao-talentos/providencias', feminino: true }) } satisfies Campos

/** How many occurrences got each action in a period (a chart of the dashboard); `null`: no action recorded yet. */
export interface ProvidenciaNoPeriodo {
  readonly providenciaId: number | null
  readonly descricao: string
  readonly quantidade: number
}

export const SEM_PROVIDENCIA = 'Sem providência'

/**
 * Occurrences counted by action taken, most frequent first (ties by description), at most `qtdItens` groups (pure).
 */
export const contarPorProvidencia = (
  linhas: ReadonlyArray<{ readonly providenciaId: number | null; readonly descricaoProvidencia: string | null }>,
  qtdItens: number,
): ReadonlyArray<ProvidenciaNoPeriodo> => {
  const grupos = new Map<number | null, ProvidenciaNoPeriodo>()
  for (const l of linhas) {
    const g = grupos.get(l.providenciaId)
    grupos.set(l.providenciaId, { providenciaId: l.providenciaId, descricao: g?.descricao ?? (l.providenciaId === null ? SEM_PROVIDENCIA : (l.descricaoProvidencia ?? '')), quantidade: (g?.quantidade ?? 0) + 1 })
  }
  return [...grupos.values()].sort((a, b) => b.quantidade - a.quantidade || a.descricao.localeCompare(b.descricao, 'pt-BR')).slice(0, qtdItens)
}

/** The query of por-periodo-providencias, with the spec's names (spec 001 §7 Talent management › Occurrences). */
const camposPorPeriodo = {
  dataIni: data({ label: 'Data inicial' }),
  dataFim: data({ label: 'Data final' }),
  empresasIds: referencias({ label: 'Empresas', resource: 'utilitario/empresas', feminino: true }),
  estabelecimentosIds: referencias({ label: 'Estabelecimentos', resource: 'utilitario/estabelecimentos' }),
  areasIds: referencias({ label: 'Áreas Organizacionais', resource: 'cargo-salario/areas-organizacionais', feminino: true }),
  cargosIds: referencias({ label: 'Cargos', resource: 'cargo-salario/cargos' }),
  qtdItens: inteiro({ label: 'Quantidade de itens', min: 1, max: 100, feminino: true }),
} satisfies Campos
const SchemaPorPeriodo = montar(camposPorPeriodo, 'create') as unknown as Schema.Schema<Entrada<typeof camposPorPeriodo>, Record<string, unknown>>

/** GET por-periodo-providencias: occurrences of the period (by their date) counted by action taken, in the actor's companies and areas. */
export const porPeriodoProvidencias = (ator: Ator, query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const q = yield* Either.match(validar(SchemaPorPeriodo, filtroDaQuery(camposPorPeriodo, query)), { onLeft: Effect.fail, onRight: Effect.succeed })
    const periodo = errosDoPeriodo(q.dataIni, q.dataFim, 'dataFim')
    if (periodo.length) return yield* ValidacaoFalhou.campos(periodo)
    // Only companies the actor sees (none of them: nothing to count).
    const empresas = q.empresasIds?.length ? q.empresasIds.filter((e) => ator.escopo.empresasVisiveis.includes(e)) : [ator.escopo.empresaId]
    if (!empresas.length) return []
    const filter: Record<string, unknown> = {
      empresaId: empresas,
      ...(q.dataIni ? { dataDe: q.dataIni } : {}),
      ...(q.dataFim ? { dataAte: q.dataFim } : {}),
      ...(q.estabelecimentosIds?.length ? { estabelecimentoId: q.estabelecimentosIds } : {}),
      ...(q.areasIds?.length ? { areaOrganizacionalId: q.areasIds } : {}),
      ...(q.cargosIds?.length ? { cargoId: q.cargosIds } : {}),
    }
    const { rows } = yield* listar(ocorrencias, ator, { filter })
    return contarPorProvidencia(
      rows.map((r) => ({ providenciaId: r.providenciaId ?? null, descricaoProvidencia: r.descricaoProvidencia ?? null })),
      q.qtdItens ?? 10,
    )
  })

const RespostaPorPeriodo = Schema.Array(Schema.Struct({ providenciaId: Schema.NullOr(Schema.Number), descricao: Schema.String, quantidade: Schema.Number }))

/** The occurrences' actions (spec 001 §7): the action taken set alone, and the count by action taken in a period. */
export const ACOES_OCORRENCIAS = [
  defineAcao({
    nome: 'ocorrencia-providencia',
    metodo: 'PUT',
    caminho: 'ocorrencia-providencia/:id',
    resumo: 'Registra a providência tomada numa ocorrência',
    modo: 'escrever',
    autoridade: ROLE_OCORRENCIAS,
    corpo: montar(camposProvidencia, 'create') as unknown as Schema.Schema<Entrada<typeof camposProvidencia>, Record<string, unknown>>,
    corpoOpcional: true,
    resposta: 'registro',
    executar: (ator, e) => alterar(ocorrencias, ator, e.id, { providenciaId: e.corpo.providenciaId ?? null }),
  }),
  defineAcao({
    nome: 'por-periodo-providencias',
    metodo: 'GET',
    caminho: 'por-periodo-providencias',
    resumo: 'Ocorrências do período contadas pela providência tomada (dataIni, dataFim, empresasIds, estabelecimentosIds, areasIds, cargosIds, qtdItens)',
    modo: 'ler',
    resposta: RespostaPorPeriodo,
    executar: (ator, e) => porPeriodoProvidencias(ator, e.query),
  }),
]
