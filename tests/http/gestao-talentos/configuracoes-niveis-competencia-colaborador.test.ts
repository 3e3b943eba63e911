import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adicionarDias, diaEmSaoPaulo } from '../../../core/shared/datas.ts'
import { cpfDeTeste } from '../../support/cpf.ts'
import { inserirLinha } from '../../support/banco.ts'
import { criarGestor } from '../../support/gestor.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const CFG = '/api/gestao-talentos/configuracoes-niveis-competencia-colaborador'
const FAIXA = '/api/cargo-salario/configuracoes-niveis-competencia-faixa-salarial'
const hoje = diaEmSaoPaulo(Date.now())
const cpf = (n: number) => cpfDeTeste(730_000_000, n, 1021)

/**
 * An employee's competency levels, dated (spec 001 §2 /gestao-talentos/configuracoes-niveis-competencia-colaborador,
 * §3), compared with what their salary range requires on the date: the radar (talent versus required; nothing to
 * draw when a side is empty) and the adherence, on known figures.
 */
describe('competências dos talentos', () => {
  let amb: AmbienteTeste
  let admin: ReturnType<typeof cliente>
  let nivel: Record<string, number>
  let comp: Record<string, number>
  let posicao: { estabelecimentoId: number; areaOrganizacionalId: number; cargoId: number }
  let faixaA: number
  let faixaB: number
  const talentos: number[] = []
  beforeAll(async () => {
    amb = await criarAmbiente()
    admin = cliente(amb.app)
    await admin.entrar()
    nivel = Object.fromEntries((await amb.knex('niveis_competencia').where('empresaId', 1)).map((n: { descricao: string; id: number }) => [n.descricao, n.id]))
    comp = Object.fromEntries((await amb.knex('competencias').where('empresaId', 1)).map((c: { nome: string; id: number }) => [c.nome, c.id]))
    const cargoId = await inserirLinha(amb.knex, 'cargos', { empresaId: 1, nome: 'Cargo das Competências', nomeMercado: 'Cargo das Competências' })
    faixaA = await inserirLinha(amb.knex, 'faixas_salariais', { empresaId: 1, cargoId, nome: 'A' })
    faixaB = await inserirLinha(amb.knex, 'faixas_salariais', { empresaId: 1, cargoId, nome: 'B' })
    const est = Number((await amb.knex('estabelecimentos').where('empresaId', 1).orderBy('id').first('id')).id)
    const area = Number((await amb.knex('areas_organizacionais').where({ empresaId: 1, nome: 'Financeiro' }).first('id')).id)
    posicao = { estabelecimentoId: est, areaOrganizacionalId: area, cargoId }
    for (const [n, faixa] of [[1, faixaA], [2, faixaA], [3, faixaB]] as const) {
      const r = await admin.post('/api/cargo-salario/colaboradores', {
        nome: `Talento Competente ${n}`,
        cpf: cpf(n),
        dataNascimento: '1990-05-05',
        sexo: 'F',
        dataAdmissao: adicionarDias(hoje, -200),
        historico: { ...posicao, faixaSalarialId: faixa, tipoSalario: 3, salario: 400_000 },
      })
      expect(r.status, JSON.stringify(r.body)).toBe(201)
      talentos.push(r.body.id)
    }
    // Range A requires, from 100 days ago: Comunicação Avançado (weight 2), Proatividade Básico (weight 1).
    const f = await admin.post(FAIXA, {
      faixaSalarialId: faixaA,
      data: adicionarDias(hoje, -100),
      configsNiveisCompetencias: [
        { competenciaId: comp['Comunicação'], competenciaPeso: 2, nivelCompetenciaId: nivel['Avançado'] },
        { competenciaId: comp['Proatividade'], competenciaPeso: 1, nivelCompetenciaId: nivel['Básico'] },
      ],
    })
    expect(f.status, JSON.stringify(f.body)).toBe(201)
  })
  afterAll(() => amb.fechar())

  it('201: os níveis do talento numa data, com a faixa dele então; o radar e a aderência contra a faixa', async () => {
    const data = adicionarDias(hoje, -50)
    const r = await admin.post(CFG, {
      colaboradorId: talentos[0],
      data,
      faixaSalarialId: faixaB,
      configsNiveisCompetencias: [
        { competenciaId: comp['Comunicação'], nivelCompetenciaId: nivel['Intermediário'], comentario: 'Evoluindo nas apresentações.' },
        { competenciaId: comp['Proatividade'], nivelCompetenciaId: nivel['Avançado'] },
        { competenciaId: comp['Negociação'], nivelCompetenciaId: nivel['Básico'] },
      ],
    })
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    // The range is the employee's on the date (a body's `faixaSalarialId` is the server's).
    expect(r.body).toMatchObject({ faixaSalarialId: faixaA, nomeFaixa: 'A', nomeColaborador: 'Talento Competente 1', dataFim: null })
    // The list names the range with its cargo (range names repeat across cargos).
    const lista = await admin.get(`${CFG}?unpaged=true&filter=${encodeURIComponent(JSON.stringify({ colaboradorId: talentos[0] }))}`)
    expect(lista.status, JSON.stringify(lista.body)).toBe(200)
    expect((lista.body as Array<Record<string, unknown>>).find((x) => x['id'] === r.body.id)).toMatchObject({ cargoFaixa: 'Cargo das Competências / A' })
    const radar = (await admin.get(`${CFG}/${r.body.id}/radar`)).body
    expect(radar.radar).toEqual({
      labels: ['Comunicação', 'Proatividade', 'Negociação'],
      competenciasColaborador: [2, 3, 1],
      competenciasFaixaSalariais: [3, 1, 0],
      eixo: { min: 0, max: 4, passo: 1 },
    })
    expect(radar.comparacoes.map((c: Record<string, unknown>) => [c['competencia'], c['nivelExigido'], c['nivelTalento'], c['nomeSituacao']])).toEqual([
      ['Comunicação', 'Avançado', 'Intermediário', 'Abaixo do exigido'],
      ['Proatividade', 'Básico', 'Avançado', 'Atende'],
      ['Negociação', null, 'Básico', 'Não exigido'],
    ])
    // (2 × min(2, 3) + 1 × min(3, 1)) ÷ (2 × 3 + 1 × 1) = 5 ÷ 7.
    expect(radar.aderencia).toBe(71.43)
    expect(radar).toMatchObject({ faixaSalarialId: faixaA, nomeFaixa: 'Cargo das Competências / A', dataConfiguracaoFaixa: adicionarDias(hoje, -100) })
    // The grid on that date: what range A requires first, with the required level; the employee's configuration then.
    const info = (await admin.get(`${CFG}/info?colaboradorId=${talentos[0]}&data=${data}`)).body
    expect(info.competencias.slice(0, 2).map((c: { nome: string; nivelExigidoId: number }) => [c.nome, c.nivelExigidoId])).toEqual([
      ['Comunicação', nivel['Avançado']],
      ['Proatividade', nivel['Básico']],
    ])
    expect(info).toMatchObject({ faixaSalarialId: faixaA, nomeFaixa: 'Cargo das Competências / A', configuracao: { id: r.body.id, data } })
    expect((await admin.get(`${CFG}/info?colaboradorId=${talentos[1]}`)).body.configuracao).toBeNull()
    expect((await admin.get(`${CFG}/info`)).body.errors).toEqual([{ field: 'colaboradorId', message: 'Talento é obrigatório' }])
    expect((await admin.get(`${CFG}?unpaged=true&colaboradorId=${talentos[0]}`)).body).toHaveLength(1)
  })

  it('nada a desenhar quando a faixa não tem configuração', async () => {
    const r = await admin.post(CFG, { colaboradorId: talentos[2], data: hoje, configsNiveisCompetencias: [{ competenciaId: comp['Comunicação'], nivelCompetenciaId: nivel['Avançado'] }] })
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    const radar = (await admin.get(`${CFG}/${r.body.id}/radar`)).body
    expect(radar.radar).toMatchObject({ labels: ['Comunicação'], competenciasColaborador: [3], competenciasFaixaSalariais: [] })
    expect(radar.aderencia).toBeNull()
  })

  it('400: talento empregado na data, competências e níveis em vigor, uma por data', async () => {
    const linha = [{ competenciaId: comp['Comunicação'], nivelCompetenciaId: nivel['Básico'] }]
    const antes = await admin.post(CFG, { colaboradorId: talentos[1], data: adicionarDias(hoje, -300), configsNiveisCompetencias: linha })
    expect(antes.body.errors).toEqual([{ field: 'data', message: expect.stringMatching(/^A data deve ser igual ou posterior à admissão do talento \(\d{2}\/\d{2}\/\d{4}\)$/) }])
    expect((await admin.post(CFG, { colaboradorId: talentos[1], data: hoje, configsNiveisCompetencias: [] })).body.errors).toEqual([{ field: 'configsNiveisCompetencias', message: 'Selecione ao menos uma competência' }])
    expect((await admin.post(CFG, {})).body.errors).toEqual([
      { field: 'colaboradorId', message: 'Talento é obrigatório' },
      { field: 'data', message: 'Data é obrigatória' },
    ])
    expect((await admin.post(CFG, { colaboradorId: talentos[1], data: hoje, configsNiveisCompetencias: [{ competenciaId: comp['Comunicação'], comentario: 'x'.repeat(256) }] })).body.errors).toEqual([
      { field: 'configsNiveisCompetencias.0.nivelCompetenciaId', message: 'Nível de competência é obrigatório' },
      { field: 'configsNiveisCompetencias.0.comentario', message: 'Comentário deve ter no máximo 255 caracteres' },
    ])
    const ok = await admin.post(CFG, { colaboradorId: talentos[1], data: hoje, configsNiveisCompetencias: linha })
    expect(ok.status).toBe(201)
    expect((await admin.post(CFG, { colaboradorId: talentos[1], data: hoje, configsNiveisCompetencias: linha })).body.errors).toEqual([
      { field: 'data', message: 'Já existe uma configuração de competências deste talento nesta data' },
    ])
    expect((await admin.put(`${CFG}/${ok.body.id}`, { colaboradorId: talentos[0], data: hoje, configsNiveisCompetencias: linha })).body.errors).toEqual([
      { field: 'colaboradorId', message: 'O talento de uma configuração não muda' },
    ])
    const norte = await inserirLinha(amb.knex, 'colaboradores', { empresaId: 2, nome: 'Da Filial', cpf: cpf(9), dataNascimento: '1990-01-01', sexo: 'M', dataAdmissao: '2020-01-01' })
    const maria = cliente(amb.app)
    await maria.entrar('52998224725', 'demo123')
    // Maria's profile has neither the employees' authority (which reads them, on the employee's page) nor this one.
    expect((await maria.get(`${CFG}?unpaged=true&colaboradorId=${talentos[0]}`)).status).toBe(403)
    expect((await maria.post(CFG, { colaboradorId: norte, data: hoje, configsNiveisCompetencias: linha })).status).toBe(403)
    expect((await admin.post(CFG, { colaboradorId: norte, data: hoje, configsNiveisCompetencias: linha })).body.errors).toEqual([{ field: 'colaboradorId', message: 'Talento: registro não encontrado' }])
    expect((await cliente(amb.app).get(CFG)).status).toBe(401)
  })

  it('gestor: vê e registra só os talentos das suas áreas', async () => {
    const g = await criarGestor(amb, admin, { n: 61, autoridades: ['ROLE_GESTAO_TALENTOS_COMPETENCIAS', 'ROLE_CARGO_SALARIO_COLABORADORES'], posicao: { estabelecimentoId: posicao.estabelecimentoId, cargoId: posicao.cargoId } })
    const linha = [{ competenciaId: comp['Comunicação'], nivelCompetenciaId: nivel['Avançado'] }]
    const dele = await g.cliente.post(CFG, { colaboradorId: g.talentoId, data: hoje, configsNiveisCompetencias: linha })
    expect(dele.status, JSON.stringify(dele.body)).toBe(201)
    const fora = await g.cliente.post(CFG, { colaboradorId: talentos[0], data: adicionarDias(hoje, -1), configsNiveisCompetencias: linha })
    expect(fora.body.errors).toEqual([{ field: 'colaboradorId', message: 'Talento: registro não encontrado' }])
    const lista = (await g.cliente.get(`${CFG}?unpaged=true`)).body
    expect(lista.map((x: { colaboradorId: number }) => x.colaboradorId)).toEqual([g.talentoId])
    const deOutro = (await admin.get(`${CFG}?unpaged=true&colaboradorId=${talentos[0]}`)).body[0]
    expect((await g.cliente.get(`${CFG}/${deOutro.id}/radar`)).status).toBe(404)
    expect((await g.cliente.get(`${CFG}/${dele.body.id}/radar`)).status).toBe(200)
  })
})
