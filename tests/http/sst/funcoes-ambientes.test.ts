import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../../adapters/db/demo.ts'
import { inserirLinha } from '../../support/banco.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const FUNCOES = '/api/sst/funcoes'
const AMBIENTES = '/api/sst/ambientes'

/** SST's functions and environments (spec 002 /sst/funcoes, /sst/ambientes): the owner declarations an employee's history names. */
describe('funções e ambientes (SST)', () => {
  let amb: AmbienteTeste
  let admin: ReturnType<typeof cliente>
  let estabelecimento: number
  beforeAll(async () => {
    amb = await criarAmbiente()
    admin = cliente(amb.app)
    await admin.entrar()
    estabelecimento = Number((await amb.knex('estabelecimentos').where('empresaId', 1).orderBy('id').first()).id)
  })
  afterAll(() => amb.fechar())

  it('função: nome obrigatório (até 100) e único, ativa por padrão, CBO da tabela distribuída com o código', async () => {
    expect((await admin.post(FUNCOES, {})).body.errors).toEqual([{ field: 'nome', message: 'Nome é obrigatório' }])
    expect((await admin.post(FUNCOES, { nome: 'x'.repeat(101) })).body.errors).toEqual([{ field: 'nome', message: 'Nome deve ter no máximo 100 caracteres' }])
    const cbo = await amb.knex('cbo_ocupacoes').where('codigo', '784205').first()
    const r = await admin.post(FUNCOES, { nome: ' Operador de Empilhadeira ', cboId: cbo.id })
    expect(r.status).toBe(201)
    expect(r.body).toMatchObject({ nome: 'Operador de Empilhadeira', ativa: true, cboId: cbo.id, codigoCBO: '784205' })
    expect((await admin.post(FUNCOES, { nome: 'operador de empilhadeira' })).body.errors).toEqual([{ field: 'nome', message: 'Já existe uma função com este nome' }])
    expect((await admin.post(FUNCOES, { nome: 'CBO inexistente', cboId: 99_999_999 })).body.errors).toEqual([{ field: 'cboId', message: 'CBO: registro não encontrado' }])
  })

  it('ambiente: nome e estabelecimento obrigatórios, ativo por padrão; o estabelecimento é da empresa', async () => {
    expect((await admin.post(AMBIENTES, {})).body.errors).toEqual([
      { field: 'nome', message: 'Nome é obrigatório' },
      { field: 'estabelecimentoId', message: 'Estabelecimento é obrigatório' },
    ])
    const r = await admin.post(AMBIENTES, { nome: 'Câmara fria', estabelecimentoId: estabelecimento })
    expect(r.status).toBe(201)
    expect(r.body).toMatchObject({ nome: 'Câmara fria', estabelecimentoId: estabelecimento, ativo: true })
    const deOutra = await inserirLinha(amb.knex, 'estabelecimentos', { empresaId: 2, nome: 'Loja da Norte' })
    expect((await admin.post(AMBIENTES, { nome: 'Alheio', estabelecimentoId: deOutra })).body.errors).toEqual([{ field: 'estabelecimentoId', message: 'Estabelecimento: registro não encontrado' }])
  })

  it('a demonstração traz funções e ambientes e os seus talentos estão neles', async () => {
    const funcoes = (await admin.get(`${FUNCOES}?unpaged=true`)).body as Array<{ nome: string }>
    expect(funcoes.map((f) => f.nome)).toEqual(expect.arrayContaining(['Operador de máquinas', 'Analista de recursos humanos']))
    const ambientes = (await admin.get(`${AMBIENTES}?unpaged=true`)).body as Array<{ nome: string }>
    expect(ambientes.map((a) => a.nome)).toEqual(expect.arrayContaining(['Linha de produção', 'Escritório administrativo']))
    const semFuncao = await amb.knex('colaborador_historicos').where('empresaId', 1).whereNull('funcaoId').count({ n: '*' })
    expect(Number(semFuncao[0]!['n'])).toBe(0)
  })

  it('401 sem sessão; leitura aberta ao RH, gravação com ROLE_SST_CADASTROS; outra empresa 404', async () => {
    expect((await cliente(amb.app).get(FUNCOES)).status).toBe(401)
    const restrita = cliente(amb.app)
    await restrita.entrar(DEMO.cpfRestrito)
    expect((await restrita.get(`${FUNCOES}?unpaged=true`)).status).toBe(200)
    expect((await restrita.post(FUNCOES, { nome: 'Sem permissão' })).status).toBe(403)
    expect((await restrita.post(AMBIENTES, { nome: 'Sem permissão', estabelecimentoId: estabelecimento })).status).toBe(403)
    const alheia = await inserirLinha(amb.knex, 'funcoes', { empresaId: 2, nome: 'Função da Norte' })
    expect((await restrita.get(`${FUNCOES}/${alheia}`)).status).toBe(404)
  })
})
