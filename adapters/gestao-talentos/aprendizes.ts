import { Effect } from 'effect'
import type { Knex } from 'knex'
import { admitirColaborador } from '../../core/cargo-salario/admitirColaborador.ts'
import { TIPO_SALARIO_VALOR } from '../../core/cargo-salario/salario.ts'
import type { Ator } from '../../core/shared/ator.ts'
import { calcularDvCpf } from '../../core/shared/br/cpf.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { consultaCotaAprendizes } from '../../core/gestao-talentos/relatorios/cbo-efeito-aprendiz.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { entre, nasAreasGeridas, talentosEm, textoOuNulo } from '../cargo-salario/relatorios-sql.ts'
import { consulta } from '../db/transacao.ts'
import type { RodarDemo } from '../modulo.ts'
import { sql } from '../relatorios/consultas.ts'

/**
 * The apprentice quota's employees: everyone employed on the date in the chosen establishments, with the history row
 * in force then, its salary range's CBO, their link and eSocial category; core counts them
 * (core/gestao-talentos/aprendizes.ts). Sorted by establishment, then name.
 */
export const sqlCotaAprendizes = sql(consultaCotaAprendizes, (knex, f, e) =>
  Effect.map(
    consulta(knex, (db) =>
      talentosEm(db, f.data, e.empresaId)
        .leftJoin({ cbo: 'cbo_ocupacoes' }, 'cbo.id', 'fs.cboId')
        .select({
          estabelecimentoId: 'es.id',
          estabelecimento: 'es.nome',
          colaboradorId: 'c.id',
          nome: 'c.nome',
          matricula: 'c.matricula',
          vinculo: 'c.vinculo',
          categoriaESocial: 'c.categoriaESocial',
          cargo: 'cg.nome',
          cbo: 'cbo.codigo',
          cboTitulo: 'cbo.titulo',
        })
        .modify((q) => entre(q, 'h.estabelecimentoId', f.estabelecimentosIds))
        .modify((q) => nasAreasGeridas(q, ['h.areaOrganizacionalId'], f.areasGeridas))
        .orderByRaw('rh_norm(es.nome), es.id, c.nome_busca, c.id'),
    ),
    (rows: Array<Record<string, unknown>>) =>
      rows.map(
        (l): Linha => ({
          estabelecimentoId: Number(l['estabelecimentoId']),
          estabelecimento: String(l['estabelecimento']),
          colaboradorId: Number(l['colaboradorId']),
          nome: String(l['nome']),
          matricula: textoOuNulo(l['matricula']),
          vinculo: textoOuNulo(l['vinculo']),
          categoriaESocial: textoOuNulo(l['categoriaESocial']),
          cargo: textoOuNulo(l['cargo']),
          cbo: textoOuNulo(l['cbo']),
          cboTitulo: textoOuNulo(l['cboTitulo']),
        }),
      ),
  ),
)

/** Apprentices of the demo (link 'A', eSocial 103), operators in training in the production area. */
const APRENDIZES_DEMO: ReadonlyArray<readonly [string, 'F' | 'M', string]> = [
  ['Lucas Aprendiz Moreira', 'M', '2007-03-14'],
  ['Yasmin Aprendiz Lopes', 'F', '2006-11-02'],
  ['Davi Aprendiz Nascimento', 'M', '2008-01-25'],
]

/**
 * Three apprentices in the establishment where most operators work (so the quota report shows one establishment
 * below its minimum), admitted through the core's admission: their position copies an active operator's.
 */
export const semearDemoAprendizes = async (knex: Knex, rodar: RodarDemo, ator: Ator): Promise<void> => {
  const hoje = diaEmSaoPaulo(Date.now())
  const modelo = (await knex('colaborador_historicos as h')
    .join('cargos as cg', 'cg.id', 'h.cargoId')
    .join('colaboradores as c', 'c.id', 'h.colaboradorId')
    .where('h.empresaId', ator.escopo.empresaId)
    .where('cg.nome', 'Operador de Produção')
    .whereNotNull('h.faixaSalarialId')
    .whereNull('h.dataFim')
    .whereNull('c.dataDesligamento')
    .orderBy('h.id')
    .first('h.estabelecimentoId', 'h.areaOrganizacionalId', 'h.cargoId', 'h.faixaSalarialId', 'h.funcaoId', 'h.ambienteId')) as Record<string, number | null> | undefined
  if (!modelo) return
  for (const [k, [nome, sexo, dataNascimento]] of APRENDIZES_DEMO.entries()) {
    const corpo9 = String(400_100_200 + k * 7_919)
    await rodar(
      Effect.catchAll(
        admitirColaborador(ator, {
          nome,
          matricula: `APR${k + 1}`,
          cpf: corpo9 + calcularDvCpf(corpo9),
          dataNascimento,
          sexo,
          dataAdmissao: adicionarDias(hoje, -90 - 60 * k),
          vinculo: 'A',
          categoriaESocial: '103',
          horasSemanais: 30,
          historico: {
            estabelecimentoId: Number(modelo['estabelecimentoId']),
            areaOrganizacionalId: Number(modelo['areaOrganizacionalId']),
            cargoId: Number(modelo['cargoId']),
            faixaSalarialId: Number(modelo['faixaSalarialId']),
            // The production operator's função and ambiente (every demo history row has them: SST counts on it).
            ...(modelo['funcaoId'] == null ? {} : { funcaoId: Number(modelo['funcaoId']) }),
            ...(modelo['ambienteId'] == null ? {} : { ambienteId: Number(modelo['ambienteId']) }),
            tipoSalario: TIPO_SALARIO_VALOR,
            salario: 115_000,
          },
        }),
        (x) => Effect.die(new Error(`demo: aprendiz inválido: ${JSON.stringify(x)}`)),
      ),
    )
  }
}
