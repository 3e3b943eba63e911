import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inserirLinha } from '../../support/banco.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const CON = '/api/cargo-salario/conhecimentos'
const HAB = '/api/cargo-salario/habilidades'
const ATI = '/api/cargo-salario/atitudes'
const TODAS = '/api/cargo-salario/competencias'
const CRIT = '/api/cargo-salario/criterios-avaliacao-competencia'
const CARGOS = '/api/cargo-salario/cargos'

/**
 * Knowledge, skills and attitudes (spec 001 §2, §3 'Competency-based item', §4, §5, §7 Competencies): one declaration
 * with a kind, each route reading and writing its kind; behaviours written with the item; `competencias`,
 * `tipo-competencia`, `criterios-avaliacao-competencia`; the cargo's CHA.
 */
describe('conhecimentos, habilidades e atitudes', () => {
  let amb: AmbienteTeste
  let admin: ReturnType<typeof cliente>
  let area: number
  beforeAll(async () => {
    amb = await criarAmbiente()
    admin = cliente(amb.app)
    await admin.entrar()
    area = Number((await amb.knex('areas_organizacionais').where({ empresaId: 1, nome: 'Recursos Humanos' }).first('id')).id)
  })
  afterAll(() => amb.fechar())

  it('201: inclui com os comportamentos; lê com o tipo e os comportamentos em ordem; cada rota só vê o seu tipo', async () => {
    const r = await admin.post(CON, {
      nome: ' Gestão de folha de pagamento ',
      areasOrganizacionais: [area],
      observacao: 'Cálculo e encargos.',
      solicitarComentario: true,
      competencias: [{ descricao: 'Calcula férias e 13º' }, { descricao: 'Confere encargos' }],
    })
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    expect(r.body).toMatchObject({ nome: 'Gestão de folha de pagamento', tipo: 'C', solicitarComentario: true, existeNivelCompetencia: false, quantidadeComportamentos: 2, cursos: [] })
    expect(r.body.competencias.map((c: { descricao: string }) => c.descricao)).toEqual(['Calcula férias e 13º', 'Confere encargos'])
    const id = r.body.id
    expect((await admin.get(`${CON}/${id}`)).body.competencias).toHaveLength(2)
    expect((await admin.get(`${HAB}/${id}`)).status).toBe(404)
    expect((await admin.put(`${ATI}/${id}`, { nome: 'Outro', areasOrganizacionais: [area] })).status).toBe(404)
    expect((await admin.delete(`${HAB}/${id}`)).status).toBe(404)
    const habilidades = await admin.get(`${HAB}?unpaged=true`)
    expect(habilidades.body.every((x: { tipo: string }) => x.tipo === 'H')).toBe(true)
    expect(habilidades.body.some((x: { id: number }) => x.id === id)).toBe(false)
    // A body's `tipo` is the server's: a skill stays a skill.
    const h = await admin.post(HAB, { nome: 'Escuta ativa', areasOrganizacionais: [area], tipo: 'C' })
    expect(h.status).toBe(201)
    expect(h.body.tipo).toBe('H')
    // Every kind, with its kind, at /competencias; the kinds at tipo-competencia.
    const todas = await admin.get(`${TODAS}?unpaged=true`)
    expect(todas.body.find((x: { id: number }) => x.id === id)?.tipo).toBe('C')
    expect(new Set(todas.body.map((x: { tipo: string }) => x.tipo))).toEqual(new Set(['C', 'H', 'A']))
    expect((await admin.get(`${TODAS}?unpaged=true&tipo=A`)).body.every((x: { tipo: string }) => x.tipo === 'A')).toBe(true)
    expect((await admin.get(`${TODAS}/tipo-competencia`)).body).toEqual([
      { id: 'C', name: 'Conhecimento' },
      { id: 'H', name: 'Habilidade' },
      { id: 'A', name: 'Atitude' },
    ])
    expect((await admin.post(TODAS, { nome: 'x', areasOrganizacionais: [area], tipo: 'C' })).status).toBe(404)
  })

  it('200: altera mantendo, mudando, acrescentando e retirando comportamentos; sem `competencias` no corpo eles ficam', async () => {
    const r = await admin.post(ATI, { nome: 'Pontualidade', areasOrganizacionais: [area], competencias: [{ descricao: 'Chega no horário' }, { descricao: 'Cumpre prazos' }, { descricao: 'Avisa atrasos' }] })
    const [a, b] = r.body.competencias as Array<{ id: number; descricao: string }>
    const p = await admin.put(`${ATI}/${r.body.id}`, { nome: 'Pontualidade', areasOrganizacionais: [area], competencias: [{ id: b!.id, descricao: 'Cumpre os prazos combinados' }, { id: a!.id, descricao: a!.descricao }, { descricao: 'Planeja a agenda' }] })
    expect(p.status, JSON.stringify(p.body)).toBe(200)
    expect(p.body.competencias).toEqual([
      { id: b!.id, descricao: 'Cumpre os prazos combinados' },
      { id: a!.id, descricao: 'Chega no horário' },
      { id: expect.any(Number), descricao: 'Planeja a agenda' },
    ])
    const sem = await admin.put(`${ATI}/${r.body.id}`, { nome: 'Pontualidade e assiduidade', areasOrganizacionais: [area] })
    expect(sem.body.competencias).toEqual(p.body.competencias)
    // The behaviours are the criteria evaluations rate: one row each.
    const criterios = await admin.get(`${CRIT}?unpaged=true&competenciaId=${r.body.id}`)
    expect(criterios.body.map((c: { descricao: string }) => c.descricao)).toEqual(['Cumpre os prazos combinados', 'Chega no horário', 'Planeja a agenda'])
    expect(criterios.body[0]).toMatchObject({ nomeCompetencia: 'Pontualidade e assiduidade', tipoCompetencia: 'A' })
  })

  it('400: nome obrigatório e até 100, ao menos uma área, comportamento com descrição obrigatória e até 250, tudo de uma vez', async () => {
    const r = await admin.post(HAB, { nome: 'x'.repeat(101), areasOrganizacionais: [], competencias: [{ descricao: '' }, { descricao: 'y'.repeat(251) }] })
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual([
      { field: 'nome', message: 'Nome deve ter no máximo 100 caracteres' },
      { field: 'areasOrganizacionais', message: 'Selecione ao menos uma Área Organizacional' },
      { field: 'competencias.0.descricao', message: 'Descrição é obrigatória' },
      { field: 'competencias.1.descricao', message: 'Descrição deve ter no máximo 250 caracteres' },
    ])
    expect((await admin.post(HAB, {})).body.errors).toEqual([
      { field: 'nome', message: 'Nome é obrigatório' },
      { field: 'areasOrganizacionais', message: 'Selecione ao menos uma Área Organizacional' },
    ])
    expect((await admin.post(CRIT, { competenciaId: 999_999, descricao: 'z' })).body.errors).toEqual([{ field: 'competenciaId', message: 'Competência: registro não encontrado' }])
  })

  it('§4: nenhum comportamento entra enquanto um nível em vigor não tem percentual mínimo', async () => {
    const item = (await admin.post(CON, { nome: 'Auditoria interna', areasOrganizacionais: [area] })).body.id
    // The demo's history in force gives every level its minimum; take one away (as a history written before the rule).
    const h = await amb.knex('niveis_competencia_historicos').where('empresaId', 1).whereNull('dataFim').first()
    const linhas = JSON.parse(h.configHistoricosNiveis)
    await amb.knex('niveis_competencia_historicos').where('id', h.id).update({ configHistoricosNiveis: JSON.stringify(linhas.map((l: Record<string, unknown>, i: number) => (i === 1 ? { ...l, percentual: null } : l))) })
    try {
      const semPercentual = await admin.get('/api/cargo-salario/niveis-competencia/competencias-sem-percentual')
      expect(semPercentual.body).toMatchObject({ podeAdicionarComportamento: false, niveis: [{ descricao: 'Intermediário' }] })
      const r = await admin.put(`${CON}/${item}`, { nome: 'Auditoria interna', areasOrganizacionais: [area], competencias: [{ descricao: 'Planeja a auditoria' }] })
      expect(r.status).toBe(400)
      expect(r.body.errors).toEqual([{ field: 'competencias', message: expect.stringMatching(/^Não é possível adicionar comportamentos enquanto houver nível de competência sem percentual mínimo \(Intermediário\)/) }])
      const direto = await admin.post(CRIT, { competenciaId: item, descricao: 'Planeja a auditoria' })
      expect(direto.status).toBe(400)
      expect(direto.body.code).toBe('NIVEIS_SEM_PERCENTUAL')
      // Changing or removing the behaviours that exist is still allowed.
      expect((await admin.put(`${CON}/${item}`, { nome: 'Auditoria interna', areasOrganizacionais: [area], competencias: [] })).status).toBe(200)
    } finally {
      await amb.knex('niveis_competencia_historicos').where('id', h.id).update({ configHistoricosNiveis: h.configHistoricosNiveis })
    }
    expect((await admin.get('/api/cargo-salario/niveis-competencia/competencias-sem-percentual')).body).toEqual({ niveis: [], podeAdicionarComportamento: true, mensagem: null })
    expect((await admin.post(CRIT, { competenciaId: item, descricao: 'Planeja a auditoria' })).status).toBe(201)
  })

  it('remover leva os comportamentos; configurada nos níveis de uma faixa ou talento, não sai', async () => {
    const livre = await admin.post(HAB, { nome: 'Oratória', areasOrganizacionais: [area], competencias: [{ descricao: 'Fala em público' }] })
    expect((await admin.delete(`${HAB}/${livre.body.id}`)).status).toBe(200)
    expect(await amb.knex('criterios_avaliacao_competencia').where('competenciaId', livre.body.id)).toEqual([])
    const usada = await amb.knex('competencias').where({ empresaId: 1, nome: 'Comunicação' }).first('id')
    expect((await admin.get(`${HAB}/${usada.id}`)).body.existeNivelCompetencia).toBe(true)
    const r = await admin.delete(`${HAB}/${usada.id}`)
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({ code: 'EM_USO', message: 'Não é possível remover: a competência está configurada nos níveis de competência de faixas salariais ou talentos.' })
    expect(Number((await amb.knex('criterios_avaliacao_competencia').where('competenciaId', usada.id).count({ n: '*' }))[0]!.n)).toBeGreaterThan(0)
  })

  it('existe-criterio-avaliacao-competencia: na empresa e entre as competências pedidas', async () => {
    const sem = (await admin.post(ATI, { nome: 'Discrição', areasOrganizacionais: [area] })).body.id
    const base = '/api/cargo-salario/configuracoes-niveis-competencia-faixa-salarial/existe-criterio-avaliacao-competencia'
    expect((await admin.get(base)).body).toBe(true)
    expect((await admin.get(`${base}?competenciasIds=${sem}`)).body).toBe(false)
  })

  it('o cargo lista os seus conhecimentos, habilidades e atitudes com os complementos; cada lista só do seu tipo', async () => {
    const cargo = await amb.knex('cargos').where({ empresaId: 1, nome: 'Analista de Recursos Humanos' }).first()
    const lido = (await admin.get(`${CARGOS}/${cargo.id}`)).body
    expect(lido.conhecimentos.length).toBeGreaterThan(0)
    expect(lido.complementoConhecimento).toBe('Rotinas de departamento pessoal e eSocial.')
    const conhecimento = lido.conhecimentos[0]
    const habilidade = lido.habilidades[0]
    const { id: _id, empresaId: _e, possuiFaixaSalarial: _p, ...corpo } = lido
    const r = await admin.put(`${CARGOS}/${cargo.id}`, { ...corpo, complementoAtitude: 'Postura ética.' })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.complementoAtitude).toBe('Postura ética.')
    const errado = await admin.put(`${CARGOS}/${cargo.id}`, { ...corpo, conhecimentos: [habilidade], habilidades: [conhecimento] })
    expect(errado.status).toBe(400)
    expect(errado.body.errors).toEqual([
      { field: 'conhecimentos', message: 'Conhecimentos: registro não encontrado' },
      { field: 'habilidades', message: 'Habilidades: registro não encontrado' },
    ])
    // An item in a cargo's list is in use there.
    const r2 = await admin.delete(`${CON}/${conhecimento}`)
    expect(r2.status).toBe(400)
  })

  it('401 sem sessão; 403 sem a permissão de competências (a leitura é de todos do RH); outra empresa: 404', async () => {
    const anonimo = cliente(amb.app)
    expect((await anonimo.get(CON)).status).toBe(401)
    const maria = cliente(amb.app)
    await maria.entrar('52998224725', 'demo123')
    expect((await maria.get(`${CON}?unpaged=true`)).status).toBe(200)
    expect((await maria.post(CON, { nome: 'Sem permissão', areasOrganizacionais: [area] })).status).toBe(403)
    expect((await maria.post(CRIT, { competenciaId: 1, descricao: 'x' })).status).toBe(403)
    const areaNorte = await inserirLinha(amb.knex, 'areas_organizacionais', { empresaId: 2, nome: 'Norte RH' })
    const deOutra = await inserirLinha(amb.knex, 'competencias', { empresaId: 2, tipo: 'C', nome: 'Da Filial', areasOrganizacionais: JSON.stringify([areaNorte]), cursos: '[]' })
    // The list is the session's company's; a user of company 1 does not read company 2's rows.
    expect((await admin.get(`${CON}?unpaged=true`)).body.some((x: { id: number }) => x.id === deOutra)).toBe(false)
    expect((await maria.get(`${CON}/${deOutra}`)).status).toBe(404)
    expect((await maria.get(`${CRIT}?unpaged=true&competenciaId=${deOutra}`)).body).toEqual([])
  })
})
