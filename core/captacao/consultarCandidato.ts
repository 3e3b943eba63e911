import { Effect, Either, Schema } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { acaoDeConsulta, acaoDeParte } from '../shared/acoes.ts'
import { imagemDeDataUrl, texto } from '../shared/campos.ts'
import { obter } from '../shared/crud.ts'
import { NaoEncontrado } from '../shared/erros.ts'
import { formatarData } from '../shared/formatos.ts'
import type { Escopo } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, esquemaDoRegistro, IdNome, validar, type Registro, type Resource } from '../shared/resource.ts'
import { cargos } from '../cargo-salario/cargos.ts'
import { areasInteresse, etapasSeletivas } from './cadastros.ts'
import { camposCandidato, candidatos } from './candidatos.ts'
import { imprimirCurriculo, OpcoesImpressaoSchema } from './imprimirCurriculoCandidato.ts'
import { CandidatosDados } from './ports.ts'
import { candidatoSolicitacao, historico, solicitacoesPessoal } from './solicitacoes-pessoal.ts'

const validado = <A, I>(s: Schema.Schema<A, I>, v: unknown) => Either.match(validar(s, v), { onLeft: Effect.fail, onRight: Effect.succeed })

/** `?cpf=` of the CPF lookups (spec 000 §4: the form runs them when the CPF has 11 characters). */
const ConsultaCpf = Schema.Struct({
  cpf: Schema.propertySignature(camposCandidato.cpf.value).annotations({ missingMessage: () => 'CPF é obrigatório' }),
})

/** `?nome=` of the homonym lookup. */
const ConsultaNome = Schema.Struct({
  nome: Schema.propertySignature(texto({ label: 'Nome', max: 100 }).value).annotations({ missingMessage: () => 'Nome é obrigatório' }),
})

/** `candidatoId` of a lookup made while editing: that candidate is not "another" one. */
const excluido = (query: Readonly<Record<string, string>>) => Number(query['candidatoId'] ?? Number.NaN)

export const validarCpfCandidato = (ator: Ator, query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const { cpf } = yield* validado(ConsultaCpf, query)
    const outro = (yield* (yield* CandidatosDados).porCpf([ator.escopo.empresaId], cpf)).find((a) => a.id !== excluido(query))
    return outro
      ? { valido: false, mensagem: 'Já existe um candidato com este CPF nesta empresa', candidato: { id: outro.id, nome: outro.nome } }
      : { valido: true, mensagem: null, candidato: null }
  })

export const empresasPorCpf = (ator: Ator, query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const { cpf } = yield* validado(ConsultaCpf, query)
    return (yield* (yield* CandidatosDados).porCpf(ator.escopo.empresasVisiveis, cpf)).map((a) => ({ id: a.empresaId, nome: a.empresaNome, candidatoId: a.id }))
  })

/** The session company's candidate with this CPF, as GET /{id} answers it (404 when none). */
export const candidatoPorCpf = (ator: Ator, query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const { cpf } = yield* validado(ConsultaCpf, query)
    const [achado] = yield* (yield* CandidatosDados).porCpf([ator.escopo.empresaId], cpf)
    if (!achado) return yield* new NaoEncontrado({ recurso: candidatos.name, id: 0 })
    return yield* obter(candidatos, ator, achado.id)
  })

export const homonimos = (ator: Ator, query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const { nome } = yield* validado(ConsultaNome, query)
    return (yield* (yield* CandidatosDados).homonimos(ator.escopo.empresasVisiveis, nome)).filter((h) => h.id !== excluido(query))
  })

/** `{id, nome}` of the rows of a lookup the candidate points at (cargos, áreas de interesse), in its company. */
const nomesDe = (ator: Ator, reg: Registro, r: Resource, campo: string) =>
  Effect.gen(function* () {
    const ids = Array.isArray(reg[campo]) ? (reg[campo] as number[]) : []
    if (!ids.length) return []
    const p = yield* (yield* Repositorio).list(r, ator.escopo, { filter: { id: ids, empresaId: reg.empresaId } })
    return p.rows.map((x) => ({ id: x.id, nome: String(x['nome']) }))
  })

/** The record with the names of the pretended cargos (`?comCargos=false` leaves them out). */
export const candidatoCompleto = (ator: Ator, id: number, query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const r = yield* obter(candidatos, ator, id)
    return query['comCargos'] === 'false' ? r : { ...r, cargosDetalhe: yield* nomesDe(ator, r, cargos, 'cargos') }
  })

/** Contact, qualification and dates: the summary other screens show. */
export const informacaoCandidato = (ator: Ator, id: number) =>
  Effect.map(obter(candidatos, ator, id), (r) => ({
    id: r.id,
    empresaId: r.empresaId,
    nome: r.nome,
    cpf: r.cpf ?? null,
    email: r.email ?? null,
    dddCelular: r.dddCelular ?? null,
    foneCelular: r.foneCelular ?? null,
    qualificacaoCadastral: r.qualificacaoCadastral,
    mensagemQualificacao: r.mensagemQualificacao ?? null,
    dataCadastro: r.dataCadastro,
    dataAtualizacao: r.dataAtualizacao,
  }))

/** The photo as an image file (404 without one). */
export const fotoCandidato = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const r = yield* obter(candidatos, ator, id)
    const f = imagemDeDataUrl(r.foto)
    if (!f) return yield* new NaoEncontrado({ recurso: 'foto', id })
    return { bytes: f.bytes, nomeArquivo: `foto-${id}.${f.extensao}`, tipo: f.tipo }
  })

/** History and personnel requests of the résumé print, with the requests' and stages' names. */
export const historicoParaImpressao = (escopo: Escopo) => {
  const nomes = (r: Resource, campo: string, ids: ReadonlyArray<unknown>) =>
    Effect.gen(function* () {
      const unicos = [...new Set(ids.filter((x): x is number => typeof x === 'number'))]
      if (!unicos.length) return new Map<number, string>()
      const p = yield* (yield* Repositorio).list(r, escopo, { filter: { id: unicos, empresaId: escopo.empresasVisiveis } })
      return new Map(p.rows.map((x) => [x.id, String(x[campo] ?? '')]))
    })
  const linhas = <R extends Resource>(r: R, candidatoId: number) =>
    Effect.flatMap(Repositorio, (repo) => Effect.map(repo.list(r, escopo, { filter: { candidatoId, empresaId: escopo.empresasVisiveis } }), (p) => p.rows))
  const apto = (v: unknown) => (v === 'S' ? 'Apto' : v === 'N' ? 'Não apto' : '')
  return {
    historico: (candidatoId: number) =>
      Effect.gen(function* () {
        const hs = yield* linhas(historico, candidatoId)
        const sol = yield* nomes(solicitacoesPessoal, 'descricao', hs.map((h) => h.solicitacaoId))
        const etapas = yield* nomes(etapasSeletivas, 'nome', hs.map((h) => h.etapaSeletivaId))
        return hs.map((h) => [formatarData(String(h.data ?? '')), sol.get(Number(h.solicitacaoId)) ?? '', etapas.get(Number(h.etapaSeletivaId)) ?? '', apto(h.apto)])
      }),
    solicitacoes: (candidatoId: number) =>
      Effect.gen(function* () {
        const vs = yield* linhas(candidatoSolicitacao, candidatoId)
        const sol = yield* nomes(solicitacoesPessoal, 'descricao', vs.map((v) => v.solicitacaoId))
        const etapas = yield* nomes(etapasSeletivas, 'nome', vs.map((v) => v.etapaSeletivaId))
        return vs.map((v) => [sol.get(Number(v.solicitacaoId)) ?? '', etapas.get(Number(v.etapaSeletivaId)) ?? '', v.contratado ? 'Contratado' : apto(v.apto)])
      }),
  }
}

/** What `valida-cpf` answers: the other candidate of the company with that CPF, if any. */
export const CpfDoCandidato = Schema.Struct({ valido: Schema.Boolean, mensagem: Schema.NullOr(Schema.String), candidato: Schema.NullOr(IdNome) })
const EmpresaDoCpf = Schema.Struct({ id: Schema.Number, nome: Schema.String, candidatoId: Schema.Number })
const Homonimo = Schema.Struct({ id: Schema.Number, nome: Schema.String, cpf: Schema.NullOr(Schema.String), empresaId: Schema.Number, dataNascimento: Schema.NullOr(Schema.String) })
const N = Schema.NullOr
const InformacaoCandidato = Schema.Struct({
  id: Schema.Number,
  empresaId: Schema.optional(Schema.Number),
  nome: N(Schema.String),
  cpf: N(Schema.String),
  email: N(Schema.String),
  dddCelular: N(Schema.String),
  foneCelular: N(Schema.String),
  qualificacaoCadastral: N(Schema.String),
  mensagemQualificacao: N(Schema.String),
  dataCadastro: N(Schema.String),
  dataAtualizacao: N(Schema.String),
})

/** Lookups and reads of the candidate (GET /api/captacao/candidatos/…), mounted by the generic routes. */
export const ACOES_CONSULTA_CANDIDATO = [
  acaoDeConsulta('valida-cpf', 'Verifica se o CPF já é de outro candidato da empresa', CpfDoCandidato, validarCpfCandidato),
  acaoDeConsulta('empresas-por-cpf', 'Empresas visíveis em que o CPF já tem candidato', Schema.Array(EmpresaDoCpf), empresasPorCpf),
  acaoDeConsulta('candidato-cpf', 'Candidato da empresa atual pelo CPF', 'registro', candidatoPorCpf),
  acaoDeConsulta('candidatos-homonimos', 'Candidatos homônimos (mesmo nome)', Schema.Array(Homonimo), homonimos),
  defineAcao({
    nome: 'completo',
    metodo: 'GET',
    caminho: ':id/completo',
    resumo: 'Candidato completo, com os nomes dos cargos pretendidos',
    modo: 'ler',
    resposta: Schema.extend(esquemaDoRegistro(candidatos), Schema.Struct({ cargosDetalhe: Schema.optional(Schema.Array(IdNome)) })),
    executar: (ator, { id, query }) => candidatoCompleto(ator, id, query),
  }),
  acaoDeParte(candidatos, 'conhecimentos', camposCandidato.conhecimentos, (r) => r.conhecimentos, 'do candidato'),
  acaoDeParte(candidatos, 'formacoes', camposCandidato.formacao, (r) => r.formacao, 'do candidato'),
  acaoDeParte(candidatos, 'certificados', camposCandidato.certificados, (r) => r.certificados, 'do candidato'),
  acaoDeParte(candidatos, 'cursos', camposCandidato.cursos, (r) => r.cursos, 'do candidato'),
  acaoDeParte(candidatos, 'idiomas', camposCandidato.candidatoIdiomas, (r) => r.candidatoIdiomas, 'do candidato'),
  acaoDeParte(candidatos, 'experiencias', camposCandidato.experiencias, (r) => r.experiencias, 'do candidato'),
  defineAcao({
    nome: 'areas-interesses',
    metodo: 'GET',
    caminho: ':id/areas-interesses',
    resumo: 'Áreas de interesse do candidato (id e nome)',
    modo: 'ler',
    resposta: Schema.Array(IdNome),
    executar: (ator, { id }) => Effect.flatMap(obter(candidatos, ator, id), (r) => nomesDe(ator, r, areasInteresse, 'areasInteresse')),
  }),
  defineAcao({
    nome: 'informacao',
    metodo: 'GET',
    caminho: ':id/informacao',
    resumo: 'Resumo do candidato (contato, qualificação e datas)',
    modo: 'ler',
    resposta: InformacaoCandidato,
    executar: (ator, { id }) => informacaoCandidato(ator, id),
  }),
  defineAcao({
    nome: 'foto',
    metodo: 'GET',
    caminho: ':id/foto',
    resumo: 'Foto do candidato (imagem)',
    modo: 'ler',
    resposta: 'arquivo',
    executar: (ator, { id }) => fotoCandidato(ator, id),
  }),
  defineAcao({
    nome: 'imprimir-curriculo',
    metodo: 'POST',
    caminho: ':id/imprimir-curriculo',
    resumo: 'Gera o PDF do currículo do candidato',
    modo: 'ler',
    corpo: OpcoesImpressaoSchema,
    corpoOpcional: true,
    validadoNoCaso: true,
    resposta: 'arquivo',
    executar: (ator, { id, corpo }) =>
      Effect.map(imprimirCurriculo(ator.escopo, id, corpo, historicoParaImpressao(ator.escopo)), (r) => ({ bytes: r.conteudo, nomeArquivo: r.nome, tipo: 'application/pdf' })),
  }),
]
