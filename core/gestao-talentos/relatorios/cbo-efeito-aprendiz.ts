import { campoDataReferencia, campoEstabelecimentos, descreverData, formatarCbo, restringirAreasGeridas, selecionados } from '../../cargo-salario/relatorios/comum.ts'
import { defineConsulta, type Coluna, type FiltroSql, type Linha } from '../../shared/consulta.ts'
import { campoTipo, juntar, nomeDe, TIPO_RELATORIO } from '../../shared/filtrosRelatorio.ts'
import { formatarInteiro } from '../../shared/formatos.ts'
import { defineRelatorio } from '../../shared/relatorio.ts'
import { cotaDoEstabelecimento, enquadrar, ROTULOS_ENQUADRAMENTO, ROTULOS_SITUACAO_COTA, type TalentoDaCota } from '../aprendizes.ts'
import { AUTORIDADES_INDICADORES, menuRelatorioTalentos } from './comum.ts'

export const FORMULA_COTA_APRENDIZES =
  'CLT art. 429: mínimo = 5% da base arredondado para cima (§1º), máximo = 15% da base arredondado para baixo; base = empregados em funções que demandam formação profissional pela CBO, sem as de nível técnico ou superior, de direção ou gerência, temporários e aprendizes (Decreto 9.579/2018, art. 52)'

const texto = (v: unknown): string | null => (v == null ? null : String(v))

/** One employee of the SQL as the rule reads them. */
const talentoDa = (l: Linha): TalentoDaCota => ({ vinculo: texto(l['vinculo']), categoriaESocial: texto(l['categoriaESocial']), cbo: texto(l['cbo']) })

/** The SQL's employees (sorted by establishment) in runs of one establishment each. */
const porEstabelecimento = (linhas: ReadonlyArray<Linha>) => {
  const grupos = new Map<string, Linha[]>()
  for (const l of linhas) {
    const k = String(l['estabelecimentoId'])
    grupos.set(k, [...(grupos.get(k) ?? []), l])
  }
  return [...grupos.values()]
}

/**
 * Resumido: one row per establishment (base, minimum, maximum, apprentices, standing). Detalhado: one row per
 * employee, how they enter the count, grouped under a title carrying the establishment's figures.
 */
export const completarCotaAprendizes = (linhas: ReadonlyArray<Linha>, f: { readonly tipo: 'R' | 'D' }): ReadonlyArray<Linha> =>
  porEstabelecimento(linhas).flatMap((doEstab) => {
    const c = cotaDoEstabelecimento(doEstab.map(talentoDa))
    const estabelecimento = String(doEstab[0]!['estabelecimento'])
    const resumo = {
      estabelecimento,
      base: c.base,
      foraDaBase: doEstab.length - c.base - c.aprendizes,
      minimo: c.minimo,
      maximo: c.maximo,
      aprendizes: c.aprendizes,
      situacao: ROTULOS_SITUACAO_COTA[c.situacao],
    }
    if (f.tipo === 'R') return [resumo]
    const titulo = `${estabelecimento} — base ${formatarInteiro(c.base)}; mínimo ${formatarInteiro(c.minimo)}, máximo ${formatarInteiro(c.maximo)}; aprendizes ${formatarInteiro(c.aprendizes)} (${resumo.situacao})`
    return doEstab.map(
      (l): Linha => ({
        grupo: titulo,
        nome: l['nome'] ?? null,
        matricula: l['matricula'] ?? null,
        cargo: l['cargo'] ?? null,
        cbo: formatarCbo(l['cbo'], l['cboTitulo']),
        enquadramento: ROTULOS_ENQUADRAMENTO[enquadrar(talentoDa(l))],
      }),
    )
  })

const COLUNAS_RESUMIDO: ReadonlyArray<Coluna> = [
  { campo: 'estabelecimento', titulo: 'Estabelecimento', tipo: 'texto', largura: 2 },
  { campo: 'base', titulo: 'Empregados contados (base)', tipo: 'inteiro', total: 'soma' },
  { campo: 'foraDaBase', titulo: 'Fora da base', tipo: 'inteiro', total: 'soma' },
  { campo: 'minimo', titulo: 'Mínimo de aprendizes (5%)', tipo: 'inteiro', total: 'soma' },
  { campo: 'maximo', titulo: 'Máximo de aprendizes (15%)', tipo: 'inteiro', total: 'soma' },
  { campo: 'aprendizes', titulo: 'Aprendizes contratados', tipo: 'inteiro', total: 'soma' },
  { campo: 'situacao', titulo: 'Situação', tipo: 'texto', largura: 1.5 },
]
const COLUNAS_DETALHADO: ReadonlyArray<Coluna> = [
  { campo: 'nome', titulo: 'Talento', tipo: 'texto', largura: 2 },
  { campo: 'matricula', titulo: 'Matrícula', tipo: 'texto' },
  { campo: 'cargo', titulo: 'Cargo', tipo: 'texto', largura: 1.5 },
  { campo: 'cbo', titulo: 'CBO', tipo: 'texto', largura: 2 },
  { campo: 'enquadramento', titulo: 'Enquadramento', tipo: 'texto', largura: 2 },
]

/**
 * Cota de aprendizes por CBO (spec 001 §7 `cbo-efeito-aprendiz`): per establishment, the employees counted in the
 * base of CLT art. 429 on the reference date, the minimum (⌈5 %⌉) and maximum (⌊15 %⌋) apprentices and those
 * employed (rule and sources in core/gestao-talentos/aprendizes.ts). An employee is placed by the history row in
 * force on the date (establishment, salary range whose CBO is read); employed = admitted by the date and not
 * dismissed before it. A manager sees the people of the areas they manage only (so partial figures).
 */
export const consultaCotaAprendizes = defineConsulta({
  nome: 'gestao-talentos/cbo-efeito-aprendiz',
  autoridade: AUTORIDADES_INDICADORES,
  campos: { data: campoDataReferencia(), estabelecimentosIds: campoEstabelecimentos(), tipo: campoTipo('R') },
  restringir: restringirAreasGeridas,
  colunas: (f) => (f.tipo === 'D' ? COLUNAS_DETALHADO : COLUNAS_RESUMIDO),
  agruparPor: (f) => (f.tipo === 'D' ? 'grupo' : undefined),
  completar: completarCotaAprendizes,
})
export type FiltroCotaAprendizes = FiltroSql<typeof consultaCotaAprendizes>

export const relatorioCotaAprendizes = defineRelatorio({
  consulta: consultaCotaAprendizes,
  titulo: 'Cota de Aprendizes por CBO',
  menu: menuRelatorioTalentos(21),
  orientacao: 'paisagem',
  filtroInicial: (hoje) => ({ data: hoje }),
  descreverFiltro: (f) => juntar([descreverData(f.data), selecionados('Estabelecimentos', f.estabelecimentosIds), nomeDe(TIPO_RELATORIO, f.tipo)]),
  resumo: () => [{ rotulo: 'Regra', valor: FORMULA_COTA_APRENDIZES }],
})
