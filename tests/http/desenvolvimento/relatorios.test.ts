import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cpfDeTeste } from '../../support/cpf.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../../core/shared/datas.ts'
import { clienteRelatorios } from '../../support/arquivos-relatorio.ts'
import { bancosHttp } from '../../support/banco.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const cpf = (n: number) => cpfDeTeste(640_000_000, n)

/**
 * The training reports (issue 17) on the demo's classes, both databases: each report's PDF and XLSX, the §5 filter
 * rules (400 per field), 401, 403, and another company's data absent (422 without rows).
 */
describe.each(bancosHttp())('desenvolvimento: relatórios ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  let adm2: ReturnType<typeof cliente>
  let rh: ReturnType<typeof cliente>
  let semPermissao: ReturnType<typeof cliente>
  let anonimo: ReturnType<typeof cliente>
  let turma: number
  const hoje = diaEmSaoPaulo(Date.now())
  const periodo = { dataIni: adicionarDias(hoje, -1200), dataFim: adicionarDias(hoje, 60), empresasIds: [1] }
  const filtros = (): Record<string, Record<string, unknown>> => ({
    presenca: { turmaId: turma },
    'cronograma-treinamento': periodo,
    'colaborador-sem-treinamento': periodo,
    'colaborador-com-treinamento': periodo,
    'matriz-treinamento': { data: hoje, empresasIds: [1] },
    'cursos-vencidos-a-vencer': { data: hoje, empresasIds: [1] },
    'historico-treinamento': periodo,
    investimento: periodo,
    'investimento-colaborador': periodo,
    'colaborador-sem-indicacao-treinamento': periodo,
  })

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `desenvrel_${process.pid}` } : {})
    adm = cliente(amb.app)
    adm2 = cliente(amb.app)
    anonimo = cliente(amb.app)
    await adm.entrar()
    await adm2.entrar(undefined, undefined, 2)
    const perfilRh = await criarNaApi(adm, 'utilitario/perfis', { nome: 'RH Relatórios Treinamento', autoridades: ['ROLE_DESENVOLVIMENTO', 'ROLE_VER_AREAS'] })
    const perfilOutro = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Sem treinamento (rel)', autoridades: ['ROLE_PESQUISA'] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'RH Rel Treinamento', cpf: cpf(1), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilRh }] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'Sem Rel Treinamento', cpf: cpf(2), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilOutro }] })
    rh = cliente(amb.app)
    await rh.entrar(cpf(1), 'segredo1', 1)
    semPermissao = cliente(amb.app)
    await semPermissao.entrar(cpf(2), 'segredo1', 1)
    const turmas = (await adm.get('/api/desenvolvimento/turmas?unpaged=true')).body as Array<{ id: number; descricao: string }>
    turma = turmas.find((t) => t.descricao === 'NR-35 — Turma 1')!.id
  }, 300_000)
  afterAll(() => amb?.fechar())

  const rel = () => clienteRelatorios(amb.app, () => rh.cookie, 'desenvolvimento')

  it('cada relatório sai em PDF e XLSX com as linhas da demonstração', async () => {
    for (const [nome, corpo] of Object.entries(filtros())) {
      const r = await rel().gerar(nome, corpo)
      expect(r.xlsx.length, nome).toBeGreaterThan(5)
      expect(r.pdf, nome).toContain('Emitido em')
    }
  }, 120_000)

  it('presença: participantes × dias, P/F e a frequência', async () => {
    const r = await rel().gerar('presenca', { turmaId: turma })
    expect(r.xlsx.some((l) => / \| P \| F \| 0\.5$/.test(l) || / \| P \| F \| 0\.5 \|/.test(l))).toBe(true)
    expect(r.pdf).toContain('Assinatura')
  })

  it('matriz e vencidos: as situações com as cores (consulta JSON)', async () => {
    const m = await rh.get(`/api/desenvolvimento/consultas/matriz-treinamento?data=${hoje}&empresasIds=1`)
    expect(m.status, JSON.stringify(m.body)).toBe(200)
    const celulas = (m.body.linhas as Array<Record<string, unknown>>).flatMap((l) => Object.entries(l).filter(([k]) => k.startsWith('curso:')).map(([, v]) => v))
    expect(new Set(celulas)).toEqual(new Set(['Aprovado', 'Vencido', 'Reprovado', 'Não realizado']))
    const coluna = (m.body.colunas as Array<{ campo: string; cores?: Record<string, string> }>).find((c) => c.campo === 'curso:NR-35 Trabalho em Altura')!
    expect(coluna.cores).toMatchObject({ Vencido: 'vermelho', Aprovado: 'verde' })
    const v = await rh.get(`/api/desenvolvimento/consultas/cursos-vencidos-a-vencer?data=${hoje}&empresasIds=1`)
    expect(v.status).toBe(200)
    expect((v.body.linhas as Array<{ situacao: string }>).map((l) => l.situacao).sort()).toEqual(['A vencer', 'Vencido'])
    const soVencidos = await rh.get(`/api/desenvolvimento/consultas/cursos-vencidos-a-vencer?data=${hoje}&empresasIds=1&situacao=VENCIDOS`)
    expect((soVencidos.body.linhas as Array<{ situacao: string }>).map((l) => l.situacao)).toEqual(['Vencido'])
  })

  it('investimento: custo, despesas por tipo e total em R$', async () => {
    const r = await rel().gerar('investimento', periodo)
    expect(r.xlsx.join('\n')).toContain('Instrutor')
    expect(r.pdf).toContain('R$ 3.200,00')
    expect(r.pdf).toContain('R$ 6.400,00')
  })

  it('§5: empresas ao menos 1, meses ≥ 1, período; turma obrigatória', async () => {
    expect(await rel().erros('matriz-treinamento', { data: hoje, empresasIds: [] })).toEqual([{ field: 'empresasIds', message: 'Selecione ao menos uma empresa' }])
    expect(await rel().erros('cursos-vencidos-a-vencer', { data: hoje, empresasIds: [1], meses: 0 })).toEqual([{ field: 'meses', message: 'Meses para vencer deve ser no mínimo 1' }])
    expect(await rel().erros('investimento', { ...periodo, dataFim: adicionarDias(periodo.dataIni, -1) })).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }])
    expect(await rel().erros('presenca', {})).toEqual([{ field: 'turmaId', message: expect.any(String) }])
    expect(await rel().erros('colaborador-sem-treinamento', { empresasIds: [1] })).toEqual(
      expect.arrayContaining([{ field: 'dataIni', message: 'Data inicial é obrigatória' }, { field: 'dataFim', message: 'Data final é obrigatória' }]),
    )
  })

  it('401 sem sessão, 403 sem a permissão', async () => {
    const pedir = (c: ReturnType<typeof cliente>) =>
      amb.app.request('/api/desenvolvimento/relatorios/matriz-treinamento?formato=pdf', {
        method: 'POST',
        headers: { cookie: c.cookie ?? '', 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        body: JSON.stringify({ data: hoje, empresasIds: [1] }),
      })
    expect((await pedir(anonimo)).status).toBe(401)
    expect((await pedir(semPermissao)).status).toBe(403)
  })

  it('outra empresa: os dados da empresa 1 não aparecem para quem só vê a 2', async () => {
    const perfil2 = await criarNaApi(adm2, 'utilitario/perfis', { nome: 'RH Treinamento 2', autoridades: ['ROLE_DESENVOLVIMENTO', 'ROLE_VER_AREAS'] })
    await criarNaApi(adm2, 'utilitario/usuarios', { nome: 'RH Empresa 2', cpf: cpf(3), senha: 'segredo1', acessos: [{ empresaId: 2, perfilId: perfil2 }] })
    const rh2 = cliente(amb.app)
    await rh2.entrar(cpf(3), 'segredo1', 2)
    const outro = clienteRelatorios(amb.app, () => rh2.cookie, 'desenvolvimento')
    for (const corpo of Object.values(filtros())) expect(Object.keys(corpo).length).toBeGreaterThan(0)
    for (const [nome, corpo] of Object.entries(filtros())) await outro.semDados(nome, corpo)
  })
})
