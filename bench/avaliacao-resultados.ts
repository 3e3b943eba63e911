/**
 * Performance-evaluation results at scale (issue 15 goal): 5,000 evaluated × 6 evaluators × 30 questions (30,000 sent
 * answers, 6 competencies each) scored in < 2 s, one evaluated's page in < 50 ms, the nine box placement in < 500 ms.
 * This measures the pure part (core/avaliacao/resultados.ts over the rows the grouped read returns); the grouped read
 * itself is one query per table (adapters/avaliacao/resultados.ts). `BENCH_AVALIACAO=n` changes the number of evaluated.
 */
import { resultadosDosAvaliados, detalheDosDados, type DadosResultados } from '../core/avaliacao/resultadosCasos.ts'
import { CONFIGURACAO_PADRAO, distribuirNineBox } from '../core/avaliacao/nineBox.ts'
import type { PapelAvaliador } from '../core/avaliacao/papeis.ts'
import { TIPO_NOTA, TIPO_OBJETIVA, type PerguntaQuestionario, type RespostaQuestionario } from '../core/shared/questionario.ts'
import { Effect } from 'effect'
import { gerador } from './candidatos.ts'
import { estatisticas } from './povoar-colaboradores.ts'

const TOTAL = Number(process.env['BENCH_AVALIACAO'] ?? 5000)

export const benchResultadosAvaliacao = async () => {
  const aleatorio = gerador(15)
  const perguntas: PerguntaQuestionario[] = Array.from({ length: 30 }, (_, i) => ({
    id: i + 1,
    ordem: i + 1,
    texto: `Pergunta ${i + 1}`,
    tipo: i % 3 ? TIPO_NOTA : TIPO_OBJETIVA,
    respostas: i % 3 ? [] : [0, 1, 2, 3].map((p) => ({ id: p + 1, texto: `Opção ${p}`, peso: p })),
    exigirComentario: false,
    notaMinima: 0,
    notaMaxima: 10,
    peso: 1 + (i % 2),
    obrigatoria: true,
    aspecto: `Aspecto ${i % 5}`,
  }))
  const exigidas = Array.from({ length: 6 }, (_, i) => ({ competenciaId: i + 1, competenciaPeso: 1 + (i % 3), nivelCompetenciaId: 1 + (i % 4) }))
  const papeis: PapelAvaliador[] = ['U', 'L', 'P', 'P', 'A', 'A']
  const dados: DadosResultados = {
    avaliacao: { id: 1, titulo: 'Bench', data: '2026-12-31', anonima: true, pesosPapeis: [{ papel: 'U', peso: 10 }, { papel: 'L', peso: 50 }, { papel: 'P', peso: 20 }, { papel: 'A', peso: 20 }], avaliarSomenteCompetencias: false, exibeResultadoAutoAvaliacao: true, exibirPerformanceProfissional: false },
    perguntas,
    niveis: [1, 2, 3, 4].map((o) => ({ id: o, descricao: `N${o}`, ordem: o, percentual: null })),
    exigidasPorFaixa: new Map([[1, exigidas]]),
    // No stored %: every answer scored from its content (the cost the stored %s save; see avaliacao-resultados-db).
    chavesPorFaixa: new Map([[1, null]]),
    avaliados: Array.from({ length: TOTAL }, (_, i) => ({ avaliadoId: i + 1, nome: `Talento ${i + 1}`, foto: false, faixaSalarialId: 1, cargo: 'Analista', faixa: 'Júnior', areaOrganizacionalId: 1, area: 'Área 1' })),
    respostas: Array.from({ length: TOTAL }, (_, i) =>
      papeis.map((papel) => ({
        avaliadoId: i + 1,
        papel,
        respostas: perguntas.map((p): RespostaQuestionario => (p.tipo === TIPO_NOTA ? { perguntaId: p.id, tipoId: TIPO_NOTA, nota: Math.floor(aleatorio() * 11) } : { perguntaId: p.id, tipoId: TIPO_OBJETIVA, respostaId: 1 + Math.floor(aleatorio() * 4) })),
        competencias: exigidas.map((x) => ({ competenciaId: x.competenciaId, nivelCompetenciaId: 1 + Math.floor(aleatorio() * 4) })),
      })),
    ).flat(),
    pendentes: [],
    nomesCompetencias: new Map(exigidas.map((x) => [x.competenciaId, `Competência ${x.competenciaId}`])),
  }
  const tempos: number[] = []
  let resultados = resultadosDosAvaliados(dados)
  for (let i = 0; i < 5; i++) {
    const t = performance.now()
    resultados = resultadosDosAvaliados(dados)
    tempos.push(performance.now() - t)
  }
  console.log(`Resultados de ${TOTAL} avaliados (${dados.respostas.length} respostas × 30 perguntas): mediana ${estatisticas(tempos).mediana.toFixed(0)} ms, máx ${estatisticas(tempos).max.toFixed(0)} ms (meta 2000 ms)`)
  const umTempos: number[] = []
  for (let i = 0; i < 20; i++) {
    const t = performance.now()
    Effect.runSync(detalheDosDados(dados, 1 + Math.floor(aleatorio() * TOTAL)))
    umTempos.push(performance.now() - t)
  }
  console.log(`Página de um avaliado: mediana ${estatisticas(umTempos).mediana.toFixed(1)} ms, p95 ${estatisticas(umTempos).p95.toFixed(1)} ms (meta 50 ms)`)
  const t = performance.now()
  const caixas = distribuirNineBox(resultados.map((r) => ({ id: r.avaliadoId, potencial: r.competencias, desempenho: r.questionario })), CONFIGURACAO_PADRAO, false)
  console.log(`Nine box (distribuição de ${caixas.flat().length} talentos): ${(performance.now() - t).toFixed(1)} ms (meta 500 ms com a leitura)`)
}
