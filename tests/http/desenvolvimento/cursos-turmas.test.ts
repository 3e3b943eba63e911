import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cpfDeTeste } from '../../support/cpf.ts'
import { bancosHttp } from '../../support/banco.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const API = '/api/desenvolvimento'
const cpf = (n: number) => cpfDeTeste(610_000_000, n)

/**
 * Training part A (issue 17): lookups, courses (clone), classes (period rule, expenses), days (por-datas),
 * participants (employees of the company; tem-colaborador, clona-colaboradores) and attendance with approval. Both
 * databases: the lists' computed columns (course name, participant count and names) are SQL of their own.
 */
describe.each(bancosHttp())('desenvolvimento: cursos e turmas ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  let adm2: ReturnType<typeof cliente>
  let rh: ReturnType<typeof cliente>
  let semPermissao: ReturnType<typeof cliente>
  let anonimo: ReturnType<typeof cliente>
  let pessoas: number[]
  let curso: number
  let turma: number

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `desenv_${process.pid}` } : {})
    adm = cliente(amb.app)
    adm2 = cliente(amb.app)
    anonimo = cliente(amb.app)
    await adm.entrar()
    await adm2.entrar(undefined, undefined, 2)
    const perfilRh = await criarNaApi(adm, 'utilitario/perfis', { nome: 'RH Treinamento', autoridades: ['ROLE_DESENVOLVIMENTO', 'ROLE_VER_AREAS'] })
    const perfilOutro = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Sem treinamento', autoridades: ['ROLE_PESQUISA'] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'RH Treinamento', cpf: cpf(1), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilRh }] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'Sem Treinamento', cpf: cpf(2), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilOutro }] })
    rh = cliente(amb.app)
    await rh.entrar(cpf(1), 'segredo1', 1)
    semPermissao = cliente(amb.app)
    await semPermissao.entrar(cpf(2), 'segredo1', 1)
    pessoas = ((await amb.knex('colaboradores').where('empresaId', 1).orderBy('id').limit(3).select('id')) as Array<{ id: number }>).map((p) => Number(p.id))
    expect(pessoas.length).toBe(3)
  })
  afterAll(() => amb?.fechar())

  it('a demonstração traz cursos, turmas realizadas com presença (um reprovado) e uma turma futura', async () => {
    const demo = ((await adm.get(`${API}/turmas?unpaged=true`)).body as Array<{ id: number; descricao: string; realizada: boolean; qtdParticipantes: number }>).filter((t) => t.id <= 3)
    expect(demo.map((t) => t.descricao).sort()).toEqual(['Integração — mês passado', 'NR-10 — Turma básica', 'NR-35 — Turma 1'])
    const nr35 = demo.find((t) => t.descricao === 'NR-35 — Turma 1')!
    expect(nr35).toMatchObject({ realizada: true, qtdParticipantes: 4 })
    const f = await adm.get(`${API}/turmas/${nr35.id}/frequencia`)
    expect(f.body.participantes.map((p: { aprovado: boolean }) => p.aprovado)).toEqual(expect.arrayContaining([true, true, true, false]))
  })

  it('cadastros: tipo de despesa (descrição até 50) e categoria de curso; 400, 401, 403', async () => {
    const ok = await rh.post(`${API}/tipo-despesa`, { descricao: 'Instrutor convidado' })
    expect(ok.status).toBe(201)
    const longa = await rh.post(`${API}/tipo-despesa`, { descricao: 'x'.repeat(51) })
    expect(longa.status).toBe(400)
    expect(longa.body.errors).toEqual([{ field: 'descricao', message: 'Descrição deve ter no máximo 50 caracteres' }])
    const vazia = await rh.post(`${API}/tipo-despesa`, {})
    expect(vazia.body.errors).toEqual([{ field: 'descricao', message: 'Descrição é obrigatória' }])
    expect((await rh.post(`${API}/categoria-curso`, { descricao: 'NR' })).status).toBe(201)
    expect((await anonimo.get(`${API}/categoria-curso`)).status).toBe(401)
    expect((await semPermissao.get(`${API}/tipo-despesa`)).status).toBe(403)
  })

  it('curso: carga horária pela regra do core, frequência mínima, periodicidade; clona para outra empresa', async () => {
    const cat = await criarNaApi(rh, 'desenvolvimento/categoria-curso', { descricao: 'Segurança' })
    const ruim = await rh.post(`${API}/cursos`, { nome: 'NR-35', cargaHoraria: '8:75', percentualMinimoFrequencia: 120, periodicidade: 0, periodicidadeUnidade: 7 })
    expect(ruim.status).toBe(400)
    const campos = Object.fromEntries((ruim.body.errors as Array<{ field: string; message: string }>).map((e) => [e.field, e.message]))
    expect(campos).toMatchObject({ percentualMinimoFrequencia: expect.stringContaining('entre 0'), periodicidade: expect.any(String), periodicidadeUnidade: expect.any(String) })
    const carga = await rh.post(`${API}/cursos`, { nome: 'NR-35', cargaHoraria: '8:75' })
    expect(carga.body.errors).toEqual([{ field: 'cargaHoraria', message: 'Carga horária inválida' }])
    const semCarga = await rh.post(`${API}/cursos`, { nome: 'NR-35' })
    expect(semCarga.body.errors).toEqual([{ field: 'cargaHoraria', message: 'Carga horária é obrigatória' }])
    const c = await rh.post(`${API}/cursos`, { nome: 'NR-35 Altura (teste)', cargaHoraria: '8:00', percentualMinimoFrequencia: 75, periodicidade: 2, periodicidadeUnidade: 12, categoriaCursoId: cat, codigoTru: 'TRU-1', online: false, tipo: 'EXTERNO' })
    expect(c.status, JSON.stringify(c.body)).toBe(201)
    expect(c.body).toMatchObject({ nome: 'NR-35 Altura (teste)', cargaHoraria: '8:00', percentualMinimoFrequencia: 75, periodicidadeUnidade: 12 })
    curso = c.body.id
    // The clone finds the target company's category of the same description.
    const cat2 = await criarNaApi(adm2, 'desenvolvimento/categoria-curso', { descricao: 'Segurança' })
    const semDestino = await rh.post(`${API}/cursos/${curso}/clone-curso`, { empresas: [] })
    expect(semDestino.body.errors).toEqual([{ field: 'empresas', message: 'Selecione ao menos uma empresa' }])
    expect((await rh.post(`${API}/cursos/${curso}/clone-curso`, { empresas: [2] })).status).toBe(403)
    const clone = await adm.post(`${API}/cursos/${curso}/clone-curso`, { empresas: [2] })
    expect(clone.status, JSON.stringify(clone.body)).toBe(201)
    expect(clone.body[0]).toMatchObject({ empresaId: 2, nome: 'NR-35 Altura (teste)', categoriaCursoId: cat2, periodicidade: 2 })
    // Company 1's HR does not see company 2's course.
    expect((await rh.get(`${API}/cursos/${clone.body[0].id}`)).status).toBe(404)
    expect((await rh.get(`${API}/cursos/999999`)).status).toBe(404)
  })

  it("turma: obrigatórios, 'A data final deve ser maior que a data inicial', nome do curso na lista", async () => {
    const vazia = await rh.post(`${API}/turmas`, {})
    const campos = (vazia.body.errors as Array<{ field: string }>).map((e) => e.field).sort()
    expect(campos).toEqual(['cursoId', 'custo', 'dataPrevIni', 'descricao', 'instrutor'])
    const datas = await rh.post(`${API}/turmas`, { cursoId: curso, descricao: 'T1', instrutor: 'Carlos', custo: 100, dataPrevIni: '2026-03-10', dataPrevFim: '2026-03-09' })
    expect(datas.body.errors).toEqual([{ field: 'dataPrevFim', message: 'A data final deve ser maior que a data inicial' }])
    const t = await rh.post(`${API}/turmas`, { cursoId: curso, descricao: 'NR-35 Turma 1', instrutor: 'Carlos', instituicao: 'SENAI', custo: 150_000, dataPrevIni: '2026-03-10', dataPrevFim: '2026-03-11', qtdParticipantesPrevistos: 10 })
    expect(t.status, JSON.stringify(t.body)).toBe(201)
    turma = t.body.id
    const lista = await rh.get(`${API}/turmas?page=0&size=15`)
    expect(lista.body.content.find((x: { id: number }) => x.id === turma)).toMatchObject({ nomeCurso: 'NR-35 Altura (teste)', qtdParticipantes: 0, custo: 150_000 })
    expect((await rh.get(`${API}/turmas/${turma}/tem-colaborador`)).body).toBe(false)
  })

  it('dias da turma dentro do período, sem repetir; por-datas com turnos', async () => {
    const fora = await rh.post(`${API}/dias-turmas`, { turmaId: turma, dia: '2026-03-12' })
    expect(fora.body.errors).toEqual([{ field: 'dia', message: 'O dia deve estar entre o início e o fim da turma' }])
    await criarNaApi(rh, 'desenvolvimento/dias-turmas', { turmaId: turma, dia: '2026-03-10' })
    await criarNaApi(rh, 'desenvolvimento/dias-turmas', { turmaId: turma, dia: '2026-03-11' })
    const repetido = await rh.post(`${API}/dias-turmas`, { turmaId: turma, dia: '2026-03-11' })
    expect(repetido.body.errors).toEqual([{ field: 'dia', message: 'Este dia já está cadastrado na turma' }])
    const pd = await rh.get(`${API}/dias-turmas/por-datas?inicio=2026-03-10&fim=2026-03-11&porTurno=true`)
    expect(pd.status).toBe(200)
    expect(pd.body).toHaveLength(6)
    expect(pd.body[0]).toEqual({ dia: '2026-03-10', turno: 'M' })
    // The period's days at once: the two are there already; a class by shift gets one per shift.
    expect((await rh.post(`${API}/turmas/${turma}/dias-do-periodo`)).body).toEqual({ incluidos: 0 })
    const porTurno = await criarNaApi(rh, 'desenvolvimento/turmas', { cursoId: curso, descricao: 'Por turno', instrutor: 'Y', custo: 0, dataPrevIni: '2026-06-01', dataPrevFim: '2026-06-02', porTurno: true })
    const gerados = await rh.post(`${API}/turmas/${porTurno}/dias-do-periodo`)
    expect(gerados.status, JSON.stringify(gerados.body)).toBe(200)
    expect(gerados.body).toEqual({ incluidos: 6 })
    const semFim = await criarNaApi(rh, 'desenvolvimento/turmas', { cursoId: curso, descricao: 'Sem fim', instrutor: 'Y', custo: 0, dataPrevIni: '2026-06-01' })
    const recusa = await rh.post(`${API}/turmas/${semFim}/dias-do-periodo`)
    expect(recusa.body.errors).toEqual([{ field: 'dataPrevFim', message: 'Informe a data final da turma para incluir os dias do período' }])
    await rh.delete(`${API}/turmas/${semFim}`)
    const invertido = await rh.get(`${API}/dias-turmas/por-datas?inicio=2026-03-11&fim=2026-03-10`)
    expect(invertido.status).toBe(400)
    expect(invertido.body.errors).toEqual([{ field: 'fim', message: 'A data final deve ser maior que a data inicial' }])
  })

  it('participantes: talentos da empresa, uma vez; presenças por dia decidem a aprovação', async () => {
    const [a, b, c] = pessoas as [number, number, number]
    const pa = await criarNaApi(rh, 'desenvolvimento/colaborador-turma', { turmaId: turma, colaboradorId: a })
    const pb = await criarNaApi(rh, 'desenvolvimento/colaborador-turma', { turmaId: turma, colaboradorId: b })
    const dup = await rh.post(`${API}/colaborador-turma`, { turmaId: turma, colaboradorId: a })
    expect(dup.body.errors).toEqual([{ field: 'colaboradorId', message: 'Este talento já participa da turma' }])
    expect((await rh.get(`${API}/turmas/${turma}/tem-colaborador`)).body).toBe(true)
    // Someone dismissed before the class started does not take part in it.
    const desligado = await amb.knex('colaboradores').where('empresaId', 1).whereNotNull('dataDesligamento').where('dataDesligamento', '<', '2026-03-10').first('id')
    expect(desligado).toBeDefined()
    const r0 = await rh.post(`${API}/colaborador-turma`, { turmaId: turma, colaboradorId: Number(desligado.id) })
    expect(r0.body.errors).toEqual([{ field: 'colaboradorId', message: 'Talento desligado antes do início da turma' }])
    const dias = (await rh.get(`${API}/dias-turmas?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ turmaId: turma }))}`)).body as Array<{ id: number }>
    expect(dias).toHaveLength(2)
    const r = await rh.put(`${API}/turmas/${turma}/presencas`, {
      presencas: [
        { colaboradorTurmaId: pa, diasPresentesIds: dias.map((d) => d.id) },
        { colaboradorTurmaId: pb, diasPresentesIds: [dias[0]!.id] },
      ],
    })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.totalDias).toBe(2)
    expect(r.body.percentualMinimo).toBe(75)
    const porId = Object.fromEntries((r.body.participantes as Array<{ colaboradorTurmaId: number }>).map((p) => [p.colaboradorTurmaId, p]))
    expect(porId[pa]).toMatchObject({ presencas: 2, percentual: 100, aprovado: true })
    expect(porId[pb]).toMatchObject({ presencas: 1, percentual: 50, aprovado: false })
    expect((await rh.get(`${API}/turmas/${turma}/frequencia`)).body).toEqual(r.body)
    // A participant of another class is refused, and nothing changes (one transaction).
    const t2 = await criarNaApi(rh, 'desenvolvimento/turmas', { cursoId: curso, descricao: 'NR-35 Turma 2', instrutor: 'Carlos', custo: 0, dataPrevIni: '2026-04-01' })
    const pc = await criarNaApi(rh, 'desenvolvimento/colaborador-turma', { turmaId: t2, colaboradorId: c })
    const mista = await rh.put(`${API}/turmas/${turma}/presencas`, { presencas: [{ colaboradorTurmaId: pb, diasPresentesIds: dias.map((d) => d.id) }, { colaboradorTurmaId: pc, diasPresentesIds: [] }] })
    expect(mista.status).toBe(400)
    expect(mista.body.errors).toEqual([{ field: 'presencas[1].colaboradorTurmaId', message: 'Participante: registro não encontrado nesta turma' }])
    expect((await rh.get(`${API}/turmas/${turma}/frequencia`)).body).toEqual(r.body)
    // A day someone attended is not removed.
    const removeDia = await rh.delete(`${API}/dias-turmas/${dias[1]!.id}`)
    expect(removeDia.status).toBe(400)
    expect(removeDia.body.message).toBe('Há presenças marcadas neste dia; desmarque-as na aba Presença antes de remover o dia')
    // A day of another class is not a day of this one.
    const outroDia = await criarNaApi(rh, 'desenvolvimento/dias-turmas', { turmaId: t2, dia: '2026-04-01' })
    const errado = await rh.put(`${API}/colaborador-turma/${pa}`, { turmaId: turma, colaboradorId: a, diasPresentesIds: [outroDia] })
    expect(errado.body.errors).toEqual([{ field: 'diasPresentesIds', message: 'Dia presente que não é desta turma' }])
    // clona-colaboradores: t2 gets a and b (c is already there).
    const cl = await rh.post(`${API}/turmas/${t2}/clona-colaboradores`, { turmaOrigemId: turma })
    expect(cl.status, JSON.stringify(cl.body)).toBe(200)
    expect(cl.body).toEqual({ incluidos: 2 })
    expect((await rh.post(`${API}/turmas/${t2}/clona-colaboradores`, { turmaOrigemId: turma })).body).toEqual({ incluidos: 0 })
    const lista = await rh.get(`${API}/colaborador-turma?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ turmaId: turma }))}`)
    expect(lista.body.every((p: { nomeColaborador: string }) => typeof p.nomeColaborador === 'string' && p.nomeColaborador.length > 0)).toBe(true)
    expect((await rh.get(`${API}/turmas/${turma}`)).body.qtdParticipantes).toBe(2)
  })

  it('despesas por tipo: tipos da empresa, sem repetir; outra empresa não vê a turma', async () => {
    const tipo = ((await rh.get(`${API}/tipo-despesa?unpaged=true`)).body as Array<{ id: number }>)[0]!.id
    const tipoOutra = await criarNaApi(adm2, 'desenvolvimento/tipo-despesa', { descricao: 'Hotel' })
    const ok = await rh.put(`${API}/turmas/${turma}/despesas`, { despesas: [{ tipoDespesaId: tipo, valor: 120_000 }] })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body.despesas).toEqual([{ tipoDespesaId: tipo, valor: 120_000 }])
    const porTurma = await rh.get(`${API}/tipo-despesa/por-turma?turmaId=${turma}`)
    expect(porTurma.status).toBe(200)
    expect(porTurma.body.find((x: { id: number }) => x.id === tipo)).toMatchObject({ valor: 120_000 })
    expect(porTurma.body.every((x: { id: number; valor: number }) => x.id === tipo || x.valor === 0)).toBe(true)
    expect((await rh.get(`${API}/tipo-despesa/por-turma`)).status).toBe(400)
    expect((await rh.get(`${API}/tipo-despesa/por-turma?turmaId=999999`)).status).toBe(404)
    const ruim = await rh.put(`${API}/turmas/${turma}/despesas`, { despesas: [{ tipoDespesaId: tipo, valor: 1 }, { tipoDespesaId: tipo, valor: 2 }, { tipoDespesaId: tipoOutra, valor: 3 }] })
    expect(ruim.status).toBe(400)
    expect(ruim.body.errors).toEqual([
      { field: 'despesas[1].tipoDespesaId', message: 'Tipo de despesa repetido' },
      { field: 'despesas[2].tipoDespesaId', message: 'Tipo de despesa: registro não encontrado' },
    ])
    const negativo = await rh.put(`${API}/turmas/${turma}/despesas`, { despesas: [{ tipoDespesaId: tipo, valor: -5 }] })
    expect(negativo.status).toBe(400)
    // Company 2 (its own session) sees none of company 1's class.
    const so2 = cliente(amb.app)
    const perfil2 = await criarNaApi(adm2, 'utilitario/perfis', { nome: 'RH Treinamento 2', autoridades: ['ROLE_DESENVOLVIMENTO', 'ROLE_VER_AREAS'] })
    await criarNaApi(adm2, 'utilitario/usuarios', { nome: 'RH da Empresa 2', cpf: cpf(3), senha: 'segredo1', acessos: [{ empresaId: 2, perfilId: perfil2 }] })
    await so2.entrar(cpf(3), 'segredo1', 2)
    expect((await so2.get(`${API}/turmas/${turma}`)).status).toBe(404)
    expect((await so2.get(`${API}/turmas/${turma}/frequencia`)).status).toBe(404)
    expect((await so2.put(`${API}/turmas/${turma}/despesas`, { despesas: [] })).status).toBe(404)
    expect((await so2.put(`${API}/turmas/${turma}/presencas`, { presencas: [] })).status).toBe(404)
    // Its participant cannot be company 1's employee.
    const c2 = (await so2.get(`${API}/cursos?unpaged=true`)).body[0].id
    const t2 = await criarNaApi(so2, 'desenvolvimento/turmas', { cursoId: c2, descricao: 'Outra', instrutor: 'X', custo: 0, dataPrevIni: '2026-05-01' })
    const alheio = await so2.post(`${API}/colaborador-turma`, { turmaId: t2, colaboradorId: pessoas[0] })
    expect(alheio.status).toBe(400)
    expect(alheio.body.errors.map((e: { field: string }) => e.field)).toContain('colaboradorId')
    expect((await semPermissao.put(`${API}/turmas/${turma}/despesas`, { despesas: [] })).status).toBe(403)
    expect((await anonimo.get(`${API}/turmas/${turma}/frequencia`)).status).toBe(401)
  })
  it('corpos malformados dão 400, nunca 500; turma com participantes não é removida; curso em uso também não', async () => {
    for (const corpo of [null, 'x', [], { presencas: 'x' }, { presencas: [{ colaboradorTurmaId: 'a', diasPresentesIds: 3 }] }]) {
      const r = await rh.put(`${API}/turmas/${turma}/presencas`, corpo)
      expect(r.status, JSON.stringify(r.body)).toBe(400)
    }
    expect((await rh.put(`${API}/turmas/${turma}/despesas`, { despesas: [{ tipoDespesaId: 1 }] })).status).toBe(400)
    expect((await rh.post(`${API}/turmas/${turma}/clona-colaboradores`, {})).status).toBe(400)
    expect((await rh.get(`${API}/dias-turmas/por-datas?inicio=ontem&fim=2026-01-01`)).status).toBe(400)
    expect((await rh.get(`${API}/turmas/abc/frequencia`)).status).toBe(404)
    const removeTurma = await rh.delete(`${API}/turmas/${turma}`)
    expect([400, 409, 422]).toContain(removeTurma.status)
    const removeCurso = await rh.delete(`${API}/cursos/${curso}`)
    expect([400, 409, 422]).toContain(removeCurso.status)
    expect((await rh.get(`${API}/turmas/${turma}`)).status).toBe(200)
  })
})
