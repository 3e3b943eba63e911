import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CAMPOS_CONFIGURAVEIS,
  CONFIG_PADRAO,
  configDaEmpresa,
  errosCamposObrigatorios,
  mensagemCampoObrigatorio,
  qualificar,
  type ConfigCandidato,
} from '../../../core/captacao/qualificacaoCandidato.ts'
import { cpfValido, pisValido } from '../arbitraries.ts'

const HOJE = '2025-06-15'
const completo = { nome: 'Maria da Silva', cargos: [1], cpf: '52998224725', dataNascimento: '1990-03-10' }
const cfg = (o: Partial<ConfigCandidato> = {}): ConfigCandidato => ({ ...CONFIG_PADRAO, ...o })

describe('mensagens dos campos configuráveis (spec 000 §5)', () => {
  it("'{label} é obrigatório', feminino só para foto e senha", () => {
    expect(mensagemCampoObrigatorio('dataNascimento')).toBe('Data de Nascimento é obrigatório')
    expect(mensagemCampoObrigatorio('foto')).toBe('Foto é obrigatória')
    expect(mensagemCampoObrigatorio('senha')).toBe('Senha é obrigatória')
    expect(mensagemCampoObrigatorio('formacao')).toBe('Formação Acadêmica é obrigatório')
  })

  it('campo só é obrigatório quando a configuração o lista; extras pelo título', () => {
    expect(errosCamposObrigatorios({}, cfg())).toEqual([])
    expect(errosCamposObrigatorios({}, cfg({ camposObrigatorios: ['email', 'formacao', 'inexistente'] }))).toEqual([
      { field: 'email', message: 'E-mail é obrigatório' },
      { field: 'formacao', message: 'Formação Acadêmica é obrigatório' },
    ])
    expect(errosCamposObrigatorios({ formacao: [] }, cfg({ camposObrigatorios: ['formacao'] }))).toHaveLength(1)
    const extras = cfg({ campoExtraCandidato: true, camposExtras: [{ campo: 'texto1', titulo: 'Tamanho', obrigatorio: true }, { campo: 'data1', titulo: 'Início', obrigatorio: true, ativo: false }] })
    expect(errosCamposObrigatorios({}, extras)).toEqual([{ field: 'camposExtras.texto1', message: 'Tamanho é obrigatório' }])
    expect(errosCamposObrigatorios({ camposExtras: { texto1: 'M' } }, extras)).toEqual([])
    // Extra fields switched off at the company: none required.
    expect(errosCamposObrigatorios({}, { ...extras, campoExtraCandidato: false })).toEqual([])
  })

  it('primeiro emprego dispensa experiências; senha já gravada não é pedida de novo', () => {
    const c = cfg({ camposObrigatorios: ['experiencias', 'senha'] })
    expect(errosCamposObrigatorios({ primeiroEmprego: true }, c)).toEqual([{ field: 'senha', message: 'Senha é obrigatória' }])
    expect(errosCamposObrigatorios({ primeiroEmprego: true }, c, { possuiSenha: true })).toEqual([])
  })

  it('propriedade: com todos os campos configurados preenchidos não há erro; esvaziar um dá exatamente o seu erro', () => {
    const ids = CAMPOS_CONFIGURAVEIS.map((c) => c.id)
    fc.assert(
      fc.property(fc.subarray(ids, { minLength: 1 }), fc.nat(), (lista, k) => {
        const c = cfg({ camposObrigatorios: lista })
        const cheio = Object.fromEntries(ids.map((i) => [i, ['formacao', 'experiencias', 'candidatoIdiomas', 'certificados', 'cursos', 'areasInteresse', 'conhecimentos'].includes(i) ? [1] : 'x']))
        expect(errosCamposObrigatorios(cheio, c)).toEqual([])
        const tirar = lista[k % lista.length]!
        const erros = errosCamposObrigatorios({ ...cheio, [tirar]: '  ' }, c)
        expect(erros).toEqual([{ field: tirar, message: mensagemCampoObrigatorio(tirar) }])
      }),
    )
  })
})

describe('qualificação cadastral', () => {
  it('QUALIFICADO com os dados completos e coerentes', () => {
    expect(qualificar(completo, cfg(), HOJE)).toEqual({ status: 'QUALIFICADO', mensagem: null, pendencias: [] })
  })

  it('DADOS_INCOMPLETOS: CPF e nascimento sempre; mais o que a empresa exige; a mensagem lista os rótulos', () => {
    const q = qualificar({ nome: 'Maria da Silva', cargos: [1] }, cfg(), HOJE)
    expect(q.status).toBe('DADOS_INCOMPLETOS')
    expect(q.mensagem).toBe('Dados incompletos: CPF, Data de Nascimento.')
    const exige = qualificar(completo, cfg({ camposObrigatorios: ['email', 'foto'] }), HOJE)
    expect(exige).toMatchObject({ status: 'DADOS_INCOMPLETOS', mensagem: 'Dados incompletos: E-mail, Foto.' })
    expect(qualificar({ ...completo, email: 'a@b.com', foto: 'data:image/png;base64,AA' }, cfg({ camposObrigatorios: ['email', 'foto'] }), HOJE).status).toBe('QUALIFICADO')
    expect(qualificar({ ...completo, cargos: [] }, cfg(), HOJE).pendencias).toEqual([{ field: 'cargos', message: 'Cargo/Função Pretendida é obrigatório' }])
  })

  it('NAO_QUALIFICADO: completo mas incoerente (dígitos, idade, nome)', () => {
    expect(qualificar({ ...completo, cpf: '52998224724' }, cfg(), HOJE).pendencias).toEqual([{ field: 'cpf', message: 'CPF inválido' }])
    expect(qualificar({ ...completo, pis: '12345678901' }, cfg(), HOJE).status).toBe('NAO_QUALIFICADO')
    expect(qualificar({ ...completo, dataNascimento: '2012-01-01' }, cfg(), HOJE).status).toBe('NAO_QUALIFICADO')
    expect(qualificar({ ...completo, dataNascimento: '2011-06-15' }, cfg(), HOJE).status).toBe('QUALIFICADO')
    expect(qualificar({ ...completo, dataNascimento: '1919-05-10' }, cfg(), HOJE).mensagem).toBe('Idade deve estar entre 14 e 100 anos.')
    expect(qualificar({ ...completo, nome: 'Maria' }, cfg(), HOJE).status).toBe('NAO_QUALIFICADO')
    expect(qualificar({ ...completo, nome: 'Maria 2 Silva' }, cfg(), HOJE).status).toBe('NAO_QUALIFICADO')
  })

  it('propriedade: NAO_VERIFICADO nunca é calculado; faltas têm precedência sobre incoerências; o status só depende dos dados', () => {
    const campo = fc.option(fc.string({ maxLength: 3 }), { nil: undefined })
    fc.assert(
      fc.property(
        fc.record({ nome: fc.oneof(fc.constant('Ana Souza'), campo), cpf: fc.oneof(cpfValido, campo), dataNascimento: fc.oneof(fc.constant('1980-01-01'), campo), pis: fc.oneof(pisValido, campo) }),
        fc.subarray(['email', 'rg', 'cep'] as string[]),
        (c, obrig) => {
          const q = qualificar({ ...c, cargos: [1] }, cfg({ camposObrigatorios: obrig }), HOJE)
          expect(q.status).not.toBe('NAO_VERIFICADO')
          const falta = [c.nome, c.cpf, c.dataNascimento].some((v) => v === undefined || v.trim() === '') || obrig.length > 0
          expect(q.status === 'DADOS_INCOMPLETOS').toBe(falta)
          if (q.status === 'QUALIFICADO') expect(q.pendencias).toEqual([])
          else expect(q.pendencias.length).toBeGreaterThan(0)
          expect(qualificar({ ...c, cargos: [1] }, cfg({ camposObrigatorios: obrig }), HOJE)).toEqual(q)
        },
      ),
    )
  })

  it('configDaEmpresa tolera valores ausentes ou malformados', () => {
    expect(configDaEmpresa(undefined)).toEqual(CONFIG_PADRAO)
    expect(configDaEmpresa({ camposObrigatoriosCandidato: 'x', camposExtrasCandidato: [1, { campo: 'texto1', titulo: 'T' }], maxCandidataCargo: 3 })).toEqual({
      camposObrigatorios: [],
      campoExtraCandidato: false,
      camposExtras: [{ campo: 'texto1', titulo: 'T' }],
      maxCandidataCargo: 3,
    })
  })
})
