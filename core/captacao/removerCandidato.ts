import { Effect, Schema } from 'effect'
import { adicionarMeses } from '../shared/datas.ts'
import { RegraViolada } from '../shared/erros.ts'
import { atorSistema, type Ator } from '../shared/ator.ts'
import { obter, remover } from '../shared/crud.ts'
import { Arquivos, Auditoria, Relogio, type Escopo } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao } from '../shared/resource.ts'
import { empresas } from '../utilitario/empresas.ts'
import { PortalDados } from '../externo/ports.ts'
import { candidatos } from './candidatos.ts'
import { CandidatosDados } from './ports.ts'
import { IdsSchema } from './verificarPendenciasCandidato.ts'

/**
 * Removal is physical (LGPD: a removed candidate's personal data must go): the row, its attachments and
 * palographic exams, their files and the personal data kept in the audit log. A candidate still linked
 * elsewhere (a personnel request, an evaluation) is not removed: 'Não é possível remover: …' — see
 * `removerOuAnonimizar` for the single removal and the purge.
 */
const removerUm = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const dados = yield* CandidatosDados
    const c = yield* obter(candidatos, ator, id)
    const arquivos = yield* dados.arquivos([id])
    // System-owned cascade: the candidate's own rows (attachments, palographic exams) go with them.
    yield* dados.removerDependentes([id])
    yield* Effect.mapError(remover(candidatos, ator, id), (e) =>
      e._tag === 'RegraViolada' ? new RegraViolada({ message: `${String(c.nome)}: ${e.message}`, code: e.code ?? 'EM_USO' }) : e,
    )
    return { id, nome: String(c.nome), arquivos }
  })

/**
 * A candidate who took part in a selection keeps only an anonymous trace of it (applications and stage
 * history feed the requests' statistics): the personal data is blanked, dependents and files go — the same
 * erasure as the portal's account deletion.
 */
const anonimizarVinculado = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const dados = yield* CandidatosDados
    const c = yield* obter(candidatos, ator, id)
    const arquivos = yield* dados.arquivos([id])
    yield* dados.removerDependentes([id])
    yield* anonimizarCandidato(ator.escopo.usuarioId, { id, empresaId: Number(c.empresaId) })
    return { id, nome: String(c.nome), arquivos }
  })

/**
 * The LGPD erasure of a candidate's record (their account deleted, or a removal of one who took part in a
 * selection): every personal column blanked and the row marked removed, by the adapter (`PortalDados.anonimizar`:
 * the declaration's fields, the state and the columns it leaves out alike), logged as a removal without data, in
 * the caller's transaction. Not the repository's write: its log entry would carry the data being erased.
 */
export const anonimizarCandidato = (usuarioId: number, c: { readonly id: number; readonly empresaId: number }) =>
  Effect.gen(function* () {
    yield* (yield* PortalDados).anonimizar(c.id, yield* (yield* Relogio).agora)
    yield* (yield* Auditoria).registrar({ usuarioId, empresaId: c.empresaId, entidade: candidatos.name, entidadeId: c.id, acao: 'remover' })
  })

const removerOuAnonimizar = (ator: Ator, id: number) =>
  Effect.catchIf(
    removerUm(ator, id),
    (e): e is RegraViolada => e._tag === 'RegraViolada' && e.code === 'EM_USO',
    () => anonimizarVinculado(ator, id),
  )

const apagarArquivos = (chaves: ReadonlyArray<string>) =>
  Effect.flatMap(Arquivos, (a) => Effect.forEach(chaves, (k) => a.remover(k), { discard: true }))

/** The audit entries of the removal itself carry the record: blanked after the removal, in the same transaction. */
const anonimizar = (ids: ReadonlyArray<number>) => Effect.flatMap(CandidatosDados, (d) => d.anonimizarAuditoria(ids))

/** One candidate (DELETE /captacao/candidatos/{id}). */
export const removerCandidato = (ator: Ator, id: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const r = yield* repo.transaction(Effect.tap(removerOuAnonimizar(ator, id), () => anonimizar([id])))
    yield* apagarArquivos(r.arquivos)
    return { id }
  })

/** Batch removal (spec 000 §7.3 remove-candidato-em-lote): all or nothing, in one transaction. */
export const removerCandidatosEmLote = (ator: Ator, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const unicos = [...new Set(ids)]
    const removidos = yield* repo.transaction(
      Effect.gen(function* () {
        const rs = yield* Effect.forEach(unicos, (id) => removerUm(ator, id))
        yield* anonimizar(unicos)
        return rs
      }),
    )
    yield* apagarArquivos(removidos.flatMap((r) => r.arquivos))
    return { removidos: removidos.length }
  })

export interface ItemExpurgo {
  readonly empresaId: number
  readonly empresa: string
  readonly id: number
  readonly nome: string
  readonly atualizadoEm: string | null
  /** Why it stayed (real run only): linked elsewhere. */
  readonly motivo?: string
}

/**
 * LGPD purge (`rh candidatos expurgar`): in each company whose `tempoExclusaoCandidato` is above 0,
 * candidates not updated for that many months and not hired are removed, each in its own transaction (one
 * who took part in a selection is anonymised instead). `simular` only lists what would go.
 */
export const expurgarCandidatos = (o: { readonly simular: boolean; readonly empresaId?: number | undefined }) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const dados = yield* CandidatosDados
    const agora = yield* (yield* Relogio).agora
    const sistema: Escopo = { usuarioId: 0, empresaId: 0, empresasVisiveis: [] }
    const todas = yield* repo.list(empresas, { ...sistema, empresasVisiveis: o.empresaId ? [o.empresaId] : yield* dados.empresasIds }, { filter: {} })
    const removidos: ItemExpurgo[] = []
    const mantidos: ItemExpurgo[] = []
    for (const e of todas.rows) {
      const meses = Number(e.tempoExclusaoCandidato ?? 0)
      if (!(meses > 0)) continue
      const limite = `${adicionarMeses(agora.slice(0, 10), -meses)}${agora.slice(10)}`
      const escopo: Escopo = { usuarioId: 0, empresaId: e.id, empresasVisiveis: [e.id] }
      for (const c of yield* dados.expiraveis(e.id, limite)) {
        const item = { empresaId: e.id, empresa: String(e.nome), id: c.id, nome: c.nome, atualizadoEm: c.atualizadoEm }
        if (o.simular) {
          removidos.push(item)
          continue
        }
        const r = yield* Effect.either(repo.transaction(Effect.tap(removerOuAnonimizar(atorSistema(escopo), c.id), () => anonimizar([c.id]))))
        if (r._tag === 'Right') {
          yield* apagarArquivos(r.right.arquivos)
          removidos.push(item)
        } else mantidos.push({ ...item, motivo: r.left.message })
      }
    }
    return { simulacao: o.simular, removidos, mantidos }
  })


/** DELETE in the place of the generic one (the LGPD erasure above), and the batch removal. */
export const ACOES_REMOCAO_CANDIDATO = [
  defineAcao({ nome: 'remove', metodo: 'DELETE', caminho: ':id', resumo: 'Remove candidato', modo: 'escrever', resposta: Schema.Struct({ id: Schema.Number }), executar: (ator, { id }) => removerCandidato(ator, id) }),
  defineAcao({
    nome: 'remove-candidato-em-lote',
    metodo: 'POST',
    caminho: 'remove-candidato-em-lote',
    resumo: 'Remove vários candidatos (tudo ou nada)',
    modo: 'escrever',
    resposta: Schema.Struct({ removidos: Schema.Number }),
    corpo: IdsSchema,
    executar: (ator, { corpo }) => removerCandidatosEmLote(ator, corpo.candidatosIds),
  }),
]
