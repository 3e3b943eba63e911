import { expect } from 'vitest'
import { TIPO_NOTA, TIPO_OBJETIVA } from '../../../core/shared/questionario.ts'
import { criarNaApi, type cliente } from '../../support/http.ts'
import type { AmbienteTeste } from '../../support/servidor.ts'

/**
 * The scenario of the results and nine box tests (answers inserted directly: answering is another part of issue 15).
 * A model with a grade question (0–10) and a yes/no question, both of aspect 'Entrega'. Two evaluated of the demo's
 * salary range 4 (its configuration requires 6 competencies). Identified evaluation: A answered by self (100 %), the
 * manager (100 %) and a peer (0 %), every competency at its required level; B pending. Anonymous evaluation: A by two
 * peers (100 %, 0 %) and a manager alone; B by a single peer. A third evaluation covers only competencies.
 */
export interface Cenario {
  readonly identificada: number
  readonly anonima: number
  readonly somenteCompetencias: number
  readonly corpoIdentificada: Record<string, unknown>
  readonly avaliadoA: number
  readonly avaliadoB: number
  readonly avaliadorL: number
  readonly avaliadorP: number
  readonly avaliadorP2: number
  readonly exigidas: number
  readonly competenciasEsperadas: number
}

export const prepararCenario = async (amb: AmbienteTeste, adm: ReturnType<typeof cliente>): Promise<Cenario> => {
  const knex = amb.knex
  const hs = (await knex('colaborador_historicos').where({ empresaId: 1 }).orderBy(['colaboradorId', 'data', 'id']).select('colaboradorId', 'faixaSalarialId')) as Array<{
    colaboradorId: number
    faixaSalarialId: number | null
  }>
  const ultima = new Map<number, number | null>()
  for (const h of hs) ultima.set(Number(h.colaboradorId), h.faixaSalarialId === null ? null : Number(h.faixaSalarialId))
  const daFaixa = [...ultima.entries()].filter(([, f]) => f === 4).map(([c]) => c)
  const outros = [...ultima.entries()].filter(([, f]) => f !== 4).map(([c]) => c)
  expect(daFaixa.length).toBeGreaterThanOrEqual(2)
  const [avaliadoA, avaliadoB] = daFaixa as [number, number]
  const [avaliadorL, avaliadorP, avaliadorP2] = outros as [number, number, number]
  const cfg = (await knex('config_niveis_competencia_faixas').where({ empresaId: 1, faixaSalarialId: 4 }).orderBy('data', 'desc').first('configsNiveisCompetencias')) as {
    configsNiveisCompetencias: string
  }
  const exigidas = JSON.parse(cfg.configsNiveisCompetencias) as Array<{ competenciaId: number; nivelCompetenciaId: number }>
  const niveisExigidos = exigidas.map((x) => ({ competenciaId: x.competenciaId, nivelCompetenciaId: x.nivelCompetenciaId }))
  const niveisBasicos = exigidas.map((x) => ({ competenciaId: x.competenciaId, nivelCompetenciaId: 1 }))

  const modelo = await criarNaApi(adm, 'avaliacao/modelos-avaliacao', {
    titulo: 'Desempenho 2099',
    tipo: 'D',
    aspectos: [{ nome: 'Entrega' }],
    perguntas: [
      { texto: 'Entrega no prazo', tipo: TIPO_NOTA, notaMinima: 0, notaMaxima: 10, aspecto: 'Entrega', obrigatoria: true },
      { texto: 'Cumpre as metas?', tipo: TIPO_OBJETIVA, aspecto: 'Entrega', respostas: [{ texto: 'Sim', peso: 1 }, { texto: 'Não', peso: 0 }] },
    ],
  })
  const m = (await adm.get(`/api/avaliacao/modelos-avaliacao/${modelo}`)).body as { perguntas: Array<{ id: number; respostas: Array<{ id: number }> }> }
  const [p1, p2] = m.perguntas as [{ id: number; respostas: Array<{ id: number }> }, { id: number; respostas: Array<{ id: number }> }]
  const respostas = (bom: boolean) => [
    { perguntaId: p1.id, tipoId: TIPO_NOTA, nota: bom ? 10 : 0 },
    { perguntaId: p2.id, tipoId: TIPO_OBJETIVA, respostaId: p2.respostas[bom ? 0 : 1]!.id },
  ]

  const corpo = (titulo: string, anonima: boolean) => ({
    titulo,
    dataIni: '2099-01-01',
    dataFim: '2099-12-31',
    tipo: '1.0',
    modeloAvaliacaoId: modelo,
    permiteAutoAvaliacao: true,
    anonima,
    avaliarCompetenciasCargo: true,
  })
  const corpoIdentificada = corpo('Avaliação identificada 2099', false)
  const identificada = await criarNaApi(adm, 'avaliacao/avaliacoes-desempenho', corpoIdentificada)
  const anonima = await criarNaApi(adm, 'avaliacao/avaliacoes-desempenho', corpo('Avaliação anônima 2099', true))
  const somenteCompetencias = await criarNaApi(adm, 'avaliacao/avaliacoes-desempenho', {
    ...corpo('Só competências 2099', false),
    modeloAvaliacaoId: null,
    avaliarSomenteCompetencias: true,
  })

  const par = (avaliacao: number, avaliadoId: number, avaliadorId: number, papel: string, enviado: { bom: boolean; niveis: unknown[] } | null, anonimo = false) => ({
    empresaId: 1,
    avaliacaoDesempenhoId: avaliacao,
    avaliadoId,
    avaliadorId,
    papel,
    situacao: enviado ? 'R' : 'N',
    anonima: anonimo,
    dataResposta: enviado ? '2099-06-01' : null,
    respostas: JSON.stringify(enviado && !anonimo ? respostas(enviado.bom) : []),
    competencias: JSON.stringify(enviado && !anonimo ? enviado.niveis : []),
  })
  await knex('participantes_avaliacao_desempenho').insert([
    par(identificada, avaliadoA, avaliadoA, 'U', { bom: true, niveis: niveisBasicos }),
    par(identificada, avaliadoA, avaliadorL, 'L', { bom: true, niveis: niveisExigidos }),
    par(identificada, avaliadoA, avaliadorP, 'P', { bom: false, niveis: niveisExigidos }),
    par(identificada, avaliadoB, avaliadorL, 'L', null),
    par(anonima, avaliadoA, avaliadorP, 'P', { bom: true, niveis: [] }, true),
    par(anonima, avaliadoA, avaliadorP2, 'P', { bom: false, niveis: [] }, true),
    par(anonima, avaliadoA, avaliadorL, 'L', { bom: false, niveis: [] }, true),
    par(anonima, avaliadoB, avaliadorP, 'P', { bom: true, niveis: [] }, true),
    par(somenteCompetencias, avaliadoA, avaliadorL, 'L', { bom: true, niveis: niveisExigidos }),
  ])
  const anonimas = [
    { avaliadoId: avaliadoA, papel: 'P', bom: true },
    { avaliadoId: avaliadoA, papel: 'P', bom: false },
    { avaliadoId: avaliadoA, papel: 'L', bom: false },
    { avaliadoId: avaliadoB, papel: 'P', bom: true },
  ]
  await knex('avaliacoes_desempenho_respostas_anonimas').insert(
    anonimas.map((x, i) => ({
      id: 7_000_000 + i * 104_729,
      empresaId: 1,
      avaliacaoDesempenhoId: anonima,
      avaliadoId: x.avaliadoId,
      papel: x.papel,
      respostas: JSON.stringify(respostas(x.bom)),
      competencias: JSON.stringify(niveisExigidos),
    })),
  )
  return {
    identificada,
    anonima,
    somenteCompetencias,
    corpoIdentificada,
    avaliadoA,
    avaliadoB,
    avaliadorL,
    avaliadorP,
    avaliadorP2,
    exigidas: exigidas.length,
    competenciasEsperadas: 100,
  }
}
