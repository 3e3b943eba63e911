import { Schema } from 'effect'
import { TelefoneFormatadoSchema } from '../shared/br/telefone.ts'
import {
  comoSubcampo,
  mensagemMaximo,
  mensagemObrigatorio,
  valorBooleano,
  valorData,
  valorInteiro,
  valorOpcoes,
  valorReferencia,
  valorTexto,
  valorTextoLongo,
} from '../shared/campos.ts'
import { DATA_ADMISSAO_FUTURA, DATA_FINAL_INFERIOR } from '../shared/datas.ts'
import type { ErroCampo } from '../shared/erros.ts'
import { errosDoParse } from '../shared/resource.ts'

// A person's sub-records, shared by the candidate (captação) and the employee (talento): experiences,
// education, languages, certificates and courses (JSON lists), the document groups and the extra fields (JSON
// objects); their Schemas, their cross-field rules and the validators the staff dialogs and the portal run on
// one item.

/** The company-configured extra fields' slots (spec 000 §3.5): titles, shown and required per company. */
export const CAMPOS_EXTRAS = [
  ...['texto1', 'texto2', 'texto3', 'texto4', 'texto5', 'texto6', 'texto7', 'texto8'].map((id) => ({ id, tipo: 'texto' as const })),
  { id: 'textolongo1', tipo: 'textoLongo' as const },
  { id: 'textolongo2', tipo: 'textoLongo' as const },
  { id: 'data1', tipo: 'data' as const },
  { id: 'data2', tipo: 'data' as const },
  { id: 'data3', tipo: 'data' as const },
  { id: 'valor1', tipo: 'dinheiro' as const },
  { id: 'valor2', tipo: 'dinheiro' as const },
  { id: 'numero1', tipo: 'inteiro' as const },
] as const

export type CampoExtraId = (typeof CAMPOS_EXTRAS)[number]['id']

export interface ConfigCampoExtra {
  readonly campo: string
  readonly titulo: string
  readonly ativo?: boolean | undefined
  readonly obrigatorio?: boolean | undefined
}

/** The extra fields a person's form shows: the company's active ones, when it uses extra fields (`usa`) at all. */
export const extrasAtivos = (usa: boolean, configurados: ReadonlyArray<ConfigCampoExtra>): ReadonlyArray<ConfigCampoExtra> =>
  usa ? configurados.filter((c) => c.ativo !== false && CAMPOS_EXTRAS.some((x) => x.id === c.campo)) : []


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

// Sub-record properties: the field builders' value Schemas, annotated with how a form draws them.
const textoItem = (label: string, max: number, feminino = false) => comoSubcampo(valorTexto({ label, max, feminino }), { kind: 'texto', label, max })
const dataItem = (label: string) => comoSubcampo(valorData({ label }), { kind: 'data', label })
const inteiroItem = (label: string, max = 2_147_483_647) =>
  comoSubcampo(valorInteiro({ label, max, foraDaFaixa: `${label} inválido` }), { kind: 'inteiro', label, max })
const boolItem = (label: string) => valorBooleano({ label })

/** `{id, nome}` of a lookup row (cargo, área de formação, idioma); the server fills `nome` from the row. */
const Ref = (label: string) =>
  item({
    id: obrigatorio(valorReferencia({ label }), mensagemObrigatorio(label)),
    nome: opcional(Schema.String.pipe(Schema.maxLength(200))),
  })

/** One item of the free-text knowledge list. */
export const Conhecimento = textoItem('Conhecimento', 100)

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
  observacao: opcional(valorTextoLongo({ label: 'Observação', feminino: true, max: 4000 })),
})
export type Experiencia = typeof Experiencia.Type

/** Education (spec 000 §3.7). */
export const Formacao = item({
  id: opcional(Schema.String.pipe(Schema.maxLength(40))),
  areaFormacao: obrigatorio(Ref('Área de Formação'), 'Selecione a Área de Formação'),
  curso: obrigatorio(textoItem('Curso', 100), 'Curso é obrigatório'),
  local: obrigatorio(textoItem('Instituição', 100, true), 'Instituição é obrigatória'),
  conclusao: opcional(textoItem('Conclusão', 20, true)),
  situacao: obrigatorio(valorOpcoes(SITUACOES_FORMACAO.map((s) => s.id), { label: 'Situação', feminino: true }), 'Situação é obrigatória'),
  tipo: obrigatorio(valorOpcoes(TIPOS_FORMACAO.map((s) => s.id), { label: 'Tipo' }), 'Tipo é obrigatório'),
})
export type Formacao = typeof Formacao.Type

/** Language (spec 000 §3.8). */
export const CandidatoIdioma = item({
  id: opcional(Schema.String.pipe(Schema.maxLength(40))),
  idioma: obrigatorio(Ref('Idioma'), 'Idioma é obrigatório'),
  nivel: obrigatorio(valorOpcoes(NIVEIS_IDIOMA.map((s) => s.id), { label: 'Nível' }), 'Nível é obrigatório'),
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
  tipo: obrigatorio(valorOpcoes(TIPOS_CERTIFICADO.map((s) => s.id), { label: 'Tipo' }), 'Tipo é obrigatório'),
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
      return opcional(comoSubcampo(valorTextoLongo({ label: id, max: 4000 }), { kind: 'textoLongo', label: id, max: 4000 }))
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
const validarItem = <A, I>(schema: Schema.Schema<A, I>, item: unknown, regras: (a: A) => ReadonlyArray<ErroCampo>): ReadonlyArray<ErroCampo> => {
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
