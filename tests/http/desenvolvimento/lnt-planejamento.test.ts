import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cpfDeTeste } from '../../support/cpf.ts'
import { diaEmSaoPaulo, adicionarDias } from '../../../core/shared/datas.ts'
import { bancosHttp } from '../../support/banco.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const API = '/api/desenvolvimento'
const cpf = (n: number) => cpfDeTeste(710_000_000, n)
type Erro = { field: string; message: string }

/**
 * Training planning (issue 17): LNT rounds (states), managers' proposals within their areas, HR's consolidation,
 * approval (a suggestion becomes a course) and classes from approved lines; action plans, hour goals and the
 * development dashboard (/analytics). Both databases.
 */
describe.each(bancosHttp())('desenvolvimento: LNT, planos de ação, metas e painel ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  let adm2: ReturnType<typeof cliente>
  let rh: ReturnType<typeof cliente>
  let gestor: ReturnType<typeof cliente>
  let semPermissao: ReturnType<typeof cliente>
  let anonimo: ReturnType<typeof cliente>
  let so2: ReturnType<typeof cliente>
  let areaA: number
  let areaB: number
  let pessoasA: number[]
  let pessoasB: number[]
  let nr35: number
  const hoje = diaEmSaoPaulo(Date.now())

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `lnt_${process.pid}` } : {})
    adm = cliente(amb.app)
    adm2 = cliente(amb.app)
    anonimo = cliente(amb.app)
    await adm.entrar()
    await adm2.entrar(undefined, undefined, 2)
    // Two areas of company 1 with people today (the last history row of each active employee).
    const hs = (await amb.knex('colaborador_historicos as h')
      .join('colaboradores as c', 'c.id', 'h.colaborador_id')
      .where('c.empresa_id', 1)
      .whereNull('c.data_desligamento')
      .where('c.data_admissao', '<=', adicionarDias(hoje, -60))
      .orderBy([{ column: 'h.colaborador_id' }, { column: 'h.data' }, { column: 'h.id' }])
      .select('h.colaborador_id as c', 'h.area_organizacional_id as a')) as Array<{ c: number; a: number }>
    const area = new Map<number, number>()
    for (const h of hs) area.set(Number(h.c), Number(h.a))
    const porArea = new Map<number, number[]>()
    for (const [c, a] of area) porArea.set(a, [...(porArea.get(a) ?? []), c])
    // Two areas, B outside A's subtree, and a person of A who manages nothing yet: made A's responsible.
    const arvore = (await amb.knex('areas_organizacionais').where('empresa_id', 1).select('id', 'area_mae_id as mae', 'responsaveis', 'coresponsaveis')) as Array<{ id: number; mae: number | null; responsaveis: unknown; coresponsaveis: unknown }>
    const maeDe = new Map(arvore.map((a) => [Number(a.id), a.mae ? Number(a.mae) : null]))
    const dentro = (x: number, raiz: number): boolean => x === raiz || (maeDe.get(x) ? dentro(maeDe.get(x)!, raiz) : false)
    const gestores = new Set(arvore.flatMap((a) => [a.responsaveis, a.coresponsaveis].flatMap((v) => (typeof v === 'string' ? (JSON.parse(v) as number[]) : ((v as number[] | null) ?? [])))))
    const candidatas = [...porArea.entries()].filter(([a, cs]) => cs.length >= 3 && ![...maeDe.values()].includes(a)).sort((a, b) => a[0] - b[0])
    const par = candidatas.flatMap((x) => candidatas.filter((y) => y[0] !== x[0] && !dentro(y[0], x[0]) && !dentro(x[0], y[0])).map((y) => [x, y] as const))[0]
    expect(par).toBeDefined()
    ;[[areaA, pessoasA], [areaB, pessoasB]] = par! as unknown as [[number, number[]], [number, number[]]]
    const chefe = pessoasA.find((p) => !gestores.has(p))!
    pessoasA = pessoasA.filter((p) => p !== chefe)
    await amb.knex('areas_organizacionais').where('id', areaA).update({ responsaveis: JSON.stringify([chefe]) })
    const perfilRh = await criarNaApi(adm, 'utilitario/perfis', { nome: 'RH LNT', autoridades: ['ROLE_DESENVOLVIMENTO', 'ROLE_VER_AREAS', 'ROLE_DESENVOLVIMENTO_LNT'] })
    const perfilGestor = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Gestor LNT', autoridades: ['ROLE_DESENVOLVIMENTO_LNT'] })
    const perfilOutro = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Sem LNT', autoridades: ['ROLE_PESQUISA'] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'RH LNT', cpf: cpf(1), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilRh }] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'Gestor LNT', cpf: cpf(2), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilGestor }], colaboradorId: chefe })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'Sem LNT', cpf: cpf(3), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilOutro }] })
    rh = cliente(amb.app)
    await rh.entrar(cpf(1), 'segredo1', 1)
    gestor = cliente(amb.app)
    await gestor.entrar(cpf(2), 'segredo1', 1)
    semPermissao = cliente(amb.app)
    await semPermissao.entrar(cpf(3), 'segredo1', 1)
    // Company 2 in its own session (user 1 sees every company).
    const perfil2 = await criarNaApi(adm2, 'utilitario/perfis', { nome: 'RH LNT 2', autoridades: ['ROLE_DESENVOLVIMENTO', 'ROLE_VER_AREAS', 'ROLE_DESENVOLVIMENTO_LNT'] })
    await criarNaApi(adm2, 'utilitario/usuarios', { nome: 'RH LNT 2', cpf: cpf(4), senha: 'segredo1', acessos: [{ empresaId: 2, perfilId: perfil2 }] })
    so2 = cliente(amb.app)
    await so2.entrar(cpf(4), 'segredo1', 2)
    nr35 = Number(((await amb.knex('cursos').where({ empresa_id: 1, nome: 'NR-35 Trabalho em Altura' }).first('id')) as { id: number }).id)
    // The demo on PostgreSQL takes minutes when the machine is busy.
  }, 400_000)
  afterAll(() => amb?.fechar())

  it('a demonstração traz uma LNT em consolidação (uma proposta virou turma), um plano de 3 ações e as metas do ano', async () => {
    const rodadas = (await adm.get(`${API}/lnt?unpaged=true`)).body as Array<{ id: number; situacao: string; descricao: string }>
    const demo = rodadas.find((r) => r.descricao === `LNT ${hoje.slice(0, 4)}`)!
    expect(demo.situacao).toBe('EM_CONSOLIDACAO')
    const c = await adm.get(`${API}/lnt/${demo.id}/consolidacao`)
    expect(c.status).toBe(200)
    expect(c.body.propostas).toHaveLength(3)
    expect(c.body.propostas.filter((p: { turmaId: number | null }) => p.turmaId)).toHaveLength(1)
    expect(c.body.cursos.map((g: { nomeCurso: string }) => g.nomeCurso)).toEqual(expect.arrayContaining(['Excel Avançado', 'NR-35 Trabalho em Altura']))
    expect((await adm.get(`${API}/planos-acao?unpaged=true&lntId=${demo.id}`)).body).toHaveLength(3)
    expect((await adm.get(`${API}/grupos-metas-horas?unpaged=true`)).body[0].metas).toHaveLength(2)
  })

  it('LNT: período, áreas, 400, 401, 403; gestor lê mas não cria; outra empresa 404', async () => {
    const ruim = await rh.post(`${API}/lnt`, { descricao: 'LNT ruim', dataInicio: '2026-02-01', dataFim: '2026-01-01', areasOrganizacionaisIds: [] })
    expect(ruim.status).toBe(400)
    const erros = Object.fromEntries((ruim.body.errors as Erro[]).map((e) => [e.field, e.message]))
    expect(erros).toMatchObject({ areasOrganizacionaisIds: 'Selecione ao menos uma área organizacional' })
    const fim = await rh.post(`${API}/lnt`, { descricao: 'LNT ruim', dataInicio: '2026-02-01', dataFim: '2026-01-01', areasOrganizacionaisIds: [areaA] })
    expect(fim.body.errors).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }])
    const ok = await rh.post(`${API}/lnt`, { descricao: 'LNT teste', dataInicio: '2026-01-01', dataFim: '2026-12-31', areasOrganizacionaisIds: [areaA, areaB], situacao: 'FINALIZADA' })
    expect(ok.status).toBe(201)
    expect(ok.body.situacao).toBe('ABERTA')
    expect((await anonimo.get(`${API}/lnt`)).status).toBe(401)
    expect((await semPermissao.get(`${API}/lnt`)).status).toBe(403)
    expect((await gestor.get(`${API}/lnt/${ok.body.id}`)).status).toBe(200)
    expect((await gestor.post(`${API}/lnt`, { descricao: 'x', dataInicio: '2026-01-01', dataFim: '2026-12-31', areasOrganizacionaisIds: [areaA] })).status).toBe(403)
    expect((await so2.get(`${API}/lnt/${ok.body.id}`)).status).toBe(404)
  })

  it('propostas: o gestor propõe só nas suas áreas; o RH consolida, aprova, reprova e gera a turma com os talentos', async () => {
    const lnt = await criarNaApi(rh, 'desenvolvimento/lnt', { descricao: 'LNT fluxo', dataInicio: '2026-01-01', dataFim: '2026-12-31', areasOrganizacionaisIds: [areaA, areaB] })
    const base = { lntId: lnt, justificativa: 'Necessário para a função', prioridade: 'ALTA' }
    const nada = await gestor.post(`${API}/lnt-cursos`, { ...base, areaOrganizacionalId: areaA, colaboradoresIds: [pessoasA[0]] })
    expect(nada.body.errors).toEqual([{ field: 'cursoId', message: 'Informe o curso ou sugira um novo curso' }])
    const foraArea = await gestor.post(`${API}/lnt-cursos`, { ...base, areaOrganizacionalId: areaB, cursoId: nr35, colaboradoresIds: [pessoasB[0]] })
    expect(foraArea.status).toBe(400)
    expect(foraArea.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'areaOrganizacionalId', message: 'Área fora das suas áreas' },
        { field: 'colaboradoresIds', message: 'Talento não encontrado nas suas áreas' },
      ]),
    )
    const semGente = await gestor.post(`${API}/lnt-cursos`, { ...base, areaOrganizacionalId: areaA, cursoId: nr35, colaboradoresIds: [] })
    expect(semGente.body.errors).toEqual([{ field: 'colaboradoresIds', message: 'Selecione ao menos um talento' }])
    const p1 = await gestor.post(`${API}/lnt-cursos`, { ...base, areaOrganizacionalId: areaA, cursoId: nr35, colaboradoresIds: [pessoasA[0], pessoasA[1]] })
    expect(p1.status, JSON.stringify(p1.body)).toBe(201)
    expect(p1.body).toMatchObject({ situacao: 'PENDENTE', nomeCurso: 'NR-35 Trabalho em Altura' })
    const p2 = await gestor.post(`${API}/lnt-cursos`, { ...base, areaOrganizacionalId: areaA, cursoSugerido: 'Oratória para líderes', colaboradoresIds: [pessoasA[1]] })
    expect(p2.status).toBe(201)
    // HR proposes for area B (sees every area); the manager does not see that line.
    const p3 = await rh.post(`${API}/lnt-cursos`, { ...base, areaOrganizacionalId: areaB, cursoId: nr35, colaboradoresIds: [pessoasB[0], pessoasA[0]] })
    expect(p3.status, JSON.stringify(p3.body)).toBe(201)
    expect((await gestor.get(`${API}/lnt-cursos/${p3.body.id}`)).status).toBe(404)
    const doGestor = (await gestor.get(`${API}/lnt-cursos?unpaged=true&lntId=${lnt}`)).body as Array<{ id: number }>
    expect(doGestor.map((p) => p.id).sort()).toEqual([p1.body.id, p2.body.id].sort())
    expect((await semPermissao.get(`${API}/lnt-cursos`)).status).toBe(403)
    expect((await so2.get(`${API}/lnt-cursos/${p1.body.id}`)).status).toBe(404)

    // Consolidation needs the round in consolidation; the manager cannot propose any more.
    const cedo = await rh.post(`${API}/lnt/${lnt}/avaliar`, { cursoLntId: p1.body.id, aprovada: true })
    expect(cedo.status).toBe(400)
    expect(cedo.body.message).toBe('A LNT precisa estar em consolidação')
    expect((await gestor.put(`${API}/lnt/${lnt}/situacao`, { situacao: 'EM_CONSOLIDACAO' })).status).toBe(403)
    const pulo = await rh.put(`${API}/lnt/${lnt}/situacao`, { situacao: 'FINALIZADA' })
    expect(pulo.body.message).toBe("Não é possível passar a LNT de 'Aberta' para 'Finalizada'")
    expect((await rh.put(`${API}/lnt/${lnt}/situacao`, { situacao: 'EM_CONSOLIDACAO' })).body.situacao).toBe('EM_CONSOLIDACAO')
    const tarde = await gestor.post(`${API}/lnt-cursos`, { ...base, areaOrganizacionalId: areaA, cursoId: nr35, colaboradoresIds: [pessoasA[2]] })
    expect(tarde.body.errors).toEqual([{ field: 'lntId', message: 'A LNT não está aberta para propostas' }])
    expect((await gestor.delete(`${API}/lnt-cursos/${p1.body.id}`)).status).toBe(400)

    const cons = (await rh.get(`${API}/lnt/${lnt}/consolidacao`)).body as { cursos: Array<{ cursoId: number | null; propostas: number; colaboradores: number }> }
    const grupoNr35 = cons.cursos.find((g) => g.cursoId === nr35)!
    expect(grupoNr35).toMatchObject({ propostas: 2, colaboradores: 3 })

    const pendentes = await rh.put(`${API}/lnt/${lnt}/situacao`, { situacao: 'FINALIZADA' })
    expect(pendentes.body.message).toBe('Há propostas pendentes: aprove ou reprove todas antes de finalizar a LNT')
    const semCarga = await rh.post(`${API}/lnt/${lnt}/avaliar`, { cursoLntId: p2.body.id, aprovada: true })
    expect(semCarga.body.errors).toEqual([{ field: 'cargaHoraria', message: 'Carga horária é obrigatória' }])
    const sugerido = await rh.post(`${API}/lnt/${lnt}/avaliar`, { cursoLntId: p2.body.id, aprovada: true, cargaHoraria: '6:00' })
    expect(sugerido.status, JSON.stringify(sugerido.body)).toBe(200)
    const novoCurso = (await rh.get(`${API}/cursos/${sugerido.body.cursoId}`)).body
    expect(novoCurso).toMatchObject({ nome: 'Oratória para líderes', cargaHoraria: '6:00' })
    expect((await rh.post(`${API}/lnt/${lnt}/avaliar`, { cursoLntId: 999999, aprovada: true })).body.errors[0].field).toBe('cursoLntId')

    const naoAprovada = await rh.post(`${API}/lnt/${lnt}/gerar-turma`, { cursosLntIds: [p1.body.id], descricao: 'NR-35 LNT', instrutor: 'Ana', custo: 100_000, dataPrevIni: hoje })
    expect(naoAprovada.body.errors).toEqual([{ field: 'cursosLntIds[0]', message: 'Só propostas aprovadas viram turma' }])
    expect((await rh.post(`${API}/lnt/${lnt}/avaliar`, { cursoLntId: p1.body.id, aprovada: true })).body.situacao).toBe('APROVADA')
    expect((await rh.post(`${API}/lnt/${lnt}/avaliar`, { cursoLntId: p3.body.id, aprovada: true })).body.situacao).toBe('APROVADA')
    const misturadas = await rh.post(`${API}/lnt/${lnt}/gerar-turma`, { cursosLntIds: [p1.body.id, p2.body.id], descricao: 'NR-35 LNT', instrutor: 'Ana', custo: 100_000, dataPrevIni: hoje })
    expect(misturadas.body.errors).toEqual([{ field: 'cursosLntIds', message: 'As propostas de uma turma devem ser do mesmo curso' }])
    const vazia = await rh.post(`${API}/lnt/${lnt}/gerar-turma`, { cursosLntIds: [], descricao: '', instrutor: 'Ana', custo: 1, dataPrevIni: hoje })
    expect(vazia.status).toBe(400)
    const turma = await rh.post(`${API}/lnt/${lnt}/gerar-turma`, { cursosLntIds: [p1.body.id, p3.body.id], descricao: 'NR-35 LNT', instrutor: 'Ana', custo: 100_000, dataPrevIni: hoje, dataPrevFim: hoje })
    expect(turma.status, JSON.stringify(turma.body)).toBe(201)
    expect(turma.body.participantes).toBe(3)
    const participantes = (await rh.get(`${API}/colaborador-turma?unpaged=true&turmaId=${turma.body.turmaId}`)).body as Array<{ colaboradorId: number }>
    expect(participantes.map((p) => p.colaboradorId).sort()).toEqual([pessoasA[0], pessoasA[1], pessoasB[0]].sort())
    expect((await rh.get(`${API}/turmas/${turma.body.turmaId}`)).body.cursoId).toBe(nr35)
    const deNovo = await rh.post(`${API}/lnt/${lnt}/gerar-turma`, { cursosLntIds: [p1.body.id], descricao: 'NR-35 LNT', instrutor: 'Ana', custo: 100_000, dataPrevIni: hoje })
    expect(deNovo.body.errors).toEqual([{ field: 'cursosLntIds[0]', message: 'Esta proposta já virou turma' }])
    expect((await rh.get(`${API}/lnt-cursos/${p1.body.id}`)).body.turmaId).toBe(turma.body.turmaId)
    expect((await rh.put(`${API}/lnt/${lnt}/situacao`, { situacao: 'FINALIZADA' })).body.situacao).toBe('FINALIZADA')
    expect((await rh.put(`${API}/lnt/${lnt}`, { descricao: 'mudou', dataInicio: '2026-01-01', dataFim: '2026-12-31', areasOrganizacionaisIds: [areaA] })).status).toBe(400)
    expect((await rh.post(`${API}/lnt/999999/avaliar`, { cursoLntId: p1.body.id, aprovada: true })).status).toBe(404)
    expect((await so2.put(`${API}/lnt/${lnt}/situacao`, { situacao: 'ABERTA' })).status).toBe(404)
  })

  it('planos de ação: as regras de planoAcao.ts com as mensagens da especificação', async () => {
    const vazio = await rh.post(`${API}/planos-acao`, {})
    const campos = Object.fromEntries((vazio.body.errors as Erro[]).map((e) => [e.field, e.message]))
    expect(campos).toMatchObject({ nome: 'Nome da Ação é obrigatório', meta: 'Meta é obrigatória', responsavelId: 'Responsável é obrigatório', previsaoInicio: 'Previsão de início é obrigatória' })
    const base = { nome: 'Contratar instrutor', meta: 'Instrutor contratado', responsavelId: pessoasA[0], previsaoInicio: '2026-03-10' }
    const datas = await rh.post(`${API}/planos-acao`, { ...base, previsaoTermino: '2026-03-01', acompanhamentoTermino: '2026-03-20' })
    expect(datas.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'previsaoTermino', message: 'Data de previsão de término é menor que a data de previsão de início.' },
        { field: 'acompanhamentoInicio', message: 'Existe data de acompanhamento término, logo é necessário a inclusão da data de acompanhamento início.' },
      ]),
    )
    const acomp = await rh.post(`${API}/planos-acao`, { ...base, acompanhamentoInicio: '2026-03-01' })
    expect(acomp.body.errors).toEqual([{ field: 'acompanhamentoInicio', message: 'A data de início do acompanhamento não pode ser menor que a data de previsão de início.' }])
    const longo = await rh.post(`${API}/planos-acao`, { ...base, nome: 'x'.repeat(256) })
    expect(longo.body.errors).toEqual([{ field: 'nome', message: 'Nome da Ação deve ter no máximo 255 caracteres' }])
    const ok = await rh.post(`${API}/planos-acao`, { ...base, previsaoTermino: '2026-03-10' })
    expect(ok.status).toBe(201)
    expect(ok.body.nomeResponsavel).toEqual(expect.any(String))
    expect((await semPermissao.get(`${API}/planos-acao`)).status).toBe(403)
    expect((await so2.get(`${API}/planos-acao/${ok.body.id}`)).status).toBe(404)
  })

  it('grupos de metas de horas: nome até 60, ao menos uma meta, data e meta obrigatórias, não editáveis mantidas', async () => {
    const semMetas = await rh.post(`${API}/grupos-metas-horas`, { nome: 'Metas', metas: [] })
    expect(semMetas.body.errors).toEqual([{ field: 'metas', message: 'Informe ao menos uma meta' }])
    const longo = await rh.post(`${API}/grupos-metas-horas`, { nome: 'x'.repeat(61), metas: [{ mesAno: '2026-01-01', metaHora: '1:00' }] })
    expect(longo.body.errors).toEqual([{ field: 'nome', message: 'Nome deve ter no máximo 60 caracteres' }])
    const ruins = await rh.post(`${API}/grupos-metas-horas`, { nome: 'Metas', metas: [{ metaHora: '0:00' }, { mesAno: '2026-02-01', metaHora: '' }] })
    expect(ruins.body.errors).toEqual([
      { field: 'metas[0].mesAno', message: 'data a partir de é obrigatória' },
      { field: 'metas[0].metaHora', message: 'meta em horas é obrigatória' },
      { field: 'metas[1].metaHora', message: 'meta em horas é obrigatória' },
    ])
    const g = await rh.post(`${API}/grupos-metas-horas`, { nome: 'Metas teste', metas: [{ mesAno: '2026-01-01', metaHora: '10:00', editavel: false }] })
    expect(g.status).toBe(201)
    const mudou = await rh.put(`${API}/grupos-metas-horas/${g.body.id}`, { nome: 'Metas teste', metas: [{ mesAno: '2026-01-01', metaHora: '12:00', editavel: true }] })
    expect(mudou.body.errors).toEqual([{ field: 'metas', message: 'Esta meta não é editável e não pode ser alterada nem removida' }])
    const mais = await rh.put(`${API}/grupos-metas-horas/${g.body.id}`, { nome: 'Metas teste', metas: [{ mesAno: '2026-01-01', metaHora: '10:00', editavel: false }, { mesAno: '2026-06-01', metaHora: '20:00' }] })
    expect(mais.status).toBe(200)
    expect((await so2.get(`${API}/grupos-metas-horas/${g.body.id}`)).status).toBe(404)
  })

  it('painel: horas realizadas × meta por mês, investimento por curso e despesas por tipo (SQL nos dois bancos)', async () => {
    const mesFim = hoje.slice(0, 7)
    const mesIni = adicionarDias(hoje, -75).slice(0, 7)
    const grupo = (await adm.get(`${API}/grupos-metas-horas?unpaged=true`)).body.find((x: { nome: string }) => x.nome.startsWith('Metas de treinamento')).id
    const r = await adm.get(`/api/analytics/desenvolvimento?mesIni=${mesIni}&mesFim=${mesFim}&grupoMetasHorasId=${grupo}`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    // Demo: NR-35 (8:00) with 4 participants and Integração (4:00) with 4, both held: 48 hours, R$ 3.350,00.
    expect(r.body.totais).toMatchObject({ turmas: 2, participantes: 8, horas: 48, investimento: 335_000 })
    expect(r.body.linhas.every((l: { metaHoras: number | null }) => l.metaHoras === 30 || l.metaHoras === 40 || l.metaHoras === null)).toBe(true)
    const cursos = (await adm.get(`/api/analytics/investimento-por-curso?mesIni=${mesIni}&mesFim=${mesFim}`)).body as Array<{ cursoId: number; nomeCurso: string; investimento: number }>
    expect(cursos[0]).toMatchObject({ cursoId: nr35, investimento: 320_000 })
    const despesas = await adm.get(`/api/analytics/tipo-despesa-por-curso?cursosIds=${nr35}&mesIni=${mesIni}&mesFim=${mesFim}`)
    expect(despesas.status).toBe(200)
    expect(despesas.body).toEqual([
      { tipoDespesaId: expect.any(Number), descricao: 'Instrutor', valor: 250_000 },
      { tipoDespesaId: expect.any(Number), descricao: 'Alimentação', valor: 70_000 },
    ])
    const nenhum = await adm.get(`/api/analytics/tipo-despesa-por-curso?cursosIds=${nr35}&mesIni=2001-01&mesFim=2001-02`)
    expect(nenhum.body).toEqual([])
    const semMes = await adm.get('/api/analytics/desenvolvimento')
    expect(semMes.status).toBe(400)
    expect((semMes.body.errors as Erro[]).map((e) => e.field)).toEqual(expect.arrayContaining(['mesIni', 'mesFim']))
    expect((await adm.get(`/api/analytics/tipo-despesa-por-curso?mesIni=${mesIni}&mesFim=${mesFim}`)).body.errors[0].field).toBe('cursosIds')
    expect((await anonimo.get(`/api/analytics/desenvolvimento?mesIni=${mesIni}&mesFim=${mesFim}`)).status).toBe(401)
    expect((await semPermissao.get(`/api/analytics/desenvolvimento?mesIni=${mesIni}&mesFim=${mesFim}`)).status).toBe(403)
    // Company 2 has no classes: its dashboard is empty, never company 1's.
    const outra = await so2.get(`/api/analytics/investimento-por-curso?mesIni=${mesIni}&mesFim=${mesFim}`)
    expect(outra.body).toEqual([])
  })
})
