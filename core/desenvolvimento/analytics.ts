import { data, referencia, referencias } from '../shared/campos.ts'
import { defineConsulta, listaJson, type Linha } from '../shared/consulta.ts'
import { arredondar, formatarMinutos } from '../shared/formatos.ts'
import { camposMeses, mesesDoPeriodo, regrasMeses } from '../gestao-talentos/relatorios/comum.ts'
import { cargaEmMinutos } from './cargaHoraria.ts'
import { ROLE_DESENVOLVIMENTO } from './categoria-curso.ts'
import { metaDoMes, type MetaHoras } from './grupos-metas-horas.ts'

export const CLIQUE_DESPESAS = 'Clique para exibir as despesas'
export const CURSO_SEM_DESPESAS = 'O curso não possui despesas detalhadas.'

/**
 * The development dashboard's filter (spec 002 'Dashboard filter: empresa, base date, month range required'): the
 * company (one the user sees; the session's by default), the base date (classes that started after it do not count
 * yet; today by default) and the months; the hour-goal group whose goals the hours are compared with.
 */
const camposPainel = () => ({
  empresaId: referencia({ label: 'Empresa', resource: 'utilitario/empresas', feminino: true }),
  dataBase: data({ label: 'Data base' }),
  ...camposMeses(),
  grupoMetasHorasId: referencia({ label: 'Grupo de metas de horas', resource: 'desenvolvimento/grupos-metas-horas' }),
})

/**
 * Per month of the range: classes held (`realizada`) that started in it, their participants, the hours of training
 * (each participant × the course's workload: decision, as attendance is per day and HR closes the class) against the
 * goal of the group, and the investment (the classes' cost, centavos). The SQL gives one row per month and course
 * (`tipo` 'turmas') and the group's goals (`tipo` 'metas'); this step multiplies the workloads and reads the goals.
 */
export const completarPainel = (linhas: ReadonlyArray<Linha>, f: { readonly mesIni: string; readonly mesFim: string }): ReadonlyArray<Linha> => {
  const metas = linhas.filter((l) => l['tipo'] === 'metas').flatMap((l) => listaJson<MetaHoras>(l['metas']))
  const temMetas = linhas.some((l) => l['tipo'] === 'metas')
  return mesesDoPeriodo(f.mesIni, f.mesFim).map((mes) => {
    const doMes = linhas.filter((l) => l['tipo'] === 'turmas' && l['mes'] === mes)
    const soma = (c: string) => doMes.reduce((a, l) => a + Number(l[c] ?? 0), 0)
    const minutos = doMes.reduce((a, l) => a + Number(l['participantes'] ?? 0) * (cargaEmMinutos(String(l['cargaHoraria'] ?? '')) ?? 0), 0)
    const meta = temMetas ? metaDoMes(metas, mes) : undefined
    return {
      mes,
      turmas: soma('turmas'),
      participantes: soma('participantes'),
      horas: arredondar(minutos / 60),
      horasTexto: formatarMinutos(minutos),
      metaHoras: meta === undefined ? null : arredondar(meta / 60),
      metaTexto: meta === undefined ? null : formatarMinutos(meta),
      investimento: soma('investimento'),
    }
  })
}

export const consultaPainelDesenvolvimento = defineConsulta({
  nome: 'desenvolvimento/painel',
  caminho: 'analytics/desenvolvimento',
  autoridade: ROLE_DESENVOLVIMENTO,
  campos: camposPainel(),
  regras: (f) => regrasMeses(f),
  colunas: () => [
    { campo: 'mes', titulo: 'Mês', tipo: 'texto' },
    { campo: 'turmas', titulo: 'Turmas', tipo: 'inteiro', total: 'soma' },
    { campo: 'participantes', titulo: 'Participantes', tipo: 'inteiro', total: 'soma' },
    { campo: 'horas', titulo: 'Horas realizadas', tipo: 'decimal', total: 'soma' },
    { campo: 'metaHoras', titulo: 'Meta (horas)', tipo: 'decimal', total: 'soma' },
    { campo: 'investimento', titulo: 'Investimento', tipo: 'dinheiro', total: 'soma' },
  ],
  completar: (linhas, f) => completarPainel(linhas, f),
  grafico: { categoria: 'mes', valores: ['horas', 'metaHoras'] },
})

/** The doughnut: per course, the investment of its classes held in the range and whether they have detailed expenses. */
export const consultaInvestimentoPorCurso = defineConsulta({
  nome: 'desenvolvimento/investimento-por-curso',
  caminho: 'analytics/investimento-por-curso',
  autoridade: ROLE_DESENVOLVIMENTO,
  campos: camposPainel(),
  regras: (f) => regrasMeses(f),
  resposta: 'linhas',
  colunas: () => [
    { campo: 'nomeCurso', titulo: 'Curso', tipo: 'texto' },
    { campo: 'turmas', titulo: 'Turmas', tipo: 'inteiro', total: 'soma' },
    { campo: 'investimento', titulo: 'Investimento', tipo: 'dinheiro', total: 'soma' },
  ],
})

/**
 * Spec 002 analytics GET /tipo-despesa-por-curso (cursosIds): the detailed expenses by type of the courses' classes
 * held in the range (centavos); empty when they have none ('O curso não possui despesas detalhadas.').
 */
export const consultaTipoDespesaPorCurso = defineConsulta({
  nome: 'desenvolvimento/tipo-despesa-por-curso',
  caminho: 'analytics/tipo-despesa-por-curso',
  autoridade: ROLE_DESENVOLVIMENTO,
  campos: {
    cursosIds: referencias({ label: 'Cursos', resource: 'desenvolvimento/cursos', min: 1, minMessage: 'Selecione ao menos um curso' }),
    ...camposPainel(),
  },
  regras: (f) => regrasMeses(f),
  resposta: 'linhas',
  colunas: () => [
    { campo: 'descricao', titulo: 'Tipo de despesa', tipo: 'texto' },
    { campo: 'valor', titulo: 'Valor', tipo: 'dinheiro', total: 'soma' },
  ],
})
