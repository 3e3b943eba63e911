import { ARQUIVO_GRANDE } from '../../../core/shared/envio.ts'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../../adapters/db/demo.ts'
import { gerarPdf } from '../../../adapters/pdf.ts'
import { calcularDvCpf } from '../../../core/shared/br/cpf.ts'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'
import { cliente } from '../../support/http.ts'

const C = '/api/captacao/candidatos'

let amb: AmbienteTeste
let admin: ReturnType<typeof cliente>
let cargoId: number
let seq = 0

/** A fresh valid CPF for each call (11 digits, check digits from core). */
const novoCpf = () => {
  const corpo = String(700_000_000 + seq++ * 7919).padStart(9, '0')
  return corpo + calcularDvCpf(corpo)
}

const base = (o: Record<string, unknown> = {}) => ({ nome: 'Joana Darc Ferreira', cargos: [cargoId], ...o })

/** multipart/form-data through app.request with the client's session. */
const multipart = async (cli: ReturnType<typeof cliente>, metodo: string, url: string, campos: Record<string, string>, arquivo?: { nome: string; bytes: Uint8Array; tipo?: string }) => {
  const form = new FormData()
  for (const [k, v] of Object.entries(campos)) form.append(k, v)
  if (arquivo) form.append('anexo', new File([arquivo.bytes as Uint8Array<ArrayBuffer>], arquivo.nome, { type: arquivo.tipo ?? 'application/octet-stream' }))
  const res = await amb.app.request(url, { method: metodo, body: form, headers: { cookie: cli.cookie, 'x-requested-with': 'XMLHttpRequest' } })
  const texto = await res.text()
  let body: any = texto
  try {
    body = JSON.parse(texto)
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, headers: res.headers }
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89])
let pdfComTexto: Uint8Array

beforeAll(async () => {
  amb = await criarAmbiente()
  admin = cliente(amb.app)
  await admin.entrar()
  cargoId = Number((await amb.knex('cargos').where({ empresaId: 1 }).orderBy('id').first('id')).id)
  pdfComTexto = new Uint8Array(await gerarPdf({ content: ['Currículo de Joana', 'Experiência com soldagem MIG e caldeiraria pesada.'] }))
})
afterAll(() => amb.fechar())

describe('cadastro: POST/PUT/GET com as regras do candidato', () => {
  it('201: cria com padrões, qualificação calculada e datas do sistema; GET devolve o registro completo', async () => {
    const cpf = novoCpf()
    const r = await admin.post(C, base({ cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`, dataNascimento: '1990-04-12' }))
    expect(r.status).toBe(201)
    expect(r.body).toMatchObject({ nome: 'Joana Darc Ferreira', cpf, sexo: 'I', deficiencia: '0', disponivel: true, empresaId: 1, qualificacaoCadastral: 'QUALIFICADO' })
    expect(r.body).not.toHaveProperty('senha')
    const g = await admin.get(`${C}/${r.body.id}`)
    expect(g.status).toBe(200)
    expect(g.body.dataCadastro).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(g.body).toMatchObject({ possuiSenha: false, curriculo: null })
    // Without CPF and birth date the registration check cannot run: DADOS_INCOMPLETOS with the labels.
    const inc = await admin.post(C, base({ nome: 'Sem Documentos Silva' }))
    expect(inc.body).toMatchObject({ qualificacaoCadastral: 'DADOS_INCOMPLETOS', mensagemQualificacao: 'Dados incompletos: CPF, Data de Nascimento.' })
  })

  it('400: nome e Cargo/Função Pretendida obrigatórios; CPF, DDD, telefones, PIS, e-mail, foto e senhas', async () => {
    const r = await admin.post(C, {
      nome: ' ',
      cpf: '123.456.789-00',
      ddd: '1',
      foneFixo: '1234567',
      dddCelular: '85',
      foneCelular: '88887777',
      pis: '11111111111',
      email: 'x@',
      foto: 'data:text/plain;base64,AAAA',
      senha: 'abcdef',
      confirmaSenha: 'abcdeg',
    })
    expect(r.status).toBe(400)
    expect(r.body.code).toBe('FIELD_VALIDATION_VIOLATION')
    expect(r.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'nome', message: 'Nome é obrigatório' },
        { field: 'cargos', message: 'Cargo/Função Pretendida é obrigatório' },
        { field: 'cpf', message: 'CPF inválido' },
        { field: 'ddd', message: 'Inválido' },
        { field: 'foneFixo', message: 'Inválido' },
        { field: 'foneCelular', message: 'Inválido' },
        { field: 'pis', message: 'O número PIS é inválido' },
        { field: 'email', message: 'E-mail inválido' },
        { field: 'foto', message: 'O arquivo adicionado não é uma imagem' },
      ]),
    )
    const senhas = await admin.post(C, base({ senha: 'abcdef', confirmaSenha: 'abcdeg' }))
    expect(senhas.body.errors).toEqual([{ field: 'confirmaSenha', message: 'As senhas devem ser iguais' }])
  })

  it('400: mensagens dos sub-registros (experiência, formação, idioma, certificado) da seção 5', async () => {
    const [area] = await amb.knex('areas_formacao').where({ empresaId: 1 }).select('id')
    const [idioma] = await amb.knex('idiomas').where({ empresaId: 1 }).select('id')
    const r = await admin.post(
      C,
      base({
        experiencias: [
          { empresa: '', dataAdmissao: '' },
          { empresa: 'ACME', checkNomeCargo: true, dataAdmissao: '2099-01-01', motivoSaida: 'x'.repeat(101) },
          { empresa: 'ACME', cargo: { id: cargoId }, dataAdmissao: '2020-05-01', dataDesligamento: '2020-01-01' },
        ],
        formacao: [{ curso: '', local: '' }],
        candidatoIdiomas: [{}, { idioma: { id: idioma.id }, nivel: 'FLUENTE' }],
        certificados: [{ titulo: 'NR-10', organizacao: 'SENAI', tipo: 'CURSO', dataInicio: '2024-01-01', cargaHorariaDiaria: 25 * 60 }],
      }),
    )
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'experiencias.0.empresa', message: 'Empresa é obrigatória' },
        { field: 'experiencias.0.dataAdmissao', message: 'Data de Admissão é obrigatória' },
        { field: 'experiencias.1.motivoSaida', message: 'Motivo da Saída deve ter no máximo 100 caracteres' },
        { field: 'formacao.0.areaFormacao', message: 'Selecione a Área de Formação' },
        { field: 'formacao.0.curso', message: 'Curso é obrigatório' },
        { field: 'formacao.0.situacao', message: 'Situação é obrigatória' },
        { field: 'candidatoIdiomas.0.idioma', message: 'Idioma é obrigatório' },
        { field: 'candidatoIdiomas.0.nivel', message: 'Nível é obrigatório' },
        { field: 'candidatoIdiomas.1.nivel', message: 'Nível inválido' },
      ]),
    )
    // Cross-field item rules run once the fields themselves are right.
    const r2 = await admin.post(
      C,
      base({
        experiencias: [
          { empresa: 'ACME', checkNomeCargo: true, dataAdmissao: '2099-01-01' },
          { empresa: 'ACME', dataAdmissao: '2020-05-01' },
          { empresa: 'ACME', cargo: { id: cargoId }, dataAdmissao: '2020-05-01', dataDesligamento: '2020-01-01' },
        ],
        formacao: [{ areaFormacao: { id: area.id }, curso: 'Direito', local: 'UFC', situacao: 'COMPLETO', tipo: 'GRADUACAO' }],
        certificados: [
          { titulo: 'NR-10', organizacao: 'SENAI', tipo: 'CURSO', dataInicio: '2024-01-01', dataFim: '2024-01-10', cargaHorariaDiaria: 25 * 60 },
          { titulo: 'NR-35', organizacao: 'SENAI', tipo: 'CURSO', dataInicio: '2024-01-01', cargaHorariaDiaria: 8 * 60, cargaHorariaTotal: 60 },
        ],
      }),
    )
    expect(r2.status).toBe(400)
    expect(r2.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'experiencias.0.nomeMercado', message: 'Outro cargo é obrigatório' },
        { field: 'experiencias.1.cargo', message: 'Cargo é obrigatório' },
        { field: 'experiencias.2.dataDesligamento', message: 'A data de desligamento não pode ser anterior à data de admissão' },
        { field: 'certificados.0.cargaHorariaDiaria', message: 'Carga horária diária não pode ser maior 24 horas' },
        { field: 'certificados.1.dataFim', message: 'Data de Fim é obrigatória' },
        { field: 'certificados.1.cargaHorariaTotal', message: 'Carga horária total não pode ser menor que a carga horária diária' },
      ]),
    )
    const futura = await admin.post(C, base({ experiencias: [{ empresa: 'ACME', checkNomeCargo: true, nomeMercado: 'Soldador', dataAdmissao: '2099-01-01' }] }))
    expect(futura.body.errors).toEqual([{ field: 'experiencias.0.dataAdmissao', message: 'A data de admissão deve ser igual ou anterior a data atual' }])
  })

  it('checkNomeCargo guarda só o outro cargo; os nomes dos cadastros vêm do servidor; primeiro emprego sem experiências', async () => {
    const [area] = await amb.knex('areas_formacao').where({ empresaId: 1 }).select('id', 'nome')
    const r = await admin.post(
      C,
      base({
        experiencias: [{ empresa: 'ACME', checkNomeCargo: true, cargo: { id: cargoId }, nomeMercado: 'Soldador', dataAdmissao: '2019-02-01', salario: 250000 }],
        formacao: [{ areaFormacao: { id: area.id, nome: 'inventado' }, curso: 'Direito', local: 'UFC', situacao: 'COMPLETO', tipo: 'GRADUACAO' }],
      }),
    )
    expect(r.status).toBe(201)
    expect(r.body.experiencias[0]).not.toHaveProperty('cargo')
    expect(r.body.experiencias[0]).toMatchObject({ nomeMercado: 'Soldador', checkNomeCargo: true, salario: 250000 })
    expect(r.body.experiencias[0].id).toEqual(expect.any(String))
    expect(r.body.formacao[0].areaFormacao).toEqual({ id: area.id, nome: area.nome })
    const pe = await admin.post(C, base({ primeiroEmprego: true, experiencias: [{ empresa: 'ACME', checkNomeCargo: true, nomeMercado: 'X', dataAdmissao: '2019-02-01' }] }))
    expect(pe.body.errors).toEqual([{ field: 'experiencias', message: 'Primeiro emprego não pode ter experiências profissionais' }])
  })

  it('partes do registro: completo (com cargos), formações, experiências, idiomas, áreas de interesse, informação', async () => {
    const [area] = await amb.knex('areas_interesse').where({ empresaId: 1 }).select('id', 'nome')
    const { id } = (await admin.post(C, base({ areasInteresse: [area.id], conhecimentos: ['Excel', 'SQL'], experiencias: [{ empresa: 'ACME', checkNomeCargo: true, nomeMercado: 'Soldador', dataAdmissao: '2019-02-01' }] }))).body
    const completo = await admin.get(`${C}/${id}/completo?comCargos=true`)
    expect(completo.body.cargosDetalhe).toEqual([{ id: cargoId, nome: expect.any(String) }])
    expect((await admin.get(`${C}/${id}/conhecimentos`)).body).toEqual(['Excel', 'SQL'])
    expect((await admin.get(`${C}/${id}/experiencias`)).body).toHaveLength(1)
    expect((await admin.get(`${C}/${id}/formacoes`)).body).toEqual([])
    expect((await admin.get(`${C}/${id}/idiomas`)).body).toEqual([])
    expect((await admin.get(`${C}/${id}/areas-interesses`)).body).toEqual([{ id: area.id, nome: area.nome }])
    expect((await admin.get(`${C}/${id}/informacao`)).body).toMatchObject({ id, nome: 'Joana Darc Ferreira', qualificacaoCadastral: 'DADOS_INCOMPLETOS' })
    expect((await admin.get(`${C}/${id}/foto`)).status).toBe(404)
    // The record echoed back with its read-only keys is accepted (react-admin sends it so).
    expect((await admin.put(`${C}/${id}`, completo.body)).status).toBe(200)
  })

  it('um idioma salvo não muda de idioma, só de nível', async () => {
    const [a, b] = await amb.knex('idiomas').where({ empresaId: 1 }).select('id')
    const r = await admin.post(C, base({ candidatoIdiomas: [{ idioma: { id: a.id }, nivel: 'BASICO' }] }))
    const item = r.body.candidatoIdiomas[0]
    const troca = await admin.put(`${C}/${r.body.id}`, { ...r.body, candidatoIdiomas: [{ ...item, idioma: { id: b.id } }] })
    expect(troca.body.errors).toEqual([{ field: 'candidatoIdiomas.0.idioma', message: 'O idioma não pode ser alterado; remova-o e inclua outro' }])
    const nivel = await admin.put(`${C}/${r.body.id}`, { ...r.body, candidatoIdiomas: [{ ...item, nivel: 'AVANCADO' }] })
    expect(nivel.body.candidatoIdiomas).toEqual([{ ...item, nivel: 'AVANCADO' }])
  })

  it('no máximo maxCandidataCargo cargos (demo: 3); cidade da UF', async () => {
    const todos = (await amb.knex('cargos').where({ empresaId: 1 }).select('id')).map((c: any) => c.id)
    expect(todos.length).toBeGreaterThan(3)
    const r = await admin.post(C, base({ cargos: todos }))
    expect(r.body.errors).toEqual([{ field: 'cargos', message: 'Não é permitido selecionar mais do que 3 cargos' }])
    const uf = await admin.post(C, base({ ufId: 35, cidadeId: 2304400 }))
    expect(uf.body.errors).toEqual([{ field: 'cidadeId', message: 'Cidade não pertence à UF informada' }])
    expect((await admin.post(C, base({ ufId: 23, cidadeId: 2304400 }))).status).toBe(201)
  })

  it('PUT substitui o registro, mas mantém o que o servidor gere (contratado); 404 para id ausente', async () => {
    const r = await admin.post(C, base({ nomeSocial: 'Jo', qualificado: true }))
    await amb.knex('candidatos').where({ id: r.body.id }).update({ contratado: true })
    const u = await admin.put(`${C}/${r.body.id}`, { ...r.body, nomeSocial: null, contratado: false, qualificado: undefined })
    expect(u.status).toBe(200)
    expect(u.body).toMatchObject({ nomeSocial: null, contratado: true, qualificado: false, disponivel: true })
    expect((await admin.put(`${C}/999999`, base())).status).toBe(404)
    expect((await admin.get(`${C}/999999`)).status).toBe(404)
    expect((await admin.get(`${C}/abc`)).status).toBe(404)
  })
})

describe('campos obrigatórios configurados pela empresa', () => {
  afterAll(() => amb.knex('empresas').where({ id: 1 }).update({ camposObrigatoriosCandidato: '[]', campoExtraCandidato: false, camposExtrasCandidato: '[]' }))

  it('a empresa guarda a lista e os campos extras pela API; o formulário passa a exigir', async () => {
    const e = (await admin.get('/api/utilitario/empresas/1')).body
    const put = await admin.put('/api/utilitario/empresas/1', {
      ...e,
      camposObrigatoriosCandidato: ['dataNascimento', 'foto', 'senha', 'formacao', 'experiencias'],
      campoExtraCandidato: true,
      camposExtrasCandidato: [
        { campo: 'texto1', titulo: 'Tamanho do uniforme', obrigatorio: true },
        { campo: 'data1', titulo: 'Disponível a partir de' },
      ],
    })
    expect(put.status).toBe(200)
    expect(put.body.camposExtrasCandidato[1]).toEqual({ campo: 'data1', titulo: 'Disponível a partir de', ativo: true, obrigatorio: false })
    const ruim = await admin.put('/api/utilitario/empresas/1', { ...e, camposObrigatoriosCandidato: ['naoExiste'], camposExtrasCandidato: [{ campo: 'texto9', titulo: '' }] })
    expect(ruim.status).toBe(400)

    const r = await admin.post(C, base())
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual([
      { field: 'dataNascimento', message: 'Data de Nascimento é obrigatório' },
      { field: 'foto', message: 'Foto é obrigatória' },
      { field: 'senha', message: 'Senha é obrigatória' },
      { field: 'formacao', message: 'Formação Acadêmica é obrigatório' },
      { field: 'experiencias', message: 'Experiência Profissional é obrigatório' },
      { field: 'camposExtras.texto1', message: 'Tamanho do uniforme é obrigatório' },
    ])
    // First job waives experiences; a stored password is not asked again on update.
    const [area] = await amb.knex('areas_formacao').where({ empresaId: 1 }).select('id')
    const ok = await admin.post(
      C,
      base({
        dataNascimento: '2001-01-01',
        foto: `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`,
        senha: 'segredo1',
        confirmaSenha: 'segredo1',
        primeiroEmprego: true,
        formacao: [{ areaFormacao: { id: area.id }, curso: 'Direito', local: 'UFC', situacao: 'COMPLETO', tipo: 'GRADUACAO' }],
        camposExtras: { texto1: 'M' },
      }),
    )
    expect(ok.status).toBe(201)
    const { senha: _s, ...semSenha } = ok.body
    expect((await admin.put(`${C}/${ok.body.id}`, semSenha)).status).toBe(200)
    expect((await admin.get(`${C}/${ok.body.id}`)).body.possuiSenha).toBe(true)
    const foto = await admin.get(`${C}/${ok.body.id}/foto`)
    expect(foto.status).toBe(200)
    expect(foto.headers.get('content-type')).toBe('image/png')
  })

  it('verificar-pendencias: contra a configuração de outra empresa não grava; DADOS_INCOMPLETOS lista o que falta', async () => {
    await amb.knex('empresas').where({ id: 1 }).update({ camposObrigatoriosCandidato: '[]', campoExtraCandidato: false })
    await amb.knex('empresas').where({ id: 2 }).update({ camposObrigatoriosCandidato: JSON.stringify(['email']) })
    try {
      const r = await admin.post(C, base({ cpf: novoCpf(), dataNascimento: '1980-01-01' }))
      expect(r.status).toBe(201)
      const outra = await admin.get(`${C}/${r.body.id}/empresa/2/verificar-pendencias`)
      expect(outra.status).toBe(200)
      expect(outra.body).toMatchObject({ qualificacaoCadastral: 'DADOS_INCOMPLETOS', pendencias: [{ field: 'email', message: 'E-mail é obrigatório' }] })
      expect((await admin.get(`${C}/${r.body.id}`)).body.qualificacaoCadastral).toBe(r.body.qualificacaoCadastral)
      const propria = await admin.get(`${C}/${r.body.id}/empresa/1/verificar-pendencias`)
      expect(propria.body.qualificacaoCadastral).toBe('QUALIFICADO')
      expect((await admin.get(`${C}/${r.body.id}/empresa/99/verificar-pendencias`)).status).toBe(404)
    } finally {
      await amb.knex('empresas').where({ id: 2 }).update({ camposObrigatoriosCandidato: '[]' })
    }
  })
})

describe('CPF: único por empresa, consultas aos 11 dígitos e homônimos', () => {
  let cpf: string
  let id: number
  beforeAll(async () => {
    cpf = novoCpf()
    id = (await admin.post(C, base({ nome: 'Ângela Homônima Costa', cpf }))).body.id
  })

  it('o mesmo CPF não se repete na empresa, mas pode existir noutra', async () => {
    const dup = await admin.post(C, base({ cpf }))
    expect(dup.status).toBe(400)
    expect(dup.body.errors).toEqual([{ field: 'cpf', message: 'Já existe um candidato com este CPF nesta empresa' }])
    // Same CPF kept on its own update.
    expect((await admin.put(`${C}/${id}`, base({ nome: 'Ângela Homônima Costa', cpf }))).status).toBe(200)
    // Company 2 (admin switches): needs a cargo there first.
    expect((await admin.put('/api/userinfo/empresa/2', { empresaId: 2 })).status).toBe(200)
    const area = await admin.post('/api/cargo-salario/areas-organizacionais', { nome: 'Vendas Norte' })
    const cargo = await admin.post('/api/cargo-salario/cargos', { nome: 'Vendedor', nomeMercado: 'Vendedor', areasOrganizacionais: [area.body.id] })
    const outra = await admin.post(C, { nome: 'Angela Homonima Costa', cpf, cargos: [cargo.body.id] })
    expect(outra.status).toBe(201)
    expect(outra.body.empresaId).toBe(2)
    await admin.put('/api/userinfo/empresa/1', { empresaId: 1 })
  })

  it('valida-cpf, candidato-cpf, empresas-por-cpf, candidatos-homonimos', async () => {
    expect((await admin.get(`${C}/valida-cpf?cpf=${cpf}`)).body).toMatchObject({ valido: false, candidato: { id } })
    expect((await admin.get(`${C}/valida-cpf?cpf=${cpf}&candidatoId=${id}`)).body).toMatchObject({ valido: true })
    expect((await admin.get(`${C}/valida-cpf?cpf=${novoCpf()}`)).body).toEqual({ valido: true, mensagem: null, candidato: null })
    const inv = await admin.get(`${C}/valida-cpf?cpf=11111111111`)
    expect(inv.status).toBe(400)
    expect(inv.body.errors).toEqual([{ field: 'cpf', message: 'CPF inválido' }])
    expect((await admin.get(`${C}/valida-cpf`)).body.errors).toEqual([{ field: 'cpf', message: 'CPF é obrigatório' }])
    const um = await admin.get(`${C}/candidato-cpf?cpf=${cpf}`)
    expect(um.status).toBe(200)
    expect(um.body.id).toBe(id)
    expect((await admin.get(`${C}/candidato-cpf?cpf=${novoCpf()}`)).status).toBe(404)
    const empresas = await admin.get(`${C}/empresas-por-cpf?cpf=${cpf}`)
    expect(empresas.body.map((e: any) => e.id).sort()).toEqual([1, 2])
    const homs = await admin.get(`${C}/candidatos-homonimos?nome=${encodeURIComponent('ANGELA  homônima costa')}`)
    expect(homs.body.map((h: any) => h.empresaId).sort()).toEqual([1, 2])
    expect((await admin.get(`${C}/candidatos-homonimos?nome=${encodeURIComponent('Angela Homonima Costa')}&candidatoId=${id}`)).body).toHaveLength(1)
    expect((await admin.get(`${C}/candidatos-homonimos`)).status).toBe(400)
  })
})

describe('listagem com o filtro da seção 3.5', () => {
  it('três dialetos; nome sem acento, CPF, status, período e empresas', async () => {
    const env = await admin.get(`${C}?page=0&size=5`)
    expect(env.status).toBe(200)
    expect(env.body).toMatchObject({ size: 5, pageable: { paged: true, offset: 0 } })
    expect(env.body.totalElements).toBeGreaterThan(50)
    expect(env.body.content[0]).not.toHaveProperty('foto')
    expect(env.body.content[0]).not.toHaveProperty('ocrTexto')
    const ra = await admin.get(`${C}?range=${encodeURIComponent('[0,9]')}&sort=${encodeURIComponent('["nome","DESC"]')}&filter=${encodeURIComponent('{"q":"angela homonima"}')}`)
    expect(ra.headers.get('content-range')).toBe('candidatos 0-0/1')
    const nome = await admin.get(`${C}?unpaged=true&nome=${encodeURIComponent('HOMÔNIMA')}&empresaId=1,2`)
    expect(nome.body).toHaveLength(2)
    const [um] = nome.body
    const porCpf = await admin.get(`${C}?unpaged=true&cpf=${um.cpf.slice(0, 6)}`)
    expect(porCpf.body.map((x: any) => x.id)).toContain(um.id)
    const status = await admin.get(`${C}?unpaged=true&statusQualificacaoCadastral=DADOS_INCOMPLETOS`)
    expect(status.body.length).toBeGreaterThan(0)
    expect(status.body.every((x: any) => x.qualificacaoCadastral === 'DADOS_INCOMPLETOS')).toBe(true)
    const hoje = new Date().toISOString().slice(0, 10)
    const periodo = await admin.get(`${C}?unpaged=true&dataIni=${hoje}&dataFim=${hoje}`)
    expect(periodo.body.every((x: any) => x.dataCadastro >= `${hoje.slice(0, 8)}`)).toBe(true)
    const erroPeriodo = await admin.get(`${C}?dataIni=2025-02-01&dataFim=2025-01-01`)
    expect(erroPeriodo.status).toBe(400)
    expect(erroPeriodo.body.errors).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }])
    expect((await admin.get(`${C}?sort=senhaHash`)).status).toBe(400)
    expect((await admin.get(`${C}?naoExiste=1`)).body.errors).toEqual([{ field: 'naoExiste', message: 'Filtro desconhecido' }])
    expect((await admin.get(`${C}?statusQualificacaoCadastral=XYZ`)).status).toBe(400)
    // Words in order with anything between; rows written by other paths are found too (nome_busca by trigger).
    await amb.knex('candidatos').insert({ empresaId: 1, nome: 'Zuleica  Maria   Prado' })
    expect((await admin.get(`${C}?unpaged=true&nome=${encodeURIComponent('zuleica prado')}`)).body.map((x: any) => x.nome)).toEqual(['Zuleica  Maria   Prado'])
    const getMany = await admin.get(`${C}?range=${encodeURIComponent("[0,0]")}&sort=${encodeURIComponent('["id","ASC"]')}&filter=${encodeURIComponent(JSON.stringify({ id: [um.id] }))}`)
    expect(getMany.body.map((x: any) => x.id)).toEqual([um.id])
  })
})

describe('a declaração: estado do servidor, colunas calculadas, linhas da lista, filtros declarados', () => {
  it('qualificação, contratado e os sinais do portal nunca vêm do corpo; o portal marca o cadastro externo', async () => {
    const r = await admin.post(C, base({ nome: 'Estado Servidor Lima', contratado: true, moduloExterno: true, aceitoPoliticaSeguranca: true, jaFoiColaborador: true, qualificacaoCadastral: 'QUALIFICADO', mensagemQualificacao: 'x' }))
    expect(r.status).toBe(201)
    expect(r.body).toMatchObject({ contratado: false, moduloExterno: false, aceitoPoliticaSeguranca: false, jaFoiColaborador: false, qualificacaoCadastral: 'DADOS_INCOMPLETOS' })
    const cpf = novoCpf()
    const portal = await cliente(amb.app).post('/api/externo/candidatos', { empresaId: 1, nome: 'Portal Externo Souza', cpf, cargos: [cargoId], senha: 'segredo1', confirmaSenha: 'segredo1', aceitoPoliticaSeguranca: true })
    expect(portal.status).toBe(201)
    const [linha] = (await admin.get(`${C}?unpaged=true&cpf=${cpf}`)).body
    expect(linha).toMatchObject({ nome: 'Portal Externo Souza', moduloExterno: true, possuiSenha: true })
  })

  it('linhas da lista sem foto, texto do currículo, sub-listas e observações; o registro tem tudo', async () => {
    const r = await admin.post(C, base({ nome: 'Linha Leve Rocha', ocrTexto: 'Torneiro mecânico', observacao: 'Obs', conhecimentos: ['Torno'], foto: `data:image/png;base64,${Buffer.from(PNG).toString('base64')}` }))
    const [linha] = (await admin.get(`${C}?unpaged=true&id=${r.body.id}`)).body
    for (const k of ['foto', 'ocrTexto', 'observacao', 'observacaoRH', 'experiencias', 'formacao', 'candidatoIdiomas', 'certificados', 'cursos', 'camposExtras', 'curriculo']) expect(linha).not.toHaveProperty(k)
    expect(linha).toMatchObject({ nome: 'Linha Leve Rocha', conhecimentos: ['Torno'], possuiCurriculo: false, possuiSenha: false, trechoOcr: null, dataCadastro: expect.stringMatching(/^\d{4}-/) })
    expect((await admin.get(`${C}/${r.body.id}`)).body).toMatchObject({ ocrTexto: 'Torneiro mecânico', observacao: 'Obs', foto: expect.stringMatching(/^data:image\/png/), curriculo: null })
    // The excerpt answers only a résumé search; every row it finds carries one.
    const busca = (await admin.get(`${C}?unpaged=true&ocrTexto=torneiro`)).body
    expect(busca.map((x: any) => x.id)).toContain(r.body.id)
    expect(busca.find((x: any) => x.id === r.body.id).trechoOcr).toBe('Torneiro mecânico')
  })

  it('cargo pretendido, Todos, ordenação pelas colunas calculadas; parâmetros de rota malformados dão 404', async () => {
    const outroCargo = Number((await amb.knex('cargos').where({ empresaId: 1 }).whereNot({ id: cargoId }).first('id')).id)
    const r = await admin.post(C, base({ nome: 'Cargo Filtrado Neves', cargos: [outroCargo] }))
    const porCargo = (await admin.get(`${C}?unpaged=true&cargoId=${outroCargo}`)).body
    expect(porCargo.map((x: any) => x.id)).toContain(r.body.id)
    expect(porCargo.every((x: any) => x.cargos.includes(outroCargo))).toBe(true)
    const todos = await admin.get(`${C}?page=0&size=1&statusQualificacaoCadastral=TODOS`)
    expect(todos.body.totalElements).toBe((await admin.get(`${C}?page=0&size=1`)).body.totalElements)
    const recentes = (await admin.get(`${C}?page=0&size=3&sort=dataCadastro,DESC`)).body.content
    expect(recentes.map((x: any) => x.dataCadastro)).toEqual([...recentes.map((x: any) => x.dataCadastro)].sort().reverse())
    expect((await admin.get(`${C}/${r.body.id}/empresa/abc/verificar-pendencias`)).status).toBe(404)
    expect((await admin.get(`${C}/${r.body.id}/documentos-anexos/0`)).status).toBe(404)
    expect((await admin.delete(`${C}/${r.body.id}/documentos-anexos/x`)).status).toBe(404)
  })
})

describe('anexos e currículo: tipo pelo conteúdo, tamanho, OCR', () => {
  let id: number
  beforeAll(async () => {
    id = (await admin.post(C, base({ nome: 'Anexo da Silva' }))).body.id
  })

  it('o nome enviado perde pastas, aspas e caracteres de controle no download (antes: ../../ chegava ao cabeçalho)', async () => {
    const r = await multipart(admin, 'POST', `${C}/${id}/documentos-anexos`, { descricao: 'Nome hostil', data: '2025-01-10' }, { nome: '../../etc/"currículo"\r\n.png', bytes: PNG, tipo: 'image/png' })
    expect(r.status).toBe(201)
    const d = await admin.get(`${C}/${id}/documentos-anexos/${r.body.id}/download`)
    const cd = d.headers.get('content-disposition')!
    expect(cd).toBe(`attachment; filename="curriculo.png"; filename*=UTF-8''${encodeURIComponent('currículo.png')}`)
    expect(d.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await admin.delete(`${C}/${id}/documentos-anexos/${r.body.id}`)).status).toBeLessThan(300)
  })

  it('201 com PDF (multipart); o tipo vem dos bytes, não do nome; download com Content-Disposition', async () => {
    const r = await multipart(admin, 'POST', `${C}/${id}/documentos-anexos`, { descricao: 'RG frente', data: '2025-01-10', tipoDocumento: 'DOCUMENTO_PESSOAL' }, { nome: 'foto.pdf', bytes: PNG, tipo: 'application/pdf' })
    expect(r.status).toBe(201)
    expect(r.body).toMatchObject({ descricao: 'RG frente', data: '2025-01-10', anexo: { nome: 'foto.pdf', tipo: 'image/png', tamanho: PNG.length }, aviso: null })
    expect(r.body).not.toHaveProperty('arquivo')
    const lista = await admin.get(`${C}/${id}/documentos-anexos`)
    expect(lista.body).toHaveLength(1)
    const d = await admin.get(`${C}/${id}/documentos-anexos/${r.body.id}/download`)
    expect(d.status).toBe(200)
    expect(d.headers.get('content-type')).toBe('image/png')
    expect(d.headers.get('content-disposition')).toContain('filename="foto.pdf"')
    expect(d.headers.get('cache-control')).toBe('private, no-store')
    // PUT without a file keeps it; DELETE removes row and file.
    const u = await multipart(admin, 'PUT', `${C}/${id}/documentos-anexos/${r.body.id}`, { descricao: 'RG verso', data: '2025-01-11' })
    expect(u.status).toBe(200)
    expect(u.body.anexo.tipo).toBe('image/png')
    expect((await admin.delete(`${C}/${id}/documentos-anexos/${r.body.id}`)).status).toBe(200)
    expect((await admin.get(`${C}/${id}/documentos-anexos/${r.body.id}`)).status).toBe(404)
  })

  it('400: descrição obrigatória e até 100, data obrigatória, arquivo obrigatório quando novo, tipo não permitido', async () => {
    const r = await multipart(admin, 'POST', `${C}/${id}/documentos-anexos`, { descricao: 'x'.repeat(101) })
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'descricao', message: 'Descrição deve ter no máximo 100 caracteres' },
        { field: 'data', message: 'Data é obrigatória' },
        { field: 'anexo', message: 'Arquivo é obrigatório' },
      ]),
    )
    const texto = await multipart(admin, 'POST', `${C}/${id}/documentos-anexos`, { descricao: 'Currículo', data: '2025-01-10' }, { nome: 'cv.pdf', bytes: new TextEncoder().encode('não sou um PDF') })
    expect(texto.body.errors).toEqual([{ field: 'anexo', message: 'Selecione um arquivo PDF, PNG ou JPEG' }])
    const json = await admin.post(`${C}/${id}/documentos-anexos`, { descricao: 'Base64', data: '2025-01-10', anexo: { nome: 'a.png', conteudo: Buffer.from(PNG).toString('base64') } })
    expect(json.status).toBe(201)
  })

  it('metadados do anexo: etapa (texto do formulário ou número), tipo, URL e observação com as mensagens dos campos', async () => {
    const etapa = (await admin.get('/api/captacao/etapas-seletivas?unpaged=true')).body[0].id
    const base = { descricao: 'Teste técnico', data: '2025-01-10' }
    const form = await multipart(admin, 'POST', `${C}/${id}/documentos-anexos`, { ...base, etapaSeletivaId: String(etapa), tipoDocumento: 'EXAME', url: ' https://exemplo.com/x ' }, { nome: 't.png', bytes: PNG })
    expect(form.status).toBe(201)
    expect(form.body).toMatchObject({ etapaSeletivaId: etapa, tipoDocumento: 'EXAME', url: 'https://exemplo.com/x' })
    const json = await admin.post(`${C}/${id}/documentos-anexos`, { ...base, etapaSeletivaId: etapa, anexo: { nome: 'a.png', conteudo: Buffer.from(PNG).toString('base64') } })
    expect(json.body.etapaSeletivaId).toBe(etapa)
    const ruim = await multipart(admin, 'POST', `${C}/${id}/documentos-anexos`, { ...base, etapaSeletivaId: '1.5', tipoDocumento: 'RG', url: 'ftp://x', observacao: 'x'.repeat(4001) }, { nome: 't.png', bytes: PNG })
    expect(ruim.body.errors).toEqual([
      { field: 'etapaSeletivaId', message: 'Etapa Seletiva inválida' },
      { field: 'tipoDocumento', message: 'Tipo de Documento inválido' },
      { field: 'observacao', message: 'Observação deve ter no máximo 4000 caracteres' },
      { field: 'url', message: 'URL inválida' },
    ])
    for (const r of [form, json]) expect((await admin.delete(`${C}/${id}/documentos-anexos/${r.body.id}`)).status).toBe(200)
  })

  it('em JSON (base64), um arquivo acima do limite dos corpos JSON (2 MB) ainda é um envio: 201', async () => {
    const pdf = new Uint8Array(2.5 * 1024 * 1024)
    pdf.set([0x25, 0x50, 0x44, 0x46, 0x2d])
    const r = await admin.post(`${C}/${id}/documentos-anexos`, { descricao: 'Grande em JSON', data: '2025-01-10', anexo: { nome: 'g.pdf', conteudo: Buffer.from(pdf).toString('base64') } })
    expect(r.status).toBe(201)
    expect(r.body.anexo).toMatchObject({ tipo: 'application/pdf', tamanho: pdf.length })
    // Any other JSON body stays under 2 MB.
    expect((await admin.patch(`${C}/${id}/exames-palografico`, { x: 'x'.repeat(2.5 * 1024 * 1024) })).status).toBe(413)
    expect((await admin.delete(`${C}/${id}/documentos-anexos/${r.body.id}`)).status).toBe(200)
  })

  it('acima de 5 MB: 400 com a mensagem no campo; corpo muito acima do limite: 413', async () => {
    const grande = new Uint8Array(5 * 1024 * 1024 + 10)
    grande.set([0x25, 0x50, 0x44, 0x46, 0x2d])
    const r = await multipart(admin, 'POST', `${C}/${id}/documentos-anexos`, { descricao: 'Grande', data: '2025-01-10' }, { nome: 'g.pdf', bytes: grande })
    expect(r.status).toBe(400)
    expect(r.body.errors).toEqual([{ field: 'anexo', message: ARQUIVO_GRANDE }])
    const enorme = new Uint8Array(8 * 1024 * 1024)
    enorme.set([0x25, 0x50, 0x44, 0x46, 0x2d])
    const r2 = await multipart(admin, 'POST', `${C}/${id}/documentos-anexos`, { descricao: 'Enorme', data: '2025-01-10' }, { nome: 'e.pdf', bytes: enorme })
    expect(r2.status).toBe(413)
  })

  it('currículo em PDF: o texto vira ocrTexto e é pesquisável; imagem sem tesseract avisa', async () => {
    const r = await multipart(admin, 'POST', `${C}/${id}/documentos-anexos`, { descricao: 'Currículo', data: '2025-02-01', tipoDocumento: 'CURRICULO' }, { nome: 'cv.pdf', bytes: pdfComTexto })
    expect(r.status).toBe(201)
    const g = await admin.get(`${C}/${id}`)
    expect(g.body.ocrTexto).toContain('soldagem MIG')
    expect(g.body.curriculo).toMatchObject({ nome: 'cv.pdf', tipo: 'application/pdf' })
    const busca = await admin.get(`${C}?unpaged=true&ocr=${encodeURIComponent('caldeiraria SOLDAGEM')}`)
    expect(busca.body.map((x: any) => x.id)).toEqual([id])
    expect(busca.body[0].trechoOcr).toContain('caldeiraria')
    expect((await admin.get(`${C}?unpaged=true&ocr=inexistentepalavra`)).body).toEqual([])
    const cv = await admin.get(`${C}/${id}/curriculo`)
    expect(cv.status).toBe(200)
    expect(cv.headers.get('content-type')).toBe('application/pdf')

    const img = await multipart(admin, 'PUT', `${C}/${id}/ocr`, {}, { nome: 'cv.png', bytes: PNG })
    expect(img.status).toBe(200)
    if (!existsSync('/usr/bin/tesseract')) expect(img.body).toEqual({ ocrTexto: null, aviso: 'OCR de imagens indisponível: instale tesseract-ocr e tesseract-ocr-por' })
    // The typed text stays when the image gave none.
    expect((await admin.get(`${C}/${id}`)).body.ocrTexto).toContain('soldagem MIG')
    expect((await multipart(admin, 'PUT', `${C}/${id}/ocr`, {})).body.errors).toEqual([{ field: 'arquivo', message: 'Arquivo é obrigatório' }])
  })

  it('variante currículo: o texto do currículo é obrigatório', async () => {
    const r = await admin.post(`${C}/candidato-curriculo`, base())
    expect(r.body.errors).toEqual([{ field: 'ocrTexto', message: 'Currículo é obrigatório' }])
    expect((await admin.post(`${C}/candidato-curriculo`, base({ ocrTexto: 'Operador de empilhadeira' }))).status).toBe(201)
  })
})

describe('impressão do currículo', () => {
  it('PDF com as opções de impressão; 400 para opções inválidas', async () => {
    const { id } = (await admin.post(C, base({ nome: 'Impressa Souza', cpf: novoCpf(), ocrTexto: 'Texto livre' }))).body
    const r = await amb.app.request(`${C}/${id}/imprimir-curriculo`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      body: JSON.stringify({ exibirOcr: true, exibirSocioEconomica: true, assinatura1: { exibir: true, texto: 'Candidato' }, assinatura2: { exibir: true, texto: 'Recrutador' } }),
    })
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toBe('application/pdf')
    expect(r.headers.get('content-disposition')).toContain('curriculo-impressa-souza.pdf')
    const bytes = new Uint8Array(await r.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const { extractText } = await import('unpdf')
    const { text } = await extractText(bytes, { mergePages: true })
    expect(text).toContain('Impressa Souza')
    expect(text).toContain('Texto livre')
    expect(text).toContain('Recrutador')
    const sem = await amb.app.request(`${C}/${id}/imprimir-curriculo`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      body: JSON.stringify({ exibirOcr: false, exibirCabecalho: false }),
    })
    expect((await extractText(new Uint8Array(await sem.arrayBuffer()), { mergePages: true })).text).not.toContain('Texto livre')
    expect((await admin.post(`${C}/${id}/imprimir-curriculo`, { exibirOcr: 'sim' })).status).toBe(400)
    // History and requests come from the selection slice's records (the demo links some candidates).
    const h = await amb.knex('historico').first('candidatoId')
    if (h) {
      const comHistorico = await amb.app.request(`${C}/${h.candidatoId}/imprimir-curriculo`, {
        method: 'POST',
        headers: { cookie: admin.cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        body: JSON.stringify({ exibirHistorico: true, exibirSolicitacao: true }),
      })
      const t = (await extractText(new Uint8Array(await comHistorico.arrayBuffer()), { mergePages: true })).text
      expect(t).toContain('Histórico')
      expect(t).toContain('Solicitações de pessoal')
    }
  })
})

describe('ações em lote, remoção e LGPD', () => {
  it('verificar-pendencias-em-lote grava o status de cada um; um id desconhecido desfaz tudo', async () => {
    const a = (await admin.post(C, base({ nome: 'Lote Um Silva', cpf: novoCpf(), dataNascimento: '1990-01-01' }))).body
    const b = (await admin.post(C, base({ nome: 'Lote Dois Silva' }))).body
    await amb.knex('candidatos').whereIn('id', [a.id, b.id]).update({ qualificacaoCadastral: 'NAO_VERIFICADO' })
    const falha = await admin.post(`${C}/verificar-pendencias-em-lote`, { candidatosIds: [a.id, 999999] })
    expect(falha.status).toBe(404)
    expect((await amb.knex('candidatos').where({ id: a.id }).first()).qualificacaoCadastral).toBe('NAO_VERIFICADO')
    const r = await admin.post(`${C}/verificar-pendencias-em-lote`, { candidatosIds: [a.id, b.id] })
    expect(r.status).toBe(200)
    expect(r.body.porStatus).toMatchObject({ QUALIFICADO: 1, DADOS_INCOMPLETOS: 1 })
    expect((await admin.post(`${C}/verificar-pendencias-em-lote`, { candidatosIds: [] })).body.errors).toEqual([{ field: 'candidatosIds', message: 'Selecione ao menos um candidato' }])
  })

  it('verificar-pendencias: a qualificação recalculada entra no log só quando muda, e não conta como atualização (expurgo LGPD)', async () => {
    const a = (await admin.post(C, base({ nome: 'Pendente Log Silva', cpf: novoCpf(), dataNascimento: '1990-01-01' }))).body
    const antiga = '2020-01-01T00:00:00.000Z'
    await amb.knex('candidatos').where({ id: a.id }).update({ qualificacaoCadastral: 'NAO_VERIFICADO', mensagemQualificacao: null, atualizadoEm: antiga })
    const doCandidato = () => amb.knex('auditoria').where({ entidade: 'captacao/candidatos', entidadeId: a.id }).orderBy('id')
    const antes = (await doCandidato()).length
    expect((await admin.get(`${C}/${a.id}/empresa/1/verificar-pendencias`)).body.qualificacaoCadastral).toBe('QUALIFICADO')
    const log = await doCandidato()
    expect(log).toHaveLength(antes + 1)
    expect([log.at(-1).acao, JSON.parse(log.at(-1).antes), JSON.parse(log.at(-1).depois)]).toEqual([
      'alterar',
      { qualificacaoCadastral: 'NAO_VERIFICADO', mensagemQualificacao: null },
      { qualificacaoCadastral: 'QUALIFICADO', mensagemQualificacao: null },
    ])
    expect((await amb.knex('candidatos').where({ id: a.id }).first('atualizadoEm')).atualizadoEm).toBe(antiga)
    // Nothing new: nothing written, nothing logged.
    await admin.post(`${C}/verificar-pendencias-em-lote`, { candidatosIds: [a.id] })
    expect(await doCandidato()).toHaveLength(antes + 1)
  })

  it('o currículo enviado muda o candidato pelo caminho de gravação: no log, sem a chave do arquivo', async () => {
    const a = (await admin.post(C, base({ nome: 'Curriculo Log Souza' }))).body
    expect((await multipart(admin, 'PUT', `${C}/${a.id}/ocr`, {}, { nome: 'cv.pdf', bytes: pdfComTexto })).status).toBe(200)
    const log = await amb.knex('auditoria').where({ entidade: 'captacao/candidatos', entidadeId: a.id, acao: 'alterar' }).first()
    expect(JSON.parse(log.depois)).toMatchObject({ id: a.id, ocrTexto: expect.stringContaining('soldagem MIG'), curriculo: { nome: 'cv.pdf' } })
    expect(log.depois).not.toContain(`candidatos/1/${a.id}/curriculo`)
  })

  it('remove-candidato-em-lote: tudo ou nada; apaga anexos, arquivos, exames e os dados pessoais do log', async () => {
    const a = (await admin.post(C, base({ nome: 'Remover Um Lima' }))).body
    const b = (await admin.post(C, base({ nome: 'Remover Dois Lima' }))).body
    await multipart(admin, 'POST', `${C}/${a.id}/documentos-anexos`, { descricao: 'CV', data: '2025-01-01', tipoDocumento: 'CURRICULO' }, { nome: 'cv.pdf', bytes: pdfComTexto })
    expect((await admin.patch(`${C}/${a.id}/exames-palografico`, [{ data: '2025-03-01', produtividade: 500, nor: 6, resultado: 'APTO' }])).status).toBe(200)
    const falha = await admin.post(`${C}/remove-candidato-em-lote`, { candidatosIds: [a.id, 999999] })
    expect(falha.status).toBe(404)
    expect(await amb.knex('documentos_anexos').where({ candidatoId: a.id })).toHaveLength(1)
    const r = await admin.post(`${C}/remove-candidato-em-lote`, { candidatosIds: [a.id, b.id] })
    expect(r.body).toEqual({ removidos: 2 })
    expect(await amb.knex('candidatos').whereIn('id', [a.id, b.id])).toEqual([])
    expect(await amb.knex('documentos_anexos').where({ candidatoId: a.id })).toEqual([])
    expect(await amb.knex('exames_palografico').where({ candidatoId: a.id })).toEqual([])
    const log = await amb.knex('auditoria').where({ entidade: 'captacao/candidatos', entidadeId: a.id })
    expect(log.length).toBeGreaterThan(0)
    expect(log.every((l: any) => l.antes === null && l.depois === null)).toBe(true)
    const pasta = join(amb.knex.client.config.connection.filename, '..', 'files', 'candidatos', '1', String(a.id))
    const restantes = existsSync(pasta) ? readdirSync(pasta, { recursive: true }).filter((f) => String(f).includes('.')) : []
    expect(restantes).toEqual([])
  })

  it('DELETE remove um candidato', async () => {
    const a = (await admin.post(C, base({ nome: 'Apagar Só Lima' }))).body
    expect((await admin.delete(`${C}/${a.id}`)).status).toBe(200)
    expect((await admin.get(`${C}/${a.id}`)).status).toBe(404)
  })
})

describe('exames palográficos e estatística de como ficou sabendo', () => {
  it('PATCH substitui a lista do candidato; GET lista; 400 por item', async () => {
    const { id } = (await admin.post(C, base({ nome: 'Palo Gráfico Souza' }))).body
    const r = await admin.patch(`${C}/${id}/exames-palografico`, [{ data: '2025-03-01', produtividade: 500, nor: 6, resultado: 'APTO' }, { data: '2025-04-01', resultado: 'REAVALIAR' }])
    expect(r.status).toBe(200)
    expect(r.body).toHaveLength(2)
    const manter = r.body.find((e: any) => e.data === '2025-04-01')
    const r2 = await admin.patch(`${C}/${id}/exames-palografico`, [{ ...manter, resultado: 'APTO' }])
    expect(r2.body).toEqual([expect.objectContaining({ id: manter.id, resultado: 'APTO' })])
    expect((await admin.get(`${C}/${id}/exames-palografico`)).body).toHaveLength(1)
    const ruim = await admin.patch(`${C}/${id}/exames-palografico`, [{ nor: 200 }])
    expect(ruim.body.errors).toEqual(expect.arrayContaining([{ field: 'exames.0.data', message: 'Data é obrigatória' }, { field: 'exames.0.nor', message: 'NOR (%) deve ser no máximo 100' }]))
    expect((await admin.get('/api/captacao/exames-palografico?unpaged=true')).body.length).toBeGreaterThan(0)
  })

  it('qtd e percentual por opção (todas as opções, mais Não informado)', async () => {
    const r = await admin.get('/api/captacao/como-ficou-sabendo-vaga/estatisticas')
    expect(r.status).toBe(200)
    const opcoes = await amb.knex('como_ficou_sabendo_vaga').where({ empresaId: 1 })
    expect(r.body.filter((l: any) => l.id !== null)).toHaveLength(opcoes.length)
    const total = Number((await amb.knex('candidatos').where({ empresaId: 1 }).count({ n: '*' }))[0]!['n'])
    expect(r.body.reduce((a: number, l: any) => a + l.qtd, 0)).toBe(total)
    expect(r.body.reduce((a: number, l: any) => a + l.percentual, 0)).toBeCloseTo(100, 0)
    expect(r.body[0].qtd).toBeGreaterThanOrEqual(r.body[1].qtd)
    expect((await admin.get('/api/captacao/como-ficou-sabendo-vaga/estatisticas?dataIni=2030-01-01&dataFim=2029-01-01')).status).toBe(400)
    expect((await admin.get('/api/captacao/como-ficou-sabendo-vaga/estatisticas?empresaId=77')).status).toBe(400)
  })
})

describe('sessão, permissão e isolamento entre empresas', () => {
  it('401 sem sessão; 403 sem ROLE_CAPTACAO_CANDIDATOS', async () => {
    const anon = cliente(amb.app)
    for (const url of [C, `${C}/1`, `${C}/valida-cpf?cpf=52998224725`, `${C}/1/documentos-anexos`, '/api/captacao/como-ficou-sabendo-vaga/estatisticas']) {
      expect((await anon.get(url)).status, url).toBe(401)
    }
    const restrito = cliente(amb.app)
    await restrito.entrar(DEMO.cpfRestrito)
    for (const url of [C, `${C}/1`, `${C}/valida-cpf?cpf=52998224725`, `${C}/candidatos-homonimos?nome=x`, `${C}/1/documentos-anexos`, `${C}/1/foto`, '/api/captacao/como-ficou-sabendo-vaga/estatisticas']) {
      expect((await restrito.get(url)).status, url).toBe(403)
    }
    expect((await restrito.post(C, base())).status).toBe(403)
    expect((await restrito.post(`${C}/remove-candidato-em-lote`, { candidatosIds: [1] })).status).toBe(403)
    expect((await restrito.delete(`${C}/1`)).status).toBe(403)
    expect((await admin.post(C, base(), { csrf: false })).status).toBe(403)
  })

  it('um usuário só da empresa 1 não lê, altera, anexa nem remove candidatos da empresa 2', async () => {
    const perfil = await admin.post('/api/utilitario/perfis', { nome: 'Recrutadora A', autoridades: ['ROLE_CAPTACAO_CANDIDATOS'] })
    await admin.post('/api/utilitario/usuarios', { nome: 'Só A', cpf: '714.602.380-01', senha: 'abcdef', acessos: [{ empresaId: 1, perfilId: perfil.body.id }] })
    const soA = cliente(amb.app)
    await soA.entrar('714.602.380-01', 'abcdef')
    const deB = await amb.knex('candidatos').where({ empresaId: 2 }).first()
    expect(deB).toBeDefined()
    const url = `${C}/${deB.id}`
    expect((await soA.get(url)).status).toBe(404)
    expect((await soA.put(url, base())).status).toBe(404)
    expect((await soA.delete(url)).status).toBe(404)
    expect((await soA.get(`${url}/documentos-anexos`)).status).toBe(404)
    expect((await soA.get(`${url}/exames-palografico`)).status).toBe(404)
    expect((await soA.post(`${url}/imprimir-curriculo`, {})).status).toBe(404)
    expect((await soA.post(`${C}/remove-candidato-em-lote`, { candidatosIds: [deB.id] })).status).toBe(404)
    expect((await soA.get(`${C}?unpaged=true&empresaId=2`)).body).toEqual([])
    expect((await soA.get(`${C}/empresas-por-cpf?cpf=${deB.cpf}`)).body.map((e: any) => e.id)).toEqual([1])
    expect((await soA.get(`${C}/candidatos-homonimos?nome=${encodeURIComponent(deB.nome)}`)).body.every((h: any) => h.empresaId === 1)).toBe(true)
    expect((await amb.knex('candidatos').where({ id: deB.id }).first()).nome).toBe(deB.nome)
  })

  it('entradas malformadas não dão 500', async () => {
    for (const corpo of [null, [], 'x', { nome: 1, cargos: 'a' }, { experiencias: 'x' }, { experiencias: [null, 1, 'a'] }, { camposExtras: [] }, { ctps: { ufId: 'x' } }]) {
      expect((await admin.post(C, corpo)).status, JSON.stringify(corpo)).toBeLessThan(500)
    }
    expect((await admin.get(`${C}?range=xx`)).status).toBe(400)
    expect((await admin.get(`${C}?filter=${encodeURIComponent('{"id":[{"a":1}]}')}`)).status).toBe(400)
    expect((await admin.post(`${C}/1/documentos-anexos`, { descricao: 'x', data: '2025-01-01', anexo: { conteudo: '%%%' } })).status).toBe(400)
  })
})
