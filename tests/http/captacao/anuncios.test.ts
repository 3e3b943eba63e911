import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../../adapters/db/demo.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'
import { cliente } from '../../support/http.ts'
import { servidorSmtp } from '../../support/smtp.ts'

const ANUNCIOS = '/api/captacao/anuncios'

/** A personnel request stored directly (its own rules are slice A's): approved and open unless told. */
const novaSolicitacao = async (amb: AmbienteTeste, o: Record<string, unknown> = {}) => {
  const [r] = await amb.knex('solicitacoes_pessoal').insert({ empresaId: 1, descricao: 'Analista de RH', data: '2025-03-10', horarioComercial: '08h às 17h', status: 'A', quantidade: 2, ...o }).returning('id')
  return Number(typeof r === 'object' ? r.id : r)
}

/** A user whose only company is 1, with the recruitment authorities (user 1 sees every company). */
const usuarioSoDaEmpresa1 = async (admin: ReturnType<typeof cliente>, amb: AmbienteTeste, cpf: string) => {
  const perfil = await admin.post('/api/utilitario/perfis', { nome: `Recrutador ${cpf}`, autoridades: ['ROLE_CAPTACAO_SOLICITACOES', 'ROLE_CAPTACAO_AVALIACOES'] })
  expect(perfil.status).toBe(201)
  const u = await admin.post('/api/utilitario/usuarios', { nome: 'Rita Recrutadora', cpf, senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })
  expect(u.status).toBe(201)
  const c = cliente(amb.app)
  await c.entrar(cpf, 'segredo1', 1)
  return c
}

/** Quoted-printable body → text (nodemailer encodes accented text so). */
const qp = (s: string) =>
  Buffer.from(s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8')

describe('anúncios: cadastro, link de acesso rápido e e-mail pela caixa de saída', () => {
  let amb: AmbienteTeste
  let admin: ReturnType<typeof cliente>
  let solicitacao: number
  beforeAll(async () => {
    amb = await criarAmbiente()
    admin = cliente(amb.app)
    await admin.entrar()
    solicitacao = await novaSolicitacao(amb)
  })
  afterAll(() => amb.fechar())

  it('200/201: cria com exibirModuloExterno falso por padrão; lista e obtém', async () => {
    const r = await admin.post(ANUNCIOS, { titulo: '  Analista de RH Pleno ', descricao: 'Vaga para a matriz.', solicitacaoId: solicitacao })
    expect(r.status).toBe(201)
    expect(r.body).toMatchObject({ titulo: 'Analista de RH Pleno', exibirModuloExterno: false, solicitacaoId: solicitacao, empresaId: 1, removedAt: null })
    const lista = await admin.get(`${ANUNCIOS}?unpaged=true`)
    expect(lista.status).toBe(200)
    expect(lista.body.map((a: any) => a.id)).toContain(r.body.id)
    expect((await admin.get(`${ANUNCIOS}/${r.body.id}`)).body.descricao).toBe('Vaga para a matriz.')
  })

  it("400: título obrigatório e até 100, descrição e solicitação obrigatórias; um anúncio por solicitação", async () => {
    const vazio = await admin.post(ANUNCIOS, { titulo: ' ', descricao: '' })
    expect(vazio.status).toBe(400)
    expect(vazio.body.code).toBe('FIELD_VALIDATION_VIOLATION')
    expect(vazio.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'titulo', message: 'Título é obrigatório' },
        { field: 'descricao', message: 'Descrição é obrigatória' },
        { field: 'solicitacaoId', message: 'Solicitação de Pessoal é obrigatória' },
      ]),
    )
    const longo = await admin.post(ANUNCIOS, { titulo: 'x'.repeat(101), descricao: 'd', solicitacaoId: solicitacao, exibirModuloExterno: 'sim' })
    expect(longo.body.errors).toEqual([
      { field: 'titulo', message: 'Título deve ter no máximo 100 caracteres' },
      { field: 'exibirModuloExterno', message: 'Exibir no módulo externo inválido' },
    ])
    const repetido = await admin.post(ANUNCIOS, { titulo: 'Outro', descricao: 'd', solicitacaoId: solicitacao })
    expect(repetido.body.errors).toEqual([{ field: 'solicitacaoId', message: 'Já existe um anúncio para esta solicitação de pessoal' }])
    const inexistente = await admin.post(ANUNCIOS, { titulo: 'Outro', descricao: 'd', solicitacaoId: 999_999 })
    expect(inexistente.status).toBe(400)
    expect(inexistente.body.errors).toEqual([{ field: 'solicitacaoId', message: 'Solicitação de Pessoal: registro não encontrado' }])
  })

  it('PUT sem exibirModuloExterno aplica o padrão (oculto no portal); remoção lógica libera a solicitação', async () => {
    const s = await novaSolicitacao(amb)
    const a = await admin.post(ANUNCIOS, { titulo: 'Temporário', descricao: 'd', solicitacaoId: s, exibirModuloExterno: true })
    const sem = await admin.put(`${ANUNCIOS}/${a.body.id}`, { titulo: 'Temporário', descricao: 'd', solicitacaoId: s })
    // PUT replaces the record: the field left out takes its default (spec 000 §3.2: false), so the ad leaves the portal
    expect(sem.status).toBe(200)
    expect(sem.body.exibirModuloExterno).toBe(false)
    const ok = await admin.put(`${ANUNCIOS}/${a.body.id}`, { ...a.body, titulo: 'Temporário II', exibirModuloExterno: false })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ titulo: 'Temporário II', exibirModuloExterno: false, diasEsperaNovaAplicacao: null })
    expect((await admin.delete(`${ANUNCIOS}/${a.body.id}`)).status).toBe(200)
    expect((await admin.get(`${ANUNCIOS}/${a.body.id}`)).status).toBe(404)
    expect((await admin.post(ANUNCIOS, { titulo: 'De novo', descricao: 'd', solicitacaoId: s })).status).toBe(201)
  })

  it('link de acesso rápido: endereço da requisição, ou APP_URL quando configurado', async () => {
    const a = (await admin.get(`${ANUNCIOS}?unpaged=true&solicitacaoId=${solicitacao}`)).body[0]
    const r = await admin.get(`${ANUNCIOS}/${a.id}/link-acesso-rapido`)
    expect(r.status).toBe(200)
    expect(r.body).toEqual({ url: `http://localhost/externo/anuncios?solicitacaoId=${solicitacao}&empresaId=1` })
    process.env['APP_URL'] = 'https://rh.exemplo.com.br/'
    try {
      expect((await admin.get(`${ANUNCIOS}/${a.id}/link-acesso-rapido`)).body.url).toBe(`https://rh.exemplo.com.br/externo/anuncios?solicitacaoId=${solicitacao}&empresaId=1`)
    } finally {
      delete process.env['APP_URL']
    }
    expect((await admin.get(`${ANUNCIOS}/999999/link-acesso-rapido`)).status).toBe(404)
    expect((await admin.get(`${ANUNCIOS}/abc/link-acesso-rapido`)).status).toBe(404)
  })

  it('e-mail sem SMTP: uma mensagem por destinatário fica PENDENTE na caixa de saída', async () => {
    const a = (await admin.get(`${ANUNCIOS}?unpaged=true&solicitacaoId=${solicitacao}`)).body[0]
    const r = await admin.post(`${ANUNCIOS}/${a.id}/email`, { assunto: 'Vaga: Analista de RH', emails: 'ana@exemplo.com; bruno@exemplo.com,ANA@exemplo.com' })
    expect(r.status).toBe(200)
    expect(r.body).toEqual({ enviados: 2, message: 'Anúncio de vaga enviado com sucesso.' })
    const caixa = await admin.get('/api/utilitario/caixa-saida?unpaged=true')
    const deste = caixa.body.filter((m: any) => m.assunto === 'Vaga: Analista de RH')
    expect(deste.map((m: any) => [JSON.parse(m.para)[0] ?? m.para, m.situacao]).sort()).toEqual([
      ['ana@exemplo.com', 'PENDENTE'],
      ['bruno@exemplo.com', 'PENDENTE'],
    ])
    expect(deste[0].texto).toContain('Analista de RH Pleno')
    expect(deste[0].texto).toContain(`/externo/anuncios?solicitacaoId=${solicitacao}&empresaId=1`)
  })

  it('e-mail: 400 assunto e e-mails obrigatórios, e-mail inválido; 404 anúncio inexistente; corpo inválido', async () => {
    const a = (await admin.get(`${ANUNCIOS}?unpaged=true&solicitacaoId=${solicitacao}`)).body[0]
    const vazio = await admin.post(`${ANUNCIOS}/${a.id}/email`, { assunto: '  ', emails: [] })
    expect(vazio.status).toBe(400)
    expect(vazio.body.errors).toEqual([
      { field: 'assunto', message: 'Assunto é obrigatório' },
      { field: 'emails', message: 'Informe ao menos um e-mail' },
    ])
    const nada = await admin.post(`${ANUNCIOS}/${a.id}/email`, {})
    expect(nada.body.errors).toEqual([
      { field: 'assunto', message: 'Assunto é obrigatório' },
      { field: 'emails', message: 'Informe ao menos um e-mail' },
    ])
    const ruim = await admin.post(`${ANUNCIOS}/${a.id}/email`, { assunto: 'Vaga', emails: ['ok@exemplo.com', 'sem-arroba'] })
    expect(ruim.body.errors).toEqual([{ field: 'emails', message: 'E-mail inválido: sem-arroba' }])
    const tipo = await admin.post(`${ANUNCIOS}/${a.id}/email`, { assunto: 5, emails: [1] })
    expect(tipo.status).toBe(400)
    expect((await admin.post(`${ANUNCIOS}/${a.id}/email`, '{ruim')).status).toBe(400)
    expect((await admin.post(`${ANUNCIOS}/${a.id}/email`, [1, 2])).status).toBe(400)
    expect((await admin.post(`${ANUNCIOS}/999999/email`, { assunto: 'Vaga', emails: 'a@b.com' })).status).toBe(404)
  })

  it('401 sem sessão; 403 sem a permissão de anúncios', async () => {
    const anonimo = cliente(amb.app)
    expect((await anonimo.get(ANUNCIOS)).status).toBe(401)
    expect((await anonimo.post(`${ANUNCIOS}/1/email`, { assunto: 'a', emails: 'a@b.com' })).status).toBe(401)
    const restrita = cliente(amb.app)
    await restrita.entrar(DEMO.cpfRestrito)
    expect((await restrita.get(ANUNCIOS)).status).toBe(403)
    expect((await restrita.post(ANUNCIOS, { titulo: 'a', descricao: 'b', solicitacaoId: solicitacao })).status).toBe(403)
    expect((await restrita.get(`${ANUNCIOS}/1/link-acesso-rapido`)).status).toBe(403)
    const email = await restrita.post(`${ANUNCIOS}/1/email`, { assunto: 'a', emails: 'a@b.com' })
    expect(email.status).toBe(403)
    expect(email.body.message).toBe('Não autorizado.')
  })

  it('outra empresa: o anúncio da Filial Norte não é lido, alterado, enviado nem listado por quem só vê a empresa 1', async () => {
    const s2 = await novaSolicitacao(amb, { empresaId: 2, descricao: 'Vendedor' })
    const [r] = await amb.knex('anuncios').insert({ empresaId: 2, titulo: 'Vendedor Norte', descricao: 'd', solicitacaoId: s2, exibirModuloExterno: true }).returning('id')
    const id = Number(typeof r === 'object' ? r.id : r)
    const rita = await usuarioSoDaEmpresa1(admin, amb, '93541134780')
    expect((await rita.get(`${ANUNCIOS}/${id}`)).status).toBe(404)
    expect((await rita.put(`${ANUNCIOS}/${id}`, { titulo: 'x', descricao: 'd', solicitacaoId: s2, exibirModuloExterno: true })).status).toBe(404)
    expect((await rita.get(`${ANUNCIOS}/${id}/link-acesso-rapido`)).status).toBe(404)
    expect((await rita.post(`${ANUNCIOS}/${id}/email`, { assunto: 'a', emails: 'a@b.com' })).status).toBe(404)
    expect((await rita.get(`${ANUNCIOS}?unpaged=true&empresaId=2`)).body.map((a: any) => a.id)).not.toContain(id)
    // and a request of company 2 cannot be linked from company 1
    const cruzado = await rita.post(ANUNCIOS, { titulo: 'x', descricao: 'd', solicitacaoId: s2 })
    expect(cruzado.body.errors).toEqual([{ field: 'solicitacaoId', message: 'Solicitação de Pessoal: registro não encontrado' }])
  })
})

describe('e-mail de anúncio por um servidor SMTP real (loopback)', () => {
  let amb: AmbienteTeste
  let smtp: Awaited<ReturnType<typeof servidorSmtp>>
  let admin: ReturnType<typeof cliente>
  let anuncio: number
  beforeAll(async () => {
    smtp = await servidorSmtp()
    amb = await criarAmbiente({ smtpUrl: smtp.url })
    admin = cliente(amb.app)
    await admin.entrar()
    const s = await novaSolicitacao(amb)
    anuncio = (await admin.post(ANUNCIOS, { titulo: 'Operador de Produção', descricao: 'Turno da manhã.\nSalário compatível.', solicitacaoId: s, exibirModuloExterno: true })).body.id
  })
  afterAll(async () => {
    await smtp.fechar().catch(() => undefined)
    await amb.fechar()
  })

  it('envia uma mensagem a cada destinatário, com o anúncio e o link; registra ENVIADO', async () => {
    const r = await admin.post(`${ANUNCIOS}/${anuncio}/email`, { assunto: 'Oportunidade Operador', emails: ['joao@exemplo.com', 'maria@exemplo.com'] })
    expect(r.status).toBe(200)
    expect(r.body.enviados).toBe(2)
    expect(smtp.recebidas.map((m) => m.para)).toEqual([['joao@exemplo.com'], ['maria@exemplo.com']])
    const dados = smtp.recebidas[0]!.dados
    expect(dados).toMatch(/^Subject: Oportunidade Operador\r?$/m)
    const texto = qp(dados)
    expect(texto).toContain('Operador de Produção')
    expect(texto).toContain('Turno da manhã.')
    expect(texto).toMatch(/\/externo\/anuncios\?solicitacaoId=\d+&empresaId=1/)
    const caixa = await amb.knex('caixa_saida').where({ assunto: 'Oportunidade Operador' }).select('situacao')
    expect(caixa.map((c) => c.situacao)).toEqual(['ENVIADO', 'ENVIADO'])
  })

  it("servidor fora do ar: 502 'Erro ao enviar e-mail. Por favor, tente novamente.' e ERRO na caixa de saída", async () => {
    await smtp.fechar()
    const r = await admin.post(`${ANUNCIOS}/${anuncio}/email`, { assunto: 'Sem servidor', emails: 'x@exemplo.com' })
    expect(r.status).toBe(502)
    expect(r.body).toMatchObject({ code: 'FALHA_ENVIO', message: 'Erro ao enviar e-mail. Por favor, tente novamente.' })
    const caixa = await amb.knex('caixa_saida').where({ assunto: 'Sem servidor' }).first('situacao', 'erro')
    expect(caixa?.situacao).toBe('ERRO')
  })
})
