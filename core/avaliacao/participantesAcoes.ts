import { Effect, Schema } from 'effect'
import { estaNoPublico } from '../pesquisa/publico.ts'
import type { Ator } from '../shared/ator.ts'
import { alterar, criar, obter, remover } from '../shared/crud.ts'
import { NaoEncontrado, RegraViolada, ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, type Registro } from '../shared/resource.ts'
import { avaliacoesDesempenho } from './avaliacoes-desempenho.ts'
import { PAPEIS_AVALIADOR, PAPEL_AUTOAVALIACAO, type PapelAvaliador } from './papeis.ts'
import { participantesAvaliacaoDesempenho, SITUACAO_RESPONDIDA } from './participante-avaliacao-desempenho.ts'
import { ACAO_ADICIONAR_AUTOAVALIACOES, ACAO_REMOVER_AVALIADORES, ACOES_EM_LOTE, AUTOAVALIACAO_NAO_PERMITIDA, erroDeAnonimato, errosDoPar, proporPares, type Par } from './participantes.ts'
import { contextoPapel, escopoDaEmpresa, paresDaAvaliacao, participantesComRegras, talentosDaEmpresa, type ParArmazenado } from './participantesDados.ts'
import { RespostasAvaliacaoAnonimas } from './ports.ts'

/**
 * HR's work on the pairs of a performance evaluation (spec 002 §7 administration, §8 bulk messages; issue 15):
 * proposals by area and hierarchy, saving a list of pairs, and the bulk actions on the selected rows. Every change runs
 * in one transaction, through the one write path (core/shared/crud.ts), in the evaluation's company.
 */

export const AUTOAVALIACOES_ADICIONADAS = 'Autoavaliações adicionadas com sucesso!'
export const AVALIADORES_REMOVIDOS =
  'Os avaliadores selecionados foram removidos. Avaliadores que receberam respostas permanecem e os avaliados que não enviaram respostas foram removidos.'
export const AVALIADOS_REMOVIDOS = 'Avaliados removidos como sucesso!'
export const ACAO_DESCONHECIDA = 'Ação Desconhecida.'
export const PAR_REPETIDO = 'Par repetido na lista'
export const SELECIONE_PARTICIPANTES = 'Selecione ao menos um participante'
export const SELECIONE_PAPEL = 'Selecione ao menos um papel'


const Id = (rotulo: string) =>
  Schema.Number.pipe(Schema.int({ message: () => `${rotulo} inválido` }), Schema.positive({ message: () => `${rotulo} inválido` })).annotations({ message: () => `${rotulo} inválido` })
const Ids = (rotulo: string, minimo?: string) => {
  const s = Schema.Array(Id(rotulo)).annotations({ message: () => `${rotulo} inválidos` })
  return (minimo ? s.pipe(Schema.minItems(1, { message: () => minimo })) : s).pipe(Schema.maxItems(10_000, { message: () => 'No máximo 10.000 registros' }))
}
const Papel = Schema.Literal(...PAPEIS_AVALIADOR.map((p) => p.id)).annotations({ message: () => 'Papel inválido' })
const AvaliacaoId = Id('Avaliação de Desempenho').annotations({ message: () => 'Avaliação de Desempenho é obrigatória' })

export const CorpoProposta = Schema.Struct({
  avaliacaoDesempenhoId: AvaliacaoId,
  avaliadosIds: Schema.optionalWith(Ids('Avaliados'), { default: () => [], nullable: true }),
  areasOrganizacionaisIds: Schema.optionalWith(Ids('Áreas Organizacionais'), { default: () => [], nullable: true }),
  cargosIds: Schema.optionalWith(Ids('Cargos'), { default: () => [], nullable: true }),
  estabelecimentosIds: Schema.optionalWith(Ids('Estabelecimentos'), { default: () => [], nullable: true }),
  papeis: Schema.Array(Papel).annotations({ message: () => SELECIONE_PAPEL }).pipe(Schema.minItems(1, { message: () => SELECIONE_PAPEL })),
})
export type CorpoProposta = typeof CorpoProposta.Type

export const ParProposto = Schema.Struct({
  avaliadoId: Schema.Number,
  nomeAvaliado: Schema.String,
  avaliadorId: Schema.Number,
  nomeAvaliador: Schema.String,
  papel: Schema.String,
})

export const CorpoPares = Schema.Struct({
  avaliacaoDesempenhoId: AvaliacaoId,
  pares: Schema.Array(Schema.Struct({ avaliadoId: Id('Avaliado'), avaliadorId: Id('Avaliador'), papel: Papel }))
    .annotations({ message: () => SELECIONE_PARTICIPANTES })
    .pipe(Schema.minItems(1, { message: () => SELECIONE_PARTICIPANTES }), Schema.maxItems(10_000, { message: () => 'No máximo 10.000 registros' })),
})

export const CorpoLote = Schema.Struct({
  avaliacaoDesempenhoId: AvaliacaoId,
  acao: Schema.String.annotations({ message: () => ACAO_DESCONHECIDA }),
  ids: Ids('Participantes', SELECIONE_PARTICIPANTES),
})

const Mensagem = Schema.Struct({ message: Schema.String, quantidade: Schema.Number })

export const emTransacao = <A, E, R>(e: Effect.Effect<A, E, R>) => Effect.flatMap(Repositorio, (repo) => repo.transaction(e))

/** The evaluation the actor may read, the actor acting in its company, and its pairs. */
export const daAvaliacao = (ator: Ator, avaliacaoDesempenhoId: number) =>
  Effect.gen(function* () {
    const avaliacao = (yield* obter(avaliacoesDesempenho, ator, avaliacaoDesempenhoId)) as Registro
    const empresaId = Number(avaliacao.empresaId)
    const naEmpresa: Ator = { ...ator, escopo: escopoDaEmpresa(ator.escopo, empresaId) }
    const pares = yield* paresDaAvaliacao(ator.escopo, empresaId, avaliacao.id)
    return { avaliacao, empresaId, naEmpresa, pares }
  })

/**
 * POST …/propor: the pairs a proposal offers (participantes.ts `proporPares`) for the evaluated chosen by ids, areas,
 * cargos and establishments (the audience rule of surveys, core/pesquisa/publico.ts: nothing chosen = every active
 * employee; the position lists narrow together; chosen people are added), leaving out the pairs already saved.
 * Nothing is written: HR reviews the list and saves it with `POST …/pares`.
 */
export const propor = (ator: Ator, c: CorpoProposta) =>
  Effect.gen(function* () {
    const { avaliacao, empresaId, pares } = yield* daAvaliacao(ator, c.avaliacaoDesempenhoId)
    const pessoas = yield* talentosDaEmpresa(ator.escopo, empresaId)
    const publico = { colaboradoresIds: c.avaliadosIds, areasOrganizacionaisIds: c.areasOrganizacionaisIds, cargosIds: c.cargosIds, estabelecimentosIds: c.estabelecimentosIds }
    const avaliados = pessoas
      .filter((p) => estaNoPublico(publico, { id: p.id, situacao: p.ativo ? 'A' : null, estabelecimentoId: p.estabelecimentoId, areaOrganizacionalId: p.areaId, cargoId: p.cargoId }))
      .map((p) => p.id)
    const nomes = new Map(pessoas.map((p) => [p.id, p.nome]))
    return proporPares(avaliados, c.papeis as ReadonlyArray<PapelAvaliador>, pessoas, yield* contextoPapel(avaliacao, empresaId), pares).map((p) => ({
      ...p,
      nomeAvaliado: nomes.get(p.avaliadoId) ?? '',
      nomeAvaliador: nomes.get(p.avaliadorId) ?? '',
    }))
  })

const chave = (p: Pick<Par, 'avaliadoId' | 'avaliadorId'>) => `${p.avaliadoId}:${p.avaliadorId}`

/**
 * POST …/pares: saves a list of pairs in one transaction (all or none). Each pair follows the role rules (errors by
 * `pares.<i>.<field>`); a pair repeated in the list is refused; a pair already in the evaluation is kept as it is (not
 * duplicated, its role not changed). The evaluation's pairs after the save must pass the anonymity pairing rule.
 */
export const salvarPares = (ator: Ator, corpo: typeof CorpoPares.Type) =>
  emTransacao(
    Effect.gen(function* () {
      const { avaliacao, empresaId, naEmpresa, pares } = yield* daAvaliacao(ator, corpo.avaliacaoDesempenhoId)
      const pessoas = new Map((yield* talentosDaEmpresa(ator.escopo, empresaId)).map((p) => [p.id, p]))
      const ctx = yield* contextoPapel(avaliacao, empresaId)
      const existentes = new Set(pares.map(chave))
      const vistos = new Set<string>()
      const erros: ErroCampo[] = []
      const novos: Par[] = []
      corpo.pares.forEach((p, i) => {
        if (vistos.has(chave(p))) erros.push({ field: `pares.${i}.avaliadorId`, message: PAR_REPETIDO })
        vistos.add(chave(p))
        for (const e of errosDoPar(p, pessoas.get(p.avaliadoId), pessoas.get(p.avaliadorId), ctx)) erros.push({ field: `pares.${i}.${e.field}`, message: e.message })
        if (!existentes.has(chave(p))) novos.push(p)
      })
      if (erros.length) return yield* ValidacaoFalhou.campos(erros)
      const anonimato = erroDeAnonimato(avaliacao['anonima'] === true, [...pares, ...novos])
      if (anonimato) return yield* ValidacaoFalhou.campo('pares', anonimato)
      // Every rule of participantesComRegras (the evaluation, errosDoPar, no pair twice) was judged above against one
      // read of the people and pairs; judging each pair again would read them all again per pair (minutes for a
      // company-wide cycle), so the pairs go through the plain declaration's write path.
      for (const p of novos) yield* criar(participantesAvaliacaoDesempenho, naEmpresa, { avaliacaoDesempenhoId: avaliacao.id, ...p })
      return { message: `${novos.length} ${novos.length === 1 ? 'participante adicionado' : 'participantes adicionados'} com sucesso!`, quantidade: novos.length }
    }),
  )

/**
 * POST …/lote: a bulk action on the selected rows (participant ids of one evaluation; an id outside it answers 404).
 * - adicionar-autoavaliacoes: a self-evaluation for each selected evaluated who has none (the evaluation must allow it);
 * - remover-avaliadores: the selected evaluators leave the evaluation: their pairs not sent are removed (drafts too),
 *   the pairs they sent stay with their answers;
 * - remover-avaliados: the selected evaluated leave it with every pair, sent or not, and, for an anonymous evaluation,
 *   their anonymous answers (the store's `removerDoAvaliado`);
 * - anything else: 400 'Ação Desconhecida.'.
 * Decided: removals are not judged by the anonymity pairing rule (it is judged on saving pairs and on releasing).
 */
export const acaoEmLote = (ator: Ator, corpo: typeof CorpoLote.Type) =>
  emTransacao(
    Effect.gen(function* () {
      if (!ACOES_EM_LOTE.some((a) => a.id === corpo.acao)) return yield* new RegraViolada({ message: ACAO_DESCONHECIDA })
      const { avaliacao, empresaId, naEmpresa, pares } = yield* daAvaliacao(ator, corpo.avaliacaoDesempenhoId)
      const porId = new Map(pares.map((p) => [p.id, p]))
      const selecionados: ParArmazenado[] = []
      for (const id of new Set(corpo.ids)) {
        const p = porId.get(id)
        if (!p) return yield* new NaoEncontrado({ recurso: participantesAvaliacaoDesempenho.name, id })
        selecionados.push(p)
      }
      const avaliados = new Set(selecionados.map((p) => Number(p.avaliadoId)))
      if (corpo.acao === ACAO_ADICIONAR_AUTOAVALIACOES) {
        if (avaliacao['permiteAutoAvaliacao'] !== true) return yield* new RegraViolada({ message: AUTOAVALIACAO_NAO_PERMITIDA })
        const jaTem = new Set(pares.filter((p) => Number(p.avaliadoId) === Number(p.avaliadorId)).map((p) => Number(p.avaliadoId)))
        let n = 0
        for (const id of avaliados) {
          if (jaTem.has(id)) continue
          yield* criar(participantesComRegras, naEmpresa, { avaliacaoDesempenhoId: avaliacao.id, avaliadoId: id, avaliadorId: id, papel: PAPEL_AUTOAVALIACAO })
          n++
        }
        return { message: AUTOAVALIACOES_ADICIONADAS, quantidade: n }
      }
      if (corpo.acao === ACAO_REMOVER_AVALIADORES) {
        const avaliadores = new Set(selecionados.map((p) => Number(p.avaliadorId)))
        const sair = pares.filter((p) => avaliadores.has(Number(p.avaliadorId)) && p.situacao !== SITUACAO_RESPONDIDA)
        for (const p of sair) yield* removerPar(naEmpresa, p.id)
        return { message: AVALIADORES_REMOVIDOS, quantidade: sair.length }
      }
      const sair = pares.filter((p) => avaliados.has(Number(p.avaliadoId)))
      for (const p of sair) yield* removerPar(naEmpresa, p.id)
      if (avaliacao['anonima'] === true) {
        const anonimas = yield* RespostasAvaliacaoAnonimas
        for (const id of avaliados) yield* anonimas.removerDoAvaliado(empresaId, avaliacao.id, id)
      }
      return { message: AVALIADOS_REMOVIDOS, quantidade: sair.length }
    }),
  )

/**
 * A pair removed by a bulk action, sent answers included: the single removal refuses a sent pair, so the state is
 * reset first (through the write path, audited without the answers) and the row removed then.
 */
const removerPar = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const atual = yield* repo.get(participantesAvaliacaoDesempenho, ator.escopo, id)
    if (atual['situacao'] === SITUACAO_RESPONDIDA) {
      yield* alterar(participantesComRegras, ator, id, { situacao: 'N', respostas: [], competencias: [] })
    }
    yield* remover(participantesComRegras, ator, id)
  })

/** The participants' actions (guarded by the resource's authority, ROLE_AVALIACAO). */
export const ACOES_PARTICIPANTES = [
  defineAcao({
    nome: 'propor',
    metodo: 'POST',
    caminho: 'propor',
    resumo: 'Propõe pares (autoavaliação, gestor, liderado, par) para os avaliados escolhidos por ids, áreas, cargos e estabelecimentos; nada é gravado',
    modo: 'ler',
    corpo: CorpoProposta,
    resposta: Schema.Array(ParProposto),
    executar: (ator, { corpo }) => propor(ator, corpo),
  }),
  defineAcao({
    nome: 'pares',
    metodo: 'POST',
    caminho: 'pares',
    resumo: 'Grava uma lista de pares numa transação (regras dos papéis e do anonimato; pares já existentes mantidos)',
    modo: 'escrever',
    corpo: CorpoPares,
    status: 201,
    resposta: Mensagem,
    executar: (ator, { corpo }) => salvarPares(ator, corpo),
  }),
  defineAcao({
    nome: 'lote',
    metodo: 'POST',
    caminho: 'lote',
    resumo: 'Ação em lote sobre os participantes selecionados: adicionar-autoavaliacoes, remover-avaliadores, remover-avaliados',
    modo: 'escrever',
    corpo: CorpoLote,
    resposta: Mensagem,
    executar: (ator, { corpo }) => acaoEmLote(ator, corpo),
  }),
]
