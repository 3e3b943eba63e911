import { Effect, Layer } from 'effect'
import type { Knex } from 'knex'
import { ExtratorTexto } from '../../core/captacao/anexarDocumentoCandidato.ts'
import { candidatos, normalizarNome } from '../../core/captacao/candidatos.ts'
import { CandidatosDados, type AnexoGravado } from '../../core/captacao/ports.ts'
import { consulta } from '../db/repositorio.ts'
import { extratorTexto } from '../extracao/texto.ts'

const agoraIso = () => new Date().toISOString()

/** A row of `documentosAnexos` (knex camelCases the keys): the attachment with its file in columns, all set or all null. */
type LinhaAnexo = Omit<AnexoGravado, 'anexo'> & {
  readonly arquivoNome: string | null
  readonly arquivoTipo: string | null
  readonly arquivoTamanho: number | null
}

/** The columns of `candidatos` read here; PostgreSQL answers bigint columns as text. */
interface LinhaCandidato {
  readonly id: number
  readonly empresaId: number
  readonly nome: string
  readonly nomeBusca: string
  readonly cpf: string | null
  readonly dataNascimento: string | null
  readonly contratado: boolean
  readonly ocrArquivo: string | null
  readonly ocrArquivoNome: string | null
  readonly ocrArquivoTipo: string | null
  readonly ocrArquivoTamanho: number | string | null
  readonly criadoEm: string
  readonly atualizadoEm: string | null
}

/** What an insert's `returning('id')` answers, by driver: the rows or the bare ids. */
type IdsInseridos = ReadonlyArray<{ readonly id: number } | number>

const paraAnexo = (l: LinhaAnexo): AnexoGravado => ({
  id: Number(l.id),
  empresaId: Number(l.empresaId),
  candidatoId: Number(l.candidatoId),
  descricao: l.descricao,
  data: l.data,
  etapaSeletivaId: l.etapaSeletivaId == null ? null : Number(l.etapaSeletivaId),
  tipoDocumento: l.tipoDocumento ?? null,
  observacao: l.observacao ?? null,
  url: l.url ?? null,
  anexo: l.arquivo ? { nome: l.arquivoNome ?? '', tipo: l.arquivoTipo ?? '', tamanho: Number(l.arquivoTamanho) } : null,
  arquivo: l.arquivo ?? null,
})

/** The candidate queries the generic repository cannot express. Every query is limited to the given companies. */
export const criarCandidatosDados = (knex: Knex) => {
  const q = <A>(f: (db: Knex) => PromiseLike<A>) => consulta(knex, f)

  const dados: (typeof CandidatosDados)['Service'] = {
    porCpf: (empresasIds, cpf) =>
      q((db) =>
        db('candidatos')
          .join('empresas', 'empresas.id', 'candidatos.empresaId')
          .whereIn('candidatos.empresaId', [...empresasIds])
          .where('candidatos.cpf', cpf)
          .select('candidatos.id', 'candidatos.nome', 'candidatos.empresaId', 'empresas.nome as empresaNome')
          .orderBy('empresas.nome'),
      ).pipe(
        Effect.map((ls: ReadonlyArray<Pick<LinhaCandidato, 'id' | 'nome' | 'empresaId'> & { readonly empresaNome: string }>) =>
          ls.map((l) => ({ id: Number(l.id), nome: l.nome, empresaId: Number(l.empresaId), empresaNome: l.empresaNome })),
        ),
      ),
    homonimos: (empresasIds, nome) =>
      q((db) =>
        db<LinhaCandidato>('candidatos')
          .whereIn('empresaId', [...empresasIds])
          .where('nomeBusca', normalizarNome(nome))
          .select('id', 'nome', 'cpf', 'empresaId', 'dataNascimento')
          .orderBy('id')
          .limit(50),
      ).pipe(
        Effect.map((ls) => ls.map((l) => ({ id: Number(l.id), nome: l.nome, cpf: l.cpf ?? null, empresaId: Number(l.empresaId), dataNascimento: l.dataNascimento ?? null }))),
      ),
    gravarQualificacao: (id, status, mensagem) =>
      Effect.asVoid(q((db) => db('candidatos').where('id', id).update({ qualificacaoCadastral: status, mensagemQualificacao: mensagem }))),
    curriculo: (id) =>
      Effect.map(q((db) => db<LinhaCandidato>('candidatos').where('id', id).first('ocrArquivo', 'ocrArquivoNome', 'ocrArquivoTipo', 'ocrArquivoTamanho')), (l) =>
        l?.ocrArquivo ? { arquivo: l.ocrArquivo, nome: l.ocrArquivoNome ?? '', tipo: l.ocrArquivoTipo ?? '', tamanho: Number(l.ocrArquivoTamanho) } : undefined,
      ),
    listarAnexos: (candidatoId) =>
      Effect.map(q((db) => db<LinhaAnexo>('documentosAnexos').where('candidatoId', candidatoId).orderBy([{ column: 'data', order: 'desc' }, { column: 'id', order: 'desc' }])), (ls) =>
        ls.map(paraAnexo),
      ),
    obterAnexo: (candidatoId, id) =>
      Effect.map(q((db) => db<LinhaAnexo>('documentosAnexos').where({ candidatoId, id }).first()), (l) => (l ? paraAnexo(l) : undefined)),
    gravarAnexo: (d, id) =>
      Effect.gen(function* () {
        const agora = agoraIso()
        const linha = {
          empresaId: d.empresaId,
          candidatoId: d.candidatoId,
          descricao: d.descricao,
          data: d.data,
          etapaSeletivaId: d.etapaSeletivaId,
          tipoDocumento: d.tipoDocumento,
          observacao: d.observacao,
          url: d.url,
          arquivo: d.arquivo?.arquivo ?? null,
          arquivoNome: d.arquivo?.nome ?? null,
          arquivoTipo: d.arquivo?.tipo ?? null,
          arquivoTamanho: d.arquivo?.tamanho ?? null,
          atualizadoEm: agora,
        }
        let novoId = id
        if (id === undefined) {
          const ret: IdsInseridos = yield* q((db) => db('documentosAnexos').insert({ ...linha, criadoEm: agora }).returning('id'))
          novoId = Number(typeof ret[0] === 'object' ? ret[0].id : ret[0])
        } else yield* q((db) => db('documentosAnexos').where({ id, candidatoId: d.candidatoId }).update(linha))
        // Just written in this transaction: the row is there.
        return paraAnexo((yield* q((db) => db<LinhaAnexo>('documentosAnexos').where('id', novoId!).first()))!)
      }),
    removerAnexo: (candidatoId, id) => Effect.asVoid(q((db) => db('documentosAnexos').where({ candidatoId, id }).delete())),
    arquivos: (ids) =>
      Effect.gen(function* () {
        if (!ids.length) return []
        const anexos = yield* q((db) => db<LinhaAnexo>('documentosAnexos').whereIn('candidatoId', [...ids]).whereNotNull('arquivo').select('arquivo'))
        const curriculos = yield* q((db) => db<LinhaCandidato>('candidatos').whereIn('id', [...ids]).whereNotNull('ocrArquivo').select('ocrArquivo'))
        return [...anexos.map((a) => String(a.arquivo)), ...curriculos.map((c) => String(c.ocrArquivo))]
      }),
    removerDependentes: (ids) =>
      Effect.gen(function* () {
        if (!ids.length) return
        yield* q((db) => db('documentosAnexos').whereIn('candidatoId', [...ids]).delete())
        yield* q((db) => db('examesPalografico').whereIn('candidatoId', [...ids]).delete())
      }),
    anonimizarAuditoria: (ids) =>
      ids.length
        ? Effect.asVoid(q((db) => db('auditoria').where('entidade', candidatos.name).whereIn('entidadeId', [...ids]).update({ antes: null, depois: null })))
        : Effect.void,
    empresasIds: Effect.map(q((db) => db<{ readonly id: number }>('empresas').select('id').orderBy('id')), (ls) => ls.map((l) => Number(l.id))),
    expiraveis: (empresaId, antesDe) =>
      Effect.map(
        q((db) =>
          db<LinhaCandidato>('candidatos')
            .where('empresaId', empresaId)
            .where('contratado', false)
            .whereRaw('coalesce(??, ??) < ?', ['atualizadoEm', 'criadoEm', antesDe])
            .select('id', 'nome', 'atualizadoEm')
            .orderBy('id'),
        ),
        (ls) => ls.map((l) => ({ id: Number(l.id), nome: l.nome, atualizadoEm: l.atualizadoEm ?? null })),
      ),
    cpfsExistentes: (empresaId, cpfs) =>
      cpfs.length
        ? Effect.map(q((db) => db<LinhaCandidato>('candidatos').where('empresaId', empresaId).whereIn('cpf', [...cpfs]).select('cpf')), (ls) => ls.map((l) => String(l.cpf)))
        : Effect.succeed([]),
    inserirEmLote: (empresaId, linhas) =>
      Effect.gen(function* () {
        if (!linhas.length) return []
        const agora = agoraIso()
        const prontas = linhas.map((l) => {
          const out: Record<string, unknown> = { empresaId, criadoEm: agora, atualizadoEm: agora }
          for (const [k, v] of Object.entries(l)) {
            const c = (candidatos.fields as Record<string, (typeof candidatos.fields)[keyof typeof candidatos.fields]>)[k]
            if (c?.writeOnly || v === undefined) continue
            out[k] = v === null ? null : c?.storage === 'json' ? JSON.stringify(v) : v
          }
          return out
        })
        const ret: IdsInseridos = yield* q((db) => db('candidatos').insert(prontas).returning('id'))
        const ids = ret.map((r) => Number(typeof r === 'object' ? r.id : r))
        yield* q((db) =>
          db('auditoria').insert(ids.map((id) => ({ em: agora, usuarioId: null, empresaId, entidade: candidatos.name, entidadeId: id, acao: 'criar', depois: JSON.stringify({ origem: 'importação' }) }))),
        )
        return ids
      }),
  }
  return dados
}

/** Adapters (ports' implementations) of this recruitment slice. */
export const camadaCandidatos = (knex: Knex) =>
  Layer.mergeAll(
    Layer.succeed(CandidatosDados, criarCandidatosDados(knex)),
    Layer.succeed(ExtratorTexto, extratorTexto),
  )
