import { data, referencia, referencias } from '../../shared/campos.ts'
import { defineConsulta, type Coluna, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { formatarData, formatarInteiro } from '../../shared/formatos.ts'
import { defineRelatorio, type Relatorio } from '../../shared/relatorio.ts'
import { ROLE_COMPETENCIAS, SELECIONE_COMPETENCIA, SITUACOES_COMPETENCIA } from '../competenciasRegras.ts'

/** The key of a competency's column in a matrix row: `competencia:<title>` (the title is the column's). */
export const PREFIXO_COMPETENCIA = 'competencia:'

const faixa = () => referencia({ label: 'Faixa Salarial', resource: 'cargo-salario/faixas-salariais', required: true, feminino: true })

/**
 * Talentos × competências — "On this date, which level does each employee of this salary range show in each chosen
 * competency, against the level the range requires, and who falls short or was never assessed?" One group per
 * competency: every employee holding the range on the date (admitted, not dismissed), the level their range's
 * configuration in force then requires, the level of their own configuration in force then (and its date), and the
 * situation (Atende, Abaixo do exigido, Não avaliado, Não exigido). Spec 001 §5: date, band and at least one competency.
 */
export const consultaTalentosCompetencias = defineConsulta({
  nome: 'cargo-salario/talentos-competencias',
  autoridade: [ROLE_COMPETENCIAS, 'ROLE_CARGO_SALARIO_COLABORADORES'],
  campos: {
    data: data({ label: 'Data', required: true }),
    faixaSalarialId: faixa(),
    competenciasIds: referencias({ label: 'Competências', resource: 'cargo-salario/competencias', min: 1, minMessage: SELECIONE_COMPETENCIA }),
  },
  // Grouped by `competencia` (each group's title): the rows need not repeat it.
  colunas: () => [
    { campo: 'talento', titulo: 'Talento', tipo: 'texto', largura: 3, total: 'contagem' },
    { campo: 'nivelExigido', titulo: 'Nível exigido', tipo: 'texto', largura: 1.5 },
    { campo: 'nivelTalento', titulo: 'Nível do talento', tipo: 'texto', largura: 1.5 },
    { campo: 'dataNivel', titulo: 'Registrado em', tipo: 'data', largura: 1 },
    { campo: 'situacao', titulo: 'Situação', tipo: 'texto', largura: 1.5 },
  ],
  agruparPor: () => 'competencia',
})
export type FiltroTalentosCompetencias = FiltroSql<typeof consultaTalentosCompetencias>

/** 'Atende: 3; Abaixo do exigido: 1; …' over the rows (the situations that occur). */
const contagemSituacoes = (linhas: ReadonlyArray<Linha>) =>
  SITUACOES_COMPETENCIA.flatMap((s) => {
    const n = linhas.filter((l) => l['situacao'] === s.name).length
    return n ? [{ rotulo: s.name, valor: formatarInteiro(n) }] : []
  })

export const relatorioTalentosCompetencias = defineRelatorio({
  consulta: consultaTalentosCompetencias,
  titulo: 'Talentos por Competência',
  orientacao: 'paisagem',
  menu: { grupo: 'Cargos e Salários', subgrupo: 'Relatórios', ordem: 20 },
  descreverFiltro: (f) => `Data: ${formatarData(f.data)}; Competências: ${f.competenciasIds.length} selecionada(s)`,
  resumo: (linhas) => contagemSituacoes(linhas),
})

/** The competency columns of matrix rows, in the rows' order of keys. */
export const colunasDeCompetencia = (linhas: ReadonlyArray<Linha> | undefined): ReadonlyArray<Coluna> =>
  Object.keys(linhas?.[0] ?? {})
    .filter((k) => k.startsWith(PREFIXO_COMPETENCIA))
    .map((k) => ({ campo: k, titulo: k.slice(PREFIXO_COMPETENCIA.length), tipo: 'texto' as const, largura: 1.5 }))

/**
 * Matriz de talentos × competências — "At a glance, where does each employee of this salary range stand in each
 * competency the range requires on this date?" One row per employee holding the range on the date; one column per
 * competency (those of the range's configuration in force then, or the chosen ones), each cell the employee's level
 * ('!' and the required level when below it, '–' when not assessed); last, the employee's adherence to the range
 * (Σ weight × min(level, required) ÷ Σ weight × required, in %).
 */
export const consultaMatrizTalentosCompetencias = defineConsulta({
  nome: 'cargo-salario/matriz-talentos-competencias',
  autoridade: [ROLE_COMPETENCIAS, 'ROLE_CARGO_SALARIO_COLABORADORES'],
  campos: {
    data: data({ label: 'Data', required: true }),
    faixaSalarialId: faixa(),
    competenciasIds: referencias({ label: 'Competências', resource: 'cargo-salario/competencias' }),
  },
  colunas: (_f, linhas) => [
    { campo: 'talento', titulo: 'Talento', tipo: 'texto', largura: 3, total: 'contagem' },
    ...colunasDeCompetencia(linhas),
    { campo: 'aderencia', titulo: 'Aderência', tipo: 'percentual', largura: 1, total: 'media' },
  ],
})
export type FiltroMatrizTalentosCompetencias = FiltroSql<typeof consultaMatrizTalentosCompetencias>

export const relatorioMatrizTalentosCompetencias = defineRelatorio({
  consulta: consultaMatrizTalentosCompetencias,
  titulo: 'Matriz de Competências',
  orientacao: 'paisagem',
  menu: { grupo: 'Cargos e Salários', subgrupo: 'Relatórios', ordem: 21 },
  descreverFiltro: (f) => `Data: ${formatarData(f.data)}; Competências: ${f.competenciasIds.length ? `${f.competenciasIds.length} selecionada(s)` : 'as exigidas pela faixa'}`,
  resumo: () => [{ rotulo: 'Legenda', valor: '! abaixo do nível exigido; – não avaliado; Aderência = Σ peso × menor(nível do talento, exigido) ÷ Σ peso × exigido' }],
})

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reports of every filter shape: Relatorio is invariant in its fields
export const RELATORIOS_COMPETENCIAS: ReadonlyArray<Relatorio<any, any>> = [relatorioTalentosCompetencias, relatorioMatrizTalentosCompetencias]
