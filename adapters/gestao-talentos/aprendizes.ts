import { Effect } from 'effect'
import { consultaCotaAprendizes } from '../../core/gestao-talentos/relatorios/cbo-efeito-aprendiz.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { entre, nasAreasGeridas, talentosEm, textoOuNulo } from '../cargo-salario/relatorios-sql.ts'
import { consulta } from '../db/transacao.ts'
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
