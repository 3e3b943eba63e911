import { campoAreas, campoCargos, restringirAreasGeridas, selecionados } from '../../cargo-salario/relatorios/comum.ts'
import { data, inteiro, referencias } from '../../shared/campos.ts'
import type { Coluna, Linha } from '../../shared/consulta.ts'
import { adicionarMeses } from '../../shared/datas.ts'
import { camposPeriodo, descreverPeriodo, juntar, regrasPeriodo } from '../../shared/filtrosRelatorio.ts'
import { formatarData } from '../../shared/formatos.ts'
import type { MenuPos } from '../../shared/resource.ts'
import { ROLE_DESENVOLVIMENTO } from '../categoria-curso.ts'

/**
 * Filter pieces and rules of the training reports (spec 002 §5 'Course reports: … months and days min 1; empresas,
 * cargos and faixas salariais at least 1'; issue 17): the companies (at least one), the period, courses and
 * position filters, and the one definition of a course's validity (last approval + periodicity) and of the
 * situations the matrix and the expiry report colour.
 */

export { ROLE_DESENVOLVIMENTO, restringirAreasGeridas }
export const menuRelatorioDesenvolvimento = (ordem: number): MenuPos => ({ grupo: 'Desenvolvimento', subgrupo: 'Relatórios', ordem })

export const SELECIONE_EMPRESA = 'Selecione ao menos uma empresa'
export const MESES_MINIMO = 'Meses para vencer deve ser no mínimo 1'

export const campoEmpresas = () => referencias({ label: 'Empresas', resource: 'utilitario/empresas', min: 1, minMessage: SELECIONE_EMPRESA, feminino: true })
export const campoCursos = () => referencias({ label: 'Cursos', resource: 'desenvolvimento/cursos' })
export const campoData = () => data({ label: 'Data de referência', required: true })
export const camposPeriodoTurmas = () => camposPeriodo('Data')
/** 'Meses para vencer' (§5 'months … min 1'; issue 17: default 3). */
export const campoMeses = () => inteiro({ label: 'Meses para vencer', required: true, default: 3, min: 1, max: 120, foraDaFaixa: MESES_MINIMO })
export const camposLotacao = () => ({ areasOrganizacionaisIds: campoAreas(false), cargosIds: campoCargos(false) })


export const descreverEmpresasECursos = (f: { readonly empresasIds: ReadonlyArray<number>; readonly cursosIds?: ReadonlyArray<number> | undefined }) => [
  selecionados('Empresas', f.empresasIds),
  selecionados('Cursos', f.cursosIds),
]
export const descreverLotacao = (f: { readonly areasOrganizacionaisIds?: ReadonlyArray<number> | undefined; readonly cargosIds?: ReadonlyArray<number> | undefined }) => [
  selecionados('Áreas', f.areasOrganizacionaisIds, 'todas'),
  selecionados('Cargos', f.cargosIds),
]
export const descreverPeriodoTurmas = (f: { readonly dataIni: string; readonly dataFim: string }) => descreverPeriodo('Turmas de', f)
export const descreverData = (d: string) => `Data de referência: ${formatarData(d)}`
export { juntar, regrasPeriodo }
export { COLUNA_AREA, COLUNA_CARGO, COLUNA_TALENTO } from '../../gestao-talentos/relatorios/pessoas.ts'

export const COLUNA_MATRICULA: Coluna = { campo: 'matricula', titulo: 'Matrícula', tipo: 'texto', largura: 0.8 }
export const COLUNA_CURSO: Coluna = { campo: 'curso', titulo: 'Curso', tipo: 'texto', largura: 2 }

/**
 * Until when an approval is valid: its date plus the course's periodicity (`unidade` 1 = months, 12 = years; spec 002
 * §3 'Course duration options'); null when the course never expires.
 */
export const validadeDaAprovacao = (aprovacao: string, periodicidade: number | null | undefined, unidade: number | null | undefined): string | null =>
  periodicidade && periodicidade > 0 ? adicionarMeses(aprovacao, periodicidade * (unidade === 12 ? 12 : 1)) : null

export const VENCIDO = 'Vencido'
export const A_VENCER = 'A vencer'
export const VALIDO = 'Válido'
export type SituacaoValidade = typeof VENCIDO | typeof A_VENCER | typeof VALIDO

/**
 * On `data`: 'Vencido' when the validity ended before it (the validity's own day still counts), 'A vencer' when it
 * ends within `meses` months of it (inclusive), else 'Válido'; a course without validity is always 'Válido'.
 */
export const situacaoDaValidade = (validade: string | null, data: string, meses: number): SituacaoValidade =>
  validade === null ? VALIDO : validade < data ? VENCIDO : validade <= adicionarMeses(data, meses) ? A_VENCER : VALIDO

export const APROVADO = 'Aprovado'
export const REPROVADO = 'Reprovado'
export const NAO_REALIZADO = 'Não realizado'
export type SituacaoMatriz = typeof APROVADO | typeof VENCIDO | typeof REPROVADO | typeof NAO_REALIZADO

/**
 * A required course in the matrix on `data` (issue 17 'done/approved/expired/missing'): approved in a held class and
 * still valid ('Aprovado'), approved but the validity ended ('Vencido'), took part in a held class without approval
 * ('Reprovado'), or never took part in a held class ('Não realizado').
 */
export const situacaoNaMatriz = (
  p: { readonly ultimaAprovacao: string | null; readonly realizou: boolean },
  curso: { readonly periodicidade: number | null; readonly unidade: number | null },
  data: string,
): SituacaoMatriz => {
  if (p.ultimaAprovacao === null) return p.realizou ? REPROVADO : NAO_REALIZADO
  const validade = validadeDaAprovacao(p.ultimaAprovacao, curso.periodicidade, curso.unidade)
  return validade !== null && validade < data ? VENCIDO : APROVADO
}

export const CORES_SITUACAO = { [VENCIDO]: 'vermelho', [A_VENCER]: 'amarelo', [APROVADO]: 'verde', [REPROVADO]: 'amarelo', [NAO_REALIZADO]: 'vermelho' } as const

/** An attendance result in words: 'Aprovado'/'Reprovado' for a held class, 'Não realizada' before it is held. */
export const resultadoDaParticipacao = (realizada: boolean, aprovado: boolean) => (!realizada ? 'Turma não realizada' : aprovado ? APROVADO : REPROVADO)

/**
 * A class's whole cost (its cost plus its expenses, centavos) split among its participants: each share rounded to the
 * centavo, half up; 0 participants share nothing.
 */
export const rateio = (totalCentavos: number, participantes: number): number => (participantes > 0 ? Math.round(totalCentavos / participantes) : 0)

export const numero = (v: unknown): number => (typeof v === 'number' ? v : Number(v) || 0)
export const textoOuNulo = (v: unknown): string | null => (v == null || v === '' ? null : String(v))

// One collator for every comparison: `localeCompare` with a locale builds one per call (seconds for the bench's matrix).
const COLACAO = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true })

/** Rows by some text fields (pt-BR, accents and case ignored), then by employee id. */
export const ordenarPor =
  (...campos: ReadonlyArray<string>) =>
  (a: Linha, b: Linha): number => {
    for (const c of campos) {
      const d = COLACAO.compare(String(a[c] ?? ''), String(b[c] ?? ''))
      if (d !== 0) return d
    }
    return numero(a['colaboradorId']) - numero(b['colaboradorId'])
  }
