import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { somarMeses } from '../../../core/cargo-salario/faturamentos-mensais.ts'
import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { inserirLinha } from '../../support/banco.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const FAT = '/api/cargo-salario/faturamentos-mensais'

/** Monthly billing per company (spec 001 §2 faturamentos-mensais): month mm/aaaa stored 'YYYY-MM', value in centavos. */
describe('faturamentos mensais', () => {
  let amb: AmbienteTeste
  let admin: ReturnType<typeof cliente>
  beforeAll(async () => {
    amb = await criarAmbiente()
    admin = cliente(amb.app)
    await admin.entrar()
  })
  afterAll(() => amb.fechar())

  it('demonstração: os 12 meses fechados antes do atual, com a folha entre 23 % e 32 % do faturamento', async () => {
    const hoje = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' })
    const lista = await admin.get(`${FAT}?unpaged=true`)
    expect(lista.status).toBe(200)
    const doDemo = (lista.body as Array<{ mesAno: string; valor: number }>).filter((f) => f.mesAno >= somarMeses(hoje.slice(0, 7), -12))
    expect(doDemo.map((f) => f.mesAno)).toEqual(Array.from({ length: 12 }, (_, i) => somarMeses(hoje.slice(0, 7), -(i + 1))))
    for (const f of doDemo) {
      const folha = await admin.get(`/api/cargo-salario/consultas/salarios-em-uma-data?data=${f.mesAno}-15`)
      expect(folha.status).toBe(200)
      const total = (folha.body.linhas as Array<{ salario: number | null }>).reduce((a, l) => a + (l.salario ?? 0), 0)
      expect(f.valor % 100).toBe(0)
      expect(total / f.valor).toBeGreaterThan(0.23)
      expect(total / f.valor).toBeLessThan(0.32)
    }
  })

  it('201/200: grava, lê, altera e remove; a lista vem do mês mais recente', async () => {
    const r = await admin.post(FAT, { mesAno: '2019-03', valor: 123_456_78 })
    expect(r.status).toBe(201)
    expect(r.body).toMatchObject({ mesAno: '2019-03', valor: 123_456_78 })
    expect((await admin.post(FAT, { mesAno: '2019-02', valor: 100_000_00 })).status).toBe(201)
    const lista = await admin.get(`${FAT}?unpaged=true&mesAno=2019-03`)
    expect(lista.body.map((f: { mesAno: string }) => f.mesAno)).toEqual(['2019-03'])
    const todos = (await admin.get(`${FAT}?unpaged=true`)).body.map((f: { mesAno: string }) => f.mesAno)
    expect(todos.indexOf('2019-03')).toBe(todos.indexOf('2019-02') - 1)
    expect((await admin.put(`${FAT}/${r.body.id}`, { mesAno: '2019-03', valor: 130_000_00 })).body.valor).toBe(130_000_00)
    expect((await admin.delete(`${FAT}/${r.body.id}`)).status).toBe(200)
    expect((await admin.get(`${FAT}/${r.body.id}`)).status).toBe(404)
  })

  it('400: mês e valor obrigatórios, mês válido, valor acima de zero em centavos, um valor por mês', async () => {
    const vazio = await admin.post(FAT, {})
    expect(vazio.status).toBe(400)
    expect(vazio.body.errors).toEqual([
      { field: 'mesAno', message: 'Mês/Ano é obrigatório' },
      { field: 'valor', message: 'Valor é obrigatório' },
    ])
    expect((await admin.post(FAT, { mesAno: '03/2019', valor: 1 })).body.errors).toEqual([{ field: 'mesAno', message: 'Mês/Ano inválido' }])
    expect((await admin.post(FAT, { mesAno: '2019-13', valor: 1 })).body.errors).toEqual([{ field: 'mesAno', message: 'Mês/Ano inválido' }])
    expect((await admin.post(FAT, { mesAno: '2018-01', valor: 0 })).body.errors).toEqual([{ field: 'valor', message: 'Valor não pode ser 0 (zero) ou menor' }])
    expect((await admin.post(FAT, { mesAno: '2018-01', valor: 10.5 })).body.errors).toEqual([{ field: 'valor', message: 'Valor inválido' }])
    expect((await admin.post(FAT, { mesAno: '2018-01', valor: 1 })).status).toBe(201)
    expect((await admin.post(FAT, { mesAno: '2018-01', valor: 2 })).body.errors).toEqual([{ field: 'mesAno', message: 'Já existe um faturamento para este mês' }])
  })

  it('401 sem sessão, 403 sem a permissão de cadastros, 404 de outra empresa; o mesmo mês em outra empresa é outro faturamento', async () => {
    expect((await cliente(amb.app).get(FAT)).status).toBe(401)
    const perfil = await admin.post('/api/utilitario/perfis', { nome: 'Só talentos (faturamento)', autoridades: ['ROLE_CARGO_SALARIO_COLABORADORES'] })
    await admin.post('/api/utilitario/usuarios', { nome: 'Só Talentos', cpf: '39053344705', senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })
    const sem = cliente(amb.app)
    await sem.entrar('39053344705', 'segredo1', 1)
    expect((await sem.get(FAT)).status).toBe(403)
    expect((await sem.post(FAT, { mesAno: '2017-01', valor: 1 })).status).toBe(403)
    const deOutra = await inserirLinha(amb.knex, 'faturamentos_mensais', { empresaId: 2, mesAno: '2017-05', valor: 999 })
    // A user of company 1 only, with the lookups' authority.
    const cadastros = await admin.post('/api/utilitario/perfis', { nome: 'Cadastros (faturamento)', autoridades: ['ROLE_CARGO_SALARIO_CADASTROS'] })
    const cpfCad = `${'418529637'}${calcularDvCpf('418529637')}`
    const u = await admin.post('/api/utilitario/usuarios', { nome: 'Só Cadastros', cpf: cpfCad, senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: cadastros.body.id }] })
    expect(u.status, JSON.stringify(u.body)).toBe(201)
    const cad = cliente(amb.app)
    await cad.entrar(cpfCad, 'segredo1', 1)
    expect((await cad.get(`${FAT}/${deOutra}`)).status).toBe(404)
    expect((await cad.put(`${FAT}/${deOutra}`, { mesAno: '2017-05', valor: 1 })).status).toBe(404)
    expect((await cad.delete(`${FAT}/${deOutra}`)).status).toBe(404)
    expect((await cad.get(`${FAT}?unpaged=true`)).body.map((f: { mesAno: string }) => f.mesAno)).not.toContain('2017-05')
    expect((await cad.post(FAT, { mesAno: '2017-05', valor: 1 })).status).toBe(201)
  })
})
