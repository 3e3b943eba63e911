import { Effect, Schema } from 'effect'
import { normalizarTermo } from '../shared/busca.ts'
import { contatoPessoa, documentosPessoa, enderecoPessoa, familiaPessoa, habilitacaoPessoa, SEXOS, VINCULOS } from '../geral/pessoa.ts'
import {
  booleano,
  cpf,
  data,
  dinheiro,
  grupo,
  imagem,
  inteiro,
  lista,
  mensagemObrigatorio,
  opcoes,
  referencia,
  referencias,
  senha,
  texto,
  textoLongo,
} from '../shared/campos.ts'
import { DATA_ADMISSAO_FUTURA, DATA_FINAL_INFERIOR, adicionarDias, inicioDoDiaEmSaoPaulo } from '../shared/datas.ts'
import type { ErroCampo } from '../shared/erros.ts'
import { HashSenha, Relogio, type Escopo } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineResource, type Entrada, type Valor } from '../shared/resource.ts'
import { CIDADE_FORA_DA_UF, cidades } from '../geral/localidades.ts'
import { empresas } from '../utilitario/empresas.ts'
import { CandidatosDados } from './ports.ts'
import { normalizarSubRegistros, regrasSubRegistros } from '../geral/subRegistros.ts'
import {
  CamposExtras,
  CandidatoIdioma,
  Certificado,
  Conhecimento,
  Experiencia,
  Formacao,
} from '../geral/itensPessoa.ts'
import { STATUS_QUALIFICACAO, configDaEmpresa, errosCamposObrigatorios, qualificar, type ConfigCandidato } from './qualificacaoCandidato.ts'

// ---------------------------------------------------------------------------------------------------------
// Enumerations (spec 000 §3.12)

export const SENHAS_DIFERENTES = 'As senhas devem ser iguais'
export const IDIOMA_NAO_ALTERAVEL = 'O idioma não pode ser alterado; remova-o e inclua outro'
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

/** A sub-record list without a default (`semPadrao`): an absent list stays absent. */
const sublista = <A, I>(label: string, item: Schema.Schema<A, I>, max: number, feminino = false) => lista({ label, item, max, feminino, semPadrao: true })


export const camposCandidato = {
  nome: texto({ label: 'Nome', max: 100, required: true, list: true, busca: true }),
  nomeSocial: texto({ label: 'Nome Social', max: 100 }),
  // Unique per company: checked in validarComDados with the (empresa_id, cpf) index.
  cpf: cpf({ label: 'CPF', list: true }),
  disponivel: booleano({ label: 'Disponível', default: true, list: true }),
  qualificado: booleano({ label: 'Apto' }),
  pretencaoSalarial: dinheiro({ label: 'Pretensão Salarial', feminino: true }),
  cargos: referencias({ label: LABEL_CARGOS, resource: 'cargo-salario/cargos', min: 1, minMessage: mensagemObrigatorio(LABEL_CARGOS) }),
  areasInteresse: referencias({ label: 'Áreas de Interesse', resource: 'captacao/areas-interesse' }),
  conhecimentos: sublista('Conhecimentos', Conhecimento, 100),
  colocacao: opcoes({ label: 'Colocação', options: VINCULOS, feminino: true }),
  observacao: textoLongo({ label: 'Observação', max: 4000, feminino: true }),
  observacaoRH: textoLongo({ label: 'Observação do RH', max: 4000, feminino: true }),
  ocrTexto: textoLongo({ label: 'Currículo', max: 200_000 }),
  comoFicouSabendoVagaId: referencia({ label: 'Como Ficou Sabendo da Vaga', resource: 'captacao/como-ficou-sabendo-vaga' }),
  senha: senha({ label: 'Senha', min: 6 }),
  confirmaSenha: senha({ label: 'Confirmação de Senha', min: 0 }),
  primeiroEmprego: booleano({ label: 'Primeiro emprego' }),
  foto: imagem({ label: 'Foto', maxBytes: 1024 * 1024 }),

  // pessoal
  dataNascimento: data({ label: 'Data de Nascimento', feminino: true }),
  sexo: opcoes({ label: 'Sexo', options: SEXOS, default: 'I' }),
  parentesAmigos: texto({ label: 'Parentes/Amigos na empresa', max: 200 }),
  possuiParentes: booleano({ label: 'Possui parentes na empresa' }),
  indicadoPor: texto({ label: 'Indicado Por', max: 100 }),
  ...familiaPessoa,
  ...documentosPessoa,

  ...enderecoPessoa,
  ...contatoPessoa,

  // socioEconomica
  pagaPensao: booleano({ label: 'Paga pensão' }),
  quantidade: inteiro({ label: 'Quantidade de pensões', max: 99, feminino: true }),
  valor: dinheiro({ label: 'Valor da pensão' }),
  possuiVeiculo: booleano({ label: 'Possui veículo' }),

  ...habilitacaoPessoa,

  // sub-records
  formacao: sublista('Formação Acadêmica', Formacao, 50, true),
  experiencias: sublista('Experiência Profissional', Experiencia, 100, true),
  candidatoIdiomas: sublista('Idiomas', CandidatoIdioma, 30),
  certificados: sublista('Certificados', Certificado, 100),
  cursos: sublista('Cursos', Certificado, 100),
  camposExtras: grupo({ label: 'Campos Extras', value: CamposExtras }),
}

export type CandidatoEntrada = Entrada<typeof camposCandidato>

/**
 * Set by the server only, never taken from a body: the registration qualification (computed on every save and
 * by the pendency checks), hiring (the selection), the portal's flags (self-registration, the privacy term).
 */
export const estadoCandidato = {
  qualificacaoCadastral: opcoes({ label: 'Qualificação Cadastral', options: STATUS_QUALIFICACAO, default: 'NAO_VERIFICADO', feminino: true }),
  mensagemQualificacao: textoLongo({ label: 'Mensagem da Qualificação', max: 2000, feminino: true }),
  contratado: booleano({ label: 'Contratado' }),
  jaFoiColaborador: booleano({ label: 'Já foi colaborador' }),
  moduloExterno: booleano({ label: 'Cadastrado pelo módulo externo' }),
  aceitoPoliticaSeguranca: booleano({ label: 'Aceitou o Termo de Privacidade' }),
}
export type EstadoCandidato = { -readonly [K in keyof typeof estadoCandidato]: Valor<(typeof estadoCandidato)[K]> }

/** Cross-field rules that need no other data (the resource's `rules`). */
export const regrasCandidato = (c: Partial<CandidatoEntrada>): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  if ((c.senha !== undefined || c.confirmaSenha !== undefined) && c.senha !== c.confirmaSenha) {
    erros.push({ field: 'confirmaSenha', message: SENHAS_DIFERENTES })
  }
  if (c.primeiroEmprego && c.experiencias?.length) erros.push({ field: 'experiencias', message: PRIMEIRO_EMPREGO_COM_EXPERIENCIA })
  erros.push(...regrasSubRegistros({ ...c, idiomas: c.candidatoIdiomas }, 'candidatoIdiomas'))
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
      const mesmos = yield* (yield* CandidatosDados).porCpf([o.empresaId], c.cpf)
      if (mesmos.some((r) => r.id !== o.id)) erros.push({ field: 'cpf', message: CPF_DUPLICADO })
    }
    if (c.cidadeId !== undefined) {
      const cidade = yield* Effect.either(repo.get(cidades, escopo, c.cidadeId))
      if (cidade._tag === 'Left') erros.push({ field: 'cidadeId', message: registroNaoEncontrado('Cidade') })
      else if (c.ufId !== undefined && Number(cidade.right.estadoId) !== c.ufId) erros.push({ field: 'cidadeId', message: CIDADE_FORA_DA_UF })
    }
    const sub = yield* normalizarSubRegistros(escopo, o.empresaId, { ...c, idiomas: c.candidatoIdiomas }, 'candidatoIdiomas')
    erros.push(...sub.erros)
    const { idiomas: idiomasNormalizados, ...resto } = sub.registro
    const normalizado: CandidatoEntrada = { ...c, ...resto, candidatoIdiomas: idiomasNormalizados, conhecimentos: c.conhecimentos ?? [] }
    return { erros: erros as ReadonlyArray<ErroCampo>, candidato: normalizado, cfg, hoje }
  })

/** The candidate list's Qualificação filter: every status, or 'Todos'. */
export const STATUS_FILTRO = [{ id: 'TODOS', name: 'Todos' }, ...STATUS_QUALIFICACAO] as const

/** The last instant of a São Paulo day (the period filters include their final day). */
const fimDoDiaEmSaoPaulo = (d: string) => new Date(Date.parse(inicioDoDiaEmSaoPaulo(adicionarDias(d, 1))) - 1).toISOString()

export const candidatos = defineResource({
  name: 'captacao/candidatos',
  table: 'candidatos',
  label: 'Candidatos',
  labelSingular: 'Candidato',
  scope: 'empresa',
  authority: 'ROLE_CAPTACAO_CANDIDATOS',
  contagemPorEmpresa: true,
  fields: camposCandidato,
  estado: estadoCandidato,
  /** The adapter's SQL (adapters/captacao/candidatos-lista.ts). */
  colunas: {
    dataCadastro: texto({ label: 'Cadastro', max: 30 }),
    dataAtualizacao: texto({ label: 'Atualização', max: 30, feminino: true }),
    possuiSenha: booleano({ label: 'Possui senha' }),
    possuiCurriculo: booleano({ label: 'Possui currículo' }),
    /** The résumé file's name, type and size (the file itself: GET {id}/curriculo). */
    curriculo: grupo({
      label: 'Arquivo do currículo',
      value: Schema.Struct({ nome: Schema.String, tipo: Schema.String, tamanho: Schema.Number }),
    }),
    /** With a résumé search (`ocr`), the résumé's text around the first word searched. */
    trechoOcr: texto({ label: 'Trecho do currículo', max: 200 }),
  },
  /** The candidate filter of spec 000 §3.5; `ocrTexto` is the résumé search under its field's name. */
  filtros: {
    q: { campo: texto({ label: 'Nome ou CPF', max: 200 }), op: 'busca', coluna: 'nome', prefixo: 'cpf', destaque: true },
    statusQualificacaoCadastral: {
      campo: opcoes({ label: 'Qualificação', options: STATUS_FILTRO, default: 'TODOS', feminino: true }),
      op: 'eq',
      coluna: 'qualificacaoCadastral',
      valor: (v: (typeof STATUS_FILTRO)[number]['id']) => (v === 'TODOS' ? undefined : v),
      destaque: true,
    },
    ocr: { campo: texto({ label: 'Palavras do currículo', max: 200, feminino: true }), op: 'predicado', destaque: true },
    dataIni: { campo: data({ label: 'Cadastro de' }), op: 'gte', coluna: 'dataCadastro', valor: inicioDoDiaEmSaoPaulo, destaque: true },
    dataFim: { campo: data({ label: 'até' }), op: 'lte', coluna: 'dataCadastro', valor: fimDoDiaEmSaoPaulo, destaque: true },
    nome: { campo: texto({ label: 'Nome', max: 200 }), op: 'busca' },
    cpf: { campo: texto({ label: 'CPF', max: 200 }), op: 'predicado' },
    cargoId: { campo: referencia({ label: 'Cargo pretendido', resource: 'cargo-salario/cargos' }), op: 'predicado' },
    ocrTexto: { campo: texto({ label: 'Currículo', max: 200 }), op: 'predicado', oculto: true },
  },
  /** Spec 000 §5: 'Data final inferior a data inicial.' */
  regrasFiltro: (f) =>
    typeof f['dataIni'] === 'string' && typeof f['dataFim'] === 'string' && f['dataFim'] < f['dataIni'] ? [{ field: 'dataFim', message: DATA_FINAL_INFERIOR }] : [],
  /** A list row: what the candidate list, its filters and the pickers show; the rest is read with the record. */
  colunasDaLista: [
    'nome',
    'nomeSocial',
    'cpf',
    'email',
    'dddCelular',
    'foneCelular',
    'ufId',
    'cidadeId',
    'sexo',
    'dataNascimento',
    'disponivel',
    'qualificado',
    'contratado',
    'cargos',
    'conhecimentos',
    'moduloExterno',
    'possuiSenha',
    'qualificacaoCadastral',
    'mensagemQualificacao',
    'dataCadastro',
    'dataAtualizacao',
    'possuiCurriculo',
    'trechoOcr',
  ],
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Captação e Seleção', ordem: 2 },
  rules: (c) => regrasCandidato(c),
  /**
   * The rules that need stored data (`validarComDados`), then the record as stored: the sub-records normalised
   * and the registration qualification computed from them (server-owned, so it never comes from a body). A saved
   * language keeps its idioma (spec 000 §4): only the level changes.
   */
  validar: (c, { escopo, id, atual }) =>
    Effect.gen(function* () {
      const possuiSenha = atual?.['possuiSenha'] === true
      const r = yield* validarComDados(c, { escopo, empresaId: atual ? Number(atual.empresaId) : escopo.empresaId, id, possuiSenha })
      const salvos = new Map(((atual?.['candidatoIdiomas'] ?? []) as ReadonlyArray<CandidatoIdioma>).map((l) => [l.id, l.idioma.id]))
      const idiomas = (c.candidatoIdiomas ?? []).flatMap((l, i) => {
        const antes = l.id === undefined ? undefined : salvos.get(l.id)
        return antes !== undefined && antes !== l.idioma.id ? [{ field: `candidatoIdiomas.${i}.idioma`, message: IDIOMA_NAO_ALTERAVEL }] : []
      })
      const q = qualificar(r.candidato, r.cfg, r.hoje, { possuiSenha: possuiSenha || c.senha !== undefined })
      return { erros: [...r.erros, ...idiomas], entrada: { ...r.candidato, qualificacaoCadastral: q.status, mensagemQualificacao: q.mensagem } }
    }),
  prepare: (c) =>
    Effect.gen(function* () {
      const { senha: s, confirmaSenha: _c, ...resto } = c
      if (s === undefined) return resto
      return { ...resto, senhaHash: yield* (yield* HashSenha).hash(s) }
    }),
})

/** The stored search key of a name (lower-case, accent-free, single-spaced): see core/shared/busca.ts. */
export const normalizarNome = normalizarTermo
