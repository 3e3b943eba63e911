import { cep, data, email, grupo, inteiro, opcoes, pis, referencia, telefone, texto } from '../shared/campos.ts'
import { CertificadoMilitar, Ctps, TituloEleitoral } from './itensPessoa.ts'

/**
 * A person's data, shared by the candidate (captação) and the employee (talento): the enumerations of spec 000
 * §3.12 and the field groups both records declare (family and schooling, documents, address, contact, driving
 * licence). Each record adds what is its own (a candidate's pretensions, an employee's contract).
 */

export const VINCULOS = [
  { id: 'E', name: 'Emprego' },
  { id: 'S', name: 'Estágio' },
  { id: 'A', name: 'Aprendiz' },
  { id: 'T', name: 'Temporário' },
  { id: 'O', name: 'Sócio' },
  { id: 'ED', name: 'Empregado doméstico' },
  { id: 'TA', name: 'Trabalhador avulso' },
  { id: 'SE', name: 'Segurado especial' },
] as const

export const SEXOS = [
  { id: 'I', name: 'Indiferente' },
  { id: 'M', name: 'Masculino' },
  { id: 'F', name: 'Feminino' },
] as const

export const ESCOLARIDADES = [
  { id: '01', name: 'Analfabeto' },
  { id: '02', name: 'Até o 5º ano incompleto do ensino fundamental' },
  { id: '03', name: '5º ano completo do ensino fundamental' },
  { id: '04', name: 'Do 6º ao 9º ano do ensino fundamental' },
  { id: '05', name: 'Ensino fundamental completo' },
  { id: '06', name: 'Ensino médio incompleto' },
  { id: '07', name: 'Ensino médio completo' },
  { id: '08', name: 'Educação superior incompleta' },
  { id: '09', name: 'Educação superior completa' },
  { id: '10', name: 'Pós-graduação completa' },
  { id: '11', name: 'Educação superior completa (bacharelado/licenciatura)' },
  { id: '12', name: 'Especialização' },
  { id: '13', name: 'Mestrado' },
  { id: '14', name: 'Doutorado' },
  { id: '15', name: 'Especialização incompleta' },
] as const

export const ESTADOS_CIVIS = [
  { id: '01', name: 'Solteiro(a)' },
  { id: '02', name: 'Casado(a) em comunhão universal de bens' },
  { id: '03', name: 'Casado(a) em comunhão parcial de bens' },
  { id: '04', name: 'Casado(a) com separação total de bens' },
  { id: '05', name: 'Divorciado(a)' },
  { id: '06', name: 'Viúvo(a)' },
  { id: '07', name: 'União estável' },
  { id: '08', name: 'Separado(a) judicialmente' },
  { id: '09', name: 'Casado(a) no regime de participação final nos aquestos' },
  { id: '10', name: 'Outros' },
] as const

/** Race codes of spec 000 §3.12; 9 (não informado) is only shown when it is the current value. */
export const ETNIAS = [
  { id: '2', name: 'Branca' },
  { id: '4', name: 'Preta' },
  { id: '6', name: 'Amarela' },
  { id: '8', name: 'Parda' },
  { id: '1', name: 'Indígena' },
  { id: '9', name: 'Não informado' },
] as const

export const DEFICIENCIAS = [
  { id: '0', name: 'Nenhuma' },
  { id: '1', name: 'Física' },
  { id: '2', name: 'Auditiva' },
  { id: '3', name: 'Visual' },
  { id: '4', name: 'Mental' },
  { id: '5', name: 'Múltipla' },
  { id: '6', name: 'Reabilitado' },
] as const

export const CATEGORIAS_HABILITACAO = ['A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE'].map((id) => ({ id, name: id }))

const cidadeRef = { resource: 'geral/cidades' } as const
const ufRef = { resource: 'geral/estados' } as const

/** Birthplace, schooling, marital status, family, disability and race. */
export const familiaPessoa = {
  naturalidade: texto({ label: 'Naturalidade', max: 100, feminino: true }),
  escolaridade: opcoes({ label: 'Escolaridade', options: ESCOLARIDADES, feminino: true }),
  estadoCivil: opcoes({ label: 'Estado Civil', options: ESTADOS_CIVIS }),
  qtdFilhos: inteiro({ label: 'Quantidade de Filhos', max: 99, feminino: true }),
  conjuge: texto({ label: 'Cônjuge', max: 100 }),
  profissaoConjuge: texto({ label: 'Profissão do Cônjuge', max: 100, feminino: true }),
  pai: texto({ label: 'Nome do Pai', max: 100 }),
  profissaoPai: texto({ label: 'Profissão do Pai', max: 100, feminino: true }),
  mae: texto({ label: 'Nome da Mãe', max: 100 }),
  profissaoMae: texto({ label: 'Profissão da Mãe', max: 100, feminino: true }),
  deficiencia: opcoes({ label: 'Deficiência', options: DEFICIENCIAS, default: '0', feminino: true }),
  etniaRaca: opcoes({ label: 'Etnia/Raça', options: ETNIAS, feminino: true }),
}

/** RG, voter's card, military certificate, work card (CTPS), PIS. */
export const documentosPessoa = {
  rg: texto({ label: 'RG', max: 20 }),
  rgUfId: referencia({ label: 'UF do RG', ...ufRef, feminino: true }),
  rgOrgaoEmissor: texto({ label: 'Órgão Emissor do RG', max: 20 }),
  rgDataExpedicao: data({ label: 'Data de Expedição do RG', feminino: true }),
  tituloEleitoral: grupo({ label: 'Título de Eleitor', value: TituloEleitoral }),
  certificadoMilitar: grupo({ label: 'Certificado Militar', value: CertificadoMilitar }),
  ctps: grupo({ label: 'CTPS', value: Ctps, feminino: true }),
  pis: pis({ label: 'PIS' }),
}

export const enderecoPessoa = {
  cep: cep({ label: 'CEP' }),
  logradouro: texto({ label: 'Logradouro', max: 100 }),
  numero: texto({ label: 'Número', max: 10 }),
  complemento: texto({ label: 'Complemento', max: 60 }),
  bairro: texto({ label: 'Bairro', max: 60 }),
  ufId: referencia({ label: 'UF', ...ufRef, feminino: true }),
  cidadeId: referencia({ label: 'Cidade', ...cidadeRef, feminino: true }),
}

export const contatoPessoa = {
  email: email({ label: 'E-mail', max: 200, list: true }),
  ddd: telefone({ label: 'DDD', parte: 'ddd' }),
  foneFixo: telefone({ label: 'Telefone Fixo', parte: 'fixo' }),
  dddCelular: telefone({ label: 'DDD do Celular', parte: 'ddd' }),
  foneCelular: telefone({ label: 'Celular', parte: 'celular', list: true }),
  nomeContato: texto({ label: 'Nome para Contato', max: 100 }),
}

/** Driving licence (CNH). */
export const habilitacaoPessoa = {
  numeroHab: texto({ label: 'Número da Habilitação', max: 20 }),
  registro: texto({ label: 'Registro da Habilitação', max: 20 }),
  emissao: data({ label: 'Emissão da Habilitação', feminino: true }),
  vencimento: data({ label: 'Vencimento da Habilitação', feminino: false }),
  ufHabId: referencia({ label: 'UF da Habilitação', ...ufRef, feminino: true }),
  categoria: opcoes({ label: 'Categoria da Habilitação', options: CATEGORIAS_HABILITACAO, feminino: true }),
}
