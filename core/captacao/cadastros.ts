import { booleano, inteiro, texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'

/** The recruitment lookups of spec 000 §3.4 / §7.8: plain records, one declaration each. */
const CADASTROS = { grupo: 'Captação e Seleção', subgrupo: 'Cadastros' } as const
const authority = 'ROLE_CAPTACAO_CADASTROS'
const nome = (unique: string) => texto({ label: 'Nome', max: 100, required: true, list: true, unique })

export const areasInteresse = defineResource({
  name: 'captacao/areas-interesse',
  table: 'areas_interesse',
  copia: { grupo: 'Cadastros da Captação', chave: ['nome'] },
  label: 'Áreas de Interesse',
  labelSingular: 'Área de Interesse',
  scope: 'empresa',
  authority,
  readAuthority: null,
  fields: { nome: nome('Já existe uma área de interesse com este nome') },
  sort: { field: 'nome', order: 'ASC' },
  menu: { ...CADASTROS, ordem: 1 },
})

export const areasFormacao = defineResource({
  name: 'captacao/areas-formacao',
  table: 'areas_formacao',
  copia: { grupo: 'Cadastros da Captação', chave: ['nome'] },
  label: 'Áreas de Formação',
  labelSingular: 'Área de Formação',
  scope: 'empresa',
  authority,
  readAuthority: null,
  fields: { nome: nome('Já existe uma área de formação com este nome') },
  sort: { field: 'nome', order: 'ASC' },
  menu: { ...CADASTROS, ordem: 2 },
})

export const etapasSeletivas = defineResource({
  name: 'captacao/etapas-seletivas',
  table: 'etapas_seletivas',
  copia: { grupo: 'Cadastros da Captação', chave: ['nome'] },
  label: 'Etapas Seletivas',
  labelSingular: 'Etapa Seletiva',
  scope: 'empresa',
  authority,
  readAuthority: null,
  fields: {
    ordem: inteiro({ label: 'Ordem', required: true, min: 1, max: 999, default: 1, feminino: true, list: true }),
    nome: texto({ label: 'Nome', max: 100, required: true, list: true }),
    analiseComportamental: booleano({ label: 'Análise Comportamental', default: false, feminino: true, list: true }),
  },
  sort: { field: 'ordem', order: 'ASC' },
  menu: { ...CADASTROS, ordem: 3 },
})

export const motivosSolicitacao = defineResource({
  name: 'captacao/motivos-solicitacao',
  table: 'motivos_solicitacao',
  copia: { grupo: 'Cadastros da Captação', chave: ['nome'] },
  label: 'Motivos de Solicitação',
  labelSingular: 'Motivo de Solicitação',
  scope: 'empresa',
  authority,
  readAuthority: null,
  fields: { nome: nome('Já existe um motivo de solicitação com este nome') },
  sort: { field: 'nome', order: 'ASC' },
  menu: { ...CADASTROS, ordem: 4 },
})

export const comoFicouSabendoVaga = defineResource({
  name: 'captacao/como-ficou-sabendo-vaga',
  table: 'como_ficou_sabendo_vaga',
  copia: { grupo: 'Cadastros da Captação', chave: ['nome'] },
  label: 'Como Ficou Sabendo da Vaga',
  labelSingular: 'Como Ficou Sabendo da Vaga',
  scope: 'empresa',
  authority,
  readAuthority: null,
  fields: { nome: nome('Já existe uma opção com este nome') },
  sort: { field: 'nome', order: 'ASC' },
  menu: { ...CADASTROS, ordem: 5 },
})

export const idiomas = defineResource({
  name: 'captacao/idiomas',
  table: 'idiomas',
  copia: { grupo: 'Cadastros da Captação', chave: ['nome'] },
  label: 'Idiomas',
  labelSingular: 'Idioma',
  scope: 'empresa',
  authority,
  readAuthority: null,
  fields: { nome: nome('Já existe um idioma com este nome') },
  sort: { field: 'nome', order: 'ASC' },
  menu: { ...CADASTROS, ordem: 6 },
})

export const CADASTROS_CAPTACAO = [areasInteresse, areasFormacao, etapasSeletivas, motivosSolicitacao, comoFicouSabendoVaga, idiomas]
