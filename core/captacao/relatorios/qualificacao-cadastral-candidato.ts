import { opcoes, referencias } from '../../shared/campos.ts'
import { defineConsulta, type Coluna, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { STATUS_QUALIFICACAO } from '../qualificacaoCandidato.ts'
import { AUTORIDADE_RELATORIOS, campoTipo, juntar, menuRelatorio, nomeDe, percentual } from './comum.ts'

/** Qualification status filter (spec 000 §3.12): TODOS or one status. */
export const QUALIFICACOES_FILTRO = [{ id: 'TODOS', name: 'Todos' }, ...STATUS_QUALIFICACAO] as const

const campos = {
  empresasIds: referencias({ label: 'Empresas', resource: 'utilitario/empresas', min: 1, minMessage: 'Selecione ao menos uma empresa', feminino: true }),
  qualificacao: opcoes({ label: 'Qualificação Cadastral', feminino: true, required: true, default: 'TODOS', options: QUALIFICACOES_FILTRO }),
  tipo: campoTipo('R'),
}

/** The share of each status within its company (pure). */
export const completarPercentuais = (linhas: ReadonlyArray<Linha>): ReadonlyArray<Linha> => {
  const porEmpresa = new Map<string, number>()
  for (const l of linhas) porEmpresa.set(String(l['empresa']), (porEmpresa.get(String(l['empresa'])) ?? 0) + Number(l['candidatos']))
  return linhas.map((l) => ({ ...l, percentual: percentual(Number(l['candidatos']), porEmpresa.get(String(l['empresa'])) ?? 0) }))
}

const RESUMIDO: ReadonlyArray<Coluna> = [
  { campo: 'qualificacao', titulo: 'Qualificação Cadastral', tipo: 'texto', largura: 4 },
  { campo: 'candidatos', titulo: 'Candidatos', tipo: 'inteiro', largura: 1.5, total: 'soma' },
  { campo: 'percentual', titulo: '% da Empresa', tipo: 'percentual', largura: 1.5 },
]

const DETALHADO: ReadonlyArray<Coluna> = [
  { campo: 'candidato', titulo: 'Candidato', tipo: 'texto', largura: 4, total: 'contagem' },
  { campo: 'cpf', titulo: 'CPF', tipo: 'texto', largura: 1.8 },
  { campo: 'cadastro', titulo: 'Cadastro', tipo: 'data', largura: 1.4 },
  { campo: 'qualificacao', titulo: 'Qualificação Cadastral', tipo: 'texto', largura: 2 },
  { campo: 'mensagem', titulo: 'Mensagem da Qualificação', tipo: 'texto', largura: 4 },
]

/**
 * Only the chosen companies the session may see (`escopo.empresasVisiveis`); candidates not removed.
 * Resumido: one row per (empresa, qualification status) with candidatos; sorted by company name, status order.
 * Detalhado: one row per candidate: empresa, candidato, cpf (masked), cadastro, qualificacao, mensagem;
 * sorted by company, status, name.
 */
export const consultaQualificacaoCadastralCandidato = defineConsulta({
  nome: 'captacao/qualificacao-cadastral-candidato',
  autoridade: AUTORIDADE_RELATORIOS,
  campos,
  colunas: (f) => (f.tipo === 'D' ? DETALHADO : RESUMIDO),
  agruparPor: () => 'empresa',
  completar: (l, f) => (f.tipo === 'D' ? l : completarPercentuais(l)),
})
export type FiltroRelatorioQualificacaoCadastralCandidato = FiltroSql<typeof consultaQualificacaoCadastralCandidato>

/**
 * Qualificação Cadastral dos Candidatos — how clean the candidate base of each company is for eSocial: how
 * many candidates are qualified, not qualified, with incomplete data or not yet verified. Resumido: per
 * company (group, with the company's subtotal) one row per status with the count and the share within the
 * company; total over the companies. Detalhado: the candidates per company with their status and the
 * qualification message, a count per company and in total.
 */
export const relatorioQualificacaoCadastralCandidato = defineRelatorio({
  consulta: consultaQualificacaoCadastralCandidato,
  titulo: 'Qualificação Cadastral dos Candidatos',
  menu: menuRelatorio(9),
  descreverFiltro: (f) =>
    juntar([
      `Empresas: ${f.empresasIds.length} selecionada(s)`,
      `Qualificação: ${nomeDe(QUALIFICACOES_FILTRO, f.qualificacao).toLowerCase()}`,
      f.tipo === 'D' ? 'Detalhado' : 'Resumido',
    ]),
  orientacao: 'retrato',
})

export const nomeQualificacao = (id: string | null) => (id ? nomeDe(STATUS_QUALIFICACAO, id) : 'Não verificado')
