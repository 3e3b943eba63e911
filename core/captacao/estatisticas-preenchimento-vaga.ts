import { referencia } from '../shared/campos.ts'
import { defineConsulta, type FiltroSql, type Linha } from '../shared/consulta.ts'
import { adicionarMeses } from '../shared/datas.ts'
import { defineRelatorio } from '../shared/relatorio.ts'
import { camposPeriodo, descreverPeriodo, juntar, regrasPeriodo } from './relatorios/comum.ts'
import { ehGestor } from './solicitacoes-pessoal.ts'

/** Sums per cargo, computed in the database. */
export type SomaCargo = {
  readonly cargoId: number | null
  readonly cargo: string
  readonly solicitacoes: number
  readonly vagas: number
  readonly vagasPreenchidas: number
  readonly solicitacoesPreenchidas: number
  readonly contratacoes: number
  readonly somaDias: number
}

export type LinhaEstatistica = SomaCargo & {
  /** Filled vacancies over vacancies, in % with 2 decimals. */
  readonly percentualPreenchido: number
  /** null when nobody was hired. */
  readonly mediaDiasPreenchimento: number | null
}

const media = (soma: number, n: number) => (n > 0 ? Math.round((soma / n) * 10) / 10 : null)
const percentual = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 100 : 0)

/** Pure: rows and totals from the per-cargo sums (the totals' rate and mean are over the sums, not the rows'). */
export const calcularEstatisticas = (somas: ReadonlyArray<SomaCargo>) => {
  const linhas: LinhaEstatistica[] = somas.map((s) => ({
    ...s,
    percentualPreenchido: percentual(s.vagasPreenchidas, s.vagas),
    mediaDiasPreenchimento: media(s.somaDias, s.contratacoes),
  }))
  const soma = (k: keyof SomaCargo) => somas.reduce((a, s) => a + Number(s[k] ?? 0), 0)
  const totais = {
    solicitacoes: soma('solicitacoes'),
    vagas: soma('vagas'),
    vagasPreenchidas: soma('vagasPreenchidas'),
    solicitacoesPreenchidas: soma('solicitacoesPreenchidas'),
    percentualPreenchido: percentual(soma('vagasPreenchidas'), soma('vagas')),
    mediaDiasPreenchimento: media(soma('somaDias'), soma('contratacoes')),
  }
  return { linhas, totais }
}

const somaDaLinha = (l: Linha): SomaCargo => ({
  cargoId: l['cargoId'] == null ? null : Number(l['cargoId']),
  cargo: String(l['cargo'] ?? ''),
  solicitacoes: Number(l['solicitacoes'] ?? 0),
  vagas: Number(l['vagas'] ?? 0),
  vagasPreenchidas: Number(l['vagasPreenchidas'] ?? 0),
  solicitacoesPreenchidas: Number(l['solicitacoesPreenchidas'] ?? 0),
  contratacoes: Number(l['contratacoes'] ?? 0),
  somaDias: Number(l['somaDias'] ?? 0),
})

const campos = {
  ...camposPeriodo('Data'),
  cargoId: referencia({ label: 'Cargo', resource: 'cargo-salario/cargos' }),
  areaOrganizacionalId: referencia({ label: 'Área Organizacional', feminino: true, resource: 'cargo-salario/areas-organizacionais' }),
  estabelecimentoId: referencia({ label: 'Estabelecimento', resource: 'utilitario/estabelecimentos' }),
}

/**
 * GET /captacao/estatisticas-preenchimento-vaga: per cargo, the requests opened in the period (by request date),
 * their vacancies, the vacancies filled, the requests completely filled, and the average days to fill (request
 * date → hire date, over every hire of those requests). Cancelled requests are left out; a manager does not
 * count the requests hidden from managers. The SQL answers the sums per cargo (`SomaCargo`, sorted by cargo).
 */
export const consultaEstatisticasPreenchimento = defineConsulta({
  nome: 'captacao/estatisticas-preenchimento-vaga',
  caminho: 'captacao/estatisticas-preenchimento-vaga',
  autoridade: 'ROLE_CAPTACAO_SOLICITACOES',
  campos,
  regras: (f) => regrasPeriodo(f),
  restringir: (ator) => ({ ocultarInvisiveis: ehGestor(ator.autoridades) }),
  colunas: () => [
    { campo: 'cargo', titulo: 'Cargo', tipo: 'texto', largura: 3.5 },
    { campo: 'solicitacoes', titulo: 'Solicitações', tipo: 'inteiro', largura: 1.3 },
    { campo: 'vagas', titulo: 'Vagas', tipo: 'inteiro', largura: 1 },
    { campo: 'vagasPreenchidas', titulo: 'Vagas Preenchidas', tipo: 'inteiro', largura: 1.4 },
    { campo: 'percentualPreenchido', titulo: '% Preenchido', tipo: 'percentual', largura: 1.3 },
    { campo: 'solicitacoesPreenchidas', titulo: 'Solicitações Preenchidas', tipo: 'inteiro', largura: 1.6 },
    { campo: 'mediaDiasPreenchimento', titulo: 'Média de Dias para Preencher', tipo: 'decimal', largura: 1.6 },
  ],
  completar: (linhas) => calcularEstatisticas(linhas.map(somaDaLinha)).linhas,
  totalizar: (linhas) => calcularEstatisticas(linhas.map(somaDaLinha)).totais,
  grafico: { categoria: 'cargo', valores: ['vagas', 'vagasPreenchidas'] },
})
export type FiltroEstatisticas = FiltroSql<typeof consultaEstatisticasPreenchimento>

/** The screen (menu 'Estatísticas de Preenchimento de Vagas'): the table, the chart, and the same rows as PDF or XLSX. */
export const relatorioEstatisticasPreenchimento = defineRelatorio({
  consulta: consultaEstatisticasPreenchimento,
  titulo: 'Estatísticas de Preenchimento de Vagas',
  descreverFiltro: (f) =>
    juntar([
      descreverPeriodo('Solicitações', f),
      f.cargoId ? 'Um cargo' : '',
      f.areaOrganizacionalId ? 'Uma área organizacional' : '',
      f.estabelecimentoId ? 'Um estabelecimento' : '',
      'Sem as canceladas',
    ]),
  orientacao: 'paisagem',
  tela: 'tabela',
  filtroInicial: (hoje) => ({ dataIni: adicionarMeses(hoje, -12), dataFim: hoje }),
  caminho: 'captacao/estatisticas-preenchimento-vaga',
  menu: { grupo: 'Captação e Seleção', ordem: 13 },
})
