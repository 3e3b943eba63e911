import { Schema } from 'effect'
import { lista, texto, textoLongo, valorInteiro, valorTexto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'
import { ROLE_DESENVOLVIMENTO } from './categoria-curso.ts'

/** Placeholders of a certificate's title and text (spec 002 §3): the course, the talent and the workload. */
export const MARCADORES = [
  { marcador: '{curso}', descricao: 'Nome do curso' },
  { marcador: '{talento}', descricao: 'Nome do talento' },
  { marcador: '{cargaHoraria}', descricao: 'Carga horária do curso' },
] as const

/** Spec 002 §3: 'Default certificate title is a course-name placeholder'. */
export const TITULO_PADRAO = '{curso}'
/** Spec 002 §3: the talent completed the whole training programme with a total workload of X class-hours. */
export const TEXTO_PADRAO = 'Certificamos que {talento} concluiu integralmente o programa de treinamento {curso}, com carga horária total de {cargaHoraria} horas-aula.'

export const LIMITE_LOGOS = 4
export const LIMITE_LOGOS_ATINGIDO = 'Não foi possível inserir. O número limite de 4 logomarcas por modelo de certificado já foi atingido.'
export const TIPO_IMAGEM_INVALIDO = 'Tipo de arquivo inválido: envie uma imagem JPEG ou PNG'
export const IMAGEM_OBRIGATORIA = 'Selecione a imagem'
export const IMAGEM_NAO_ENCONTRADA = 'Imagem: registro não encontrado'

/** Fills the placeholders; an unknown `{…}` stays as written. */
export const preencherMarcadores = (modelo: string, valores: { readonly curso: string; readonly talento: string; readonly cargaHoraria: string }): string =>
  modelo.replace(/\{(curso|talento|cargaHoraria)\}/g, (_m, k: 'curso' | 'talento' | 'cargaHoraria') => valores[k])

/** Spec 002 add-logo/add-moldura: spaces and parentheses stripped from the file's name. */
export const nomeDaImagem = (nome: string): string => {
  const limpo = nome.replace(/[\s()]/g, '').replace(/[\\/]/g, '')
  return limpo.slice(-100) || 'imagem'
}

/** JPEG or PNG by the file's first bytes (the name and the sender's type are never trusted). */
export const tipoDaImagem = (b: Uint8Array): 'image/png' | 'image/jpeg' | undefined => {
  if (b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'image/png'
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg'
  return undefined
}

/** A logo or frame of a model: the stored file (Arquivos port key), its type and, for logos, where it goes (pt, from the page's top-left). */
export const ImagemModelo = Schema.Struct({
  id: valorInteiro({ label: 'Id', min: 1, max: 2_000_000_000 }),
  nome: valorTexto({ label: 'Nome', max: 100 }),
  arquivo: valorTexto({ label: 'Arquivo', max: 200 }),
  tipo: valorTexto({ label: 'Tipo', max: 20 }),
  positionX: valorInteiro({ label: 'Posição X', min: 0, max: 842 }),
  positionY: valorInteiro({ label: 'Posição Y', min: 0, max: 842 }),
})
export type ImagemModelo = typeof ImagemModelo.Type

/**
 * A certificate model (spec 002 /desenvolvimento/modelo-certificado, §3 'Certificate model: logos (url, positionX,
 * positionY); frame (moldura, url)'): its name, the title and text with placeholders, up to 4 logos and one frame.
 * Logos and frame are state: only add-logo/add-moldura and their removals change them (core/desenvolvimento/modelo-certificadoAcoes.ts).
 */
export const modeloCertificado = defineResource({
  name: 'desenvolvimento/modelo-certificado',
  table: 'modelos_certificado',
  label: 'Modelos de Certificado',
  labelSingular: 'Modelo de Certificado',
  scope: 'empresa',
  authority: ROLE_DESENVOLVIMENTO,
  fields: {
    nome: texto({ label: 'Nome', max: 100, required: true, list: true, unique: 'Já existe um modelo de certificado com este nome' }),
    titulo: texto({ label: 'Título', max: 200, required: true, default: TITULO_PADRAO, help: 'Marcadores: {curso}, {talento}, {cargaHoraria}' }),
    texto: textoLongo({ label: 'Texto', max: 2000, required: true, default: TEXTO_PADRAO }),
  },
  estado: {
    logos: lista({ label: 'Logomarcas', item: ImagemModelo, max: LIMITE_LOGOS, feminino: true }),
    molduras: lista({ label: 'Moldura', item: ImagemModelo, max: 1, feminino: true }),
  },
  // Lists carry the images (small JSON): DELETE /logo/{id} finds its model among the company's.
  omitirNaLista: ['texto'],
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Desenvolvimento', subgrupo: 'Certificações', ordem: 3 },
})
