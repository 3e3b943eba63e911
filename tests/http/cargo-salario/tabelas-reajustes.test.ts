import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cpfDeTeste } from '../../support/cpf.ts'
import { bancosHttp, inserirLinha } from '../../support/banco.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const TAB = '/api/cargo-salario/tabelas-reajustes-colaboradores'
const LC = '/api/cargo-salario/reajustes-colaboradores'
const LF = '/api/cargo-salario/reajustes-faixas-salariais'
const LI = '/api/cargo-salario/reajustes-indices'
const HIST = '/api/cargo-salario/colaboradores/historicos'
/** After every dated row of the demo. */
const DATA = '2031-03-01'

const cpfDe = (n: number) => cpfDeTeste(610_000_000, n)
const CPF_CAIO = cpfDe(1)
const CPF_RITA = cpfDe(2)

const campos = (r: { body: any }) => Object.fromEntries((r.body.errors ?? []).map((e: { field: string; message: string }) => [e.field, e.message]))
/** core's aplicarReajuste by percentage (thousandths), halves away from zero. */
const maisPercentual = (s: number, milesimos: number) => s + Math.floor((2 * s * milesimos + 100_000) / 200_000)

/** Salary realignment tables (spec 001 §3, §4, §5 "Bulk realignment", "Realignment table", §7 Reajustes). */
describe.each(bancosHttp())('tabelas de reajuste ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  let estab: number
  let estabs: number[]
  let areas: number[]
  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `reajustes_${process.pid}` } : {})
    adm = cliente(amb.app)
    await adm.entrar()
    estabs = ((await amb.knex('estabelecimentos').where('empresaId', 1).orderBy('id').select('id')) as Array<{ id: number }>).map((x) => Number(x.id))
    estab = estabs[0]!
    // The two areas with most people today.
    const porArea = (await amb.knex('colaborador_historicos').where('empresaId', 1).whereNull('dataFim').groupBy('areaOrganizacionalId').select('areaOrganizacionalId').count({ n: '*' }).orderBy('n', 'desc')) as Array<{ areaOrganizacionalId: number }>
    areas = porArea.slice(0, 2).map((x) => Number(x.areaOrganizacionalId))
  }, 120_000)
  afterAll(() => amb?.fechar())

  const novaTabela = async (corpo: Record<string, unknown> = {}) => {
    const r = await adm.post(TAB, { nome: 'Reajuste', data: DATA, tipoReajuste: 'C', ...corpo })
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    return r.body as { id: number } & Record<string, unknown>
  }
  const linhas = async (recurso: string, tabela: number) => {
    const r = await adm.get(`${recurso}?unpaged=true&tabelaReajusteColaboradorId=${tabela}`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    return r.body as Array<Record<string, any>>
  }
  /** Each history row of the employee ends where the next begins (the vigencia chain the bulk writes keep). */
  const encadeado = async (colaboradorId: number) => {
    const hs = ((await adm.get(`${HIST}?unpaged=true&colaboradorId=${colaboradorId}`)).body as Array<{ data: string; dataFim: string | null }>).sort((a, b) => (a.data < b.data ? -1 : 1))
    expect(hs.map((h) => h.dataFim)).toEqual([...hs.slice(1).map((h) => h.data), null])
  }
  const salarioEm = async (colaboradorId: number, data: string) => (await adm.get(`/api/cargo-salario/colaboradores/${colaboradorId}/salario-calculado?data=${data}`)).body.salario

  it('401 sem sessão; 403 sem a permissão de reajustes', async () => {
    const anonimo = cliente(amb.app)
    expect((await anonimo.get(TAB)).status).toBe(401)
    expect((await anonimo.post(`${TAB}/1/aplicar-colaboradores`)).status).toBe(401)
    const perfil = await adm.post('/api/utilitario/perfis', { nome: 'Só cadastros', autoridades: ['ROLE_CARGO_SALARIO_CADASTROS', 'ROLE_CARGO_SALARIO_COLABORADORES'] })
    expect((await adm.post('/api/utilitario/usuarios', { nome: 'Caio Cadastros', cpf: CPF_CAIO, senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })).status).toBe(201)
    const caio = cliente(amb.app)
    await caio.entrar(CPF_CAIO, 'segredo1', 1)
    const t = await novaTabela({ nome: 'Proibida' })
    expect((await caio.get(TAB)).status).toBe(403)
    expect((await caio.get(`${TAB}/${t.id}/total-folha`)).status).toBe(403)
    expect((await caio.post(`${TAB}/${t.id}/aplicar-colaboradores`)).status).toBe(403)
    expect((await caio.post(`${TAB}/${t.id}/cancelar-reajuste`)).status).toBe(403)
    expect((await caio.get(LC)).status).toBe(403)
  })

  it('400: título até 100, data e tipo obrigatórios; movimentação com estabelecimentos, áreas e valor conforme a especificação', async () => {
    expect(campos(await adm.post(TAB, {}))).toEqual({ nome: 'Título é obrigatório', data: 'Data é obrigatória', tipoReajuste: 'Tipo de reajuste é obrigatório' })
    expect(campos(await adm.post(TAB, { nome: 'x'.repeat(101), data: DATA, tipoReajuste: 'X' }))).toEqual({
      nome: 'Título deve ter no máximo 100 caracteres',
      tipoReajuste: 'Tipo de reajuste inválido',
    })
    const t = await novaTabela({ nome: 'Validações' })
    const mov = `${TAB}/${t.id}/movimentacao-reajuste-coletivo-colaborador`
    expect(campos(await adm.post(mov, {}))).toEqual({
      estabelecimentosIds: 'Selecione ao menos um estabelecimento',
      areasOrganizacionaisIds: 'Selecione ao menos uma área organizacional',
      reajustarPor: 'Reajustar por é obrigatório',
      valorDissidio: 'Valor é obrigatório',
    })
    const base = { estabelecimentosIds: estabs, areasOrganizacionaisIds: areas }
    expect(campos(await adm.post(mov, { ...base, reajustarPor: 1, valorDissidio: 0 }))).toEqual({ valorDissidio: 'O valor não pode ser 0 (zero)' })
    expect(campos(await adm.post(mov, { ...base, reajustarPor: 1, valorDissidio: 1000 }))).toEqual({ valorDissidio: 'O percentual não pode ser maior que 999,999%' })
    expect(campos(await adm.post(mov, { ...base, reajustarPor: 2, valorDissidio: 100_000_000 }))).toEqual({ valorDissidio: 'O valor não pode ser maior que 999.999,99' })
    expect(campos(await adm.post(mov, { ...base, reajustarPor: 2, valorDissidio: 10.5 }))).toEqual({ valorDissidio: 'Valor inválido' })
    // A line: 'Valor é obrigatório' for type 3, the index for type 2, observação up to 255.
    const col = Number((await amb.knex('colaboradores').where('empresaId', 1).orderBy('id').first()).id)
    const linha = { tabelaReajusteColaboradorId: t.id, colaboradorId: col, estabelecimentoId: estab, areaOrganizacionalId: areas[0], cargoId: Number((await amb.knex('cargos').where('empresaId', 1).first()).id) }
    expect(campos(await adm.post(LC, { ...linha, tipoSalario: 3, salario: 1, observacao: 'x'.repeat(256) }))).toEqual({ observacao: 'Observação deve ter no máximo 255 caracteres' })
    expect(campos(await adm.post(LC, { ...linha, tipoSalario: 3 }))).toEqual({ salario: 'Valor é obrigatório' })
    expect(campos(await adm.post(LC, { ...linha, tipoSalario: 2 }))).toMatchObject({ indiceId: 'Índice é obrigatório' })
    const ok = await adm.post(LC, { ...linha, tipoSalario: 3, salario: 123_456 })
    expect(ok.status, JSON.stringify(ok.body)).toBe(201)
    // What was in force on the table's date is kept on the line.
    const lida = (await adm.get(`${LC}/${ok.body.id}`)).body
    expect(lida).toMatchObject({ salarioAtual: await salarioEm(col, DATA), salarioProposto: 123_456, nomeColaborador: expect.any(String) })
    expect(lida.estabelecimentoIdAtual).not.toBeNull()
  })

  it('planeja um dissídio de 6 % em duas áreas, lê o custo, aplica, cancela e volta ao salário anterior', async () => {
    const t = await novaTabela({ nome: 'Dissídio 2031', dissidio: true })
    const r = await adm.post(`${TAB}/${t.id}/movimentacao-reajuste-coletivo-colaborador`, { estabelecimentosIds: estabs, areasOrganizacionaisIds: areas, reajustarPor: 1, valorDissidio: 6 })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.linhas).toBeGreaterThan(1)
    const ls = await linhas(LC, t.id)
    expect(ls).toHaveLength(r.body.linhas)
    for (const l of ls) {
      expect(areas).toContain(l['areaOrganizacionalId'])
      expect(l['salario']).toBe(maisPercentual(l['salarioAtual'], 6000))
      expect(l['diferenca']).toBe(l['salario'] - l['salarioAtual'])
      expect(l['duplicidade']).toBe(false)
    }
    // The cost: the table's total is the sum of its lines, and so are the breakdowns.
    const custo = await adm.get(`${TAB}/${t.id}/total-folha`)
    expect(custo.status, JSON.stringify(custo.body)).toBe(200)
    const soma = (k: string) => ls.reduce((s, l) => s + Number(l[k]), 0)
    expect(custo.body.total).toMatchObject({ quantidade: ls.length, atual: soma('salarioAtual'), proposto: soma('salario'), diferenca: soma('diferenca') })
    expect(custo.body.total.percentual).toBeCloseTo(6, 1)
    expect(custo.body.porArea.reduce((s: number, p: { proposto: number }) => s + p.proposto, 0)).toBe(soma('salario'))
    expect(custo.body.porEstabelecimento.reduce((s: number, p: { atual: number }) => s + p.atual, 0)).toBe(soma('salarioAtual'))
    expect(custo.body.folhaEmpresa.atual).toBeGreaterThanOrEqual(soma('salarioAtual'))
    expect(custo.body.folhaEmpresa.diferenca).toBe(soma('diferenca'))

    const alguem = ls[0]!
    const antes = await salarioEm(alguem['colaboradorId'], DATA)
    const historicosAntes = (await adm.get(`${HIST}?unpaged=true&colaboradorId=${alguem['colaboradorId']}`)).body.length
    const aplicada = await adm.post(`${TAB}/${t.id}/aplicar-colaboradores`)
    expect(aplicada.status, JSON.stringify(aplicada.body)).toBe(200)
    expect(aplicada.body).toMatchObject({ situacao: 'A', aprovada: true, ehUltimo: true })
    expect(await salarioEm(alguem['colaboradorId'], DATA)).toBe(alguem['salario'])
    expect(await salarioEm(alguem['colaboradorId'], '2031-02-28')).toBe(antes)
    const hs = (await adm.get(`${HIST}?unpaged=true&colaboradorId=${alguem['colaboradorId']}`)).body as Array<Record<string, any>>
    expect(hs).toHaveLength(historicosAntes + 1)
    expect(hs.find((h) => h['data'] === DATA)).toMatchObject({ motivo: 'DI', tipoSalario: 3, salario: alguem['salario'], dataFim: null })
    for (const l of ls.slice(0, 10)) await encadeado(l['colaboradorId'])

    // Frozen while applied (the transition table).
    expect((await adm.put(`${TAB}/${t.id}`, { nome: 'Outro', data: DATA, tipoReajuste: 'C' })).status).toBe(400)
    expect((await adm.delete(`${LC}/${alguem['id']}`)).status).toBe(400)
    expect((await adm.post(`${TAB}/${t.id}/movimentacao-reajuste-coletivo-colaborador`, { estabelecimentosIds: estabs, areasOrganizacionaisIds: areas, reajustarPor: 1, valorDissidio: 1 })).status).toBe(400)
    expect((await adm.delete(`${TAB}/${t.id}`)).body.message).toBe('Tabela de reajuste aplicada não pode ser removida; cancele o reajuste antes.')
    expect((await adm.post(`${TAB}/${t.id}/aplicar-colaboradores`)).body.message).toBe('O reajuste desta tabela já foi aplicado.')

    const cancelada = await adm.post(`${TAB}/${t.id}/cancelar-reajuste`)
    expect(cancelada.status, JSON.stringify(cancelada.body)).toBe(200)
    expect(cancelada.body).toMatchObject({ situacao: 'X', aprovada: false })
    expect(await salarioEm(alguem['colaboradorId'], DATA)).toBe(antes)
    expect((await adm.get(`${HIST}?unpaged=true&colaboradorId=${alguem['colaboradorId']}`)).body).toHaveLength(historicosAntes)
    for (const l of ls.slice(0, 10)) await encadeado(l['colaboradorId'])
    expect((await adm.post(`${TAB}/${t.id}/cancelar-reajuste`)).body.message).toBe('Só é possível cancelar um reajuste aplicado.')
    // A cancelled table is a draft again: removable with its lines.
    expect((await adm.delete(`${TAB}/${t.id}`)).status).toBe(200)
    expect(await linhas(LC, t.id)).toEqual([])
  })

  it('regras (400 REGRA_VIOLADA): sem linhas, histórico na mesma data, só o último aplicado é cancelado; ação de outro tipo', async () => {
    const vazia = await novaTabela({ nome: 'Vazia' })
    expect((await adm.post(`${TAB}/${vazia.id}/aplicar-colaboradores`)).body.message).toBe('A tabela de reajuste não tem linhas.')
    expect((await adm.post(`${TAB}/${vazia.id}/aplicar-indices`)).body.message).toBe('Esta tabela é de reajuste de Talento.')

    const t1 = await novaTabela({ nome: 'Primeira', data: '2031-05-01' })
    const mov = { estabelecimentosIds: estabs, areasOrganizacionaisIds: [areas[0]], reajustarPor: 2, valorDissidio: 10_000 }
    expect((await adm.post(`${TAB}/${t1.id}/movimentacao-reajuste-coletivo-colaborador`, mov)).status).toBe(200)
    const [l] = await linhas(LC, t1.id)
    expect(l!['salario']).toBe(l!['salarioAtual'] + 10_000)
    // Someone already has a row on that date: the table is not applied, nothing changes.
    const h = (await adm.get(`${HIST}?unpaged=true&colaboradorId=${l!['colaboradorId']}`)).body.find((x: { dataFim: string | null }) => x.dataFim === null)
    const { id: _i, dataFim: _d, situacao: _s, salarioCalculado: _c, empresaId: _e, criadoEm: _ce, atualizadoEm: _ae, ...resto } = h
    const manual = await adm.post(HIST, { ...resto, data: '2031-05-01', motivo: 'PH' })
    expect(manual.status, JSON.stringify(manual.body)).toBe(201)
    expect((await linhas(LC, t1.id)).find((x) => x['id'] === l!['id'])!['duplicidade']).toBe(true)
    const recusa = await adm.post(`${TAB}/${t1.id}/aplicar-colaboradores`)
    expect(recusa.status).toBe(400)
    expect(recusa.body.message).toContain('Já existe histórico na data do reajuste para: ')
    expect((await adm.delete(`${HIST}/${manual.body.id}`)).status).toBe(200)
    expect((await adm.post(`${TAB}/${t1.id}/aplicar-colaboradores`)).status).toBe(200)

    const t2 = await novaTabela({ nome: 'Segunda', data: '2031-06-01' })
    expect((await adm.post(`${TAB}/${t2.id}/movimentacao-reajuste-coletivo-colaborador`, mov)).status).toBe(200)
    expect((await adm.post(`${TAB}/${t2.id}/aplicar-colaboradores`)).status).toBe(200)
    expect((await adm.get(`${TAB}/${t1.id}`)).body.ehUltimo).toBe(false)
    expect((await adm.post(`${TAB}/${t1.id}/cancelar-reajuste`)).body.message).toBe('Só é possível cancelar o último reajuste aplicado deste tipo (cancele antes os posteriores).')
    // t1's row sits between others now (t2's is later): the chain holds, also with t1's row moved by hand before cancelling.
    await encadeado(l!['colaboradorId'])
    expect((await adm.post(`${TAB}/${t2.id}/cancelar-reajuste`)).status).toBe(200)
    const deT1 = (await linhas(LC, t1.id)).find((x) => x['id'] === l!['id'])!
    const movida = (await adm.get(`${HIST}/${deT1['historicoId']}`)).body
    const { id: _mi, dataFim: _md, situacao: _ms, salarioCalculado: _mc, empresaId: _me, criadoEm: _mce, atualizadoEm: _mae, ...dados } = movida
    expect((await adm.put(`${HIST}/${movida.id}`, { ...dados, data: '2031-05-10' })).status).toBe(200)
    expect((await adm.post(`${TAB}/${t1.id}/cancelar-reajuste`)).status).toBe(200)
    await encadeado(l!['colaboradorId'])
  })

  it('índices e faixas: movimentação, aplicar grava o histórico na data, cancelar o remove', async () => {
    const indice = (await adm.post('/api/cargo-salario/indices', { nome: 'Piso de teste' })).body.id
    await adm.post('/api/cargo-salario/indices/historicos', { indiceId: indice, data: '2024-01-01', valor: 200_000 })
    const ti = await novaTabela({ nome: 'Índices', tipoReajuste: 'I' })
    expect(campos(await adm.post(`${TAB}/${ti.id}/movimentacao-reajuste-coletivo-indices`, { reajustarPor: 1, valorDissidio: 5 }))).toEqual({ indicesIds: 'Selecione ao menos um índice' })
    expect((await adm.post(`${TAB}/${ti.id}/movimentacao-reajuste-coletivo-indices`, { indicesIds: [indice], reajustarPor: 1, valorDissidio: 5 })).body).toEqual({ linhas: 1 })
    expect(await linhas(LI, ti.id)).toMatchObject([{ indiceId: indice, valorAtual: 200_000, valor: 210_000, diferenca: 10_000, diferencaPercentual: 5 }])
    expect((await adm.post(`${TAB}/${ti.id}/aplicar-indices`)).status).toBe(200)
    expect((await adm.get(`/api/cargo-salario/indices/historicos?unpaged=true&indiceId=${indice}`)).body.map((h: { data: string; valor: number }) => [h.data, h.valor])).toEqual([
      [DATA, 210_000],
      ['2024-01-01', 200_000],
    ])
    expect((await adm.post(`${TAB}/${ti.id}/cancelar-reajuste`)).status).toBe(200)
    expect((await adm.get(`/api/cargo-salario/indices/historicos?unpaged=true&indiceId=${indice}`)).body).toHaveLength(1)

    const cargo = (await adm.post('/api/cargo-salario/cargos', { nome: 'Cargo Reajuste', nomeMercado: 'Cargo Reajuste', areasOrganizacionais: [areas[0]] })).body.id
    const cbo = Number((await amb.knex('cbo_ocupacoes').orderBy('id').first()).id)
    const faixa = (await adm.post('/api/cargo-salario/faixas-salariais', { cargoId: cargo, nome: 'Única', cboId: cbo })).body.id
    await adm.post('/api/cargo-salario/faixas-salariais/historicos', { faixaSalarialId: faixa, data: '2024-01-01', tipo: 3, valor: 300_000 })
    const tf = await novaTabela({ nome: 'Faixas', tipoReajuste: 'F' })
    expect((await adm.post(`${TAB}/${tf.id}/movimentacao-reajuste-coletivo-faixas-salariais`, { cargosIds: [cargo], reajustarPor: 2, valorDissidio: 15_000 })).body).toEqual({ linhas: 1 })
    expect(await linhas(LF, tf.id)).toMatchObject([{ faixaSalarialId: faixa, valorAtual: 300_000, valor: 315_000, valorProposto: 315_000, diferenca: 15_000 }])
    expect((await adm.post(`${TAB}/${tf.id}/aplicar-faixas-salariais`)).status).toBe(200)
    expect((await adm.get(`/api/cargo-salario/faixas-salariais/${faixa}`)).body.valorVigente).toBe(300_000)
    expect((await adm.get(`/api/cargo-salario/faixas-salariais/historicos?unpaged=true&faixaSalarialId=${faixa}&vigenteEm=${DATA}`)).body).toMatchObject([{ valor: 315_000 }])
    expect((await adm.post(`${TAB}/${tf.id}/cancelar-reajuste`)).status).toBe(200)
    expect((await adm.get(`/api/cargo-salario/faixas-salariais/historicos?unpaged=true&faixaSalarialId=${faixa}`)).body).toHaveLength(1)
  })

  it('aplicar-dissidio: cria, preenche e aplica numa etapa (201); 400 com os erros do corpo', async () => {
    expect(campos(await adm.post(`${TAB}/aplicar-dissidio`, {}))).toMatchObject({ nome: 'Título é obrigatório', data: 'Data é obrigatória', tipoReajuste: 'Tipo de reajuste é obrigatório' })
    const r = await adm.post(`${TAB}/aplicar-dissidio`, { nome: 'Dissídio num passo', data: '2031-09-01', tipoReajuste: 'C', estabelecimentosIds: estabs, areasOrganizacionaisIds: [areas[1]], reajustarPor: 1, valorDissidio: 3.5 })
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    expect(r.body).toMatchObject({ situacao: 'A', dissidio: true, tipoReajuste: 'C' })
    expect((await linhas(LC, r.body.id)).every((l) => l['historicoId'] != null && l['salario'] === maisPercentual(l['salarioAtual'], 3500))).toBe(true)
    expect((await adm.post(`${TAB}/${r.body.id}/cancelar-reajuste`)).status).toBe(200)
  })

  it('404 para tabela inexistente e para a de outra empresa', async () => {
    expect((await adm.get(`${TAB}/999999/total-folha`)).status).toBe(404)
    expect((await adm.post(`${TAB}/999999/aplicar-colaboradores`)).status).toBe(404)
    const outra = await inserirLinha(amb.knex, 'tabelas_reajustes_colaboradores', { empresaId: 2, nome: 'Da outra', data: DATA, tipoReajuste: 'C' })
    const perfil = await adm.post('/api/utilitario/perfis', { nome: 'Reajustes', autoridades: ['ROLE_CARGO_SALARIO_REAJUSTES'] })
    expect((await adm.post('/api/utilitario/usuarios', { nome: 'Rita Reajustes', cpf: CPF_RITA, senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })).status).toBe(201)
    const rita = cliente(amb.app)
    await rita.entrar(CPF_RITA, 'segredo1', 1)
    expect((await rita.get(`${TAB}/${outra}`)).status).toBe(404)
    expect((await rita.get(`${TAB}/${outra}/total-folha`)).status).toBe(404)
    expect((await rita.post(`${TAB}/${outra}/aplicar-colaboradores`)).status).toBe(404)
    expect((await rita.post(`${TAB}/${outra}/cancelar-reajuste`)).status).toBe(404)
    expect((await rita.post(`${TAB}/${outra}/movimentacao-reajuste-coletivo-colaborador`, { estabelecimentosIds: estabs, areasOrganizacionaisIds: areas, reajustarPor: 1, valorDissidio: 5 })).status).toBe(404)
    expect((await rita.get(`${TAB}?unpaged=true`)).body.map((x: { id: number }) => x.id)).not.toContain(outra)
  })
})
