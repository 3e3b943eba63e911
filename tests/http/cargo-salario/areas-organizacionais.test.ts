import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { colaboradores, historicosColaborador } from '../../../core/cargo-salario/colaboradores.ts'
import { TEXTO_CICLO, TEXTO_FILHAS_ATIVAS, TEXTO_FORA_DO_ESCOPO, TEXTO_INTEGRADA, TEXTO_MAE_INATIVA_ATIVAR, TEXTO_NAO_EDITAVEL, podeEditarStatusAtivo } from '../../../core/cargo-salario/areasRegras.ts'
import { TODAS_AUTORIDADES } from '../../../core/modulos.ts'
import { cpfDeTeste } from '../../support/cpf.ts'
import { atorSistema } from '../../../core/shared/ator.ts'
import { criar } from '../../../core/shared/crud.ts'
import { bancosHttp } from '../../support/banco.ts'
import { cliente } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const BASE = '/api/cargo-salario/areas-organizacionais'
/** The same suite on SQLite and, with TEST_DATABASE_URL, on PostgreSQL (the adapter's SQL is raw). */
const BANCOS = bancosHttp()

describe.each(BANCOS)('áreas organizacionais ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  const ids = { estabelecimento: 0, cargo: 0, matriz: 0, vendas: 0, varejo: 0, rh: 0, outraEmpresa: 0 }
  const pessoas = { ana: 0, bruno: 0, carla: 0, davi: 0 }

  const cpf = (n: number) => cpfDeTeste(300_000_000, n, 1)

  const sistema = atorSistema({ usuarioId: 0, empresaId: 1, empresasVisiveis: [1, 2] }, TODAS_AUTORIDADES)

  /** An employee admitted on 2024-01-02 into `area` (a core write, as the admission does). */
  const talento = async (n: number, nome: string, area: number, extra: Record<string, unknown> = {}) => {
    const c = (await amb.runtime.runPromise(
      Effect.catchAll(criar(colaboradores, sistema, { nome, cpf: cpf(n), dataNascimento: '1990-05-01', sexo: 'F', dataAdmissao: '2024-01-02', ...extra }), (e) => Effect.die(new Error(JSON.stringify(e)))),
    )) as { id: number }
    await amb.runtime.runPromise(
      criar(historicosColaborador, sistema, { colaboradorId: c.id, data: '2024-01-02', motivo: 'AD', estabelecimentoId: ids.estabelecimento, areaOrganizacionalId: area, cargoId: ids.cargo, salario: 300000 }),
    )
    return c.id
  }

  /** A staff user of company 1 with a profile holding `autoridades`, optionally linked to an employee. */
  const usuario = async (n: number, autoridades: string[], colaboradorId?: number) => {
    const perfil = await adm.post('/api/utilitario/perfis', { nome: `Perfil áreas ${n}`, autoridades })
    expect(perfil.status, JSON.stringify(perfil.body)).toBe(201)
    const u = await adm.post('/api/utilitario/usuarios', {
      nome: `Usuário áreas ${n}`,
      cpf: cpf(900 + n),
      senha: 'segredo1',
      acessos: [{ empresaId: 1, perfilId: perfil.body.id }],
      ...(colaboradorId ? { colaboradorId } : {}),
    })
    expect(u.status, JSON.stringify(u.body)).toBe(201)
    const c = cliente(amb.app)
    await c.entrar(cpf(900 + n), 'segredo1', 1)
    return c
  }

  const area = async (corpo: Record<string, unknown>) => {
    const r = await adm.post(BASE, corpo)
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    return r.body.id as number
  }

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `areas_${process.pid}` } : {})
    adm = cliente(amb.app)
    await adm.entrar()
    ids.estabelecimento = (await adm.post('/api/utilitario/estabelecimentos', { nome: 'Sede Áreas' })).body.id
    ids.matriz = await area({ nome: 'Matriz Teste' })
    ids.vendas = await area({ nome: 'Vendas Teste', areaMaeId: ids.matriz })
    ids.varejo = await area({ nome: 'Varejo Teste', areaMaeId: ids.vendas })
    ids.rh = await area({ nome: 'RH Teste', areaMaeId: ids.matriz })
    const cargo = await adm.post('/api/cargo-salario/cargos', { nome: 'Vendedor Teste', nomeMercado: 'Vendedor', areasOrganizacionais: [ids.vendas] })
    expect(cargo.status, JSON.stringify(cargo.body)).toBe(201)
    ids.cargo = cargo.body.id
    pessoas.ana = await talento(1, 'Ana Gestora', ids.vendas)
    pessoas.bruno = await talento(2, 'Bruno Varejo', ids.varejo)
    pessoas.carla = await talento(3, 'Carla RH', ids.rh)
    const motivo = Number((await amb.knex('motivos_desligamento').where('empresaId', 1).first()).id)
    pessoas.davi = await talento(4, 'Davi Desligado', ids.varejo, { dataDesligamento: '2024-06-30', motivoDesligamentoId: motivo })
    const [a2] = await amb.knex('areas_organizacionais').insert({ empresaId: 2, nome: 'Área da outra empresa' }).returning('id')
    ids.outraEmpresa = Number(typeof a2 === 'object' ? a2.id : a2)
  })

  afterAll(async () => {
    await amb?.fechar()
  })

  describe('validação', () => {
    it('nome obrigatório (máx. 60) e e-mails de notificação válidos', async () => {
      const r = await adm.post(BASE, { nome: 'x'.repeat(61), emailsNotificacoes: ['ok@empresa.com.br', 'não é e-mail'] })
      expect(r.status).toBe(400)
      expect(r.body.errors.map((e: any) => e.field).sort()).toEqual(['emailsNotificacoes.1', 'nome'])
      expect((await adm.post(BASE, {})).body.errors[0].field).toBe('nome')
    })

    it('responsáveis são talentos da empresa', async () => {
      const r = await adm.post(BASE, { nome: 'Com responsável estranho', responsaveis: [999999] })
      expect(r.status).toBe(400)
      expect(r.body.errors[0].field).toBe('responsaveis')
    })

    it('área mãe de outra empresa é recusada', async () => {
      const r = await adm.post(BASE, { nome: 'Filha estrangeira', areaMaeId: ids.outraEmpresa })
      expect(r.status).toBe(400)
      expect(r.body.errors[0].field).toBe('areaMaeId')
    })
  })

  describe('árvore e situação (spec 001 §4)', () => {
    it('nunca forma ciclo: nem a própria área nem uma filha como mãe', async () => {
      const ciclo = await adm.put(`${BASE}/${ids.matriz}`, { nome: 'Matriz Teste', areaMaeId: ids.varejo })
      expect(ciclo.status).toBe(400)
      expect(ciclo.body.errors).toEqual([{ field: 'areaMaeId', message: TEXTO_CICLO }])
      expect((await adm.put(`${BASE}/${ids.matriz}`, { nome: 'Matriz Teste', areaMaeId: ids.matriz })).status).toBe(400)
    })

    it('não desativa com filhas ativas; não ativa sob mãe inativa; colunas dizem o mesmo', async () => {
      const nova = await area({ nome: 'Temporária', areaMaeId: ids.rh })
      const neta = await area({ nome: 'Temporária filha', areaMaeId: nova })
      expect((await adm.get(`${BASE}/${nova}`)).body.podeEditarStatusAtivo).toBe(false)
      const r = await adm.put(`${BASE}/${nova}`, { nome: 'Temporária', areaMaeId: ids.rh, ativo: false })
      expect(r.status).toBe(400)
      expect(r.body.errors).toEqual([{ field: 'ativo', message: TEXTO_FILHAS_ATIVAS }])
      expect((await adm.put(`${BASE}/${neta}`, { nome: 'Temporária filha', areaMaeId: nova, ativo: false })).status).toBe(200)
      expect((await adm.put(`${BASE}/${nova}`, { nome: 'Temporária', areaMaeId: ids.rh, ativo: false })).status).toBe(200)
      expect((await adm.get(`${BASE}/${neta}`)).body.podeEditarStatusAtivo).toBe(false)
      const ativar = await adm.put(`${BASE}/${neta}`, { nome: 'Temporária filha', areaMaeId: nova, ativo: true })
      expect(ativar.body.errors).toEqual([{ field: 'ativo', message: TEXTO_MAE_INATIVA_ATIVAR }])
      const criarAtiva = await adm.post(BASE, { nome: 'Nova sob inativa', areaMaeId: nova })
      expect(criarAtiva.status).toBe(400)
      expect(criarAtiva.body.errors[0].field).toBe('ativo')
      expect((await adm.post(BASE, { nome: 'Nova inativa sob inativa', areaMaeId: nova, ativo: false })).status).toBe(201)
    })

    it('área usada no histórico de talentos: a área mãe não muda, o resto sim', async () => {
      const rh = (await adm.get(`${BASE}/${ids.rh}`)).body
      expect(rh.podeEditar).toBe(false)
      expect((await adm.get(`${BASE}/${ids.matriz}`)).body.podeEditar).toBe(true)
      const mover = await adm.put(`${BASE}/${ids.rh}`, { nome: 'RH Teste', areaMaeId: ids.vendas })
      expect(mover.body.errors).toEqual([{ field: 'areaMaeId', message: TEXTO_NAO_EDITAVEL }])
      const renomear = await adm.put(`${BASE}/${ids.rh}`, { nome: 'Gente e Gestão', areaMaeId: ids.matriz, emailsNotificacoes: ['rh@empresa.com.br'] })
      expect(renomear.status).toBe(200)
      expect(renomear.body.descricaoHierarquia).toBe('Matriz Teste > Gente e Gestão')
      expect((await adm.put(`${BASE}/${ids.rh}`, { nome: 'RH Teste', areaMaeId: ids.matriz })).status).toBe(200)
    })

    it('empresa integrada à folha: nome, área mãe e código não mudam (podeEditar falso); responsáveis e e-mails sim', async () => {
      const livre = await area({ nome: 'Lotação da Folha', areaMaeId: ids.matriz, codigoAC: '9.9' })
      expect((await adm.get(`${BASE}/${livre}`)).body.podeEditar).toBe(true)
      await amb.knex('empresas').where('id', 1).update({ acIntegra: true })
      try {
        expect((await adm.get(`${BASE}/${livre}`)).body.podeEditar).toBe(false)
        const base = { nome: 'Lotação da Folha', areaMaeId: ids.matriz, codigoAC: '9.9' }
        const r = await adm.put(`${BASE}/${livre}`, { nome: 'Renomeada', areaMaeId: ids.rh, codigoAC: '9.8' })
        expect(r.status).toBe(400)
        expect(r.body.errors).toEqual(['nome', 'areaMaeId', 'codigoAC'].map((field) => ({ field, message: TEXTO_INTEGRADA })))
        const ok = await adm.put(`${BASE}/${livre}`, { ...base, coresponsaveis: [pessoas.carla], emailsNotificacoes: ['folha@empresa.com.br'], exibirOrganograma: false })
        expect(ok.status, JSON.stringify(ok.body)).toBe(200)
        expect((await adm.post(BASE, { nome: 'Nova na integrada' })).status).toBe(201)
      } finally {
        await amb.knex('empresas').where('id', 1).update({ acIntegra: false })
      }
      expect((await adm.put(`${BASE}/${livre}`, { nome: 'Renomeada', areaMaeId: ids.matriz })).status).toBe(200)
    })

    it('remover área em uso (filhas, históricos) é recusado com mensagem, nunca 500', async () => {
      for (const id of [ids.vendas, ids.rh]) {
        const r = await adm.delete(`${BASE}/${id}`)
        expect(r.status).toBe(400)
        expect(r.body.message).toMatch(/^Não é possível remover: o registro está em uso em .+\.$/)
      }
      const livre = await area({ nome: 'Removível', areaMaeId: ids.matriz })
      expect((await adm.delete(`${BASE}/${livre}`)).status).toBe(200)
    })

    it('podeEditarStatusAtivo do banco é a regra do core em árvores aleatórias', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(fc.nat(), fc.boolean()), { minLength: 1, maxLength: 8 }), async (nos) => {
          // Each new area hangs from an earlier one (or none); an active one only under an active parent.
          const criadas: Array<{ id: number; areaMaeId: number | null; ativo: boolean }> = []
          for (const [i, [mae, ativo]] of nos.entries()) {
            const pai = i && mae % (i + 1) < i ? criadas[mae % (i + 1)]! : undefined
            const ativa = ativo && (!pai || pai.ativo)
            const id = await area({ nome: `Aleatória ${i}`, areaMaeId: pai?.id ?? null, ativo: ativa })
            criadas.push({ id, areaMaeId: pai?.id ?? null, ativo: ativa })
          }
          const porId = new Map(criadas.map((a) => [a.id, a]))
          const lista = await adm.get(`${BASE}?unpaged=true&id=${criadas.map((a) => a.id).join(',')}`)
          for (const a of criadas) expect(lista.body.find((x: any) => x.id === a.id).podeEditarStatusAtivo).toBe(podeEditarStatusAtivo(a, porId, criadas))
          // Leaves first, so that every area can go.
          for (const a of [...criadas].reverse()) expect((await adm.delete(`${BASE}/${a.id}`)).status).toBe(200)
        }),
        { numRuns: 6 },
      )
    })
  })

  describe('replicação de responsáveis', () => {
    it('replica responsáveis e co-responsáveis para todas as áreas abaixo, na mesma gravação', async () => {
      const raiz = await area({ nome: 'Raiz replicação' })
      const filha = await area({ nome: 'Filha replicação', areaMaeId: raiz })
      const neta = await area({ nome: 'Neta replicação', areaMaeId: filha })
      const r = await adm.put(`${BASE}/${raiz}`, {
        nome: 'Raiz replicação',
        responsaveis: [pessoas.carla],
        coresponsaveis: [pessoas.bruno],
        replicarResponsaveisParaAreasFilhas: true,
        replicarCorresponsaveisParaAreasFilhas: true,
      })
      expect(r.status, JSON.stringify(r.body)).toBe(200)
      for (const id of [filha, neta]) {
        const a = (await adm.get(`${BASE}/${id}`)).body
        expect(a.responsaveis).toEqual([pessoas.carla])
        expect(a.coresponsaveis).toEqual([pessoas.bruno])
        expect(a.nomeResponsaveis).toBe('Carla RH')
      }
      const semReplicar = await adm.put(`${BASE}/${raiz}`, { nome: 'Raiz replicação', responsaveis: [pessoas.bruno] })
      expect(semReplicar.status).toBe(200)
      expect((await adm.get(`${BASE}/${filha}`)).body.responsaveis).toEqual([pessoas.carla])
    })
  })

  describe('escopo do gestor', () => {
    let gestora: ReturnType<typeof cliente>
    let veTodas: ReturnType<typeof cliente>
    let ninguem: ReturnType<typeof cliente>

    beforeAll(async () => {
      // Ana is responsável for Vendas: she manages Vendas and Varejo, not the Matriz nor RH.
      expect((await adm.put(`${BASE}/${ids.vendas}`, { nome: 'Vendas Teste', areaMaeId: ids.matriz, coresponsaveis: [pessoas.ana] })).status).toBe(200)
      gestora = await usuario(1, ['ROLE_CARGO_SALARIO_CADASTROS', 'ROLE_CARGO_SALARIO_COLABORADORES'], pessoas.ana)
      veTodas = await usuario(2, ['ROLE_CARGO_SALARIO_COLABORADORES', 'ROLE_VER_AREAS'])
      ninguem = await usuario(3, ['ROLE_CARGO_SALARIO_COLABORADORES'])
    })

    it('a gestora vê só as áreas que gere e as de baixo (404 nas outras)', async () => {
      const lista = await gestora.get(`${BASE}?unpaged=true`)
      expect(lista.status).toBe(200)
      expect(lista.body.map((a: any) => a.id).sort()).toEqual([ids.vendas, ids.varejo].sort())
      const pagina = await gestora.get(`${BASE}?range=[0,0]`)
      expect(pagina.headers.get('content-range')).toMatch(/\/2$/)
      expect((await gestora.get(`${BASE}/${ids.matriz}`)).status).toBe(404)
      expect((await gestora.put(`${BASE}/${ids.rh}`, { nome: 'x', areaMaeId: ids.matriz })).status).toBe(404)
      expect((await gestora.delete(`${BASE}/${ids.rh}`)).status).toBe(404)
      expect((await gestora.get(`${BASE}/${ids.varejo}`)).status).toBe(200)
      expect((await gestora.get(`${BASE}/${ids.rh}/talentos`)).status).toBe(404)
      expect((await gestora.get(`${BASE}/permite-ver-areas-ou-responsavel-corresponsavel`)).body).toBe(true)
    })

    it('a gestora cria áreas só abaixo das que gere', async () => {
      const fora = await gestora.post(BASE, { nome: 'Fora do alcance', areaMaeId: ids.rh })
      expect(fora.body.errors).toEqual([{ field: 'areaMaeId', message: TEXTO_FORA_DO_ESCOPO }])
      expect((await gestora.post(BASE, { nome: 'Raiz nova' })).status).toBe(400)
      const dentro = await gestora.post(BASE, { nome: 'Varejo Sul', areaMaeId: ids.varejo })
      expect(dentro.status).toBe(201)
      expect((await adm.delete(`${BASE}/${dentro.body.id}`)).status).toBe(200)
    })

    it('a gestora vê só os talentos e os históricos das suas áreas', async () => {
      const lista = await gestora.get('/api/cargo-salario/colaboradores?unpaged=true&situacao=T')
      expect(lista.status).toBe(200)
      expect(lista.body.map((c: any) => c.nome).sort()).toEqual(['Ana Gestora', 'Bruno Varejo', 'Davi Desligado'])
      const pagina = await gestora.get('/api/cargo-salario/colaboradores?range=[0,0]&situacao=T')
      expect(pagina.headers.get('content-range')).toMatch(/\/3$/)
      expect((await gestora.get(`/api/cargo-salario/colaboradores/${pessoas.carla}`)).status).toBe(404)
      expect((await gestora.get(`/api/cargo-salario/colaboradores/${pessoas.bruno}`)).status).toBe(200)
      const hist = await gestora.get('/api/cargo-salario/colaboradores/historicos?unpaged=true')
      expect(hist.body.every((h: any) => [ids.vendas, ids.varejo].includes(h.areaOrganizacionalId))).toBe(true)
      expect(hist.body.length).toBe(3)
    })

    it('com ROLE_VER_AREAS vê todas; sem ela e sem ser gestor, nenhuma', async () => {
      const todas = await veTodas.get(`${BASE}?unpaged=true`)
      expect(todas.body.map((a: any) => a.id)).toEqual(expect.arrayContaining([ids.matriz, ids.vendas, ids.varejo, ids.rh]))
      expect((await veTodas.get(`/api/cargo-salario/colaboradores/${pessoas.carla}`)).status).toBe(200)
      expect((await ninguem.get(`${BASE}?unpaged=true`)).body).toEqual([])
      expect((await ninguem.get('/api/cargo-salario/colaboradores?unpaged=true&situacao=T')).body).toEqual([])
      expect((await ninguem.get(`${BASE}/${ids.vendas}`)).status).toBe(404)
      expect((await ninguem.get(`${BASE}/permite-ver-areas-ou-responsavel-corresponsavel`)).body).toBe(false)
      expect((await ninguem.get(`${BASE}/organogramas`)).body).toEqual([])
    })

    it('outra empresa: 404 para todos, mesmo com ROLE_VER_AREAS', async () => {
      expect((await veTodas.get(`${BASE}/${ids.outraEmpresa}`)).status).toBe(404)
      expect((await veTodas.get(`${BASE}/${ids.outraEmpresa}/talentos`)).status).toBe(404)
      expect((await veTodas.get(`${BASE}?unpaged=true`)).body.some((a: any) => a.id === ids.outraEmpresa)).toBe(false)
    })

    it('o organograma da gestora começa nas áreas que ela gere', async () => {
      const r = await gestora.get(`${BASE}/organogramas`)
      expect(r.body.map((n: any) => n.id)).toEqual([ids.vendas])
      expect(r.body[0].filhas.map((n: any) => n.id)).toEqual([ids.varejo])
    })
  })

  describe('chamadas da spec 001 §7', () => {
    it('401 sem sessão, 403 ao gravar sem permissão', async () => {
      const anon = cliente(amb.app)
      for (const p of ['', '/organogramas', '/areas-maes', '/relatorio', `/${ids.vendas}/talentos`]) expect((await anon.get(`${BASE}${p}`)).status, p).toBe(401)
      const maria = cliente(amb.app)
      await maria.entrar('529.982.247-25')
      // The demo's restricted profile lacks ROLE_VER_AREAS: it reads nothing and writes nothing it cannot see.
      expect((await maria.get(`${BASE}/${ids.vendas}`)).status).toBe(404)
    })

    it('organogramas: árvore com responsáveis e talentos ativos (da área e com as filhas)', async () => {
      const r = await adm.get(`${BASE}/organogramas?areaOrganizacionalId=${ids.matriz}`)
      expect(r.status).toBe(200)
      const [matriz] = r.body
      expect(matriz.nome).toBe('Matriz Teste')
      const vendas = matriz.filhas.find((n: any) => n.id === ids.vendas)
      expect(vendas.coresponsaveis).toEqual([{ id: pessoas.ana, nome: 'Ana Gestora' }])
      expect(vendas.talentos).toBe(1)
      expect(vendas.talentosComFilhas).toBe(2) // Davi was dismissed
      expect(matriz.talentosComFilhas).toBe(3)
      expect(matriz.talentos).toBe(0)
      const inativas = await adm.get(`${BASE}/organogramas?ativa=false&areaOrganizacionalId=${ids.matriz}`)
      expect(inativas.body.every((n: any) => n.ativo === false)).toBe(true)
      expect((await adm.get(`${BASE}/organogramas?ativa=talvez`)).status).toBe(400)
      expect((await adm.get(`${BASE}/organogramas?areaOrganizacionalId=abc`)).status).toBe(400)
    })

    it('relatorio: o organograma em PDF; sem dados, a mensagem da especificação', async () => {
      const r = await adm.pedir('GET', `${BASE}/relatorio?areaOrganizacionalId=${ids.matriz}`)
      expect(r.status).toBe(200)
      expect(r.headers.get('content-type')).toContain('application/pdf')
      expect(String(r.body).startsWith('%PDF')).toBe(true)
      const vazio = await adm.get(`${BASE}/relatorio?areaOrganizacionalId=999999`)
      expect(vazio.status).toBe(422)
      expect(vazio.body.message).toBe('Não existem dados para o filtro informado.')
    })

    it('areas-maes: sem a própria área e as de baixo; resumido', async () => {
      const r = await adm.get(`${BASE}/areas-maes?areaId=${ids.vendas}`)
      const idsR = r.body.map((a: any) => a.id)
      expect(idsR).toContain(ids.matriz)
      expect(idsR).toContain(ids.rh)
      expect(idsR).not.toContain(ids.vendas)
      expect(idsR).not.toContain(ids.varejo)
      expect(r.body.find((a: any) => a.id === ids.rh).descricaoHierarquia).toBe('Matriz Teste > RH Teste')
      const resumido = await adm.get(`${BASE}/areas-maes?resumido=true`)
      expect(Object.keys(resumido.body[0]).sort()).toEqual(['descricaoHierarquia', 'id'])
      expect((await adm.get(`${BASE}/areas-maes?areaId=x`)).status).toBe(400)
    })

    it('responsaveis, faixas, talentos, históricos, solicitações e áreas vinculadas', async () => {
      const resp = await adm.get(`${BASE}/responsaveis?id=${ids.vendas}`)
      expect(resp.body.coresponsaveis).toEqual([{ id: pessoas.ana, nome: 'Ana Gestora' }])
      expect((await adm.get(`${BASE}/responsaveis`)).status).toBe(400)
      expect((await adm.get(`${BASE}/responsaveis?id=999999`)).status).toBe(404)
      const cboId = Number((await amb.knex('cbo_ocupacoes').orderBy('id').first()).id)
      const faixa = await adm.post('/api/cargo-salario/faixas-salariais', { cargoId: ids.cargo, nome: 'Júnior', cboId })
      expect(faixa.status, JSON.stringify(faixa.body)).toBe(201)
      const faixas = await adm.get(`${BASE}/${ids.vendas}/faixas-salariais`)
      expect(faixas.body).toEqual([expect.objectContaining({ id: faixa.body.id, nome: 'Júnior', nomeCargo: 'Vendedor Teste' })])
      expect((await adm.get(`${BASE}/${ids.rh}/faixas-salariais`)).body).toEqual([])
      const talentos = await adm.get(`${BASE}/${ids.varejo}/talentos`)
      expect(talentos.body.map((t: any) => t.nome)).toEqual(['Bruno Varejo'])
      const hist = await adm.get(`${BASE}/${ids.varejo}/historicos-colaboradores-vinculados`)
      expect(hist.body.map((h: any) => h.colaboradorId).sort()).toEqual([pessoas.bruno, pessoas.davi].sort())
      expect((await adm.get(`${BASE}/${ids.varejo}/solicitacoes-vinculadas`)).body).toEqual([])
      const filhas = await adm.get(`${BASE}/${ids.matriz}/areasOrganizacionais-vinculadas`)
      expect(filhas.body.map((a: any) => a.id)).toEqual(expect.arrayContaining([ids.vendas, ids.rh]))
      expect(filhas.body.map((a: any) => a.id)).not.toContain(ids.varejo)
      for (const p of ['talentos', 'faixas-salariais', 'historicos-colaboradores-vinculados', 'solicitacoes-vinculadas', 'areasOrganizacionais-vinculadas']) {
        expect((await adm.get(`${BASE}/999999/${p}`)).status, p).toBe(404)
      }
    })

    it('agrupadas-sem-responsaveis: pela área raiz', async () => {
      const r = await adm.get(`${BASE}/agrupadas-sem-responsaveis`)
      const matriz = r.body.find((g: any) => g.id === ids.matriz)
      const semResp = matriz.areas.map((a: any) => a.id)
      expect(semResp).toEqual(expect.arrayContaining([ids.matriz, ids.varejo, ids.rh]))
      expect(semResp).toContain(ids.vendas) // only a co-responsável
    })
  })
})
