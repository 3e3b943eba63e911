import { Effect } from 'effect'
import type { Knex } from 'knex'
import { colaboradorRespostas, SITUACAO_RESPONDIDA } from '../../core/pesquisa/colaborador-respostas.ts'
import { nps, PERGUNTA_COMENTARIO_ID, PERGUNTA_NOTA_ID, PERGUNTA_NPS_PADRAO, perguntasNps } from '../../core/pesquisa/nps.ts'
import { RespostasAnonimas } from '../../core/pesquisa/ports.ts'
import { alterar, criar } from '../../core/shared/crud.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { TIPO_NOTA, TIPO_SUBJETIVA, validarRespostas } from '../../core/shared/questionario.ts'
import { gerador } from '../db/demo-pessoas.ts'
import type { Ator } from '../../core/shared/ator.ts'
import { criarNaDemo, type RodarDemo } from '../modulo.ts'

const COMENTARIOS = ['Ótimo ambiente entre os colegas.', 'Os benefícios poderiam melhorar.', 'Gosto da flexibilidade de horário.', 'Falta plano de carreira claro.', 'Liderança próxima e acessível.']

/**
 * NPS of 'Empresa Demonstração': last quarter's round (closed, answered by 20 employees) and the current one (open,
 * answered by 8; Maria Restrita has not answered it, she sees it in 'Minhas Pesquisas'), both anonymous and for the
 * whole company, so the trend chart has two points.
 */
export const semearDemoNps = async (knex: Knex, rodar: RodarDemo, ator: Ator, mariaColaboradorId: number | null): Promise<void> => {
  const hoje = diaEmSaoPaulo(Date.now())
  const ativos = (await knex('colaboradores')
    .where('empresaId', ator.escopo.empresaId)
    .whereNull('dataDesligamento')
    .modify((b) => (mariaColaboradorId ? void b.whereNot('id', mariaColaboradorId) : undefined))
    .orderBy('id')
    .limit(20)
    .select('id')) as Array<{ id: number }>
  const g = gerador(20261128)
  const rodadas = [
    { titulo: 'NPS do trimestre anterior', dataInicio: adicionarDias(hoje, -100), dataFim: adicionarDias(hoje, -75), respondentes: 20, base: 5 },
    { titulo: 'NPS do trimestre atual', dataInicio: adicionarDias(hoje, -5), dataFim: adicionarDias(hoje, 25), respondentes: 8, base: 6 },
  ]
  for (const r of rodadas) {
    const rodada = (await rodar(criarNaDemo(nps, ator, { titulo: r.titulo, dataInicio: r.dataInicio, dataFim: r.dataFim, anonima: true }))) as { id: number }
    await rodar(Effect.orDie(alterar(nps, ator, rodada.id, { liberada: true })))
    for (const c of ativos.slice(0, r.respondentes)) {
      const dadas = [
        { perguntaId: PERGUNTA_NOTA_ID, tipoId: TIPO_NOTA, nota: Math.min(10, r.base + g.n(6)) },
        ...(g.chance(0.5) ? [{ perguntaId: PERGUNTA_COMENTARIO_ID, tipoId: TIPO_SUBJETIVA, comentario: g.de(COMENTARIOS) }] : []),
      ]
      const julgadas = validarRespostas(perguntasNps(PERGUNTA_NPS_PADRAO), dadas as never, { parcial: false })
      if (julgadas.erros.length) throw new Error(`demo inválida em pesquisa/nps: ${JSON.stringify(julgadas.erros)}`)
      const respostas = julgadas.respostas
      const estado = { situacao: SITUACAO_RESPONDIDA, anonima: true, dataResposta: r.dataFim < hoje ? r.dataFim : hoje, respostas: [] }
      await rodar(Effect.orDie(criar(colaboradorRespostas, ator, { pesquisaId: rodada.id, colaboradorId: c.id }, { estado })))
      await rodar(Effect.flatMap(RespostasAnonimas, (s) => s.gravar({ empresaId: ator.escopo.empresaId, pesquisaId: rodada.id, respostas })))
    }
  }
}
