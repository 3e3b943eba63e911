import { mes } from '../../shared/campos.ts'
import { defineConsulta, type Coluna, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { mesDe } from '../../shared/datas.ts'
import { juntar } from '../../shared/filtrosRelatorio.ts'
import { formatarData } from '../../shared/formatos.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { AUTORIDADES_INDICADORES, camposLotacao, descreverLotacao, menuRelatorioTalentos, restringirAreasGeridas } from './comum.ts'
import { aniversarioEm, COLUNA_AREA, COLUNA_CARGO, COLUNA_ESTABELECIMENTO, descreverMes, ordenarPor } from './pessoas.ts'

/** The month asked for (required) and where the people work. */
export const camposAniversarios = () => ({ mes: mes({ label: 'Mês', required: true }), ...camposLotacao() })

/**
 * The anniversaries of `campoData` (birth or admission) in the month asked for, by day then name: `aniversario` the
 * date in that year (29/02 on 28/02 of a common year), `dia` as printed ('05/03'), `anos` completed on it.
 * `emVinculo`: keeps only those still employed on it (dismissal, when any, on that day or later).
 */
export const completarAniversarios = (linhas: ReadonlyArray<Linha>, mesAno: string, campoData: string, emVinculo: boolean): ReadonlyArray<Linha> => {
  const ano = Number(mesAno.slice(0, 4))
  return linhas
    .map((l): Linha & { readonly aniversario: string; readonly anos: number } => {
      const data = String(l[campoData])
      const aniversario = aniversarioEm(data, ano)
      return { ...l, aniversario, dia: formatarData(aniversario).slice(0, 5), anos: ano - Number(data.slice(0, 4)) }
    })
    .filter((l) => mesDe(l.aniversario) === mesAno && l.anos > 0 && (!emVinculo || l['desligamento'] == null || String(l['desligamento']) >= l.aniversario))
    .sort(ordenarPor('aniversario'))
}

export const COLUNAS_LOTACAO: ReadonlyArray<Coluna> = [COLUNA_ESTABELECIMENTO, COLUNA_AREA, COLUNA_CARGO]

/**
 * Aniversariantes do mês (spec 001 §7 Talent reports) — the birthdays of a month, day by day: the people employed
 * at some point of the month (admitted by its last day, not dismissed before its first) born in that month, with
 * their birth date, the age they complete, and where they work (the last history row dated up to the month's end).
 * 29/02 birthdays fall on 28/02 in a common year. Filters: month, establishments (at least one), areas, cargos. A
 * manager sees the areas they manage.
 */
export const consultaAniversariantesMes = defineConsulta({
  nome: 'gestao-talentos/aniversariantes-mes',
  autoridade: AUTORIDADES_INDICADORES,
  campos: camposAniversarios(),
  restringir: restringirAreasGeridas,
  colunas: () => [
    { campo: 'dia', titulo: 'Dia', tipo: 'texto', total: 'contagem' },
    { campo: 'nome', titulo: 'Talento', tipo: 'texto', largura: 2.4 },
    { campo: 'nascimento', titulo: 'Nascimento', tipo: 'data' },
    { campo: 'anos', titulo: 'Idade a completar', tipo: 'inteiro' },
    ...COLUNAS_LOTACAO,
  ],
  completar: (linhas, f) => completarAniversarios(linhas, f.mes, 'nascimento', false),
})
export type FiltroAniversariantesMes = FiltroSql<typeof consultaAniversariantesMes>

export const relatorioAniversariantesMes = defineRelatorio({
  consulta: consultaAniversariantesMes,
  titulo: 'Aniversariantes do Mês',
  menu: menuRelatorioTalentos(5),
  tela: 'tabela',
  orientacao: 'paisagem',
  filtroInicial: (hoje) => ({ mes: mesDe(hoje) }),
  descreverFiltro: (f) => juntar([descreverMes(f.mes), ...descreverLotacao(f)]),
})
