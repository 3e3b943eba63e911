import { validarCpf } from '../shared/br/cpf.ts'
import { validarPis } from '../shared/br/pis.ts'
import type { ErroCampo } from '../shared/erros.ts'
import { extrasAtivos, type ConfigCampoExtra } from '../geral/itensPessoa.ts'

/**
 * The candidate fields a company may make required (spec 000 §5 "Candidate configurable form"), with the
 * label used in '{label} é obrigatório'. `nome` and `cargos` are always required and are not listed.
 * Lists count as filled with at least one item. Kept apart from candidatos.ts so that the company
 * declaration (core/utilitario/empresas.ts) can offer them as options without an import cycle.
 */
export const CAMPOS_CONFIGURAVEIS = [
  { id: 'nomeSocial', name: 'Nome Social' },
  { id: 'foto', name: 'Foto' },
  { id: 'senha', name: 'Senha' },
  { id: 'dataNascimento', name: 'Data de Nascimento' },
  { id: 'naturalidade', name: 'Naturalidade' },
  { id: 'sexo', name: 'Sexo' },
  { id: 'cpf', name: 'CPF' },
  { id: 'rg', name: 'RG' },
  { id: 'rgOrgaoEmissor', name: 'Órgão Emissor do RG' },
  { id: 'rgUfId', name: 'UF do RG' },
  { id: 'rgDataExpedicao', name: 'Data de Expedição do RG' },
  { id: 'pis', name: 'PIS' },
  { id: 'escolaridade', name: 'Escolaridade' },
  { id: 'estadoCivil', name: 'Estado Civil' },
  { id: 'qtdFilhos', name: 'Quantidade de Filhos' },
  { id: 'pai', name: 'Nome do Pai' },
  { id: 'mae', name: 'Nome da Mãe' },
  { id: 'etniaRaca', name: 'Etnia/Raça' },
  { id: 'deficiencia', name: 'Deficiência' },
  { id: 'indicadoPor', name: 'Indicado Por' },
  { id: 'tituloEleitoral', name: 'Título de Eleitor' },
  { id: 'certificadoMilitar', name: 'Certificado Militar' },
  { id: 'ctps', name: 'CTPS' },
  { id: 'cep', name: 'CEP' },
  { id: 'logradouro', name: 'Logradouro' },
  { id: 'numero', name: 'Número' },
  { id: 'complemento', name: 'Complemento' },
  { id: 'bairro', name: 'Bairro' },
  { id: 'ufId', name: 'UF' },
  { id: 'cidadeId', name: 'Cidade' },
  { id: 'email', name: 'E-mail' },
  { id: 'ddd', name: 'DDD' },
  { id: 'foneFixo', name: 'Telefone Fixo' },
  { id: 'dddCelular', name: 'DDD do Celular' },
  { id: 'foneCelular', name: 'Celular' },
  { id: 'nomeContato', name: 'Nome para Contato' },
  { id: 'numeroHab', name: 'Número da Habilitação' },
  { id: 'categoria', name: 'Categoria da Habilitação' },
  { id: 'vencimento', name: 'Vencimento da Habilitação' },
  { id: 'pretencaoSalarial', name: 'Pretensão Salarial' },
  { id: 'areasInteresse', name: 'Áreas de Interesse' },
  { id: 'conhecimentos', name: 'Conhecimentos' },
  { id: 'comoFicouSabendoVagaId', name: 'Como Ficou Sabendo da Vaga' },
  { id: 'formacao', name: 'Formação Acadêmica' },
  { id: 'experiencias', name: 'Experiência Profissional' },
  { id: 'candidatoIdiomas', name: 'Idiomas' },
  { id: 'certificados', name: 'Certificados' },
  { id: 'cursos', name: 'Cursos' },
  { id: 'ocrTexto', name: 'Currículo' },
] as const satisfies ReadonlyArray<{ readonly id: string; readonly name: string }>

export type CampoConfiguravel = (typeof CAMPOS_CONFIGURAVEIS)[number]['id']

/** Spec 000 §5: photo and password take the feminine 'obrigatória'; every other field 'obrigatório'. */
const FEMININOS: ReadonlySet<string> = new Set(['foto', 'senha'])

export const mensagemCampoObrigatorio = (campo: string) => {
  const label = CAMPOS_CONFIGURAVEIS.find((c) => c.id === campo)?.name ?? campo
  return `${label} é ${FEMININOS.has(campo) ? 'obrigatória' : 'obrigatório'}`
}

/** The extra fields of a candidate (spec 000 §3.5 camposExtras); titles and requirement come from the company. */
/** What the candidate rules read from the company (spec 000 §3.11 plus the required-fields list). */
export interface ConfigCandidato {
  readonly camposObrigatorios: ReadonlyArray<string>
  readonly campoExtraCandidato: boolean
  readonly camposExtras: ReadonlyArray<ConfigCampoExtra>
  readonly maxCandidataCargo: number
}

export const CONFIG_PADRAO: ConfigCandidato = { camposObrigatorios: [], campoExtraCandidato: false, camposExtras: [], maxCandidataCargo: 0 }

/** Reads the candidate configuration out of a company row (absent or malformed values fall back to defaults). */
export const configDaEmpresa = (e: Record<string, unknown> | undefined): ConfigCandidato => {
  if (!e) return CONFIG_PADRAO
  const lista = (v: unknown): ReadonlyArray<unknown> => (Array.isArray(v) ? v : [])
  return {
    camposObrigatorios: lista(e['camposObrigatoriosCandidato']).filter((x): x is string => typeof x === 'string'),
    campoExtraCandidato: e['campoExtraCandidato'] === true,
    camposExtras: lista(e['camposExtrasCandidato']).filter(
      (x): x is ConfigCampoExtra =>
        typeof x === 'object' && x !== null && 'campo' in x && typeof x.campo === 'string' && 'titulo' in x && typeof x.titulo === 'string',
    ),
    maxCandidataCargo: typeof e['maxCandidataCargo'] === 'number' ? e['maxCandidataCargo'] : 0,
  }
}

/** The extra fields shown to the user: all active ones of the company, when the company uses extra fields. */
export const camposExtrasVisiveis = (cfg: ConfigCandidato): ReadonlyArray<ConfigCampoExtra> => extrasAtivos(cfg.campoExtraCandidato, cfg.camposExtras)

const vazio = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && !Array.isArray(v) && Object.values(v as object).every((x) => x === undefined || x === null || x === ''))

/**
 * Required-by-configuration check (spec 000 §5): each configured field must be filled ('{label} é
 * obrigatório'), experiences excepted when `primeiroEmprego` is ticked; the password only counts as missing
 * when the candidate has none yet (`possuiSenha`); required extra fields use '{title} é obrigatório'.
 */
/**
 * Defaults that mean "not informed": a company that requires the field needs a real answer
 * (sexo 'I' = Indiferente is the spec's default, not a choice the candidate made).
 */
const NAO_INFORMADO: Readonly<Record<string, unknown>> = { sexo: 'I' }

export const errosCamposObrigatorios = (
  c: Readonly<Record<string, unknown>>,
  cfg: ConfigCandidato,
  o: { readonly possuiSenha?: boolean } = {},
): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  for (const campo of cfg.camposObrigatorios) {
    if (!CAMPOS_CONFIGURAVEIS.some((x) => x.id === campo)) continue
    if (campo === 'experiencias' && c['primeiroEmprego'] === true) continue
    if (campo === 'senha' && o.possuiSenha) continue
    if (vazio(c[campo]) || NAO_INFORMADO[campo] === c[campo]) erros.push({ field: campo, message: mensagemCampoObrigatorio(campo) })
  }
  const extras = (c['camposExtras'] ?? {}) as Record<string, unknown>
  for (const x of camposExtrasVisiveis(cfg)) {
    if (x.obrigatorio && vazio(extras[x.campo])) erros.push({ field: `camposExtras.${x.campo}`, message: `${x.titulo} é obrigatório` })
  }
  return erros
}

export const STATUS_QUALIFICACAO = [
  { id: 'QUALIFICADO', name: 'Qualificado' },
  { id: 'NAO_QUALIFICADO', name: 'Não qualificado' },
  { id: 'DADOS_INCOMPLETOS', name: 'Dados incompletos' },
  { id: 'NAO_VERIFICADO', name: 'Não verificado' },
] as const

export type StatusQualificacao = (typeof STATUS_QUALIFICACAO)[number]['id']

/** Data the registration qualification always needs, whatever the company requires (eSocial's qualificação cadastral). */
export const CAMPOS_QUALIFICACAO = ['cpf', 'dataNascimento'] as const

const IDADE_MINIMA = 14
const IDADE_MAXIMA = 100

const idade = (nascimento: string, hoje: string) => {
  const [a, m, d] = nascimento.split('-').map(Number) as [number, number, number]
  const [ha, hm, hd] = hoje.split('-').map(Number) as [number, number, number]
  return ha - a - (hm < m || (hm === m && hd < d) ? 1 : 0)
}

/**
 * Registration qualification (spec 000 §3.12; transitions are not in the spec, so decided here):
 *
 * - DADOS_INCOMPLETOS when any field is missing among: the company's required-fields configuration
 *   (including required extra fields, and `experiencias` unless first job), `nome`, at least one `cargos`,
 *   and the data a registration check always needs (CPF and date of birth). The message lists the labels.
 * - NAO_QUALIFICADO when the data is complete but inconsistent: CPF or PIS with wrong check digits (rows
 *   imported or stored before validation), age outside 14..100 years, a name without a surname or with digits.
 * - QUALIFICADO otherwise.
 * - NAO_VERIFICADO is never computed: it is the stored default of rows no check has judged yet (rows made by
 *   other paths or before this rule). Every save through `salvarCandidato` and the pendency checks
 *   (single and batch) store a computed status.
 */
export const qualificar = (
  c: Readonly<Record<string, unknown>>,
  cfg: ConfigCandidato,
  hoje: string,
  o: { readonly possuiSenha?: boolean } = {},
): { readonly status: Exclude<StatusQualificacao, 'NAO_VERIFICADO'>; readonly mensagem: string | null; readonly pendencias: ReadonlyArray<ErroCampo> } => {
  const faltas: ErroCampo[] = []
  if (vazio(c['nome'])) faltas.push({ field: 'nome', message: 'Nome é obrigatório' })
  if (vazio(c['cargos'])) faltas.push({ field: 'cargos', message: 'Cargo/Função Pretendida é obrigatório' })
  for (const e of errosCamposObrigatorios(c, cfg, o)) faltas.push(e)
  for (const campo of CAMPOS_QUALIFICACAO) {
    if (vazio(c[campo]) && !faltas.some((f) => f.field === campo)) faltas.push({ field: campo, message: mensagemCampoObrigatorio(campo) })
  }
  if (faltas.length) {
    return { status: 'DADOS_INCOMPLETOS', mensagem: `Dados incompletos: ${faltas.map((f) => f.message.replace(/ é obrigatóri[oa]$/, '')).join(', ')}.`, pendencias: faltas }
  }
  const problemas: ErroCampo[] = []
  if (!validarCpf(String(c['cpf']))) problemas.push({ field: 'cpf', message: 'CPF inválido' })
  if (!vazio(c['pis']) && !validarPis(String(c['pis']))) problemas.push({ field: 'pis', message: 'O número PIS é inválido' })
  const nasc = String(c['dataNascimento'])
  const anos = /^\d{4}-\d{2}-\d{2}$/.test(nasc) ? idade(nasc, hoje) : Number.NaN
  if (!(anos >= IDADE_MINIMA && anos <= IDADE_MAXIMA)) {
    problemas.push({ field: 'dataNascimento', message: `Idade deve estar entre ${IDADE_MINIMA} e ${IDADE_MAXIMA} anos` })
  }
  const nome = String(c['nome']).trim()
  if (/\d/.test(nome) || nome.split(/\s+/).length < 2) problemas.push({ field: 'nome', message: 'Nome deve ter nome e sobrenome, sem números' })
  if (problemas.length) return { status: 'NAO_QUALIFICADO', mensagem: problemas.map((p) => p.message).join('; ') + '.', pendencias: problemas }
  return { status: 'QUALIFICADO', mensagem: null, pendencias: [] }
}
