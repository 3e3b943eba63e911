import { Effect, Schema } from 'effect'
import { CATEGORIAS_TRABALHADOR } from '../geral/esocial.ts'
import { CamposExtras, CandidatoIdioma, Certificado, Experiencia, extrasAtivos, Formacao, type ConfigCampoExtra } from '../geral/itensPessoa.ts'
import { CIDADE_FORA_DA_UF, cidades } from '../geral/localidades.ts'
import { contatoPessoa, documentosPessoa, enderecoPessoa, familiaPessoa, habilitacaoPessoa, VINCULOS } from '../geral/pessoa.ts'
import { CadastrosDaPessoa, normalizarSubRegistros } from '../geral/subRegistros.ts'
import { booleano, cpf, data, decimal, dinheiro, grupo, imagem, lista, opcoes, referencia, texto, textoLongo } from '../shared/campos.ts'
import { DATA_FINAL_INFERIOR } from '../shared/datas.ts'
import { RegraViolada, type ErroCampo } from '../shared/erros.ts'
import { Relogio, type Escopo } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineResource, type ContextoValidacao, type Entrada, type Registro, type ResultadoValidar } from '../shared/resource.ts'
import { ambientes } from '../sst/ambientes.ts'
import { empresas } from '../utilitario/empresas.ts'
import { faixasSalariais } from './faixas-salariais.ts'
import {
  ADMISSAO_NA_DATA_DE_ADMISSAO,
  AMBIENTE_DE_OUTRO_ESTABELECIMENTO,
  AREA_FORA_DO_ESCOPO,
  ADMISSAO_SO_NO_PRIMEIRO,
  ativoEm,
  CPF_ATIVO_DUPLICADO,
  FAIXA_DE_OUTRO_CARGO,
  HISTORICO_ADMISSAO_NAO_REMOVIVEL,
  historicoAnteriorAdmissao,
  historicoAntesDaAdmissao,
  historicoDepoisDoDesligamento,
  historicoPosteriorDesligamento,
  MOTIVO_DA_ADMISSAO_NAO_MUDA,
  NASCIMENTO_FUTURO,
  prepararHistorico,
  regrasAmbienteFuncao,
  regrasColaborador,
  regrasHistorico,
  situacoesDoFiltro,
  TALENTO_DO_HISTORICO_NAO_MUDA,
  type SituacaoTalento,
  TALENTO_NAO_ENCONTRADO,
} from './regrasColaborador.ts'
import { TIPO_SALARIO_CARGO, TIPO_SALARIO_INDICE, TIPO_SALARIO_VALOR } from './salario.ts'

/**
 * The employee (talento, colaborador; spec 001 §2, 000 §3.12 for the person's data): who they are (the same
 * personal groups as the candidate: core/geral/pessoa.ts), their contract (admission, link, eSocial category,
 * weekly hours, dismissal), CIPA stability, the company's extra fields and the sub-records a candidate has.
 * Where they work and what they earn is not here: it is the history (`colaboradores/historicos`), and "today"
 * is the history row in force today (the computed columns). Created by the admission (`admitir`), which
 * writes the first history row with the record; the generic POST is not offered.
 */

export const SEXOS_TALENTO = [
  { id: 'M', name: 'Masculino' },
  { id: 'F', name: 'Feminino' },
] as const

/**
 * A: active (no dismissal, or one still in the future); D: dismissed (the dismissal date has come); and, from the
 * payroll integration (`statusFolha`), G, C and U (situacaoEm in regrasColaborador.ts says which applies).
 */
export const SITUACOES_TALENTO = [
  { id: 'A', name: 'Ativo' },
  { id: 'D', name: 'Desligado' },
  { id: 'G', name: 'Aguardando confirmação da admissão' },
  { id: 'C', name: 'Admissão cancelada' },
  { id: 'U', name: 'Aguardando confirmação do desligamento' },
] as const satisfies ReadonlyArray<{ readonly id: SituacaoTalento; readonly name: string }>

/** What the payroll integration says of a record: the extended situations. */
export const STATUS_FOLHA = SITUACOES_TALENTO.filter((s) => s.id === 'G' || s.id === 'C' || s.id === 'U')

/** The list's situation filter (spec 001 §3 enumerations: A active — G and U too —, D dismissed, T all; and each extended one). */
export const FILTRO_SITUACAO = [
  { id: 'A', name: 'Ativos' },
  { id: 'D', name: 'Desligados' },
  { id: 'T', name: 'Todos' },
  ...STATUS_FOLHA,
] as const

const sublista = <A, I>(label: string, item: Schema.Schema<A, I>, max: number, feminino = false) => lista({ label, item, max, feminino, semPadrao: true })

export const camposColaborador = {
  matricula: texto({ label: 'Matrícula', max: 20, feminino: true, list: true, unique: 'Já existe um talento com esta matrícula' }),
  nome: texto({ label: 'Nome', max: 100, required: true, list: true, busca: true }),
  nomeSocial: texto({ label: 'Nome Social', max: 100 }),
  cpf: cpf({ label: 'CPF', required: true, list: true }),
  dataNascimento: data({ label: 'Data de Nascimento', required: true }),
  sexo: opcoes({ label: 'Sexo', options: SEXOS_TALENTO, required: true }),
  foto: imagem({ label: 'Foto', maxBytes: 1024 * 1024, feminino: true }),
  ...familiaPessoa,
  ...documentosPessoa,
  ...enderecoPessoa,
  ...contatoPessoa,
  ...habilitacaoPessoa,

  // contrato
  dataAdmissao: data({ label: 'Data de Admissão', required: true, list: true }),
  vinculo: opcoes({ label: 'Vínculo', options: VINCULOS, default: 'E' }),
  categoriaESocial: opcoes({ label: 'Categoria eSocial', options: CATEGORIAS_TRABALHADOR, feminino: true, default: '101' }),
  horasSemanais: decimal({ label: 'Horas semanais', digitos: 4, casas: 2, max: 99.99, feminino: true }),
  dataDesligamento: data({ label: 'Data de Desligamento' }),
  motivoDesligamentoId: referencia({ label: 'Motivo do Desligamento', resource: 'gestao-talentos/motivo-desligamento' }),
  observacaoDesligamento: textoLongo({ label: 'Observação do Desligamento', max: 4000, feminino: true }),
  membroCipa: booleano({ label: 'Membro da CIPA' }),
  dataFimEstabilidadeCipa: data({ label: 'Fim da estabilidade da CIPA' }),
  observacao: textoLongo({ label: 'Observação', max: 4000, feminino: true }),

  // sub-records and extra fields (as the candidate's)
  formacao: sublista('Formação Acadêmica', Formacao, 50, true),
  experiencias: sublista('Experiência Profissional', Experiencia, 100, true),
  idiomas: sublista('Idiomas', CandidatoIdioma, 30),
  certificados: sublista('Certificados', Certificado, 100),
  cursos: sublista('Cursos', Certificado, 100),
  camposExtras: grupo({ label: 'Campos Extras', value: CamposExtras }),
}

export const colaboradores = defineResource({
  name: 'cargo-salario/colaboradores',
  table: 'colaboradores',
  label: 'Talentos',
  labelSingular: 'Talento',
  scope: 'empresa',
  authority: 'ROLE_CARGO_SALARIO_COLABORADORES',
  contagemPorEmpresa: true,
  fields: camposColaborador,
  estado: {
    /** The candidate hired into this record, when it came from a selection. */
    candidatoId: referencia({ label: 'Candidato', resource: 'captacao/candidatos' }),
    /** The payroll integration's word on the record (G, C, U); none when confirmed or not integrated. */
    statusFolha: opcoes({ label: 'Situação na folha', options: STATUS_FOLHA, feminino: true }),
  },
  /** From the history row in force today and the dismissal date (the module's adapter). */
  colunas: {
    situacao: opcoes({ label: 'Situação', options: SITUACOES_TALENTO, feminino: true }),
    estabelecimentoId: referencia({ label: 'Estabelecimento', resource: 'utilitario/estabelecimentos' }),
    areaOrganizacionalId: referencia({ label: 'Área Organizacional', resource: 'cargo-salario/areas-organizacionais', feminino: true }),
    cargoId: referencia({ label: 'Cargo', resource: 'cargo-salario/cargos' }),
    faixaSalarialId: referencia({ label: 'Faixa Salarial', resource: 'cargo-salario/faixas-salariais', feminino: true }),
  },
  filtros: {
    q: { campo: texto({ label: 'Nome, CPF ou matrícula', max: 100 }), op: 'busca', coluna: 'nome', prefixo: 'cpf', destaque: true },
    situacao: {
      campo: opcoes({ label: 'Situação', options: FILTRO_SITUACAO, default: 'A', feminino: true }),
      op: 'eq',
      coluna: 'situacao',
      valor: situacoesDoFiltro,
      destaque: true,
    },
    nome: { campo: texto({ label: 'Nome', max: 100 }), op: 'busca' },
    matricula: { campo: texto({ label: 'Matrícula', max: 20 }), op: 'eq' },
    estabelecimentoId: { campo: referencia({ label: 'Estabelecimento', resource: 'utilitario/estabelecimentos' }), op: 'predicado' },
    areaOrganizacionalId: { campo: referencia({ label: 'Área Organizacional', resource: 'cargo-salario/areas-organizacionais', feminino: true }), op: 'predicado', destaque: true },
    cargoId: { campo: referencia({ label: 'Cargo', resource: 'cargo-salario/cargos' }), op: 'predicado' },
    admissaoIni: { campo: data({ label: 'Admitidos de' }), op: 'gte', coluna: 'dataAdmissao' },
    admissaoFim: { campo: data({ label: 'até' }), op: 'lte', coluna: 'dataAdmissao' },
    /** CIPA stability still in force on the date (data-estabilidade-comissao). */
    estavelEm: { campo: data({ label: 'Estável (CIPA) em' }), op: 'gte', coluna: 'dataFimEstabilidadeCipa', oculto: true },
  },
  colunasDaLista: [
    'matricula',
    'nome',
    'nomeSocial',
    'cpf',
    'email',
    'dddCelular',
    'foneCelular',
    'dataNascimento',
    'sexo',
    'dataAdmissao',
    'dataDesligamento',
    'statusFolha',
    'vinculo',
    'membroCipa',
    'dataFimEstabilidadeCipa',
    'situacao',
    'estabelecimentoId',
    'areaOrganizacionalId',
    'cargoId',
    'faixaSalarialId',
  ],
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Cargos e Salários', ordem: 10 },
  escopoGestor: 'areaOrganizacionalId',
  /** Spec 001 §5 (the period filters): 'Data final inferior a data inicial.' */
  regrasFiltro: (f) =>
    typeof f['admissaoIni'] === 'string' && typeof f['admissaoFim'] === 'string' && f['admissaoFim'] < f['admissaoIni'] ? [{ field: 'admissaoFim', message: DATA_FINAL_INFERIOR }] : [],
  rules: (c) => regrasColaborador(c),
  validar: (c, ctx) => validarColaborador(c, ctx),
  // A new admission date moves the admission row with it, in the same transaction (validar checked the others).
  depoisDeGravar: (reg, _e, ator, modo) => (modo === 'update' ? moverAdmissao(ator.escopo, reg.id, String(reg['dataAdmissao'])) : Effect.void),
})

/** Why a history row exists (spec 001: promotions, realignments, collective agreements, transfers). */
export const MOTIVOS_HISTORICO = [
  { id: 'AD', name: 'Admissão' },
  { id: 'PH', name: 'Promoção horizontal' },
  { id: 'PV', name: 'Promoção vertical' },
  { id: 'RE', name: 'Reajuste' },
  { id: 'DI', name: 'Dissídio' },
  { id: 'TR', name: 'Transferência' },
  { id: 'RS', name: 'Reestruturação' },
  { id: 'OU', name: 'Outro' },
] as const

/** Where a history row stands today. */
export const SITUACOES_HISTORICO = [
  { id: 'VIGENTE', name: 'Vigente' },
  { id: 'AGENDADO', name: 'Agendado' },
  { id: 'ANTERIOR', name: 'Anterior' },
] as const

/** Salary type of an employee (spec 001 §3: 1 cargo, 2 index, 3 value; default 3). */
export const TIPOS_SALARIO = [
  { id: TIPO_SALARIO_CARGO, name: 'Cargo (faixa salarial)' },
  { id: TIPO_SALARIO_INDICE, name: 'Índice' },
  { id: TIPO_SALARIO_VALOR, name: 'Valor' },
] as const

export const camposHistoricoColaborador = {
    colaboradorId: referencia({ label: 'Talento', resource: 'cargo-salario/colaboradores', required: true, list: true, obrigatorio: 'Talento é obrigatório' }),
    data: data({ label: 'Data', required: true, list: true }),
    motivo: opcoes({ label: 'Motivo', options: MOTIVOS_HISTORICO, required: true, list: true }),
    estabelecimentoId: referencia({ label: 'Estabelecimento', resource: 'utilitario/estabelecimentos', required: true, list: true }),
    areaOrganizacionalId: referencia({ label: 'Área Organizacional', resource: 'cargo-salario/areas-organizacionais', required: true, feminino: true, list: true }),
    cargoId: referencia({ label: 'Cargo', resource: 'cargo-salario/cargos', required: true, list: true }),
    faixaSalarialId: referencia({ label: 'Faixa Salarial', resource: 'cargo-salario/faixas-salariais', feminino: true, list: true }),
    /** What the person does and where (SST's records): required when the company says so (obrigarAmbienteFuncao). */
    funcaoId: referencia({ label: 'Função', resource: 'sst/funcoes', feminino: true, list: true }),
    ambienteId: referencia({ label: 'Ambiente', resource: 'sst/ambientes', list: true }),
    tipoSalario: opcoes({ label: 'Tipo de Salário', options: TIPOS_SALARIO, required: true, default: TIPO_SALARIO_VALOR }),
    indiceId: referencia({ label: 'Índice', resource: 'cargo-salario/indices' }),
    quantidade: decimal({ label: 'Quantidade', digitos: 10, casas: 4, feminino: true }),
    salario: dinheiro({ label: 'Salário', list: true }),
    observacao: textoLongo({ label: 'Observação', max: 4000, feminino: true }),
}

/**
 * One dated position of an employee: where (establishment, area), what (cargo and salary range), what they earn
 * (by salary type) and why it changed. The row in force on a date is what the employee was on that date
 * (`vigencia`); a future-dated row is scheduled. Reports and indicators read these rows, never today's columns.
 */
export const historicosColaborador = defineResource({
  name: 'cargo-salario/colaboradores/historicos',
  table: 'colaborador_historicos',
  label: 'Históricos dos Talentos',
  labelSingular: 'Histórico do Talento',
  scope: 'empresa',
  authority: 'ROLE_CARGO_SALARIO_COLABORADORES',
  vigencia: { dono: 'colaboradorId', dataRepetida: 'Já existe um histórico deste talento nesta data' },
  fields: camposHistoricoColaborador,
  estado: { dataFim: data({ label: 'Vigente até' }) },
  /** VIGENTE (in force today), AGENDADO (dated in the future), ANTERIOR (replaced by a later row). */
  colunas: {
    situacao: opcoes({ label: 'Situação', options: SITUACOES_HISTORICO, feminino: true }),
    /** What the row paid on its own date (the range's or the index's value then, for types 1 and 2). */
    salarioCalculado: dinheiro({ label: 'Salário na data' }),
  },
  filtros: { vigenteEm: { campo: data({ label: 'Vigente em' }), op: 'vigente' } },
  sort: { field: 'data', order: 'DESC' },
  escopoGestor: 'areaOrganizacionalId',
  rules: (h) => regrasHistorico(h),
  validar: (h, ctx) => errosHistorico(h, ctx),
  prepare: (h) => Effect.succeed(prepararHistorico(h)),
  // The admission row goes with the employee (DELETE of the employee), never on its own.
  antesDeRemover: (atual, ator) =>
    Effect.flatMap(historicosDoTalento(ator.escopo, Number(atual['colaboradorId'])), (hs) =>
      hs[0]?.id === atual.id ? Effect.fail(new RegraViolada({ message: HISTORICO_ADMISSAO_NAO_REMOVIVEL })) : Effect.void,
    ),
})

// ---------------------------------------------------------------------------------------------------------
// The rules that read stored data (both declarations' `validar` and hooks): they read both declarations, so
// they live beside them; the rules of the input alone are in regrasColaborador.ts.

/** The employee's history rows, oldest first. */
export const historicosDoTalento = (escopo: Escopo, colaboradorId: number): Effect.Effect<ReadonlyArray<Registro>, never, Repositorio> =>
  Effect.map(
    Effect.flatMap(Repositorio, (repo) => repo.list(historicosColaborador, escopo, { filter: { colaboradorId, empresaId: [...escopo.empresasVisiveis] }, sort: { field: 'data', order: 'ASC' } })),
    (p) => p.rows,
  )

/** The company's extra-field configuration for employees (the candidate's reading of the same shape). */
const extrasDoTalento = (e: Record<string, unknown> | undefined) =>
  extrasAtivos(e?.['campoExtraColaborador'] === true, Array.isArray(e?.['camposExtrasColaborador']) ? (e['camposExtrasColaborador'] as ReadonlyArray<ConfigCampoExtra>) : [])

const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

/**
 * Rules that need stored data (the declaration's `validar`): today (birth date), the CPF among active
 * employees, the company's required extra fields, the city in its UF, the sub-records' lookups (normalised as
 * the candidate's: item ids, current names), and on update the history: the admission date stays before the
 * other rows (the admission row moves with it) and no row comes after a dismissal.
 */
export const validarColaborador = (c: Entrada<typeof camposColaborador>, ctx: ContextoValidacao): Effect.Effect<ResultadoValidar, never, Repositorio | Relogio | CadastrosDaPessoa> =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const hoje = yield* (yield* Relogio).hoje
    const empresaId = ctx.atual ? Number(ctx.atual.empresaId) : ctx.escopo.empresaId
    const escopo: Escopo = { ...ctx.escopo, empresaId, empresasVisiveis: [empresaId] }
    const erros: ErroCampo[] = []
    if (c.dataNascimento && c.dataNascimento > hoje) erros.push({ field: 'dataNascimento', message: NASCIMENTO_FUTURO })
    if (c.cpf && ativoEm(c, hoje)) {
      const mesmos = yield* repo.list(colaboradores, escopo, { filter: { cpf: c.cpf, empresaId } })
      if (mesmos.rows.some((x) => x.id !== ctx.id && ativoEm(x, hoje))) erros.push({ field: 'cpf', message: CPF_ATIVO_DUPLICADO })
    }
    const empresa = yield* Effect.either(repo.get(empresas, escopo, empresaId))
    const extras = (c.camposExtras ?? {}) as Record<string, unknown>
    for (const x of extrasDoTalento(empresa._tag === 'Right' ? empresa.right : undefined)) {
      if (x.obrigatorio && vazio(extras[x.campo])) erros.push({ field: `camposExtras.${x.campo}`, message: `${x.titulo} é obrigatório` })
    }
    if (c.cidadeId !== undefined && c.ufId !== undefined) {
      const cidade = yield* Effect.either(repo.get(cidades, escopo, c.cidadeId))
      if (cidade._tag === 'Right' && Number(cidade.right.estadoId) !== c.ufId) erros.push({ field: 'cidadeId', message: CIDADE_FORA_DA_UF })
    }
    if (ctx.id !== undefined) {
      const hs = yield* historicosDoTalento(escopo, ctx.id)
      const depoisDaAdmissao = hs.slice(1).find((h) => String(h.data) <= c.dataAdmissao)
      if (depoisDaAdmissao) erros.push({ field: 'dataAdmissao', message: historicoAntesDaAdmissao(String(depoisDaAdmissao.data)) })
      const ultimo = hs.at(-1)
      if (c.dataDesligamento && ultimo && String(ultimo.data) > c.dataDesligamento) erros.push({ field: 'dataDesligamento', message: historicoDepoisDoDesligamento(String(ultimo.data)) })
    }
    const sub = yield* normalizarSubRegistros(escopo, empresaId, c)
    erros.push(...sub.erros)
    return { erros, entrada: { ...c, ...sub.registro } }
  })

/** After the admission date changed: the admission row (the earliest) goes to the new date. */
export const moverAdmissao = (escopo: Escopo, colaboradorId: number, dataAdmissao: string): Effect.Effect<void, never, Repositorio> =>
  Effect.gen(function* () {
    const [admissao] = yield* historicosDoTalento(escopo, colaboradorId)
    if (admissao && admissao.data !== dataAdmissao) yield* Effect.orDie((yield* Repositorio).alterar(historicosColaborador, escopo, admissao.id, { data: dataAdmissao }))
  })

/**
 * Rules of a history row that need the employee and the range: no row before the admission nor after a
 * dismissal; the admission row (the first, reason 'AD') stays on the admission date and keeps its reason, and
 * no other row takes that reason; the employee of a row never changes; the range belongs to the cargo, the
 * environment to the establishment, and both are given when the company requires them; a manager
 * writes only rows in their areas, of the people they see (the admission row of a new person aside).
 */
export const errosHistorico = (h: Entrada<typeof camposHistoricoColaborador>, ctx: ContextoValidacao): Effect.Effect<ReadonlyArray<ErroCampo>, never, Repositorio> =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const erros: ErroCampo[] = []
    if (ctx.atual && Number(ctx.atual['colaboradorId']) !== h.colaboradorId) return [{ field: 'colaboradorId', message: TALENTO_DO_HISTORICO_NAO_MUDA }]
    const talento = yield* Effect.either(repo.get(colaboradores, ctx.escopo, h.colaboradorId))
    // An unknown employee: the repository's reference check answers on the field.
    if (talento._tag === 'Left') return []
    const t: Registro = talento.right
    const escopo: Escopo = { ...ctx.escopo, empresasVisiveis: [Number(t.empresaId)] }
    const hs = yield* historicosDoTalento(escopo, h.colaboradorId)
    const ehAdmissao = ctx.atual ? hs[0]?.id === ctx.atual.id : hs.length === 0
    const admissao = String(t['dataAdmissao'])
    if (ehAdmissao) {
      if (h.data !== admissao) erros.push({ field: 'data', message: ADMISSAO_NA_DATA_DE_ADMISSAO })
      if (ctx.atual && h.motivo !== 'AD') erros.push({ field: 'motivo', message: MOTIVO_DA_ADMISSAO_NAO_MUDA })
    } else {
      if (h.motivo === 'AD') erros.push({ field: 'motivo', message: ADMISSAO_SO_NO_PRIMEIRO })
      if (h.data < admissao) erros.push({ field: 'data', message: historicoAnteriorAdmissao(admissao) })
    }
    // A manager (Ator.areasGeridas) places people only in the areas they manage, and adds rows only to the people they see.
    const geridas = ctx.ator?.areasGeridas
    if (geridas && !geridas.includes(h.areaOrganizacionalId)) erros.push({ field: 'areaOrganizacionalId', message: AREA_FORA_DO_ESCOPO })
    if (geridas && !ctx.atual && !ehAdmissao) {
      const visivel = yield* repo.list(colaboradores, escopo, { filter: { id: h.colaboradorId }, range: { offset: 0, limit: 1 }, areas: geridas })
      if (!visivel.total) return [{ field: 'colaboradorId', message: TALENTO_NAO_ENCONTRADO }]
    }
    const desligamento = typeof t['dataDesligamento'] === 'string' ? t['dataDesligamento'] : undefined
    if (desligamento && h.data > desligamento) erros.push({ field: 'data', message: historicoPosteriorDesligamento(desligamento) })
    erros.push(...(yield* errosDaPosicao(h, escopo, Number(t.empresaId))))
    return erros
  })

/** A position (a history row, a realignment line): the range is of the cargo, the environment of the establishment, both given when the company demands them. */
export const errosDaPosicao = (
  h: { readonly cargoId: number; readonly estabelecimentoId: number; readonly faixaSalarialId?: number | undefined; readonly ambienteId?: number | undefined; readonly funcaoId?: number | undefined },
  escopo: Escopo,
  empresaId: number,
): Effect.Effect<ReadonlyArray<ErroCampo>, never, Repositorio> =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const erros: ErroCampo[] = []
    if (h.faixaSalarialId !== undefined) {
      const faixa = yield* Effect.either(repo.get(faixasSalariais, escopo, h.faixaSalarialId))
      if (faixa._tag === 'Right' && Number(faixa.right.cargoId) !== h.cargoId) erros.push({ field: 'faixaSalarialId', message: FAIXA_DE_OUTRO_CARGO })
    }
    if (h.ambienteId !== undefined) {
      const ambiente = yield* Effect.either(repo.get(ambientes, escopo, h.ambienteId))
      if (ambiente._tag === 'Right' && Number(ambiente.right.estabelecimentoId) !== h.estabelecimentoId) erros.push({ field: 'ambienteId', message: AMBIENTE_DE_OUTRO_ESTABELECIMENTO })
    }
    const empresa = yield* Effect.either(repo.get(empresas, escopo, empresaId))
    if (empresa._tag === 'Right') erros.push(...regrasAmbienteFuncao(h, { obrigarAmbienteFuncao: empresa.right['obrigarAmbienteFuncao'] === true }))
    return erros
  })
