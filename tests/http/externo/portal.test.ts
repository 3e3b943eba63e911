import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'
import { cliente } from '../../support/http.ts'
import { servidorSmtp } from '../../support/smtp.ts'
import { solveChallenge } from 'altcha-lib/v1'
import { formatarCpf } from '../../../core/shared/br/cpf.ts'
import { textoPdf } from '../../support/arquivos-relatorio.ts'

let amb: AmbienteTeste
let smtp: Awaited<ReturnType<typeof servidorSmtp>>
let anuncio: { id: number; solicitacao: { id: number } }
let modeloId: number
let cargoId: number

const CPF_A = '52998224725'
const CPF_B = '11144477735'

const cadastro = (cpf: string, extra: Record<string, unknown> = {}) => ({
  empresaId: 1,
  nome: `Candidata ${cpf.slice(0, 3)}`,
  cpf,
  email: `c${cpf}@exemplo.com.br`,
  cargos: [cargoId],
  senha: 'segredo1',
  confirmaSenha: 'segredo1',
  aceitoPoliticaSeguranca: true,
  ...extra,
})

const logado = async (cpf: string, senha = 'segredo1') => {
  const c = cliente(amb.app)
  const r = await c.post('/api/externo/login', `username=${cpf}&password=${senha}&empresaId=1`, { tipo: 'application/x-www-form-urlencoded' })
  expect(r.status).toBe(200)
  const u = await c.get('/api/externo/userinfo')
  return { c, id: u.body.candidato.id as number }
}

beforeAll(async () => {
  smtp = await servidorSmtp()
  amb = await criarAmbiente({ smtpUrl: smtp.url })
  await amb.knex('empresas').where({ id: 1 }).update({ exigirAceitePsi: true, politicaSeguranca: '<p>Tratamos seus dados <b>com cuidado</b>.</p><script>alert(1)</script><img src=x onerror=alert(1)>' })
  cargoId = Number((await amb.knex('cargos').where({ empresaId: 1 }).first('id')).id)
  const lista = await cliente(amb.app).get('/api/externo/anuncios?empresaId=1')
  anuncio = lista.body[0]
  modeloId = Number((await amb.knex('modelosAvaliacaoCandidato').where({ empresaId: 1 }).first('id')).id)
  await amb.knex('solicitacoesPessoal').where({ id: anuncio.solicitacao.id }).update({ avaliacoesIds: JSON.stringify([modeloId]) })
}, 30_000)
afterAll(async () => {
  await amb?.fechar()
  await smtp?.fechar()
})

describe('cadastro pelo portal', () => {
  it('formulário público com o termo sanitizado', async () => {
    const r = await cliente(amb.app).get('/api/externo/formulario?empresaId=1')
    expect(r.status).toBe(200)
    expect(r.body.exigirAceitePsi).toBe(true)
    expect(r.body.politicaSeguranca).toContain('<b>com cuidado</b>')
    expect(r.body.politicaSeguranca).not.toMatch(/script|onerror|<img/)
    expect(r.body.cargos.length).toBeGreaterThan(0)
    expect((await cliente(amb.app).get('/api/externo/formulario?empresaId=x')).status).toBe(404)
  })

  it('400 com mensagens por campo: termo, senha, senhas diferentes, cargos', async () => {
    const c = cliente(amb.app)
    let r = await c.post('/api/externo/candidatos', { empresaId: 1, nome: 'Fulana' })
    expect(r.status).toBe(400)
    const campos = Object.fromEntries(r.body.errors.map((e: any) => [e.field, e.message]))
    expect(campos['senha']).toBe('Senha é obrigatória')
    expect(campos['aceitoPoliticaSeguranca']).toBe('É necessário aceitar o Termo de Privacidade e Política de Segurança')
    r = await c.post('/api/externo/candidatos', cadastro(CPF_A, { confirmaSenha: 'outra' }))
    expect(r.status).toBe(400)
    expect(r.body.errors).toContainEqual({ field: 'confirmaSenha', message: 'As senhas devem ser iguais' })
    r = await c.post('/api/externo/candidatos', cadastro(CPF_A, { cargos: [] }))
    expect(r.status).toBe(400)
    expect(r.body.errors.some((e: any) => e.field === 'cargos')).toBe(true)
  })

  it('cadastra, entra sozinho, registra o consentimento e recusa CPF repetido', async () => {
    const c = cliente(amb.app)
    const r = await c.post('/api/externo/candidatos', cadastro(CPF_A, { qualificado: true, observacaoRH: 'hack', contratado: true }))
    expect(r.status).toBe(201)
    expect(r.body.senhaHash).toBeUndefined()
    const u = await c.get('/api/externo/userinfo')
    expect(u.body.authenticated).toBe(true)
    const linha = await amb.knex('candidatos').where({ id: r.body.id }).first()
    expect(linha.moduloExterno).toBeTruthy()
    expect(linha.contratado).toBeFalsy()
    expect(linha.observacaoRh ?? linha.observacaoRH ?? null).toBeNull()
    const cons = await c.get('/api/externo/consentimentos')
    expect(cons.body).toHaveLength(1)
    expect(cons.body[0].versaoPolitica).toMatch(/^[0-9a-f]{14}$/)
    // The CPF is how a candidate logs in and recovers the password: required on the portal.
    const semCpf = await cliente(amb.app).post('/api/externo/candidatos', cadastro(CPF_A, { cpf: undefined }))
    expect(semCpf.status).toBe(400)
    expect(semCpf.body.errors).toContainEqual({ field: 'cpf', message: 'CPF é obrigatório' })
    const dup = await cliente(amb.app).post('/api/externo/candidatos', cadastro(CPF_A))
    expect(dup.status).toBe(400)
    expect(dup.body.errors).toContainEqual({ field: 'cpf', message: 'Este CPF já tem cadastro nesta empresa. Entre com seu CPF e senha ou use "Esqueci minha senha".' })
    expect((await cliente(amb.app).post('/api/externo/candidatos', cadastro(CPF_B))).status).toBe(201)
  })
})

describe('dados do próprio candidato', () => {
  it('401 sem sessão em toda rota protegida', async () => {
    const c = cliente(amb.app)
    for (const [m, p] of [
      ['GET', '/api/externo/candidatos/1'],
      ['PUT', '/api/externo/candidatos/1'],
      ['DELETE', '/api/externo/candidatos/1'],
      ['GET', '/api/externo/candidatos/1/exportar'],
      ['PATCH', '/api/externo/candidatos/1/alterar-senha'],
      ['PATCH', '/api/externo/candidatos/1/aceita-termo'],
      ['GET', '/api/externo/candidatos/1/documentos-anexos'],
      ['POST', '/api/externo/candidatos/1/documentos-anexos'],
      ['GET', '/api/externo/candidato-solicitacao'],
      ['POST', '/api/externo/candidato-solicitacao?solicitacaoId=1'],
      ['DELETE', '/api/externo/candidato-solicitacao/1'],
      ['GET', '/api/externo/candidato-solicitacao/1/avaliacoes'],
      ['POST', '/api/externo/candidatos/1/avaliacoes/1?solicitacaoId=1'],
      ['GET', '/api/externo/historico-candidatos'],
      ['GET', '/api/externo/consentimentos'],
    ] as const) {
      const r = await c.pedir(m, p, m === 'GET' || m === 'DELETE' ? undefined : {})
      expect(r.status, `${m} ${p}`).toBe(401)
    }
  })

  it('lê e edita o próprio cadastro; outro id é 404; o RH continua igual', async () => {
    const { c, id } = await logado(CPF_A)
    const { id: outro } = await logado(CPF_B)
    const r = await c.get(`/api/externo/candidatos/${id}`)
    expect(r.status).toBe(200)
    expect(r.body.cpf).toBe(CPF_A)
    expect((await c.get(`/api/externo/candidatos/${outro}`)).status).toBe(404)
    expect((await c.put(`/api/externo/candidatos/${outro}`, r.body)).status).toBe(404)
    expect((await c.get(`/api/externo/candidatos/${outro}/exportar`)).status).toBe(404)
    expect((await c.delete(`/api/externo/candidatos/${outro}`)).status).toBe(404)
    expect((await c.get(`/api/externo/candidatos/${outro}/documentos-anexos`)).status).toBe(404)
    await amb.knex('candidatos').where({ id }).update({ observacaoRh: 'Nota do RH' }).catch(() => amb.knex('candidatos').where({ id }).update({ observacaoRH: 'Nota do RH' }))
    const e = await c.put(`/api/externo/candidatos/${id}`, { ...r.body, nome: 'Candidata Editada', observacaoRH: 'trocada' })
    expect(e.status).toBe(200)
    expect(e.body.nome).toBe('Candidata Editada')
    expect(e.body.observacaoRH).toBe('Nota do RH')
    const bad = await c.put(`/api/externo/candidatos/${id}`, { ...r.body, email: 'x' })
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe('FIELD_VALIDATION_VIOLATION')
  })

  it('a sessão do candidato não abre nenhuma rota do RH', async () => {
    const { c } = await logado(CPF_A)
    for (const p of ['/api/userinfo', '/api/captacao/candidatos', '/api/captacao/solicitacoes-pessoal', '/api/utilitario/empresas']) expect((await c.get(p)).status).toBe(401)
  })

  it('altera a senha com as mensagens da especificação', async () => {
    const { c, id } = await logado(CPF_B)
    const outraSessao = await logado(CPF_B)
    let r = await c.patch(`/api/externo/candidatos/${id}/alterar-senha`, {})
    expect(r.status).toBe(400)
    expect(r.body.errors.map((e: any) => e.field).sort()).toEqual(['confNovaSenha', 'novaSenha', 'senha'])
    r = await c.patch(`/api/externo/candidatos/${id}/alterar-senha`, { senha: 'segredo1', novaSenha: 'nova1234', confNovaSenha: 'outra123' })
    expect(r.body.errors).toContainEqual({ field: 'confNovaSenha', message: 'A senha não foi confirmada corretamente. Por favor, confira.' })
    r = await c.patch(`/api/externo/candidatos/${id}/alterar-senha`, { senha: 'errada', novaSenha: 'nova1234', confNovaSenha: 'nova1234' })
    expect(r.body.errors).toContainEqual({ field: 'senha', message: 'Senha atual incorreta' })
    const marca = Number((await amb.knex('auditoria').max({ m: 'id' }))[0]!['m'] ?? 0)
    r = await c.patch(`/api/externo/candidatos/${id}/alterar-senha`, { senha: 'segredo1', novaSenha: 'nova1234', confNovaSenha: 'nova1234' })
    expect(r.status).toBe(200)
    // The other sessions of the account end (another device, someone who knew the old password); this one stays.
    expect((await outraSessao.c.get('/api/externo/userinfo')).body.authenticated).toBe(false)
    expect((await c.get('/api/externo/userinfo')).body.authenticated).toBe(true)
    await logado(CPF_B, 'nova1234')
    // The record's change through the write path: logged by the portal (usuarioId 0), never with the hash.
    const log = await amb.knex('auditoria').where('id', '>', marca).where({ entidade: 'captacao/candidatos', entidadeId: id, acao: 'alterar' }).first()
    expect(Number(log.usuarioId)).toBe(0)
    expect(JSON.parse(log.depois)).toMatchObject({ id, possuiSenha: true })
    expect(JSON.stringify(log)).not.toMatch(/scrypt\$|senhaHash/)
    await amb.knex('candidatos').where({ id }).update({ senhaHash: (await amb.knex('candidatos').where({ cpf: CPF_A }).first('senhaHash')).senhaHash })
  })

  it('aceite do termo registra nova entrada no log', async () => {
    const { c, id } = await logado(CPF_A)
    await amb.knex('candidatos').where({ id }).update({ aceitoPoliticaSeguranca: false })
    const marca = Number((await amb.knex('auditoria').max({ m: 'id' }))[0]!['m'] ?? 0)
    const r = await c.patch(`/api/externo/candidatos/${id}/aceita-termo`)
    expect(r.status).toBe(200)
    expect((await c.get('/api/externo/consentimentos')).body.length).toBe(2)
    // The candidate's flag changes through the write path: in the audit log, before and after.
    const log = await amb.knex('auditoria').where('id', '>', marca).where({ entidade: 'captacao/candidatos', entidadeId: id, acao: 'alterar' }).first()
    expect([JSON.parse(log.antes).aceitoPoliticaSeguranca, JSON.parse(log.depois).aceitoPoliticaSeguranca]).toEqual([false, true])
  })

  it('anexos: PDF por conteúdo, tamanho, download e remoção; outro candidato não vê', async () => {
    const { c, id } = await logado(CPF_A)
    const { c: c2, id: id2 } = await logado(CPF_B)
    const enviar = (cli: typeof c, cid: number, conteudo: Uint8Array, nome: string, campos: Record<string, string> = { descricao: 'Currículo', data: '2025-01-10' }) => {
      const f = new FormData()
      for (const [k, v] of Object.entries(campos)) f.set(k, v)
      f.set('anexo', new Blob([conteudo as Uint8Array<ArrayBuffer>]), nome)
      return amb.app.request(`/api/externo/candidatos/${cid}/documentos-anexos`, { method: 'POST', body: f, headers: { cookie: cli.cookie, 'x-requested-with': 'XMLHttpRequest' } })
    }
    const pdf = new TextEncoder().encode('%PDF-1.4\n%fake\n')
    let r = await enviar(c, id, new TextEncoder().encode('MZ executável'), 'curriculo.pdf')
    expect(r.status).toBe(400)
    expect((await r.json()).errors[0].message).toBe('Selecione um arquivo PDF, PNG ou JPEG')
    r = await enviar(c, id, pdf, 'cv.pdf', { data: '2025-01-10' })
    expect(r.status).toBe(400)
    expect((await r.json()).errors).toContainEqual({ field: 'descricao', message: 'Descrição é obrigatória' })
    r = await enviar(c, id, pdf, 'cv.pdf')
    expect(r.status).toBe(201)
    const doc = await r.json()
    expect((await enviar(c2, id, pdf, 'cv.pdf')).status).toBe(404)
    const lista = await c.get(`/api/externo/candidatos/${id}/documentos-anexos`)
    expect(lista.body).toHaveLength(1)
    const d = await amb.app.request(`/api/externo/candidatos/${id}/documentos-anexos/${doc.id}/download`, { headers: { cookie: c.cookie } })
    expect(d.status).toBe(200)
    expect(d.headers.get('content-disposition')).toContain('cv.pdf')
    expect((await c2.get(`/api/externo/candidatos/${id2}/documentos-anexos/${doc.id}/download`)).status).toBe(404)
    expect((await c2.delete(`/api/externo/candidatos/${id2}/documentos-anexos/${doc.id}`)).status).toBe(404)
    expect((await c.delete(`/api/externo/candidatos/${id}/documentos-anexos/${doc.id}`)).status).toBe(200)
  })
})

describe('candidaturas e avaliações', () => {
  it('aplica ao anúncio aberto, respeita a espera e responde a avaliação uma vez', async () => {
    const { c, id } = await logado(CPF_A)
    expect((await c.post('/api/externo/candidato-solicitacao?solicitacaoId=999999')).status).toBe(404)
    expect((await c.post('/api/externo/candidato-solicitacao')).status).toBe(400)
    const r = await c.post(`/api/externo/candidato-solicitacao?solicitacaoId=${anuncio.solicitacao.id}`)
    expect(r.status).toBe(201)
    const again = await c.post(`/api/externo/candidato-solicitacao?solicitacaoId=${anuncio.solicitacao.id}`)
    expect(again.status).toBe(400)
    // Spoken to the candidate, without internal codes (was 'Fulana … já está vinculado à solicitação 1 - …').
    expect(again.body.message).toBe('Você já se candidatou a esta vaga.')
    const lista = await c.get('/api/externo/candidato-solicitacao')
    expect(lista.body[0]).toMatchObject({ solicitacaoId: anuncio.solicitacao.id, qtdAvaliacoes: 1, qtdAvaliacoesRespondidas: 0 })
    const linkId = lista.body[0].id
    const { c: c2 } = await logado(CPF_B)
    expect((await c2.get(`/api/externo/candidato-solicitacao/${linkId}/avaliacoes`)).status).toBe(404)
    expect((await c2.delete(`/api/externo/candidato-solicitacao/${linkId}`)).status).toBe(404)
    const av = await c.get(`/api/externo/candidato-solicitacao/${linkId}/avaliacoes`)
    expect(av.status).toBe(200)
    const item = av.body.itens[0]
    expect(item.respondida).toBe(false)
    const url = `/api/externo/candidatos/${id}/avaliacoes/${modeloId}?solicitacaoId=${anuncio.solicitacao.id}`
    const vazio = await c.post(url, { respostas: [] })
    expect(vazio.status).toBe(400)
    expect(vazio.body.code).toBe('FIELD_VALIDATION_VIOLATION')
    const respostas = item.perguntas.map((p: any) => ({
      perguntaId: p.id,
      tipoId: p.tipo,
      ...(p.tipo === 1 ? { respostaId: p.respostas[0].id } : p.tipo === 5 ? { respostasIds: [p.respostas[0].id] } : p.tipo === 4 ? { nota: p.notaMaxima } : {}),
      ...(p.tipo === 3 || p.exigirComentario ? { comentario: 'Comentário' } : {}),
    }))
    const ok = await c.post(url, { respostas })
    expect(ok.status, JSON.stringify(ok.body)).toBe(201)
    const de_novo = await c.post(url, { respostas })
    expect(de_novo.status).toBe(400)
    expect(de_novo.body.message).toBe('Esta avaliação já foi respondida.')
    const hist = await c.get('/api/externo/historico-candidatos')
    expect(hist.body.length).toBeGreaterThan(0)
    // Withdraw, then the ad's 30-day wait shows the date.
    expect((await c.delete(`/api/externo/candidato-solicitacao/${linkId}`)).status).toBe(200)
    const espera = await c.post(`/api/externo/candidato-solicitacao?solicitacaoId=${anuncio.solicitacao.id}`)
    expect(espera.status).toBe(400)
    expect(espera.body.message).toMatch(/a partir de \d{2}\/\d{2}\/\d{4}/)
  })
})

describe('recuperação de senha (SMTP real)', () => {
  it('mesma resposta com CPF inexistente; link de uso único pelo e-mail', async () => {
    const c = cliente(amb.app)
    // A link that expired days ago is purged when a new one is made.
    const qualquer = Number((await amb.knex('candidatos').first('id')).id)
    const dias = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString()
    await amb.knex('tokensRecuperacao').insert({ candidatoId: qualquer, tokenHash: 'f'.repeat(64), criadoEm: dias(3), expiraEm: dias(2) })
    const nao = await c.put('/api/externo/candidatos/recuperar-senha', { cpf: '39053344705', empresaId: 1 })
    const sim = await c.put('/api/externo/candidatos/recuperar-senha', { cpf: CPF_B, empresaId: 1 })
    expect(nao.status).toBe(200)
    expect(sim.body).toEqual(nao.body)
    expect(await amb.knex('tokensRecuperacao').where({ tokenHash: 'f'.repeat(64) }).first()).toBeUndefined()
    expect((await c.put('/api/externo/candidatos/recuperar-senha', {})).status).toBe(400)
    for (let i = 0; i < 40 && smtp.recebidas.length === 0; i++) await new Promise((ok) => setTimeout(ok, 50))
    const m = smtp.recebidas.find((x) => x.para.includes(`c${CPF_B}@exemplo.com.br`))
    expect(m).toBeDefined()
    const token = /token=([A-Za-z0-9_-]+)/.exec(m!.dados.replace(/=\r?\n/g, '').replace(/=3D/g, '='))![1]!
    const stored = await amb.knex('tokensRecuperacao').first('tokenHash')
    expect(stored.tokenHash).not.toBe(token)
    const dif = await c.post('/api/externo/candidatos/redefinir-senha', { token, senha: 'novinha1', confirmaSenha: 'outra' })
    expect(dif.body.errors).toContainEqual({ field: 'confirmaSenha', message: 'As senhas devem ser iguais' })
    expect((await c.post('/api/externo/candidatos/redefinir-senha', { token, senha: 'novinha1', confirmaSenha: 'novinha1' })).status).toBe(200)
    const usado = await c.post('/api/externo/candidatos/redefinir-senha', { token, senha: 'outra123', confirmaSenha: 'outra123' })
    expect(usado.status).toBe(400)
    expect(usado.body.errors[0].field).toBe('token')
    await logado(CPF_B, 'novinha1')
  })
})

describe('links por e-mail só de origens configuradas (antes: o Host do pedido ia para o link)', () => {
  const HOSTIL = 'http://evil.example:8443'
  const esperarMensagens = async () => {
    for (let i = 0; i < 20; i++) await new Promise((ok) => setTimeout(ok, 50))
  }
  it('sem APP_URL e com Host de fora: mesma resposta, nenhum token, nenhum e-mail com aquele endereço', async () => {
    const c = cliente(amb.app)
    const antes = await amb.knex('tokensRecuperacao').count({ n: '*' })
    const r = await c.put(`${HOSTIL}/api/externo/candidatos/recuperar-senha`, { cpf: CPF_A, empresaId: 1 })
    expect(r.status).toBe(200)
    expect(r.body.message).toBe('Se o CPF estiver cadastrado nesta empresa, enviaremos um e-mail com o link para criar uma nova senha.')
    expect(await amb.knex('tokensRecuperacao').count({ n: '*' })).toEqual(antes)
    await esperarMensagens()
    expect(smtp.recebidas.some((m) => m.dados.includes('evil.example'))).toBe(false)
  })

  it('com APP_URL o link usa só ela, seja qual for o Host', async () => {
    const antigo = process.env['APP_URL']
    process.env['APP_URL'] = 'https://rh.empresa.com.br/'
    try {
      const r = await cliente(amb.app).put(`${HOSTIL}/api/externo/candidatos/recuperar-senha`, { cpf: CPF_A, empresaId: 1 })
      expect(r.status).toBe(200)
      await esperarMensagens()
      const m = smtp.recebidas.filter((x) => x.para.includes(`c${CPF_A}@exemplo.com.br`)).at(-1)
      expect(m?.dados.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain('https://rh.empresa.com.br/externo/recuperar-senha?empresaId=1&token=')
      expect(smtp.recebidas.some((x) => x.dados.includes('evil.example'))).toBe(false)
    } finally {
      if (antigo === undefined) delete process.env['APP_URL']
      else process.env['APP_URL'] = antigo
    }
  })

  it('o anúncio enviado pela equipe a partir de um Host de fora é recusado com o motivo', async () => {
    const admin = cliente(amb.app)
    await admin.entrar()
    const [a] = await amb.knex('anuncios').where({ empresaId: 1 }).select('id')
    const r = await admin.post(`${HOSTIL}/api/captacao/anuncios/${a.id}/email`, { assunto: 'Vaga', emails: ['x@exemplo.com.br'] })
    expect(r.status).toBe(503)
    expect(r.body.message).toBe('O endereço público do sistema (APP_URL) não está configurado: links não podem ser enviados por e-mail.')
  })
})

describe('enviar anúncio para um amigo', () => {
  const corpo = { nome: 'Ana', email: 'ana@exemplo.com.br', nomeAmigo: 'Beto', emailAmigo: 'beto@exemplo.com.br' }
  it('sem verificação: Confirme que você não é um robô.', async () => {
    const r = await cliente(amb.app).post(`/api/externo/anuncios/${anuncio.id}/enviar-amigo`, corpo)
    expect(r.status).toBe(400)
    expect(r.body.errors).toContainEqual({ field: 'recaptcha', message: 'Confirme que você não é um robô.' })
    const falsa = await cliente(amb.app).post(`/api/externo/anuncios/${anuncio.id}/enviar-amigo`, { ...corpo, recaptcha: 'abc' })
    expect(falsa.body.errors).toContainEqual({ field: 'recaptcha', message: 'Confirme que você não é um robô.' })
    const maximos = await cliente(amb.app).post(`/api/externo/anuncios/${anuncio.id}/enviar-amigo`, { ...corpo, nome: 'x'.repeat(101), emailAmigo: 'a'.repeat(45) + '@b.com.br' })
    expect(maximos.body.errors.map((e: any) => e.field).sort()).toEqual(['emailAmigo', 'nome', 'recaptcha'])
  })
  it('com a prova de trabalho resolvida: enviado uma vez (sem reuso)', async () => {
    const c = cliente(amb.app)
    const d = await c.get('/api/externo/desafio')
    const sol = await solveChallenge(d.body.challenge, d.body.salt, d.body.algorithm, d.body.maxnumber).promise
    const payload = Buffer.from(JSON.stringify({ algorithm: d.body.algorithm, challenge: d.body.challenge, number: sol!.number, salt: d.body.salt, signature: d.body.signature })).toString('base64')
    const r = await c.post(`/api/externo/anuncios/${anuncio.id}/enviar-amigo`, { ...corpo, recaptcha: payload })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.message).toBe('Anúncio de vaga enviado com sucesso.')
    const reuso = await c.post(`/api/externo/anuncios/${anuncio.id}/enviar-amigo`, { ...corpo, recaptcha: payload })
    expect(reuso.status).toBe(400)
    expect((await c.post('/api/externo/anuncios/999999/enviar-amigo', { ...corpo, recaptcha: payload })).status).toBe(404)
  })
})

describe('LGPD: exportação e exclusão', () => {
  it('exporta tudo sem segredos e exclui mantendo só o anonimizado', async () => {
    const { c, id } = await logado(CPF_A)
    const e = await c.get(`/api/externo/candidatos/${id}/exportar`)
    expect(e.status).toBe(200)
    expect(e.headers.get('content-disposition')).toContain('meus-dados')
    expect(e.body.cadastro.cpf).toBe(CPF_A)
    expect(JSON.stringify(e.body)).not.toContain('scrypt$')
    expect(e.body.consentimentos.length).toBe(2)
    expect(e.body.candidaturas.length).toBe(1)
    // The same, readable: a PDF with the registration, the applications and the consent log.
    const pdf = await amb.app.request(`/api/externo/candidatos/${id}/exportar?formato=pdf`, { headers: { cookie: c.cookie } })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toMatch(/meus-dados-.*\.pdf/)
    const texto = await textoPdf(new Uint8Array(await pdf.arrayBuffer()))
    for (const t of ['Meus dados', e.body.cadastro.nome, 'Candidaturas', 'Consentimentos (Termo de Privacidade)', e.body.consentimentos[0].versaoPolitica.slice(0, 12)]) expect(texto).toContain(t)
    expect(texto).toContain(formatarCpf(CPF_A))
    expect((await amb.app.request(`/api/externo/candidatos/${id + 1}/exportar?formato=pdf`, { headers: { cookie: c.cookie } })).status).toBe(404)
    expect((await c.delete(`/api/externo/candidatos/${id}`)).status).toBe(200)
    expect((await c.get('/api/externo/userinfo')).body.authenticated).toBe(false)
    const linha = await amb.knex('candidatos').where({ id }).first()
    expect(linha.cpf).toBeNull()
    expect(linha.email).toBeNull()
    expect(linha.nome).toBe('Candidato excluído')
    expect(linha.removedAt).toBeTruthy()
    // The erasure itself is in the log, as a removal by the portal, and no entry keeps the personal data.
    const log = await amb.knex('auditoria').where({ entidade: 'captacao/candidatos', entidadeId: id })
    expect(log.filter((l: any) => l.acao === 'remover').map((l: any) => Number(l.usuarioId))).toEqual([0])
    expect(log.every((l: any) => l.antes === null && l.depois === null)).toBe(true)
    expect(await amb.knex('consentimentos').where({ candidatoId: id })).toHaveLength(2)
    expect(await amb.knex('candidatoSolicitacao').where({ candidatoId: id })).toHaveLength(1)
    // The CPF may register again.
    expect((await cliente(amb.app).post('/api/externo/candidatos', cadastro(CPF_A))).status).toBe(201)
  })
})
