import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const BASE = '/api/captacao/solicitacoes-pessoal'
const SUBS = `${BASE}/substituidos`
let amb: AmbienteTeste
let adm: ReturnType<typeof cliente>
let maria: ReturnType<typeof cliente>
const ids = { estabelecimento: 0, area: 0, cargo: 0, motivo: 0 }
const t = { estavel: 0, vencida: 0, comum: 0, desligado: 0, outraEmpresa: 0 }
let seq = 0

const novoCpf = () => {
  const b = String(530_000_000 + seq++ * 7919).padStart(9, '0')
  return b + calcularDvCpf(b)
}

/** An employee admitted through the API (the name starts with 'Subst' so the searches below find only these). */
const admitir = async (nome: string, extra: Record<string, unknown> = {}) => {
  const r = await adm.post('/api/cargo-salario/colaboradores', {
    nome,
    cpf: novoCpf(),
    dataNascimento: '1985-05-05',
    sexo: 'M',
    dataAdmissao: '2020-01-02',
    historico: { estabelecimentoId: ids.estabelecimento, areaOrganizacionalId: ids.area, cargoId: ids.cargo, tipoSalario: 3, salario: 300_000 },
    ...extra,
  })
  expect(r.status, JSON.stringify(r.body)).toBe(201)
  return Number(r.body.id)
}

const corpo = (extra: Record<string, unknown> = {}) => ({
  descricao: 'Substituição',
  data: '2026-01-05',
  horarioComercial: '08h às 17h',
  estabelecimentoId: ids.estabelecimento,
  areaOrganizacionalId: ids.area,
  cargoId: ids.cargo,
  motivoSolicitacaoId: ids.motivo,
  ...extra,
})

beforeAll(async () => {
  amb = await criarAmbiente()
  adm = cliente(amb.app)
  await adm.entrar()
  maria = cliente(amb.app)
  await maria.entrar('529.982.247-25')
  ids.estabelecimento = Number((await amb.knex('estabelecimentos').where('empresaId', 1).orderBy('id').first('id')).id)
  ids.area = (await adm.post('/api/cargo-salario/areas-organizacionais', { nome: 'Substituições' })).body.id
  ids.cargo = (await adm.post('/api/cargo-salario/cargos', { nome: 'Operador substituto', nomeMercado: 'Operador', areasOrganizacionais: [ids.area] })).body.id
  ids.motivo = (await adm.post('/api/captacao/motivos-solicitacao', { nome: 'Substituição teste' })).body.id
  t.estavel = await admitir('Subst Cipeiro Estável', { membroCipa: true, dataFimEstabilidadeCipa: '2099-03-31' })
  t.vencida = await admitir('Subst Cipeiro Vencido', { membroCipa: true, dataFimEstabilidadeCipa: '2021-01-01' })
  t.comum = await admitir('Subst Comum Silva')
  t.desligado = await admitir('Subst Desligado Souza')
  await amb.knex('colaboradores').where('id', t.desligado).update({ dataDesligamento: '2021-06-30' })
  const [o] = await amb.knex('colaboradores').insert({ empresaId: 2, nome: 'Subst Outra Empresa', cpf: novoCpf(), dataNascimento: '1980-01-01', sexo: 'F', dataAdmissao: '2020-01-01' }).returning('id')
  t.outraEmpresa = Number(typeof o === 'object' ? o.id : o)
})

afterAll(async () => {
  await amb?.fechar()
})

describe('GET solicitacoes-pessoal/substituidos', () => {
  it('talentos ativos da empresa por nome, com o alerta da CIPA para quem tem estabilidade; desligados só com incluirColaboradoresDesligados', async () => {
    const r = await adm.get(`${SUBS}?nome=subst`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.map((x: any) => x.id)).toEqual([t.estavel, t.vencida, t.comum])
    const estavel = r.body.find((x: any) => x.id === t.estavel)
    expect(estavel).toMatchObject({ nome: 'Subst Cipeiro Estável', membroCipa: true, dataFimEstabilidadeCipa: '2099-03-31', situacao: 'A' })
    expect(estavel.alertaCipa).toBe('talento Subst Cipeiro Estável, faz parte da CIPA e possui estabilidade até o dia 31/03/2099. Deseja realmente substituí-lo?')
    expect(r.body.find((x: any) => x.id === t.vencida).alertaCipa).toBeNull()
    expect(r.body.find((x: any) => x.id === t.comum).alertaCipa).toBeNull()

    const todos = await adm.get(`${SUBS}?nome=subst&incluirColaboradoresDesligados=true`)
    expect(todos.body.map((x: any) => x.id)).toEqual([t.estavel, t.vencida, t.comum, t.desligado])
    expect(todos.body.at(-1)).toMatchObject({ situacao: 'D', dataDesligamento: '2021-06-30' })
    expect((await adm.get(`${SUBS}?nome=subst&incluirColaboradoresDesligados=false`)).body).toHaveLength(3)
    expect((await adm.get(`${SUBS}?nome=comum%20silva`)).body.map((x: any) => x.id)).toEqual([t.comum])
    // Never another company's employee; at most 20 at a time.
    expect((await adm.get(`${SUBS}?nome=outra%20empresa&incluirColaboradoresDesligados=true`)).body).toEqual([])
    expect((await adm.get(SUBS)).body.length).toBeLessThanOrEqual(20)
  })

  it('400 para filtros inválidos; 401 sem sessão; 403 sem a permissão de solicitações', async () => {
    const r = await adm.get(`${SUBS}?incluirColaboradoresDesligados=talvez`)
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual([{ field: 'incluirColaboradoresDesligados', message: 'Incluir talentos desligados inválido' }])
    expect((await adm.get(`${SUBS}?nome=${'x'.repeat(101)}`)).body.errors).toEqual([{ field: 'nome', message: 'Nome deve ter no máximo 100 caracteres' }])
    expect((await cliente(amb.app).get(SUBS)).status).toBe(401)
    expect((await maria.get(SUBS)).status).toBe(403)
  })
})

describe('colaboradoresSubstituidos da solicitação', () => {
  it('guarda talentos da empresa; a última linha pode ficar vazia; talento de outra empresa ou sem talento escolhido é recusado', async () => {
    const ok = await adm.post(BASE, corpo({ colaboradoresSubstituidos: [{ id: t.estavel, nome: 'Subst Cipeiro Estável' }, { id: t.desligado, nome: 'Subst Desligado Souza' }, { nome: '' }] }))
    expect(ok.status, JSON.stringify(ok.body)).toBe(201)
    expect(ok.body.colaboradoresSubstituidos.map((x: any) => x.id ?? null)).toEqual([t.estavel, t.desligado, null])

    const r = await adm.post(BASE, corpo({ colaboradoresSubstituidos: [{ id: t.outraEmpresa, nome: 'Subst Outra Empresa' }, { nome: 'Digitado à mão' }, { id: 99_999_999, nome: 'X' }] }))
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual([
      { field: 'colaboradoresSubstituidos.0.id', message: 'Talento não encontrado nesta empresa' },
      { field: 'colaboradoresSubstituidos.1.id', message: 'Selecione um talento da empresa' },
      { field: 'colaboradoresSubstituidos.2.id', message: 'Talento não encontrado nesta empresa' },
    ])
    const vazio = await adm.post(BASE, corpo({ colaboradoresSubstituidos: [{ nome: '' }, { id: t.comum, nome: 'Subst Comum Silva' }] }))
    expect(vazio.body.errors).toEqual([{ field: 'colaboradoresSubstituidos', message: 'Somente o último talento pode ficar vazio' }])
    // Editing keeps the same rule.
    const put = await adm.put(`${BASE}/${ok.body.id}`, { ...ok.body, colaboradoresSubstituidos: [{ id: t.outraEmpresa, nome: 'x' }] })
    expect(put.status).toBe(400)
    expect(put.body.errors).toEqual([{ field: 'colaboradoresSubstituidos.0.id', message: 'Talento não encontrado nesta empresa' }])
  })
})
