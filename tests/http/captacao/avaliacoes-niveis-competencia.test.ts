import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../../adapters/db/demo.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'
import { cliente } from '../../support/http.ts'

const NIVEIS = '/api/cargo-salario/niveis-competencia'

let amb: AmbienteTeste
let admin: ReturnType<typeof cliente>
beforeAll(async () => {
  amb = await criarAmbiente()
  admin = cliente(amb.app)
  await admin.entrar()
})
afterAll(() => amb.fechar())

describe('níveis de competência (spec 001: descricao até 60, ordem = peso, percentual mínimo)', () => {
  it('a demonstração traz os quatro níveis, semeados pelo módulo que os declara (cargo-salario) e registrados no log', async () => {
    const demo = (await admin.get(`${NIVEIS}?unpaged=true`)).body.filter((n: any) => n.empresaId === 1)
    expect(demo.map((n: any) => [n.descricao, n.ordem, n.percentual])).toEqual([
      ['Básico', 1, 40],
      ['Intermediário', 2, 70],
      ['Avançado', 3, 90],
      ['Especialista', 4, 95],
    ])
    const log = await amb.knex('auditoria').where({ entidade: 'cargo-salario/niveis-competencia', acao: 'criar' }).whereIn('entidadeId', demo.map((n: any) => n.id))
    expect(log).toHaveLength(4)
  })

  it('201 e lista por peso; percentual com 2 casas', async () => {
    const r = await admin.post(NIVEIS, { descricao: 'Referência', ordem: 5, percentual: 95.5 })
    expect(r.status).toBe(201)
    expect(r.body).toMatchObject({ descricao: 'Referência', ordem: 5, percentual: 95.5, empresaId: 1 })
    const lista = await admin.get(`${NIVEIS}?unpaged=true`)
    const ordens = lista.body.map((n: any) => n.ordem)
    expect(ordens).toEqual([...ordens].sort((a, b) => a - b))
    expect(lista.body.map((n: any) => n.descricao)).toContain('Referência')
  })

  it('400 com as mensagens das regras de níveis', async () => {
    const vazio = await admin.post(NIVEIS, {})
    expect(vazio.body.errors).toEqual([
      { field: 'descricao', message: 'Descrição é obrigatória' },
      { field: 'ordem', message: 'Peso é obrigatório' },
    ])
    const ruim = await admin.post(NIVEIS, { descricao: 'x'.repeat(61), ordem: 100_000, percentual: 100.01 })
    expect(ruim.body.errors).toEqual([{ field: 'descricao', message: 'Descrição deve ter no máximo 60 caracteres' }])
    const regras = await admin.post(NIVEIS, { descricao: 'Mestre', ordem: 100_000, percentual: 33.333 })
    expect(regras.body.errors).toEqual([
      { field: 'ordem', message: 'Peso deve ser um número inteiro de até 5 dígitos' },
      { field: 'percentual', message: 'Percentual mínimo deve ter no máximo 2 casas decimais' },
    ])
    expect((await admin.post(NIVEIS, { descricao: 'Mestre', ordem: 1, percentual: 101 })).body.errors).toEqual([
      { field: 'percentual', message: 'Percentual mínimo não pode ser maior que 100' },
    ])
    expect((await admin.post(NIVEIS, { descricao: 'Mestre', ordem: 'um' })).body.errors).toEqual([{ field: 'ordem', message: 'Peso inválido' }])
    await admin.post(NIVEIS, { descricao: 'Júnior', ordem: 1 })
    expect((await admin.post(NIVEIS, { descricao: 'JUNIOR', ordem: 2 })).body.errors).toEqual([
      { field: 'descricao', message: 'Já existe um nível de competência com esta descrição' },
    ])
  })

  it('leitura aberta ao RH (selects); gravar exige a permissão de cadastros de cargos e salários; 401; 404', async () => {
    expect((await cliente(amb.app).get(NIVEIS)).status).toBe(401)
    const restrita = cliente(amb.app)
    await restrita.entrar(DEMO.cpfRestrito) // her profile manages cargos e salários
    expect((await restrita.get(`${NIVEIS}?unpaged=true`)).status).toBe(200)
    expect((await restrita.post(NIVEIS, { descricao: 'Sênior', ordem: 5 })).status).toBe(201)
    expect((await admin.get(`${NIVEIS}/999999`)).status).toBe(404)
  })

  it('outra empresa: níveis da Filial Norte não aparecem para quem está na empresa 1', async () => {
    const [r] = await amb.knex('niveis_competencia').insert({ empresaId: 2, descricao: 'Norte', ordem: 1 }).returning('id')
    const id = Number(typeof r === 'object' ? r.id : r)
    const restrita = cliente(amb.app)
    await restrita.entrar(DEMO.cpfRestrito)
    expect((await restrita.get(`${NIVEIS}/${id}`)).status).toBe(404)
    expect((await restrita.put(`${NIVEIS}/${id}`, { descricao: 'x', ordem: 1 })).status).toBe(404)
    expect((await restrita.get(`${NIVEIS}?unpaged=true`)).body.map((n: any) => n.id)).not.toContain(id)
  })
})
