import { Effect, Layer } from 'effect'
import type { Knex } from 'knex'
import { AnunciosAbertos, anuncios, type AnuncioPublico } from '../../core/captacao/anuncios.ts'
import { registrarAvaliacao } from '../../core/captacao/avaliacoes.ts'
import { modelosAvaliacaoCandidato } from '../../core/captacao/modelos-avaliacao-candidato.ts'
import { solicitacoesPessoal } from '../../core/captacao/solicitacoes-pessoal.ts'
import { TODAS_AUTORIDADES } from '../../core/modulos.ts'
import { atorSistema } from '../../core/shared/ator.ts'
import { alterar, criar } from '../../core/shared/crud.ts'
import { Relogio } from '../../core/shared/ports.ts'
import { TIPO_MULTIPLA_ESCOLHA, TIPO_NOTA, TIPO_OBJETIVA, TIPO_SUBJETIVA, type PerguntaQuestionario } from '../../core/shared/questionario.ts'
import type { RodarDemo } from '../modulo.ts'
import { consulta } from '../db/repositorio.ts'
import { sqlSituacaoEm } from './solicitacoes-pessoal.ts'

const paraAnuncioPublico = (l: Record<string, unknown>): AnuncioPublico => ({
  id: Number(l['id']),
  titulo: String(l['titulo']),
  descricao: String(l['descricao']),
  previsaoEncerramento: ((l['previsaoEncerramento'] ?? l['dataPrevisaoEncerramento'] ?? null) as string | null),
  diasEsperaNovaAplicacao: l['diasEsperaNovaAplicacao'] === null || l['diasEsperaNovaAplicacao'] === undefined ? null : Number(l['diasEsperaNovaAplicacao']),
  solicitacao: { id: Number(l['solicitacaoId']), quantidade: Number(l['quantidade'] ?? 0), empresaId: Number(l['empresaId']) },
})

/** Open ads (see `AnunciosAbertos`): one query joining the ad with its request, in the ad's company. */
export const criarAnunciosAbertos = (knex: Knex) => {
  const abertos = (db: Knex) =>
    db('anuncios as a')
      .join('solicitacoes_pessoal as s', function () {
        this.on('s.id', '=', 'a.solicitacaoId').andOn('s.empresaId', '=', 'a.empresaId')
      })
      .whereNull('a.removedAt')
      .where('a.exibirModuloExterno', true)
      .where('s.status', 'A')
      .whereRaw(sqlSituacaoEm('s', ['aberta']))
      .select(
        'a.id',
        'a.titulo',
        'a.descricao',
        'a.previsaoEncerramento',
        'a.diasEsperaNovaAplicacao',
        'a.solicitacaoId',
        'a.empresaId',
        's.quantidade',
        's.dataPrevisaoEncerramento',
      )
  return {
    listar: (empresaId: number) =>
      Effect.map(
        consulta(knex, (db) => abertos(db).where('a.empresaId', empresaId).orderBy('a.id', 'desc')),
        (ls: Array<Record<string, unknown>>) => ls.map(paraAnuncioPublico),
      ),
    obter: (id: number) =>
      Effect.map(
        consulta(knex, (db) => abertos(db).where('a.id', id).first()),
        (l: Record<string, unknown> | undefined) => (l ? paraAnuncioPublico(l) : undefined),
      ),
  }
}

/** Adapters (ports' implementations) of this recruitment slice. */
export const camadaAvaliacoes = (knex: Knex) => Layer.succeed(AnunciosAbertos, criarAnunciosAbertos(knex))

const opcoes = (...xs: Array<[string, number]>) => xs.map(([texto, peso]) => ({ texto, peso }))

/** The demo model: one question of each type, some mandatory, a comment demanded on one. */
const MODELO_DEMO = {
  titulo: 'Entrevista por competências',
  observacao: 'Modelo usado pelo RH nas entrevistas e dinâmicas dos processos seletivos.',
  ativo: true,
  percentualMinimoAprovacao: 60,
  perguntas: [
    {
      texto: 'Como o candidato se comunicou durante a entrevista?',
      tipo: TIPO_OBJETIVA,
      obrigatoria: true,
      peso: 2,
      respostas: opcoes(['Com dificuldade', 0], ['De forma clara', 2], ['De forma clara e objetiva', 3]),
    },
    {
      texto: 'Quais competências o candidato demonstrou?',
      tipo: TIPO_MULTIPLA_ESCOLHA,
      obrigatoria: true,
      respostas: opcoes(['Trabalho em equipe', 1], ['Liderança', 1], ['Organização', 1], ['Foco no cliente', 1]),
    },
    {
      texto: 'Nota para a experiência na área',
      tipo: TIPO_NOTA,
      obrigatoria: true,
      notaMinima: 0,
      notaMaxima: 10,
      peso: 2,
      exigirComentario: true,
      comentario: 'Justifique a sua resposta:',
    },
    { texto: 'Pontos fortes e pontos a desenvolver', tipo: TIPO_SUBJETIVA, obrigatoria: false, peso: 0 },
  ],
}

const respostasDemo = (perguntas: ReadonlyArray<PerguntaQuestionario>, escolha: number, marcadas: number, nota: number, texto: string) => {
  const [comunicacao, competencias, experiencia, observacao] = perguntas
  return [
    { perguntaId: comunicacao!.id, tipoId: TIPO_OBJETIVA, respostaId: comunicacao!.respostas[escolha]!.id },
    { perguntaId: competencias!.id, tipoId: TIPO_MULTIPLA_ESCOLHA, respostasIds: competencias!.respostas.slice(0, marcadas).map((o) => o.id) },
    { perguntaId: experiencia!.id, tipoId: TIPO_NOTA, nota, comentario: 'Experiência compatível com o cargo.' },
    { perguntaId: observacao!.id, tipoId: TIPO_SUBJETIVA, comentario: texto },
  ]
}

/**
 * Demo data of this slice, after the platform's and the other recruitment slices' demos: an evaluation model with a question of each type, an ad (shown on the portal) for the first approved open
 * request, and a few recorded evaluations of the first candidates. Skips what it cannot link.
 */
export const semearDemoAvaliacoes = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const empresa = await knex('empresas').orderBy('id').first('id')
  if (!empresa) return
  const empresaId = Number(empresa.id)
  const solicitacao = await knex('solicitacoes_pessoal')
    .where({ empresaId, status: 'A' })
    .whereRaw(sqlSituacaoEm('solicitacoes_pessoal', ['aberta']))
    .orderBy('id')
    .first('id', 'descricao', 'dataPrevisaoEncerramento')
  // Candidates of that request's selection, in their current stage; else the first candidates, outside a request.
  const vinculados: Array<{ candidatoId: number; etapaSeletivaId: number | null }> = solicitacao
    ? await knex('candidato_solicitacao').where({ empresaId, solicitacaoId: solicitacao.id }).whereNull('removedAt').orderBy('id').limit(3).select('candidatoId', 'etapaSeletivaId')
    : []
  const avulsos: Array<{ id: number }> = vinculados.length
    ? []
    : await knex('candidatos').where({ empresaId }).whereNull('removedAt').orderBy('id').limit(3).select('id')
  const etapas: Array<{ id: number }> = await knex('etapas_seletivas').where({ empresaId }).orderBy('ordem').select('id')
  const etapaPadrao = etapas[1] ?? etapas[0]
  const avaliados = vinculados.length
    ? vinculados.map((v) => ({ candidatoId: Number(v.candidatoId), etapaId: Number(v.etapaSeletivaId ?? etapaPadrao?.id), solicitacaoId: Number(solicitacao!.id) }))
    : avulsos.map((c) => ({ candidatoId: Number(c.id), etapaId: Number(etapaPadrao?.id), solicitacaoId: undefined }))

  const programa = Effect.gen(function* () {
    const ator = atorSistema({ usuarioId: 0, empresaId, empresasVisiveis: [empresaId] }, TODAS_AUTORIDADES)
    const modelo = yield* criar(modelosAvaliacaoCandidato, ator, MODELO_DEMO)
    if (solicitacao) {
      yield* criar(anuncios, ator, {
        solicitacaoId: Number(solicitacao.id),
        titulo: String(solicitacao.descricao).slice(0, 100),
        descricao:
          'Buscamos profissional para integrar nossa equipe.\n\nOferecemos vale-transporte, vale-refeição e plano de saúde.\nEnvie seu currículo pelo portal.',
        exibirModuloExterno: true,
        ...(solicitacao.dataPrevisaoEncerramento ? { previsaoEncerramento: solicitacao.dataPrevisaoEncerramento } : {}),
        diasEsperaNovaAplicacao: 30,
      })
      // The request asks for the demo model, so candidates applying through the portal can answer it.
      yield* alterar(solicitacoesPessoal, ator, Number(solicitacao.id), { avaliacoesIds: [modelo.id] })
    }
    const perguntas = (modelo.perguntas ?? []) as ReadonlyArray<PerguntaQuestionario>
    if (!etapaPadrao) return
    const roteiro: Array<[number, number, number, string]> = [
      [2, 3, 8, 'Boa comunicação; precisa aprofundar conhecimentos em legislação trabalhista.'],
      [1, 2, 6, 'Perfil adequado, pouca experiência com liderança.'],
      [0, 1, 3, 'Não demonstrou a experiência exigida para a vaga.'],
    ]
    const hoje = yield* (yield* Relogio).hoje
    for (const [i, a] of avaliados.entries()) {
      const [escolha, marcadas, nota, texto] = roteiro[i]!
      yield* Effect.orDie(
        registrarAvaliacao(ator, {
          candidatoId: a.candidatoId,
          ...(a.solicitacaoId ? { solicitacaoId: a.solicitacaoId } : {}),
          etapaSeletivaId: a.etapaId,
          modeloId: modelo.id,
          data: hoje,
          respostas: respostasDemo(perguntas, escolha, marcadas, nota, texto),
        }),
      )
    }
  })
  await rodar(programa)
}
