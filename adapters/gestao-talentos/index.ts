import { Layer } from 'effect'
import { predicadosPosicaoDoTalento } from '../cargo-salario/sql.ts'
import { defineAdaptadores } from '../modulo.ts'
import { semearCadastrosDemoGestaoTalentos, semearDemoGestaoTalentos } from './demo.ts'
import { semearCertificadosDemo } from './demoCertificados.ts'
import { SQL_ENTREVISTAS_DESLIGAMENTO } from './entrevistasDesligamento.ts'
import { camadaLinksEntrevista } from './entrevistasDesligamentoLink.ts'
import { mapaSql } from '../relatorios/consultas.ts'
import { sqlCotaAprendizes } from './aprendizes.ts'
import { SQL_RELATORIOS_GESTAO_TALENTOS } from './relatorios.ts'
import { camadaConfigsRelatorioDinamico, SQL_TALENTO_DINAMICO } from './talento-dinamico.ts'

/** Talent management: the SQL of the occurrences' names and filters, and its demo (lookups, then the employees' occurrences and certificates). */
export const adaptadoresGestaoTalentos = defineAdaptadores({
  nome: 'gestao-talentos',
  camada: (knex) => Layer.merge(camadaConfigsRelatorioDinamico(knex), camadaLinksEntrevista(knex)),
  semearCadastrosDemo: semearCadastrosDemoGestaoTalentos,
  semearDemo: async (knex, rodar) => {
    await semearDemoGestaoTalentos(knex, rodar)
    await semearCertificadosDemo(knex, rodar)
  },
  consultas: mapaSql(...Object.entries(SQL_RELATORIOS_GESTAO_TALENTOS), ...Object.entries(SQL_ENTREVISTAS_DESLIGAMENTO), sqlCotaAprendizes, ...SQL_TALENTO_DINAMICO),
  extensoes: {
    'gestao-talentos/ocorrencias': {
      colunas: {
        nomeColaborador: () => 'select c.nome from colaboradores c where c.id = ocorrencias.colaborador_id',
        descricaoTipoOcorrencia: () => 'select t.descricao from tipos_ocorrencia t where t.id = ocorrencias.tipo_ocorrencia_id',
        absenteismo: () => 'select t.absenteismo from tipos_ocorrencia t where t.id = ocorrencias.tipo_ocorrencia_id',
        descricaoProvidencia: () => 'select p.descricao from providencias p where p.id = ocorrencias.providencia_id',
      },
      predicados: predicadosPosicaoDoTalento('ocorrencias.colaborador_id'),
    },
    'gestao-talentos/entrevistas-desligamento': {
      colunas: {
        nomeColaborador: () => 'select c.nome from colaboradores c where c.id = entrevistas_desligamento.colaborador_id',
        tituloModelo: () => 'select m.titulo from modelos_entrevista_desligamento m where m.id = entrevistas_desligamento.modelo_id',
      },
      predicados: predicadosPosicaoDoTalento('entrevistas_desligamento.colaborador_id'),
    },
  },
})
