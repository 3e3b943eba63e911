import { Layer } from 'effect'
import { predicadosPosicaoDoTalento } from '../cargo-salario/sql.ts'
import { defineAdaptadores } from '../modulo.ts'
import { semearDemoSst } from './demo.ts'
import { semearDemoAfastamentos } from './demoAfastamentos.ts'


/** The absence's employee, from a certificate row. */
const TALENTO_DO_ATESTADO = '(select a.colaborador_id from colaborador_afastamentos a where a.id = colaborador_afastamento_atestados.colaborador_afastamento_id)'

/** SST: the SQL of its declarations' computed columns and filters, and its demo (functions and environments, the demo employees in them, their absences). */
export const adaptadoresSst = defineAdaptadores({
  nome: 'sst',
  camada: () => Layer.empty,
  semearDemo: async (knex, rodar) => {
    await semearDemoSst(knex, rodar)
    await semearDemoAfastamentos(knex, rodar)
  },
  extensoes: {
    'sst/funcoes': {
      colunas: { codigoCBO: () => '(select o.codigo from cbo_ocupacoes o where o.id = funcoes.cbo_id)' },
    },
    'sst/colaborador-afastamentos': {
      colunas: {
        nomeColaborador: () => 'select c.nome from colaboradores c where c.id = colaborador_afastamentos.colaborador_id',
        descricaoAfastamento: () => 'select m.descricao from afastamentos m where m.id = colaborador_afastamentos.afastamento_id',
        classe: () => 'select m.classe from afastamentos m where m.id = colaborador_afastamentos.afastamento_id',
        absenteismo: () => 'select m.absenteismo from afastamentos m where m.id = colaborador_afastamentos.afastamento_id',
      },
      // The employee's position today.
      predicados: predicadosPosicaoDoTalento('colaborador_afastamentos.colaborador_id'),
    },
    'sst/colaborador-afastamentos/atestados': {
      colunas: {
        colaboradorId: () => TALENTO_DO_ATESTADO.slice(1, -1),
        codigoCid: () => 'select c.codigo from cids c where c.id = colaborador_afastamento_atestados.cid_id',
        descricaoCid: () => 'select c.descricao from cids c where c.id = colaborador_afastamento_atestados.cid_id',
      },
      predicados: { areaOrganizacionalId: predicadosPosicaoDoTalento(TALENTO_DO_ATESTADO).areaOrganizacionalId },
    },
  },
})
