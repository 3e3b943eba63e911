import { cep, referencia, texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'

const caracteres = (label: string, n: number) => texto({ label, max: n, formato: { padrao: new RegExp(`^[0-9A-Za-z]{${n}}$`), mensagem: `${label} deve ter ${n} caracteres` } })

/** Establishment (filial) of a company: its CNPJ/CAEPF complement and address (spec 001 §3). */
export const estabelecimentos = defineResource({
  name: 'utilitario/estabelecimentos',
  table: 'estabelecimentos',
  copia: { grupo: 'Estabelecimentos', chave: ['nome'] },
  label: 'Estabelecimentos',
  labelSingular: 'Estabelecimento',
  scope: 'empresa',
  authority: 'ROLE_UTILITARIO_EMPRESAS',
  readAuthority: null,
  fields: {
    nome: texto({ label: 'Nome', max: 100, required: true, list: true, unique: 'Já existe um estabelecimento com este nome' }),
    complementoCnpjCaepf: caracteres('Complemento do CNPJ/CAEPF', 4),
    digitoVerificadorCnpjCaepf: texto({ label: 'Dígito Verificador', max: 2, formato: { padrao: /^\d{2}$/, mensagem: 'Dígito verificador deve ter 2 dígitos' } }),
    cep: cep({ label: 'CEP' }),
    logradouro: texto({ label: 'Logradouro', max: 100 }),
    numero: texto({ label: 'Número', max: 10 }),
    complemento: texto({ label: 'Complemento', max: 60 }),
    bairro: texto({ label: 'Bairro', max: 60 }),
    estadoId: referencia({ label: 'Estado', resource: 'geral/estados', list: true }),
    cidadeId: referencia({ label: 'Cidade', resource: 'geral/cidades', feminino: true, list: true }),
  },
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Utilitários', subgrupo: 'Cadastros', ordem: 2 },
})
