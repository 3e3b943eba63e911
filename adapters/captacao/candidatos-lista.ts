import type { Knex } from 'knex'
import { candidatos, normalizarNome } from '../../core/captacao/candidatos.ts'
import { somenteDigitos } from '../../core/shared/br/digitos.ts'
import { ehPostgres } from '../db/knex.ts'
import type { ExtensoesSql } from '../db/repositorio.ts'

/** Words of a résumé search, normalised as the index is (accent-free, lower case, letters and digits only). */
const palavrasDaBusca = (texto: string) =>
  normalizarNome(texto)
    .split(/[^a-z0-9]+/)
    .filter((p) => p.length > 0)
    .slice(0, 20)

/** Words of a résumé search as an FTS5 query: every word, as a prefix (`"java"* "spring"*`). */
const consultaFts = (texto: string) =>
  palavrasDaBusca(texto)
    .map((p) => `"${p}"*`)
    .join(' ')

/** The whole CPF, or the CPFs that start with the digits typed (the (empresa_id, cpf) index serves both). */
const porCpf = (w: Knex.QueryBuilder, digitos: string) =>
  digitos.length === 11 ? w.where('candidatos.cpf', digitos) : w.where('candidatos.cpf', '>=', digitos).where('candidatos.cpf', '<', `${digitos}:`)

/** Every word of the résumé search, as a prefix: FTS5 on SQLite, the GIN text index on PostgreSQL. */
const porCurriculo = (b: Knex.QueryBuilder, texto: string, db: Knex) => {
  if (ehPostgres(db)) {
    const termos = palavrasDaBusca(texto)
      .map((p) => `${p}:*`)
      .join(' & ')
    if (termos) b.whereRaw(`to_tsvector('simple', rh_norm(coalesce(??, ''))) @@ to_tsquery('simple', ?)`, ['candidatos.ocrTexto', termos])
    return
  }
  const fts = consultaFts(texto)
  // `+id`: SQLite then walks the (empresa_id, nome_busca) index in list order and probes the match set,
  // instead of fetching every match by rowid and sorting them (10× slower for common words).
  if (fts) b.whereRaw('+?? in (select rowid from candidatos_ocr where candidatos_ocr match ?)', ['candidatos.id', fts])
}

const textoDoFiltro = (filtro: Readonly<Record<string, unknown>>) => {
  const t = filtro['ocr'] ?? filtro['ocrTexto']
  return typeof t === 'string' ? t : ''
}

const FORA = 2_147_483_647

/**
 * With a résumé search, about 160 characters of the résumé around the first searched word ('…' where cut), the
 * same window on both databases (rh_norm keeps positions: it only drops accents and lowers case); without the
 * word, the résumé's start; without a search, null. The words are [a-z0-9] only, so they are safe SQL literals.
 */
export const sqlTrechoOcr = (db: Knex, filtro: Readonly<Record<string, unknown>>) => {
  const palavras = palavrasDaBusca(textoDoFiltro(filtro))
  if (!palavras.length) return 'null'
  const pg = ehPostgres(db)
  const chr = pg ? 'chr' : 'char'
  const posicao = (p: string) => `coalesce(nullif(${pg ? 'strpos' : 'instr'}(y.n, '${p}'), 0), ${FORA})`
  const espacos = (s: string) => `trim(replace(replace(replace(${s}, ${chr}(13), ' '), ${chr}(10), ' '), ${chr}(9), ' '))`
  const inicio = `${pg ? 'greatest' : 'max'}(1, x.p - 80)`
  const janela = `(case when x.p > 81 then '…' else '' end) || ${espacos(`substr(x.t, ${inicio}, x.p + 80 - ${inicio})`)} || (case when x.p + 79 < length(x.t) then '…' else '' end)`
  // The text is normalised once and the first position found once per row (derived tables over the outer row).
  return `select case when x.t is null then null when x.p = ${FORA} then ${espacos('substr(x.t, 1, 160)')} else ${janela} end
    from (select y.t, ${pg ? 'least' : 'min'}(${[...palavras.map(posicao), FORA].join(', ')}) as p
      from (select candidatos.ocr_texto as t, rh_norm(candidatos.ocr_texto) as n) as y) as x`
}

/** Computed columns and predicate filters of the candidate list (see the declaration in core). */
export const EXTENSOES_CANDIDATOS: ExtensoesSql = {
  [candidatos.name]: {
    colunas: {
      dataCadastro: () => 'candidatos.criado_em',
      dataAtualizacao: () => 'candidatos.atualizado_em',
      possuiSenha: () => 'candidatos.senha_hash is not null',
      possuiCurriculo: () => 'candidatos.ocr_arquivo is not null',
      curriculo: (db) =>
        `case when candidatos.ocr_arquivo is null then null else ${ehPostgres(db) ? 'json_build_object' : 'json_object'}('nome', candidatos.ocr_arquivo_nome, 'tipo', candidatos.ocr_arquivo_tipo, 'tamanho', candidatos.ocr_arquivo_tamanho) end`,
      trechoOcr: sqlTrechoOcr,
    },
    predicados: {
      cpf: (b, v) => {
        const digitos = somenteDigitos(String(v))
        if (digitos) porCpf(b, digitos)
      },
      ocr: (b, v, db) => porCurriculo(b, String(v), db),
      ocrTexto: (b, v, db) => porCurriculo(b, String(v), db),
      cargoId: (b, v, db) =>
        void b.whereRaw(ehPostgres(db) ? `(',' || trim(both '[]' from ??) || ',') like ?` : `(',' || trim(??, '[]') || ',') like ?`, ['candidatos.cargos', `%,${Number(v)},%`]),
    },
  },
}
