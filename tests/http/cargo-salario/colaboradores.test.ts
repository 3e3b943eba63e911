import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AREA_FORA_DO_ESCOPO } from '../../../core/cargo-salario/regrasColaborador.ts'
import { cpfDeTeste } from '../../support/cpf.ts'
import { bancosHttp } from '../../support/banco.ts'
import { criarGestor, type Gestor } from '../../support/gestor.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

/** The same suite on SQLite and, with TEST_DATABASE_URL, on PostgreSQL (the list's position SQL is raw). */
const BANCOS = bancosHttp()

const BASE = '/api/cargo-salario/colaboradores'
const HIST = '/api/cargo-salario/colaboradores/historicos'
let amb: AmbienteTeste
let adm: ReturnType<typeof cliente>
/** A staff user of company 1 only, with the employees' authority (the cross-company cases). */
let rh: ReturnType<typeof cliente>
/** A staff user of company 1 without it. */
let semPermissao: ReturnType<typeof cliente>
const ids = { estabelecimento: 0, area: 0, cargo: 0, faixa: 0, cargo2: 0, faixa2: 0, indice: 0, motivo: 0, outraEmpresa: 0 }

let seq = 0
const cpf = (n = ++seq) => cpfDeTeste(200_000_000, n)
const id = (x: any) => Number(typeof x === 'object' ? x.id : x)

const usuario = async (n: number, autoridades: string[]) => {
  const perfil = await adm.post('/api/utilitario/perfis', { nome: `Perfil Talentos ${n}`, autoridades })
  expect(perfil.status).toBe(201)
  const u = await adm.post('/api/utilitario/usuarios', { nome: `Usuário Talentos ${n}`, cpf: cpf(900 + n), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })
  expect(u.status, JSON.stringify(u.body)).toBe(201)
  const c = cliente(amb.app)
  await c.entrar(cpf(900 + n), 'segredo1', 1)
  return c
}

const posicao = (extra: Record<string, unknown> = {}) => ({
  estabelecimentoId: ids.estabelecimento,
  areaOrganizacionalId: ids.area,
  cargoId: ids.cargo,
  faixaSalarialId: ids.faixa,
  tipoSalario: 3,
  salario: 350_000,
  ...extra,
})

const corpo = (extra: Record<string, unknown> = {}, hist: Record<string, unknown> = {}) => ({
  nome: `Talento ${++seq}`,
  cpf: cpf(),
  dataNascimento: '1990-04-02',
  sexo: 'F',
  dataAdmissao: '2024-03-01',
  historico: posicao(hist),
  ...extra,
})

const admitir = async (extra: Record<string, unknown> = {}, hist: Record<string, unknown> = {}, c = adm) => {
  const r = await c.post(BASE, corpo(extra, hist))
  expect(r.status, JSON.stringify(r.body)).toBe(201)
  return r.body as Record<string, any>
}

const campos = (r: { body: any }) => Object.fromEntries((r.body.errors ?? []).map((e: { field: string; message: string }) => [e.field, e.message]))
const historicos = async (colaboradorId: number) => {
  const r = await adm.get(`${HIST}?unpaged=true&colaboradorId=${colaboradorId}`)
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  return (r.body as Array<Record<string, any>>).sort((a, b) => (a.data < b.data ? -1 : 1))
}

describe.each(BANCOS)('talentos ($nome)', (banco) => {
  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `colaboradores_${process.pid}` } : {})
    adm = cliente(amb.app)
    await adm.entrar()
    const primeiro = async (t: string) => Number((await amb.knex(t).where('empresaId', 1).orderBy('id').first()).id)
    ids.estabelecimento = await primeiro('estabelecimentos')
    ids.area = await primeiro('areas_organizacionais')
    ids.cargo = await primeiro('cargos')
    const [c2] = await amb.knex('cargos').insert({ empresaId: 1, nome: 'Cargo Dois', nomeMercado: 'Cargo Dois', areasOrganizacionais: JSON.stringify([]) }).returning('id')
    ids.cargo2 = id(c2)
    ids.faixa = id((await amb.knex('faixasSalariais').insert({ empresaId: 1, cargoId: ids.cargo, nome: 'Faixa A' }).returning('id'))[0])
    ids.faixa2 = id((await amb.knex('faixasSalariais').insert({ empresaId: 1, cargoId: ids.cargo2, nome: 'Faixa B' }).returning('id'))[0])
    ids.indice = id((await amb.knex('indices').insert({ empresaId: 1, nome: 'Salário mínimo' }).returning('id'))[0])
    const m = await adm.post('/api/gestao-talentos/motivo-desligamento', { descricao: 'Pedido de demissão (teste)' })
    expect(m.status, JSON.stringify(m.body)).toBe(201)
    ids.motivo = m.body.id
    // Company 2 and one employee there (lookups and the record straight in the database: the demo fills company 1 only).
    const e2 = id((await amb.knex('estabelecimentos').insert({ empresaId: 2, nome: 'Loja Norte' }).returning('id'))[0])
    const a2 = id((await amb.knex('areasOrganizacionais').insert({ empresaId: 2, nome: 'Vendas Norte' }).returning('id'))[0])
    const k2 = id((await amb.knex('cargos').insert({ empresaId: 2, nome: 'Vendedor', nomeMercado: 'Vendedor', areasOrganizacionais: JSON.stringify([]) }).returning('id'))[0])
    const outra = cliente(amb.app)
    await outra.entrar(undefined, undefined, 2)
    const t2 = await outra.post(BASE, { ...corpo(), historico: { estabelecimentoId: e2, areaOrganizacionalId: a2, cargoId: k2, tipoSalario: 3, salario: 100_000 } })
    expect(t2.status, JSON.stringify(t2.body)).toBe(201)
    ids.outraEmpresa = t2.body.id
    rh = await usuario(1, ['ROLE_CARGO_SALARIO_COLABORADORES', 'ROLE_VER_AREAS'])
    semPermissao = await usuario(2, ['ROLE_CAPTACAO_CANDIDATOS'])
  })
  afterAll(async () => {
    await amb?.fechar()
  })

  describe('regras do talento na admissão', () => {
    it('desligamento antes da admissão, sem motivo; CIPA sem fim da estabilidade; menos de 14 anos; nascimento futuro', async () => {
      const r = await adm.post(BASE, corpo({ dataDesligamento: '2024-02-01', membroCipa: true, dataNascimento: '2015-01-01' }))
      expect(r.status).toBe(400)
      expect(campos(r)).toMatchObject({
        dataDesligamento: 'A data de desligamento não pode ser anterior à data de admissão',
        motivoDesligamentoId: 'Motivo do Desligamento é obrigatório',
        dataFimEstabilidadeCipa: 'Fim da estabilidade da CIPA é obrigatório para membro da CIPA',
        dataNascimento: 'O talento deve ter ao menos 14 anos na data de admissão',
      })
      const futuro = await adm.post(BASE, corpo({ dataNascimento: '2999-01-01', dataAdmissao: '3020-01-01' }))
      expect(campos(futuro)['dataNascimento']).toBe('A data de nascimento não pode ser posterior à data atual')
    })

    it('tipos de salário: índice pede índice e quantidade > 0, valor > 0; faixa de outro cargo recusada', async () => {
      const indice = await adm.post(BASE, corpo({}, { tipoSalario: 2, salario: undefined, quantidade: 0 }))
      expect(campos(indice)).toMatchObject({ 'historico.indiceId': 'Índice é obrigatório', 'historico.quantidade': 'Quantidade não pode ser 0 (zero) ou menor' })
      const valor = await adm.post(BASE, corpo({}, { salario: 0 }))
      expect(campos(valor)).toMatchObject({ 'historico.salario': 'Valor não pode ser 0 (zero) ou menor' })
      const cargo = await adm.post(BASE, corpo({}, { tipoSalario: 1, faixaSalarialId: undefined }))
      expect(campos(cargo)).toMatchObject({ 'historico.faixaSalarialId': 'Faixa Salarial é obrigatória' })
      const outra = await adm.post(BASE, corpo({}, { faixaSalarialId: ids.faixa2 }))
      expect(campos(outra)).toMatchObject({ 'historico.faixaSalarialId': 'A faixa salarial não pertence ao cargo' })
    })

    it('guarda só o salário do tipo escolhido', async () => {
      const t = await admitir({}, { tipoSalario: 2, indiceId: ids.indice, quantidade: 1.5, salario: 999 })
      const [h] = await historicos(t.id)
      expect(h).toMatchObject({ tipoSalario: 2, indiceId: ids.indice, quantidade: 1.5, salario: null })
    })

    it('CPF único entre os talentos ativos: o desligado pode ser readmitido com um novo registro', async () => {
      const c = cpf()
      const a = await admitir({ cpf: c })
      const repetido = await adm.post(BASE, corpo({ cpf: c }))
      expect(campos(repetido)['cpf']).toBe('Já existe um talento ativo com este CPF nesta empresa')
      const { historico: _h, ...dados } = corpo({ cpf: c, nome: a.nome, dataAdmissao: a.dataAdmissao })
      const desligado = await adm.put(`${BASE}/${a.id}`, { ...dados, dataDesligamento: '2024-12-31', motivoDesligamentoId: ids.motivo })
      expect(desligado.status, JSON.stringify(desligado.body)).toBe(200)
      expect(desligado.body.situacao).toBe('D')
      const readmitido = await admitir({ cpf: c, dataAdmissao: '2025-02-01' })
      expect(readmitido.situacao).toBe('A')
      // The old record can still be edited (it is not active).
      expect((await adm.put(`${BASE}/${a.id}`, { ...dados, dataDesligamento: '2024-12-30', motivoDesligamentoId: ids.motivo })).status).toBe(200)
    })

    it('campos extras obrigatórios da empresa', async () => {
      await amb.knex('empresas').where('id', 1).update({ campoExtraColaborador: true, camposExtrasColaborador: JSON.stringify([{ campo: 'texto1', titulo: 'Crachá', obrigatorio: true }]) })
      try {
        const r = await adm.post(BASE, corpo())
        expect(campos(r)['camposExtras.texto1']).toBe('Crachá é obrigatório')
        await admitir({ camposExtras: { texto1: 'A-12' } })
      } finally {
        await amb.knex('empresas').where('id', 1).update({ campoExtraColaborador: false, camposExtrasColaborador: '[]' })
      }
    })

    it('sub-listas normalizadas como as do candidato (id do item, nome do idioma)', async () => {
      const novo = await adm.post('/api/captacao/idiomas', { nome: 'Esperanto' })
      expect(novo.status, JSON.stringify(novo.body)).toBe(201)
      const idioma = novo.body
      const t = await admitir({ idiomas: [{ idioma: { id: idioma.id }, nivel: 'BASICO' }] })
      expect(t.idiomas[0]).toMatchObject({ idioma: { id: idioma.id, nome: idioma.nome }, nivel: 'BASICO' })
      expect(typeof t.idiomas[0].id).toBe('string')
      const r = await adm.get(`${BASE}/${t.id}/idiomas`)
      expect(r.body).toEqual(t.idiomas)
      const repetido = await adm.post(BASE, corpo({ idiomas: [{ idioma: { id: idioma.id }, nivel: 'BASICO' }, { idioma: { id: idioma.id }, nivel: 'AVANCADO' }] }))
      expect(campos(repetido)['idiomas.1.idioma']).toBe('Idioma já informado')
    })
  })

  describe('histórico (cargo-salario/colaboradores/historicos)', () => {
    it('linha nova: não antes da admissão, não depois do desligamento, sem o motivo Admissão; agendada no futuro', async () => {
      const t = await admitir({ dataAdmissao: '2024-01-10' })
      const base = { colaboradorId: t.id, ...posicao(), motivo: 'PV' }
      expect(campos(await adm.post(HIST, { ...base, data: '2024-01-01' }))['data']).toBe('A data não pode ser anterior à admissão do talento (10/01/2024)')
      expect(campos(await adm.post(HIST, { ...base, data: '2024-05-01', motivo: 'AD' }))['motivo']).toBe('O motivo Admissão é só do primeiro histórico do talento')
      const promocao = await adm.post(HIST, { ...base, data: '2024-06-01', cargoId: ids.cargo2, faixaSalarialId: ids.faixa2, salario: 500_000 })
      expect(promocao.status, JSON.stringify(promocao.body)).toBe(201)
      expect(promocao.body.situacao).toBe('VIGENTE')
      const agendada = await adm.post(HIST, { ...base, data: '2999-01-01', motivo: 'RE', salario: 600_000 })
      expect(agendada.body.situacao).toBe('AGENDADO')
      const hs = await historicos(t.id)
      expect(hs.map((h) => [h.data, h.situacao])).toEqual([
        ['2024-01-10', 'ANTERIOR'],
        ['2024-06-01', 'VIGENTE'],
        ['2999-01-01', 'AGENDADO'],
      ])
      expect((await adm.get(`${BASE}/${t.id}`)).body).toMatchObject({ cargoId: ids.cargo2, faixaSalarialId: ids.faixa2 })
      // A dismissal before the scheduled row is refused; after removing it, accepted, and nothing may come later.
      const { historico: _h, ...dados } = corpo({ cpf: t.cpf, nome: t.nome, dataAdmissao: t.dataAdmissao })
      const deslig = await adm.put(`${BASE}/${t.id}`, { ...dados, dataDesligamento: '2025-01-31', motivoDesligamentoId: ids.motivo })
      expect(campos(deslig)['dataDesligamento']).toBe('Há histórico do talento em 01/01/2999, depois desta data de desligamento')
      expect((await adm.delete(`${HIST}/${agendada.body.id}`)).status).toBe(200)
      expect((await adm.put(`${BASE}/${t.id}`, { ...dados, dataDesligamento: '2025-01-31', motivoDesligamentoId: ids.motivo })).status).toBe(200)
      expect(campos(await adm.post(HIST, { ...base, data: '2025-02-01' }))['data']).toBe('A data não pode ser posterior ao desligamento do talento (31/01/2025)')
    })

    it('a linha da admissão segue a data de admissão, não muda de motivo e não sai sozinha', async () => {
      const t = await admitir({ dataAdmissao: '2024-02-01' })
      const [ad] = await historicos(t.id)
      const { id: _i, situacao: _s, dataFim: _f, empresaId: _e, ...linha } = ad!
      expect(campos(await adm.put(`${HIST}/${ad!.id}`, { ...linha, data: '2024-02-05' }))['data']).toBe(
        'O histórico de admissão fica na data de admissão do talento; altere-a no cadastro do talento',
      )
      expect(campos(await adm.put(`${HIST}/${ad!.id}`, { ...linha, motivo: 'RE' }))['motivo']).toBe('O motivo do histórico de admissão não pode ser alterado')
      expect((await adm.put(`${HIST}/${ad!.id}`, { ...linha, salario: 400_000 })).status).toBe(200)
      const del = await adm.delete(`${HIST}/${ad!.id}`)
      expect(del.status).toBe(400)
      expect(del.body.message).toBe('O histórico de admissão não pode ser removido; para desfazer a admissão, remova o talento')
      // Another employee's row never moves to this one.
      const outro = await admitir()
      expect(campos(await adm.put(`${HIST}/${ad!.id}`, { ...linha, colaboradorId: outro.id }))['colaboradorId']).toBe('O talento de um histórico não pode ser alterado')
      // Moving the admission date moves the admission row, while it stays before the other rows.
      await adm.post(HIST, { colaboradorId: t.id, ...posicao(), motivo: 'RE', data: '2024-08-01' })
      const { historico: _h, ...dados } = corpo({ cpf: t.cpf, nome: t.nome })
      expect(campos(await adm.put(`${BASE}/${t.id}`, { ...dados, dataAdmissao: '2024-09-01' }))['dataAdmissao']).toBe(
        'Há histórico do talento em 01/08/2024: a admissão deve ser anterior aos demais históricos',
      )
      expect((await adm.put(`${BASE}/${t.id}`, { ...dados, dataAdmissao: '2024-01-15' })).status).toBe(200)
      expect((await historicos(t.id)).map((h) => [h.data, h.motivo])).toEqual([
        ['2024-01-15', 'AD'],
        ['2024-08-01', 'RE'],
      ])
    })

    it('função e ambiente (SST): o ambiente é do estabelecimento da linha; a empresa que os exige recusa a linha sem eles', async () => {
      const outroEstab = id((await amb.knex('estabelecimentos').insert({ empresaId: 1, nome: 'Depósito Teste' }).returning('id'))[0])
      const funcao = id((await amb.knex('funcoes').insert({ empresaId: 1, nome: 'Função de Teste' }).returning('id'))[0])
      const aqui = id((await amb.knex('ambientes').insert({ empresaId: 1, nome: 'Ambiente Daqui', estabelecimentoId: ids.estabelecimento }).returning('id'))[0])
      const la = id((await amb.knex('ambientes').insert({ empresaId: 1, nome: 'Ambiente de Lá', estabelecimentoId: outroEstab }).returning('id'))[0])
      const t = await admitir({}, { funcaoId: funcao, ambienteId: aqui })
      expect((await historicos(t.id))[0]).toMatchObject({ funcaoId: funcao, ambienteId: aqui })
      const errado = await adm.post(BASE, corpo({}, { funcaoId: funcao, ambienteId: la }))
      expect(campos(errado)).toEqual({ 'historico.ambienteId': 'O ambiente não pertence ao estabelecimento' })
      // The transfer to the other establishment takes its environment along.
      const transferencia = await adm.post(HIST, { colaboradorId: t.id, ...posicao(), estabelecimentoId: outroEstab, funcaoId: funcao, ambienteId: la, motivo: 'TR', data: '2024-05-02' })
      expect(transferencia.status, JSON.stringify(transferencia.body)).toBe(201)
      await amb.knex('empresas').where('id', 1).update({ obrigarAmbienteFuncao: true })
      try {
        expect(campos(await adm.post(BASE, corpo()))).toEqual({ 'historico.ambienteId': 'Ambiente é obrigatório', 'historico.funcaoId': 'Função é obrigatória' })
        expect(campos(await adm.post(HIST, { colaboradorId: t.id, ...posicao(), motivo: 'RE', data: '2024-06-03' }))).toEqual({ ambienteId: 'Ambiente é obrigatório', funcaoId: 'Função é obrigatória' })
        expect((await adm.post(HIST, { colaboradorId: t.id, ...posicao(), estabelecimentoId: outroEstab, funcaoId: funcao, ambienteId: la, motivo: 'RE', data: '2024-06-03' })).status).toBe(201)
      } finally {
        await amb.knex('empresas').where('id', 1).update({ obrigarAmbienteFuncao: false })
      }
    })

    it('401, 403, 404 e outra empresa', async () => {
      expect((await cliente(amb.app).get(HIST)).status).toBe(401)
      expect((await semPermissao.get(HIST)).status).toBe(403)
      expect((await adm.get(`${HIST}/99999999`)).status).toBe(404)
      const [h2] = (await amb.knex('colaboradorHistoricos').where('colaboradorId', ids.outraEmpresa)) as Array<{ id: number }>
      expect((await rh.get(`${HIST}/${h2!.id}`)).status).toBe(404)
      expect((await rh.delete(`${HIST}/${h2!.id}`)).status).toBe(404)
      const r = await rh.post(HIST, { colaboradorId: ids.outraEmpresa, ...posicao(), motivo: 'RE', data: '2025-01-01' })
      expect(campos(r)['colaboradorId']).toBe('Talento: registro não encontrado')
    })
  })

  describe('lista e chamadas do talento (spec 001 §7)', () => {
    let cipa: Record<string, any>
    let comFoto: Record<string, any>
    beforeAll(async () => {
      cipa = await admitir({ nome: 'Zuleica Cipeira', matricula: 'Z-77', membroCipa: true, dataFimEstabilidadeCipa: '2999-12-31', dataAdmissao: '2023-05-02' }, { cargoId: ids.cargo2, faixaSalarialId: ids.faixa2 })
      const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
      comFoto = await admitir({ nome: 'Fausto Fotografado', foto: png })
    })

    it('filtros: nome, CPF, matrícula, cargo, período de admissão, situação', async () => {
      const q = async (f: Record<string, unknown>) => ((await rh.get(`${BASE}?unpaged=true&filter=${encodeURIComponent(JSON.stringify(f))}`)).body as Array<{ id: number }>).map((x) => x.id)
      expect(await q({ q: 'zuleica' })).toEqual([cipa.id])
      expect(await q({ q: cipa.cpf.slice(0, 8) })).toContain(cipa.id)
      expect(await q({ matricula: 'Z-77' })).toEqual([cipa.id])
      expect(await q({ cargoId: ids.cargo2, admissaoIni: '2023-05-01', admissaoFim: '2023-05-03' })).toEqual([cipa.id])
      expect(await q({ situacao: 'D', q: 'zuleica' })).toEqual([])
      expect(await q({ situacao: 'T', q: 'zuleica' })).toEqual([cipa.id])
      expect(await q({ q: 'zuleica' })).not.toContain(ids.outraEmpresa)
      const inv = await rh.get(`${BASE}?filter=${encodeURIComponent(JSON.stringify({ admissaoIni: '2023-05-03', admissaoFim: '2023-05-01' }))}`)
      expect(inv.status).toBe(400)
    })

    it('situações estendidas da folha (G, C, U): o filtro A traz G e U, nunca C; a admissão cancelada não prende o CPF', async () => {
      const folha = async (nome: string, status: string, extra: Record<string, unknown> = {}) => {
        const t = await admitir({ nome, ...extra })
        await amb.knex('colaboradores').where('id', t.id).update({ statusFolha: status })
        return t
      }
      const g = await folha('Gina Folhagem', 'G')
      const c = await folha('Caio Folhagem', 'C')
      const u = await folha('Ugo Folhagem', 'U', { dataDesligamento: '2024-06-30', motivoDesligamentoId: ids.motivo })
      const d = await admitir({ nome: 'Davi Folhagem', dataDesligamento: '2024-06-30', motivoDesligamentoId: ids.motivo })
      const q = async (situacao: string) =>
        ((await rh.get(`${BASE}?unpaged=true&filter=${encodeURIComponent(JSON.stringify({ q: 'folhagem', situacao }))}`)).body as Array<{ nome: string; situacao: string }>)
          .map((x) => `${x.nome}:${x.situacao}`)
          .sort()
      expect(await q('A')).toEqual(['Gina Folhagem:G', 'Ugo Folhagem:U'])
      expect(await q('D')).toEqual(['Davi Folhagem:D'])
      expect(await q('C')).toEqual(['Caio Folhagem:C'])
      expect(await q('T')).toEqual(['Caio Folhagem:C', 'Davi Folhagem:D', 'Gina Folhagem:G', 'Ugo Folhagem:U'])
      expect((await rh.get(`${BASE}/${u.id}`)).body).toMatchObject({ situacao: 'U', statusFolha: 'U' })
      // The cancelled admission is nobody's active record: the CPF is free; the one waiting for confirmation is not.
      expect((await adm.post(BASE, corpo({ cpf: c.cpf }))).status).toBe(201)
      expect(campos(await adm.post(BASE, corpo({ cpf: g.cpf })))['cpf']).toBe('Já existe um talento ativo com este CPF nesta empresa')
      expect(d.situacao).toBe('D')
    })

    it('data-estabilidade e data-estabilidade-comissao', async () => {
      expect((await rh.get(`${BASE}/${cipa.id}/data-estabilidade`)).body).toEqual({ colaboradorId: cipa.id, membroCipa: true, dataFimEstabilidade: '2999-12-31', estavel: true })
      expect((await rh.get(`${BASE}/${comFoto.id}/data-estabilidade`)).body).toMatchObject({ estavel: false, dataFimEstabilidade: null })
      const comissao = await rh.get(`${BASE}/data-estabilidade-comissao`)
      expect(comissao.body.map((e: { colaboradorId: number }) => e.colaboradorId)).toContain(cipa.id)
      expect(comissao.body.map((e: { colaboradorId: number }) => e.colaboradorId)).not.toContain(comFoto.id)
      expect((await rh.get(`${BASE}/data-estabilidade-comissao?colaboradorId=${cipa.id}`)).body).toHaveLength(1)
      expect((await rh.get(`${BASE}/data-estabilidade-comissao?colaboradorId=abc`)).status).toBe(400)
      expect((await rh.get(`${BASE}/data-estabilidade-comissao?colaboradorId=${ids.outraEmpresa}`)).status).toBe(404)
      expect((await rh.get(`${BASE}/${ids.outraEmpresa}/data-estabilidade`)).status).toBe(404)
    })

    it('situacao, area, participantes, by-ids', async () => {
      expect((await rh.get(`${BASE}/situacao`)).body.map((s: { id: string }) => s.id)).toEqual(['A', 'D', 'T', 'G', 'C', 'U'])
      const area = await rh.get(`${BASE}/area?areaOrganizacionalId=${ids.area}`)
      expect(area.status).toBe(200)
      expect(area.body.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([cipa.id, comFoto.id]))
      expect(campos(await rh.get(`${BASE}/area`))['areaOrganizacionalId']).toBe('Área Organizacional é obrigatória')
      const part = await rh.get(`${BASE}/participantes?cargoId=${ids.cargo2}&nome=zuleica`)
      expect(part.body.map((x: { id: number }) => x.id)).toEqual([cipa.id])
      expect(part.body[0]).toMatchObject({ nome: 'Zuleica Cipeira', matricula: 'Z-77', cargoId: ids.cargo2, situacao: 'A' })
      expect((await rh.get(`${BASE}/participantes?dataBase=2023-05-01&nome=zuleica`)).body).toEqual([])
      expect((await rh.get(`${BASE}/participantes?dataBase=31/12/2023`)).status).toBe(400)
      const porIds = await rh.get(`${BASE}/by-ids?ids=${cipa.id},${comFoto.id},${ids.outraEmpresa}`)
      expect(porIds.body.map((x: { id: number }) => x.id).sort()).toEqual([cipa.id, comFoto.id].sort())
      expect((await rh.get(`${BASE}/by-ids`)).status).toBe(400)
    })

    it('foto e sub-listas', async () => {
      const f = await rh.get(`${BASE}/${comFoto.id}/foto`)
      expect(f.status).toBe(200)
      expect(f.headers.get('content-type')).toContain('image/png')
      expect((await rh.get(`${BASE}/${cipa.id}/foto`)).status).toBe(404)
      // A data URL whose base64 is not whole (a byte too many) is no image: refused, never a 500 when read back.
      const torta = await adm.post(BASE, corpo({ foto: 'data:image/png;base64,iVBORw0KGgoAAAAAA=' }))
      expect(campos(torta)).toEqual({ foto: 'O arquivo adicionado não é uma imagem' })
      expect((await rh.get(`${BASE}/${ids.outraEmpresa}/foto`)).status).toBe(404)
      for (const parte of ['formacoes', 'certificados', 'idiomas', 'experiencias']) {
        const r = await rh.get(`${BASE}/${cipa.id}/${parte}`)
        expect(r.status, parte).toBe(200)
        expect(r.body).toEqual([])
        expect((await rh.get(`${BASE}/${ids.outraEmpresa}/${parte}`)).status).toBe(404)
      }
    })

    it('401 sem sessão, 403 sem a permissão', async () => {
      for (const c of ['situacao', 'participantes', `${cipa.id}/data-estabilidade`, `${cipa.id}/foto`, `${cipa.id}/formacoes`, 'by-ids?ids=1', 'area?areaOrganizacionalId=1', 'data-estabilidade-comissao']) {
        expect((await cliente(amb.app).get(`${BASE}/${c}`)).status, c).toBe(401)
        expect((await semPermissao.get(`${BASE}/${c}`)).status, c).toBe(403)
      }
      expect((await semPermissao.get(BASE)).status).toBe(403)
      expect((await semPermissao.delete(`${BASE}/${cipa.id}`)).status).toBe(403)
    })
  })

  describe('gestor: grava só nas áreas que gere', () => {
    let g: Gestor
    /** Employees admitted by HR: one below the manager's area, one outside it. */
    let dentro: Record<string, any>
    let fora: Record<string, any>
    beforeAll(async () => {
      g = await criarGestor(amb, adm, { n: 1, autoridades: ['ROLE_CARGO_SALARIO_COLABORADORES'], posicao: { estabelecimentoId: ids.estabelecimento, cargoId: ids.cargo } })
      dentro = await admitir({}, { areaOrganizacionalId: g.areas.filha })
      fora = await admitir({}, { areaOrganizacionalId: g.areas.fora })
    })

    it('admite nas suas áreas (também com admissão futura), nunca fora delas', async () => {
      const foraDoEscopo = await g.cliente.post(BASE, corpo({}, { areaOrganizacionalId: g.areas.fora }))
      expect(foraDoEscopo.status).toBe(400)
      expect(campos(foraDoEscopo)).toEqual({ 'historico.areaOrganizacionalId': AREA_FORA_DO_ESCOPO })
      await admitir({}, { areaOrganizacionalId: g.areas.filha }, g.cliente)
      const futura = await admitir({ dataAdmissao: '2999-01-04' }, { areaOrganizacionalId: g.areas.gerida }, g.cliente)
      expect(futura.areaOrganizacionalId).toBe(g.areas.gerida)
    })

    it('histórico: não leva um talento para fora, não mexe em quem não vê', async () => {
      const linha = { colaboradorId: dentro.id, ...posicao(), motivo: 'TR', data: '2024-07-01' }
      const levar = await g.cliente.post(HIST, { ...linha, areaOrganizacionalId: g.areas.fora })
      expect(campos(levar)).toEqual({ areaOrganizacionalId: AREA_FORA_DO_ESCOPO })
      const dentroDaArea = await g.cliente.post(HIST, { ...linha, areaOrganizacionalId: g.areas.gerida })
      expect(dentroDaArea.status, JSON.stringify(dentroDaArea.body)).toBe(201)
      const { id, situacao: _s, dataFim: _f, empresaId: _e, salarioCalculado: _c, ...gravada } = dentroDaArea.body
      expect(campos(await g.cliente.put(`${HIST}/${id}`, { ...gravada, areaOrganizacionalId: g.areas.fora }))).toEqual({ areaOrganizacionalId: AREA_FORA_DO_ESCOPO })
      expect((await g.cliente.put(`${HIST}/${id}`, { ...gravada, salario: 410_000 })).status).toBe(200)
      // Someone outside the manager's areas: not found, whatever the row says.
      const trazer = await g.cliente.post(HIST, { colaboradorId: fora.id, ...posicao(), areaOrganizacionalId: g.areas.gerida, motivo: 'TR', data: '2024-07-01' })
      expect(campos(trazer)).toEqual({ colaboradorId: 'Talento: registro não encontrado' })
      const [admissaoFora] = await historicos(fora.id)
      const { id: idFora, situacao: _s2, dataFim: _f2, empresaId: _e2, salarioCalculado: _c2, ...linhaFora } = admissaoFora!
      expect((await g.cliente.put(`${HIST}/${idFora}`, { ...linhaFora, areaOrganizacionalId: g.areas.gerida })).status).toBe(404)
      expect((await g.cliente.delete(`${HIST}/${idFora}`)).status).toBe(404)
      // HR (every area) is not limited.
      expect((await adm.post(HIST, { ...linha, data: '2024-08-01', areaOrganizacionalId: g.areas.fora })).status).toBe(201)
    })
  })

  describe('gestor: lê só os talentos das suas áreas (lista, histórico e chamadas §7)', () => {
    let g: Gestor
    let dentro: Record<string, any>
    let fora: Record<string, any>
    /** Admitted outside the manager's areas, transferred in later: visible now, paid elsewhere before. */
    let transferido: Record<string, any>
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
    beforeAll(async () => {
      g = await criarGestor(amb, adm, {
        n: 2,
        autoridades: ['ROLE_CARGO_SALARIO_COLABORADORES', 'ROLE_CARGO_SALARIO_CADASTROS'],
        posicao: { estabelecimentoId: ids.estabelecimento, cargoId: ids.cargo },
      })
      dentro = await admitir({ nome: 'Dênis Dentro', foto: png }, { areaOrganizacionalId: g.areas.filha })
      fora = await admitir({ nome: 'Fábio Fora', foto: png, membroCipa: true, dataFimEstabilidadeCipa: '2999-12-31' }, { areaOrganizacionalId: g.areas.fora })
      transferido = await admitir({ nome: 'Tânia Transferida', dataAdmissao: '2024-03-01' }, { areaOrganizacionalId: g.areas.fora, salario: 300_000 })
      const t = await adm.post(HIST, { colaboradorId: transferido.id, ...posicao(), areaOrganizacionalId: g.areas.gerida, motivo: 'TR', data: '2024-06-01', salario: 400_000 })
      expect(t.status, JSON.stringify(t.body)).toBe(201)
    })
    const nomes = (r: { body: any }) => (r.body as Array<{ nome: string }>).map((x) => x.nome).sort()

    it('lista, registro, alteração e remoção: os de fora não existem para o gestor', async () => {
      const lista = await g.cliente.get(`${BASE}?unpaged=true&situacao=T`)
      expect(lista.status).toBe(200)
      expect(nomes(lista)).toEqual(['Dênis Dentro', 'Gestora 2', 'Tânia Transferida'])
      expect((await g.cliente.get(`${BASE}/${dentro.id}`)).status).toBe(200)
      expect((await g.cliente.get(`${BASE}/${fora.id}`)).status).toBe(404)
      const { historico: _h, ...dados } = corpo({ cpf: fora.cpf, nome: 'Fábio Renomeado' })
      expect((await g.cliente.put(`${BASE}/${fora.id}`, dados)).status).toBe(404)
      expect((await g.cliente.delete(`${BASE}/${fora.id}`)).status).toBe(404)
      expect((await adm.get(`${BASE}/${fora.id}`)).body.nome).toBe('Fábio Fora')
    })

    it('histórico: só as linhas das suas áreas', async () => {
      const hs = await g.cliente.get(`${HIST}?unpaged=true`)
      expect(hs.status).toBe(200)
      expect(hs.body.every((h: any) => [g.areas.gerida, g.areas.filha].includes(h.areaOrganizacionalId))).toBe(true)
      expect(hs.body.map((h: any) => h.colaboradorId)).not.toContain(fora.id)
      const [linhaFora] = await historicos(fora.id)
      expect((await g.cliente.get(`${HIST}/${linhaFora!.id}`)).status).toBe(404)
    })

    it('by-ids, participantes, area, data-estabilidade, foto e sub-listas deixam de fora quem ele não vê', async () => {
      const porIds = await g.cliente.get(`${BASE}/by-ids?ids=${dentro.id},${fora.id}`)
      expect(porIds.body.map((x: { id: number }) => x.id)).toEqual([dentro.id])
      expect(nomes(await g.cliente.get(`${BASE}/participantes?nome=f%C3%A1bio`))).toEqual([])
      expect(nomes(await g.cliente.get(`${BASE}/participantes?nome=d%C3%AAnis`))).toEqual(['Dênis Dentro'])
      expect((await g.cliente.get(`${BASE}/area?areaOrganizacionalId=${g.areas.fora}`)).body).toEqual([])
      expect(nomes(await g.cliente.get(`${BASE}/area?areaOrganizacionalId=${g.areas.filha}`))).toEqual(['Dênis Dentro'])
      expect((await g.cliente.get(`${BASE}/${dentro.id}/foto`)).status).toBe(200)
      for (const c of ['foto', 'data-estabilidade', 'formacoes', 'idiomas', 'salario-calculado']) expect((await g.cliente.get(`${BASE}/${fora.id}/${c}`)).status, c).toBe(404)
      expect((await g.cliente.get(`${BASE}/data-estabilidade-comissao?colaboradorId=${fora.id}`)).status).toBe(404)
      expect((await g.cliente.get(`${BASE}/data-estabilidade-comissao`)).body.map((e: { colaboradorId: number }) => e.colaboradorId)).not.toContain(fora.id)
    })

    it('salario-calculado: todo o histórico de quem ele vê, também o de antes de chegar à sua área', async () => {
      expect((await g.cliente.get(`${BASE}/${transferido.id}/salario-calculado?data=2024-04-01`)).body).toEqual({ data: '2024-04-01', salario: 300_000 })
      expect((await g.cliente.get(`${BASE}/${transferido.id}/salario-calculado?data=2024-07-01`)).body).toEqual({ data: '2024-07-01', salario: 400_000 })
      // The calculator of a salary by type reads no employee: the same for everyone.
      expect((await g.cliente.get(`${BASE}/salario-calculado?tipoSalario=3&salario=123456`)).body.salario).toBe(123_456)
    })
  })

  describe('remoção do talento', () => {
    it('remove o talento com o seu histórico numa transação; em uso por um usuário, nada muda', async () => {
      const t = await admitir()
      await adm.post(HIST, { colaboradorId: t.id, ...posicao(), motivo: 'RE', data: '2024-09-01' })
      const u = await adm.post('/api/utilitario/usuarios', { nome: 'Vinculado', cpf: cpf(), senha: 'segredo1', colaboradorId: t.id, acessos: [] })
      expect(u.status, JSON.stringify(u.body)).toBe(201)
      const emUso = await adm.delete(`${BASE}/${t.id}`)
      expect(emUso.status).toBe(400)
      expect(await historicos(t.id)).toHaveLength(2)
      expect((await adm.delete(`/api/utilitario/usuarios/${u.body.id}`)).status).toBe(200)
      expect((await adm.delete(`${BASE}/${t.id}`)).status).toBe(200)
      expect((await adm.get(`${BASE}/${t.id}`)).status).toBe(404)
      expect(await amb.knex('colaboradorHistoricos').where('colaboradorId', t.id)).toHaveLength(0)
      expect((await rh.delete(`${BASE}/${ids.outraEmpresa}`)).status).toBe(404)
      expect((await adm.delete(`${BASE}/99999999`)).status).toBe(404)
    })

    it('um segundo usuário não se vincula ao mesmo talento', async () => {
      const t = await admitir()
      expect((await adm.post('/api/utilitario/usuarios', { nome: 'Um', cpf: cpf(), senha: 'segredo1', colaboradorId: t.id, acessos: [] })).status).toBe(201)
      const dois = await adm.post('/api/utilitario/usuarios', { nome: 'Dois', cpf: cpf(), senha: 'segredo1', colaboradorId: t.id, acessos: [] })
      expect(campos(dois)['colaboradorId']).toBe('Este talento já está vinculado a outro usuário')
    })
  })
})
