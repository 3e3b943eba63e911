import { Effect } from 'effect'
import type { Knex } from 'knex'
import { colaboradores } from '../../core/cargo-salario/colaboradores.ts'
import { alterar } from '../../core/shared/crud.ts'
import { adicionarDias, adicionarMeses, diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { gerador } from '../db/demo-pessoas.ts'
import type { RodarDemo } from '../modulo.ts'
import { atorDemo } from './demo.ts'

/** Certificates of the demo: [título, organização, tipo, carga horária (h), validade em meses (0 = sem validade)]. */
const CERTIFICADOS: ReadonlyArray<readonly [string, string, string, number, number]> = [
  ['NR-35 Trabalho em Altura', 'SENAI', 'CURSO', 8, 24],
  ['NR-10 Segurança em Instalações Elétricas', 'SENAI', 'CURSO', 40, 24],
  ['NR-11 Operador de Empilhadeira', 'SEST SENAT', 'CURSO', 16, 12],
  ['Primeiros Socorros', 'Cruz Vermelha Brasileira', 'CURSO', 8, 12],
  ['Brigada de Incêndio', 'Corpo de Bombeiros', 'CURSO', 16, 12],
  ['Excel Avançado', 'Fundação Bradesco', 'CURSO', 20, 0],
  ['Congresso Nacional de Gestão de Pessoas', 'ABRH', 'CONGRESSO', 16, 0],
]

/**
 * Certificates for about a third of the demo company's active employees (one or two each, finished in the last
 * 30 months), so the certificates report shows valid, expiring and expired ones; through the core's write path.
 */
export const semearCertificadosDemo = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const ator = await atorDemo(knex)
  if (!ator) return
  const g = gerador(20260314)
  const hoje = diaEmSaoPaulo(Date.now())
  const ativos = (await knex('colaboradores').where('empresaId', ator.escopo.empresaId).whereNull('dataDesligamento').orderBy('id').select('id', 'dataAdmissao')) as Array<{ id: number; dataAdmissao: string }>
  for (const t of ativos) {
    if (!g.chance(0.35)) continue
    const certificados = Array.from({ length: 1 + g.n(2) }, () => {
      const [titulo, organizacao, tipo, horas, validadeMeses] = g.de(CERTIFICADOS)
      let fim = adicionarDias(hoje, -(10 + g.n(900)))
      if (fim < t.dataAdmissao) fim = adicionarDias(t.dataAdmissao, g.n(20))
      if (fim > hoje) fim = hoje
      return {
        titulo,
        organizacao,
        tipo,
        dataInicio: adicionarDias(fim, -Math.max(0, Math.ceil(horas / 8) - 1)),
        dataFim: fim,
        ...(validadeMeses ? { validade: adicionarMeses(fim, validadeMeses) } : {}),
        cargaHorariaTotal: horas * 60,
      }
    })
    const unicos = certificados.filter((c, i) => certificados.findIndex((x) => x.titulo === c.titulo) === i)
    await rodar(Effect.orDie(alterar(colaboradores, ator, Number(t.id), { certificados: unicos })))
  }
}
