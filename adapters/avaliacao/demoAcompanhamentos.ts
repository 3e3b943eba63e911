import type { Knex } from 'knex'
import { prazoDoAcompanhamento } from '../../core/avaliacao/acompanhamentos.ts'
import { colaboradoresQuestionarios } from '../../core/avaliacao/colaboradores-questionarios.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { TIPO_MULTIPLA_ESCOLHA, TIPO_NOTA, TIPO_OBJETIVA, type PerguntaQuestionario } from '../../core/shared/questionario.ts'
import { atorDemo } from '../gestao-talentos/demo.ts'
import { criarNaDemo, type RodarDemo } from '../modulo.ts'

export const TITULOS_MODELOS_DEMO = ['Acompanhamento de Experiência — 45 dias', 'Acompanhamento de Experiência — 90 dias'] as const

const COMENTARIOS = ['Integrou-se bem à equipe e aprende rápido.', 'Precisa de mais atenção aos prazos; boa disposição.', 'Superou as expectativas do período.']

/** Answers to a model's questions, better or worse by `perfil` (0 best … 2 weakest), every question answered. */
const respostasDemo = (perguntas: ReadonlyArray<PerguntaQuestionario>, perfil: number) =>
  perguntas.map((p) => {
    const base = { perguntaId: p.id, tipoId: p.tipo }
    if (p.tipo === TIPO_OBJETIVA) {
      const opcoes = [...p.respostas].sort((a, b) => b.peso - a.peso)
      return { ...base, respostaId: opcoes[Math.min(perfil, opcoes.length - 1)]!.id }
    }
    if (p.tipo === TIPO_MULTIPLA_ESCOLHA) return { ...base, respostasIds: p.respostas.slice(0, Math.max(1, p.respostas.length - perfil)).map((o) => o.id) }
    if (p.tipo === TIPO_NOTA) return { ...base, nota: Math.max(p.notaMinima, p.notaMaxima - 2 * perfil - 1) }
    return { ...base, comentario: COMENTARIOS[perfil % COMENTARIOS.length]! }
  })

/**
 * Experience follow-ups answered in 'Empresa Demonstração' (issue 15): for the three most recently admitted employees
 * whose follow-up of a period is already due, the A models titled 'Acompanhamento de Experiência — 45 dias' and
 * '— 90 dias' answered on their due day (or today, if later), one employee well, one fairly, one weakly. Skipped
 * when the models are absent (they come with the models' demo).
 */
export const semearDemoAcompanhamentos = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const ator = await atorDemo(knex)
  if (!ator) return
  const empresaId = ator.escopo.empresaId
  const hoje = diaEmSaoPaulo(Date.now())
  const modelos = (await knex('modelos_avaliacao as m')
    .join('periodos_experiencia as p', 'p.id', 'm.periodoExperienciaId')
    .where('m.empresaId', empresaId)
    .where('m.tipo', 'A')
    .whereIn('m.titulo', [...TITULOS_MODELOS_DEMO])
    .orderBy('p.dias')
    .select('m.id', 'm.perguntas', 'p.dias')) as Array<{ id: number; perguntas: string | PerguntaQuestionario[]; dias: number }>
  if (!modelos.length) return
  const primeiro = Math.min(...modelos.map((m) => Number(m.dias)))
  const talentos = (await knex('colaboradores')
    .where('empresaId', empresaId)
    .whereNull('dataDesligamento')
    // The shortest period already due: admission + dias − 1 ≤ today.
    .where('dataAdmissao', '<=', adicionarDias(hoje, 1 - primeiro))
    .orderBy('dataAdmissao', 'desc')
    .limit(3)
    .select('id', 'dataAdmissao')) as Array<{ id: number; dataAdmissao: string }>
  for (const [perfil, t] of talentos.entries()) {
    for (const m of modelos) {
      const prazo = prazoDoAcompanhamento(t.dataAdmissao, Number(m.dias))
      if (prazo > hoje) continue
      const perguntas = (typeof m.perguntas === 'string' ? JSON.parse(m.perguntas) : m.perguntas) as ReadonlyArray<PerguntaQuestionario>
      if (!perguntas.length) continue
      await rodar(
        criarNaDemo(colaboradoresQuestionarios, ator, {
          colaboradorId: Number(t.id),
          modeloAvaliacaoId: Number(m.id),
          data: prazo,
          respostas: respostasDemo(perguntas, perfil),
          ...(perfil === 2 ? { observacao: 'Combinar plano de desenvolvimento antes do fim do contrato de experiência.' } : {}),
        }),
      )
    }
  }
}
