import { defineConsulta, type Coluna, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import {
  COLUNA_CARGO,
  COLUNA_MATRICULA,
  COLUNA_TALENTO,
  CORES_SITUACAO,
  campoCursos,
  campoData,
  campoEmpresas,
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
  situacaoNaMatriz,
  textoOuNulo,
} from './comum.ts'

/** A course's column in the matrix: `curso:<name>` (a name shared by two companies' courses is one column). */
export const PREFIXO_CURSO = 'curso:'

/**
 * The SQL gives one row per employee and course their cargo requires (`colaboradorId`, `nome`, `matricula`, `cargo`,
 * `curso`, `periodicidade`, `unidade`, `ultimaAprovacao` = end of the last held class they were approved in or null,
 * `realizou` = 1 when they took part in a held class of it): one row per employee with a column per course holding
 * the situation on the date (core's `situacaoNaMatriz`), by name.
 */
export const completarMatriz = (linhas: ReadonlyArray<Linha>, f: { readonly data: string }): ReadonlyArray<Linha> => {
  const porTalento = new Map<number, Record<string, string | number | null>>()
  for (const l of linhas) {
    const id = numero(l['colaboradorId'])
    const linha: Record<string, string | number | null> = porTalento.get(id) ?? { colaboradorId: id, nome: textoOuNulo(l['nome']), matricula: textoOuNulo(l['matricula']), cargo: textoOuNulo(l['cargo']) }
    porTalento.set(id, linha)
    linha[`${PREFIXO_CURSO}${String(l['curso'])}`] = situacaoNaMatriz(
      { ultimaAprovacao: textoOuNulo(l['ultimaAprovacao']), realizou: numero(l['realizou']) > 0 },
      { periodicidade: l['periodicidade'] == null ? null : numero(l['periodicidade']), unidade: numero(l['unidade']) },
      f.data,
    )
  }
  return [...porTalento.values()].sort(ordenarPor('nome'))
}

/**
 * Matriz de treinamentos (spec 002 relatorios/matriz-treinamento): the employees employed on the date × the courses
 * their cargo requires (the cargo's 'Cursos obrigatórios'), each cell 'Aprovado' (green), 'Vencido' (red: the last
 * approval plus the course's periodicity ended before the date), 'Reprovado' (yellow) or 'Não realizado' (red).
 */
export const consultaMatrizTreinamento = defineConsulta({
  nome: 'desenvolvimento/matriz-treinamento',
  autoridade: ROLE_DESENVOLVIMENTO,
  campos: { data: campoData(), empresasIds: campoEmpresas(), cursosIds: campoCursos(), ...camposLotacao() },
  restringir: restringirAreasGeridas,
  colunas: (_f, linhas) => {
    const cursos = [...new Set((linhas ?? []).flatMap((l) => Object.keys(l).filter((k) => k.startsWith(PREFIXO_CURSO))))].sort((a, b) => a.localeCompare(b, 'pt-BR'))
    return [
      COLUNA_TALENTO,
      COLUNA_MATRICULA,
      COLUNA_CARGO,
      ...cursos.map((campo): Coluna => ({ campo, titulo: campo.slice(PREFIXO_CURSO.length), tipo: 'texto', largura: 1.1, cores: CORES_SITUACAO })),
    ]
  },
  completar: completarMatriz,
})
export type FiltroMatrizTreinamento = FiltroSql<typeof consultaMatrizTreinamento>

export const relatorioMatrizTreinamento = defineRelatorio({
  consulta: consultaMatrizTreinamento,
  titulo: 'Matriz de Treinamentos',
  menu: menuRelatorioDesenvolvimento(5),
  orientacao: 'paisagem',
  tela: 'tabela',
  filtroInicial: (hoje) => ({ data: hoje }),
  descreverFiltro: (f) => juntar([descreverData(f.data), ...descreverEmpresasECursos(f), ...descreverLotacao(f)]),
})
