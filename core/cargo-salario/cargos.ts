import { ESCOLARIDADES } from '../geral/pessoa.ts'
import { booleano, opcoes, referencia, referencias, texto, textoLongo } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'

/**
 * Cargo (spec 001 §3, §5): nome and nomeMercado required, at least one related area; its occupational group,
 * mission, responsibilities, schooling, related education areas, experience and recruitment notes (the same
 * column recruitment's view edits: captacao/cargo). Its salary ranges are `faixas-salariais`; the competency
 * links (conhecimentos, habilidades, atitudes) come with the competencies (issue 13).
 */
export const cargos = defineResource({
  name: 'cargo-salario/cargos',
  table: 'cargos',
  label: 'Cargos',
  labelSingular: 'Cargo',
  scope: 'empresa',
  authority: 'ROLE_CARGO_SALARIO_CADASTROS',
  readAuthority: null,
  fields: {
    nome: texto({ label: 'Nomenclatura', max: 100, required: true, list: true, feminino: true }),
    nomeMercado: texto({ label: 'Nome de Mercado', max: 100, required: true, list: true }),
    ativa: booleano({ label: 'Ativo', default: true, list: true }),
    grupoOcupacionalId: referencia({ label: 'Grupo Ocupacional', resource: 'cargo-salario/grupos-ocupacionais', list: true }),
    areasOrganizacionais: referencias({
      label: 'Áreas Organizacionais',
      resource: 'cargo-salario/areas-organizacionais',
      min: 1,
      minMessage: 'Selecione ao menos uma Área Organizacional',
    }),
    exibirModuloExterno: booleano({ label: 'Exibir no módulo externo' }),
    missao: textoLongo({ label: 'Missão', feminino: true, max: 4000 }),
    responsabilidades: textoLongo({ label: 'Responsabilidades', feminino: true, max: 4000 }),
    escolaridade: opcoes({ label: 'Escolaridade mínima', options: ESCOLARIDADES, feminino: true }),
    areasFormacaoRelacionadas: referencias({ label: 'Áreas de formação relacionadas', resource: 'captacao/areas-formacao' }),
    experiencia: textoLongo({ label: 'Experiência', feminino: true, max: 4000 }),
    observacaoRecrutamento: textoLongo({ label: 'Recrutamento', max: 4000 }),
    etapasSeletivas: referencias({ label: 'Etapas Seletivas', resource: 'captacao/etapas-seletivas' }),
    observacao: textoLongo({ label: 'Observação', feminino: true, max: 4000 }),
  },
  colunas: {
    possuiFaixaSalarial: booleano({ label: 'Possui faixa salarial' }),
  },
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Cargos e Salários', subgrupo: 'Cadastros', ordem: 3 },
})
