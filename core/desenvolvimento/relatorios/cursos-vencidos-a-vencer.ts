import { opcoes } from '../../shared/campos.ts'
import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import {
  A_VENCER,
  COLUNA_CARGO,
  COLUNA_TALENTO,
  CORES_SITUACAO,
  campoCursos,
  campoData,
  campoEmpresas,
  campoMeses,
  camposLotacao,
  descreverData,
  descreverEmpresasECursos,
  descreverLotacao,
  juntar,
  menuRelatorioDesenvolvimento,
  numero,
  ordenarPor,
  restringirAreasGeridas,
  ROLE_DESENVOLVIMENTO,
  situacaoDaValidade,
  textoOuNulo,
  validadeDaAprovacao,
  VENCIDO,
} from './comum.ts'

export const FILTROS_SITUACAO = [
  { id: 'TODOS', name: 'Vencidos e a vencer' },
  { id: 'VENCIDOS', name: 'Vencidos' },
  { id: 'A_VENCER', name: 'A vencer' },
] as const
export type FiltroSituacao = (typeof FILTROS_SITUACAO)[number]['id']

/**
 * The SQL gives one row per employee and course with periodicity they were ever approved in (`ultimaAprovacao` = end
 * of the last held class approved): its validity (core's `validadeDaAprovacao`) and situation on the date; only the
 * expired and those expiring within the months, as chosen; by validity, then name.
 */
export const completarVencimentos = (linhas: ReadonlyArray<Linha>, f: { readonly data: string; readonly meses: number; readonly situacao: FiltroSituacao }): ReadonlyArray<Linha> =>
  linhas
    .flatMap((l) => {
      const aprovacao = textoOuNulo(l['ultimaAprovacao'])
      const validade = aprovacao && validadeDaAprovacao(aprovacao, l['periodicidade'] == null ? null : numero(l['periodicidade']), numero(l['unidade']))
      if (!aprovacao || !validade) return []
      const situacao = situacaoDaValidade(validade, f.data, f.meses)
      const quer = f.situacao === 'TODOS' ? situacao !== 'Válido' : f.situacao === 'VENCIDOS' ? situacao === VENCIDO : situacao === A_VENCER
      return quer ? [{ ...l, ultimaAprovacao: aprovacao, validade, situacao }] : []
    })
    .sort(ordenarPor('validade', 'nome', 'curso'))

/**
 * Cursos vencidos e a vencer (spec 002 relatorios/cursos-vencidos-a-vencer): per employee employed on the date and
 * course with periodicity, the last approval plus the periodicity: expired (red) or expiring within the months
 * (default 3; yellow).
 */
export const consultaCursosVencidosAVencer = defineConsulta({
  nome: 'desenvolvimento/cursos-vencidos-a-vencer',
  autoridade: ROLE_DESENVOLVIMENTO,
  campos: {
    data: campoData(),
    meses: campoMeses(),
    situacao: opcoes({ label: 'Situação', feminino: true, required: true, default: 'TODOS', options: FILTROS_SITUACAO }),
    empresasIds: campoEmpresas(),
    cursosIds: campoCursos(),
    ...camposLotacao(),
  },
  restringir: restringirAreasGeridas,
  colunas: () => [
    COLUNA_TALENTO,
    COLUNA_CARGO,
    { campo: 'curso', titulo: 'Curso', tipo: 'texto', largura: 2 },
    { campo: 'ultimaAprovacao', titulo: 'Última aprovação', tipo: 'data', largura: 0.9 },
    { campo: 'validade', titulo: 'Validade', tipo: 'data', largura: 0.9 },
    { campo: 'situacao', titulo: 'Situação', tipo: 'texto', largura: 0.8, cores: CORES_SITUACAO },
  ],
  completar: completarVencimentos,
})
export type FiltroCursosVencidosAVencer = FiltroSql<typeof consultaCursosVencidosAVencer>

export const relatorioCursosVencidosAVencer = defineRelatorio({
  consulta: consultaCursosVencidosAVencer,
  titulo: 'Cursos Vencidos e a Vencer',
  menu: menuRelatorioDesenvolvimento(6),
  orientacao: 'paisagem',
  tela: 'tabela',
  filtroInicial: (hoje) => ({ data: hoje }),
  descreverFiltro: (f) => juntar([descreverData(f.data), `A vencer em até ${f.meses} mês(es)`, ...descreverEmpresasECursos(f), ...descreverLotacao(f)]),
})
