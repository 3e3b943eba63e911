import { Effect, Schema } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { alterar, obter } from '../shared/crud.ts'
import { ARQUIVO_GRANDE, EnvioDeArquivo, TAMANHO_MAXIMO_ARQUIVO, type ArquivoEnviado } from '../shared/envio.ts'
import { NaoEncontrado, ValidacaoFalhou } from '../shared/erros.ts'
import { Arquivos, Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao } from '../shared/resource.ts'
import { DocumentoAnexo, turmas } from './turmas.ts'

export const DOCUMENTO_OBRIGATORIO = 'Arquivo é obrigatório'
export const DOCUMENTO_TIPO_NAO_PERMITIDO = 'Selecione um arquivo PDF, imagem (PNG ou JPEG) ou documento do Office (Word, Excel, PowerPoint)'

/** Office files by their name's extension, trusted only when the bytes are of that family (ZIP for the new formats, OLE2 for the old). */
const OFFICE: Record<string, { readonly tipo: string; readonly zip: boolean }> = {
  docx: { tipo: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', zip: true },
  xlsx: { tipo: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', zip: true },
  pptx: { tipo: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', zip: true },
  odt: { tipo: 'application/vnd.oasis.opendocument.text', zip: true },
  ods: { tipo: 'application/vnd.oasis.opendocument.spreadsheet', zip: true },
  doc: { tipo: 'application/msword', zip: false },
  xls: { tipo: 'application/vnd.ms-excel', zip: false },
  ppt: { tipo: 'application/vnd.ms-powerpoint', zip: false },
}
const EXTENSAO_DO_TIPO: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  ...Object.fromEntries(Object.entries(OFFICE).map(([ext, o]) => [o.tipo, ext])),
}

/** The document's type by its first bytes (PDF, PNG, JPEG) or, for Office files, its extension checked against its bytes. */
export const tipoDoDocumento = (nome: string, b: Uint8Array): string | undefined => {
  const comeca = (...xs: number[]) => xs.every((x, i) => b[i] === x)
  if (comeca(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'
  if (comeca(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (comeca(0xff, 0xd8, 0xff)) return 'image/jpeg'
  const o = OFFICE[(/\.([A-Za-z0-9]{1,5})$/.exec(nome)?.[1] ?? '').toLowerCase()]
  if (!o) return undefined
  return (o.zip ? comeca(0x50, 0x4b, 0x03, 0x04) : comeca(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) ? o.tipo : undefined
}

/** Where a document's file is kept (derived, never stored nor answered). */
const chaveDoDocumento = (empresaId: number, turmaId: number, d: DocumentoAnexo) => `turmas/${empresaId}/${turmaId}/documento-${d.id}.${EXTENSAO_DO_TIPO[d.tipo] ?? 'bin'}`

const documentosDe = (t: { readonly documentoAnexos?: ReadonlyArray<DocumentoAnexo> | null }) => (t.documentoAnexos ?? []) as ReadonlyArray<DocumentoAnexo>

export const listarDocumentos = (ator: Ator, turmaId: number) => Effect.map(obter(turmas, ator, turmaId), documentosDe)

/** Attaches a file to the class (5 MB; PDF, images, Office documents): the file in the store, its line in `documentoAnexos`. */
export const anexarDocumento = (ator: Ator, turmaId: number, a: ArquivoEnviado | undefined) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(
      Effect.gen(function* () {
        const t = yield* obter(turmas, ator, turmaId)
        if (!a || a.conteudo.length === 0) return yield* ValidacaoFalhou.campo('arquivo', DOCUMENTO_OBRIGATORIO)
        if (a.conteudo.length > TAMANHO_MAXIMO_ARQUIVO) return yield* ValidacaoFalhou.campo('arquivo', ARQUIVO_GRANDE)
        const tipo = tipoDoDocumento(a.nome, a.conteudo)
        if (!tipo) return yield* ValidacaoFalhou.campo('arquivo', DOCUMENTO_TIPO_NAO_PERMITIDO)
        const atuais = documentosDe(t)
        if (atuais.length >= 100) return yield* ValidacaoFalhou.campo('arquivo', 'No máximo 100 documentos por turma')
        const doc: DocumentoAnexo = {
          id: atuais.reduce((m, d) => Math.max(m, d.id), 0) + 1,
          nome: a.nome.replace(/[\\/]/g, '_').slice(0, 200) || 'documento',
          tipo,
          tamanho: a.conteudo.length,
          data: yield* (yield* Relogio).hoje,
        }
        yield* (yield* Arquivos).gravar(chaveDoDocumento(Number(t.empresaId), turmaId, doc), a.conteudo)
        yield* alterar(turmas, ator, turmaId, { documentoAnexos: [...atuais, doc] })
        return doc
      }),
    ),
  )

const documentoDe = (ator: Ator, turmaId: number, docId: number) =>
  Effect.gen(function* () {
    const t = yield* obter(turmas, ator, turmaId)
    const d = documentosDe(t).find((x) => x.id === docId)
    return d ? { t, d } : yield* new NaoEncontrado({ recurso: 'documentos-anexos', id: docId })
  })

export const removerDocumento = (ator: Ator, turmaId: number, docId: number) =>
  Effect.gen(function* () {
    const { t, d } = yield* documentoDe(ator, turmaId, docId)
    yield* alterar(turmas, ator, turmaId, { documentoAnexos: documentosDe(t).filter((x) => x.id !== docId) })
    yield* (yield* Arquivos).remover(chaveDoDocumento(Number(t.empresaId), turmaId, d))
    return { id: docId }
  })

export const baixarDocumento = (ator: Ator, turmaId: number, docId: number) =>
  Effect.gen(function* () {
    const { t, d } = yield* documentoDe(ator, turmaId, docId)
    const bytes = yield* (yield* Arquivos).ler(chaveDoDocumento(Number(t.empresaId), turmaId, d))
    if (!bytes) return yield* new NaoEncontrado({ recurso: 'documentos-anexos', id: docId })
    return { bytes, nomeArquivo: d.nome, tipo: d.tipo }
  })

/** The class's attached documents (spec 002 §3 Class `documentoAnexos`): upload (multipart or base64 JSON), list, download, removal. */
export const ACOES_DOCUMENTOS_TURMA = [
  defineAcao({
    nome: 'documentos-anexos',
    metodo: 'GET',
    caminho: ':id/documentos-anexos',
    resumo: 'Os documentos anexados à turma',
    modo: 'ler',
    resposta: Schema.Array(DocumentoAnexo),
    executar: (ator, { id }) => listarDocumentos(ator, id),
  }),
  defineAcao({
    nome: 'anexa-documento',
    metodo: 'POST',
    caminho: ':id/documentos-anexos',
    resumo: 'Anexa um documento à turma (PDF, imagem ou documento do Office; até 5 MB)',
    modo: 'escrever',
    corpo: EnvioDeArquivo,
    status: 201,
    resposta: DocumentoAnexo,
    executar: (ator, { id, corpo }) => anexarDocumento(ator, id, corpo.arquivo),
  }),
  defineAcao({
    nome: 'remove-documento-anexo',
    metodo: 'DELETE',
    caminho: ':id/documentos-anexos/:docId',
    resumo: 'Remove o documento da turma',
    modo: 'escrever',
    resposta: Schema.Struct({ id: Schema.Number }),
    executar: (ator, { id, parametros }) => removerDocumento(ator, id, parametros['docId']!),
  }),
  defineAcao({
    nome: 'download-documento-anexo',
    metodo: 'GET',
    caminho: ':id/documentos-anexos/:docId/download',
    resumo: 'Baixa o arquivo do documento da turma',
    modo: 'ler',
    resposta: 'arquivo',
    executar: (ator, { id, parametros }) => baixarDocumento(ator, id, parametros['docId']!),
  }),
]
