import { beforeAll, describe, expect, it } from 'vitest'
import { RECURSOS } from '../../core/recursos.ts'
import { criarApp } from '../../http/app.ts'

/**
 * The OpenAPI document: built from the declarations and Hono's route table (no route here runs a use case, so the
 * app needs no database).
 */
const app = criarApp({ runtime: undefined as never })
let doc: any
beforeAll(async () => {
  doc = await (await app.request('/api/openapi.json')).json()
})

const json = (op: any, status = '200') => op.responses[status].content['application/json'].schema

describe('documentação da API', () => {
  it('/api/openapi.json descreve cada recurso a partir do schema; /api/docs lista as rotas', async () => {
    for (const r of RECURSOS) expect(doc.paths).toHaveProperty(`/api/${r.name}`)
    const post = doc.paths['/api/captacao/etapas-seletivas'].post.requestBody.content['application/json'].schema
    expect(post.required).toEqual(['nome'])
    expect(post.properties.nome).toMatchObject({ type: 'string', maxLength: 100, description: 'Nome' })
    expect(post.properties.ordem).toMatchObject({ maximum: 999, default: 1 })
    expect(doc.paths['/api/geral/estados'].post).toBeUndefined()
    const html = await app.request('/api/docs')
    const pagina = await html.text()
    expect(pagina).toContain('/api/captacao/etapas-seletivas/{id}')
    // Routes beyond the generic CRUD are listed too, with their path parameters and the summary they declare.
    expect(doc.paths['/api/geral/cep/{cep}'].get).toMatchObject({ summary: 'Endereço de um CEP (logradouro, bairro, UF e cidade do IBGE)', parameters: [{ name: 'cep', in: 'path' }] })
    expect(doc.paths['/api/externo/login'].post).toBeDefined()
    expect(doc.paths['/api/captacao/candidatos/{id}/documentos-anexos'].get.parameters[0]).toMatchObject({ name: 'id', schema: { type: 'integer' } })
    expect(doc.paths['/api/captacao/etapas-seletivas'].post['x-avulsa']).toBeUndefined()
    // A declared action is documented with the body Schema it is validated by, and its declared filters with the list.
    const cancela = doc.paths['/api/captacao/solicitacoes-pessoal/{id}/cancela'].put
    expect(cancela.summary).toBe('Cancela a solicitação (com observação)')
    expect(cancela.requestBody.content['application/json'].schema).toMatchObject({ required: ['obsCancelamento'], properties: { obsCancelamento: { type: 'string' } } })
    const filtros = doc.paths['/api/captacao/solicitacoes-pessoal'].get.parameters
    expect(filtros).toContainEqual({ name: 'visualizar', in: 'query', description: 'Visualizar', schema: { enum: ['T', 'A', 'S', 'E', 'C'] } })
    expect(filtros.map((p: any) => p.name)).toEqual(expect.arrayContaining(['codigo', 'dataIni', 'dataFim', 'semCandidatoId']))
    expect(pagina).toContain('/api/geral/cep/{cep}')
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/)
  })
})

describe('respostas das ações declaradas', () => {
  it('o registro do recurso, uma forma simples, um arquivo, registros de outro recurso', () => {
    const solicitacoes = { $ref: '#/components/schemas/captacao_solicitacoes_pessoal' }
    expect(json(doc.paths['/api/captacao/solicitacoes-pessoal/{id}/suspende'].put)).toEqual(solicitacoes)
    expect(json(doc.paths['/api/captacao/solicitacoes-pessoal/{id}/status'].put)).toEqual(solicitacoes)
    expect(json(doc.paths['/api/captacao/anuncios/{id}/link-acesso-rapido'].get)).toMatchObject({ type: 'object', required: ['url'], properties: { url: { type: 'string' } } })
    expect(doc.paths['/api/captacao/candidatos/{id}/curriculo'].get.responses['200'].content).toEqual({ 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } })
    // Another resource's records point at that resource's record; a recursive shape is named in the components.
    expect(json(doc.paths['/api/cargo-salario/areas-organizacionais/{id}/talentos'].get)).toEqual({ type: 'array', items: { $ref: '#/components/schemas/cargo_salario_colaboradores' } })
    expect(json(doc.paths['/api/captacao/candidato-solicitacao/{id}/contratar'].post).properties.colaborador).toEqual({ $ref: '#/components/schemas/cargo_salario_colaboradores' })
    expect(json(doc.paths['/api/cargo-salario/areas-organizacionais/organogramas'].get)).toEqual({ type: 'array', items: { $ref: '#/components/schemas/NoOrganograma' } })
    expect(doc.components.schemas.NoOrganograma.properties.filhas).toEqual({ type: 'array', items: { $ref: '#/components/schemas/NoOrganograma' } })
    expect(json(doc.paths['/api/captacao/solicitacoes-pessoal/{id}/possui-candidato'].get)).toEqual({ type: 'boolean' })
  })

  it('toda ação declarada documenta a sua resposta (JSON com schema ou arquivo), no status declarado', () => {
    const semResposta: string[] = []
    for (const r of RECURSOS) {
      for (const a of r.acoes ?? []) {
        const caminho = `/api/${r.name}/${a.caminho}`.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\/$/, '')
        const resposta = doc.paths[caminho]?.[a.metodo.toLowerCase()]?.responses?.[String(a.status ?? 200)]
        const conteudo = resposta?.content?.['application/json']?.schema ?? resposta?.content?.['application/octet-stream']?.schema
        if (!conteudo || Object.keys(conteudo).length === 0) semResposta.push(`${a.metodo} ${caminho} (${a.nome})`)
      }
    }
    expect(semResposta).toEqual([])
  })

  it('uma ação que toma o lugar da rota genérica é o que o documento descreve (DELETE e POST do candidato)', () => {
    const remove = doc.paths['/api/captacao/candidatos/{id}'].delete
    expect(remove.summary).toBe('Remove candidato')
    expect(json(remove)).toMatchObject({ required: ['id'], properties: { id: { type: 'number' } } })
    expect(doc.paths['/api/captacao/candidatos'].post).toMatchObject({ summary: 'Cadastra candidato', 'x-avulsa': true })
    expect(json(doc.paths['/api/captacao/candidatos'].post, '201')).toEqual({ $ref: '#/components/schemas/captacao_candidatos' })
  })

  it('envio de arquivo: corpo multipart (arquivo binário e campos de texto), resposta com o anexo gravado e o status declarado', () => {
    const anexa = doc.paths['/api/captacao/candidatos/{id}/documentos-anexos'].post
    expect(anexa.requestBody.content['multipart/form-data'].schema).toMatchObject({ properties: { arquivo: { type: 'string', format: 'binary' } } })
    expect(Object.keys(anexa.responses)).toContain('201')
    expect(Object.keys(json(anexa, '201').properties)).toEqual(expect.arrayContaining(['id', 'descricao', 'anexo', 'aviso']))
    // The portal's upload (a route of its own, not an action) says the same.
    expect(doc.paths['/api/externo/candidatos/{id}/documentos-anexos'].post.requestBody.content).toHaveProperty('multipart/form-data')
    // An action without a body documents none.
    expect(doc.paths['/api/captacao/solicitacoes-pessoal/{id}/suspende'].put.requestBody).toBeUndefined()
  })
})

describe('registros', () => {
  it('trazem os campos de estado e as colunas calculadas, só de leitura; os campos do corpo não', () => {
    const solicitacao = doc.components.schemas.captacao_solicitacoes_pessoal.properties
    expect(solicitacao.status).toMatchObject({ description: 'Status', enum: ['I', 'A', 'R'], readOnly: true, nullable: true })
    expect(solicitacao.cancelada).toMatchObject({ type: 'boolean', readOnly: true })
    const candidato = doc.components.schemas.captacao_candidatos.properties
    expect(candidato.possuiCurriculo).toMatchObject({ type: 'boolean', description: 'Possui currículo', readOnly: true })
    expect(candidato.curriculo).toMatchObject({ type: 'object', readOnly: true })
    expect(candidato.nome.readOnly).toBeUndefined()
    expect(candidato).not.toHaveProperty('senha')
  })
})
