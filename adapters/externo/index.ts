import { defineAdaptadores } from '../modulo.ts'
import { createHash, randomBytes } from 'node:crypto'
import { Effect, Layer } from 'effect'
import type { Knex } from 'knex'
import { createChallenge, verifySolution } from 'altcha-lib/v1'
import type { Payload } from 'altcha-lib/v1/types'
import { PortalDados, VerificadorRobo, type Candidatura, type Consentimento } from '../../core/externo/ports.ts'
import { Criptografia } from '../../core/shared/tokenUnico.ts'
import { consulta } from '../db/repositorio.ts'

const json = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : (v ?? []))
const numeros = (v: unknown): number[] => {
  try {
    const a = json(v)
    return Array.isArray(a) ? a.map(Number).filter(Number.isFinite) : []
  } catch {
    return []
  }
}

/** Columns of `candidatos` kept when an account is deleted (everything else is blanked). */
const MANTIDAS = new Set(['id', 'empresaId', 'criadoEm', 'atualizadoEm', 'removedAt', 'nome', 'nomeBusca'])

/** Rows of the joins below, as knex answers them (keys camelCased). */
interface LinhaCandidatura {
  readonly id: number
  readonly solicitacaoId: number
  readonly dataVinculo: string | null
  readonly removedAt: string | null
  readonly etapaSeletivaId: number | null
  readonly anuncioId: number | null
  readonly titulo: string | null
  readonly descricao: string | null
  readonly avaliacoesIds: unknown
  readonly etapa: string | null
  readonly expiracao: string | null
}

interface LinhaHistorico {
  readonly id: number
  readonly solicitacaoId: number
  readonly data: string
  readonly apto: string | null
  readonly titulo: string | null
  readonly descricao: string | null
  readonly etapa: string | null
}

export const criarPortalDados = (knex: Knex) => {
  const q = <A>(f: (db: Knex) => PromiseLike<A>) => consulta(knex, f)
  return {
    registrarConsentimento: (c: Omit<Consentimento, 'id'>) =>
      Effect.map(q((db) => db<Consentimento>('consentimentos').insert(c).returning('id')), (r) => ({ id: Number(r[0]?.id ?? r[0]), ...c })),
    consentimentos: (candidatoId: number) =>
      Effect.map(q((db) => db<Consentimento>('consentimentos').where({ candidatoId }).orderBy('id')), (ls) => ls.map((l): Consentimento => ({ ...l, id: Number(l.id) }))),
    senhaHash: (id: number) =>
      Effect.map(
        q((db) => db<{ readonly id: number; readonly senhaHash: string | null; readonly removedAt: string | null }>('candidatos').where({ id }).whereNull('removedAt').first('senhaHash')),
        (l) => l?.senhaHash ?? null,
      ),
    criarToken: (candidatoId: number, tokenHash: string, criadoEm: string, expiraEm: string) =>
      Effect.asVoid(
        q(async (db) => {
          // One live link at a time: a new request voids the earlier ones.
          await db('tokensRecuperacao').where({ candidatoId }).whereNull('usadoEm').update({ usadoEm: criadoEm })
          // Links that expired over a day ago serve no one: they go as new ones are made.
          await db('tokensRecuperacao').where('expiraEm', '<', new Date(Date.parse(criadoEm) - 24 * 3600_000).toISOString()).delete()
          await db('tokensRecuperacao').insert({ candidatoId, tokenHash, criadoEm, expiraEm })
        }),
      ),
    consumirToken: (tokenHash: string, agora: string) =>
      q(async (db) => {
        const l = await db('tokensRecuperacao').where({ tokenHash }).whereNull('usadoEm').where('expiraEm', '>', agora).first()
        if (!l) return undefined
        // The conditional update is the single-use guarantee under concurrency.
        const n = await db('tokensRecuperacao').where({ id: l.id }).whereNull('usadoEm').update({ usadoEm: agora })
        return n === 1 ? Number(l.candidatoId) : undefined
      }),
    candidaturas: (candidatoId: number) =>
      Effect.map(
        q((db) =>
          db('candidatoSolicitacao as cs')
            .join('solicitacoesPessoal as s', 's.id', 'cs.solicitacaoId')
            .leftJoin('anuncios as a', function () {
              this.on('a.solicitacaoId', '=', 'cs.solicitacaoId').andOnNull('a.removedAt')
            })
            .leftJoin('etapasSeletivas as e', 'e.id', 'cs.etapaSeletivaId')
            .where('cs.candidatoId', candidatoId)
            .orderBy('cs.id', 'desc')
            .select(
              'cs.id',
              'cs.solicitacaoId',
              'cs.dataVinculo',
              'cs.removedAt',
              'cs.etapaSeletivaId',
              'a.id as anuncioId',
              'a.titulo',
              's.descricao',
              's.avaliacoesIds',
              'e.nome as etapa',
              db.raw('(select h.data_hora_expiracao from historico h where h.candidato_solicitacao_id = cs.id order by h.id desc limit 1) as expiracao'),
            ),
        ),
        (ls: ReadonlyArray<LinhaCandidatura>): Candidatura[] =>
          ls.map((l) => ({
            id: Number(l.id),
            solicitacaoId: Number(l.solicitacaoId),
            anuncioId: l.anuncioId == null ? null : Number(l.anuncioId),
            titulo: String(l.titulo ?? l.descricao ?? ''),
            dataVinculo: l.dataVinculo ?? null,
            etapa: l.etapa ?? null,
            removedAt: l.removedAt ?? null,
            dataHoraExpiracao: l.expiracao ?? null,
            etapaSeletivaId: l.etapaSeletivaId == null ? null : Number(l.etapaSeletivaId),
            avaliacoesIds: numeros(l.avaliacoesIds),
          })),
      ),
    historico: (candidatoId: number) =>
      Effect.map(
        q((db) =>
          db('historico as h')
            .join('solicitacoesPessoal as s', 's.id', 'h.solicitacaoId')
            .leftJoin('anuncios as a', function () {
              this.on('a.solicitacaoId', '=', 'h.solicitacaoId').andOnNull('a.removedAt')
            })
            .leftJoin('etapasSeletivas as e', 'e.id', 'h.etapaSeletivaId')
            .where('h.candidatoId', candidatoId)
            .orderBy([{ column: 'h.data', order: 'desc' }, { column: 'h.id', order: 'desc' }])
            .select('h.id', 'h.solicitacaoId', 'h.data', 'h.apto', 'a.titulo', 's.descricao', 'e.nome as etapa'),
        ),
        (ls: ReadonlyArray<LinhaHistorico>) =>
          ls.map((l) => ({
            id: Number(l.id),
            solicitacaoId: Number(l.solicitacaoId),
            titulo: String(l.titulo ?? l.descricao ?? ''),
            etapa: l.etapa ?? null,
            data: String(l.data),
            apto: l.apto ?? null,
          })),
      ),
    avaliacoesRespondidas: (candidatoId: number) =>
      Effect.map(
        q((db) =>
          db<{ readonly id: number; readonly candidatoId: number; readonly solicitacaoId: number | null; readonly modeloId: number }>('avaliacoesCandidato')
            .where({ candidatoId })
            .select('id', 'solicitacaoId', 'modeloId'),
        ),
        (ls) =>
        ls.map((l) => ({ id: Number(l.id), solicitacaoId: l.solicitacaoId == null ? null : Number(l.solicitacaoId), modeloId: Number(l.modeloId) })),
      ),
    exportar: (candidatoId: number) =>
      q(async (db) => {
        const candidaturas = await db('candidatoSolicitacao').where({ candidatoId }).orderBy('id')
        const historico = await db('historico').where({ candidatoId }).orderBy('id')
        const avaliacoes = (await db('avaliacoesCandidato').where({ candidatoId }).orderBy('id')).map((a: Record<string, unknown>) => ({
          ...a,
          respostas: json(a.respostas),
          perguntas: json(a.perguntas),
        }))
        const documentosAnexos = (await db('documentosAnexos').where({ candidatoId }).orderBy('id')).map(({ arquivo: _a, ...r }: Record<string, unknown>) => r)
        const consentimentos = await db('consentimentos').where({ candidatoId }).orderBy('id')
        return { candidaturas, historico, avaliacoes, documentosAnexos, consentimentos }
      }),
    anonimizar: (candidatoId: number, agora: string) =>
      q(async (db) => {
        // Read inside the current transaction (an embedded SQLite has one connection).
        const info = (await db('candidatos').columnInfo()) as unknown as Record<string, Knex.ColumnInfo>
        const dados: Record<string, unknown> = { nome: 'Candidato excluído', nomeBusca: 'candidato excluido', removedAt: agora, atualizadoEm: agora }
        for (const [col, c] of Object.entries(info)) {
          if (MANTIDAS.has(col) || MANTIDAS.has(col.replace(/_([a-z0-9])/g, (_m, x: string) => x.toUpperCase()))) continue
          // Keys come back camelCased by the Knex set-up, whichever the database.
          const camel = col.replace(/_([a-z0-9])/g, (_m, x: string) => x.toUpperCase())
          if (c.nullable) dados[camel] = null
          else if (/bool|tinyint/i.test(c.type)) dados[camel] = false
          else if (/int|real|numeric|decimal|double/i.test(c.type)) dados[camel] = 0
          else dados[camel] = c.defaultValue != null ? String(c.defaultValue).replace(/^'(.*)'(::.*)?$/, '$1') : ''
        }
        await db('candidatos').where({ id: candidatoId }).update(dados)
        await db('avaliacoesCandidato').where({ candidatoId }).update({ respostas: '[]', observacao: null })
        await db('tokensRecuperacao').where({ candidatoId }).delete()
      }),
    gastarDesafio: (assinatura: string, agora: string) =>
      q(async (db) => {
        const limite = new Date(Date.parse(agora) - 24 * 3600_000).toISOString()
        await db('desafiosUsados').where('em', '<', limite).delete()
        if (await db('desafiosUsados').where({ assinatura }).first()) return false
        try {
          await db('desafiosUsados').insert({ assinatura, em: agora })
          return true
        } catch {
          return false // the primary key refused a concurrent replay
        }
      }),
  }
}

/**
 * The self-hosted proof-of-work (altcha v1, SHA-256, numbers up to 50 000: well under a second in a phone's
 * browser). Challenges expire in 10 minutes; the HMAC key comes from ALTCHA_HMAC_KEY (set it when several
 * server processes share the load) or is random per process.
 */
export const criarVerificadorRobo = (chave = process.env['ALTCHA_HMAC_KEY'] ?? randomBytes(32).toString('hex'), maxNumber = 50_000) => ({
  desafio: Effect.promise(async () => ({
    ...(await createChallenge({ hmacKey: chave, maxNumber, expires: new Date(Date.now() + 10 * 60_000) })),
  })) as Effect.Effect<Record<string, unknown>>,
  verificar: (payload: string) =>
    Effect.promise(async () => {
      if (payload.length > 2000) return undefined
      try {
        const texto = payload.trim().startsWith('{') ? payload : Buffer.from(payload, 'base64').toString('utf8')
        // verifySolution checks every field of the payload.
        const p = JSON.parse(texto) as Payload
        const ok = await verifySolution(p, chave, true)
        return ok && typeof p.signature === 'string' ? p.signature : undefined
      } catch {
        return undefined
      }
    }),
})

const criptografia = {
  token: Effect.sync(() => randomBytes(32).toString('base64url')),
  sha256: (t: string) => Effect.sync(() => createHash('sha256').update(t).digest('hex')),
}

/** Adapters of the candidate portal. */
export const camadaPortal = (knex: Knex) =>
  Layer.mergeAll(
    Layer.succeed(PortalDados, criarPortalDados(knex)),
    Layer.succeed(VerificadorRobo, criarVerificadorRobo()),
    Layer.succeed(Criptografia, criptografia),
  )

/** The candidate portal's ports (no demo of its own: it shows the recruitment module's ads and candidates). */
export const adaptadoresExterno = defineAdaptadores({ nome: 'externo', camada: camadaPortal })
