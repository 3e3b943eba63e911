import { especial, referencia, texto } from '../shared/campos.ts'
import { CepSchema } from '../shared/br/cep.ts'
import { defineResource } from '../shared/resource.ts'
import { Schema } from 'effect'

const digitos = (label: string, n: number) =>
  especial('texto', 'string', Schema.String.pipe(Schema.pattern(new RegExp(`^[0-9A-Za-z]{${n}}$`), { message: () => `${label} deve ter ${n} caracteres` })), { label })

/** Establishment (filial) of a company: its CNPJ/CAEPF complement and address (spec 001 §3). */
export const estabelecimentos = defineResource({
  name: 'utilitario/estabelecimentos',
  table: 'estabelecimentos',
  label: 'Estabelecimentos',
  labelSingular: 'Estabelecimento',
  scope: 'empresa',
  authority: 'ROLE_UTILITARIO_EMPRESAS',
  readAuthority: null,
  fields: {
    nome: texto({ label: 'Nome', max: 100, required: true, list: true, unique: 'Já existe um estabelecimento com este nome' }),
    complementoCnpjCaepf: digitos('Complemento do CNPJ/CAEPF', 4),
    digitoVerificadorCnpjCaepf: especial('texto', 'string', Schema.String.pipe(Schema.pattern(/^\d{2}$/, { message: () => 'Dígito verificador deve ter 2 dígitos' })), { label: 'Dígito Verificador' }),
    cep: especial('texto', 'string', CepSchema, { label: 'CEP' }),
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
