import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import { Effect } from 'effect'
import type { Knex } from 'knex'
import type { ContaExterna, ContaInterna } from '../../core/sessao/ports.ts'
import { renovacaoDaSessao, type Sessao } from '../../core/shared/ports.ts'
import { ehPostgres } from './knex.ts'
import { consulta } from './repositorio.ts'

const scrypt = promisify(scryptCb) as (senha: string, sal: Buffer, tamanho: number, opts: object) => Promise<Buffer>

const N = 16384
const r = 8
const p = 1

/** scrypt with a per-password salt, self-describing: `scrypt$N$r$p$salt$hash`. */
export const hashSenha = {
  hash: (senha: string) =>
    Effect.promise(async () => {
      const sal = randomBytes(16)
      const h = await scrypt(senha, sal, 64, { N, r, p, maxmem: 64 * 1024 * 1024 })
      return `scrypt$${N}$${r}$${p}$${sal.toString('base64')}$${h.toString('base64')}`
    }),
  verificar: (senha: string, armazenado: string) =>
    Effect.promise(async () => {
      const partes = armazenado.split('$')
      if (partes.length !== 6 || partes[0] !== 'scrypt') return false
      const [, n, rr, pp, sal, h] = partes
      const esperado = Buffer.from(h!, 'base64')
      const calc = await scrypt(senha, Buffer.from(sal!, 'base64'), esperado.length || 64, {
        N: Number(n),
        r: Number(rr),
        p: Number(pp),
        maxmem: 64 * 1024 * 1024,
      })
      return esperado.length === calc.length && timingSafeEqual(esperado, calc)
    }),
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

interface LinhaSessao {
  readonly tokenHash: string
  readonly tipo: Sessao['tipo']
  readonly sujeitoId: number
  readonly empresaId: number
  readonly criadaEm: string
  readonly expiraEm: string
}

const paraSessao = (token: string, l: LinhaSessao): Sessao => ({
  token,
  tipo: l.tipo,
  sujeitoId: Number(l.sujeitoId),
  empresaId: Number(l.empresaId),
  criadaEm: l.criadaEm,
  expiraEm: l.expiraEm,
})

/** Sessions in the database (only the token's hash is stored), so several processes share them. */
export const criarSessoes = (knex: Knex) => {
  const q = <A>(f: (db: Knex) => PromiseLike<A>) => consulta(knex, f)
  return {
    criar: (s: Omit<Sessao, 'token' | 'criadaEm' | 'expiraEm'>, duracaoMin: number) =>
      Effect.gen(function* () {
        const token = randomBytes(32).toString('base64url')
        const agora = new Date()
        const linha: LinhaSessao = {
          tokenHash: sha256(token),
          tipo: s.tipo,
          sujeitoId: s.sujeitoId,
          empresaId: s.empresaId,
          criadaEm: agora.toISOString(),
          expiraEm: new Date(agora.getTime() + duracaoMin * 60_000).toISOString(),
        }
        yield* q((db) => db<LinhaSessao>('sessoes').insert(linha))
        // Housekeeping: expired sessions go away as new ones are made.
        yield* q((db) => db('sessoes').where('expiraEm', '<', agora.toISOString()).delete())
        return paraSessao(token, linha)
      }),
    obter: (token: string, tipo: Sessao['tipo'], duracaoMin: number) =>
      Effect.gen(function* () {
        if (!token || token.length > 100) return undefined
        const h = sha256(token)
        const l = yield* q((db) => db<LinhaSessao>('sessoes').where({ tokenHash: h, tipo }).first())
        if (!l) return undefined
        const agora = Date.now()
        const expira = Date.parse(l.expiraEm)
        if (expira <= agora) return undefined
        // Sliding expiry, written at most once per half period.
        if (agora > renovacaoDaSessao(l, duracaoMin)) {
          const nova = new Date(agora + duracaoMin * 60_000).toISOString()
          yield* q((db) => db('sessoes').where({ tokenHash: h }).update({ expiraEm: nova }))
          return paraSessao(token, { ...l, expiraEm: nova })
        }
        return paraSessao(token, l)
      }),
    trocarEmpresa: (token: string, empresaId: number) => Effect.asVoid(q((db) => db('sessoes').where({ tokenHash: sha256(token) }).update({ empresaId }))),
    encerrar: (token: string) => Effect.asVoid(q((db) => db('sessoes').where({ tokenHash: sha256(token) }).delete())),
    encerrarDoSujeito: (tipo: Sessao['tipo'], sujeitoId: number, exceto?: string) =>
      Effect.asVoid(
        q((db) => {
          const b = db('sessoes').where({ tipo, sujeitoId })
          if (exceto) b.whereNot('tokenHash', sha256(exceto))
          return b.delete()
        }),
      ),
  }
}

/** How long login and rate-limit attempts are kept (every window is shorter). */
export const RETENCAO_TENTATIVAS_MS = 24 * 60 * 60_000

export const criarTentativas = (knex: Knex) => {
  const q = <A>(f: (db: Knex) => PromiseLike<A>) => consulta(knex, f)
  const pg = ehPostgres(knex)
  // One statement counts and inserts: SQLite runs it under its single write lock; on PostgreSQL a transaction
  // lock per key serialises the racing ones (READ COMMITTED alone would let each see the same count).
  const inserirSeCouber = (db: Knex, chave: string, desde: string, maximo: number, em: string) =>
    db.raw(
      `insert into tentativas_login (chave, em) select ?, ? where (select count(*) from tentativas_login where chave = ? and em >= ?) < ? returning id`,
      [chave, em, chave, desde, maximo],
    )
  // SQLite answers the rows; PostgreSQL, a result with `rows`.
  const linhas = (r: unknown): ReadonlyArray<{ readonly id: unknown }> =>
    Array.isArray(r) ? r : typeof r === 'object' && r !== null && 'rows' in r && Array.isArray(r.rows) ? r.rows : []
  return {
    reservar: (chave: string, desde: string, maximo: number) =>
      q(async (db) => {
        const agora = Date.now()
        const em = new Date(agora).toISOString()
        const r = pg
          ? await db.transaction(async (trx) => {
              await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`tentativas:${chave}`])
              return inserirSeCouber(trx, chave, desde, maximo, em)
            })
          : await inserirSeCouber(db, chave, desde, maximo, em)
        const id = linhas(r)[0]?.id
        if (id === undefined) return undefined
        // The longest window of any limit is an hour: rows older than a day only grow the table.
        await db('tentativas_login').where('em', '<', new Date(agora - RETENCAO_TENTATIVAS_MS).toISOString()).delete()
        return Number(id)
      }),
    devolver: (id: number) => Effect.asVoid(q((db) => db('tentativas_login').where('id', id).delete())),
    limpar: (chave: string) => Effect.asVoid(q((db) => db('tentativas_login').where('chave', chave).delete())),
  }
}

export const criarAuditoria = (knex: Knex) => ({
  registrar: (e: {
    usuarioId: number | null
    empresaId: number | null
    entidade: string
    entidadeId: number | null
    acao: string
    antes?: unknown
    depois?: unknown
  }) =>
    Effect.asVoid(
      consulta(knex, (db) =>
        db('auditoria').insert({
          em: new Date().toISOString(),
          usuarioId: e.usuarioId,
          empresaId: e.empresaId,
          entidade: e.entidade,
          entidadeId: e.entidadeId,
          acao: e.acao,
          antes: e.antes === undefined ? null : JSON.stringify(e.antes),
          depois: e.depois === undefined ? null : JSON.stringify(e.depois),
        }),
      ),
    ),
})

const bool = (v: unknown) => v === true || v === 1 || v === '1'
const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : (v ?? []))

/** A row of `usuarios` (`ativo` is 0/1 in SQLite; `acessos` JSON text). */
interface LinhaUsuario {
  readonly id: number
  readonly nome: string
  readonly cpf: string
  readonly ativo: boolean | number
  readonly senhaHash: string
  readonly acessos: unknown
}

/** The login columns of a row of `candidatos`. */
interface LinhaCandidato {
  readonly id: number
  readonly empresaId: number
  readonly nome: string
  readonly cpf: string
  readonly senhaHash: string | null
  readonly removedAt: string | null
}

const paraContaInterna = (l: LinhaUsuario | undefined): ContaInterna | undefined =>
  l && {
    id: Number(l.id),
    nome: l.nome,
    cpf: l.cpf,
    ativo: bool(l.ativo),
    senhaHash: l.senhaHash,
    acessos: json(l.acessos),
  }

const paraContaExterna = (l: LinhaCandidato | undefined): ContaExterna | undefined =>
  l && { id: Number(l.id), empresaId: Number(l.empresaId), nome: l.nome, cpf: l.cpf, senhaHash: l.senhaHash ?? null }

export const criarContas = (knex: Knex) => {
  const q = <A>(f: (db: Knex) => PromiseLike<A>) => consulta(knex, f)
  return {
    internaPorCpf: (cpf: string) => Effect.map(q((db) => db<LinhaUsuario>('usuarios').where({ cpf }).first()), paraContaInterna),
    internaPorId: (id: number) => Effect.map(q((db) => db<LinhaUsuario>('usuarios').where({ id }).first()), paraContaInterna),
    externaPorCpf: (cpf: string, empresaId: number) =>
      Effect.map(q((db) => db<LinhaCandidato>('candidatos').where({ cpf, empresaId }).whereNull('removedAt').first()), paraContaExterna),
    externaPorId: (id: number) => Effect.map(q((db) => db<LinhaCandidato>('candidatos').where({ id }).whereNull('removedAt').first()), paraContaExterna),
    autoridadesDoPerfil: (perfilId: number) =>
      Effect.map(q((db) => db<{ readonly id: number; readonly autoridades: unknown }>('perfis').where({ id: perfilId }).first()), (l) =>
        l ? (json(l.autoridades) as string[]) : [],
      ),
    empresas: (ids?: ReadonlyArray<number>) =>
      Effect.map(
        q((db) => {
          const b = db<{ readonly id: number; readonly nome: string }>('empresas').select('id', 'nome').orderBy('nome')
          if (ids) b.whereIn('id', [...ids])
          return b
        }),
        (ls) => ls.map((l) => ({ id: Number(l.id), nome: String(l.nome) })),
      ),
  }
}
