import { Layer } from 'effect'
import { hojeSql, ondePosicao } from '../cargo-salario/sql.ts'
import { defineAdaptadores } from '../modulo.ts'
import { semearCadastrosDemoGestaoTalentos, semearDemoGestaoTalentos } from './demo.ts'

const ids = (v: unknown): number[] => (Array.isArray(v) ? v : [v]).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0)

/** Filters by the employee's position today (establishment, area, cargo) of rows that name an employee in `colaborador_id`. */
const porPosicaoDoTalento = (tabela: string) => ({
  estabelecimentoId: (b: Parameters<typeof ondePosicao>[0], v: unknown) => ondePosicao(b, 'estabelecimento_id', ids(v), hojeSql(), `${tabela}.colaborador_id`),
  areaOrganizacionalId: (b: Parameters<typeof ondePosicao>[0], v: unknown) => ondePosicao(b, 'area_organizacional_id', ids(v), hojeSql(), `${tabela}.colaborador_id`),
  cargoId: (b: Parameters<typeof ondePosicao>[0], v: unknown) => ondePosicao(b, 'cargo_id', ids(v), hojeSql(), `${tabela}.colaborador_id`),
})

/** Talent management: the SQL of the occurrences' names and filters, and its demo (lookups, then the employees' occurrences). */
export const adaptadoresGestaoTalentos = defineAdaptadores({
  nome: 'gestao-talentos',
  camada: () => Layer.empty,
  semearCadastrosDemo: semearCadastrosDemoGestaoTalentos,
  semearDemo: semearDemoGestaoTalentos,
  extensoes: {
    'gestao-talentos/ocorrencias': {
      colunas: {
        nomeColaborador: () => 'select c.nome from colaboradores c where c.id = ocorrencias.colaborador_id',
        descricaoTipoOcorrencia: () => 'select t.descricao from tipos_ocorrencia t where t.id = ocorrencias.tipo_ocorrencia_id',
        absenteismo: () => 'select t.absenteismo from tipos_ocorrencia t where t.id = ocorrencias.tipo_ocorrencia_id',
        descricaoProvidencia: () => 'select p.descricao from providencias p where p.id = ocorrencias.providencia_id',
      },
      predicados: porPosicaoDoTalento('ocorrencias'),
    },
  },
})
