import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { cliente } from '../../support/http.ts'
import { urlPostgres } from '../../support/banco.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const BASE = '/api/captacao/solicitacoes-pessoal'
const LINK = '/api/captacao/candidato-solicitacao'
const CS = '/api/cargo-salario'
let amb: AmbienteTeste
let adm: ReturnType<typeof cliente>
let maria: ReturnType<typeof cliente>
const ids = { estabelecimento: 0, area: 0, cargo: 0, faixa: 0, motivo: 0, areaFormacao: 0, idioma: 0 }
let ultimaEtapa = 0
let seq = 0

const novoCpf = () => {
  const b = String(410_000_000 + seq++ * 7919).padStart(9, '0')
  return b + calcularDvCpf(b)
}

const criado = (r: { status: number; body: any }) => {
  expect(r.status, JSON.stringify(r.body)).toBe(201)
  return r.body as Record<string, any>
}

const candidato = async (extra: Record<string, unknown> = {}) =>
  criado(
    await adm.post('/api/captacao/candidatos', {
      nome: `Carla Contratada ${seq}`,
      cpf: novoCpf(),
      dataNascimento: '1992-07-14',
      sexo: 'F',
      cargos: [ids.cargo],
      email: `carla${seq}@exemplo.com.br`,
      dddCelular: '85',
      foneCelular: '988887777',
      escolaridade: '09',
      formacao: [{ areaFormacao: { id: ids.areaFormacao }, curso: 'Administração', local: 'UFC', situacao: 'COMPLETO', tipo: 'GRADUACAO' }],
      experiencias: [{ empresa: 'ACME', checkNomeCargo: true, nomeMercado: 'Assistente', dataAdmissao: '2015-02-01', dataDesligamento: '2019-03-01' }],
      candidatoIdiomas: [{ idioma: { id: ids.idioma }, nivel: 'AVANCADO' }],
      certificados: [{ titulo: 'NR-10', organizacao: 'SENAI', tipo: 'CURSO', dataInicio: '2024-01-01', dataFim: '2024-01-10', cargaHorariaDiaria: 8 * 60, cargaHorariaTotal: 40 * 60 }],
      ...extra,
    }),
  )

/** An approved request for the test's own cargo, the candidate linked and moved to the last stage. */
const naUltimaEtapa = async (candidatoId: number, extra: Record<string, unknown> = {}) => {
  const s = criado(
    await adm.post(BASE, {
      descricao: 'Assistente administrativo',
      data: '2026-01-05',
      horarioComercial: '08h às 17h',
      estabelecimentoId: ids.estabelecimento,
      areaOrganizacionalId: ids.area,
      cargoId: ids.cargo,
      faixaSalarialId: ids.faixa,
      motivoSolicitacaoId: ids.motivo,
      quantidade: 2,
      ...extra,
    }),
  )
  expect((await adm.put(`${BASE}/${s.id}/status`, { status: 'A' })).status).toBe(200)
  const [l] = criado(await adm.post(`${BASE}/${s.id}/candidatos`, { candidatosIds: [candidatoId] })) as unknown as Array<{ id: number }>
  expect((await adm.put(`${LINK}/${l!.id}/etapa`, { etapaSeletivaId: ultimaEtapa })).status).toBe(200)
  return { solicitacaoId: Number(s.id), linkId: l!.id }
}

const colaboradoresDo = async (candidatoId: number) => amb.knex('colaboradores').where({ candidatoId })

/** The hire on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set (its own schema). */
const suite = (banco: string, o: Parameters<typeof criarAmbiente>[0]) =>
  describe(banco, () => {
  beforeAll(async () => {
    amb = await criarAmbiente(o)
    adm = cliente(amb.app)
    await adm.entrar()
    maria = cliente(amb.app)
    await maria.entrar('529.982.247-25')
    ids.estabelecimento = Number((await amb.knex('estabelecimentos').where('empresaId', 1).orderBy('id').first('id')).id)
    ids.area = criado(await adm.post(`${CS}/areas-organizacionais`, { nome: 'Contratação Teste' })).id
    ids.cargo = criado(await adm.post(`${CS}/cargos`, { nome: 'Assistente de Contratação', nomeMercado: 'Assistente', areasOrganizacionais: [ids.area] })).id
    const cbo = await amb.knex('cbo_ocupacoes').orderBy('id').first('id')
    ids.faixa = criado(await adm.post(`${CS}/faixas-salariais`, { cargoId: ids.cargo, nome: 'Júnior', cboId: cbo.id })).id
    criado(await adm.post(`${CS}/faixas-salariais/historicos`, { faixaSalarialId: ids.faixa, data: '2020-01-01', tipo: 3, valor: 450_000 }))
    ids.motivo = criado(await adm.post('/api/captacao/motivos-solicitacao', { nome: 'Contratação teste' })).id
    ids.areaFormacao = Number((await amb.knex('areas_formacao').where('empresaId', 1).orderBy('id').first('id')).id)
    ids.idioma = Number((await amb.knex('idiomas').where('empresaId', 1).orderBy('id').first('id')).id)
    const etapas = (await adm.get('/api/captacao/etapas-seletivas?unpaged=true')).body as Array<{ id: number; ordem: number }>
    ultimaEtapa = [...etapas].sort((a, b) => a.ordem - b.ordem || a.id - b.id).at(-1)!.id
  })

  afterAll(async () => {
    await amb?.fechar()
  })

  describe("'Contratar' cria o talento a partir do candidato", () => {
    it('a proposta traz a posição e a faixa da solicitação; a contratação leva dados pessoais e sub-listas ao talento', async () => {
      const c = await candidato()
      const { solicitacaoId, linkId } = await naUltimaEtapa(c.id)
      const p = await adm.get(`${LINK}/${linkId}/contratacao`)
      expect(p.status, JSON.stringify(p.body)).toBe(200)
      expect(p.body.corpo.historico).toEqual({ estabelecimentoId: ids.estabelecimento, areaOrganizacionalId: ids.area, cargoId: ids.cargo, faixaSalarialId: ids.faixa, tipoSalario: 1 })
      expect(p.body.corpo).toMatchObject({ nome: c.nome, cpf: c.cpf, dataNascimento: '1992-07-14', sexo: 'F', vinculo: 'E' })
      expect(p.body.valorFaixa).toBe(450_000)
      expect(p.body.pendencias).toEqual([])

      const r = await adm.post(`${LINK}/${linkId}/contratar`, { dataAdmissao: '2026-02-02', matricula: 'C-001' })
      expect(r.status, JSON.stringify(r.body)).toBe(200)
      expect(r.body.todasPreenchidas).toBe(false)
      expect(r.body.solicitacao.qtdVagasPreenchidas).toBe(1)
      expect(r.body.candidatoSolicitacao).toMatchObject({ contratado: true, apto: 'S' })
      const id = r.body.colaborador.id
      const t = await adm.get(`${CS}/colaboradores/${id}`)
      expect(t.status).toBe(200)
      expect(t.body).toMatchObject({ nome: c.nome, cpf: c.cpf, matricula: 'C-001', dataAdmissao: '2026-02-02', candidatoId: c.id, email: c.email, foneCelular: '988887777', escolaridade: '09' })
      // The sub-lists arrive as the candidate has them (the same item Schemas).
      const cand = (await adm.get(`/api/captacao/candidatos/${c.id}`)).body
      expect(t.body.formacao).toEqual(cand.formacao)
      expect(t.body.experiencias).toEqual(cand.experiencias)
      expect(t.body.idiomas).toEqual(cand.candidatoIdiomas)
      expect(t.body.certificados).toEqual(cand.certificados)
      expect(t.body.formacao).toHaveLength(1)
      expect(t.body.idiomas[0]).toMatchObject({ nivel: 'AVANCADO' })
      expect(cand).toMatchObject({ contratado: true, jaFoiColaborador: true })
      const h = (await adm.get(`${CS}/colaboradores/historicos?unpaged=true&colaboradorId=${id}`)).body
      expect(h).toEqual([expect.objectContaining({ data: '2026-02-02', motivo: 'AD', cargoId: ids.cargo, faixaSalarialId: ids.faixa, areaOrganizacionalId: ids.area, tipoSalario: 1 })])
      const q = (await adm.get(`${BASE}/${solicitacaoId}/quadro`)).body
      expect(q.contratados).toBe(1)
      expect(q.solicitacao.qtdVagasPreenchidas).toBe(1)

      // Hired once: the same person cannot be hired again while an active employee of this company.
      const outra = await naUltimaEtapa(c.id)
      const de = await adm.post(`${LINK}/${outra.linkId}/contratar`, { dataAdmissao: '2026-02-03' })
      expect(de.status).toBe(400)
      expect(de.body.message).toBe('Este candidato já é talento ativo desta empresa.')
      expect((await adm.get(`${LINK}/${outra.linkId}/contratacao`)).body.message).toBe('Este candidato já é talento ativo desta empresa.')
      expect(await colaboradoresDo(c.id)).toHaveLength(1)
    })

    it('talento inválido (candidato sem data de nascimento): 400 com os erros por campo e nada muda; completado no diálogo, contrata', async () => {
      const c = await candidato({ dataNascimento: undefined, sexo: 'I' })
      const { solicitacaoId, linkId } = await naUltimaEtapa(c.id, { faixaSalarialId: undefined, remuneracao: 320_000, vinculo: 'S' })
      const p = (await adm.get(`${LINK}/${linkId}/contratacao`)).body
      expect(p.corpo.historico).toMatchObject({ tipoSalario: 3, salario: 320_000 })
      expect(p.corpo.vinculo).toBe('S')
      expect(p.pendencias).toEqual(
        expect.arrayContaining([
          { field: 'dataNascimento', message: 'Data de Nascimento é obrigatória' },
          { field: 'sexo', message: 'Sexo é obrigatório' },
        ]),
      )

      let r = await adm.post(`${LINK}/${linkId}/contratar`, {})
      expect(r.status).toBe(400)
      expect(r.body.errors).toEqual([{ field: 'dataAdmissao', message: 'Data de Admissão é obrigatória' }])
      r = await adm.post(`${LINK}/${linkId}/contratar`, { dataAdmissao: '2026-02-02', historico: { cargoId: 'x' } })
      expect(r.status).toBe(400)
      expect(r.body.errors).toContainEqual({ field: 'historico.cargoId', message: 'Cargo inválido' })
      r = await adm.post(`${LINK}/${linkId}/contratar`, { dataAdmissao: '2026-02-02' })
      expect(r.status).toBe(400)
      expect(r.body.code).toBe('FIELD_VALIDATION_VIOLATION')
      expect(r.body.errors).toEqual(expect.arrayContaining([{ field: 'dataNascimento', message: 'Data de Nascimento é obrigatória' }]))
      // Nothing changed: no employee, the link and the request as they were, the candidate not hired.
      expect(await colaboradoresDo(c.id)).toHaveLength(0)
      expect((await adm.get(`${LINK}/${linkId}`)).body.contratado).toBe(false)
      expect((await adm.get(`${BASE}/${solicitacaoId}`)).body.qtdVagasPreenchidas).toBe(0)
      expect((await adm.get(`/api/captacao/candidatos/${c.id}`)).body).toMatchObject({ contratado: false })

      r = await adm.post(`${LINK}/${linkId}/contratar`, { dataAdmissao: '2026-02-02', dataNascimento: '1990-01-31', sexo: 'M', historico: { salario: 330_000 } })
      expect(r.status, JSON.stringify(r.body)).toBe(200)
      expect(r.body.colaborador).toMatchObject({ dataNascimento: '1990-01-31', sexo: 'M', vinculo: 'S', candidatoId: c.id })
      const h = (await adm.get(`${CS}/colaboradores/historicos?unpaged=true&colaboradorId=${r.body.colaborador.id}`)).body
      expect(h[0]).toMatchObject({ tipoSalario: 3, salario: 330_000 })
    })

    it('as regras do quadro respondem antes do corpo: etapa, vagas; 401, 403 e 404', async () => {
      const c = await candidato()
      const s = criado(
        await adm.post(BASE, {
          descricao: 'Vaga única',
          data: '2026-01-05',
          horarioComercial: 'x',
          estabelecimentoId: ids.estabelecimento,
          areaOrganizacionalId: ids.area,
          cargoId: ids.cargo,
          motivoSolicitacaoId: ids.motivo,
        }),
      )
      await adm.put(`${BASE}/${s.id}/status`, { status: 'A' })
      const [l] = (await adm.post(`${BASE}/${s.id}/candidatos`, { candidatosIds: [c.id] })).body
      const r = await adm.post(`${LINK}/${l.id}/contratar`, {})
      expect(r.status).toBe(400)
      expect(r.body.message).toMatch(/^Somente candidatos na última etapa/)
      expect((await cliente(amb.app).post(`${LINK}/${l.id}/contratar`, { dataAdmissao: '2026-02-02' })).status).toBe(401)
      expect((await cliente(amb.app).get(`${LINK}/${l.id}/contratacao`)).status).toBe(401)
      expect((await maria.post(`${LINK}/${l.id}/contratar`, { dataAdmissao: '2026-02-02' })).status).toBe(403)
      expect((await maria.get(`${LINK}/${l.id}/contratacao`)).status).toBe(403)
      expect((await adm.post(`${LINK}/999999/contratar`, { dataAdmissao: '2026-02-02' })).status).toBe(404)
      expect((await adm.get(`${LINK}/999999/contratacao`)).status).toBe(404)
    })

    it('vínculo de outra empresa não existe para quem só vê a Empresa Demonstração', async () => {
      const c = cliente(amb.app)
      await c.entrar()
      await c.put('/api/userinfo/empresa/2', {})
      const [e2] = await amb.knex('estabelecimentos').insert({ empresaId: 2, nome: 'Loja' }).returning('id')
      const [a2] = await amb.knex('areas_organizacionais').insert({ empresaId: 2, nome: 'Loja' }).returning('id')
      const [c2] = await amb.knex('cargos').insert({ empresaId: 2, nome: 'Caixa', nomeMercado: 'Caixa', areasOrganizacionais: '[]' }).returning('id')
      const [m2] = await amb.knex('motivos_solicitacao').insert({ empresaId: 2, nome: 'Novo' }).returning('id')
      await amb.knex('etapas_seletivas').insert({ empresaId: 2, ordem: 1, nome: 'Entrevista' })
      const idDe = (x: any) => Number(typeof x === 'object' ? x.id : x)
      const s = criado(
        await c.post(BASE, { descricao: 'Caixa', data: '2026-01-05', horarioComercial: 'x', estabelecimentoId: idDe(e2), areaOrganizacionalId: idDe(a2), cargoId: idDe(c2), motivoSolicitacaoId: idDe(m2) }),
      )
      await c.put(`${BASE}/${s.id}/status`, { status: 'A' })
      const b = String(420_000_000 + seq++).slice(0, 9)
      const [cand] = await amb.knex('candidatos').insert({ empresaId: 2, nome: 'Norte', cpf: b + calcularDvCpf(b), dataNascimento: '1990-01-01', sexo: 'F' }).returning('id')
      const [l] = criado(await c.post(`${BASE}/${s.id}/candidatos`, { candidatosIds: [idDe(cand)] })) as unknown as Array<{ id: number }>
      const perfil = criado(await adm.post('/api/utilitario/perfis', { nome: 'RH contratação', autoridades: ['ROLE_CAPTACAO_SOLICITACOES', 'ROLE_CARGO_SALARIO_COLABORADORES'] }))
      const cpf = novoCpf()
      criado(await adm.post('/api/utilitario/usuarios', { nome: 'RH Demo', cpf, senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.id }] }))
      const rh = cliente(amb.app)
      await rh.entrar(cpf, 'segredo1', 1)
      expect((await rh.get(`${LINK}/${l!.id}/contratacao`)).status).toBe(404)
      expect((await rh.post(`${LINK}/${l!.id}/contratar`, { dataAdmissao: '2026-02-02' })).status).toBe(404)
      expect(await colaboradoresDo(idDe(cand))).toHaveLength(0)
    })
  })
  })

suite('SQLite', {})
const url = urlPostgres()
if (url) suite('PostgreSQL', { url, schema: `contratacao_${process.pid}` })
