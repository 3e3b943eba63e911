import { Context, Effect } from 'effect'
import type { Escopo } from '../../shared/ports.ts'
import { defineRelatorio, type Linha } from '../../shared/relatorio.ts'
import type { Entrada } from '../../shared/resource.ts'
import { booleano } from '../../shared/campos.ts'
import { AUTORIDADE_RELATORIOS, camposPeriodo, descreverPeriodo, juntar, menuRelatorio, percentual, regrasPeriodo, textoPercentual } from './comum.ts'

const campos = {
  ...camposPeriodo('Data de cadastro'),
  somenteContratados: booleano({ label: 'Somente candidatos contratados' }),
}
export type FiltroRelatorioIndicacaoCandidato = Entrada<typeof campos>

/**
 * One row per candidate (not removed) registered in the period whose 'Indicado Por' is filled: indicadoPor
 * (group, trimmed), candidato, cpf (masked), cadastro (date), qualificacao, contratado (Sim/Não); sorted by
 * referrer, candidate.
 */
export class ConsultaRelatorioIndicacaoCandidato extends Context.Tag('ConsultaRelatorioIndicacaoCandidato')<
  ConsultaRelatorioIndicacaoCandidato,
  { readonly linhas: (f: FiltroRelatorioIndicacaoCandidato, escopo: Escopo) => Effect.Effect<ReadonlyArray<Linha>> }
>() {}

/**
 * Candidatos Indicados — who referred whom: the candidates registered in the period with an 'Indicado Por',
 * grouped by the person who referred them, with the registration qualification and whether they were hired
 * (referral programmes pay on hires). Groups: count per referrer; total: referred candidates; summary: hired
 * and the hire rate of referrals.
 */
export const relatorioIndicacaoCandidato = defineRelatorio({
  modulo: 'captacao',
  nome: 'indicacao-candidato',
  titulo: 'Candidatos Indicados',
  autoridade: AUTORIDADE_RELATORIOS,
  menu: menuRelatorio(8),
  campos,
  regras: (f) => regrasPeriodo(f),
  descreverFiltro: (f) => juntar([descreverPeriodo('Cadastro', f), f.somenteContratados ? 'Somente contratados' : '']),
  colunas: () => [
    { campo: 'candidato', titulo: 'Candidato', tipo: 'texto', largura: 4, total: 'contagem' },
    { campo: 'cpf', titulo: 'CPF', tipo: 'texto', largura: 1.8 },
    { campo: 'cadastro', titulo: 'Cadastro', tipo: 'data', largura: 1.4 },
    { campo: 'qualificacao', titulo: 'Qualificação Cadastral', tipo: 'texto', largura: 2 },
    { campo: 'contratado', titulo: 'Contratado', tipo: 'texto', largura: 1.3 },
  ],
  agruparPor: () => 'indicadoPor',
  linhas: (f, escopo) => Effect.flatMap(ConsultaRelatorioIndicacaoCandidato, (c) => c.linhas(f, escopo)),
  resumo: (linhas) => {
    const contratados = linhas.filter((l) => l['contratado'] === 'Sim').length
    return [
      { rotulo: 'Indicados contratados', valor: String(contratados) },
      { rotulo: 'Taxa de contratação das indicações', valor: textoPercentual(percentual(contratados, linhas.length)) },
    ]
  },
})
