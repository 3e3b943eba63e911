import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cpfDeTeste } from '../../support/cpf.ts'
import { NENHUM_APROVADO } from '../../../core/desenvolvimento/certificado.ts'
import { LIMITE_LOGOS_ATINGIDO, TEXTO_PADRAO } from '../../../core/desenvolvimento/modelo-certificado.ts'
import { CERTIFICADO_NAO_ENCONTRADO } from '../../../core/desenvolvimento/verificacao.ts'
import { bancosHttp } from '../../support/banco.ts'
import { cliente, criarNaApi } from '../../support/http.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'

const API = '/api/desenvolvimento'
const cpf = (n: number) => cpfDeTeste(620_000_000, n)
// A 1×1 PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
const TEXTO = Buffer.from('não sou imagem').toString('base64')

/**
 * Certifications and verifiable certificates (issue 17): certificate models (logos up to 4, frame, default text),
 * certifications (rules of §5), who holds them (from the demo's NR-35 class), certificates with a public code, the
 * public verification page's API, revocation, the confirmation list. Both databases.
 */
describe.each(bancosHttp())('desenvolvimento: certificações e certificados ($nome)', (banco) => {
  let amb: AmbienteTeste
  let adm: ReturnType<typeof cliente>
  let adm2: ReturnType<typeof cliente>
  let so2: ReturnType<typeof cliente>
  let rh: ReturnType<typeof cliente>
  let semPermissao: ReturnType<typeof cliente>
  let anonimo: ReturnType<typeof cliente>
  let turmaNr35: number
  let cursoNr35: number

  beforeAll(async () => {
    amb = await criarAmbiente(banco.url ? { url: banco.url, schema: `certif_${process.pid}` } : {})
    adm = cliente(amb.app)
    adm2 = cliente(amb.app)
    anonimo = cliente(amb.app)
    await adm.entrar()
    await adm2.entrar(undefined, undefined, 2)
    // Company 2 with a session of its own (the demo administrator sees both companies).
    const perfil2 = await criarNaApi(adm2, 'utilitario/perfis', { nome: 'RH Certificados 2', autoridades: ['ROLE_DESENVOLVIMENTO', 'ROLE_VER_AREAS'] })
    await criarNaApi(adm2, 'utilitario/usuarios', { nome: 'RH da Empresa 2', cpf: cpf(3), senha: 'segredo1', acessos: [{ empresaId: 2, perfilId: perfil2 }] })
    so2 = cliente(amb.app)
    await so2.entrar(cpf(3), 'segredo1', 2)
    const perfilRh = await criarNaApi(adm, 'utilitario/perfis', { nome: 'RH Certificados', autoridades: ['ROLE_DESENVOLVIMENTO', 'ROLE_VER_AREAS'] })
    const perfilOutro = await criarNaApi(adm, 'utilitario/perfis', { nome: 'Sem certificados', autoridades: ['ROLE_PESQUISA'] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'RH Certificados', cpf: cpf(1), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilRh }] })
    await criarNaApi(adm, 'utilitario/usuarios', { nome: 'Sem Certificados', cpf: cpf(2), senha: 'segredo1', acessos: [{ empresaId: 1, perfilId: perfilOutro }] })
    rh = cliente(amb.app)
    await rh.entrar(cpf(1), 'segredo1', 1)
    semPermissao = cliente(amb.app)
    await semPermissao.entrar(cpf(2), 'segredo1', 1)
    const t = (await amb.knex('turmas').where({ empresaId: 1, descricao: 'NR-35 — Turma 1' }).first('id', 'cursoId')) as { id: number; cursoId: number }
    turmaNr35 = Number(t.id)
    cursoNr35 = Number(t.cursoId)
  })
  afterAll(() => amb?.fechar())

  it('modelo de certificado: texto padrão, logomarcas (até 4, JPEG/PNG, nome sem espaços e parênteses), moldura; 401, 403, outra empresa', async () => {
    const padrao = await rh.get(`${API}/modelo-certificado/certificado/0/padrao`)
    expect(padrao.body).toEqual({ titulo: '{curso}', texto: TEXTO_PADRAO })
    const m = await criarNaApi(rh, 'desenvolvimento/modelo-certificado', { nome: 'Modelo de teste' })
    expect((await rh.get(`${API}/modelo-certificado/${m}`)).body).toMatchObject({ titulo: '{curso}', texto: TEXTO_PADRAO, logos: [], molduras: [] })
    expect((await rh.post(`${API}/modelo-certificado`, {})).body.errors).toEqual([{ field: 'nome', message: 'Nome é obrigatório' }])
    const ids: number[] = []
    for (let i = 0; i < 4; i++) {
      const r = await rh.post(`${API}/modelo-certificado/add-logo`, { modeloCertificadoId: m, positionX: 40 + i * 150, positionY: 30, arquivo: { nome: `logo (${i}) empresa.png`, conteudo: PNG } })
      expect(r.status).toBe(200)
      expect(r.body).toMatchObject({ nome: `logo${i}empresa.png`, tipo: 'image/png', positionX: 40 + i * 150 })
      ids.push(r.body.id)
    }
    const quinta = await rh.post(`${API}/modelo-certificado/add-logo`, { modeloCertificadoId: m, arquivo: { nome: 'quinta.png', conteudo: PNG } })
    expect(quinta.status).toBe(400)
    expect(quinta.body.message).toBe(LIMITE_LOGOS_ATINGIDO)
    const texto = await rh.post(`${API}/modelo-certificado/add-moldura`, { modeloCertificadoId: m, arquivo: { nome: 'moldura.txt', conteudo: TEXTO } })
    expect(texto.status).toBe(400)
    expect(texto.body.errors[0].field).toBe('arquivo')
    const moldura = await rh.post(`${API}/modelo-certificado/add-moldura`, { modeloCertificadoId: m, arquivo: { nome: 'moldura.png', conteudo: PNG } })
    expect(moldura.status).toBe(200)
    expect((await rh.get(`${API}/modelo-certificado/logos?modeloCertificadoId=${m}`)).body).toHaveLength(4)
    expect((await rh.get(`${API}/modelo-certificado/molduras?modeloCertificadoId=${m}`)).body).toHaveLength(1)
    const img = await rh.get(`${API}/modelo-certificado/imagem/${ids[0]}`)
    expect(img.status, JSON.stringify(img.body)).toBe(200)
    expect(img.headers.get('content-type')).toBe('image/png')
    // Another company sees neither the model nor its images.
    expect((await so2.get(`${API}/modelo-certificado/${m}`)).status).toBe(404)
    expect((await so2.delete(`${API}/modelo-certificado/logo/${ids[0]}`)).status).toBe(404)
    expect((await anonimo.get(`${API}/modelo-certificado/logos?modeloCertificadoId=${m}`)).status).toBe(401)
    expect((await semPermissao.get(`${API}/modelo-certificado`)).status).toBe(403)
    expect((await rh.delete(`${API}/modelo-certificado/logo/${ids[0]}`)).status).toBe(200)
    expect((await rh.delete(`${API}/modelo-certificado/moldura/${moldura.body.id}`)).status).toBe(200)
    expect((await rh.get(`${API}/modelo-certificado/${m}`)).body).toMatchObject({ logos: expect.any(Array), molduras: [] })
    expect((await rh.get(`${API}/modelo-certificado/logos?modeloCertificadoId=${m}`)).body).toHaveLength(3)
    expect((await rh.get(`${API}/modelo-certificado/certificado/${m}/padrao`)).body.texto).toBe(TEXTO_PADRAO)
  })

  it('certificação: nome até 100, periodicidade positiva, ao menos um curso; pré-requisito não é ela mesma', async () => {
    const ruim = await rh.post(`${API}/certificacao`, { nome: 'x'.repeat(101), periodicidade: 0, cursosIds: [] })
    expect(ruim.status).toBe(400)
    const campos = Object.fromEntries((ruim.body.errors as Array<{ field: string; message: string }>).map((e) => [e.field, e.message]))
    expect(campos).toMatchObject({ nome: 'Nome deve ter no máximo 100 caracteres', periodicidade: expect.any(String), cursosIds: 'Selecione ao menos um curso' })
    const id = await criarNaApi(rh, 'desenvolvimento/certificacao', { nome: 'Integração NR', periodicidade: 12, cursosIds: [cursoNr35] })
    const propria = await rh.put(`${API}/certificacao/${id}`, { nome: 'Integração NR', periodicidade: 12, cursosIds: [cursoNr35], certificacaoPreRequisitoId: id })
    expect(propria.body.errors).toEqual([{ field: 'certificacaoPreRequisitoId', message: 'Uma certificação não pode ser pré-requisito de si mesma' }])
    expect((await so2.get(`${API}/certificacao/${id}`)).status).toBe(404)
    expect((await semPermissao.get(`${API}/certificacao`)).status).toBe(403)
  })

  it('colaboradores-certificações: os aprovados da turma NR-35 da demonstração têm a certificação por 24 meses; sem certificação; relatórios PDF/XLSX', async () => {
    const nr35 = (await amb.knex('certificacoes').where({ empresaId: 1, nome: 'NR-35 Trabalho em Altura' }).first('id')) as { id: number }
    const hoje = new Date().toISOString().slice(0, 10)
    const r = await rh.get(`${API}/colaboradores-certificacoes?certificacoesIds=${nr35.id}&data=${hoje}&situacao=TODAS`)
    expect(r.status).toBe(200)
    // The three approved of 'NR-35 — Turma 1' hold it valid; the older classes of the reports' demo add one expiring and one expired.
    expect(r.body.linhas.filter((l: { situacao: string }) => l.situacao === 'Válida')).toHaveLength(3)
    for (const l of r.body.linhas) expect(l).toMatchObject({ certificacao: 'NR-35 Trabalho em Altura' })
    const sem = await rh.get(`${API}/colaboradores-certificacoes/colaborador-sem-certificacao?certificacoesIds=${nr35.id}&data=${hoje}`)
    expect(sem.status).toBe(200)
    expect(sem.body.linhas.length).toBeGreaterThan(0)
    expect(sem.body.linhas.every((l: { situacao: string }) => l.situacao === 'Sem certificação' || l.situacao === 'Vencida')).toBe(true)
    const nomesCom = new Set(r.body.linhas.filter((l: { situacao: string }) => l.situacao !== 'Vencida').map((l: { nome: string }) => l.nome))
    expect(sem.body.linhas.some((l: { nome: string }) => nomesCom.has(l.nome))).toBe(false)
    const muitas = await rh.get(`${API}/colaboradores-certificacoes?certificacoesIds=${Array.from({ length: 16 }, (_, i) => i + 1).join(',')}&data=${hoje}&situacao=TODAS`)
    expect(muitas.status).toBe(400)
    const pdf = await rh.post(`${API}/relatorios/colaborador-certificacao?formato=pdf`, { certificacoesIds: [nr35.id], data: hoje, situacao: 'TODAS' })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const xlsx = await rh.post(`${API}/relatorios/colaborador-sem-certificacao?formato=xlsx`, { certificacoesIds: [nr35.id], data: hoje })
    expect(xlsx.status).toBe(200)
    const vazio = await rh.post(`${API}/relatorios/colaborador-sem-certificacao?formato=pdf`, { certificacoesIds: [], data: hoje })
    expect(vazio.body.errors).toEqual([{ field: 'certificacoesIds', message: 'Selecione ao menos uma certificação' }])
    const rel = await rh.get(`${API}/certificacao/${nr35.id}/relatorio`)
    expect(rel.status).toBe(200)
    expect(rel.headers.get('content-type')).toBe('application/pdf')
    expect((await so2.get(`${API}/certificacao/${nr35.id}/relatorio`)).status).toBe(404)
    expect((await semPermissao.get(`${API}/colaboradores-certificacoes?certificacoesIds=${nr35.id}&data=${hoje}&situacao=TODAS`)).status).toBe(403)
  })

  it('certificados: emitir dá o PDF e mantém os códigos; verificação pública só com o que a página mostra; revogar; confirmação', async () => {
    const antes = (await rh.get(`${API}/certificado?unpaged=true`)).body as Array<{ id: number; codigo: string; turmaId: number; nomeColaborador: string }>
    const daTurma = antes.filter((c) => c.turmaId === turmaNr35)
    expect(daTurma).toHaveLength(3)
    const emitir = await rh.post(`${API}/certificado/emitir`, { turmaId: turmaNr35 })
    expect(emitir.status).toBe(200)
    expect(emitir.headers.get('content-type')).toBe('application/pdf')
    expect(String(emitir.body).startsWith('%PDF')).toBe(true)
    const depois = ((await rh.get(`${API}/certificado?unpaged=true`)).body as typeof antes).filter((c) => c.turmaId === turmaNr35)
    expect(depois.map((c) => c.codigo).sort()).toEqual(daTurma.map((c) => c.codigo).sort())
    for (const c of depois) expect(c.codigo).toMatch(/^[A-HJ-NP-Z2-9]{10}$/)
    expect((await rh.post(`${API}/certificado/emitir`, {})).status).toBe(400)
    const nr10 = (await amb.knex('turmas').where({ empresaId: 1, descricao: 'NR-10 — Turma básica' }).first('id')) as { id: number }
    const semAprovados = await rh.post(`${API}/certificado/emitir`, { turmaId: Number(nr10.id) })
    expect(semAprovados.status).toBe(400)
    expect(semAprovados.body.message).toBe(NENHUM_APROVADO)
    expect((await so2.post(`${API}/certificado/emitir`, { turmaId: turmaNr35 })).status).toBe(404)
    expect((await rh.post(`${API}/certificado`, { turmaId: turmaNr35 })).status).toBe(404)

    const alvo = depois[0]!
    const v = await anonimo.get(`${API}/verificar/${alvo.codigo.toLowerCase()}`)
    expect(v.status).toBe(200)
    expect(Object.keys(v.body).sort()).toEqual(['cargaHoraria', 'codigo', 'conclusao', 'curso', 'emitidoEm', 'empresa', 'nome', 'situacao'])
    expect(v.body).toMatchObject({ nome: alvo.nomeColaborador, curso: 'NR-35 Trabalho em Altura', cargaHoraria: '8 horas', situacao: 'Válido' })
    const desconhecido = await anonimo.get(`${API}/verificar/ABCDEFGHJK`)
    expect(desconhecido.status).toBe(404)
    expect(desconhecido.body.message).toBe(CERTIFICADO_NAO_ENCONTRADO)
    expect((await anonimo.get(`${API}/verificar/..%2F..`)).status).toBe(404)

    expect((await rh.post(`${API}/certificado/${alvo.id}/revogar`, {})).status).toBe(400)
    expect((await so2.post(`${API}/certificado/${alvo.id}/revogar`, { motivo: 'Erro' })).status).toBe(404)
    expect((await semPermissao.post(`${API}/certificado/${alvo.id}/revogar`, { motivo: 'Erro' })).status).toBe(403)
    const rev = await rh.post(`${API}/certificado/${alvo.id}/revogar`, { motivo: 'Emitido por engano' })
    expect(rev.status).toBe(200)
    expect(rev.body).toMatchObject({ revogado: true, motivoRevogacao: 'Emitido por engano' })
    expect((await anonimo.get(`${API}/verificar/${alvo.codigo}`)).body.situacao).toBe('Revogado')
    expect((await rh.post(`${API}/certificado/${alvo.id}/revogar`, { motivo: 'De novo' })).status).toBe(400)

    const pdf1 = await rh.get(`${API}/certificado/${depois[1]!.id}/pdf`)
    expect(pdf1.headers.get('content-type')).toBe('application/pdf')
    const conf = await rh.post(`${API}/turmas/${turmaNr35}/imprimir-confirmacao-certificado`)
    expect(conf.status).toBe(200)
    expect(conf.headers.get('content-type')).toBe('application/pdf')
    expect((await so2.post(`${API}/turmas/${turmaNr35}/imprimir-confirmacao-certificado`)).status).toBe(404)
    expect((await anonimo.post(`${API}/turmas/${turmaNr35}/imprimir-confirmacao-certificado`)).status).toBe(401)
  })
})
