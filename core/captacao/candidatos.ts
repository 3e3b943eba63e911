import { Context, Effect, Schema } from 'effect'
import { CepSchema } from '../shared/br/cep.ts'
import { CpfSchema } from '../shared/br/cpf.ts'
import { PisSchema } from '../shared/br/pis.ts'
import { CelularSchema, DddSchema, FoneFixoSchema, TelefoneFormatadoSchema } from '../shared/br/telefone.ts'
import {
  booleano,
  data,
  dinheiro,
  ehDataIso,
  email,
  comoSubcampo,
  especial,
  grupo,
  imagem,
  inteiro,

  mensagemMaximo,
  mensagemObrigatorio,
  opcoes,
  referencia,
  referencias,
  senha,
  texto,
  textoLongo,
} from '../shared/campos.ts'
import { DATA_ADMISSAO_FUTURA, DATA_FINAL_INFERIOR } from '../shared/datas.ts'
import type { ErroCampo } from '../shared/erros.ts'
import { HashSenha, Relogio, Repositorio, type Escopo } from '../shared/ports.ts'
import { defineResource, errosDoParse, type Entrada, type Resource } from '../shared/resource.ts'
import { cargos } from '../cargo-salario/cargos.ts'
import { cidades } from '../geral/localidades.ts'
import { empresas } from '../utilitario/empresas.ts'
import { areasFormacao, idiomas } from './cadastros.ts'
import { CAMPOS_EXTRAS, STATUS_QUALIFICACAO, configDaEmpresa, errosCamposObrigatorios, type ConfigCandidato, type StatusQualificacao } from './qualificacaoCandidato.ts'

// ---------------------------------------------------------------------------------------------------------
// Enumerations (spec 000 §3.12)

export const VINCULOS = [
  { id: 'E', name: 'Emprego' },
  { id: 'S', name: 'Estágio' },
  { id: 'A', name: 'Aprendiz' },
  { id: 'T', name: 'Temporário' },
  { id: 'O', name: 'Sócio' },
  { id: 'ED', name: 'Empregado doméstico' },
  { id: 'TA', name: 'Trabalhador avulso' },
  { id: 'SE', name: 'Segurado especial' },
] as const

export const SEXOS = [
  { id: 'I', name: 'Indiferente' },
  { id: 'M', name: 'Masculino' },
  { id: 'F', name: 'Feminino' },
] as const

export const ESCOLARIDADES = [
  { id: '01', name: 'Analfabeto' },
  { id: '02', name: 'Até o 5º ano incompleto do ensino fundamental' },
  { id: '03', name: '5º ano completo do ensino fundamental' },
  { id: '04', name: 'Do 6º ao 9º ano do ensino fundamental' },
  { id: '05', name: 'Ensino fundamental completo' },
  { id: '06', name: 'Ensino médio incompleto' },
  { id: '07', name: 'Ensino médio completo' },
  { id: '08', name: 'Educação superior incompleta' },
  { id: '09', name: 'Educação superior completa' },
  { id: '10', name: 'Pós-graduação completa' },
  { id: '11', name: 'Educação superior completa (bacharelado/licenciatura)' },
  { id: '12', name: 'Especialização' },
  { id: '13', name: 'Mestrado' },
  { id: '14', name: 'Doutorado' },
  { id: '15', name: 'Especialização incompleta' },
] as const

export const ESTADOS_CIVIS = [
  { id: '01', name: 'Solteiro(a)' },
  { id: '02', name: 'Casado(a) em comunhão universal de bens' },
  { id: '03', name: 'Casado(a) em comunhão parcial de bens' },
  { id: '04', name: 'Casado(a) com separação total de bens' },
  { id: '05', name: 'Divorciado(a)' },
  { id: '06', name: 'Viúvo(a)' },
  { id: '07', name: 'União estável' },
  { id: '08', name: 'Separado(a) judicialmente' },
  { id: '09', name: 'Casado(a) no regime de participação final nos aquestos' },
  { id: '10', name: 'Outros' },
] as const

/** Race codes of spec 000 §3.12; 9 (não informado) is only shown when it is the current value. */
export const ETNIAS = [
  { id: '2', name: 'Branca' },
  { id: '4', name: 'Preta' },
  { id: '6', name: 'Amarela' },
  { id: '8', name: 'Parda' },
  { id: '1', name: 'Indígena' },
  { id: '9', name: 'Não informado' },
] as const

export const DEFICIENCIAS = [
  { id: '0', name: 'Nenhuma' },
  { id: '1', name: 'Física' },
  { id: '2', name: 'Auditiva' },
  { id: '3', name: 'Visual' },
  { id: '4', name: 'Mental' },
  { id: '5', name: 'Múltipla' },
  { id: '6', name: 'Reabilitado' },
] as const

export const CATEGORIAS_HABILITACAO = ['A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE'].map((id) => ({ id, name: id }))

export const SITUACOES_FORMACAO = [
  { id: 'COMPLETO', name: 'Completo' },
  { id: 'EM_ANDAMENTO', name: 'Em andamento' },
  { id: 'INCOMPLETO', name: 'Incompleto' },
] as const

export const TIPOS_FORMACAO = [
  { id: 'TECNICO', name: 'Técnico' },
  { id: 'GRADUACAO', name: 'Graduação' },
  { id: 'ESPECIALIZACAO', name: 'Especialização' },
  { id: 'MESTRADO', name: 'Mestrado' },
  { id: 'DOUTORADO', name: 'Doutorado' },
  { id: 'POS_DOUTORADO', name: 'Pós-doutorado' },
] as const

export const NIVEIS_IDIOMA = [
  { id: 'BASICO', name: 'Básico' },
  { id: 'INTERMEDIARIO', name: 'Intermediário' },
  { id: 'AVANCADO', name: 'Avançado' },
] as const

export const TIPOS_CERTIFICADO = [
  { id: 'BOOTCAMP', name: 'Bootcamp' },
  { id: 'CONFERENCIA', name: 'Conferência' },
  { id: 'CONGRESSO', name: 'Congresso' },
  { id: 'CURSO', name: 'Curso' },
  { id: 'FORUM', name: 'Fórum' },
  { id: 'SEMINARIO', name: 'Seminário' },
  { id: 'SIMPOSIO', name: 'Simpósio' },
  { id: 'WORKSHOP', name: 'Workshop' },
] as const

// ---------------------------------------------------------------------------------------------------------
// Sub-record schemas (spec 000 §3.6–3.8, messages of §5). Empty strings and nulls inside an item count as
// absent, as they do at the top level, so a required field gives its message and not a type error.

const vazio = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '')

const SemVazios = Schema.transform(
  Schema.Record({ key: Schema.String, value: Schema.Unknown }).annotations({ message: () => 'Registro inválido' }),
  Schema.Record({ key: Schema.String, value: Schema.Unknown }),
  { strict: true, decode: (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => !vazio(v))), encode: (o) => o },
)

/** A sub-record Struct that ignores empty values and unknown keys. */
const item = <F extends Schema.Struct.Fields>(campos: F) => Schema.compose(SemVazios, Schema.Struct(campos), { strict: false })

const obrigatorio = <A, I>(s: Schema.Schema<A, I>, mensagem: string) =>
  Schema.propertySignature(s).annotations({ missingMessage: () => mensagem })
const opcional = <A, I>(s: Schema.Schema<A, I>) => Schema.optionalWith(s, { exact: true })

const textoItem = (label: string, max: number, feminino = false) =>
  comoSubcampo(
    Schema.String.annotations({ message: () => `${label} ${feminino ? 'inválida' : 'inválido'}` }).pipe(
      Schema.transform(Schema.String, { strict: true, decode: (s) => s.trim(), encode: (s) => s }),
      Schema.minLength(1, { message: () => mensagemObrigatorio(label, feminino) }),
      Schema.maxLength(max, { message: () => mensagemMaximo(label, max) }),
    ),
    { kind: 'texto', label, max },
  )
const dataItem = (label: string) =>
  comoSubcampo(Schema.String.annotations({ message: () => `${label} inválida` }).pipe(Schema.filter(ehDataIso, { message: () => `${label} inválida` })), {
    kind: 'data',
    label,
  })
const inteiroItem = (label: string, max = 2_147_483_647) =>
  comoSubcampo(
    Schema.Number.annotations({ message: () => `${label} inválido` }).pipe(
      Schema.int({ message: () => `${label} inválido` }),
      Schema.between(0, max, { message: () => `${label} inválido` }),
    ),
    { kind: 'inteiro', label, max },
  )
const boolItem = (label: string) => Schema.Boolean.annotations({ message: () => `${label} inválido` })
const umDe = <T extends string>(label: string, ids: ReadonlyArray<T>, feminino = false) =>
  Schema.Unknown.pipe(
    Schema.filter((v): v is T => ids.includes(v as T), { message: () => `${label} ${feminino ? 'inválida' : 'inválido'}` }),
  ) as unknown as Schema.Schema<T, T>

/** `{id, nome}` of a lookup row (cargo, área de formação, idioma); the server fills `nome` from the row. */
const Ref = (label: string) =>
  item({
    id: obrigatorio(inteiroItem(label).pipe(Schema.positive({ message: () => `${label} inválido` })), mensagemObrigatorio(label)),
    nome: opcional(Schema.String.pipe(Schema.maxLength(200))),
  })

export const LABEL_OUTRO_CARGO = 'Outro cargo'

/** Work experience (spec 000 §3.6). `cargo` is required unless `checkNomeCargo` (then 'Outro cargo', the free text in `nomeMercado`). */
export const Experiencia = item({
  id: opcional(Schema.String.pipe(Schema.maxLength(40))),
  empresa: obrigatorio(textoItem('Empresa', 100, true), 'Empresa é obrigatória'),
  contatoEmpresa: opcional(TelefoneFormatadoSchema),
  cargo: opcional(Ref('Cargo')),
  checkNomeCargo: Schema.optionalWith(boolItem('Outro cargo'), { default: () => false }),
  nomeMercado: opcional(textoItem(LABEL_OUTRO_CARGO, 100)),
  salario: Schema.optionalWith(inteiroItem('Salário', 99_999_999_999), { default: () => 0 }),
  dataAdmissao: obrigatorio(dataItem('Data de Admissão'), 'Data de Admissão é obrigatória'),
  dataDesligamento: opcional(dataItem('Data de Desligamento')),
  motivoSaida: opcional(textoItem('Motivo da Saída', 100)),
  observacao: opcional(Schema.String.pipe(Schema.maxLength(4000, { message: () => mensagemMaximo('Observação', 4000) }))),
})
export type Experiencia = typeof Experiencia.Type

/** Education (spec 000 §3.7). */
export const Formacao = item({
  id: opcional(Schema.String.pipe(Schema.maxLength(40))),
  areaFormacao: obrigatorio(Ref('Área de Formação'), 'Selecione a Área de Formação'),
  curso: obrigatorio(textoItem('Curso', 100), 'Curso é obrigatório'),
  local: obrigatorio(textoItem('Instituição', 100, true), 'Instituição é obrigatória'),
  conclusao: opcional(textoItem('Conclusão', 20, true)),
  situacao: obrigatorio(umDe('Situação', SITUACOES_FORMACAO.map((s) => s.id), true), 'Situação é obrigatória'),
  tipo: obrigatorio(umDe('Tipo', TIPOS_FORMACAO.map((s) => s.id)), 'Tipo é obrigatório'),
})
export type Formacao = typeof Formacao.Type

/** Language (spec 000 §3.8). */
export const CandidatoIdioma = item({
  id: opcional(Schema.String.pipe(Schema.maxLength(40))),
  idioma: obrigatorio(Ref('Idioma'), 'Idioma é obrigatório'),
  nivel: obrigatorio(umDe('Nível', NIVEIS_IDIOMA.map((s) => s.id)), 'Nível é obrigatório'),
})
export type CandidatoIdioma = typeof CandidatoIdioma.Type

/**
 * Certificate or course (spec 000 §3.8). Hours are whole minutes (the time input shows hh:mm). The spec says
 * start and end are required "under a condition" it does not show; decided: both are required for a
 * certificate (it attests an event that took place), only the start for a course (it may be in progress).
 */
export const Certificado = item({
  id: opcional(Schema.String.pipe(Schema.maxLength(40))),
  titulo: obrigatorio(textoItem('Título', 150), 'Título é obrigatório'),
  organizacao: obrigatorio(textoItem('Organização Emissora', 150, true), 'Organização Emissora é obrigatória'),
  tipo: obrigatorio(umDe('Tipo', TIPOS_CERTIFICADO.map((s) => s.id)), 'Tipo é obrigatório'),
  dataInicio: opcional(dataItem('Data de Início')),
  dataFim: opcional(dataItem('Data de Fim')),
  validade: opcional(dataItem('Validade')),
  cargaHorariaTotal: opcional(inteiroItem('Carga horária total', 1_000_000)),
  cargaHorariaDiaria: opcional(inteiroItem('Carga horária diária', 1_000_000)),
  urlCertificado: opcional(
    Schema.String.pipe(
      Schema.maxLength(500, { message: () => mensagemMaximo('URL do Certificado', 500) }),
      Schema.pattern(/^https?:\/\/\S+$/i, { message: () => 'URL do Certificado inválida' }),
    ),
  ),
})
export type Certificado = typeof Certificado.Type

const extra = (tipo: (typeof CAMPOS_EXTRAS)[number]['tipo'], id: string) => {
  switch (tipo) {
    case 'texto':
      return opcional(textoItem(id, 100))
    case 'textoLongo':
      return opcional(comoSubcampo(Schema.String.pipe(Schema.maxLength(4000, { message: () => mensagemMaximo(id, 4000) })), { kind: 'textoLongo', label: id, max: 4000 }))
    case 'data':
      return opcional(dataItem(id))
    case 'dinheiro':
      return opcional(comoSubcampo(inteiroItem(id, 99_999_999_999), { kind: 'dinheiro' }))
    case 'inteiro':
      return opcional(inteiroItem(id))
  }
}

/** Extra fields (spec 000 §3.5): texto1..8, textolongo1..2, data1..3, valor1..2 (centavos), numero1. */
export const CamposExtras = item(Object.fromEntries(CAMPOS_EXTRAS.map((c) => [c.id, extra(c.tipo, c.id)])) as Record<string, ReturnType<typeof extra>>)

// Document groups: messages name the document ('Número da CTPS inválido'); forms show the short label under the group's title.
export const TituloEleitoral = item({
  numero: opcional(comoSubcampo(textoItem('Número do Título', 20), { label: 'Número' })),
  zona: opcional(textoItem('Zona', 10, true)),
  secao: opcional(textoItem('Seção', 10, true)),
})
export const CertificadoMilitar = item({
  numero: opcional(comoSubcampo(textoItem('Número do Certificado Militar', 20), { label: 'Número' })),
  tipo: opcional(comoSubcampo(textoItem('Tipo do Certificado Militar', 20), { label: 'Tipo' })),
  serie: opcional(comoSubcampo(textoItem('Série do Certificado Militar', 20, true), { label: 'Série' })),
})
export const Ctps = item({
  numero: opcional(comoSubcampo(textoItem('Número da CTPS', 20), { label: 'Número' })),
  serie: opcional(comoSubcampo(textoItem('Série da CTPS', 10, true), { label: 'Série' })),
  dv: opcional(comoSubcampo(textoItem('DV da CTPS', 2), { label: 'DV' })),
  ufId: opcional(comoSubcampo(inteiroItem('UF da CTPS', 99), { kind: 'referencia', label: 'UF', reference: 'geral/estados' })),
  dataExpedicao: opcional(comoSubcampo(dataItem('Data de Expedição da CTPS'), { label: 'Data de Expedição' })),
})

// ---------------------------------------------------------------------------------------------------------
// Cross-field rules of one sub-record (pure; the admin dialogs and the portal run the same functions).

export const CARGO_OBRIGATORIO = 'Cargo é obrigatório'
export const OUTRO_CARGO_OBRIGATORIO = 'Outro cargo é obrigatório'
export const DESLIGAMENTO_ANTERIOR = 'A data de desligamento não pode ser anterior à data de admissão'
export const CARGA_DIARIA_MAXIMA = 'Carga horária diária não pode ser maior 24 horas'
export const CARGA_TOTAL_MENOR = 'Carga horária total não pode ser menor que a carga horária diária'
export const DATA_INICIO_OBRIGATORIA = 'Data de Início é obrigatória'
export const DATA_FIM_OBRIGATORIA = 'Data de Fim é obrigatória'

/** Experience rules beyond single fields; with `hoje`, also 'A data de admissão deve ser igual ou anterior a data atual'. */
export const regrasExperiencia = (e: Partial<Experiencia>, hoje?: string): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  if (e.checkNomeCargo) {
    if (vazio(e.nomeMercado)) erros.push({ field: 'nomeMercado', message: OUTRO_CARGO_OBRIGATORIO })
  } else if (!e.cargo) erros.push({ field: 'cargo', message: CARGO_OBRIGATORIO })
  if (hoje && e.dataAdmissao && e.dataAdmissao > hoje) erros.push({ field: 'dataAdmissao', message: DATA_ADMISSAO_FUTURA })
  if (e.dataAdmissao && e.dataDesligamento && e.dataDesligamento < e.dataAdmissao) erros.push({ field: 'dataDesligamento', message: DESLIGAMENTO_ANTERIOR })
  return erros
}

/** `checkNomeCargo` decides which of cargo / nomeMercado is kept (spec 000 §4: ticking it clears both). */
export const normalizarExperiencia = (e: Experiencia): Experiencia => {
  const { cargo, nomeMercado, ...resto } = e
  return e.checkNomeCargo ? { ...resto, ...(nomeMercado !== undefined ? { nomeMercado } : {}) } : { ...resto, ...(cargo ? { cargo } : {}) }
}

export const regrasCertificado = (c: Partial<Certificado>, tipoLista: 'certificados' | 'cursos'): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  if (!c.dataInicio) erros.push({ field: 'dataInicio', message: DATA_INICIO_OBRIGATORIA })
  if (tipoLista === 'certificados' && !c.dataFim) erros.push({ field: 'dataFim', message: DATA_FIM_OBRIGATORIA })
  if (c.dataInicio && c.dataFim && c.dataFim < c.dataInicio) erros.push({ field: 'dataFim', message: DATA_FINAL_INFERIOR })
  if (c.cargaHorariaDiaria !== undefined && c.cargaHorariaDiaria > 24 * 60) erros.push({ field: 'cargaHorariaDiaria', message: CARGA_DIARIA_MAXIMA })
  else if (c.cargaHorariaDiaria !== undefined && c.cargaHorariaTotal !== undefined && c.cargaHorariaTotal < c.cargaHorariaDiaria) {
    erros.push({ field: 'cargaHorariaTotal', message: CARGA_TOTAL_MENOR })
  }
  return erros
}

/** One sub-record as the form's dialog validates it: field rules of its Schema, then its cross-field rules. */
const validarItem = <A,>(schema: Schema.Schema<A, any>, item: unknown, regras: (a: A) => ReadonlyArray<ErroCampo>): ReadonlyArray<ErroCampo> => {
  const r = Schema.decodeUnknownEither(schema, { errors: 'all' })(item)
  if (r._tag === 'Right') return regras(r.right)
  const erros = [...errosDoParse(r.left)]
  const comErro = new Set(erros.map((e) => e.field.split('.')[0]!))
  // The cross-field rules too, on the raw item, so the dialog shows every message at once; a rule that cannot
  // read a malformed item (a missing nested value) simply adds nothing.
  const cru = typeof item === 'object' && item !== null ? (item as A) : undefined
  const extras = ((): ReadonlyArray<ErroCampo> => {
    try {
      return cru ? regras(cru) : []
    } catch {
      return []
    }
  })()
  for (const e of extras) if (!comErro.has(e.field.split('.')[0]!)) erros.push(e)
  return erros
}

export const validarExperiencia = (item: unknown, hoje: string) => validarItem(Experiencia, item, (e) => regrasExperiencia(e, hoje))
export const validarFormacao = (item: unknown) => validarItem(Formacao, item, () => [])
/** `outrosIdiomas`: ids already in the list (a language appears once). */
export const validarIdioma = (item: unknown, outrosIdiomas: ReadonlyArray<number> = []) =>
  validarItem(CandidatoIdioma, item, (l) => (outrosIdiomas.includes(l.idioma.id) ? [{ field: 'idioma', message: 'Idioma já informado' }] : []))
export const validarCertificado = (item: unknown, tipoLista: 'certificados' | 'cursos') => validarItem(Certificado, item, (c) => regrasCertificado(c, tipoLista))

export const SENHAS_DIFERENTES = 'As senhas devem ser iguais'
export const PRIMEIRO_EMPREGO_COM_EXPERIENCIA = 'Primeiro emprego não pode ter experiências profissionais'
export const mensagemMaximoCargos = (n: number) => `Não é permitido selecionar mais do que ${n} cargos`
export const LABEL_CARGOS = 'Cargo/Função Pretendida'

// ---------------------------------------------------------------------------------------------------------
// The candidate (spec 000 §3.5). The spec groups pessoal / endereco / contato / socioEconomica / habilitacao
// are flattened into columns with their leaf names (filters, sorting and the reports of issue 5 read them
// with plain SQL; no leaf name repeats). The sub-records (experiences, education, languages, certificates,
// courses), the document sub-objects (título, certificado militar, CTPS) and the extra fields are JSON
// columns: they are always read and written with their candidate, and the planned reports count candidates
// by stage, by how-heard and by qualification, never by sub-record.

/**
 * A sub-record list without a default: `lista()` defaults to [] and its optional-with-default property makes
 * an item error also report an English "Expected undefined" on the list; absent lists are stored as [] by
 * salvarCandidato anyway.
 */
const sublista = <A, I>(label: string, itemSchema: Schema.Schema<A, I>, max: number, feminino = false) =>
  especial('lista', 'json', Schema.Array(itemSchema).pipe(Schema.maxItems(max, { message: () => `${label} ${feminino ? 'inválida' : 'inválido'}` })), { label, feminino })

const cidadeRef = { resource: 'geral/cidades' } as const
const ufRef = { resource: 'geral/estados' } as const

export const camposCandidato = {
  nome: texto({ label: 'Nome', max: 100, required: true, list: true }),
  nomeSocial: texto({ label: 'Nome Social', max: 100 }),
  // Unique per company: checked in validarComDados with the (empresa_id, cpf) index.
  cpf: especial('cpf', 'string', CpfSchema, { label: 'CPF', list: true }),
  disponivel: booleano({ label: 'Disponível', default: true, list: true }),
  qualificado: booleano({ label: 'Apto' }),
  contratado: booleano({ label: 'Contratado' }),
  jaFoiColaborador: booleano({ label: 'Já foi colaborador' }),
  qualificacaoCadastral: opcoes({ label: 'Qualificação Cadastral', options: STATUS_QUALIFICACAO, default: 'NAO_VERIFICADO', feminino: true, list: true }),
  mensagemQualificacao: textoLongo({ label: 'Mensagem da Qualificação', max: 2000, feminino: true }),
  pretencaoSalarial: dinheiro({ label: 'Pretensão Salarial', feminino: true }),
  cargos: referencias({ label: LABEL_CARGOS, resource: 'cargo-salario/cargos', min: 1, minMessage: mensagemObrigatorio(LABEL_CARGOS) }),
  areasInteresse: referencias({ label: 'Áreas de Interesse', resource: 'captacao/areas-interesse' }),
  conhecimentos: sublista('Conhecimentos', textoItem('Conhecimento', 100), 100),
  colocacao: opcoes({ label: 'Colocação', options: VINCULOS, feminino: true }),
  observacao: textoLongo({ label: 'Observação', max: 4000, feminino: true }),
  observacaoRH: textoLongo({ label: 'Observação do RH', max: 4000, feminino: true }),
  ocrTexto: textoLongo({ label: 'Currículo', max: 200_000 }),
  comoFicouSabendoVagaId: referencia({ label: 'Como Ficou Sabendo da Vaga', resource: 'captacao/como-ficou-sabendo-vaga' }),
  senha: senha({ label: 'Senha', min: 6 }),
  confirmaSenha: senha({ label: 'Confirmação de Senha', min: 0 }),
  aceitoPoliticaSeguranca: booleano({ label: 'Aceitou o Termo de Privacidade' }),
  moduloExterno: booleano({ label: 'Cadastrado pelo módulo externo' }),
  primeiroEmprego: booleano({ label: 'Primeiro emprego' }),
  foto: imagem({ label: 'Foto', maxBytes: 1024 * 1024 }),

  // pessoal
  dataNascimento: especial('data', 'string', dataItem('Data de Nascimento'), { label: 'Data de Nascimento', feminino: true }),
  naturalidade: texto({ label: 'Naturalidade', max: 100, feminino: true }),
  sexo: opcoes({ label: 'Sexo', options: SEXOS, default: 'I' }),
  parentesAmigos: texto({ label: 'Parentes/Amigos na empresa', max: 200 }),
  possuiParentes: booleano({ label: 'Possui parentes na empresa' }),
  indicadoPor: texto({ label: 'Indicado Por', max: 100 }),
  escolaridade: opcoes({ label: 'Escolaridade', options: ESCOLARIDADES, feminino: true }),
  estadoCivil: opcoes({ label: 'Estado Civil', options: ESTADOS_CIVIS }),
  qtdFilhos: inteiro({ label: 'Quantidade de Filhos', max: 99, feminino: true }),
  conjuge: texto({ label: 'Cônjuge', max: 100 }),
  profissaoConjuge: texto({ label: 'Profissão do Cônjuge', max: 100, feminino: true }),
  pai: texto({ label: 'Nome do Pai', max: 100 }),
  profissaoPai: texto({ label: 'Profissão do Pai', max: 100, feminino: true }),
  mae: texto({ label: 'Nome da Mãe', max: 100 }),
  profissaoMae: texto({ label: 'Profissão da Mãe', max: 100, feminino: true }),
  deficiencia: opcoes({ label: 'Deficiência', options: DEFICIENCIAS, default: '0', feminino: true }),
  etniaRaca: opcoes({ label: 'Etnia/Raça', options: ETNIAS, feminino: true }),
  rg: texto({ label: 'RG', max: 20 }),
  rgUfId: referencia({ label: 'UF do RG', ...ufRef, feminino: true }),
  rgOrgaoEmissor: texto({ label: 'Órgão Emissor do RG', max: 20 }),
  rgDataExpedicao: especial('data', 'string', dataItem('Data de Expedição do RG'), { label: 'Data de Expedição do RG', feminino: true }),
  tituloEleitoral: grupo({ label: 'Título de Eleitor', value: TituloEleitoral }),
  certificadoMilitar: grupo({ label: 'Certificado Militar', value: CertificadoMilitar }),
  ctps: grupo({ label: 'CTPS', value: Ctps, feminino: true }),
  pis: especial('texto', 'string', PisSchema, { label: 'PIS' }),

  // endereco
  cep: especial('texto', 'string', CepSchema, { label: 'CEP' }),
  logradouro: texto({ label: 'Logradouro', max: 100 }),
  numero: texto({ label: 'Número', max: 10 }),
  complemento: texto({ label: 'Complemento', max: 60 }),
  bairro: texto({ label: 'Bairro', max: 60 }),
  ufId: referencia({ label: 'UF', ...ufRef, feminino: true }),
  cidadeId: referencia({ label: 'Cidade', ...cidadeRef, feminino: true }),

  // contato
  email: email({ label: 'E-mail', max: 200, list: true }),
  ddd: especial('texto', 'string', DddSchema, { label: 'DDD' }),
  foneFixo: especial('texto', 'string', FoneFixoSchema, { label: 'Telefone Fixo' }),
  dddCelular: especial('texto', 'string', DddSchema, { label: 'DDD do Celular' }),
  foneCelular: especial('texto', 'string', CelularSchema, { label: 'Celular', list: true }),
  nomeContato: texto({ label: 'Nome para Contato', max: 100 }),

  // socioEconomica
  pagaPensao: booleano({ label: 'Paga pensão' }),
  quantidade: inteiro({ label: 'Quantidade de pensões', max: 99, feminino: true }),
  valor: dinheiro({ label: 'Valor da pensão' }),
  possuiVeiculo: booleano({ label: 'Possui veículo' }),

  // habilitacao
  numeroHab: texto({ label: 'Número da Habilitação', max: 20 }),
  registro: texto({ label: 'Registro da Habilitação', max: 20 }),
  emissao: especial('data', 'string', dataItem('Emissão da Habilitação'), { label: 'Emissão da Habilitação', feminino: true }),
  vencimento: especial('data', 'string', dataItem('Vencimento da Habilitação'), { label: 'Vencimento da Habilitação' }),
  ufHabId: referencia({ label: 'UF da Habilitação', ...ufRef, feminino: true }),
  categoria: opcoes({ label: 'Categoria da Habilitação', options: CATEGORIAS_HABILITACAO, feminino: true }),

  // sub-records
  formacao: sublista('Formação Acadêmica', Formacao, 50, true),
  experiencias: sublista('Experiência Profissional', Experiencia, 100, true),
  candidatoIdiomas: sublista('Idiomas', CandidatoIdioma, 30),
  certificados: sublista('Certificados', Certificado, 100),
  cursos: sublista('Cursos', Certificado, 100),
  camposExtras: grupo({ label: 'Campos Extras', value: CamposExtras }),
}

export type CandidatoEntrada = Entrada<typeof camposCandidato>

/** Cross-field rules that need no other data (the resource's `rules`). */
export const regrasCandidato = (c: Partial<CandidatoEntrada>): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  if ((c.senha !== undefined || c.confirmaSenha !== undefined) && c.senha !== c.confirmaSenha) {
    erros.push({ field: 'confirmaSenha', message: SENHAS_DIFERENTES })
  }
  if (c.primeiroEmprego && c.experiencias?.length) erros.push({ field: 'experiencias', message: PRIMEIRO_EMPREGO_COM_EXPERIENCIA })
  c.experiencias?.forEach((e, i) => regrasExperiencia(e).forEach((x) => erros.push({ field: `experiencias.${i}.${x.field}`, message: x.message })))
  c.certificados?.forEach((e, i) => regrasCertificado(e, 'certificados').forEach((x) => erros.push({ field: `certificados.${i}.${x.field}`, message: x.message })))
  c.cursos?.forEach((e, i) => regrasCertificado(e, 'cursos').forEach((x) => erros.push({ field: `cursos.${i}.${x.field}`, message: x.message })))
  const idiomas = new Set<number>()
  c.candidatoIdiomas?.forEach((l, i) => {
    if (idiomas.has(l.idioma.id)) erros.push({ field: `candidatoIdiomas.${i}.idioma`, message: 'Idioma já informado' })
    idiomas.add(l.idioma.id)
  })
  return erros
}

/**
 * Rules that need the company's configuration and today: configured required fields, the maximum of
 * pretended cargos, admission dates not in the future, the city in the chosen UF.
 */
export const regrasComConfig = (
  c: Partial<CandidatoEntrada>,
  cfg: ConfigCandidato,
  hoje: string,
  o: { readonly possuiSenha?: boolean } = {},
): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = [...errosCamposObrigatorios(c as Record<string, unknown>, cfg, o)]
  if (cfg.maxCandidataCargo > 0 && (c.cargos?.length ?? 0) > cfg.maxCandidataCargo) {
    erros.push({ field: 'cargos', message: mensagemMaximoCargos(cfg.maxCandidataCargo) })
  }
  c.experiencias?.forEach((e, i) => {
    if (e.dataAdmissao > hoje) erros.push({ field: `experiencias.${i}.dataAdmissao`, message: DATA_ADMISSAO_FUTURA })
  })
  return erros
}

export const CPF_DUPLICADO = 'Já existe um candidato com este CPF nesta empresa'
export const CIDADE_FORA_DA_UF = 'Cidade não pertence à UF informada'

const registroNaoEncontrado = (label: string) => `${label}: registro não encontrado`

/**
 * Checks that need stored data and normalises the sub-records: the company's configuration (required
 * fields, maximum of cargos), today (admission dates), the CPF unique in the company, the city in the UF, the
 * lookups referenced inside sub-records (cargo, área de formação, idioma) existing in the company, whose
 * current names are copied into the items. `empresaId` is the candidate's company.
 */
export const validarComDados = (
  c: CandidatoEntrada,
  o: { readonly escopo: Escopo; readonly empresaId: number; readonly id?: number | undefined; readonly possuiSenha: boolean },
) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const hoje = yield* (yield* Relogio).hoje
    const escopo: Escopo = { ...o.escopo, empresasVisiveis: [o.empresaId], empresaId: o.empresaId }
    const empresa = yield* Effect.either(repo.get(empresas, escopo, o.empresaId))
    const cfg = configDaEmpresa(empresa._tag === 'Right' ? empresa.right : undefined)
    const erros: ErroCampo[] = [...regrasComConfig(c, cfg, hoje, { possuiSenha: o.possuiSenha })]
    if (c.cpf) {
      const mesmos = yield* repo.list(candidatos, escopo, { filter: { cpf: c.cpf, empresaId: o.empresaId }, range: { offset: 0, limit: 2 } })
      if (mesmos.rows.some((r) => r.id !== o.id)) erros.push({ field: 'cpf', message: CPF_DUPLICADO })
    }
    if (c.cidadeId !== undefined) {
      const cidade = yield* Effect.either(repo.get(cidades, escopo, c.cidadeId))
      if (cidade._tag === 'Left') erros.push({ field: 'cidadeId', message: registroNaoEncontrado('Cidade') })
      else if (c.ufId !== undefined && Number(cidade.right['estadoId']) !== c.ufId) erros.push({ field: 'cidadeId', message: CIDADE_FORA_DA_UF })
    }
    const nomes = (r: Resource, idsPedidos: ReadonlyArray<number>) =>
      idsPedidos.length
        ? Effect.map(repo.list(r, escopo, { filter: { id: [...new Set(idsPedidos)], empresaId: o.empresaId } }), (p) => new Map(p.rows.map((x) => [x.id, String(x['nome'])])))
        : Effect.succeed(new Map<number, string>())
    const cargosNomes = yield* nomes(cargos, (c.experiencias ?? []).flatMap((e) => (e.cargo && !e.checkNomeCargo ? [e.cargo.id] : [])))
    const areasNomes = yield* nomes(areasFormacao, (c.formacao ?? []).map((f) => f.areaFormacao.id))
    const idiomasNomes = yield* nomes(idiomas, (c.candidatoIdiomas ?? []).map((l) => l.idioma.id))
    const nomeDe = (m: Map<number, string>, ref: { readonly id: number }, campo: string, label: string) => {
      const nome = m.get(ref.id)
      if (nome === undefined) erros.push({ field: campo, message: registroNaoEncontrado(label) })
      return { id: ref.id, nome: nome ?? '' }
    }
    let seq = 0
    const idItem = (x: { readonly id?: string | undefined }) => x.id ?? `${Date.now().toString(36)}${(seq++).toString(36)}`
    const normalizado: CandidatoEntrada = {
      ...c,
      experiencias: (c.experiencias ?? []).map((e, i) => {
        const n = normalizarExperiencia(e)
        return { ...n, id: idItem(e), ...(n.cargo ? { cargo: nomeDe(cargosNomes, n.cargo, `experiencias.${i}.cargo`, 'Cargo') } : {}) }
      }),
      formacao: (c.formacao ?? []).map((f, i) => ({ ...f, id: idItem(f), areaFormacao: nomeDe(areasNomes, f.areaFormacao, `formacao.${i}.areaFormacao`, 'Área de Formação') })),
      candidatoIdiomas: (c.candidatoIdiomas ?? []).map((l, i) => ({ ...l, id: idItem(l), idioma: nomeDe(idiomasNomes, l.idioma, `candidatoIdiomas.${i}.idioma`, 'Idioma') })),
      certificados: (c.certificados ?? []).map((x) => ({ ...x, id: idItem(x) })),
      cursos: (c.cursos ?? []).map((x) => ({ ...x, id: idItem(x) })),
      conhecimentos: c.conhecimentos ?? [],
    }
    return { erros: erros as ReadonlyArray<ErroCampo>, candidato: normalizado, cfg, hoje }
  })

export const candidatos: Resource<typeof camposCandidato> = defineResource({
  name: 'captacao/candidatos',
  table: 'candidatos',
  label: 'Candidatos',
  labelSingular: 'Candidato',
  scope: 'empresa',
  authority: 'ROLE_CAPTACAO_CANDIDATOS',
  fields: camposCandidato,
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Captação e Seleção', ordem: 2 },
  rules: (c) => regrasCandidato(c),
  // The API saves through salvarCandidato (which also stores the qualification); this keeps any other
  // generic path under the same rules.
  validar: (c, { escopo, modo, id }) =>
    Effect.gen(function* () {
      const repo = yield* Repositorio
      const atual = modo === 'update' && id !== undefined ? yield* Effect.either(repo.get(candidatos, escopo, id)) : undefined
      const empresaId = atual && atual._tag === 'Right' ? Number(atual.right.empresaId) : escopo.empresaId
      return (yield* validarComDados(c, { escopo, empresaId, id, possuiSenha: modo === 'update' })).erros
    }),
  prepare: (c) =>
    Effect.gen(function* () {
      const { senha: s, confirmaSenha: _c, ...resto } = c
      const nomeBusca = c.nome === undefined ? {} : { nomeBusca: normalizarNome(c.nome) }
      if (s === undefined) return { ...resto, ...nomeBusca }
      return { ...resto, ...nomeBusca, senhaHash: yield* (yield* HashSenha).hash(s) }
    }),
})

/** Lower-case, accent-free, single-spaced: the stored search key of the name (same rule as the database's rh_norm). */
export const normalizarNome = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()

// Declared here (not in exames-palografico.ts) so RECURSOS_CANDIDATOS has no import cycle.
export const RESULTADOS_PALOGRAFICO = [
  { id: 'APTO', name: 'Apto' },
  { id: 'INAPTO', name: 'Inapto' },
  { id: 'REAVALIAR', name: 'Reavaliar' },
] as const

/**
 * Palographic exam results of a candidate (spec 000 §2.5 exames-palografico; the fields are not in the spec):
 * date, productivity (strokes in the 5 timed intervals), NOR (rhythmic oscillation level, %), result and notes.
 * Rows belong to the candidate and go with them.
 */
export const examesPalografico = defineResource({
  name: 'captacao/exames-palografico',
  table: 'exames_palografico',
  label: 'Exames Palográficos',
  labelSingular: 'Exame Palográfico',
  scope: 'empresa',
  authority: 'ROLE_CAPTACAO_CANDIDATOS',
  fields: {
    candidatoId: referencia({ label: 'Candidato', resource: 'captacao/candidatos', required: true, list: true }),
    data: data({ label: 'Data', required: true, list: true }),
    produtividade: inteiro({ label: 'Produtividade', max: 10_000, feminino: true, list: true }),
    nor: inteiro({ label: 'NOR (%)', max: 100, list: true }),
    resultado: opcoes({ label: 'Resultado', options: RESULTADOS_PALOGRAFICO, list: true }),
    observacao: textoLongo({ label: 'Observação', max: 4000, feminino: true }),
  },
  sort: { field: 'data', order: 'DESC' },
  menu: { grupo: 'Captação e Seleção', ordem: 3 },
})

/** Resources of this recruitment slice, mounted by core/recursos.ts. */
export const RECURSOS_CANDIDATOS: ReadonlyArray<Resource> = [candidatos, examesPalografico]

// ---------------------------------------------------------------------------------------------------------
// The candidate list filter (spec 000 §3.5 "Candidate filter") and the port for the queries the generic
// repository cannot express (full-text résumé search, CPF and homonym lookups, batch writes).

export const STATUS_FILTRO = [{ id: 'TODOS', name: 'Todos' }, ...STATUS_QUALIFICACAO] as const

const ids = (label: string) =>
  Schema.Array(
    Schema.Number.annotations({ message: () => `${label} inválido` }).pipe(
      Schema.int({ message: () => `${label} inválido` }),
      Schema.positive({ message: () => `${label} inválido` }),
    ),
  ).pipe(Schema.maxItems(5000, { message: () => `${label} inválido` }))
const textoFiltro = (label: string) =>
  Schema.String.annotations({ message: () => `${label} inválido` }).pipe(Schema.maxLength(200, { message: () => `${label} inválido` }))

export const FiltroCandidatosSchema = Schema.Struct({
  q: Schema.optionalWith(textoFiltro('Pesquisa'), { exact: true }),
  nome: Schema.optionalWith(textoFiltro('Nome'), { exact: true }),
  cpf: Schema.optionalWith(textoFiltro('CPF'), { exact: true }),
  ocr: Schema.optionalWith(textoFiltro('Currículo'), { exact: true }),
  statusQualificacaoCadastral: Schema.optionalWith(
    umDe('Status', STATUS_FILTRO.map((s) => s.id)),
    { default: () => 'TODOS' as const },
  ),
  dataIni: Schema.optionalWith(dataItem('Data inicial'), { exact: true }),
  dataFim: Schema.optionalWith(dataItem('Data final'), { exact: true }),
  empresasIds: Schema.optionalWith(ids('Empresa'), { exact: true }),
  solicitacoesExameIds: Schema.optionalWith(ids('Solicitação de exame'), { exact: true }),
  id: Schema.optionalWith(ids('Id'), { exact: true }),
  cargoId: Schema.optionalWith(ids('Cargo'), { exact: true }),
  disponivel: Schema.optionalWith(boolItem('Disponível'), { exact: true }),
  contratado: Schema.optionalWith(boolItem('Contratado'), { exact: true }),
})
export type FiltroCandidatos = typeof FiltroCandidatosSchema.Type

/** Cross-field rule of the filter: 'Data final inferior a data inicial.'. */
export const regrasFiltro = (f: FiltroCandidatos): ReadonlyArray<ErroCampo> =>
  f.dataIni && f.dataFim && f.dataFim < f.dataIni ? [{ field: 'dataFim', message: DATA_FINAL_INFERIOR }] : []

export const ORDENACOES_CANDIDATO = ['nome', 'id', 'cpf', 'dataCadastro', 'dataAtualizacao', 'qualificacaoCadastral'] as const
export type OrdenacaoCandidato = { readonly campo: (typeof ORDENACOES_CANDIDATO)[number]; readonly ordem: 'ASC' | 'DESC' }

/** A row of the candidate list: what the list screen and selects need, never photos or résumé text. */
export interface LinhaCandidato {
  readonly id: number
  readonly empresaId: number
  readonly nome: string
  readonly nomeSocial: string | null
  readonly cpf: string | null
  readonly email: string | null
  readonly dddCelular: string | null
  readonly foneCelular: string | null
  readonly cidadeId: number | null
  readonly ufId: number | null
  readonly cargos: ReadonlyArray<number>
  readonly disponivel: boolean
  readonly contratado: boolean
  readonly moduloExterno: boolean
  readonly qualificacaoCadastral: string
  readonly mensagemQualificacao: string | null
  readonly dataCadastro: string | null
  readonly dataAtualizacao: string | null
  readonly possuiCurriculo: boolean
  /** With an `ocr` search: the matching excerpt of the résumé. */
  readonly trechoOcr?: string | null
}

/** The filter as the adapter runs it: companies already limited to the visible ones. */
export interface ConsultaCandidatos extends Omit<FiltroCandidatos, 'empresasIds' | 'statusQualificacaoCadastral'> {
  readonly empresasIds: ReadonlyArray<number>
  readonly status?: StatusQualificacao
}

export interface ArquivoGuardado {
  /** Arquivos port key. */
  readonly arquivo: string
  readonly nome: string
  readonly tipo: string
  readonly tamanho: number
}

export interface AnexoGravado {
  readonly id: number
  readonly empresaId: number
  readonly candidatoId: number
  readonly descricao: string
  readonly data: string
  readonly etapaSeletivaId: number | null
  readonly tipoDocumento: string | null
  readonly observacao: string | null
  readonly url: string | null
  readonly anexo: Omit<ArquivoGuardado, 'arquivo'> | null
  readonly arquivo: string | null
}

export class CandidatosDados extends Context.Tag('CandidatosDados')<
  CandidatosDados,
  {
    readonly pesquisar: (
      c: ConsultaCandidatos,
      ordem: OrdenacaoCandidato,
      intervalo?: { readonly offset: number; readonly limit: number },
    ) => Effect.Effect<{ readonly rows: ReadonlyArray<LinhaCandidato>; readonly total: number }>
    /** Candidates with this CPF (11 digits) in these companies, with the company name. */
    readonly porCpf: (
      empresasIds: ReadonlyArray<number>,
      cpf: string,
    ) => Effect.Effect<ReadonlyArray<{ readonly id: number; readonly nome: string; readonly empresaId: number; readonly empresaNome: string }>>
    /** Candidates whose name equals `nome` ignoring accents, case and repeated spaces. */
    readonly homonimos: (
      empresasIds: ReadonlyArray<number>,
      nome: string,
    ) => Effect.Effect<ReadonlyArray<{ readonly id: number; readonly nome: string; readonly cpf: string | null; readonly empresaId: number; readonly dataNascimento: string | null }>>
    readonly possuiSenha: (id: number) => Effect.Effect<boolean>
    readonly gravarQualificacao: (id: number, status: StatusQualificacao, mensagem: string | null) => Effect.Effect<void>
    readonly gravarCurriculo: (id: number, arquivo: ArquivoGuardado | null, texto: string | null) => Effect.Effect<void>
    readonly curriculo: (id: number) => Effect.Effect<ArquivoGuardado | undefined>
    readonly listarAnexos: (candidatoId: number) => Effect.Effect<ReadonlyArray<AnexoGravado>>
    readonly obterAnexo: (candidatoId: number, id: number) => Effect.Effect<AnexoGravado | undefined>
    readonly gravarAnexo: (
      dados: Omit<AnexoGravado, 'id' | 'anexo' | 'arquivo'> & { readonly arquivo: ArquivoGuardado | null },
      id?: number,
    ) => Effect.Effect<AnexoGravado>
    readonly removerAnexo: (candidatoId: number, id: number) => Effect.Effect<void>
    /** File keys of the candidates (attachments and résumés), to remove them with the rows. */
    readonly arquivos: (ids: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<string>>
    /** Removes what hangs on the candidates and is theirs only (attachments, palographic exams). */
    readonly removerDependentes: (ids: ReadonlyArray<number>) => Effect.Effect<void>
    /** Blanks the candidates' personal data out of the audit log (LGPD), keeping the trail of who did what. */
    readonly anonimizarAuditoria: (ids: ReadonlyArray<number>) => Effect.Effect<void>
    /** Every company id (the CLI purge runs over all of them). */
    readonly empresasIds: Effect.Effect<ReadonlyArray<number>>
    /** Candidates of the company not updated since `antesDe` (ISO instant) and not hired. */
    readonly expiraveis: (
      empresaId: number,
      antesDe: string,
    ) => Effect.Effect<ReadonlyArray<{ readonly id: number; readonly nome: string; readonly atualizadoEm: string | null }>>
    /** How many candidates chose each how-heard option (registered in the period, when given). */
    readonly contarComoFicouSabendo: (
      empresasIds: ReadonlyArray<number>,
      periodo: { readonly dataIni?: string | undefined; readonly dataFim?: string | undefined },
    ) => Effect.Effect<ReadonlyArray<{ readonly id: number | null; readonly qtd: number }>>
    /** Of these CPFs, the ones a candidate of the company already has. */
    readonly cpfsExistentes: (empresaId: number, cpfs: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<string>>
    /** Inserts already validated rows (storage shape) in the current transaction; returns their ids. */
    readonly inserirEmLote: (empresaId: number, linhas: ReadonlyArray<Record<string, unknown>>) => Effect.Effect<ReadonlyArray<number>>
  }
>() {}
