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
  valorEmail,
  valorTexto,
  varias,
} from '../shared/campos.ts'
import { DATA_FINAL_INFERIOR } from '../shared/datas.ts'
import type { ErroCampo } from '../shared/erros.ts'
import { temAutoridade } from '../sessao/autoridades.ts'
import { type Escopo } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import type { Ator } from '../shared/ator.ts'
import { RegraViolada } from '../shared/erros.ts'
import { defineResource, type Entrada } from '../shared/resource.ts'
import { empresas } from '../utilitario/empresas.ts'
import { cidades } from '../geral/localidades.ts'
import { validarSubstituidos } from './colaboradoresSubstituidos.ts'
import { ESCOLARIDADES, SEXOS, VINCULOS } from '../geral/pessoa.ts'

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
 * A substituted talent: an employee of the request's company (`id`, checked by `validarSubstituidos`) and their
 * name; the form keeps an empty last line for the next one.
 */
export const ColaboradorSubstituido = Schema.Struct({
  id: Schema.optional(Schema.NullOr(Schema.Number.pipe(Schema.int(), Schema.positive()))),
  nome: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(100, { message: () => 'Nome deve ter no máximo 100 caracteres' })), { default: () => '' }),
}).annotations({ message: () => 'Talento substituído inválido' })

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
  faixaSalarialId: referencia({ label: 'Faixa Salarial', resource: 'cargo-salario/faixas-salariais', feminino: true }),
  /** Ambiente and função are SST entities not built yet: free text until then. */
  ambiente: texto({ label: 'Ambiente', max: 100 }),
  funcao: texto({ label: 'Função', max: 100, feminino: true }),
  motivoSolicitacaoId: referencia({ label: 'Motivo', resource: 'captacao/motivos-solicitacao', required: true }),
  quantidade: inteiro({ label: 'Número de vagas', required: true, min: 1, max: 9999, default: 1, list: true }),
  recrutadorResponsavel: texto({ label: 'Recrutador responsável', max: 100 }),
  tipoVaga: opcoes({ label: 'Tipo da vaga', options: TIPOS_VAGA, feminino: true }),
  invisivelParaGestor: booleano({ label: 'Invisível para o gestor' }),
  avaliacoesIds: referencias({ label: 'Avaliações', resource: 'captacao/modelos-avaliacao-candidato' }),
  emailsCheck: lista({ label: 'E-mails a notificar', item: valorEmail({ label: 'E-mail' }), max: 50 }),
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
  bairros: lista({ label: 'Bairros', item: valorTexto({ label: 'Bairro', max: 100 }), max: 200 }),
  experiencias: textoLongo({ label: 'Experiências', feminino: true, max: 4000 }),
  infoComplementares: textoLongo({ label: 'Informações complementares', feminino: true, max: 4000 }),
  colaboradoresSubstituidos: lista({ label: 'Talentos substituídos', item: ColaboradorSubstituido, max: 200 }),
  incluirColaboradoresDesligados: booleano({ label: 'Incluir talentos desligados' }),
}

/** Set by the request's actions only (spec 000 §4): never taken from a create/update body. */
const estadoSolicitacao = {
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
  qtdVagasPreenchidas: inteiro({ label: 'Vagas preenchidas', default: 0, feminino: true, list: true }),
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
      solPessoalExibirSalario: emp.solPessoalExibirSalario === true,
      solPessoalExibirColabSubstituido: emp.solPessoalExibirColabSubstituido === true,
      solPessoalObrigarDadosComplementares: emp.solPessoalObrigarDadosComplementares === true,
      solPessoalReabrirSolicitacao: emp.solPessoalReabrirSolicitacao === true,
      obrigarAmbienteFuncao: emp.obrigarAmbienteFuncao === true,
      maxCandidataCargo: Number(emp.maxCandidataCargo ?? 0),
    }),
  )

/**
 * Situation of a request from its independent flags. Spec 000 §4 names the flags, not which one wins; ours:
 * cancelada > encerrada > suspensa > aberta. This one table decides it for the core rules, the list's computed
 * column and filter (SQL built from it by the adapter), the reports and the screens.
 */
export const PRECEDENCIA_SITUACAO = [
  { flag: 'cancelada', situacao: 'cancelada' },
  { flag: 'encerrada', situacao: 'encerrada' },
  { flag: 'suspensa', situacao: 'suspensa' },
] as const
export const SITUACAO_PADRAO = 'aberta'
export const SITUACOES_SOLICITACAO = [
  { id: 'aberta', name: 'Aberta' },
  { id: 'suspensa', name: 'Suspensa' },
  { id: 'encerrada', name: 'Encerrada' },
  { id: 'cancelada', name: 'Cancelada' },
] as const
export type Situacao = (typeof SITUACOES_SOLICITACAO)[number]['id']

export const situacaoDe = (flags: { readonly suspensa: boolean; readonly encerrada: boolean; readonly cancelada: boolean }): Situacao =>
  PRECEDENCIA_SITUACAO.find((p) => flags[p.flag])?.situacao ?? SITUACAO_PADRAO

/** Spec 000 §4 request list filter: T all, A open in progress, S open suspended, E closed, C cancelled. */
export const VISUALIZAR = [
  { id: 'T', name: 'Todas' },
  { id: 'A', name: 'Abertas em andamento' },
  { id: 'S', name: 'Abertas suspensas' },
  { id: 'E', name: 'Encerradas' },
  { id: 'C', name: 'Canceladas' },
] as const
export type Visualizar = (typeof VISUALIZAR)[number]['id']
export const SITUACAO_DO_VISUALIZAR: Readonly<Record<Visualizar, Situacao | undefined>> = { T: undefined, A: 'aberta', S: 'suspensa', E: 'encerrada', C: 'cancelada' }

export const solicitacoesPessoal = defineResource({
  name: 'captacao/solicitacoes-pessoal',
  table: 'solicitacoes_pessoal',
  label: 'Solicitações de Pessoal',
  labelSingular: 'Solicitação de Pessoal',
  scope: 'empresa',
  authority,
  fields: camposSolicitacao,
  estado: estadoSolicitacao,
  /** A new request is in analysis, open, with the actor as solicitante. */
  inicial: ({ ator, hoje }) => ({ status: 'I', dataStatus: hoje, solicitanteId: ator.usuario.id, solicitanteNome: ator.usuario.nome }),
  colunas: {
    qtdCandidatos: inteiro({ label: 'Candidatos', list: true }),
    situacao: opcoes({ label: 'Situação', options: SITUACOES_SOLICITACAO, feminino: true }),
  },
  /** The search of spec 000 §3.9; `areaOrganizacionaId` is spelled as the spec spells it. */
  filtros: {
    visualizar: {
      campo: opcoes({ label: 'Visualizar', options: VISUALIZAR, default: 'T' }),
      op: 'eq',
      coluna: 'situacao',
      valor: (v: Visualizar) => SITUACAO_DO_VISUALIZAR[v],
      destaque: true,
    },
    codigo: { campo: inteiro({ label: 'Código', min: 1 }), op: 'eq', coluna: 'id', oculto: true },
    dataIni: { campo: data({ label: 'Data inicial' }), op: 'gte', coluna: 'data' },
    dataFim: { campo: data({ label: 'Data final' }), op: 'lte', coluna: 'data' },
    areaOrganizacionaId: {
      campo: referencia({ label: 'Área Organizacional', resource: 'cargo-salario/areas-organizacionais', feminino: true }),
      op: 'eq',
      coluna: 'areaOrganizacionalId',
      oculto: true,
    },
    motivoId: { campo: referencia({ label: 'Motivo', resource: 'captacao/motivos-solicitacao' }), op: 'eq', coluna: 'motivoSolicitacaoId' },
    dataEncerramentoIni: { campo: data({ label: 'Encerramento de' }), op: 'gte', coluna: 'dataEncerramento' },
    dataEncerramentoFim: { campo: data({ label: 'Encerramento até' }), op: 'lte', coluna: 'dataEncerramento' },
    /** 'Solicitações disponíveis' for a candidate: the requests they are not linked to yet. */
    semCandidatoId: { campo: referencia({ label: 'Candidato', resource: 'captacao/candidatos' }), op: 'predicado', oculto: true },
  },
  /** Spec 000 §5: DATA_FINAL_INFERIOR for both ranges of the search. */
  regrasFiltro: (f) => {
    const erros: ErroCampo[] = []
    const antes = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && b < a
    if (antes(f['dataIni'], f['dataFim'])) erros.push({ field: 'dataFim', message: DATA_FINAL_INFERIOR })
    if (antes(f['dataEncerramentoIni'], f['dataEncerramentoFim'])) erros.push({ field: 'dataEncerramentoFim', message: DATA_FINAL_INFERIOR })
    return erros
  },
  /** Managers (see `ehGestor`) never see `invisivelParaGestor` requests: list, read, board and PDF answer 404. */
  restringir: (ator) => (ehGestor(ator.autoridades) ? { invisivelParaGestor: false } : {}),
  sort: { field: 'data', order: 'DESC' },
  menu: { ...GRUPO, ordem: 10 },
  rules: regrasSolicitacao,
  /** Editing the data (not the state) is allowed while the request is neither closed nor cancelled. */
  antesDeAlterar: (atual) => {
    const s = situacaoDe({ suspensa: atual['suspensa'] === true, encerrada: atual['encerrada'] === true, cancelada: atual['cancelada'] === true })
    return s === 'encerrada' || s === 'cancelada'
      ? Effect.fail(new RegraViolada({ message: `Não é possível alterar uma solicitação ${s}.`, code: 'TRANSICAO_INVALIDA' }))
      : Effect.void
  },
  validar: (entrada, { escopo, atual }) =>
    Effect.gen(function* () {
      const repo = yield* Repositorio
      const cfg = yield* configDaEmpresa(escopo, atual ? Number(atual.empresaId) : escopo.empresaId)
      const erros = regrasConfiguracao(entrada, cfg)
      if (entrada.cidadeId && entrada.estadoId) {
        const cidade = yield* Effect.either(repo.get(cidades, escopo, entrada.cidadeId))
        if (cidade._tag === 'Right' && Number(cidade.right.estadoId) !== entrada.estadoId) {
          erros.push({ field: 'cidadeId', message: 'A cidade não pertence ao estado informado' })
        }
      }
      erros.push(...(yield* validarSubstituidos(entrada.colaboradoresSubstituidos, escopo, atual ? Number(atual.empresaId) : escopo.empresaId)))
      const preenchidas = Number(atual?.['qtdVagasPreenchidas'] ?? 0)
      if (typeof entrada.quantidade === 'number' && entrada.quantidade < preenchidas) {
        erros.push({ field: 'quantidade', message: `Número de vagas não pode ser menor que as ${preenchidas} vaga(s) já preenchida(s)` })
      }
      return erros
    }),
  /** Only a request that never had candidates, job ads or evaluations is removed (the history must survive); otherwise it is cancelled. */
  antesDeRemover: (atual, ator) =>
    Effect.gen(function* () {
      const links = yield* (yield* Repositorio).list(candidatoSolicitacao, ator.escopo, { filter: { solicitacaoId: atual.id, empresaId: atual.empresaId }, incluirRemovidos: true })
      const outros = yield* (yield* ConsultaPipeline).referenciasDaSolicitacao(atual.id)
      if (outros > 0) return yield* new RegraViolada({ message: 'Não é possível remover: a solicitação tem anúncio ou avaliações. Cancele-a.', code: 'EM_USO' })
      if (links.total > 0) return yield* new RegraViolada({ message: 'Não é possível remover: a solicitação já teve candidatos. Cancele-a.', code: 'EM_USO' })
    }),
})

/**
 * A candidate linked to a request (spec 000 §3.2 candidatoSolicitacao, soft-removed). Its current stage is
 * the stage of its latest history record; `contratado` marks the hire that filled one vacancy.
 */
export const candidatoSolicitacao = defineResource({
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
export const historico = defineResource({
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


export type { Ator }

export const LIBERAR = 'ROLE_CAPTACAO_LIBERAR_SOLICITACAO'

/**
 * A "gestor" requests staff but does not approve requests: holds the requests authority without the approval
 * one. `invisivelParaGestor` hides a request from such users (list, get, board, PDF answer as if it did not exist).
 */
export const ehGestor = (autoridades: ReadonlyArray<string>) => !temAutoridade(autoridades, LIBERAR)

export const CandidatoNaSolicitacao = Schema.Struct({
  candidatoSolicitacaoId: Schema.Number,
  candidatoId: Schema.Number,
  nome: Schema.String,
  etapaSeletivaId: Schema.NullOr(Schema.Number),
  /** Instant the candidate entered the current stage. */
  dataEtapa: Schema.NullOr(Schema.String),
  apto: Schema.NullOr(Schema.Literal('S', 'N')),
  contratado: Schema.Boolean,
  dataVinculo: Schema.NullOr(Schema.String),
  /** The latest history record (the current stage's), where its result is recorded. */
  historicoId: Schema.NullOr(Schema.Number),
})
export type CandidatoNaSolicitacao = Schema.Schema.Type<typeof CandidatoNaSolicitacao>

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
  }
>() {}
