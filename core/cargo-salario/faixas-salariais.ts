import { Effect } from 'effect'
import type { ErroCampo } from '../shared/erros.ts'
import { data, decimal, dinheiro, opcoes, referencia, texto } from '../shared/campos.ts'
import type { Escopo } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineResource, type Resource } from '../shared/resource.ts'
import { empresas } from '../utilitario/empresas.ts'
import { cargos } from './cargos.ts'
import { TIPO_SALARIO_INDICE, TIPO_SALARIO_VALOR, validarHistoricoFaixa } from './salario.ts'

export const CBO_OBRIGATORIO = 'CBO é obrigatório'
export const CODIGO_AC_OBRIGATORIO = 'Código no sistema de folha é obrigatório'
export const NOME_AC_OBRIGATORIO = 'Descrição no sistema de folha é obrigatória'
export const CARGO_DE_OUTRA_EMPRESA = 'O cargo não pertence à empresa da faixa salarial'

/** What of the company's configuration a salary range's rules read. */
export interface ConfigFaixaEmpresa {
  /** `empresas.dispensarCboFaixaSalarial`: ranges without a CBO occupation. */
  readonly dispensarCbo: boolean
  /** `empresas.acIntegra`: integrated with the payroll system, whose code and description a range then needs. */
  readonly acIntegra: boolean
}

/**
 * Spec 001 §5 Faixa: the CBO occupation is required unless the company is exempt; the payroll system's code and
 * description (max 100) are required when the company is integrated with it.
 */
export const regrasFaixaEmpresa = (
  f: { readonly cboId?: number | null; readonly codigoAC?: string | null; readonly nomeACPessoal?: string | null },
  cfg: ConfigFaixaEmpresa,
): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  if (!cfg.dispensarCbo && f.cboId == null) erros.push({ field: 'cboId', message: CBO_OBRIGATORIO })
  if (cfg.acIntegra && !f.codigoAC) erros.push({ field: 'codigoAC', message: CODIGO_AC_OBRIGATORIO })
  if (cfg.acIntegra && !f.nomeACPessoal) erros.push({ field: 'nomeACPessoal', message: NOME_AC_OBRIGATORIO })
  return erros
}

/**
 * Removing a range or an index takes its own history with it (its rows have no meaning alone), in the removal's
 * transaction: if the record itself is still used elsewhere (an employee's history, a request) nothing is removed.
 */
export const removerHistoricosDe = (historicos: Resource, dono: string, id: number, escopo: Escopo) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const { rows } = yield* repo.list(historicos, escopo, { filter: { [dono]: id } })
    for (const h of rows) yield* Effect.catchTag(repo.remove(historicos, escopo, h.id), 'NaoEncontrado', () => Effect.void)
  })

/** The company's settings a range follows. */
export const configFaixaDaEmpresa = (escopo: Escopo, empresaId: number) =>
  Effect.map(
    Effect.flatMap(Repositorio, (repo) => Effect.orDie(repo.get(empresas, { ...escopo, empresasVisiveis: [empresaId] }, empresaId))),
    (e): ConfigFaixaEmpresa => ({ dispensarCbo: e.dispensarCboFaixaSalarial === true, acIntegra: e['acIntegra'] === true }),
  )

/**
 * Salary range of a cargo (spec 001 §3, §5): nome (max 30), the payroll system's code and description, the
 * occupation (CBO, from the shipped table; required unless the company is exempt: `dispensarCboFaixaSalarial`).
 * Its value over time is `faixas-salariais/historicos`; a range of a cargo is of the cargo's company.
 */
export const faixasSalariais = defineResource({
  name: 'cargo-salario/faixas-salariais',
  table: 'faixas_salariais',
  copia: { grupo: 'Cargos e Faixas Salariais', chave: ['cargoId', 'nome'] },
  label: 'Faixas Salariais',
  labelSingular: 'Faixa Salarial',
  scope: 'empresa',
  authority: 'ROLE_CARGO_SALARIO_CADASTROS',
  readAuthority: null,
  fields: {
    cargoId: referencia({ label: 'Cargo', resource: 'cargo-salario/cargos', required: true, list: true }),
    nome: texto({ label: 'Nome', max: 30, required: true, list: true }),
    cboId: referencia({ label: 'CBO', resource: 'geral/cbo' }),
    codigoAC: texto({ label: 'Código no sistema de folha', max: 12 }),
    nomeACPessoal: texto({ label: 'Descrição no sistema de folha', max: 100, feminino: true }),
  },
  colunas: {
    nomeCargo: texto({ label: 'Cargo', max: 100 }),
    codigoCBO: texto({ label: 'Código CBO', max: 6 }),
    /** The range's value today (centavos), from its history in force. */
    valorVigente: dinheiro({ label: 'Valor vigente' }),
  },
  validar: (f, ctx) =>
    Effect.gen(function* () {
      const empresaId = ctx.atual ? Number(ctx.atual.empresaId) : ctx.escopo.empresaId
      const erros = [...regrasFaixaEmpresa(f, yield* configFaixaDaEmpresa(ctx.escopo, empresaId))]
      const cargo = yield* Effect.either((yield* Repositorio).get(cargos, ctx.escopo, f.cargoId))
      if (cargo._tag === 'Right' && Number(cargo.right.empresaId) !== empresaId) erros.push({ field: 'cargoId', message: CARGO_DE_OUTRA_EMPRESA })
      return erros
    }),
  antesDeRemover: (atual, ator) => removerHistoricosDe(historicosFaixaSalarial, 'faixaSalarialId', atual.id, ator.escopo),
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Cargos e Salários', subgrupo: 'Cadastros', ordem: 4 },
})

/** A range's value is an index × quantity or a value; the cargo type (1) is an employee's, not a range's. */
export const TIPOS_HISTORICO_FAIXA = [
  { id: TIPO_SALARIO_INDICE, name: 'Índice' },
  { id: TIPO_SALARIO_VALOR, name: 'Valor' },
] as const

/** Waiting for the payroll system's confirmation (an integrated company's new row). */
export const STATUS_AGUARDANDO = 1
export const STATUS_CONFIRMADO = 2
/**
 * The payroll system's answer about a history row (spec 001 §3 "Faixa history … status"). Informative: a row is in
 * force from its date whatever its status (a change that will not happen is removed, not cancelled).
 */
export const STATUS_HISTORICO_FAIXA = [
  { id: STATUS_AGUARDANDO, name: 'Aguardando confirmação' },
  { id: STATUS_CONFIRMADO, name: 'Confirmado' },
] as const

/** One dated value of a salary range (spec 001 §3 "Faixa history", §5). */
export const historicosFaixaSalarial = defineResource({
  name: 'cargo-salario/faixas-salariais/historicos',
  table: 'faixa_salarial_historicos',
  copia: { grupo: 'Cargos e Faixas Salariais', chave: ['faixaSalarialId', 'data'] },
  label: 'Históricos de Faixa Salarial',
  labelSingular: 'Histórico de Faixa Salarial',
  scope: 'empresa',
  authority: 'ROLE_CARGO_SALARIO_CADASTROS',
  readAuthority: null,
  vigencia: { dono: 'faixaSalarialId', dataRepetida: 'Já existe um histórico desta faixa salarial nesta data' },
  fields: {
    faixaSalarialId: referencia({ label: 'Faixa Salarial', resource: 'cargo-salario/faixas-salariais', required: true, feminino: true, list: true }),
    data: data({ label: 'Data', required: true, list: true }),
    tipo: opcoes({ label: 'Tipo', options: TIPOS_HISTORICO_FAIXA, required: true, default: TIPO_SALARIO_VALOR, list: true }),
    indiceId: referencia({ label: 'Índice', resource: 'cargo-salario/indices', list: true }),
    quantidade: decimal({ label: 'Quantidade', digitos: 10, casas: 4, feminino: true, list: true }),
    valor: dinheiro({ label: 'Valor', list: true }),
    status: opcoes({ label: 'Status', options: STATUS_HISTORICO_FAIXA, required: true, default: STATUS_CONFIRMADO, list: true }),
  },
  estado: { dataFim: data({ label: 'Vigente até' }) },
  colunas: {
    /** The row's value on its own date (centavos): the value, or the index then × quantity. */
    valorCalculado: dinheiro({ label: 'Valor calculado' }),
  },
  filtros: { vigenteEm: { campo: data({ label: 'Vigente em' }), op: 'vigente' } },
  rules: (h) => validarHistoricoFaixa(h),
  // Only what the type uses is kept: an index row has no value of its own, a value row no index.
  prepare: (h) =>
    Effect.succeed(
      h.tipo === TIPO_SALARIO_INDICE ? { ...h, valor: null } : h.tipo === TIPO_SALARIO_VALOR ? { ...h, indiceId: null, quantidade: null } : h,
    ),
  sort: { field: 'data', order: 'DESC' },
})
