import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cpfDeTeste } from '../../support/cpf.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const BASE = '/api/captacao/solicitacoes-pessoal'
let amb: AmbienteTeste
let adm: ReturnType<typeof cliente>
const ids = { estabelecimento: 0, area: 0, cargo: 0, motivo: 0, estabelecimento2: 0, area2: 0, cargo2: 0, motivo2: 0 }

const cpf = (n: number) => cpfDeTeste(100_000_000, n, 1)

/** A staff user with a profile holding `autoridades` in company 1 only. */
const usuario = async (n: number, autoridades: string[]) => {
  const perfil = await adm.post('/api/utilitario/perfis', { nome: `Perfil ${n}`, autoridades })
  expect(perfil.status).toBe(201)
  const u = await adm.post('/api/utilitario/usuarios', { nome: `Usuário ${n}`, cpf: cpf(n), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })
  expect(u.status).toBe(201)
  const c = cliente(amb.app)
  await c.entrar(cpf(n), 'segredo1', 1)
  return c
}

const corpo = (extra: Record<string, unknown> = {}) => ({
  descricao: 'Analista de RH pleno',
  data: '2026-01-05',
  horarioComercial: '08h às 17h',
  estabelecimentoId: ids.estabelecimento,
  areaOrganizacionalId: ids.area,
  cargoId: ids.cargo,
  motivoSolicitacaoId: ids.motivo,
  ...extra,
})

const nova = async (extra: Record<string, unknown> = {}, c = adm) => {
  const r = await c.post(BASE, corpo(extra))
  expect(r.status, JSON.stringify(r.body)).toBe(201)
  return r.body as Record<string, any>
}

/** Company 1's settings a test toggled, with their values before it: put back after every test, even a failed one. */
const alteradas: Record<string, unknown> = {}
const config = async (valores: Record<string, boolean>) => {
  const novas = Object.keys(valores).filter((k) => !(k in alteradas))
  if (novas.length) Object.assign(alteradas, await amb.knex('empresas').where('id', 1).first(novas))
  await amb.knex('empresas').where('id', 1).update(valores)
}
afterEach(async () => {
  if (Object.keys(alteradas).length) await amb.knex('empresas').where('id', 1).update(alteradas)
  for (const k of Object.keys(alteradas)) delete alteradas[k]
})

let rh: ReturnType<typeof cliente>
let gestor: ReturnType<typeof cliente>

beforeAll(async () => {
  amb = await criarAmbiente()
  adm = cliente(amb.app)
  await adm.entrar()
  const primeiro = async (tabela: string, empresaId: number) => Number((await amb.knex(tabela).where('empresaId', empresaId).orderBy('id').first())?.id)
  ids.estabelecimento = await primeiro('estabelecimentos', 1)
  ids.area = await primeiro('areas_organizacionais', 1)
  ids.cargo = await primeiro('cargos', 1)
  ids.motivo = await primeiro('motivos_solicitacao', 1)
  // Company 2 gets its own lookups (the demo only fills company 1).
  const [e2] = await amb.knex('estabelecimentos').insert({ empresaId: 2, nome: 'Loja Norte' }).returning('id')
  const [a2] = await amb.knex('areas_organizacionais').insert({ empresaId: 2, nome: 'Vendas Norte' }).returning('id')
  const [c2] = await amb.knex('cargos').insert({ empresaId: 2, nome: 'Vendedor', nomeMercado: 'Vendedor', areasOrganizacionais: JSON.stringify([]) }).returning('id')
  const [m2] = await amb.knex('motivos_solicitacao').insert({ empresaId: 2, nome: 'Expansão' }).returning('id')
  const id = (x: any) => Number(typeof x === 'object' ? x.id : x)
  Object.assign(ids, { estabelecimento2: id(e2), area2: id(a2), cargo2: id(c2), motivo2: id(m2) })
  rh = await usuario(1, ['ROLE_CAPTACAO_SOLICITACOES', 'ROLE_CAPTACAO_LIBERAR_SOLICITACAO'])
  gestor = await usuario(2, ['ROLE_CAPTACAO_SOLICITACOES'])
})

afterAll(async () => {
  await amb?.fechar()
})

describe('autenticação e permissões', () => {
  it('401 sem sessão', async () => {
    const anon = cliente(amb.app)
    expect((await anon.get(BASE)).status).toBe(401)
    expect((await anon.post(BASE, corpo())).status).toBe(401)
    expect((await anon.put(`${BASE}/1/status`, { status: 'A' })).status).toBe(401)
  })

  it('403 para a usuária sem as permissões de Captação, em todas as rotas', async () => {
    const s = await nova()
    const maria = cliente(amb.app)
    await maria.entrar('529.982.247-25')
    for (const r of [
      await maria.get(BASE),
      await maria.get(`${BASE}/${s.id}`),
      await maria.post(BASE, corpo()),
      await maria.put(`${BASE}/${s.id}`, corpo()),
      await maria.put(`${BASE}/${s.id}/status`, { status: 'A' }),
      await maria.put(`${BASE}/${s.id}/suspende`),
      await maria.get(`${BASE}/${s.id}/quadro`),
      await maria.get(`${BASE}/${s.id}/pdf`),
      await maria.get(`${BASE}/${s.id}/clone`),
      await maria.delete(`${BASE}/${s.id}`),
    ]) {
      expect(r.status).toBe(403)
      expect(r.body.message).toBe('Não autorizado.')
    }
  })

  it('aprovar/reprovar exige ROLE_CAPTACAO_LIBERAR_SOLICITACAO (o gestor recebe 403)', async () => {
    const s = await nova({}, gestor)
    expect((await gestor.put(`${BASE}/${s.id}/status`, { status: 'A' })).status).toBe(403)
    expect((await rh.put(`${BASE}/${s.id}/status`, { status: 'A' })).status).toBe(200)
  })

  it('mutação sem o cabeçalho CSRF é recusada; corpo que não é JSON dá 415/400, nunca 500', async () => {
    expect((await adm.post(BASE, corpo(), { csrf: false })).status).toBe(403)
    expect((await adm.post(BASE, 'descricao=x', { tipo: 'application/x-www-form-urlencoded' })).status).toBe(415)
    expect((await adm.post(BASE, '{nope', { tipo: 'application/json' })).status).toBe(400)
    expect((await adm.post(BASE, '[1,2]', { tipo: 'application/json' })).status).toBe(400)
    expect((await adm.put(`${BASE}/1/status`, 'null')).status).toBe(400)
  })
})

describe('criar, ler, alterar', () => {
  it('201: nasce em análise, aberta, com o usuário como solicitante; campos de estado do corpo são ignorados', async () => {
    const s = await nova({ status: 'A', suspensa: true, qtdVagasPreenchidas: 5, liberadorNome: 'Hacker', quantidade: 2 })
    expect(s).toMatchObject({
      status: 'I',
      suspensa: false,
      encerrada: false,
      cancelada: false,
      qtdVagasPreenchidas: 0,
      liberadorNome: null,
      solicitanteNome: 'Administrador Demonstração',
      quantidade: 2,
      vinculo: 'E',
      sexo: 'I',
      empresaId: 1,
    })
    const lido = await adm.get(`${BASE}/${s.id}`)
    expect(lido.status).toBe(200)
    expect(lido.body.descricao).toBe('Analista de RH pleno')
  })

  it('400 com os erros por campo e as mensagens da especificação', async () => {
    const r = await adm.post(BASE, { quantidade: 0, remuneracao: -5, colaboradoresSubstituidos: [{ nome: '' }, { nome: 'Ana' }], campoInventado: 1 })
    expect(r.status).toBe(400)
    expect(r.body.code).toBe('FIELD_VALIDATION_VIOLATION')
    expect(r.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'campoInventado', message: 'Campo desconhecido' },
        { field: 'descricao', message: 'Descrição é obrigatória' },
        { field: 'data', message: 'Data é obrigatória' },
        { field: 'horarioComercial', message: 'Horário é obrigatório' },
        { field: 'quantidade', message: 'Número de vagas deve ser no mínimo 1' },
        { field: 'remuneracao', message: 'Remuneração deve ser um número positivo' },
      ]),
    )
    const r2 = await adm.post(BASE, corpo({ remuneracao: 0, colaboradoresSubstituidos: [{ nome: '' }, { nome: 'Ana' }] }))
    expect(r2.body.errors).toEqual([
      { field: 'remuneracao', message: 'Remuneração deve ser um número positivo' },
      { field: 'colaboradoresSubstituidos', message: 'Somente o último talento pode ficar vazio' },
    ])
    const r3 = await adm.post(BASE, corpo({ cargoId: 999999, data: '2026-02-30' }))
    expect(r3.status).toBe(400)
    expect(r3.body.errors).toContainEqual({ field: 'data', message: 'Data inválida' })
  })

  it('referências de outra empresa são recusadas', async () => {
    const r = await adm.post(BASE, corpo({ cargoId: ids.cargo2, estabelecimentoId: ids.estabelecimento2 }))
    expect(r.status).toBe(400)
    expect(r.body.errors.map((e: any) => e.field)).toEqual(['estabelecimentoId', 'cargoId'])
  })

  it('configurações da empresa: ambiente e função; dados complementares; remuneração quando também exibe salário', async () => {
    await config({ obrigarAmbienteFuncao: true })
    let r = await adm.post(BASE, corpo())
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual([
      { field: 'ambiente', message: 'Ambiente é obrigatório' },
      { field: 'funcao', message: 'Função é obrigatória' },
    ])
    expect((await adm.post(BASE, corpo({ ambiente: 'Escritório', funcao: 'Analista' }))).status).toBe(201)
    await config({ obrigarAmbienteFuncao: false, solPessoalObrigarDadosComplementares: true })
    r = await adm.post(BASE, corpo())
    expect(r.body.errors.map((e: any) => e.field)).toEqual(['escolaridade', 'idadeMinima', 'idadeMaxima', 'estadoId', 'cidadeId', 'infoComplementares', 'bairros'])
    await config({ solPessoalExibirSalario: true })
    r = await adm.post(BASE, corpo())
    expect(r.body.errors).toContainEqual({ field: 'remuneracao', message: 'Remuneração é obrigatória' })
    const completo = corpo({
      escolaridade: '07',
      idadeMinima: 18,
      idadeMaxima: 40,
      estadoId: 35,
      cidadeId: 2304400, // Fortaleza is not in SP
      infoComplementares: 'CNH B',
      bairros: ['Centro'],
      remuneracao: 350000,
    })
    r = await adm.post(BASE, completo)
    expect(r.body.errors).toEqual([{ field: 'cidadeId', message: 'A cidade não pertence ao estado informado' }])
    r = await adm.post(BASE, { ...completo, cidadeId: 3550308 })
    expect(r.status).toBe(201)
    expect(r.body.remuneracao).toBe(350000)
    await config({ solPessoalObrigarDadosComplementares: false, solPessoalExibirSalario: false })
    const cfg = await adm.get(`${BASE}/configuracao`)
    expect(cfg.body).toMatchObject({ solPessoalObrigarDadosComplementares: false, maxCandidataCargo: 3 })
  })

  it('PUT altera os dados e preserva o estado; 400 e 404', async () => {
    const s = await nova()
    await rh.put(`${BASE}/${s.id}/status`, { status: 'A', observacaoLiberador: 'ok' })
    const r = await adm.put(`${BASE}/${s.id}`, { ...s, descricao: 'Nova descrição', status: 'R', liberadorNome: 'x' })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body).toMatchObject({ descricao: 'Nova descrição', status: 'A', liberadorNome: 'Usuário 1', observacaoLiberador: 'ok' })
    const r400 = await adm.put(`${BASE}/${s.id}`, { ...s, descricao: '' })
    expect(r400.status).toBe(400)
    expect(r400.body.errors).toEqual([{ field: 'descricao', message: 'Descrição é obrigatória' }])
    expect((await adm.put(`${BASE}/999999`, corpo())).status).toBe(404)
    expect((await adm.get(`${BASE}/999999`)).status).toBe(404)
    expect((await adm.get(`${BASE}/abc`)).status).toBe(404)
    expect((await adm.put(`${BASE}/0/status`, { status: 'A' })).status).toBe(404)
  })
})

describe('máquina de estados pela API', () => {
  it('aprovar, suspender, liberar, encerrar, reabrir (se a empresa permitir) e cancelar; ações ilegais dão 400 com mensagem', async () => {
    const s = await nova({ data: '2026-01-10' })
    const put = (acao: string, b?: unknown) => adm.put(`${BASE}/${s.id}/${acao}`, b)

    let r = await put('encerra', { dataEncerramento: '2026-02-01' })
    expect(r.status).toBe(400)
    expect(r.body.message).toBe('Somente solicitações aprovadas podem ser encerradas: esta está em análise.')
    expect((await put('libera')).body.message).toBe('Não é possível liberar uma solicitação que não está suspensa.')

    r = await put('status', { status: 'A', observacaoLiberador: 'Aprovada pelo RH' })
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ status: 'A', liberadorNome: 'Administrador Demonstração', observacaoLiberador: 'Aprovada pelo RH' })
    expect(r.body.dataStatus).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    r = await put('status', { status: 'A' })
    expect(r.status).toBe(400)
    expect(r.body.message).toBe('A solicitação já está aprovada.')
    r = await put('status', { status: 'X' })
    expect(r.body.errors).toEqual([{ field: 'status', message: 'Status inválido' }])
    r = await put('status', {})
    expect(r.body.errors).toEqual([{ field: 'status', message: 'Status é obrigatório' }])

    expect((await put('suspende')).body.suspensa).toBe(true)
    r = await put('suspende')
    expect(r.status).toBe(400)
    expect(r.body.message).toBe('Não é possível suspender uma solicitação suspensa.')
    expect((await put('status', { status: 'R' })).body.message).toBe('Não é possível alterar o status de uma solicitação suspensa.')
    expect((await put('libera')).body.suspensa).toBe(false)

    r = await put('encerra', {})
    expect(r.body.errors).toEqual([{ field: 'dataEncerramento', message: 'Data de encerramento é obrigatória' }])
    r = await put('encerra', { dataEncerramento: '2026-01-09' })
    expect(r.body.errors).toEqual([{ field: 'dataEncerramento', message: 'Data de encerramento inferior à data da solicitação' }])
    r = await put('encerra', { dataEncerramento: '2026-02-01', obsEncerra: 'Vaga preenchida' })
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ encerrada: true, dataEncerramento: '2026-02-01', obsEncerra: 'Vaga preenchida' })

    r = await adm.put(`${BASE}/${s.id}`, corpo())
    expect(r.status).toBe(400)
    expect(r.body.message).toBe('Não é possível alterar uma solicitação encerrada.')
    r = await put('reabre')
    expect(r.status).toBe(400)
    expect(r.body.message).toBe('A empresa não permite reabrir solicitações encerradas.')
    await config({ solPessoalReabrirSolicitacao: true })
    r = await put('reabre')
    await config({ solPessoalReabrirSolicitacao: false })
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({ encerrada: false, dataEncerramento: null, obsEncerra: null })

    r = await put('cancela', {})
    expect(r.body.errors).toEqual([{ field: 'obsCancelamento', message: 'Observação do cancelamento é obrigatória' }])
    r = await put('cancela', { obsCancelamento: 'Projeto adiado' })
    expect(r.body).toMatchObject({ cancelada: true, obsCancelamento: 'Projeto adiado' })
    for (const [acao, b] of [
      ['status', { status: 'I' }],
      ['suspende', undefined],
      ['cancela', { obsCancelamento: 'de novo' }],
      ['encerra', { dataEncerramento: '2026-02-01' }],
      ['reabre', undefined],
    ] as const) {
      r = await put(acao, b)
      expect(r.status).toBe(400)
      expect(r.body.message).toMatch(/cancelada/)
    }
    // criar, status, suspende, libera, encerra, reabre, cancela: each change is in the audit log.
    const log = await amb.knex('auditoria').where({ entidade: 'captacao/solicitacoes-pessoal', entidadeId: s.id })
    expect(log.map((l: any) => l.acao)).toEqual(['criar', ...Array(6).fill('alterar')])
  })

  it('clone: sem id, em análise, datas de hoje, sem previsão, sem solicitante/liberador', async () => {
    const s = await nova({ dataPrevisaoEncerramento: '2026-03-01', quantidade: 4 })
    await adm.put(`${BASE}/${s.id}/status`, { status: 'A', observacaoLiberador: 'ok' })
    const r = await adm.get(`${BASE}/${s.id}/clone`)
    expect(r.status).toBe(200)
    expect(r.body.id).toBeUndefined()
    expect(r.body).toMatchObject({ status: 'I', quantidade: 4, dataPrevisaoEncerramento: null, liberadorNome: null, observacaoLiberador: null, solicitanteNome: null })
    const hoje = r.body.data
    expect(r.body.dataStatus).toBe(hoje)
    expect(hoje).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    // The clone is a valid body for a new request.
    expect((await adm.post(BASE, r.body)).status).toBe(201)
  })

  it('remover: só quem nunca teve candidatos', async () => {
    const s = await nova()
    expect((await adm.delete(`${BASE}/${s.id}`)).status).toBe(200)
    expect((await adm.get(`${BASE}/${s.id}`)).status).toBe(404)
    expect((await adm.delete(`${BASE}/${s.id}`)).status).toBe(404)
  })
})

describe('listagem e filtros', () => {
  it('filtros T/A/S/E/C, busca da especificação e os três dialetos', async () => {
    const marca = `Filtro ${Date.now()}`
    const aberta = await nova({ descricao: `${marca} aberta`, data: '2025-06-01' })
    const suspensa = await nova({ descricao: `${marca} suspensa`, data: '2025-06-02' })
    const encerrada = await nova({ descricao: `${marca} encerrada`, data: '2025-06-03' })
    const cancelada = await nova({ descricao: `${marca} cancelada`, data: '2025-06-04' })
    await adm.put(`${BASE}/${suspensa.id}/suspende`)
    await adm.put(`${BASE}/${encerrada.id}/status`, { status: 'A' })
    await adm.put(`${BASE}/${encerrada.id}/encerra`, { dataEncerramento: '2025-07-01' })
    await adm.put(`${BASE}/${cancelada.id}/cancela`, { obsCancelamento: 'x' })
    const ver = async (v: string) => (await adm.get(`${BASE}?unpaged=true&descricao=${encodeURIComponent(marca)}&visualizar=${v}`)).body.map((x: any) => x.id)
    expect(await ver('T')).toHaveLength(4)
    expect(await ver('A')).toEqual([aberta.id])
    expect(await ver('S')).toEqual([suspensa.id])
    expect(await ver('E')).toEqual([encerrada.id])
    expect(await ver('C')).toEqual([cancelada.id])

    const env = await adm.get(`${BASE}?page=0&size=2&descricao=${encodeURIComponent(marca)}&sort=data,ASC`)
    expect(env.body.totalElements).toBe(4)
    expect(env.body.content.map((x: any) => x.id)).toEqual([aberta.id, suspensa.id])
    expect(env.body.content[0].qtdCandidatos).toBe(0)
    const filtro = encodeURIComponent(JSON.stringify({ q: marca, visualizar: 'E', dataEncerramentoIni: '2025-07-01' }))
    const ra = await adm.get(`${BASE}?range=[0,9]&sort=["id","DESC"]&filter=${filtro}`)
    expect(ra.headers.get('content-range')).toBe('solicitacoes-pessoal 0-0/1')
    expect(ra.body.map((x: any) => x.id)).toEqual([encerrada.id])
    expect((await adm.get(`${BASE}?unpaged=true&codigo=${aberta.id}`)).body.map((x: any) => x.id)).toEqual([aberta.id])
    expect((await adm.get(`${BASE}?unpaged=true&descricao=${encodeURIComponent(marca)}&dataIni=2025-06-02&dataFim=2025-06-03`)).body).toHaveLength(2)
    expect(
      (await adm.get(`${BASE}?unpaged=true&descricao=${encodeURIComponent(marca)}&areaOrganizacionaId=${ids.area}&motivoId=${ids.motivo}&cargoId=${ids.cargo}`)).body,
    ).toHaveLength(4)
  })

  it('a precedência da situação vale na lista, no filtro e no registro: suspensa e depois cancelada é só cancelada', async () => {
    const marca = `Precedencia ${Date.now()}`
    const s = await nova({ descricao: marca })
    await adm.put(`${BASE}/${s.id}/suspende`)
    await adm.put(`${BASE}/${s.id}/cancela`, { obsCancelamento: 'x' })
    const ver = async (v: string) => (await adm.get(`${BASE}?unpaged=true&descricao=${encodeURIComponent(marca)}&visualizar=${v}`)).body.map((x: any) => x.id)
    expect(await ver('C')).toEqual([s.id])
    expect(await ver('S')).toEqual([])
    expect(await ver('A')).toEqual([])
    expect((await adm.get(`${BASE}/${s.id}`)).body.situacao).toBe('cancelada')
    const lista = await adm.get(`${BASE}?unpaged=true&descricao=${encodeURIComponent(marca)}&sort=situacao,ASC`)
    expect(lista.body.map((x: any) => x.situacao)).toEqual(['cancelada'])
  })

  it('campos de estado nunca vêm do corpo: criar ou alterar com status/cancelada não muda o estado', async () => {
    const s = await nova({ descricao: `Estado ${Date.now()}`, status: 'A', cancelada: true, qtdVagasPreenchidas: 9 } as any)
    expect([s.status, s.cancelada, s.qtdVagasPreenchidas, s.solicitanteNome]).toEqual(['I', false, 0, expect.any(String)])
    const atual = (await adm.get(`${BASE}/${s.id}`)).body
    const r = await adm.put(`${BASE}/${s.id}`, { ...atual, status: 'R', suspensa: true, descricao: 'Outra descrição' })
    expect(r.status).toBe(200)
    expect([r.body.status, r.body.suspensa, r.body.descricao]).toEqual(['I', false, 'Outra descrição'])
  })

  it('400 para filtros inválidos', async () => {
    let r = await adm.get(`${BASE}?dataIni=2025-02-01&dataFim=2025-01-01`)
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }])
    r = await adm.get(`${BASE}?visualizar=X&codigo=abc`)
    expect(r.status).toBe(400)
    expect(r.body.errors.map((e: any) => e.field).sort()).toEqual(['codigo', 'visualizar'])
    r = await adm.get(`${BASE}?naoExiste=1`)
    expect(r.body.errors).toEqual([{ field: 'naoExiste', message: 'Filtro desconhecido' }])
    expect((await adm.get(`${BASE}?filter={ruim`)).status).toBe(400)
    expect((await adm.get(`${BASE}?page=-1`)).status).toBe(400)
  })

  it('invisivelParaGestor esconde a solicitação do gestor (lista, leitura, quadro, PDF)', async () => {
    const s = await nova({ descricao: 'Substituição do gerente', invisivelParaGestor: true })
    const visiveis = async (c: ReturnType<typeof cliente>) => (await c.get(`${BASE}?unpaged=true&q=gerente`)).body.map((x: any) => x.id)
    expect(await visiveis(adm)).toContain(s.id)
    expect(await visiveis(rh)).toContain(s.id)
    expect(await visiveis(gestor)).not.toContain(s.id)
    for (const p of ['', '/quadro', '/pdf', '/candidatos']) expect((await gestor.get(`${BASE}/${s.id}${p}`)).status).toBe(404)
    expect((await gestor.put(`${BASE}/${s.id}/suspende`)).status).toBe(404)
    expect((await rh.get(`${BASE}/${s.id}`)).status).toBe(200)
  })
})

describe('isolamento entre empresas', () => {
  it('uma solicitação da Filial Norte não existe para quem só acessa a Empresa Demonstração', async () => {
    const [linha] = await amb
      .knex('solicitacoes_pessoal')
      .insert({
        empresaId: 2,
        descricao: 'Vendedor Norte',
        data: '2026-01-01',
        horarioComercial: 'comercial',
        estabelecimentoId: ids.estabelecimento2,
        areaOrganizacionalId: ids.area2,
        cargoId: ids.cargo2,
        motivoSolicitacaoId: ids.motivo2,
      })
      .returning('id')
    const id = Number(typeof linha === 'object' ? linha.id : linha)
    for (const r of [
      await rh.get(`${BASE}/${id}`),
      await rh.put(`${BASE}/${id}`, corpo()),
      await rh.put(`${BASE}/${id}/status`, { status: 'A' }),
      await rh.put(`${BASE}/${id}/suspende`),
      await rh.put(`${BASE}/${id}/cancela`, { obsCancelamento: 'x' }),
      await rh.get(`${BASE}/${id}/pdf`),
      await rh.get(`${BASE}/${id}/quadro`),
      await rh.get(`${BASE}/${id}/clone`),
      await rh.delete(`${BASE}/${id}`),
      await rh.get(`${BASE}/candidato/2`),
    ]) {
      expect(r.status).toBe(404)
    }
    expect((await rh.get(`${BASE}?unpaged=true&q=Norte`)).body).toEqual([])
    expect((await rh.get(`${BASE}?unpaged=true&empresaId=2`)).body).toEqual([])
    // The installation's administrator sees company 2 only when asking for it (or switching to it).
    expect((await adm.get(`${BASE}?unpaged=true&q=Vendedor Norte`)).body).toEqual([])
    expect((await adm.get(`${BASE}?unpaged=true&empresaId=2`)).body.map((x: any) => x.id)).toEqual([id])
    const antes = await amb.knex('solicitacoes_pessoal').where('id', id).first()
    expect(antes.status).toBe('I')
    expect(antes.cancelada === 0 || antes.cancelada === false).toBe(true)
  })

  it('o administrador, trocando de empresa, cria na Filial Norte', async () => {
    const c = cliente(amb.app)
    await c.entrar()
    expect((await c.put('/api/userinfo/empresa/2', {})).status).toBe(200)
    const r = await c.post(
      BASE,
      corpo({ estabelecimentoId: ids.estabelecimento2, areaOrganizacionalId: ids.area2, cargoId: ids.cargo2, motivoSolicitacaoId: ids.motivo2 }),
    )
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    expect(r.body.empresaId).toBe(2)
    expect((await rh.get(`${BASE}/${r.body.id}`)).status).toBe(404)
  })
})

describe('PDF e rotas auxiliares', () => {
  it('GET {id}/pdf devolve um PDF com nome de arquivo', async () => {
    const s = await nova({ bairros: ['Centro', 'Aldeota'] })
    const res = await amb.app.request(`${BASE}/${s.id}/pdf`, { headers: { cookie: adm.cookie } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="solicitacao-pessoal-${s.id}.pdf"; filename*=UTF-8''solicitacao-pessoal-${s.id}.pdf`)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    expect((await adm.get(`${BASE}/${s.id}/bairros`)).body).toEqual(['Centro', 'Aldeota'])
    expect((await adm.get(`${BASE}/${s.id}/possui-candidato`)).body).toBe(false)
    expect((await adm.get(`${BASE}/999999/pdf`)).status).toBe(404)
  })

  it('GET etapas-seletivas/proxima-ordem', async () => {
    const r = await adm.get('/api/captacao/etapas-seletivas/proxima-ordem')
    expect(r.status).toBe(200)
    expect(r.body).toBe(6)
  })
})
