import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cpfDeTeste } from '../../support/cpf.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const URL = '/api/cargo-salario/colaboradores/meus-dados'
let amb: AmbienteTeste
let adm: ReturnType<typeof cliente>
/** An employee's user: ROLE_CAD_INFO_PESSOAL only, linked to their employee record. */
let eu: ReturnType<typeof cliente>
let talento: Record<string, any>

const cpf = (n: number) => cpfDeTeste(300_000_000, n, 104_729)
const campos = (r: { body: any }) => Object.fromEntries((r.body.errors ?? []).map((e: { field: string; message: string }) => [e.field, e.message]))

const usuario = async (n: number, autoridades: string[], colaboradorId?: number) => {
  const perfil = await adm.post('/api/utilitario/perfis', { nome: `Perfil Meus Dados ${n}`, autoridades })
  expect(perfil.status).toBe(201)
  const u = await adm.post('/api/utilitario/usuarios', {
    nome: `Usuário ${n}`,
    cpf: cpf(n),
    senha: 'segredo1',
    acessos: [{ empresaId: 1, perfilId: perfil.body.id }],
    ...(colaboradorId ? { colaboradorId } : {}),
  })
  expect(u.status, JSON.stringify(u.body)).toBe(201)
  const c = cliente(amb.app)
  await c.entrar(cpf(n), 'segredo1', 1)
  return c
}

beforeAll(async () => {
  amb = await criarAmbiente()
  adm = cliente(amb.app)
  await adm.entrar()
  const primeiro = async (t: string) => Number((await amb.knex(t).where('empresaId', 1).orderBy('id').first()).id)
  const r = await adm.post('/api/cargo-salario/colaboradores', {
    nome: 'Marta Autoatendida',
    cpf: cpf(1),
    dataNascimento: '1988-08-08',
    sexo: 'F',
    dataAdmissao: '2022-02-01',
    dddCelular: '85', foneCelular: '999991111',
    historico: { estabelecimentoId: await primeiro('estabelecimentos'), areaOrganizacionalId: await primeiro('areas_organizacionais'), cargoId: await primeiro('cargos'), tipoSalario: 3, salario: 300_000 },
  })
  expect(r.status, JSON.stringify(r.body)).toBe(201)
  talento = r.body
  eu = await usuario(2, ['ROLE_CAD_INFO_PESSOAL'], talento.id)
})
afterAll(async () => {
  await amb?.fechar()
})

describe('Atualizar Meus Dados (ROLE_CAD_INFO_PESSOAL)', () => {
  it('lê o próprio talento: identificação e os campos que pode mudar', async () => {
    const r = await eu.get(URL)
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ vinculado: true, talento: { id: talento.id, nome: 'Marta Autoatendida', dataAdmissao: '2022-02-01' } })
    expect(r.body.talento).not.toHaveProperty('salario')
    expect(r.body.talento).not.toHaveProperty('dataNascimento')
  })

  it('muda o próprio celular e endereço; o log registra o usuário', async () => {
    const r = await eu.put(URL, { foneCelular: '988882222', logradouro: 'Rua Nova', numero: '10', nomeSocial: 'Marta' })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const t = await adm.get(`/api/cargo-salario/colaboradores/${talento.id}`)
    expect(t.body).toMatchObject({ logradouro: 'Rua Nova', numero: '10', nomeSocial: 'Marta', nome: 'Marta Autoatendida', cpf: talento.cpf })
    expect(t.body.foneCelular).toBe('988882222')
  })

  it('não muda salário, cargo, CPF nem admissão: Campo desconhecido, e nada muda', async () => {
    const antes = await adm.get(`/api/cargo-salario/colaboradores/${talento.id}`)
    const r = await eu.put(URL, { foneCelular: '977773333', salario: 9_999_999, cargoId: 1, cpf: cpf(7), dataAdmissao: '2020-01-01', historico: { salario: 1 } })
    expect(r.status).toBe(400)
    expect(campos(r)).toMatchObject({ salario: 'Campo desconhecido', cargoId: 'Campo desconhecido', cpf: 'Campo desconhecido', dataAdmissao: 'Campo desconhecido', historico: 'Campo desconhecido' })
    expect((await adm.get(`/api/cargo-salario/colaboradores/${talento.id}`)).body).toEqual(antes.body)
    const hs = await adm.get(`/api/cargo-salario/colaboradores/historicos?unpaged=true&colaboradorId=${talento.id}`)
    expect(hs.body.map((h: { salario: number }) => h.salario)).toEqual([300_000])
    // Nor through the HR routes: the user has no employees' authority.
    expect((await eu.put(`/api/cargo-salario/colaboradores/${talento.id}`, { ...antes.body })).status).toBe(403)
    expect((await eu.post('/api/cargo-salario/colaboradores/historicos', { colaboradorId: talento.id })).status).toBe(403)
    expect((await eu.get('/api/cargo-salario/colaboradores')).status).toBe(403)
  })

  it('400 com a mensagem do campo (e-mail, cidade fora da UF)', async () => {
    const r = await eu.put(URL, { email: 'sem-arroba' })
    expect(r.status).toBe(400)
    expect(Object.keys(campos(r))).toEqual(['email'])
    const uf = await amb.knex('estados').orderBy('id').first()
    const outraCidade = await amb.knex('cidades').whereNot('estadoId', uf.id).first()
    expect(outraCidade).toBeTruthy()
    expect(campos(await eu.put(URL, { ufId: uf.id, cidadeId: outraCidade.id }))['cidadeId']).toBe('Cidade não pertence à UF informada')
    expect((await eu.put(URL, '[1,2]')).status).toBe(400)
  })

  it('sem talento vinculado a página diz isso e a gravação é recusada', async () => {
    const solto = await usuario(3, ['ROLE_CAD_INFO_PESSOAL'])
    expect((await solto.get(URL)).body).toEqual({ vinculado: false, mensagem: 'Seu usuário não está vinculado a um talento nesta empresa.' })
    const r = await solto.put(URL, { foneCelular: '977773333' })
    expect(r.status).toBe(400)
    expect(r.body.message).toBe('Seu usuário não está vinculado a um talento nesta empresa.')
  })

  it('401 sem sessão, 403 sem ROLE_CAD_INFO_PESSOAL (mesmo com a permissão de talentos)', async () => {
    expect((await cliente(amb.app).get(URL)).status).toBe(401)
    expect((await cliente(amb.app).put(URL, {})).status).toBe(401)
    const rh = await usuario(4, ['ROLE_CARGO_SALARIO_COLABORADORES'])
    expect((await rh.get(URL)).status).toBe(403)
    expect((await rh.put(URL, { foneCelular: '977773333' })).status).toBe(403)
  })
})
