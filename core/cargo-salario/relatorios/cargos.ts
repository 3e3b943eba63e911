import { ESCOLARIDADES } from '../../geral/pessoa.ts'
import { defineConsulta, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { juntar } from '../../shared/filtrosRelatorio.ts'
import { formatarData, formatarDinheiro } from '../../shared/formatos.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { AUTORIDADE_ESTRUTURA, campoCargos, campoDataReferencia, descreverData, formaDoValor, formatarCbo, menuRelatorio, selecionados } from './comum.ts'

const campos = {
  data: campoDataReferencia(),
  cargosIds: campoCargos(true),
}

const texto = (v: unknown) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v))

/**
 * One cargo's SQL rows (one per range, the cargo's columns repeated) as the description's items: market name,
 * occupational group, situation, areas, mission, responsibilities, minimum schooling, related education areas,
 * experience, notes, then each range with its CBO and its value on the date. Empty items are left out.
 */
export const itensDoCargo = (ls: ReadonlyArray<Linha>, data: string): ReadonlyArray<Linha> => {
  const c = ls[0]
  if (!c) return []
  const cargo = String(c['cargo'])
  const itens: Array<readonly [string, string | null]> = [
    ['Nome de Mercado', texto(c['nomeMercado'])],
    ['Grupo Ocupacional', texto(c['grupo'])],
    ['Situação', c['ativa'] ? 'Ativo' : 'Inativo'],
    ['Áreas Organizacionais', texto(c['areas'])],
    ['Missão', texto(c['missao'])],
    ['Responsabilidades', texto(c['responsabilidades'])],
    ['Escolaridade Mínima', ESCOLARIDADES.find((e) => e.id === c['escolaridade'])?.name ?? null],
    ['Áreas de Formação', texto(c['formacao'])],
    ['Experiência', texto(c['experiencia'])],
    ['Observação', texto(c['observacao'])],
    ...ls
      .filter((l) => l['faixa'] != null)
      .map((l) => {
        const valor = typeof l['valor'] === 'number' ? `${formatarDinheiro(l['valor'])} em ${formatarData(data)}` : 'sem valor na data'
        const forma = formaDoValor(l['tipoValor'], l['quantidade'], l['indice']).toLowerCase()
        return [`Faixa ${String(l['faixa'])}`, `${l['cbo'] ? `CBO ${formatarCbo(l['cbo'], l['cboTitulo'])}` : 'Sem CBO'} — ${valor} (${forma})`] as const
      }),
  ]
  return itens.filter(([, d]) => d !== null).map(([item, descricao]) => ({ cargo, item, descricao }))
}

/**
 * Descrição de Cargos (route `cargos`) — the description of each chosen cargo as HR hands it to managers and recruiters: what the position is
 * (market name, occupational group, areas, mission, responsibilities), what it asks (schooling, education areas,
 * experience) and what it pays (each range with its CBO occupation and its value on the reference date). One group
 * per cargo, one line per item. (The cargo's knowledge, skills and attitudes come with the competencies.)
 */
export const consultaCargos = defineConsulta({
  nome: 'cargo-salario/cargos',
  autoridade: AUTORIDADE_ESTRUTURA,
  campos,
  colunas: () => [
    { campo: 'item', titulo: 'Item', tipo: 'texto', largura: 1.6 },
    { campo: 'descricao', titulo: 'Descrição', tipo: 'texto', largura: 6 },
  ],
  agruparPor: () => 'cargo',
  // The SQL sorts by cargo, then range: each cargo's rows are consecutive.
  completar: (linhas, f) => {
    const porCargo = new Map<unknown, Linha[]>()
    for (const l of linhas) porCargo.set(l['cargoId'], [...(porCargo.get(l['cargoId']) ?? []), l])
    return [...porCargo.values()].flatMap((ls) => itensDoCargo(ls, f.data))
  },
})
export type FiltroCargos = FiltroSql<typeof consultaCargos>

export const relatorioCargos = defineRelatorio({
  consulta: consultaCargos,
  titulo: 'Descrição de Cargos',
  menu: menuRelatorio(3),
  descreverFiltro: (f) => juntar([descreverData(f.data), selecionados('Cargos', f.cargosIds)]),
})
