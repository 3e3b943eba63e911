import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bancosHttp } from '../../support/banco.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

/** The admission on SQLite and, with TEST_DATABASE_URL, on PostgreSQL (two writes in one transaction, raw SQL columns). */
const BANCOS = bancosHttp()

const BASE = '/api/cargo-salario/colaboradores'
let amb: AmbienteTeste
let adm: ReturnType<typeof cliente>
let posicao: Record<string, number>

const primeiro = async (t: string, empresaId = 1) => Number((await amb.knex(t).where('empresaId', empresaId).orderBy('id').first()).id)

describe.each(BANCOS)('admissão ($nome)', (banco) => {
  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `admissao_${process.pid}` } : {})
    adm = cliente(amb.app)
    await adm.entrar()
    posicao = { estabelecimentoId: await primeiro('estabelecimentos'), areaOrganizacionalId: await primeiro('areas_organizacionais'), cargoId: await primeiro('cargos') }
  })
  afterAll(async () => {
    await amb?.fechar()
  })

  describe('POST /cargo-salario/colaboradores (admissão)', () => {
    it('cria o talento e o primeiro histórico (admissão, na data de admissão) de uma vez', async () => {
      const r = await adm.post(BASE, {
        nome: 'Joana Admitida',
        cpf: '390.533.447-05',
        dataNascimento: '1990-04-02',
        sexo: 'F',
        dataAdmissao: '2025-03-10',
        historico: { ...posicao, tipoSalario: 3, salario: 350_000, faixaSalarialId: '' },
      })
      expect(r.status, JSON.stringify(r.body)).toBe(201)
      expect(r.body).toMatchObject({ nome: 'Joana Admitida', situacao: 'A', cargoId: posicao['cargoId'], areaOrganizacionalId: posicao['areaOrganizacionalId'] })
      const h = await adm.get(`/api/cargo-salario/colaboradores/historicos?unpaged=true&colaboradorId=${r.body.id}`)
      expect(h.body).toHaveLength(1)
      expect(h.body[0]).toMatchObject({ data: '2025-03-10', motivo: 'AD', salario: 350_000, tipoSalario: 3, salarioCalculado: 350_000 })
    })

    it('pela faixa, o histórico vale o que a faixa valia na data da linha (salarioCalculado)', async () => {
      const faixa = await amb.knex('faixas_salariais').where('empresaId', 1).whereIn('nome', ['Júnior']).first()
      const r = await adm.post(BASE, {
        nome: 'Caio Pela Faixa',
        cpf: '348.815.020-85',
        dataNascimento: '1995-07-01',
        sexo: 'M',
        dataAdmissao: '2025-06-02',
        historico: { ...posicao, cargoId: faixa.cargoId, tipoSalario: 1, faixaSalarialId: faixa.id },
      })
      expect(r.status, JSON.stringify(r.body)).toBe(201)
      const [h] = (await adm.get(`/api/cargo-salario/colaboradores/historicos?unpaged=true&colaboradorId=${r.body.id}`)).body
      const [vigente] = (await adm.get(`/api/cargo-salario/faixas-salariais/historicos?unpaged=true&faixaSalarialId=${faixa.id}&vigenteEm=2025-06-02`)).body
      expect(h.salarioCalculado).toBe(vigente.valorCalculado)
      expect(h.salarioCalculado).toBeGreaterThan(0)
    })

    it('400 com os erros do talento e da posição juntos, e nada gravado', async () => {
      const antes = (await amb.knex('colaboradores').count({ n: '*' }))[0]!.n
      const r = await adm.post(BASE, { nome: 'Sem Dados', historico: { tipoSalario: 3 } })
      expect(r.status).toBe(400)
      const campos = r.body.errors.map((e: { field: string }) => e.field)
      expect(campos).toEqual(expect.arrayContaining(['cpf', 'dataAdmissao', 'historico.cargoId', 'historico.areaOrganizacionalId']))
      expect((await amb.knex('colaboradores').count({ n: '*' }))[0]!.n).toBe(antes)
    })

    it('uma referência da posição de outra empresa recusa a admissão inteira', async () => {
      const antes = (await amb.knex('colaboradores').count({ n: '*' }))[0]!.n
      const alheia = await amb.knex('areas_organizacionais').whereNot('empresaId', 1).first()
      const areaOutra = alheia ? Number(alheia.id) : 999_999
      const r = await adm.post(BASE, {
        nome: 'Outra Área',
        cpf: '714.602.380-01',
        dataNascimento: '1991-01-01',
        sexo: 'M',
        dataAdmissao: '2025-03-10',
        historico: { ...posicao, areaOrganizacionalId: areaOutra, tipoSalario: 3, salario: 100_000 },
      })
      expect(r.status).toBe(400)
      expect(r.body.errors.map((e: { field: string }) => e.field)).toContain('historico.areaOrganizacionalId')
      expect((await amb.knex('colaboradores').count({ n: '*' }))[0]!.n).toBe(antes)
    })

    it('401 sem sessão e 403 sem a permissão de talentos', async () => {
      expect((await cliente(amb.app).post(BASE, {})).status).toBe(401)
      const restrita = cliente(amb.app)
      await restrita.entrar('529.982.247-25')
      expect((await restrita.post(BASE, { nome: 'x' })).status).toBe(403)
    })
  })
})
