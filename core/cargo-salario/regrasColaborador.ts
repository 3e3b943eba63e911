import { Effect } from 'effect'
import { CIDADE_FORA_DA_UF } from '../captacao/candidatos.ts'
import { camposExtrasVisiveis, CONFIG_PADRAO } from '../captacao/qualificacaoCandidato.ts'
import { normalizarSubRegistros, regrasSubRegistros } from '../captacao/subRegistros.ts'
import { cidades } from '../geral/localidades.ts'
import { DESLIGAMENTO_ANTERIOR } from '../geral/itensPessoa.ts'
import { adicionarMeses } from '../shared/datas.ts'
import type { ErroCampo } from '../shared/erros.ts'
import { formatarData } from '../shared/formatos.ts'
import { Relogio, type Escopo } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import type { ContextoValidacao, Entrada, Registro, ResultadoValidar } from '../shared/resource.ts'
import { empresas } from '../utilitario/empresas.ts'
import { camposHistoricoColaborador, colaboradores, historicosColaborador, type camposColaborador } from './colaboradores.ts'
import { faixasSalariais } from './faixas-salariais.ts'
import { TIPO_SALARIO_CARGO, TIPO_SALARIO_INDICE, TIPO_SALARIO_VALOR, validarHistoricoFaixa } from './salario.ts'

/**
 * The employee's rules (spec 001 §2 talentos, §3; issue 12 "Employees"). Decisions where the spec is silent:
 * - CPF is unique among the company's ACTIVE employees (no dismissal, or one still to come): a dismissed person
 *   is re-admitted with a new record, and two records of one CPF are never active together.
 * - A dismissal date needs its reason (motivo de desligamento), and a reason needs the date: the dismissal
 *   reports and turnover count reasons.
 * - A CIPA member needs the end date of their stability (CLT art. 10, II, "a" ADCT: up to one year after the
 *   mandate); the date may stay after membership ends, because the stability outlasts the mandate.
 * - Birth date not in the future and at least 14 years before the admission (CF art. 7º, XXXIII: work from 14
 *   as an apprentice).
 */

type EntradaColaborador = Partial<Entrada<typeof camposColaborador>>
type EntradaHistorico = Partial<Entrada<typeof camposHistoricoColaborador>>

export const MOTIVO_DESLIGAMENTO_OBRIGATORIO = 'Motivo do Desligamento é obrigatório'
export const DATA_DESLIGAMENTO_SEM_DATA = 'Informe a Data de Desligamento do motivo informado'
export const FIM_ESTABILIDADE_OBRIGATORIO = 'Fim da estabilidade da CIPA é obrigatório para membro da CIPA'
export const FIM_ESTABILIDADE_ANTERIOR = 'O fim da estabilidade da CIPA não pode ser anterior à data de admissão'
export const NASCIMENTO_FUTURO = 'A data de nascimento não pode ser posterior à data atual'
export const IDADE_MINIMA_ANOS = 14
export const IDADE_MINIMA = `O talento deve ter ao menos ${IDADE_MINIMA_ANOS} anos na data de admissão`
export const CPF_ATIVO_DUPLICADO = 'Já existe um talento ativo com este CPF nesta empresa'
export const historicoAntesDaAdmissao = (d: string) => `Há histórico do talento em ${formatarData(d)}: a admissão deve ser anterior aos demais históricos`
export const historicoDepoisDoDesligamento = (d: string) => `Há histórico do talento em ${formatarData(d)}, depois desta data de desligamento`

/** Rules of the record alone (the declaration's `rules`). */
export const regrasColaborador = (c: EntradaColaborador): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  if (c.dataAdmissao && c.dataDesligamento && c.dataDesligamento < c.dataAdmissao) erros.push({ field: 'dataDesligamento', message: DESLIGAMENTO_ANTERIOR })
  if (c.dataDesligamento && c.motivoDesligamentoId === undefined) erros.push({ field: 'motivoDesligamentoId', message: MOTIVO_DESLIGAMENTO_OBRIGATORIO })
  if (!c.dataDesligamento && c.motivoDesligamentoId !== undefined) erros.push({ field: 'dataDesligamento', message: DATA_DESLIGAMENTO_SEM_DATA })
  if (c.membroCipa && !c.dataFimEstabilidadeCipa) erros.push({ field: 'dataFimEstabilidadeCipa', message: FIM_ESTABILIDADE_OBRIGATORIO })
  if (c.dataFimEstabilidadeCipa && c.dataAdmissao && c.dataFimEstabilidadeCipa < c.dataAdmissao) erros.push({ field: 'dataFimEstabilidadeCipa', message: FIM_ESTABILIDADE_ANTERIOR })
  if (c.dataNascimento && c.dataAdmissao && adicionarMeses(c.dataNascimento, IDADE_MINIMA_ANOS * 12) > c.dataAdmissao) erros.push({ field: 'dataNascimento', message: IDADE_MINIMA })
  erros.push(...regrasSubRegistros(c))
  return erros
}

/** Active on `hoje`: no dismissal, or a dismissal still to come (the list's situação A). */
export const ativoEm = (c: { readonly dataDesligamento?: string | null | undefined }, hoje: string) => !c.dataDesligamento || c.dataDesligamento > hoje

/** The employee's history rows, oldest first. */
export const historicosDoTalento = (escopo: Escopo, colaboradorId: number): Effect.Effect<ReadonlyArray<Registro>, never, Repositorio> =>
  Effect.map(
    Effect.flatMap(Repositorio, (repo) => repo.list(historicosColaborador, escopo, { filter: { colaboradorId, empresaId: [...escopo.empresasVisiveis] }, sort: { field: 'data', order: 'ASC' } })),
    (p) => p.rows,
  )

/** The company's extra-field configuration for employees (the candidate's reading of the same shape). */
const extrasDoTalento = (e: Record<string, unknown> | undefined) =>
  camposExtrasVisiveis({ ...CONFIG_PADRAO, campoExtraCandidato: e?.['campoExtraColaborador'] === true, camposExtras: Array.isArray(e?.['camposExtrasColaborador']) ? (e['camposExtrasColaborador'] as never) : [] })

const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

/**
 * Rules that need stored data (the declaration's `validar`): today (birth date), the CPF among active
 * employees, the company's required extra fields, the city in its UF, the sub-records' lookups (normalised as
 * the candidate's: item ids, current names), and on update the history: the admission date stays before the
 * other rows (the admission row moves with it) and no row comes after a dismissal.
 */
export const validarColaborador = (c: Entrada<typeof camposColaborador>, ctx: ContextoValidacao): Effect.Effect<ResultadoValidar, never, Repositorio | Relogio> =>
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

// ---------------------------------------------------------------------------------------------------------
// History rows

export const FAIXA_OBRIGATORIA = 'Faixa Salarial é obrigatória'
export const FAIXA_DE_OUTRO_CARGO = 'A faixa salarial não pertence ao cargo'
export const TALENTO_DO_HISTORICO_NAO_MUDA = 'O talento de um histórico não pode ser alterado'
export const ADMISSAO_SO_NO_PRIMEIRO = 'O motivo Admissão é só do primeiro histórico do talento'
export const ADMISSAO_NA_DATA_DE_ADMISSAO = 'O histórico de admissão fica na data de admissão do talento; altere-a no cadastro do talento'
export const MOTIVO_DA_ADMISSAO_NAO_MUDA = 'O motivo do histórico de admissão não pode ser alterado'
export const HISTORICO_ADMISSAO_NAO_REMOVIVEL = 'O histórico de admissão não pode ser removido; para desfazer a admissão, remova o talento'
export const historicoAnteriorAdmissao = (d: string) => `A data não pode ser anterior à admissão do talento (${formatarData(d)})`
export const historicoPosteriorDesligamento = (d: string) => `A data não pode ser posterior ao desligamento do talento (${formatarData(d)})`

const PARA_O_HISTORICO: Readonly<Record<string, string>> = { tipo: 'tipoSalario', valor: 'salario' }

/**
 * The salary by type (spec 001 §3, §5): 1 needs the salary range, 2 an index and a quantity above 0
 * ('Quantidade não pode ser 0 (zero) ou menor'), 3 a value above 0 ('Valor não pode ser 0 (zero) ou menor').
 * The same rule as a salary range's history, with the employee's field names.
 */
export const regrasHistorico = (h: EntradaHistorico): ReadonlyArray<ErroCampo> => [
  ...(h.tipoSalario === TIPO_SALARIO_CARGO && h.faixaSalarialId === undefined ? [{ field: 'faixaSalarialId', message: FAIXA_OBRIGATORIA }] : []),
  ...validarHistoricoFaixa({ data: h.data ?? null, tipo: h.tipoSalario ?? null, indiceId: h.indiceId ?? null, quantidade: h.quantidade ?? null, valor: h.salario ?? null })
    .filter((e) => e.field !== 'data' && e.field !== 'tipo')
    .map((e) => ({ ...e, field: PARA_O_HISTORICO[e.field] ?? e.field })),
]

/** What is stored: only the salary fields of the chosen type (an index row keeps no value, a value row no index). */
export const prepararHistorico = (h: EntradaHistorico): Record<string, unknown> => {
  const { indiceId, quantidade, salario, ...resto } = h
  const indice = h.tipoSalario === TIPO_SALARIO_INDICE
  return {
    ...resto,
    ...(indice && indiceId !== undefined ? { indiceId } : {}),
    ...(indice && quantidade !== undefined ? { quantidade } : {}),
    ...(h.tipoSalario === TIPO_SALARIO_VALOR && salario !== undefined ? { salario } : {}),
  }
}

/**
 * Rules of a history row that need the employee and the range: no row before the admission nor after a
 * dismissal; the admission row (the first, reason 'AD') stays on the admission date and keeps its reason, and
 * no other row takes that reason; the employee of a row never changes; the range belongs to the cargo.
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
    const desligamento = typeof t['dataDesligamento'] === 'string' ? t['dataDesligamento'] : undefined
    if (desligamento && h.data > desligamento) erros.push({ field: 'data', message: historicoPosteriorDesligamento(desligamento) })
    if (h.faixaSalarialId !== undefined) {
      const faixa = yield* Effect.either(repo.get(faixasSalariais, escopo, h.faixaSalarialId))
      if (faixa._tag === 'Right' && Number(faixa.right.cargoId) !== h.cargoId) erros.push({ field: 'faixaSalarialId', message: FAIXA_DE_OUTRO_CARGO })
    }
    return erros
  })
