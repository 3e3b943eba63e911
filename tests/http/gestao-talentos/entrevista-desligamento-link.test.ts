import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../../adapters/db/demo.ts'
import {
  LINK_DESLIGAMENTO_CANCELADO,
  LINK_EXPIRADO,
  LINK_INEXISTENTE,
  LINK_JA_REGISTRADA,
  LINK_SUBSTITUIDO,
  LINK_USADO,
  RESPOSTAS_REGISTRADAS,
  SEM_EMAIL,
} from '../../../core/gestao-talentos/entrevistas-desligamento-link.ts'
import { cpfDeTeste } from '../../support/cpf.ts'
import { TIPO_OBJETIVA, TIPO_SUBJETIVA } from '../../../core/shared/questionario.ts'
import { bancoHttpSqlite, inserirLinha } from '../../support/banco.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const COLAB = '/api/cargo-salario/colaboradores'
const MODELOS = '/api/gestao-talentos/modelos-entrevista-desligamento'
const ENTREVISTAS = '/api/gestao-talentos/entrevistas-desligamento'
const PUBLICA = '/api/externo/entrevista-desligamento'

const cpf = (n: number) => cpfDeTeste(730_000_000, n)
const tokenDe = (link: string) => new URL(link).searchParams.get('token')!

/**
 * The exit interview answered by the employee through HR's one-time link (issue 14): HR sends it (POST
 * …/colaboradores/{id}/link-entrevista-desligamento), the public page reads it and records the answers once
 * (GET/POST /api/externo/entrevista-desligamento). SQLite: the links' SQL (voiding, the single spender of many) runs on
 * both databases in tests/adapters/contract/links-entrevista-desligamento.test.ts.
 */
describe.each(bancoHttpSqlite())('entrevista de desligamento pelo link do talento ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  let anonimo: ReturnType<typeof cliente>
  let motivo: number
  let modelo: { id: number; perguntas: Array<{ id: number; respostas: Array<{ id: number }> }> }
  const talentos = {} as Record<'ana' | 'bruno' | 'carla' | 'davi', number>
  const posicao = {} as Record<string, number>
  const link = (id: number, corpo: Record<string, unknown>) => adm.post(`${COLAB}/${id}/link-entrevista-desligamento`, corpo)
  const respostas = () => [
    { perguntaId: modelo.perguntas[0]!.id, tipoId: TIPO_OBJETIVA, respostaId: modelo.perguntas[0]!.respostas[0]!.id },
    { perguntaId: modelo.perguntas[1]!.id, tipoId: TIPO_SUBJETIVA, comentario: 'Mais treinamento' },
  ]
  const admitir = async (n: number, nome: string, extra: Record<string, unknown> = {}) =>
    criarNaApi(adm, 'cargo-salario/colaboradores', { nome, cpf: cpf(n), dataNascimento: '1990-05-10', sexo: 'F', dataAdmissao: '2021-03-01', historico: { ...posicao, tipoSalario: 3, salario: 300_000 }, ...extra })
  const desligar = async (id: number) => expect((await adm.post(`${COLAB}/${id}/desligar`, { dataDesligamento: '2024-03-15', motivoDesligamentoId: motivo })).status).toBe(200)

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `link_entrevista_${process.pid}` } : {})
    adm = cliente(amb.app)
    anonimo = cliente(amb.app)
    await adm.entrar()
    const k = amb.knex
    const h = await k('colaborador_historicos').where('empresaId', 1).first('estabelecimentoId', 'cargoId', 'areaOrganizacionalId')
    Object.assign(posicao, { estabelecimentoId: Number(h.estabelecimentoId), cargoId: Number(h.cargoId), areaOrganizacionalId: Number(h.areaOrganizacionalId) })
    motivo = Number((await k('motivos_desligamento').where('empresaId', 1).first('id')).id)
    const m = await adm.post(MODELOS, {
      titulo: 'Entrevista pelo link',
      perguntas: [
        { texto: 'Motivo da saída', tipo: TIPO_OBJETIVA, obrigatoria: true, respostas: [{ texto: 'Salário', peso: 3 }, { texto: 'Gestor' }] },
        { texto: 'Sugestões', tipo: TIPO_SUBJETIVA },
      ],
    })
    expect(m.status, JSON.stringify(m.body)).toBe(201)
    modelo = m.body
    talentos.ana = await admitir(1, 'Ana Maria Link', { email: 'ana.link@exemplo.com.br' })
    talentos.bruno = await admitir(2, 'Bruno Sem Email')
    talentos.carla = await admitir(3, 'Carla Cancelada', { email: 'carla@exemplo.com.br' })
    talentos.davi = await admitir(4, 'Davi Ativo', { email: 'davi@exemplo.com.br' })
    for (const t of ['ana', 'bruno', 'carla'] as const) await desligar(talentos[t])
  })
  afterAll(() => amb?.fechar())

  it('RH envia o link: e-mail ao talento e o link para copiar; 400 sem e-mail, sem modelo, não desligado', async () => {
    expect((await link(talentos.ana, {})).body.errors).toEqual([{ field: 'modeloId', message: 'Modelo de Entrevista é obrigatório' }])
    expect((await link(talentos.ana, { modeloId: 999_999 })).body.errors).toEqual([{ field: 'modeloId', message: 'Modelo de Entrevista: registro não encontrado' }])
    const inativo = await adm.post(MODELOS, { titulo: 'Inativo', ativo: false, perguntas: [{ texto: 'x', tipo: TIPO_SUBJETIVA }] })
    expect((await link(talentos.ana, { modeloId: inativo.body.id })).body.errors).toEqual([{ field: 'modeloId', message: 'Modelo de entrevista inativo' }])
    const naoDesligado = await link(talentos.davi, { modeloId: modelo.id })
    expect(naoDesligado.status).toBe(400)
    expect(naoDesligado.body.message).toBe('O talento não está desligado: registre o desligamento antes da entrevista')
    expect((await link(talentos.bruno, { modeloId: modelo.id })).body.errors).toEqual([{ field: 'enviarEmail', message: SEM_EMAIL }])
    // Without e-mail HR makes the link only, to hand it over.
    const semEmail = await link(talentos.bruno, { modeloId: modelo.id, enviarEmail: false })
    expect(semEmail.status, JSON.stringify(semEmail.body)).toBe(200)
    expect(semEmail.body).toMatchObject({ email: null, message: expect.stringMatching(/^Link gerado, válido até \d{2}\/\d{2}\/\d{4}\. Copie-o/) })
    expect(semEmail.body.link).toMatch(/^http:\/\/localhost\/externo\/entrevista-desligamento\?empresaId=1&token=[A-Za-z0-9_-]{43}$/)

    const r = await link(talentos.ana, { modeloId: modelo.id })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body).toMatchObject({ email: 'ana.link@exemplo.com.br', message: expect.stringMatching(/^Link enviado para ana\.link@exemplo\.com\.br, válido até/) })
    // 30 days.
    expect(Date.parse(r.body.expiraEm) - Date.now()).toBeGreaterThan(29.9 * 86_400_000)
    const mail = await amb.knex('caixa_saida').where('para', 'like', '%ana.link@exemplo.com.br%').orderBy('id', 'desc').first('assunto', 'texto')
    expect(mail.assunto).toMatch(/^Entrevista de desligamento - /)
    expect(mail.texto).toContain(r.body.link)
    expect(mail.texto).toMatch(/^Olá, Ana\./)
    // Only the token's digest is stored.
    const guardado = await amb.knex('links_entrevista_desligamento').where({ colaboradorId: talentos.ana }).first()
    expect(guardado.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(guardado)).not.toContain(tokenDe(r.body.link))
  })

  it('página pública: só o primeiro nome, a empresa e as perguntas; respostas erradas 400; um novo link anula o anterior; uma só resposta', async () => {
    const primeiro = tokenDe((await link(talentos.ana, { modeloId: modelo.id })).body.link)
    const g = await anonimo.get(`${PUBLICA}?token=${primeiro}`)
    expect(g.status).toBe(200)
    expect(g.body).toEqual({
      situacao: 'valido',
      empresa: expect.any(String),
      nome: 'Ana',
      titulo: 'Entrevista pelo link',
      expiraEm: expect.any(String),
      perguntas: [
        { id: 1, texto: 'Motivo da saída', tipo: TIPO_OBJETIVA, obrigatoria: true, respostas: [{ id: 1, texto: 'Salário' }, { id: 2, texto: 'Gestor' }], exigirComentario: false, notaMinima: 1, notaMaxima: 10 },
        { id: 2, texto: 'Sugestões', tipo: TIPO_SUBJETIVA, obrigatoria: false, respostas: [], exigirComentario: false, notaMinima: 1, notaMaxima: 10 },
      ],
    })
    expect(JSON.stringify(g.body)).not.toMatch(/Maria|Link@|cpf|peso/i)
    for (const t of ['', 'curto', 'x'.repeat(43)]) expect((await anonimo.get(`${PUBLICA}?token=${t}`)).body).toEqual({ situacao: 'inexistente', mensagem: LINK_INEXISTENTE })

    // Wrong answers: the engine's field errors; the link stays unspent.
    const errado = await anonimo.post(PUBLICA, { token: primeiro, respostas: [] })
    expect(errado.status).toBe(400)
    expect(errado.body.errors).toEqual([{ field: 'respostas.0.respostaId', message: 'Selecione uma opção de resposta' }])
    expect((await anonimo.get(`${PUBLICA}?token=${primeiro}`)).body.situacao).toBe('valido')
    expect((await anonimo.post(PUBLICA, { respostas: respostas() })).body.errors).toEqual([{ field: 'token', message: LINK_INEXISTENTE }])

    // A newer link voids this one.
    const segundo = tokenDe((await link(talentos.ana, { modeloId: modelo.id })).body.link)
    expect((await anonimo.get(`${PUBLICA}?token=${primeiro}`)).body).toEqual({ situacao: 'substituido', mensagem: LINK_SUBSTITUIDO })
    expect((await anonimo.post(PUBLICA, { token: primeiro, respostas: respostas() })).body.errors).toEqual([{ field: 'token', message: LINK_SUBSTITUIDO }])

    // Two simultaneous submissions: one records, the other is refused.
    const [a, b] = await Promise.all([anonimo.post(PUBLICA, { token: segundo, respostas: respostas() }), anonimo.post(PUBLICA, { token: segundo, respostas: respostas() })])
    expect([a.status, b.status].sort()).toEqual([200, 400])
    expect([a, b].find((x) => x.status === 200)!.body).toEqual({ message: RESPOSTAS_REGISTRADAS })
    expect([a, b].find((x) => x.status === 400)!.body.errors).toEqual([{ field: 'token', message: LINK_USADO }])
    expect((await anonimo.post(PUBLICA, { token: segundo, respostas: respostas() })).body.errors).toEqual([{ field: 'token', message: LINK_USADO }])
    expect((await anonimo.get(`${PUBLICA}?token=${segundo}`)).body).toEqual({ situacao: 'usado', mensagem: LINK_USADO })

    // HR sees the interview, marked as answered by the employee; no new link for it.
    const lista = (await adm.get(`${ENTREVISTAS}?unpaged=true&colaboradorId=${talentos.ana}`)).body
    expect(lista).toEqual([expect.objectContaining({ respondidaPeloTalento: true, dataDesligamento: '2024-03-15', nomeColaborador: 'Ana Maria Link', tituloModelo: 'Entrevista pelo link' })])
    expect(lista[0].respostas[1]).toMatchObject({ comentario: 'Mais treinamento' })
    const log = await amb.knex('auditoria').where({ entidade: 'gestao-talentos/entrevistas-desligamento', entidadeId: lista[0].id, acao: 'criar' }).first('usuarioId')
    expect(Number(log.usuarioId)).toBe(0)
    expect((await link(talentos.ana, { modeloId: modelo.id })).body.message).toBe('A entrevista de desligamento deste talento já foi respondida')
  })

  it('link expirado, desligamento cancelado, entrevista já registrada pelo RH: a mensagem, e nada gravado', async () => {
    const doBruno = tokenDe((await link(talentos.bruno, { modeloId: modelo.id, enviarEmail: false })).body.link)
    await amb.knex('links_entrevista_desligamento').where({ colaboradorId: talentos.bruno }).whereNull('invalidadoEm').update({ expiraEm: '2020-01-01T00:00:00.000Z' })
    expect((await anonimo.get(`${PUBLICA}?token=${doBruno}`)).body).toEqual({ situacao: 'expirado', mensagem: LINK_EXPIRADO })
    expect((await anonimo.post(PUBLICA, { token: doBruno, respostas: respostas() })).body.errors).toEqual([{ field: 'token', message: LINK_EXPIRADO }])

    const daCarla = tokenDe((await link(talentos.carla, { modeloId: modelo.id })).body.link)
    expect((await adm.post(`${COLAB}/${talentos.carla}/cancelar-desligamento`, {})).status).toBe(200)
    expect((await anonimo.get(`${PUBLICA}?token=${daCarla}`)).body).toEqual({ situacao: 'cancelado', mensagem: LINK_DESLIGAMENTO_CANCELADO })
    expect((await anonimo.post(PUBLICA, { token: daCarla, respostas: respostas() })).body.errors).toEqual([{ field: 'token', message: LINK_DESLIGAMENTO_CANCELADO }])
    expect(await amb.knex('links_entrevista_desligamento').where({ colaboradorId: talentos.carla }).whereNull('invalidadoEm').first()).toBeUndefined()
    // Dismissed again on the same date: the voided link stays void.
    await desligar(talentos.carla)
    expect((await anonimo.get(`${PUBLICA}?token=${daCarla}`)).body.situacao).toBe('substituido')

    const novo = tokenDe((await link(talentos.carla, { modeloId: modelo.id })).body.link)
    const rh = await adm.post(ENTREVISTAS, { colaboradorId: talentos.carla, modeloId: modelo.id, data: '2024-03-15', respostas: respostas() })
    expect(rh.status, JSON.stringify(rh.body)).toBe(201)
    expect(rh.body.respondidaPeloTalento).toBe(false)
    expect((await anonimo.get(`${PUBLICA}?token=${novo}`)).body).toEqual({ situacao: 'registrada', mensagem: LINK_JA_REGISTRADA })
    expect((await anonimo.post(PUBLICA, { token: novo, respostas: respostas() })).body.errors).toEqual([{ field: 'token', message: LINK_JA_REGISTRADA }])
    const gravadas = await amb.knex('entrevistas_desligamento').whereIn('colaboradorId', [talentos.bruno, talentos.carla]).select('id', 'respondidaPeloTalento')
    expect(gravadas.map((x) => [Number(x.id), !!x.respondidaPeloTalento])).toEqual([[rh.body.id, false]])
  })

  it('401, 403 sem a permissão, 404 inexistente e de outra empresa', async () => {
    const corpo = { modeloId: modelo.id }
    expect((await cliente(amb.app).post(`${COLAB}/${talentos.ana}/link-entrevista-desligamento`, corpo)).status).toBe(401)
    const restrita = cliente(amb.app)
    await restrita.entrar(DEMO.cpfRestrito)
    expect((await restrita.post(`${COLAB}/${talentos.bruno}/link-entrevista-desligamento`, corpo)).status).toBe(403)
    expect((await link(999_999, corpo)).status).toBe(404)
    const daNorte = await inserirLinha(amb.knex, 'colaboradores', { empresaId: 2, nome: 'Da Norte', cpf: '86288366757', sexo: 'F', dataAdmissao: '2020-01-01', dataNascimento: '1990-01-01', dataDesligamento: '2024-03-10', email: 'norte@exemplo.com.br' })
    const perfil = await adm.post('/api/utilitario/perfis', { nome: 'Talentos (link)', autoridades: ['ROLE_CARGO_SALARIO_COLABORADORES'] })
    expect((await adm.post('/api/utilitario/usuarios', { nome: 'Só Talentos L', cpf: cpf(90), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })).status).toBe(201)
    const so = cliente(amb.app)
    await so.entrar(cpf(90), 'segredo1', 1)
    expect((await so.post(`${COLAB}/${daNorte}/link-entrevista-desligamento`, corpo)).status).toBe(404)
    // Another company's model is not found either.
    const modeloNorte = await inserirLinha(amb.knex, 'modelos_entrevista_desligamento', { empresaId: 2, titulo: 'Da Norte', perguntas: JSON.stringify([{ id: 1, texto: 'x', tipo: 3 }]) })
    const rNorte = await adm.post(`${COLAB}/${talentos.bruno}/link-entrevista-desligamento`, { modeloId: modeloNorte, enviarEmail: false })
    expect(rNorte.body.errors, JSON.stringify(rNorte.body)).toEqual([
      { field: 'modeloId', message: 'Modelo de Entrevista: registro não encontrado' },
    ])
  })

  it('a página pública tem limite de uso por endereço (429)', async () => {
    let ultimo = 200
    for (let i = 0; i < 40 && ultimo !== 429; i++) ultimo = (await anonimo.get(`${PUBLICA}?token=x`)).status
    expect(ultimo).toBe(429)
  })
})
