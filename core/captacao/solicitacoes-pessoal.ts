import { Context, Effect, Schema } from 'effect'
import {
  booleano,
  data,
  dinheiro,
  inteiro,
  lista,
  opcoes,
  referencia,
  referencias,
  texto,
  textoLongo,
  varias,
} from '../shared/campos.ts'
import { DATA_FINAL_INFERIOR, ehDataValida } from '../shared/datas.ts'
import type { ErroCampo } from '../shared/erros.ts'
import { temAutoridade } from '../sessao/autoridades.ts'
import { Repositorio, type Escopo, type Pagina } from '../shared/ports.ts'
import { defineResource, type Entrada, type Resource } from '../shared/resource.ts'
import { empresas } from '../utilitario/empresas.ts'
import { cidades } from '../geral/localidades.ts'
import { ESCOLARIDADES, SEXOS, VINCULOS } from './candidatos.ts'
import { cargoCaptacao } from './cargo.ts'

/** Personnel requests (spec 000 §3.9, §4, §5), the candidate links and the selection history. */
const GRUPO = { grupo: 'Captação e Seleção' } as const
const authority = 'ROLE_CAPTACAO_SOLICITACOES'

// Enumerations of spec 000 §3.12 are owned by the candidate module (one list per thing).
export { ESCOLARIDADES, SEXOS, VINCULOS }

/** Spec 000 §4: I under analysis, A approved, R rejected. */
export const STATUS_SOLICITACAO = [
  { id: 'I', name: 'Em análise' },
  { id: 'A', name: 'Aprovada' },
  { id: 'R', name: 'Reprovada' },
] as const
export type StatusSolicitacao = (typeof STATUS_SOLICITACAO)[number]['id']

/** Kind of vacancy: the spec names the field only; these three values are our choice. */
export const TIPOS_VAGA = [
  { id: 'E', name: 'Externa' },
  { id: 'I', name: 'Interna' },
  { id: 'A', name: 'Interna e externa' },
] as const

/**
 * A substituted talent. Collaborators do not exist yet (talent-management issue): `id` is optional and
 * `nome` is free text; the form adds an empty last line for typing the next one.
 */
export const ColaboradorSubstituido = Schema.Struct({
  id: Schema.optional(Schema.NullOr(Schema.Number.pipe(Schema.int(), Schema.positive()))),
  nome: Schema.String.pipe(Schema.maxLength(100, { message: () => 'Nome deve ter no máximo 100 caracteres' })),
}).annotations({ message: () => 'Talento substituído inválido' })

const TextoCurto = (label: string, max: number) =>
  Schema.String.annotations({ message: () => `${label} inválido` }).pipe(Schema.maxLength(max, { message: () => `${label} deve ter no máximo ${max} caracteres` }))

const EmailItem = Schema.String.pipe(Schema.pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: () => 'E-mail inválido' }), Schema.maxLength(200))

/** One of fixed values, with a single pt-BR message (a Literal union would report each member). */
export const umDe = <const T extends string>(valores: ReadonlyArray<T>, message: string) =>
  Schema.Unknown.pipe(Schema.filter((v): v is T => valores.includes(v as T), { message: () => message })) as unknown as Schema.Schema<T, T>

/** Fields set only by the request's actions (never taken from a create/update body). */
export const CAMPOS_DE_ESTADO = [
  'status',
  'dataStatus',
  'liberadorId',
  'liberadorNome',
  'observacaoLiberador',
  'solicitanteId',
  'solicitanteNome',
  'suspensa',
  'encerrada',
  'dataEncerramento',
  'obsEncerra',
  'cancelada',
  'obsCancelamento',
  'qtdVagasPreenchidas',
] as const

const camposSolicitacao = {
  descricao: texto({ label: 'Descrição', max: 100, required: true, list: true, feminino: true }),
  data: data({ label: 'Data', required: true, list: true }),
  dataPrevisaoEncerramento: data({ label: 'Previsão de Encerramento' }),
  qtdDiasPrevisao: inteiro({ label: 'Dias previstos', max: 3650 }),
  horarioComercial: texto({ label: 'Horário', max: 100, required: true }),
  horasDiariasPrevistas: inteiro({ label: 'Horas diárias previstas', max: 24, feminino: true }),
  estabelecimentoId: referencia({ label: 'Estabelecimento', resource: 'utilitario/estabelecimentos', required: true }),
  areaOrganizacionalId: referencia({ label: 'Área Organizacional', resource: 'cargo-salario/areas-organizacionais', required: true, feminino: true, list: true }),
  cargoId: referencia({ label: 'Cargo', resource: 'cargo-salario/cargos', required: true, list: true }),
  /** Salary ranges arrive with the cargo-salário issue: until then, a free-text range name. */
  faixaSalarial: texto({ label: 'Faixa Salarial', max: 100, feminino: true }),
  /** Ambiente and função are SST entities not built yet: free text until then. */
  ambiente: texto({ label: 'Ambiente', max: 100 }),
  funcao: texto({ label: 'Função', max: 100, feminino: true }),
  motivoSolicitacaoId: referencia({ label: 'Motivo', resource: 'captacao/motivos-solicitacao', required: true }),
  quantidade: inteiro({ label: 'Número de vagas', required: true, min: 1, max: 9999, default: 1, list: true }),
  qtdVagasPreenchidas: inteiro({ label: 'Vagas preenchidas', default: 0, feminino: true, list: true }),
  recrutadorResponsavel: texto({ label: 'Recrutador responsável', max: 100 }),
  tipoVaga: opcoes({ label: 'Tipo da vaga', options: TIPOS_VAGA, feminino: true }),
  invisivelParaGestor: booleano({ label: 'Invisível para o gestor' }),
  avaliacoesIds: referencias({ label: 'Avaliações', resource: 'captacao/modelos-avaliacao-candidato' }),
  emailsCheck: lista({ label: 'E-mails a notificar', item: EmailItem, max: 50 }),
  // Complementary data (mandatory when the company says so)
  vinculo: opcoes({ label: 'Vínculo', options: VINCULOS, default: 'E' }),
  remuneracao: dinheiro({ label: 'Remuneração', feminino: true, positivo: 'Remuneração deve ser um número positivo' }),
  escolaridade: opcoes({ label: 'Escolaridade', options: ESCOLARIDADES, feminino: true }),
  escolaridades: varias({ label: 'Outras escolaridades aceitas', options: ESCOLARIDADES }),
  sexo: opcoes({ label: 'Sexo', options: SEXOS, default: 'I' }),
  idadeMinima: inteiro({ label: 'Idade mínima', max: 120, feminino: true }),
  idadeMaxima: inteiro({ label: 'Idade máxima', max: 120, feminino: true }),
  estadoId: referencia({ label: 'Estado', resource: 'geral/estados' }),
  cidadeId: referencia({ label: 'Cidade', resource: 'geral/cidades', feminino: true }),
  /** Neighbourhoods are not an entity yet: their names. */
  bairros: lista({ label: 'Bairros', item: TextoCurto('Bairro', 100), max: 200 }),
  experiencias: textoLongo({ label: 'Experiências', feminino: true, max: 4000 }),
  infoComplementares: textoLongo({ label: 'Informações complementares', feminino: true, max: 4000 }),
  colaboradoresSubstituidos: lista({ label: 'Talentos substituídos', item: ColaboradorSubstituido, max: 200 }),
  incluirColaboradoresDesligados: booleano({ label: 'Incluir talentos desligados' }),
  // State (set by the actions only)
  status: opcoes({ label: 'Status', options: STATUS_SOLICITACAO, default: 'I', list: true }),
  dataStatus: data({ label: 'Data do status' }),
  liberadorId: inteiro({ label: 'Liberador' }),
  liberadorNome: texto({ label: 'Liberador', max: 100 }),
  observacaoLiberador: textoLongo({ label: 'Observação do liberador', feminino: true, max: 4000 }),
  solicitanteId: inteiro({ label: 'Solicitante' }),
  solicitanteNome: texto({ label: 'Solicitante', max: 100, list: true }),
  suspensa: booleano({ label: 'Suspensa', feminino: true, list: true }),
  encerrada: booleano({ label: 'Encerrada', feminino: true, list: true }),
  dataEncerramento: data({ label: 'Data de encerramento' }),
  obsEncerra: textoLongo({ label: 'Observação do encerramento', feminino: true, max: 4000 }),
  cancelada: booleano({ label: 'Cancelada', feminino: true, list: true }),
  obsCancelamento: textoLongo({ label: 'Observação do cancelamento', feminino: true, max: 4000 }),
}

export type EntradaSolicitacao = Entrada<typeof camposSolicitacao>

/** Cross-field rules that need no other data (spec 000 §5 request form). */
export const regrasSolicitacao = (e: Partial<EntradaSolicitacao>): ErroCampo[] => {
  const erros: ErroCampo[] = []
  if (e.remuneracao !== undefined && e.remuneracao !== null && e.remuneracao <= 0) {
    erros.push({ field: 'remuneracao', message: 'Remuneração deve ser um número positivo' })
  }
  if (e.idadeMinima != null && e.idadeMaxima != null && e.idadeMaxima < e.idadeMinima) {
    erros.push({ field: 'idadeMaxima', message: 'Idade máxima inferior à idade mínima' })
  }
  if (e.dataPrevisaoEncerramento && e.data && e.dataPrevisaoEncerramento < e.data) {
    erros.push({ field: 'dataPrevisaoEncerramento', message: 'Previsão de encerramento inferior à data da solicitação' })
  }
  const subs = e.colaboradoresSubstituidos ?? []
  if (subs.slice(0, -1).some((s) => s.nome.trim() === '' && !s.id)) {
    erros.push({ field: 'colaboradoresSubstituidos', message: 'Somente o último talento pode ficar vazio' })
  }
  return erros
}

/** Company settings that change the request form (spec 000 §3.11). */
export interface ConfigSolicitacao {
  readonly solPessoalExibirSalario: boolean
  readonly solPessoalObrigarDadosComplementares: boolean
  readonly obrigarAmbienteFuncao: boolean
}

const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)

/** Requirements that depend on the company's settings (spec 000 §5). Pure: the caller loads the settings. */
export const regrasConfiguracao = (e: Partial<EntradaSolicitacao>, cfg: ConfigSolicitacao): ErroCampo[] => {
  const erros: ErroCampo[] = []
  const exigir = (field: keyof EntradaSolicitacao, message: string) => {
    if (vazio(e[field])) erros.push({ field, message })
  }
  if (cfg.obrigarAmbienteFuncao) {
    exigir('ambiente', 'Ambiente é obrigatório')
    exigir('funcao', 'Função é obrigatória')
  }
  if (cfg.solPessoalObrigarDadosComplementares) {
    exigir('vinculo', 'Vínculo é obrigatório')
    exigir('escolaridade', 'Escolaridade é obrigatória')
    exigir('sexo', 'Sexo é obrigatório')
    exigir('idadeMinima', 'Idade mínima é obrigatória')
    exigir('idadeMaxima', 'Idade máxima é obrigatória')
    exigir('estadoId', 'Estado é obrigatório')
    exigir('cidadeId', 'Cidade é obrigatória')
    exigir('infoComplementares', 'Informações complementares é obrigatório')
    exigir('bairros', 'Bairros é obrigatório')
    if (cfg.solPessoalExibirSalario) exigir('remuneracao', 'Remuneração é obrigatória')
  }
  return erros
}

export const configDaEmpresa = (escopo: Escopo, empresaId: number) =>
  Effect.map(
    Effect.flatMap(Repositorio, (repo) => Effect.orDie(repo.get(empresas, { ...escopo, empresasVisiveis: [empresaId] }, empresaId))),
    (emp) => ({
      solPessoalExibirSalario: emp['solPessoalExibirSalario'] === true,
      solPessoalExibirColabSubstituido: emp['solPessoalExibirColabSubstituido'] === true,
      solPessoalObrigarDadosComplementares: emp['solPessoalObrigarDadosComplementares'] === true,
      solPessoalReabrirSolicitacao: emp['solPessoalReabrirSolicitacao'] === true,
      obrigarAmbienteFuncao: emp['obrigarAmbienteFuncao'] === true,
      maxCandidataCargo: Number(emp['maxCandidataCargo'] ?? 0),
    }),
  )

export const solicitacoesPessoal: Resource = defineResource({
  name: 'captacao/solicitacoes-pessoal',
  table: 'solicitacoes_pessoal',
  label: 'Solicitações de Pessoal',
  labelSingular: 'Solicitação de Pessoal',
  scope: 'empresa',
  authority,
  fields: camposSolicitacao,
  sort: { field: 'data', order: 'DESC' },
  menu: { ...GRUPO, ordem: 10 },
  rules: regrasSolicitacao,
  validar: (entrada, { escopo, modo, id }) =>
    Effect.gen(function* () {
      const repo = yield* Repositorio
      let empresaId = escopo.empresaId
      if (modo === 'update' && id !== undefined) {
        const atual = yield* Effect.either(repo.get(solicitacoesPessoal, escopo, id))
        if (atual._tag === 'Right') empresaId = Number(atual.right.empresaId)
      }
      const cfg = yield* configDaEmpresa(escopo, empresaId)
      const erros = regrasConfiguracao(entrada, cfg)
      if (entrada.cidadeId && entrada.estadoId) {
        const cidade = yield* Effect.either(repo.get(cidades, escopo, entrada.cidadeId))
        if (cidade._tag === 'Right' && Number(cidade.right['estadoId']) !== entrada.estadoId) {
          erros.push({ field: 'cidadeId', message: 'A cidade não pertence ao estado informado' })
        }
      }
      return erros
    }),
})

/**
 * A candidate linked to a request (spec 000 §3.2 candidatoSolicitacao, soft-removed). Its current stage is
 * the stage of its latest history record; `contratado` marks the hire that filled one vacancy.
 */
export const candidatoSolicitacao: Resource = defineResource({
  name: 'captacao/candidato-solicitacao',
  table: 'candidato_solicitacao',
  label: 'Candidatos da Solicitação',
  labelSingular: 'Candidato da Solicitação',
  scope: 'empresa',
  authority,
  readOnly: true,
  softDelete: true,
  fields: {
    solicitacaoId: referencia({ label: 'Solicitação', resource: 'captacao/solicitacoes-pessoal', required: true, feminino: true, list: true }),
    candidatoId: referencia({ label: 'Candidato', resource: 'captacao/candidatos', required: true, list: true }),
    etapaSeletivaId: referencia({ label: 'Etapa atual', resource: 'captacao/etapas-seletivas', feminino: true, list: true }),
    /** Instant the candidate entered the current stage (time-in-stage on the board). */
    dataEtapa: texto({ label: 'Na etapa desde', max: 30 }),
    apto: opcoes({ label: 'Resultado', options: [{ id: 'S', name: 'Apto' }, { id: 'N', name: 'Não apto' }], list: true }),
    contratado: booleano({ label: 'Contratado', list: true }),
    dataContratacao: data({ label: 'Data da contratação' }),
    dataVinculo: data({ label: 'Data do vínculo', list: true }),
  },
  sort: { field: 'id', order: 'ASC' },
})

/** One stage step of a candidate in a request (spec 000 §2.5 /captacao/historico). */
export const historico: Resource = defineResource({
  name: 'captacao/historico',
  table: 'historico',
  label: 'Histórico de Candidatos',
  labelSingular: 'Histórico',
  scope: 'empresa',
  authority,
  readOnly: true,
  fields: {
    candidatoSolicitacaoId: referencia({ label: 'Candidato da solicitação', resource: 'captacao/candidato-solicitacao', required: true }),
    solicitacaoId: referencia({ label: 'Solicitação', resource: 'captacao/solicitacoes-pessoal', required: true, feminino: true, list: true }),
    candidatoId: referencia({ label: 'Candidato', resource: 'captacao/candidatos', required: true, list: true }),
    etapaSeletivaId: referencia({ label: 'Etapa Seletiva', resource: 'captacao/etapas-seletivas', required: true, feminino: true, list: true }),
    data: data({ label: 'Data', required: true, list: true }),
    responsavel: texto({ label: 'Responsável', max: 100, list: true }),
    apto: opcoes({ label: 'Resultado', options: [{ id: 'S', name: 'Apto' }, { id: 'N', name: 'Não apto' }], list: true }),
    observacao: textoLongo({ label: 'Observação', feminino: true, max: 4000 }),
    /** Deadline for the stage's online evaluations (slice C: PUT historico-candidato/{id}/data-hora-expiracao). */
    dataHoraExpiracao: texto({ label: 'Expiração das avaliações', max: 30, feminino: true }),
    /** Instant of the move (the board's time in stage). */
    registradoEm: texto({ label: 'Registrado em', max: 30 }),
  },
  sort: { field: 'data', order: 'DESC' },
  menu: { ...GRUPO, ordem: 12 },
})

/**
 * The screen's declaration (menu entry, route guard, OpenAPI): a read-only view whose only route is the
 * statistics query above (`GET /captacao/estatisticas-preenchimento-vaga?dataIni&dataFim…`, answered by the
 * slice's routes); it has no rows of its own, so its `/:id` answers 404.
 */
export const estatisticasPreenchimento: Resource = defineResource({
  name: 'captacao/estatisticas-preenchimento-vaga',
  table: 'solicitacoes_pessoal',
  label: 'Estatísticas de Preenchimento de Vagas',
  labelSingular: 'Estatística de Preenchimento de Vagas',
  scope: 'empresa',
  authority: 'ROLE_CAPTACAO_SOLICITACOES',
  readOnly: true,
  fields: {
    cargo: texto({ label: 'Cargo', max: 100, list: true }),
    solicitacoes: inteiro({ label: 'Solicitações', list: true, feminino: true }),
    vagas: inteiro({ label: 'Vagas', list: true, feminino: true }),
    vagasPreenchidas: inteiro({ label: 'Vagas preenchidas', list: true, feminino: true }),
    solicitacoesPreenchidas: inteiro({ label: 'Solicitações preenchidas', list: true, feminino: true }),
    mediaDiasPreenchimento: inteiro({ label: 'Média de dias para preencher', list: true, feminino: true }),
  },
  menu: { grupo: 'Captação e Seleção', ordem: 13 },
})

/** Resources of this recruitment slice, mounted by core/recursos.ts. */
export const RECURSOS_SOLICITACOES: ReadonlyArray<Resource> = [solicitacoesPessoal, candidatoSolicitacao, historico, cargoCaptacao, estatisticasPreenchimento]

const IdFiltro = (label: string) =>
  Schema.Union(Schema.Number, Schema.NumberFromString)
    .annotations({ message: () => `${label} inválido` })
    .pipe(Schema.int({ message: () => `${label} inválido` }), Schema.positive({ message: () => `${label} inválido` }))

const DataFiltro = (label: string) =>
  Schema.String.pipe(Schema.filter(ehDataValida, { message: () => `${label} inválida` })).annotations({ message: () => `${label} inválida` })

/** Spec 000 §4 request list filter: T all, A open in progress, S open suspended, E closed, C cancelled. */
export const VISUALIZAR = ['T', 'A', 'S', 'E', 'C'] as const
export type Visualizar = (typeof VISUALIZAR)[number]

/**
 * The search filter of spec 000 §3.9 (the keys the generic field filters do not cover). `areaOrganizacionaId`
 * is spelled as the spec spells it; `areaOrganizacionalId` (the field) works too. `semCandidatoId` lists the
 * requests a candidate is not linked to yet ('Solicitações disponíveis').
 */
export const FiltroSolicitacoes = Schema.Struct({
  codigo: Schema.optional(IdFiltro('Código')),
  dataIni: Schema.optional(DataFiltro('Data inicial')),
  dataFim: Schema.optional(DataFiltro('Data final')),
  visualizar: Schema.optional(umDe(VISUALIZAR, 'Visualizar inválido')),
  areaOrganizacionaId: Schema.optional(IdFiltro('Área Organizacional')),
  motivoId: Schema.optional(IdFiltro('Motivo')),
  dataEncerramentoIni: Schema.optional(DataFiltro('Data inicial de encerramento')),
  dataEncerramentoFim: Schema.optional(DataFiltro('Data final de encerramento')),
  semCandidatoId: Schema.optional(IdFiltro('Candidato')),
})
export type FiltroSolicitacoes = typeof FiltroSolicitacoes.Type
export const CHAVES_FILTRO_SOLICITACOES: ReadonlyArray<string> = Object.keys(FiltroSolicitacoes.fields)

/** Spec 000 §5: DATA_FINAL_INFERIOR for both ranges of the search. */
export const regrasFiltroSolicitacoes = (f: FiltroSolicitacoes): ErroCampo[] => {
  const erros: ErroCampo[] = []
  if (f.dataIni && f.dataFim && f.dataFim < f.dataIni) erros.push({ field: 'dataFim', message: DATA_FINAL_INFERIOR })
  if (f.dataEncerramentoIni && f.dataEncerramentoFim && f.dataEncerramentoFim < f.dataEncerramentoIni) {
    erros.push({ field: 'dataEncerramentoFim', message: DATA_FINAL_INFERIOR })
  }
  return erros
}

export interface ConsultaListaSolicitacoes {
  /** Generic field filters (already validated by the list parser) plus `empresaId`/`q`/`id`. */
  readonly campos: Readonly<Record<string, unknown>>
  readonly especiais: FiltroSolicitacoes
  readonly sort?: { readonly field: string; readonly order: 'ASC' | 'DESC' }
  readonly range?: { readonly offset: number; readonly limit: number }
  /** Leave out `invisivelParaGestor` requests (the reader is a manager). */
  readonly ocultarInvisiveis: boolean
}

/** Custom SQL of this slice (searches, the board, statistics), scoped like the generic repository. */
export class ConsultaSolicitacoes extends Context.Tag('ConsultaSolicitacoes')<
  ConsultaSolicitacoes,
  {
    readonly listar: (escopo: Escopo, q: ConsultaListaSolicitacoes) => Effect.Effect<Pagina>
  }
>() {}

/** Who is acting: the use cases record the user as solicitante/liberador. */
export interface Ator {
  readonly escopo: Escopo
  readonly usuario: { readonly id: number; readonly nome: string }
  readonly autoridades: ReadonlyArray<string>
}

export const LIBERAR = 'ROLE_CAPTACAO_LIBERAR_SOLICITACAO'

/**
 * A "gestor" requests staff but does not approve requests: holds the requests authority without the approval
 * one. `invisivelParaGestor` hides a request from such users (list, get, board, PDF answer as if it did not exist).
 */
export const ehGestor = (autoridades: ReadonlyArray<string>) => !temAutoridade(autoridades, LIBERAR)

export interface CandidatoNaSolicitacao {
  readonly candidatoSolicitacaoId: number
  readonly candidatoId: number
  readonly nome: string
  readonly etapaSeletivaId: number | null
  /** Instant the candidate entered the current stage. */
  readonly dataEtapa: string | null
  readonly apto: 'S' | 'N' | null
  readonly contratado: boolean
  readonly dataVinculo: string | null
  /** The latest history record (the current stage's), where its result is recorded. */
  readonly historicoId: number | null
}

/** Reads the pipeline needs beyond the generic repository. */
export class ConsultaPipeline extends Context.Tag('ConsultaPipeline')<
  ConsultaPipeline,
  {
    /** Active (not removed) links of a request with the candidates' names. */
    readonly candidatos: (empresaId: number, solicitacaoId: number) => Effect.Effect<ReadonlyArray<CandidatoNaSolicitacao>>
    /** Candidates of the company that exist and are not removed. */
    readonly candidatosExistentes: (empresaId: number, ids: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<{ readonly id: number; readonly nome: string }>>
    /** Per candidate: active links to other open (not closed, not cancelled) requests for the cargo. */
    readonly participacoesNoCargo: (
      empresaId: number,
      cargoId: number,
      candidatosIds: ReadonlyArray<number>,
      excetoSolicitacaoId: number,
    ) => Effect.Effect<ReadonlyArray<{ readonly candidatoId: number; readonly quantidade: number }>>
    /** Per candidate: date of the latest link (removed ones included) to a request for the cargo. */
    readonly ultimaParticipacaoNoCargo: (
      empresaId: number,
      cargoId: number,
      candidatosIds: ReadonlyArray<number>,
    ) => Effect.Effect<ReadonlyArray<{ readonly candidatoId: number; readonly data: string }>>
    /** `diasEsperaNovaAplicacao` of the request's job ad (0 without an ad). */
    readonly diasEsperaNovaAplicacao: (solicitacaoId: number) => Effect.Effect<number>
    /** Rows of other slices (job ads, evaluations) that point at the request, removed ones included. */
    readonly referenciasDaSolicitacao: (solicitacaoId: number) => Effect.Effect<number>
    /** Marks the candidate record as hired (when the candidate table has that flag). */
    readonly marcarContratado: (candidatoId: number) => Effect.Effect<void>
  }
>() {}
