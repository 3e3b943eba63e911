import { Context, Effect, Either, Schema } from 'effect'
import { FILTRO_SITUACAO, SEXOS_TALENTO } from '../../cargo-salario/colaboradores.ts'
import { AUTORIDADE_TALENTOS, campoAreas, campoCargos, formatarCbo, restringirAreasGeridas, selecionados } from '../../cargo-salario/relatorios/comum.ts'
import { CATEGORIAS_TRABALHADOR } from '../../geral/esocial.ts'
import { ESCOLARIDADES, ESTADOS_CIVIS, VINCULOS } from '../../geral/pessoa.ts'
import type { Ator } from '../../shared/ator.ts'
import { data, opcoes, referencias, texto, varias } from '../../shared/campos.ts'
import { defineConsulta, podeConsultar, type Coluna, type FiltroSql, type Linha, type TipoColuna } from '../../shared/consulta.ts'
import { AcessoNegado, type ErroCampo, ValidacaoFalhou } from '../../shared/erros.ts'
import { juntar, nomeDe } from '../../shared/filtrosRelatorio.ts'
import { formatarData, MASCARA_CPF, mascararDigitos } from '../../shared/formatos.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import type { TelaAvulsa } from '../../shared/modulo.ts'
import { defineResource, validar, type Entrada } from '../../shared/resource.ts'
import { menuRelatorioTalentos } from './comum.ts'

/**
 * Relatório dinâmico de talentos (spec 001 §7 `talento-dinamico`): the user picks columns of the employee record,
 * of the person and of the position held on a date, in the order wanted, filters and sorts them, saves the choice
 * (per user and company) and gets a PDF or an XLSX. The columns are a whitelist: core declares each one (id, title,
 * type, how its raw value is shown); the adapter supplies its SQL expression by id
 * (adapters/gestao-talentos/talento-dinamico.ts), so nothing of the request ever reaches the SQL but checked ids,
 * dates and numbers. Medical and other sensitive data of LGPD art. 5 II (disability, race) are not offered.
 */

type Exibicao = 'cpf' | 'sexo' | 'estadoCivil' | 'escolaridade' | 'vinculo' | 'categoriaESocial' | 'simNao' | 'situacao' | 'cbo'

export interface ColunaDinamica {
  readonly id: string
  readonly titulo: string
  readonly tipo: TipoColuna
  /** How the raw value becomes the printed text (a code becomes its name, a CPF gets its mask). */
  readonly exibicao?: Exibicao
  readonly largura?: number
  /** Where it comes from, for the screen's checklist. */
  readonly grupo: 'Talento' | 'Pessoa' | 'Contrato' | 'Posição na data'
}

const SITUACOES_NA_DATA = [
  { id: 'A', name: 'Ativo' },
  { id: 'D', name: 'Desligado' },
] as const

export const COLUNAS_DINAMICAS: ReadonlyArray<ColunaDinamica> = [
  { id: 'matricula', titulo: 'Matrícula', tipo: 'texto', grupo: 'Talento' },
  { id: 'nome', titulo: 'Nome', tipo: 'texto', largura: 2, grupo: 'Talento' },
  { id: 'nomeSocial', titulo: 'Nome Social', tipo: 'texto', largura: 2, grupo: 'Talento' },
  { id: 'cpf', titulo: 'CPF', tipo: 'texto', exibicao: 'cpf', largura: 1.3, grupo: 'Talento' },
  { id: 'dataNascimento', titulo: 'Data de Nascimento', tipo: 'data', grupo: 'Pessoa' },
  { id: 'sexo', titulo: 'Sexo', tipo: 'texto', exibicao: 'sexo', grupo: 'Pessoa' },
  { id: 'estadoCivil', titulo: 'Estado Civil', tipo: 'texto', exibicao: 'estadoCivil', largura: 1.5, grupo: 'Pessoa' },
  { id: 'escolaridade', titulo: 'Escolaridade', tipo: 'texto', exibicao: 'escolaridade', largura: 2, grupo: 'Pessoa' },
  { id: 'naturalidade', titulo: 'Naturalidade', tipo: 'texto', grupo: 'Pessoa' },
  { id: 'qtdFilhos', titulo: 'Quantidade de Filhos', tipo: 'inteiro', grupo: 'Pessoa' },
  { id: 'mae', titulo: 'Nome da Mãe', tipo: 'texto', largura: 2, grupo: 'Pessoa' },
  { id: 'pai', titulo: 'Nome do Pai', tipo: 'texto', largura: 2, grupo: 'Pessoa' },
  { id: 'rg', titulo: 'RG', tipo: 'texto', grupo: 'Pessoa' },
  { id: 'pis', titulo: 'PIS', tipo: 'texto', grupo: 'Pessoa' },
  { id: 'email', titulo: 'E-mail', tipo: 'texto', largura: 2, grupo: 'Pessoa' },
  { id: 'celular', titulo: 'Celular', tipo: 'texto', grupo: 'Pessoa' },
  { id: 'logradouro', titulo: 'Logradouro', tipo: 'texto', largura: 2, grupo: 'Pessoa' },
  { id: 'bairro', titulo: 'Bairro', tipo: 'texto', grupo: 'Pessoa' },
  { id: 'cidade', titulo: 'Cidade', tipo: 'texto', grupo: 'Pessoa' },
  { id: 'uf', titulo: 'UF', tipo: 'texto', grupo: 'Pessoa' },
  { id: 'dataAdmissao', titulo: 'Data de Admissão', tipo: 'data', grupo: 'Contrato' },
  { id: 'vinculo', titulo: 'Vínculo', tipo: 'texto', exibicao: 'vinculo', grupo: 'Contrato' },
  { id: 'categoriaESocial', titulo: 'Categoria eSocial', tipo: 'texto', exibicao: 'categoriaESocial', largura: 2, grupo: 'Contrato' },
  { id: 'horasSemanais', titulo: 'Horas semanais', tipo: 'decimal', grupo: 'Contrato' },
  { id: 'situacao', titulo: 'Situação', tipo: 'texto', exibicao: 'situacao', grupo: 'Contrato' },
  { id: 'dataDesligamento', titulo: 'Data de Desligamento', tipo: 'data', grupo: 'Contrato' },
  { id: 'motivoDesligamento', titulo: 'Motivo do Desligamento', tipo: 'texto', largura: 2, grupo: 'Contrato' },
  { id: 'membroCipa', titulo: 'Membro da CIPA', tipo: 'texto', exibicao: 'simNao', grupo: 'Contrato' },
  { id: 'dataFimEstabilidadeCipa', titulo: 'Fim da estabilidade da CIPA', tipo: 'data', grupo: 'Contrato' },
  { id: 'estabelecimento', titulo: 'Estabelecimento', tipo: 'texto', largura: 1.5, grupo: 'Posição na data' },
  { id: 'areaOrganizacional', titulo: 'Área Organizacional', tipo: 'texto', largura: 1.5, grupo: 'Posição na data' },
  { id: 'cargo', titulo: 'Cargo', tipo: 'texto', largura: 1.5, grupo: 'Posição na data' },
  { id: 'faixaSalarial', titulo: 'Faixa Salarial', tipo: 'texto', grupo: 'Posição na data' },
  { id: 'cbo', titulo: 'CBO', tipo: 'texto', exibicao: 'cbo', largura: 2, grupo: 'Posição na data' },
  { id: 'salario', titulo: 'Salário', tipo: 'dinheiro', grupo: 'Posição na data' },
  { id: 'dataPosicao', titulo: 'Data da última alteração', tipo: 'data', grupo: 'Posição na data' },
]
export type IdColunaDinamica = string

const porId = new Map(COLUNAS_DINAMICAS.map((c) => [c.id, c]))
export const colunaDinamica = (id: string) => porId.get(id)

export const OPCOES_COLUNAS = COLUNAS_DINAMICAS.map((c) => ({ id: c.id, name: `${c.grupo}: ${c.titulo}` }))
export const COLUNAS_PADRAO: ReadonlyArray<string> = ['matricula', 'nome', 'cpf', 'dataAdmissao', 'estabelecimento', 'areaOrganizacional', 'cargo']
export const TITULO_PADRAO = 'Relatório Dinâmico de Talentos'
export const MAXIMO_COLUNAS = 20
export const SELECIONE_COLUNA = 'Selecione ao menos uma coluna'
export const COLUNAS_DEMAIS = `Selecione no máximo ${MAXIMO_COLUNAS} colunas`
export const COLUNA_REPETIDA = 'Uma coluna foi escolhida mais de uma vez'

/** The columns and title saved by a user, the fields of PUT config-relatorio-dinamico and of the report's filter. */
const camposConfig = () => ({
  titulo: texto({ label: 'Título', max: 100 }),
  colunasDinamicas: varias({ label: 'Colunas', feminino: true, options: OPCOES_COLUNAS }),
})

const regrasColunas = (ids: ReadonlyArray<string> | undefined): ReadonlyArray<ErroCampo> => {
  const lista = ids ?? []
  if (!lista.length) return [{ field: 'colunasDinamicas', message: SELECIONE_COLUNA }]
  if (lista.length > MAXIMO_COLUNAS) return [{ field: 'colunasDinamicas', message: COLUNAS_DEMAIS }]
  return new Set(lista).size === lista.length ? [] : [{ field: 'colunasDinamicas', message: COLUNA_REPETIDA }]
}

/** The chosen ids as columns of the report, in the chosen order. */
export const colunasEscolhidas = (ids: ReadonlyArray<string> | undefined): ReadonlyArray<Coluna> =>
  (ids ?? []).flatMap((id) => {
    const c = porId.get(id)
    return c ? [{ campo: c.id, titulo: c.titulo, tipo: c.tipo, ...(c.largura ? { largura: c.largura } : {}) }] : []
  })

const opcoesDe: Readonly<Record<Exclude<Exibicao, 'cpf' | 'simNao' | 'cbo'>, ReadonlyArray<{ readonly id: string; readonly name: string }>>> = {
  sexo: SEXOS_TALENTO,
  estadoCivil: ESTADOS_CIVIS,
  escolaridade: ESCOLARIDADES,
  vinculo: VINCULOS,
  categoriaESocial: CATEGORIAS_TRABALHADOR,
  situacao: SITUACOES_NA_DATA,
}

/** A raw value of the SQL as printed: codes by their names, the CPF masked, flags as Sim/Não, the CBO with its title. */
export const exibir = (c: ColunaDinamica, l: Linha): string | number | null => {
  const v = l[c.id]
  if (v == null || v === '') return null
  switch (c.exibicao) {
    case undefined:
      return v
    case 'cpf':
      return mascararDigitos(String(v).padStart(11, '0'), MASCARA_CPF)
    case 'simNao':
      return v === 1 || v === '1' || v === 'true' ? 'Sim' : 'Não'
    case 'cbo':
      return formatarCbo(v, l['cboTitulo'])
    default:
      return nomeDe(opcoesDe[c.exibicao], String(v))
  }
}

const comparar = (a: string | number | null | undefined, b: string | number | null | undefined): number => {
  if (a == null || a === '') return b == null || b === '' ? 0 : 1
  if (b == null || b === '') return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return String(a).localeCompare(String(b), 'pt-BR', { sensitivity: 'base', numeric: true })
}

/**
 * The rows as printed: only the chosen columns, each shown by its kind, sorted by the chosen column (its printed
 * value, so a code sorts by its name; empty values last), then by name.
 */
export const completarDinamico = (linhas: ReadonlyArray<Linha>, f: { readonly colunasDinamicas?: ReadonlyArray<string> | undefined; readonly ordenarPor?: string | undefined }): ReadonlyArray<Linha> => {
  const escolhidas = (f.colunasDinamicas ?? []).flatMap((id) => porId.get(id) ?? [])
  const ordem = porId.get(f.ordenarPor ?? 'nome') ?? porId.get('nome')!
  const chave = (l: Linha) => {
    const v = exibir(ordem, l)
    return ordem.tipo === 'texto' || typeof v !== 'string' ? v : String(l[ordem.id])
  }
  return [...linhas]
    .sort((a, b) => comparar(chave(a), chave(b)) || comparar(String(a['nome'] ?? ''), String(b['nome'] ?? '')) || Number(a['colaboradorId']) - Number(b['colaboradorId']))
    .map((l) => Object.fromEntries(escolhidas.map((c) => [c.id, exibir(c, l)])))
}

const SITUACOES_FILTRO = FILTRO_SITUACAO.filter((s) => s.id === 'A' || s.id === 'D' || s.id === 'T')

/**
 * The employees of the session's company admitted by the reference date, with the situation asked for on that date
 * (A: not dismissed by then; D: dismissed by then; T: both; an admission the payroll cancelled never appears), each
 * with the history row in force on the date (for one dismissed, the last one held): establishment, area, cargo,
 * range and its CBO, and the salary valued on the date as `calcularSalarioHistorico`. The establishment, area and
 * cargo filters read that row; a manager sees the people of the areas they manage.
 */
export const consultaTalentoDinamico = defineConsulta({
  nome: 'gestao-talentos/talento-dinamico',
  autoridade: AUTORIDADE_TALENTOS,
  campos: {
    ...camposConfig(),
    data: data({ label: 'Data de Referência', required: true }),
    situacao: opcoes({ label: 'Situação', feminino: true, required: true, default: 'A', options: SITUACOES_FILTRO }),
    estabelecimentosIds: referencias({ label: 'Estabelecimentos', resource: 'utilitario/estabelecimentos' }),
    areasOrganizacionaisIds: campoAreas(false),
    cargosIds: campoCargos(false),
    ordenarPor: opcoes({ label: 'Ordenar por', default: 'nome', options: OPCOES_COLUNAS }),
  },
  restringir: restringirAreasGeridas,
  regras: (f) => regrasColunas(f.colunasDinamicas),
  colunas: (f) => colunasEscolhidas(f.colunasDinamicas),
  completar: completarDinamico,
})
export type FiltroTalentoDinamico = FiltroSql<typeof consultaTalentoDinamico>

export const relatorioTalentoDinamico = defineRelatorio({
  consulta: consultaTalentoDinamico,
  titulo: TITULO_PADRAO,
  tituloDoFiltro: (f) => f.titulo?.trim() || TITULO_PADRAO,
  orientacao: 'paisagem',
  filtroInicial: (hoje) => ({ data: hoje, colunasDinamicas: COLUNAS_PADRAO }),
  descreverFiltro: (f) =>
    juntar([
      `Data de referência: ${formatarData(f.data)}`,
      `Situação: ${nomeDe(SITUACOES_FILTRO, f.situacao)}`,
      selecionados('Estabelecimentos', f.estabelecimentosIds),
      selecionados('Áreas', f.areasOrganizacionaisIds, 'todas'),
      selecionados('Cargos', f.cargosIds),
      `Ordenado por: ${colunaDinamica(f.ordenarPor ?? 'nome')?.titulo ?? 'Nome'}`,
    ]),
})

/** Its own screen (columns to tick and order, the title, the filter, 'Salvar configuração'), not the generic filter form. */
export const TELA_TALENTO_DINAMICO: TelaAvulsa = {
  label: TITULO_PADRAO,
  caminho: 'gestao-talentos/relatorios/talento-dinamico',
  authority: AUTORIDADE_TALENTOS,
  menu: menuRelatorioTalentos(20),
}

// --- The saved configuration (GET/PUT …/talento-dinamico/config-relatorio-dinamico) ---------------------------

export interface ConfigRelatorioDinamico {
  readonly colunasDinamicas: ReadonlyArray<string>
  readonly titulo: string
}
export const ConfigRelatorioDinamicoSchema = Schema.Struct({ colunasDinamicas: Schema.Array(Schema.String), titulo: Schema.String })
export const ColunasDinamicasSchema = Schema.Array(Schema.Struct({ id: Schema.String, titulo: Schema.String, tipo: Schema.String, grupo: Schema.String }))

/** Each user's saved choice in each company (adapters: the table of migration 066). */
export class ConfigsRelatorioDinamico extends Context.Tag('ConfigsRelatorioDinamico')<
  ConfigsRelatorioDinamico,
  {
    readonly ler: (usuarioId: number, empresaId: number) => Effect.Effect<ConfigRelatorioDinamico | undefined>
    readonly gravar: (usuarioId: number, empresaId: number, c: ConfigRelatorioDinamico) => Effect.Effect<void>
  }
>() {}

const CAMPOS_CONFIG = camposConfig()
const formularioConfig = defineResource({
  name: 'gestao-talentos/relatorios/talento-dinamico/config-relatorio-dinamico',
  table: '',
  label: 'Configuração do relatório dinâmico',
  labelSingular: 'Configuração do relatório dinâmico',
  scope: 'global',
  authority: AUTORIDADE_TALENTOS,
  fields: CAMPOS_CONFIG,
})

const exigirAutoridade = (ator: Ator) => (podeConsultar(ator.autoridades, consultaTalentoDinamico) ? Effect.void : Effect.fail(new AcessoNegado({})))

/** GET pode-gerar-relatorio-dinamico: whether this user may generate it (the screen hides itself otherwise). */
export const podeGerarRelatorioDinamico = (ator: Ator) => Effect.succeed(podeConsultar(ator.autoridades, consultaTalentoDinamico))

/** GET colunas: the whitelist, in its order. */
export const colunasDisponiveis = (ator: Ator) =>
  Effect.as(
    exigirAutoridade(ator),
    COLUNAS_DINAMICAS.map((c) => ({ id: c.id, titulo: c.titulo, tipo: c.tipo, grupo: c.grupo })),
  )

/** GET config-relatorio-dinamico: the user's saved choice in the session's company, or the default one. */
export const lerConfigRelatorioDinamico = (ator: Ator) =>
  Effect.gen(function* () {
    yield* exigirAutoridade(ator)
    const salva = yield* (yield* ConfigsRelatorioDinamico).ler(ator.usuario.id, ator.escopo.empresaId)
    // A column withdrawn from the whitelist since it was saved is dropped.
    const colunas = salva?.colunasDinamicas.filter((id) => porId.has(id)) ?? []
    return { colunasDinamicas: colunas.length ? colunas : COLUNAS_PADRAO, titulo: salva?.titulo || TITULO_PADRAO } satisfies ConfigRelatorioDinamico
  })

/** PUT config-relatorio-dinamico: body `colunasDinamicas` (known ids, 1 to 20, no repeats) and `titulo`. */
export const gravarConfigRelatorioDinamico = (ator: Ator, corpo: unknown) =>
  Effect.gen(function* () {
    yield* exigirAutoridade(ator)
    const entrada = typeof corpo === 'object' && corpo !== null && !Array.isArray(corpo) ? (corpo as Record<string, unknown>) : {}
    const desconhecidos = Object.keys(entrada).filter((k) => k !== 'titulo' && k !== 'colunasDinamicas')
    if (desconhecidos.length) return yield* Effect.fail(ValidacaoFalhou.campos(desconhecidos.map((field) => ({ field, message: 'Campo desconhecido' }))))
    const v = yield* Either.match(validar(formularioConfig.createSchema as Schema.Schema<Entrada<typeof CAMPOS_CONFIG>, Record<string, unknown>>, entrada), { onLeft: Effect.fail, onRight: Effect.succeed })
    const erros = regrasColunas(v.colunasDinamicas)
    if (erros.length) return yield* Effect.fail(ValidacaoFalhou.campos(erros))
    const c: ConfigRelatorioDinamico = { colunasDinamicas: [...(v.colunasDinamicas ?? [])], titulo: v.titulo?.trim() || TITULO_PADRAO }
    yield* (yield* ConfigsRelatorioDinamico).gravar(ator.usuario.id, ator.escopo.empresaId, c)
    return c
  })
