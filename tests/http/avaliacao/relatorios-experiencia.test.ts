import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { adicionarDias, diaEmSaoPaulo, diasEntre } from '../../../core/shared/datas.ts'
import { TIPO_NOTA } from '../../../core/shared/questionario.ts'
import { clienteRelatorios } from '../../support/arquivos-relatorio.ts'
import { bancosHttp } from '../../support/banco.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const cpf = (n: number) => {
  const corpo = String(760_000_000 + n * 7919).slice(0, 9)
  return corpo + calcularDvCpf(corpo)
}
type Cliente = ReturnType<typeof cliente>

/**
 * The four experience follow-up reports (issue 15; spec 002 §5 filters) on both databases: PDF and XLSX with the
 * expected situations (day 1 is the admission), the done ones and the ranking by score, the card; the filter rules
 * (400 per field), 401, 403, the manager seeing only their areas, and another company's data absent (422).
 */
describe.each(bancosHttp())('avaliação: relatórios do período de experiência ($nome)', (banco) => {
  let amb: AmbienteTeste
  let rh: Cliente
  let gestor: Cliente
  let semPermissao: Cliente
  let rh2: Cliente
  const anonimo = { cookie: '' }
  const hoje = diaEmSaoPaulo(Date.now())
  let t: { id: number; nome: string; dataAdmissao: string }
  let u: { id: number; nome: string }
  let p1: number
  let p2: number

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `relacomp_${process.pid}` } : {})
    const adm = cliente(amb.app)
    await adm.entrar()
    const perfilRh = await criarNaApi(adm, 'utilitario/perfis', { nome: 'RH Rel', autoridades: ['ROLE_AVALIACAO', 'ROLE_ACOMPANHAMENTO_EXPERIENCIA', 'ROLE_VER_AREAS'] })
    const perfilGestor = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Gestor Rel', autoridades: ['ROLE_ACOMPANHAMENTO_EXPERIENCIA'] })
    const perfilNada = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Nada Rel', autoridades: ['ROLE_MINHAS_AVALIACOES'] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'RH Rel', cpf: cpf(1), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilRh }] })
    rh = cliente(amb.app)
    await rh.entrar(cpf(1), 'segredo1', 1)
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'Nada Rel', cpf: cpf(3), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilNada }] })
    semPermissao = cliente(amb.app)
    await semPermissao.entrar(cpf(3), 'segredo1', 1)
    const adm2 = cliente(amb.app)
    await adm2.entrar(undefined, undefined, 2)
    const perfil2 = await criarNaApi(adm2, 'utilitario/perfis', { nome: 'RH Rel 2', autoridades: ['ROLE_AVALIACAO', 'ROLE_VER_AREAS'] })
    await criarNaApi(adm2, 'utilitario/usuarios', { nome: 'RH Rel 2', cpf: cpf(4), senha: 'segredo1', acessos: [{ empresaId: 2, perfilId: perfil2 }] })
    rh2 = cliente(amb.app)
    await rh2.entrar(cpf(4), 'segredo1', 2)

    // T: the most recently admitted employee; U: someone of another area. A manager of T's area only.
    const vinculados = ((await amb.knex('usuarios').whereNotNull('colaboradorId').select('colaboradorId')) as Array<{ colaboradorId: number }>).map((x) => Number(x.colaboradorId))
    const ativos = (await amb.knex('colaboradores').where('empresaId', 1).whereNull('dataDesligamento').where('dataAdmissao', '<', adicionarDias(hoje, -20)).whereNotIn('id', vinculados).orderBy('dataAdmissao', 'desc').select('id', 'nome', 'dataAdmissao')) as Array<{ id: number; nome: string; dataAdmissao: string }>
    const areaDe = async (id: number) => Number((await adm.get(`/api/cargo-salario/colaboradores/${id}`)).body.areaOrganizacionalId)
    t = { ...ativos[0]!, id: Number(ativos[0]!.id) }
    const areaT = await areaDe(t.id)
    expect(areaT).toBeGreaterThan(0)
    const areas = (await amb.knex('areas_organizacionais').where('empresaId', 1).select('id', 'areaMaeId')) as Array<{ id: number; areaMaeId: number | null }>
    const sob = (id: number): boolean => {
      let a: number | null = id
      while (a !== null) {
        if (a === areaT) return true
        const mae: number | null | undefined = areas.find((x) => Number(x.id) === a)?.areaMaeId
        a = mae == null ? null : Number(mae)
      }
      return false
    }
    for (const o of ativos.slice(1)) if (!sob(await areaDe(Number(o.id)))) {
      u = { id: Number(o.id), nome: o.nome }
      break
    }
    const gestorId = Number(ativos.find((o) => Number(o.id) !== t.id && Number(o.id) !== u.id)!.id)
    await amb.knex('areas_organizacionais').where({ id: areaT }).update({ responsaveis: JSON.stringify([gestorId]), coresponsaveis: '[]' })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'Gestor Rel', cpf: cpf(2), senha: 'segredo1', colaboradorId: gestorId, acessos: [{ empresaId: 1, perfilId: perfilGestor }] })
    gestor = cliente(amb.app)
    await gestor.entrar(cpf(2), 'segredo1', 1)

    // p1 due in 3 days for T (answered), p2 due five days ago (not answered).
    const decorridos = diasEntre(t.dataAdmissao, hoje)
    p1 = await criarNaApi(rh, 'avaliacao/periodos-experiencia', { nome: 'Rel p1', dias: decorridos + 4 })
    p2 = await criarNaApi(rh, 'avaliacao/periodos-experiencia', { nome: 'Rel p2', dias: decorridos - 4 })
    const m = await rh.post('/api/avaliacao/modelos-avaliacao', { titulo: 'Rel modelo', tipo: 'A', periodoExperienciaId: p1, percentualMinimoAprovacao: 60, perguntas: [{ texto: 'Nota', tipo: TIPO_NOTA, obrigatoria: true, notaMinima: 0, notaMaxima: 10 }] })
    expect(m.status, JSON.stringify(m.body)).toBe(201)
    const q = m.body.perguntas[0]
    for (const [id, nota] of [[t.id, 7], [u.id, 9]] as const) {
      await criarNaApi(rh, 'avaliacao/colaboradores-questionarios', { colaboradorId: id, modeloAvaliacaoId: m.body.id, data: hoje, respostas: [{ perguntaId: q.id, tipoId: TIPO_NOTA, nota }] })
    }
  }, 120_000)
  afterAll(() => amb?.fechar())

  const rel = (c: { cookie: string }) => clienteRelatorios(amb.app, () => c.cookie, 'avaliacao')
  const janela = () => ({ dataIni: adicionarDias(hoje, -10), dataFim: adicionarDias(hoje, 10) })

  it('previsto: os acompanhamentos com prazo no período e a situação de hoje', async () => {
    const r = await rel(rh).gerar('acompanhamento-experiencia-previsto', { periodosIds: [p1, p2], ...janela() })
    const deT = r.xlsx.filter((l) => l.includes(t.nome))
    expect(deT.some((l) => l.includes(adicionarDias(hoje, 3)) && l.includes('Rel p1') && l.includes('Respondido'))).toBe(true)
    expect(deT.some((l) => l.includes(adicionarDias(hoje, -5)) && l.includes('Rel p2') && l.includes('Atrasado'))).toBe(true)
    expect(r.pdf).toContain('Acompanhamento de Experiência Previsto')
  })

  it('realizados e ranking: notas (70 e 90), aprovação; o gestor só vê as suas áreas', async () => {
    const f = { periodosIds: [p1], dataIni: hoje, dataFim: hoje }
    const r = await rel(rh).gerar('acompanhamento-periodo-experiencia', f)
    expect(r.xlsx.find((l) => l.includes(t.nome))).toContain('Aprovado')
    expect(r.xlsx.some((l) => l.includes(u.nome))).toBe(true)
    const k = await rel(rh).gerar('ranking-performance-periodo-experiencia', f)
    const iU = k.xlsx.findIndex((l) => l.includes(u.nome))
    const iT = k.xlsx.findIndex((l) => l.includes(t.nome))
    expect(iU).toBeGreaterThan(-1)
    expect(iU).toBeLessThan(iT)
    const g = await rel(gestor).gerar('ranking-performance-periodo-experiencia', f)
    expect(g.xlsx.some((l) => l.includes(t.nome))).toBe(true)
    expect(g.xlsx.some((l) => l.includes(u.nome))).toBe(false)
  })

  it('cartão: por talento, cada período com prazo, situação e resultado', async () => {
    const r = await rel(rh).gerar('cartao-acompanhamento-periodo-experiencia', { periodosIds: [p1, p2], dataAdmissao: t.dataAdmissao, colaboradoresIds: [t.id] })
    expect(r.xlsx.some((l) => l.includes(t.nome))).toBe(true)
    expect(r.xlsx.some((l) => l.includes('Rel p1') && l.includes('Respondido') && l.includes('Aprovado'))).toBe(true)
    expect(r.xlsx.some((l) => l.includes('Rel p2') && l.includes('Atrasado'))).toBe(true)
    // Admitted before the reference date: no card.
    await rel(rh).semDados('cartao-acompanhamento-periodo-experiencia', { periodosIds: [p1], dataAdmissao: adicionarDias(t.dataAdmissao, 1), colaboradoresIds: [t.id] })
  })

  it('filtros do §5: períodos 1 a 4 (cartão 1 a 6), datas, ao menos um talento', async () => {
    const c = rel(rh)
    expect(await c.erros('acompanhamento-experiencia-previsto', {})).toEqual(
      expect.arrayContaining([
        { field: 'periodosIds', message: 'Selecione ao menos um Período de Acompanhamento' },
        { field: 'dataIni', message: 'Data inicial é obrigatória' },
      ]),
    )
    expect(await c.erros('ranking-performance-periodo-experiencia', { periodosIds: [1, 2, 3, 4, 5], ...janela() })).toEqual([{ field: 'periodosIds', message: 'Selecione no máximo 4 Períodos de Acompanhamento' }])
    expect(await c.erros('acompanhamento-periodo-experiencia', { periodosIds: [p1], dataIni: hoje, dataFim: adicionarDias(hoje, -1) })).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }])
    expect(await c.erros('cartao-acompanhamento-periodo-experiencia', { periodosIds: [1, 2, 3, 4, 5, 6, 7], colaboradoresIds: [] })).toEqual(
      expect.arrayContaining([
        { field: 'dataAdmissao', message: 'Data Admissão é obrigatória' },
        { field: 'colaboradoresIds', message: 'Selecione ao menos um candidato' },
      ]),
    )
    expect(await c.erros('cartao-acompanhamento-periodo-experiencia', { periodosIds: [1, 2, 3, 4, 5, 6, 7], colaboradoresIds: [t.id], dataAdmissao: hoje })).toEqual([
      { field: 'periodosIds', message: 'Selecione no máximo 6 Períodos de Acompanhamento' },
    ])
    await c.semDados('acompanhamento-periodo-experiencia', { periodosIds: [p1], dataIni: '2001-01-01', dataFim: '2001-12-31' })
  })

  it('401, 403 e outra empresa (422)', async () => {
    const f = { periodosIds: [p1], dataIni: hoje, dataFim: hoje }
    expect((await rel(anonimo).pedir('acompanhamento-periodo-experiencia', f)).status).toBe(401)
    expect((await rel(semPermissao).pedir('acompanhamento-periodo-experiencia', f)).status).toBe(403)
    await rel(rh2).semDados('acompanhamento-periodo-experiencia', f)
    await rel(rh2).semDados('acompanhamento-experiencia-previsto', { periodosIds: [p1, p2], ...janela() })
  })
})
