import { Effect, Schema } from 'effect'
import { listarAnexos } from '../captacao/anexarDocumentoCandidato.ts'
import { documentoDoCandidato, imprimirDocumentoCurriculo, nomeDeArquivo, OpcoesImpressaoSchema, type Secao } from '../captacao/imprimirCurriculoCandidato.ts'
import { tabela as blocoTabela } from '../shared/documento.ts'
import { formatarData, formatarDataHora } from '../shared/formatos.ts'
import { candidatos } from '../captacao/candidatos.ts'
import { CandidatosDados } from '../captacao/ports.ts'
import { anonimizarCandidato } from '../captacao/removerCandidato.ts'
import { NaoEncontrado } from '../shared/erros.ts'
import { Arquivos, Relogio, Sessoes } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
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

/** Every section of the candidate's own data (the print options a candidate would tick for themselves). */
const TUDO = Schema.decodeSync(OpcoesImpressaoSchema)({ exibirSocioEconomica: true, exibirObservacao: true, exibirOcr: true, exibirCamposExtras: true })

/**
 * LGPD right of access, readable: the registration as the résumé prints it (every section), then the
 * applications, the stage history, the attachments and the consent log, as one PDF.
 */
export const exportarDadosPdf = (s: SessaoCandidato, id: number) =>
  Effect.gen(function* () {
    if (id !== s.candidatoId) return yield* new NaoEncontrado({ recurso: 'candidatos', id })
    const { candidato, documento } = yield* documentoDoCandidato(escopoDe(s), id, TUDO)
    const dados = yield* PortalDados
    const tabela = (titulo: string, colunas: ReadonlyArray<string>, linhas: ReadonlyArray<ReadonlyArray<string>>): ReadonlyArray<Secao> =>
      linhas.length ? [blocoTabela(titulo, colunas, linhas)] : []
    const dataHora = (v: unknown) => (typeof v === 'string' && v ? formatarDataHora(v) : '')
    const data = (v: unknown) => (typeof v === 'string' && v ? formatarData(v.slice(0, 10)) : '')
    const anexos = yield* listarAnexos(escopoDe(s), id)
    const secoes: ReadonlyArray<Secao> = [
      ...documento.secoes,
      ...tabela('Candidaturas', ['Vaga', 'Vinculado em', 'Etapa', 'Situação'], (yield* dados.candidaturas(id)).map((c) => [c.titulo, data(c.dataVinculo), c.etapa ?? '', c.removedAt ? `Retirada em ${data(c.removedAt)}` : 'Ativa'])),
      ...tabela('Histórico nas etapas', ['Vaga', 'Etapa', 'Data', 'Resultado'], (yield* dados.historico(id)).map((h) => [h.titulo, h.etapa ?? '', data(h.data), h.apto === 'S' ? 'Apto' : h.apto === 'N' ? 'Não apto' : ''])),
      ...tabela('Documentos anexos', ['Descrição', 'Data', 'Arquivo'], anexos.map((a) => [a.descricao, data(a.data), a.anexo?.nome ?? ''])),
      ...tabela('Consentimentos (Termo de Privacidade)', ['Versão da política', 'Aceito em', 'Origem'], (yield* dados.consentimentos(id)).map((c) => [c.versaoPolitica.slice(0, 12), dataHora(c.aceitoEm), c.origem])),
    ]
    const pdf = yield* imprimirDocumentoCurriculo({ ...documento, titulo: 'Meus dados', secoes, assinaturas: [] })
    return { nome: nomeDeArquivo('meus-dados', candidato.nome, id, 'pdf'), conteudo: pdf }
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
    const c = yield* repo.get(candidatos, escopoDe(s), id)
    const dados = yield* CandidatosDados
    const arquivos = yield* dados.arquivos([id])
    yield* repo.transaction(
      Effect.gen(function* () {
        yield* dados.removerDependentes([id])
        // Logged as the candidate's own removal through the portal (usuarioId 0), its data erased from the log.
        yield* anonimizarCandidato(0, { id, empresaId: Number(c.empresaId) })
        yield* dados.anonimizarAuditoria([id])
      }),
    )
    const a = yield* Arquivos
    yield* Effect.forEach(arquivos, (k) => a.remover(k), { discard: true })
    yield* (yield* Sessoes).encerrarDoSujeito('externo', id)
    return { id }
  })
