import type { Effect } from 'effect'
import { booleano, email, lista, referencia, referencias, texto, valorEmail } from '../shared/campos.ts'
import { defineResource, type Registro } from '../shared/resource.ts'
import { replicarResponsaveis, validarArea } from './areasRegras.ts'

/**
 * Organisational area (spec 001 §3, §4, §5): a tree through `areaMaeId`; responsáveis and co-responsáveis are
 * employees of the company (a manager sees the employees of the areas under them); notification e-mails. The
 * rules of §4 (no cycle, activation, what an area used in employees' histories may change) live in
 * `areasRegras.ts` (what "cannot be edited" blocks is said there); the manager scope (`escopoGestor`: a manager
 * sees the areas they are responsible for and those below) in `areasGestor.ts`; `descricaoHierarquia`, the names of the responsible people and `podeEditar` /
 * `podeEditarStatusAtivo` are computed by the module's adapter.
 */
export const areasOrganizacionais = defineResource({
  name: 'cargo-salario/areas-organizacionais',
  table: 'areas_organizacionais',
  copia: { grupo: 'Áreas Organizacionais', chave: ['nome', 'areaMaeId'], omitir: ['responsaveis', 'coresponsaveis'] },
  label: 'Áreas Organizacionais',
  labelSingular: 'Área Organizacional',
  scope: 'empresa',
  authority: 'ROLE_CARGO_SALARIO_CADASTROS',
  readAuthority: null,
  fields: {
    nome: texto({ label: 'Nome', max: 60, required: true, list: true }),
    areaMaeId: referencia({ label: 'Área Mãe', resource: 'cargo-salario/areas-organizacionais', feminino: true, list: true }),
    ativo: booleano({ label: 'Ativo', default: true, list: true }),
    email: email({ label: 'E-mail', max: 200 }),
    emailsNotificacoes: lista({ label: 'E-mails para notificações', item: valorEmail({ label: 'E-mail para notificação', max: 200 }), max: 20 }),
    codigoAC: texto({ label: 'Código no sistema de folha', max: 12 }),
    exibirOrganograma: booleano({ label: 'Exibir no organograma', default: true }),
    responsaveis: referencias({ label: 'Responsáveis', resource: 'cargo-salario/colaboradores' }),
    coresponsaveis: referencias({ label: 'Co-responsáveis', resource: 'cargo-salario/colaboradores' }),
    replicarResponsaveisParaAreasFilhas: booleano({ label: 'Replicar responsáveis para as áreas filhas' }),
    replicarCorresponsaveisParaAreasFilhas: booleano({ label: 'Replicar co-responsáveis para as áreas filhas' }),
  },
  colunas: {
    descricaoHierarquia: texto({ label: 'Hierarquia', max: 2000, feminino: true, list: true }),
    nomeResponsaveis: texto({ label: 'Responsáveis', max: 2000, list: true }),
    nomeCoResponsaveis: texto({ label: 'Co-responsáveis', max: 2000 }),
    podeEditar: booleano({ label: 'Pode editar' }),
    podeEditarStatusAtivo: booleano({ label: 'Pode ativar ou desativar' }),
  },
  colunasDaLista: ['nome', 'areaMaeId', 'ativo', 'descricaoHierarquia', 'nomeResponsaveis', 'nomeCoResponsaveis', 'podeEditar', 'podeEditarStatusAtivo', 'exibirOrganograma', 'responsaveis', 'coresponsaveis'],
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Cargos e Salários', subgrupo: 'Cadastros', ordem: 1 },
  escopoGestor: 'id',
  validar: (e, ctx) => validarArea(e, ctx),
  depoisDeGravar: (registro: Registro, _entrada, ator): Effect.Effect<void, never, unknown> => replicarResponsaveis(areasOrganizacionais, registro, ator),
})
