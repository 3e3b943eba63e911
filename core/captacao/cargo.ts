import { Effect, Either, Schema } from 'effect'
import { booleano, referencias, texto, textoLongo } from '../shared/campos.ts'
import type { Ator } from '../shared/ator.ts'
import { alterar, obter } from '../shared/crud.ts'
import { defineAcao, defineResource, validar } from '../shared/resource.ts'

/**
 * The recruitment view of a cargo (spec 000 §2.5 /captacao/cargo): the same rows as cargo-salario/cargos,
 * showing only what recruitment edits (market name, shown on the portal, selection stages, notes).
 * Read-only for the generic CRUD: cargos are created and removed in Cargos e Salários; the update goes
 * through `PUT /captacao/cargo/{id}`, which writes only these columns.
 */
export const cargoCaptacao = defineResource({
  name: 'captacao/cargo',
  table: 'cargos',
  label: 'Cargos no Recrutamento',
  labelSingular: 'Cargo',
  scope: 'empresa',
  authority: 'ROLE_CAPTACAO_SOLICITACOES',
  readOnly: true,
  fields: {
    nome: texto({ label: 'Nomenclatura', max: 100, required: true, list: true, feminino: true }),
    nomeMercado: texto({ label: 'Nome de Mercado', max: 100, required: true, list: true }),
    ativa: booleano({ label: 'Ativo', default: true, list: true }),
    exibirModuloExterno: booleano({ label: 'Exibir no módulo externo', list: true }),
    etapasSeletivas: referencias({ label: 'Etapas Seletivas', resource: 'captacao/etapas-seletivas' }),
    observacaoRecrutamento: textoLongo({ label: 'Observações de recrutamento', feminino: true, max: 4000 }),
  },
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Captação e Seleção', ordem: 14 },
})

/** Fields the recruitment view may change (PUT /captacao/cargo/{id}). */
export const CAMPOS_CARGO_EDITAVEIS = ['nomeMercado', 'exibirModuloExterno', 'etapasSeletivas', 'observacaoRecrutamento'] as const

const campos = cargoCaptacao.fields

/** The body of PUT /captacao/cargo/{id}: only what recruitment may change (nome and ativo stay as they are). */
export const CorpoCargoCaptacao = Schema.Struct({
  nomeMercado: Schema.propertySignature(campos.nomeMercado.value).annotations({ missingMessage: () => campos.nomeMercado.missingMessage }),
  exibirModuloExterno: Schema.optionalWith(campos.exibirModuloExterno.value, { default: () => false }),
  etapasSeletivas: Schema.optionalWith(campos.etapasSeletivas.value, { default: () => [] }),
  observacaoRecrutamento: Schema.optional(campos.observacaoRecrutamento.value),
})

export const alterarCargoCaptacao = (ator: Ator, id: number, corpo: unknown) =>
  Effect.gen(function* () {
    yield* obter(cargoCaptacao, ator, id)
    const limpo =
      typeof corpo === 'object' && corpo !== null && !Array.isArray(corpo)
        ? Object.fromEntries(Object.entries(corpo).filter(([k]) => (CAMPOS_CARGO_EDITAVEIS as ReadonlyArray<string>).includes(k)))
        : corpo
    const b = yield* Either.match(validar(CorpoCargoCaptacao, limpo), { onLeft: Effect.fail, onRight: Effect.succeed })
    return yield* alterar(cargoCaptacao, ator, id, {
      nomeMercado: b.nomeMercado,
      exibirModuloExterno: b.exibirModuloExterno,
      etapasSeletivas: [...new Set(b.etapasSeletivas)],
      observacaoRecrutamento: b.observacaoRecrutamento?.trim() || null,
    })
  })

export const ACOES_CARGO_CAPTACAO = [
  defineAcao({
    nome: 'alterar',
    metodo: 'PUT',
    caminho: ':id',
    resumo: 'Altera os dados de recrutamento do cargo',
    modo: 'escrever',
    resposta: 'registro',
    corpo: CorpoCargoCaptacao,
    validadoNoCaso: true,
    executar: (ator, { id, corpo }) => alterarCargoCaptacao(ator, id, corpo),
  }),
]
