import type { Knex } from 'knex'
import { entrevistasDesligamento } from '../../core/gestao-talentos/entrevistas-desligamento.ts'
import { modelosEntrevistaDesligamento } from '../../core/gestao-talentos/modelos-entrevista-desligamento.ts'
import type { Ator } from '../../core/shared/ator.ts'
import { TIPO_MULTIPLA_ESCOLHA, TIPO_NOTA, TIPO_OBJETIVA, TIPO_SUBJETIVA, type PerguntaQuestionario } from '../../core/shared/questionario.ts'
import { gerador } from '../db/demo-pessoas.ts'
import { criarNaDemo, type RodarDemo } from '../modulo.ts'

const opcoes = (...textos: ReadonlyArray<string>) => textos.map((texto) => ({ texto, peso: 0 }))

/** The demo's exit-interview model: one question of each type of the questionnaire engine. */
export const MODELO_ENTREVISTA_DEMO = {
  titulo: 'Entrevista de desligamento padrão',
  observacao: 'Aplicada pelo RH no último dia de trabalho, ou respondida pelo talento.',
  ativo: true,
  perguntas: [
    { texto: 'Qual o principal motivo da sua saída?', tipo: TIPO_OBJETIVA, obrigatoria: true, respostas: opcoes('Proposta de outra empresa', 'Remuneração', 'Relacionamento com o gestor', 'Mudança de cidade', 'Outro') },
    { texto: 'O que você mais valorizou na empresa?', tipo: TIPO_MULTIPLA_ESCOLHA, obrigatoria: true, respostas: opcoes('Colegas de trabalho', 'Benefícios', 'Aprendizado', 'Estabilidade', 'Horário') },
    { texto: 'De 0 a 10, quanto você recomendaria a empresa a um amigo?', tipo: TIPO_NOTA, obrigatoria: true, notaMinima: 0, notaMaxima: 10 },
    { texto: 'O que a empresa poderia ter feito para você ficar?', tipo: TIPO_SUBJETIVA, obrigatoria: false },
  ],
}

const TEXTOS = [
  'Um plano de carreira mais claro.',
  'Rever a faixa salarial do cargo.',
  'Mais flexibilidade de horário.',
  'Nada; a decisão foi pessoal.',
  'Mais treinamento para a função.',
]

/**
 * The exit-interview model and the interviews of up to eight of the demo's most recently dismissed employees, answered
 * by HR on the day of the dismissal, through the core's write path.
 */
export const semearDemoEntrevistas = async (knex: Knex, rodar: RodarDemo, ator: Ator): Promise<void> => {
  const empresaId = ator.escopo.empresaId
  const modelo = (await rodar(criarNaDemo(modelosEntrevistaDesligamento, ator, MODELO_ENTREVISTA_DEMO))) as { id: number; perguntas: ReadonlyArray<PerguntaQuestionario> }
  const desligados = (await knex('colaboradores').where('empresaId', empresaId).whereNotNull('dataDesligamento').orderBy('dataDesligamento', 'desc').limit(8).select('id', 'dataDesligamento')) as Array<{
    id: number
    dataDesligamento: string
  }>
  const g = gerador(20251126)
  const [motivo, valorizou, nota, texto] = modelo.perguntas
  for (const t of desligados) {
    const escolhidas = valorizou!.respostas.filter(() => g.chance(0.4))
    await rodar(
      criarNaDemo(entrevistasDesligamento, ator, {
        colaboradorId: Number(t.id),
        modeloId: modelo.id,
        data: String(t.dataDesligamento),
        respostas: [
          { perguntaId: motivo!.id, tipoId: TIPO_OBJETIVA, respostaId: g.de(motivo!.respostas).id },
          { perguntaId: valorizou!.id, tipoId: TIPO_MULTIPLA_ESCOLHA, respostasIds: (escolhidas.length ? escolhidas : [valorizou!.respostas[0]!]).map((o) => o.id) },
          { perguntaId: nota!.id, tipoId: TIPO_NOTA, nota: 3 + g.n(8) },
          ...(g.chance(0.7) ? [{ perguntaId: texto!.id, tipoId: TIPO_SUBJETIVA, comentario: g.de(TEXTOS) }] : []),
        ],
      }),
    )
  }
}
