import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { criarAmbiente, type AmbienteTeste } from '../../support/servidor.ts'
import { cliente } from '../../support/http.ts'

/** The portal form's public lookups (UF, cidades), the dialog checks and a full registration (issue 4). */

let amb: AmbienteTeste
let cargoId: number
let areaId: number
let idiomaId: number

// 1×1 transparent PNG.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

beforeAll(async () => {
  amb = await criarAmbiente()
  cargoId = Number((await amb.knex('cargos').where({ empresaId: 1 }).first('id')).id)
  areaId = Number((await amb.knex('areasFormacao').where({ empresaId: 1 }).first('id')).id)
  idiomaId = Number((await amb.knex('idiomas').where({ empresaId: 1 }).first('id')).id)
}, 30_000)
afterAll(async () => {
  await amb?.fechar()
})

const erros = (body: any): Record<string, string> => Object.fromEntries((body.errors ?? []).map((e: any) => [e.field, e.message]))

describe('consultas públicas do endereço', () => {
  it('estados: 27 UFs, só id, sigla e nome', async () => {
    const r = await cliente(amb.app).get('/api/externo/estados')
    expect(r.status).toBe(200)
    expect(r.body).toHaveLength(27)
    const sp = r.body.find((e: any) => e.sigla === 'SP')
    expect(Object.keys(sp).sort()).toEqual(['id', 'nome', 'sigla'])
  })

  it('cidades da UF; UF desconhecida ou inválida → lista vazia; nada pessoal', async () => {
    const c = cliente(amb.app)
    const sp = (await c.get('/api/externo/estados')).body.find((e: any) => e.sigla === 'SP')
    const r = await c.get(`/api/externo/estados/${sp.id}/cidades`)
    expect(r.status).toBe(200)
    expect(r.body.length).toBeGreaterThan(600)
    expect(r.body.some((x: any) => x.nome === 'Campinas')).toBe(true)
    expect(Object.keys(r.body[0]).sort()).toEqual(['id', 'nome'])
    for (const q of ['9999', 'abc', '0']) {
      const v = await c.get(`/api/externo/estados/${q}/cidades`)
      expect(v.status).toBe(200)
      expect(v.body).toEqual([])
    }
    expect(JSON.stringify(r.body)).not.toMatch(/cpf|email|senha/i)
  })

  it('o formulário traz áreas de formação, idiomas e as mensagens dos obrigatórios', async () => {
    await amb.knex('empresas').where({ id: 1 }).update({ camposObrigatoriosCandidato: JSON.stringify(['cep', 'ufId']) })
    try {
      const r = await cliente(amb.app).get('/api/externo/formulario?empresaId=1')
      expect(r.status).toBe(200)
      expect(r.body.areasFormacao.length).toBeGreaterThan(0)
      expect(r.body.idiomas.length).toBeGreaterThan(0)
      expect(r.body.mensagensObrigatorias).toEqual({ cep: 'CEP é obrigatório', ufId: 'UF é obrigatório' })
    } finally {
      await amb.knex('empresas').where({ id: 1 }).update({ camposObrigatoriosCandidato: JSON.stringify([]) })
    }
  })
})

describe('checagem dos itens nos diálogos', () => {
  it('experiência: mensagens do core nos campos', async () => {
    const c = cliente(amb.app)
    let r = await c.post('/api/externo/candidatos/validar-item/experiencias', { item: { empresa: '', dataAdmissao: '2999-01-01', dataDesligamento: '2998-01-01', motivoSaida: 'x'.repeat(101) } })
    expect(r.status).toBe(400)
    const e = erros(r.body)
    expect(e['empresa']).toBe('Empresa é obrigatória')
    expect(e['cargo']).toBe('Cargo é obrigatório')
    expect(e['dataAdmissao']).toBe('A data de admissão deve ser igual ou anterior a data atual')
    expect(e['dataDesligamento']).toBe('A data de desligamento não pode ser anterior à data de admissão')
    expect(e['motivoSaida']).toMatch(/100/)
    r = await c.post('/api/externo/candidatos/validar-item/experiencias', { item: { empresa: 'ACME', checkNomeCargo: true, dataAdmissao: '2020-01-01' } })
    expect(erros(r.body)['nomeMercado']).toBe('Outro cargo é obrigatório')
    r = await c.post('/api/externo/candidatos/validar-item/experiencias', { item: { empresa: 'ACME', checkNomeCargo: true, nomeMercado: 'Feirante', dataAdmissao: '2020-01-01' } })
    expect(r.status).toBe(200)
  })

  it('formação e idioma; lista desconhecida → 404', async () => {
    const c = cliente(amb.app)
    let r = await c.post('/api/externo/candidatos/validar-item/formacao', { item: {} })
    expect(r.status).toBe(400)
    expect(erros(r.body)['areaFormacao']).toBe('Selecione a Área de Formação')
    expect(erros(r.body)['situacao']).toBe('Situação é obrigatória')
    r = await c.post('/api/externo/candidatos/validar-item/candidatoIdiomas', { item: {} })
    expect(erros(r.body)).toMatchObject({ idioma: 'Idioma é obrigatório', nivel: 'Nível é obrigatório' })
    r = await c.post('/api/externo/candidatos/validar-item/candidatoIdiomas', { item: { idioma: { id: idiomaId }, nivel: 'BASICO' }, outros: [idiomaId] })
    expect(erros(r.body)['idioma']).toBe('Idioma já informado')
    expect((await c.post('/api/externo/candidatos/validar-item/conhecimentos', { item: {} })).status).toBe(404)
    expect((await c.post('/api/externo/candidatos/validar-item/formacao', 'não é json', { tipo: 'application/json' })).status).toBe(400)
  })
})

describe('cadastro completo pelo portal', () => {
  const base = {
    empresaId: 1,
    nome: 'Clara Completa',
    cpf: '39053344705',
    email: 'clara@exemplo.com.br',
    cargos: [] as number[],
    senha: 'segredo1',
    confirmaSenha: 'segredo1',
    aceitoPoliticaSeguranca: true,
  }

  it('sub-listas inválidas voltam nos seus campos', async () => {
    const r = await cliente(amb.app).post('/api/externo/candidatos', {
      ...base,
      cargos: [cargoId],
      ddd: '1',
      foneFixo: '123',
      foneCelular: '12345678',
      foto: 'data:text/plain;base64,aGVsbG8=',
      formacao: [{ curso: 'Direito' }],
      candidatoIdiomas: [{ idioma: { id: idiomaId } }],
    })
    expect(r.status).toBe(400)
    let e = erros(r.body)
    expect(e['ddd']).toBe('Inválido')
    expect(e['foneFixo']).toBe('Inválido')
    expect(e['foneCelular']).toBe('Inválido')
    expect(e['foto']).toBe('O arquivo adicionado não é uma imagem')
    expect(e['formacao.0.areaFormacao']).toBe('Selecione a Área de Formação')
    expect(e['formacao.0.situacao']).toBe('Situação é obrigatória')
    expect(e['candidatoIdiomas.0.nivel']).toBe('Nível é obrigatório')
    // Cross-field rules of an item (run once the fields decode).
    const x = await cliente(amb.app).post('/api/externo/candidatos', { ...base, cargos: [cargoId], experiencias: [{ empresa: 'ACME', dataAdmissao: '2999-01-01' }] })
    expect(x.status).toBe(400)
    e = erros(x.body)
    expect(e['experiencias.0.cargo']).toBe('Cargo é obrigatório')
  })

  it('endereço, telefones, foto e um item de cada sub-lista', async () => {
    const c = cliente(amb.app)
    const sp = (await c.get('/api/externo/estados')).body.find((e: any) => e.sigla === 'SP')
    const campinas = (await c.get(`/api/externo/estados/${sp.id}/cidades`)).body.find((x: any) => x.nome === 'Campinas')
    const r = await c.post('/api/externo/candidatos', {
      ...base,
      cargos: [cargoId],
      cep: '13010000',
      logradouro: 'Rua Barão de Jaguara',
      numero: '100',
      complemento: 'Sala 2',
      bairro: 'Centro',
      ufId: sp.id,
      cidadeId: campinas.id,
      ddd: '19',
      foneFixo: '32345678',
      dddCelular: '19',
      foneCelular: '991234567',
      foto: PNG,
      experiencias: [{ empresa: 'ACME', cargo: { id: cargoId }, dataAdmissao: '2019-02-01', dataDesligamento: '2021-03-31', motivoSaida: 'Mudança' }],
      formacao: [{ areaFormacao: { id: areaId }, curso: 'Administração', local: 'Unicamp', tipo: 'GRADUACAO', situacao: 'COMPLETO', conclusao: '2018' }],
      candidatoIdiomas: [{ idioma: { id: idiomaId }, nivel: 'AVANCADO' }],
    })
    expect(r.status, JSON.stringify(r.body)).toBe(201)
    const g = await c.get(`/api/externo/candidatos/${r.body.id}`)
    expect(g.status).toBe(200)
    expect(g.body).toMatchObject({ cep: '13010000', bairro: 'Centro', ufId: sp.id, cidadeId: campinas.id, ddd: '19', foneFixo: '32345678', foneCelular: '991234567', foto: PNG })
    expect(g.body.experiencias[0]).toMatchObject({ empresa: 'ACME', cargo: { id: cargoId } })
    expect(g.body.experiencias[0].cargo.nome).toBeTruthy()
    expect(g.body.formacao[0]).toMatchObject({ curso: 'Administração', situacao: 'COMPLETO' })
    expect(g.body.candidatoIdiomas[0]).toMatchObject({ idioma: { id: idiomaId }, nivel: 'AVANCADO' })
    // Cidade de outra UF: the core's message on its field.
    const rj = (await c.get('/api/externo/estados')).body.find((e: any) => e.sigla === 'RJ')
    const x = await c.put(`/api/externo/candidatos/${r.body.id}`, { ...g.body, ufId: rj.id })
    expect(x.status).toBe(400)
    expect(erros(x.body)['cidadeId']).toBe('Cidade não pertence à UF informada')
  })
})

describe('outros dados: campos genéricos da declaração do candidato', () => {
  it('campos: sem os do RH nem os já explícitos; obrigatórios da empresa marcados; opções das referências', async () => {
    await amb.knex('empresas').where({ id: 1 }).update({ camposObrigatoriosCandidato: JSON.stringify(['sexo', 'pis']) })
    try {
      const r = await cliente(amb.app).get('/api/externo/formulario?empresaId=1')
      expect(r.status).toBe(200)
      const campos: any[] = r.body.campos
      const nomes = campos.map((c) => c.nome)
      for (const rh of ['qualificado', 'contratado', 'jaFoiColaborador', 'qualificacaoCadastral', 'mensagemQualificacao', 'observacaoRH', 'ocrTexto', 'moduloExterno', 'aceitoPoliticaSeguranca', 'disponivel', 'senha', 'confirmaSenha', 'nome', 'cpf', 'foto', 'cargos']) {
        expect(nomes).not.toContain(rh)
      }
      for (const n of ['rg', 'rgOrgaoEmissor', 'rgDataExpedicao', 'rgUfId', 'pis', 'sexo', 'estadoCivil', 'escolaridade', 'naturalidade', 'deficiencia', 'etniaRaca', 'pai', 'mae', 'conjuge', 'qtdFilhos', 'pretencaoSalarial', 'comoFicouSabendoVagaId', 'numeroHab', 'categoria', 'vencimento', 'ufHabId', 'pagaPensao', 'valor']) {
        expect(nomes).toContain(n)
      }
      const por = Object.fromEntries(campos.map((c) => [c.nome, c]))
      expect(por['sexo']).toMatchObject({ kind: 'opcoes', label: 'Sexo', obrigatorio: true })
      expect(por['pis']).toMatchObject({ label: 'PIS', obrigatorio: true })
      expect(por['rg']).toMatchObject({ kind: 'texto', max: 20, obrigatorio: false })
      expect(por['pretencaoSalarial'].kind).toBe('dinheiro')
      expect(por['rgDataExpedicao'].kind).toBe('data')
      expect(por['ufHabId'].options).toHaveLength(27)
      expect(por['comoFicouSabendoVagaId'].options.length).toBe(r.body.comoFicouSabendoVaga.length)
      expect(r.body.mensagensObrigatorias).toEqual({ sexo: 'Sexo é obrigatório', pis: 'PIS é obrigatório' })
      // Document groups come with their parts, drawn from the core's item Schemas.
      expect(por['tituloEleitoral']).toMatchObject({ kind: 'grupo', label: 'Título de Eleitor', obrigatorio: false })
      expect(por['tituloEleitoral'].subcampos.map((s: any) => [s.nome, s.label, s.max])).toEqual([
        ['numero', 'Número', 20],
        ['zona', 'Zona', 10],
        ['secao', 'Seção', 10],
      ])
      expect(por['certificadoMilitar'].subcampos.map((s: any) => s.nome)).toEqual(['numero', 'tipo', 'serie'])
      const ctps = Object.fromEntries(por['ctps'].subcampos.map((s: any) => [s.nome, s]))
      expect(Object.keys(ctps)).toEqual(['numero', 'serie', 'dv', 'ufId', 'dataExpedicao'])
      expect(ctps['ufId']).toMatchObject({ kind: 'referencia', label: 'UF' })
      expect(ctps['ufId'].options).toHaveLength(27)
      expect(ctps['dataExpedicao']).toMatchObject({ kind: 'data', label: 'Data de Expedição' })
      expect(nomes).not.toContain('camposExtras')
    } finally {
      await amb.knex('empresas').where({ id: 1 }).update({ camposObrigatoriosCandidato: JSON.stringify([]) })
    }
  })

  it('documentos exigidos (título, certificado militar, CTPS): obrigatórios no grupo, erros de cada parte no seu campo', async () => {
    await amb.knex('empresas').where({ id: 1 }).update({ camposObrigatoriosCandidato: JSON.stringify(['tituloEleitoral', 'certificadoMilitar', 'ctps']) })
    try {
      const c = cliente(amb.app)
      const f = await c.get('/api/externo/formulario?empresaId=1')
      const por = Object.fromEntries(f.body.campos.map((x: any) => [x.nome, x]))
      for (const n of ['tituloEleitoral', 'certificadoMilitar', 'ctps']) expect(por[n].obrigatorio).toBe(true)
      const corpo = { empresaId: 1, nome: 'Dora Documentos', cpf: '86288366757', cargos: [cargoId], senha: 'segredo1', confirmaSenha: 'segredo1', aceitoPoliticaSeguranca: true }
      let r = await c.post('/api/externo/candidatos', { ...corpo, ctps: { numero: '' } })
      expect(r.status).toBe(400)
      expect(erros(r.body)).toMatchObject({ tituloEleitoral: 'Título de Eleitor é obrigatório', certificadoMilitar: 'Certificado Militar é obrigatório', ctps: 'CTPS é obrigatório' })
      // A wrong part answers on that part, with the document named in the message.
      r = await c.post('/api/externo/candidatos', { ...corpo, tituloEleitoral: { numero: '123', zona: '12345678901' }, certificadoMilitar: { numero: '9' }, ctps: { numero: '1', dataExpedicao: '2012-02-30' } })
      expect(r.status).toBe(400)
      expect(erros(r.body)).toMatchObject({ 'tituloEleitoral.zona': 'Zona deve ter no máximo 10 caracteres', 'ctps.dataExpedicao': 'Data de Expedição da CTPS inválida' })
      const sp = (await c.get('/api/externo/estados')).body.find((e: any) => e.sigla === 'SP')
      r = await c.post('/api/externo/candidatos', {
        ...corpo,
        tituloEleitoral: { numero: '123456789012', zona: '0001', secao: '0123' },
        certificadoMilitar: { numero: '998877', tipo: 'Reservista', serie: 'A' },
        ctps: { numero: '1234567', serie: '0012', ufId: sp.id, dataExpedicao: '2012-06-05' },
      })
      expect(r.status, JSON.stringify(r.body)).toBe(201)
      expect(r.body.ctps).toEqual({ numero: '1234567', serie: '0012', ufId: sp.id, dataExpedicao: '2012-06-05' })
      expect(r.body.tituloEleitoral).toEqual({ numero: '123456789012', zona: '0001', secao: '0123' })
    } finally {
      await amb.knex('empresas').where({ id: 1 }).update({ camposObrigatoriosCandidato: JSON.stringify([]) })
    }
  })

  it('campos extras vêm com o tipo da entrada (data, valor em R$, número, texto)', async () => {
    const antes = await amb.knex('empresas').where({ id: 1 }).first('campoExtraCandidato', 'camposExtrasCandidato')
    await amb.knex('empresas').where({ id: 1 }).update({
      campoExtraCandidato: true,
      camposExtrasCandidato: JSON.stringify([
        { campo: 'data1', titulo: 'Disponível a partir de', ativo: true, obrigatorio: true },
        { campo: 'valor1', titulo: 'Último salário', ativo: true },
        { campo: 'numero1', titulo: 'Anos de experiência', ativo: true },
        { campo: 'textolongo1', titulo: 'Sobre você', ativo: true },
        { campo: 'texto1', titulo: 'Apelido', ativo: false },
      ]),
    })
    try {
      const f = await cliente(amb.app).get('/api/externo/formulario?empresaId=1')
      expect(f.body.camposExtras).toEqual([
        { campo: 'data1', titulo: 'Disponível a partir de', obrigatorio: true, kind: 'data' },
        { campo: 'valor1', titulo: 'Último salário', obrigatorio: false, kind: 'dinheiro', max: 99_999_999_999 },
        { campo: 'numero1', titulo: 'Anos de experiência', obrigatorio: false, kind: 'inteiro', max: 2_147_483_647 },
        { campo: 'textolongo1', titulo: 'Sobre você', obrigatorio: false, kind: 'textoLongo', max: 4000 },
      ])
    } finally {
      await amb.knex('empresas').where({ id: 1 }).update(antes)
    }
  })

  it('cadastro de empresa que exige sexo, pis e escolaridade: falha sem eles, passa com eles', async () => {
    await amb.knex('empresas').where({ id: 1 }).update({ camposObrigatoriosCandidato: JSON.stringify(['sexo', 'pis', 'escolaridade']) })
    try {
      const c = cliente(amb.app)
      const corpo = { empresaId: 1, nome: 'Otávio Outros', cpf: '11144477735', cargos: [cargoId], senha: 'segredo1', confirmaSenha: 'segredo1', aceitoPoliticaSeguranca: true }
      let r = await c.post('/api/externo/candidatos', corpo)
      expect(r.status).toBe(400)
      const e = erros(r.body)
      expect(e['pis']).toBe('PIS é obrigatório')
      expect(e['escolaridade']).toBe('Escolaridade é obrigatório')
      // sexo defaults to 'I' (not informed): a company that requires it needs a real answer
      expect(e['sexo']).toBe('Sexo é obrigatório')
      r = await c.post('/api/externo/candidatos', { ...corpo, sexo: 'F', pis: '12056412545', escolaridade: '07' })
      expect(r.status, JSON.stringify(r.body)).toBe(201)
      expect(r.body).toMatchObject({ sexo: 'F', escolaridade: '07', pis: '12056412545' })
    } finally {
      await amb.knex('empresas').where({ id: 1 }).update({ camposObrigatoriosCandidato: JSON.stringify([]) })
    }
  })

  it('certificados e cursos: mensagens do core nos campos', async () => {
    const c = cliente(amb.app)
    let r = await c.post('/api/externo/candidatos/validar-item/certificados', { item: {} })
    expect(r.status).toBe(400)
    expect(erros(r.body)).toMatchObject({ titulo: 'Título é obrigatório', organizacao: 'Organização Emissora é obrigatória', tipo: 'Tipo é obrigatório', dataInicio: 'Data de Início é obrigatória', dataFim: 'Data de Fim é obrigatória' })
    const ok = { titulo: 'Node', organizacao: 'Escola', tipo: 'CURSO', dataInicio: '2024-01-01', dataFim: '2024-02-01' }
    r = await c.post('/api/externo/candidatos/validar-item/certificados', { item: { ...ok, cargaHorariaDiaria: 25 * 60 } })
    expect(erros(r.body)['cargaHorariaDiaria']).toBe('Carga horária diária não pode ser maior 24 horas')
    r = await c.post('/api/externo/candidatos/validar-item/cursos', { item: { ...ok, dataFim: undefined, cargaHorariaDiaria: 120, cargaHorariaTotal: 60 } })
    expect(erros(r.body)).toEqual({ cargaHorariaTotal: 'Carga horária total não pode ser menor que a carga horária diária' })
    r = await c.post('/api/externo/candidatos/validar-item/cursos', { item: { ...ok, dataFim: undefined, cargaHorariaDiaria: 60, cargaHorariaTotal: 600 } })
    expect(r.status).toBe(200)
  })
})
