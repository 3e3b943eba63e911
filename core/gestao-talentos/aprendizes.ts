/**
 * The apprentice quota (cota de aprendizes), pure.
 *
 * Sources:
 * - CLT art. 429, caput: establishments of any kind must employ and enrol in apprenticeship courses apprentices
 *   equal to 5 % at least and 15 % at most of the workers of each establishment whose functions demand professional
 *   training (funções que demandem formação profissional).
 * - CLT art. 429 §1º: "As frações de unidade, no cálculo da percentagem de que trata o caput, darão lugar à admissão
 *   de um aprendiz" — the minimum is rounded up; the maximum (a ceiling) is rounded down.
 * - Decreto 9.579/2018 art. 52: the functions are defined by the Classificação Brasileira de Ocupações (CBO); §1º
 *   excludes the functions that demand technical or higher-level qualification (habilitação profissional de nível
 *   técnico ou superior) and the positions of direction, management or trust (cargos de direção, de gerência ou de
 *   confiança, CLT art. 62 II and art. 224 §2º); §2º counts every such function even if forbidden to minors.
 * - Decreto 9.579/2018 (the exclusions of the base carried over from Decreto 5.598/2005 art. 12): temporary workers
 *   (Lei 6.019/1974) and the apprentices already employed are left out of the base.
 * - Ministério do Trabalho, Manual da Aprendizagem: with 15 % of the base below one (fewer than 7 counted
 *   employees) the establishment is not obliged to employ an apprentice (it may).
 *
 * The CBO criterion (README 'Decisões registradas'): CBO 2002 codes are read by their structure. Grand groups
 * 0 (armed forces, military police and firemen: not CLT jobs), 1 (dirigentes e gerentes: direction and management),
 * 2 (profissionais das ciências e das artes: higher level) and 3 (técnicos de nível médio: technical level) never
 * count; grand groups 4 to 9 (administrative, service and sales, agricultural, industrial and maintenance workers)
 * count. A position without a CBO cannot be judged and is listed as such, not counted. A supervisor (subgroups
 * X-X-0 of groups 4–9) counts: CBO cannot tell a position of trust, which is a fact of the contract.
 */

/** How an employee enters the quota's count. */
export type Enquadramento = 'CONTA' | 'APRENDIZ' | 'TEMPORARIO' | 'OUTRO_VINCULO' | 'SEM_CBO' | 'DIRECAO_GERENCIA' | 'NIVEL_TECNICO_SUPERIOR' | 'FORCAS_ARMADAS'

export const ROTULOS_ENQUADRAMENTO: Readonly<Record<Enquadramento, string>> = {
  CONTA: 'Conta na base',
  APRENDIZ: 'Aprendiz (fora da base)',
  TEMPORARIO: 'Temporário (fora da base)',
  OUTRO_VINCULO: 'Sem vínculo de emprego (fora da base)',
  SEM_CBO: 'Sem CBO na faixa salarial (fora da base)',
  DIRECAO_GERENCIA: 'Direção ou gerência (fora da base)',
  NIVEL_TECNICO_SUPERIOR: 'Exige nível técnico ou superior (fora da base)',
  FORCAS_ARMADAS: 'Forças armadas, policiais e bombeiros militares (fora da base)',
}

/** Employment links (core/geral/pessoa.ts VINCULOS) that are a job: emprego and empregado doméstico. */
export const VINCULOS_DE_EMPREGO: ReadonlyArray<string> = ['E', 'ED']

/** An apprentice: link 'A' or eSocial category 103 (Empregado – Aprendiz). */
export const ehAprendiz = (t: { readonly vinculo: string | null; readonly categoriaESocial: string | null }) => t.vinculo === 'A' || t.categoriaESocial === '103'
/** A temporary worker of Lei 6.019/1974: link 'T' or eSocial category 106 (Trabalhador temporário). */
export const ehTemporario = (t: { readonly vinculo: string | null; readonly categoriaESocial: string | null }) => t.vinculo === 'T' || t.categoriaESocial === '106'

/** Whether a CBO 2002 occupation (6 digits) demands professional training in the sense of art. 52 (see above). */
export const enquadramentoDaCbo = (cbo: string | null): 'CONTA' | 'SEM_CBO' | 'DIRECAO_GERENCIA' | 'NIVEL_TECNICO_SUPERIOR' | 'FORCAS_ARMADAS' => {
  if (!cbo || !/^\d{6}$/.test(cbo)) return 'SEM_CBO'
  const grande = cbo[0]
  if (grande === '0') return 'FORCAS_ARMADAS'
  if (grande === '1') return 'DIRECAO_GERENCIA'
  if (grande === '2' || grande === '3') return 'NIVEL_TECNICO_SUPERIOR'
  return 'CONTA'
}

export interface TalentoDaCota {
  readonly vinculo: string | null
  readonly categoriaESocial: string | null
  /** CBO of the salary range held on the date (6 digits). */
  readonly cbo: string | null
}

/** Where one employee stands: apprentices and temporary workers first (never in the base), then the link, then the CBO. */
export const enquadrar = (t: TalentoDaCota): Enquadramento => {
  if (ehAprendiz(t)) return 'APRENDIZ'
  if (ehTemporario(t)) return 'TEMPORARIO'
  if (!VINCULOS_DE_EMPREGO.includes(t.vinculo ?? 'E')) return 'OUTRO_VINCULO'
  return enquadramentoDaCbo(t.cbo)
}

export interface Cota {
  /** Counted employees. */
  readonly base: number
  /** ⌈5 % × base⌉ (art. 429 §1º). */
  readonly minimo: number
  /** ⌊15 % × base⌋. */
  readonly maximo: number
  /** Obliged when the maximum reaches one apprentice (base ≥ 7). */
  readonly obrigatoria: boolean
}

/** The quota of a base (integers only: no floating point near a boundary). */
export const cotaDeAprendizes = (base: number): Cota => {
  const b = Math.max(0, Math.trunc(base))
  const minimo = Math.trunc((b + 19) / 20)
  const maximo = Math.trunc((3 * b) / 20)
  return { base: b, minimo, maximo, obrigatoria: maximo >= 1 }
}

export type SituacaoCota = 'DISPENSADA' | 'ABAIXO' | 'CUMPRIDA' | 'ACIMA'
export const ROTULOS_SITUACAO_COTA: Readonly<Record<SituacaoCota, string>> = {
  DISPENSADA: 'Não obrigatória (base inferior a 7)',
  ABAIXO: 'Abaixo do mínimo',
  CUMPRIDA: 'Cota cumprida',
  ACIMA: 'Acima do máximo',
}

/** The establishment's standing given the apprentices it employs (one not obliged is told so, whatever it employs). */
export const situacaoDaCota = (c: Cota, aprendizes: number): SituacaoCota =>
  !c.obrigatoria ? 'DISPENSADA' : aprendizes < c.minimo ? 'ABAIXO' : aprendizes > c.maximo ? 'ACIMA' : 'CUMPRIDA'

/** An establishment's figures from its employees: the base (only `CONTA`), the quota, the apprentices and the standing. */
export const cotaDoEstabelecimento = (talentos: ReadonlyArray<TalentoDaCota>) => {
  const enquadramentos = talentos.map(enquadrar)
  const cota = cotaDeAprendizes(enquadramentos.filter((e) => e === 'CONTA').length)
  const aprendizes = enquadramentos.filter((e) => e === 'APRENDIZ').length
  return { ...cota, aprendizes, situacao: situacaoDaCota(cota, aprendizes) }
}
