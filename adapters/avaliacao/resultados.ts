import { consultaResultadosDesempenho } from '../../core/avaliacao/resultadosCasos.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import type { Knex } from 'knex'
import { emArrays } from '../db/knex.ts'
import { consulta } from '../db/transacao.ts'
import { COLUNAS_FIGURAS, colunasDoConteudo, figurasDaLinha } from './conteudo.ts'
import { mapaSql, sql } from '../relatorios/consultas.ts'

const PART = 'participantes_avaliacao_desempenho'

interface Posicao {
  readonly faixaSalarialId: number | null
  readonly cargoId: number | null
  readonly areaOrganizacionalId: number | null
}

/**
 * The rows of an evaluation's results (core/avaliacao/resultadosCasos.ts), in grouped reads whatever the number of
 * evaluated: the evaluated (name, photo or not) with the position they held on the evaluation's final date (cargo,
 * salary range, area; one ordered read of their history rows), the sent answers of identified pairs (never the
 * evaluator) and the pending pairs (who has not sent: for an anonymous evaluation HR knows who takes part, as for
 * surveys, never what they answered). With `conteudo` 'figuras', the pairs are read for their stored %s only,
 * through migration 098's covering index. The anonymous answers come from their own port. Same SQL on SQLite
 * and PostgreSQL.
 */
const sqlResultadosDesempenho = sql(consultaResultadosDesempenho, (knex, f, e) =>
  consulta(knex, async (db) => {
    const a = (await db('avaliacoes_desempenho').where({ id: f.avaliacaoDesempenhoId, empresaId: e.empresaId }).first('id', 'dataFim')) as
      | { id: number; dataFim: string }
      | undefined
    if (!a) return [] as Linha[]
    const avaliacaoId = Number(a.id)
    // Some evaluated (one evaluated's page, the answers read again): only their pairs.
    const alguns = f.avaliadosIds.length > 0
    const dosPares = (b: Knex.QueryBuilder) => {
      b.where({ avaliacaoDesempenhoId: avaliacaoId, empresaId: e.empresaId })
      if (alguns) b.whereIn('avaliadoId', [...new Set(f.avaliadosIds.map(Number))])
      return b
    }
    const doAvaliacao = dosPares(db(PART)).distinct('avaliadoId')
    const avaliados = (await db('colaboradores')
      .whereIn('id', doAvaliacao)
      .select('id', 'nome', db.raw('case when foto is null then 0 else 1 end as tem_foto'))) as ReadonlyArray<{ id: number; nome: string; temFoto?: unknown; tem_foto?: unknown }>
    const historicos = (await db('colaborador_historicos')
      .whereIn('colaboradorId', doAvaliacao.clone())
      .where('data', '<=', String(a.dataFim))
      .orderBy([{ column: 'colaboradorId' }, { column: 'data' }, { column: 'id' }])
      .select('colaboradorId', 'faixaSalarialId', 'cargoId', 'areaOrganizacionalId')) as ReadonlyArray<Posicao & { colaboradorId: number }>
    const posicao = new Map<number, Posicao>()
    for (const h of historicos) posicao.set(Number(h.colaboradorId), h)
    const nomes = async (tabela: string, campo: keyof Posicao) => {
      const ids = [...new Set([...posicao.values()].flatMap((p) => (p[campo] ? [Number(p[campo])] : [])))]
      const rs = ids.length ? ((await db(tabela).whereIn('id', ids).select('id', 'nome')) as ReadonlyArray<{ id: number; nome: string }>) : []
      return new Map(rs.map((c) => [Number(c.id), c.nome]))
    }
    const cargos = await nomes('cargos', 'cargoId')
    const faixas = await nomes('faixas_salariais', 'faixaSalarialId')
    const areas = await nomes('areas_organizacionais', 'areaOrganizacionalId')
    const linhas: Linha[] = []
    for (const t of avaliados) {
      const p = posicao.get(Number(t.id))
      const foto = Number(t.temFoto ?? t.tem_foto ?? 0) === 1 || (t.temFoto ?? t.tem_foto) === true
      linhas.push({
        tipo: 'avaliado',
        avaliadoId: Number(t.id),
        nome: t.nome,
        foto: foto ? 1 : 0,
        faixaSalarialId: p?.faixaSalarialId == null ? null : Number(p.faixaSalarialId),
        cargo: p?.cargoId == null ? null : (cargos.get(Number(p.cargoId)) ?? null),
        faixa: p?.faixaSalarialId == null ? null : (faixas.get(Number(p.faixaSalarialId)) ?? null),
        areaOrganizacionalId: p?.areaOrganizacionalId == null ? null : Number(p.areaOrganizacionalId),
        area: p?.areaOrganizacionalId == null ? null : (areas.get(Number(p.areaOrganizacionalId)) ?? null),
      })
    }
    const colunas = ['avaliadoId', 'avaliadorId', 'papel', 'situacao', 'anonima', ...COLUNAS_FIGURAS, ...colunasDoConteudo(db, f.conteudo)]
    const q = dosPares(db(PART))
    // Sent anonymous pairs hold nothing the results read (their answers are in the anonymous store).
    q.whereNot((b) => b.where('situacao', 'R').andWhere('anonima', true))
    const pares = (await emArrays(q.select(colunas))) as ReadonlyArray<ReadonlyArray<unknown>>
    for (const [avaliadoId, avaliadorId, papel, situacao, anonima, pq, pc, chave, respostas, competencias] of pares) {
      const enviada = situacao === 'R'
      if (enviada && !(anonima === true || anonima === 1))
        linhas.push({
          tipo: 'resposta',
          avaliadoId: Number(avaliadoId),
          papel: String(papel),
          respostas: respostas == null ? null : String(respostas),
          competencias: competencias == null ? null : String(competencias),
          ...figurasDaLinha(pq, pc, chave),
        })
      // Pending pairs: who has not sent (for an anonymous evaluation HR knows who takes part, as for surveys).
      if (!enviada) linhas.push({ tipo: 'pendente', avaliadoId: Number(avaliadoId), avaliadorId: Number(avaliadorId) })
    }
    return linhas
  }),
)

export const SQL_AVALIACAO = mapaSql(sqlResultadosDesempenho)
