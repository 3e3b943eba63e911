import { defineModulo } from '../shared/modulo.ts'
import { comAcoes } from '../shared/resource.ts'
import { ACOES_COMPETENCIAS_TALENTO } from './competenciasDoTalento.ts'
import { ROLE_COMPETENCIAS_TALENTOS } from '../cargo-salario/competenciasRegras.ts'
import { configuracoesNiveisCompetenciaColaborador } from './configuracoes-niveis-competencia-colaborador.ts'
import { entrevistasDesligamento } from './entrevistas-desligamento.ts'
import { geracao } from './geracao.ts'
import { modelosEntrevistaDesligamento } from './modelos-entrevista-desligamento.ts'
import { motivoDesligamento } from './motivo-desligamento.ts'
import { ocorrencias, ROLE_OCORRENCIAS } from './ocorrencias.ts'
import { ACOES_OCORRENCIAS } from './ocorrenciasAcoes.ts'
import { providencias } from './providencias.ts'
import { RELATORIOS_GESTAO_TALENTOS } from './relatorios/index.ts'
import { TELA_TALENTO_DINAMICO } from './relatorios/talento-dinamico.ts'
import { tipoDocumento } from './tipo-documento.ts'
import { tipoOcorrencia } from './tipo-ocorrencia.ts'

/** Talent management (spec 001 §2 /gestao-talentos): its lookups; the employee record is Cargos e Salários'. */
export const moduloGestaoTalentos = defineModulo({
  nome: 'gestao-talentos',
  grupo: { nome: 'Gestão de Talentos', ordem: 3 },
  autoridades: [
    { id: 'ROLE_GESTAO_TALENTOS_CADASTROS', name: 'Gestão de Talentos: cadastros (motivos de desligamento, tipos de ocorrência, providências, tipos de documento, gerações, modelos de entrevista de desligamento)' },
    { id: ROLE_OCORRENCIAS, name: 'Gestão de Talentos: ocorrências dos talentos (o gestor, das suas áreas)' },
    { id: ROLE_COMPETENCIAS_TALENTOS, name: 'Gestão de Talentos: níveis de competência dos talentos' },
  ],
  recursos: [motivoDesligamento, tipoOcorrencia, providencias, tipoDocumento, geracao, comAcoes(ocorrencias, ACOES_OCORRENCIAS), comAcoes(configuracoesNiveisCompetenciaColaborador, ACOES_COMPETENCIAS_TALENTO), modelosEntrevistaDesligamento, entrevistasDesligamento],
  // Spec 001's /gestao-talentos/talentos: the same employees as Cargos e Salários › Talentos (one record, one screen).
  relatorios: RELATORIOS_GESTAO_TALENTOS,
  telas: [{ label: 'Talentos', caminho: 'gestao-talentos/talentos', authority: 'ROLE_CARGO_SALARIO_COLABORADORES', menu: { grupo: 'Gestão de Talentos', ordem: 0 } }, TELA_TALENTO_DINAMICO],
})
