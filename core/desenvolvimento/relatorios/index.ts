import type { Relatorio } from '../../shared/relatorio.ts'
import { relatorioColaboradorComTreinamento } from './colaborador-com-treinamento.ts'
import { relatorioColaboradorSemIndicacaoTreinamento } from './colaborador-sem-indicacao-treinamento.ts'
import { relatorioColaboradorSemTreinamento } from './colaborador-sem-treinamento.ts'
import { relatorioCronogramaTreinamento } from './cronograma-treinamento.ts'
import { relatorioCursosVencidosAVencer } from './cursos-vencidos-a-vencer.ts'
import { relatorioHistoricoTreinamento } from './historico-treinamento.ts'
import { relatorioInvestimentoColaborador } from './investimento-colaborador.ts'
import { relatorioInvestimento } from './investimento.ts'
import { relatorioMatrizTreinamento } from './matriz-treinamento.ts'
import { relatorioPresenca } from './presenca.ts'

/** The training reports of spec 002 (POST /api/desenvolvimento/relatorios/<nome>?formato=pdf|xlsx). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reports of every filter shape: Relatorio is invariant in its fields
export const RELATORIOS_DESENVOLVIMENTO: ReadonlyArray<Relatorio<any, any>> = [
  relatorioPresenca,
  relatorioCronogramaTreinamento,
  relatorioColaboradorSemTreinamento,
  relatorioColaboradorComTreinamento,
  relatorioMatrizTreinamento,
  relatorioCursosVencidosAVencer,
  relatorioHistoricoTreinamento,
  relatorioInvestimento,
  relatorioInvestimentoColaborador,
  relatorioColaboradorSemIndicacaoTreinamento,
]
