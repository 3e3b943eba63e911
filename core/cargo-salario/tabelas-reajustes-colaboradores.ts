import { Effect } from 'effect'
import { booleano, data, dataHora, decimal, dinheiro, inteiro, opcoes, percentual, referencia, texto, textoLongo } from '../shared/campos.ts'
import { RegraViolada, type ErroCampo } from '../shared/erros.ts'
import type { Escopo } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineResource, type ContextoValidacao, type Registro } from '../shared/resource.ts'
import { errosDaPosicao, TIPOS_SALARIO } from './colaboradores.ts'
import { TIPOS_HISTORICO_FAIXA } from './faixas-salariais.ts'
import { regrasHistorico } from './regrasColaborador.ts'
import { ReajustesEmLote, type RecursoDeLinhas } from './reajustesEmLote.ts'
import { TIPO_SALARIO_VALOR, validarHistoricoFaixa } from './salario.ts'

/**
 * Salary realignment tables (spec 001 §3 "Salary realignment table", §4, §5): a title, the date the new salaries
 * take effect and the type — C talento (each employee's next history row), F faixa salarial (each range's next
 * value), I índice (each index's next value). Its lines say what each one becomes; applying writes the dated
 * history rows, all in one transaction, and cancelling removes exactly those rows.
 */

export const TIPO_REAJUSTE_TALENTO = 'C'
export const TIPO_REAJUSTE_FAIXA = 'F'
export const TIPO_REAJUSTE_INDICE = 'I'
export type TipoTabelaReajuste = 'C' | 'F' | 'I'
export const TIPOS_TABELA_REAJUSTE = [
  { id: TIPO_REAJUSTE_TALENTO, name: 'Talento' },
  { id: TIPO_REAJUSTE_FAIXA, name: 'Faixa Salarial' },
  { id: TIPO_REAJUSTE_INDICE, name: 'Índice' },
] as const

// ---------------------------------------------------------------------------------------------------------
// The transition table (spec 001 §4 leaves the rules beyond apply/cancel open; decided here and enforced by every
// write of a table or of its lines).

/** R rascunho (being planned), A aplicada (its history rows exist), X cancelada (they were removed; correctable and re-applicable). */
export type SituacaoTabela = 'R' | 'A' | 'X'
export const SITUACOES_TABELA = [
  { id: 'R', name: 'Rascunho' },
  { id: 'A', name: 'Aplicada' },
  { id: 'X', name: 'Cancelada' },
] as const satisfies ReadonlyArray<{ readonly id: SituacaoTabela; readonly name: string }>

/** What can be done to a table: change its own fields, change its lines (one by one or by a collective movement), apply, cancel, remove. */
export type OperacaoTabela = 'editar' | 'editarLinhas' | 'aplicar' | 'cancelar' | 'remover'

/**
 * From each situation, the operations allowed and where they lead. An applied table is frozen (its lines are
 * what was written); cancelling it makes it a draft again that remembers it was cancelled.
 */
export const TRANSICOES_TABELA: Readonly<Record<SituacaoTabela, Partial<Record<OperacaoTabela, SituacaoTabela>>>> = {
  R: { editar: 'R', editarLinhas: 'R', aplicar: 'A', remover: 'R' },
  A: { cancelar: 'X' },
  X: { editar: 'X', editarLinhas: 'X', aplicar: 'A', remover: 'X' },
}

export const TABELA_APLICADA_NAO_ALTERA = 'Tabela de reajuste aplicada não pode ser alterada; cancele o reajuste antes.'
export const TABELA_APLICADA_NAO_REMOVE = 'Tabela de reajuste aplicada não pode ser removida; cancele o reajuste antes.'
export const TABELA_JA_APLICADA = 'O reajuste desta tabela já foi aplicado.'
export const TABELA_NAO_APLICADA = 'Só é possível cancelar um reajuste aplicado.'

const RECUSAS: Readonly<Record<OperacaoTabela, string>> = {
  editar: TABELA_APLICADA_NAO_ALTERA,
  editarLinhas: TABELA_APLICADA_NAO_ALTERA,
  aplicar: TABELA_JA_APLICADA,
  cancelar: TABELA_NAO_APLICADA,
  remover: TABELA_APLICADA_NAO_REMOVE,
}

/** Where `op` leads from `s`, or why it is refused. */
export const transicao = (s: SituacaoTabela, op: OperacaoTabela): { readonly para: SituacaoTabela } | { readonly recusa: string } => {
  const para = TRANSICOES_TABELA[s][op]
  return para ? { para } : { recusa: RECUSAS[op] }
}

const situacaoDe = (t: Registro): SituacaoTabela => (t['situacao'] === 'A' || t['situacao'] === 'X' ? t['situacao'] : 'R')

/** The transition, or RegraViolada (422) with the reason. */
export const exigirTransicao = (t: Registro, op: OperacaoTabela): Effect.Effect<SituacaoTabela, RegraViolada> => {
  const r = transicao(situacaoDe(t), op)
  return 'para' in r ? Effect.succeed(r.para) : Effect.fail(new RegraViolada({ message: r.recusa }))
}

export const TIPO_COM_LINHAS_NAO_MUDA = 'O tipo de reajuste não pode mudar numa tabela que já tem linhas'

export const tabelasReajustesColaboradores = defineResource({
  name: 'cargo-salario/tabelas-reajustes-colaboradores',
  table: 'tabelas_reajustes_colaboradores',
  label: 'Tabelas de Reajuste',
  labelSingular: 'Tabela de Reajuste',
  scope: 'empresa',
  authority: 'ROLE_CARGO_SALARIO_REAJUSTES',
  fields: {
    nome: texto({ label: 'Título', max: 100, required: true, list: true }),
    data: data({ label: 'Data', required: true, list: true }),
    tipoReajuste: opcoes({ label: 'Tipo de reajuste', options: TIPOS_TABELA_REAJUSTE, required: true, list: true }),
    dissidio: booleano({ label: 'Dissídio', list: true }),
    observacao: textoLongo({ label: 'Observação', max: 4000, feminino: true }),
  },
  estado: {
    situacao: opcoes({ label: 'Situação', options: SITUACOES_TABELA, default: 'R', feminino: true }),
    /** Applied (spec 001 §3 `aprovada`). */
    aprovada: booleano({ label: 'Aplicada', feminino: true }),
    /** The history rows it wrote are confirmed (ranges of a company integrated with the payroll wait for its confirmation). */
    existeHistoricoConfirmado: booleano({ label: 'Histórico confirmado' }),
    aplicadaEm: dataHora({ label: 'Aplicada em', feminino: true }),
  },
  colunas: {
    /** No later applied table of the same type in the company (only the last one is cancelled). */
    ehUltimo: booleano({ label: 'Último aplicado' }),
    quantidadeLinhas: inteiro({ label: 'Linhas', feminino: true }),
  },
  sort: { field: 'data', order: 'DESC' },
  menu: { grupo: 'Cargos e Salários', subgrupo: 'Reajustes', ordem: 1 },
  antesDeAlterar: (atual) => Effect.asVoid(exigirTransicao(atual, 'editar')),
  // Its lines go with it, in the removal's transaction.
  antesDeRemover: (atual) => Effect.zipRight(exigirTransicao(atual, 'remover'), Effect.flatMap(ReajustesEmLote, (l) => l.removerLinhas(atual.id))),
  validar: (t, ctx) =>
    Effect.succeed(
      !ctx.atual || ctx.atual['tipoReajuste'] === t.tipoReajuste || !Number(ctx.atual['quantidadeLinhas'] ?? 0) ? [] : [{ field: 'tipoReajuste', message: TIPO_COM_LINHAS_NAO_MUDA }],
    ),
})

// ---------------------------------------------------------------------------------------------------------
// Lines

export const TABELA_DE_OUTRO_TIPO = (tipo: string) => `A tabela de reajuste não é do tipo ${tipo}`
export const TABELA_NAO_MUDA = 'A tabela de reajuste de uma linha não pode ser alterada'
export const ITEM_NAO_MUDA = 'O item reajustado de uma linha não pode ser alterado; remova a linha e inclua outra'

const campoTabela = referencia({ label: 'Tabela de Reajuste', resource: 'cargo-salario/tabelas-reajustes-colaboradores', required: true, feminino: true, list: true })

/**
 * The rules every line shares: its table is of this kind and accepts line edits (the transition table), and a line
 * never moves to another table nor to another employee, range or index.
 */
const regrasDaLinha = (tipo: TipoTabelaReajuste, item: string, l: { readonly tabelaReajusteColaboradorId: number } & Record<string, unknown>, ctx: ContextoValidacao) =>
  Effect.gen(function* () {
    const erros: ErroCampo[] = []
    if (ctx.atual && Number(ctx.atual['tabelaReajusteColaboradorId']) !== l.tabelaReajusteColaboradorId) erros.push({ field: 'tabelaReajusteColaboradorId', message: TABELA_NAO_MUDA })
    if (ctx.atual && Number(ctx.atual[item]) !== Number(l[item])) erros.push({ field: item, message: ITEM_NAO_MUDA })
    const tabela = yield* Effect.either((yield* Repositorio).get(tabelasReajustesColaboradores, ctx.escopo, l.tabelaReajusteColaboradorId))
    if (tabela._tag === 'Left') return { erros, tabela: undefined }
    const t = tabela.right
    const nome = TIPOS_TABELA_REAJUSTE.find((x) => x.id === tipo)!.name
    if (t.tipoReajuste !== tipo) erros.push({ field: 'tabelaReajusteColaboradorId', message: TABELA_DE_OUTRO_TIPO(nome) })
    yield* exigirTransicao(t, 'editarLinhas')
    return { erros, tabela: t }
  })

/** A line's table accepts changes (its removal included). */
const tabelaAceitaLinhas = (atual: Registro, escopo: Escopo) =>
  Effect.gen(function* () {
    const t = yield* Effect.orDie((yield* Repositorio).get(tabelasReajustesColaboradores, escopo, Number(atual['tabelaReajusteColaboradorId'])))
    yield* exigirTransicao(t, 'editarLinhas')
  })

/** A new line keeps what was in force on its table's date. */
const fotografar = (recurso: RecursoDeLinhas) => (reg: Registro, _e: unknown, _a: unknown, modo: 'create' | 'update') =>
  modo === 'create' ? Effect.flatMap(ReajustesEmLote, (l) => l.fotografar(recurso, reg.id)) : Effect.void

const dif = {
  /** proposed − current, centavos. */
  diferenca: dinheiro({ label: 'Diferença (R$)', feminino: true }),
  /** (proposed − current) / current, percent with 2 decimals. */
  diferencaPercentual: percentual({ label: 'Diferença (%)', casas: 2, min: -100, max: 999999, feminino: true }),
}

/**
 * One employee's line (spec 001 §3 "Realignment line per collaborator", §5 "Realignment line"): the position and
 * salary they will have from the table's date (the fields, named as a history row's) and a snapshot of what they
 * had when the line was built (`…Atual`). `desligado`: dismissed by the table's date; `duplicidade`: another history
 * row of theirs is already dated on the table's date (neither can be applied).
 */
export const reajustesColaboradores = defineResource({
  name: 'cargo-salario/reajustes-colaboradores',
  table: 'reajustes_colaboradores',
  label: 'Reajustes de Talentos',
  labelSingular: 'Reajuste de Talento',
  scope: 'empresa',
  authority: 'ROLE_CARGO_SALARIO_REAJUSTES',
  fields: {
    tabelaReajusteColaboradorId: campoTabela,
    colaboradorId: referencia({ label: 'Talento', resource: 'cargo-salario/colaboradores', required: true, list: true, obrigatorio: 'Talento é obrigatório' }),
    estabelecimentoId: referencia({ label: 'Estabelecimento proposto', resource: 'utilitario/estabelecimentos', required: true, list: true }),
    areaOrganizacionalId: referencia({ label: 'Área Organizacional proposta', resource: 'cargo-salario/areas-organizacionais', required: true, feminino: true, list: true }),
    ambienteId: referencia({ label: 'Ambiente proposto', resource: 'sst/ambientes' }),
    cargoId: referencia({ label: 'Cargo proposto', resource: 'cargo-salario/cargos', required: true, list: true }),
    faixaSalarialId: referencia({ label: 'Faixa Salarial proposta', resource: 'cargo-salario/faixas-salariais', feminino: true, list: true }),
    funcaoId: referencia({ label: 'Função proposta', resource: 'sst/funcoes', feminino: true }),
    tipoSalario: opcoes({ label: 'Tipo de Salário proposto', options: TIPOS_SALARIO, required: true, default: TIPO_SALARIO_VALOR, list: true }),
    indiceId: referencia({ label: 'Índice proposto', resource: 'cargo-salario/indices' }),
    quantidade: decimal({ label: 'Quantidade do índice', digitos: 10, casas: 4, feminino: true }),
    salario: dinheiro({ label: 'Salário proposto', list: true }),
    observacao: texto({ label: 'Observação', max: 255, feminino: true }),
  },
  estado: {
    estabelecimentoIdAtual: referencia({ label: 'Estabelecimento atual', resource: 'utilitario/estabelecimentos' }),
    areaOrganizacionalIdAtual: referencia({ label: 'Área Organizacional atual', resource: 'cargo-salario/areas-organizacionais', feminino: true }),
    ambienteIdAtual: referencia({ label: 'Ambiente atual', resource: 'sst/ambientes' }),
    cargoIdAtual: referencia({ label: 'Cargo atual', resource: 'cargo-salario/cargos' }),
    faixaSalarialIdAtual: referencia({ label: 'Faixa Salarial atual', resource: 'cargo-salario/faixas-salariais', feminino: true }),
    funcaoIdAtual: referencia({ label: 'Função atual', resource: 'sst/funcoes', feminino: true }),
    tipoSalarioAtual: opcoes({ label: 'Tipo de Salário atual', options: TIPOS_SALARIO }),
    indiceIdAtual: referencia({ label: 'Índice atual', resource: 'cargo-salario/indices' }),
    quantidadeAtual: decimal({ label: 'Quantidade atual', digitos: 10, casas: 4, feminino: true }),
    /** The salary in force on the table's date when the line was built (centavos). */
    salarioAtual: dinheiro({ label: 'Salário atual' }),
    /** The history row applying the table wrote. */
    historicoId: referencia({ label: 'Histórico', resource: 'cargo-salario/colaboradores/historicos' }),
  },
  colunas: {
    nomeColaborador: texto({ label: 'Nome', max: 100 }),
    /** The proposal valued on the table's date (a range or index in force then), centavos. */
    salarioProposto: dinheiro({ label: 'Salário proposto (na data)' }),
    ...dif,
    desligado: booleano({ label: 'Desligado' }),
    duplicidade: booleano({ label: 'Histórico na mesma data', feminino: true }),
  },
  sort: { field: 'nomeColaborador', order: 'ASC' },
  rules: (l) => regrasHistorico(l),
  validar: (l, ctx) =>
    Effect.gen(function* () {
      const { erros, tabela } = yield* regrasDaLinha(TIPO_REAJUSTE_TALENTO, 'colaboradorId', l, ctx)
      if (!tabela) return erros
      return [...erros, ...(yield* errosDaPosicao(l, { ...ctx.escopo, empresasVisiveis: [Number(tabela.empresaId)] }, Number(tabela.empresaId)))]
    }),
  antesDeAlterar: (atual, ator) => tabelaAceitaLinhas(atual, ator.escopo),
  antesDeRemover: (atual, ator) => tabelaAceitaLinhas(atual, ator.escopo),
  depoisDeGravar: fotografar('colaboradores'),
})

/** One salary range's line: its next value (a value, or an index × quantity) and what it was when built. */
export const reajustesFaixasSalariais = defineResource({
  name: 'cargo-salario/reajustes-faixas-salariais',
  table: 'reajustes_faixas_salariais',
  label: 'Reajustes de Faixas Salariais',
  labelSingular: 'Reajuste de Faixa Salarial',
  scope: 'empresa',
  authority: 'ROLE_CARGO_SALARIO_REAJUSTES',
  fields: {
    tabelaReajusteColaboradorId: campoTabela,
    faixaSalarialId: referencia({ label: 'Faixa Salarial', resource: 'cargo-salario/faixas-salariais', required: true, feminino: true, list: true }),
    tipo: opcoes({ label: 'Tipo proposto', options: TIPOS_HISTORICO_FAIXA, required: true, default: TIPO_SALARIO_VALOR, list: true }),
    indiceId: referencia({ label: 'Índice proposto', resource: 'cargo-salario/indices' }),
    quantidade: decimal({ label: 'Quantidade do índice', digitos: 10, casas: 4, feminino: true }),
    valor: dinheiro({ label: 'Valor proposto', list: true }),
  },
  estado: {
    tipoAtual: opcoes({ label: 'Tipo atual', options: TIPOS_HISTORICO_FAIXA }),
    indiceIdAtual: referencia({ label: 'Índice atual', resource: 'cargo-salario/indices' }),
    quantidadeAtual: decimal({ label: 'Quantidade atual', digitos: 10, casas: 4, feminino: true }),
    valorAtual: dinheiro({ label: 'Valor atual' }),
    historicoId: referencia({ label: 'Histórico', resource: 'cargo-salario/faixas-salariais/historicos' }),
  },
  colunas: {
    nomeFaixa: texto({ label: 'Faixa Salarial', max: 140, feminino: true }),
    valorProposto: dinheiro({ label: 'Valor proposto (na data)' }),
    ...dif,
  },
  sort: { field: 'nomeFaixa', order: 'ASC' },
  rules: (l) => validarHistoricoFaixa({ data: '2000-01-01', tipo: l.tipo, indiceId: l.indiceId ?? null, quantidade: l.quantidade ?? null, valor: l.valor ?? null }),
  validar: (l, ctx) => Effect.map(regrasDaLinha(TIPO_REAJUSTE_FAIXA, 'faixaSalarialId', l, ctx), (r) => r.erros),
  antesDeAlterar: (atual, ator) => tabelaAceitaLinhas(atual, ator.escopo),
  antesDeRemover: (atual, ator) => tabelaAceitaLinhas(atual, ator.escopo),
  depoisDeGravar: fotografar('faixas'),
})

/** One index's line: its next value. */
export const reajustesIndices = defineResource({
  name: 'cargo-salario/reajustes-indices',
  table: 'reajustes_indices',
  label: 'Reajustes de Índices',
  labelSingular: 'Reajuste de Índice',
  scope: 'empresa',
  authority: 'ROLE_CARGO_SALARIO_REAJUSTES',
  fields: {
    tabelaReajusteColaboradorId: campoTabela,
    indiceId: referencia({ label: 'Índice', resource: 'cargo-salario/indices', required: true, list: true }),
    valor: dinheiro({ label: 'Valor proposto', required: true, list: true, positivo: 'Valor não pode ser 0 (zero) ou menor' }),
  },
  estado: {
    valorAtual: dinheiro({ label: 'Valor atual' }),
    historicoId: referencia({ label: 'Histórico', resource: 'cargo-salario/indices/historicos' }),
  },
  colunas: {
    nomeIndice: texto({ label: 'Índice', max: 40 }),
    ...dif,
  },
  sort: { field: 'nomeIndice', order: 'ASC' },
  validar: (l, ctx) => Effect.map(regrasDaLinha(TIPO_REAJUSTE_INDICE, 'indiceId', l, ctx), (r) => r.erros),
  antesDeAlterar: (atual, ator) => tabelaAceitaLinhas(atual, ator.escopo),
  antesDeRemover: (atual, ator) => tabelaAceitaLinhas(atual, ator.escopo),
  depoisDeGravar: fotografar('indices'),
})
