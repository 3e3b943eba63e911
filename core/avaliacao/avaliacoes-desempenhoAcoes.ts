import { Effect, Either, Schema } from 'effect'
import { areasOrganizacionais } from '../cargo-salario/areas-organizacionais.ts'
import { cargos } from '../cargo-salario/cargos.ts'
import { historicosDoTalento } from '../cargo-salario/colaboradores.ts'
import { estabelecimentos } from '../utilitario/estabelecimentos.ts'
import { configDaFaixaEm } from '../cargo-salario/configurarCompetencias.ts'
import { primeiroNome } from '../gestao-talentos/entrevistas-desligamento-link.ts'
import type { Ator, Escopo } from '../shared/ator.ts'
import { alterar, criar, obter } from '../shared/crud.ts'
import { AcessoNegado, RegraViolada, ValidacaoFalhou } from '../shared/erros.ts'
import { formatarData } from '../shared/formatos.ts'
import { Correio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, esquemaDoRegistro, type EntradaAcao, type Registro, type RegistroDe } from '../shared/resource.ts'
import { avaliacoesDesempenho, camposAvaliacaoDesempenho, TIPO_AVALIACAO_2 } from './avaliacoes-desempenho.ts'
import { modelosAvaliacao } from './modelos-avaliacao.ts'
import { PAPEL_AUTOAVALIACAO } from './papeis.ts'
import { SITUACAO_RESPONDIDA } from './participante-avaliacao-desempenho.ts'
import { erroDeAnonimato } from './participantes.ts'
import { daAvaliacao, emTransacao } from './participantesAcoes.ts'
import { escopoDaEmpresa, paresDaAvaliacao, participantesComRegras, talentosDaEmpresa, type ParArmazenado } from './participantesDados.ts'
import { avaliacoesDesempenhoComRegras } from './avaliacoes-desempenhoRegras.ts'

/**
 * HR's administration of performance evaluations (spec 002 §7 "Performance evaluation administration", issue 15):
 * release and block, the invitation e-mail, the clone, and the reads other screens ask (who takes part, who answered,
 * flags, the competencies the evaluated's salary ranges require). None of them answers what anyone answered: for an
 * anonymous evaluation they say who takes part and each pair's status only.
 */

export const SEM_PARTICIPANTES = 'A avaliação não possui participantes: adicione-os antes de liberá-la'
export const MODELO_SEM_PERGUNTAS = 'O modelo de avaliação não possui perguntas: cadastre ao menos uma pergunta antes de liberar a avaliação'
export const NAO_LIBERADA_EMAIL = 'A avaliação não está liberada: libere-a antes de enviar e-mails.'
export const NINGUEM_PENDENTE = 'Todos os avaliadores já responderam a avaliação.'
export const AVALIACAO_OBRIGATORIA = 'Avaliação de Desempenho é obrigatória'

const Ids = Schema.Array(Schema.Number.pipe(Schema.int(), Schema.positive()).annotations({ message: () => 'Registro inválido' }))
  .annotations({ message: () => 'Selecione ao menos uma avaliação' })
  .pipe(Schema.minItems(1, { message: () => 'Selecione ao menos uma avaliação' }), Schema.maxItems(1000, { message: () => 'No máximo 1.000 avaliações' }))

export const CorpoLiberacao = Schema.Struct({
  ids: Ids,
  liberada: Schema.optionalWith(Schema.Boolean.annotations({ message: () => 'Liberada inválida' }), { default: () => true, nullable: true }),
})
export const CorpoClone = Schema.Struct({
  empresas: Schema.optionalWith(
    Schema.Array(Schema.Number.pipe(Schema.int(), Schema.positive()).annotations({ message: () => 'Empresa inválida' })).annotations({ message: () => 'Empresas inválidas' }),
    { default: () => [], nullable: true },
  ),
  clonarParticipantes: Schema.optionalWith(Schema.Boolean.annotations({ message: () => 'Clonar participantes inválido' }), { default: () => false, nullable: true }),
})

const Avaliacoes = Schema.Array(esquemaDoRegistro(avaliacoesDesempenho))
const Pessoa = Schema.Struct({ id: Schema.Number, nome: Schema.String })
const Pessoas = Schema.Array(Pessoa)
const Opcoes = Schema.Array(Schema.Struct({ id: Schema.Number, nome: Schema.String }))
const Resumo = Schema.Struct({ id: Schema.Number, titulo: Schema.String, dataIni: Schema.String, dataFim: Schema.String })
const Situacao = Schema.Struct({
  id: Schema.Number,
  avaliadoId: Schema.Number,
  nomeAvaliado: Schema.String,
  avaliadorId: Schema.Number,
  nomeAvaliador: Schema.String,
  papel: Schema.String,
  situacao: Schema.String,
  dataResposta: Schema.NullOr(Schema.String),
})
export const EmailsEnviados = Schema.Struct({ enviados: Schema.Number, semEmail: Schema.Array(Schema.String), message: Schema.String })
const Liberacao = Schema.Struct({ message: Schema.String, quantidade: Schema.Number })
const NivelExigido = Schema.Struct({ competenciaId: Schema.Number, competenciaPeso: Schema.Number, nivelCompetenciaId: Schema.Number })
const ConfigAvaliado = Schema.Struct({
  avaliadoId: Schema.Number,
  nome: Schema.String,
  faixaSalarialId: Schema.NullOr(Schema.Number),
  data: Schema.String,
  competencias: Schema.Array(NivelExigido),
})

const perguntasDe = (m: Registro) => (Array.isArray(m['perguntas']) ? (m['perguntas'] as ReadonlyArray<unknown>) : [])

/** Why this evaluation cannot be released (undefined: it can): participants, the pairing rule, a model with questions. */
export const motivoParaNaoLiberar = (avaliacao: Registro, pares: ReadonlyArray<ParArmazenado>, modelo: Registro | undefined): string | undefined => {
  if (!pares.length) return SEM_PARTICIPANTES
  const anonimato = erroDeAnonimato(avaliacao['anonima'] === true, pares)
  if (anonimato) return anonimato
  if (avaliacao['avaliarSomenteCompetencias'] !== true && (!modelo || !perguntasDe(modelo).length)) return MODELO_SEM_PERGUNTAS
  return undefined
}

/** Releases or blocks one evaluation (blocking is always allowed: evaluators stop answering until released again). */
export const liberar = (ator: Ator, id: number, liberada: boolean) =>
  Effect.gen(function* () {
    const { avaliacao, empresaId, pares } = yield* daAvaliacao(ator, id)
    if (liberada) {
      const modeloId = avaliacao['modeloAvaliacaoId']
      const repo = yield* Repositorio
      const modelo =
        typeof modeloId === 'number' ? Either.getOrUndefined(yield* Effect.either(repo.get(modelosAvaliacao, escopoDaEmpresa(ator.escopo, empresaId), modeloId))) : undefined
      const motivo = motivoParaNaoLiberar(avaliacao, pares, modelo as Registro | undefined)
      if (motivo) return yield* new RegraViolada({ message: `${String(avaliacao['titulo'])}: ${motivo}` })
    }
    return yield* alterar(avaliacoesDesempenho, { ...ator, escopo: escopoDaEmpresa(ator.escopo, empresaId) }, id, { liberada })
  })

/**
 * POST …/{id}/envia-email: the invitation, one message per evaluator with a pair not sent yet (not answered or a
 * draft), to the e-mail of their employee record (those without one are listed back): the title, the period in
 * dd/mm/aaaa and the link to 'Minhas Avaliações'. The evaluation must be released.
 */
export const enviarEmail = (ator: Ator, id: number, origem: EntradaAcao<unknown>['origem']) =>
  Effect.gen(function* () {
    const { avaliacao, empresaId, pares } = yield* daAvaliacao(ator, id)
    if (avaliacao['liberada'] !== true) return yield* new RegraViolada({ message: NAO_LIBERADA_EMAIL })
    const pendentes = new Set(pares.filter((p) => p.situacao !== SITUACAO_RESPONDIDA).map((p) => Number(p.avaliadorId)))
    if (!pendentes.size) return yield* new RegraViolada({ message: NINGUEM_PENDENTE })
    const pessoas = new Map((yield* talentosDaEmpresa(ator.escopo, empresaId)).map((p) => [p.id, p]))
    const base = (origem.links() ?? origem.exibida()).replace(/\/+$/, '')
    const link = `${base}/avaliacao/minhas-avaliacoes`
    const titulo = String(avaliacao['titulo'])
    const periodo = `de ${formatarData(String(avaliacao['dataIni']))} a ${formatarData(String(avaliacao['dataFim']))}`
    const anonimato = avaliacao['anonima'] === true ? '\nA avaliação é anônima: suas respostas não são associadas ao seu nome.\n' : ''
    const correio = yield* Correio
    let enviados = 0
    const semEmail: string[] = []
    for (const avaliadorId of pendentes) {
      const p = pessoas.get(avaliadorId)
      if (!p?.email) {
        semEmail.push(p?.nome ?? String(avaliadorId))
        continue
      }
      yield* Effect.orDie(
        correio.enviar({
          para: [p.email],
          assunto: `Avaliação de desempenho: ${titulo}`,
          texto: `Olá, ${primeiroNome(p.nome)}.\n\nVocê foi convidado(a) a responder a avaliação de desempenho "${titulo}", ${periodo}.\n${anonimato}\nResponda em Minhas Avaliações:\n\n${link}\n`,
          empresaId,
        }),
      )
      enviados++
    }
    return {
      enviados,
      semEmail,
      message: `E-mail enviado a ${enviados} ${enviados === 1 ? 'avaliador' : 'avaliadores'}.${semEmail.length ? ` Sem e-mail cadastrado: ${semEmail.join(', ')}.` : ''}`,
    }
  })

/** The client body of a stored evaluation (its fields), with changes. */
const corpoDe = (a: Registro, mudancas: Record<string, unknown>) => ({
  ...Object.fromEntries(Object.keys(camposAvaliacaoDesempenho).map((k) => [k, a[k] ?? undefined])),
  ...mudancas,
})

/**
 * POST …/{id}: copies the evaluation to the given companies (none = its own), blocked, without answers. Decided: in
 * its own company the model is the same and, with `clonarParticipantes`, the pairs come along (not answered; the pairs
 * whose people are no longer active employees are left out). In another company the model is copied there too (its
 * questions and aspects; a model of the same title there is reused) and the participants never come (they are the
 * source company's people).
 */
export const clonar = (ator: Ator, id: number, corpo: typeof CorpoClone.Type) =>
  emTransacao(
    Effect.gen(function* () {
      const { avaliacao, empresaId, pares } = yield* daAvaliacao(ator, id)
      const empresas = corpo.empresas.length ? [...new Set(corpo.empresas)] : [empresaId]
      if (empresas.some((e) => !ator.escopo.empresasVisiveis.includes(e))) return yield* new AcessoNegado({})
      const repo = yield* Repositorio
      const copias: Registro[] = []
      for (const destino of empresas) {
        const naEmpresa: Ator = { ...ator, escopo: escopoDaEmpresa(ator.escopo, destino) }
        let modeloAvaliacaoId = avaliacao['modeloAvaliacaoId'] ?? null
        if (destino !== empresaId && typeof modeloAvaliacaoId === 'number') {
          const modelo = (yield* obter(modelosAvaliacao, ator, modeloAvaliacaoId)) as Registro
          const mesmo = yield* repo.list(modelosAvaliacao, naEmpresa.escopo, { filter: { empresaId: destino, titulo: modelo['titulo'], tipo: modelo['tipo'] }, range: { offset: 0, limit: 1 } })
          modeloAvaliacaoId = mesmo.rows[0]?.id ?? (yield* criar(modelosAvaliacao, naEmpresa, { ...modelo, id: undefined, empresaId: undefined, periodoExperienciaId: null })).id
        }
        const copia = (yield* criar(avaliacoesDesempenhoComRegras, naEmpresa, corpoDe(avaliacao, { modeloAvaliacaoId }))) as Registro
        if (destino === empresaId && corpo.clonarParticipantes) {
          const ativos = new Set((yield* talentosDaEmpresa(ator.escopo, empresaId)).filter((p) => p.ativo).map((p) => p.id))
          for (const p of pares) {
            if (!ativos.has(Number(p.avaliadoId)) || !ativos.has(Number(p.avaliadorId))) continue
            yield* criar(participantesComRegras, naEmpresa, { avaliacaoDesempenhoId: copia.id, avaliadoId: p.avaliadoId, avaliadorId: p.avaliadorId, papel: p.papel })
          }
        }
        copias.push(copia)
      }
      return copias as unknown as ReadonlyArray<RegistroDe<typeof avaliacoesDesempenho>>
    }),
  )

/** A required positive id of the query string (400 with the field's message otherwise). */
const idDaQuery = (query: Readonly<Record<string, string>>, campo: string, mensagem: string) => {
  const v = query[campo]
  return v !== undefined && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Effect.succeed(Number(v)) : Effect.fail(ValidacaoFalhou.campo(campo, mensagem))
}
const idsDaQuery = (query: Readonly<Record<string, string>>, campo: string) =>
  (query[campo] ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter((x) => /^\d{1,9}$/.test(x))
    .map(Number)

const pessoasDistintas = (pares: ReadonlyArray<ParArmazenado>, lado: 'avaliado' | 'avaliador') => {
  const m = new Map<number, string>()
  for (const p of pares) m.set(Number(p[`${lado}Id`]), String(p[lado === 'avaliado' ? 'nomeAvaliado' : 'nomeAvaliador'] ?? ''))
  return [...m].map(([id, nome]) => ({ id, nome })).sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
}

const situacaoDe = (p: ParArmazenado) => ({
  id: p.id,
  avaliadoId: Number(p.avaliadoId),
  nomeAvaliado: String(p.nomeAvaliado ?? ''),
  avaliadorId: Number(p.avaliadorId),
  nomeAvaliador: String(p.nomeAvaliador ?? ''),
  papel: String(p.papel),
  situacao: String(p.situacao),
  dataResposta: typeof p.dataResposta === 'string' ? p.dataResposta : null,
})

/** The company's evaluations (the session's company), for the reads without an id. */
const daEmpresa = (ator: Ator) =>
  Effect.map(
    Effect.flatMap(Repositorio, (repo) =>
      repo.list(avaliacoesDesempenho, escopoDaEmpresa(ator.escopo, ator.escopo.empresaId), { filter: { empresaId: ator.escopo.empresaId }, sort: { field: 'dataIni', order: 'ASC' } }),
    ),
    (p) => p.rows as ReadonlyArray<Registro>,
  )

const resumoDe = (a: Registro) => ({ id: a.id, titulo: String(a['titulo']), dataIni: String(a['dataIni']), dataFim: String(a['dataFim']) })

/** The salary range of an employee's history in force on a date (null when none). */
const faixaEm = (escopo: Escopo, colaboradorId: number, data: string) =>
  Effect.map(historicosDoTalento(escopo, colaboradorId), (hs) => {
    const h = hs.filter((x) => String(x['data']) <= data).at(-1) ?? hs[0]
    return typeof h?.['faixaSalarialId'] === 'number' ? h['faixaSalarialId'] : null
  })

/**
 * The competencies each evaluated's salary range requires on the evaluation's final date (the range of their history
 * in force then; the configuration of the range in force then, core/cargo-salario/configurarCompetencias.ts).
 */
const competenciasDosAvaliados = (ator: Ator, avaliacaoId: number, avaliadoId?: number) =>
  Effect.gen(function* () {
    const { avaliacao, empresaId, pares } = yield* daAvaliacao(ator, avaliacaoId)
    const escopo = escopoDaEmpresa(ator.escopo, empresaId)
    const data = String(avaliacao['dataFim'])
    const out: Array<typeof ConfigAvaliado.Type> = []
    for (const p of pessoasDistintas(pares, 'avaliado')) {
      if (avaliadoId !== undefined && p.id !== avaliadoId) continue
      const faixaSalarialId = yield* faixaEm(escopo, p.id, data)
      const config = faixaSalarialId === null ? undefined : yield* configDaFaixaEm(escopo, faixaSalarialId, data)
      out.push({ avaliadoId: p.id, nome: p.nome, faixaSalarialId, data, competencias: (config?.configsNiveisCompetencias ?? []).map((c) => ({ competenciaId: c.competenciaId, competenciaPeso: c.competenciaPeso, nivelCompetenciaId: c.nivelCompetenciaId })) })
    }
    return { avaliacao, configs: out }
  })

export const opcoesDosTalentos = (ator: Ator, query: Readonly<Record<string, string>>, chave: 'estabelecimentoId' | 'areaId' | 'cargoId', tabela: 'estabelecimentos' | 'areas' | 'cargos') =>
  Effect.gen(function* () {
    const empresaId = ator.escopo.empresaId
    let pessoas = (yield* talentosDaEmpresa(ator.escopo, empresaId)).filter((p) => p.ativo)
    if (query['avaliacaoDesempenhoId'] !== undefined) {
      const id = yield* idDaQuery(query, 'avaliacaoDesempenhoId', AVALIACAO_OBRIGATORIA)
      const { pares } = yield* daAvaliacao(ator, id)
      const avaliados = new Set(pares.map((p) => Number(p.avaliadoId)))
      pessoas = (yield* talentosDaEmpresa(ator.escopo, empresaId)).filter((p) => avaliados.has(p.id))
    }
    const ids = [...new Set(pessoas.map((p) => p[chave]).filter((x): x is number => x !== null))]
    const nomes = yield* nomesDe(ator, tabela, ids)
    return ids.map((id) => ({ id, nome: nomes.get(id) ?? String(id) })).sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
  })

const nomesDe = (ator: Ator, tabela: 'estabelecimentos' | 'areas' | 'cargos', ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (!ids.length) return new Map<number, string>()
    const repo = yield* Repositorio
    const r = tabela === 'estabelecimentos' ? estabelecimentos : tabela === 'areas' ? areasOrganizacionais : cargos
    const { rows } = yield* repo.list(r, escopoDaEmpresa(ator.escopo, ator.escopo.empresaId), { filter: { id: [...ids] } })
    return new Map(rows.map((x) => [x.id, String(x['nome'])]))
  })

/** The evaluations' administration actions (guarded by the resource's authority, ROLE_AVALIACAO). */
export const ACOES_AVALIACOES_DESEMPENHO = [
  defineAcao({
    nome: 'liberar',
    metodo: 'PUT',
    caminho: ':id/liberada/true',
    resumo: 'Libera a avaliação para os avaliadores (precisa de participantes, da regra do anonimato e de um modelo com perguntas, salvo só competências)',
    modo: 'escrever',
    resposta: 'registro',
    executar: (ator, { id }) => liberar(ator, id, true),
  }),
  defineAcao({
    nome: 'bloquear',
    metodo: 'PUT',
    caminho: ':id/liberada/false',
    resumo: 'Bloqueia a avaliação: os avaliadores deixam de respondê-la até ser liberada de novo',
    modo: 'escrever',
    resposta: 'registro',
    executar: (ator, { id }) => liberar(ator, id, false),
  }),
  defineAcao({
    nome: 'liberacao',
    metodo: 'PUT',
    caminho: 'liberacao',
    resumo: 'Libera (ou, com liberada: false, bloqueia) várias avaliações numa transação: todas ou nenhuma',
    modo: 'escrever',
    corpo: CorpoLiberacao,
    resposta: Liberacao,
    executar: (ator, { corpo }) =>
      emTransacao(
        Effect.map(Effect.forEach([...new Set(corpo.ids)], (id) => liberar(ator, id, corpo.liberada)), (xs) => ({
          message: corpo.liberada ? 'Avaliações liberadas com sucesso!' : 'Avaliações bloqueadas com sucesso!',
          quantidade: xs.length,
        })),
      ),
  }),
  defineAcao({
    nome: 'envia-email',
    metodo: 'POST',
    caminho: ':id/envia-email',
    resumo: 'Envia por e-mail o convite aos avaliadores que ainda não enviaram respostas, com o período e o link de Minhas Avaliações',
    modo: 'escrever',
    resposta: EmailsEnviados,
    executar: (ator, { id, origem }) => enviarEmail(ator, id, origem),
  }),
  defineAcao({
    nome: 'clonar',
    metodo: 'POST',
    caminho: ':id',
    resumo: 'Copia a avaliação para as empresas dadas (nenhuma: a própria), bloqueada; clonarParticipantes copia os pares na mesma empresa',
    modo: 'escrever',
    corpo: CorpoClone,
    corpoOpcional: true,
    status: 201,
    resposta: Avaliacoes,
    executar: (ator, { id, corpo }) => clonar(ator, id, corpo),
  }),
  defineAcao({
    nome: 'avaliados',
    metodo: 'GET',
    caminho: ':id/avaliados',
    resumo: 'Os avaliados da avaliação (id, nome)',
    modo: 'ler',
    resposta: Pessoas,
    executar: (ator, { id }) => Effect.map(daAvaliacao(ator, id), ({ pares }) => pessoasDistintas(pares, 'avaliado')),
  }),
  defineAcao({
    nome: 'avaliadores',
    metodo: 'GET',
    caminho: ':id/avaliadores',
    resumo: 'Os avaliadores da avaliação (id, nome); avaliadoId: só os desse avaliado',
    modo: 'ler',
    resposta: Pessoas,
    executar: (ator, { id, query }) =>
      Effect.map(daAvaliacao(ator, id), ({ pares }) => pessoasDistintas(query['avaliadoId'] ? pares.filter((p) => String(p.avaliadoId) === query['avaliadoId']) : pares, 'avaliador')),
  }),
  defineAcao({
    nome: 'avaliacoes-respondidas',
    metodo: 'GET',
    caminho: ':id/avaliacoes-respondidas',
    resumo: 'Os pares que enviaram respostas: quem avaliou quem, o papel e a data (nunca o que responderam)',
    modo: 'ler',
    resposta: Schema.Array(Situacao),
    executar: (ator, { id }) => Effect.map(daAvaliacao(ator, id), ({ pares }) => pares.filter((p) => p.situacao === SITUACAO_RESPONDIDA).map(situacaoDe)),
  }),
  defineAcao({
    nome: 'anonima',
    metodo: 'GET',
    caminho: ':id/anonima',
    resumo: 'Se a avaliação é anônima',
    modo: 'ler',
    resposta: Schema.Boolean,
    executar: (ator, { id }) => Effect.map(obter(avaliacoesDesempenho, ator, id), (a) => a.anonima === true),
  }),
  defineAcao({
    nome: 'dois-ponto-zero',
    metodo: 'GET',
    caminho: 'dois-ponto-zero',
    resumo: 'As avaliações do tipo 2.0 da empresa (id, título, período), para os resultados e o nine box',
    modo: 'ler',
    resposta: Schema.Array(Resumo),
    executar: (ator) => Effect.map(daEmpresa(ator), (as) => as.filter((a) => a['tipo'] === TIPO_AVALIACAO_2).map(resumoDe)),
  }),
  defineAcao({
    nome: 'possui-participantes-com-autoavaliacao',
    metodo: 'GET',
    caminho: 'possui-participantes-com-autoavaliacao',
    resumo: 'Se a avaliação (avaliacaoDesempenhoId) tem algum par de autoavaliação',
    modo: 'ler',
    resposta: Schema.Boolean,
    executar: (ator, { query }) =>
      Effect.flatMap(idDaQuery(query, 'avaliacaoDesempenhoId', AVALIACAO_OBRIGATORIA), (id) => Effect.map(daAvaliacao(ator, id), ({ pares }) => pares.some((p) => p.papel === PAPEL_AUTOAVALIACAO))),
  }),
  defineAcao({
    nome: 'possui-performance-individual',
    metodo: 'GET',
    caminho: 'possui-performance-individual',
    resumo: 'Se a avaliação (avaliacaoDesempenhoId) tem performance individual: avalia o questionário (não só competências) e alguém enviou respostas',
    modo: 'ler',
    resposta: Schema.Boolean,
    executar: (ator, { query }) =>
      Effect.flatMap(idDaQuery(query, 'avaliacaoDesempenhoId', AVALIACAO_OBRIGATORIA), (id) =>
        Effect.map(daAvaliacao(ator, id), ({ avaliacao, pares }) => avaliacao['avaliarSomenteCompetencias'] !== true && pares.some((p) => p.situacao === SITUACAO_RESPONDIDA)),
      ),
  }),
  defineAcao({
    nome: 'data-minima',
    metodo: 'GET',
    caminho: 'data-minima',
    resumo: 'A data inicial mais antiga das avaliações da empresa (null quando não há), para os filtros de período',
    modo: 'ler',
    resposta: Schema.NullOr(Schema.String),
    executar: (ator) => Effect.map(daEmpresa(ator), (as) => (as.length ? as.map((a) => String(a['dataIni'])).sort()[0]! : null)),
  }),
  defineAcao({
    nome: 'avaliados-das-avaliacoes',
    metodo: 'GET',
    caminho: 'avaliados',
    resumo: 'Os avaliados das avaliações dadas (avaliacoesIds, separados por vírgula; nenhuma: todas da empresa)',
    modo: 'ler',
    resposta: Pessoas,
    executar: (ator, { query }) =>
      Effect.gen(function* () {
        const pedidas = idsDaQuery(query, 'avaliacoesIds')
        const todas = yield* daEmpresa(ator)
        const escolhidas = pedidas.length ? todas.filter((a) => pedidas.includes(a.id)) : todas
        const pares: ParArmazenado[] = []
        for (const a of escolhidas) pares.push(...(yield* paresDaAvaliacao(ator.escopo, ator.escopo.empresaId, a.id)))
        return pessoasDistintas(pares, 'avaliado')
      }),
  }),
  defineAcao({
    nome: 'participantes-estabelecimentos',
    metodo: 'GET',
    caminho: 'participantes/estabelecimentos',
    resumo: 'Estabelecimentos dos talentos ativos (ou, com avaliacaoDesempenhoId, dos avaliados da avaliação), para os filtros',
    modo: 'ler',
    resposta: Opcoes,
    executar: (ator, { query }) => opcoesDosTalentos(ator, query, 'estabelecimentoId', 'estabelecimentos'),
  }),
  defineAcao({
    nome: 'participantes-areas',
    metodo: 'GET',
    caminho: 'participantes/areas-organizacionais',
    resumo: 'Áreas organizacionais dos talentos ativos (ou dos avaliados da avaliação), para os filtros',
    modo: 'ler',
    resposta: Opcoes,
    executar: (ator, { query }) => opcoesDosTalentos(ator, query, 'areaId', 'areas'),
  }),
  defineAcao({
    nome: 'participantes-cargos',
    metodo: 'GET',
    caminho: 'participantes/cargos',
    resumo: 'Cargos dos talentos ativos (ou dos avaliados da avaliação), para os filtros',
    modo: 'ler',
    resposta: Opcoes,
    executar: (ator, { query }) => opcoesDosTalentos(ator, query, 'cargoId', 'cargos'),
  }),
  defineAcao({
    nome: 'avaliador-e-empresa',
    metodo: 'GET',
    caminho: 'avaliador-e-empresa',
    resumo: 'As avaliações da empresa da sessão em que o talento (avaliadorId) é avaliador, com quantos pares ele ainda não enviou',
    modo: 'ler',
    resposta: Schema.Array(Schema.Struct({ ...Resumo.fields, pendentes: Schema.Number })),
    executar: (ator, { query }) =>
      Effect.gen(function* () {
        const avaliadorId = yield* idDaQuery(query, 'avaliadorId', 'Avaliador é obrigatório')
        const out = []
        for (const a of yield* daEmpresa(ator)) {
          const meus = (yield* paresDaAvaliacao(ator.escopo, ator.escopo.empresaId, a.id)).filter((p) => Number(p.avaliadorId) === avaliadorId)
          if (meus.length) out.push({ ...resumoDe(a), pendentes: meus.filter((p) => p.situacao !== SITUACAO_RESPONDIDA).length })
        }
        return out
      }),
  }),
  defineAcao({
    nome: 'nomes-avaliados-sem-competencias',
    metodo: 'GET',
    caminho: 'nomes-avaliados-sem-competencias',
    resumo: 'Nomes dos avaliados da avaliação (avaliacaoDesempenhoId) cuja faixa salarial não exige competências na data final',
    modo: 'ler',
    resposta: Schema.Array(Schema.String),
    executar: (ator, { query }) =>
      Effect.flatMap(idDaQuery(query, 'avaliacaoDesempenhoId', AVALIACAO_OBRIGATORIA), (id) =>
        Effect.map(competenciasDosAvaliados(ator, id), ({ configs }) => configs.filter((c) => !c.competencias.length).map((c) => c.nome)),
      ),
  }),
  defineAcao({
    nome: 'titulos-avaliacoes-com-avaliados-sem-competencias',
    metodo: 'GET',
    caminho: 'titulos-avaliacoes-com-avaliados-sem-competencias',
    resumo: 'Títulos das avaliações dadas (ids, separados por vírgula) que avaliam competências do cargo e têm avaliados sem competências exigidas',
    modo: 'ler',
    resposta: Schema.Array(Schema.String),
    executar: (ator, { query }) =>
      Effect.gen(function* () {
        const ids = idsDaQuery(query, 'ids')
        if (!ids.length) return yield* ValidacaoFalhou.campo('ids', 'Selecione ao menos uma avaliação')
        const out: string[] = []
        for (const id of ids) {
          const { avaliacao, configs } = yield* competenciasDosAvaliados(ator, id)
          if (avaliacao['avaliarCompetenciasCargo'] === true && configs.some((c) => !c.competencias.length)) out.push(String(avaliacao['titulo']))
        }
        return out
      }),
  }),
  defineAcao({
    nome: 'configuracao-competencia-avaliacao',
    metodo: 'GET',
    caminho: 'configuracao-competencia-avaliacao',
    resumo: 'As competências e níveis que a faixa salarial de cada avaliado (ou de avaliadoId) exige na data final da avaliação (avaliacaoDesempenhoId)',
    modo: 'ler',
    resposta: Schema.Array(ConfigAvaliado),
    executar: (ator, { query }) =>
      Effect.gen(function* () {
        const id = yield* idDaQuery(query, 'avaliacaoDesempenhoId', AVALIACAO_OBRIGATORIA)
        const avaliadoId = query['avaliadoId'] === undefined ? undefined : yield* idDaQuery(query, 'avaliadoId', 'Avaliado inválido')
        return (yield* competenciasDosAvaliados(ator, id, avaliadoId)).configs
      }),
  }),
]
