import { Effect } from 'effect'
import { errosDoPeriodoNoVinculo, talentoDoRegistro } from '../gestao-talentos/talentoNoPeriodo.ts'
import { errosDoPeriodo } from '../gestao-talentos/ocorrencias.ts'
import { booleano, cnpj, data, opcoes, referencia, referencias, texto, textoLongo } from '../shared/campos.ts'
import { listar, obter } from '../shared/crud.ts'
import { RegraViolada, type ErroCampo } from '../shared/erros.ts'
import type { Repositorio } from '../shared/repositorio.ts'
import { defineResource, type ContextoValidacao, type ResultadoValidar } from '../shared/resource.ts'
import { afastamentos } from './afastamentos.ts'
import {
  AFASTAMENTO_INTEGRADO,
  aplicarClasse,
  CLASSES_AFASTAMENTO,
  conflitos,
  editavelPeloStatusAC,
  mensagemSobreposicao,
  ONUS_CESSAO,
  ONUS_MANDATO_SINDICAL,
  ORIGINAL_INVALIDO,
  STATUS_AC,
  vinculaveis,
  type AfastamentoVinculavel,
  type ClasseAfastamento,
} from './afastamentosRegras.ts'

export const ROLE_AFASTAMENTOS = 'ROLE_SST_AFASTAMENTOS'
export const TALENTO_OBRIGATORIO = 'Talento é obrigatório'
export const MOTIVO_OBRIGATORIO = 'Motivo é obrigatório'
export const INICIO_OBRIGATORIO = 'Data de início do período é obrigatória.'

/**
 * An employee's absence (spec 001 §3 'Absence (afastamento) record', spec 002 /sst/colaborador-afastamentos): the
 * reason (its class asks for the assignment's or mandate's CNPJ and burden, or the original absence of a relapse),
 * the period (no end: still away), never overlapping another of the same employee. Medical certificates with their CID
 * are a sub-list of their own (`atestados`), readable only with the health-data authority. `statusAC` is the payroll
 * sync status: a record is changed or removed only while AGUARDANDO or COM_ERRO (spec 001 §4). A manager sees the
 * absences of the employees of their areas.
 */
export const colaboradorAfastamentos = defineResource({
  name: 'sst/colaborador-afastamentos',
  table: 'colaborador_afastamentos',
  label: 'Afastamentos dos Talentos',
  labelSingular: 'Afastamento do Talento',
  scope: 'empresa',
  authority: ROLE_AFASTAMENTOS,
  fields: {
    colaboradorId: referencia({ label: 'Talento', resource: 'cargo-salario/colaboradores', required: true, list: true, obrigatorio: TALENTO_OBRIGATORIO }),
    afastamentoId: referencia({ label: 'Motivo', resource: 'sst/afastamentos', required: true, list: true, obrigatorio: MOTIVO_OBRIGATORIO }),
    dataInicio: data({ label: 'Início', required: true, list: true, obrigatorio: INICIO_OBRIGATORIO }),
    dataFim: data({ label: 'Fim', list: true, help: 'Em branco enquanto o talento não retornou.' }),
    observacao: textoLongo({ label: 'Observação', max: 4000, feminino: true }),
    cnpjCessaoRequisicao: cnpj({ label: 'CNPJ do cessionário' }),
    onusCessaoRequisicao: opcoes({ label: 'Ônus da cessão ou requisição', options: ONUS_CESSAO }),
    cnpjMandatoSindical: cnpj({ label: 'CNPJ do sindicato' }),
    onusMandatoSindical: opcoes({ label: 'Ônus do mandato sindical', options: ONUS_MANDATO_SINDICAL }),
    cnpjMandatoEletivo: cnpj({ label: 'CNPJ do órgão do mandato eletivo' }),
    optouRemuneracaoCargoMandatoEletivo: booleano({ label: 'Optou pela remuneração do cargo eletivo' }),
    colaboradorAfastamentoOriginalId: referencia({ label: 'Afastamento original (recaída)', resource: 'sst/colaborador-afastamentos' }),
  },
  estado: { statusAC: opcoes({ label: 'Situação na folha', options: STATUS_AC, default: 'AGUARDANDO', feminino: true, list: true }) },
  colunas: {
    nomeColaborador: texto({ label: 'Nome do Talento', max: 100 }),
    descricaoAfastamento: texto({ label: 'Motivo', max: 100 }),
    classe: opcoes({ label: 'Classe', options: CLASSES_AFASTAMENTO, feminino: true }),
    absenteismo: booleano({ label: 'Conta no absenteísmo' }),
  },
  filtros: {
    dataDe: { campo: data({ label: 'Início de' }), op: 'gte', coluna: 'dataInicio', destaque: true },
    dataAte: { campo: data({ label: 'Início até' }), op: 'lte', coluna: 'dataInicio', destaque: true },
    /** The employee's position today. */
    estabelecimentoId: { campo: referencias({ label: 'Estabelecimentos', resource: 'utilitario/estabelecimentos' }), op: 'predicado' },
    areaOrganizacionalId: { campo: referencias({ label: 'Áreas Organizacionais', resource: 'cargo-salario/areas-organizacionais', feminino: true }), op: 'predicado' },
    cargoId: { campo: referencias({ label: 'Cargos', resource: 'cargo-salario/cargos' }), op: 'predicado' },
  },
  escopoGestor: 'areaOrganizacionalId',
  regrasFiltro: (f) => errosDoPeriodo(f['dataDe'] as string | undefined, f['dataAte'] as string | undefined, 'dataAte'),
  rules: (a) => errosDoPeriodo(a.dataInicio, a.dataFim, 'dataFim'),
  validar: (a, ctx) => validarAfastamento(a, ctx),
  antesDeAlterar: (atual) => (editavelPeloStatusAC(atual['statusAC'] as string) ? Effect.void : Effect.fail(new RegraViolada({ message: AFASTAMENTO_INTEGRADO }))),
  antesDeRemover: (atual) => (editavelPeloStatusAC(atual['statusAC'] as string) ? Effect.void : Effect.fail(new RegraViolada({ message: AFASTAMENTO_INTEGRADO }))),
  sort: { field: 'dataInicio', order: 'DESC' },
  menu: { grupo: 'SST', ordem: 5 },
})

/** The employee's absences (in the record's company) as the rules see them. */
export const afastamentosDoTalento = (
  ator: NonNullable<ContextoValidacao['ator']>,
  empresaId: number,
  colaboradorId: number,
): Effect.Effect<ReadonlyArray<AfastamentoVinculavel & { readonly dataFim: string | null; readonly descricaoAfastamento: string | null }>, never, Repositorio> =>
  Effect.map(listar(colaboradorAfastamentos, ator, { filter: { empresaId, colaboradorId } }), ({ rows }) =>
    rows.map((r) => ({
      id: r.id,
      dataInicio: String(r.dataInicio),
      dataFim: r.dataFim ?? null,
      classe: r.classe ?? null,
      descricaoAfastamento: r.descricaoAfastamento ?? null,
    })),
  )

interface EntradaAfastamento {
  readonly colaboradorId: number
  readonly afastamentoId: number
  readonly dataInicio: string
  readonly dataFim?: string | undefined
}

/**
 * The employee (visible, of the record's company, employed in the period), the reason (its class's fields; the
 * others cleared), no overlap with the employee's other absences, and a relapse's original among `vinculaveis`.
 */
const validarAfastamento = (a: EntradaAfastamento, ctx: ContextoValidacao): Effect.Effect<ResultadoValidar, RegraViolada, unknown> =>
  Effect.gen(function* () {
    const t = yield* talentoDoRegistro(a.colaboradorId, ctx)
    if (t._tag === 'erros') return t.erros
    const ator = ctx.ator
    if (!ator || !t.talento) return []
    const empresaId = t.talento.empresaId
    const erros: ErroCampo[] = [...errosDoPeriodoNoVinculo(t.talento, a.dataInicio, a.dataFim, { inicio: 'dataInicio', fim: 'dataFim' })]
    const motivo = yield* Effect.either(obter(afastamentos, ator, a.afastamentoId))
    if (motivo._tag === 'Left' || Number(motivo.right.empresaId) !== empresaId) return [...erros, { field: 'afastamentoId', message: 'Motivo: registro não encontrado' }]
    const classe = motivo.right.classe as ClasseAfastamento
    const porClasse = aplicarClasse(a as unknown as Record<string, unknown>, classe)
    erros.push(...porClasse.erros)
    const doTalento = yield* afastamentosDoTalento(ator, empresaId, a.colaboradorId)
    const choque = conflitos({ ...(ctx.id !== undefined ? { id: ctx.id } : {}), dataInicio: a.dataInicio, dataFim: a.dataFim ?? null }, doTalento)[0]
    if (choque) erros.push({ field: 'dataInicio', message: mensagemSobreposicao(choque) })
    const original = porClasse.entrada['colaboradorAfastamentoOriginalId']
    if (classe === 'RECAIDA' && typeof original === 'number' && !vinculaveis(a.dataInicio, doTalento, ctx.id).some((v) => v.id === original)) {
      erros.push({ field: 'colaboradorAfastamentoOriginalId', message: ORIGINAL_INVALIDO })
    }
    const r: ResultadoValidar = { erros, entrada: porClasse.entrada }
    return r
  })
