import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adicionarDias, diaEmSaoPaulo } from '../../../core/shared/datas.ts'
import { inserirLinha } from '../../support/banco.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const HIST = '/api/cargo-salario/niveis-competencia-historico'
const FAIXA = '/api/cargo-salario/configuracoes-niveis-competencia-faixa-salarial'
const NIVEIS = '/api/cargo-salario/niveis-competencia'

const hoje = diaEmSaoPaulo(Date.now())

/**
 * The competency levels' dated history and its grid (spec 001 §2 'Competency-level configuration grid', §3, §5, §9),
 * and what salary ranges require (configuracoes-niveis-competencia-faixa-salarial, and §7's
 * `config/faixas-salariais/{faixaId}` calls under the levels).
 */
describe('níveis de competência: histórico e configurações das faixas', () => {
  let amb: AmbienteTeste
  let admin: ReturnType<typeof cliente>
  let nivel: Record<string, number>
  let faixaSenior: number
  let faixaJunior: number
  let comp: Record<string, number>
  beforeAll(async () => {
    amb = await criarAmbiente()
    admin = cliente(amb.app)
    await admin.entrar()
    nivel = Object.fromEntries((await amb.knex('niveis_competencia').where('empresaId', 1)).map((n: { descricao: string; id: number }) => [n.descricao, n.id]))
    const cargo = await amb.knex('cargos').where({ empresaId: 1, nome: 'Analista de Recursos Humanos' }).first('id')
    const faixas = Object.fromEntries((await amb.knex('faixas_salariais').where('cargoId', cargo.id)).map((f: { nome: string; id: number }) => [f.nome, f.id]))
    faixaSenior = faixas['Sênior']!
    faixaJunior = faixas['Júnior']!
    comp = Object.fromEntries((await amb.knex('competencias').where('empresaId', 1)).map((c: { nome: string; id: number }) => [c.nome, c.id]))
  })
  afterAll(() => amb.fechar())

  it('o histórico da demonstração: datado, encadeado, em uso; a grade em vigor numa data', async () => {
    const lista = (await admin.get(`${HIST}?unpaged=true`)).body
    expect(lista).toHaveLength(2)
    expect(lista[0].dataFim).toBeNull()
    expect(lista[1].dataFim).toBe(lista[0].data)
    expect(lista.every((h: { podeEditar: boolean }) => h.podeEditar === false)).toBe(true)
    const cfg = (await admin.get(`${HIST}/configuracao`)).body
    expect(cfg).toMatchObject({ data: hoje, historicoId: lista[0].id, considerarPercentualMinimo: true, obrigarPercentual: true, podeEditar: false })
    expect(cfg.niveis.filter((n: { selecionado: boolean }) => n.selecionado).map((n: { descricao: string; ordem: number; percentual: number }) => [n.descricao, n.ordem, n.percentual])).toEqual([
      ['Básico', 1, 40],
      ['Intermediário', 2, 65],
      ['Avançado', 3, 85],
      ['Especialista', 4, 95],
    ])
    // Before the first history: every registered level, with its own weight and minimum.
    const antes = (await admin.get(`${HIST}/configuracao?data=${adicionarDias(lista[1].data, -1)}`)).body
    expect(antes.historicoId).toBeNull()
    expect(antes.niveis.every((n: { selecionado: boolean }) => n.selecionado)).toBe(true)
    const ruim = await admin.get(`${HIST}/configuracao?data=2024-02-30`)
    expect(ruim.status).toBe(400)
    expect(ruim.body.errors).toEqual([{ field: 'data', message: 'Data inválida' }])
    // A history that governs configurations is neither changed nor removed.
    const put = await admin.put(`${HIST}/${lista[0].id}`, { data: lista[0].data, considerarPercentualMinimo: true, configHistoricosNiveis: [{ nivelCompetenciaId: nivel['Básico'], ordem: 1, percentual: 50 }] })
    expect(put.status).toBe(400)
    expect(put.body.code).toBe('HISTORICO_EM_USO')
    expect((await admin.delete(`${HIST}/${lista[1].id}`)).body.code).toBe('HISTORICO_EM_USO')
  })

  it('400: a grade — ao menos um nível, peso até 5 dígitos, percentual até 100 com 2 casas e obrigatório quando há comportamentos', async () => {
    const data = adicionarDias(hoje, 30)
    const erros = async (configHistoricosNiveis: unknown, considerarPercentualMinimo = false) => {
      const r = await admin.post(HIST, { data, considerarPercentualMinimo, configHistoricosNiveis })
      expect(r.status).toBe(400)
      return r.body.errors
    }
    expect(await erros([])).toEqual([{ field: 'configHistoricosNiveis', message: 'Selecione ao menos um nível de competência' }])
    expect(await erros([{ nivelCompetenciaId: nivel['Básico'], percentual: 30 }, { nivelCompetenciaId: nivel['Avançado'], ordem: 123_456, percentual: 100.5 }, { nivelCompetenciaId: nivel['Básico'], ordem: 2, percentual: 33.333 }], true)).toEqual([
      { field: 'configHistoricosNiveis.0.ordem', message: 'Peso é obrigatório' },
      { field: 'configHistoricosNiveis.1.ordem', message: 'Peso deve ser um número inteiro de até 5 dígitos' },
      { field: 'configHistoricosNiveis.1.percentual', message: 'Percentual mínimo não pode ser maior que 100' },
      { field: 'configHistoricosNiveis.2.nivelCompetenciaId', message: 'Nível de competência já informado' },
      { field: 'configHistoricosNiveis.2.percentual', message: 'Percentual mínimo deve ter no máximo 2 casas decimais' },
    ])
    // Without `considerarPercentualMinimo`, still required: the company's competencies have behaviours (obrigarPercentual).
    expect(await erros([{ nivelCompetenciaId: nivel['Básico'], ordem: 1 }])).toEqual([{ field: 'configHistoricosNiveis.0.percentual', message: 'Percentual mínimo é obrigatório' }])
    const outro = await inserirLinha(amb.knex, 'niveis_competencia', { empresaId: 2, descricao: 'Norte', ordem: 1 })
    expect(await erros([{ nivelCompetenciaId: outro, ordem: 1, percentual: 10 }])).toEqual([{ field: 'configHistoricosNiveis.0.nivelCompetenciaId', message: 'Nível de Competência: registro não encontrado' }])
  })

  it('201: um histórico novo depois das configurações; não toma configurações já registradas; um por data', async () => {
    const linhas = [
      { nivelCompetenciaId: nivel['Básico'], ordem: 1, percentual: 40 },
      { nivelCompetenciaId: nivel['Intermediário'], ordem: 2, percentual: 60 },
      { nivelCompetenciaId: nivel['Avançado'], ordem: 4, percentual: 80 },
    ]
    // Two months ago there are employees' configurations (the demo's): a history from 3 months ago would take them over.
    const meio = await admin.post(HIST, { data: adicionarDias(hoje, -90), considerarPercentualMinimo: true, configHistoricosNiveis: linhas })
    expect(meio.status).toBe(400)
    expect(meio.body).toMatchObject({ code: 'HISTORICO_EM_USO' })
    const data = adicionarDias(hoje, 10)
    const r = await admin.post(HIST, { data, considerarPercentualMinimo: true, configHistoricosNiveis: linhas })
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    expect(r.body).toMatchObject({ data, podeEditar: true, dataFim: null })
    expect((await admin.post(HIST, { data, considerarPercentualMinimo: true, configHistoricosNiveis: linhas })).body.errors).toEqual([
      { field: 'data', message: 'Já existe um histórico de níveis de competência cadastrado nesta data' },
    ])
    const cfg = (await admin.get(`${HIST}/configuracao?data=${data}`)).body
    expect(cfg.niveis.filter((n: { selecionado: boolean }) => !n.selecionado).map((n: { descricao: string }) => n.descricao)).toEqual(['Especialista'])
    expect((await admin.put(`${HIST}/${r.body.id}`, { data, considerarPercentualMinimo: true, configHistoricosNiveis: linhas.slice(0, 2) })).status).toBe(200)
    expect((await admin.delete(`${HIST}/${r.body.id}`)).status).toBe(200)
  })

  it('a grade de uma faixa: níveis em vigor, competências do cargo primeiro, configuração em vigor', async () => {
    const info = (await admin.get(`${NIVEIS}/config/faixas-salariais/${faixaSenior}/info`)).body
    expect(info).toMatchObject({ data: hoje, faixaSalarialId: faixaSenior, nomeFaixa: 'Sênior', nomeCargo: 'Analista de Recursos Humanos', considerarPercentualMinimo: true })
    expect(info.niveis.map((n: { descricao: string }) => n.descricao)).toEqual(['Básico', 'Intermediário', 'Avançado', 'Especialista'])
    const doCargo = info.competencias.filter((c: { doCargo: boolean }) => c.doCargo).map((c: { nome: string }) => c.nome)
    expect(doCargo).toEqual(['Legislação trabalhista (CLT)', 'Planilhas eletrônicas', 'Análise de dados', 'Comunicação', 'Proatividade', 'Trabalho em equipe'])
    expect(info.competencias.slice(0, doCargo.length).every((c: { doCargo: boolean }) => c.doCargo)).toBe(true)
    // The senior range was revised six months ago: specialist in the cargo's core knowledge.
    const clt = info.configuracao.configsNiveisCompetencias.find((l: { competenciaId: number }) => l.competenciaId === comp['Legislação trabalhista (CLT)'])
    expect(clt).toEqual({ competenciaId: comp['Legislação trabalhista (CLT)'], competenciaPeso: 3, nivelCompetenciaId: nivel['Especialista'] })
    const antes = (await admin.get(`${NIVEIS}/config/faixas-salariais/${faixaSenior}/info?data=${adicionarDias(hoje, -400)}`)).body
    // Over a year ago the first history was in force: three levels.
    expect(antes.niveis).toHaveLength(3)
    expect(antes.configuracao.configsNiveisCompetencias.find((l: { competenciaId: number }) => l.competenciaId === comp['Legislação trabalhista (CLT)']).nivelCompetenciaId).toBe(nivel['Avançado'])
  })

  it('201/400: a configuração de uma faixa — competências e níveis obrigatórios, nível em vigor na data, uma por data', async () => {
    const data = adicionarDias(hoje, 5)
    const linha = (nome: string, nivelNome: string, peso = 1) => ({ competenciaId: comp[nome], competenciaPeso: peso, nivelCompetenciaId: nivel[nivelNome] })
    const r = await admin.post(FAIXA, { faixaSalarialId: faixaJunior, data, configsNiveisCompetencias: [linha('Comunicação', 'Intermediário', 2), linha('Proatividade', 'Básico')] })
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    expect(r.body).toMatchObject({ nomeFaixa: 'Júnior', nomeCargo: 'Analista de Recursos Humanos', dataFim: null })
    expect((await admin.get(`${FAIXA}?unpaged=true&faixaSalarialId=${faixaJunior}`)).body.find((x: { id: number; dataFim: string }) => x.dataFim === data)).toBeDefined()
    const erros = async (corpo: Record<string, unknown>) => {
      const x = await admin.post(FAIXA, { faixaSalarialId: faixaJunior, data: adicionarDias(hoje, 6), ...corpo })
      expect(x.status).toBe(400)
      return x.body.errors
    }
    expect(await erros({ configsNiveisCompetencias: [] })).toEqual([{ field: 'configsNiveisCompetencias', message: 'Selecione ao menos uma competência' }])
    expect(await erros({ configsNiveisCompetencias: [{ competenciaId: comp['Comunicação'], competenciaPeso: 0 }] })).toEqual([
      { field: 'configsNiveisCompetencias.0.competenciaPeso', message: 'Peso deve ser um número inteiro de 1 a 99999' },
      { field: 'configsNiveisCompetencias.0.nivelCompetenciaId', message: 'Nível de competência é obrigatório' },
    ])
    expect(await erros({ configsNiveisCompetencias: [linha('Comunicação', 'Básico'), linha('Comunicação', 'Avançado')] })).toEqual([{ field: 'configsNiveisCompetencias.1.competenciaId', message: 'Competência já informada' }])
    expect(await erros({ configsNiveisCompetencias: [linha('Comunicação', 'Básico'), { competenciaId: 999_999, competenciaPeso: 1, nivelCompetenciaId: nivel['Básico'] }] })).toEqual([
      { field: 'configsNiveisCompetencias.1.competenciaId', message: 'Competência: registro não encontrado' },
    ])
    // Two and a half years ago the levels in force had no Especialista.
    const velha = await admin.post(FAIXA, { faixaSalarialId: faixaJunior, data: adicionarDias(hoje, -900), configsNiveisCompetencias: [linha('Comunicação', 'Especialista')] })
    expect(velha.body.errors).toEqual([{ field: 'configsNiveisCompetencias.0.nivelCompetenciaId', message: 'O nível não faz parte da configuração de níveis em vigor na data' }])
    expect((await admin.post(FAIXA, { faixaSalarialId: faixaJunior, data, configsNiveisCompetencias: [linha('Comunicação', 'Básico')] })).body.errors).toEqual([
      { field: 'data', message: 'Já existe uma configuração de competências desta faixa salarial nesta data' },
    ])
    expect((await admin.delete(`${FAIXA}/${r.body.id}`)).status).toBe(200)
  })

  it('config/faixas-salariais/{faixaId}[/{id}], /all e /info: o mesmo caminho de gravação, a faixa do caminho', async () => {
    const base = `${NIVEIS}/config/faixas-salariais/${faixaJunior}`
    const vigente = (await admin.get(base)).body
    expect(vigente).toMatchObject({ faixaSalarialId: faixaJunior })
    expect(vigente.data <= hoje).toBe(true)
    const todas = (await admin.get(`${base}/all`)).body
    expect(todas.map((c: { id: number }) => c.id)).toContain(vigente.id)
    expect((await admin.get(`${base}/${vigente.id}`)).body.id).toBe(vigente.id)
    expect((await admin.get(`${NIVEIS}/config/faixas-salariais/${faixaSenior}/${vigente.id}`)).status).toBe(404)
    const data = adicionarDias(hoje, 3)
    const corpo = { data, configsNiveisCompetencias: [{ competenciaId: comp['Comunicação'], competenciaPeso: 1, nivelCompetenciaId: nivel['Avançado'] }] }
    const c = await admin.post(base, corpo)
    expect(c.status, JSON.stringify(c.body)).toBe(201)
    expect(c.body.faixaSalarialId).toBe(faixaJunior)
    const a = await admin.put(`${base}/${c.body.id}`, { ...corpo, configsNiveisCompetencias: [{ ...corpo.configsNiveisCompetencias[0], competenciaPeso: 5 }] })
    expect(a.status).toBe(200)
    expect(a.body.configsNiveisCompetencias[0].competenciaPeso).toBe(5)
    expect((await admin.put(`${base}/${c.body.id}`, { ...corpo, configsNiveisCompetencias: [] })).body.errors).toEqual([{ field: 'configsNiveisCompetencias', message: 'Selecione ao menos uma competência' }])
    expect((await admin.delete(`${base}/${c.body.id}`)).body).toEqual({ id: c.body.id })
    expect((await admin.get(`${base}/${c.body.id}`)).status).toBe(404)
    const norte = await inserirLinha(amb.knex, 'cargos', { empresaId: 2, nome: 'Cargo Norte', nomeMercado: 'Cargo Norte' })
    const faixaNorte = await inserirLinha(amb.knex, 'faixas_salariais', { empresaId: 2, cargoId: norte, nome: 'A' })
    const maria = cliente(amb.app)
    await maria.entrar('52998224725', 'demo123')
    expect((await maria.get(`${NIVEIS}/config/faixas-salariais/${faixaNorte}/info`)).status).toBe(404)
    expect((await maria.post(base, corpo)).status).toBe(403)
    expect((await maria.post(HIST, { data, configHistoricosNiveis: [] })).status).toBe(403)
    expect((await cliente(amb.app).get(`${base}/info`)).status).toBe(401)
  })
})
