import { opcoes } from '../../shared/campos.ts'
import { defineConsulta, type Coluna, type FiltroSql } from '../../shared/consulta.ts'
import { formatarDecimal } from '../../shared/formatos.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import type { Entrada } from '../../shared/resource.ts'
import { AUTORIDADE_RELATORIOS, campoAno, campoAreas, campoTipo, juntar, menuRelatorio, quantosSelecionados, regrasAno, somaDe } from './comum.ts'

const AGRUPAMENTOS = [
  { id: 'C', name: 'Cargo' },
  { id: 'M', name: 'Motivo da Solicitação' },
] as const

const campos = {
  ano: campoAno(),
  agrupamento: opcoes({ label: 'Agrupar por', required: true, default: 'C', options: AGRUPAMENTOS }),
  areasOrganizacionaisIds: campoAreas(),
  tipo: campoTipo('R'),
}

const resumido = (f: Entrada<typeof campos>): ReadonlyArray<Coluna> => [
  { campo: 'grupo', titulo: f.agrupamento === 'M' ? 'Motivo da Solicitação' : 'Cargo', tipo: 'texto', largura: 4 },
  { campo: 'solicitacoes', titulo: 'Solicitações Encerradas', tipo: 'inteiro', largura: 1.6, total: 'soma' },
  { campo: 'vagas', titulo: 'Vagas', tipo: 'inteiro', largura: 1, total: 'soma' },
  { campo: 'preenchidas', titulo: 'Preenchidas', tipo: 'inteiro', largura: 1.2, total: 'soma' },
  { campo: 'media', titulo: 'Média de Dias', tipo: 'decimal', largura: 1.3 },
  { campo: 'minimo', titulo: 'Menor (dias)', tipo: 'inteiro', largura: 1.2 },
  { campo: 'maximo', titulo: 'Maior (dias)', tipo: 'inteiro', largura: 1.2 },
]

const DETALHADO: ReadonlyArray<Coluna> = [
  { campo: 'solicitacao', titulo: 'Solicitação', tipo: 'texto', largura: 4.5, total: 'contagem' },
  { campo: 'abertura', titulo: 'Abertura', tipo: 'data', largura: 1.3 },
  { campo: 'encerramento', titulo: 'Encerramento', tipo: 'data', largura: 1.4 },
  { campo: 'dias', titulo: 'Dias', tipo: 'decimal', largura: 1.1, total: 'media' },
  { campo: 'vagas', titulo: 'Vagas', tipo: 'inteiro', largura: 1, total: 'soma' },
  { campo: 'preenchidas', titulo: 'Preenchidas', tipo: 'inteiro', largura: 1.2, total: 'soma' },
]

/**
 * Requests closed (encerrada, not cancelled) with a closing date in the year; duration = closing date − request
 * date, in days. Resumido: one row per group key (`grupo`: cargo or reason, null = none): solicitacoes, vagas,
 * preenchidas, somaDias, media (somaDias / solicitacoes, 1 decimal), minimo, maximo; sorted by the key.
 * Detalhado: one row per request: grupo, solicitacao, abertura, encerramento, dias, vagas, preenchidas;
 * sorted by key, closing date.
 */
export const consultaDuracaoVaga = defineConsulta({
  nome: 'captacao/duracao-vaga',
  autoridade: AUTORIDADE_RELATORIOS,
  campos,
  regras: (f, hoje) => regrasAno(f.ano, hoje),
  colunas: (f) => (f.tipo === 'D' ? DETALHADO : resumido(f)),
  agruparPor: (f) => (f.tipo === 'D' ? 'grupo' : undefined),
})
export type FiltroRelatorioDuracaoVaga = FiltroSql<typeof consultaDuracaoVaga>

/**
 * Duração das Vagas — how long the requests closed in the year stayed open (request date to closing date),
 * by cargo or by request reason, so the analyst sees which vacancies take longest to fill. Resumido: per
 * cargo/reason the closed requests, vacancies, filled vacancies and the average, shortest and longest
 * duration; total of the counts and, in the summary, the average over all requests. Detalhado: each closed
 * request grouped by cargo/reason with its days; per group and in total the request count, the average days
 * and the vacancy sums.
 */
export const relatorioDuracaoVaga = defineRelatorio({
  consulta: consultaDuracaoVaga,
  titulo: 'Duração das Vagas',
  menu: menuRelatorio(7),
  descreverFiltro: (f) =>
    juntar([
      `Solicitações encerradas em ${f.ano}`,
      `Agrupadas por ${f.agrupamento === 'M' ? 'motivo' : 'cargo'}`,
      quantosSelecionados('Áreas', f.areasOrganizacionaisIds),
      f.tipo === 'D' ? 'Detalhado' : 'Resumido',
    ]),
  resumo: (linhas, f) => {
    const n = f.tipo === 'D' ? linhas.length : somaDe(linhas, 'solicitacoes')
    const dias = f.tipo === 'D' ? somaDe(linhas, 'dias') : somaDe(linhas, 'somaDias')
    return [{ rotulo: 'Duração média geral', valor: `${formatarDecimal(n ? dias / n : 0, 1, true)} dias` }]
  },
})
