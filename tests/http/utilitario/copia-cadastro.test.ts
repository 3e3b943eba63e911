import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { EMPRESAS_DIFERENTES } from '../../../core/utilitario/copia-cadastro.ts'
import { bancoHttpSqlite } from '../../support/banco.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const cpf = (n: number) => {
  const corpo = String(234567800 + n)
  return corpo + calcularDvCpf(corpo)
}

/**
 * /api/utilitario/copia-cadastro (issue 18): the groups come from the declarations; source and target required and
 * different; only who holds the companies' authority and sees both companies copies (the SQL runs on both databases
 * in tests/adapters/contract/copia-cadastro.test.ts).
 */
describe.each(bancoHttpSqlite())('/api/utilitario/copia-cadastro ($nome)', (banco) => {
  let amb: AmbienteTeste
  let admin: ReturnType<typeof cliente>
  let semPermissao: ReturnType<typeof cliente>
  let soDaDemo: ReturnType<typeof cliente>
  let destino: number
  const C = '/api/utilitario/copia-cadastro'

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `copia_http_${process.pid}` } : {})
    admin = cliente(amb.app)
    await admin.entrar()
    destino = await criarNaApi(admin, 'utilitario/empresas', { nome: 'Empresa Nova' })
    // Every permission in company 1 only (the 'Administrador' profile), and a profile without the companies' one.
    await criarNaApi(admin, 'utilitario/usuarios', { nome: 'Administradora da Demo', cpf: cpf(1), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: 1 }] })
    const perfil = { id: await criarNaApi(admin, 'utilitario/perfis', { nome: 'Só o log', autoridades: ['ROLE_UTILITARIO_LOG'] }) }
    await criarNaApi(admin, 'utilitario/usuarios', { nome: 'Sem Permissão', cpf: cpf(2), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.id }] })
    soDaDemo = cliente(amb.app)
    await soDaDemo.entrar(cpf(1), 'segredo1', 1)
    semPermissao = cliente(amb.app)
    await semPermissao.entrar(cpf(2), 'segredo1', 1)
  }, 120_000)
  afterAll(() => amb?.fechar())

  it('401 sem sessão; 403 sem a permissão de empresas', async () => {
    const anonimo = cliente(amb.app)
    expect((await anonimo.get(C)).status).toBe(401)
    expect((await anonimo.post(C, { origem: 1, destino })).status).toBe(401)
    expect((await semPermissao.get(C)).status).toBe(403)
    expect((await semPermissao.post(C, { origem: 1, destino })).status).toBe(403)
  })

  it('GET: os grupos copiáveis vêm das declarações', async () => {
    const r = await admin.get(C)
    expect(r.status).toBe(200)
    const grupos = r.body.map((g: any) => g.grupo)
    expect(grupos).toEqual(expect.arrayContaining(['Áreas Organizacionais', 'Cargos e Faixas Salariais', 'Índices', 'Competências']))
    expect(r.body.find((g: any) => g.grupo === 'Cargos e Faixas Salariais').cadastros).toEqual(expect.arrayContaining(['Cargos', 'Faixas Salariais']))
  })

  it('400 com erros por campo: empresas obrigatórias e diferentes, cadastro desconhecido, corpo inválido', async () => {
    const vazio = await admin.post(C, {})
    expect(vazio.status).toBe(400)
    expect(vazio.body.errors).toEqual([
      { field: 'origem', message: 'Empresa de Origem é obrigatória' },
      { field: 'destino', message: 'Empresa de Destino é obrigatória' },
    ])
    const mesma = await admin.post(C, { origem: 1, destino: 1 })
    expect(mesma.status).toBe(400)
    expect(mesma.body.errors).toEqual([{ field: 'destino', message: EMPRESAS_DIFERENTES }])
    const desconhecido = await admin.post(C, { origem: 1, destino, cadastros: ['Pessoas'] })
    expect(desconhecido.status).toBe(400)
    expect(desconhecido.body.errors).toEqual([{ field: 'cadastros.0', message: 'Cadastro inválido' }])
    expect((await admin.post(C, { origem: 'a', destino })).status).toBe(400)
    expect((await admin.post(C, '{')).status).toBe(400)
    expect((await admin.post(C, [1, 2])).status).toBe(400)
  })

  it('403: quem não vê as duas empresas não copia os dados de outra', async () => {
    const antes = await amb.knex('cargos').where('empresaId', 1).count({ n: '*' })
    expect((await soDaDemo.post(C, { origem: destino, destino: 1 })).status).toBe(403)
    expect((await soDaDemo.post(C, { origem: 1, destino })).status).toBe(403)
    expect((await soDaDemo.post(C, { origem: 1, destino: 999 })).status).toBe(403)
    expect(await amb.knex('cargos').where('empresaId', 1).count({ n: '*' })).toEqual(antes)
    expect(await amb.knex('cargos').where('empresaId', destino)).toEqual([])
  })

  it('200: copia os grupos escolhidos e diz o que foi copiado e reaproveitado', async () => {
    const r = await admin.post(C, { origem: 1, destino, cadastros: ['Índices'] })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.origem).toBe(1)
    expect(r.body.destino).toBe(destino)
    const indices = Number((await amb.knex('indices').where('empresaId', 1).count({ n: '*' }))[0]!.n)
    expect(r.body.recursos.find((x: any) => x.recurso === 'cargo-salario/indices')).toMatchObject({ cadastro: 'Índices', copiados: indices, reaproveitados: 0, ignorados: [] })
    const de_novo = await admin.post(C, { origem: 1, destino, cadastros: ['Índices'] })
    expect(de_novo.body.recursos.find((x: any) => x.recurso === 'cargo-salario/indices')).toMatchObject({ copiados: 0, reaproveitados: indices })
    const log = await amb.knex('auditoria').where({ entidade: 'utilitario/copia-cadastro' })
    expect(log).toHaveLength(2)
    expect(log[0].usuarioId).toBe(1)
  })
})
