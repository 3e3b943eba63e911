import type { Knex } from 'knex'
import { geracao } from '../../core/gestao-talentos/geracao.ts'
import { providencias } from '../../core/gestao-talentos/providencias.ts'
import { tipoDocumento } from '../../core/gestao-talentos/tipo-documento.ts'
import { tipoOcorrencia } from '../../core/gestao-talentos/tipo-ocorrencia.ts'
import { TODAS_AUTORIDADES } from '../../core/modulos.ts'
import { atorSistema, type Ator } from '../../core/shared/ator.ts'
import { criarNaDemo, type RodarDemo } from '../modulo.ts'

/** Occurrence kinds of the demo: [descrição, counts as an absence]. */
export const TIPOS_OCORRENCIA_DEMO: ReadonlyArray<readonly [string, boolean]> = [
  ['Falta injustificada', true],
  ['Falta justificada', true],
  ['Atraso', false],
  ['Saída antecipada', false],
  ['Advertência verbal', false],
  ['Advertência escrita', false],
  ['Elogio', false],
]

export const PROVIDENCIAS_DEMO = ['Conversa com o gestor', 'Advertência por escrito', 'Suspensão de 1 dia', 'Desconto em folha', 'Encaminhamento ao RH', 'Nenhuma'] as const

const TIPOS_DOCUMENTO_DEMO = ['Contrato de trabalho', 'Termo aditivo', 'Atestado de saúde ocupacional (ASO)', 'Certificado de curso', 'Advertência assinada', 'Declaração'] as const

/** The generations as usually dated in Brazil (birth years). */
const GERACOES_DEMO: ReadonlyArray<readonly [string, number, number]> = [
  ['Tradicionalistas', 1925, 1945],
  ['Baby Boomers', 1946, 1964],
  ['Geração X', 1965, 1980],
  ['Geração Y (Millennials)', 1981, 1996],
  ['Geração Z', 1997, 2012],
  ['Geração Alpha', 2013, 2025],
]

/** The demo company's system actor. */
export const atorDemo = async (knex: Knex): Promise<Ator | undefined> => {
  const empresa = await knex('empresas').where('nome', 'Empresa Demonstração').first('id')
  if (!empresa) return undefined
  const empresaId = Number(empresa.id)
  return atorSistema({ usuarioId: 0, empresaId, empresasVisiveis: [empresaId] }, TODAS_AUTORIDADES)
}

/** Talent management's lookups of 'Empresa Demonstração', through the core's write path. */
export const semearCadastrosDemoGestaoTalentos = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const ator = await atorDemo(knex)
  if (!ator) return
  for (const [descricao, absenteismo] of TIPOS_OCORRENCIA_DEMO) await rodar(criarNaDemo(tipoOcorrencia, ator, { descricao, absenteismo }))
  for (const descricao of PROVIDENCIAS_DEMO) await rodar(criarNaDemo(providencias, ator, { descricao }))
  for (const descricao of TIPOS_DOCUMENTO_DEMO) await rodar(criarNaDemo(tipoDocumento, ator, { descricao }))
  for (const [descricao, anoInicial, anoFinal] of GERACOES_DEMO) await rodar(criarNaDemo(geracao, ator, { descricao, anoInicial, anoFinal }))
}
