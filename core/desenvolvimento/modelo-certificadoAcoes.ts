import { Effect, Schema } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { alterar, listar, obter } from '../shared/crud.ts'
import { EnvioDeArquivo, type Envio } from '../shared/envio.ts'
import { NaoEncontrado, RegraViolada, ValidacaoFalhou } from '../shared/erros.ts'
import { Arquivos } from '../shared/ports.ts'
import { defineAcao } from '../shared/resource.ts'
import {
  IMAGEM_NAO_ENCONTRADA,
  IMAGEM_OBRIGATORIA,
  ImagemModelo,
  LIMITE_LOGOS,
  LIMITE_LOGOS_ATINGIDO,
  modeloCertificado,
  nomeDaImagem,
  TEXTO_PADRAO,
  TIPO_IMAGEM_INVALIDO,
  tipoDaImagem,
  TITULO_PADRAO,
} from './modelo-certificado.ts'

type Tipo = 'logos' | 'molduras'
const todos = { range: { offset: 0, limit: 10_000 }, filter: {} } as const

const inteiroDe = (v: unknown, padrao: number, max: number): number | undefined => {
  if (v === undefined || v === null || v === '') return padrao
  const n = Number(v)
  return Number.isInteger(n) && n >= 0 && n <= max ? n : undefined
}

/** The company's models (with their images) and the next image id: one numbering per company, so DELETE /logo/{id} finds it. */
const modelosDaEmpresa = (ator: Ator) =>
  Effect.map(listar(modeloCertificado, ator, todos), ({ rows }) => {
    const imagens = rows.flatMap((m) => [...(m.logos ?? []), ...(m.molduras ?? [])].map((i) => ({ modelo: m, imagem: i })))
    return { rows, imagens, proximoId: imagens.reduce((a, x) => Math.max(a, x.imagem.id), 0) + 1 }
  })

/**
 * POST /add-logo and /add-moldura (multipart: `arquivo`, `modeloCertificadoId`, and for a logo `positionX`/`positionY`
 * in points from the page's top-left): a JPEG or PNG stored through the Arquivos port, its name without spaces and
 * parentheses. At most 4 logos ('Não foi possível inserir…'); a new frame replaces the old one.
 */
export const adicionarImagem = (ator: Ator, tipo: Tipo, envio: Envio) =>
  Effect.gen(function* () {
    const modeloId = Number(envio.campos['modeloCertificadoId'])
    if (!Number.isInteger(modeloId) || modeloId <= 0) return yield* ValidacaoFalhou.campo('modeloCertificadoId', 'Modelo de certificado é obrigatório')
    const m = yield* obter(modeloCertificado, ator, modeloId)
    const a = envio.arquivo
    if (!a || a.conteudo.length === 0) return yield* ValidacaoFalhou.campo('arquivo', IMAGEM_OBRIGATORIA)
    const mime = tipoDaImagem(a.conteudo)
    if (!mime) return yield* ValidacaoFalhou.campo('arquivo', TIPO_IMAGEM_INVALIDO)
    const x = inteiroDe(envio.campos['positionX'], 40, 842)
    const y = inteiroDe(envio.campos['positionY'], 30, 842)
    if (x === undefined) return yield* ValidacaoFalhou.campo('positionX', 'Posição X inválida')
    if (y === undefined) return yield* ValidacaoFalhou.campo('positionY', 'Posição Y inválida')
    const atuais = (m[tipo] ?? []) as ReadonlyArray<ImagemModelo>
    if (tipo === 'logos' && atuais.length >= LIMITE_LOGOS) return yield* Effect.fail(new RegraViolada({ message: LIMITE_LOGOS_ATINGIDO }))
    const { proximoId } = yield* modelosDaEmpresa(ator)
    const arquivo = `modelos-certificado/${Number(m.empresaId)}/${modeloId}/${proximoId}.${mime === 'image/png' ? 'png' : 'jpg'}`
    yield* (yield* Arquivos).gravar(arquivo, a.conteudo)
    const nova: ImagemModelo = { id: proximoId, nome: nomeDaImagem(a.nome), arquivo, tipo: mime, positionX: x, positionY: y }
    const anteriores = tipo === 'molduras' ? atuais : []
    yield* alterar(modeloCertificado, ator, modeloId, { [tipo]: tipo === 'molduras' ? [nova] : [...atuais, nova] })
    for (const i of anteriores) yield* (yield* Arquivos).remover(i.arquivo)
    return nova
  })

const acharImagem = (ator: Ator, tipo: Tipo, imagemId: number) =>
  Effect.gen(function* () {
    const { rows } = yield* modelosDaEmpresa(ator)
    for (const m of rows) {
      const i = ((m[tipo] ?? []) as ReadonlyArray<ImagemModelo>).find((x) => x.id === imagemId)
      if (i) return { modelo: m, imagem: i }
    }
    return yield* Effect.fail(new NaoEncontrado({ recurso: IMAGEM_NAO_ENCONTRADA, id: imagemId }))
  })

/** DELETE /logo/{id} and /moldura/{id}: the image leaves the model and the storage. */
export const removerImagem = (ator: Ator, tipo: Tipo, imagemId: number) =>
  Effect.gen(function* () {
    const { modelo, imagem } = yield* acharImagem(ator, tipo, imagemId)
    yield* alterar(modeloCertificado, ator, modelo.id, { [tipo]: ((modelo[tipo] ?? []) as ReadonlyArray<ImagemModelo>).filter((x) => x.id !== imagemId) })
    yield* (yield* Arquivos).remover(imagem.arquivo)
    return { id: imagemId }
  })

/** GET /logos and /molduras?modeloCertificadoId=: the model's images. */
const imagensDoModelo = (ator: Ator, tipo: Tipo, query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const id = Number(query['modeloCertificadoId'])
    if (!Number.isInteger(id) || id <= 0) return yield* ValidacaoFalhou.campo('modeloCertificadoId', 'Modelo de certificado é obrigatório')
    const m = yield* obter(modeloCertificado, ator, id)
    return (m[tipo] ?? []) as ReadonlyArray<ImagemModelo>
  })

/** The bytes of a model's image (preview in the designer). */
const arquivoDaImagem = (ator: Ator, imagemId: number) =>
  Effect.gen(function* () {
    const achada = yield* Effect.orElse(acharImagem(ator, 'logos', imagemId), () => acharImagem(ator, 'molduras', imagemId))
    const bytes = yield* (yield* Arquivos).ler(achada.imagem.arquivo)
    if (!bytes) return yield* Effect.fail(new NaoEncontrado({ recurso: IMAGEM_NAO_ENCONTRADA, id: imagemId }))
    return { bytes, nomeArquivo: achada.imagem.nome, tipo: achada.imagem.tipo }
  })

/** GET certificado/{id or 0}/padrao: the model's title and text, or the defaults of spec §3 for 0 (a new one). */
export const certificadoPadrao = (ator: Ator, id: number) =>
  id === 0
    ? Effect.succeed({ titulo: TITULO_PADRAO, texto: TEXTO_PADRAO })
    : Effect.map(obter(modeloCertificado, ator, id), (m) => ({ titulo: String(m.titulo ?? TITULO_PADRAO), texto: String(m.texto ?? TEXTO_PADRAO) }))

const Imagens = Schema.Array(ImagemModelo)

export const ACOES_MODELO_CERTIFICADO = [
  defineAcao({
    nome: 'add-logo',
    metodo: 'POST',
    caminho: 'add-logo',
    resumo: 'Inclui uma logomarca (JPEG ou PNG, no máximo 4) no modelo (multipart: arquivo, modeloCertificadoId, positionX, positionY)',
    modo: 'escrever',
    corpo: EnvioDeArquivo,
    resposta: ImagemModelo,
    executar: (ator, { corpo }) => adicionarImagem(ator, 'logos', corpo),
  }),
  defineAcao({
    nome: 'add-moldura',
    metodo: 'POST',
    caminho: 'add-moldura',
    resumo: 'Define a moldura (JPEG ou PNG) do modelo (multipart: arquivo, modeloCertificadoId); substitui a anterior',
    modo: 'escrever',
    corpo: EnvioDeArquivo,
    resposta: ImagemModelo,
    executar: (ator, { corpo }) => adicionarImagem(ator, 'molduras', corpo),
  }),
  defineAcao({
    nome: 'remover-logo',
    metodo: 'DELETE',
    caminho: 'logo/:imagemId',
    resumo: 'Remove uma logomarca do modelo',
    modo: 'escrever',
    resposta: Schema.Struct({ id: Schema.Number }),
    executar: (ator, { parametros }) => removerImagem(ator, 'logos', Number(parametros['imagemId'])),
  }),
  defineAcao({
    nome: 'remover-moldura',
    metodo: 'DELETE',
    caminho: 'moldura/:imagemId',
    resumo: 'Remove a moldura do modelo',
    modo: 'escrever',
    resposta: Schema.Struct({ id: Schema.Number }),
    executar: (ator, { parametros }) => removerImagem(ator, 'molduras', Number(parametros['imagemId'])),
  }),
  defineAcao({
    nome: 'logos',
    metodo: 'GET',
    caminho: 'logos',
    resumo: 'As logomarcas do modelo (query modeloCertificadoId)',
    modo: 'ler',
    resposta: Imagens,
    executar: (ator, { query }) => imagensDoModelo(ator, 'logos', query),
  }),
  defineAcao({
    nome: 'molduras',
    metodo: 'GET',
    caminho: 'molduras',
    resumo: 'A moldura do modelo (query modeloCertificadoId)',
    modo: 'ler',
    resposta: Imagens,
    executar: (ator, { query }) => imagensDoModelo(ator, 'molduras', query),
  }),
  defineAcao({
    nome: 'imagem',
    metodo: 'GET',
    caminho: 'imagem/:imagemId',
    resumo: 'O arquivo de uma logomarca ou moldura (prévia do modelo)',
    modo: 'ler',
    resposta: 'arquivo',
    executar: (ator, { parametros }) => arquivoDaImagem(ator, Number(parametros['imagemId'])),
  }),
  defineAcao({
    nome: 'padrao-novo',
    metodo: 'GET',
    caminho: 'certificado/0/padrao',
    resumo: 'Título e texto padrão de um certificado novo, com os marcadores {curso}, {talento} e {cargaHoraria}',
    modo: 'ler',
    resposta: Schema.Struct({ titulo: Schema.String, texto: Schema.String }),
    executar: (ator) => certificadoPadrao(ator, 0),
  }),
  defineAcao({
    nome: 'padrao',
    metodo: 'GET',
    caminho: 'certificado/:modeloId/padrao',
    resumo: 'Título e texto do modelo com os marcadores {curso}, {talento} e {cargaHoraria}',
    modo: 'ler',
    resposta: Schema.Struct({ titulo: Schema.String, texto: Schema.String }),
    executar: (ator, { parametros }) => certificadoPadrao(ator, Number(parametros['modeloId'])),
  }),
]
