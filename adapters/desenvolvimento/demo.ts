import { Effect } from 'effect'
import type { Knex } from 'knex'
import { categoriaCurso } from '../../core/desenvolvimento/categoria-curso.ts'
import { colaboradorTurma } from '../../core/desenvolvimento/colaborador-turma.ts'
import { cursos } from '../../core/desenvolvimento/cursos.ts'
import { diasTurmas } from '../../core/desenvolvimento/dias-turmas.ts'
import { tipoDespesa } from '../../core/desenvolvimento/tipo-despesa.ts'
import { turmas } from '../../core/desenvolvimento/turmas.ts'
import { gravarDespesas, registrarPresencas } from '../../core/desenvolvimento/turmasAcoes.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { atorDemo } from '../gestao-talentos/demo.ts'
import { semearDemoAvaliacoes } from './demoAvaliacoes.ts'
import { criarNaDemo, type RodarDemo } from '../modulo.ts'
import { semearDemoOperacoesTurma } from './demoOperacoes.ts'
import { semearDemoPlanejamento } from './demoPlanejamento.ts'
import { semearDemoCertificados } from './demoCertificados.ts'
import { semearDemoRelatoriosDesenvolvimento } from './demoRelatorios.ts'

const CATEGORIAS = ['Normas Regulamentadoras (NR)', 'Integração', 'Comportamental'] as const
const TIPOS_DESPESA = ['Instrutor', 'Material didático', 'Alimentação', 'Deslocamento'] as const

/**
 * Training in 'Empresa Demonstração': three courses (NR-35, NR-10, Integração), two classes held in the past with
 * their days, participants, attendance (someone below the minimum: not approved) and expenses, and one
 * class (NR-10, from today: the QR attendance works in the demo) with its participants and no attendance yet.
 */
export const semearDemoDesenvolvimento = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const ator = await atorDemo(knex)
  if (!ator) return
  const criar = async (r: Parameters<typeof criarNaDemo>[0], corpo: Record<string, unknown>) => (await rodar(criarNaDemo(r, ator, corpo))) as { id: number }
  const cat: Record<string, number> = {}
  for (const descricao of CATEGORIAS) cat[descricao] = (await criar(categoriaCurso, { descricao })).id
  const tipos: number[] = []
  for (const descricao of TIPOS_DESPESA) tipos.push((await criar(tipoDespesa, { descricao })).id)
  const nr35 = await criar(cursos, {
    nome: 'NR-35 Trabalho em Altura',
    cargaHoraria: '8:00',
    percentualMinimoFrequencia: 100,
    categoriaCursoId: cat['Normas Regulamentadoras (NR)'],
    tipo: 'EXTERNO',
    periodicidade: 2,
    periodicidadeUnidade: 12,
    codigoTru: 'NR35-01',
    conteudoProgramatico: 'Normas e regulamentos aplicáveis; análise de risco; equipamentos de proteção individual; acidentes típicos; condutas em emergência.',
    criterioAvaliacao: 'Frequência integral e avaliação prática.',
  })
  const nr10 = await criar(cursos, {
    nome: 'NR-10 Segurança em Instalações Elétricas',
    cargaHoraria: '40:00',
    percentualMinimoFrequencia: 100,
    categoriaCursoId: cat['Normas Regulamentadoras (NR)'],
    tipo: 'EXTERNO',
    periodicidade: 2,
    periodicidadeUnidade: 12,
    conteudoProgramatico: 'Riscos em instalações elétricas; medidas de controle; normas técnicas; primeiros socorros; combate a incêndio.',
  })
  const integracao = await criar(cursos, {
    nome: 'Integração de Novos Talentos',
    cargaHoraria: '4:00',
    percentualMinimoFrequencia: 75,
    categoriaCursoId: cat['Integração'],
    tipo: 'INTERNO',
    conteudoProgramatico: 'História e valores da empresa; políticas de RH; saúde e segurança; benefícios.',
  })
  const hoje = diaEmSaoPaulo(Date.now())
  // Employees already working when the oldest class was held (a participant must be employed during the class).
  const pessoas = (
    (await knex('colaboradores')
      .where('empresaId', ator.escopo.empresaId)
      .whereNull('dataDesligamento')
      .where('dataAdmissao', '<=', adicionarDias(hoje, -60))
      .orderBy('id')
      .limit(10)
      .select('id')) as Array<{ id: number }>
  ).map((p) => Number(p.id))
  if (pessoas.length < 8) return

  const turma = async (cursoId: number, corpo: Record<string, unknown>, dias: ReadonlyArray<string>, participantes: ReadonlyArray<number>) => {
    const t = await criar(turmas, { cursoId, ...corpo })
    const diasIds: number[] = []
    for (const dia of dias) diasIds.push((await criar(diasTurmas, { turmaId: t.id, dia })).id)
    const parts: number[] = []
    for (const colaboradorId of participantes) parts.push((await criar(colaboradorTurma, { turmaId: t.id, colaboradorId })).id)
    return { id: t.id, diasIds, parts }
  }

  // NR-35 two months ago: two days; the fourth participant missed the second day (50%: not approved).
  const ini35 = adicionarDias(hoje, -60)
  const t35 = await turma(nr35.id, { descricao: 'NR-35 — Turma 1', instrutor: 'Carlos Andrade', instituicao: 'SEST SENAT', custo: 320_000, dataPrevIni: ini35, dataPrevFim: adicionarDias(ini35, 1), realizada: true, qtdParticipantesPrevistos: 6 }, [ini35, adicionarDias(ini35, 1)], pessoas.slice(0, 4))
  await rodar(Effect.orDie(registrarPresencas(ator, t35.id, t35.parts.map((p, i) => ({ colaboradorTurmaId: p, diasPresentesIds: i === 3 ? [t35.diasIds[0]!] : t35.diasIds })))))
  await rodar(Effect.orDie(gravarDespesas(ator, t35.id, [{ tipoDespesaId: tipos[0]!, valor: 250_000 }, { tipoDespesaId: tipos[2]!, valor: 70_000 }])))

  // Integração last month: one day, everyone present.
  const iniInt = adicionarDias(hoje, -30)
  const tInt = await turma(integracao.id, { descricao: 'Integração — mês passado', instrutor: 'Equipe de RH', custo: 15_000, dataPrevIni: iniInt, dataPrevFim: iniInt, realizada: true }, [iniInt], pessoas.slice(4, 8))
  await rodar(Effect.orDie(registrarPresencas(ator, tInt.id, tInt.parts.map((p) => ({ colaboradorTurmaId: p, diasPresentesIds: tInt.diasIds })))))
  await rodar(Effect.orDie(gravarDespesas(ator, tInt.id, [{ tipoDespesaId: tipos[1]!, valor: 5_000 }, { tipoDespesaId: tipos[2]!, valor: 10_000 }])))

  // NR-10 from today: five days planned, participants enrolled, no attendance yet (today's day shows the QR code).
  const ini10 = hoje
  await turma(nr10.id, { descricao: 'NR-10 — Turma básica', instrutor: 'Eng. Paula Ribeiro', instituicao: 'SENAI', custo: 480_000, dataPrevIni: ini10, dataPrevFim: adicionarDias(ini10, 4), qtdParticipantesPrevistos: 5 }, [0, 1, 2, 3, 4].map((d) => adicionarDias(ini10, d)), pessoas.slice(0, 3))
  await semearDemoRelatoriosDesenvolvimento(knex, rodar, ator, { nr35: nr35.id, integracao: integracao.id })
  await semearDemoOperacoesTurma(knex, rodar)
  await semearDemoAvaliacoes(knex, rodar, ator)
  await semearDemoPlanejamento(knex, rodar, ator)
  await semearDemoCertificados(knex, rodar)
}
