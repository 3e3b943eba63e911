import { Effect } from 'effect'
import type { Knex } from 'knex'
import { gruposMetasHoras } from '../../core/desenvolvimento/grupos-metas-horas.ts'
import { lnt, lntCursos } from '../../core/desenvolvimento/lnt.ts'
import { avaliarProposta, gerarTurma, mudarSituacaoLnt } from '../../core/desenvolvimento/lntAcoes.ts'
import { planosAcao } from '../../core/desenvolvimento/planos-acao.ts'
import type { Ator } from '../../core/shared/ator.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { criarNaDemo, type RodarDemo } from '../modulo.ts'

/**
 * Training planning in 'Empresa Demonstração' (after the courses and classes): an LNT round of this year in
 * consolidation with proposals of two areas (NR-35 approved and turned into a class, a suggested course and
 * Integração pending), an action plan of three actions for it, and this year's hour-goal group.
 */
export const semearDemoPlanejamento = async (knex: Knex, rodar: RodarDemo, ator: Ator): Promise<void> => {
  const empresaId = ator.escopo.empresaId
  const hoje = diaEmSaoPaulo(Date.now())
  const ano = hoje.slice(0, 4)
  const criar = async (r: Parameters<typeof criarNaDemo>[0], corpo: Record<string, unknown>) => (await rodar(criarNaDemo(r, ator, corpo))) as { id: number }
  await criar(gruposMetasHoras, {
    nome: `Metas de treinamento ${ano}`,
    metas: [
      { mesAno: `${ano}-01-01`, metaHora: '30:00', editavel: true },
      { mesAno: `${ano}-07-01`, metaHora: '40:00', editavel: true },
    ],
  })
  // Each employee's current area (last history row up to today), among people working for two months or more.
  const posicoes = (await knex('colaborador_historicos as h')
    .join('colaboradores as c', 'c.id', 'h.colaborador_id')
    .where('c.empresa_id', empresaId)
    .whereNull('c.data_desligamento')
    .where('c.data_admissao', '<=', adicionarDias(hoje, -60))
    .where('h.data', '<=', hoje)
    .orderBy([{ column: 'h.colaborador_id' }, { column: 'h.data' }, { column: 'h.id' }])
    .select('h.colaborador_id as colaborador', 'h.area_organizacional_id as area')) as ReadonlyArray<{ colaborador: number; area: number }>
  const areaDe = new Map<number, number>()
  for (const p of posicoes) areaDe.set(Number(p.colaborador), Number(p.area))
  const porArea = new Map<number, number[]>()
  for (const [c, a] of areaDe) porArea.set(a, [...(porArea.get(a) ?? []), c])
  const areas = [...porArea.entries()].filter(([, cs]) => cs.length >= 2).sort((a, b) => b[1].length - a[1].length || a[0] - b[0])
  if (areas.length < 2) return
  const [[areaA, pessoasA], [areaB, pessoasB]] = areas as [[number, number[]], [number, number[]]]
  const curso = async (nome: string) => Number(((await knex('cursos').where({ empresa_id: empresaId, nome }).first('id')) as { id: number } | undefined)?.id)
  const nr35 = await curso('NR-35 Trabalho em Altura')
  const integracao = await curso('Integração de Novos Talentos')
  if (!nr35 || !integracao) return

  const rodada = await criar(lnt, { descricao: `LNT ${ano}`, dataInicio: `${ano}-01-01`, dataFim: `${ano}-12-31`, areasOrganizacionaisIds: [areaA, areaB] })
  const altura = await criar(lntCursos, {
    lntId: rodada.id,
    areaOrganizacionalId: areaA,
    cursoId: nr35,
    colaboradoresIds: pessoasA.slice(0, 2),
    justificativa: 'Equipe passará a fazer manutenção em telhados; a NR-35 é obrigatória para trabalho acima de 2 metros.',
    prioridade: 'ALTA',
  })
  await criar(lntCursos, {
    lntId: rodada.id,
    areaOrganizacionalId: areaB,
    cursoSugerido: 'Excel Avançado',
    colaboradoresIds: pessoasB.slice(0, 2),
    justificativa: 'Relatórios mensais hoje montados à mão; tabelas dinâmicas reduziriam o retrabalho.',
    prioridade: 'MEDIA',
  })
  await criar(lntCursos, {
    lntId: rodada.id,
    areaOrganizacionalId: areaA,
    cursoId: integracao,
    colaboradoresIds: pessoasA.slice(-1),
    justificativa: 'Reforço da integração para quem mudou de função.',
    prioridade: 'BAIXA',
  })
  await rodar(Effect.orDie(mudarSituacaoLnt(ator, rodada.id, 'EM_CONSOLIDACAO')))
  await rodar(Effect.orDie(avaliarProposta(ator, rodada.id, { cursoLntId: altura.id, aprovada: true })))
  const inicio = adicionarDias(hoje, 45)
  await rodar(
    Effect.orDie(
      gerarTurma(ator, rodada.id, { cursosLntIds: [altura.id], descricao: `NR-35 — LNT ${ano}`, instrutor: 'Carlos Andrade', custo: 280_000, dataPrevIni: inicio, dataPrevFim: adicionarDias(inicio, 1) }),
    ),
  )

  const responsavel = pessoasA[0]!
  const acoes = [
    { nome: 'Levantar fornecedores para o curso de Excel Avançado', meta: 'Três propostas comparadas', previsaoInicio: hoje, previsaoTermino: adicionarDias(hoje, 20), acompanhamentoInicio: hoje, acompanhamentoSituacao: 'EM_ANDAMENTO' },
    { nome: 'Reservar a sala e os equipamentos da turma de NR-35', meta: 'Sala com pontos de ancoragem reservada', previsaoInicio: adicionarDias(hoje, 10), previsaoTermino: adicionarDias(hoje, 40) },
    { nome: 'Avaliar a eficácia dos treinamentos da LNT', meta: 'Avaliação de reação com nota média acima de 8', previsaoInicio: adicionarDias(hoje, 50), previsaoTermino: adicionarDias(hoje, 80) },
  ]
  for (const a of acoes) await criar(planosAcao, { lntId: rodada.id, responsavelId: responsavel, ...a })
}
