import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cpfDeTeste } from '../../support/cpf.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../../core/shared/datas.ts'
import { formatarData } from '../../../core/shared/formatos.ts'
import { clienteRelatorios } from '../../support/arquivos-relatorio.ts'
import { inserirLinha } from '../../support/banco.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const hoje = diaEmSaoPaulo(Date.now())
const cpf = (n: number) => cpfDeTeste(610_000_000, n, 3331)

/**
 * The competency reports (spec 001 §7 'Reports on structure' talentos-competencias and matriz-talentos-competencias,
 * §5 'the competency report needs date, band and at least one competency') on known figures, as JSON, PDF and XLSX:
 * a range that requires Comunicação Avançado (weight 2) and Proatividade Básico (weight 1); Ana shows Intermediário
 * and Avançado, Bruno Especialista and Básico, Carla nothing; Davi left before the date.
 */
describe('relatórios de competências', () => {
  let amb: AmbienteTeste
  let admin: ReturnType<typeof cliente>
  let faixa: number
  let comp: Record<string, number>
  const rel = () => clienteRelatorios({ request: (u: string, i: RequestInit) => amb.app.request(u, i) }, () => admin.cookie, 'cargo-salario')
  beforeAll(async () => {
    amb = await criarAmbiente()
    admin = cliente(amb.app)
    await admin.entrar()
    const nivel = Object.fromEntries((await amb.knex('niveis_competencia').where('empresaId', 1)).map((n: { descricao: string; id: number }) => [n.descricao, n.id]))
    comp = Object.fromEntries((await amb.knex('competencias').where('empresaId', 1)).map((c: { nome: string; id: number }) => [c.nome, c.id]))
    const cargoId = await inserirLinha(amb.knex, 'cargos', { empresaId: 1, nome: 'Cargo do Relatório', nomeMercado: 'Cargo do Relatório' })
    faixa = await inserirLinha(amb.knex, 'faixas_salariais', { empresaId: 1, cargoId, nome: 'Única' })
    const est = Number((await amb.knex('estabelecimentos').where('empresaId', 1).orderBy('id').first('id')).id)
    const area = Number((await amb.knex('areas_organizacionais').where({ empresaId: 1, nome: 'Financeiro' }).first('id')).id)
    const ids: Record<string, number> = {}
    for (const [n, nome] of ['Ana Relatório', 'Bruno Relatório', 'Carla Relatório', 'Davi Relatório'].entries()) {
      const r = await admin.post('/api/cargo-salario/colaboradores', {
        nome,
        cpf: cpf(n + 1),
        dataNascimento: '1991-02-03',
        sexo: n % 2 ? 'M' : 'F',
        dataAdmissao: adicionarDias(hoje, -200),
        historico: { estabelecimentoId: est, areaOrganizacionalId: area, cargoId, faixaSalarialId: faixa, tipoSalario: 3, salario: 500_000 },
      })
      expect(r.status, JSON.stringify(r.body)).toBe(201)
      ids[nome.split(' ')[0]!] = r.body.id
    }
    const f = await admin.post('/api/cargo-salario/configuracoes-niveis-competencia-faixa-salarial', {
      faixaSalarialId: faixa,
      data: adicionarDias(hoje, -100),
      configsNiveisCompetencias: [
        { competenciaId: comp['Comunicação'], competenciaPeso: 2, nivelCompetenciaId: nivel['Avançado'] },
        { competenciaId: comp['Proatividade'], competenciaPeso: 1, nivelCompetenciaId: nivel['Básico'] },
      ],
    })
    expect(f.status, JSON.stringify(f.body)).toBe(201)
    const niveis = async (quem: string, linhas: ReadonlyArray<readonly [string, string]>) => {
      const r = await admin.post('/api/gestao-talentos/configuracoes-niveis-competencia-colaborador', {
        colaboradorId: ids[quem],
        data: adicionarDias(hoje, -50),
        configsNiveisCompetencias: linhas.map(([c, n]) => ({ competenciaId: comp[c], nivelCompetenciaId: nivel[n] })),
      })
      expect(r.status, JSON.stringify(r.body)).toBe(201)
    }
    await niveis('Ana', [['Comunicação', 'Intermediário'], ['Proatividade', 'Avançado']])
    await niveis('Bruno', [['Comunicação', 'Especialista'], ['Proatividade', 'Básico']])
    await niveis('Davi', [['Comunicação', 'Avançado']])
    const davi = await admin.get(`/api/cargo-salario/colaboradores/${ids['Davi']}`)
    const { id: _i, empresaId: _e, ...corpo } = davi.body
    const fora = Object.fromEntries(Object.entries(corpo).filter(([k]) => !['situacao', 'estabelecimentoId', 'areaOrganizacionalId', 'cargoId', 'faixaSalarialId', 'candidatoId', 'statusFolha'].includes(k)))
    const desligado = await admin.put(`/api/cargo-salario/colaboradores/${ids['Davi']}`, { ...fora, dataDesligamento: adicionarDias(hoje, -20), motivoDesligamentoId: Number((await amb.knex('motivos_desligamento').first('id')).id) })
    expect(desligado.status, JSON.stringify(desligado.body)).toBe(200)
  })
  afterAll(() => amb.fechar())

  it('talentos-competencias: por competência, o exigido, o do talento e a situação; PDF e XLSX com os mesmos números', async () => {
    const filtro = { data: hoje, faixaSalarialId: faixa, competenciasIds: [comp['Proatividade'], comp['Negociação'], comp['Comunicação']] }
    const q = await admin.get(`/api/cargo-salario/consultas/talentos-competencias?data=${hoje}&faixaSalarialId=${faixa}&competenciasIds=${filtro.competenciasIds.join(',')}`)
    expect(q.status, JSON.stringify(q.body)).toBe(200)
    const dataNivel = adicionarDias(hoje, -50)
    expect(q.body.linhas).toEqual([
      { competencia: 'Comunicação (Habilidade)', talento: 'Ana Relatório', nivelExigido: 'Avançado', nivelTalento: 'Intermediário', dataNivel, situacao: 'Abaixo do exigido' },
      { competencia: 'Comunicação (Habilidade)', talento: 'Bruno Relatório', nivelExigido: 'Avançado', nivelTalento: 'Especialista', dataNivel, situacao: 'Atende' },
      { competencia: 'Comunicação (Habilidade)', talento: 'Carla Relatório', nivelExigido: 'Avançado', nivelTalento: null, dataNivel: null, situacao: 'Não avaliado' },
      { competencia: 'Negociação (Habilidade)', talento: 'Ana Relatório', nivelExigido: null, nivelTalento: null, dataNivel: null, situacao: 'Não exigido' },
      { competencia: 'Negociação (Habilidade)', talento: 'Bruno Relatório', nivelExigido: null, nivelTalento: null, dataNivel: null, situacao: 'Não exigido' },
      { competencia: 'Negociação (Habilidade)', talento: 'Carla Relatório', nivelExigido: null, nivelTalento: null, dataNivel: null, situacao: 'Não exigido' },
      { competencia: 'Proatividade (Atitude)', talento: 'Ana Relatório', nivelExigido: 'Básico', nivelTalento: 'Avançado', dataNivel, situacao: 'Atende' },
      { competencia: 'Proatividade (Atitude)', talento: 'Bruno Relatório', nivelExigido: 'Básico', nivelTalento: 'Básico', dataNivel, situacao: 'Atende' },
      { competencia: 'Proatividade (Atitude)', talento: 'Carla Relatório', nivelExigido: 'Básico', nivelTalento: null, dataNivel: null, situacao: 'Não avaliado' },
    ])
    const { xlsx, pdf } = await rel().gerar('talentos-competencias', filtro)
    expect(xlsx.slice(4)).toEqual([
      'Talento | Nível exigido | Nível do talento | Registrado em | Situação',
      'Comunicação (Habilidade)',
      `Ana Relatório | Avançado | Intermediário | ${dataNivel} | Abaixo do exigido`,
      `Bruno Relatório | Avançado | Especialista | ${dataNivel} | Atende`,
      'Carla Relatório | Avançado |  |  | Não avaliado',
      'Subtotal: 3',
      'Negociação (Habilidade)',
      'Ana Relatório |  |  |  | Não exigido',
      'Bruno Relatório |  |  |  | Não exigido',
      'Carla Relatório |  |  |  | Não exigido',
      'Subtotal: 3',
      'Proatividade (Atitude)',
      `Ana Relatório | Básico | Avançado | ${dataNivel} | Atende`,
      `Bruno Relatório | Básico | Básico | ${dataNivel} | Atende`,
      'Carla Relatório | Básico |  |  | Não avaliado',
      'Subtotal: 3',
      'Total: 9',
      'Atende | 3',
      'Abaixo do exigido | 1',
      'Não avaliado | 2',
      'Não exigido | 3',
    ])
    for (const t of ['Talentos por Competência', `Data: ${formatarData(hoje)}`, 'Ana Relatório Avançado Intermediário', formatarData(dataNivel), 'Abaixo do exigido', 'Atende 3', 'Não avaliado 2']) expect(pdf).toContain(t)
    expect(pdf).not.toContain('Davi')
  })

  it('talentos-competencias: data, faixa e ao menos uma competência (§5); sem dados: 422', async () => {
    expect(await rel().erros('talentos-competencias', {})).toEqual([
      { field: 'data', message: 'Data é obrigatória' },
      { field: 'faixaSalarialId', message: 'Faixa Salarial é obrigatória' },
      { field: 'competenciasIds', message: 'Selecione ao menos uma competência' },
    ])
    await rel().semDados('talentos-competencias', { data: adicionarDias(hoje, -400), faixaSalarialId: faixa, competenciasIds: [comp['Comunicação']] })
  })

  it('matriz-talentos-competencias: uma coluna por competência exigida, a aderência de cada talento; PDF e XLSX', async () => {
    const q = await admin.get(`/api/cargo-salario/consultas/matriz-talentos-competencias?data=${hoje}&faixaSalarialId=${faixa}`)
    expect(q.status, JSON.stringify(q.body)).toBe(200)
    expect(q.body.colunas.map((c: { titulo: string }) => c.titulo)).toEqual(['Talento', 'Comunicação (H)', 'Proatividade (A)', 'Aderência'])
    expect(q.body.linhas).toEqual([
      { talento: 'Ana Relatório', 'competencia:Comunicação (H)': 'Intermediário ! (exige Avançado)', 'competencia:Proatividade (A)': 'Avançado', aderencia: 71.43 },
      { talento: 'Bruno Relatório', 'competencia:Comunicação (H)': 'Especialista', 'competencia:Proatividade (A)': 'Básico', aderencia: 100 },
      { talento: 'Carla Relatório', 'competencia:Comunicação (H)': '– (exige Avançado)', 'competencia:Proatividade (A)': '– (exige Básico)', aderencia: 0 },
    ])
    expect(q.body.totais).toMatchObject({ talento: 3 })
    expect(q.body.totais.aderencia).toBeCloseTo(57.143333, 5)
    const { xlsx, pdf } = await rel().gerar('matriz-talentos-competencias', { data: hoje, faixaSalarialId: faixa })
    expect(xlsx.slice(4, 9)).toEqual([
      'Talento | Comunicação (H) | Proatividade (A) | Aderência',
      'Ana Relatório | Intermediário ! (exige Avançado) | Avançado | 0.7143',
      'Bruno Relatório | Especialista | Básico | 1',
      'Carla Relatório | – (exige Avançado) | – (exige Básico) | 0',
      expect.stringMatching(/^Total: 3 \| {2}\| {2}\| 0\.5714333/),
    ])
    for (const t of ['Matriz de Competências', 'Comunicação (H)', 'Intermediário ! (exige Avançado)', '71,43%', '100,00%', 'Total: 3', '57,14%']) expect(pdf).toContain(t)
    // Chosen competencies instead of the range's.
    const escolhidas = await admin.get(`/api/cargo-salario/consultas/matriz-talentos-competencias?data=${hoje}&faixaSalarialId=${faixa}&competenciasIds=${comp['Negociação']}`)
    expect(escolhidas.body.colunas.map((c: { titulo: string }) => c.titulo)).toEqual(['Talento', 'Negociação (H)', 'Aderência'])
    expect(await rel().erros('matriz-talentos-competencias', { data: hoje })).toEqual([{ field: 'faixaSalarialId', message: 'Faixa Salarial é obrigatória' }])
    const maria = cliente(amb.app)
    await maria.entrar('52998224725', 'demo123')
    expect((await maria.get(`/api/cargo-salario/consultas/matriz-talentos-competencias?data=${hoje}&faixaSalarialId=${faixa}`)).status).toBe(403)
  })
})
