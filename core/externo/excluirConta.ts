import { Effect } from 'effect'
import { CandidatosDados, candidatos } from '../captacao/candidatos.ts'
import { NaoEncontrado } from '../shared/erros.ts'
import { Arquivos, Relogio, Repositorio, Sessoes } from '../shared/ports.ts'
import { PortalDados } from './ports.ts'
import { semSegredos } from './registrar.ts'
import { escopoDe, type SessaoCandidato } from './sessao.ts'

/** LGPD right of access: everything stored about the candidate, as one JSON document (no password hash). */
export const exportarDados = (s: SessaoCandidato, id: number) =>
  Effect.gen(function* () {
    if (id !== s.candidatoId) return yield* new NaoEncontrado({ recurso: 'candidatos', id })
    const cadastro = semSegredos(yield* (yield* Repositorio).get(candidatos, escopoDe(s), id))
    const resto = yield* (yield* PortalDados).exportar(id)
    return { geradoEm: yield* (yield* Relogio).agora, cadastro, ...resto }
  })

/**
 * LGPD right of erasure. Removed: attachments and résumé files, the personal data of the record (blanked, the
 * row marked removed so the CPF may register again), evaluation answers, recovery tokens, sessions, and the
 * personal data in the audit log. Kept, without personal data: the applications and their stage history
 * (anonymous statistics of the requests) and the consent log (proof of the consent given, LGPD art. 8 §2).
 */
export const excluirConta = (s: SessaoCandidato, id: number) =>
  Effect.gen(function* () {
    if (id !== s.candidatoId) return yield* new NaoEncontrado({ recurso: 'candidatos', id })
    const repo = yield* Repositorio
    yield* repo.get(candidatos, escopoDe(s), id)
    const dados = yield* CandidatosDados
    const arquivos = yield* dados.arquivos([id])
    const agora = yield* (yield* Relogio).agora
    yield* repo.transaction(
      Effect.gen(function* () {
        yield* dados.removerDependentes([id])
        yield* (yield* PortalDados).anonimizar(id, agora)
        yield* dados.anonimizarAuditoria([id])
      }),
    )
    const a = yield* Arquivos
    yield* Effect.forEach(arquivos, (k) => a.remover(k), { discard: true })
    yield* (yield* Sessoes).encerrarDoSujeito('externo', id)
    return { id }
  })
