import type { Knex } from 'knex'
import { modelosAvaliacao, TIPO_MODELO_ACOMPANHAMENTO_EXPERIENCIA, TIPO_MODELO_DESEMPENHO } from '../../core/avaliacao/modelos-avaliacao.ts'
import { periodosExperiencia } from '../../core/avaliacao/periodos-experiencia.ts'
import { TIPO_MULTIPLA_ESCOLHA, TIPO_NOTA, TIPO_OBJETIVA, TIPO_SUBJETIVA } from '../../core/shared/questionario.ts'
import { atorDemo } from '../gestao-talentos/demo.ts'
import { criarNaDemo, type RodarDemo } from '../modulo.ts'

const FREQUENCIA = [
  { texto: 'Sempre', peso: 10 },
  { texto: 'Frequentemente', peso: 7 },
  { texto: 'Às vezes', peso: 4 },
  { texto: 'Raramente', peso: 0 },
]
const ADAPTACAO = [
  { texto: 'Supera as expectativas', peso: 10 },
  { texto: 'Atende às expectativas', peso: 7 },
  { texto: 'Atende parcialmente', peso: 4 },
  { texto: 'Não atende', peso: 0 },
]

/** The questions of a follow-up at `dias` days: the same frame, the closing one tells the manager's decision. */
const perguntasAcompanhamento = (dias: number) => [
  { texto: 'Como avalia a adaptação do talento à rotina e às regras da empresa?', tipo: TIPO_OBJETIVA, obrigatoria: true, respostas: ADAPTACAO },
  { texto: 'Qualidade e produtividade nas tarefas do cargo', tipo: TIPO_NOTA, obrigatoria: true, notaMinima: 1, notaMaxima: 10 },
  { texto: 'Relacionamento com a equipe e com a liderança', tipo: TIPO_OBJETIVA, obrigatoria: true, respostas: ADAPTACAO },
  {
    texto: 'Em que pontos o talento precisa de apoio?',
    tipo: TIPO_MULTIPLA_ESCOLHA,
    respostas: [{ texto: 'Conhecimento técnico' }, { texto: 'Ferramentas e sistemas' }, { texto: 'Organização e prazos' }, { texto: 'Comunicação' }, { texto: 'Nenhum' }],
  },
  ...(dias >= 90
    ? [
        {
          texto: 'Recomenda a efetivação ao fim do período de experiência?',
          tipo: TIPO_OBJETIVA,
          obrigatoria: true,
          exigirComentario: true,
          comentario: 'Justifique a sua resposta:',
          respostas: [
            { texto: 'Sim', peso: 10 },
            { texto: 'Não', peso: 0 },
          ],
        },
      ]
    : [{ texto: 'Assiduidade e pontualidade', tipo: TIPO_NOTA, obrigatoria: true, notaMinima: 1, notaMaxima: 5 }]),
  { texto: 'Observações do gestor', tipo: TIPO_SUBJETIVA },
]

/**
 * Evaluation models in 'Empresa Demonstração': the periods 'Experiência 45 dias' and 'Experiência 90 dias', the
 * performance model 'Avaliação de Desempenho 2026' (aspects Entregas, Comportamento, Desenvolvimento; the four
 * question types) and a follow-up model for each period.
 */
export const semearDemoModelosAvaliacao = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const ator = await atorDemo(knex)
  if (!ator) return
  const periodos: Record<number, number> = {}
  for (const dias of [45, 90]) {
    periodos[dias] = (await rodar(criarNaDemo(periodosExperiencia, ator, { nome: `Experiência ${dias} dias`, dias, ativo: true }))).id
  }
  await rodar(
    criarNaDemo(modelosAvaliacao, ator, {
      titulo: 'Avaliação de Desempenho 2026',
      tipo: TIPO_MODELO_DESEMPENHO,
      ativo: true,
      percentualMinimoAprovacao: 70,
      observacao: 'Ciclo anual de desempenho: responda pensando nos últimos 12 meses de trabalho, com exemplos sempre que possível.',
      aspectos: [{ nome: 'Entregas' }, { nome: 'Comportamento' }, { nome: 'Desenvolvimento' }],
      perguntas: [
        { texto: 'Cumpre os prazos e as metas combinadas', tipo: TIPO_OBJETIVA, obrigatoria: true, aspecto: 'Entregas', peso: 2, respostas: FREQUENCIA },
        { texto: 'Qualidade do trabalho entregue', tipo: TIPO_NOTA, obrigatoria: true, aspecto: 'Entregas', notaMinima: 1, notaMaxima: 10, peso: 2 },
        { texto: 'Organiza as prioridades sem precisar de acompanhamento constante', tipo: TIPO_OBJETIVA, obrigatoria: true, aspecto: 'Entregas', respostas: FREQUENCIA },
        { texto: 'Colabora com os colegas e compartilha o que sabe', tipo: TIPO_OBJETIVA, obrigatoria: true, aspecto: 'Comportamento', respostas: FREQUENCIA },
        {
          texto: 'Quais comportamentos mais se destacam?',
          tipo: TIPO_MULTIPLA_ESCOLHA,
          aspecto: 'Comportamento',
          respostas: [{ texto: 'Iniciativa' }, { texto: 'Comunicação clara' }, { texto: 'Trabalho em equipe' }, { texto: 'Ética e respeito' }, { texto: 'Foco no cliente' }],
        },
        { texto: 'Recebe bem os feedbacks e ajusta a forma de trabalhar', tipo: TIPO_NOTA, obrigatoria: true, aspecto: 'Comportamento', notaMinima: 1, notaMaxima: 5, exigirComentario: true, comentario: 'Cite um exemplo recente:' },
        { texto: 'Busca aprender e se atualizar na sua área', tipo: TIPO_OBJETIVA, obrigatoria: true, aspecto: 'Desenvolvimento', respostas: FREQUENCIA },
        { texto: 'Que ações de desenvolvimento recomenda para o próximo ciclo?', tipo: TIPO_SUBJETIVA, aspecto: 'Desenvolvimento' },
      ],
    }),
  )
  for (const dias of [45, 90]) {
    await rodar(
      criarNaDemo(modelosAvaliacao, ator, {
        titulo: `Acompanhamento de Experiência — ${dias} dias`,
        tipo: TIPO_MODELO_ACOMPANHAMENTO_EXPERIENCIA,
        ativo: true,
        percentualMinimoAprovacao: 60,
        periodoExperienciaId: periodos[dias],
        observacao: `Respondido pelo gestor aos ${dias} dias da admissão.`,
        perguntas: perguntasAcompanhamento(dias),
      }),
    )
  }
}
