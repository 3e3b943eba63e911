import { Effect } from 'effect'
import type { Knex } from 'knex'
import { avaliacaoPratica } from '../../core/avaliacao/avaliacao-pratica.ts'
import { colaboradoresAvaliacoesPraticas } from '../../core/avaliacao/colaboradores-avaliacoes-praticas.ts'
import { certificacao } from '../../core/desenvolvimento/certificacao.ts'
import { certificacoesDosColaboradores } from '../../core/desenvolvimento/colaboradores-certificacoes.ts'
import { alterar } from '../../core/shared/crud.ts'
import { diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { lerDadosCertificacoes } from '../desenvolvimento/certificados.ts'
import { atorDemo } from '../gestao-talentos/demo.ts'
import { criarNaDemo, type RodarDemo } from '../modulo.ts'
import { semearDemoModelosAvaliacao } from './demoModelos.ts'

/**
 * Practical evaluations in 'Empresa Demonstração': 'Prática de resgate em altura' (nota mínima 7) required by the
 * NR-35 certification; the people who hold NR-35 today passed it on the day of their course approval (their
 * validity does not change), one other employee failed it.
 */
export const semearDemoAvaliacao = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  await semearDemoModelosAvaliacao(knex, rodar)
  const ator = await atorDemo(knex)
  if (!ator) return
  const empresaId = ator.escopo.empresaId
  const cert = (await knex('certificacoes').where({ empresaId, nome: 'NR-35 Trabalho em Altura' }).first('id')) as { id: number } | undefined
  const pratica = (await rodar(
    criarNaDemo(avaliacaoPratica, ator, {
      titulo: 'Prática de resgate em altura',
      notaMinima: 7,
      observacao: 'Resgate de vítima suspensa em cinto paraquedista, com kit de resgate, sob supervisão do instrutor.',
      ativo: true,
    }),
  )) as { id: number }
  if (!cert) return
  const hoje = diaEmSaoPaulo(Date.now())
  const d = await lerDadosCertificacoes(knex, empresaId, hoje)
  const titulares = certificacoesDosColaboradores(d.certificacoes, d.aprovacoes, hoje, d.aprovacoesPraticas).filter((t) => t.certificacaoId === Number(cert.id))
  for (const [i, t] of titulares.entries()) {
    await rodar(criarNaDemo(colaboradoresAvaliacoesPraticas, ator, { avaliacaoPraticaId: pratica.id, colaboradorId: t.colaboradorId, data: t.dataCertificacao, nota: [8.5, 9, 7.5][i % 3] }))
  }
  const reprovado = d.colaboradores.find((c) => !titulares.some((t) => t.colaboradorId === c.id))
  if (reprovado) {
    await rodar(
      criarNaDemo(colaboradoresAvaliacoesPraticas, ator, {
        avaliacaoPraticaId: pratica.id,
        colaboradorId: reprovado.id,
        data: titulares[0]?.dataCertificacao ?? hoje,
        nota: 5.5,
        observacao: 'Não concluiu a ancoragem do sistema de resgate no tempo previsto; refazer após nova turma.',
      }),
    )
  }
  await rodar(Effect.orDie(alterar(certificacao, ator, Number(cert.id), { avaliacoesPraticasIds: [pratica.id] })))
}
