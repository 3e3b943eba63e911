import type { Knex } from 'knex'
import { diferenca, fatosDoTalento, SEM_FATOS, type Fatos, type SomasDosFatos } from '../../core/gestao-talentos/fatosIndicadores.ts'
import { ehPostgres, LINHAS_CRUAS } from '../db/knex.ts'
import { consulta } from '../db/transacao.ts'

/**
 * Keeps the stored facts of the talent indicators (migration 074; the rules are core/gestao-talentos/fatosIndicadores.ts)
 * and reads their sums. Triggers mark the people whose rows changed; `atualizarFatosAgora` brings a company's marked people
 * up to date: it claims a batch of marks (deleting them first, so a mark made meanwhile stays for the next run), reads
 * those people, computes their facts and adds to the sums the difference from the facts it stored for them last time,
 * all in one transaction. PostgreSQL runs one worker per company at a time (advisory lock).
 */

const LOTE = 500
const CHAVE_TRAVA = 7401

type Db = Knex | Knex.Transaction
type Registro = Record<string, unknown>

const linhas = async (db: Db, texto: string, valores: ReadonlyArray<unknown> = []): Promise<ReadonlyArray<Registro>> => {
  const r = (await db.raw(texto, valores as Knex.RawBinding[]).queryContext(LINHAS_CRUAS)) as unknown
  return Array.isArray(r) ? (r as Registro[]) : ((r as { rows?: Registro[] }).rows ?? [])
}
const texto = (v: unknown): string | null => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v))
const marcas = (ids: ReadonlyArray<number>) => ids.map(() => '?').join(', ')

const LOTACAO = 'estabelecimento_id, area_organizacional_id, cargo_id'
const TABELAS: ReadonlyArray<{ readonly tabela: string; readonly chave: string; readonly valores: ReadonlyArray<string>; readonly de: (f: Fatos) => ReadonlyArray<ReadonlyArray<string | number>> }> = [
  { tabela: 'indicadores_dias', chave: 'dia', valores: ['v', 'adm', 'dem'], de: (f) => f.dias },
  { tabela: 'indicadores_meses', chave: 'mes', valores: ['v', 'v1', 'adm', 'dem', 'faltas'], de: (f) => f.meses },
  { tabela: 'indicadores_abertas', chave: 'inicio', valores: ['n'], de: (f) => f.abertas },
]

/** Adds `linhas` ([estab, area, cargo, key, ...values]) to `tabela`'s sums of company `empresa`. */
const somar = async (db: Db, empresa: number, t: (typeof TABELAS)[number], linhasDelta: ReadonlyArray<ReadonlyArray<string | number>>) => {
  const colunas = ['empresa_id', 'estabelecimento_id', 'area_organizacional_id', 'cargo_id', t.chave, ...t.valores]
  const porLote = Math.floor(900 / colunas.length)
  for (let i = 0; i < linhasDelta.length; i += porLote) {
    const parte = linhasDelta.slice(i, i + porLote)
    await db.raw(
      `INSERT INTO ${t.tabela} (${colunas.join(', ')}) VALUES ${parte.map(() => `(${colunas.map(() => '?').join(', ')})`).join(', ')}
       ON CONFLICT (empresa_id, ${t.chave}, ${LOTACAO}) DO UPDATE SET ${t.valores.map((v) => `${v} = ${t.tabela}.${v} + excluded.${v}`).join(', ')}`,
      parte.flatMap((l) => [empresa, ...l]),
    )
  }
}

const somarSaldos = async (db: Db, empresa: number, meses: Fatos['meses']) => {
  const saldos = new Map<string, [number, number, number, number]>()
  for (const m of meses) {
    const k = `${m[0]}|${m[1]}|${m[2]}`
    const s = saldos.get(k) ?? [m[0], m[1], m[2], 0]
    s[3] += m[4]
    saldos.set(k, s)
  }
  const delta = [...saldos.values()].filter((s) => s[3] !== 0)
  for (let i = 0; i < delta.length; i += 150) {
    const parte = delta.slice(i, i + 150)
    await db.raw(
      `INSERT INTO indicadores_saldos (empresa_id, ${LOTACAO}, v) VALUES ${parte.map(() => '(?, ?, ?, ?, ?)').join(', ')}
       ON CONFLICT (empresa_id, ${LOTACAO}) DO UPDATE SET v = indicadores_saldos.v + excluded.v`,
      parte.flatMap((s) => [empresa, ...s]),
    )
  }
}

/** One batch of company `empresa`'s marked people; the number of people done (0: none left). */
const processarLote = (db: Knex, empresa: number) =>
  db.transaction(async (trx) => {
    if (ehPostgres(trx)) await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [CHAVE_TRAVA, empresa])
    const ids = (
      await linhas(
        trx,
        `DELETE FROM indicadores_pendentes WHERE colaborador_id IN (SELECT colaborador_id FROM indicadores_pendentes WHERE empresa_id = ? ORDER BY colaborador_id LIMIT ${LOTE}) RETURNING colaborador_id AS id`,
        [empresa],
      )
    ).map((r) => Number(r['id']))
    if (!ids.length) return 0
    const em = marcas(ids)
    // One after another: a transaction is one connection.
    const pessoas = await linhas(trx, `SELECT id, empresa_id AS e, data_admissao AS adm, data_desligamento AS desl, status_folha AS st FROM colaboradores WHERE id IN (${em})`, ids)
    const historicos = await linhas(trx, `SELECT colaborador_id AS c, data AS d, data_fim AS f, ${LOTACAO} FROM colaborador_historicos WHERE colaborador_id IN (${em})`, ids)
    const ocorrencias = await linhas(
      trx,
      `SELECT o.colaborador_id AS c, o.data_inicio AS i, o.data_fim AS f FROM ocorrencias o JOIN tipos_ocorrencia t ON t.id = o.tipo_ocorrencia_id WHERE t.absenteismo AND o.colaborador_id IN (${em})`,
      ids,
    )
    const afastamentos = await linhas(
      trx,
      `SELECT a.colaborador_id AS c, a.data_inicio AS i, a.data_fim AS f FROM colaborador_afastamentos a JOIN afastamentos m ON m.id = a.afastamento_id WHERE m.absenteismo AND a.colaborador_id IN (${em})`,
      ids,
    )
    const antigos = await linhas(trx, `SELECT colaborador_id AS c, empresa_id AS e, fatos FROM indicadores_talentos WHERE colaborador_id IN (${em})`, ids)
    const porPessoa = <T>(rs: ReadonlyArray<Registro>, f: (r: Registro) => T) => {
      const m = new Map<number, T[]>()
      for (const r of rs) {
        const c = Number(r['c'])
        const l = m.get(c) ?? []
        l.push(f(r))
        m.set(c, l)
      }
      return m
    }
    const hs = porPessoa(historicos, (r) => ({
      data: texto(r['d'])!,
      dataFim: texto(r['f']),
      estabelecimentoId: r['estabelecimento_id'] == null ? null : Number(r['estabelecimento_id']),
      areaOrganizacionalId: r['area_organizacional_id'] == null ? null : Number(r['area_organizacional_id']),
      cargoId: r['cargo_id'] == null ? null : Number(r['cargo_id']),
    }))
    const os = porPessoa(ocorrencias, (r) => ({ inicio: texto(r['i'])!, fim: texto(r['f']), afastamento: false }))
    const as = porPessoa(afastamentos, (r) => ({ inicio: texto(r['i'])!, fim: texto(r['f']), afastamento: true }))
    const antes = new Map<number, Fatos[]>()
    const depois = new Map<number, Fatos[]>()
    const juntar = (m: Map<number, Fatos[]>, e: number, f: Fatos) => m.set(e, [...(m.get(e) ?? []), f])
    for (const r of antigos) juntar(antes, Number(r['e']), JSON.parse(String(r['fatos'])) as Fatos)
    const guardar: Array<readonly [number, number, string]> = []
    for (const p of pessoas) {
      const id = Number(p['id'])
      const fatos = fatosDoTalento({
        dataAdmissao: texto(p['adm'])!,
        dataDesligamento: texto(p['desl']),
        cancelado: p['st'] === 'C',
        historicos: hs.get(id) ?? [],
        faltas: [...(os.get(id) ?? []), ...(as.get(id) ?? [])],
      })
      if (fatos === SEM_FATOS) continue
      juntar(depois, Number(p['e']), fatos)
      guardar.push([id, Number(p['e']), JSON.stringify(fatos)])
    }
    for (const e of new Set([...antes.keys(), ...depois.keys()])) {
      const d = diferenca(antes.get(e) ?? [], depois.get(e) ?? [])
      for (const t of TABELAS) await somar(trx, e, t, t.de(d))
      await somarSaldos(trx, e, d.meses)
    }
    await trx.raw(`DELETE FROM indicadores_talentos WHERE colaborador_id IN (${em})`, ids)
    for (let i = 0; i < guardar.length; i += 300) {
      const parte = guardar.slice(i, i + 300)
      await trx.raw(`INSERT INTO indicadores_talentos (colaborador_id, empresa_id, fatos) VALUES ${parte.map(() => '(?, ?, ?)').join(', ')}`, parte.flat())
    }
    return ids.length
  })

/** Brings company `empresa`'s marked people up to date (all companies when omitted); the number of people done. */
export const atualizarFatosAgora = async (db: Knex, empresa?: number): Promise<number> => {
  const empresas =
    empresa === undefined ? (await linhas(db, 'SELECT DISTINCT empresa_id AS e FROM indicadores_pendentes')).map((r) => Number(r['e'])) : [empresa]
  let total = 0
  for (const e of empresas) {
    // Reading is the common case: a look at the marks, without a write transaction, when there are none.
    if (!(await linhas(db, 'SELECT 1 AS x FROM indicadores_pendentes WHERE empresa_id = ? LIMIT 1', [e])).length) continue
    for (let n = await processarLote(db, e); n > 0; n = await processarLote(db, e)) total += n
  }
  return total
}

const lista = (ids: ReadonlyArray<number>) => ids.map(Number).filter(Number.isSafeInteger).join(', ')

/** Lotação filter of the facts' sums (`x.`): establishments, areas, cargos, and a manager's areas (none = nothing). */
export interface FiltroLotacao {
  readonly estabelecimentosIds: ReadonlyArray<number>
  readonly areasOrganizacionaisIds?: ReadonlyArray<number> | undefined
  readonly cargosIds?: ReadonlyArray<number> | undefined
  readonly areasGeridas?: ReadonlyArray<number> | undefined
}
export const filtroLotacaoSql = (f: FiltroLotacao) => {
  const partes: string[] = []
  const em = (c: string, ids: ReadonlyArray<number> | undefined) => {
    if (ids?.length) partes.push(`x.${c} IN (${lista(ids)})`)
  }
  em('estabelecimento_id', f.estabelecimentosIds)
  em('area_organizacional_id', f.areasOrganizacionaisIds)
  em('cargo_id', f.cargosIds)
  if (f.areasGeridas !== undefined) partes.push(f.areasGeridas.length ? `x.area_organizacional_id IN (${lista(f.areasGeridas)})` : '1 = 0')
  return partes.length ? partes.join(' AND ') : '1 = 1'
}

/**
 * The sums a report reads for company `empresa`: the headcount balance, the month sums of [`mesIni`, `mesFim`] and the
 * headcount steps after it, the day sums
 * of `mesesPorDia` and (with `abertasAte`) the open absences started by then, in one round trip that also asks whether
 * any of the company's people are marked; if so, they are brought up to date and the sums read again.
 */
export const lerSomas = (
  knex: Knex,
  empresa: number,
  f: FiltroLotacao,
  o: { readonly mesIni: string; readonly mesFim: string; readonly mesesPorDia: ReadonlyArray<string>; readonly abertasAte?: string },
) =>
  consulta(knex, async (db) => {
    const e = Number(empresa)
    const w = filtroLotacaoSql(f)
    const partes = [
      `SELECT 'p' AS k, '' AS x, count(*) AS a, 0 AS b, 0 AS c, 0 AS d, 0 AS g FROM (SELECT 1 AS um FROM indicadores_pendentes WHERE empresa_id = ${e} LIMIT 1) p`,
      `SELECT 's', '', coalesce(sum(v), 0), 0, 0, 0, 0 FROM indicadores_saldos x WHERE x.empresa_id = ${e} AND ${w}`,
      `SELECT 'm', mes, sum(v), sum(v1), sum(adm), sum(dem), sum(faltas) FROM indicadores_meses x WHERE x.empresa_id = ${e} AND x.mes BETWEEN ? AND ? AND ${w} GROUP BY mes`,
      `SELECT 'f', '', coalesce(sum(v), 0), 0, 0, 0, 0 FROM indicadores_meses x WHERE x.empresa_id = ${e} AND x.mes > ? AND ${w}`,
    ]
    const valores: string[] = [o.mesIni, o.mesFim, o.mesFim]
    for (const m of o.mesesPorDia) {
      partes.push(`SELECT 'd', dia, sum(v), sum(adm), sum(dem), 0, 0 FROM indicadores_dias x WHERE x.empresa_id = ${e} AND x.dia BETWEEN ? AND ? AND ${w} GROUP BY dia`)
      valores.push(`${m}-01`, `${m}-31`)
    }
    if (o.abertasAte) {
      partes.push(`SELECT 'a', inicio, sum(n), 0, 0, 0, 0 FROM indicadores_abertas x WHERE x.empresa_id = ${e} AND x.inicio <= ? AND ${w} GROUP BY inicio`)
      valores.push(o.abertasAte)
    }
    const texto = partes.join(' UNION ALL ')
    const n = (v: unknown) => Number(v ?? 0)
    let rs = await linhas(db, texto, valores)
    if (n(rs.find((r) => r['k'] === 'p')?.['a']) > 0) {
      await atualizarFatosAgora(db, e)
      rs = await linhas(db, texto, valores)
    }
    const somas: SomasDosFatos & { readonly abertas: ReadonlyArray<{ readonly inicio: string; readonly n: number }> } = {
      saldo: n(rs.find((r) => r['k'] === 's')?.['a']),
      posteriores: n(rs.find((r) => r['k'] === 'f')?.['a']),
      meses: rs.filter((r) => r['k'] === 'm').map((r) => ({ mes: String(r['x']), v: n(r['a']), v1: n(r['b']), adm: n(r['c']), dem: n(r['d']), faltas: n(r['g']) })),
      dias: rs.filter((r) => r['k'] === 'd').map((r) => ({ dia: String(r['x']), v: n(r['a']), adm: n(r['b']), dem: n(r['c']) })),
      abertas: rs.filter((r) => r['k'] === 'a').map((r) => ({ inicio: String(r['x']), n: n(r['a']) })),
    }
    return somas
  })
