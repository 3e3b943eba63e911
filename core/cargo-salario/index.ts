import { defineModulo } from '../shared/modulo.ts'
import { comAcoes } from '../shared/resource.ts'
import { ACOES_MEUS_DADOS } from '../sessao/meusDados.ts'
import { ACOES_ADMISSAO } from './admitirColaborador.ts'
import { areasOrganizacionais } from './areas-organizacionais.ts'
import { cargos } from './cargos.ts'
import { colaboradores, historicosColaborador } from './colaboradores.ts'
import { ACOES_CONSULTA_COLABORADOR } from './consultarColaborador.ts'
import { faixasSalariais, historicosFaixaSalarial } from './faixas-salariais.ts'
import { gruposOcupacionais } from './grupos-ocupacionais.ts'
import { historicosIndice, indices } from './indices.ts'
import { niveisCompetencia } from './niveis-competencia.ts'

/** Jobs and salaries (spec 001 §2 /cargo-salario): the organisation, cargos, salary ranges and indices, the employees and their history. */
export const moduloCargoSalario = defineModulo({
  nome: 'cargo-salario',
  grupo: { nome: 'Cargos e Salários', ordem: 2 },
  autoridades: [
    { id: 'ROLE_CARGO_SALARIO_CADASTROS', name: 'Cargos e Salários: áreas, grupos ocupacionais, cargos, faixas salariais e índices' },
    { id: 'ROLE_CARGO_SALARIO_COLABORADORES', name: 'Cargos e Salários: talentos (cadastro, admissão e histórico)' },
  ],
  recursos: [
    areasOrganizacionais,
    gruposOcupacionais,
    cargos,
    faixasSalariais,
    historicosFaixaSalarial,
    indices,
    historicosIndice,
    comAcoes(colaboradores, ACOES_ADMISSAO, ACOES_CONSULTA_COLABORADOR, ACOES_MEUS_DADOS),
    historicosColaborador,
    niveisCompetencia,
  ],
})
