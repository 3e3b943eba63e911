import { data, referencia } from '../shared/campos.ts'
import { defineConsulta, type FiltroSql, type Linha } from '../shared/consulta.ts'
import { DATA_FINAL_INFERIOR } from '../shared/datas.ts'
import type { ErroCampo } from '../shared/erros.ts'
import { formatarData } from '../shared/formatos.ts'
import { defineRelatorio } from '../shared/relatorio.ts'

export type LinhaEstatistica = {
  /** null = candidates who did not say. */
  readonly id: number | null
  readonly nome: string
  readonly qtd: number
  /** Share of the candidates counted, in % with 2 decimals (12.5 = 12,50 %). */
  readonly percentual: number
}

/** qtd and percentual per option (pure): every option, even with 0, then 'Não informado' when some did not say. */
export const calcularEstatistica = (
  opcoes: ReadonlyArray<{ readonly id: number; readonly nome: string }>,
  contagens: ReadonlyArray<{ readonly id: number | null; readonly qtd: number }>,
): ReadonlyArray<LinhaEstatistica> => {
  const total = contagens.reduce((a, c) => a + c.qtd, 0)
  const qtd = (id: number | null) => contagens.find((c) => c.id === id)?.qtd ?? 0
  const pct = (n: number) => (total ? Math.round((n * 10000) / total) / 100 : 0)
  const linhas: LinhaEstatistica[] = opcoes.map((o) => ({ id: o.id, nome: o.nome, qtd: qtd(o.id), percentual: pct(qtd(o.id)) }))
  const conhecidos = new Set(opcoes.map((o) => o.id))
  const semResposta = contagens.filter((c) => c.id === null || !conhecidos.has(c.id)).reduce((a, c) => a + c.qtd, 0)
  if (semResposta) linhas.push({ id: null, nome: 'Não informado', qtd: semResposta, percentual: pct(semResposta) })
  return linhas.sort((a, b) => b.qtd - a.qtd || a.nome.localeCompare(b.nome, 'pt-BR'))
}

const campos = {
  dataIni: data({ label: 'Data inicial' }),
  dataFim: data({ label: 'Data final' }),
  empresaId: referencia({ label: 'Empresa', feminino: true, resource: 'utilitario/empresas' }),
}

/**
 * GET /captacao/como-ficou-sabendo-vaga/estatisticas: how many candidates chose each how-heard option (spec 000
 * §3.4 qtd, percentual) of one visible company (default: the session's), optionally only those registered in a
 * period. The SQL answers one row per option of the company `{id, nome, qtd}` (also with 0) and `{id: null, qtd}`
 * for the candidates without an answer; the answer is the bare rows, as the spec's entity.
 */
export const consultaComoFicouSabendo = defineConsulta({
  nome: 'captacao/como-ficou-sabendo-vaga-estatistica',
  caminho: 'captacao/como-ficou-sabendo-vaga/estatisticas',
  resposta: 'linhas',
  autoridade: ['ROLE_CAPTACAO_CANDIDATOS', 'ROLE_CAPTACAO_RELATORIOS', 'ROLE_CAPTACAO_CADASTROS'],
  campos,
  regras: (f, _hoje, escopo) => {
    const erros: ErroCampo[] = []
    if (f.dataIni && f.dataFim && f.dataFim < f.dataIni) erros.push({ field: 'dataFim', message: DATA_FINAL_INFERIOR })
    if (escopo && f.empresaId !== undefined && !escopo.empresasVisiveis.includes(f.empresaId)) erros.push({ field: 'empresaId', message: 'Empresa inválida' })
    return erros
  },
  colunas: () => [
    { campo: 'nome', titulo: 'Como Ficou Sabendo da Vaga', tipo: 'texto', largura: 4 },
    { campo: 'qtd', titulo: 'Candidatos', tipo: 'inteiro', largura: 1.4, total: 'soma' },
    { campo: 'percentual', titulo: '% dos Candidatos', tipo: 'percentual', largura: 1.6, total: 'soma' },
  ],
  completar: (linhas: ReadonlyArray<Linha>) =>
    calcularEstatistica(
      linhas.filter((l) => l['id'] != null).map((l) => ({ id: Number(l['id']), nome: String(l['nome'] ?? '') })),
      linhas.map((l) => ({ id: l['id'] == null ? null : Number(l['id']), qtd: Number(l['qtd'] ?? 0) })),
    ),
  grafico: { categoria: 'nome', valores: ['qtd'] },
})
export type FiltroComoFicouSabendo = FiltroSql<typeof consultaComoFicouSabendo>

/** Printed from the lookup's screen (no menu entry of its own). */
export const relatorioComoFicouSabendo = defineRelatorio({
  consulta: consultaComoFicouSabendo,
  titulo: 'Como os Candidatos Ficaram Sabendo da Vaga',
  descreverFiltro: (f) =>
    f.dataIni || f.dataFim
      ? `Candidatos cadastrados ${f.dataIni ? `de ${formatarData(f.dataIni)} ` : ''}${f.dataFim ? `até ${formatarData(f.dataFim)}` : ''}`.trim()
      : 'Todos os candidatos',
  tela: 'tabela',
  filtroInicial: () => ({}),
})
