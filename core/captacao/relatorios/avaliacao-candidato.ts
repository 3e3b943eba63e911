import { referencias } from '../../shared/campos.ts'
import { defineConsulta, type FiltroSql } from '../../shared/consulta.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { formatarInteiro } from '../../shared/formatos.ts'
import { AUTORIDADE_RELATORIOS, camposPeriodo, descreverPeriodo, juntar, menuRelatorio, percentual, quantosSelecionados, regrasPeriodo, textoPercentual } from './comum.ts'

const campos = {
  ...camposPeriodo('Data'),
  modelosIds: referencias({ label: 'Modelos de Avaliação', resource: 'captacao/modelos-avaliacao-candidato' }),
  etapasIds: referencias({ label: 'Etapas Seletivas', resource: 'captacao/etapas-seletivas', feminino: true }),
}

/**
 * One row per candidate evaluation dated in the period: modelo (group), candidato, data, solicitacao, etapa,
 * pontuacao, pontuacaoMaxima, percentual (the stored one, or score / maximum), resultado (Aprovado, Reprovado,
 * or empty when not decided); sorted by model title, date, candidate.
 */
export const consultaAvaliacaoCandidato = defineConsulta({
  nome: 'captacao/avaliacao-candidato',
  autoridade: AUTORIDADE_RELATORIOS,
  campos,
  regras: (f) => regrasPeriodo(f),
  colunas: () => [
    { campo: 'candidato', titulo: 'Candidato', tipo: 'texto', largura: 4, total: 'contagem' },
    { campo: 'data', titulo: 'Data', tipo: 'data', largura: 1.4 },
    { campo: 'solicitacao', titulo: 'Solicitação', tipo: 'texto', largura: 3.2 },
    { campo: 'etapa', titulo: 'Etapa', tipo: 'texto', largura: 2.2 },
    { campo: 'pontuacao', titulo: 'Pontuação', tipo: 'decimal', largura: 1.4 },
    { campo: 'pontuacaoMaxima', titulo: 'Pontuação Máxima', tipo: 'inteiro', largura: 1.4 },
    { campo: 'percentual', titulo: 'Percentual', tipo: 'percentual', largura: 1.4, total: 'media' },
    { campo: 'resultado', titulo: 'Resultado', tipo: 'texto', largura: 1.5 },
  ],
  agruparPor: () => 'modelo',
})
export type FiltroRelatorioAvaliacaoCandidato = FiltroSql<typeof consultaAvaliacaoCandidato>

/**
 * Avaliações de Candidatos — how candidates scored in the evaluations applied in a period: per evaluation
 * model, each evaluation with its score, maximum, percentage and result. Groups: one per model with the count
 * and the average percentage; total: count and average percentage; summary: approved, failed and the
 * approval rate over the decided evaluations.
 */
export const relatorioAvaliacaoCandidato = defineRelatorio({
  consulta: consultaAvaliacaoCandidato,
  titulo: 'Resultado das Avaliações de Candidatos',
  menu: menuRelatorio(4),
  descreverFiltro: (f) => juntar([descreverPeriodo('Período', f), quantosSelecionados('Modelos', f.modelosIds), quantosSelecionados('Etapas', f.etapasIds)]),
  orientacao: 'paisagem',
  resumo: (linhas) => {
    const aprovados = linhas.filter((l) => l['resultado'] === 'Aprovado').length
    const reprovados = linhas.filter((l) => l['resultado'] === 'Reprovado').length
    return [
      { rotulo: 'Avaliações', valor: formatarInteiro(linhas.length) },
      { rotulo: 'Aprovados', valor: formatarInteiro(aprovados) },
      { rotulo: 'Reprovados', valor: formatarInteiro(reprovados) },
      { rotulo: 'Taxa de aprovação', valor: textoPercentual(percentual(aprovados, aprovados + reprovados)) },
    ]
  },
})
