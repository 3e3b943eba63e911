import { defineModulo } from '../shared/modulo.ts'
import { comAcoes } from '../shared/resource.ts'
import { ACOES_DESLIGAMENTO } from '../gestao-talentos/desligamentos.ts'
import { ACOES_MEUS_DADOS } from '../sessao/meusDados.ts'
import { ACOES_ADMISSAO } from './admitirColaborador.ts'
import { ACOES_AREAS } from './areasConsultas.ts'
import { areasOrganizacionais } from './areas-organizacionais.ts'
import { ROLE_VER_AREAS } from './areasGestor.ts'
import { cargos } from './cargos.ts'
import { colaboradores, historicosColaborador } from './colaboradores.ts'
import { ACOES_CONSULTA_COLABORADOR } from './consultarColaborador.ts'
import { faixasSalariais, historicosFaixaSalarial } from './faixas-salariais.ts'
import { faturamentosMensais } from './faturamentos-mensais.ts'
import { gruposOcupacionais } from './grupos-ocupacionais.ts'
import { historicosIndice, indices } from './indices.ts'
import { atitudes, competencias, conhecimentos, criteriosAvaliacaoCompetencia, habilidades } from './competencias.ts'
import { ROLE_COMPETENCIAS } from './competenciasRegras.ts'
import { ACOES_CONFIG_FAIXA, ACOES_NIVEIS_COMPETENCIA } from './configurarCompetencias.ts'
import { configuracoesNiveisCompetenciaFaixaSalarial } from './configuracoes-niveis-competencia-faixa-salarial.ts'
import { ACOES_COMPETENCIAS, acoesDoItem } from './gravarCompetencia.ts'
import { niveisCompetencia } from './niveis-competencia.ts'
import { RELATORIOS_ESTRUTURA } from './relatorios/index.ts'
import { niveisCompetenciaHistorico } from './niveis-competencia-historico.ts'
import { ACOES_NIVEIS_HISTORICO } from './niveisEmVigor.ts'
import { RELATORIOS_COMPETENCIAS } from './relatorios/competencias.ts'
import { RELATORIOS_SALARIOS } from './relatorios/salarios-em-uma-data.ts'
import { ACOES_SALARIO_CARGO, ACOES_SALARIO_COLABORADOR } from './salarioCalculado.ts'
import { ACOES_FAIXAS_SALARIAIS, ACOES_INDICES } from './transferirFaixasSalariais.ts'
import { ACOES_TABELAS_REAJUSTE } from './reajustes.ts'
import { reajustesColaboradores, reajustesFaixasSalariais, reajustesIndices, tabelasReajustesColaboradores } from './tabelas-reajustes-colaboradores.ts'

/** Jobs and salaries (spec 001 §2 /cargo-salario): the organisation, cargos, salary ranges and indices, the employees and their history. */
export const moduloCargoSalario = defineModulo({
  nome: 'cargo-salario',
  grupo: { nome: 'Cargos e Salários', ordem: 2 },
  autoridades: [
    { id: 'ROLE_CARGO_SALARIO_CADASTROS', name: 'Cargos e Salários: áreas, grupos ocupacionais, cargos, faixas salariais e índices' },
    { id: 'ROLE_CARGO_SALARIO_COLABORADORES', name: 'Cargos e Salários: talentos (cadastro, admissão e histórico)' },
    { id: ROLE_VER_AREAS, name: 'Ver todas as áreas organizacionais' },
    { id: 'ROLE_CARGO_SALARIO_REAJUSTES', name: 'Cargos e Salários: reajustes (tabelas, movimentação coletiva, aplicar e cancelar, dissídio)' },
    { id: ROLE_COMPETENCIAS, name: 'Cargos e Salários: competências (conhecimentos, habilidades, atitudes), níveis e as competências das faixas salariais' },
  ],
  // The chart opens with the areas' authority, as the areas' own screens (the API answers any staff user within their areas).
  telas: [
    { label: 'Organograma', caminho: `${areasOrganizacionais.name}/organograma`, authority: areasOrganizacionais.authority, menu: { grupo: 'Cargos e Salários', ordem: 2 } },
    // Spec 001 §2 configuracoes-niveis-competencia: the level grid of the configuration in force (the route redirects here).
    { label: 'Configuração dos Níveis', caminho: `${niveisCompetenciaHistorico.name}/configuracao`, authority: ROLE_COMPETENCIAS, menu: { grupo: 'Cargos e Salários', subgrupo: 'Competências', ordem: 6 } },
  ],
  recursos: [
    comAcoes(areasOrganizacionais, ACOES_AREAS),
    gruposOcupacionais,
    comAcoes(cargos, ACOES_SALARIO_CARGO),
    comAcoes(faixasSalariais, ACOES_FAIXAS_SALARIAIS),
    historicosFaixaSalarial,
    comAcoes(indices, ACOES_INDICES),
    historicosIndice,
    comAcoes(colaboradores, ACOES_ADMISSAO, ACOES_SALARIO_COLABORADOR, ACOES_CONSULTA_COLABORADOR, ACOES_MEUS_DADOS, ACOES_DESLIGAMENTO),
    historicosColaborador,
    comAcoes(niveisCompetencia, ACOES_NIVEIS_COMPETENCIA),
    comAcoes(conhecimentos, acoesDoItem(conhecimentos)),
    comAcoes(habilidades, acoesDoItem(habilidades)),
    comAcoes(atitudes, acoesDoItem(atitudes)),
    comAcoes(competencias, ACOES_COMPETENCIAS),
    criteriosAvaliacaoCompetencia,
    comAcoes(niveisCompetenciaHistorico, ACOES_NIVEIS_HISTORICO),
    comAcoes(configuracoesNiveisCompetenciaFaixaSalarial, ACOES_CONFIG_FAIXA),
    faturamentosMensais,
    comAcoes(tabelasReajustesColaboradores, ACOES_TABELAS_REAJUSTE),
    reajustesColaboradores,
    reajustesFaixasSalariais,
    reajustesIndices,
  ],
  relatorios: [...RELATORIOS_SALARIOS, ...RELATORIOS_ESTRUTURA, ...RELATORIOS_COMPETENCIAS],
})
