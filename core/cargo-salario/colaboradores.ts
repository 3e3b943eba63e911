import { Effect, Schema } from 'effect'
import { CATEGORIAS_TRABALHADOR } from '../geral/esocial.ts'
import { CamposExtras, CandidatoIdioma, Certificado, Experiencia, Formacao } from '../geral/itensPessoa.ts'
import { contatoPessoa, documentosPessoa, enderecoPessoa, familiaPessoa, habilitacaoPessoa, VINCULOS } from '../geral/pessoa.ts'
import { booleano, cpf, data, decimal, dinheiro, grupo, imagem, lista, opcoes, referencia, texto, textoLongo } from '../shared/campos.ts'
import { DATA_FINAL_INFERIOR } from '../shared/datas.ts'
import { RegraViolada } from '../shared/erros.ts'
import { defineResource } from '../shared/resource.ts'
import {
  errosHistorico,
  moverAdmissao,
  prepararHistorico,
  regrasColaborador,
  regrasHistorico,
  validarColaborador,
  HISTORICO_ADMISSAO_NAO_REMOVIVEL,
  historicosDoTalento,
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

/** A: active (no dismissal, or one still in the future); D: dismissed (the dismissal date has come). */
export const SITUACOES_TALENTO = [
  { id: 'A', name: 'Ativo' },
  { id: 'D', name: 'Desligado' },
] as const

/** The list's situation filter (spec 001 §3 enumerations: A active, D dismissed, T all). */
export const FILTRO_SITUACAO = [...SITUACOES_TALENTO, { id: 'T', name: 'Todos' }] as const

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
      valor: (v) => (v === 'T' ? undefined : v),
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
