import { Effect, Either, Schema } from 'effect'
import { admitirColaborador, CorpoAdmissao } from '../cargo-salario/admitirColaborador.ts'
import { camposColaborador, historicosColaborador, SEXOS_TALENTO } from '../cargo-salario/colaboradores.ts'
import { faixasSalariais } from '../cargo-salario/faixas-salariais.ts'
import { TIPO_SALARIO_CARGO, TIPO_SALARIO_VALOR } from '../cargo-salario/salario.ts'
import type { Ator } from '../shared/ator.ts'
import type { Campo } from '../shared/campos.ts'
import { grupo } from '../shared/campos.ts'
import { alterar } from '../shared/crud.ts'
import { ErroCampoSchema, RegraViolada } from '../shared/erros.ts'
import { Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, esquemaDoRegistro, montar, validar, type Campos, type Registro } from '../shared/resource.ts'
import { colaboradores } from '../cargo-salario/colaboradores.ts'
import { estadoDe, permitir } from './alterarSolicitacao.ts'
import { candidatos } from './candidatos.ts'
import { etapasDaSolicitacao, obterVinculo, ultimoHistorico, verificarContratacao } from './pipeline.ts'
import { candidatoSolicitacao, historico, solicitacoesPessoal } from './solicitacoes-pessoal.ts'

/**
 * 'Contratar' on the selection board (issue 12): the candidate becomes an employee of the request's company. The
 * employee is admitted by the one admission use case (cargo-salario/admitirColaborador.ts) from the candidate's
 * personal data and sub-lists, the request's position proposed and whatever the dialog sends (the admission
 * date, the salary, data the candidate lacks); then the link is hired, the request counts one more vacancy
 * filled and the candidate is marked `contratado` and `jaFoiColaborador`. All of it in one transaction: an
 * invalid employee (a candidate without birth date…) changes nothing and answers the admission's field errors.
 */

/** Candidate keys that are not the employee's although the names match (a candidate's note is not an employee's). */
const NAO_COPIADOS = new Set(['observacao', 'camposExtras'])
/** The employee's key → the candidate's key, where the names differ. */
const ORIGEM: Readonly<Record<string, string>> = { idiomas: 'candidatoIdiomas' }

const vazio = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)

/**
 * What of a candidate the employee keeps (pure): every employee field the candidate has under the same name (name,
 * CPF, birth date, the person's groups of core/geral/pessoa.ts) and the sub-lists (formação, experiências,
 * idiomas, certificados, cursos: the same item Schemas); an 'Indiferente' sex is not an employee's value.
 * Extra fields are not carried: the company configures the candidate's and the employee's separately.
 */
export const dadosDoCandidato = (c: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const k of Object.keys(camposColaborador)) {
    if (NAO_COPIADOS.has(k)) continue
    const v = c[ORIGEM[k] ?? k]
    if (vazio(v)) continue
    if (k === 'sexo' && !SEXOS_TALENTO.some((s) => s.id === v)) continue
    out[k] = v
  }
  return out
}

/** Every field of `campos` optional and without default (the candidate and the request fill them). */
const opcionais = (campos: Campos): Campos => Object.fromEntries(Object.entries(campos).map(([k, c]) => [k, { ...c, required: false, default: undefined } satisfies Campo]))

const { colaboradorId: _c, data: _d, motivo: _m, ...camposPosicao } = historicosColaborador.fields

/**
 * The dialog's body: the admission date (required), the position (each item defaults to the request's proposal)
 * and any employee field, which replaces the candidate's value (a birth date the candidate lacks, the matrícula).
 */
export const CorpoContratacao = montar(
  {
    ...opcionais(camposColaborador),
    dataAdmissao: camposColaborador.dataAdmissao,
    historico: grupo({ label: 'Posição na admissão', value: montar(opcionais(camposPosicao), 'create'), feminino: true }),
  },
  'create',
)

const Objeto = Schema.Record({ key: Schema.String, value: Schema.Unknown })
const N = Schema.NullOr

export const PropostaContratacao = Schema.Struct({
  candidato: Schema.Struct({ id: Schema.Number, nome: Schema.String, cpf: N(Schema.String), dataNascimento: N(Schema.String), sexo: N(Schema.String) }),
  /** The admission body proposed: today, the request's vínculo and position, the salary from the range or the request's remuneração. */
  corpo: Schema.Struct({ historico: Objeto }, Objeto),
  /** The proposed range's value today (centavos), when the request names one. */
  valorFaixa: N(Schema.Number),
  /** What the admission would refuse as proposed (the candidate's missing data), for the dialog to ask. */
  pendencias: Schema.Array(ErroCampoSchema),
})
export type PropostaContratacao = Schema.Schema.Type<typeof PropostaContratacao>

/** The position the request proposes (pure): its establishment, area, cargo and range; salary by range, else its remuneração. */
export const posicaoProposta = (s: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const faixa = s['faixaSalarialId'] ?? null
  const base = { estabelecimentoId: s['estabelecimentoId'], areaOrganizacionalId: s['areaOrganizacionalId'], cargoId: s['cargoId'] }
  if (faixa) return { ...base, faixaSalarialId: faixa, tipoSalario: TIPO_SALARIO_CARGO }
  return { ...base, tipoSalario: TIPO_SALARIO_VALOR, ...(s['remuneracao'] ? { salario: s['remuneracao'] } : {}) }
}

const semVazios = (o: Readonly<Record<string, unknown>>) => Object.fromEntries(Object.entries(o).filter(([, v]) => !vazio(v)))

/** The admission body (pure): candidate < request's proposal < what the dialog sent. */
export const corpoDaAdmissao = (candidato: Readonly<Record<string, unknown>>, solicitacao: Readonly<Record<string, unknown>>, enviado: Readonly<Record<string, unknown>>) => {
  const { historico: h, ...dados } = enviado
  return {
    ...dadosDoCandidato(candidato),
    ...(solicitacao['vinculo'] ? { vinculo: solicitacao['vinculo'] } : {}),
    ...semVazios(dados),
    historico: { ...posicaoProposta(solicitacao), ...(typeof h === 'object' && h !== null ? semVazios(h as Record<string, unknown>) : {}) },
  }
}

const JA_CONTRATADO = 'Este candidato já é talento ativo desta empresa.'

/** The link, its request and candidate, with the board's rules checked (stage, result, vacancies, request state). */
const prepararContratacao = (ator: Ator, candidatoSolicitacaoId: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const { link, solicitacao } = yield* obterVinculo(ator, candidatoSolicitacaoId)
    yield* Either.match(permitir('candidatos', estadoDe(solicitacao)), { onLeft: Effect.fail, onRight: Effect.succeed })
    const etapas = yield* etapasDaSolicitacao(ator, solicitacao)
    const quantidade = Number(solicitacao.quantidade ?? 1)
    const preenchidas = Number(solicitacao.qtdVagasPreenchidas ?? 0)
    yield* Either.match(
      verificarContratacao(
        etapas,
        { etapaSeletivaId: link.etapaSeletivaId ?? null, apto: link.apto ?? null, contratado: link.contratado === true },
        { quantidade, qtdVagasPreenchidas: preenchidas },
      ),
      { onLeft: Effect.fail, onRight: Effect.succeed },
    )
    const empresaId = Number(link.empresaId)
    const escopo = { ...ator.escopo, empresaId }
    const candidato: Registro = yield* repo.get(candidatos, escopo, Number(link.candidatoId))
    // A person is one active employee of a company: a dismissed one may be hired again (jaFoiColaborador).
    const ativos = yield* repo.list(colaboradores, escopo, { filter: { empresaId, candidatoId: candidato.id, situacao: 'A' }, range: { offset: 0, limit: 1 } })
    if (ativos.total > 0) return yield* new RegraViolada({ message: JA_CONTRATADO, code: 'CONTRATACAO_INVALIDA' })
    return { link, solicitacao, candidato, escopo, quantidade, preenchidas }
  })

/** GET candidato-solicitacao/{id}/contratacao: what the 'Contratar' dialog proposes, and what is missing. */
export const propostaContratacao = (ator: Ator, candidatoSolicitacaoId: number) =>
  Effect.gen(function* () {
    const { solicitacao, candidato, escopo } = yield* prepararContratacao(ator, candidatoSolicitacaoId)
    const hoje = yield* (yield* Relogio).hoje
    const corpo = corpoDaAdmissao(candidato, solicitacao, { dataAdmissao: hoje })
    let valorFaixa: number | null = null
    if (solicitacao['faixaSalarialId']) {
      const faixa = yield* Effect.either((yield* Repositorio).get(faixasSalariais, escopo, Number(solicitacao['faixaSalarialId'])))
      if (Either.isRight(faixa) && typeof faixa.right.valorVigente === 'number') valorFaixa = faixa.right.valorVigente
    }
    const pendencias = Either.match(validar(CorpoAdmissao, corpo), { onLeft: (e) => e.errors, onRight: () => [] })
    return {
      candidato: {
        id: candidato.id,
        nome: String(candidato['nome']),
        cpf: (candidato['cpf'] as string | null) ?? null,
        dataNascimento: (candidato['dataNascimento'] as string | null) ?? null,
        sexo: (candidato['sexo'] as string | null) ?? null,
      },
      corpo,
      valorFaixa,
      pendencias,
    } satisfies PropostaContratacao
  })

export const ResultadoContratacao = Schema.Struct({
  solicitacao: esquemaDoRegistro(solicitacoesPessoal),
  candidatoSolicitacao: esquemaDoRegistro(candidatoSolicitacao),
  /** The employee created (cargo-salario/colaboradores). */
  colaborador: esquemaDoRegistro(colaboradores),
  /** Every vacancy is filled: the UI offers to close the request. */
  todasPreenchidas: Schema.Boolean,
})
export type ResultadoContratacao = Schema.Schema.Type<typeof ResultadoContratacao>

/**
 * POST candidato-solicitacao/{id}/contratar: admits the candidate as an employee, hires the link (apto, contratado,
 * dataContratacao), fills one vacancy and marks the candidate. The board's rules answer before the body is read.
 */
export const contratarCandidato = (ator: Ator, candidatoSolicitacaoId: number, corpo: unknown) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const hoje = yield* (yield* Relogio).hoje
    return yield* repo.transaction(
      Effect.gen(function* () {
        const { link, solicitacao, candidato, quantidade, preenchidas } = yield* prepararContratacao(ator, candidatoSolicitacaoId)
        yield* Either.match(validar(CorpoContratacao, corpo ?? {}), { onLeft: Effect.fail, onRight: Effect.succeed })
        const bruto = typeof corpo === 'object' && corpo !== null && !Array.isArray(corpo) ? (corpo as Record<string, unknown>) : {}
        const colaborador = yield* admitirColaborador(ator, corpoDaAdmissao(candidato, solicitacao, bruto), { candidatoId: candidato.id })
        const ultimo = yield* ultimoHistorico(ator, link)
        if (ultimo && ultimo.apto !== 'S') yield* alterar(historico, ator, ultimo.id, { apto: 'S' })
        const novoLink = yield* alterar(candidatoSolicitacao, ator, link.id, { apto: 'S', contratado: true, dataContratacao: hoje })
        const novaSolicitacao = yield* alterar(solicitacoesPessoal, ator, solicitacao.id, { qtdVagasPreenchidas: preenchidas + 1 })
        yield* alterar(candidatos, ator, candidato.id, { contratado: true, jaFoiColaborador: true })
        return { solicitacao: novaSolicitacao, candidatoSolicitacao: novoLink, colaborador, todasPreenchidas: preenchidas + 1 >= quantidade } satisfies ResultadoContratacao
      }),
    )
  })

/** The hire's calls on a candidate of a request (/api/captacao/candidato-solicitacao/{id}/…). */
export const ACOES_CONTRATACAO = [
  defineAcao({
    nome: 'contratacao',
    metodo: 'GET',
    caminho: ':id/contratacao',
    resumo: "Proposta do 'Contratar': dados do candidato, posição e salário da solicitação, pendências",
    modo: 'ler',
    resposta: PropostaContratacao,
    executar: (ator, { id }) => propostaContratacao(ator, id),
  }),
  defineAcao({
    nome: 'contratar',
    metodo: 'POST',
    caminho: ':id/contratar',
    resumo: 'Contrata o candidato: admite o talento (dados pessoais e sub-listas do candidato), preenche uma vaga',
    modo: 'escrever',
    corpo: CorpoContratacao as Schema.Schema<unknown, Record<string, unknown>>,
    corpoOpcional: true,
    validadoNoCaso: true,
    resposta: ResultadoContratacao,
    executar: (ator, { id, corpo }) => contratarCandidato(ator, id, corpo),
  }),
]
