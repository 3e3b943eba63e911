import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CODIGO_EXPIRADO,
  CODIGO_INVALIDO,
  DIA_NAO_E_HOJE,
  emitirCodigoPresenca,
  NAO_PARTICIPANTE,
  SEM_TALENTO_VINCULADO_TREINAMENTO,
  TURMA_SEM_PARTICIPANTES,
  VALIDADE_MS,
} from '../../../core/desenvolvimento/presencaQrCode.ts'
import { TALENTO_NAO_ENCONTRADO } from '../../../core/desenvolvimento/colaborador-turma.ts'
import { DOCUMENTO_TIPO_NAO_PERMITIDO } from '../../../core/desenvolvimento/documentosTurma.ts'
import { cpfDeTeste } from '../../support/cpf.ts'
import { adicionarDias, diaEmSaoPaulo } from '../../../core/shared/datas.ts'
import { bancosHttp, inserirLinha } from '../../support/banco.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const API = '/api/desenvolvimento'
const cpf = (n: number) => cpfDeTeste(720_000_000, n)
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

/**
 * Class operations (issue 17): QR attendance (pode-gerar-qrcode-presenca, qr-code-presenca, the participant's
 * check-in with the rotating signed code: expired, tampered, another day, not a participant, once per day), 'Meus
 * treinamentos', the notice by e-mail, attached documents and participating companies. Both databases.
 */
describe.each(bancosHttp())('desenvolvimento: presença por QR code e operações da turma ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  let adm2: ReturnType<typeof cliente>
  let rh: ReturnType<typeof cliente>
  let semPermissao: ReturnType<typeof cliente>
  let anonimo: ReturnType<typeof cliente>
  let participante: ReturnType<typeof cliente>
  let deFora: ReturnType<typeof cliente>
  let semVinculo: ReturnType<typeof cliente>
  /** RH of company 2 only. */
  let so2: ReturnType<typeof cliente>
  let pessoas: number[]
  let turma: number
  let diaHoje: number
  let diaAmanha: number
  let curso: number
  const hoje = diaEmSaoPaulo(Date.now())

  const usuario = async (n: number, nome: string, autoridades: string[], colaboradorId?: number) => {
    const perfil = await criarNaApi(adm, 'utilitario/perfis', { nome: `Perfil ${nome}`, autoridades })
    await criarNaApi(adm, 'utilitario/usuarios', { nome, cpf: cpf(n), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfil }], ...(colaboradorId ? { colaboradorId } : {}) })
    const c = cliente(amb.app)
    await c.entrar(cpf(n), 'segredo1', 1)
    return c
  }
  const assinar = async () => {
    const s = await amb.knex('segredos_instalacao').where('nome', 'presenca-qrcode').first('valor')
    return (m: string) => createHmac('sha256', String(s.valor)).update(m).digest('base64url')
  }

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `presqr_${process.pid}` } : {})
    adm = cliente(amb.app)
    adm2 = cliente(amb.app)
    anonimo = cliente(amb.app)
    await adm.entrar()
    await adm2.entrar(undefined, undefined, 2)
    pessoas = (
      (await amb.knex('colaboradores').where('empresaId', 1).whereNull('dataDesligamento').where('dataAdmissao', '<=', adicionarDias(hoje, -5)).orderBy('id').limit(3).select('id')) as Array<{ id: number }>
    ).map((p) => Number(p.id))
    expect(pessoas.length).toBe(3)
    rh = await usuario(1, 'RH QR', ['ROLE_DESENVOLVIMENTO', 'ROLE_VER_AREAS'])
    semPermissao = await usuario(2, 'Sem Treinamento QR', ['ROLE_PESQUISA'])
    participante = await usuario(3, 'Participante QR', ['ROLE_MEUS_TREINAMENTOS'], pessoas[0])
    deFora = await usuario(4, 'Não participante QR', ['ROLE_MEUS_TREINAMENTOS'], pessoas[2])
    semVinculo = await usuario(5, 'Sem vínculo QR', ['ROLE_MEUS_TREINAMENTOS'])
    so2 = cliente(amb.app)
    const perfil2 = await criarNaApi(adm2, 'utilitario/perfis', { nome: 'RH QR 2', autoridades: ['ROLE_DESENVOLVIMENTO', 'ROLE_VER_AREAS'] })
    await criarNaApi(adm2, 'utilitario/usuarios', { nome: 'RH QR da Empresa 2', cpf: cpf(6), senha: 'segredo1', acessos: [{ empresaId: 2, perfilId: perfil2 }] })
    await so2.entrar(cpf(6), 'segredo1', 2)
    curso = await criarNaApi(rh, 'desenvolvimento/cursos', { nome: 'Brigada de Incêndio (QR)', cargaHoraria: '8:00', percentualMinimoFrequencia: 50 })
    turma = await criarNaApi(rh, 'desenvolvimento/turmas', { cursoId: curso, descricao: 'Brigada — Turma QR', instrutor: 'Sgt. Lima', instituicao: 'Corpo de Bombeiros', custo: 10_000, dataPrevIni: adicionarDias(hoje, -1), dataPrevFim: adicionarDias(hoje, 1) })
    diaHoje = await criarNaApi(rh, 'desenvolvimento/dias-turmas', { turmaId: turma, dia: hoje })
    diaAmanha = await criarNaApi(rh, 'desenvolvimento/dias-turmas', { turmaId: turma, dia: adicionarDias(hoje, 1) })
  })
  afterAll(() => amb?.fechar())

  it('pode-gerar-qrcode-presenca: falso com o motivo sem participantes; verdadeiro com dia hoje; 401, 403, 404, outra empresa', async () => {
    const sem = await rh.get(`${API}/turmas/${turma}/pode-gerar-qrcode-presenca`)
    expect(sem.status).toBe(200)
    expect(sem.body).toMatchObject({ podeGerar: false, motivo: TURMA_SEM_PARTICIPANTES })
    for (const colaboradorId of pessoas.slice(0, 2)) await criarNaApi(rh, 'desenvolvimento/colaborador-turma', { turmaId: turma, colaboradorId })
    const ok = await rh.get(`${API}/turmas/${turma}/pode-gerar-qrcode-presenca`)
    expect(ok.body).toEqual({ podeGerar: true, motivo: null, diasHoje: [{ id: diaHoje, dia: hoje, turno: null }] })
    expect((await anonimo.get(`${API}/turmas/${turma}/pode-gerar-qrcode-presenca`)).status).toBe(401)
    expect((await semPermissao.get(`${API}/turmas/${turma}/pode-gerar-qrcode-presenca`)).status).toBe(403)
    expect((await rh.get(`${API}/turmas/999999/pode-gerar-qrcode-presenca`)).status).toBe(404)
    expect((await so2.get(`${API}/turmas/${turma}/pode-gerar-qrcode-presenca`)).status).toBe(404)
  })

  it('qr-code-presenca: o link do dia de hoje; 400 sem dia ou dia que não é hoje; 404 de outra empresa', async () => {
    const r = await rh.get(`${API}/dias-turmas/qr-code-presenca?diaTurmaId=${diaHoje}`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.url).toMatch(new RegExp(`/desenvolvimento/presenca-qrcode/${diaHoje}\\.\\d+\\.[A-Za-z0-9_-]{43}$`))
    expect(r.body.url.endsWith(r.body.token)).toBe(true)
    expect(Date.parse(r.body.expiraEm) - Date.parse(r.body.trocaEm)).toBe(VALIDADE_MS - 30_000)
    const semDia = await rh.get(`${API}/dias-turmas/qr-code-presenca`)
    expect(semDia.status).toBe(400)
    expect(semDia.body.errors).toEqual([{ field: 'diaTurmaId', message: 'Dia da turma é obrigatório' }])
    const amanha = await rh.get(`${API}/dias-turmas/qr-code-presenca?diaTurmaId=${diaAmanha}`)
    expect(amanha.status).toBe(400)
    expect(amanha.body.message).toBe(DIA_NAO_E_HOJE)
    expect((await so2.get(`${API}/dias-turmas/qr-code-presenca?diaTurmaId=${diaHoje}`)).status).toBe(404)
    expect((await semPermissao.get(`${API}/dias-turmas/qr-code-presenca?diaTurmaId=${diaHoje}`)).status).toBe(403)
    expect((await anonimo.get(`${API}/dias-turmas/qr-code-presenca?diaTurmaId=${diaHoje}`)).status).toBe(401)
  })

  it('presença pelo QR code: registrada uma vez (idempotente) e auditada; expirado, adulterado, outro dia, não participante e sem vínculo recusados', async () => {
    const { token } = (await rh.get(`${API}/dias-turmas/qr-code-presenca?diaTurmaId=${diaHoje}`)).body
    const r = await participante.post(`${API}/colaborador-turma/presenca-qrcode`, { token })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body).toEqual({ message: 'Presença registrada', jaRegistrada: false, curso: 'Brigada de Incêndio (QR)', turma: 'Brigada — Turma QR', dia: hoje, turno: null })
    const denovo = await participante.post(`${API}/colaborador-turma/presenca-qrcode`, { token })
    expect(denovo.body).toMatchObject({ message: 'Presença registrada', jaRegistrada: true })
    const linha = await amb.knex('colaborador_turmas').where({ turmaId: turma, colaboradorId: pessoas[0] }).first('id', 'diasPresentesIds')
    expect(JSON.parse(String(linha.diasPresentesIds))).toEqual([diaHoje])
    const log = await amb.knex('auditoria').where({ entidade: 'desenvolvimento/colaborador-turma', entidadeId: linha.id, acao: 'alterar' }).select('usuarioId')
    expect(log.length).toBe(1)
    // HR's attendance sees the day.
    const freq = (await rh.get(`${API}/turmas/${turma}/frequencia`)).body
    expect(freq.participantes.find((p: { colaboradorId: number }) => p.colaboradorId === pessoas[0])).toMatchObject({ presencas: 1, percentual: 50, aprovado: true })

    const a = await assinar()
    const velho = emitirCodigoPresenca(diaHoje, Date.now() - VALIDADE_MS - 1_000, a).token
    const expirado = await participante.post(`${API}/colaborador-turma/presenca-qrcode`, { token: velho })
    expect(expirado.status).toBe(400)
    expect(expirado.body.message).toBe(CODIGO_EXPIRADO)
    const adulterado = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    expect((await participante.post(`${API}/colaborador-turma/presenca-qrcode`, { token: adulterado })).body.message).toBe(CODIGO_INVALIDO)
    const outroDia = token.replace(/^\d+\./, `${diaAmanha}.`)
    expect((await participante.post(`${API}/colaborador-turma/presenca-qrcode`, { token: outroDia })).body.message).toBe(CODIGO_INVALIDO)
    const amanhaAssinado = emitirCodigoPresenca(diaAmanha, Date.now(), a).token
    expect((await participante.post(`${API}/colaborador-turma/presenca-qrcode`, { token: amanhaAssinado })).body.message).toBe(DIA_NAO_E_HOJE)
    expect((await participante.post(`${API}/colaborador-turma/presenca-qrcode`, { token: 'lixo' })).body.message).toBe(CODIGO_INVALIDO)
    expect((await participante.post(`${API}/colaborador-turma/presenca-qrcode`, {})).status).toBe(400)
    const fora = await deFora.post(`${API}/colaborador-turma/presenca-qrcode`, { token })
    expect(fora.status).toBe(400)
    expect(fora.body.message).toBe(NAO_PARTICIPANTE)
    expect((await semVinculo.post(`${API}/colaborador-turma/presenca-qrcode`, { token })).body.message).toBe(SEM_TALENTO_VINCULADO_TREINAMENTO)
    expect((await anonimo.post(`${API}/colaborador-turma/presenca-qrcode`, { token })).status).toBe(401)
    expect((await rh.post(`${API}/colaborador-turma/presenca-qrcode`, { token })).status).toBe(403)
    // Another company's day: the code names a day the user cannot see.
    const alheio = emitirCodigoPresenca(999_999, Date.now(), a).token
    expect((await participante.post(`${API}/colaborador-turma/presenca-qrcode`, { token: alheio })).body.message).toBe(CODIGO_INVALIDO)
  })

  it('meus treinamentos (talento) e treinamentos por talento (RH)', async () => {
    const meus = await participante.get(`${API}/colaborador-turma/meus-treinamentos`)
    expect(meus.status).toBe(200)
    const t = meus.body.treinamentos.find((x: { turmaId: number }) => x.turmaId === turma)
    expect(t).toMatchObject({ curso: 'Brigada de Incêndio (QR)', totalDias: 2, presencas: 1, percentual: 50, aprovado: true, proximosDias: [{ dia: hoje, turno: null }, { dia: adicionarDias(hoje, 1), turno: null }] })
    expect((await semVinculo.get(`${API}/colaborador-turma/meus-treinamentos`)).body).toEqual({ vinculado: false, mensagem: SEM_TALENTO_VINCULADO_TREINAMENTO, treinamentos: [] })
    expect((await rh.get(`${API}/colaborador-turma/meus-treinamentos`)).status).toBe(403)
    const dele = await rh.get(`${API}/colaborador-turma/treinamentos?colaboradorId=${pessoas[0]}`)
    expect(dele.status).toBe(200)
    expect(dele.body.treinamentos.some((x: { turmaId: number }) => x.turmaId === turma)).toBe(true)
    expect((await rh.get(`${API}/colaborador-turma/treinamentos`)).status).toBe(400)
    expect((await so2.get(`${API}/colaborador-turma/treinamentos?colaboradorId=${pessoas[0]}`)).status).toBe(404)
  })

  it('envia-aviso: um e-mail por participante com e-mail; os sem e-mail listados; 403, 404', async () => {
    await amb.knex('colaboradores').where('id', pessoas[0]).update({ email: 'participante.qr@exemplo.com.br' })
    await amb.knex('colaboradores').where('id', pessoas[1]).update({ email: null })
    const nome2 = String((await amb.knex('colaboradores').where('id', pessoas[1]).first('nome')).nome)
    const r = await rh.post(`${API}/turmas/${turma}/envia-aviso`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body).toMatchObject({ enviados: 1, semEmail: [nome2] })
    const msg = await amb.knex('caixa_saida').where('para', JSON.stringify(['participante.qr@exemplo.com.br'])).orderBy('id', 'desc').first('assunto', 'texto')
    expect(msg.assunto).toBe('Treinamento: Brigada de Incêndio (QR) — Brigada — Turma QR')
    expect(msg.texto).toContain('Local: Corpo de Bombeiros')
    expect(msg.texto).toContain('Instrutor: Sgt. Lima')
    expect((await semPermissao.post(`${API}/turmas/${turma}/envia-aviso`)).status).toBe(403)
    expect((await so2.post(`${API}/turmas/${turma}/envia-aviso`)).status).toBe(404)
  })

  it('documentos da turma: anexa, lista, baixa e remove; tipo e tamanho recusados; outra empresa 404', async () => {
    const up = await rh.post(`${API}/turmas/${turma}/documentos-anexos`, { arquivo: { nome: 'lista-presenca.pdf', conteudo: PDF.toString('base64') } })
    expect(up.status, JSON.stringify(up.body)).toBe(201)
    expect(up.body).toMatchObject({ id: 1, nome: 'lista-presenca.pdf', tipo: 'application/pdf', tamanho: PDF.length, data: hoje })
    const lista = await rh.get(`${API}/turmas/${turma}/documentos-anexos`)
    expect(lista.body).toHaveLength(1)
    const res = await amb.app.request(`${API}/turmas/${turma}/documentos-anexos/1/download`, { headers: { cookie: rh.cookie } })
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true)
    const exe = await rh.post(`${API}/turmas/${turma}/documentos-anexos`, { arquivo: { nome: 'virus.exe', conteudo: Buffer.from('MZ\x90\x00').toString('base64') } })
    expect(exe.status).toBe(400)
    expect(exe.body.errors).toEqual([{ field: 'arquivo', message: DOCUMENTO_TIPO_NAO_PERMITIDO }])
    const falsoDocx = await rh.post(`${API}/turmas/${turma}/documentos-anexos`, { arquivo: { nome: 'texto.docx', conteudo: Buffer.from('não é zip').toString('base64') } })
    expect(falsoDocx.status).toBe(400)
    const grande = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])
    const g = await rh.post(`${API}/turmas/${turma}/documentos-anexos`, { arquivo: { nome: 'grande.pdf', conteudo: grande.toString('base64') } })
    expect([400, 413]).toContain(g.status)
    expect((await rh.post(`${API}/turmas/${turma}/documentos-anexos`, {})).status).toBe(400)
    expect((await so2.get(`${API}/turmas/${turma}/documentos-anexos`)).status).toBe(404)
    expect((await so2.delete(`${API}/turmas/${turma}/documentos-anexos/1`)).status).toBe(404)
    expect((await semPermissao.get(`${API}/turmas/${turma}/documentos-anexos`)).status).toBe(403)
    expect((await rh.delete(`${API}/turmas/${turma}/documentos-anexos/1`)).status).toBe(200)
    expect((await rh.get(`${API}/turmas/${turma}/documentos-anexos`)).body).toEqual([])
    expect((await rh.get(`${API}/turmas/${turma}/documentos-anexos/1/download`)).status).toBe(404)
  })

  it('empresas participantes: talento de outra empresa só entra se a empresa participa do curso', async () => {
    // An employee of company 2 (the demo has none): a copy of one of company 1's.
    const { id: _id, ...modelo } = (await amb.knex('colaboradores').where('id', pessoas[2]).first()) as Record<string, unknown>
    const outro = await inserirLinha(amb.knex, 'colaboradores', { ...modelo, empresaId: 2, nome: 'Talento da Filial (QR)', cpf: cpf(7), matricula: null })
    const cursoAdm = await criarNaApi(adm, 'desenvolvimento/cursos', { nome: 'Integração do Grupo (QR)', cargaHoraria: '4:00' })
    const turmaAdm = await criarNaApi(adm, 'desenvolvimento/turmas', { cursoId: cursoAdm, descricao: 'Integração do Grupo — T1', instrutor: 'RH', custo: 0, dataPrevIni: hoje })
    const recusado = await adm.post(`${API}/colaborador-turma`, { turmaId: turmaAdm, colaboradorId: outro })
    expect(recusado.status).toBe(400)
    expect(recusado.body.errors).toEqual([{ field: 'colaboradorId', message: TALENTO_NAO_ENCONTRADO }])
    expect((await adm.get(`${API}/cursos/${cursoAdm}/existe-empresa-curso?empresaId=2`)).body).toBe(false)
    expect((await adm.get(`${API}/cursos/${cursoAdm}/existe-empresa-curso`)).body).toBe(true)
    const opcoes = (await adm.get(`${API}/cursos/empresas-participantes`)).body as Array<{ id: number }>
    expect(opcoes.map((e) => e.id)).toContain(2)
    expect(opcoes.map((e) => e.id)).not.toContain(1)
    const atual = (await adm.get(`${API}/cursos/${cursoAdm}`)).body
    const alt = await adm.put(`${API}/cursos/${cursoAdm}`, { ...atual, empresasParticipantesIds: [2] })
    expect(alt.status, JSON.stringify(alt.body)).toBe(200)
    expect((await adm.get(`${API}/cursos/${cursoAdm}/existe-empresa-curso?empresaId=2`)).body).toBe(true)
    expect((await adm.get(`${API}/cursos/empresas-participantes-e-tipo?cursoId=${cursoAdm}`)).body).toMatchObject({ cursoId: cursoAdm, tipo: 'INTERNO', empresas: [{ id: 2 }] })
    expect((await adm.get(`${API}/cursos/empresas-participantes-e-tipo`)).status).toBe(400)
    expect((await adm.get(`${API}/cursos/${cursoAdm}/existe-empresa-curso?empresaId=x`)).status).toBe(400)
    const aceito = await adm.post(`${API}/colaborador-turma`, { turmaId: turmaAdm, colaboradorId: outro })
    expect(aceito.status, JSON.stringify(aceito.body)).toBe(201)
    // The RH user of company 1 only cannot name company 2 as a participant (not visible: reference not found).
    const rhCurso = (await rh.get(`${API}/cursos/${curso}`)).body
    expect((await rh.put(`${API}/cursos/${curso}`, { ...rhCurso, empresasParticipantesIds: [2] })).status).toBe(400)
  })
})
