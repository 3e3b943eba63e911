import { Effect } from 'effect'
import type { Knex } from 'knex'
import { colaboradorRespostas, SITUACAO_PARCIAL, SITUACAO_RESPONDIDA } from '../../core/pesquisa/colaborador-respostas.ts'
import { pesquisas } from '../../core/pesquisa/pesquisas.ts'
import { RespostasAnonimas } from '../../core/pesquisa/ports.ts'
import { criar, alterar } from '../../core/shared/crud.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../core/shared/datas.ts'
import { TIPO_MULTIPLA_ESCOLHA, TIPO_NOTA, TIPO_OBJETIVA, TIPO_SUBJETIVA, validarRespostas, type PerguntaQuestionario } from '../../core/shared/questionario.ts'
import { gerador } from '../db/demo-pessoas.ts'
import { atorDemo } from '../gestao-talentos/demo.ts'
import { criarNaDemo, type RodarDemo } from '../modulo.ts'
import { semearDemoNps } from './demoNps.ts'

const opcoes = (...textos: ReadonlyArray<string>) => textos.map((texto, i) => ({ texto, peso: i + 1 }))
const CONCORDANCIA = opcoes('Discordo totalmente', 'Discordo', 'Neutro', 'Concordo', 'Concordo totalmente')

/** The demo's climate survey: two aspects, the four question types; anonymous; open for 30 days around today. */
export const PESQUISA_CLIMA_DEMO = {
  titulo: 'Pesquisa de Clima Organizacional',
  anonima: true,
  observacao: 'Sua opinião ajuda a empresa a melhorar. A pesquisa é anônima: as respostas não são associadas ao seu nome.',
  aspectos: [{ nome: 'Ambiente de trabalho' }, { nome: 'Liderança' }],
  perguntas: [
    { texto: 'Sinto orgulho de trabalhar nesta empresa.', tipo: TIPO_OBJETIVA, obrigatoria: true, aspecto: 'Ambiente de trabalho', respostas: CONCORDANCIA },
    { texto: 'O que mais contribui para o seu bem-estar no trabalho?', tipo: TIPO_MULTIPLA_ESCOLHA, obrigatoria: false, aspecto: 'Ambiente de trabalho', respostas: opcoes('Colegas', 'Horário', 'Benefícios', 'Espaço físico', 'Aprendizado') },
    { texto: 'De 0 a 10, como você avalia o apoio do seu gestor?', tipo: TIPO_NOTA, obrigatoria: true, aspecto: 'Liderança', notaMinima: 0, notaMaxima: 10 },
    { texto: 'O que a liderança poderia fazer melhor?', tipo: TIPO_SUBJETIVA, obrigatoria: false, aspecto: 'Liderança' },
  ],
}

const TEXTOS = ['Dar retorno mais frequente sobre o trabalho.', 'Reuniões mais curtas e objetivas.', 'Reconhecer mais as entregas da equipe.', 'Está bom assim.']

/**
 * Surveys of 'Empresa Demonstração': the climate survey, released to the whole company, answered by 14 active
 * employees (anonymously: participation on one side, answers on the other) and partially by 3; and a draft engagement
 * survey for the Recursos Humanos area. Maria Restrita (the demo user linked to an employee) has not answered: she
 * sees it in 'Minhas Pesquisas'.
 */
export const semearDemoPesquisa = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const ator = await atorDemo(knex)
  if (!ator) return
  const hoje = diaEmSaoPaulo(Date.now())
  const clima = (await rodar(criarNaDemo(pesquisas, ator, { ...PESQUISA_CLIMA_DEMO, dataInicio: adicionarDias(hoje, -10), dataFim: adicionarDias(hoje, 20) }))) as {
    id: number
    perguntas: ReadonlyArray<PerguntaQuestionario>
  }
  await rodar(Effect.orDie(alterar(pesquisas, ator, clima.id, { liberada: true })))
  const area = await knex('areas_organizacionais').where('empresaId', ator.escopo.empresaId).where('nome', 'Recursos Humanos').first('id')
  await rodar(
    criarNaDemo(pesquisas, ator, {
      titulo: 'Pesquisa de Engajamento (rascunho)',
      anonima: false,
      dataInicio: adicionarDias(hoje, 30),
      dataFim: adicionarDias(hoje, 45),
      aspectos: [{ nome: 'Engajamento' }],
      perguntas: [{ texto: 'Você recomendaria a empresa como um bom lugar para trabalhar?', tipo: TIPO_NOTA, obrigatoria: true, aspecto: 'Engajamento', notaMinima: 0, notaMaxima: 10 }],
      ...(area ? { areasOrganizacionaisIds: [Number(area.id)] } : {}),
    }),
  )
  const maria = await knex('usuarios').where('cpf', '52998224725').first('colaboradorId')
  const ativos = (await knex('colaboradores')
    .where('empresaId', ator.escopo.empresaId)
    .whereNull('dataDesligamento')
    .modify((b) => (maria?.colaboradorId ? void b.whereNot('id', maria.colaboradorId) : undefined))
    .orderBy('id')
    .limit(17)
    .select('id')) as Array<{ id: number }>
  const g = gerador(20261127)
  const [orgulho, bemEstar, apoio, melhorar] = clima.perguntas
  for (const [i, c] of ativos.entries()) {
    const parcial = i >= 14
    const escolhidas = bemEstar!.respostas.filter(() => g.chance(0.35))
    const dadas = [
      { perguntaId: orgulho!.id, tipoId: TIPO_OBJETIVA, respostaId: orgulho!.respostas[Math.min(4, 1 + g.n(4))]!.id },
      ...(escolhidas.length ? [{ perguntaId: bemEstar!.id, tipoId: TIPO_MULTIPLA_ESCOLHA, respostasIds: escolhidas.map((o) => o.id) }] : []),
      ...(parcial ? [] : [{ perguntaId: apoio!.id, tipoId: TIPO_NOTA, nota: 4 + g.n(7) }]),
      ...(!parcial && g.chance(0.6) ? [{ perguntaId: melhorar!.id, tipoId: TIPO_SUBJETIVA, comentario: g.de(TEXTOS) }] : []),
    ]
    const julgadas = validarRespostas(clima.perguntas, dadas as never, { parcial })
    if (julgadas.erros.length) throw new Error(`demo inválida em pesquisa/colaborador-respostas: ${JSON.stringify(julgadas.erros)}`)
    const estado = parcial
      ? { situacao: SITUACAO_PARCIAL, anonima: true, dataResposta: null, respostas: julgadas.respostas }
      : { situacao: SITUACAO_RESPONDIDA, anonima: true, dataResposta: adicionarDias(hoje, -g.n(10)), respostas: [] }
    await rodar(Effect.orDie(criar(colaboradorRespostas, ator, { pesquisaId: clima.id, colaboradorId: c.id }, { estado })))
    // The area and cargo of the employee's current position go with the anonymous answer (results by segment).
    const pos = (await knex('colaborador_historicos').where('colaboradorId', c.id).where('data', '<=', hoje).orderBy('data', 'desc').first('areaOrganizacionalId', 'cargoId')) as
      | { areaOrganizacionalId: number | null; cargoId: number | null }
      | undefined
    const segmento = { areaOrganizacionalId: pos?.areaOrganizacionalId ?? null, cargoId: pos?.cargoId ?? null }
    if (!parcial) await rodar(Effect.flatMap(RespostasAnonimas, (s) => s.gravar({ empresaId: ator.escopo.empresaId, pesquisaId: clima.id, respostas: julgadas.respostas, ...segmento })))
  }
  await semearDemoNps(knex, rodar, ator, maria?.colaboradorId ? Number(maria.colaboradorId) : null)
}
