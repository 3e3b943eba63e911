import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../../adapters/db/demo.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'
import { cliente } from '../../support/http.ts'

const MODELOS = '/api/captacao/modelos-avaliacao-candidato'

let amb: AmbienteTeste
let admin: ReturnType<typeof cliente>
beforeAll(async () => {
  amb = await criarAmbiente()
  admin = cliente(amb.app)
  await admin.entrar()
})
afterAll(() => amb.fechar())

const modelo = {
  titulo: 'Entrevista técnica',
  percentualMinimoAprovacao: 62.5,
  perguntas: [
    { texto: 'Conhece Excel?', tipo: 1, obrigatoria: true, respostas: [{ texto: 'Não', peso: 0 }, { texto: 'Sim', peso: 1 }] },
    { texto: 'Ferramentas que domina', tipo: 5, respostas: [{ texto: 'Excel' }, { texto: 'Power BI', peso: 2 }] },
    { texto: 'Nota da prova', tipo: 4, notaMinima: 0, notaMaxima: 100, exigirComentario: true, comentario: 'Justifique a sua resposta:' },
    { texto: 'Observações', tipo: 3 },
  ],
}

describe('modelos de avaliação de candidato', () => {
  it('201: cria com ids de perguntas e opções, ordem e padrões da especificação; GET …/perguntas', async () => {
    const r = await admin.post(MODELOS, modelo)
    expect(r.status).toBe(201)
    expect(r.body).toMatchObject({ titulo: 'Entrevista técnica', ativo: true, percentualMinimoAprovacao: 62.5, empresaId: 1 })
    expect(r.body.perguntas.map((p: any) => [p.id, p.ordem, p.tipo])).toEqual([
      [1, 1, 1],
      [2, 2, 5],
      [3, 3, 4],
      [4, 4, 3],
    ])
    expect(r.body.perguntas[0]).toMatchObject({ notaMinima: 1, notaMaxima: 10, peso: 1, obrigatoria: true, exigirComentario: false })
    expect(r.body.perguntas[1].respostas).toEqual([
      { id: 1, texto: 'Excel', peso: 0 },
      { id: 2, texto: 'Power BI', peso: 2 },
    ])
    expect(r.body.perguntas[3].respostas).toEqual([])
    const p = await admin.get(`${MODELOS}/${r.body.id}/perguntas`)
    expect(p.status).toBe(200)
    expect(p.body).toEqual(r.body.perguntas)
  })

  it("400: título obrigatório (até 250) e as regras das perguntas, com o caminho do campo", async () => {
    const r = await admin.post(MODELOS, {
      titulo: 'x'.repeat(251),
      percentualMinimoAprovacao: 100.5,
      perguntas: [
        { texto: ' ', tipo: 1 },
        { texto: 'Escolha', tipo: 5 },
        { texto: 'Nota', tipo: 4, exigirComentario: true, notaMinima: 5, notaMaxima: 3 },
        { texto: 'Tipo?', tipo: 9 },
      ],
    })
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'titulo', message: 'Título deve ter no máximo 250 caracteres' },
        { field: 'percentualMinimoAprovacao', message: 'Percentual mínimo de aprovação deve estar entre 0 e 100' },
        { field: 'perguntas.0.texto', message: 'Pergunta é obrigatória' },
        { field: 'perguntas.3.tipo', message: 'Tipo inválido' },
      ]),
    )
    const regras = await admin.post(MODELOS, { titulo: 'Regras', perguntas: modelo.perguntas.slice(0, 1).concat([{ texto: 'Escolha', tipo: 5 } as any, { texto: 'Nota', tipo: 4, exigirComentario: true, notaMinima: 5, notaMaxima: 3 } as any]) })
    expect(regras.body.errors).toEqual([
      { field: 'perguntas.1.respostas', message: 'Opção de resposta é obrigatória' },
      { field: 'perguntas.2.comentario', message: 'Texto da solicitação é obrigatório' },
      { field: 'perguntas.2.notaMaxima', message: 'Nota máxima deve ser maior que a nota mínima' },
    ])
    expect((await admin.post(MODELOS, {})).body.errors).toEqual([{ field: 'titulo', message: 'Título é obrigatório' }])
    expect((await admin.post(MODELOS, { titulo: 'a', perguntas: 'não é lista' })).status).toBe(400)
  })

  it('PUT mantém os ids dados, numera as novas perguntas após a maior; ausentes os padrões (ativo)', async () => {
    const criado = (await admin.post(MODELOS, { ...modelo, titulo: 'Para alterar' })).body
    const [a, , c] = criado.perguntas
    const r = await admin.put(`${MODELOS}/${criado.id}`, {
      titulo: 'Alterado',
      perguntas: [c, { texto: 'Nova', tipo: 4 }, { ...a, respostas: [...a.respostas, { texto: 'Talvez', peso: 1 }] }],
    })
    expect(r.status).toBe(200)
    expect(r.body.ativo).toBe(true)
    expect(r.body.percentualMinimoAprovacao).toBeNull()
    expect(r.body.perguntas.map((p: any) => [p.id, p.ordem])).toEqual([
      [3, 1],
      [4, 2],
      [1, 3],
    ])
    expect(r.body.perguntas[2].respostas.map((o: any) => o.id)).toEqual([1, 2, 3])
  })

  it('401, 403 sem a permissão de avaliações, 404', async () => {
    expect((await cliente(amb.app).get(MODELOS)).status).toBe(401)
    const restrita = cliente(amb.app)
    await restrita.entrar(DEMO.cpfRestrito)
    expect((await restrita.get(MODELOS)).status).toBe(403)
    expect((await restrita.post(MODELOS, modelo)).status).toBe(403)
    expect((await restrita.get(`${MODELOS}/1/perguntas`)).status).toBe(403)
    expect((await admin.get(`${MODELOS}/999999`)).status).toBe(404)
    expect((await admin.get(`${MODELOS}/999999/perguntas`)).status).toBe(404)
    expect((await admin.put(`${MODELOS}/999999`, modelo)).status).toBe(404)
  })

  it('outra empresa: quem só vê a empresa 1 não lê o modelo da Filial Norte', async () => {
    const [r] = await amb.knex('modelos_avaliacao_candidato').insert({ empresaId: 2, titulo: 'Modelo Norte', perguntas: '[]' }).returning('id')
    const id = Number(typeof r === 'object' ? r.id : r)
    const perfil = await admin.post('/api/utilitario/perfis', { nome: 'Avaliador', autoridades: ['ROLE_CAPTACAO_AVALIACOES'] })
    await admin.post('/api/utilitario/usuarios', { nome: 'Paulo Avaliador', cpf: '71428793860', senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })
    const paulo = cliente(amb.app)
    await paulo.entrar('71428793860', 'segredo1', 1)
    expect((await paulo.get(`${MODELOS}/${id}`)).status).toBe(404)
    expect((await paulo.get(`${MODELOS}/${id}/perguntas`)).status).toBe(404)
    expect((await paulo.delete(`${MODELOS}/${id}`)).status).toBe(404)
    expect((await paulo.get(`${MODELOS}?unpaged=true&empresaId=2`)).body.map((m: any) => m.id)).not.toContain(id)
    expect((await admin.get(`${MODELOS}/${id}`)).status).toBe(200)
  })
})
