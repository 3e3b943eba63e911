import { Effect, Schema } from 'effect'
import { booleano, inteiro, lista, opcoes, referencia, referencias, texto, textoLongo, valorReferencia, valorTexto } from '../shared/campos.ts'
import type { Ator } from '../shared/ator.ts'
import { listar, remover } from '../shared/crud.ts'
import { RegraViolada, type ErroCampo } from '../shared/erros.ts'
import type { Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineResource, type Campos, type Registro } from '../shared/resource.ts'
import { mensagemNiveisSemPercentual, ROLE_COMPETENCIAS, TIPOS_COMPETENCIA, type TipoCompetencia } from './competenciasRegras.ts'
import { CadastrosDeCompetencias, niveisEmVigorEm } from './niveisEmVigor.ts'

/**
 * Competencies (spec 001 §2, §3 'Competency-based item', §4, §5, §9): knowledge, skills and attitudes (CHA) are one
 * kind of record, one table (`competencias`, column `tipo` C/H/A), declared once here: `itemDeCompetencia(tipo)`
 * gives the resource of each kind (`/cargo-salario/conhecimentos`, `/habilidades`, `/atitudes`), the same fields
 * and rules, each reading and writing only its kind; `/cargo-salario/competencias` reads them all with their kind.
 * An item's behaviours (`competencias` in the spec's item: id and descricao) are the criteria evaluations rate
 * (`/cargo-salario/criterios-avaliacao-competencia`, one row each, so an evaluation's answer can point at one);
 * the item's write carries them (gravarCompetencia.ts).
 */

export const AREA_OBRIGATORIA = 'Selecione ao menos uma Área Organizacional'

/** What every CHA item holds (the spec's item; `cursos` are ids of training's courses, kept until that module declares them). */
export const camposCompetencia = {
  nome: texto({ label: 'Nome', max: 100, required: true, list: true }),
  areasOrganizacionais: referencias({ label: 'Áreas Organizacionais', resource: 'cargo-salario/areas-organizacionais', min: 1, minMessage: AREA_OBRIGATORIA }),
  observacao: textoLongo({ label: 'Observação', feminino: true, max: 255 }),
  solicitarComentario: booleano({ label: 'Solicitar comentário ao avaliar', list: true }),
  /**
   * Related courses (spec: optional until training exists): the ids of `desenvolvimento/cursos`, stored as the JSON
   * list a `referencias` field stores, so training's declaration turns this into a checked reference (with its in-use
   * protection) without a migration.
   */
  cursos: lista({ label: 'Cursos relacionados', item: valorReferencia({ label: 'Curso' }), max: 500 }),
}

/** Read with the item: its behaviours, whether a level configuration uses it, how many behaviours. */
const colunasCompetencia = {
  /** The item's behaviours, in their order: `[{id, descricao}]`. */
  competencias: lista({ label: 'Comportamentos', item: Schema.Struct({ id: Schema.Number, descricao: Schema.String }) }),
  /** Used in some salary range's or employee's competency configuration (it cannot be removed then). */
  existeNivelCompetencia: booleano({ label: 'Configurada em níveis', filtro: 'none' }),
  quantidadeComportamentos: inteiro({ label: 'Comportamentos', filtro: 'none', list: true }),
}

export const COMPETENCIA_EM_USO = 'Não é possível remover: a competência está configurada nos níveis de competência de faixas salariais ou talentos.'

const ROTULOS: Record<TipoCompetencia, { readonly nome: string; readonly label: string; readonly singular: string; readonly ordem: number }> = {
  C: { nome: 'cargo-salario/conhecimentos', label: 'Conhecimentos', singular: 'Conhecimento', ordem: 1 },
  H: { nome: 'cargo-salario/habilidades', label: 'Habilidades', singular: 'Habilidade', ordem: 2 },
  A: { nome: 'cargo-salario/atitudes', label: 'Atitudes', singular: 'Atitude', ordem: 3 },
}

/** Removing an item takes its behaviours along (each removal audited); an item used in a level configuration is refused first. */
const removerComportamentos = (atual: Registro, ator: Ator): Effect.Effect<void, RegraViolada, Repositorio | Relogio> =>
  Effect.gen(function* () {
    if (atual['existeNivelCompetencia'] === true) return yield* new RegraViolada({ message: COMPETENCIA_EM_USO, code: 'EM_USO' })
    const { rows } = yield* listar(criteriosAvaliacaoCompetencia, ator, { filter: { competenciaId: atual.id, empresaId: atual.empresaId } })
    for (const c of rows) {
      yield* remover(criteriosAvaliacaoCompetencia, ator, c.id).pipe(
        Effect.catchTag('NaoEncontrado', () => Effect.void),
        Effect.catchTag('AcessoNegado', (e) => Effect.fail(new RegraViolada({ message: e.message }))),
      )
    }
  })

/**
 * The resource of one kind of CHA item: its fields, the kind as server-owned state (set on creation, never changed
 * by a body), every read and write restricted to that kind (another kind's id answers 404).
 */
export const itemDeCompetencia = (tipo: TipoCompetencia) => {
  const rotulo = ROTULOS[tipo]
  return defineResource({
    name: rotulo.nome,
    table: 'competencias',
    copia: { grupo: 'Competências', chave: ['nome'] },
    label: rotulo.label,
    labelSingular: rotulo.singular,
    scope: 'empresa',
    authority: ROLE_COMPETENCIAS,
    readAuthority: null,
    fields: camposCompetencia,
    estado: { tipo: opcoes({ label: 'Tipo', options: TIPOS_COMPETENCIA, required: true }) },
    colunas: colunasCompetencia,
    omitirNaLista: ['competencias'],
    inicial: () => ({ tipo }),
    restringir: () => ({ tipo }),
    antesDeRemover: removerComportamentos,
    sort: { field: 'nome', order: 'ASC' },
    menu: { grupo: 'Cargos e Salários', subgrupo: 'Competências', ordem: rotulo.ordem },
  })
}

export const conhecimentos = itemDeCompetencia('C')
export const habilidades = itemDeCompetencia('H')
export const atitudes = itemDeCompetencia('A')
export const ITENS_DE_COMPETENCIA = { C: conhecimentos, H: habilidades, A: atitudes } as const

/** Every CHA item of the company with its kind (spec 001 §2 /cargo-salario/competencias), read-only: each kind is written through its own resource. */
export const competencias = defineResource({
  name: 'cargo-salario/competencias',
  table: 'competencias',
  label: 'Competências',
  labelSingular: 'Competência',
  scope: 'empresa',
  authority: ROLE_COMPETENCIAS,
  readAuthority: null,
  readOnly: true,
  fields: { ...camposCompetencia, tipo: opcoes({ label: 'Tipo', options: TIPOS_COMPETENCIA, required: true, list: true }) } satisfies Campos,
  colunas: colunasCompetencia,
  omitirNaLista: ['competencias'],
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Cargos e Salários', subgrupo: 'Competências', ordem: 4 },
})

export const DESCRICAO_COMPORTAMENTO_MAX = 250

/** A behaviour as the item's body carries it: its id when it exists already, and its description (max 250). */
export const Comportamento = Schema.Struct({
  id: Schema.optional(valorReferencia({ label: 'Comportamento' })),
  descricao: valorTexto({ label: 'Descrição', max: DESCRICAO_COMPORTAMENTO_MAX, feminino: true }),
})
export type Comportamento = Schema.Schema.Type<typeof Comportamento>

/**
 * A behaviour of a CHA item = a criterion evaluations rate (spec 001 §3 item `competencias`, §5 'behaviour
 * description required, max 250', §4): written with its item (the item's form) or one by one here; none is added
 * while some competency level in force lacks a minimum percentage.
 */
export const criteriosAvaliacaoCompetencia = defineResource({
  name: 'cargo-salario/criterios-avaliacao-competencia',
  table: 'criterios_avaliacao_competencia',
  copia: { grupo: 'Competências', chave: ['competenciaId', 'descricao'] },
  label: 'Critérios de Avaliação',
  labelSingular: 'Critério de Avaliação',
  scope: 'empresa',
  authority: ROLE_COMPETENCIAS,
  readAuthority: null,
  fields: {
    competenciaId: referencia({ label: 'Competência', resource: 'cargo-salario/competencias', required: true, feminino: true, list: true }),
    descricao: texto({ label: 'Descrição', max: DESCRICAO_COMPORTAMENTO_MAX, required: true, feminino: true, list: true }),
    ordem: inteiro({ label: 'Ordem', max: 9999, default: 0 }),
  },
  colunas: {
    nomeCompetencia: texto({ label: 'Nome da competência', max: 100 }),
    tipoCompetencia: opcoes({ label: 'Tipo', options: TIPOS_COMPETENCIA, list: true }),
  },
  validar: (_c, ctx): Effect.Effect<ReadonlyArray<ErroCampo>, RegraViolada, Repositorio | CadastrosDeCompetencias | Relogio> =>
    Effect.gen(function* () {
      if (ctx.modo === 'update') return []
      const sem = (yield* niveisEmVigorEm(ctx.escopo)).filter((n) => n.percentual === null)
      if (sem.length) return yield* new RegraViolada({ message: mensagemNiveisSemPercentual(sem), code: 'NIVEIS_SEM_PERCENTUAL' })
      return []
    }),
  sort: { field: 'ordem', order: 'ASC' },
  menu: { grupo: 'Cargos e Salários', subgrupo: 'Competências', ordem: 5 },
})
