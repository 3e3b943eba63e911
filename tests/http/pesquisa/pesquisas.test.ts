import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cpfDeTeste } from '../../support/cpf.ts'
import { TIPO_MULTIPLA_ESCOLHA, TIPO_NOTA, TIPO_OBJETIVA, TIPO_SUBJETIVA } from '../../../core/shared/questionario.ts'
import { bancosHttp } from '../../support/banco.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const PESQ = '/api/pesquisa/pesquisas'
const RESP = '/api/pesquisa/colaborador-respostas'
const SEGREDO = 'Texto-secreto-da-resposta-anonima-7f3a'

const cpf = (n: number) => cpfDeTeste(520_000_000, n)

/**
 * Surveys (issue 16 part A): /api/pesquisa/pesquisas (declaration, sub-routes, release, clone, reminder) and
 * /api/pesquisa/colaborador-respostas (HR's status and deletions; the employee's 'Minhas Pesquisas' and answering).
 * Both databases: the anonymous store and the participations' SQL run on each.
 */
describe.each(bancosHttp())('pesquisas ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  let rh: ReturnType<typeof cliente>
  let semPermissao: ReturnType<typeof cliente>
  let anonimo: ReturnType<typeof cliente>
  const pessoas = {} as Record<'ana' | 'bia' | 'caio', { id: number; c: ReturnType<typeof cliente> }>
  let area: number
  let outraArea: number
  const posicao = {} as Record<string, number>
  let perfilEmpregado: number

  const admitir = async (n: number, nome: string, areaId: number, email?: string) => {
    const id = await criarNaApi(adm, 'cargo-salario/colaboradores', {
      nome,
      cpf: cpf(n),
      dataNascimento: '1990-05-10',
      sexo: 'F',
      dataAdmissao: '2021-03-01',
      ...(email ? { email } : {}),
      historico: { ...posicao, areaOrganizacionalId: areaId, tipoSalario: 3, salario: 300_000 },
    })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: `Usuário ${nome}`, cpf: cpf(n + 300), senha: 'segredo1', colaboradorId: id, acessos: [{ empresaId: 1, perfilId: perfilEmpregado }] })
    const c = cliente(amb.app)
    await c.entrar(cpf(n + 300), 'segredo1', 1)
    return { id, c }
  }

  const novaPesquisa = (extra: Record<string, unknown> = {}) => ({
    titulo: 'Clima 2026',
    dataInicio: '2020-01-01',
    dataFim: '2099-12-31',
    anonima: true,
    aspectos: [{ nome: 'Ambiente' }, { nome: 'Liderança' }],
    perguntas: [
      { texto: 'Gosto do meu trabalho', tipo: TIPO_OBJETIVA, obrigatoria: true, aspecto: 'Ambiente', respostas: [{ texto: 'Sim' }, { texto: 'Não' }] },
      { texto: 'O que valoriza?', tipo: TIPO_MULTIPLA_ESCOLHA, aspecto: 'ambiente', respostas: [{ texto: 'Colegas' }, { texto: 'Horário' }] },
      { texto: 'Nota ao gestor', tipo: TIPO_NOTA, obrigatoria: true, aspecto: 'Liderança', notaMinima: 0, notaMaxima: 10 },
      { texto: 'Sugestões', tipo: TIPO_SUBJETIVA, aspecto: 'Liderança' },
    ],
    areasOrganizacionaisIds: [area],
    ...extra,
  })

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `pesquisas_${process.pid}` } : {})
    adm = cliente(amb.app)
    anonimo = cliente(amb.app)
    await adm.entrar()
    const h = await amb.knex('colaborador_historicos').where('empresaId', 1).first('estabelecimentoId', 'cargoId')
    Object.assign(posicao, { estabelecimentoId: Number(h.estabelecimentoId), cargoId: Number(h.cargoId) })
    area = await criarNaApi(adm, 'cargo-salario/areas-organizacionais', { nome: 'Área da Pesquisa' })
    outraArea = await criarNaApi(adm, 'cargo-salario/areas-organizacionais', { nome: 'Área de Fora' })
    perfilEmpregado = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Empregado (pesquisas)', autoridades: ['ROLE_MINHAS_PESQUISAS'] })
    const perfilRh = await criarNaApi(adm, 'utilitario/perfis', { nome: 'RH Pesquisas', autoridades: ['ROLE_PESQUISA'] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'RH da Empresa 1', cpf: cpf(90), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilRh }] })
    rh = cliente(amb.app)
    await rh.entrar(cpf(90), 'segredo1', 1)
    pessoas.ana = await admitir(1, 'Ana Pesquisada', area, 'ana@exemplo.com.br')
    pessoas.bia = await admitir(2, 'Bia Pesquisada', area)
    pessoas.caio = await admitir(3, 'Caio de Fora', outraArea, 'caio@exemplo.com.br')
    semPermissao = pessoas.caio.c
  })
  afterAll(() => amb?.fechar())

  it('cadastra a pesquisa com aspectos e perguntas do motor; 400 com os erros por campo; 401; 403', async () => {
    const r = await rh.post(PESQ, novaPesquisa())
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    expect(r.body.aspectos).toEqual([{ id: 1, nome: 'Ambiente' }, { id: 2, nome: 'Liderança' }])
    expect(r.body.perguntas.map((p: { id: number; ordem: number; aspecto: string }) => [p.id, p.ordem, p.aspecto])).toEqual([
      [1, 1, 'Ambiente'],
      [2, 2, 'Ambiente'],
      [3, 3, 'Liderança'],
      [4, 4, 'Liderança'],
    ])
    expect(r.body.liberada).toBe(false)
    const ruim = await rh.post(PESQ, { ...novaPesquisa(), titulo: '', dataInicio: '2026-05-10', dataFim: '2026-05-01' })
    expect(ruim.status).toBe(400)
    expect(ruim.body.errors).toEqual(expect.arrayContaining([{ field: 'titulo', message: 'Título é obrigatório' }]))
    const datas = await rh.post(PESQ, { ...novaPesquisa(), dataInicio: '2026-05-10', dataFim: '2026-05-01' })
    expect(datas.body.errors).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }])
    const aspecto = await rh.post(PESQ, novaPesquisa({ aspectos: [{ nome: 'Ambiente' }, { nome: 'ambiente' }, { nome: 'x'.repeat(101) }] }))
    expect(aspecto.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'aspectos.2.nome', message: 'Nome deve ter no máximo 100 caracteres' },
      ]),
    )
    const repetido = await rh.post(PESQ, novaPesquisa({ aspectos: [{ nome: 'Ambiente' }, { nome: 'ambiente' }] }))
    expect(repetido.body.errors).toEqual(expect.arrayContaining([{ field: 'aspectos.1.nome', message: 'Aspecto repetido' }, { field: 'perguntas.2.aspecto', message: 'Aspecto não cadastrado neste questionário' }]))
    expect((await anonimo.get(PESQ)).status).toBe(401)
    expect((await semPermissao.get(PESQ)).status).toBe(403)
    expect((await semPermissao.post(PESQ, novaPesquisa())).status).toBe(403)
    expect((await rh.get(`${PESQ}/999999`)).status).toBe(404)
  })

  it('aspectos e perguntas pelas sub-rotas; ordem, ordem aleatória, próxima ordem, respostas sugeridas', async () => {
    const id = await criarNaApi(rh, 'pesquisa/pesquisas', novaPesquisa({ titulo: 'Sub-rotas', aspectos: [], perguntas: [] }))
    const a = await rh.post(`${PESQ}/${id}/aspectos`, { nome: 'Comunicação' })
    expect(a.status, JSON.stringify(a.body)).toBe(201)
    expect(a.body).toEqual({ id: 1, nome: 'Comunicação' })
    expect((await rh.post(`${PESQ}/${id}/aspectos`, { nome: '' })).body.errors).toEqual([{ field: 'nome', message: 'Nome é obrigatório' }])
    expect((await rh.post(`${PESQ}/${id}/aspectos`, { nome: 'comunicação' })).body.errors).toEqual([{ field: 'aspectos.1.nome', message: 'Aspecto repetido' }])
    const p1 = await rh.post(`${PESQ}/${id}/perguntas`, { texto: 'Recebo informações a tempo', tipo: TIPO_OBJETIVA, aspecto: 'Comunicação', respostas: [{ texto: 'Sim', peso: 1 }, { texto: 'Não', peso: 0 }] })
    expect(p1.status, JSON.stringify(p1.body)).toBe(201)
    const sem = await rh.post(`${PESQ}/${id}/perguntas`, { texto: 'Sem opções', tipo: TIPO_OBJETIVA })
    expect(sem.body.errors).toEqual([{ field: 'respostas', message: 'Opção de resposta é obrigatória' }])
    expect((await rh.post(`${PESQ}/${id}/perguntas`, { tipo: 9 })).body.errors).toEqual(expect.arrayContaining([{ field: 'texto', message: 'Pergunta é obrigatória' }]))
    const p2 = await rh.post(`${PESQ}/${id}/perguntas`, { texto: 'Nota', tipo: TIPO_NOTA })
    const p3 = await rh.post(`${PESQ}/${id}/perguntas`, { texto: 'Primeira', tipo: TIPO_SUBJETIVA, ordem: 1 })
    expect(p3.body.ordem).toBe(1)
    expect((await rh.get(`${PESQ}/${id}/perguntas`)).body.map((p: { texto: string }) => p.texto)).toEqual(['Primeira', 'Recebo informações a tempo', 'Nota'])
    expect((await rh.get(`${PESQ}/${id}/perguntas?aspecto=comunicacao`)).body.map((p: { id: number }) => p.id)).toEqual([p1.body.id])
    expect((await rh.get(`${PESQ}/${id}/perguntas/proxima-ordem`)).body).toBe(4)
    expect((await rh.get(`${PESQ}/${id}/perguntas/respostas-sugeridas`)).body).toEqual([[{ texto: 'Sim', peso: 1 }, { texto: 'Não', peso: 0 }]])
    const movida = await rh.patch(`${PESQ}/${id}/perguntas/${p2.body.id}/ordem`, { ordem: 1 })
    expect(movida.body.map((p: { texto: string; ordem: number }) => `${p.ordem}:${p.texto}`)).toEqual(['1:Nota', '2:Primeira', '3:Recebo informações a tempo'])
    expect((await rh.patch(`${PESQ}/${id}/perguntas/${p2.body.id}/ordem`, { ordem: 0 })).body.errors).toEqual([{ field: 'ordem', message: 'Ordem deve estar entre 1 e 9999' }])
    const embaralhada = await rh.post(`${PESQ}/${id}/ordem-aleatoria`)
    expect(embaralhada.status).toBe(200)
    expect(embaralhada.body.map((p: { id: number }) => p.id).sort()).toEqual([p1.body.id, p2.body.id, p3.body.id].sort())
    expect(embaralhada.body.map((p: { ordem: number }) => p.ordem)).toEqual([1, 2, 3])
    const alterada = await rh.put(`${PESQ}/${id}/perguntas/${p2.body.id}`, { texto: 'Nota de 0 a 5', tipo: TIPO_NOTA, notaMinima: 0, notaMaxima: 5 })
    expect(alterada.body).toMatchObject({ id: p2.body.id, texto: 'Nota de 0 a 5', notaMaxima: 5 })
    expect((await rh.get(`${PESQ}/${id}/perguntas/${p2.body.id}`)).body.texto).toBe('Nota de 0 a 5')
    expect((await rh.get(`${PESQ}/${id}/perguntas/999`)).status).toBe(404)
    const emUso = await rh.delete(`${PESQ}/${id}/aspectos/1`)
    expect(emUso.status).toBe(400)
    expect(emUso.body.message).toBe('Aspecto usado por perguntas deste questionário')
    expect((await rh.delete(`${PESQ}/${id}/perguntas/${p1.body.id}`)).status).toBe(200)
    expect((await rh.delete(`${PESQ}/${id}/aspectos/1`)).status).toBe(200)
    expect((await rh.get(`${PESQ}/${id}/aspectos`)).body).toEqual([])
    expect((await semPermissao.post(`${PESQ}/${id}/aspectos`, { nome: 'X' })).status).toBe(403)
    expect((await rh.get(`${PESQ}/999999/perguntas`)).status).toBe(404)
  })

  it('libera (nunca sem perguntas) e clona para outra empresa, bloqueada e sem público', async () => {
    const vazia = await criarNaApi(rh, 'pesquisa/pesquisas', novaPesquisa({ titulo: 'Vazia', perguntas: [] }))
    const recusa = await rh.put(`${PESQ}/${vazia}/liberar`, {})
    expect(recusa.status).toBe(400)
    expect(recusa.body.message).toBe('A pesquisa não possui perguntas: cadastre ao menos uma pergunta antes de liberá-la')
    const id = await criarNaApi(adm, 'pesquisa/pesquisas', novaPesquisa({ titulo: 'Para clonar' }))
    const clone = await adm.post(`${PESQ}/${id}/clone`, { empresas: [2] })
    expect(clone.status, JSON.stringify(clone.body)).toBe(201)
    expect(clone.body[0]).toMatchObject({ empresaId: 2, titulo: 'Para clonar', liberada: false, areasOrganizacionaisIds: [] })
    expect(clone.body[0].perguntas).toHaveLength(4)
    expect((await adm.post(`${PESQ}/${id}/clone`, { empresas: [] })).body.errors).toEqual([{ field: 'empresas', message: 'Selecione ao menos uma empresa' }])
    // The company-1 HR user sees neither company 2's copy nor may clone into it.
    expect((await rh.get(`${PESQ}/${clone.body[0].id}`)).status).toBe(404)
    expect((await rh.put(`${PESQ}/${clone.body[0].id}/liberar`, {})).status).toBe(404)
    expect((await rh.post(`${PESQ}/${id}/clone`, { empresas: [2] })).status).toBe(403)
    // Nor its answers: status, reminder and deletions of another company's survey answer 404.
    const outra = clone.body[0].id as number
    expect((await rh.get(`${RESP}/${outra}/pesquisa`)).status).toBe(404)
    expect((await rh.post(`${PESQ}/${outra}/enviar-lembrete`)).status).toBe(404)
    expect((await rh.delete(`${RESP}/${outra}/pesquisa`)).status).toBe(404)
    expect((await rh.pedir('DELETE', `${RESP}/batch/pesquisa`, { ids: [outra] })).status).toBe(404)
    expect((await rh.get(`${PESQ}/${outra}/perguntas`)).status).toBe(404)
    expect((await rh.delete(`${PESQ}/${outra}`)).status).toBe(404)
    // The administrator of both companies removes all answers of both surveys in one call.
    expect((await adm.pedir('DELETE', `${RESP}/batch/pesquisa`, { ids: [id, outra] })).body).toEqual({ removidos: 0 })
  })

  it('o talento do público responde parcialmente, retoma e envia uma vez; a anônima guarda quem e o quê separados', async () => {
    const id = await criarNaApi(rh, 'pesquisa/pesquisas', novaPesquisa({ titulo: 'Clima anônimo' }))
    expect((await pessoas.ana.c.get(`${RESP}/minhas-pesquisas`)).body.pesquisas.map((p: { id: number }) => p.id)).not.toContain(id)
    expect((await rh.put(`${PESQ}/${id}/liberar`, {})).body.liberada).toBe(true)
    const minhas = await pessoas.ana.c.get(`${RESP}/minhas-pesquisas`)
    expect(minhas.status).toBe(200)
    expect(minhas.body.pesquisas.find((p: { id: number }) => p.id === id)).toMatchObject({ titulo: 'Clima anônimo', situacao: 'N', anonima: true, quantidadePerguntas: 4 })
    // Caio is outside the audience (another area): not listed, 404 on the questionnaire.
    expect((await pessoas.caio.c.get(`${RESP}/minhas-pesquisas`)).body.pesquisas.map((p: { id: number }) => p.id)).not.toContain(id)
    expect((await pessoas.caio.c.get(`${RESP}/questionario/${id}`)).status).toBe(404)
    expect((await pessoas.caio.c.post(`${RESP}/questionario/${id}`, { respostas: [] })).status).toBe(404)
    // HR without the employee's authority: 403 on the employee's actions; the employee: 403 on HR's.
    expect((await rh.get(`${RESP}/minhas-pesquisas`)).status).toBe(403)
    expect((await pessoas.ana.c.get(`${RESP}/${id}/pesquisa`)).status).toBe(403)
    expect((await anonimo.get(`${RESP}/minhas-pesquisas`)).status).toBe(401)

    const q = (await pessoas.ana.c.get(`${RESP}/questionario/${id}`)).body
    const [obj, mult, nota, sub] = q.pesquisa.perguntas as Array<{ id: number; respostas: Array<{ id: number }> }>
    const parcial = await pessoas.ana.c.post(`${RESP}/questionario/${id}`, { parcial: true, respostas: [{ perguntaId: obj!.id, tipoId: TIPO_OBJETIVA, respostaId: obj!.respostas[0]!.id }] })
    expect(parcial.status, JSON.stringify(parcial.body)).toBe(200)
    expect(parcial.body.situacao).toBe('P')
    const retomada = (await pessoas.ana.c.get(`${RESP}/questionario/${id}`)).body
    expect(retomada.situacao).toBe('P')
    expect(retomada.respostas[0]).toMatchObject({ perguntaId: obj!.id, respostaId: obj!.respostas[0]!.id })
    // Submitting without the mandatory grade: 400 at the question's place.
    const faltando = await pessoas.ana.c.post(`${RESP}/questionario/${id}`, { respostas: [{ perguntaId: obj!.id, tipoId: TIPO_OBJETIVA, respostaId: obj!.respostas[0]!.id }] })
    expect(faltando.status).toBe(400)
    expect(faltando.body.errors).toEqual([{ field: 'respostas.2.nota', message: 'Nota é obrigatória' }])
    expect((await pessoas.ana.c.post(`${RESP}/questionario/${id}`, { respostas: 'x' })).status).toBe(400)
    const foraDaFaixa = await pessoas.ana.c.post(`${RESP}/questionario/${id}`, { respostas: [{ perguntaId: nota!.id, tipoId: TIPO_NOTA, nota: 11 }] })
    expect(foraDaFaixa.body.errors).toEqual(expect.arrayContaining([{ field: 'respostas.2.nota', message: 'A nota deve estar entre 0 e 10' }]))
    const respostas = [
      { perguntaId: obj!.id, tipoId: TIPO_OBJETIVA, respostaId: obj!.respostas[1]!.id },
      { perguntaId: mult!.id, tipoId: TIPO_MULTIPLA_ESCOLHA, respostasIds: [mult!.respostas[0]!.id] },
      { perguntaId: nota!.id, tipoId: TIPO_NOTA, nota: 8 },
      { perguntaId: sub!.id, tipoId: TIPO_SUBJETIVA, comentario: SEGREDO },
    ]
    const enviada = await pessoas.ana.c.post(`${RESP}/questionario/${id}`, { respostas })
    expect(enviada.status, JSON.stringify(enviada.body)).toBe(200)
    expect(enviada.body).toEqual({ situacao: 'R', message: 'Obrigado! Suas respostas foram registradas.' })
    const segunda = await pessoas.ana.c.post(`${RESP}/questionario/${id}`, { respostas })
    expect(segunda.status).toBe(400)
    expect(segunda.body.message).toBe('Você já respondeu esta pesquisa. Obrigado pela participação.')
    expect((await pessoas.ana.c.get(`${RESP}/questionario/${id}`)).body).toMatchObject({ situacao: 'R', respostas: [] })

    // Stored apart: the participation keeps no answer; the anonymous row has no employee, no time, no sequence.
    const part = await amb.knex('colaborador_respostas').where({ pesquisaId: id, colaboradorId: pessoas.ana.id }).first()
    expect(part.situacao).toBe('R')
    expect(JSON.parse(part.respostas)).toEqual([])
    const anon = await amb.knex('pesquisas_respostas_anonimas').where({ pesquisaId: id })
    expect(anon).toHaveLength(1)
    // Part B: the area and cargo at submission go with the answers (results by segment), never the employee.
    expect(Object.keys(anon[0]).sort()).toEqual(['areaOrganizacionalId', 'cargoId', 'empresaId', 'id', 'pesquisaId', 'respostas'])
    expect(Number(anon[0].areaOrganizacionalId)).toBe(area)
    expect(anon[0].respostas).toContain(SEGREDO)
    // The audit log keeps that Ana took part, never what she answered.
    const log = await amb.knex('auditoria').where({ entidade: 'pesquisa/colaborador-respostas' })
    expect(log.length).toBeGreaterThan(0)
    for (const l of log) expect(`${l.antes} ${l.depois}`).not.toMatch(/respostas/)

    // Bia saves a draft; HR sees Ana answered, Bia partially, nobody else of the area; never what.
    await pessoas.bia.c.post(`${RESP}/questionario/${id}`, { parcial: true, respostas: [{ perguntaId: sub!.id, tipoId: TIPO_SUBJETIVA, comentario: 'rascunho da Bia' }] })
    const s = await rh.get(`${RESP}/${id}/pesquisa`)
    expect(s.status).toBe(200)
    expect(s.body).toMatchObject({ publico: 2, respondidas: 1, parciais: 1, naoRespondidas: 0 })
    expect(s.body.colaboradores.map((c: { nome: string; situacao: string }) => `${c.nome}:${c.situacao}`)).toEqual(['Ana Pesquisada:R', 'Bia Pesquisada:P'])
    // Once answered, the questions and anonymity no longer change.
    const atual = (await rh.get(`${PESQ}/${id}`)).body
    const travada = await rh.put(`${PESQ}/${id}`, { ...atual, anonima: false, perguntas: atual.perguntas.slice(1) })
    expect(travada.status).toBe(400)
    expect(travada.body.errors).toEqual(expect.arrayContaining([{ field: 'anonima', message: 'A pesquisa já possui respostas: perguntas, aspectos e anonimato não podem mais ser alterados' }]))
    expect((await rh.put(`${PESQ}/${id}`, { ...atual, dataFim: '2099-11-30' })).status).toBe(200)
    expect((await rh.delete(`${PESQ}/${id}`)).body.message).toBe('A pesquisa já possui respostas: exclua as respostas antes de excluir a pesquisa')
  })

  it('nenhuma rota devolve a resposta anônima junto de quem respondeu', async () => {
    const id = Number((await amb.knex('pesquisas').where({ titulo: 'Clima anônimo' }).first('id')).id)
    const parts = (await amb.knex('colaborador_respostas').where({ pesquisaId: id }).select('id')) as Array<{ id: number }>
    expect(parts).toHaveLength(2)
    const rotas = [
      `${PESQ}`,
      `${PESQ}/${id}`,
      `${PESQ}/${id}/perguntas`,
      `${RESP}`,
      `${RESP}?page=0&size=50`,
      `${RESP}?unpaged=true`,
      `${RESP}/${id}/pesquisa`,
      ...parts.map((p) => `${RESP}/${p.id}`),
      '/api/utilitario/log?unpaged=true',
      '/api/utilitario/log?range=[0,500]',
    ]
    for (const cli of [adm, rh]) {
      for (const rota of rotas) {
        const r = await cli.get(rota)
        expect(JSON.stringify(r.body), rota).not.toContain(SEGREDO)
        expect(JSON.stringify(r.body), rota).not.toContain('rascunho da Bia')
      }
    }
    for (const rota of [`${RESP}/minhas-pesquisas`, `${RESP}/questionario/${id}`]) {
      expect(JSON.stringify((await pessoas.ana.c.get(rota)).body)).not.toContain(SEGREDO)
      expect(JSON.stringify((await pessoas.bia.c.get(rota)).body)).not.toContain(SEGREDO)
    }
    // Every GET route of the module (from the OpenAPI document, so a new one is covered), each id tried.
    const doc = (await adm.get('/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> }
    const gets = Object.entries(doc.paths)
      .filter(([c, ops]) => c.startsWith('/api/pesquisa/') && 'get' in ops)
      .map(([c]) => c)
    expect(gets.length).toBeGreaterThanOrEqual(8)
    const valores = [String(id), ...parts.map((p) => String(p.id)), '1', '2', '3', '4']
    for (const modelo of gets) {
      for (const v of valores) {
        const rota = modelo.replace(/\{[^}]+\}/g, v)
        for (const cli of [adm, rh, pessoas.ana.c, pessoas.bia.c]) {
          const r = await cli.get(rota)
          expect(r.status, rota).not.toBe(500)
          expect(JSON.stringify(r.body), rota).not.toContain(SEGREDO)
        }
      }
    }
    // HR reads participations without their answers (drafts are the employee's; anonymous ones are unlinked).
    for (const p of parts) expect((await rh.get(`${RESP}/${p.id}`)).body.respostas).toEqual([])
  })

  it('lembrete por e-mail a quem não enviou; exclusão de respostas uma a uma, em lote e da pesquisa inteira', async () => {
    const id = Number((await amb.knex('pesquisas').where({ titulo: 'Clima anônimo' }).first('id')).id)
    const antes = await amb.knex('caixa_saida').count({ n: '*' }).first()
    const l = await rh.post(`${PESQ}/${id}/enviar-lembrete`)
    expect(l.status, JSON.stringify(l.body)).toBe(200)
    // Bia (draft, no e-mail) is listed back; Ana already sent hers.
    expect(l.body).toMatchObject({ enviados: 0, semEmail: ['Bia Pesquisada'] })
    await amb.knex('colaboradores').where({ id: pessoas.bia.id }).update({ email: 'bia@exemplo.com.br' })
    const l2 = await rh.post(`${PESQ}/${id}/enviar-lembrete`)
    expect(l2.body).toMatchObject({ enviados: 1, semEmail: [] })
    const depois = await amb.knex('caixa_saida').count({ n: '*' }).first()
    expect(Number(depois!.n) - Number(antes!.n)).toBe(1)
    const msg = await amb.knex('caixa_saida').orderBy('id', 'desc').first()
    expect(JSON.parse(msg.para)).toEqual(['bia@exemplo.com.br'])
    expect(msg.texto).toContain(`/pesquisa/colaborador-questionario/${id}`)
    expect((await semPermissao.post(`${PESQ}/${id}/enviar-lembrete`)).status).toBe(403)
    const bloqueada = await criarNaApi(rh, 'pesquisa/pesquisas', novaPesquisa({ titulo: 'Não liberada' }))
    expect((await rh.post(`${PESQ}/${bloqueada}/enviar-lembrete`)).body.message).toBe('A pesquisa não está liberada: libere-a antes de enviar lembretes.')

    const parts = await amb.knex('colaborador_respostas').where({ pesquisaId: id })
    const daAna = parts.find((p) => Number(p.colaboradorId) === pessoas.ana.id)!
    const daBia = parts.find((p) => Number(p.colaboradorId) === pessoas.bia.id)!
    const recusa = await rh.delete(`${RESP}/${daAna.id}/respostas`)
    expect(recusa.status).toBe(400)
    expect(recusa.body.message).toMatch(/pesquisa anônima/)
    const lote = await rh.pedir('DELETE', `${RESP}/batch/respostas`, { ids: [daBia.id, daAna.id] })
    expect(lote.status).toBe(400)
    expect(await amb.knex('colaborador_respostas').where({ id: daBia.id }).first()).toBeTruthy()
    expect((await rh.pedir('DELETE', `${RESP}/batch/respostas`, { ids: [] })).body.errors).toEqual([{ field: 'ids', message: 'Selecione ao menos um registro' }])
    expect((await rh.delete(`${RESP}/${daBia.id}/respostas`)).status).toBe(200)
    expect((await rh.delete(`${RESP}/999999/respostas`)).status).toBe(404)
    const tudo = await rh.delete(`${RESP}/${id}/pesquisa`)
    expect(tudo.body).toEqual({ removidos: 2 })
    expect(await amb.knex('pesquisas_respostas_anonimas').where({ pesquisaId: id })).toHaveLength(0)
    expect((await pessoas.ana.c.get(`${RESP}/questionario/${id}`)).body.situacao).toBe('N')
  })

  it('envios simultâneos do mesmo talento: um passa, os outros são recusados, uma só resposta anônima', async () => {
    const id = await criarNaApi(rh, 'pesquisa/pesquisas', novaPesquisa({ titulo: 'Simultâneos' }))
    await rh.put(`${PESQ}/${id}/liberar`, {})
    const q = (await pessoas.bia.c.get(`${RESP}/questionario/${id}`)).body
    const [obj, , nota] = q.pesquisa.perguntas as Array<{ id: number; respostas: Array<{ id: number }> }>
    const corpo = { respostas: [{ perguntaId: obj!.id, tipoId: TIPO_OBJETIVA, respostaId: obj!.respostas[0]!.id }, { perguntaId: nota!.id, tipoId: TIPO_NOTA, nota: 5 }] }
    const envios = await Promise.all(Array.from({ length: 8 }, () => pessoas.bia.c.post(`${RESP}/questionario/${id}`, corpo)))
    expect(envios.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400])
    expect(await amb.knex('pesquisas_respostas_anonimas').where({ pesquisaId: id })).toHaveLength(1)
    expect(await amb.knex('colaborador_respostas').where({ pesquisaId: id })).toHaveLength(1)
  })

  it('pesquisa identificada: o RH lê as respostas enviadas (nunca o rascunho) e pode excluí-las uma a uma', async () => {
    const id = await criarNaApi(rh, 'pesquisa/pesquisas', novaPesquisa({ titulo: 'Identificada', anonima: false, colaboradoresIds: [pessoas.caio.id] }))
    await rh.put(`${PESQ}/${id}/liberar`, {})
    const q = (await pessoas.caio.c.get(`${RESP}/questionario/${id}`)).body
    expect(q.pesquisa.anonima).toBe(false)
    const [obj, , nota] = q.pesquisa.perguntas as Array<{ id: number; respostas: Array<{ id: number }> }>
    await pessoas.caio.c.post(`${RESP}/questionario/${id}`, { parcial: true, respostas: [{ perguntaId: nota!.id, tipoId: TIPO_NOTA, nota: 3 }] })
    const partId = Number((await amb.knex('colaborador_respostas').where({ pesquisaId: id }).first('id')).id)
    expect((await rh.get(`${RESP}/${partId}`)).body.respostas).toEqual([])
    await pessoas.caio.c.post(`${RESP}/questionario/${id}`, { respostas: [{ perguntaId: obj!.id, tipoId: TIPO_OBJETIVA, respostaId: obj!.respostas[0]!.id }, { perguntaId: nota!.id, tipoId: TIPO_NOTA, nota: 3 }] })
    const lida = (await rh.get(`${RESP}/${partId}`)).body
    expect(lida).toMatchObject({ situacao: 'R', nomeColaborador: 'Caio de Fora', tituloPesquisa: 'Identificada' })
    expect(lida.respostas.find((r: { perguntaId: number }) => r.perguntaId === nota!.id).nota).toBe(3)
    expect((await rh.pedir('DELETE', `${RESP}/batch/respostas`, { ids: [partId] })).body).toEqual({ removidos: 1 })
    expect((await pessoas.caio.c.get(`${RESP}/questionario/${id}`)).body.situacao).toBe('N')
  })
})
