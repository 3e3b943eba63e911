import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bancosHttp } from '../../support/banco.ts'
import { criarNaApi } from '../../support/http.ts'
import { AVAL, montarCenario, PART, type Cenario } from './participantes-cenario.ts'

/**
 * /api/avaliacao/avaliacoes-desempenho: the form's rules and locks, removal, release (one and several), the invitation
 * e-mail, the clone and the §7 reads, none of which answers what anyone answered. Both databases.
 */
describe.each(bancosHttp())('avaliações de desempenho ($nome)', (banco) => {
  let c: Cenario
  beforeAll(async () => {
    c = await montarCenario(banco, 'avaliacoes_ad')
  }, 300_000)
  afterAll(() => c?.amb.fechar())

  const nova = async (extra: Record<string, unknown> = {}) => criarNaApi(c.rh, 'avaliacao/avaliacoes-desempenho', c.novaAvaliacao(extra))
  const comPares = async (extra: Record<string, unknown> = {}) => {
    const id = await nova(extra)
    const { p } = c
    const r = await c.rh.post(`${PART}/pares`, {
      avaliacaoDesempenhoId: id,
      pares: [
        { avaliadoId: p.ana, avaliadorId: p.rui, papel: 'L' },
        { avaliadoId: p.bia, avaliadorId: p.rui, papel: 'L' },
        { avaliadoId: p.ana, avaliadorId: p.ana, papel: 'U' },
      ],
    })
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    return id
  }

  it('cadastro: regras do formulário, 400 por campo, 401, 403, 404, outra empresa', async () => {
    const r = await c.rh.post(AVAL, c.novaAvaliacao())
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    expect(r.body).toMatchObject({ liberada: false, possuiResposta: false, tipo: '1.0' })
    const ruim = await c.rh.post(AVAL, { titulo: 'X', dataIni: '2026-05-10', dataFim: '2026-05-01', tipo: '2.0', formato: 0 })
    expect(ruim.status).toBe(400)
    expect(ruim.body.errors).toEqual([
      { field: 'permiteAutoAvaliacao', message: 'Informe se a avaliação permite autoavaliação' },
      { field: 'anonima', message: 'Informe se a avaliação é anônima.' },
    ])
    const cruzadas = await c.rh.post(AVAL, c.novaAvaliacao({ dataIni: '2026-05-10', dataFim: '2026-05-01', tipo: '2.0', formato: 0, modeloAvaliacaoId: null }))
    expect(cruzadas.body.errors).toEqual([
      { field: 'dataFim', message: 'Data final inferior a data inicial.' },
      { field: 'formato', message: 'Campo Obrigatório é necessário quando Tipo é 2.0' },
      { field: 'modeloAvaliacaoId', message: 'Modelo de Avaliação é obrigatório' },
    ])
    expect((await c.rh.post(AVAL, c.novaAvaliacao({ tipo: undefined }))).body.errors).toEqual([{ field: 'tipo', message: 'Tipo de avaliação é obrigatório' }])
    expect((await c.rh.post(AVAL, c.novaAvaliacao({ modeloAvaliacaoId: undefined, avaliarSomenteCompetencias: true }))).status).toBe(201)
    expect((await c.anonimo.get(AVAL)).status).toBe(401)
    expect((await c.semPermissao.get(AVAL)).status).toBe(403)
    expect((await c.semPermissao.post(AVAL, c.novaAvaliacao())).status).toBe(403)
    expect((await c.rh.get(`${AVAL}/999999`)).status).toBe(404)
    expect((await c.so2.get(`${AVAL}/${r.body.id}`)).status).toBe(404)
    expect((await c.so2.put(`${AVAL}/${r.body.id}`, c.novaAvaliacao())).status).toBe(404)
  })

  it('libera só com participantes, regra do anonimato e modelo com perguntas; trava campos; bloqueia; libera várias', async () => {
    const vazia = await nova({ titulo: 'Vazia' })
    const semPart = await c.rh.put(`${AVAL}/${vazia}/liberada/true`)
    expect(semPart.status).toBe(400)
    expect(semPart.body.message).toBe('Vazia: A avaliação não possui participantes: adicione-os antes de liberá-la')
    const semPerguntas = await comPares({ titulo: 'Sem perguntas', modeloAvaliacaoId: c.modeloVazio })
    expect((await c.rh.put(`${AVAL}/${semPerguntas}/liberada/true`)).body.message).toBe(
      'Sem perguntas: O modelo de avaliação não possui perguntas: cadastre ao menos uma pergunta antes de liberar a avaliação',
    )
    const anonimaSozinha = await nova({ titulo: 'Anônima sozinha', anonima: true })
    await criarNaApi(c.rh, 'avaliacao/participante-avaliacao-desempenho', { avaliacaoDesempenhoId: anonimaSozinha, avaliadoId: c.p.ana, avaliadorId: c.p.rui, papel: 'L' })
    expect((await c.rh.put(`${AVAL}/${anonimaSozinha}/liberada/true`)).body.message).toBe('Anônima sozinha: A avaliação é anônima e deve conter pelo menos 2 avaliadores selecionados')

    const id = await comPares({ titulo: 'Travada' })
    const lib = await c.rh.put(`${AVAL}/${id}/liberada/true`)
    expect(lib.status, JSON.stringify(lib.body)).toBe(200)
    expect(lib.body.liberada).toBe(true)
    const travada = await c.rh.put(`${AVAL}/${id}`, c.novaAvaliacao({ titulo: 'Travada', tipo: '2.0', formato: 3, anonima: true }))
    expect(travada.status).toBe(400)
    expect(travada.body.errors).toEqual(
      ['tipo', 'formato', 'anonima'].map((field) => ({ field, message: 'A avaliação está liberada ou já possui respostas: este campo não pode mais ser alterado' })),
    )
    expect((await c.rh.put(`${AVAL}/${id}`, c.novaAvaliacao({ titulo: 'Travada, novo título', dataFim: '2026-11-30' }))).status).toBe(200)
    expect((await c.rh.put(`${AVAL}/${id}`, c.novaAvaliacao({ titulo: 'Travada', permiteAutoAvaliacao: false }))).body.errors).toEqual([
      { field: 'permiteAutoAvaliacao', message: 'A avaliação possui autoavaliações: remova-as antes de não permitir autoavaliação' },
    ])
    expect((await c.rh.put(`${AVAL}/${id}/liberada/false`)).body.liberada).toBe(false)
    expect((await c.rh.put(`${AVAL}/${id}`, c.novaAvaliacao({ titulo: 'Travada', tipo: '2.0', formato: 3 }))).status).toBe(200)
    // Answered (a draft): locked again although blocked.
    await c.amb.knex('participantes_avaliacao_desempenho').where({ avaliacaoDesempenhoId: id, avaliadoId: c.p.bia }).update({ situacao: 'P' })
    expect((await c.rh.get(`${AVAL}/${id}`)).body.possuiResposta).toBe(true)
    expect((await c.rh.put(`${AVAL}/${id}`, c.novaAvaliacao({ titulo: 'Travada', tipo: '1.0' }))).body.errors).toEqual([
      { field: 'tipo', message: 'A avaliação está liberada ou já possui respostas: este campo não pode mais ser alterado' },
      { field: 'formato', message: 'A avaliação está liberada ou já possui respostas: este campo não pode mais ser alterado' },
    ])
    expect((await c.rh.delete(`${AVAL}/${id}`)).body.message).toBe('A avaliação já possui respostas e não pode ser excluída')

    const outra = await comPares({ titulo: 'Outra' })
    const varias = await c.rh.put(`${AVAL}/liberacao`, { ids: [id, outra] })
    expect(varias.status, JSON.stringify(varias.body)).toBe(200)
    expect(varias.body).toEqual({ message: 'Avaliações liberadas com sucesso!', quantidade: 2 })
    // All or none: one that cannot be released keeps the others blocked.
    expect((await c.rh.put(`${AVAL}/liberacao`, { ids: [id, outra], liberada: false })).status).toBe(200)
    expect((await c.rh.put(`${AVAL}/liberacao`, { ids: [outra, vazia] })).status).toBe(400)
    expect((await c.rh.get(`${AVAL}/${outra}`)).body.liberada).toBe(false)
    expect((await c.rh.put(`${AVAL}/liberacao`, { ids: [] })).body.errors).toEqual([{ field: 'ids', message: 'Selecione ao menos uma avaliação' }])
    expect((await c.so2.put(`${AVAL}/${outra}/liberada/true`)).status).toBe(404)
    expect((await c.so2.put(`${AVAL}/liberacao`, { ids: [outra] })).status).toBe(404)
    expect((await c.semPermissao.put(`${AVAL}/${outra}/liberada/true`)).status).toBe(403)
    expect((await c.anonimo.put(`${AVAL}/${outra}/liberada/true`)).status).toBe(401)
    expect((await c.rh.put(`${AVAL}/999999/liberada/true`)).status).toBe(404)

    // Removal without answers takes the pairs along.
    expect((await c.rh.delete(`${AVAL}/${outra}`)).status).toBe(200)
    expect(await c.amb.knex('participantes_avaliacao_desempenho').where({ avaliacaoDesempenhoId: outra })).toEqual([])
  })

  it('convite por e-mail aos avaliadores pendentes, com o período e o link de Minhas Avaliações', async () => {
    const id = await comPares({ titulo: 'Convite', dataIni: '2026-03-01', dataFim: '2026-03-31' })
    expect((await c.rh.post(`${AVAL}/${id}/envia-email`)).body.message).toBe('A avaliação não está liberada: libere-a antes de enviar e-mails.')
    await c.rh.put(`${AVAL}/${id}/liberada/true`)
    const antes = Number((await c.amb.knex('caixa_saida').count({ n: '*' }).first())!.n)
    const r = await c.rh.post(`${AVAL}/${id}/envia-email`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body).toEqual({ enviados: 2, semEmail: [], message: 'E-mail enviado a 2 avaliadores.' })
    const msgs = await c.amb.knex('caixa_saida').orderBy('id', 'desc').limit(2)
    expect(Number((await c.amb.knex('caixa_saida').count({ n: '*' }).first())!.n) - antes).toBe(2)
    expect(msgs.map((m) => JSON.parse(m.para)[0]).sort()).toEqual(['ana@exemplo.com.br', 'rui@exemplo.com.br'])
    for (const m of msgs) {
      expect(m.texto).toContain('de 01/03/2026 a 31/03/2026')
      expect(m.texto).toContain('/avaliacao/minhas-avaliacoes')
      expect(m.texto).toContain('Minhas Avaliações')
    }
    // Ana sent her self-evaluation: only Rui is invited again.
    await c.amb.knex('participantes_avaliacao_desempenho').where({ avaliacaoDesempenhoId: id, avaliadorId: c.p.ana }).update({ situacao: 'R' })
    expect((await c.rh.post(`${AVAL}/${id}/envia-email`)).body.enviados).toBe(1)
    expect((await c.so2.post(`${AVAL}/${id}/envia-email`)).status).toBe(404)
    expect((await c.semPermissao.post(`${AVAL}/${id}/envia-email`)).status).toBe(403)
  })

  it('copia na mesma empresa com participantes e para outra empresa com o modelo, sem participantes', async () => {
    const id = await comPares({ titulo: 'Original' })
    await c.rh.put(`${AVAL}/${id}/liberada/true`)
    const mesma = await c.rh.post(`${AVAL}/${id}`, { clonarParticipantes: true })
    expect(mesma.status, JSON.stringify(mesma.body)).toBe(201)
    expect(mesma.body).toHaveLength(1)
    expect(mesma.body[0]).toMatchObject({ empresaId: 1, titulo: 'Original', liberada: false, modeloAvaliacaoId: c.modelo })
    const paresCopia = (await c.rh.get(`${PART}?avaliacaoDesempenhoId=${mesma.body[0].id}&unpaged=true`)).body
    expect(paresCopia.map((x: { papel: string; situacao: string }) => `${x.papel}${x.situacao}`).sort()).toEqual(['LN', 'LN', 'UN'])
    const semPares = await c.rh.post(`${AVAL}/${id}`)
    expect((await c.rh.get(`${PART}?avaliacaoDesempenhoId=${semPares.body[0].id}&unpaged=true`)).body).toEqual([])
    // Only user 1 sees company 2.
    expect((await c.rh.post(`${AVAL}/${id}`, { empresas: [2] })).status).toBe(403)
    const outra = await c.adm.post(`${AVAL}/${id}`, { empresas: [2], clonarParticipantes: true })
    expect(outra.status, JSON.stringify(outra.body)).toBe(201)
    expect(outra.body[0]).toMatchObject({ empresaId: 2, titulo: 'Original', liberada: false })
    expect(outra.body[0].modeloAvaliacaoId).not.toBe(c.modelo)
    const modelo2 = await c.amb.knex('modelos_avaliacao').where({ id: outra.body[0].modeloAvaliacaoId }).first()
    expect(Number(modelo2.empresaId)).toBe(2)
    expect(JSON.parse(modelo2.perguntas)).toHaveLength(1)
    expect(await c.amb.knex('participantes_avaliacao_desempenho').where({ avaliacaoDesempenhoId: outra.body[0].id })).toEqual([])
    expect((await c.so2.post(`${AVAL}/${id}`)).status).toBe(404)
    expect((await c.semPermissao.post(`${AVAL}/${id}`)).status).toBe(403)
  })

  it('consultas do §7: quem participa e a situação, nunca as respostas; 400 sem o parâmetro; outra empresa', async () => {
    const { p } = c
    const id = await comPares({ titulo: 'Consultas', anonima: true, avaliarCompetenciasCargo: true })
    await c.amb
      .knex('participantes_avaliacao_desempenho')
      .where({ avaliacaoDesempenhoId: id, avaliadoId: p.ana, avaliadorId: p.rui })
      .update({ situacao: 'R', anonima: true, dataResposta: '2026-02-01' })
    const get = async (caminho: string) => {
      const r = await c.rh.get(`${AVAL}/${caminho}`)
      expect(r.status, `${caminho} ${JSON.stringify(r.body)}`).toBe(200)
      expect(JSON.stringify(r.body)).not.toContain('respostas')
      return r.body
    }
    expect(await get(`${id}/avaliados`)).toEqual([
      { id: p.ana, nome: 'Ana Operadora' },
      { id: p.bia, nome: 'Bia Operadora' },
    ])
    expect(await get(`${id}/avaliadores`)).toEqual([
      { id: p.ana, nome: 'Ana Operadora' },
      { id: p.rui, nome: 'Rui Gestor' },
    ])
    expect(await get(`${id}/avaliadores?avaliadoId=${p.bia}`)).toEqual([{ id: p.rui, nome: 'Rui Gestor' }])
    expect(await get(`${id}/avaliacoes-respondidas`)).toEqual([
      expect.objectContaining({ avaliadoId: p.ana, avaliadorId: p.rui, papel: 'L', situacao: 'R', dataResposta: '2026-02-01' }),
    ])
    expect(await get(`${id}/anonima`)).toBe(true)
    expect(await get(`possui-participantes-com-autoavaliacao?avaliacaoDesempenhoId=${id}`)).toBe(true)
    expect(await get(`possui-performance-individual?avaliacaoDesempenhoId=${id}`)).toBe(true)
    const dois = await nova({ titulo: 'Dois ponto zero', tipo: '2.0', formato: 2, dataIni: '2019-06-01' })
    const doisPontoZero = (await get('dois-ponto-zero')).map((a: { id: number }) => a.id)
    expect(doisPontoZero).toContain(dois)
    expect(doisPontoZero).not.toContain(id)
    expect(await get('data-minima')).toBe('2019-06-01')
    expect(await get(`avaliados?avaliacoesIds=${id}`)).toEqual([
      { id: p.ana, nome: 'Ana Operadora' },
      { id: p.bia, nome: 'Bia Operadora' },
    ])
    expect(await get(`participantes/areas-organizacionais?avaliacaoDesempenhoId=${id}`)).toEqual([{ id: c.areas.operacoes, nome: 'Operações' }])
    expect((await get('participantes/areas-organizacionais')).map((a: { id: number }) => a.id)).toEqual(expect.arrayContaining([c.areas.operacoes, c.areas.diretoria]))
    expect(await get(`participantes/cargos?avaliacaoDesempenhoId=${id}`)).toHaveLength(1)
    expect(await get(`participantes/estabelecimentos?avaliacaoDesempenhoId=${id}`)).toHaveLength(1)
    expect(await get(`avaliador-e-empresa?avaliadorId=${p.rui}`)).toEqual(expect.arrayContaining([expect.objectContaining({ id, titulo: 'Consultas', pendentes: 1 })]))
    // Each evaluated with the levels their range requires on the final date; those without any are named.
    const configs = (await get(`configuracao-competencia-avaliacao?avaliacaoDesempenhoId=${id}`)) as Array<{ avaliadoId: number; nome: string; competencias: unknown[] }>
    expect(configs.map((x) => x.nome)).toEqual(['Ana Operadora', 'Bia Operadora'])
    expect(await get(`configuracao-competencia-avaliacao?avaliacaoDesempenhoId=${id}&avaliadoId=${p.ana}`)).toEqual([
      expect.objectContaining({ avaliadoId: p.ana, nome: 'Ana Operadora', faixaSalarialId: c.faixaSalarialId, data: '2026-12-31' }),
    ])
    const semCompetencias = configs.filter((x) => !x.competencias.length).map((x) => x.nome)
    expect(await get(`nomes-avaliados-sem-competencias?avaliacaoDesempenhoId=${id}`)).toEqual(semCompetencias)
    expect(await get(`titulos-avaliacoes-com-avaliados-sem-competencias?ids=${id},${dois}`)).toEqual(semCompetencias.length ? ['Consultas'] : [])
    for (const q of ['possui-participantes-com-autoavaliacao', 'possui-performance-individual', 'nomes-avaliados-sem-competencias', 'configuracao-competencia-avaliacao']) {
      const r = await c.rh.get(`${AVAL}/${q}`)
      expect(r.status, q).toBe(400)
      expect(r.body.errors).toEqual([{ field: 'avaliacaoDesempenhoId', message: 'Avaliação de Desempenho é obrigatória' }])
    }
    expect((await c.rh.get(`${AVAL}/avaliador-e-empresa`)).body.errors).toEqual([{ field: 'avaliadorId', message: 'Avaliador é obrigatório' }])
    expect((await c.rh.get(`${AVAL}/titulos-avaliacoes-com-avaliados-sem-competencias`)).status).toBe(400)
    for (const q of [`${id}/avaliados`, `${id}/avaliadores`, `${id}/avaliacoes-respondidas`, `${id}/anonima`, `possui-participantes-com-autoavaliacao?avaliacaoDesempenhoId=${id}`]) {
      expect((await c.so2.get(`${AVAL}/${q}`)).status, q).toBe(404)
    }
    expect(await (async () => (await c.so2.get(`${AVAL}/dois-ponto-zero`)).body)()).toEqual([])
    expect(await (async () => (await c.so2.get(`${AVAL}/avaliados`)).body)()).toEqual([])
    expect((await c.semPermissao.get(`${AVAL}/${id}/avaliados`)).status).toBe(403)
    expect((await c.anonimo.get(`${AVAL}/dois-ponto-zero`)).status).toBe(401)
  })
})
