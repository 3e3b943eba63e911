import type { Knex } from 'knex'
import { geracao } from '../../core/gestao-talentos/geracao.ts'
import { ocorrencias } from '../../core/gestao-talentos/ocorrencias.ts'
import { providencias } from '../../core/gestao-talentos/providencias.ts'
import { tipoDocumento } from '../../core/gestao-talentos/tipo-documento.ts'
import { tipoOcorrencia } from '../../core/gestao-talentos/tipo-ocorrencia.ts'
import { TODAS_AUTORIDADES } from '../../core/modulos.ts'
import { atorSistema, type Ator } from '../../core/shared/ator.ts'
import { adicionarDias, diaEmSaoPaulo, ehDiaUtil } from '../../core/shared/datas.ts'
import { gerador } from '../db/demo-pessoas.ts'
import { semearDemoEntrevistas } from './demoEntrevistas.ts'
import { criarNaDemo, type RodarDemo } from '../modulo.ts'
import { semearDemoAprendizes } from './aprendizes.ts'
import { semearDemoConfigDinamica } from './talento-dinamico.ts'

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

/** What an occurrence of each kind says, and how long it lasts (days). */
const OBSERVACOES: Readonly<Record<string, readonly [string, number]>> = {
  'Falta injustificada': ['Não compareceu nem avisou.', 1],
  'Falta justificada': ['Acompanhou filho em consulta médica (declaração entregue).', 1],
  Atraso: ['Chegou 40 minutos depois do início do expediente.', 1],
  'Saída antecipada': ['Saiu duas horas antes do fim do expediente sem aviso.', 1],
  'Advertência verbal': ['Uso do celular na linha de produção.', 1],
  'Advertência escrita': ['Reincidência em atrasos no mês.', 1],
  Elogio: ['Reconhecido pelo cliente pelo atendimento.', 1],
}

/**
 * About 150 occurrences of the demo employees over the last 12 months, on working days within each one's
 * employment (absences and late arrivals the most frequent), most with the action taken; then the exit interviews
 * (demoEntrevistas.ts); through the core's write path.
 */
export const semearDemoGestaoTalentos = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const ator = await atorDemo(knex)
  if (!ator) return
  const empresaId = ator.escopo.empresaId
  const g = gerador(20250901)
  const hoje = diaEmSaoPaulo(Date.now())
  const inicio = adicionarDias(hoje, -365)
  const tipos = new Map(((await knex('tipos_ocorrencia').where('empresaId', empresaId).select('id', 'descricao')) as Array<{ id: number; descricao: string }>).map((t) => [t.descricao, Number(t.id)]))
  const acoes = new Map(((await knex('providencias').where('empresaId', empresaId).select('id', 'descricao')) as Array<{ id: number; descricao: string }>).map((t) => [t.descricao, Number(t.id)]))
  const talentos = (await knex('colaboradores').where('empresaId', empresaId).orderBy('id').select('id', 'dataAdmissao', 'dataDesligamento')) as Array<{ id: number; dataAdmissao: string; dataDesligamento: string | null }>
  const pesos = ['Falta injustificada', 'Falta injustificada', 'Falta justificada', 'Falta justificada', 'Atraso', 'Atraso', 'Atraso', 'Saída antecipada', 'Advertência verbal', 'Advertência escrita', 'Elogio']
  const providenciaPara = (tipo: string) =>
    tipo === 'Elogio' ? undefined : tipo.startsWith('Advertência') ? 'Advertência por escrito' : tipo === 'Falta injustificada' ? g.de(['Desconto em folha', 'Conversa com o gestor', 'Suspensão de 1 dia']) : g.de(['Conversa com o gestor', 'Nenhuma', 'Encaminhamento ao RH'])
  for (let i = 0; i < 150 && talentos.length; i++) {
    const t = talentos[g.n(talentos.length)]!
    const de = t.dataAdmissao > inicio ? t.dataAdmissao : inicio
    const ate = t.dataDesligamento && t.dataDesligamento < hoje ? t.dataDesligamento : hoje
    if (de >= ate) continue
    let dia = adicionarDias(de, g.n(Math.max(1, Math.round((Date.parse(ate) - Date.parse(de)) / 86_400_000))))
    while (!ehDiaUtil(dia) && dia > de) dia = adicionarDias(dia, -1)
    if (!ehDiaUtil(dia)) continue
    const tipo = g.de(pesos)
    const [observacao, dias] = OBSERVACOES[tipo]!
    const providencia = g.chance(0.8) ? providenciaPara(tipo) : undefined
    await rodar(
      criarNaDemo(ocorrencias, ator, {
        colaboradorId: Number(t.id),
        tipoOcorrenciaId: tipos.get(tipo),
        dataInicio: dia,
        ...(dias > 1 ? { dataFim: adicionarDias(dia, dias - 1) } : {}),
        observacao,
        ...(providencia ? { providenciaId: acoes.get(providencia) } : {}),
      }),
    )
  }
  await semearDemoEntrevistas(knex, rodar, ator)
  await semearDemoAprendizes(knex, rodar, ator)
  await semearDemoConfigDinamica(knex, rodar, ator)
}
