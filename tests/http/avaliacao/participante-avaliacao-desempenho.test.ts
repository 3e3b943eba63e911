import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bancosHttp } from '../../support/banco.ts'
import { criarNaApi } from '../../support/http.ts'
import { AVAL, montarCenario, PART, type Cenario } from './participantes-cenario.ts'

/**
 * /api/avaliacao/participante-avaliacao-desempenho: the pair rules on the generic routes, the proposal by area and
 * hierarchy, saving a list, the bulk actions with the spec's messages. Both databases.
 */
describe.each(bancosHttp())('participantes da avaliação de desempenho ($nome)', (banco) => {
  let c: Cenario
  beforeAll(async () => {
    c = await montarCenario(banco, 'participantes_ad')
  }, 300_000)
  afterAll(() => c?.amb.fechar())

  const nova = async (extra: Record<string, unknown> = {}) => criarNaApi(c.rh, 'avaliacao/avaliacoes-desempenho', c.novaAvaliacao(extra))

  it('um par pelas rotas genéricas: regras dos papéis, 400 por campo, 401, 403, 404, outra empresa', async () => {
    const id = await nova()
    const { p } = c
    const ok = await c.rh.post(PART, { avaliacaoDesempenhoId: id, avaliadoId: p.ana, avaliadorId: p.bia, papel: 'R' })
    expect(ok.status, JSON.stringify(ok.body)).toBe(201)
    expect(ok.body).toMatchObject({ situacao: 'N', nomeAvaliado: 'Ana Operadora', nomeAvaliador: 'Bia Operadora', respostas: [] })
    const erros = async (corpo: Record<string, unknown>) => (await c.rh.post(PART, { avaliacaoDesempenhoId: id, ...corpo })).body.errors
    expect(await erros({ avaliadoId: p.ana, avaliadorId: p.ana, papel: 'R' })).toEqual([{ field: 'avaliadorId', message: 'O avaliado e o avaliador devem ser pessoas diferentes (exceto na autoavaliação)' }])
    expect(await erros({ avaliadoId: p.bia, avaliadorId: p.ana, papel: 'U' })).toEqual([{ field: 'avaliadorId', message: 'Na autoavaliação o avaliador é o próprio avaliado' }])
    expect(await erros({ avaliadoId: p.ana, avaliadorId: p.gil, papel: 'L' })).toEqual([{ field: 'papel', message: 'O avaliador não é responsável pela área organizacional do avaliado' }])
    expect(await erros({ avaliadoId: p.ana, avaliadorId: p.cris, papel: 'L' })).toEqual([{ field: 'papel', message: 'O avaliador não é responsável pela área organizacional do avaliado' }])
    expect(await erros({ avaliadoId: p.gil, avaliadorId: p.ana, papel: 'A' })).toEqual([{ field: 'papel', message: 'O avaliado não é responsável pela área organizacional do avaliador' }])
    expect(await erros({ avaliadoId: p.ana, avaliadorId: p.gil, papel: 'P' })).toEqual([{ field: 'papel', message: 'O avaliador não é da mesma área organizacional do avaliado' }])
    expect(await erros({ avaliadoId: p.ana, avaliadorId: p.duda, papel: 'R' })).toEqual([{ field: 'avaliadorId', message: 'Selecione um talento ativo da empresa da avaliação' }])
    expect(await erros({ avaliadoId: p.ana, papel: 'X' })).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'avaliadorId' }), expect.objectContaining({ field: 'papel' })]),
    )
    for (const [avaliadoId, avaliadorId, papel] of [
      [p.ana, p.rui, 'L'],
      [p.rui, p.ana, 'A'],
      [p.ana, p.cris, 'P'],
      [p.ana, p.ana, 'U'],
    ] as const) {
      const r = await c.rh.post(PART, { avaliacaoDesempenhoId: id, avaliadoId, avaliadorId, papel })
      expect(r.status, `${papel} ${JSON.stringify(r.body)}`).toBe(201)
    }
    // With the hierarchy flag, co-responsáveis and the areas above manage too.
    const hier = await nova({ titulo: 'Com hierarquia', consideraRespCorespHierarquia: true, permiteAutoAvaliacao: false })
    for (const avaliadorId of [p.cris, p.gil]) expect((await c.rh.post(PART, { avaliacaoDesempenhoId: hier, avaliadoId: p.ana, avaliadorId, papel: 'L' })).status).toBe(201)
    expect((await c.rh.post(PART, { avaliacaoDesempenhoId: hier, avaliadoId: p.ana, avaliadorId: p.ana, papel: 'U' })).body.errors).toEqual([
      { field: 'papel', message: 'A avaliação não permite autoavaliação' },
    ])
    // Unique pair.
    expect((await c.rh.post(PART, { avaliacaoDesempenhoId: id, avaliadoId: p.ana, avaliadorId: p.bia, papel: 'P' })).body.errors).toEqual([
      { field: 'avaliadorId', message: 'Este avaliador já avalia este avaliado nesta avaliação' },
    ])
    const lista = await c.rh.get(`${PART}?avaliacaoDesempenhoId=${id}&unpaged=true`)
    expect(lista.status).toBe(200)
    expect(lista.body).toHaveLength(5)
    expect(lista.body.every((r: Record<string, unknown>) => r['respostas'] === undefined || (Array.isArray(r['respostas']) && r['respostas'].length === 0))).toBe(true)
    expect((await c.anonimo.get(PART)).status).toBe(401)
    expect((await c.semPermissao.get(PART)).status).toBe(403)
    expect((await c.semPermissao.post(PART, { avaliacaoDesempenhoId: id, avaliadoId: p.bia, avaliadorId: p.ana, papel: 'R' })).status).toBe(403)
    expect((await c.rh.get(`${PART}/999999`)).status).toBe(404)
    expect((await c.so2.get(`${PART}/${ok.body.id}`)).status).toBe(404)
    expect((await c.so2.get(`${PART}?avaliacaoDesempenhoId=${id}&unpaged=true`)).body).toEqual([])
    expect((await c.so2.post(PART, { avaliacaoDesempenhoId: id, avaliadoId: p.bia, avaliadorId: p.ana, papel: 'R' })).body.errors).toEqual([
      { field: 'avaliacaoDesempenhoId', message: 'Avaliação de Desempenho não encontrada' },
    ])
    // A pair with a draft is not edited; a sent one is not removed alone.
    await c.amb.knex('participantes_avaliacao_desempenho').where({ id: ok.body.id }).update({ situacao: 'P' })
    expect((await c.rh.put(`${PART}/${ok.body.id}`, { avaliacaoDesempenhoId: id, avaliadoId: p.ana, avaliadorId: p.gil, papel: 'R' })).body.message).toBe(
      'O avaliador já salvou ou enviou respostas deste par: ele não pode mais ser alterado',
    )
    await c.amb.knex('participantes_avaliacao_desempenho').where({ id: ok.body.id }).update({ situacao: 'R' })
    const rem = await c.rh.delete(`${PART}/${ok.body.id}`)
    expect(rem.status).toBe(400)
    expect(rem.body.message).toContain('Remover avaliados')
  })

  it('propõe pares por área e hierarquia sem gravar; grava a lista numa transação com a regra do anonimato', async () => {
    const { p } = c
    const id = await nova({ titulo: 'Proposta', anonima: true })
    const proposta = await c.rh.post(`${PART}/propor`, { avaliacaoDesempenhoId: id, avaliadosIds: [p.ana], papeis: ['U', 'L', 'P'] })
    expect(proposta.status, JSON.stringify(proposta.body)).toBe(200)
    expect(proposta.body.map((x: { avaliadorId: number; papel: string }) => [x.papel, x.avaliadorId])).toEqual([
      ['U', p.ana],
      ['L', p.rui],
      ['P', p.bia],
      ['P', p.cris],
    ])
    expect(proposta.body[1]).toMatchObject({ nomeAvaliado: 'Ana Operadora', nomeAvaliador: 'Rui Gestor' })
    // By area: every active person of Operações (Duda is dismissed), their managers.
    const porArea = await c.rh.post(`${PART}/propor`, { avaliacaoDesempenhoId: id, areasOrganizacionaisIds: [c.areas.operacoes], papeis: ['L'] })
    expect(new Set(porArea.body.map((x: { avaliadoId: number }) => x.avaliadoId))).toEqual(new Set([p.ana, p.bia, p.cris]))
    expect((await c.rh.get(`${PART}?avaliacaoDesempenhoId=${id}&unpaged=true`)).body).toEqual([])
    expect((await c.rh.post(`${PART}/propor`, { avaliacaoDesempenhoId: id, papeis: [] })).body.errors).toEqual([{ field: 'papeis', message: 'Selecione ao menos um papel' }])
    expect((await c.so2.post(`${PART}/propor`, { avaliacaoDesempenhoId: id, papeis: ['L'] })).status).toBe(404)

    // Anonymous: one evaluated with one evaluator is refused (the self-evaluation does not count).
    const sozinho = await c.rh.post(`${PART}/pares`, {
      avaliacaoDesempenhoId: id,
      pares: [
        { avaliadoId: p.ana, avaliadorId: p.rui, papel: 'L' },
        { avaliadoId: p.ana, avaliadorId: p.ana, papel: 'U' },
      ],
    })
    expect(sozinho.status).toBe(400)
    expect(sozinho.body.errors).toEqual([{ field: 'pares', message: 'A avaliação é anônima e deve conter pelo menos 2 avaliadores selecionados' }])
    const ruins = await c.rh.post(`${PART}/pares`, {
      avaliacaoDesempenhoId: id,
      pares: [
        { avaliadoId: p.ana, avaliadorId: p.rui, papel: 'L' },
        { avaliadoId: p.ana, avaliadorId: p.rui, papel: 'L' },
        { avaliadoId: p.ana, avaliadorId: p.gil, papel: 'P' },
      ],
    })
    expect(ruins.body.errors).toEqual([
      { field: 'pares.1.avaliadorId', message: 'Par repetido na lista' },
      { field: 'pares.2.papel', message: 'O avaliador não é da mesma área organizacional do avaliado' },
    ])
    expect((await c.rh.post(`${PART}/pares`, { avaliacaoDesempenhoId: id, pares: [] })).body.errors).toEqual([{ field: 'pares', message: 'Selecione ao menos um participante' }])
    // The company's people and the evaluation's pairs are read once for the whole list, not once per pair.
    const lidas: string[] = []
    const ouvir = (q: { sql: string }) => lidas.push(q.sql)
    c.amb.knex.on('query', ouvir)
    const salvo = await c.rh
      .post(`${PART}/pares`, { avaliacaoDesempenhoId: id, pares: proposta.body.map(({ avaliadoId, avaliadorId, papel }: Record<string, unknown>) => ({ avaliadoId, avaliadorId, papel })) })
      .finally(() => c.amb.knex.off('query', ouvir))
    expect(salvo.status, JSON.stringify(salvo.body)).toBe(201)
    expect(salvo.body).toEqual({ message: '4 participantes adicionados com sucesso!', quantidade: 4 })
    expect(lidas.filter((q) => /select [`"]colaboradores[`"]\.[`"]id[`"], [`"]colaboradores[`"]\.[`"]empresa_id[`"]/.test(q))).toHaveLength(1)
    expect(lidas.filter((q) => /from [`"]participantes_avaliacao_desempenho[`"]/.test(q) && !q.startsWith('insert') && !/where [`"]participantes_avaliacao_desempenho[`"]\.[`"]id[`"] =/.test(q)).length).toBeLessThanOrEqual(2)
    // Again: the pairs already there are kept, nothing duplicated.
    expect((await c.rh.post(`${PART}/pares`, { avaliacaoDesempenhoId: id, pares: [{ avaliadoId: p.ana, avaliadorId: p.rui, papel: 'L' }] })).body.quantidade).toBe(0)
    expect((await c.rh.get(`${PART}?avaliacaoDesempenhoId=${id}&unpaged=true`)).body).toHaveLength(4)
    expect((await c.so2.post(`${PART}/pares`, { avaliacaoDesempenhoId: id, pares: [{ avaliadoId: p.ana, avaliadorId: p.rui, papel: 'L' }] })).status).toBe(404)
    expect((await c.semPermissao.post(`${PART}/pares`, { avaliacaoDesempenhoId: id, pares: [{ avaliadoId: p.ana, avaliadorId: p.rui, papel: 'L' }] })).status).toBe(403)
    expect((await c.anonimo.post(`${PART}/pares`, { avaliacaoDesempenhoId: id, pares: [] })).status).toBe(401)
  })

  it('ações em lote com as mensagens da especificação, numa transação; remover avaliado leva as respostas anônimas dele', async () => {
    const { p } = c
    const id = await nova({ titulo: 'Lote', anonima: true })
    const salvo = await c.rh.post(`${PART}/pares`, {
      avaliacaoDesempenhoId: id,
      pares: [
        { avaliadoId: p.ana, avaliadorId: p.rui, papel: 'L' },
        { avaliadoId: p.bia, avaliadorId: p.rui, papel: 'L' },
        { avaliadoId: p.ana, avaliadorId: p.cris, papel: 'P' },
      ],
    })
    expect(salvo.status, JSON.stringify(salvo.body)).toBe(201)
    const pares = async () => (await c.rh.get(`${PART}?avaliacaoDesempenhoId=${id}&unpaged=true`)).body as Array<{ id: number; avaliadoId: number; avaliadorId: number; papel: string }>
    const de = async (avaliadoId: number, avaliadorId: number) => (await pares()).find((x) => x.avaliadoId === avaliadoId && x.avaliadorId === avaliadorId)!.id

    const desconhecida = await c.rh.post(`${PART}/lote`, { avaliacaoDesempenhoId: id, acao: 'apagar-tudo', ids: [await de(p.ana, p.rui)] })
    expect(desconhecida.status).toBe(400)
    expect(desconhecida.body.message).toBe('Ação Desconhecida.')
    expect((await c.rh.post(`${PART}/lote`, { avaliacaoDesempenhoId: id, acao: 'remover-avaliados', ids: [] })).body.errors).toEqual([{ field: 'ids', message: 'Selecione ao menos um participante' }])

    const auto = await c.rh.post(`${PART}/lote`, { avaliacaoDesempenhoId: id, acao: 'adicionar-autoavaliacoes', ids: [await de(p.ana, p.rui), await de(p.ana, p.cris), await de(p.bia, p.rui)] })
    expect(auto.status, JSON.stringify(auto.body)).toBe(200)
    expect(auto.body).toEqual({ message: 'Autoavaliações adicionadas com sucesso!', quantidade: 2 })
    expect((await pares()).filter((x) => x.papel === 'U').map((x) => x.avaliadoId).sort()).toEqual([p.ana, p.bia].sort())

    // Rui sent his pair for Ana; his pair for Bia was not sent: removing Rui keeps the sent one.
    await c.amb.knex('participantes_avaliacao_desempenho').where({ id: await de(p.ana, p.rui) }).update({ situacao: 'R', anonima: true })
    const semRui = await c.rh.post(`${PART}/lote`, { avaliacaoDesempenhoId: id, acao: 'remover-avaliadores', ids: [await de(p.bia, p.rui)] })
    expect(semRui.body).toEqual({
      message:
        'Os avaliadores selecionados foram removidos. Avaliadores que receberam respostas permanecem e os avaliados que não enviaram respostas foram removidos.',
      quantidade: 1,
    })
    expect((await pares()).filter((x) => x.avaliadorId === p.rui).map((x) => x.avaliadoId)).toEqual([p.ana])

    // The anonymous answers of Ana (and another evaluated's, which stay) in the anonymous store.
    const linha = (avaliadoId: number, n: number) => ({ id: 9_000_000 + n, empresaId: 1, avaliacaoDesempenhoId: id, avaliadoId, papel: 'L', respostas: '[]', competencias: '[]' })
    await c.amb.knex('avaliacoes_desempenho_respostas_anonimas').insert([linha(p.ana, 1), linha(p.bia, 2)])
    const outra = await nova({ titulo: 'Outra' })
    const alheio = (await c.rh.post(PART, { avaliacaoDesempenhoId: outra, avaliadoId: p.gil, avaliadorId: p.rui, papel: 'R' })).body.id
    expect((await c.rh.post(`${PART}/lote`, { avaliacaoDesempenhoId: id, acao: 'remover-avaliados', ids: [alheio] })).status).toBe(404)
    const semAna = await c.rh.post(`${PART}/lote`, { avaliacaoDesempenhoId: id, acao: 'remover-avaliados', ids: [await de(p.ana, p.cris)] })
    expect(semAna.status, JSON.stringify(semAna.body)).toBe(200)
    expect(semAna.body).toEqual({ message: 'Avaliados removidos como sucesso!', quantidade: 3 })
    expect((await pares()).map((x) => x.avaliadoId)).toEqual([p.bia])
    const anonimas = await c.amb.knex('avaliacoes_desempenho_respostas_anonimas').where({ avaliacaoDesempenhoId: id })
    expect(anonimas.map((r) => Number(r.avaliadoId))).toEqual([p.bia])

    const semAuto = await nova({ titulo: 'Sem autoavaliação', permiteAutoAvaliacao: false })
    const par = (await c.rh.post(PART, { avaliacaoDesempenhoId: semAuto, avaliadoId: p.gil, avaliadorId: p.rui, papel: 'R' })).body.id
    expect((await c.rh.post(`${PART}/lote`, { avaliacaoDesempenhoId: semAuto, acao: 'adicionar-autoavaliacoes', ids: [par] })).body.message).toBe('A avaliação não permite autoavaliação')
    expect((await c.so2.post(`${PART}/lote`, { avaliacaoDesempenhoId: semAuto, acao: 'remover-avaliados', ids: [par] })).status).toBe(404)
    expect((await c.semPermissao.post(`${PART}/lote`, { avaliacaoDesempenhoId: semAuto, acao: 'remover-avaliados', ids: [par] })).status).toBe(403)
    expect((await c.rh.get(`${AVAL}/${semAuto}`)).status).toBe(200)
  })
})
