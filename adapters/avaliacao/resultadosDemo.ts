import { Effect } from 'effect'
import type { Knex } from 'knex'
import { avaliacoesDesempenho } from '../../core/avaliacao/avaliacoes-desempenho.ts'
import { BOXES_PADRAO, CONFIGURACAO_PADRAO } from '../../core/avaliacao/nineBox.ts'
import { nineBox } from '../../core/avaliacao/nineBoxRecurso.ts'
import { PAPEL_AUTOAVALIACAO, PAPEL_GESTOR, PAPEL_PAR } from '../../core/avaliacao/papeis.ts'
import { participantesAvaliacaoDesempenho } from '../../core/avaliacao/participante-avaliacao-desempenho.ts'
import { participantesComRegras } from '../../core/avaliacao/participantesDados.ts'
import type { NivelInformado } from '../../core/avaliacao/ports.ts'
import { figurasDoEnvio, oQueAvaliar } from '../../core/avaliacao/responder.ts'
import { alterar, obter } from '../../core/shared/crud.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { TIPO_MULTIPLA_ESCOLHA, TIPO_NOTA, TIPO_OBJETIVA, TIPO_SUBJETIVA, type PerguntaQuestionario, type RespostaQuestionario } from '../../core/shared/questionario.ts'
import { DEMO } from '../utilitario/demo.ts'
import { atorDemo } from '../gestao-talentos/demo.ts'
import { criarNaDemo, type RodarDemo } from '../modulo.ts'

const COMENTARIOS = ['Entrega com consistência e ajuda o time nos picos.', 'Pode antecipar riscos com mais frequência.', 'Ótima evolução no semestre.', 'Precisa organizar melhor as prioridades.']

/** Answers to every question of the model at a level 0 (low) … 2 (high), with a small per-evaluator shift. */
const respostasNoNivel = (perguntas: ReadonlyArray<PerguntaQuestionario>, nivel: number, ajuste: number) =>
  perguntas.map((p, i): RespostaQuestionario => {
    const comentario = p.exigirComentario ? { comentario: COMENTARIOS[(i + nivel) % COMENTARIOS.length]! } : {}
    if (p.tipo === TIPO_NOTA) {
      const faixa = p.notaMaxima - p.notaMinima
      const nota = Math.max(p.notaMinima, Math.min(p.notaMaxima, Math.round(p.notaMinima + faixa * [0.1, 0.5, 0.95][nivel]!) + ajuste))
      return { perguntaId: p.id, tipoId: TIPO_NOTA, nota, ...comentario }
    }
    if (p.tipo === TIPO_OBJETIVA) {
      const porPeso = [...p.respostas].sort((a, b) => b.peso - a.peso)
      // nivel 2: the best option; 1: the second (the third for a harsher evaluator); 0: the worst.
      const posicao = nivel === 2 ? 0 : nivel === 1 ? Math.min(porPeso.length - 1, ajuste < 0 ? 2 : 1) : porPeso.length - 1
      return { perguntaId: p.id, tipoId: TIPO_OBJETIVA, respostaId: porPeso[posicao]!.id, ...comentario }
    }
    if (p.tipo === TIPO_MULTIPLA_ESCOLHA) return { perguntaId: p.id, tipoId: TIPO_MULTIPLA_ESCOLHA, respostasIds: p.respostas.slice(0, 1 + nivel).map((o) => o.id), ...comentario }
    return { perguntaId: p.id, tipoId: TIPO_SUBJETIVA, comentario: COMENTARIOS[(i + nivel + ajuste + 4) % COMENTARIOS.length]! }
  })

/**
 * The performance evaluations of 'Empresa Demonstração': last year's, ended, answered and shown to the evaluated (Maria
 * Restrita among them: her 'Meus resultados'); and this year's, open now and released, so Minhas Avaliações, the results, the
 * radar and the nine box show something: 'Avaliação de Desempenho <ano>' (2.0, 360°, identified; self 10 %, manager 60 %,
 * peers 30 %; the cargo's competencies with the required level shown) on the model 'Avaliação de Desempenho 2026'. Up
 * to 9 employees of salary ranges with required competencies are evaluated by themselves, the responsável of their area
 * and up to two peers of the same area, with answers that spread them over the nine box; one manager's pair is still
 * pending, and Maria Restrita (the demo user linked to an employee) has a peer evaluation to answer. Pairs are created
 * through the pair rules (participantesComRegras); the answers are recorded as a sent questionnaire is (situação R,
 * with the %s scored when sent: figurasDoEnvio).
 */
export const semearDemoResultadosAvaliacao = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const ator = await atorDemo(knex)
  if (!ator) return
  const empresaId = ator.escopo.empresaId
  const hoje = diaEmSaoPaulo(Date.now())
  const modeloLinha = (await knex('modelos_avaliacao').where({ empresaId, titulo: 'Avaliação de Desempenho 2026' }).first('id', 'perguntas')) as { id: number; perguntas: string } | undefined
  if (!modeloLinha) return
  const perguntas = JSON.parse(modeloLinha.perguntas) as ReadonlyArray<PerguntaQuestionario>

  const exigidasPorFaixa = new Map<number, Array<{ competenciaId: number; nivelCompetenciaId: number }>>()
  for (const c of (await knex('config_niveis_competencia_faixas').where({ empresaId }).where('data', '<=', hoje).orderBy('data').select('faixaSalarialId', 'configsNiveisCompetencias')) as Array<{
    faixaSalarialId: number
    configsNiveisCompetencias: string
  }>)
    exigidasPorFaixa.set(Number(c.faixaSalarialId), JSON.parse(c.configsNiveisCompetencias))
  const niveis = ((await knex('niveis_competencia').where({ empresaId }).orderBy('ordem').select('id')) as Array<{ id: number }>).map((n) => Number(n.id))
  const ativos = new Set(((await knex('colaboradores').where({ empresaId }).whereNull('dataDesligamento').select('id')) as Array<{ id: number }>).map((c) => Number(c.id)))
  // Each active employee's position today: the last history row up to today.
  const posicao = new Map<number, { area: number; faixa: number | null }>()
  for (const h of (await knex('colaborador_historicos').where({ empresaId }).where('data', '<=', hoje).orderBy([{ column: 'colaboradorId' }, { column: 'data' }, { column: 'id' }]).select('colaboradorId', 'areaOrganizacionalId', 'faixaSalarialId')) as Array<{
    colaboradorId: number
    areaOrganizacionalId: number
    faixaSalarialId: number | null
  }>)
    if (ativos.has(Number(h.colaboradorId))) posicao.set(Number(h.colaboradorId), { area: Number(h.areaOrganizacionalId), faixa: h.faixaSalarialId === null ? null : Number(h.faixaSalarialId) })
  const responsaveis = new Map<number, ReadonlyArray<number>>()
  for (const a of (await knex('areas_organizacionais').where({ empresaId }).select('id', 'responsaveis')) as Array<{ id: number; responsaveis: string }>)
    responsaveis.set(Number(a.id), (JSON.parse(a.responsaveis) as number[]).map(Number).filter((r) => ativos.has(r)))
  const gestorDe = (c: number) => (responsaveis.get(posicao.get(c)!.area) ?? []).find((r) => r !== c)
  const colegasDe = (c: number) => [...posicao.entries()].filter(([o, p]) => o !== c && p.area === posicao.get(c)!.area).map(([o]) => o)

  const maria = (await knex('usuarios').where('cpf', DEMO.cpfRestrito.replace(/\D/g, '')).first('colaboradorId')) as { colaboradorId: number | null } | undefined
  const mariaId = maria?.colaboradorId ? Number(maria.colaboradorId) : undefined
  const avaliados = [...posicao.entries()]
    .filter(([c, p]) => c !== mariaId && p.faixa !== null && exigidasPorFaixa.has(p.faixa) && gestorDe(c) !== undefined && colegasDe(c).length > 0)
    .slice(0, 9)
  if (avaliados.length < 2) return

  const ano = Number(hoje.slice(0, 4))
  const criarAvaliacao = async (titulo: string, dataIni: string, dataFim: string, extra: Record<string, unknown>) =>
    (await rodar(
      criarNaDemo(avaliacoesDesempenho, ator, {
        titulo,
        dataIni,
        dataFim,
        tipo: '2.0',
        formato: 3,
        modeloAvaliacaoId: Number(modeloLinha.id),
        permiteAutoAvaliacao: true,
        anonima: false,
        avaliarCompetenciasCargo: true,
        exibirNivelCompetenciaExigido: true,
        exibeResultadoAutoAvaliacao: true,
        pesosPapeis: [
          { papel: PAPEL_AUTOAVALIACAO, peso: 10 },
          { papel: PAPEL_GESTOR, peso: 60 },
          { papel: PAPEL_PAR, peso: 30 },
        ],
        ...extra,
      }),
    )) as { id: number }
  // Last year's cycle, ended and answered by everyone (Maria evaluated too), shows its result to the evaluated: Meus
  // resultados and the comparison reports have something. This year's is open.
  const anterior = await criarAvaliacao(`Avaliação de Desempenho ${ano - 1}`, adicionarDias(hoje, -385), adicionarDias(hoje, -345), {
    exibirPerformanceProfissional: true,
    observacao: 'Ciclo anual anterior, encerrado: o resultado fica visível ao avaliado em Minhas Avaliações.',
  })
  const avaliacao = await criarAvaliacao(`Avaliação de Desempenho ${ano}`, adicionarDias(hoje, -20), adicionarDias(hoje, 20), {
    observacao: 'Ciclo anual: autoavaliação, gestor e pares. Responda em Avaliação › Minhas Avaliações.',
  })

  // Competency levels against the required one: comp 0 the lowest level, 1 one below the required, 2 the required.
  const niveisEm = (exigidas: ReadonlyArray<{ competenciaId: number; nivelCompetenciaId: number }>, comp: number) =>
    exigidas.map((x) => {
      const i = Math.max(0, niveis.indexOf(x.nivelCompetenciaId))
      return { competenciaId: x.competenciaId, nivelCompetenciaId: niveis[comp === 0 ? 0 : comp === 1 ? Math.max(0, i - 1) : i]! }
    })
  const par = async (
    avaliacaoId: number,
    avaliadoId: number,
    avaliadorId: number,
    papel: string,
    envio: { respostas: ReadonlyArray<RespostaQuestionario>; competencias: ReadonlyArray<NivelInformado> } | null,
    dataResposta = hoje,
  ) => {
    const p = (await rodar(criarNaDemo(participantesComRegras, ator, { avaliacaoDesempenhoId: avaliacaoId, avaliadoId, avaliadorId, papel }))) as { id: number }
    if (!envio) return
    const figuras = await rodar(
      Effect.orDie(Effect.flatMap(obter(avaliacoesDesempenho, ator, avaliacaoId), (a) => Effect.flatMap(oQueAvaliar(ator.escopo, a, avaliadoId), (o) => figurasDoEnvio(o, envio)))),
    )
    await rodar(Effect.orDie(alterar(participantesAvaliacaoDesempenho, ator, p.id, { situacao: 'R', anonima: false, dataResposta, ...envio, ...figuras })))
  }
  const colegasSemGestor = (c: number) => colegasDe(c).filter((o) => o !== mariaId && o !== gestorDe(c))
  for (const [i, [avaliadoId, pos]] of avaliados.entries()) {
    const exigidas = exigidasPorFaixa.get(pos.faixa!)!
    const nivel = i % 3
    const comp = Math.floor(i / 3) % 3
    await par(avaliacao.id, avaliadoId, avaliadoId, PAPEL_AUTOAVALIACAO, { respostas: respostasNoNivel(perguntas, Math.min(2, nivel + 1), 0), competencias: niveisEm(exigidas, Math.min(2, comp + 1)) })
    const pendente = i === avaliados.length - 1
    await par(avaliacao.id, avaliadoId, gestorDe(avaliadoId)!, PAPEL_GESTOR, pendente ? null : { respostas: respostasNoNivel(perguntas, nivel, 0), competencias: niveisEm(exigidas, comp) })
    for (const [j, colega] of colegasSemGestor(avaliadoId).slice(0, 2).entries())
      await par(avaliacao.id, avaliadoId, colega, PAPEL_PAR, { respostas: respostasNoNivel(perguntas, nivel, j ? 1 : -1), competencias: niveisEm(exigidas, comp) })
  }
  // Last year: everyone one step lower (the comparison shows growth), each answered by self, manager and a peer.
  const dataAnterior = adicionarDias(hoje, -350)
  const doAnoPassado = [...avaliados, ...(mariaId !== undefined && posicao.has(mariaId) && gestorDe(mariaId) !== undefined ? [[mariaId, posicao.get(mariaId)!] as const] : [])]
  for (const [i, [avaliadoId, pos]] of doAnoPassado.entries()) {
    const exigidas = pos.faixa === null ? [] : (exigidasPorFaixa.get(pos.faixa) ?? [])
    const nivel = Math.max(0, (i % 3) - 1)
    const comp = Math.max(0, (Math.floor(i / 3) % 3) - 1)
    await par(anterior.id, avaliadoId, avaliadoId, PAPEL_AUTOAVALIACAO, { respostas: respostasNoNivel(perguntas, Math.min(2, nivel + 1), 0), competencias: niveisEm(exigidas, Math.min(2, comp + 1)) }, dataAnterior)
    await par(anterior.id, avaliadoId, gestorDe(avaliadoId)!, PAPEL_GESTOR, { respostas: respostasNoNivel(perguntas, nivel, 0), competencias: niveisEm(exigidas, comp) }, dataAnterior)
    const colega = colegasSemGestor(avaliadoId)[0]
    if (colega !== undefined) await par(anterior.id, avaliadoId, colega, PAPEL_PAR, { respostas: respostasNoNivel(perguntas, nivel, 1), competencias: niveisEm(exigidas, comp) }, dataAnterior)
  }
  await rodar(Effect.orDie(alterar(avaliacoesDesempenho, ator, anterior.id, { liberada: true })))
  // Maria's pending evaluation of a colleague of her area (or of the first evaluated, as 'Avaliador').
  if (mariaId !== undefined && posicao.has(mariaId)) {
    const livre = (c: number) => gestorDe(c) !== mariaId
    const colega = colegasDe(mariaId).find((c) => livre(c) && avaliados.some(([a]) => a === c))
    const outro = avaliados.find(([a]) => livre(a))?.[0]
    if (colega !== undefined || outro !== undefined) await par(avaliacao.id, colega ?? outro!, mariaId, colega !== undefined ? PAPEL_PAR : 'R', null)
  }
  await rodar(Effect.orDie(alterar(avaliacoesDesempenho, ator, avaliacao.id, { liberada: true })))
  await rodar(
    criarNaDemo(nineBox, ator, {
      avaliacaoDesempenhoId: avaliacao.id,
      data: hoje,
      ...CONFIGURACAO_PADRAO,
      ...Object.fromEntries(BOXES_PADRAO.map((b, i) => [`box${i + 1}`, b])),
    }),
  )
}
