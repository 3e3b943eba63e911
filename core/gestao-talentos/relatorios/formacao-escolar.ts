import { campoDataReferencia } from '../../cargo-salario/relatorios/comum.ts'
import { ESCOLARIDADES } from '../../geral/pessoa.ts'
import { SITUACOES_FORMACAO, TIPOS_FORMACAO } from '../../geral/itensPessoa.ts'
import { varias } from '../../shared/campos.ts'
import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { juntar } from '../../shared/filtrosRelatorio.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { AUTORIDADES_INDICADORES, camposLotacao, descreverLotacao, menuRelatorioTalentos, restringirAreasGeridas } from './comum.ts'
import { COLUNA_AREA, COLUNA_CARGO, COLUNA_TALENTO, descreverDataReferencia, ordenarPor } from './pessoas.ts'

export const ESCOLARIDADE_NAO_INFORMADA = 'Escolaridade não informada'

const nomeDe = (lista: ReadonlyArray<{ readonly id: string; readonly name: string }>, id: unknown) => lista.find((o) => o.id === id)?.name ?? (id == null ? '' : String(id))
const textoDe = (v: unknown) => (typeof v === 'string' ? v : '')

/**
 * An education list (the employee's `formacao` JSON) in words, one course after another:
 * 'Graduação em Administração — Universidade X (Completo, 2015)'. Items that are not objects are skipped.
 */
export const descreverFormacoes = (itens: unknown): string =>
  (Array.isArray(itens) ? itens : [])
    .filter((f): f is Record<string, unknown> => typeof f === 'object' && f !== null)
    .map((f) => {
      const situacao = [nomeDe(SITUACOES_FORMACAO, f['situacao']), textoDe(f['conclusao'])].filter(Boolean).join(', ')
      const local = textoDe(f['local'])
      return `${[nomeDe(TIPOS_FORMACAO, f['tipo']), textoDe(f['curso'])].filter(Boolean).join(' em ')}${local ? ` — ${local}` : ''}${situacao ? ` (${situacao})` : ''}`
    })
    .join('; ')

/** The schooling's name as the group; schooling levels in their code order (unknown last), then names. */
export const completarFormacaoEscolar = (linhas: ReadonlyArray<Linha>): ReadonlyArray<Linha> =>
  linhas
    .map((l) => ({ ...l, ordemEscolaridade: l['codigoEscolaridade'] == null ? '99' : String(l['codigoEscolaridade']), escolaridade: l['codigoEscolaridade'] == null ? ESCOLARIDADE_NAO_INFORMADA : nomeDe(ESCOLARIDADES, l['codigoEscolaridade']) }))
    .sort(ordenarPor('ordemEscolaridade'))

/**
 * Formação escolar (spec 001 §7 Talent reports) — the employees on the reference date by schooling level
 * (`escolaridade`, one group each with its count; 'Escolaridade não informada' last) and, for each, their
 * education list (`formacao`: type, course, institution, situation and year). Employed on the date = admitted by
 * then and not dismissed before it; each counts by the history row in force then. Filters: reference date,
 * establishments (at least one), areas, cargos, schooling levels. A manager sees the areas they manage.
 */
export const consultaFormacaoEscolar = defineConsulta({
  nome: 'gestao-talentos/formacao-escolar',
  autoridade: AUTORIDADES_INDICADORES,
  campos: {
    data: campoDataReferencia(),
    ...camposLotacao(),
    escolaridades: varias({ label: 'Escolaridades', feminino: true, options: ESCOLARIDADES }),
  },
  restringir: restringirAreasGeridas,
  colunas: () => [
    COLUNA_TALENTO,
    { campo: 'matricula', titulo: 'Matrícula', tipo: 'texto' },
    COLUNA_AREA,
    COLUNA_CARGO,
    { campo: 'formacoes', titulo: 'Formação acadêmica', tipo: 'texto', largura: 4 },
  ],
  agruparPor: () => 'escolaridade',
  completar: completarFormacaoEscolar,
})
export type FiltroFormacaoEscolar = FiltroSql<typeof consultaFormacaoEscolar>

export const relatorioFormacaoEscolar = defineRelatorio({
  consulta: consultaFormacaoEscolar,
  titulo: 'Formação Escolar',
  menu: menuRelatorioTalentos(9),
  orientacao: 'paisagem',
  descreverFiltro: (f) =>
    juntar([descreverDataReferencia(f.data), ...descreverLotacao(f), f.escolaridades?.length ? `Escolaridades: ${f.escolaridades.map((e) => nomeDe(ESCOLARIDADES, e)).join(', ')}` : '']),
})
