import { booleano, inteiro, texto } from '../shared/campos.ts'
import { defineResource } from '../shared/resource.ts'

/** HR's authority over evaluations: models, periods, performance evaluations, results, nine box, reports. */
export const ROLE_AVALIACAO = 'ROLE_AVALIACAO'
/** The employee's own evaluations ('Minhas Avaliações'): answering those they are an evaluator in. */
export const ROLE_MINHAS_AVALIACOES = 'ROLE_MINHAS_AVALIACOES'
export const GRUPO_COPIA_AVALIACAO = 'Avaliação: Períodos de Experiência e Modelos de Avaliação'

/**
 * Experience period (spec 002 /avaliacao/periodos-experiencia: nome, dias, ativo): a follow-up point counted in days
 * from the admission (e.g. 45 and 90 days). An experience follow-up model (tipo A) names its period.
 */
export const periodosExperiencia = defineResource({
  name: 'avaliacao/periodos-experiencia',
  table: 'periodos_experiencia',
  copia: { grupo: GRUPO_COPIA_AVALIACAO, chave: ['nome'] },
  label: 'Períodos de Experiência',
  labelSingular: 'Período de Experiência',
  scope: 'empresa',
  authority: ROLE_AVALIACAO,
  fields: {
    nome: texto({ label: 'Nome', max: 100, required: true, list: true }),
    dias: inteiro({ label: 'Quantidade de Dias', min: 1, max: 3650, required: true, list: true, feminino: true }),
    ativo: booleano({ label: 'Ativo', default: true, list: true }),
  },
  sort: { field: 'dias', order: 'ASC' },
  menu: { grupo: 'Avaliação', subgrupo: 'Cadastros', ordem: 1 },
})
