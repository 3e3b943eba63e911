import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { camposComSemTreinamento, descreverComSemTreinamento } from './colaborador-sem-treinamento.ts'
import { COLUNA_CARGO, COLUNA_MATRICULA, COLUNA_TALENTO, menuRelatorioDesenvolvimento, numero, ordenarPor, rateio, regrasPeriodo, restringirAreasGeridas, ROLE_DESENVOLVIMENTO, textoOuNulo } from './comum.ts'

/**
 * The SQL gives one row per participation in a class starting in the period (`colaboradorId`, `nome`, `matricula`,
 * `cargo`, `totalTurma` = cost + expenses in centavos, `participantes` of the class, `minutos` of the course's
 * workload or null): per employee, the classes, the hours and the sum of their shares (core's `rateio`), by name.
 */
export const completarInvestimentoColaborador = (linhas: ReadonlyArray<Linha>): ReadonlyArray<Linha> => {
  const porTalento = new Map<number, { nome: string | null; matricula: string | null; cargo: string | null; turmas: number; minutos: number; investimento: number }>()
  for (const l of linhas) {
    const id = numero(l['colaboradorId'])
    const t = porTalento.get(id) ?? { nome: textoOuNulo(l['nome']), matricula: textoOuNulo(l['matricula']), cargo: textoOuNulo(l['cargo']), turmas: 0, minutos: 0, investimento: 0 }
    porTalento.set(id, t)
    t.turmas += 1
    t.minutos += numero(l['minutos'])
    t.investimento += rateio(numero(l['totalTurma']), numero(l['participantes']))
  }
  return [...porTalento.entries()]
    .map(([colaboradorId, t]): Linha => ({ colaboradorId, nome: t.nome, matricula: t.matricula, cargo: t.cargo, turmas: t.turmas, horas: Math.round((t.minutos / 60) * 100) / 100, investimento: t.investimento }))
    .sort(ordenarPor('nome'))
}

/**
 * Investimento por talento (spec 002 relatorios/investimento-colaborador): what the classes starting in the period
 * cost per participant — each class's cost plus expenses divided by its participants (rounded to the centavo) — summed
 * per employee, with the number of classes and hours.
 */
export const consultaInvestimentoColaborador = defineConsulta({
  nome: 'desenvolvimento/investimento-colaborador',
  autoridade: ROLE_DESENVOLVIMENTO,
  campos: camposComSemTreinamento(),
  regras: (f) => regrasPeriodo(f),
  restringir: restringirAreasGeridas,
  colunas: () => [
    COLUNA_TALENTO,
    COLUNA_MATRICULA,
    COLUNA_CARGO,
    { campo: 'turmas', titulo: 'Turmas', tipo: 'inteiro', largura: 0.7, total: 'soma' },
    { campo: 'horas', titulo: 'Horas', tipo: 'decimal', largura: 0.7, total: 'soma' },
    { campo: 'investimento', titulo: 'Investimento', tipo: 'dinheiro', total: 'soma' },
  ],
  completar: completarInvestimentoColaborador,
})
export type FiltroInvestimentoColaborador = FiltroSql<typeof consultaInvestimentoColaborador>

export const relatorioInvestimentoColaborador = defineRelatorio({
  consulta: consultaInvestimentoColaborador,
  titulo: 'Investimento por Talento',
  menu: menuRelatorioDesenvolvimento(9),
  descreverFiltro: descreverComSemTreinamento,
})
