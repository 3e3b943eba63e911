import { Context, Effect, Either, Schema } from 'effect'
import { valorData, valorOpcoes, valorReferencia, valorTexto, valorTextoLongo } from '../shared/campos.ts'
import { ARQUIVO_GRANDE, EnvioDeArquivo, TAMANHO_MAXIMO_ARQUIVO, type ArquivoEnviado } from '../shared/envio.ts'
import type { Ator } from '../shared/ator.ts'
import { alterar, obter } from '../shared/crud.ts'
import { NaoEncontrado, ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import { Arquivos, type Escopo } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, validar, type Arquivo } from '../shared/resource.ts'
import { etapasSeletivas } from './cadastros.ts'
import { candidatos } from './candidatos.ts'
import { CandidatosDados, type AnexoGravado, type ArquivoGuardado } from './ports.ts'

export const TIPO_NAO_PERMITIDO = 'Selecione um arquivo PDF, PNG ou JPEG'
export const ARQUIVO_OBRIGATORIO = 'Arquivo é obrigatório'
export const OCR_INDISPONIVEL = 'OCR de imagens indisponível: instale tesseract-ocr e tesseract-ocr-por'

export type TipoArquivo = 'application/pdf' | 'image/png' | 'image/jpeg'

/** The file type by its first bytes (never by its name): PDF `%PDF-`, PNG signature, JPEG SOI marker. */
export const tipoDoArquivo = (b: Uint8Array): TipoArquivo | undefined => {
  const comeca = (...xs: number[]) => xs.every((x, i) => b[i] === x)
  if (comeca(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'
  if (comeca(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (comeca(0xff, 0xd8, 0xff)) return 'image/jpeg'
  return undefined
}

export const EXTENSOES: Record<TipoArquivo, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' }

/** The text of a résumé: the PDF's text layer, or OCR of an image when the OCR engine is installed. */
export class ExtratorTexto extends Context.Tag('ExtratorTexto')<
  ExtratorTexto,
  { readonly extrair: (conteudo: Uint8Array, tipo: TipoArquivo) => Effect.Effect<{ readonly texto: string | null; readonly aviso: string | null }> }
>() {}

/** Size and sniffed type of an upload, or the field error. */
export const conferirArquivo = (a: ArquivoEnviado, campo = 'anexo'): Either.Either<TipoArquivo, ErroCampo> => {
  if (a.conteudo.length === 0) return Either.left({ field: campo, message: ARQUIVO_OBRIGATORIO })
  if (a.conteudo.length > TAMANHO_MAXIMO_ARQUIVO) return Either.left({ field: campo, message: ARQUIVO_GRANDE })
  const tipo = tipoDoArquivo(a.conteudo)
  return tipo ? Either.right(tipo) : Either.left({ field: campo, message: TIPO_NAO_PERMITIDO })
}

export const TIPOS_DOCUMENTO = [
  { id: 'CURRICULO', name: 'Currículo' },
  { id: 'DOCUMENTO_PESSOAL', name: 'Documento pessoal' },
  { id: 'COMPROVANTE', name: 'Comprovante' },
  { id: 'CERTIFICADO', name: 'Certificado' },
  { id: 'EXAME', name: 'Exame' },
  { id: 'OUTRO', name: 'Outro' },
] as const

const obrig = <A, I>(s: Schema.Schema<A, I>, m: string) => Schema.propertySignature(s).annotations({ missingMessage: () => m })
const opc = <A, I>(s: Schema.Schema<A, I>) => Schema.optionalWith(s, { exact: true })

/** Attachment metadata (spec 000 §3.8 selection document, §5: descricao required max 100, data required). */
export const AnexoSchema = Schema.Struct({
  descricao: obrig(valorTexto({ label: 'Descrição', max: 100, feminino: true }), 'Descrição é obrigatória'),
  data: obrig(valorData({ label: 'Data' }), 'Data é obrigatória'),
  etapaSeletivaId: opc(valorReferencia({ label: 'Etapa Seletiva', feminino: true })),
  tipoDocumento: opc(valorOpcoes(TIPOS_DOCUMENTO.map((t) => t.id), { label: 'Tipo de Documento' })),
  observacao: opc(valorTextoLongo({ label: 'Observação', feminino: true, max: 4000 })),
  url: opc(valorTexto({ label: 'URL', max: 500, formato: { padrao: /^https?:\/\/\S+$/i, mensagem: 'URL inválida' } })),
})
export type Anexo = typeof AnexoSchema.Type

/** A multipart form sends the stage's id as text: its digits are read as the number they are. */
const comNumeros = (corpo: unknown) =>
  typeof corpo === 'object' && corpo !== null && !Array.isArray(corpo)
    ? Object.fromEntries(Object.entries(corpo).map(([k, v]) => [k, k === 'etapaSeletivaId' && typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v]))
    : corpo

const chaveArquivo = (empresaId: number, candidatoId: number, pasta: string, tipo: TipoArquivo) =>
  `candidatos/${empresaId}/${candidatoId}/${pasta}/${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}.${EXTENSOES[tipo]}`

/**
 * Stores the résumé file and its text; an image without the OCR engine keeps the typed text and says so. The
 * file's columns (`ocrArquivo…`: the storage key, name, type, size) are server-owned columns the declaration leaves
 * out on purpose (the key is never returned; the computed `curriculo` shows the rest): they and the extracted
 * `ocrTexto` are an audited change of the candidate through the write path, as the actor's upload.
 */
const guardarCurriculo = (ator: Ator, c: { readonly id: number; readonly empresaId?: number }, a: ArquivoEnviado, tipo: TipoArquivo) =>
  Effect.gen(function* () {
    const arquivos = yield* Arquivos
    const { texto, aviso } = yield* (yield* ExtratorTexto).extrair(a.conteudo, tipo)
    const anterior = yield* (yield* CandidatosDados).curriculo(c.id)
    const guardado: ArquivoGuardado = { arquivo: chaveArquivo(Number(c.empresaId), c.id, 'curriculo', tipo), nome: a.nome.slice(0, 200), tipo, tamanho: a.conteudo.length }
    yield* arquivos.gravar(guardado.arquivo, a.conteudo)
    yield* alterar(candidatos, ator, c.id, {
      ocrArquivo: guardado.arquivo,
      ocrArquivoNome: guardado.nome,
      ocrArquivoTipo: guardado.tipo,
      ocrArquivoTamanho: guardado.tamanho,
      ...(texto !== null ? { ocrTexto: texto } : {}),
    })
    if (anterior) yield* arquivos.remover(anterior.arquivo)
    return { ocrTexto: texto, aviso }
  })

/** PUT /captacao/candidatos/{id}/ocr: the candidate's résumé file, whose text becomes `ocrTexto` (searchable). */
export const enviarCurriculo = (ator: Ator, candidatoId: number, a: ArquivoEnviado | undefined) =>
  Effect.gen(function* () {
    const c = yield* obter(candidatos, ator, candidatoId)
    if (!a) return yield* ValidacaoFalhou.campo('arquivo', ARQUIVO_OBRIGATORIO)
    const tipo = yield* Either.match(conferirArquivo(a, 'arquivo'), { onLeft: (e) => ValidacaoFalhou.campos([e]), onRight: Effect.succeed })
    return yield* guardarCurriculo(ator, c, a, tipo)
  })

/** The stored résumé file, for download. */
export const baixarCurriculo = (escopo: Escopo, candidatoId: number) =>
  Effect.gen(function* () {
    yield* (yield* Repositorio).get(candidatos, escopo, candidatoId)
    const meta = yield* (yield* CandidatosDados).curriculo(candidatoId)
    const conteudo = meta ? yield* (yield* Arquivos).ler(meta.arquivo) : undefined
    if (!meta || !conteudo) return yield* new NaoEncontrado({ recurso: 'curriculo', id: candidatoId })
    return { nome: meta.nome, tipo: meta.tipo, conteudo }
  })

export const semArquivo = ({ arquivo: _a, ...resto }: AnexoGravado) => resto

const anexoDe = (escopo: Escopo, candidatoId: number, id: number) =>
  Effect.gen(function* () {
    yield* (yield* Repositorio).get(candidatos, escopo, candidatoId)
    const a = yield* (yield* CandidatosDados).obterAnexo(candidatoId, id)
    return a ?? (yield* new NaoEncontrado({ recurso: 'documentos-anexos', id }))
  })

export const listarAnexos = (escopo: Escopo, candidatoId: number) =>
  Effect.gen(function* () {
    yield* (yield* Repositorio).get(candidatos, escopo, candidatoId)
    return (yield* (yield* CandidatosDados).listarAnexos(candidatoId)).map(semArquivo)
  })

export const obterAnexo = (escopo: Escopo, candidatoId: number, id: number) => Effect.map(anexoDe(escopo, candidatoId, id), semArquivo)

/**
 * Creates (no `id`) or replaces an attachment (spec 000 §5: descricao required max 100, data required, file
 * required when new). The file's type is sniffed from its bytes. A résumé (`tipoDocumento` CURRICULO) also
 * becomes the candidate's résumé file and text. Answers the attachment and the OCR warning, if any.
 */
export const gravarAnexo = (ator: Ator, candidatoId: number, corpo: unknown, arquivo: ArquivoEnviado | undefined, id?: number) =>
  Effect.gen(function* () {
    const escopo = ator.escopo
    const repo = yield* Repositorio
    const dados = yield* CandidatosDados
    const arquivos = yield* Arquivos
    const c = yield* repo.get(candidatos, escopo, candidatoId)
    const atual = id === undefined ? undefined : yield* anexoDe(escopo, candidatoId, id)
    const erros: ErroCampo[] = []
    const meta = validar(AnexoSchema, comNumeros(corpo))
    if (Either.isLeft(meta)) erros.push(...meta.left.errors)
    let tipo: TipoArquivo | undefined
    if (arquivo) {
      const t = conferirArquivo(arquivo)
      if (Either.isLeft(t)) erros.push(t.left)
      else tipo = t.right
    } else if (!atual) erros.push({ field: 'anexo', message: ARQUIVO_OBRIGATORIO })
    const empresaId = Number(c.empresaId)
    if (Either.isRight(meta) && meta.right.etapaSeletivaId !== undefined) {
      const etapa = yield* Effect.either(repo.get(etapasSeletivas, { ...escopo, empresasVisiveis: [empresaId] }, meta.right.etapaSeletivaId))
      if (etapa._tag === 'Left') erros.push({ field: 'etapaSeletivaId', message: 'Etapa Seletiva: registro não encontrado' })
    }
    if (erros.length || Either.isLeft(meta)) return yield* ValidacaoFalhou.campos(erros)
    const m = meta.right
    let guardado: ArquivoGuardado | null = atual?.arquivo && atual.anexo ? { arquivo: atual.arquivo, ...atual.anexo } : null
    if (arquivo && tipo) {
      guardado = { arquivo: chaveArquivo(empresaId, candidatoId, 'anexos', tipo), nome: arquivo.nome.slice(0, 200), tipo, tamanho: arquivo.conteudo.length }
      yield* arquivos.gravar(guardado.arquivo, arquivo.conteudo)
    }
    const gravado = yield* dados.gravarAnexo(
      {
        empresaId,
        candidatoId,
        descricao: m.descricao,
        data: m.data,
        etapaSeletivaId: m.etapaSeletivaId ?? null,
        tipoDocumento: m.tipoDocumento ?? null,
        observacao: m.observacao ?? null,
        url: m.url ?? null,
        arquivo: guardado,
      },
      id,
    )
    if (arquivo && atual?.arquivo) yield* arquivos.remover(atual.arquivo)
    let aviso: string | null = null
    if (arquivo && tipo && m.tipoDocumento === 'CURRICULO') aviso = (yield* guardarCurriculo(ator, c, arquivo, tipo)).aviso
    return { ...semArquivo(gravado), aviso }
  })

export const removerAnexo = (escopo: Escopo, candidatoId: number, id: number) =>
  Effect.gen(function* () {
    const a = yield* anexoDe(escopo, candidatoId, id)
    yield* (yield* CandidatosDados).removerAnexo(candidatoId, id)
    if (a.arquivo) yield* (yield* Arquivos).remover(a.arquivo)
    return { id }
  })

export const baixarAnexo = (escopo: Escopo, candidatoId: number, id: number) =>
  Effect.gen(function* () {
    const a = yield* anexoDe(escopo, candidatoId, id)
    const conteudo = a.arquivo ? yield* (yield* Arquivos).ler(a.arquivo) : undefined
    if (!a.anexo || !conteudo) return yield* new NaoEncontrado({ recurso: 'documentos-anexos', id })
    return { nome: a.anexo.nome, tipo: a.anexo.tipo, conteudo }
  })

/** An attachment as the API answers it: its metadata and its file's name, type and size (never the storage key). */
export const AnexoLido = Schema.Struct({
  id: Schema.Number,
  empresaId: Schema.Number,
  candidatoId: Schema.Number,
  descricao: Schema.String,
  data: Schema.String,
  etapaSeletivaId: Schema.NullOr(Schema.Number),
  tipoDocumento: Schema.NullOr(Schema.String),
  observacao: Schema.NullOr(Schema.String),
  url: Schema.NullOr(Schema.String),
  anexo: Schema.NullOr(Schema.Struct({ nome: Schema.String, tipo: Schema.String, tamanho: Schema.Number })),
})

/** A stored attachment and, for a résumé image without the OCR engine, the warning. */
const AnexoGravadoResposta = Schema.extend(AnexoLido, Schema.Struct({ aviso: Schema.NullOr(Schema.String) }))

/** A stored file as a download. */
export const comoDownload = (a: { readonly nome: string; readonly tipo: string; readonly conteudo: Uint8Array }): Arquivo => ({ bytes: a.conteudo, nomeArquivo: a.nome, tipo: a.tipo })

/** Attachments and the résumé file of a candidate (spec 000 §7.3): uploads (multipart or base64 in JSON), list, downloads. */
export const ACOES_ANEXOS_CANDIDATO = [
  defineAcao({
    nome: 'envia-curriculo',
    metodo: 'PUT',
    caminho: ':id/ocr',
    resumo: 'Envia o arquivo do currículo (texto extraído para pesquisa)',
    modo: 'escrever',
    corpo: EnvioDeArquivo,
    resposta: Schema.Struct({ ocrTexto: Schema.NullOr(Schema.String), aviso: Schema.NullOr(Schema.String) }),
    executar: (ator, { id, corpo }) => enviarCurriculo(ator, id, corpo.arquivo),
  }),
  defineAcao({
    nome: 'anexa-documento',
    metodo: 'POST',
    caminho: ':id/documentos-anexos',
    resumo: 'Anexa um documento ao candidato',
    modo: 'escrever',
    resposta: AnexoGravadoResposta,
    corpo: EnvioDeArquivo,
    status: 201,
    executar: (ator, { id, corpo }) => gravarAnexo(ator, id, corpo.campos, corpo.arquivo),
  }),
  defineAcao({
    nome: 'altera-documento-anexo',
    metodo: 'PUT',
    caminho: ':id/documentos-anexos/:docId',
    resumo: 'Altera o anexo do candidato',
    modo: 'escrever',
    resposta: AnexoGravadoResposta,
    corpo: EnvioDeArquivo,
    executar: (ator, { id, corpo, parametros }) => gravarAnexo(ator, id, corpo.campos, corpo.arquivo, parametros['docId']),
  }),
  defineAcao({
    nome: 'curriculo',
    metodo: 'GET',
    caminho: ':id/curriculo',
    resumo: 'Baixa o arquivo do currículo do candidato',
    modo: 'ler',
    resposta: 'arquivo',
    executar: (ator, { id }) => Effect.map(baixarCurriculo(ator.escopo, id), comoDownload),
  }),
  defineAcao({
    nome: 'documentos-anexos',
    metodo: 'GET',
    caminho: ':id/documentos-anexos',
    resumo: 'Lista os anexos do candidato',
    modo: 'ler',
    resposta: Schema.Array(AnexoLido),
    executar: (ator, { id }) => listarAnexos(ator.escopo, id),
  }),
  defineAcao({
    nome: 'documento-anexo',
    metodo: 'GET',
    caminho: ':id/documentos-anexos/:docId',
    resumo: 'Anexo do candidato por id',
    modo: 'ler',
    resposta: AnexoLido,
    executar: (ator, { id, parametros }) => obterAnexo(ator.escopo, id, parametros['docId']!),
  }),
  defineAcao({
    nome: 'remove-documento-anexo',
    metodo: 'DELETE',
    caminho: ':id/documentos-anexos/:docId',
    resumo: 'Remove o anexo do candidato',
    modo: 'escrever',
    resposta: Schema.Struct({ id: Schema.Number }),
    executar: (ator, { id, parametros }) => removerAnexo(ator.escopo, id, parametros['docId']!),
  }),
  defineAcao({
    nome: 'download-documento-anexo',
    metodo: 'GET',
    caminho: ':id/documentos-anexos/:docId/download',
    resumo: 'Baixa o arquivo do anexo do candidato',
    modo: 'ler',
    resposta: 'arquivo',
    executar: (ator, { id, parametros }) => Effect.map(baixarAnexo(ator.escopo, id, parametros['docId']!), comoDownload),
  }),
]
