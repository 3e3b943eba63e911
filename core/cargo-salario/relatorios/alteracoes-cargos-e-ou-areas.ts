import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { camposPeriodo, descreverPeriodo, juntar, nomeDe, regrasPeriodo } from '../../shared/filtrosRelatorio.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { MOTIVOS_HISTORICO } from '../colaboradores.ts'
import {
  ALTERACOES,
  AUTORIDADE_TALENTOS,
  campoAlteracoes,
  campoAreas,
  campoEstabelecimentos,
  cargoEFaixa,
  comChavesDeGrupo,
  menuRelatorio,
  restringirAreasGeridas,
  SELECIONE_ALTERACAO,
  selecionados,
} from './comum.ts'

const campos = {
  ...camposPeriodo('Data'),
  estabelecimentosIds: campoEstabelecimentos(),
  areasOrganizacionaisIds: campoAreas(false),
  alteracoes: campoAlteracoes(),
}

/** A change row of the SQL in words: the reason, what changed. */
export const completarAlteracao = (l: Linha): Linha => {
  const area = l['areaAnteriorId'] !== l['areaId']
  const cargo = l['cargoAnteriorId'] !== l['cargoId']
  return {
    ...comChavesDeGrupo(l),
    motivo: MOTIVOS_HISTORICO.find((m) => m.id === l['motivo'])?.name ?? null,
    alterou: area && cargo ? 'Cargo e área' : cargo ? 'Cargo' : 'Área',
    cargoAnterior: cargoEFaixa(l['cargoAnterior'], l['faixaAnterior']),
    cargoNovo: cargoEFaixa(l['cargo'], l['faixa']),
  }
}

/**
 * Alterações de Cargos e/ou Áreas — who changed cargo and/or organisational area in the period, from where to where
 * and why: every history row dated in the period (chosen establishments: of the new row) whose cargo and/or area
 * (the filter says which: one or both, spec 001 §3 'by area or position') differs from the person's previous row.
 * With areas chosen, a change into or out of them; a manager sees the changes into or out of the areas they manage.
 * Sorted by date and name, with the count.
 */
export const consultaAlteracoes = defineConsulta({
  nome: 'cargo-salario/alteracoes-cargos-e-ou-areas',
  autoridade: AUTORIDADE_TALENTOS,
  campos,
  restringir: restringirAreasGeridas,
  regras: (f) => [...regrasPeriodo(f), ...(f.alteracoes.length ? [] : [{ field: 'alteracoes', message: SELECIONE_ALTERACAO }])],
  colunas: () => [
    { campo: 'talento', titulo: 'Talento', tipo: 'texto', largura: 2.6, total: 'contagem' },
    { campo: 'data', titulo: 'Data', tipo: 'data', largura: 1.3 },
    { campo: 'motivo', titulo: 'Motivo', tipo: 'texto', largura: 1.6 },
    { campo: 'alterou', titulo: 'Alteração', tipo: 'texto', largura: 1.3 },
    { campo: 'areaAnterior', titulo: 'Área Anterior', tipo: 'texto', largura: 2 },
    { campo: 'area', titulo: 'Nova Área', tipo: 'texto', largura: 2 },
    { campo: 'cargoAnterior', titulo: 'Cargo Anterior', tipo: 'texto', largura: 2.4 },
    { campo: 'cargoNovo', titulo: 'Novo Cargo', tipo: 'texto', largura: 2.4 },
  ],
  completar: (linhas) => linhas.map(completarAlteracao),
})
export type FiltroAlteracoes = FiltroSql<typeof consultaAlteracoes>

export const relatorioAlteracoes = defineRelatorio({
  consulta: consultaAlteracoes,
  titulo: 'Alterações de Cargos e/ou Áreas',
  orientacao: 'paisagem',
  menu: menuRelatorio(11),
  descreverFiltro: (f) =>
    juntar([
      descreverPeriodo('Período', f),
      selecionados('Estabelecimentos', f.estabelecimentosIds),
      selecionados('Áreas', f.areasOrganizacionaisIds, 'todas'),
      `Alterações de ${f.alteracoes.map((a) => nomeDe(ALTERACOES, a).toLowerCase()).join(' e/ou ')}`,
    ]),
})
