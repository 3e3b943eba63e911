import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cliente } from '../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../support/servidor.ts'

/**
 * The demo is the first thing anyone sees (issue 11): its people must hold together. Checked with knowledge
 * independent of the generator: CEP ranges and DDDs by UF (Correios, Anatel), ages against dates.
 */
const CEP_UF: Readonly<Record<number, ReadonlyArray<readonly [number, number]>>> = {
  35: [[1, 19]], 33: [[20, 28]], 32: [[29, 29]], 31: [[30, 39]], 29: [[40, 48]], 28: [[49, 49]], 26: [[50, 56]], 27: [[57, 57]],
  25: [[58, 58]], 24: [[59, 59]], 23: [[60, 63]], 22: [[64, 64]], 21: [[65, 65]], 15: [[66, 68]], 13: [[69, 69]], 53: [[70, 73]],
  52: [[72, 76]], 17: [[77, 77]], 51: [[78, 78]], 50: [[79, 79]], 41: [[80, 87]], 42: [[88, 89]], 43: [[90, 99]],
}
const DDD_UF: Readonly<Record<number, ReadonlyArray<string>>> = {
  35: ['11', '12', '13', '14', '15', '16', '17', '18', '19'], 33: ['21', '22', '24'], 32: ['27', '28'], 31: ['31', '32', '33', '34', '35', '37', '38'],
  41: ['41', '42', '43', '44', '45', '46'], 42: ['47', '48', '49'], 43: ['51', '53', '54', '55'], 53: ['61'], 52: ['62', '64'], 51: ['65', '66'],
  50: ['67'], 29: ['71', '73', '74', '75', '77'], 28: ['79'], 26: ['81', '87'], 27: ['82'], 25: ['83'], 24: ['84'], 23: ['85', '88'],
  22: ['86', '89'], 15: ['91', '93', '94'], 13: ['92', '97'], 21: ['98', '99'],
}

let amb: AmbienteTeste
let candidatos: Array<Record<string, any>>
beforeAll(async () => {
  amb = await criarAmbiente()
  candidatos = await amb.knex('candidatos').select()
})
afterAll(() => amb?.fechar())

const ano = (d: string) => Number(d.slice(0, 4))
const json = (v: unknown): any[] => (typeof v === 'string' ? JSON.parse(v) : Array.isArray(v) ? v : [])
const esteAno = Number(new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' }).slice(0, 4))

describe('dados de demonstração coerentes', () => {
  it('há candidatos para olhar', () => expect(candidatos.length).toBeGreaterThan(50))

  it('CEP na faixa da UF e DDD da UF', () => {
    const erros: string[] = []
    for (const c of candidatos) {
      if (c.cep && c.ufId) {
        const prefixo = Number(String(c.cep).padStart(8, '0').slice(0, 2))
        if (!(CEP_UF[Number(c.ufId)] ?? []).some(([a, b]) => prefixo >= a && prefixo <= b)) erros.push(`${c.nome}: CEP ${c.cep} fora da UF ${c.ufId}`)
      }
      if (c.dddCelular && c.ufId && !(DDD_UF[Number(c.ufId)] ?? []).includes(String(c.dddCelular))) erros.push(`${c.nome}: DDD ${c.dddCelular} fora da UF ${c.ufId}`)
    }
    expect(erros).toEqual([])
  })

  it('datas que cabem na idade: formação concluída até este ano e depois dos 17, experiências depois dos 14, escolaridade que bate com a formação', () => {
    const erros: string[] = []
    for (const c of candidatos) {
      // One birth year typed wrong on purpose (1919 for 1991) shows the 'não qualificado' status.
      if (!c.dataNascimento || ano(c.dataNascimento) < 1930) continue
      const nasc = ano(c.dataNascimento)
      for (const f of json(c.formacao)) {
        if (f.conclusao && (Number(f.conclusao) > esteAno || Number(f.conclusao) < nasc + 17)) erros.push(`${c.nome}: formação concluída em ${f.conclusao}, nascido em ${nasc}`)
        if (f.situacao === 'COMPLETO' && f.tipo === 'GRADUACAO' && !['09', '10', '11', '12', '13', '14'].includes(String(c.escolaridade))) erros.push(`${c.nome}: graduação completa e escolaridade ${c.escolaridade}`)
        if (f.situacao === 'EM_ANDAMENTO' && f.conclusao) erros.push(`${c.nome}: formação em andamento com conclusão ${f.conclusao}`)
      }
      for (const e of json(c.experiencias)) {
        if (e.dataAdmissao && ano(e.dataAdmissao) < nasc + 14) erros.push(`${c.nome}: admitido em ${e.dataAdmissao}, nascido em ${nasc}`)
        if (e.dataDesligamento && e.dataDesligamento < e.dataAdmissao) erros.push(`${c.nome}: saiu antes de entrar`)
        if (e.dataAdmissao && ano(e.dataAdmissao) > esteAno) erros.push(`${c.nome}: admissão no futuro`)
      }
    }
    expect(erros).toEqual([])
  })
})

describe('organização e talentos de demonstração coerentes', () => {
  const hoje = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' })
  const menosAnos = (d: string, n: number) => `${Number(d.slice(0, 4)) - n}${d.slice(4)}`
  let talentos: Array<Record<string, any>>
  let historicos: Array<Record<string, any>>
  beforeAll(async () => {
    talentos = await amb.knex('colaboradores').where('empresaId', 1)
    historicos = await amb.knex('colaborador_historicos').where('empresaId', 1).orderBy(['colaboradorId', 'data'])
  })

  it('cerca de 250 talentos admitidos nos últimos 3 anos, adultos na admissão, alguns desligados e membros da CIPA', () => {
    expect(talentos.length).toBeGreaterThanOrEqual(230)
    expect(talentos.length).toBeLessThanOrEqual(280)
    const erros: string[] = []
    for (const t of talentos) {
      if (t.dataAdmissao < menosAnos(hoje, 3) || t.dataAdmissao > hoje) erros.push(`${t.nome}: admitido em ${t.dataAdmissao}`)
      if (menosAnos(t.dataAdmissao, 18) < t.dataNascimento) erros.push(`${t.nome}: menor de 18 anos na admissão`)
      if (t.dataDesligamento && (t.dataDesligamento < t.dataAdmissao || t.dataDesligamento > hoje || !t.motivoDesligamentoId)) erros.push(`${t.nome}: desligamento ${t.dataDesligamento}`)
      if (t.membroCipa && !(t.dataFimEstabilidadeCipa > hoje)) erros.push(`${t.nome}: CIPA sem estabilidade futura`)
    }
    expect(erros).toEqual([])
    const desligados = talentos.filter((t) => t.dataDesligamento).length
    expect(desligados).toBeGreaterThan(10)
    expect(desligados).toBeLessThan(talentos.length / 4)
    expect(talentos.filter((t) => t.membroCipa).length).toBeGreaterThanOrEqual(4)
  })

  it('cada talento tem o histórico da admissão na data de admissão e nada antes dela nem depois do desligamento; a faixa é do cargo', async () => {
    const faixas = new Map((await amb.knex('faixas_salariais').select('id', 'cargoId')).map((f: any) => [f.id, f.cargoId]))
    const porTalento = new Map<number, Array<Record<string, any>>>()
    for (const h of historicos) porTalento.set(h.colaboradorId, [...(porTalento.get(h.colaboradorId) ?? []), h])
    const erros: string[] = []
    for (const t of talentos) {
      const hs = porTalento.get(t.id) ?? []
      if (hs[0]?.motivo !== 'AD' || hs[0]?.data !== t.dataAdmissao) erros.push(`${t.nome}: primeiro histórico ${hs[0]?.motivo} em ${hs[0]?.data}`)
      for (const h of hs) {
        if (t.dataDesligamento && h.data > t.dataDesligamento) erros.push(`${t.nome}: histórico depois do desligamento`)
        if (h.faixaSalarialId && faixas.get(h.faixaSalarialId) !== h.cargoId) erros.push(`${t.nome}: faixa de outro cargo`)
      }
    }
    expect(erros).toEqual([])
    // Careers moved: promotions, transfers, collective adjustments, and one promotion scheduled ahead.
    const motivos = new Set(historicos.map((h) => h.motivo))
    for (const m of ['AD', 'PH', 'PV', 'TR', 'DI']) expect(motivos).toContain(m)
    expect(historicos.some((h) => h.data > hoje)).toBe(true)
  })

  it('árvore de 3 níveis com responsáveis ativos; faixas com 3 anos de valores; 2 índices', async () => {
    const areas = await amb.knex('areas_organizacionais').where('empresaId', 1)
    const nivel = (a: any): number => (a.areaMaeId ? 1 + nivel(areas.find((x: any) => x.id === a.areaMaeId)) : 1)
    expect(Math.max(...areas.map(nivel))).toBe(3)
    const ativos = new Set(talentos.filter((t) => !t.dataDesligamento).map((t) => t.id))
    for (const a of areas.filter((x: any) => x.ativo)) {
      const resp: number[] = typeof a.responsaveis === 'string' ? JSON.parse(a.responsaveis) : a.responsaveis
      expect(resp.length, a.nome).toBeGreaterThan(0)
      for (const id of resp) expect(ativos.has(id), `${a.nome}: responsável desligado`).toBe(true)
    }
    expect(await amb.knex('cargos').where('empresaId', 1).count({ n: '*' })).toEqual([{ n: 12 }])
    const datas = (await amb.knex('faixa_salarial_historicos').where('empresaId', 1).select('data')).map((h: any) => h.data as string).sort()
    expect(datas[0]! <= menosAnos(hoje, 2)).toBe(true)
    expect((await amb.knex('indices').where('empresaId', 1)).length).toBe(2)
  })

  it('competências: CHA com comportamentos nos cargos; o que as faixas exigem e os níveis dos talentos, datados e na faixa em que estavam', async () => {
    const itens = await amb.knex('competencias').where('empresaId', 1)
    expect(new Set(itens.map((c: any) => c.tipo))).toEqual(new Set(['C', 'H', 'A']))
    const comComportamentos = new Set((await amb.knex('criterios_avaliacao_competencia').where('empresaId', 1)).map((c: any) => c.competenciaId))
    for (const c of itens) expect(comComportamentos.has(c.id), `${c.nome} sem comportamentos`).toBe(true)
    const cargosComCha = (await amb.knex('cargos').where('empresaId', 1)).filter((c: any) => JSON.parse(c.conhecimentos ?? '[]').length && JSON.parse(c.atitudes ?? '[]').length)
    expect(cargosComCha.length).toBeGreaterThanOrEqual(6)
    const historicosNiveis = await amb.knex('niveis_competencia_historicos').where('empresaId', 1).orderBy('data')
    expect(historicosNiveis).toHaveLength(2)
    const niveisEm = (d: string) => JSON.parse([...historicosNiveis].reverse().find((h: any) => h.data <= d).configHistoricosNiveis).map((l: any) => l.nivelCompetenciaId)
    const erros: string[] = []
    const faixas = await amb.knex('config_niveis_competencia_faixas').where('empresaId', 1)
    for (const f of faixas) for (const l of JSON.parse(f.configsNiveisCompetencias)) if (!niveisEm(f.data).includes(l.nivelCompetenciaId)) erros.push(`faixa ${f.faixaSalarialId}: nível fora do histórico`)
    const configs = await amb.knex('config_niveis_competencia_colaboradores').where('empresaId', 1)
    const porId = new Map(talentos.map((t) => [t.id, t]))
    for (const c of configs) {
      const t = porId.get(c.colaboradorId)!
      const posicao = historicos.filter((h) => h.colaboradorId === c.colaboradorId && h.data <= c.data).at(-1)
      if (c.data < t.dataAdmissao || c.data > hoje || (t.dataDesligamento && c.data > t.dataDesligamento)) erros.push(`${t.nome}: níveis em ${c.data}`)
      if (posicao?.faixaSalarialId !== c.faixaSalarialId) erros.push(`${t.nome}: níveis registrados com outra faixa`)
      for (const l of JSON.parse(c.configsNiveisCompetencias)) if (!niveisEm(c.data).includes(l.nivelCompetenciaId)) erros.push(`${t.nome}: nível fora do histórico`)
    }
    expect(erros).toEqual([])
    // The radar has both sides for many people today: their levels and their range's requirements.
    const ativosComNiveis = new Set(configs.filter((c: any) => !porId.get(c.colaboradorId)!.dataDesligamento).map((c: any) => c.colaboradorId))
    expect(ativosComNiveis.size).toBeGreaterThanOrEqual(50)
    expect(configs.some((c: any) => c.data < menosAnos(hoje, 1))).toBe(true)
  })
})

describe('os relatórios de Cargos e Salários têm o que mostrar na demonstração', () => {
  const hoje = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' })
  const ha = (dias: number) => new Date(Date.parse(`${hoje}T12:00:00Z`) - dias * 86_400_000).toISOString().slice(0, 10)
  let adm: ReturnType<typeof cliente>
  const todos: Record<string, string> = {}
  /** A consulta's rows as the screen asks for them (lists comma-joined in the query). */
  const consultar = async (nome: string, f: Record<string, string | number>) => {
    const r = await adm.get(`/api/cargo-salario/consultas/${nome}?${new URLSearchParams(Object.entries(f).map(([k, v]) => [k, String(v)]))}`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    return r.body.linhas as Array<Record<string, any>>
  }
  beforeAll(async () => {
    adm = cliente(amb.app)
    await adm.entrar()
    for (const [campo, recurso] of [['estabelecimentosIds', 'utilitario/estabelecimentos'], ['cargosIds', 'cargo-salario/cargos'], ['areasOrganizacionaisIds', 'cargo-salario/areas-organizacionais'], ['gruposOcupacionaisIds', 'cargo-salario/grupos-ocupacionais']] as const) {
      todos[campo] = ((await adm.get(`/api/${recurso}?unpaged=true`)).body as Array<{ id: number }>).map((x) => x.id).join(',')
    }
  })

  it('hoje: a estrutura, as pessoas por cargo, área e grupo, e quem está há mais de um ano sem reajuste', async () => {
    const ativos = (await amb.knex('colaboradores').where('empresaId', 1).where((w) => w.whereNull('dataDesligamento').orWhere('dataDesligamento', '>', hoje))).length
    const resumidos = await consultar('cargos-resumidos', { data: hoje, cargosIds: todos['cargosIds']! })
    expect(new Set(resumidos.map((l) => l['cargo'])).size).toBe(12)
    expect(resumidos.reduce((a, l) => a + l['talentos'], 0)).toBe(ativos)
    expect(resumidos.filter((l) => l['forma'] !== 'Valor fixo').length).toBeGreaterThan(0)
    expect((await consultar('cargos', { data: hoje, cargosIds: todos['cargosIds']! })).filter((l) => l['item'] === 'Missão').length).toBeGreaterThan(0)
    const base = { data: hoje, estabelecimentosIds: todos['estabelecimentosIds']!, tipo: 'R' }
    const porCargo = await consultar('talentos-cargos', { ...base, cargosIds: todos['cargosIds']! })
    expect(porCargo).toHaveLength(12)
    expect(porCargo.reduce((a, l) => a + l['talentos'], 0)).toBe(ativos)
    expect((await consultar('talentos-areas-organizacionais', { ...base, areasOrganizacionaisIds: todos['areasOrganizacionaisIds']! })).length).toBeGreaterThanOrEqual(9)
    expect((await consultar('talentos-grupos-ocupacionais', { ...base, gruposOcupacionaisIds: todos['gruposOcupacionaisIds']! })).map((l) => l['grupo']).sort()).toEqual(['Administrativo', 'Gestão', 'Operacional', 'Técnico'])
    const semReajuste = await consultar('ultimas-promocoes', { data: hoje, estabelecimentosIds: todos['estabelecimentosIds']!, mesesSemReajuste: 12 })
    expect(semReajuste.length).toBeGreaterThan(10)
    expect(semReajuste.length).toBeLessThan(ativos)
  })

  it('no último ano: valores novos das faixas e dos índices, promoções horizontais e verticais, todo tipo de movimentação; em 3 anos, mudanças de cargo e de área', async () => {
    const ano = { dataIni: ha(365), dataFim: hoje }
    const faixas = await consultar('historicos-faixas-salariais', { ...ano, cargosIds: todos['cargosIds']! })
    expect(new Set(faixas.map((l) => l['origem']))).toEqual(new Set(['F', 'I']))
    expect(faixas.every((l) => l['reajuste'] > 0)).toBe(true)
    const comEstab = { ...ano, estabelecimentosIds: todos['estabelecimentosIds']! }
    const promocoes = await consultar('promocoes', { ...comEstab, tipo: 'R' })
    expect(promocoes.reduce((a, l) => a + l['horizontais'], 0)).toBeGreaterThan(5)
    expect(promocoes.reduce((a, l) => a + l['verticais'], 0)).toBeGreaterThanOrEqual(3)
    expect(promocoes.every((l) => l['aumento'] > 0)).toBe(true)
    const situacoes = await consultar('situacoes', comEstab)
    expect(new Set(situacoes.map((l) => l['motivo']))).toEqual(new Set(['Admissão', 'Promoção horizontal', 'Promoção vertical', 'Reajuste', 'Dissídio', 'Transferência']))
    const alteracoes = await consultar('alteracoes-cargos-e-ou-areas', { dataIni: ha(3 * 365), dataFim: hoje, estabelecimentosIds: todos['estabelecimentosIds']! })
    expect(new Set(alteracoes.map((l) => l['alterou']))).toEqual(new Set(['Área', 'Cargo', 'Cargo e área']))
  })
})
