import { booleano } from '../../shared/campos.ts'
import { defineConsulta, type FiltroSql } from '../../shared/consulta.ts'
import { formatarInteiro } from '../../shared/formatos.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { AUTORIDADE_RELATORIOS, camposPeriodo, descreverPeriodo, juntar, menuRelatorio, percentual, regrasPeriodo, textoPercentual } from './comum.ts'

const campos = {
  ...camposPeriodo('Data de cadastro'),
  somenteContratados: booleano({ label: 'Somente candidatos contratados' }),
}

/**
 * One row per candidate (not removed) registered in the period whose 'Indicado Por' is filled: indicadoPor
 * (group, trimmed), candidato, cpf (masked), cadastro (date), qualificacao, contratado (Sim/Não); sorted by
 * referrer, candidate.
 */
export const consultaIndicacaoCandidato = defineConsulta({
  nome: 'captacao/indicacao-candidato',
  autoridade: AUTORIDADE_RELATORIOS,
  campos,
  regras: (f) => regrasPeriodo(f),
  colunas: () => [
    { campo: 'candidato', titulo: 'Candidato', tipo: 'texto', largura: 4, total: 'contagem' },
    { campo: 'cpf', titulo: 'CPF', tipo: 'texto', largura: 1.8 },
    { campo: 'cadastro', titulo: 'Cadastro', tipo: 'data', largura: 1.4 },
    { campo: 'qualificacao', titulo: 'Qualificação Cadastral', tipo: 'texto', largura: 2 },
    { campo: 'contratado', titulo: 'Contratado', tipo: 'texto', largura: 1.3 },
  ],
  agruparPor: () => 'indicadoPor',
})
export type FiltroRelatorioIndicacaoCandidato = FiltroSql<typeof consultaIndicacaoCandidato>

/**
 * Candidatos Indicados — who referred whom: the candidates registered in the period with an 'Indicado Por',
 * grouped by the person who referred them, with the registration qualification and whether they were hired
 * (referral programmes pay on hires). Groups: count per referrer; total: referred candidates; summary: hired
 * and the hire rate of referrals.
 */
export const relatorioIndicacaoCandidato = defineRelatorio({
  consulta: consultaIndicacaoCandidato,
  titulo: 'Candidatos Indicados',
  menu: menuRelatorio(8),
  descreverFiltro: (f) => juntar([descreverPeriodo('Cadastro', f), f.somenteContratados ? 'Somente contratados' : '']),
  resumo: (linhas) => {
    const contratados = linhas.filter((l) => l['contratado'] === 'Sim').length
    return [
      { rotulo: 'Indicados contratados', valor: formatarInteiro(contratados) },
      { rotulo: 'Taxa de contratação das indicações', valor: textoPercentual(percentual(contratados, linhas.length)) },
    ]
  },
})
