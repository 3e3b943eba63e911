import { Effect } from 'effect'
import type { Knex } from 'knex'
import { avaliacoesDesempenho } from '../../core/avaliacao/avaliacoes-desempenho.ts'
import { modelosAvaliacao } from '../../core/avaliacao/modelos-avaliacao.ts'
import { BOXES_PADRAO, CONFIGURACAO_PADRAO } from '../../core/avaliacao/nineBox.ts'
import { nineBox } from '../../core/avaliacao/nineBoxRecurso.ts'
import { participantesAvaliacaoDesempenho } from '../../core/avaliacao/participante-avaliacao-desempenho.ts'
import { alterar } from '../../core/shared/crud.ts'
import { diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { TIPO_NOTA, TIPO_OBJETIVA } from '../../core/shared/questionario.ts'
import { atorDemo } from '../gestao-talentos/demo.ts'
import { criarNaDemo, type RodarDemo } from '../modulo.ts'

/**
 * A performance evaluation with sent answers in 'Empresa Demonstração', so its results, radar and nine box show
 * something: 'Avaliação de Desempenho <ano>' (identified; self 10 %, manager 60 %, peers 30 %) of up to 9 employees of
 * the salary ranges with required competencies, each by self, a manager and two peers with answers that spread them
 * over the nine box; one manager's pair still pending. Answers are recorded as a sent questionnaire is (situação R).
 */
export const semearDemoResultadosAvaliacao = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const ator = await atorDemo(knex)
  if (!ator) return
  const empresaId = ator.escopo.empresaId
  const hoje = diaEmSaoPaulo(Date.now())
  const ano = hoje.slice(0, 4)
  const configs = (await knex('config_niveis_competencia_faixas').where({ empresaId }).orderBy([{ column: 'faixaSalarialId' }, { column: 'data' }]).select('faixaSalarialId', 'configsNiveisCompetencias')) as Array<{
    faixaSalarialId: number
    configsNiveisCompetencias: string
  }>
  const exigidasPorFaixa = new Map<number, Array<{ competenciaId: number; nivelCompetenciaId: number }>>()
  for (const c of configs) exigidasPorFaixa.set(Number(c.faixaSalarialId), JSON.parse(c.configsNiveisCompetencias))
  const hs = (await knex('colaborador_historicos').where({ empresaId }).where('data', '<=', `${ano}-12-31`).orderBy([{ column: 'colaboradorId' }, { column: 'data' }, { column: 'id' }]).select('colaboradorId', 'faixaSalarialId')) as Array<{
    colaboradorId: number
    faixaSalarialId: number | null
  }>
  const ativos = new Set(((await knex('colaboradores').where({ empresaId }).whereNull('dataDesligamento').select('id')) as Array<{ id: number }>).map((c) => Number(c.id)))
  const faixaDe = new Map<number, number | null>()
  for (const h of hs) if (ativos.has(Number(h.colaboradorId))) faixaDe.set(Number(h.colaboradorId), h.faixaSalarialId === null ? null : Number(h.faixaSalarialId))
  const avaliados = [...faixaDe.entries()].filter(([, f]) => f !== null && exigidasPorFaixa.has(f)).slice(0, 9)
  const avaliadores = [...faixaDe.keys()].filter((c) => !avaliados.some(([a]) => a === c))
  if (avaliados.length < 2 || avaliadores.length < 3) return

  const modelo = (await rodar(
    criarNaDemo(modelosAvaliacao, ator, {
      titulo: 'Avaliação de Desempenho Anual',
      tipo: 'D',
      ativo: true,
      aspectos: [{ nome: 'Entregas' }, { nome: 'Comportamento' }],
      perguntas: [
        { texto: 'Cumpre os prazos combinados', tipo: TIPO_NOTA, notaMinima: 1, notaMaxima: 10, peso: 2, obrigatoria: true, aspecto: 'Entregas' },
        { texto: 'Qualidade das entregas', tipo: TIPO_NOTA, notaMinima: 1, notaMaxima: 10, peso: 2, obrigatoria: true, aspecto: 'Entregas' },
        {
          texto: 'Colabora com a equipe',
          tipo: TIPO_OBJETIVA,
          obrigatoria: true,
          aspecto: 'Comportamento',
          respostas: [
            { texto: 'Sempre', peso: 3 },
            { texto: 'Frequentemente', peso: 2 },
            { texto: 'Raramente', peso: 1 },
            { texto: 'Nunca', peso: 0 },
          ],
        },
        { texto: 'Comunica-se com clareza', tipo: TIPO_NOTA, notaMinima: 1, notaMaxima: 10, peso: 1, obrigatoria: true, aspecto: 'Comportamento' },
      ],
    }),
  )) as { id: number; perguntas: Array<{ id: number; respostas: Array<{ id: number }> }> }
  const avaliacao = (await rodar(
    criarNaDemo(avaliacoesDesempenho, ator, {
      titulo: `Avaliação de Desempenho ${ano}`,
      dataIni: `${ano}-01-01`,
      dataFim: `${ano}-12-31`,
      tipo: '1.0',
      modeloAvaliacaoId: modelo.id,
      permiteAutoAvaliacao: true,
      anonima: false,
      avaliarCompetenciasCargo: true,
      exibeResultadoAutoAvaliacao: true,
      pesosPapeis: [
        { papel: 'U', peso: 10 },
        { papel: 'L', peso: 60 },
        { papel: 'P', peso: 30 },
      ],
    }),
  )) as { id: number }
  const [p1, p2, p3, p4] = modelo.perguntas as [(typeof modelo.perguntas)[number], (typeof modelo.perguntas)[number], (typeof modelo.perguntas)[number], (typeof modelo.perguntas)[number]]
  // Performance from 'nivel' 0..2 and competencies from 'comp' 0..2: every combination once for the first nine.
  const respostas = (nivel: number, ajuste: number) => {
    const nota = Math.max(1, Math.min(10, [3, 6, 9][nivel]! + ajuste))
    return [
      { perguntaId: p1.id, tipoId: TIPO_NOTA, nota },
      { perguntaId: p2.id, tipoId: TIPO_NOTA, nota: Math.max(1, nota - 1) },
      { perguntaId: p3.id, tipoId: TIPO_OBJETIVA, respostaId: p3.respostas[3 - Math.min(3, nivel + 1)]!.id },
      { perguntaId: p4.id, tipoId: TIPO_NOTA, nota },
    ]
  }
  const niveis = (exigidas: ReadonlyArray<{ competenciaId: number; nivelCompetenciaId: number }>, comp: number) =>
    exigidas.map((x) => ({ competenciaId: x.competenciaId, nivelCompetenciaId: Math.max(1, Math.min(4, x.nivelCompetenciaId + comp - 2)) }))
  const enviar = async (avaliadoId: number, avaliadorId: number, papel: string, corpo: { respostas: unknown[]; competencias: unknown[] } | null) => {
    const p = (await rodar(criarNaDemo(participantesAvaliacaoDesempenho, ator, { avaliacaoDesempenhoId: avaliacao.id, avaliadoId, avaliadorId, papel }))) as { id: number }
    if (corpo) await rodar(Effect.orDie(alterar(participantesAvaliacaoDesempenho, ator, p.id, { situacao: 'R', anonima: false, dataResposta: hoje, ...corpo })))
  }
  for (const [i, [avaliadoId, faixa]] of avaliados.entries()) {
    const exigidas = exigidasPorFaixa.get(faixa!)!
    const nivel = i % 3
    const comp = Math.floor(i / 3) % 3
    const gestor = avaliadores[i % avaliadores.length]!
    const pares = [avaliadores[(i + 1) % avaliadores.length]!, avaliadores[(i + 2) % avaliadores.length]!]
    await enviar(avaliadoId, avaliadoId, 'U', { respostas: respostas(Math.min(2, nivel + 1), 0), competencias: niveis(exigidas, Math.min(2, comp + 1)) })
    await enviar(avaliadoId, gestor, 'L', i === avaliados.length - 1 ? null : { respostas: respostas(nivel, 0), competencias: niveis(exigidas, comp) })
    for (const [j, par] of pares.entries()) await enviar(avaliadoId, par, 'P', { respostas: respostas(nivel, j ? 1 : -1), competencias: niveis(exigidas, comp) })
  }
  await rodar(
    criarNaDemo(nineBox, ator, {
      avaliacaoDesempenhoId: avaliacao.id,
      data: hoje,
      ...CONFIGURACAO_PADRAO,
      ...Object.fromEntries(BOXES_PADRAO.map((b, i) => [`box${i + 1}`, b])),
    }),
  )
}
