import { defineModulo } from '../shared/modulo.ts'
import { comAcoes } from '../shared/resource.ts'
import { ACAO_LEMBRETE, ACOES_COLABORADOR_RESPOSTAS } from './acompanhamento.ts'
import { avaliacoesTurmaRespostas } from './avaliacoes-turma-respostas.ts'
import { avaliacoesTurma } from './avaliacoes-turma.ts'
import { ACOES_AVALIACOES_TURMA, ACOES_POR_OUTRO_USUARIO } from './avaliacoes-turmaResponder.ts'
import { colaboradorRespostas } from './colaborador-respostas.ts'
import { ACOES_ESTRUTURA_PESQUISA } from './estruturaDaPesquisa.ts'
import { ACOES_NPS, nps } from './nps.ts'
import { pesquisas, ROLE_MINHAS_PESQUISAS, ROLE_PESQUISA } from './pesquisas.ts'
import { ACOES_RESPONDER } from './responder.ts'
import { ACAO_RESULTADOS, relatorioResultadosPesquisa } from './resultados.ts'

/**
 * Surveys (spec 002 §2 /pesquisa; issue 16 part A): surveys on the questionnaire engine, their audience and release,
 * the employee's answering ('Minhas Pesquisas') with anonymity stored apart, HR's view of who answered and reminders.
 */
export const moduloPesquisa = defineModulo({
  nome: 'pesquisa',
  grupo: { nome: 'Pesquisa', ordem: 4 },
  autoridades: [
    { id: ROLE_PESQUISA, name: 'Pesquisa: pesquisas, quem respondeu, lembretes e exclusão de respostas' },
    { id: ROLE_MINHAS_PESQUISAS, name: 'Minhas Pesquisas: o talento vinculado ao usuário responde as pesquisas do seu público' },
  ],
  recursos: [comAcoes(pesquisas, ACOES_ESTRUTURA_PESQUISA, [ACAO_LEMBRETE, ACAO_RESULTADOS]), comAcoes(colaboradorRespostas, ACOES_COLABORADOR_RESPOSTAS, ACOES_RESPONDER, ACOES_POR_OUTRO_USUARIO), comAcoes(avaliacoesTurma, ACOES_AVALIACOES_TURMA), avaliacoesTurmaRespostas, comAcoes(nps, ACOES_NPS, [ACAO_LEMBRETE])],
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Relatorio is invariant in its fields
  relatorios: [relatorioResultadosPesquisa as any],
  telas: [
    { label: 'Questionários', caminho: 'pesquisa/questionarios', authority: ROLE_PESQUISA, menu: { grupo: 'Pesquisa', ordem: 3 } },
    { label: 'Entrevistas', caminho: 'pesquisa/entrevistas', authority: ROLE_PESQUISA, menu: { grupo: 'Pesquisa', ordem: 4 } },
    { label: 'Minhas Pesquisas', caminho: 'pesquisa/colaborador-questionario', authority: ROLE_MINHAS_PESQUISAS, menu: { grupo: 'Pesquisa', ordem: 9 } },
  ],
})
